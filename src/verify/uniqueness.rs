//! The uniqueness techniques: unique rectangles of types 1 to 4, the hidden
//! rectangle, the same with missing candidates, BUG+1, SE's BUG types and
//! SE's unique loops, re-derived from the contract (`docs/trace-format.md`,
//! "Uniqueness").
//!
//! A rectangle is four empty cells in two rows, two columns and exactly two
//! boxes, each holding both digits a and b (with missing candidates: one of
//! them at least, some corner not both). Were all four left with only a and
//! b, the digits could swap round it and the puzzle would have two solutions;
//! so in a puzzle with one solution some corner takes another digit. The
//! *floor* is the corners holding exactly {a,b}, the *roof* the others. Each
//! check reads the pattern, finds it true on the board, and returns what it
//! implies, computed from the board and never copied from the step.

use super::board::{ReplayBoard, cells_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use std::collections::BTreeSet;

/// The pattern check of the six uniqueness techniques.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    needs_one_solution(m)?;
    match m.technique {
        "unique_rectangle_1" => type_1(m, Corners::Whole),
        "unique_rectangle_2" => type_2(m, Corners::Whole),
        "unique_rectangle_3" => type_3(m, Corners::Whole),
        "unique_rectangle_4" => type_4(m, Corners::Whole),
        "unique_rectangle_5" => type_5(m, Corners::Whole),
        "unique_rectangle_6" => type_6(m, Corners::Whole),
        "hidden_rectangle" => hidden_rectangle(m, Corners::Whole),
        "rectangle_missing_candidates" => with_missing(m),
        "bug_plus_one" => bug_plus_one(m),
        "bug_type_1" | "bug_type_2" | "bug_type_3" | "bug_type_4" => bug_type(m),
        "unique_loop_1" | "unique_loop_2" | "unique_loop_3" | "unique_loop_4" => unique_loop(m),
        other => Err(format!("{other} is not a uniqueness technique")),
    }
}

/// A uniqueness technique's first condition: the puzzle has one solution.
pub(super) fn needs_one_solution(m: &Moment) -> Read<()> {
    if !m.unique {
        return Err(format!(
            "{} is valid only when the puzzle has one solution, and an exact search \
             finds it has not exactly one",
            m.technique
        ));
    }
    Ok(())
}

/// What a rectangle's corners must hold of its two digits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Corners {
    /// Both, in every corner: the classic techniques.
    Whole,
    /// One at least in every corner, and some corner lacks one:
    /// `rectangle_missing_candidates`.
    Missing,
}

/// A rectangle with missing candidates: the `form` names the technique whose
/// argument it makes, `missing` what its corners have lost of the two digits.
fn with_missing(m: &Moment) -> Read<Implied> {
    // Read here rather than through the engine's own type, so that the
    // verifier stays independent of it.
    let form: fn(&Moment, Corners) -> Read<Implied> = match read::text(m.pattern, "form")? {
        "unique_rectangle_1" => type_1,
        "unique_rectangle_2" => type_2,
        "unique_rectangle_3" => type_3,
        "unique_rectangle_4" => type_4,
        "unique_rectangle_5" => type_5,
        "unique_rectangle_6" => type_6,
        "hidden_rectangle" => hidden_rectangle,
        other => {
            return Err(format!(
                "`form` should be unique_rectangle_1 to _6 or hidden_rectangle, is {other}"
            ));
        }
    };
    let rect = rectangle(m, Corners::Missing)?;
    let lost: BTreeSet<(Cell, u8)> = rect
        .cells
        .iter()
        .flat_map(|&c| {
            (rect.pair - m.board.candidates(c))
                .into_iter()
                .map(move |d| (c, d))
        })
        .collect();
    let named: BTreeSet<(Cell, u8)> = read::array(m.pattern, "missing")?
        .iter()
        .map(read::candidate)
        .collect::<Read<_>>()?;
    if named != lost {
        let list = |set: &BTreeSet<(Cell, u8)>| {
            let v: Vec<String> = set.iter().map(|(c, d)| format!("{d} in {c}")).collect();
            if v.is_empty() {
                "nothing".to_string()
            } else {
                v.join(", ")
            }
        };
        return Err(format!(
            "`missing` names {}, but the corners have lost {}",
            list(&named),
            list(&lost)
        ));
    }
    form(m, Corners::Missing)
}

/// `r3c4 holds 1,5,8`.
fn holds(board: &ReplayBoard, cell: Cell) -> String {
    format!("{cell} holds {}", board.candidates(cell).to_list())
}

