//! Tests of the sue de coq checks, in their own file: they run the whole
//! replay through the test fixture, which sits above the checks.

use super::*;
use crate::core::Cell;
use crate::verify::ProblemKind;
use crate::verify::fixture::{
    Case, assert_refused, assert_reported, cell, damaged, listed, replay, run, run_on, step,
    synthetic,
};
use serde_json::json;

#[test]
fn worked_example_clears_the_line_part_from_the_row_and_the_box_part_from_the_box() {
    let step = step(&SDC);
    let implied = run(&SDC, &step, true).unwrap();
    assert_eq!(implied.eliminations, listed(&step, "eliminations"));
    assert!(implied.placements.is_empty());
    // 5 (the line cell's other digit) leaves row 1; 1 and 3 leave box 2.
    let c = Cell::at;
    let expected = BTreeSet::from([
        (c(0, 1), 5),
        (c(0, 6), 5),
        (c(0, 8), 5),
        (c(1, 4), 1),
        (c(1, 4), 3),
        (c(2, 4), 1),
        (c(2, 4), 3),
        (c(2, 5), 1),
        (c(2, 5), 3),
    ]);
    assert_eq!(implied.eliminations, expected);
    let report = replay(&SDC, &step);
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(report.verified, 1);
}

#[test]
fn an_unimplied_elimination_is_refused_and_a_missing_one_reported() {
    // 4 in r1c2 is in neither part.
    let more = damaged(&SDC, |s| {
        s["eliminations"]
            .as_array_mut()
            .unwrap()
            .push(json!({"row": 1, "col": 2, "digit": 4}))
    });
    let report = replay(&SDC, &more);
    assert_reported(&report, ProblemKind::BadPattern, "does not imply");
    let fewer = damaged(&SDC, |s| {
        s["eliminations"].as_array_mut().unwrap().pop();
    });
    let report = replay(&SDC, &fewer);
    assert_reported(&report, ProblemKind::Incomplete, "3r3c6");
}

#[test]
fn damaged_patterns_are_refused() {
    let swapped = json!([{"kind": "box", "index": 2}, {"kind": "row", "index": 1}]);
    let units = damaged(&SDC, |s| s["pattern"]["units"] = swapped);
    assert_refused(
        &SDC,
        &units,
        "the first unit, box 2, is not a row or column",
    );
    let far = damaged(&SDC, |s| {
        s["pattern"]["units"][1] = json!({"kind": "box", "index": 5})
    });
    assert_refused(&SDC, &far, "row 1 does not cross box 5");
    let one = damaged(&SDC, |s| s["pattern"]["cells"] = json!([cell(1, 5)]));
    assert_refused(
        &SDC,
        &one,
        "`cells` should name two or three intersection cells, names 1",
    );
    let outside = damaged(&SDC, |s| s["pattern"]["cells"][1] = cell(2, 5));
    assert_refused(&SDC, &outside, "r2c5 not where row 1 meets box 2");
    let line = damaged(&SDC, |s| s["pattern"]["line_cells"] = json!([cell(2, 6)]));
    assert_refused(
        &SDC,
        &line,
        "`line_cells` names r2c6, not in row 1 outside box 2",
    );
    let filled = damaged(&SDC, |s| s["pattern"]["box_cells"] = json!([cell(2, 4)]));
    assert_refused(&SDC, &filled, "r2c4 is filled (with 4)");
    // r1c2 holds 1,3,4,5,7: five cells, seven digits.
    let moved = damaged(&SDC, |s| s["pattern"]["line_cells"] = json!([cell(1, 2)]));
    assert_refused(
        &SDC,
        &moved,
        "the 4 cells r1c2 r1c5 r1c6 r2c6 hold 6 digits (1,3,4,5,7,8), not as many as cells",
    );
    let digits = damaged(&SDC, |s| s["pattern"]["digits"] = json!([1, 3, 5, 9]));
    assert_refused(
        &SDC,
        &digits,
        "`digits` 1,3,5,9 are not the digits of the cells, 1,3,5,8",
    );
    let empty = damaged(&SDC, |s| s["pattern"]["box_cells"] = json!([]));
    assert_refused(&SDC, &empty, "`box_cells` is empty");
}

