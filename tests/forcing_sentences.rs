//! Every forcing-chain sentence names every node its conclusion rests on, so a
//! reader can check the step with the words and the board alone.
//!
//! For each step whose pattern has `branches`, this test works out from the
//! step's JSON alone (the `from` links, and the board just before the step)
//! which nodes the conclusion needs: in each branch, the node that states each
//! conclusion, or, for a branch that ends in a contradiction, the nodes that
//! make it (a candidate both on and off, a cell with every candidate off, a
//! unit with every place of a digit off), found on the board; then every node
//! those name in `from`, back to the assumption. A node carrying a nested
//! `proof` needs its proof too, worked out the same way inside the proof. Each
//! needed node must appear in the step's `text` (main line or because-lines),
//! and each one derived by a basic rule must share a line with every node it
//! follows from: that line is where the reader checks it.
//!
//! It walks every forcing step of top1465 and of forum-hardest (about 5,900 and
//! 8,700 steps). That takes about 30 s of CPU, nearly all of it solving the two
//! sets (1,840 of the hardest puzzles known, each through to its last forcing
//! step; the dev profile is optimised, see `Cargo.toml`); the checks themselves
//! are a few seconds. One test per set, so the two run side by side.

use crate::common;

use common::branch::JsonNode as Node;
use common::{data_set, puzzle, visit_steps};
use serde::Deserialize;
use std::collections::BTreeSet;
use sudoku_explain::catalog::techniques;
use sudoku_explain::{Cell, Grid, TechniqueId, Unit};

#[derive(Deserialize)]
struct Spot {
    row: u8,
    col: u8,
    digit: u8,
}

#[derive(Deserialize)]
struct Pattern {
    #[serde(default)]
    branches: Vec<Vec<Node>>,
}

#[derive(Deserialize)]
struct JsonStep {
    placements: Vec<Spot>,
    eliminations: Vec<Spot>,
    pattern: Pattern,
    text: String,
}

/// The node of `nodes` stating this candidate in this state.
fn stating(nodes: &[&Node], row: u8, col: u8, digit: u8, on: bool) -> Option<usize> {
    nodes
        .iter()
        .position(|n| (n.row, n.col, n.digit, n.on()) == (row, col, digit, on))
}

/// The nodes of every contradiction among `nodes` on `grid`.
fn contradictions(grid: &Grid, nodes: &[&Node]) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let off = |cell: Cell, d: u8| {
        nodes
            .iter()
            .position(|n| n.cell() == cell && n.digit == d && !n.on())
    };
    for (k, n) in nodes.iter().enumerate() {
        if n.on()
            && let Some(j) = off(n.cell(), n.digit)
        {
            found.push(vec![k, j]);
        }
    }
    for cell in grid.empty_cells() {
        let offs: Option<Vec<usize>> = grid.candidates(cell).iter().map(|d| off(cell, d)).collect();
        if let Some(offs) = offs {
            found.push(offs);
        }
    }
    for u in Unit::all() {
        for d in 1..=9 {
            if grid.unit_has(u, d) {
                continue;
            }
            let places = grid.positions_in(u, d);
            let offs: Option<Vec<usize>> = places.iter().map(|c| off(c, d)).collect();
            if let Some(offs) = offs.filter(|o| !o.is_empty()) {
                found.push(offs);
            }
        }
    }
    found
}

/// The contradiction a branch (or proof) ends in: those that its last node
/// completes.
fn broken(grid: &Grid, nodes: &[&Node], what: &str) -> Vec<usize> {
    let last = nodes.len() - 1;
    let all = contradictions(grid, nodes);
    let ends: BTreeSet<usize> = all
        .into_iter()
        .filter(|c| c.contains(&last))
        .flatten()
        .collect();
    assert!(!ends.is_empty(), "{what}: no contradiction at the end");
    ends.into_iter().collect()
}

/// A needed node: its words, its premises' words, whether it carries a proof.
struct Needed {
    words: String,
    premises: Vec<String>,
    nested: bool,
}

