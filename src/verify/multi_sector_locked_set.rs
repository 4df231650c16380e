//! Multi-sector locked sets, re-derived from the contract
//! (`docs/trace-format.md`, "Multi-sector locked sets"): `units` are rows
//! and columns, `cells` every empty cell where one of the rows crosses one
//! of the columns, `digits` every candidate of those cells; `covers` give
//! each digit its links, units that each hold the digit (unplaced) in one of
//! the cells at least, and hold every one of the digit's candidates among
//! the cells. The links are exactly as many as the cells. Then each cell's
//! digit lies in a link, and a link holds its digit once, so the cells take
//! one link each and every link takes its digit inside the cells: the digit
//! goes from the rest of each of its links. The rule for the links is
//! general (any units); the engine links a digit by rows or by columns.

use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{CellSet, Digits, Unit, UnitKind};
use serde_json::Value;
use std::collections::BTreeSet;

pub(super) fn check(m: &Moment) -> Read<Implied> {
    let units = read::unit_list(m.pattern, "units")?;
    let (mut rows, mut cols) = (CellSet::EMPTY, CellSet::EMPTY);
    for u in &units {
        match u.kind() {
            UnitKind::Row => rows |= u.cells(),
            UnitKind::Col => cols |= u.cells(),
            UnitKind::Box => return Err(format!("`units` names {}, not a row or column", u)),
        }
    }
    let crossing = rows & cols & m.board.empty_cells();
    let cells = read::cell_list(m.pattern, "cells")?;
    let named: CellSet = cells.iter().copied().collect();
    if named.len() as usize != cells.len() || named != crossing || named.is_empty() {
        return Err("`cells` are not the empty cells where the rows cross the columns".into());
    }
    let mut held = Digits::default();
    for c in named.iter() {
        held = Digits::from_bits(held.bits() | m.board.candidates(c).bits());
    }
    if read::digit_set(m.pattern, "digits")? != held {
        return Err(format!(
            "`digits` are not the cells' candidates {}",
            held.to_list()
        ));
    }
    let links = links(m, named, held)?;
    if links.len() != cells.len() {
        return Err(format!(
            "{} links for {} cells: not a locked set",
            links.len(),
            cells.len()
        ));
    }
    let mut removed = BTreeSet::new();
    for (unit, d) in links {
        for c in m.board.places(unit, d).iter() {
            if !named.contains(c) {
                removed.insert((c, d));
            }
        }
    }
    Ok(Implied::removals(removed))
}

/// The links `covers` names, checked: one entry per digit of the cells,
/// each unit holding the digit in a cell and unplaced, every candidate of
/// the digit among the cells in one of its units.
fn links(m: &Moment, cells: CellSet, digits: Digits) -> Read<Vec<(Unit, u8)>> {
    let mut seen = Digits::default();
    let mut links = Vec::new();
    for cover in read::array(m.pattern, "covers")? {
        let d = read::digit(cover.get("digit").unwrap_or(&Value::Null))?;
        if !digits.contains(d) || seen.contains(d) {
            return Err(format!("`covers` names {d}, not a digit of the cells once"));
        }
        seen.insert(d);
        let units = read::unit_list(cover, "units")?;
        let distinct: BTreeSet<Unit> = units.iter().copied().collect();
        if distinct.len() != units.len() {
            return Err(format!("the links of {d} name a unit twice"));
        }
        let mut linked = CellSet::EMPTY;
        for &u in &units {
            if !m.board.places(u, d).intersects(cells) || m.board.unit_has(u, d) {
                return Err(format!("{u} does not hold {d} in the cells"));
            }
            linked |= u.cells();
            links.push((u, d));
        }
        if let Some(c) = cells
            .iter()
            .find(|&c| m.board.has(c, d) && !linked.contains(c))
        {
            return Err(format!("{c} holds {d} outside its links"));
        }
    }
    if seen != digits {
        return Err("`covers` does not link every digit of the cells".into());
    }
    Ok(links)
}
