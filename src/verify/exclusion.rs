//! Aligned pair and triple exclusions: every choice of one candidate for each
//! base cell is weighed, and a candidate no allowed choice gives its cell is
//! removed. A choice is ruled out when two base cells that see each other
//! take the same digit, or when an excluder (a small cell that sees every
//! base cell) has every candidate taken by the choice.

use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Digits};
use std::collections::BTreeSet;

/// The check of an aligned exclusion.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let (size, most) = match m.technique {
        "aligned_pair_exclusion" => (2, 2),
        _ => (3, 3),
    };
    let cells = read::cell_list(m.pattern, "cells")?;
    if cells.len() != size {
        return Err(format!("{} base cells, not {size}", cells.len()));
    }
    for &c in &cells {
        if m.board.value(c).is_some() || m.board.candidates(c).len() < 2 {
            return Err(format!(
                "base cell {c} is not empty with two candidates or more"
            ));
        }
    }
    let digits = cells
        .iter()
        .fold(Digits::EMPTY, |acc, &c| acc | m.board.candidates(c));
    if read::digit_set(m.pattern, "digits")? != digits {
        return Err(format!(
            "`digits` should be the base cells' candidates {}",
            digits.to_list()
        ));
    }
    let excluders = read::cell_set(m.pattern, "excluders")?;
    if excluders.len() < 2 {
        return Err("fewer than two excluders".into());
    }
    for e in excluders {
        let n = m.board.candidates(e).len();
        if m.board.value(e).is_some() || !(2..=most).contains(&(n as usize)) {
            return Err(format!("excluder {e} does not hold 2 to {most} candidates"));
        }
        if let Some(c) = cells.iter().find(|&&c| !c.sees(e)) {
            return Err(format!("excluder {e} does not see base cell {c}"));
        }
    }
    let masks: Vec<Digits> = excluders.iter().map(|e| m.board.candidates(e)).collect();
    // The candidates some allowed choice gives their cell.
    let mut kept: BTreeSet<(Cell, u8)> = BTreeSet::new();
    let mut choice = Vec::with_capacity(size);
    choose(m, &cells, &masks, &mut choice, &mut kept);
    let removed: BTreeSet<(Cell, u8)> = cells
        .iter()
        .flat_map(|&c| m.board.candidates(c).iter().map(move |d| (c, d)))
        .filter(|cand| !kept.contains(cand))
        .collect();
    if removed.is_empty() {
        return Err(format!(
            "every candidate of {} has an allowed choice",
            cells_name(cells.iter().copied().collect())
        ));
    }
    Ok(Implied::removals(removed))
}

/// Extends `choice` (digits for the first base cells) in every allowed way,
/// recording in `kept` every candidate a whole allowed choice gives.
fn choose(
    m: &Moment,
    cells: &[Cell],
    masks: &[Digits],
    choice: &mut Vec<u8>,
    kept: &mut BTreeSet<(Cell, u8)>,
) {
    let k = choice.len();
    if k == cells.len() {
        let taken: Digits = choice
            .iter()
            .map(|&d| Digits::single(d))
            .fold(Digits::EMPTY, |a, b| a | b);
        if masks.iter().any(|&mask| mask.is_subset(taken)) {
            return;
        }
        for (&c, &d) in cells.iter().zip(choice.iter()) {
            kept.insert((c, d));
        }
        return;
    }
    for d in m.board.candidates(cells[k]) {
        let clash = (0..k).any(|j| choice[j] == d && cells[j].sees(cells[k]));
        if !clash {
            choice.push(d);
            choose(m, cells, masks, choice, kept);
            choice.pop();
        }
    }
}
