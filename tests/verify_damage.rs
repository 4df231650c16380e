//! The verifier rejects damaged traces: real steps, corrupted in every way a
//! wrong explanation could look, each caught with the right kind of problem.
//!
//! The traces come from the engine (top1465 and rated-se samples, and the
//! hardest puzzle for a nested proof); each corruption edits one step of a
//! trace that verifies clean, and the test asserts the verifier then reports
//! a problem of the expected kind at that step.

use crate::common;

use serde_json::{Value, json};
use std::collections::BTreeSet;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::Options;
use sudoku_explain::outcome::{Outcome, solve};
use sudoku_explain::render::json::trace;
use sudoku_explain::verify::{ProblemKind, TraceReport, verify_trace};

/// A real trace as JSON, with its outcome (for the grid before each step).
struct Sample {
    outcome: Outcome,
    json: Value,
}

/// The samples, solved once for all the tests of this file.
fn samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(solve_samples)
}

fn solve_samples() -> Vec<Sample> {
    let mut lines: Vec<String> = common::data_set("top1465.txt")[..400].to_vec();
    lines.extend_from_slice(&common::data_set("rated-se.txt")[..400]);
    let mut samples: Vec<Sample> = lines
        .iter()
        .map(|line| sample(line, Options::default()))
        .collect();
    // forum-hardest #2, whose largest step is a nested forcing chain (#1
    // needs none since the pattern forcing chain) when the nested pattern
    // forcing chain does not take its place and the junior exocet's
    // compatibility test does not make it needless.
    let without = Options {
        techniques: common::default_techniques_without(&[
            TechniqueId::NestedPatternForcingChain,
            TechniqueId::JuniorExocet,
        ]),
        ..Options::default()
    };
    samples.push(sample(
        &common::data_set("forum-hardest-110626.txt")[1],
        without,
    ));
    samples
}

/// `line` solved with `options`, and its trace.
fn sample(line: &str, options: Options) -> Sample {
    let outcome = solve(&common::puzzle(line), &options);
    let json = serde_json::to_value(trace(&outcome)).unwrap();
    Sample { outcome, json }
}

/// The first step of `technique` whose pattern satisfies `fits`.
fn find<'a>(
    all: &'a [Sample],
    technique: &str,
    fits: impl Fn(&Value) -> bool,
) -> (&'a Sample, usize) {
    for s in all {
        for (k, step) in s.json["steps"].as_array().unwrap().iter().enumerate() {
            if step["technique"] == technique && fits(step) {
                return (s, k);
            }
        }
    }
    panic!("no {technique} step in the sample");
}

fn verify(json: &Value) -> TraceReport {
    verify_trace(1, &json.to_string())
}

/// One corruption: its name, the step it damages, and the kind of problem the
/// verifier must report at that step.
struct Case<'a> {
    name: &'static str,
    sample: &'a Sample,
    step: usize,
    edit: Box<dyn Fn(&mut Value) + 'a>,
    kind: ProblemKind,
}

/// A candidate present just before step `k`, neither the solution's digit nor
/// removed by the step: one the step has no business removing.
fn innocent_candidate(sample: &Sample, k: usize) -> Value {
    let (grid, step) = sample.outcome.replay().nth(k).unwrap();
    let solution = sample.outcome.solution.unwrap();
    let removed: BTreeSet<(usize, u8)> = step
        .eliminations()
        .iter()
        .map(|c| (c.cell.index(), c.digit))
        .collect();
    for cell in grid.empty_cells() {
        for d in grid.candidates(cell) {
            if d != solution[cell.index()] && !removed.contains(&(cell.index(), d)) {
                return json!({"row": cell.row() + 1, "col": cell.col() + 1, "digit": d});
            }
        }
    }
    panic!("no spare candidate");
}

/// The solution's digit of an empty cell other than those the step places.
fn true_candidate(sample: &Sample, k: usize) -> Value {
    let (grid, step) = sample.outcome.replay().nth(k).unwrap();
    let solution = sample.outcome.solution.unwrap();
    let cell = grid
        .empty_cells()
        .iter()
        .find(|c| step.placements().iter().all(|p| p.cell != *c))
        .unwrap();
    json!({"row": cell.row() + 1, "col": cell.col() + 1, "digit": solution[cell.index()]})
}

fn elims(step: &mut Value) -> &mut Vec<Value> {
    step["eliminations"].as_array_mut().unwrap()
}

/// The index of the first node of the first branch that carries a nested proof.
fn nested_at(step: &Value) -> usize {
    step["pattern"]["branches"][0]
        .as_array()
        .unwrap()
        .iter()
        .position(|n| n.get("proof").is_some())
        .unwrap()
}

