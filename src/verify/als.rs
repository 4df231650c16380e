//! Almost locked sets: ALS-XZ (and the XYZ-wing, which is one), ALS-XY-wing and
//! death blossom. Every set must be n cells of one unit holding n+1 digits,
//! every restricted common digit restricted, and the eliminations exactly what
//! the ALS rule gives. Sets may share cells, except a doubly linked pair's.

use super::board::{Cand, ReplayBoard};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::Unit;
use crate::core::{CellSet, Digits};
use serde_json::Value;
use std::collections::BTreeSet;

pub(super) struct Als {
    pub(super) cells: CellSet,
    pub(super) digits: Digits,
}

impl Als {
    /// The cells of the set holding `d`.
    fn places(&self, board: &ReplayBoard, d: u8) -> CellSet {
        self.cells & board.positions(d)
    }
}

pub(super) fn als_of(v: &Value, board: &ReplayBoard) -> Read<Als> {
    let cells = read::cell_set(v, "cells")?;
    let digits = read::digit_set(v, "digits")?;
    let mut held = Digits::EMPTY;
    for c in cells {
        if let Some(d) = board.value(c) {
            return Err(format!("ALS {v}: {c} is filled with {d}"));
        }
        held |= board.candidates(c);
    }
    if held != digits {
        return Err(format!("ALS {v}: its cells hold {}", held.to_list()));
    }
    if cells.is_empty() || digits.len() != cells.len() + 1 {
        return Err(format!(
            "ALS {v}: {} cells, not one fewer than its digits",
            cells.len()
        ));
    }
    if !Unit::all().any(|u| cells.is_subset(u.cells())) {
        return Err(format!("ALS {v}: its cells share no unit"));
    }
    Ok(Als { cells, digits })
}

/// `d` is in both sets and every candidate of it in one sees every one in the other.
fn restricted(board: &ReplayBoard, a: &Als, b: &Als, d: u8) -> bool {
    let (pa, pb) = (a.places(board, d), b.places(board, d));
    !pa.is_empty() && !pb.is_empty() && pa.iter().all(|x| pb.iter().all(|y| x.sees(y)))
}

/// Candidates of `d` that see every candidate of it in all of `sets`.
fn seeing_all_in(board: &ReplayBoard, d: u8, sets: &[&Als]) -> BTreeSet<Cand> {
    let cells = sets
        .iter()
        .fold(CellSet::EMPTY, |acc, s| acc | s.places(board, d));
    board.seeing_all(d, cells)
}

