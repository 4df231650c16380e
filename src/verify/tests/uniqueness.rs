//! Tests of the uniqueness checks, in their own file: they run the whole
//! replay through the test fixture, which sits above the checks.

use super::*;
use crate::verify::ProblemKind;
use crate::verify::fixture::{
    Case, assert_genuine, assert_refused, assert_reported, board, cell, damaged, replay, run,
    run_on, step, synthetic,
};
use serde_json::{Value, json};

/// Without a proved single solution the step is refused; an elimination
/// the pattern does not imply is refused; one it implies left out is
/// reported incomplete.
fn assert_listing_held_to_the_pattern(case: &Case) {
    let genuine = step(case);
    let e = run(case, &genuine, false).unwrap_err();
    assert!(
        e.contains("valid only when the puzzle has one solution"),
        "{e}"
    );

    let implied = run(case, &genuine, true).unwrap();
    let board = board(case);
    let truth = read::grid_line(case.solution).unwrap();
    let extra = board
        .empty_cells()
        .iter()
        .flat_map(|c| board.candidates(c).iter().map(move |d| (c, d)))
        .find(|&(c, d)| {
            truth[c.index()] != d
                && !implied.eliminations.contains(&(c, d))
                && !implied
                    .placements
                    .iter()
                    .any(|&(p, pd)| p == c || (pd == d && p.sees(c)))
        })
        .unwrap();
    let mut more = genuine.clone();
    more["eliminations"]
        .as_array_mut()
        .unwrap()
        .push(json!({"row": extra.0.row() + 1, "col": extra.0.col() + 1, "digit": extra.1}));
    let report = replay(case, &more);
    assert_reported(&report, ProblemKind::BadPattern, "does not imply");

    let mut fewer = genuine.clone();
    let key = if implied.eliminations.is_empty() {
        "placements"
    } else {
        "eliminations"
    };
    fewer[key].as_array_mut().unwrap().pop();
    let report = replay(case, &fewer);
    assert_reported(&report, ProblemKind::Incomplete, "");
}

/// Puzzle 1 of top1465 (4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........),
/// just before step 20, and that step (its text left out).
const UR1: Case = Case {
    check,
    values: "4...3.......6..8..........1....5..9..8....6...7.2........1927..5.3....4.9.7.4....",
    marks: ".............56..912...6.8.....5.789.........1...5.789.2..5...9.2..567...2..567.9\
             123...7....3.5...912................12....7..1..45.7.9..........23.5.7...2345.7.9\
             .23..678...3.56..9.2...6.8....45.789.2....78....45.789.2345...9.23.567...........\
             123..6.....34.6...12.4.6.....3...78..........1.3..678..23................23...78.\
             123...................5...9..34..7.91.....7..1.34..7.9.........123.5.7...23.5.7..\
             1.3..6................5...9.........1....6.8.1.3..6.89..345....1.3.5..8...345..8.\
             .....6.8....4.6......4.6.8.......................................3.5......3.5....\
             .........12......................78......678......678.12......9..........2......9\
             .........12..................3.5...............3.5....12............6.8......6.8.",
    solution: "468931527751624839392578461134756298289413675675289314846192753513867942927345186",
    step: r#"{
      "technique":"unique_rectangle_1",
      "placements":[],
      "eliminations":[{"row":8,"col":7,"digit":1},{"row":8,"col":7,"digit":2}],
      "pattern":{
        "cells":[{"row":8,"col":2},{"row":9,"col":2},{"row":9,"col":7},{"row":8,"col":7}],
        "digits":[1,2],
        "units":[]}}"#,
};