#[test]
fn every_kind_of_damage_is_caught() {
    let all = samples();
    let any = |_: &Value| true;
    let many_elims = |s: &Value| s["eliminations"].as_array().unwrap().len() > 1;
    let kite = find(all, "two_string_kite", any);
    let sky = find(all, "skyscraper", any);
    let finned = find(all, "finned_x_wing", |s| {
        s["pattern"].get("sashimi").is_none()
    });
    let sashimi = find(all, "finned_swordfish", |s| s["pattern"]["sashimi"] == true);
    let x_wing = find(all, "x_wing", many_elims);
    let pair = find(all, "naked_pair", many_elims);
    let hidden = find(all, "hidden_single", any);
    let pointing = find(all, "pointing", any);
    let xyz = find(all, "xyz_wing", any);
    let aic = find(all, "aic", any);
    let ur = find(all, "unique_rectangle_1", any);
    let sdc = find(all, "sue_de_coq", any);
    let cell_fc = find(all, "cell_forcing_chain", any);
    let nested = find(all, "nested_forcing_chain", any);
    let als = find(all, "als_xz", any);
    let turbot = find(all, "turbot_fish", any);
    let rectangle = find(all, "empty_rectangle", any);

    use ProblemKind::*;
    let cases: Vec<Case> = vec![
        Case {
            name: "a strong link that is not strong (kite nodes 2 and 3 swapped)",
            sample: kite.0,
            step: kite.1,
            edit: Box::new(|s| s["pattern"]["chain"].as_array_mut().unwrap().swap(1, 2)),
            kind: BadPattern,
        },
        Case {
            name: "a weak link labelled strong (links no longer alternate)",
            sample: sky.0,
            step: sky.1,
            edit: Box::new(|s| s["pattern"]["links"][1] = "strong".into()),
            kind: BadPattern,
        },
        Case {
            name: "a chain node on a digit the cell does not hold",
            sample: aic.0,
            step: aic.1,
            edit: Box::new(|s| {
                let node = &mut s["pattern"]["chain"][1];
                let cell = node["cells"][0].clone();
                node["cells"] =
                    json!([{"row": cell["row"], "col": (cell["col"].as_i64().unwrap() % 9) + 1}]);
            }),
            kind: BadPattern,
        },
        Case {
            name: "a missing fin",
            sample: finned.0,
            step: finned.1,
            edit: Box::new(|s| {
                s["pattern"]["fins"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "a wrong sashimi flag (set on a plain finned fish)",
            sample: finned.0,
            step: finned.1,
            edit: Box::new(|s| s["pattern"]["sashimi"] = true.into()),
            kind: BadPattern,
        },
        Case {
            name: "a wrong sashimi flag (dropped from a sashimi fish)",
            sample: sashimi.0,
            step: sashimi.1,
            edit: Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("sashimi");
            }),
            kind: BadPattern,
        },
        Case {
            name: "an elimination the pattern does not imply (X-wing)",
            sample: x_wing.0,
            step: x_wing.1,
            edit: Box::new(|s| elims(s).push(innocent_candidate(x_wing.0, x_wing.1))),
            kind: BadPattern,
        },
        Case {
            name: "an elimination the pattern implies, left out (X-wing)",
            sample: x_wing.0,
            step: x_wing.1,
            edit: Box::new(|s| {
                elims(s).pop();
            }),
            kind: Incomplete,
        },
        Case {
            name: "an elimination the pattern implies, left out (naked pair)",
            sample: pair.0,
            step: pair.1,
            edit: Box::new(|s| {
                elims(s).remove(0);
            }),
            kind: Incomplete,
        },
        Case {
            name: "a naked pair whose cells hold other digits",
            sample: pair.0,
            step: pair.1,
            edit: Box::new(|s| {
                let digits = s["pattern"]["digits"].as_array().unwrap().clone();
                let other = (1..=9).find(|d| !digits.contains(&json!(d))).unwrap();
                s["pattern"]["digits"][0] = json!(other);
            }),
            kind: BadPattern,
        },
        Case {
            name: "a hidden single in the wrong unit",
            sample: hidden.0,
            step: hidden.1,
            edit: Box::new(|s| {
                let u = &mut s["pattern"]["units"][0];
                let i = u["index"].as_i64().unwrap();
                u["index"] = json!(i % 9 + 1);
            }),
            kind: BadPattern,
        },
        Case {
            name: "pointing named on the wrong line",
            sample: pointing.0,
            step: pointing.1,
            edit: Box::new(|s| {
                let line = &mut s["pattern"]["units"][1];
                line["kind"] = if line["kind"] == "row" { "col" } else { "row" }.into();
            }),
            kind: BadPattern,
        },
        Case {
            name: "an ALS rcc digit that is not restricted common",
            sample: xyz.0,
            step: xyz.1,
            edit: Box::new(|s| {
                let rcc = s["pattern"]["rcc"][0].clone();
                let other = s["pattern"]["digits"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|d| **d != rcc)
                    .unwrap()
                    .clone();
                s["pattern"]["rcc"] = json!([other]);
            }),
            kind: BadPattern,
        },
        Case {
            name: "a unique rectangle with a corner moved",
            sample: ur.0,
            step: ur.1,
            edit: Box::new(|s| {
                let c = &mut s["pattern"]["cells"][0];
                let col = c["col"].as_i64().unwrap();
                c["col"] = json!(col % 9 + 1);
            }),
            kind: BadPattern,
        },
        Case {
            name: "Sue de Coq with a partner cell dropped",
            sample: sdc.0,
            step: sdc.1,
            edit: Box::new(|s| {
                s["pattern"]["line_cells"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "a forcing node without its premises",
            sample: cell_fc.0,
            step: cell_fc.1,
            edit: Box::new(|s| {
                let branch = s["pattern"]["branches"]
                    .as_array_mut()
                    .unwrap()
                    .iter_mut()
                    .max_by_key(|b| b.as_array().unwrap().len())
                    .unwrap();
                let last = branch.as_array().unwrap().len() - 1;
                branch[last]["from"] = json!([]);
            }),
            kind: BadPattern,
        },
        Case {
            name: "a forcing step whose branches do not cover every case",
            sample: cell_fc.0,
            step: cell_fc.1,
            edit: Box::new(|s| {
                s["pattern"]["branches"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "a nested proof whose first node is in the wrong state",
            sample: nested.0,
            step: nested.1,
            edit: Box::new(|s| {
                let at = nested_at(s);
                let first = &mut s["pattern"]["branches"][0][at]["proof"][0];
                let flipped = if first["state"] == "on" { "off" } else { "on" };
                first["state"] = flipped.into();
            }),
            kind: BadPattern,
        },
        Case {
            // Cut down to its assumption: with the last node alone popped, a
            // proof may still break the grid by the nodes before it.
            name: "a nested proof without its contradiction",
            sample: nested.0,
            step: nested.1,
            edit: Box::new(|s| {
                let at = nested_at(s);
                s["pattern"]["branches"][0][at]["proof"]
                    .as_array_mut()
                    .unwrap()
                    .truncate(1);
            }),
            kind: BadPattern,
        },
        Case {
            name: "a true digit removed",
            sample: x_wing.0,
            step: x_wing.1,
            edit: Box::new(|s| elims(s).push(true_candidate(x_wing.0, x_wing.1))),
            kind: Unsound,
        },
        Case {
            name: "a wrong digit placed by a single",
            sample: hidden.0,
            step: hidden.1,
            edit: Box::new(|s| {
                let d = s["placements"][0]["digit"].as_i64().unwrap();
                s["placements"][0]["digit"] = json!(d % 9 + 1);
            }),
            kind: BadPattern,
        },
        Case {
            name: "an ALS step's `digits` without one of its digits",
            sample: als.0,
            step: als.1,
            edit: Box::new(|s| {
                s["pattern"]["digits"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "an ALS step's `cells` without one of its cells",
            sample: als.0,
            step: als.1,
            edit: Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "a skyscraper's `units` in the wrong order",
            sample: sky.0,
            step: sky.1,
            edit: Box::new(|s| s["pattern"]["units"].as_array_mut().unwrap().swap(0, 2)),
            kind: BadPattern,
        },
        Case {
            name: "a turbot fish's `units` missing the weak link's unit",
            sample: turbot.0,
            step: turbot.1,
            edit: Box::new(|s| {
                s["pattern"]["units"].as_array_mut().unwrap().pop();
            }),
            kind: BadPattern,
        },
        Case {
            name: "an empty rectangle's `units` with its lines swapped",
            sample: rectangle.0,
            step: rectangle.1,
            edit: Box::new(|s| s["pattern"]["units"].as_array_mut().unwrap().swap(1, 2)),
            kind: BadPattern,
        },
        Case {
            name: "a step that changes nothing",
            sample: pointing.0,
            step: pointing.1,
            edit: Box::new(|s| s["eliminations"] = json!([])),
            kind: Malformed,
        },
    ];

    assert_all_caught(&cases);
}

/// Damages a copy of each case's trace as the case says and asserts the
/// verifier reports a problem of the case's kind at its step, each genuine
/// trace clean before it is damaged.
fn assert_all_caught(cases: &[Case]) {
    let mut missed = Vec::new();
    for case in cases {
        let clean = verify(&case.sample.json);
        assert!(
            clean.problems.is_empty(),
            "{}: {:?}",
            case.name,
            clean.problems
        );
        let mut damaged = case.sample.json.clone();
        (case.edit)(&mut damaged["steps"][case.step]);
        let report = verify(&damaged);
        let hit = report
            .problems
            .iter()
            .find(|p| p.kind == case.kind && p.step.as_ref().is_some_and(|s| s.0 == case.step + 1));
        match hit {
            Some(p) => eprintln!("caught  {:<64} {p}", case.name),
            None => {
                eprintln!("MISSED  {:<64} {:?}", case.name, report.problems);
                missed.push(case.name);
            }
        }
    }
    assert!(missed.is_empty(), "damage not caught: {missed:?}");
}

#[test]
fn a_status_the_search_disagrees_with_is_caught() {
    let all = samples();
    let mut json = all[0].json.clone();
    json["status"] = "multiple_solutions".into();
    let report = verify(&json);
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.step.is_none() && p.message.contains("status"))
    );
    json["status"] = "solved".into();
    json["solution"] = json!("1".repeat(81));
    assert!(!verify(&json).problems.is_empty());
}

#[test]
fn a_non_single_taken_while_a_single_waits_is_out_of_order() {
    let all = samples();
    let singles = ["full_house", "naked_single", "hidden_single"];
    let is_single = |step: &Value| singles.iter().any(|s| step["technique"] == *s);
    let (sample, k) = all
        .iter()
        .find_map(|s| {
            let steps = s.json["steps"].as_array().unwrap();
            (1..steps.len())
                .find(|&k| !is_single(&steps[k]) && is_single(&steps[k - 1]))
                .map(|k| (s, k))
        })
        .unwrap();
    let mut json = sample.json.clone();
    let steps = json["steps"].as_array_mut().unwrap();
    // The single just before the first step that is not a single was
    // available when that step is moved ahead of it.
    steps.swap(k - 1, k);
    let report = verify(&json);
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.kind == ProblemKind::Order && p.step.as_ref().unwrap().0 == k),
        "{:?}",
        report.problems
    );
}

#[test]
fn text_that_is_not_a_trace_is_one_problem() {
    let report = verify_trace(7, "{not json");
    assert_eq!(report.problems.len(), 1);
    assert_eq!(report.problems[0].trace, 7);
    let report = verify_trace(
        1,
        r#"{"format": "sudoku-trace", "version": 1, "puzzle": "12"}"#,
    );
    assert!(report.problems[0].message.contains("81"));
}

#[test]
fn a_rating_whose_hardest_step_is_not_that_step_is_caught() {
    let all = samples();
    let sample = all
        .iter()
        .find(|s| s.json["summary"]["rating"]["hardest"] == "x_wing")
        .expect("an X-wing puzzle in the sample");
    assert!(verify(&sample.json).problems.is_empty());
    let k = sample.json["summary"]["rating"]["hardest_step"]
        .as_u64()
        .unwrap();
    let steps = sample.json["steps"].as_array().unwrap().len() as u64;
    let damaged = [
        ("the step before", json!(k - 1), "x_wing", "rating"),
        ("past the end", json!(steps + 1), "x_wing", "rating"),
        ("not a number", json!("14"), "x_wing", "rating"),
        ("another technique named", json!(k), "swordfish", "rating"),
    ];
    for (name, number, hardest, path) in damaged {
        let mut json = sample.json.clone();
        json["summary"][path]["hardest_step"] = number;
        json["summary"][path]["hardest"] = hardest.into();
        let report = verify(&json);
        assert!(
            report.problems.iter().any(|p| p.step.is_none()
                && p.kind == ProblemKind::Malformed
                && p.message.starts_with("summary.rating")),
            "{name}: {:?}",
            report.problems
        );
    }
    // A rating of another path does not rest on these steps.
    let mut json = sample.json.clone();
    json["summary"]["rating"]["path"] = "se".into();
    assert!(!verify(&json).problems.is_empty());
}

#[test]
fn a_size_or_largest_step_that_is_not_the_steps_is_caught() {
    // The hardest puzzle's trace: its largest step is a nested forcing chain,
    // whose size counts its proofs' nodes.
    let sample = samples().last().unwrap();
    assert!(verify(&sample.json).problems.is_empty());
    let largest = sample.json["summary"]["largest_step"].clone();
    let k = largest["step"].as_u64().unwrap() as usize;
    assert_eq!(
        sample.json["steps"][k - 1]["technique"],
        "nested_forcing_chain"
    );
    let size = largest["size"].as_u64().unwrap();
    // A step's size one short, and one counted without its proofs.
    let proofs: u64 = sample.json["steps"][k - 1]["pattern"]["branches"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|b| b.as_array().unwrap())
        .filter_map(|n| n["proof"].as_array())
        .map(|p| p.len() as u64)
        .sum();
    assert!(proofs > 0);
    for lie in [size - 1, size - proofs] {
        let mut json = sample.json.clone();
        json["steps"][k - 1]["size"] = lie.into();
        let report = verify(&json);
        assert!(
            report.problems.iter().any(
                |p| p.step.as_ref().map(|s| s.0) == Some(k) && p.kind == ProblemKind::Malformed
            ),
            "size {lie}: {:?}",
            report.problems
        );
    }
    // The summary naming another step, or another size.
    for (field, lie) in [("step", json!(k - 1)), ("size", json!(size + 1))] {
        let mut json = sample.json.clone();
        json["summary"]["largest_step"][field] = lie;
        let report = verify(&json);
        assert!(
            report.problems.iter().any(|p| p.step.is_none()
                && p.kind == ProblemKind::Malformed
                && p.message.starts_with("summary.largest_step")),
            "{field}: {:?}",
            report.problems
        );
    }
}

/// A change to a step's JSON.
type Edit = Box<dyn Fn(&mut Value)>;

/// The trace of the first step of `key`'s lesson's `nth` case that fires
/// (0 for the first), taken with that technique alone; it verifies.
fn lesson_step_trace(key: &str, id: TechniqueId, nth: usize) -> Value {
    let lesson = sudoku_explain::lesson::lesson(key).unwrap();
    let case = sudoku_explain::lesson::parse_cases(lesson)
        .unwrap()
        .into_iter()
        .filter(|c| c.expect.is_some())
        .nth(nth)
        .unwrap();
    let options = Options {
        techniques: vec![id],
        max_steps: Some(1),
        ..Options::default()
    };
    let start = sudoku_explain::parse::parse_one(&case.start).unwrap();
    let outcome = solve(&start, &options);
    let json = serde_json::to_value(trace(&outcome)).unwrap();
    assert_eq!(json["steps"][0]["technique"], key);
    assert!(verify(&json).problems.is_empty());
    json
}

/// Each damage, made to the first step, is reported at that step.
fn assert_each_caught(json: &Value, damages: Vec<(&str, Edit)>) {
    for (name, damage) in damages {
        let mut damaged = json.clone();
        damage(&mut damaged["steps"][0]);
        let report = verify(&damaged);
        assert!(
            report
                .problems
                .iter()
                .any(|p| p.step.as_ref().map(|s| s.0) == Some(1)),
            "{name}: {:?}",
            report.problems
        );
    }
}

/// The tridagon, from its lesson's first case: the step verifies, and each
/// way its pattern could be wrong is caught.
#[test]
fn a_damaged_tridagon_is_caught() {
    let json = lesson_step_trace("tridagon", TechniqueId::Tridagon, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    // The pattern: boxes 5, 6, 8, 9; box 5's cells r4c6, r5c5, r6c4 on an
    // anti-diagonal, the others on main diagonals.
    let damages: Vec<(&str, Edit)> = vec![
        // Box 5 on a main diagonal too: an even pattern, which can be filled.
        (
            "even",
            Box::new(move |s| {
                s["pattern"]["cells"][0] = cell(4, 4);
                s["pattern"]["cells"][2] = cell(6, 6);
            }),
        ),
        // Two cells of box 5 in one column.
        (
            "not a transversal",
            Box::new(move |s| s["pattern"]["cells"][0] = cell(4, 5)),
        ),
        // A box outside the rectangle.
        (
            "not a rectangle",
            Box::new(|s| s["pattern"]["units"][0] = json!({"kind": "box", "index": 1})),
        ),
        // Other digits: more guardians, and r8c8=1 no longer follows.
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([3, 5, 9])),
        ),
        // A placement the guardians do not give.
        (
            "another placement",
            Box::new(|s| s["placements"] = json!([{"row": 8, "col": 8, "digit": 3}])),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The tridagon's guardians' form, from its lesson's third case: boxes 2,
/// 3, 8 and 9 on 5,7,9, whose guardians r2c6=4, r2c7=2 and r9c4=2 each lead
/// to r9c1<>2. The step verifies, and each way its branches could be wrong
/// is caught.
#[test]
fn a_damaged_tridagon_with_branches_is_caught() {
    let json = lesson_step_trace("tridagon", TechniqueId::Tridagon, 1);
    assert_eq!(
        json["steps"][0]["pattern"]["branches"]
            .as_array()
            .map(Vec::len),
        Some(3)
    );
    let damages: Vec<(&str, Edit)> = vec![
        // A guardian's branch left out: the others need not hold.
        (
            "a branch left out",
            Box::new(|s| {
                s["pattern"]["branches"].as_array_mut().unwrap().pop();
            }),
        ),
        // The branches in another order than the guardians'.
        (
            "branches out of order",
            Box::new(|s| s["pattern"]["branches"].as_array_mut().unwrap().swap(0, 1)),
        ),
        // A branch from a candidate that is no guardian (2 in r2c1).
        (
            "a branch from no guardian",
            Box::new(|s| {
                s["pattern"]["branches"][0] = json!([
                    {"row": 2, "col": 1, "digit": 2, "state": "on", "from": []},
                    {"row": 9, "col": 1, "digit": 2, "state": "off", "from": [0]}
                ])
            }),
        ),
        // A guardian assumed false.
        (
            "a guardian assumed off",
            Box::new(|s| s["pattern"]["branches"][2][0]["state"] = json!("off")),
        ),
        // A node that does not follow: r7c3=2 without r2c3<>2.
        (
            "a node without its premise",
            Box::new(|s| s["pattern"]["branches"][1][2]["from"] = json!([0])),
        ),
        // A removal the branches do not all reach.
        (
            "another removal",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 2, "col": 1, "digit": 4}))
            }),
        ),
        // The branches taken away: the guardians alone remove nothing.
        (
            "no branches",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("branches");
            }),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// Templates, from their lesson's second case (top1465): 5 fits the grid
/// in three ways, listed, and none uses r2c5, r2c7 or r6c5. The step
/// verifies, and each way its pattern could be wrong is caught.
#[test]
fn a_damaged_templates_step_is_caught() {
    let json = lesson_step_trace("templates", TechniqueId::Templates, 1);
    assert_eq!(json["steps"][0]["pattern"]["ways"], json!(3));
    let damages: Vec<(&str, Edit)> = vec![
        // Another count of ways.
        (
            "another count",
            Box::new(|s| s["pattern"]["ways"] = json!(4)),
        ),
        // A listed way left out.
        (
            "a way left out",
            Box::new(|s| {
                s["pattern"]["shown_ways"].as_array_mut().unwrap().pop();
            }),
        ),
        // A way through a cell where 5 cannot go (r1c1 is filled).
        (
            "a way that does not fit",
            Box::new(|s| s["pattern"]["shown_ways"][0][0] = json!({"row": 1, "col": 1})),
        ),
        // A removal of a cell a way uses (r2c4, in the first way).
        (
            "a removal some way uses",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .insert(0, json!({"row": 2, "col": 4, "digit": 5}))
            }),
        ),
        // Another digit: its ways are others.
        (
            "another digit",
            Box::new(|s| s["pattern"]["digits"] = json!([6])),
        ),
        // Overlays the grid does not give.
        (
            "rounds made up",
            Box::new(|s| s["pattern"]["rounds"] = json!([[{"row": 2, "col": 5, "digit": 1}]])),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// Templates with overlays, from their lesson's third case: eight rounds of
/// every digit's certain cells, then 1 fits in two ways that share r1c1,
/// r2c9, r4c2 and r9c8. Each way the rounds or the conclusion could be
/// wrong is caught.
#[test]
fn a_damaged_templates_step_with_rounds_is_caught() {
    let json = lesson_step_trace("templates", TechniqueId::Templates, 2);
    assert_eq!(
        json["steps"][0]["pattern"]["rounds"]
            .as_array()
            .map(Vec::len),
        Some(8)
    );
    let damages: Vec<(&str, Edit)> = vec![
        // The last round left out: 1's ways may use r1c2 and r4c3 (3).
        (
            "a round left out",
            Box::new(|s| {
                s["pattern"]["rounds"].as_array_mut().unwrap().pop();
            }),
        ),
        // A round's cell given to another digit.
        (
            "a round's digit changed",
            Box::new(|s| s["pattern"]["rounds"][0][0]["digit"] = json!(8)),
        ),
        // The rounds taken away: alone, 1 fits in more ways.
        (
            "no rounds",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("rounds");
            }),
        ),
        // A placement where the two ways differ (r7c3 is in one only).
        (
            "a placement not in every way",
            Box::new(|s| {
                s["placements"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 7, "col": 3, "digit": 1}))
            }),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The colour wrap, from its lesson's case (top1465): on 5, from r1c1,
/// colour A (nine cells, r3c7 and r3c8 among them, which share row 3) loses
/// its 5. The step verifies, and each way its pattern could be wrong is
/// caught.
#[test]
fn a_damaged_colour_wrap_is_caught() {
    let json = lesson_step_trace("coloring_wrap", TechniqueId::ColoringWrap, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // r1c5 (B) moved to A: the pair r1c1=r1c5 no longer takes both colours.
        (
            "a pair of one colour",
            Box::new(|s| {
                let b = s["pattern"]["colors"][1].as_array_mut().unwrap().remove(0);
                s["pattern"]["colors"][0].as_array_mut().unwrap().push(b);
            }),
        ),
        // r3c8 (A) and r1c5 (B) clash: they differ in colour.
        (
            "a clash of two colours",
            Box::new(move |s| s["pattern"]["clash"] = json!([cell(1, 5), cell(3, 8)])),
        ),
        // r1c1 and r9c2 are both A but share no unit.
        (
            "a clash that does not see",
            Box::new(move |s| s["pattern"]["clash"] = json!([cell(1, 1), cell(9, 2)])),
        ),
        // r1c1 and r1c5 are the only places of 5 in row 1, not in box 1.
        (
            "not a conjugate pair",
            Box::new(|s| {
                s["pattern"]["pairs"][0]["unit"] = json!({"kind": "box", "index": 1});
            }),
        ),
        // The last pair left out: its new cell is coloured without a reason.
        (
            "a cell not reached",
            Box::new(|s| {
                s["pattern"]["pairs"].as_array_mut().unwrap().pop();
            }),
        ),
        // The pairs from the far end first: a pair from a cell not yet coloured.
        (
            "pairs out of order",
            Box::new(|s| s["pattern"]["pairs"].as_array_mut().unwrap().reverse()),
        ),
        // One cell of the false colour keeps its 5.
        (
            "part of the colour",
            Box::new(|s| {
                elims(s).pop();
            }),
        ),
        // Named a trap: a trap names no clash.
        (
            "a wrap named a trap",
            Box::new(|s| s["technique"] = json!("coloring_trap")),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The avoidable rectangle type 1, from its lesson's case (a library line:
/// r4c1=2, r4c8=1 and r5c8=2 placed, r5c1 loses 1). The step verifies, and
/// each way its pattern could be wrong is caught.
#[test]
fn a_damaged_avoidable_rectangle_1_is_caught() {
    let json = lesson_step_trace("avoidable_rectangle_1", TechniqueId::AvoidableRectangle1, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // A corner moved to r5c2: three columns.
        (
            "not a rectangle",
            Box::new(move |s| s["pattern"]["cells"][3] = cell(5, 2)),
        ),
        // The empty corner listed first.
        (
            "corners out of order",
            Box::new(|s| s["pattern"]["cells"].as_array_mut().unwrap().reverse()),
        ),
        // The placed corners hold 1 and 2, not 1 and 3.
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([1, 3])),
        ),
        // r5c1 keeps its 5: the rectangle says nothing about it.
        (
            "an extra removal",
            Box::new(|s| elims(s).push(json!({"row": 5, "col": 1, "digit": 5}))),
        ),
        // Three corners placed: not type 2's two.
        (
            "named type 2",
            Box::new(|s| s["technique"] = json!("avoidable_rectangle_2")),
        ),
        // A unique rectangle's corners are all empty.
        (
            "named a unique rectangle",
            Box::new(|s| s["technique"] = json!("unique_rectangle_1")),
        ),
    ];
    assert_each_caught(&json, damages);
    assert_a_given_corner_is_caught(&json);
}

/// The avoidable rectangle type 2, from its lesson's case (a library line:
/// r1c3=3 and r1c9=9 placed; r3c3 holds 5 and 9, r3c9 3 and 5, so r3c2 loses
/// 5). The step verifies, and each way its pattern could be wrong is caught.
#[test]
fn a_damaged_avoidable_rectangle_2_is_caught() {
    let json = lesson_step_trace("avoidable_rectangle_2", TechniqueId::AvoidableRectangle2, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // A corner moved to r2c3: three rows.
        (
            "not a rectangle",
            Box::new(move |s| s["pattern"]["cells"][2] = cell(2, 3)),
        ),
        // The empty corners listed first.
        (
            "corners out of order",
            Box::new(|s| s["pattern"]["cells"].as_array_mut().unwrap().reverse()),
        ),
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([3, 5])),
        ),
        // r2c2 sees r3c3 (box 1) but not r3c9.
        (
            "a removal that sees one empty corner",
            Box::new(|s| elims(s).push(json!({"row": 2, "col": 2, "digit": 5}))),
        ),
        // r3c2 keeps its 5.
        ("the removal dropped", Box::new(|s| elims(s).clear())),
        // Two corners placed: not type 1's three.
        (
            "named type 1",
            Box::new(|s| s["technique"] = json!("avoidable_rectangle_1")),
        ),
    ];
    assert_each_caught(&json, damages);
    assert_a_given_corner_is_caught(&json);
}

/// Without the trace's `placed`, every digit of the start is a given, and so
/// is a corner of the avoidable rectangle of the first step.
fn assert_a_given_corner_is_caught(json: &Value) {
    assert!(json["placed"].as_array().is_some_and(|p| !p.is_empty()));
    let mut damaged = json.clone();
    damaged.as_object_mut().unwrap().remove("placed");
    let report = verify(&damaged);
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.step.as_ref().map(|s| s.0) == Some(1) && p.message.contains("given")),
        "{:?}",
        report.problems
    );
    // A cell `placed` names must be filled at the start (r1c1 is empty in
    // both lessons' positions).
    let mut damaged = json.clone();
    damaged["placed"]
        .as_array_mut()
        .unwrap()
        .push(json!({"row": 1, "col": 1}));
    assert!(!verify(&damaged).problems.is_empty());
}

/// The colour trap, from its lesson's case (top1465): on 6, from r2c1, r4c5
/// and r4c6 see r4c8 of colour A and r5c5 of colour B. The step verifies, and
/// each way its pattern could be wrong is caught.
#[test]
fn a_damaged_colour_trap_is_caught() {
    let json = lesson_step_trace("coloring_trap", TechniqueId::ColoringTrap, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // Only one of the two trapped places removed.
        (
            "part of the trap",
            Box::new(|s| {
                elims(s).pop();
            }),
        ),
        // A place of 6 that sees colour A only (r2c1, r5c2 and r4c8) removed
        // too.
        (
            "a place seeing one colour",
            Box::new(|s| elims(s).push(json!({"row": 4, "col": 1, "digit": 6}))),
        ),
        // A cell outside the cluster named as one of its cells.
        (
            "cells that are not the colours",
            Box::new(move |s| {
                s["pattern"]["cells"]
                    .as_array_mut()
                    .unwrap()
                    .push(cell(9, 9))
            }),
        ),
        // A clash named: a trap names none.
        (
            "a trap with a clash",
            Box::new(move |s| s["pattern"]["clash"] = json!([cell(2, 1), cell(4, 8)])),
        ),
        // Another digit: the pairs are pairs of 6.
        (
            "another digit",
            Box::new(|s| s["pattern"]["digits"] = json!([5])),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The multi-colour trap, from its lesson's case (top1465): on 3, r1c4 (A)
/// sees r4c4 (D), so B or C holds 3, and r7c2 sees r7c1 (B) and r4c2 (C).
/// The step verifies, and each way its pattern could be wrong is caught.
#[test]
fn a_damaged_multi_colour_trap_is_caught() {
    let json = lesson_step_trace("multi_coloring_trap", TechniqueId::MultiColoringTrap, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // A link inside one cluster: r1c4 (A) and r3c6 (B) share box 2.
        (
            "a link inside a cluster",
            Box::new(move |s| s["pattern"]["links"] = json!([[cell(1, 4), cell(3, 6)]])),
        ),
        // A link between cells that do not see each other: r3c1 (A), r4c4 (D).
        (
            "a link that does not see",
            Box::new(move |s| s["pattern"]["links"] = json!([[cell(3, 1), cell(4, 4)]])),
        ),
        // The second cluster's colours swapped: the link is then A-C, and B
        // or D holds 3, which r7c2 does not see both of.
        (
            "colours swapped",
            Box::new(|s| {
                let c = s["pattern"]["colors"][2].clone();
                s["pattern"]["colors"][2] = s["pattern"]["colors"][3].clone();
                s["pattern"]["colors"][3] = c;
            }),
        ),
        // Only the first cluster: a multi-colour step needs two.
        (
            "one cluster",
            Box::new(|s| {
                s["pattern"]["colors"].as_array_mut().unwrap().truncate(2);
            }),
        ),
        // Named a wrap: a wrap has two links.
        (
            "a trap named a wrap",
            Box::new(|s| s["technique"] = json!("multi_coloring_wrap")),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The multi-colour wrap, from its lesson's case (rated-se): on 2, colour A
/// sees r2c3 (C) from r1c1 and r8c6 (D) from r5c6, so A is false. The step
/// verifies, and each way its pattern could be wrong is caught.
#[test]
fn a_damaged_multi_colour_wrap_is_caught() {
    let json = lesson_step_trace("multi_coloring_wrap", TechniqueId::MultiColoringWrap, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let damages: Vec<(&str, Edit)> = vec![
        // Both links to C: A and C are not both true, nothing more.
        (
            "both links to one colour",
            Box::new(move |s| s["pattern"]["links"][1] = json!([cell(1, 1), cell(2, 3)])),
        ),
        // One link only: a trap's shape.
        (
            "one link",
            Box::new(|s| {
                s["pattern"]["links"].as_array_mut().unwrap().pop();
            }),
        ),
        // A pair of the second cluster left out: its cell has no colour reason.
        (
            "a cell not reached",
            Box::new(|s| {
                s["pattern"]["pairs"].as_array_mut().unwrap().pop();
            }),
        ),
        // One cell of the false colour keeps its 2.
        (
            "part of the colour",
            Box::new(|s| {
                elims(s).pop();
            }),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The franken fish, from its lesson's case (top1465): a finned franken
/// swordfish on 9, base rows 1 and 9 and box 2, cover columns 2, 5 and 7,
/// fins r1c8 and r3c6, removing 9 from r3c7. The step verifies, and each way
/// its pattern could be wrong is caught.
#[test]
fn a_damaged_franken_fish_is_caught() {
    let json = lesson_step_trace("franken_fish", TechniqueId::FrankenFish, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let mut damages: Vec<(&str, Edit)> = vec![
        // A fin left out: the base's places outside the cover are two.
        (
            "a fin missing",
            Box::new(move |s| s["pattern"]["fins"] = json!([cell(1, 8)])),
        ),
        // No fins at all: r3c7 then follows from nothing.
        (
            "no fins",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("fins");
            }),
        ),
        // A row in the cover beside columns: rows against rows is no franken fish.
        (
            "a row in the cover",
            Box::new(move |s| s["pattern"]["cover_units"][2] = unit("row", 3)),
        ),
        // Box 3 for column 7: it holds the fin r1c8 too.
        (
            "another cover",
            Box::new(move |s| s["pattern"]["cover_units"][2] = unit("box", 3)),
        ),
        // Box 1 for box 2 in the base: it shares a place with row 1 or holds others.
        (
            "another base",
            Box::new(move |s| s["pattern"]["units"][2] = unit("box", 1)),
        ),
    ];
    damages.extend(fish_damages());
    assert_each_caught(&json, damages);
}

/// The mutant fish, from its lesson's case (top1465): a finned mutant
/// swordfish on 9, base row 7 and columns 1 and 4, cover rows 1 and 5 and
/// box 8, fin r7c7, removing 9 from r1c7 and r5c7. The step verifies, and
/// each way its pattern could be wrong is caught.
#[test]
fn a_damaged_mutant_fish_is_caught() {
    let json = lesson_step_trace("mutant_fish", TechniqueId::MutantFish, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let mut damages: Vec<(&str, Edit)> = vec![
        // No fins: r1c7 and r5c7 then follow from nothing.
        (
            "no fins",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("fins");
            }),
        ),
        // A fin too many: r7c6 lies in box 8, the cover.
        (
            "a fin too many",
            Box::new(move |s| s["pattern"]["fins"] = json!([cell(7, 6), cell(7, 7)])),
        ),
        // Column 7 for box 8: still a mutant shape, but it shares r1c7 with
        // row 1.
        (
            "another cover",
            Box::new(move |s| s["pattern"]["cover_units"][2] = unit("col", 7)),
        ),
        // Row 9 for row 1 in the cover: it shares r9c4 with box 8.
        (
            "cover units sharing a place",
            Box::new(move |s| s["pattern"]["cover_units"][0] = unit("row", 9)),
        ),
        // Row 7 and boxes 4 and 7 against columns: a franken fish's shape,
        // not a mutant fish's.
        (
            "a franken shape",
            Box::new(move |s| {
                s["pattern"]["units"] = json!([unit("row", 7), unit("box", 4), unit("box", 7)]);
                s["pattern"]["cover_units"] =
                    json!([unit("col", 1), unit("col", 4), unit("col", 6)]);
            }),
        ),
        // Rows against columns: a basic fish.
        (
            "a basic shape",
            Box::new(move |s| {
                s["pattern"]["units"] = json!([unit("row", 1), unit("row", 5), unit("row", 7)]);
                s["pattern"]["cover_units"] =
                    json!([unit("col", 1), unit("col", 4), unit("col", 6)]);
            }),
        ),
        // Recorded as a franken fish: its shape is not one.
        (
            "named franken",
            Box::new(|s| s["technique"] = json!("franken_fish")),
        ),
    ];
    damages.extend(fish_damages());
    assert_each_caught(&json, damages);
}

/// The multi-sector locked set, from its lesson's case (forum-hardest's
/// first puzzle): the 16 empty cells where rows 1, 2, 7 and 9 cross columns
/// 2, 5, 6 and 8, 16 links. The step verifies, and each way its pattern
/// could be wrong is caught.
#[test]
fn a_damaged_multi_sector_locked_set_is_caught() {
    let json = lesson_step_trace(
        "multi_sector_locked_set",
        TechniqueId::MultiSectorLockedSet,
        0,
    );
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let damages: Vec<(&str, Edit)> = vec![
        // A cell left out: r9c8 is still where row 9 crosses column 8.
        (
            "a cell left out",
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
        ),
        // Row 3 among the rows: its crossings are cells the list lacks.
        (
            "a row more",
            Box::new(move |s| {
                s["pattern"]["units"]
                    .as_array_mut()
                    .unwrap()
                    .push(unit("row", 3));
            }),
        ),
        // A box among the units.
        (
            "a box",
            Box::new(move |s| s["pattern"]["units"][0] = unit("box", 1)),
        ),
        // A link more for 2 (column 5): 17 links for 16 cells.
        (
            "a link more",
            Box::new(move |s| {
                s["pattern"]["covers"][1]["units"]
                    .as_array_mut()
                    .unwrap()
                    .push(unit("col", 5));
            }),
        ),
        // 1 linked by column 5 only: its places in column 8 are left out.
        (
            "a link fewer",
            Box::new(|s| {
                s["pattern"]["covers"][0]["units"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
        // 1 linked by column 5 and column 9, which holds no cell.
        (
            "a link outside the cells",
            Box::new(move |s| s["pattern"]["covers"][0]["units"][1] = unit("col", 9)),
        ),
        // A digit without links.
        (
            "a digit unlinked",
            Box::new(|s| {
                s["pattern"]["covers"].as_array_mut().unwrap().pop();
            }),
        ),
        // 2 named twice.
        (
            "a digit twice",
            Box::new(|s| s["pattern"]["covers"][1]["digit"] = json!(1)),
        ),
        // The digits of the cells are all nine.
        (
            "digits",
            Box::new(|s| {
                s["pattern"]["digits"].as_array_mut().unwrap().pop();
            }),
        ),
        // A removal the links do not give: r4c8 keeps 2.
        (
            "a removal more",
            Box::new(move |s| {
                let e = s["eliminations"].as_array_mut().unwrap();
                e.push(json!({"row": 4, "col": 8, "digit": 2}));
            }),
        ),
        // A removal left out.
        (
            "a removal fewer",
            Box::new(|s| {
                s["eliminations"].as_array_mut().unwrap().pop();
            }),
        ),
        // A cell outside the crossing for one inside it.
        (
            "a cell moved",
            Box::new(move |s| s["pattern"]["cells"][0] = cell(3, 2)),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The kraken fish, from its lesson's two cases (top1465 #2 and #433): the
/// first form (columns 1, 5 and 7 against rows 6, 7 and 9, fins r3c7 and
/// r8c1, r9c2<>2) and the second (rows 1, 5 and 8 against columns 2, 3 and
/// 6, fin r1c1, column 3's r8c3 and the fin starting the branches, r1c1<>8).
/// Both verify, and each way their pattern could be wrong is caught.
#[test]
fn a_damaged_kraken_fish_is_caught() {
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let first = lesson_step_trace("kraken_fish", TechniqueId::KrakenFish, 0);
    let damages: Vec<(&str, Edit)> = vec![
        (
            "a fin left out",
            Box::new(|s| {
                s["pattern"]["fins"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "a fin's branch left out",
            Box::new(|s| {
                s["pattern"]["branches"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "a cover line moved",
            Box::new(move |s| s["pattern"]["cover_units"][0] = unit("row", 5)),
        ),
        (
            "a base box",
            Box::new(move |s| s["pattern"]["units"][0] = unit("box", 1)),
        ),
        (
            "a base line more",
            Box::new(move |s| {
                s["pattern"]["units"]
                    .as_array_mut()
                    .unwrap()
                    .push(unit("col", 9));
            }),
        ),
        (
            "cells",
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "a branch cover that is no cover line",
            Box::new(move |s| {
                s["pattern"]["branch_cover"] = unit("row", 1);
            }),
        ),
        (
            "a branch cover whose places do not start the branches",
            Box::new(move |s| {
                s["pattern"]["branch_cover"] = unit("row", 9);
            }),
        ),
        (
            "a removal fewer",
            Box::new(|s| {
                s["eliminations"].as_array_mut().unwrap().pop();
            }),
        ),
        // r1c2=2 said to follow from the assumption r3c7=2 as well as r1c9<>2:
        // an on node with two premises in a static branch.
        (
            "a dynamic node",
            Box::new(|s| s["pattern"]["branches"][0][2]["from"] = json!([0, 1])),
        ),
        // r9c2<>2 said to follow from r1c9<>2, an off node.
        (
            "a node that does not follow",
            Box::new(|s| s["pattern"]["branches"][0][3]["from"] = json!([1])),
        ),
        (
            "named a unit forcing chain",
            Box::new(|s| s["technique"] = json!("unit_forcing_chain")),
        ),
    ];
    assert_each_caught(&first, damages);

    let second = lesson_step_trace("kraken_fish", TechniqueId::KrakenFish, 1);
    let damages: Vec<(&str, Edit)> = vec![
        (
            "the branch cover left out",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("branch_cover");
            }),
        ),
        (
            "another branch cover",
            Box::new(move |s| s["pattern"]["branch_cover"] = unit("col", 2)),
        ),
        (
            "a start's branch left out",
            Box::new(|s| {
                s["pattern"]["branches"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "a removal more",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 8, "col": 3, "digit": 8}));
            }),
        ),
    ];
    assert_each_caught(&second, damages);
}

/// The rectangle with missing candidates, from its lesson's cases (rated-se):
/// a type 4 on 3 and 6 whose corner r4c1 has lost 6, a type 1 on 4 and 8,
/// and a hidden rectangle on 2 and 6. Each step verifies, and each way its
/// pattern could be wrong is caught.
#[test]
fn a_damaged_rectangle_with_missing_candidates_is_caught() {
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let id = TechniqueId::RectangleMissingCandidates;
    let key = "rectangle_missing_candidates";
    let type_4 = lesson_step_trace(key, id, 0);
    assert_eq!(type_4["steps"][0]["pattern"]["form"], "unique_rectangle_4");
    let damages: Vec<(&str, Edit)> = vec![
        (
            "nothing missing",
            Box::new(|s| s["pattern"]["missing"] = json!([])),
        ),
        (
            "a digit said lost that a corner holds",
            Box::new(|s| {
                s["pattern"]["missing"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 7, "col": 1, "digit": 3}));
            }),
        ),
        (
            "another type",
            Box::new(|s| s["pattern"]["form"] = json!("unique_rectangle_1")),
        ),
        (
            "no type",
            Box::new(|s| s["pattern"]["form"] = json!("unique_rectangle_9")),
        ),
        (
            "a corner moved",
            Box::new(move |s| s["pattern"]["cells"][3] = cell(4, 3)),
        ),
        (
            "named the classic type 4",
            Box::new(|s| s["technique"] = json!("unique_rectangle_4")),
        ),
        (
            "the confining unit moved",
            Box::new(move |s| s["pattern"]["units"][0] = unit("row", 7)),
        ),
        (
            "a removal more",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 4, "col": 2, "digit": 3}));
            }),
        ),
    ];
    assert_each_caught(&type_4, damages);

    let type_1 = lesson_step_trace(key, id, 1);
    assert_eq!(type_1["steps"][0]["pattern"]["form"], "unique_rectangle_1");
    let damages: Vec<(&str, Edit)> = vec![
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([4, 9])),
        ),
        (
            "a hidden rectangle",
            Box::new(|s| s["pattern"]["form"] = json!("hidden_rectangle")),
        ),
        (
            "a removal fewer",
            Box::new(|s| s["eliminations"] = json!([])),
        ),
    ];
    assert_each_caught(&type_1, damages);

    let hidden = lesson_step_trace(key, id, 2);
    assert_eq!(hidden["steps"][0]["pattern"]["form"], "hidden_rectangle");
    let damages: Vec<(&str, Edit)> = vec![
        (
            "the digits swapped",
            Box::new(|s| s["pattern"]["digits"] = json!([6, 2])),
        ),
        (
            "another column",
            Box::new(move |s| s["pattern"]["units"][1] = unit("col", 5)),
        ),
        (
            "named the classic hidden rectangle",
            Box::new(|s| s["technique"] = json!("hidden_rectangle")),
        ),
    ];
    assert_each_caught(&hidden, damages);
}

/// The unique rectangles of types 5 and 6, from their lessons' cases
/// (forum-hardest #2, rated-se #695): each step verifies, and each way its
/// pattern could be wrong is caught.
#[test]
fn damaged_unique_rectangles_of_types_5_and_6_are_caught() {
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    // Type 5 on 2 and 5: r2c4 holds only them, r2c6, r5c4 and r5c6 add 4.
    let five = lesson_step_trace("unique_rectangle_5", TechniqueId::UniqueRectangle5, 0);
    let damages: Vec<(&str, Edit)> = vec![
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([2, 4])),
        ),
        (
            "a corner moved",
            Box::new(move |s| s["pattern"]["cells"][3] = cell(5, 5)),
        ),
        (
            "named type 2",
            Box::new(|s| s["technique"] = json!("unique_rectangle_2")),
        ),
        (
            "a removal more",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 6, "col": 6, "digit": 5}));
            }),
        ),
    ];
    assert_each_caught(&five, damages);
    // Type 6 on 1 and 7, 7 confined to the rectangle in rows 1 and 4.
    let six = lesson_step_trace("unique_rectangle_6", TechniqueId::UniqueRectangle6, 0);
    let damages: Vec<(&str, Edit)> = vec![
        (
            "a row outside the rectangle",
            Box::new(move |s| s["pattern"]["units"] = json!([unit("row", 1), unit("row", 5)])),
        ),
        (
            "one row",
            Box::new(move |s| s["pattern"]["units"] = json!([unit("row", 1)])),
        ),
        (
            "named type 4",
            Box::new(|s| s["technique"] = json!("unique_rectangle_4")),
        ),
        (
            "a removal fewer",
            Box::new(|s| {
                s["eliminations"].as_array_mut().unwrap().pop();
            }),
        ),
    ];
    assert_each_caught(&six, damages);
}

/// The damages any fish step must be caught with: a cover unit fewer than
/// base units, a body cell left out, called sashimi.
fn fish_damages() -> Vec<(&'static str, Edit)> {
    vec![
        (
            "sizes differ",
            Box::new(|s| {
                s["pattern"]["cover_units"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "cells",
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "sashimi",
            Box::new(|s| s["pattern"]["sashimi"] = json!(true)),
        ),
    ]
}

/// The junior exocet, from its lesson's first case (a position a player
/// posted from the forum's exocet compendium): the step verifies, and each
/// way its pattern could be wrong is caught.
#[test]
fn a_damaged_junior_exocet_is_caught() {
    let json = lesson_step_trace("junior_exocet", TechniqueId::JuniorExocet, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    let row = |i: u8| json!({"kind": "row", "index": i});
    // The pattern: base r1c1,r1c2 (1,3,5,9), targets r2c4 and r3c7,
    // companions r3c4 and r2c7, cross-lines columns 3, 4 and 7; it removes
    // 2, 5 and 9 from r2c4.
    let damages: Vec<(&str, Edit)> = vec![
        // A companion that is not the targets' crossing.
        (
            "other companion",
            Box::new(move |s| s["pattern"]["companions"][0] = cell(3, 5)),
        ),
        // A target in the base's own row.
        (
            "target in the base row",
            Box::new(move |s| s["pattern"]["targets"][0] = cell(1, 4)),
        ),
        // A base cell in another box's row.
        (
            "base across boxes",
            Box::new(move |s| s["pattern"]["cells"][1] = cell(1, 4)),
        ),
        // Fewer base digits than the base cells hold.
        (
            "other digits",
            Box::new(|s| s["pattern"]["digits"] = json!([1, 3, 5])),
        ),
        // A cover of 1 that leaves out its places in row 8.
        (
            "short cover",
            Box::new(move |s| s["pattern"]["covers"][0]["units"] = json!([row(7)])),
        ),
        // Three lines are no junior exocet's cover.
        (
            "three lines",
            Box::new(move |s| s["pattern"]["covers"][0]["units"] = json!([row(7), row(8), row(9)])),
        ),
        // Cross-lines that are not the pattern's.
        (
            "other cross-lines",
            Box::new(|s| s["pattern"]["units"][0] = json!({"kind": "col", "index": 2})),
        ),
        // A base digit the rules do not take from the target.
        (
            "another elimination",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 2, "col": 4, "digit": 1}))
            }),
        ),
    ];
    assert_each_caught(&json, damages);
    // The second case, a base in a column: the mirror r8c4,r9c4 of r3c6
    // holds no 7, which r3c6 loses.
    let json = lesson_step_trace("junior_exocet", TechniqueId::JuniorExocet, 1);
    let damages: Vec<(&str, Edit)> = vec![
        // The mirror's removal left out.
        (
            "mirror removal missing",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .retain(|e| *e != json!({"row": 3, "col": 6, "digit": 7}))
            }),
        ),
        // A companion moved into the mirror's column.
        (
            "companion elsewhere",
            Box::new(|s| s["pattern"]["companions"][1] = json!({"row": 8, "col": 6})),
        ),
    ];
    assert_each_caught(&json, damages);
    // The third case, the compatibility test: 6-2 in the base with r6c3=6
    // and r5c7=2 breaks (singles r1c3=2 and r8c5=6 leave column 5 without a
    // place for 2), the only way that puts 6 in r6c3.
    let json = lesson_step_trace("junior_exocet", TechniqueId::JuniorExocet, 2);
    let damages: Vec<(&str, Edit)> = vec![
        // A way that stands (1-2 in the base, r6c3=1, r5c7=2) told as
        // broken, with the other way's singles.
        (
            "a standing way rejected",
            Box::new(|s| {
                let rejected = s["pattern"]["rejected"].as_array_mut().unwrap();
                let mut way = rejected[0].clone();
                way["digits"] = json!([1, 2, 1, 2]);
                rejected.push(way);
            }),
        ),
        // The broken way left out: nothing takes 6 from r6c3.
        (
            "the broken way left out",
            Box::new(|s| {
                s["pattern"]["rejected"].as_array_mut().unwrap().pop();
            }),
        ),
        // The test told without the ways it rests on.
        (
            "no rejected ways",
            Box::new(|s| {
                s["pattern"].as_object_mut().unwrap().remove("rejected");
            }),
        ),
        // The first single left out: r8c5=6 is then no single.
        (
            "a single left out",
            Box::new(|s| {
                s["pattern"]["rejected"][0]["singles"]
                    .as_array_mut()
                    .unwrap()
                    .remove(0);
            }),
        ),
        // The singles cut short of the break.
        (
            "singles cut short",
            Box::new(|s| {
                s["pattern"]["rejected"][0]["singles"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
        // The break told in a unit that keeps a place for 2.
        (
            "another empty unit",
            Box::new(|s| s["pattern"]["rejected"][0]["unit"] = json!({"kind": "col", "index": 4})),
        ),
        // A removal the way does not give: 5 from r6c3 too.
        (
            "a removal beyond the ways",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 6, "col": 3, "digit": 5}))
            }),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// The ALS chain, from its lesson's case: the step verifies, and a set that
/// is not almost locked, a link that does not hold, a set on a weak link, a
/// chain with no set and a removal the ends do not give are each caught.
#[test]
fn a_damaged_als_chain_is_caught() {
    let json = lesson_step_trace("als_chain", TechniqueId::AlsChain, 0);
    let cell = |r: u8, c: u8| json!({"row": r, "col": c});
    // The chain: (5=7)r6c3,r6c5,r6c6-(7)r6c1,r6c2=(7)r4c2 => r4c2<>5.
    let damages: Vec<(&str, Edit)> = vec![
        // Four cells of row 6 holding 1,4,5,7 and more: not almost locked.
        (
            "not an ALS",
            Box::new(move |s| {
                s["pattern"]["als"][0]["cells"]
                    .as_array_mut()
                    .unwrap()
                    .push(cell(6, 1))
            }),
        ),
        // The set told with a digit it does not hold.
        (
            "wrong digits",
            Box::new(|s| s["pattern"]["als"][0]["digits"] = json!([1, 4, 5, 7, 9])),
        ),
        // r6c1 alone and r4c2 are not every 7 of box 4.
        (
            "broken strong link",
            Box::new(move |s| s["pattern"]["nodes"][2]["cells"] = json!([cell(6, 1)])),
        ),
        // The set's 7 is told in a cell of it that does not hold 7.
        (
            "not the set's cells of the digit",
            Box::new(move |s| s["pattern"]["nodes"][1]["cells"] = json!([cell(6, 6)])),
        ),
        // The set put on the weak link.
        (
            "set on a weak link",
            Box::new(|s| s["pattern"]["als"][0]["at"] = json!(1)),
        ),
        // No set: the first link is then no strong link at all.
        ("no set", Box::new(|s| s["pattern"]["als"] = json!([]))),
        // A removal the ends do not give.
        (
            "wrong elimination",
            Box::new(|s| {
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": 4, "col": 2, "digit": 7}))
            }),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// Traces that take SE's direct hints (which the default path does not):
/// the first 300 puzzles of rated-se, solved with the direct hints and the
/// techniques up to the hidden triple, once with direct pointing and once
/// without it (with it, a claiming that leaves a single comes after a
/// pointing that does).
fn direct_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        let basic = "full_house hidden_single naked_single pointing box_line naked_pair \
                     hidden_pair x_wing naked_triple swordfish hidden_triple";
        let with = |extra: &str| -> Options {
            let ids = format!("{basic} {extra}")
                .split_whitespace()
                .map(|k| TechniqueId::from_key(k).unwrap())
                .collect();
            Options {
                techniques: ids,
                ..Options::default()
            }
        };
        let every = with("direct_pointing direct_claiming direct_hidden_pair direct_hidden_triple");
        let claiming = with("direct_claiming");
        common::data_set("rated-se.txt")[..300]
            .iter()
            .flat_map(|line| {
                [
                    solve(&common::puzzle(line), &every),
                    solve(&common::puzzle(line), &claiming),
                ]
            })
            .map(|outcome| {
                let json = serde_json::to_value(trace(&outcome)).unwrap();
                Sample { outcome, json }
            })
            .collect()
    })
}

/// One damage: its name, the step it edits (a sample and the step's index)
/// and the edit.
type Damage<'a> = (&'static str, (&'a Sample, usize), Box<dyn Fn(&mut Value)>);

/// Applies each damage to its clean trace and asserts that the verifier
/// reports, at the damaged step, a problem of one of `kinds`.
fn assert_caught(damages: &[Damage], kinds: &[ProblemKind]) {
    for (name, (sample, k), edit) in damages {
        let found = problems_at(sample, *k, edit);
        assert!(found.iter().any(|p| kinds.contains(p)), "{name}: {found:?}");
    }
}

/// Damages one step and returns the problems the verifier reports at it.
fn problems_at(sample: &Sample, k: usize, edit: impl Fn(&mut Value)) -> Vec<ProblemKind> {
    assert!(
        verify(&sample.json).problems.is_empty(),
        "clean before damage"
    );
    let mut damaged = sample.json.clone();
    edit(&mut damaged["steps"][k]);
    verify(&damaged)
        .problems
        .into_iter()
        .filter(|p| p.step.as_ref().is_some_and(|s| s.0 == k + 1))
        .map(|p| p.kind)
        .collect()
}

#[test]
fn direct_hints_are_checked_by_their_own_rule() {
    let all = direct_samples();
    let any = |_: &Value| true;
    let pointing = find(all, "direct_pointing", any);
    let claiming = find(all, "direct_claiming", any);
    let pair = find(all, "direct_hidden_pair", any);
    let triple = find(all, "direct_hidden_triple", any);
    use ProblemKind::*;
    let unit = |kind: &str, index: i64| json!({"kind": kind, "index": index});
    let cases: Vec<Damage> = vec![
        (
            "the single's unit of another kind than the source",
            pointing,
            Box::new(move |s| {
                let line = s["pattern"]["units"][1].clone();
                // A line across the pointing line: not a box.
                let other = if line["kind"] == "row" { "col" } else { "row" };
                s["pattern"]["units"][2] = unit(other, 1);
            }),
        ),
        (
            "the single's unit the source itself",
            claiming,
            Box::new(|s| s["pattern"]["units"][2] = s["pattern"]["units"][0].clone()),
        ),
        (
            "a place of the confined digit left out of the pattern",
            claiming,
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "a placement of one of the subset's own digits",
            pair,
            Box::new(|s| {
                let d = s["pattern"]["digits"][0].clone();
                s["placements"][0]["digit"] = d;
            }),
        ),
        (
            "a subset digit that can go elsewhere in the unit",
            triple,
            Box::new(|s| {
                let digits: Vec<i64> = s["pattern"]["digits"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_i64().unwrap())
                    .collect();
                let other = (1..=9).find(|d| !digits.contains(d)).unwrap();
                s["pattern"]["digits"][0] = other.into();
            }),
        ),
        (
            "the placement moved to another cell",
            pair,
            Box::new(|s| {
                let col = s["placements"][0]["col"].as_i64().unwrap();
                s["placements"][0]["col"] = (col % 9 + 1).into();
            }),
        ),
    ];
    assert_caught(&cases, &[BadPattern]);
}

#[test]
fn a_direct_hint_may_pass_a_naked_single_but_not_a_hidden_single() {
    let all = direct_samples();
    // Moves the direct hint at `k` ahead of the single before it.
    let swapped_ahead = |sample: &Sample, k: usize| -> Vec<ProblemKind> {
        let mut json = sample.json.clone();
        json["steps"].as_array_mut().unwrap().swap(k - 1, k);
        verify(&json)
            .problems
            .into_iter()
            .filter(|p| p.step.as_ref().is_some_and(|s| s.0 == k))
            .map(|p| p.kind)
            .collect()
    };
    let after = |direct: &'static [&'static str], single: &'static str| {
        all.iter()
            .find_map(|s| {
                let steps = s.json["steps"].as_array().unwrap();
                (1..steps.len())
                    .find(|&k| {
                        direct.iter().any(|t| steps[k]["technique"] == *t)
                            && steps[k - 1]["technique"] == single
                    })
                    .map(|k| (s, k))
            })
            .unwrap_or_else(|| panic!("no {direct:?} right after a {single}"))
    };
    let below = &["direct_pointing", "direct_claiming", "direct_hidden_pair"][..];
    let (s, k) = after(below, "hidden_single");
    assert!(swapped_ahead(s, k).contains(&ProblemKind::Order));
    let (s, k) = after(below, "naked_single");
    assert!(!swapped_ahead(s, k).contains(&ProblemKind::Order));
    let (s, k) = after(&["direct_hidden_triple"], "naked_single");
    assert!(swapped_ahead(s, k).contains(&ProblemKind::Order));
}