fn check_on(board: &ReplayBoard) -> Read<Implied> {
    let pattern = json!({
        "cells": [cell(1, 1), cell(1, 2)],
        "digits": [1, 2, 3, 4],
        "units": [{"kind": "row", "index": 1}, {"kind": "box", "index": 1}],
        "line_cells": [cell(1, 5)],
        "box_cells": [cell(2, 1)],
    });
    run_on(check, board, "sue_de_coq", &pattern)
}

#[test]
fn the_unused_intersection_cell_loses_both_parts_and_shared_digits_are_refused() {
    // r1c1 (1,2,3) and r1c2 (1,2,4), with r1c5 (1,3) in row 1 and r2c1 (2,4) in box 1.
    let (a, b, l, x) = (
        Cell::at(0, 0),
        Cell::at(0, 1),
        Cell::at(0, 4),
        Cell::at(1, 0),
    );
    let board = synthetic(&[(a, &[1, 2, 3]), (b, &[1, 2, 4]), (l, &[1, 3]), (x, &[2, 4])]);
    let implied = check_on(&board).unwrap();
    // 1,3 from six row cells, 2,4 from six box cells; r1c3 is in both.
    assert_eq!(implied.eliminations.len(), 24);
    let third = Cell::at(0, 2);
    for d in 1..=4 {
        assert!(implied.eliminations.contains(&(third, d)));
    }
    assert!(
        implied
            .eliminations
            .iter()
            .all(|&(c, d)| if c.row() == 0 && c != third {
                d == 1 || d == 3
            } else {
                c.box_index() == 0 && (c == third || d == 2 || d == 4)
            })
    );

    let board = synthetic(&[(a, &[1, 2, 3]), (b, &[1, 2, 4]), (l, &[1, 3]), (x, &[2, 3])]);
    let e = check_on(&board).unwrap_err();
    assert!(
        e.contains("3 is both in the line cells r1c5 (1,3) and in the box cells r2c1 (2,3)"),
        "{e}"
    );

    let board = synthetic(&[(a, &[1, 2]), (b, &[1, 2, 3]), (l, &[1, 3]), (x, &[2, 4])]);
    let e = check_on(&board).unwrap_err();
    assert!(
        e.contains("the intersection cells r1c1 r1c2 hold 3 digits (1,2,3), not at least two more"),
        "{e}"
    );
}

/// Puzzle 1223 of top1465 (..92...6....4....82.............7.1..........36......2..3..915.1...75...48....9..),
/// just before step 17, and that step (its text left out).
const SDC: Case = Case {
    check,
    values: "..92...6.6..4....82..7..........7.1..........36......2723849156196375..4485...9..",
    marks: "....5..8.1.345.7....................1.3.5..8.1.3....8...345.7...........1.3.5.7..\
             .........1.3.5.7..1.....7...........1.3.5...91.3.......23.5.7...23...7.9.........\
             .........1.345....1..4...8..........1.3.56.891.3..6.8...345......34....91.3.5...9\
             ....5..89...45.....2.4...8.....56..9.23..6.8............3456.8............3.5...9\
             ....5..891...5.7..12.4..78.1...56..9123..6.8.1234.6.8...345678...34..789..3.5.7.9\
             ..................1..4..78.1...5...91......8.1..4...8....45.78....4..789.........\
             .................................................................................\
             .......................................................2.....8..2.....8..........\
             ...........................1....6...12...6...12...6..............3...7....3...7..",
    solution: "549283761637451298218796345852637419971524683364918572723849156196375824485162937",
    step: r#"{
      "technique":"sue_de_coq",
      "placements":[],
      "eliminations":[{"row":1,"col":2,"digit":5},{"row":1,"col":7,"digit":5},{"row":1,"col":9,"digit":5},{"row":2,"col":5,"digit":1},{"row":2,"col":5,"digit":3},{"row":3,"col":5,"digit":1},{"row":3,"col":5,"digit":3},{"row":3,"col":6,"digit":1},{"row":3,"col":6,"digit":3}],
      "pattern":{
        "cells":[{"row":1,"col":5},{"row":1,"col":6}],
        "digits":[1,3,5,8],
        "units":[{"kind":"row","index":1},{"kind":"box","index":2}],
        "line_cells":[{"row":1,"col":1}],
        "box_cells":[{"row":2,"col":6}]}}"#,
};