/// Puzzle 39 of top1465 (......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....),
/// just before step 21, and that step (its text left out).
const UR2: Case = Case {
    check,
    values: "857...4139..3..5..3...5.....48..7...7......52.1....7..6..2....5.7....8......9....",
    marks: "................................6..9.2...6....2...6..9...........................\
             ..........2...6...1..4..............1..4..78.1..4...8...........2...678......678.\
             ..........2...6...1..4.....1..4..78..........1..4...8..2...6..9.2...6.89.....6789\
             .2..5......................1...56..9123..6............1.3..6..9..3..6..91....6..9\
             ...........3.....9..3..6..91..4.6.891.34.6.8.1.34.6.891.3..6..9..................\
             .2..5...............3..6..9....56..9.23..6....23.56..9............4...8....4...8.\
             ...........3....89..3.....9.........1.34..78.1.34...8.1.3........34..7...........\
             1..4...............2..5....1..456...1.34.6...1.3456.............234.6..91..4.6..9\
             1..4.......3....8..2..5....1..45678..........1.3456.8.123..6....234.67..1..4.67..",
    solution: "857962413924318567361754298548127936793486152216539784689271345175643829432895671",
    step: r#"{
      "technique":"unique_rectangle_2",
      "placements":[],
      "eliminations":[{"row":2,"col":5,"digit":8},{"row":3,"col":4,"digit":8},{"row":5,"col":6,"digit":8},{"row":7,"col":6,"digit":8},{"row":9,"col":6,"digit":8}],
      "pattern":{
        "cells":[{"row":2,"col":3},{"row":3,"col":3},{"row":2,"col":6},{"row":3,"col":6}],
        "digits":[1,4],
        "units":[]}}"#,
};

/// Puzzle 71 of top1465 (4.1.6....3.....2........8..15.2.....6......1....9......2.7.8..........43.7.......),
/// just before step 39, and that step (its text left out).
const UR3: Case = Case {
    check,
    values: "4.1.62...3.....26..6....8..15.2.6...6......1....9.16...2.7.81.6816529743.7.61....",
    marks: "................89...........3....8.....................3.5...9..3.5.7.9....5.7.9\
             ................89....5.7..1..4...8....45.789...45.7....................1..4.....\
             .2....7............2..5.7..1.34.......345.7.9..345.7.............3.....91..4.....\
             ........................789...........34..78............34....9..3...789......789\
             ...........34......2....789..34...8....45.78...345.7....345...9..........2..5.789\
             .2....7....34......2....78............345.78....................23.5.78..2..5.78.\
             ....5...9...........34................34...........................5...9.........\
             .................................................................................\
             ....5...9...........34.........................34.........5...9.2.....8..2.....8.",
    solution: "491862375387195264265374891159236487632487519748951632923748156816529743574613928",
    step: r#"{
      "technique":"unique_rectangle_3",
      "placements":[],
      "eliminations":[{"row":2,"col":5,"digit":8},{"row":3,"col":5,"digit":3},{"row":3,"col":6,"digit":3},{"row":5,"col":4,"digit":3},{"row":5,"col":4,"digit":8}],
      "pattern":{
        "cells":[{"row":2,"col":9},{"row":3,"col":9},{"row":2,"col":4},{"row":3,"col":4}],
        "digits":[1,4],
        "units":[{"kind":"col","index":4},{"kind":"box","index":2}],
        "subset_cells":[{"row":1,"col":4}]}}"#,
};

/// Puzzle 12 of top1465 (8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........),
/// just before step 22, and that step (its text left out).
const UR4: Case = Case {
    check,
    values: "819...3.....751...5.7.3.....7..4..263...9.......1...43.6.2....4....8.5...........",
    marks: "..............................4.6....2...6....2.4.6................5.7......5.7..\
             .2.4.6....234......234.6...............................2.4............89.......89\
             ..........2.4.....................89................89.2.4.6...1....6...12.......\
             1.......9.........1......8...3.5...............3.5....1......89..................\
             ..........2.4...8.12.4.6.8......6.8...........2...678.1.....78.1...5.78.1...5.78.\
             .2...6..9.2..5..89.2..56.8...........2...67...2...678.......789..................\
             1.....7.9.........1.3.5..8..........1.....7....3.5.7.91.....78.1.3...789.........\
             12.4..7.9.234....91234.......34.6..9...........34.67.9.........1.3..67.912....7.9\
             12.4..7.9.2345..8912345..8...3456..91....67....34567.9.2...6...1.3..678912....789",
    solution: "819462375632751489547839612178543926324697158956128743763215894291384567485976231",
    step: r#"{
      "technique":"unique_rectangle_4",
      "placements":[],
      "eliminations":[{"row":5,"col":8,"digit":7},{"row":5,"col":9,"digit":7}],
      "pattern":{
        "cells":[{"row":1,"col":8},{"row":1,"col":9},{"row":5,"col":8},{"row":5,"col":9}],
        "digits":[5,7],
        "units":[{"kind":"row","index":5}]}}"#,
};