/// The traces of `set`'s puzzles in `range` under `options`.
fn solved(set: &str, range: std::ops::Range<usize>, options: &Options) -> Vec<Sample> {
    common::data_set(set)[range]
        .iter()
        .map(|line| {
            let outcome = solve(&common::puzzle(line), options);
            let json = serde_json::to_value(trace(&outcome)).unwrap();
            Sample { outcome, json }
        })
        .collect()
}

/// The human path's techniques no harder than `limit` (all with `None`),
/// `without` those, with `off_path` (techniques only SE's path takes by
/// default) added.
fn off_path_options(
    off_path: &[TechniqueId],
    limit: Option<u16>,
    without: &[TechniqueId],
) -> Options {
    Options {
        techniques: sudoku_explain::catalog::TECHNIQUES
            .iter()
            .filter(|t| t.id.technique().is_some())
            .filter(|t| limit.is_none_or(|l| t.difficulty <= l))
            .filter(|t| t.id.on_human_path() || off_path.contains(&t.id))
            .filter(|t| !without.contains(&t.id))
            .map(|t| t.id)
            .collect(),
        ..Options::default()
    }
}

/// Traces of the first `count` puzzles of top1465 that take `off_path`,
/// solved with them and the human path's techniques up to the hardest of
/// them.
fn off_path_samples(count: usize, off_path: &[TechniqueId]) -> Vec<Sample> {
    let limit = off_path.iter().map(|t| t.info().difficulty).max();
    solved(
        "top1465.txt",
        0..count,
        &off_path_options(off_path, limit, &[]),
    )
}

