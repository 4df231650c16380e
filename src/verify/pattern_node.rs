//! The node of a `pattern_forcing_chain` branch that a pattern strikes
//! (contract: `docs/trace-format.md`, section "Pattern forcing chains"): the
//! pattern it names holds on the board of the moment less the candidates of
//! the off nodes it names as premises, and strikes the node's candidate.
//! Each of the five patterns is read here from its definition, not from the
//! engine's searches.

use super::board::{Cand, ReplayBoard};
use super::read::{self, Read};
use crate::core::{Cell, CellSet, Unit, UnitKind};
use serde_json::Value;
use std::collections::BTreeSet;

/// A node's `pattern`, as the JSON gives it.
#[derive(Debug)]
pub(super) struct NodePattern {
    technique: String,
    cells: Vec<Cell>,
    digits: Vec<u8>,
    units: Vec<Unit>,
}

/// Reads `{"technique", "cells", "digits", "units"}`.
pub(super) fn read(v: &Value) -> Read<NodePattern> {
    Ok(NodePattern {
        technique: read::text(v, "technique")?.to_string(),
        cells: read::cell_list(v, "cells")?,
        digits: read::digit_list(v, "digits")?,
        units: read::unit_list(v, "units")?,
    })
}

/// Checks that `pattern`, on `board` less the candidates in `gone` (the off
/// nodes the node names), strikes `node`, and that every one of `gone` is a
/// candidate the pattern reads.
pub(super) fn check(
    board: &ReplayBoard,
    gone: &BTreeSet<Cand>,
    node: Cand,
    pattern: &NodePattern,
) -> Read<()> {
    let avail = |c: Cell, d: u8| board.has(c, d) && !gone.contains(&(c, d));
    let cells: CellSet = pattern.cells.iter().copied().collect();
    if cells.len() as usize != pattern.cells.len() {
        return Err("the pattern names a cell twice".into());
    }
    let (xc, xd) = node;
    // What the pattern reads, for the premises: these digits in these cells.
    let (read_digits, read_cells): (Vec<u8>, CellSet) = match (
        pattern.technique.as_str(),
        pattern.units.as_slice(),
        pattern.digits.as_slice(),
    ) {
        ("pointing", &[bx, line], &[d]) | ("box_line", &[line, bx], &[d]) => {
            let pointing = pattern.technique == "pointing";
            if bx.kind() != UnitKind::Box || !line.is_line() {
                return Err("its units are not a box and a line".into());
            }
            let (source, target) = if pointing { (bx, line) } else { (line, bx) };
            if board.unit_has(source, d) {
                return Err(format!("{source} holds {d} already"));
            }
            let places: CellSet = source.cells().iter().filter(|&c| avail(c, d)).collect();
            if places.is_empty() || places != cells || !places.is_subset(target.cells()) {
                return Err(format!(
                    "in {source}, {d} is left in {:?}, not only in the named cells of {target}",
                    places.to_vec()
                ));
            }
            if xd != d || !target.cells().contains(xc) || source.cells().contains(xc) {
                return Err(format!("it strikes {d} in {target} outside {source} only"));
            }
            (vec![d], source.cells())
        }
        ("naked_pair", &[unit], &[a, b]) => {
            if cells.len() != 2 || !cells.is_subset(unit.cells()) || a == b {
                return Err(format!("not two cells of {unit} with two digits"));
            }
            for c in cells {
                let left: Vec<u8> = (1..=9).filter(|&e| avail(c, e)).collect();
                if board.value(c).is_some() || left.iter().any(|&e| e != a && e != b) {
                    return Err(format!("{c} is left with {left:?}, not only {a} and {b}"));
                }
            }
            if (xd != a && xd != b) || !unit.cells().contains(xc) || cells.contains(xc) {
                return Err(format!(
                    "it strikes {a} and {b} from the other cells of {unit} only"
                ));
            }
            (vec![1, 2, 3, 4, 5, 6, 7, 8, 9], cells)
        }
        ("hidden_pair", &[unit], &[a, b]) => {
            if cells.len() != 2 || !cells.is_subset(unit.cells()) || a == b {
                return Err(format!("not two cells of {unit} with two digits"));
            }
            for d in [a, b] {
                if board.unit_has(unit, d) {
                    return Err(format!("{unit} holds {d} already"));
                }
                let places: CellSet = unit.cells().iter().filter(|&c| avail(c, d)).collect();
                if !places.is_subset(cells) {
                    return Err(format!(
                        "in {unit}, {d} is left in {:?}, not only in the pair's cells",
                        places.to_vec()
                    ));
                }
            }
            if xd == a || xd == b || !cells.contains(xc) {
                return Err("it strikes the pair's cells' other digits only".into());
            }
            (vec![a, b], unit.cells())
        }
        ("x_wing", &[b1, b2, c1, c2], &[d]) => {
            let lines = |u: Unit, v: Unit| u != v && u.is_line() && u.kind() == v.kind();
            if !lines(b1, b2) || !lines(c1, c2) || b1.kind() == c1.kind() {
                return Err("its units are not two rows and two columns".into());
            }
            let base = b1.cells() | b2.cells();
            let cover = c1.cells() | c2.cells();
            if board.unit_has(b1, d) || board.unit_has(b2, d) {
                return Err(format!("a base line holds {d} already"));
            }
            let places: CellSet = base.iter().filter(|&c| avail(c, d)).collect();
            if places != cells || !places.is_subset(cover) {
                return Err(format!(
                    "in {b1} and {b2}, {d} is left in {:?}, not only in the named cells of \
                     {c1} and {c2}",
                    places.to_vec()
                ));
            }
            if xd != d || !cover.contains(xc) || base.contains(xc) {
                return Err(format!(
                    "it strikes {d} in {c1} and {c2} outside the base only"
                ));
            }
            (vec![d], base)
        }
        (technique, units, digits) => {
            return Err(format!(
                "{technique} with {} units and {} digits is not a pattern a node may name \
                 (pointing, box_line, naked_pair, hidden_pair, x_wing)",
                units.len(),
                digits.len()
            ));
        }
    };
    if let Some(&(c, d)) = gone
        .iter()
        .find(|&&(c, d)| !read_digits.contains(&d) || !read_cells.contains(c))
    {
        return Err(format!("names {c}<>{d}, which the pattern does not read"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty board: every digit everywhere.
    fn board() -> ReplayBoard {
        ReplayBoard::new(&[0; 81], None)
    }

    fn pattern(technique: &str, cells: &[(u8, u8)], digits: &[u8], units: &[Unit]) -> NodePattern {
        NodePattern {
            technique: technique.into(),
            cells: cells.iter().map(|&(r, c)| Cell::at(r, c)).collect(),
            digits: digits.to_vec(),
            units: units.to_vec(),
        }
    }

    /// `digit` gone from `cells`.
    fn gone(cells: &[(u8, u8)], digits: &[u8]) -> BTreeSet<Cand> {
        cells
            .iter()
            .flat_map(|&(r, c)| digits.iter().map(move |&d| (Cell::at(r, c), d)))
            .collect()
    }

    /// Every cell of `unit` but `keep`.
    fn all_but(unit: Unit, keep: &[(u8, u8)]) -> Vec<(u8, u8)> {
        let keep: Vec<Cell> = keep.iter().map(|&(r, c)| Cell::at(r, c)).collect();
        unit.cells()
            .iter()
            .filter(|c| !keep.contains(c))
            .map(|c| (c.row(), c.col()))
            .collect()
    }

    #[test]
    fn a_pointing_strikes_its_line_outside_the_box() {
        // Box 1's 5 left in r1c1 and r1c2 only.
        let (bx, row) = (Unit::boxed(0), Unit::row(0));
        let off = gone(&all_but(bx, &[(0, 0), (0, 1)]), &[5]);
        let p = pattern("pointing", &[(0, 0), (0, 1)], &[5], &[bx, row]);
        assert!(check(&board(), &off, (Cell::at(0, 5), 5), &p).is_ok());
        // Not in the box, not another digit, not off the line.
        assert!(check(&board(), &off, (Cell::at(0, 2), 5), &p).is_err());
        assert!(check(&board(), &off, (Cell::at(0, 5), 4), &p).is_err());
        assert!(check(&board(), &off, (Cell::at(1, 5), 5), &p).is_err());
        // One premise fewer: r2c1 keeps its 5, and the box's 5 leaves the row.
        let mut fewer = off.clone();
        fewer.remove(&(Cell::at(1, 0), 5));
        assert!(check(&board(), &fewer, (Cell::at(0, 5), 5), &p).is_err());
        // A premise the pattern does not read.
        let mut more = off.clone();
        more.insert((Cell::at(8, 8), 5));
        assert!(check(&board(), &more, (Cell::at(0, 5), 5), &p).is_err());
        // The same cells named a box-line: the units are the wrong way round.
        let named = pattern("box_line", &[(0, 0), (0, 1)], &[5], &[bx, row]);
        assert!(check(&board(), &off, (Cell::at(0, 5), 5), &named).is_err());
    }

    #[test]
    fn a_box_line_strikes_its_box_outside_the_line() {
        // Row 1's 5 left in r1c1 and r1c3 only.
        let (row, bx) = (Unit::row(0), Unit::boxed(0));
        let off = gone(&all_but(row, &[(0, 0), (0, 2)]), &[5]);
        let p = pattern("box_line", &[(0, 0), (0, 2)], &[5], &[row, bx]);
        assert!(check(&board(), &off, (Cell::at(2, 1), 5), &p).is_ok());
        assert!(check(&board(), &off, (Cell::at(0, 1), 5), &p).is_err());
        // The named cells are not all the row's places.
        let short = pattern("box_line", &[(0, 0)], &[5], &[row, bx]);
        assert!(check(&board(), &off, (Cell::at(2, 1), 5), &short).is_err());
    }

    #[test]
    fn a_naked_pair_strikes_its_digits_from_the_unit() {
        // r1c1 and r1c2 left with 1 and 2.
        let row = Unit::row(0);
        let others = [3, 4, 5, 6, 7, 8, 9];
        let off = gone(&[(0, 0), (0, 1)], &others);
        let p = pattern("naked_pair", &[(0, 0), (0, 1)], &[1, 2], &[row]);
        assert!(check(&board(), &off, (Cell::at(0, 8), 2), &p).is_ok());
        assert!(check(&board(), &off, (Cell::at(0, 8), 3), &p).is_err());
        assert!(check(&board(), &off, (Cell::at(1, 2), 1), &p).is_err());
        // r1c2 keeps its 9: no pair.
        let mut fewer = off.clone();
        fewer.remove(&(Cell::at(0, 1), 9));
        assert!(check(&board(), &fewer, (Cell::at(0, 8), 2), &p).is_err());
    }

    #[test]
    fn a_hidden_pair_strikes_its_cells_other_digits() {
        // In column 1, 1 and 2 are left only in r1c1 and r5c1.
        let col = Unit::col(0);
        let off = gone(&all_but(col, &[(0, 0), (4, 0)]), &[1, 2]);
        let p = pattern("hidden_pair", &[(0, 0), (4, 0)], &[1, 2], &[col]);
        assert!(check(&board(), &off, (Cell::at(4, 0), 7), &p).is_ok());
        assert!(check(&board(), &off, (Cell::at(4, 0), 2), &p).is_err());
        assert!(check(&board(), &off, (Cell::at(3, 0), 7), &p).is_err());
        // r9c1 keeps its 2.
        let mut fewer = off.clone();
        fewer.remove(&(Cell::at(8, 0), 2));
        assert!(check(&board(), &fewer, (Cell::at(4, 0), 7), &p).is_err());
    }

    #[test]
    fn an_x_wing_strikes_its_cover_lines_outside_the_base() {
        // Rows 1 and 5 hold 7 only in columns 2 and 8.
        let keep = [(0, 1), (0, 7), (4, 1), (4, 7)];
        let mut cells = all_but(Unit::row(0), &keep);
        cells.extend(all_but(Unit::row(4), &keep));
        let off = gone(&cells, &[7]);
        let units = [Unit::row(0), Unit::row(4), Unit::col(1), Unit::col(7)];
        let p = pattern("x_wing", &keep, &[7], &units);
        assert!(check(&board(), &off, (Cell::at(8, 7), 7), &p).is_ok());
        assert!(check(&board(), &off, (Cell::at(8, 6), 7), &p).is_err());
        assert!(check(&board(), &off, (Cell::at(0, 7), 7), &p).is_err());
        // Rows for a cover: not two rows and two columns.
        let rows = [Unit::row(0), Unit::row(4), Unit::row(1), Unit::row(7)];
        let q = pattern("x_wing", &keep, &[7], &rows);
        assert!(check(&board(), &off, (Cell::at(8, 7), 7), &q).is_err());
    }

    #[test]
    fn a_pattern_outside_the_five_is_refused() {
        let p = pattern("swordfish", &[], &[7], &[]);
        assert!(check(&board(), &BTreeSet::new(), (Cell::at(0, 0), 7), &p).is_err());
    }
}