/// Puzzle 1 of top1465 (4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........),
/// just before step 26, and that step (its text left out).
const HR: Case = Case {
    check,
    values: "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
    marks: ".............56..912...6.8.....5.789.........1...5.789.2..5.....2..567......567.9\
             123...7....3.5...912................12....7..1..45.7.9..........23.5.7....345.7.9\
             .23..678...3.56..9.2...6.8....45.789.2....78....45.789.2345.....23.567...........\
             123..6.....34.6...12.4.6.....3...78..........1.3..678..23.................3...78.\
             123...................5...9..34..7.91.....7..1.34..7.9.........123.5.7....3.5.7..\
             1.3..6................5...9.........1....6.8.1.3..6.89..345....1.3.5..8...345..8.\
             .....6.8....4.6......4.6.8.......................................3.5......3.5....\
             .................................78......678......678............................\
             .............................3.5...............3.5..................6.8......6.8.",
    solution: "468931527751624839392578461134756298289413675675289314846192753513867942927345186",
    step: r#"{
      "technique":"hidden_rectangle",
      "placements":[],
      "eliminations":[{"row":4,"col":3,"digit":6}],
      "pattern":{
        "cells":[{"row":4,"col":3},{"row":4,"col":2},{"row":7,"col":3},{"row":7,"col":2}],
        "digits":[4,6],
        "units":[{"kind":"row","index":4},{"kind":"col","index":3}]}}"#,
};

/// Puzzle 247 of top1465 (..9..63...72..........17..51..3..9..........86.84....1.6.........1.2....9.3...45.),
/// just before step 58, and that step (its text left out).
const BUG: Case = Case {
    check,
    values: "81925637457284316934691728515.3..9.62.......86.84....1465739812781524693923...457",
    marks: ".................................................................................\
             .................................................................................\
             .................................................................................\
             .....................4..7.................78..2.....8...........2.4..............\
             ...........3.....9...4..7..1....6........67.91...5........5.7....34..............\
             ...........3.....9........................7.9.2..5........5.7...23...............\
             .................................................................................\
             .................................................................................\
             ...........................1....6........6.8.1......8............................",
    solution: "819256374572843169346917285157382946294671538638495721465739812781524693923168457",
    step: r#"{
      "technique":"bug_plus_one",
      "placements":[{"row":5,"col":5,"digit":7}],
      "eliminations":[],
      "pattern":{
        "cells":[{"row":5,"col":5}],
        "digits":[7],
        "units":[{"kind":"row","index":5},{"kind":"col","index":5},{"kind":"box","index":5}]}}"#,
};

#[test]
fn unique_rectangle_1_worked_example_removes_both_digits_from_the_roof() {
    let implied = assert_genuine(&UR1);
    let roof = Cell::at(7, 6);
    assert_eq!(implied.eliminations, BTreeSet::from([(roof, 1), (roof, 2)]));
    assert_listing_held_to_the_pattern(&UR1);
}