/// Traces that take Sukaku's strong links: the first 420 puzzles of top1465
/// (#347 and #402 take four strong links).
fn strong_links_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        off_path_samples(
            420,
            &[TechniqueId::ThreeStrongLinks, TechniqueId::FourStrongLinks],
        )
    })
}

#[test]
fn strong_links_are_checked_as_conjugate_pairs_of_their_number() {
    let all = strong_links_samples();
    let three = find(all, "three_strong_links", |_| true);
    let four = find(all, "four_strong_links", |_| true);
    use ProblemKind::*;
    let cases: Vec<Damage> = vec![
        (
            "three links named four",
            three,
            Box::new(|s| s["technique"] = "four_strong_links".into()),
        ),
        (
            "four links named three",
            four,
            Box::new(|s| s["technique"] = "three_strong_links".into()),
        ),
        (
            "a strong link that is not a conjugate pair (nodes 2 and 3 swapped)",
            three,
            Box::new(|s| s["pattern"]["chain"].as_array_mut().unwrap().swap(1, 2)),
        ),
        (
            "the last link left out",
            four,
            Box::new(|s| {
                s["pattern"]["chain"].as_array_mut().unwrap().truncate(6);
                s["pattern"]["links"].as_array_mut().unwrap().truncate(5);
            }),
        ),
    ];
    assert_caught(&cases, &[BadPattern, Incomplete]);
}

