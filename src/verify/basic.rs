//! Singles, naked and hidden subsets, intersections and the backtracking
//! fallback: the techniques of the contract's first table.

use super::board::{Cand, cells_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use std::collections::BTreeSet;

/// The one cell of `cells`.
fn one_cell(m: &Moment) -> Read<Cell> {
    match read::cell_list(m.pattern, "cells")?[..] {
        [cell] => Ok(cell),
        ref other => Err(format!(
            "`cells` should name one cell, names {}",
            other.len()
        )),
    }
}

/// The one unit of `units`.
fn one_unit(m: &Moment) -> Read<Unit> {
    match read::unit_list(m.pattern, "units")?[..] {
        [unit] => Ok(unit),
        ref other => Err(format!(
            "`units` should name one unit, names {}",
            other.len()
        )),
    }
}

/// `digits`, when the pattern lists it, must be `[d]`.
fn digits_say(m: &Moment, d: u8) -> Read<()> {
    if m.pattern.get("digits").is_none() {
        return Ok(());
    }
    match read::digit_list(m.pattern, "digits")?[..] {
        [] => Ok(()),
        [listed] if listed == d => Ok(()),
        ref other => Err(format!("`digits` {other:?}, but the single places {d}")),
    }
}

/// Full house, naked single, hidden single: the pattern names the cell (and
/// the unit); what it implies is the one digit that cell must take.
pub(super) fn single(m: &Moment) -> Read<Implied> {
    let cell = one_cell(m)?;
    if let Some(v) = m.board.value(cell) {
        return Err(format!("{cell} already holds {v}"));
    }
    let d = match m.technique {
        "full_house" => {
            let unit = one_unit(m)?;
            if !unit.cells().contains(cell) {
                return Err(format!("{cell} is not in {unit}"));
            }
            let empty = unit.cells() & m.board.empty_cells();
            if empty != CellSet::single(cell) {
                return Err(format!("{unit} has empty cells {}", cells_name(empty)));
            }
            let missing: Digits = (1..=9).filter(|&d| !m.board.unit_has(unit, d)).collect();
            let d = missing
                .first()
                .expect("an empty cell leaves a digit missing");
            if !m.board.has(cell, d) {
                return Err(format!("{unit} lacks {d}, which {cell} cannot take"));
            }
            d
        }
        "naked_single" => match m.board.candidates(cell).single_digit() {
            Some(d) => d,
            None => {
                return Err(format!(
                    "{cell} has candidates {}, not one",
                    m.board.candidates(cell).to_list()
                ));
            }
        },
        _ => {
            let unit = one_unit(m)?;
            let d = read::one_digit(m.pattern)?;
            if m.board.unit_has(unit, d) {
                return Err(format!("{unit} already holds {d}"));
            }
            let places = m.board.places(unit, d);
            if places != CellSet::single(cell) {
                return Err(format!(
                    "{d} can go in {} of {unit}, not only {cell}",
                    cells_name(places)
                ));
            }
            d
        }
    };
    digits_say(m, d)?;
    Ok(Implied::placement((cell, d)))
}

/// Every unit that holds all of `cells`.
fn units_holding(cells: CellSet) -> Vec<Unit> {
    Unit::all().filter(|u| cells.is_subset(u.cells())).collect()
}

/// The size a subset's id names.
fn subset_size(technique: &str) -> usize {
    match technique.rsplit('_').next() {
        Some("pair") => 2,
        Some("triple") => 3,
        _ => 4,
    }
}

/// The listed units, each holding every one of `cells`.
fn units_of_subset(m: &Moment, cells: CellSet) -> Read<Vec<Unit>> {
    let units = read::unit_list(m.pattern, "units")?;
    if units.is_empty() {
        return Err("`units` is empty".into());
    }
    let shared = units_holding(cells);
    for u in &units {
        if !shared.contains(u) {
            return Err(format!("{u} does not hold all of {}", cells_name(cells)));
        }
    }
    Ok(units)
}

/// n cells of the named units holding n digits between them: those digits
/// leave every other cell of those units.
pub(super) fn naked_subset(m: &Moment) -> Read<Implied> {
    let n = subset_size(m.technique);
    let cells = read::cell_set(m.pattern, "cells")?;
    let digits = read::digit_set(m.pattern, "digits")?;
    if cells.len() as usize != n || digits.len() as usize != n {
        return Err(format!(
            "{} cells and {} digits for a subset of {n}",
            cells.len(),
            digits.len()
        ));
    }
    let mut held = Digits::EMPTY;
    for cell in cells {
        if m.board.value(cell).is_some() {
            return Err(format!("{cell} is filled"));
        }
        held |= m.board.candidates(cell);
    }
    if held != digits {
        return Err(format!(
            "the cells hold {}, not {}",
            held.to_list(),
            digits.to_list()
        ));
    }
    let units = units_of_subset(m, cells)?;
    let mut removed = BTreeSet::new();
    for unit in units {
        for cell in unit.cells() - cells {
            for d in m.board.candidates(cell) & digits {
                removed.insert((cell, d));
            }
        }
    }
    Ok(Implied::removals(removed))
}

/// n digits of one unit confined to n cells: those cells lose every other
/// candidate.
pub(super) fn hidden_subset(m: &Moment) -> Read<Implied> {
    let n = subset_size(m.technique);
    let cells = read::cell_set(m.pattern, "cells")?;
    let digits = read::digit_set(m.pattern, "digits")?;
    let unit = one_unit(m)?;
    if cells.len() as usize != n || digits.len() as usize != n {
        return Err(format!(
            "{} cells and {} digits for a subset of {n}",
            cells.len(),
            digits.len()
        ));
    }
    if !cells.is_subset(unit.cells()) {
        return Err(format!("the cells are not all in {unit}"));
    }
    for d in digits {
        if m.board.unit_has(unit, d) {
            return Err(format!("{unit} already holds {d}"));
        }
        let places = m.board.places(unit, d);
        if !places.is_subset(cells) {
            return Err(format!(
                "{d} can also go in {} of {unit}",
                cells_name(places - cells)
            ));
        }
    }
    for cell in cells {
        if (m.board.candidates(cell) & digits).is_empty() {
            return Err(format!("{cell} holds none of {}", digits.to_list()));
        }
    }
    let removed = cells
        .iter()
        .flat_map(|cell| {
            (m.board.candidates(cell) - digits)
                .iter()
                .map(move |d| (cell, d))
        })
        .collect();
    Ok(Implied::removals(removed))
}

/// Pointing (box, line) and box-line (line, box): in the first unit the digit
/// lies only inside the second, so it leaves the rest of the second.
pub(super) fn intersection(m: &Moment) -> Read<Implied> {
    let d = read::one_digit(m.pattern)?;
    let [first, second] = read::unit_list(m.pattern, "units")?[..] else {
        return Err("`units` should name two units".into());
    };
    let pointing = m.technique == "pointing";
    let shape = if pointing {
        !first.is_line() && second.is_line()
    } else {
        first.is_line() && !second.is_line()
    };
    if !shape {
        return Err(format!("{} with units {first} and {second}", m.technique));
    }
    let places = m.board.places(first, d);
    if places.is_empty() {
        return Err(format!("{d} has no place in {first}"));
    }
    if !places.is_subset(second.cells()) {
        return Err(format!(
            "in {first}, {d} can also go in {}, outside {second}",
            cells_name(places - second.cells())
        ));
    }
    if m.pattern.get("cells").is_some() {
        let listed = read::cell_set(m.pattern, "cells")?;
        if !listed.is_empty() && listed != places {
            return Err(format!(
                "`cells` {} are not the places of {d} in {first} ({})",
                cells_name(listed),
                cells_name(places)
            ));
        }
    }
    let removed: BTreeSet<Cand> = (m.board.places(second, d) - first.cells())
        .iter()
        .map(|c| (c, d))
        .collect();
    Ok(Implied::removals(removed))
}

/// The fallback: one placement in the named cell, whose candidates `digits`
/// lists. That the digit is right is the soundness check's business.
pub(super) fn backtrack(m: &Moment) -> Read<Implied> {
    let cell = one_cell(m)?;
    let digits = read::digit_set(m.pattern, "digits")?;
    if digits != m.board.candidates(cell) {
        return Err(format!(
            "`digits` {} are not the candidates of {cell} ({})",
            digits.to_list(),
            m.board.candidates(cell).to_list()
        ));
    }
    match m.placements.iter().collect::<Vec<_>>()[..] {
        [&(c, d)] if c == cell => Ok(Implied::placement((c, d))),
        _ => Err(format!("a backtracking step places one digit, in {cell}")),
    }
}