/// The corners a pattern names, checked to be a rectangle of the two digits.
struct Rectangle {
    /// The corners in the order `cells` lists them.
    cells: [Cell; 4],
    /// The two digits in the order `digits` lists them.
    digits: [u8; 2],
    /// The two digits as a set.
    pair: Digits,
}

impl Rectangle {
    /// The corners holding exactly the two digits.
    fn floor(&self, board: &ReplayBoard) -> CellSet {
        self.cells
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) == self.pair)
            .collect()
    }

    /// The corners holding more than the two digits.
    fn roof(&self, board: &ReplayBoard) -> CellSet {
        self.cells
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) != self.pair)
            .collect()
    }
}

/// Reads `cells` and `digits` and checks that they make a rectangle: four
/// distinct empty cells in two rows, two columns and two boxes, each holding
/// both digits (`Corners::Missing`: one at least, and not all both).
fn rectangle(m: &Moment, corners: Corners) -> Read<Rectangle> {
    let list = read::cell_list(m.pattern, "cells")?;
    let [c0, c1, c2, c3] = list[..] else {
        return Err(format!(
            "`cells` should name the rectangle's four cells, names {}",
            list.len()
        ));
    };
    let cells = [c0, c1, c2, c3];
    let set: CellSet = cells.iter().copied().collect();
    if set.len() != 4 {
        return Err("`cells` names a cell twice".into());
    }
    let rows: BTreeSet<u8> = cells.iter().map(|c| c.row()).collect();
    let cols: BTreeSet<u8> = cells.iter().map(|c| c.col()).collect();
    if rows.len() != 2 || cols.len() != 2 {
        return Err(format!(
            "{} are not the corners of a rectangle: they lie in {} rows and {} columns",
            cells_name(set),
            rows.len(),
            cols.len()
        ));
    }
    let boxes: BTreeSet<u8> = cells.iter().map(|c| c.box_index()).collect();
    if boxes.len() != 2 {
        return Err(format!(
            "the rectangle {} lies in {} boxes, not two",
            cells_name(set),
            boxes.len()
        ));
    }
    let digits = match read::digit_list(m.pattern, "digits")?[..] {
        [a, b] if a != b => [a, b],
        ref other => {
            return Err(format!(
                "`digits` should name the rectangle's two digits, names {other:?}"
            ));
        }
    };
    let pair = Digits::single(digits[0]) | Digits::single(digits[1]);
    for cell in cells {
        if let Some(v) = m.board.value(cell) {
            return Err(format!("{cell} is filled (with {v})"));
        }
        let held = m.board.candidates(cell) & pair;
        if corners == Corners::Whole && held != pair {
            return Err(format!(
                "{}, not both of the rectangle's digits {}",
                holds(m.board, cell),
                pair.to_list()
            ));
        }
        if held.is_empty() {
            return Err(format!(
                "{}, neither of the rectangle's digits {}",
                holds(m.board, cell),
                pair.to_list()
            ));
        }
    }
    if corners == Corners::Missing && cells.iter().all(|&c| pair.is_subset(m.board.candidates(c))) {
        return Err(format!(
            "every corner holds both {}: the rectangle misses no candidate (a classic \
             unique or hidden rectangle)",
            pair.to_list()
        ));
    }
    Ok(Rectangle {
        cells,
        digits,
        pair,
    })
}

/// The corners of `cells` with their candidates, for a message.
fn describe(board: &ReplayBoard, cells: CellSet) -> String {
    let parts: Vec<String> = cells.iter().map(|c| holds(board, c)).collect();
    parts.join(", ")
}

/// Type 1: three corners hold only a and b, so the fourth is neither.
fn type_1(m: &Moment, corners: Corners) -> Read<Implied> {
    let rect = rectangle(m, corners)?;
    let roof = rect.roof(m.board);
    let target = match roof.to_vec()[..] {
        [target] => target,
        [] => {
            return Err(format!(
                "all four corners hold only {}: the two digits could swap, so the \
                 puzzle cannot have one solution",
                rect.pair.to_list()
            ));
        }
        _ => {
            return Err(format!(
                "{}, not only the rectangle's digits {}: type 1 needs three corners \
                 holding only them",
                describe(m.board, roof),
                rect.pair.to_list()
            ));
        }
    };
    // With missing candidates, the digits of the pair it still holds.
    Ok(Implied::removals(
        rect.digits
            .iter()
            .filter(|&&d| m.board.candidates(target).contains(d))
            .map(|&d| (target, d))
            .collect(),
    ))
}