/// Traces that take SE's Nishio: the first 200 puzzles of top1465.
fn nishio_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| off_path_samples(200, &[TechniqueId::Nishio]))
}

#[test]
fn a_nishio_follows_one_digit_from_an_on_assumption_to_a_contradiction() {
    let all = nishio_samples();
    let nishio = find(all, "nishio", |s| {
        s["pattern"]["branches"][0].as_array().unwrap().len() > 3
    });
    let cases: Vec<Damage> = vec![
        (
            "a node on another digit",
            nishio,
            Box::new(|s| {
                let node = &mut s["pattern"]["branches"][0][1];
                let d = node["digit"].as_i64().unwrap();
                node["digit"] = (d % 9 + 1).into();
            }),
        ),
        (
            "the assumption off",
            nishio,
            Box::new(|s| s["pattern"]["branches"][0][0]["state"] = "off".into()),
        ),
        (
            "the branch cut short before its contradiction",
            nishio,
            Box::new(|s| {
                s["pattern"]["branches"][0]
                    .as_array_mut()
                    .unwrap()
                    .truncate(2);
            }),
        ),
    ];
    assert_caught(&cases, &[ProblemKind::BadPattern]);
}

/// Traces that take SE's BUG types: rated-se #561 to #900 (which hold all
/// four types), solved with the human path's techniques, BUG+1 left out so
/// that the types are taken.
fn bug_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        use TechniqueId::*;
        let types = [BugType1, BugType2, BugType3, BugType4];
        let options = off_path_options(&types, None, &[BugPlusOne]);
        solved("rated-se.txt", 560..900, &options)
    })
}

