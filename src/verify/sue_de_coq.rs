//! Sue de Coq, re-derived from the contract (`docs/trace-format.md`, "Almost
//! locked sets and Sue de Coq").
//!
//! Two or three empty cells where a line meets a box (the intersection), some
//! cells of the line outside the box and some of the box outside the line
//! together hold exactly as many digits as cells, and no digit is both in the
//! line cells and in the box cells. The intersection with the line cells lies
//! in one line, with the box cells in one box, and a digit of the line cells is
//! not in the box cells: no digit can be twice in these cells, so each digit is
//! in them exactly once. A digit of the line part (the line cells' digits, and
//! the intersection's not among the box cells') is then in the line inside the
//! pattern, and leaves the rest of the line; likewise for the box part and the
//! rest of the box.

use super::board::{ReplayBoard, cells_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::Unit;
use crate::core::{CellSet, Digits};
use std::collections::BTreeSet;

/// The digits of `cells`.
fn digits_of(board: &ReplayBoard, cells: CellSet) -> Digits {
    cells
        .iter()
        .fold(Digits::EMPTY, |acc, c| acc | board.candidates(c))
}

/// Reads the partner cells under `key`: non-empty, empty cells of `inside`
/// outside `outside`.
fn partners(m: &Moment, key: &str, inside: Unit, outside: Unit) -> Read<CellSet> {
    let cells = read::cell_set(m.pattern, key)?;
    if cells.is_empty() {
        return Err(format!("`{key}` is empty"));
    }
    let stray = cells - (inside.cells() - outside.cells());
    if !stray.is_empty() {
        return Err(format!(
            "`{key}` names {}, not in {inside} outside {outside}",
            cells_name(stray)
        ));
    }
    Ok(cells)
}

/// The pattern check of `sue_de_coq`.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let board = m.board;
    let units = read::unit_list(m.pattern, "units")?;
    let [line, boxed] = units[..] else {
        return Err(format!(
            "`units` should name the line and the box, names {}",
            units.len()
        ));
    };
    if !line.is_line() {
        return Err(format!("the first unit, {line}, is not a row or column"));
    }
    if boxed.is_line() {
        return Err(format!("the second unit, {boxed}, is not a box"));
    }
    let meet = line.cells() & boxed.cells();
    if meet.is_empty() {
        return Err(format!("{line} does not cross {boxed}"));
    }
    let core = read::cell_set(m.pattern, "cells")?;
    if !(2..=3).contains(&core.len()) {
        return Err(format!(
            "`cells` should name two or three intersection cells, names {}",
            core.len()
        ));
    }
    let stray = core - meet;
    if !stray.is_empty() {
        return Err(format!(
            "{} not where {line} meets {boxed}",
            cells_name(stray)
        ));
    }
    let line_cells = partners(m, "line_cells", line, boxed)?;
    let box_cells = partners(m, "box_cells", boxed, line)?;
    let all = core | line_cells | box_cells;
    for cell in all {
        if let Some(v) = board.value(cell) {
            return Err(format!("{cell} is filled (with {v})"));
        }
    }
    let core_digits = digits_of(board, core);
    if core_digits.len() < core.len() + 2 {
        return Err(format!(
            "the intersection cells {} hold {} digits ({}), not at least two more than cells",
            cells_name(core),
            core_digits.len(),
            core_digits.to_list()
        ));
    }
    let line_digits = digits_of(board, line_cells);
    let box_digits = digits_of(board, box_cells);
    let digits = core_digits | line_digits | box_digits;
    if digits.len() != all.len() {
        return Err(format!(
            "the {} cells {} hold {} digits ({}), not as many as cells",
            all.len(),
            cells_name(all),
            digits.len(),
            digits.to_list()
        ));
    }
    let shared = line_digits & box_digits;
    if !shared.is_empty() {
        return Err(format!(
            "{} is both in the line cells {} ({}) and in the box cells {} ({})",
            shared.to_list(),
            cells_name(line_cells),
            line_digits.to_list(),
            cells_name(box_cells),
            box_digits.to_list()
        ));
    }
    let listed = read::digit_set(m.pattern, "digits")?;
    if listed != digits {
        return Err(format!(
            "`digits` {} are not the digits of the cells, {}",
            listed.to_list(),
            digits.to_list()
        ));
    }
    let line_part = line_digits | (core_digits - box_digits);
    let box_part = box_digits | (core_digits - line_digits);
    let mut removed = BTreeSet::new();
    for (unit, part, own) in [(line, line_part, line_cells), (boxed, box_part, box_cells)] {
        for cell in (unit.cells() & board.empty_cells()) - core - own {
            for d in board.candidates(cell) & part {
                removed.insert((cell, d));
            }
        }
    }
    Ok(Implied::removals(removed))
}

#[cfg(test)]
#[path = "tests/sue_de_coq.rs"]
mod tests;