/// Walks back from `roots` along `from` among `nodes`, adding every needed
/// node from `base` on to `needed`, with the nested proofs; returns the nodes
/// before `base` (the enclosing branch's, for a proof) the walk reached.
fn walk(
    grid: &Grid,
    nodes: &[&Node],
    base: usize,
    roots: &[usize],
    needed: &mut Vec<Needed>,
    what: &str,
) -> Vec<usize> {
    let mut seen = vec![false; nodes.len()];
    let mut outside = Vec::new();
    let mut stack = roots.to_vec();
    while let Some(k) = stack.pop() {
        if std::mem::replace(&mut seen[k], true) {
            continue;
        }
        if k < base {
            outside.push(k);
            continue;
        }
        let node = nodes[k];
        needed.push(Needed {
            words: node.words(),
            premises: node.from.iter().map(|&f| nodes[f].words()).collect(),
            nested: !node.proof.is_empty(),
        });
        stack.extend(&node.from);
        if !node.proof.is_empty() {
            let inner: Vec<&Node> = nodes[..k].iter().copied().chain(&node.proof).collect();
            let ends = broken(grid, &inner, what);
            stack.extend(walk(grid, &inner, k, &ends, needed, what));
        }
    }
    outside
}

/// What one step's check found: how many because-lines it has.
fn check_step(grid: &Grid, json: &JsonStep, what: &str) -> usize {
    let text = &json.text;
    let lines: Vec<&str> = text.lines().collect();
    let conclusions: Vec<(u8, u8, u8, bool)> = json
        .placements
        .iter()
        .map(|s| (s.row, s.col, s.digit, true))
        .chain(
            json.eliminations
                .iter()
                .map(|s| (s.row, s.col, s.digit, false)),
        )
        .collect();
    let mut needed = Vec::new();
    for branch in &json.pattern.branches {
        let nodes: Vec<&Node> = branch.iter().collect();
        let stated: Option<Vec<usize>> = conclusions
            .iter()
            .map(|&(r, c, d, on)| stating(&nodes, r, c, d, on))
            .collect();
        let roots = match stated {
            Some(roots) => roots,
            None => broken(grid, &nodes, what),
        };
        walk(grid, &nodes, 0, &roots, &mut needed, what);
    }
    for Needed {
        words,
        premises,
        nested,
    } in &needed
    {
        assert!(text.contains(words), "{what}: {words} not told\n{text}");
        // A node of one basic rule is checked on one line with its premises; a
        // nested node's reason is its proof, told line by line.
        if !nested && !premises.is_empty() {
            assert!(
                lines
                    .iter()
                    .any(|l| l.contains(words) && premises.iter().all(|p| l.contains(p.as_str()))),
                "{what}: no line gives {words} with its premises {premises:?}\n{text}"
            );
        }
    }
    lines.len() - 1
}

/// Walks every forcing step of `set`; returns how many there were and each
/// one's number of because-lines.
fn walk_set(set: &str) -> Vec<usize> {
    let all: Vec<TechniqueId> = techniques().map(|(id, _)| id).collect();
    let mut because = Vec::new();
    visit_steps(&data_set(set), &all, |grid, step, _, line| {
        if step.pattern().branches().is_empty() {
            return;
        }
        let json: JsonStep = serde_json::from_value(serde_json::to_value(step).unwrap()).unwrap();
        let what = format!("{set}: {line}: {}", step.technique.as_str());
        because.push(check_step(grid, &json, &what));
    });
    because
}

fn report(set: &str, mut because: Vec<usize>) {
    assert!(!because.is_empty(), "{set}: no forcing step at all");
    because.sort_unstable();
    println!(
        "{set}: {} forcing steps; because-lines: median {}, longest {}",
        because.len(),
        because[because.len() / 2],
        because[because.len() - 1]
    );
}

#[test]
fn top1465_forcing_sentences_tell_every_needed_node() {
    report("top1465", walk_set("top1465.txt"));
}

#[test]
fn forum_hardest_forcing_sentences_tell_every_needed_node() {
    report("forum-hardest", walk_set("forum-hardest-110626.txt"));
}

/// The check itself fails on a sentence that leaves nodes out: the first
/// forcing step of top95 with its main line alone, as sentences were before
/// they had because-lines.
#[test]
fn a_sentence_missing_a_node_is_caught() {
    let line = data_set("top95.txt")
        .into_iter()
        .find(|l| {
            let p = puzzle(l);
            let outcome = sudoku_explain::solve(&p, &sudoku_explain::Options::default());
            outcome
                .steps
                .iter()
                .any(|s| !s.pattern().branches().is_empty())
        })
        .expect("top95 has a forcing step");
    let all: Vec<TechniqueId> = techniques().map(|(id, _)| id).collect();
    let mut checked = false;
    visit_steps(&[line], &all, |grid, step, _, _| {
        if checked || step.pattern().branches().is_empty() {
            return;
        }
        checked = true;
        let mut json: JsonStep =
            serde_json::from_value(serde_json::to_value(step).unwrap()).unwrap();
        assert!(check_step(grid, &json, "whole") > 0);
        let cut = json.text.find('\n').unwrap();
        json.text.truncate(cut);
        let caught = std::panic::catch_unwind(|| check_step(grid, &json, "cut"));
        assert!(caught.is_err(), "dropped because-lines went unnoticed");
    });
    assert!(checked);
}