#[test]
fn unique_rectangle_1_refuses_a_moved_corner_a_changed_digit_and_a_second_roof() {
    let moved = damaged(&UR1, |s| s["pattern"]["cells"][0] = cell(8, 3));
    assert_refused(
        &UR1,
        &moved,
        "are not the corners of a rectangle: they lie in 2 rows and 3 columns",
    );
    let shifted = damaged(&UR1, |s| {
        s["pattern"]["cells"][0] = cell(8, 3);
        s["pattern"]["cells"][1] = cell(9, 3);
    });
    assert_refused(&UR1, &shifted, "r8c3 is filled (with 3)");
    let digit = damaged(&UR1, |s| s["pattern"]["digits"] = json!([1, 9]));
    assert_refused(
        &UR1,
        &digit,
        "r8c2 holds 1,2, not both of the rectangle's digits 1,9",
    );
    let one_box = damaged(&UR1, |s| {
        s["pattern"]["cells"] = json!([cell(8, 1), cell(8, 2), cell(9, 1), cell(9, 2)])
    });
    assert_refused(&UR1, &one_box, "lies in 1 boxes, not two");
    let listed_as_type_2 = damaged(&UR1, |s| s["technique"] = json!("unique_rectangle_2"));
    assert_refused(
        &UR1,
        &listed_as_type_2,
        "unique_rectangle_2 needs two corners holding only 1,2 and two holding more",
    );
}

#[test]
fn unique_rectangle_2_worked_example_removes_the_extra_digit_from_cells_seeing_both_roof_cells() {
    let implied = assert_genuine(&UR2);
    assert_eq!(implied.eliminations.len(), 5);
    assert!(implied.eliminations.iter().all(|&(_, d)| d == 8));
    assert_listing_held_to_the_pattern(&UR2);
}

#[test]
fn unique_rectangle_2_refuses_a_moved_corner_and_a_changed_digit() {
    // r2c5 holds 1,4,7,8, but r3c5 is filled.
    let moved = damaged(&UR2, |s| {
        s["pattern"]["cells"][2] = cell(2, 5);
        s["pattern"]["cells"][3] = cell(3, 5);
    });
    assert_refused(&UR2, &moved, "r3c5 is filled");
    let digit = damaged(&UR2, |s| s["pattern"]["digits"] = json!([1, 8]));
    assert_refused(
        &UR2,
        &digit,
        "r2c3 holds 1,4, not both of the rectangle's digits 1,8",
    );
    let type_1 = damaged(&UR2, |s| s["technique"] = json!("unique_rectangle_1"));
    assert_refused(
        &UR2,
        &type_1,
        "r2c6 holds 1,4,8, r3c6 holds 1,4,8, not only the rectangle's digits 1,4",
    );
}

#[test]
fn unique_rectangle_3_worked_example_locks_the_extra_digits_in_the_column_and_the_box() {
    let implied = assert_genuine(&UR3);
    assert_eq!(implied.eliminations.len(), 5);
    assert_listing_held_to_the_pattern(&UR3);
    // The locked set lies in column 4 and box 2 whatever `units` names.
    let only_column = damaged(&UR3, |s| {
        s["pattern"]["units"] = json!([{"kind": "col", "index": 4}])
    });
    assert_eq!(run(&UR3, &only_column, true), Ok(implied));
}

#[test]
fn unique_rectangle_3_refuses_a_wrong_subset_or_unit() {
    // r5c4 holds 3,4,8: with the roof's 3,8 that is three digits for two cells.
    let subset = damaged(&UR3, |s| s["pattern"]["subset_cells"] = json!([cell(5, 4)]));
    assert_refused(&UR3, &subset, "make 3 digits 3,4,8, not 2: no locked set");
    let unit = damaged(&UR3, |s| {
        s["pattern"]["units"] = json!([{"kind": "row", "index": 2}])
    });
    assert_refused(
        &UR3,
        &unit,
        "row 2 does not hold the roof cells r2c4, r3c4 and the subset cells r1c4",
    );
    let corner = damaged(&UR3, |s| s["pattern"]["subset_cells"] = json!([cell(2, 9)]));
    assert_refused(
        &UR3,
        &corner,
        "the subset cell r2c9 is a corner of the rectangle",
    );
    let none = damaged(&UR3, |s| s["pattern"]["subset_cells"] = json!([]));
    assert_refused(
        &UR3,
        &none,
        "`subset_cells` should name one to three cells, names 0",
    );
}