/// For types 2 to 4: the rectangle and its two roof cells, which share a row
/// or a column (the other two corners holding exactly the pair).
fn roof_pair(m: &Moment, corners: Corners) -> Read<(Rectangle, Cell, Cell)> {
    let rect = rectangle(m, corners)?;
    let roof = rect.roof(m.board).to_vec();
    let [p, q] = roof[..] else {
        let floor = rect.floor(m.board);
        return Err(format!(
            "{} needs two corners holding only {} and two holding more; {}",
            m.technique,
            rect.pair.to_list(),
            if floor.is_empty() {
                "none holds only them".to_string()
            } else {
                format!("the corners holding only them are {}", cells_name(floor))
            }
        ));
    };
    if p.row() != q.row() && p.col() != q.col() {
        return Err(format!(
            "the roof cells {p} and {q} (holding more than {}) share no row or column",
            rect.pair.to_list()
        ));
    }
    let held = m.board.candidates(p) | m.board.candidates(q);
    if !rect.pair.is_subset(held) {
        return Err(format!(
            "{} and {}: the roof cells do not hold both {} between them",
            holds(m.board, p),
            holds(m.board, q),
            rect.pair.to_list()
        ));
    }
    Ok((rect, p, q))
}

/// Type 2: the roof cells hold the pair plus the same one digit x, so one of
/// them is x and x leaves every cell that sees both.
fn type_2(m: &Moment, corners: Corners) -> Read<Implied> {
    let (rect, p, q) = roof_pair(m, corners)?;
    let extra_p = m.board.candidates(p) - rect.pair;
    let extra_q = m.board.candidates(q) - rect.pair;
    let Some(x) = extra_p.single_digit() else {
        return Err(format!(
            "{}: {} digits besides the rectangle's {}, not one",
            holds(m.board, p),
            extra_p.len(),
            rect.pair.to_list()
        ));
    };
    if extra_q != extra_p {
        return Err(format!(
            "{} and {}: the roof cells do not add the same one digit to {}",
            holds(m.board, p),
            holds(m.board, q),
            rect.pair.to_list()
        ));
    }
    let roof = CellSet::single(p) | CellSet::single(q);
    Ok(Implied::removals(m.board.seeing_all(x, roof)))
}

/// Type 3: the roof's extra digits E act as one more cell of every unit that
/// holds both roof cells; with the subset cells they make a locked set, whose
/// digits leave the rest of each unit holding both the roof and the subset.
fn type_3(m: &Moment, corners: Corners) -> Read<Implied> {
    let (rect, p, q) = roof_pair(m, corners)?;
    let roof = CellSet::single(p) | CellSet::single(q);
    let subset = read::cell_set(m.pattern, "subset_cells")?;
    if !(1..=3).contains(&subset.len()) {
        return Err(format!(
            "`subset_cells` should name one to three cells, names {}",
            subset.len()
        ));
    }
    let corners: CellSet = rect.cells.iter().copied().collect();
    let mut digits = (m.board.candidates(p) | m.board.candidates(q)) - rect.pair;
    let extra = digits;
    for cell in subset {
        if corners.contains(cell) {
            return Err(format!(
                "the subset cell {cell} is a corner of the rectangle"
            ));
        }
        if let Some(v) = m.board.value(cell) {
            return Err(format!("the subset cell {cell} is filled (with {v})"));
        }
        digits |= m.board.candidates(cell);
    }
    if digits.len() != subset.len() + 1 {
        return Err(format!(
            "the roof's extra digits {} with {} ({}) make {} digits {}, not {}: no locked set",
            extra.to_list(),
            cells_name(subset),
            describe(m.board, subset),
            digits.len(),
            digits.to_list(),
            subset.len() + 1
        ));
    }
    let named = read::unit_list(m.pattern, "units")?;
    if named.is_empty() {
        return Err("`units` is empty: type 3 names the units of its locked set".into());
    }
    let set = roof | subset;
    for u in &named {
        if !set.is_subset(u.cells()) {
            return Err(format!(
                "{u} does not hold the roof cells {p}, {q} and the subset cells {}",
                cells_name(subset)
            ));
        }
    }
    // Every unit holding the roof and the subset: the locked set lies in each.
    let mut removed = BTreeSet::new();
    for u in Unit::all().filter(|u| set.is_subset(u.cells())) {
        for cell in (u.cells() & m.board.empty_cells()) - set {
            for d in m.board.candidates(cell) & digits {
                removed.insert((cell, d));
            }
        }
    }
    Ok(Implied::removals(removed))
}

