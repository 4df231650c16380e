//! One drawing model, three views: for every step of top1465 #304 and
//! forum-hardest #1, the marks the terminal writes (`explain --grid`, read back
//! sign by sign from its grids), the drawings the static page embeds
//! (`explain --format html`) and the drawings the trainer's API returns
//! (`{"op": "explain"}`) are all the library's drawing of that step, compared
//! as data; so are the drawings of a hint's next step and of the lessons' worked
//! cases. Also: a hidden single's drawing holds its unit, a group node keeps
//! all its cells, and every chain link joins two of the drawing's nodes.

use crate::common;

use common::{data_set, puzzle, sudoku};
use serde_json::{Value, json};
use sudoku_explain::render::drawing::{Drawing, Panel, Shade, drawing};
use sudoku_explain::{Cell, Options, TechniqueId, solve};

/// top1465 #304 and forum-hardest #1.
fn puzzles() -> Vec<(&'static str, String)> {
    vec![
        ("top1465 #304", data_set("top1465.txt")[303].clone()),
        (
            "forum-hardest #1",
            data_set("forum-hardest-110626.txt")[0].clone(),
        ),
    ]
}

/// The library's drawing of every step, each on the grid before it.
fn library_drawings(line: &str) -> Vec<Drawing> {
    let outcome = solve(&puzzle(line), &Options::default());
    outcome
        .replay()
        .map(|(before, step)| drawing(step, &before))
        .collect()
}

/// Every candidate mark a terminal grid shows: (cell, digit, sign), read from
/// the 7-character cells of `explain --grid` (three slots of sign and digit).
fn terminal_marks(grid: &[Vec<char>]) -> Vec<(usize, u8, char)> {
    let mut marks = Vec::new();
    for r in 0..9 {
        for band in 0..3 {
            // Row r's band is line 1 + 4r + band; each cell is 7 characters
            // after a one-character border.
            let line = &grid[1 + 4 * r + band];
            for c in 0..9 {
                let cell: &[char] = &line[1 + 8 * c..1 + 8 * c + 7];
                if cell.contains(&'[') {
                    continue;
                }
                for slot in 0..3 {
                    let (sign, digit) = (cell[2 * slot], cell[2 * slot + 1]);
                    if digit.is_ascii_digit() && sign != ' ' {
                        marks.push((r * 9 + c, digit as u8 - b'0', sign));
                    }
                }
            }
        }
    }
    marks.sort();
    marks
}

/// The marks of a panel of the model, as the terminal should show them.
fn model_marks(panel: &Panel) -> Vec<(usize, u8, char)> {
    let mut marks: Vec<_> = panel
        .marks()
        .map(|(cell, digit, m)| (cell.index(), digit, m.sign))
        .collect();
    marks.sort();
    marks
}