#[test]
fn each_bug_type_is_checked_against_the_grave_it_names() {
    let all = bug_samples();
    let any = |_: &Value| true;
    let one = find(all, "bug_type_1", any);
    let two = find(all, "bug_type_2", any);
    let three = find(all, "bug_type_3", any);
    let four = find(all, "bug_type_4", any);
    let cases: Vec<Damage> = vec![
        (
            "type 1 named type 2",
            one,
            Box::new(|s| s["technique"] = "bug_type_2".into()),
        ),
        (
            "type 1 keeping a digit that is not a BUG value",
            one,
            Box::new(|s| {
                s["eliminations"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "type 2 with a BUG cell left out",
            two,
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "type 3 with a set cell left out",
            three,
            Box::new(|s| {
                s["pattern"]["subset_cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "type 4 in a unit that does not hold both cells",
            four,
            Box::new(|s| {
                let u = s["pattern"]["units"][0].clone();
                let index = u["index"].as_i64().unwrap() % 9 + 1;
                s["pattern"]["units"][0] = json!({"kind": u["kind"], "index": index});
            }),
        ),
    ];
    assert_caught(&cases, &[ProblemKind::BadPattern, ProblemKind::Incomplete]);
}

/// Traces that take SE's aligned exclusions: the first 400 puzzles of
/// top1465, with the human path's techniques up to 7.5 and both exclusions.
fn aligned_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        use TechniqueId::*;
        off_path_samples(400, &[AlignedPairExclusion, AlignedTripleExclusion])
    })
}

#[test]
fn an_aligned_exclusion_is_checked_choice_by_choice() {
    let all = aligned_samples();
    let any = |_: &Value| true;
    let pair = find(all, "aligned_pair_exclusion", any);
    let triple = find(all, "aligned_triple_exclusion", any);
    let cases: Vec<Damage> = vec![
        (
            "a triple named a pair",
            triple,
            Box::new(|s| s["technique"] = "aligned_pair_exclusion".into()),
        ),
        (
            "an excluder that does not see the base cells",
            pair,
            Box::new(|s| {
                let e = &mut s["pattern"]["excluders"][0];
                let row = e["row"].as_i64().unwrap();
                e["row"] = ((row + 3) % 9 + 1).into();
                let col = e["col"].as_i64().unwrap();
                e["col"] = ((col + 3) % 9 + 1).into();
            }),
        ),
        (
            "an excluder left out",
            pair,
            Box::new(|s| {
                let list = s["pattern"]["excluders"].as_array_mut().unwrap();
                list.truncate(1);
            }),
        ),
        (
            "a candidate that an allowed choice gives removed too",
            triple,
            Box::new(|s| {
                let cells = s["pattern"]["cells"].as_array().unwrap().clone();
                let removed = s["eliminations"][0].clone();
                let other = cells
                    .iter()
                    .find(|c| c["row"] != removed["row"] || c["col"] != removed["col"])
                    .unwrap();
                s["eliminations"].as_array_mut().unwrap().push(
                    json!({"row": other["row"], "col": other["col"], "digit": removed["digit"]}),
                );
            }),
        ),
    ];
    assert_caught(&cases, &[ProblemKind::BadPattern, ProblemKind::Malformed]);
}

/// Traces that take SE's unique loops: rated-se #521 to #670 (which hold
/// all four types and loops of six cells), solved with the
/// human path's techniques, its unique rectangles left out so that SE's
/// rectangles are taken too.
fn loop_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        use TechniqueId::*;
        let types = [UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4];
        let rectangles = [
            UniqueRectangle1,
            UniqueRectangle2,
            UniqueRectangle3,
            UniqueRectangle4,
        ];
        let options = off_path_options(&types, None, &rectangles);
        solved("rated-se.txt", 520..670, &options)
    })
}