/// Type 4: in a unit holding both roof cells one digit x of the pair has only
/// the roof cells, so one of them is x and neither can be the other digit y.
fn type_4(m: &Moment, corners: Corners) -> Read<Implied> {
    let (rect, p, q) = roof_pair(m, corners)?;
    let roof = CellSet::single(p) | CellSet::single(q);
    let unit = match read::unit_list(m.pattern, "units")?[..] {
        [unit] => unit,
        ref other => {
            return Err(format!(
                "`units` should name the one unit where a digit is confined to the roof, names {}",
                other.len()
            ));
        }
    };
    if !roof.is_subset(unit.cells()) {
        return Err(format!("{unit} does not hold both roof cells {p} and {q}"));
    }
    let [a, b] = rect.digits;
    let confined: Vec<u8> = [a, b]
        .into_iter()
        .filter(|&d| m.board.places(unit, d) == roof)
        .collect();
    let x = match confined[..] {
        [x] => x,
        [] => {
            return Err(format!(
                "in {unit}, neither digit is confined to the roof cells {p} and {q}: \
                 {a} can also go in {}, {b} in {}",
                cells_name(m.board.places(unit, a) - roof),
                cells_name(m.board.places(unit, b) - roof)
            ));
        }
        _ => {
            return Err(format!(
                "in {unit}, both {a} and {b} are confined to the roof cells {p} and {q}: \
                 with the floor they make the deadly pattern"
            ));
        }
    };
    let y = if x == a { b } else { a };
    // With missing candidates, the roof cells that still hold it.
    Ok(Implied::removals(m.board.holding(y, roof)))
}

/// Type 5: the corners holding more than the pair (two diagonal ones, or
/// three) add the same one digit x, so one of them is x and x leaves every
/// cell that sees them all.
fn type_5(m: &Moment, corners: Corners) -> Read<Implied> {
    let rect = rectangle(m, corners)?;
    let roof = rect.roof(m.board);
    let cells = roof.to_vec();
    let shape_ok = match cells[..] {
        [p, q] => p.row() != q.row() && p.col() != q.col(),
        [_, _, _] => true,
        _ => false,
    };
    if !shape_ok {
        return Err(format!(
            "type 5 needs two diagonal corners or three holding more than {}; those holding \
             more are {}",
            rect.pair.to_list(),
            cells_name(roof)
        ));
    }
    let extras: BTreeSet<Digits> = cells
        .iter()
        .map(|&c| m.board.candidates(c) - rect.pair)
        .collect();
    let x = match extras.iter().next().and_then(|e| e.single_digit()) {
        Some(x) if extras.len() == 1 => x,
        _ => {
            return Err(format!(
                "{}: the corners do not add the same one digit to {}",
                describe(m.board, roof),
                rect.pair.to_list()
            ));
        }
    };
    Ok(Implied::removals(m.board.seeing_all(x, roof)))
}

/// Type 6: the floor is two diagonal corners; in the rectangle's two rows
/// (or two columns, as `units` names them) a digit x of the pair lies only
/// in its corners. So x leaves both roof corners.
fn type_6(m: &Moment, corners: Corners) -> Read<Implied> {
    let rect = rectangle(m, corners)?;
    let roof = rect.roof(m.board).to_vec();
    let [p, q] = roof[..] else {
        return Err(format!(
            "type 6 needs two corners holding only {} and two holding more",
            rect.pair.to_list()
        ));
    };
    if p.row() == q.row() || p.col() == q.col() {
        return Err(format!(
            "the roof cells {p} and {q} share a row or column: type 6 needs them diagonal"
        ));
    }
    let units = read::unit_list(m.pattern, "units")?;
    let rows = [Unit::row(p.row()), Unit::row(q.row())];
    let cols = [
        Unit::col(p.col().min(q.col())),
        Unit::col(p.col().max(q.col())),
    ];
    if units[..] != rows[..] && units[..] != cols[..] {
        return Err(format!(
            "`units` should be the rectangle's two rows ({}, {}) or two columns ({}, {})",
            rows[0], rows[1], cols[0], cols[1]
        ));
    }
    let corner_set: CellSet = rect.cells.iter().copied().collect();
    let confined: Vec<u8> = rect
        .digits
        .into_iter()
        .filter(|&d| {
            units
                .iter()
                .all(|&u| m.board.places(u, d).is_subset(corner_set))
        })
        .collect();
    let x = match confined[..] {
        [x] => x,
        [] => {
            return Err(format!(
                "in {} and {}, neither {} nor {} lies only in the rectangle",
                units[0], units[1], rect.digits[0], rect.digits[1]
            ));
        }
        _ => {
            return Err(format!(
                "in {} and {}, both digits lie only in the rectangle",
                units[0], units[1]
            ));
        }
    };
    Ok(Implied::removals(
        m.board.holding(x, CellSet::single(p) | CellSet::single(q)),
    ))
}

