//! What the pattern checks' tests share: a real position with the step taken
//! there, boards made up for a test, and the runs of a check and of the whole
//! replay over them.

use super::board::{Cand, ReplayBoard};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use super::{ProblemKind, TraceReport, verify_trace};
use crate::core::Cell;
use crate::core::Digits;
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// A pattern check: a module's `check`.
pub(super) type Check = fn(&Moment) -> Read<Implied>;

/// A position just before a real step, the step, and the check that judges it.
pub(super) struct Case {
    /// The check of the module the step's technique belongs to.
    pub check: Check,
    /// Placed digits, `.` for empty.
    pub values: &'static str,
    /// The candidates, nine characters per cell.
    pub marks: &'static str,
    pub solution: &'static str,
    /// The step as the trace carries it, without its text.
    pub step: &'static str,
}

/// The board a trace describes with these placed digits and candidates.
pub(super) fn position(values: &str, marks: &str) -> ReplayBoard {
    let values = read::grid_line(values).unwrap();
    let marks = read::marks_line(marks).unwrap();
    ReplayBoard::new(&values, Some(&marks))
}

pub(super) fn board(case: &Case) -> ReplayBoard {
    position(case.values, case.marks)
}

pub(super) fn step(case: &Case) -> Value {
    serde_json::from_str(case.step).unwrap()
}

pub(super) fn listed(step: &Value, key: &str) -> BTreeSet<Cand> {
    read::optional_array(step, key)
        .unwrap()
        .iter()
        .map(|v| read::candidate(v).unwrap())
        .collect()
}

/// The pattern check of `step` (under its own technique) at the case's position.
pub(super) fn run(case: &Case, step: &Value, unique: bool) -> Read<Implied> {
    let board = board(case);
    let placements = listed(step, "placements");
    (case.check)(&Moment {
        board: &board,
        technique: step["technique"].as_str().unwrap(),
        pattern: &step["pattern"],
        placements: &placements,
        unique,
    })
}

/// `check` of `pattern` under `technique` on a made-up board, with no
/// placements listed and the single solution granted.
pub(super) fn run_on(
    check: Check,
    board: &ReplayBoard,
    technique: &str,
    pattern: &Value,
) -> Read<Implied> {
    let none = BTreeSet::new();
    check(&Moment {
        board,
        technique,
        pattern,
        placements: &none,
        unique: true,
    })
}

/// The whole replay of a one-step trace starting at the case's position.
pub(super) fn replay(case: &Case, step: &Value) -> TraceReport {
    let mut step = step.clone();
    step["text"] = json!("(the step's sentence)");
    let trace = json!({
        "format": "sudoku-trace",
        "version": 1,
        "puzzle": case.values,
        "candidates": case.marks,
        "status": "solved",
        "solution": case.solution,
        "steps": [step],
    });
    verify_trace(1, &trace.to_string())
}

/// The case's step with `change` applied.
pub(super) fn damaged(case: &Case, change: impl FnOnce(&mut Value)) -> Value {
    let mut step = step(case);
    change(&mut step);
    step
}

pub(super) fn cell(r: u8, c: u8) -> Value {
    json!({"row": r, "col": c})
}

/// A board with every cell empty, the listed cells holding the listed
/// candidates and every other cell all nine.
pub(super) fn synthetic(cells: &[(Cell, &[u8])]) -> ReplayBoard {
    let mut marks = [Digits::ALL; 81];
    for &(cell, digits) in cells {
        marks[cell.index()] = digits.iter().copied().collect();
    }
    ReplayBoard::new(&[0; 81], Some(&marks))
}

/// The report holds a problem of `kind` whose message contains `words` (any
/// message for `""`).
pub(super) fn assert_reported(report: &TraceReport, kind: ProblemKind, words: &str) {
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.kind == kind && p.message.contains(words)),
        "{:?}",
        report.problems
    );
}

/// The genuine step holds, implies exactly what it lists, and replays clean.
pub(super) fn assert_genuine(case: &Case) -> Implied {
    let step = step(case);
    let implied = run(case, &step, true).unwrap();
    assert_eq!(implied.placements, listed(&step, "placements"));
    assert_eq!(implied.eliminations, listed(&step, "eliminations"));
    let report = replay(case, &step);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(report.verified, 1);
    implied
}

/// The damaged step's pattern is refused with a message holding `words`.
pub(super) fn assert_refused(case: &Case, step: &Value, words: &str) {
    match run(case, step, true) {
        Ok(implied) => panic!("accepted {step}: {implied:?}"),
        Err(e) => assert!(e.contains(words), "{e:?} does not say {words:?}"),
    }
    assert_reported(&replay(case, step), ProblemKind::BadPattern, words);
}