#[test]
fn each_unique_loop_is_checked_against_the_loop_it_names() {
    let all = loop_samples();
    let any = |_: &Value| true;
    let long = |s: &Value| s["pattern"]["cells"].as_array().unwrap().len() > 4;
    let one = find(all, "unique_loop_1", long);
    let two = find(all, "unique_loop_2", any);
    let three = find(all, "unique_loop_3", any);
    let four = find(all, "unique_loop_4", any);
    let cases: Vec<Damage> = vec![
        (
            "a loop with a cell dropped",
            one,
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().remove(1);
            }),
        ),
        (
            "a loop with its cells out of order",
            two,
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().swap(0, 1);
            }),
        ),
        (
            "a loop on the wrong digits",
            one,
            Box::new(|s| {
                let pair: Vec<i64> = (0..2)
                    .map(|k| s["pattern"]["digits"][k].as_i64().unwrap())
                    .collect();
                let other = (1..=9).find(|d| !pair.contains(d)).unwrap();
                s["pattern"]["digits"][0] = other.into();
            }),
        ),
        (
            "type 1 named type 2",
            one,
            Box::new(|s| s["technique"] = "unique_loop_2".into()),
        ),
        (
            "type 2 with an extra cell left out",
            two,
            Box::new(|s| {
                s["pattern"]["extra_cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "type 2 removing one more candidate",
            two,
            Box::new(|s| {
                let cell = s["pattern"]["extra_cells"][0].clone();
                let d = s["pattern"]["digits"][0].clone();
                elims(s).push(json!({"row": cell["row"], "col": cell["col"], "digit": d}));
            }),
        ),
        (
            "type 3 with a set cell left out",
            three,
            Box::new(|s| {
                s["pattern"]["subset_cells"].as_array_mut().unwrap().pop();
            }),
        ),
        (
            "type 3 with its set called the other kind",
            three,
            Box::new(|s| {
                let kind = if s["pattern"]["subset"] == "naked" {
                    "hidden"
                } else {
                    "naked"
                };
                s["pattern"]["subset"] = kind.into();
            }),
        ),
        (
            "type 3 named type 4",
            three,
            Box::new(|s| s["technique"] = "unique_loop_4".into()),
        ),
        (
            "type 4 in a unit that does not hold both cells",
            four,
            Box::new(|s| {
                let u = s["pattern"]["units"][0].clone();
                let index = u["index"].as_i64().unwrap() % 9 + 1;
                s["pattern"]["units"][0] = json!({"kind": u["kind"], "index": index});
            }),
        ),
        (
            "type 4 keeping one of its removals",
            four,
            Box::new(|s| {
                elims(s).pop();
            }),
        ),
    ];
    assert_caught(
        &cases,
        &[
            ProblemKind::BadPattern,
            ProblemKind::Incomplete,
            ProblemKind::Unsound,
        ],
    );
}

/// Traces that take Sukaku's WXYZ- and VWXYZ-wings: rated-se #631 to #800,
/// with the human path's techniques up to 6.2 and both wings.
fn sukaku_wing_samples() -> &'static [Sample] {
    static SAMPLES: std::sync::OnceLock<Vec<Sample>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(|| {
        use TechniqueId::*;
        let wings = [WxyzWing, VwxyzWing];
        let options = off_path_options(&wings, Some(VwxyzWing.info().difficulty), &[]);
        solved("rated-se.txt", 630..800, &options)
    })
}