/// Hidden rectangle: `cells` = [t, t's row partner, t's column partner, f];
/// f holds exactly {x,y}, and in t's row and t's column x lies only in
/// rectangle cells; so t is not y.
fn hidden_rectangle(m: &Moment, corners: Corners) -> Read<Implied> {
    let rect = rectangle(m, corners)?;
    let [t, row_partner, col_partner, f] = rect.cells;
    if row_partner.row() != t.row() || col_partner.col() != t.col() {
        return Err(format!(
            "`cells` should list the target, the corner in its row, the corner in its \
             column and the opposite corner; {row_partner} is not in {t}'s row or \
             {col_partner} not in its column"
        ));
    }
    let [x, y] = rect.digits;
    if m.board.candidates(f) != rect.pair {
        return Err(format!(
            "{}, but the corner opposite the target {t} must hold only {}",
            holds(m.board, f),
            rect.pair.to_list()
        ));
    }
    let (row, col) = (Unit::row(t.row()), Unit::col(t.col()));
    let named: BTreeSet<Unit> = read::unit_list(m.pattern, "units")?.into_iter().collect();
    if named != BTreeSet::from([row, col]) {
        let names: Vec<String> = named.iter().map(|u| u.to_string()).collect();
        return Err(format!(
            "`units` should be the target's row and column ({row}, {col}), not [{}]",
            names.join(", ")
        ));
    }
    for (unit, partner) in [(row, row_partner), (col, col_partner)] {
        if !m.board.candidates(partner).contains(x) {
            return Err(format!(
                "{}: were the target {t} {y}, {x} could not fill it",
                holds(m.board, partner)
            ));
        }
        let outside = m.board.places(unit, x) - CellSet::single(t) - CellSet::single(partner);
        if !outside.is_empty() {
            return Err(format!(
                "in {unit}, {x} can also go in {}, outside the rectangle",
                cells_name(outside)
            ));
        }
    }
    Ok(Implied::removals(BTreeSet::from([(t, y)])))
}

/// BUG+1: every empty cell but one holds two candidates, that one three; one
/// of its digits d is a candidate three times in each of its units and every
/// other digit of every unit is a candidate in zero or two cells. Without d the
/// grid would be a grave (at least two solutions), so the cell is d.
fn bug_plus_one(m: &Moment) -> Read<Implied> {
    let cell = match read::cell_list(m.pattern, "cells")?[..] {
        [cell] => cell,
        ref other => {
            return Err(format!(
                "`cells` should name the one cell with three candidates, names {}",
                other.len()
            ));
        }
    };
    let d = read::one_digit(m.pattern)?;
    if let Some(v) = m.board.value(cell) {
        return Err(format!("{cell} is filled (with {v})"));
    }
    if m.board.candidates(cell).len() != 3 {
        return Err(format!("{}, not three candidates", holds(m.board, cell)));
    }
    if !m.board.has(cell, d) {
        return Err(format!("{}, not {d}", holds(m.board, cell)));
    }
    let named: BTreeSet<Unit> = read::unit_list(m.pattern, "units")?.into_iter().collect();
    if named != cell.units().into_iter().collect() {
        return Err(format!(
            "`units` should be the row, column and box of {cell}"
        ));
    }
    let others = m.board.empty_cells() - CellSet::single(cell);
    if let Some(odd) = others.iter().find(|&c| m.board.candidates(c).len() != 2) {
        return Err(format!(
            "{}: every empty cell but {cell} should hold two candidates",
            holds(m.board, odd)
        ));
    }
    for unit in Unit::all() {
        for e in 1..=9 {
            let places = m.board.places(unit, e);
            let n = places.len();
            if e == d && unit.cells().contains(cell) {
                if n != 3 {
                    return Err(format!(
                        "{d} is a candidate in {n} cells of {unit}, not three"
                    ));
                }
            } else if n != 0 && n != 2 {
                return Err(format!(
                    "{e} is a candidate in {n} cells of {unit} ({}), not in 0 or 2: \
                     without {d} in {cell} the grid would not be a grave",
                    cells_name(places)
                ));
            }
        }
    }
    Ok(Implied::placement((cell, d)))
}