/// The terminal trace writes the because-lines under their step, lined up with
/// the sentence: top1465's first puzzle, steps 35 (row 2's other places for 5)
/// and 36 (why r3c7 would be 3, one of the steps the issue found unfollowable;
/// of the two others, row 4's other places for 1 went with the ALS-XY-wings
/// through five cells, and column 7's other places for 5 is an ALS chain's).
/// They were steps 37 and 38 before the wings through sets of up to eight
/// cells took two steps earlier.
#[test]
fn the_terminal_trace_lines_because_lines_up_under_the_step() {
    let line = &data_set("top1465.txt")[0];
    let run = common::sudoku(&["explain", "--color", "never", "-"], line);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let steps = |from: &str, to: &str| -> String {
        let start = run.stdout.find(from).unwrap();
        let end = run.stdout.find(to).unwrap();
        run.stdout[start..end].to_string()
    };
    let shown = steps("\n 35. ", "\n 37. ");
    common::snapshots("explain")
        .bind(|| insta::assert_snapshot!("forcing_because_lines", shown.trim_start_matches('\n')));
    // In colour, the because-lines carry the colours of the pieces they hold
    // and read the same once the escapes are gone.
    let coloured = common::sudoku(&["explain", "--color", "always", "-"], line);
    let because = coloured
        .stdout
        .lines()
        .find(|l| l.contains("(last place for ") && l.contains("r2c9=4 because"))
        .expect("r2c9=4 told with its rule");
    assert!(because.contains("\x1b["), "{because}");
    let plain: String = strip_escapes(because);
    assert!(run.stdout.lines().any(|l| l == plain), "{plain}");
}

/// `s` without its ANSI escape sequences.
fn strip_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for e in chars.by_ref() {
                if e == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// `explain` of `line` with only `techniques`, in plain text (`text`) or as
/// the JSON trace (`json`).
fn explained(line: &str, techniques: &str, format: &str) -> common::Run {
    let options: &[&str] = if format == "json" {
        &["--format", "json"]
    } else {
        &["--color", "never"]
    };
    let mut args = vec!["explain"];
    args.extend(options);
    args.extend(["--techniques", techniques, "-"]);
    common::sudoku(&args, line)
}

/// Step 2 of forum-hardest #1 (the multi-sector locked set and the pattern
/// forcing chain left out), a nested forcing chain with six inner chains,
/// as the terminal trace writes it: everything from the step's number to the
/// next step's.
fn nested_step_in_the_terminal() -> (String, String) {
    let line = &data_set("forum-hardest-110626.txt")[0];
    let techniques = common::without_locked_sets_arg();
    let run = explained(line, &techniques, "text");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let start = run.stdout.find("\n  2. ").unwrap() + 1;
    let end = run.stdout.find("\n  3. ").unwrap();
    let json = explained(line, &techniques, "json");
    let trace: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let text = trace["steps"][1]["text"].as_str().unwrap().to_string();
    assert_eq!(trace["steps"][1]["technique"], "nested_forcing_chain");
    (run.stdout[start..end].to_string(), text)
}

/// A nested forcing chain reads one layer at a time in the terminal: the
/// outer chain's main line without the bracket that packs every inner chain,
/// its because-lines with a pointer where a node rests on an inner chain, then
/// each inner chain as an indented block under a heading that says what it
/// proves and what it assumes. No line of the JSON text is lost on the way:
/// an outer line is written as it is, an inner line under its chain's heading
/// without the `if r1c4=3: ` the heading already says.
#[test]
fn a_nested_forcing_chain_reads_one_layer_at_a_time_in_the_terminal() {
    let (shown, text) = nested_step_in_the_terminal();
    let lines: Vec<&str> = shown.lines().collect();
    let main = lines[0];
    assert!(!main.contains("inside that branch"), "{main}");
    assert!(
        main.contains("(3 inner chains, below) => remove 4 from r3c4"),
        "{main}"
    );
    // Outer lines are indented two past where the sentence starts (which
    // follows the widest technique name of the path), inner chains' headings
    // too, their lines by two more.
    let depth = |l: &str| l.len() - l.trim_start().len();
    let outer_depth = main.find("If r3c4").expect("the sentence") + 2;
    let headings: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].trim_start().starts_with("Inner chain "))
        .collect();
    assert_eq!(headings.len(), 3, "{shown}");
    let first_inner = headings[0];
    assert!(
        lines[1..first_inner]
            .iter()
            .all(|l| depth(l) == outer_depth),
        "{shown}"
    );
    let pointers = lines[1..first_inner]
        .iter()
        .filter(|l| l.contains(" by inner chain "))
        .count();
    assert_eq!(pointers, 3, "{shown}");
    for &h in &headings {
        assert_eq!(depth(lines[h]), outer_depth, "{}", lines[h]);
    }
    assert!(
        lines[first_inner]
            .trim_start()
            .starts_with("Inner chain 1 of 3: r1c4<>3, because r1c4=3 would lead to r5c4<>3:"),
        "{}",
        lines[first_inner]
    );
    // Every because-line of the JSON text is in its layer.
    let block_of = |assumed: &str| -> Vec<&str> {
        let h = headings
            .iter()
            .copied()
            .find(|&h| lines[h].contains(&format!("because {assumed} would lead to")))
            .unwrap_or_else(|| panic!("no inner chain assumes {assumed}"));
        lines[h + 1..]
            .iter()
            .take_while(|l| depth(l) == outer_depth + 2)
            .map(|l| l.trim_start())
            .collect()
    };
    let outer: Vec<&str> = lines[1..first_inner]
        .iter()
        .map(|l| l.trim_start())
        .collect();
    for line in text.lines().skip(1) {
        match line.strip_prefix("if ").and_then(|l| l.split_once(": ")) {
            Some((assumed, rest)) => assert!(block_of(assumed).contains(&rest), "{line}"),
            None => assert!(outer.contains(&line), "{line}"),
        }
    }
    // The bracket's stories are the headings' own words.
    for &h in &headings {
        let story = lines[h].trim_start().split_once(": ").unwrap().1;
        assert!(text.lines().next().unwrap().contains(story), "{story}");
    }
    let excerpt: Vec<&str> = lines[..headings[1]]
        .iter()
        .copied()
        .chain(std::iter::once("..."))
        .chain(lines[headings[1]..headings[1] + 3].iter().copied())
        .collect();
    common::snapshots("explain")
        .bind(|| insta::assert_snapshot!("nested_forcing_chain_layers", excerpt.join("\n")));
}