#[test]
fn a_sukaku_wing_is_checked_against_its_cells_digits_and_pivot() {
    let all = sukaku_wing_samples();
    let removes_two = |s: &Value| s["eliminations"].as_array().unwrap().len() >= 2;
    let four = find(all, "wxyz_wing", |_| true);
    let five = find(all, "vwxyz_wing", removes_two);
    // The first cell after the pivot that does not see every other cell: as
    // the pivot, it does not see them all.
    fn not_a_pivot(s: &Value) -> usize {
        let cells = s["pattern"]["cells"].as_array().unwrap();
        let sees = |a: &Value, b: &Value| {
            let (r1, c1) = (
                a["row"].as_i64().unwrap() - 1,
                a["col"].as_i64().unwrap() - 1,
            );
            let (r2, c2) = (
                b["row"].as_i64().unwrap() - 1,
                b["col"].as_i64().unwrap() - 1,
            );
            r1 == r2 || c1 == c2 || (r1 / 3 == r2 / 3 && c1 / 3 == c2 / 3)
        };
        (1..cells.len())
            .find(|&k| cells.iter().any(|c| c != &cells[k] && !sees(c, &cells[k])))
            .expect("a wing cell that does not see them all")
    }
    let cases: Vec<Damage> = vec![
        (
            "a WXYZ-wing named a VWXYZ-wing",
            four,
            Box::new(|s| s["technique"] = "vwxyz_wing".into()),
        ),
        (
            "a wing cell dropped",
            five,
            Box::new(|s| {
                s["pattern"]["cells"].as_array_mut().unwrap().pop();
                s["pattern"]["cell_candidates"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
        (
            "the wrong z",
            four,
            Box::new(|s| {
                let z = s["pattern"]["z"].clone();
                let other = s["pattern"]["digits"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|&d| d != &z)
                    .unwrap()
                    .clone();
                s["pattern"]["z"] = other;
            }),
        ),
        (
            "a pivot that does not see every wing cell",
            five,
            Box::new(|s| {
                let k = not_a_pivot(s);
                s["pattern"]["cells"].as_array_mut().unwrap().swap(0, k);
                let listed = s["pattern"]["cell_candidates"].as_array_mut().unwrap();
                listed.swap(0, k);
            }),
        ),
        (
            "a cell's candidates misstated (the value rests on them)",
            four,
            Box::new(|s| {
                s["pattern"]["cell_candidates"][0]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
        (
            "z removed from a wing cell too",
            four,
            Box::new(|s| {
                let z = s["pattern"]["z"].clone();
                let cells = s["pattern"]["cells"].as_array().unwrap().clone();
                let listed = s["pattern"]["cell_candidates"].as_array().unwrap().clone();
                let (cell, _) = cells
                    .iter()
                    .zip(&listed)
                    .find(|(_, l)| l.as_array().unwrap().contains(&z))
                    .unwrap();
                s["eliminations"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"row": cell["row"], "col": cell["col"], "digit": z}));
            }),
        ),
        (
            "an elimination left out",
            five,
            Box::new(|s| {
                s["eliminations"].as_array_mut().unwrap().pop();
            }),
        ),
    ];
    assert_caught(
        &cases,
        &[
            ProblemKind::BadPattern,
            ProblemKind::Incomplete,
            ProblemKind::Unsound,
        ],
    );
}

/// The trace of SE's path with its nesting levels for the 109th puzzle of
/// forum-hardest, whose deep forcing chains include one whose proofs carry
/// proofs of their own (two levels).
fn deep_sample() -> &'static Sample {
    static SAMPLE: std::sync::OnceLock<Sample> = std::sync::OnceLock::new();
    SAMPLE.get_or_init(|| {
        let line = &common::data_set("forum-hardest-110626.txt")[108];
        let options = Options {
            path: sudoku_explain::engine::SolvePath::Se,
            deep: true,
            ..Options::default()
        };
        let outcome = solve(&common::puzzle(line), &options);
        let json = serde_json::to_value(trace(&outcome)).unwrap();
        Sample { outcome, json }
    })
}

/// How deep the proofs of a JSON node list nest.
fn json_depth(nodes: &Value) -> usize {
    nodes
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.get("proof"))
        .map(|p| 1 + json_depth(p))
        .max()
        .unwrap_or(0)
}

/// The path to the first proof node that carries a proof of its own:
/// (branch node, proof node).
fn deeper_at(step: &Value) -> (usize, usize) {
    let branch = step["pattern"]["branches"][0].as_array().unwrap();
    branch
        .iter()
        .enumerate()
        .find_map(|(k, n)| {
            let proof = n.get("proof")?.as_array()?;
            let j = proof.iter().position(|p| p.get("proof").is_some())?;
            Some((k, j))
        })
        .unwrap()
}

#[test]
fn damaged_deep_forcing_chains_are_caught() {
    let sample = deep_sample();
    let steps = sample.json["steps"].as_array().unwrap();
    let deep = |s: &Value| s["technique"] == "deep_forcing_chain";
    let shallow = (0..steps.len())
        .find(|&k| deep(&steps[k]) && json_depth(&steps[k]["pattern"]["branches"][0]) == 1)
        .expect("a deep step with proofs one level deep");
    let two = (0..steps.len())
        .find(|&k| deep(&steps[k]) && json_depth(&steps[k]["pattern"]["branches"][0]) == 2)
        .expect("a deep step with proofs two levels deep");
    use ProblemKind::*;
    let case = |name, step, edit: Box<dyn Fn(&mut Value)>| Case {
        name,
        sample,
        step,
        edit,
        kind: BadPattern,
    };
    let cases: Vec<Case> = vec![
        case(
            "a proof node changed (its digit)",
            shallow,
            Box::new(|s| {
                let at = nested_at(s);
                let node = &mut s["pattern"]["branches"][0][at]["proof"][1];
                let d = node["digit"].as_i64().unwrap();
                node["digit"] = json!(d % 9 + 1);
            }),
        ),
        case(
            "a proof removed",
            shallow,
            Box::new(|s| {
                let at = nested_at(s);
                s["pattern"]["branches"][0][at]
                    .as_object_mut()
                    .unwrap()
                    .remove("proof");
            }),
        ),
        case(
            "a proof's own proof removed (two levels deep)",
            two,
            Box::new(|s| {
                let (k, j) = deeper_at(s);
                s["pattern"]["branches"][0][k]["proof"][j]
                    .as_object_mut()
                    .unwrap()
                    .remove("proof");
            }),
        ),
        case(
            "a proof's own proof without its contradiction",
            two,
            Box::new(|s| {
                let (k, j) = deeper_at(s);
                s["pattern"]["branches"][0][k]["proof"][j]["proof"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
        case(
            "a level lied about (level 2 with proofs two levels deep)",
            two,
            Box::new(|s| s["pattern"]["level"] = json!(2)),
        ),
        case(
            "a level that is no nesting level",
            shallow,
            Box::new(|s| s["pattern"]["level"] = json!(5)),
        ),
        case(
            "a complexity below one node a branch",
            shallow,
            Box::new(|s| s["pattern"]["complexity"] = json!(0)),
        ),
        case(
            "a deep step with no proof at all",
            shallow,
            Box::new(|s| {
                for n in s["pattern"]["branches"][0].as_array_mut().unwrap() {
                    n.as_object_mut().unwrap().remove("proof");
                }
            }),
        ),
        case(
            "a proof nested three levels deep",
            two,
            Box::new(|s| {
                let (k, j) = deeper_at(s);
                let inner = &mut s["pattern"]["branches"][0][k]["proof"][j]["proof"];
                let first = inner[0].clone();
                let at = inner.as_array().unwrap().len() - 1;
                inner[at]["proof"] = json!([first]);
            }),
        ),
    ];
    assert_all_caught(&cases);
}

/// Node 8 of a pattern forcing chain's first branch.
fn node(s: &mut Value) -> &mut Value {
    &mut s["pattern"]["branches"][0][8]
}

/// The pattern forcing chain, from its lesson's case (forum-hardest #183):
/// if r1c8 were 3, node 8 (r5c3<>3) is a box-line in row 4 resting on nodes 4
/// (r4c8<>3) and 7 (r4c4<>3), and row 4 ends with no place for 3. The step
/// verifies, and each way its pattern node could be wrong is caught.
#[test]
fn a_damaged_pattern_forcing_chain_is_caught() {
    let json = lesson_step_trace("pattern_forcing_chain", TechniqueId::PatternForcingChain, 0);
    let box_line = &json["steps"][0]["pattern"]["branches"][0][8]["pattern"];
    assert_eq!(box_line["technique"], "box_line");
    let damages: Vec<(&str, Edit)> = vec![
        // Without its pattern, r5c3<>3 follows from no on node.
        (
            "pattern dropped",
            Box::new(|s| {
                node(s).as_object_mut().unwrap().remove("pattern");
            }),
        ),
        // Without r4c4<>3, row 4 keeps a 3 outside box 4.
        (
            "a premise dropped",
            Box::new(|s| node(s)["from"] = json!([4])),
        ),
        // r1c3<>3 is not a candidate of row 4.
        (
            "a premise the pattern does not read",
            Box::new(|s| node(s)["from"] = json!([1, 4, 7])),
        ),
        // r3c4=3 is an on node.
        (
            "an on premise",
            Box::new(|s| node(s)["from"] = json!([4, 5, 7])),
        ),
        // Row 4's places of 3 are r4c1 and r4c2, not r4c1 alone.
        (
            "cells short",
            Box::new(|s| node(s)["pattern"]["cells"] = json!([{"row": 4, "col": 1}])),
        ),
        // A pointing's units are a box, then a line.
        (
            "named a pointing",
            Box::new(|s| node(s)["pattern"]["technique"] = json!("pointing")),
        ),
        // Box 5 is not where row 4's 3s lie.
        (
            "another box",
            Box::new(|s| node(s)["pattern"]["units"][1] = json!({"kind": "box", "index": 5})),
        ),
        // A triple is not one of the five patterns.
        (
            "named a triple",
            Box::new(|s| node(s)["pattern"]["technique"] = json!("naked_triple")),
        ),
        // A pattern forcing chain is SE's level 1.
        ("level 2", Box::new(|s| s["pattern"]["level"] = json!(2))),
        // Only a pattern forcing chain's nodes may name a pattern.
        (
            "named a dynamic forcing chain",
            Box::new(|s| s["technique"] = json!("dynamic_forcing_chain")),
        ),
        (
            "named a nested forcing chain",
            Box::new(|s| s["technique"] = json!("nested_forcing_chain")),
        ),
    ];
    assert_each_caught(&json, damages);
}

/// A nested forcing chain's nodes follow by the basic rules or carry a
/// proof of them (the shared contract has no node that names a pattern), and
/// so do its proofs' nodes: a pattern named on either is caught, as is the
/// node without its proof, and the step named a nested pattern forcing
/// chain, which has a node a pattern strikes. The step is the lesson's
/// (r5c1<>8) and verifies.
#[test]
fn a_nested_chain_whose_node_names_a_pattern_is_caught() {
    let json = lesson_step_trace("nested_forcing_chain", TechniqueId::NestedForcingChain, 0);
    let n = nested_at(&json["steps"][0]);
    // A pointing that holds nowhere near: it is refused for where it is.
    let pointing = json!({
        "technique": "pointing",
        "cells": [{"row": 1, "col": 1}, {"row": 1, "col": 2}],
        "digits": [5],
        "units": [{"kind": "box", "index": 1}, {"kind": "row", "index": 1}],
    });
    let on_branch = pointing.clone();
    let mut damages: Vec<(&str, Edit)> = vec![
        (
            "a pattern on a branch node",
            Box::new(move |s| s["pattern"]["branches"][0][1]["pattern"] = on_branch.clone()),
        ),
        // A nested pattern forcing chain has a node a pattern strikes.
        (
            "named a nested pattern forcing chain",
            Box::new(|s| s["technique"] = json!("nested_pattern_forcing_chain")),
        ),
    ];
    damages.extend(proof_damages(n, pointing));
    assert_each_caught(&json, damages);
}

/// The index of the first node of a step's first branch that names a pattern.
fn pattern_at(step: &Value) -> usize {
    step["pattern"]["branches"][0]
        .as_array()
        .unwrap()
        .iter()
        .position(|n| n.get("pattern").is_some())
        .unwrap()
}

/// The nested pattern forcing chain, from its lesson's case (r7c9<>1): its
/// branch strikes by patterns (box-lines, a naked pair, an X-wing) and by an
/// inner chain. The step verifies, and each way a pattern node could be
/// wrong, or stand where it may not, is caught.
#[test]
fn a_damaged_nested_pattern_forcing_chain_is_caught() {
    let json = lesson_step_trace(
        "nested_pattern_forcing_chain",
        TechniqueId::NestedPatternForcingChain,
        0,
    );
    let step = &json["steps"][0];
    let (p, n) = (pattern_at(step), nested_at(step));
    let pattern = step["pattern"]["branches"][0][p]["pattern"].clone();
    let mut damages: Vec<(&str, Edit)> = vec![
        // Without its pattern, the node follows from no on node.
        (
            "pattern dropped",
            Box::new(move |s| {
                let node = s["pattern"]["branches"][0][p].as_object_mut().unwrap();
                node.remove("pattern");
            }),
        ),
        // A pattern rests on every candidate it reads being gone.
        (
            "its premises dropped",
            Box::new(move |s| s["pattern"]["branches"][0][p]["from"] = json!([])),
        ),
        // The assumption is on: a pattern rests on off nodes.
        (
            "an on premise",
            Box::new(move |s| {
                let from = s["pattern"]["branches"][0][p]["from"]
                    .as_array_mut()
                    .unwrap();
                from.insert(0, json!(0));
            }),
        ),
        // A nested forcing chain's nodes name no pattern; a pattern forcing
        // chain's carry no proof.
        (
            "named a nested forcing chain",
            Box::new(|s| s["technique"] = json!("nested_forcing_chain")),
        ),
        (
            "named a pattern forcing chain",
            Box::new(|s| s["technique"] = json!("pattern_forcing_chain")),
        ),
    ];
    damages.extend(proof_damages(n, pattern));
    assert_each_caught(&json, damages);
}

/// What a nested step's node `n`, which carries a proof, must not become: a
/// proof that names `pattern` on its last node (a proof uses the basic rules
/// only, whatever it would strike), or the node without its proof (it then
/// follows from nothing).
fn proof_damages(n: usize, pattern: Value) -> Vec<(&'static str, Edit)> {
    vec![
        (
            "a pattern inside the proof",
            Box::new(move |s| {
                let proof = s["pattern"]["branches"][0][n]["proof"]
                    .as_array_mut()
                    .unwrap();
                let last = proof.len() - 1;
                proof[last]["pattern"] = pattern.clone();
            }),
        ),
        (
            "the inner chain dropped",
            Box::new(move |s| {
                let node = s["pattern"]["branches"][0][n].as_object_mut().unwrap();
                node.remove("proof");
            }),
        ),
    ]
}