/// The BUG cells and their BUG values: the board with them taken out is a
/// grave (every empty cell two candidates, every digit of every unit a
/// candidate in zero or two cells). A digit of a unit that is a candidate
/// neither twice nor not at all has its BUG value in its one place there of
/// three candidates or more (two such places decide nothing).
fn grave(board: &ReplayBoard) -> Read<[Digits; 81]> {
    let mut values = [Digits::EMPTY; 81];
    for unit in Unit::all() {
        for d in 1..=9 {
            let places = board.places(unit, d);
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let fat: Vec<Cell> = places
                .iter()
                .filter(|&c| board.candidates(c).len() >= 3)
                .collect();
            match fat[..] {
                [] => {
                    return Err(format!(
                        "{d} is a candidate in {} cells of {unit}, none of them with three                          candidates or more: no grave",
                        places.len()
                    ));
                }
                [cell] => values[cell.index()].insert(d),
                _ => {}
            }
        }
    }
    let left = |c: Cell| board.candidates(c) - values[c.index()];
    if let Some(c) = board.empty_cells().iter().find(|&c| left(c).len() != 2) {
        return Err(format!(
            "{}, {} without its BUG values: not a grave",
            holds(board, c),
            left(c).to_list()
        ));
    }
    for unit in Unit::all() {
        for d in 1..=9 {
            let n = board
                .places(unit, d)
                .iter()
                .filter(|&c| left(c).contains(d))
                .count();
            if n != 0 && n != 2 {
                return Err(format!(
                    "without the BUG values {d} is a candidate in {n} cells of {unit}: not a grave"
                ));
            }
        }
    }
    Ok(values)
}

/// SE's BUG types: `cells` = the BUG cells (the board less their BUG values
/// is a grave, so one of them holds a BUG value). Type 1 (one cell,
/// `digits` = its BUG values): it keeps only them. Type 2 (`digits` = the one
/// BUG value): it goes from every cell that sees all BUG cells. Type 4 (two
/// cells in the one unit of `units`, sharing one digit d besides the BUG
/// values): each keeps d and its BUG values. Type 3 (the BUG cells in the one
/// unit of `units`; `subset_cells` = other cells of the unit, each seeing
/// every BUG cell and holding two candidates or more, whose candidates are
/// `digits`, one more than they are, every BUG value among them): `digits` go
/// from the unit's other cells that see every BUG cell.
fn bug_type(m: &Moment) -> Read<Implied> {
    let values = grave(m.board)?;
    let named = read::cell_set(m.pattern, "cells")?;
    let bug_cells: CellSet = Cell::all()
        .filter(|c| !values[c.index()].is_empty())
        .collect();
    if named != bug_cells {
        return Err(format!(
            "`cells` is {}, the BUG cells are {}",
            cells_name(named),
            cells_name(bug_cells)
        ));
    }
    let all_values = bug_cells
        .iter()
        .fold(Digits::EMPTY, |acc, c| acc | values[c.index()]);
    let digits = read::digit_set(m.pattern, "digits")?;
    let common = bug_cells
        .iter()
        .fold(CellSet::ALL, |acc, c| acc & c.peers())
        - bug_cells;
    let one_unit = || -> Read<Unit> {
        match read::unit_list(m.pattern, "units")?[..] {
            [unit] if bug_cells.is_subset(unit.cells()) => Ok(unit),
            _ => Err("`units` should name the one unit holding every BUG cell".into()),
        }
    };
    let kind = m.technique.trim_start_matches("bug_type_");
    let removed: BTreeSet<(Cell, u8)> = match (kind, bug_cells.len()) {
        ("1", 1) => {
            let cell = bug_cells.first().expect("one cell");
            if digits != values[cell.index()] {
                return Err(format!("`digits` should be the BUG values of {cell}"));
            }
            (m.board.candidates(cell) - digits)
                .iter()
                .map(|d| (cell, d))
                .collect()
        }
        ("2", 2..) => {
            let Some(d) = all_values.single_digit() else {
                return Err(format!(
                    "type 2 has one BUG value, these cells have {}",
                    all_values.to_list()
                ));
            };
            if digits != all_values {
                return Err(format!("`digits` should be the BUG value {d}"));
            }
            (common & m.board.positions(d))
                .iter()
                .map(|c| (c, d))
                .collect()
        }
        ("4", 2) => {
            one_unit()?;
            let (a, b) = (
                bug_cells.first().expect("two"),
                bug_cells.iter().nth(1).expect("two"),
            );
            let shared = (m.board.candidates(a) & m.board.candidates(b)) - all_values;
            let Some(d) = shared.single_digit() else {
                return Err(format!(
                    "{a} and {b} share {}, not one digit besides the BUG values",
                    shared.to_list()
                ));
            };
            if digits != all_values {
                return Err("`digits` should be the BUG values".into());
            }
            [a, b]
                .into_iter()
                .flat_map(|c| {
                    let mut other = m.board.candidates(c) - values[c.index()];
                    other.remove(d);
                    other.iter().map(move |x| (c, x))
                })
                .collect()
        }
        ("3", 2..) => {
            let unit = one_unit()?;
            let set = read::cell_set(m.pattern, "subset_cells")?;
            let pool = unit.cells() & common & m.board.empty_cells();
            if set.is_empty() || !set.is_subset(pool) {
                return Err(format!(
                    "`subset_cells` {} should be empty cells of {unit} that see every BUG cell",
                    cells_name(set)
                ));
            }
            if let Some(c) = set.iter().find(|&c| m.board.candidates(c).len() < 2) {
                return Err(format!(
                    "{}: a cell of the set holds two candidates or more",
                    holds(m.board, c)
                ));
            }
            let held = set
                .iter()
                .fold(Digits::EMPTY, |acc, c| acc | m.board.candidates(c));
            if held != digits || digits.len() != set.len() + 1 || !all_values.is_subset(digits) {
                return Err(format!(
                    "the set's cells hold {}: not one digit more than the cells, with every BUG value ({})",
                    held.to_list(),
                    all_values.to_list()
                ));
            }
            (pool - set)
                .iter()
                .flat_map(|c| (m.board.candidates(c) & digits).iter().map(move |d| (c, d)))
                .collect()
        }
        _ => {
            return Err(format!(
                "{} with {} BUG cells",
                m.technique,
                bug_cells.len()
            ));
        }
    };
    Ok(Implied::removals(removed))
}

