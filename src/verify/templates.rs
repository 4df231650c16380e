//! Templates, re-derived from the contract (`docs/trace-format.md`,
//! "Single-digit patterns"): a template is nine cells, one in each row,
//! column and box. A digit's templates that fit hold every cell where it is
//! placed and only cells where it is a candidate, and avoid the cells the
//! overlays before gave other digits. Round by round, every digit's cells
//! in all its fitting templates that are new make the next round's; when a
//! round finds none, the step's digit is placed where all its templates meet
//! and removed where none goes.
//!
//! The templates are taken here from the 9! orders of the columns, kept
//! where every box gets one cell (46,656 of them), not walked row by row as
//! the technique walks them; the rounds, the count and the listed ways are
//! recomputed and compared with the step's.

use super::board::{Cand, ReplayBoard, cand_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, CellSet};
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The most ways a step lists cell by cell (the technique's `SHOWN`).
const SHOWN: usize = 4;

/// Every template: for each order of the columns (row `r` takes column
/// `order[r]`), the nine cells, kept when each box holds one.
fn all_templates() -> &'static [CellSet] {
    static ALL: OnceLock<Vec<CellSet>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = Vec::with_capacity(46_656);
        let mut order: Vec<u8> = (0..9).collect();
        permute(&mut order, 0, &mut out);
        out
    })
}

/// Every order of `order[k..]`, each handed to `keep`.
fn permute(order: &mut Vec<u8>, k: usize, out: &mut Vec<CellSet>) {
    if k == order.len() {
        let cells: Vec<Cell> = (0..9).map(|r| Cell::at(r, order[usize::from(r)])).collect();
        let boxes: BTreeSet<u8> = cells.iter().map(|c| c.box_index()).collect();
        if boxes.len() == 9 {
            out.push(cells.into_iter().collect());
        }
        return;
    }
    for i in k..order.len() {
        order.swap(k, i);
        permute(order, k + 1, out);
        order.swap(k, i);
    }
}

/// Where `digit` is placed and where it is a candidate, on `board`.
fn places(board: &ReplayBoard, digit: u8) -> (CellSet, CellSet) {
    let placed = Cell::all()
        .filter(|&c| board.value(c) == Some(digit))
        .collect();
    let open = Cell::all().filter(|&c| board.has(c, digit)).collect();
    (placed, open)
}

/// The templates of `digit` that fit `board` and avoid `barred`.
fn fitting(board: &ReplayBoard, digit: u8, barred: CellSet) -> Vec<CellSet> {
    let (placed, open) = places(board, digit);
    let allowed = (placed | open) - barred;
    all_templates()
        .iter()
        .copied()
        .filter(|t| t.is_subset(allowed) && placed.is_subset(*t))
        .collect()
}

/// Per round, the cells each digit newly holds in all its fitting
/// templates, by cell then digit.
type Rounds = Vec<Vec<Cand>>;

/// The overlays: the rounds, then every digit's templates.
fn overlays(board: &ReplayBoard) -> Read<(Rounds, Vec<Vec<CellSet>>)> {
    let mut held = [CellSet::EMPTY; 9];
    let mut rounds = Vec::new();
    loop {
        let mut templates = Vec::new();
        let mut new: Vec<Cand> = Vec::new();
        for digit in 1..=9u8 {
            let barred = (1..=9u8)
                .filter(|&k| k != digit)
                .fold(CellSet::EMPTY, |a, k| a | held[usize::from(k - 1)]);
            let fits = fitting(board, digit, barred);
            if fits.is_empty() {
                return Err(format!("{digit} fits the grid in no way"));
            }
            let all = fits.iter().fold(CellSet::ALL, |a, &t| a & t);
            let (placed, _) = places(board, digit);
            let fresh = all - placed - held[usize::from(digit - 1)];
            new.extend(fresh.iter().map(|c| (c, digit)));
            templates.push(fits);
        }
        if new.is_empty() {
            return Ok((rounds, templates));
        }
        for &(c, d) in &new {
            held[usize::from(d - 1)].insert(c);
        }
        new.sort_by_key(|&(c, d)| (c.index(), d));
        rounds.push(new);
    }
}

/// The rounds as the step gives them (`rounds`, absent when none).
fn read_rounds(m: &Moment) -> Read<Rounds> {
    read::optional_array(m.pattern, "rounds")?
        .iter()
        .map(|round| {
            round
                .as_array()
                .ok_or_else(|| format!("a round of `rounds` is not a list: {round}"))?
                .iter()
                .map(read::candidate)
                .collect()
        })
        .collect()
}

/// The pattern check of templates.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let digits = read::digit_list(m.pattern, "digits")?;
    let [digit] = digits[..] else {
        return Err(format!("`digits` should be one digit, not {digits:?}"));
    };
    let (rounds, templates) = overlays(m.board)?;
    let given = read_rounds(m)?;
    if given != rounds {
        let names = |r: &[Vec<Cand>]| -> Vec<String> {
            r.iter()
                .map(|round| round.iter().map(cand_name).collect::<Vec<_>>().join(" "))
                .collect()
        };
        return Err(format!(
            "the overlays give rounds {:?}, not {:?}",
            names(&rounds),
            names(&given)
        ));
    }
    let mine = &templates[usize::from(digit - 1)];
    let ways = read::int(m.pattern, "ways")?;
    if ways != mine.len() as i64 {
        return Err(format!("{digit} fits in {} ways, not {ways}", mine.len()));
    }
    let shown: Vec<CellSet> = read::optional_array(m.pattern, "shown_ways")?
        .iter()
        .map(|way| {
            way.as_array()
                .ok_or_else(|| format!("a way of `shown_ways` is not a list: {way}"))?
                .iter()
                .map(read::cell)
                .collect::<Read<CellSet>>()
        })
        .collect::<Read<_>>()?;
    let mut expected: Vec<CellSet> = if mine.len() <= SHOWN {
        mine.clone()
    } else {
        Vec::new()
    };
    let mut listed = shown.clone();
    expected.sort_by_key(|t| t.bits());
    listed.sort_by_key(|t| t.bits());
    if listed != expected || shown.iter().any(|t| t.len() != 9) {
        return Err(format!(
            "`shown_ways` should list {} of {digit}'s ways",
            expected.len()
        ));
    }
    let (placed, open) = places(m.board, digit);
    let common = mine.iter().fold(CellSet::ALL, |a, &t| a & t) - placed;
    let used = mine.iter().fold(CellSet::EMPTY, |a, &t| a | t);
    let seen = common.iter().fold(common, |a, c| a | (c.peers() & open));
    Ok(Implied {
        placements: common.iter().map(|c| (c, digit)).collect(),
        eliminations: (open - used - seen).iter().map(|c| (c, digit)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_column_orders_give_every_template_once() {
        let all = all_templates();
        assert_eq!(all.len(), 46_656);
        let distinct: BTreeSet<u128> = all.iter().map(|t| t.bits()).collect();
        assert_eq!(distinct.len(), all.len());
        // Each cell is in a ninth of them.
        let r5c5 = Cell::at(4, 4);
        assert_eq!(all.iter().filter(|t| t.contains(r5c5)).count(), 46_656 / 9);
    }
}