#[test]
fn unique_rectangle_4_worked_example_removes_the_other_digit_from_the_roof() {
    let implied = assert_genuine(&UR4);
    let (p, q) = (Cell::at(4, 7), Cell::at(4, 8));
    assert_eq!(implied.eliminations, BTreeSet::from([(p, 7), (q, 7)]));
    assert_listing_held_to_the_pattern(&UR4);
}

#[test]
fn unique_rectangle_4_refuses_a_unit_without_the_confined_digit() {
    let floor_row = damaged(&UR4, |s| {
        s["pattern"]["units"] = json!([{"kind": "row", "index": 1}])
    });
    assert_refused(
        &UR4,
        &floor_row,
        "row 1 does not hold both roof cells r5c8 and r5c9",
    );
    let two =
        damaged(
            &UR4,
            |s| {
                s["pattern"]["units"] =
                    json!([{"kind": "row", "index": 5}, {"kind": "box", "index": 6}])
            },
        );
    assert_refused(&UR4, &two, "`units` should name the one unit");
    let digit = damaged(&UR4, |s| s["pattern"]["digits"] = json!([5, 8]));
    assert_refused(
        &UR4,
        &digit,
        "r1c8 holds 5,7, not both of the rectangle's digits 5,8",
    );
}

#[test]
fn hidden_rectangle_worked_example_removes_y_from_the_target() {
    let implied = assert_genuine(&HR);
    assert_eq!(implied.eliminations, BTreeSet::from([(Cell::at(3, 2), 6)]));
    assert_listing_held_to_the_pattern(&HR);
}

#[test]
fn hidden_rectangle_refuses_a_wrong_target_order_or_digit_order() {
    // The opposite corner r4c3 holds 1,2,4,6, not only 4,6.
    let swapped = damaged(&HR, |s| {
        let cells = s["pattern"]["cells"].as_array_mut().unwrap();
        cells.swap(0, 3);
        cells.swap(1, 2);
    });
    assert_refused(
        &HR,
        &swapped,
        "r4c3 holds 1,2,4,6, but the corner opposite the target r7c2 must hold only 4,6",
    );
    let order = damaged(&HR, |s| {
        s["pattern"]["cells"].as_array_mut().unwrap().swap(1, 2)
    });
    assert_refused(&HR, &order, "`cells` should list the target");
    let digits = damaged(&HR, |s| s["pattern"]["digits"] = json!([6, 4]));
    assert_refused(&HR, &digits, "6 can also go in");
    let units = damaged(&HR, |s| {
        s["pattern"]["units"] = json!([{"kind": "row", "index": 4}])
    });
    assert_refused(
        &HR,
        &units,
        "`units` should be the target's row and column (row 4, column 3)",
    );
}

#[test]
fn bug_plus_one_worked_example_places_the_digit_found_three_times() {
    let implied = assert_genuine(&BUG);
    assert_eq!(implied.placements, BTreeSet::from([(Cell::at(4, 4), 7)]));
    assert!(implied.eliminations.is_empty());
    assert_listing_held_to_the_pattern(&BUG);
}

#[test]
fn bug_plus_one_refuses_another_digit_or_cell() {
    let digit = damaged(&BUG, |s| {
        s["pattern"]["digits"] = json!([6]);
        s["placements"][0]["digit"] = json!(6);
    });
    assert_refused(
        &BUG,
        &digit,
        "6 is a candidate in 2 cells of row 5, not three",
    );
    let moved = damaged(&BUG, |s| {
        s["pattern"]["cells"] = json!([cell(5, 4)]);
        s["placements"][0]["col"] = json!(4);
    });
    assert_refused(&BUG, &moved, "r5c4 holds 1,6, not three candidates");
    let units = damaged(&BUG, |s| {
        s["pattern"]["units"] = json!([{"kind": "row", "index": 5}])
    });
    assert_refused(
        &BUG,
        &units,
        "`units` should be the row, column and box of r5c5",
    );
}