/// A forcing step with several branches reads branch by branch in the
/// terminal (step 22 of top1465 line 304, the first puzzle with one, a unit forcing
/// chain): its main line, then each branch's lines indented under `If
/// r1c7=9:`, without the `if r1c7=9: ` each line of the JSON text opens with.
/// No line is lost or moved to another branch.
#[test]
fn a_forcing_step_with_several_branches_reads_branch_by_branch_in_the_terminal() {
    let line = &data_set("top1465.txt")[303];
    // The unit forcing chain this reads comes first without the kraken fish.
    let techniques = common::without_kraken_fish_arg();
    let json = explained(line, &techniques, "json");
    let trace: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let k = trace["steps"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| {
            s["pattern"]["branches"]
                .as_array()
                .is_some_and(|b| b.len() > 2)
        })
        .expect("a step with three branches or more");
    let text = trace["steps"][k]["text"].as_str().unwrap();
    let run = explained(line, &techniques, "text");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let all: Vec<&str> = run.stdout.lines().collect();
    let numbered = |n: usize| {
        all.iter()
            .position(|l| l.trim_start().starts_with(&format!("{n}. ")))
            .unwrap()
    };
    let lines = &all[numbered(k + 1)..numbered(k + 2)];
    let step = lines.join("\n");
    let depth = |l: &str| l.len() - l.trim_start().len();
    let (heading, line_depth) = (depth(lines[1]), depth(lines[2]));
    assert_eq!(line_depth, heading + 2);
    let mut regrouped = Vec::new();
    let mut under = "";
    for l in &lines[1..] {
        if depth(l) == heading {
            under = l
                .trim()
                .strip_prefix("If ")
                .unwrap()
                .strip_suffix(':')
                .unwrap();
        } else {
            assert_eq!(depth(l), line_depth, "{l}");
            regrouped.push(format!("if {under}: {}", l.trim()));
        }
    }
    let told: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(regrouped, told);
    common::snapshots("explain").bind(|| insta::assert_snapshot!("forcing_chain_by_branch", step));
}