/// Every pencil-mark grid `explain --grid` writes, in order, as lines of chars.
fn terminal_grids(line: &str) -> Vec<Vec<Vec<char>>> {
    let run = sudoku(
        &["explain", "--grid", "--color", "never", "-"],
        &format!("{line}\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<Vec<char>> = run.stdout.lines().map(|l| l.chars().collect()).collect();
    let mut grids = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        if l.first() == Some(&'┏') {
            grids.push(lines[k..k + 37].to_vec());
        }
    }
    grids
}

#[test]
fn the_terminal_draws_the_model_sign_by_sign() {
    for (name, line) in puzzles() {
        let model = library_drawings(&line);
        let panels: Vec<&Panel> = model.iter().flat_map(|d| d.layers()).collect();
        let grids = terminal_grids(&line);
        assert_eq!(grids.len(), panels.len(), "{name}: a grid per panel");
        let mut marked = 0;
        for (k, (grid, panel)) in grids.iter().zip(&panels).enumerate() {
            let want = model_marks(panel);
            marked += want.len();
            assert_eq!(terminal_marks(grid), want, "{name}: grid {}", k + 1);
        }
        assert!(marked > 100, "{name}: {marked} marks compared");
    }
}

#[test]
fn the_page_embeds_the_model_for_every_step() {
    for (name, line) in puzzles() {
        let model = library_drawings(&line);
        let html = sudoku(&["explain", "--format", "html", "-"], &format!("{line}\n"));
        assert_eq!(html.code, 0, "{}", html.stderr);
        let start = html.stdout.find("const DATA = ").unwrap() + "const DATA = ".len();
        let end = start + html.stdout[start..].find(";\n").unwrap();
        let data: Value = serde_json::from_str(&html.stdout[start..end].replace("<\\/", "</"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(data["drawings"], json!(model), "{name}");
        assert_eq!(
            data["drawings"].as_array().unwrap().len(),
            data["trace"]["steps"].as_array().unwrap().len(),
            "{name}: a drawing per step"
        );
        // The painter comes with the page, and the page computes no mark.
        assert!(html.stdout.contains("const Paint = "), "{name}");
        for gone in [
            "function drawChain",
            "function drawRcc",
            "function drawBranches",
        ] {
            assert!(!html.stdout.contains(gone), "{name}: {gone}");
        }
    }
}

#[test]
fn the_trainer_api_returns_the_model_beside_each_step() {
    for (name, line) in puzzles() {
        let model = library_drawings(&line);
        let request = json!({ "op": "explain", "position": { "digits": line } });
        let answer: Value =
            serde_json::from_str(&sudoku_explain::api::respond(&request.to_string())).unwrap();
        assert_eq!(answer["drawings"], json!(model), "{name}");
        assert_eq!(
            answer["drawings"].as_array().unwrap().len(),
            answer["steps"].as_array().unwrap().len(),
            "{name}"
        );
    }
}

#[test]
fn the_model_holds_units_groups_and_links() {
    let mut singles = 0;
    let mut groups = 0;
    for (name, line) in puzzles() {
        let outcome = solve(&puzzle(&line), &Options::default());
        for (k, (before, step)) in outcome.replay().enumerate() {
            let d = drawing(step, &before);
            let at = format!("{name} step {}", k + 1);
            if step.technique == TechniqueId::HiddenSingle {
                singles += 1;
                let unit = step.pattern().units[0];
                let shaded: Vec<Cell> = d.panels[0]
                    .cells
                    .iter()
                    .filter(|m| m.shade == Shade::Unit)
                    .map(|m| m.cell)
                    .collect();
                assert_eq!(shaded, unit.cell_list().to_vec(), "{at}: the single's unit");
            }
            for panel in &d.panels {
                for link in &panel.links {
                    assert!(
                        link.from < panel.nodes.len() && link.to < panel.nodes.len(),
                        "{at}"
                    );
                    assert_ne!(link.from, link.to, "{at}");
                }
            }
            for (n, node) in step.pattern().chain_nodes().iter().enumerate() {
                let drawn = &d.panels[0].nodes[n];
                assert_eq!(drawn.cells, node.cells.to_vec(), "{at}: node {n}");
                groups += usize::from(drawn.cells.len() > 1);
            }
        }
    }
    assert!(
        singles > 0 && groups > 0,
        "{singles} singles, {groups} group nodes"
    );
}

/// The trainer's other answers carry the same model: a hint's next step and
/// a lesson's worked case come with their drawing on the grid they are
/// taken on.
#[test]
fn hints_and_lessons_carry_the_model_too() {
    use sudoku_explain::hint::{Next, hint};
    use sudoku_explain::lesson::{LessonPart, lesson, worked_lesson};
    let ask = |request: Value| -> Value {
        serde_json::from_str(&sudoku_explain::api::respond(&request.to_string())).unwrap()
    };
    for (name, line) in puzzles() {
        let advice = hint(&puzzle(&line), None, &Options::default()).unwrap();
        let Next::Step { grid, step, .. } = &advice.next else {
            panic!("{name}: no next step");
        };
        let answer = ask(json!({ "op": "hint", "position": { "digits": line } }));
        assert_eq!(answer["drawing"], json!(drawing(step, grid)), "{name}");
    }
    for id in ["aic", "als_xy_wing", "finned_x_wing", "cell_forcing_chain"] {
        let answer = ask(json!({ "op": "lesson", "id": id }));
        let cases: Vec<&Value> = answer["parts"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["case"].is_object())
            .collect();
        let worked: Vec<Value> = worked_lesson(lesson(id).unwrap())
            .into_iter()
            .filter_map(|part| match part {
                LessonPart::Case(Some(case)) => {
                    Some(json!(case.step.as_ref().map(|s| drawing(s, &case.grid))))
                }
                _ => None,
            })
            .collect();
        assert!(!worked.is_empty(), "{id}");
        let sent: Vec<Value> = cases.iter().map(|c| c["case"]["drawing"].clone()).collect();
        assert_eq!(sent, worked, "{id}");
    }
}

/// A nested forcing chain is drawn in layers (step 2 of forum-hardest #1,
/// the multi-sector locked set and the pattern forcing chain left out): the
/// outer panel holds the branch's own nodes only, each node proved by an inner
/// chain names that chain's panel, and each inner panel holds that proof's
/// nodes (its assumption first) and the outer nodes it rests on, held, and
/// links only among them. The terminal prints the layers in this order.
#[test]
fn a_nested_chain_is_drawn_one_layer_at_a_time() {
    let line = data_set("forum-hardest-110626.txt")[0].clone();
    let options = Options {
        techniques: common::without_locked_sets(),
        ..Options::default()
    };
    let outcome = solve(&puzzle(&line), &options);
    let (before, step) = outcome.replay().nth(1).unwrap();
    assert_eq!(step.technique, TechniqueId::NestedForcingChain);
    let d = drawing(step, &before);
    let branch = &step.pattern().branches()[0];
    let outer = &d.panels[0];
    assert_eq!(outer.nodes.len(), branch.len());
    let proved: Vec<usize> = (0..branch.len())
        .filter(|&k| !branch[k].proof.is_empty())
        .collect();
    assert_eq!(outer.inner.len(), proved.len());
    let count = proved.len();
    assert!(count >= 2, "several inner chains: {count}");
    for (n, &k) in proved.iter().enumerate() {
        assert_eq!(outer.nodes[k].inner, Some(n));
        let inner = &outer.inner[n];
        let proof = &branch[k].proof;
        assert!(
            inner
                .title
                .as_deref()
                .unwrap()
                .starts_with(&format!("Inner chain {} of {count}", n + 1))
        );
        assert_eq!(
            inner.nodes[0].kind,
            sudoku_explain::render::drawing::NodeKind::Premise
        );
        assert_eq!(inner.nodes[0].cells, vec![proof[0].cell]);
        for (j, p) in proof.iter().enumerate() {
            assert_eq!(
                (inner.nodes[j].cells[0], inner.nodes[j].digit),
                (p.cell, p.digit)
            );
        }
        let held = &inner.nodes[proof.len()..];
        assert!(!held.is_empty());
        assert!(
            held.iter()
                .all(|h| h.kind == sudoku_explain::render::drawing::NodeKind::Held)
        );
        // Every held node is an outer node the proof rests on.
        for h in held {
            assert!(
                branch[..k]
                    .iter()
                    .any(|b| b.cell == h.cells[0] && b.digit == h.digit)
            );
        }
        assert!(
            inner
                .links
                .iter()
                .all(|l| l.from < inner.nodes.len() && l.to < proof.len())
        );
        assert!(inner.inner.is_empty(), "one level of nesting");
    }
    // The outer panel has no node of any proof.
    let layers: Vec<_> = d.layers().collect();
    assert_eq!(layers.len(), count + 1);
    assert!(std::ptr::eq(layers[1], &outer.inner[0]));
}

/// A nested chain's words are cut by layer as its drawing is (step 2 of
/// forum-hardest #1, the multi-sector locked set and the pattern forcing
/// chain left out): the outer panel carries the outer chain's words, each
/// inner panel its own chain's, and between them they hold every line of the
/// step's text once: the outer chain's lines as they are, an inner chain's
/// without the `if r1c2=1: ` its heading says, a pointer where the outer
/// chain rests on one. Other steps carry no words of their own (the page
/// reads their text whole).
#[test]
fn a_nested_chain_s_words_are_cut_by_layer() {
    let line = data_set("forum-hardest-110626.txt")[0].clone();
    let options = Options {
        techniques: common::without_locked_sets(),
        ..Options::default()
    };
    let outcome = solve(&puzzle(&line), &options);
    let (before, step) = outcome.replay().nth(1).unwrap();
    let d = drawing(step, &before);
    let outer = &d.panels[0];
    let outer_words = outer.text.as_deref().expect("the outer chain's words");
    let text = step.sentence.to_string();
    let (first, lines) = text.split_once('\n').unwrap();
    // The main line, without the bracket that tells every inner chain.
    let (story, conclusion) = first.split_once(" => ").unwrap();
    let outer_first = outer_words.lines().next().unwrap();
    let count = outer.inner.len();
    assert!(count >= 2, "several inner chains: {count}");
    let bracket = format!(" ({count} inner chains, each opened on its own)");
    assert!(outer_first.ends_with(&format!("{bracket} => {conclusion}")));
    assert!(story.starts_with(outer_first.split(bracket.as_str()).next().unwrap()));
    assert!(story.contains("(inside that branch"));
    assert!(!outer_first.contains("(inside that branch"));
    let mut told: Vec<String> = outer_words
        .lines()
        .skip(1)
        .map(|l| l.trim().to_string())
        .filter(|l| !l.contains(" by inner chain "))
        .collect();
    let pointers = outer_words
        .lines()
        .filter(|l| l.contains(" by inner chain "))
        .count();
    assert_eq!(pointers, count);
    for (n, inner) in outer.inner.iter().enumerate() {
        let words = inner.text.as_deref().expect("an inner chain's words");
        let mut lines = words.lines();
        assert!(
            lines
                .next()
                .unwrap()
                .starts_with(&format!("Inner chain {} of {count}: ", n + 1))
        );
        let assumption = &inner
            .title
            .as_deref()
            .unwrap()
            .split("suppose ")
            .nth(1)
            .unwrap();
        told.extend(lines.map(|l| format!("if {assumption}: {}", l.trim())));
    }
    let mut all: Vec<String> = lines.lines().map(|l| l.trim().to_string()).collect();
    told.sort();
    all.sort();
    assert_eq!(told, all);
    // A step of another kind has no words of its own.
    let (before, single) = outcome.replay().next().unwrap();
    assert!(
        drawing(single, &before)
            .panels
            .iter()
            .all(|p| p.text.is_none())
    );
}

/// A forcing step with several branches gives each branch's panel the main
/// line and that branch's lines alone (without the `if r2c9=7: ` that names
/// it), so that a page showing one branch shows the lines it draws; between
/// them the branches hold every line of the step's text once.
#[test]
fn each_branch_of_a_forcing_step_carries_its_own_lines() {
    let line = data_set("top1465.txt")[303].clone();
    let outcome = solve(&puzzle(&line), &Options::default());
    let mut seen = 0;
    for (before, step) in outcome.replay() {
        let branches = step.pattern().branches();
        if branches.len() < 2 {
            continue;
        }
        seen += 1;
        let d = drawing(step, &before);
        assert_eq!(d.panels.len(), branches.len());
        let text = step.sentence.to_string();
        let (main, lines) = text.split_once('\n').unwrap();
        let mut told = Vec::new();
        for (panel, branch) in d.panels.iter().zip(branches) {
            let words = panel.text.as_deref().expect("a branch's words");
            let (first, own) = words.split_once('\n').unwrap();
            assert_eq!(first, main);
            let assumption = format!("if {}: ", branch[0].assertion());
            told.extend(own.lines().map(|l| format!("{assumption}{}", l.trim())));
        }
        let all: Vec<String> = lines.lines().map(|l| l.trim().to_string()).collect();
        assert_eq!(told, all, "{}", step.technique);
    }
    assert!(
        seen > 0,
        "top1465 #304 has a forcing step with several branches"
    );
}

/// A junior exocet's compatibility test is drawn one panel per way it
/// rejects (step 6 of forum-hardest #10): each the exocet's panel with the
/// way's four placements as premises (base cells, then targets) and its
/// singles as nodes in order, where it breaks shaded, and the step's main
/// line with that way's because-line as its words. The terminal prints the
/// panels in that order, each under its title.
#[test]
fn an_exocets_rejected_ways_are_drawn_one_panel_each() {
    let line = data_set("forum-hardest-110626.txt")[9].clone();
    let outcome = solve(&puzzle(&line), &Options::default());
    let (before, step) = outcome
        .replay()
        .find(|(_, s)| {
            s.technique == TechniqueId::JuniorExocet
                && matches!(&s.pattern().parts, sudoku_explain::step::Parts::Exocet(e) if e.rejected.len() > 1)
        })
        .expect("a junior exocet with a compatibility test");
    let sudoku_explain::step::Parts::Exocet(exocet) = &step.pattern().parts else {
        unreachable!()
    };
    let d = drawing(step, &before);
    assert_eq!(d.panels.len(), exocet.rejected.len());
    let main = step.sentence.plain();
    let main = main.lines().next().unwrap();
    let base = &step.pattern().cells;
    let because = step.sentence.because_lines();
    for (k, (panel, way)) in d.panels.iter().zip(&exocet.rejected).enumerate() {
        let title = panel.title.as_deref().unwrap();
        assert!(
            title.starts_with(&format!("Way {} of {}: ", k + 1, d.panels.len())),
            "{title}"
        );
        let placed = [base[0], base[1], exocet.targets[0], exocet.targets[1]];
        assert_eq!(panel.nodes.len(), 4 + way.singles.len());
        for (i, node) in panel.nodes.iter().enumerate() {
            let (cell, digit, kind) = match i {
                0..4 => (placed[i], way.digits[i], "premise"),
                _ => (way.singles[i - 4].cell, way.singles[i - 4].digit, "on"),
            };
            assert_eq!((node.cells.as_slice(), node.digit), (&[cell][..], digit));
            assert_eq!(serde_json::to_value(node.kind).unwrap(), json!(kind));
        }
        let broken: Vec<Cell> = panel
            .cells
            .iter()
            .filter(|c| c.shade == Shade::Broken)
            .map(|c| c.cell)
            .collect();
        let last = panel.legend.last().unwrap();
        match way.breaks {
            sudoku_explain::step::pattern::Emptied::Cell(cell) => {
                assert_eq!(broken, [cell]);
                assert_eq!(last, &format!("Then {cell} has no candidate left."));
            }
            sudoku_explain::step::pattern::Emptied::Unit(unit, d) => {
                assert_eq!(broken, unit.cells().into_iter().collect::<Vec<_>>());
                assert_eq!(last, &format!("Then {unit} has no place left for {d}."));
            }
        }
        let text = panel.text.as_deref().unwrap();
        assert_eq!(
            text,
            format!("{main}\n      {}", because[k].plain()),
            "way {}",
            k + 1
        );
    }
    // The terminal prints every way's panel under its title, in order.
    let out = sudoku(
        &["explain", "--grid", "--color", "never", "-"],
        &format!("{line}\n"),
    )
    .stdout;
    let mut at = 0;
    for panel in &d.panels {
        let title = panel.title.as_deref().unwrap();
        at += out[at..]
            .find(title)
            .unwrap_or_else(|| panic!("{title} printed in order"));
    }
}