fn cells_json(cells: &[Cell]) -> Value {
    cells
        .iter()
        .map(|c| cell(c.row() + 1, c.col() + 1))
        .collect()
}

#[test]
fn type_3_with_roof_and_subset_in_one_box_and_line_clears_both() {
    // Floor r4c1, r4c2; roof r2c1 (1,2,3), r2c2 (1,2,4); r2c3 holds 3,4.
    let (a, b, p, q, s) = (
        Cell::at(3, 0),
        Cell::at(3, 1),
        Cell::at(1, 0),
        Cell::at(1, 1),
        Cell::at(1, 2),
    );
    let board = synthetic(&[
        (a, &[1, 2]),
        (b, &[1, 2]),
        (p, &[1, 2, 3]),
        (q, &[1, 2, 4]),
        (s, &[3, 4]),
    ]);
    let pattern = json!({
        "cells": cells_json(&[a, b, p, q]),
        "digits": [1, 2],
        "units": [{"kind": "row", "index": 2}, {"kind": "box", "index": 1}],
        "subset_cells": cells_json(&[s]),
    });
    let implied = run_on(check, &board, "unique_rectangle_3", &pattern).unwrap();
    // 6 row cells and 6 box cells outside row 2, two digits each.
    assert_eq!(implied.eliminations.len(), 24);
    assert!(
        implied
            .eliminations
            .iter()
            .all(|&(c, d)| { (c.row() == 1 || c.box_index() == 0) && (d == 3 || d == 4) })
    );
}

#[test]
fn a_rectangle_over_four_boxes_or_with_a_diagonal_roof_is_refused() {
    let corners = [
        Cell::at(0, 0),
        Cell::at(0, 3),
        Cell::at(3, 0),
        Cell::at(3, 3),
    ];
    let board = synthetic(&[(corners[0], &[1, 2]), (corners[3], &[1, 2])]);
    let pattern = json!({"cells": cells_json(&corners), "digits": [1, 2], "units": []});
    let e = run_on(check, &board, "unique_rectangle_2", &pattern).unwrap_err();
    assert!(e.contains("lies in 4 boxes, not two"), "{e}");
    let corners = [
        Cell::at(0, 0),
        Cell::at(0, 3),
        Cell::at(1, 0),
        Cell::at(1, 3),
    ];
    let board = synthetic(&[
        (corners[0], &[1, 2]),
        (corners[3], &[1, 2]),
        (corners[1], &[1, 2, 3]),
        (corners[2], &[1, 2, 3]),
    ]);
    let pattern = json!({"cells": cells_json(&corners), "digits": [1, 2], "units": []});
    let e = run_on(check, &board, "unique_rectangle_2", &pattern).unwrap_err();
    assert!(
        e.contains("the roof cells r1c4 and r2c1 (holding more than 1,2) share no row or column"),
        "{e}"
    );
}

#[test]
fn type_4_with_both_digits_confined_is_the_deadly_pattern() {
    let corners = [
        Cell::at(0, 0),
        Cell::at(0, 3),
        Cell::at(1, 0),
        Cell::at(1, 3),
    ];
    let mut cells: Vec<(Cell, &[u8])> = vec![(corners[0], &[1, 2]), (corners[1], &[1, 2])];
    let rest: Vec<Cell> = Unit::row(1)
        .cells()
        .iter()
        .filter(|c| !corners.contains(c))
        .collect();
    for &c in &rest {
        cells.push((c, &[3, 4, 5, 6, 7, 8, 9]));
    }
    let board = synthetic(&cells);
    let pattern = json!({
        "cells": cells_json(&corners),
        "digits": [1, 2],
        "units": [{"kind": "row", "index": 2}],
    });
    let e = run_on(check, &board, "unique_rectangle_4", &pattern).unwrap_err();
    assert!(e.contains("both 1 and 2 are confined"), "{e}");
}
