//! Tests of the forcing checks, in their own file: they run the whole
//! replay through the test fixture, which sits above the checks.

use super::*;
use crate::core::Digits;
use crate::verify::fixture::{position, run_on};
use serde_json::json;

/// A board as a trace can describe it: the placed digits, and the
/// candidates, nine characters a cell, one line a row.
struct Position {
    values: &'static str,
    marks: [&'static str; 9],
}

impl Position {
    fn board(&self) -> ReplayBoard {
        position(self.values, &self.marks.concat())
    }
}

/// An empty board where every cell holds every digit but the ones listed,
/// which hold the candidates given.
fn marked(cells: &[((u8, u8), &[u8])]) -> ReplayBoard {
    let mut marks = [Digits::ALL; 81];
    for &((r, c), digits) in cells {
        marks[Cell::at(r - 1, c - 1).index()] = digits.iter().copied().collect();
    }
    ReplayBoard::new(&[0; 81], Some(&marks))
}

fn node(state: &str, row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
    json!({"row": row, "col": col, "digit": digit, "state": state, "from": from})
}

fn on(row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
    node("on", row, col, digit, from)
}

fn off(row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
    node("off", row, col, digit, from)
}

/// A nested node: `node` with its proof.
fn proved(mut node: Value, proof: Vec<Value>) -> Value {
    node["proof"] = Value::Array(proof);
    node
}

fn pattern(cells: &[(u8, u8)], digits: &[u8], units: Value, branches: Vec<Vec<Value>>) -> Value {
    let cells: Vec<Value> = cells
        .iter()
        .map(|&(r, c)| json!({"row": r, "col": c}))
        .collect();
    json!({"cells": cells, "digits": digits, "units": units, "branches": branches})
}

fn cand(row: u8, col: u8, digit: u8) -> Cand {
    (Cell::at(row - 1, col - 1), digit)
}

/// The check as the replay runs it (it reads neither the step's lists nor
/// `unique`).
fn run(board: &ReplayBoard, technique: &str, pattern: &Value) -> Read<Implied> {
    run_on(check, board, technique, pattern)
}

/// Expects the check to fail with a message that contains `what`.
fn rejected(result: Read<Implied>, what: &str) {
    match result {
        Ok(implied) => panic!("passed, implying {implied:?}"),
        Err(e) => assert!(e.contains(what), "unexpected message: {e}"),
    }
}

#[test]
fn a_cell_forcing_chain_places_what_every_branch_reaches() {
    let implied = run(&CELL.board(), "cell_forcing_chain", &cell_pattern());
    assert_eq!(implied, Ok(Implied::placement(cand(7, 9, 8))));
}

#[test]
fn a_unit_forcing_chain_removes_what_every_branch_removes() {
    let implied = run(&UNIT.board(), "unit_forcing_chain", &unit_pattern());
    assert_eq!(
        implied,
        Ok(Implied::removals(BTreeSet::from([cand(1, 5, 7)])))
    );
}

#[test]
fn a_contradiction_from_an_off_assumption_places_it() {
    let implied = run(
        &CONTRADICTION.board(),
        "contradiction_chain",
        &contradiction_pattern(),
    );
    assert_eq!(implied, Ok(Implied::placement(cand(4, 6, 7))));
}

#[test]
fn a_dynamic_step_passes_but_not_under_a_static_name() {
    let board = DYNAMIC.board();
    let implied = run(&board, "dynamic_forcing_chain", &dynamic_pattern());
    assert_eq!(
        implied,
        Ok(Implied::removals(BTreeSet::from([cand(9, 5, 5)])))
    );
    rejected(
        run(&board, "cell_forcing_chain", &dynamic_pattern()),
        "branch 1, node 5 (r9c5=1): an on node with several premises in a static technique",
    );
}

#[test]
fn the_on_off_form_is_dynamic_and_covers_both_cases() {
    let board = marked(&[((1, 1), &[1, 2]), ((1, 2), &[1, 3]), ((2, 1), &[2, 3])]);
    let if_on = vec![
        on(1, 1, 1, &[]),
        off(1, 2, 1, &[0]),
        on(1, 2, 3, &[1]),
        off(1, 3, 3, &[2]),
    ];
    let if_off = vec![
        off(1, 1, 1, &[]),
        on(1, 1, 2, &[0]),
        off(2, 1, 2, &[1]),
        on(2, 1, 3, &[2]),
        off(1, 3, 3, &[3]),
    ];
    let p = pattern(&[(1, 1)], &[1], json!([]), vec![if_on, if_off]);
    let implied = run(&board, "dynamic_forcing_chain", &p);
    assert_eq!(
        implied,
        Ok(Implied::removals(BTreeSet::from([cand(1, 3, 3)])))
    );
    rejected(run(&board, "cell_forcing_chain", &p), "on/off form");
}

#[test]
fn a_nested_step_removes_its_refuted_assumption() {
    let implied = run(&NESTED.board(), "nested_forcing_chain", &nested_pattern());
    assert_eq!(
        implied,
        Ok(Implied::removals(BTreeSet::from([cand(1, 8, 5)])))
    );
}

#[test]
fn a_node_whose_premises_are_removed_is_rejected() {
    let mut p = cell_pattern();
    p["branches"][1][2]["from"] = json!([]);
    rejected(
        run(&CELL.board(), "cell_forcing_chain", &p),
        "branch 2, node 2 (r5c9=5): does not follow from nodes []",
    );
}

#[test]
fn a_node_nothing_needs_is_rejected() {
    let mut p = unit_pattern();
    let branch = p["branches"][0].as_array_mut().unwrap();
    branch.insert(1, off(1, 2, 7, &[0]));
    rejected(
        run(&UNIT.board(), "unit_forcing_chain", &p),
        "branch 1, node 1 (r1c2<>7): not needed",
    );
}

#[test]
fn starts_that_leave_a_case_out_are_rejected() {
    let mut p = unit_pattern();
    p["branches"].as_array_mut().unwrap().pop();
    rejected(
        run(&UNIT.board(), "unit_forcing_chain", &p),
        "do not cover every case",
    );
}

#[test]
fn the_descriptive_fields_follow_the_branches() {
    let mut p = unit_pattern();
    p["units"] = json!([]);
    rejected(run(&UNIT.board(), "unit_forcing_chain", &p), "`units`");
}

#[test]
fn a_missing_contradiction_is_rejected() {
    let mut p = contradiction_pattern();
    p["branches"][0].as_array_mut().unwrap().pop();
    rejected(
        run(&CONTRADICTION.board(), "contradiction_chain", &p),
        "ends in no contradiction",
    );
}

/// The branch node of the nested example that carries the proof.
const NESTED_AT: usize = 19;

#[test]
fn a_nested_proof_starting_in_the_wrong_state_is_rejected() {
    let mut p = nested_pattern();
    p["branches"][0][NESTED_AT]["proof"][0]["state"] = json!("off");
    rejected(
        run(&NESTED.board(), "nested_forcing_chain", &p),
        "branch 1, node 19 (r2c3<>7): its proof must start at r2c3=7",
    );
}

#[test]
fn a_nested_proof_must_break_the_grid_with_what_it_names() {
    let board = NESTED.board();
    let mut p = nested_pattern();
    p["branches"][0][NESTED_AT]["proof"]
        .as_array_mut()
        .unwrap()
        .pop();
    rejected(
        run(&board, "nested_forcing_chain", &p),
        "does not break the grid",
    );
    let mut p = nested_pattern();
    p["branches"][0][NESTED_AT]["from"] = json!([5, 6, 7, 17]);
    rejected(
        run(&board, "nested_forcing_chain", &p),
        "its proof uses branch nodes {8}, which the node does not name",
    );
    let mut p = nested_pattern();
    p["branches"][0][NESTED_AT]["from"] = json!([0, 5, 6, 7, 8, 17]);
    rejected(
        run(&board, "nested_forcing_chain", &p),
        "names branch node 0 (r1c8=5), which its proof does not use",
    );
}

#[test]
fn a_proof_belongs_to_nested_steps_only() {
    rejected(
        run(&NESTED.board(), "dynamic_forcing_chain", &nested_pattern()),
        "carries a proof, which only a nested_forcing_chain, a nested_pattern_forcing_chain or \
         a deep_forcing_chain may",
    );
}

/// The board before a real step (top1465.txt, puzzle 696, step 19) and its branches:
/// Whichever digit r8c8 takes (2,5,7), r7c9=8: if r8c8=2, then r7c9=8; if r8c8=5, then
/// r5c9=5, r7c9=8; if r8c8=7, then r7c5=7, r7c9=8 => r7c9=8
const CELL: Position = Position {
    values: "7.2.1....35...4...4.92..58.6....82.....7.....1.5.23..65....93..........48.7..2.6.",
    marks: [
        "..............6.8............3.56.89.............56......4.6..9..34....9..3.....9",
        "..................1....6.8......6.89.....6789.........1....67.912....7..12.......",
        ".........1....6.......................3..67.......67....................1.3...7..",
        "...........34..7.9..34.....1..45...9...45...9..................1.345...91.3...7..",
        ".2......9.234....9..34...8.............456..91...56...1..4...891.345...91.3.5..89",
        "...............78.............4....9........................78....4....9.........",
        ".........12.4.6...1..4.6...1..4.6......4.678...................12....7...2.....8.",
        ".2......9123..6..91.3..6...1.3.56.8...3.5678.1...567..1.....789.2..5.7...........",
        ".........1.34....9.........1.345......345.............1.......9.........1...5...9",
    ],
};

fn cell_pattern() -> Value {
    let branches = vec![
        vec![on(8, 8, 2, &[]), off(7, 9, 2, &[0]), on(7, 9, 8, &[1])],
        vec![
            on(8, 8, 5, &[]),
            off(9, 9, 5, &[0]),
            on(5, 9, 5, &[1]),
            off(5, 9, 8, &[2]),
            on(7, 9, 8, &[3]),
        ],
        vec![
            on(8, 8, 7, &[]),
            off(7, 8, 7, &[0]),
            on(7, 5, 7, &[1]),
            off(7, 5, 8, &[2]),
            on(7, 9, 8, &[3]),
        ],
    ];
    let units = json!([]);
    pattern(&[(8, 8)], &[2, 5, 7], units, branches)
}

/// The board before a real step (top1465.txt, puzzle 601, step 30) and its branches: If
/// r4c6 were not 7, then r4c8=7, r1c8=9, r7c8<>9: row 7 would have no place left for 9
/// => r4c6=7
const CONTRADICTION: Position = Position {
    values: "1.5.32...7.9..1..34........6.....2..2....5.84..7...1..8...6.3.7.1...85.2.7.....4.",
    marks: [
        "..............6.8.............4...89.....................4.67.9......7.9.....6.89",
        "..........2...6.8.............456.8....45..8.............4.6.8..2..5.............",
        "..........23..6.8...3....8.....56789....5.789.....67.........8912..5....1...5....",
        "...........345..891......8.1.34...891..4...89......7.9...........3.5.7.9....5...9",
        "...........3.....91.3........3..67..1.....7.9..............67....................",
        "....5...9...4...89..........234...89.2.4...89..34.6..9...........3..6..9....56..9",
        ".............5...9.2.4.....12..5................4....9.........1.......9.........",
        "..3.....9............4.6.....34..7.9...4..7.9.......................6..9.........",
        "..3.5...9..........2...6...12..5....12..5......3.....9.....6.89.........1....6.89",
    ],
};

fn contradiction_pattern() -> Value {
    let branches = vec![vec![
        off(4, 6, 7, &[]),
        on(4, 6, 9, &[0]),
        on(4, 8, 7, &[0]),
        off(5, 5, 9, &[1]),
        off(7, 6, 9, &[1]),
        off(1, 8, 7, &[2]),
        on(5, 2, 9, &[3]),
        on(1, 8, 9, &[5]),
        off(7, 2, 9, &[6]),
        off(7, 8, 9, &[7]),
    ]];
    let units = json!([]);
    pattern(&[(4, 6)], &[7], units, branches)
}

/// The board before a real step (forum-hardest-110626.txt, puzzle 17, step 16) and its
/// branches: Whichever digit r3c4 takes (1,9), r9c5<>5: if r3c4=1, then r2c9=1, r9c5=1,
/// r9c5<>5; if r3c4=9, then r9c5=9, r9c5<>5 => remove 5 from r9c5
const DYNAMIC: Position = Position {
    values: ".......58.56...7..842.75..3.....1.....9.2.1.....6.9...5...8...2..7...8..238....4.",
    marks: [
        "1.3...7.91.....7.91.3......1234.....1.34.6..9.234.6....2.4....9..................",
        "1.3.....9..................1234...8.1.34....9.234...8...........2......91..4....9",
        "...........................1.......9.......................6..91....6..9.........",
        "..34.67...2...678...345......345.78...345..............23456..9.23..6789...4567.9",
        "..34.67.......678............345.78............34..78............3..678....4567..",
        "1.34..7..12....78.1.345...............345..............2345.....23...78....45.7..",
        ".........1....6..91..4.....1.34..7.9...........34.67....3..6..91.3..67.9.........",
        "1..4.6..91....6..9.........12345...91.3456....234.6............1.3..6..91...56..9",
        "...........................1.....7.91...56..9.....67......56..9.........1...567.9",
    ],
};

fn dynamic_pattern() -> Value {
    let branches = vec![
        vec![
            on(3, 4, 1, &[]),
            off(3, 8, 1, &[0]),
            off(9, 4, 1, &[0]),
            on(2, 9, 1, &[1]),
            off(9, 9, 1, &[3]),
            on(9, 5, 1, &[2, 4]),
            off(9, 5, 5, &[5]),
        ],
        vec![
            on(3, 4, 9, &[]),
            off(1, 5, 9, &[0]),
            off(2, 5, 9, &[0]),
            on(9, 5, 9, &[1, 2]),
            off(9, 5, 5, &[3]),
        ],
    ];
    let units = json!([]);
    pattern(&[(3, 4)], &[1, 9], units, branches)
}

/// The board before a real step (forum-hardest-110626.txt, puzzle 131, step 3) and its
/// branches: If r1c8 were 5, then r1c5=9, r5c4=9, r2c3<>7, r6c3=7, r6c7<>7: column 7
/// would have no place left for 7 (inside that branch r2c3<>7, because r2c3=7 would
/// lead to r9c3=9, r9c7<>9: column 7 would have no place left for 9) => remove 5 from
/// r1c8
const NESTED: Position = Position {
    values: "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8",
    marks: [
        ".......................6789.............5...9....5.7.......6789....56.8..........",
        ".......................6789.2...6789.2.4...89.2.4.67............2...6.8..2...67.9",
        "......789.....6789..........2..5678912..5..8912..567....3..6789.23.56.8..23.567.9",
        "......7891.3...789..................1.3.....91.3..6............1.3..6.8.1.3..67..",
        ".........1.34...8912.....89.2..5...9.........123.5......34...8.1.345..8.1.3.5....",
        ".2.4..7..1.34..7..12....7...2..56...123.5...............34.67...........1.3.567..",
        ".2.4..789...4.6789...................2.4...8..2.4..7............2.4.6....2...6..9",
        ".2.45..8.1..4.6.8.12...6.8..2..5..8..2345..8............34.6............123..6...",
        ".2.45.7.91..4..7.912....7.9.2..5.7............2345.7....34....91234..............",
    ],
};

fn nested_pattern() -> Value {
    let branches = vec![vec![
        on(1, 8, 5, &[]),
        off(1, 5, 5, &[0]),
        off(1, 6, 5, &[0]),
        on(1, 5, 9, &[1]),
        on(1, 6, 7, &[2]),
        off(1, 3, 9, &[3]),
        off(1, 7, 9, &[3]),
        off(2, 4, 9, &[3]),
        off(2, 5, 9, &[3]),
        off(3, 4, 9, &[3]),
        off(1, 3, 7, &[4]),
        off(1, 7, 7, &[4]),
        off(2, 4, 7, &[4]),
        off(2, 6, 7, &[4]),
        off(3, 4, 7, &[4]),
        on(5, 4, 9, &[7, 9]),
        on(9, 4, 7, &[12, 14]),
        off(5, 3, 9, &[15]),
        off(9, 3, 7, &[16]),
        proved(
            off(2, 3, 7, &[5, 6, 7, 8, 17]),
            vec![
                on(2, 3, 7, &[]),
                off(2, 3, 9, &[19]),
                on(2, 9, 9, &[20, 7, 8]),
                on(9, 3, 9, &[5, 20, 17]),
                off(3, 7, 9, &[21]),
                off(9, 7, 9, &[22]),
            ],
        ),
        on(2, 9, 7, &[19, 12, 13]),
        on(6, 3, 7, &[10, 19, 18]),
        off(3, 7, 7, &[20]),
        off(6, 7, 7, &[21]),
    ]];
    let units = json!([]);
    pattern(&[(1, 8)], &[5], units, branches)
}

/// The board before a real step (top1465.txt, puzzle 612, step 12) and its branches:
/// Wherever 7 goes in column 1 (r1c1, r6c1, r7c1), r1c5<>7: if r1c1=7, then r1c5<>7; if
/// r6c1=7, then r2c4=7, r1c5<>7; if r7c1=7, then r9c5=7, r1c5<>7 => remove 7 from r1c5
const UNIT: Position = Position {
    values: "..82.4..16...5...9..1.....7...5.37..8..6..2.5..5..2.3..8.42...3.54....722..9.5..8",
    marks: [
        "..3.5.7.9..3...7.9.......................67.9...........3.56.......56............",
        "..........234..7...23...7..1.3...78..........1.....78...34...8..2.4...8..........",
        "..345...9.234....9...........3....8...3..6.89.....6.89..3456.8..2.456.8..........",
        "1..4....912.4.6..9.2...6..9.........1..4...89..................1......89...4.6...",
        ".........1.34..7.9..3...7.9.........1..4..7.91.....7.9.........1.......9.........",
        "1..4..7.91..4.67.9.........1.....78.1..4..789.........1......89............4.6...",
        "1.....7.9..............67.9..................1....67..1...56..91...56..9.........",
        "1.3.....9..................1.3....8.1.3..6.8.1....6.8.1....6..9..................",
        ".........1.3..67....3..67...........1.3..67...........1..4.6...1..4.6............",
    ],
};

fn unit_pattern() -> Value {
    let branches = vec![
        vec![on(1, 1, 7, &[]), off(1, 5, 7, &[0])],
        vec![
            on(6, 1, 7, &[]),
            off(6, 4, 7, &[0]),
            on(2, 4, 7, &[1]),
            off(1, 5, 7, &[2]),
        ],
        vec![
            on(7, 1, 7, &[]),
            off(7, 6, 7, &[0]),
            on(9, 5, 7, &[1]),
            off(1, 5, 7, &[2]),
        ],
    ];
    let units = json!([{"kind": "col", "index": 1}]);
    pattern(&[(1, 1), (6, 1), (7, 1)], &[7], units, branches)
}