/// SE's unique loop (a rectangle is the loop of four cells). `cells`, in
/// loop order, are empty cells each holding both `digits`, each seeing the
/// next and the last the first, and every unit a cell lies in holds two of
/// them, one at an odd place and one at an even one (so no three neighbours
/// share a unit, and the units joining them alternate in kind): left with
/// only the two digits, the loop could take them either way round.
/// `extra_cells` are the loop cells holding more; then each type's rule.
fn unique_loop(m: &Moment) -> Read<Implied> {
    let cells = read::cell_list(m.pattern, "cells")?;
    let set: CellSet = cells.iter().copied().collect();
    if set.len() as usize != cells.len() || cells.len() < 4 {
        return Err(format!(
            "`cells` should name four distinct cells or more, names {}",
            cells_name(set)
        ));
    }
    let pair = read::digit_set(m.pattern, "digits")?;
    if pair.len() != 2 {
        return Err(format!(
            "`digits` should name the loop's two digits, names {}",
            pair.to_list()
        ));
    }
    if let Some(&c) = cells
        .iter()
        .find(|&&c| m.board.value(c).is_some() || !pair.is_subset(m.board.candidates(c)))
    {
        return Err(format!(
            "{}: a loop cell holds both {}",
            holds(m.board, c),
            pair.to_list()
        ));
    }
    for (k, &a) in cells.iter().enumerate() {
        let b = cells[(k + 1) % cells.len()];
        if !a.sees(b) {
            return Err(format!(
                "{a} and {b}, neighbours in the loop, share no unit"
            ));
        }
    }
    let mut held = [[0u8; 2]; 27];
    for (k, c) in cells.iter().enumerate() {
        for unit in c.units() {
            held[unit.id()][k % 2] += 1;
        }
    }
    if let Some(unit) = Unit::all().find(|u| !matches!(held[u.id()], [0, 0] | [1, 1])) {
        return Err(format!(
            "{unit} holds loop cells {}: not one at an odd place and one at an even one",
            cells_name(unit.cells() & set)
        ));
    }
    let extra_cells: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| m.board.candidates(c) != pair)
        .collect();
    let named = read::cell_list(m.pattern, "extra_cells")?;
    if named != extra_cells {
        return Err(format!(
            "`extra_cells` should be the loop cells holding more than {}, in loop order: {}",
            pair.to_list(),
            cells_name(extra_cells.iter().copied().collect())
        ));
    }
    let extra = extra_cells.iter().fold(Digits::EMPTY, |acc, &c| {
        acc | (m.board.candidates(c) - pair)
    });
    let both = extra_cells.iter().copied().collect::<CellSet>();
    let one_unit = || -> Read<Unit> {
        match read::unit_list(m.pattern, "units")?[..] {
            [unit] if both.is_subset(unit.cells()) => Ok(unit),
            _ => Err("`units` should name one unit holding both extra cells".into()),
        }
    };
    let kind = m.technique.trim_start_matches("unique_loop_");
    let removed: BTreeSet<(Cell, u8)> = match (kind, &extra_cells[..]) {
        ("1", &[cell]) => pair.iter().map(|d| (cell, d)).collect(),
        ("2", [_, _, ..]) => {
            let Some(d) = extra.single_digit() else {
                return Err(format!(
                    "the extra cells hold {} besides {}, not one digit",
                    extra.to_list(),
                    pair.to_list()
                ));
            };
            m.board.seeing_all(d, both)
        }
        ("3", &[a, b]) => loop_set(m, one_unit()?, pair, extra, (a, b))?,
        ("4", &[a, b]) => {
            let unit = one_unit()?;
            let locked = pair
                .iter()
                .find(|&d| m.board.places(unit, d).is_subset(both));
            let Some(locked) = locked else {
                return Err(format!(
                    "neither of {} has only {a} and {b} for places in {unit}",
                    pair.to_list()
                ));
            };
            let mut gone = pair;
            gone.remove(locked);
            gone.iter().flat_map(|d| [(a, d), (b, d)]).collect()
        }
        _ => {
            return Err(format!(
                "{} with {} extra cells",
                m.technique,
                extra_cells.len()
            ));
        }
    };
    Ok(Implied::removals(removed))
}

