//! The tridagon, re-derived from the contract (`docs/trace-format.md`,
//! "Impossible patterns"): twelve empty cells, three in each of four boxes
//! that form a rectangle (two bands, two stacks), one in each row and column
//! of its box, an odd number of the boxes holding theirs along an
//! anti-diagonal, and three digits. No solution fills such cells with the
//! three digits alone, so some candidate of the cells outside them (a
//! guardian) is true: one guardian is placed, and with several every
//! candidate that sees all of them is removed. The parity is recomputed here
//! from the cells' rows and columns; the guardians from the board.
//!
//! With `branches`, the guardians' form: one static branch from each
//! guardian (on), in the order of their cells and digits, and what every
//! branch places or removes holds, as a kraken fish's fins.

use super::board::Cand;
use super::forcing::{agreement, check_needed, static_branches};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Unit, UnitKind};
use std::collections::BTreeSet;

/// The pattern check of the tridagon.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let digits = read::digit_set(m.pattern, "digits")?;
    if digits.len() != 3 {
        return Err(format!(
            "`digits` should be three digits, not {}",
            digits.to_list()
        ));
    }
    let boxes = boxes(&read::unit_list(m.pattern, "units")?)?;
    let cells = read::cell_list(m.pattern, "cells")?;
    if cells.len() != 12 || cells.iter().collect::<BTreeSet<_>>().len() != 12 {
        return Err(format!(
            "`cells` should be twelve cells, names {}",
            cells.len()
        ));
    }
    let mut odd = 0;
    for b in boxes {
        let mut mine: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|c| c.box_index() == b)
            .collect();
        if mine.len() != 3 {
            return Err(format!(
                "box {} holds {} of the cells, not three",
                b + 1,
                mine.len()
            ));
        }
        mine.sort();
        let rows: BTreeSet<u8> = mine.iter().map(|c| c.row()).collect();
        let cols: BTreeSet<u8> = mine.iter().map(|c| c.col()).collect();
        if rows.len() != 3 || cols.len() != 3 {
            return Err(format!(
                "the cells of box {} are not one in each of its rows and columns",
                b + 1
            ));
        }
        // The columns read from the top row down: a permutation, odd on an
        // anti-diagonal.
        let order: Vec<u8> = mine.iter().map(|c| c.col()).collect();
        let inversions = (0..3)
            .flat_map(|i| (i + 1..3).map(move |j| (i, j)))
            .filter(|&(i, j)| order[i] > order[j])
            .count();
        odd += inversions % 2;
    }
    if odd % 2 == 0 {
        return Err(format!(
            "{odd} of the boxes hold their cells along an anti-diagonal, an even number: \
             the digits can turn round the boxes"
        ));
    }
    let mut guardians: BTreeSet<Cand> = BTreeSet::new();
    for &c in &cells {
        if let Some(v) = m.board.value(c) {
            return Err(format!("{c} is filled (with {v})"));
        }
        for d in m
            .board
            .candidates(c)
            .iter()
            .filter(|&d| !digits.contains(d))
        {
            guardians.insert((c, d));
        }
    }
    let sees = |(xc, xd): Cand, (gc, gd): Cand| {
        if xc == gc {
            xd != gd
        } else {
            xd == gd && xc.sees(gc)
        }
    };
    if m.pattern.get("branches").is_some() {
        return guardians_branches(m, &guardians);
    }
    match guardians.len() {
        0 => Err("no cell holds another digit: the grid has no solution".into()),
        1 => Ok(Implied::placement(*guardians.first().unwrap())),
        _ => {
            let mut removed = BTreeSet::new();
            for c in m.board.empty_cells() {
                for d in m.board.candidates(c).iter() {
                    let x = (c, d);
                    if !guardians.contains(&x) && guardians.iter().all(|&g| sees(x, g)) {
                        removed.insert(x);
                    }
                }
            }
            Ok(Implied::removals(removed))
        }
    }
}

/// The guardians' form: a static branch from each guardian, one at least
/// being true, and what they all lead to.
fn guardians_branches(m: &Moment, guardians: &BTreeSet<Cand>) -> Read<Implied> {
    if guardians.len() < 2 {
        return Err(format!(
            "{} guardian(s): branches follow two guardians or more",
            guardians.len()
        ));
    }
    let (branches, found) = static_branches(m)?;
    let started: Vec<Cand> = branches.iter().map(|b| b[0].cand).collect();
    let wanted: Vec<Cand> = guardians.iter().copied().collect();
    if started != wanted || branches.iter().any(|b| !b[0].on) {
        return Err(format!(
            "the branches start at {started:?}, not at the guardians {wanted:?} each assumed true"
        ));
    }
    let implied = agreement(m.board, &branches, &found)?;
    check_needed(&branches, &implied)?;
    Ok(implied)
}

/// The four boxes `units` names, checked to be four boxes in two bands and
/// two stacks, as box indices.
fn boxes(units: &[Unit]) -> Read<[u8; 4]> {
    let named: BTreeSet<u8> = units
        .iter()
        .filter(|u| u.kind() == UnitKind::Box)
        .map(|u| u.index())
        .collect();
    if units.len() != 4 || named.len() != 4 {
        return Err("`units` should be four boxes".into());
    }
    let bands: BTreeSet<u8> = named.iter().map(|b| b / 3).collect();
    let stacks: BTreeSet<u8> = named.iter().map(|b| b % 3).collect();
    if bands.len() != 2 || stacks.len() != 2 {
        return Err("the four boxes do not lie in two bands and two stacks".into());
    }
    let list: Vec<u8> = named.into_iter().collect();
    Ok([list[0], list[1], list[2], list[3]])
}