pub(super) fn check(m: &Moment) -> Read<Implied> {
    let board = m.board;
    let sets = read::array(m.pattern, "als")?
        .iter()
        .map(|v| als_of(v, board))
        .collect::<Read<Vec<Als>>>()?;
    let rcc = read::digit_list(m.pattern, "rcc")?;
    let mut implied = BTreeSet::new();
    match m.technique {
        "als_xz" | "xyz_wing" => {
            let [a, b] = &sets[..] else {
                return Err(format!("{} with {} sets", m.technique, sets.len()));
            };
            if rcc.is_empty() || rcc.len() > 2 || (rcc.len() == 2 && rcc[0] == rcc[1]) {
                return Err(format!("{} with rcc {rcc:?}", m.technique));
            }
            if let Some(x) = rcc.iter().find(|&&x| !restricted(board, a, b, x)) {
                return Err(format!("{x} is not a restricted common digit of the sets"));
            }
            // Singly linked sets may share cells (a shared cell holding x
            // fails the test above: a cell does not see itself); the doubly
            // linked rule is the contract's for sets apart only.
            if rcc.len() == 2 && a.cells.intersects(b.cells) {
                return Err(format!(
                    "doubly linked sets share {}",
                    (a.cells & b.cells).to_vec()[0]
                ));
            }
            let rcc_set: Digits = rcc.iter().copied().collect();
            for z in (a.digits & b.digits) - rcc_set {
                implied.extend(seeing_all_in(board, z, &[a, b]));
            }
            if rcc.len() == 2 {
                // Doubly linked: each rcc digit from cells that see all of it in
                // both sets, and each set's other digits from cells outside both
                // sets that see all of that digit in that set.
                for x in rcc_set {
                    implied.extend(seeing_all_in(board, x, &[a, b]));
                }
                for s in [a, b] {
                    for z in s.digits - rcc_set {
                        implied.extend(
                            seeing_all_in(board, z, &[s])
                                .into_iter()
                                .filter(|(c, _)| !(a.cells | b.cells).contains(*c)),
                        );
                    }
                }
            }
            if m.technique == "xyz_wing" {
                xyz_shape(m, a, b)?;
            }
        }
        "als_xy_wing" => {
            let [a, b, c] = &sets[..] else {
                return Err(format!("als_xy_wing with {} sets", sets.len()));
            };
            let [x, y] = rcc[..] else {
                return Err(format!("als_xy_wing with rcc {rcc:?}"));
            };
            if x == y || !restricted(board, a, c, x) || !restricted(board, b, c, y) {
                return Err(format!("rcc {rcc:?} do not link A to C and B to C"));
            }
            // The contract takes these outside the three sets.
            for z in (a.digits & b.digits) - Digits::single(x) - Digits::single(y) {
                implied.extend(
                    seeing_all_in(board, z, &[a, b])
                        .into_iter()
                        .filter(|(cell, _)| !c.cells.contains(*cell)),
                );
            }
        }
        _ => {
            let stem = match read::cell_list(m.pattern, "cells")?[..] {
                [stem] => stem,
                _ => return Err("a death blossom names one stem cell".into()),
            };
            let stem_digits = board.candidates(stem);
            let rcc_set: Digits = rcc.iter().copied().collect();
            if board.value(stem).is_some()
                || rcc.len() != sets.len()
                || rcc_set != stem_digits
                || rcc_set.len() as usize != rcc.len()
            {
                return Err(format!(
                    "rcc {rcc:?} are not the stem's candidates {}, one per petal",
                    stem_digits.to_list()
                ));
            }
            for (petal, &d) in sets.iter().zip(&rcc) {
                let p = petal.places(board, d);
                if p.is_empty() || !p.iter().all(|c| c.sees(stem)) {
                    return Err(format!("the petal for {d} does not see the stem"));
                }
            }
            let common = sets.iter().fold(Digits::ALL, |acc, s| acc & s.digits) - stem_digits;
            let petals: Vec<&Als> = sets.iter().collect();
            for z in common {
                implied.extend(seeing_all_in(board, z, &petals));
            }
        }
    }
    described(m, &sets)?;
    Ok(Implied::removals(implied))
}

/// The fields that describe the pattern agree with its sets: `units` = [],
/// `digits` = every digit of the sets (a death blossom's stem included),
/// ascending, and `cells` = every cell of the sets in row-major order (the
/// XYZ-wing and the death blossom name their own cells, checked above).
fn described(m: &Moment, sets: &[Als]) -> Read<()> {
    let units = read::unit_list(m.pattern, "units")?;
    if !units.is_empty() {
        return Err(format!("`units` is {units:?}, an ALS step names none"));
    }
    let mut digits = sets.iter().fold(Digits::EMPTY, |acc, s| acc | s.digits);
    let cells = sets.iter().fold(CellSet::EMPTY, |acc, s| acc | s.cells);
    if m.technique == "death_blossom" {
        for stem in read::cell_list(m.pattern, "cells")? {
            digits |= m.board.candidates(stem);
        }
    }
    let named = read::digit_list(m.pattern, "digits")?;
    if named != digits.iter().collect::<Vec<u8>>() {
        return Err(format!(
            "`digits` is {named:?}, the sets hold {}",
            digits.to_list()
        ));
    }
    if matches!(m.technique, "als_xz" | "als_xy_wing") {
        let named = read::cell_list(m.pattern, "cells")?;
        if named != cells.iter().collect::<Vec<_>>() {
            return Err(format!(
                "`cells` is not the cells of the sets in row-major order: {named:?}"
            ));
        }
    }
    Ok(())
}

/// The XYZ-wing's own shape: A = the pivot (three digits) and one pincer, B =
/// the other pincer (two digits), and both pincers see the pivot.
fn xyz_shape(m: &Moment, a: &Als, b: &Als) -> Read<()> {
    let [pivot, p1, p2] = read::cell_list(m.pattern, "cells")?[..] else {
        return Err("an XYZ-wing names three cells".into());
    };
    let ok = m.board.candidates(pivot).len() == 3
        && a.cells == CellSet::single(pivot) | CellSet::single(p1)
        && b.cells == CellSet::single(p2)
        && p1.sees(pivot)
        && p2.sees(pivot)
        && m.board.candidates(p1).is_subset(m.board.candidates(pivot))
        && m.board.candidates(p2).is_subset(m.board.candidates(pivot));
    if ok {
        Ok(())
    } else {
        Err("not a pivot with three digits and two pincers that see it".into())
    }
}

#[cfg(test)]
#[path = "tests/als.rs"]
mod tests;
