//! The JSON trace contract tested from outside: the binary's output read back into
//! this test's own types (so a renamed field breaks it), replayed on a grid of the
//! test's own, compared with the solution; every `text` equals the plain terminal
//! sentence; and the independent checker accepts the traces.

use crate::common;

use common::sudoku;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Trace {
    format: String,
    version: u32,
    puzzle: String,
    candidates: Option<String>,
    status: String,
    solution: Option<String>,
    steps: Vec<Step>,
    summary: Summary,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Step {
    technique: String,
    placements: Vec<Cand>,
    eliminations: Vec<Cand>,
    pattern: Pattern,
    text: String,
    size: usize,
}

#[derive(Deserialize, Debug)]
struct Cand {
    row: usize,
    col: usize,
    digit: u8,
}

#[derive(Deserialize, Debug)]
struct Pattern {
    cells: Vec<CellRef>,
    digits: Vec<u8>,
    units: Vec<UnitRef>,
    #[serde(default)]
    cover_units: Vec<UnitRef>,
    search_nodes: Option<u64>,
}

#[derive(Deserialize, Debug)]
struct CellRef {
    row: usize,
    col: usize,
}

#[derive(Deserialize, Debug)]
struct UnitRef {
    kind: String,
    index: usize,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct Summary {
    steps: usize,
    guesses: usize,
    techniques: BTreeMap<String, usize>,
    largest_step: Option<LargestStep>,
    rating: Option<RatingObject>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct LargestStep {
    step: usize,
    technique: String,
    size: usize,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct RatingObject {
    path: String,
    difficulty: f64,
    level: String,
    hardest: Option<String>,
    hardest_step: Option<usize>,
    total: f64,
    ep: f64,
    ed: f64,
}

/// This test's own replay: values and candidate masks, nothing from the library.
fn replay(trace: &Trace) -> [u8; 81] {
    let mut values = [0u8; 81];
    let mut cands = [0x3FEu16; 81];
    let peers = |i: usize, j: usize| {
        i != j && (i / 9 == j / 9 || i % 9 == j % 9 || (i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3))
    };
    let place = |values: &mut [u8; 81], cands: &mut [u16; 81], i: usize, d: u8| {
        assert_eq!(values[i], 0, "placement into a filled cell");
        assert!(cands[i] >> d & 1 == 1, "placement of a non-candidate");
        values[i] = d;
        cands[i] = 0;
        for (j, c) in cands.iter_mut().enumerate() {
            if peers(i, j) {
                *c &= !(1 << d);
            }
        }
    };
    for (i, ch) in trace.puzzle.bytes().enumerate() {
        if ch != b'.' {
            place(&mut values, &mut cands, i, ch - b'0');
        }
    }
    for step in &trace.steps {
        assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        for p in &step.placements {
            place(
                &mut values,
                &mut cands,
                (p.row - 1) * 9 + p.col - 1,
                p.digit,
            );
        }
        for e in &step.eliminations {
            let i = (e.row - 1) * 9 + e.col - 1;
            assert!(
                cands[i] >> e.digit & 1 == 1,
                "{}: removes an absent candidate",
                step.text
            );
            cands[i] &= !(1 << e.digit);
        }
        for c in &step.pattern.cells {
            assert!((1..=9).contains(&c.row) && (1..=9).contains(&c.col));
        }
        for u in step.pattern.units.iter().chain(&step.pattern.cover_units) {
            assert!(["row", "col", "box"].contains(&u.kind.as_str()) && (1..=9).contains(&u.index));
        }
        assert!(step.pattern.digits.iter().all(|d| (1..=9).contains(d)));
        assert_eq!(
            step.pattern.search_nodes.is_some(),
            step.technique == "backtrack"
        );
    }
    values
}

fn traces_of(file: &str) -> Vec<Trace> {
    let run = sudoku(&["explain", "--format", "json", file], "");
    assert!(run.code == 0 || run.code == 1, "{}", run.stderr);
    run.stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a trace object per line"))
        .collect()
}

#[test]
fn traces_replay_to_their_solution() {
    for file in [
        "examples/tour.txt",
        "examples/x-wing.txt",
        "examples/swordfish.txt",
        "examples/two-solutions.txt",
        "tests/data/pencil-line.txt",
    ] {
        for trace in traces_of(file) {
            assert_eq!(trace.format, "sudoku-trace");
            assert_eq!(trace.version, 1);
            let solution = trace.solution.clone().expect("solvable");
            let values = replay(&trace);
            let line: String = values.iter().map(|d| (b'0' + d) as char).collect();
            assert_eq!(line, solution, "{file}");
            assert_eq!(trace.summary.steps, trace.steps.len());
            let counted: usize = trace.summary.techniques.values().sum();
            assert_eq!(counted, trace.steps.len());
            let guesses = trace
                .steps
                .iter()
                .filter(|s| s.technique == "backtrack")
                .count();
            assert_eq!(trace.summary.guesses, guesses);
            let largest = trace.summary.largest_step.as_ref().expect("steps");
            let biggest = trace.steps.iter().map(|s| s.size).max();
            assert_eq!(Some(largest.size), biggest, "{file}");
            let first = trace.steps.iter().position(|s| s.size == largest.size);
            assert_eq!(Some(largest.step - 1), first, "{file}");
            assert_eq!(trace.steps[largest.step - 1].technique, largest.technique);
            assert_eq!(trace.candidates.is_some(), file.contains("pencil"));
            if file.contains("two-solutions") {
                // One solution of many is no puzzle's difficulty.
                assert_eq!(trace.status, "multiple_solutions");
                assert!(trace.summary.rating.is_none(), "{file}");
                continue;
            }
            assert_eq!(trace.status, "solved");
            let rating = trace
                .summary
                .rating
                .as_ref()
                .expect("a puzzle with one solution is rated");
            assert!(
                rating.ed <= rating.ep
                    && rating.ep <= rating.difficulty
                    && rating.difficulty <= rating.total
            );
            let hardest = rating.hardest.as_deref().unwrap();
            // The rating is the trace's own: its hardest step is a step of it.
            assert_eq!(rating.path, "human");
            let k = rating.hardest_step.unwrap();
            assert_eq!(trace.steps[k - 1].technique, hardest, "{file}");
            if guesses > 0 {
                assert_eq!(rating.level, "extreme");
            }
        }
    }
}

#[test]
fn no_solution_has_a_null_solution_and_no_steps() {
    let traces = traces_of("examples/no-solution.txt");
    assert_eq!(traces[0].status, "no_solution");
    assert!(traces[0].solution.is_none() && traces[0].steps.is_empty());
}

#[test]
fn each_text_is_the_plain_terminal_sentence() {
    for file in [
        "examples/tour.txt",
        "examples/empty.txt",
        "examples/naked-pair.txt",
    ] {
        let traces = traces_of(file);
        let plain = sudoku(&["explain", "--color", "never", file], "").stdout;
        let lines: Vec<&str> = plain
            .lines()
            .filter(|l| {
                l.trim_start()
                    .split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
            })
            .collect();
        assert_eq!(lines.len(), traces[0].steps.len(), "{file}");
        for (line, step) in lines.iter().zip(&traces[0].steps) {
            assert!(
                line.ends_with(&format!("  {}", step.text)),
                "{line:?} vs {:?}",
                step.text
            );
        }
    }
}

#[test]
fn the_verifier_accepts_the_binary_s_traces() {
    let mut files = String::new();
    for f in [
        "examples/tour.txt",
        "examples/x-wing.txt",
        "examples/swordfish.txt",
        "examples/box-line.txt",
    ] {
        files.push_str(&std::fs::read_to_string(f).unwrap());
    }
    let list = std::env::temp_dir().join(format!("sudoku-json-{}.txt", std::process::id()));
    std::fs::write(&list, &files).unwrap();
    let run = sudoku(&["explain", "--format", "json", list.to_str().unwrap()], "");
    let verified = sudoku(
        &["verify", "--puzzles", list.to_str().unwrap(), "-"],
        &run.stdout,
    );
    std::fs::remove_file(&list).ok();
    assert_eq!(verified.code, 0, "{}", verified.stdout);
    assert!(
        verified
            .stdout
            .lines()
            .last()
            .unwrap()
            .starts_with("4 traces, 0 with errors; 4 solved by logic alone"),
        "{}",
        verified.stdout
    );
}