/// Type 3's set in `unit`: one of the extra cells `a` and `b` holds an extra
/// digit. A naked set: `subset_cells` hold, with the extra digits as one
/// cell, one digit more than they are cells, gone from the unit's other
/// cells. A hidden set: the loop's two digits and others, no extra digit
/// among them, one more than `subset_cells`, placed in the unit only there
/// and in `a` or `b` (which cannot both take one): `subset_cells` keep only
/// them.
fn loop_set(
    m: &Moment,
    unit: Unit,
    pair: Digits,
    extra: Digits,
    (a, b): (Cell, Cell),
) -> Read<BTreeSet<(Cell, u8)>> {
    let set = read::cell_set(m.pattern, "subset_cells")?;
    let digits = read::digit_set(m.pattern, "subset_digits")?;
    let rest = unit.cells() - CellSet::single(a) - CellSet::single(b);
    if set.is_empty() || !set.is_subset(rest & m.board.empty_cells()) {
        return Err(format!(
            "`subset_cells` {} should be empty cells of {unit} besides the extra cells",
            cells_name(set)
        ));
    }
    if digits.len() != set.len() + 1 {
        return Err(format!(
            "`subset_digits` should name one digit more than `subset_cells` has cells ({}), \
             names {}",
            set.len(),
            digits.to_list()
        ));
    }
    match read::text(m.pattern, "subset")? {
        "naked" => {
            let held = set.iter().fold(extra, |acc, c| acc | m.board.candidates(c));
            if held != digits {
                return Err(format!(
                    "the set's cells with the extra digits {} hold {}, not `subset_digits`",
                    extra.to_list(),
                    held.to_list()
                ));
            }
            Ok((rest - set)
                .iter()
                .flat_map(|c| (m.board.candidates(c) & digits).iter().map(move |d| (c, d)))
                .collect())
        }
        "hidden" => {
            if !pair.is_subset(digits) || !(digits & extra).is_empty() {
                return Err(format!(
                    "a hidden set holds {} and no extra digit ({})",
                    pair.to_list(),
                    extra.to_list()
                ));
            }
            let allowed = set | CellSet::single(a) | CellSet::single(b);
            if let Some(d) = digits
                .iter()
                .find(|&d| !m.board.places(unit, d).is_subset(allowed))
            {
                return Err(format!(
                    "{d} has places in {unit} outside the set and the extra cells: {}",
                    cells_name(m.board.places(unit, d) - allowed)
                ));
            }
            Ok(set
                .iter()
                .flat_map(|c| (m.board.candidates(c) - digits).iter().map(move |d| (c, d)))
                .collect())
        }
        other => Err(format!("`subset` should be naked or hidden, is {other:?}")),
    }
}

#[cfg(test)]
#[path = "tests/uniqueness.rs"]
mod tests;
