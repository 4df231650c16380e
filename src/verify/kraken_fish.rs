//! Kraken fish (contract: `docs/trace-format.md`, "Kraken fish"): a fish on
//! one digit, n base rows (or columns) and n cover columns (or rows), whose
//! base places outside the cover are its `fins`, anywhere. If no fin holds
//! the digit, the n base lines take it in the cover and each cover line gets
//! it from the base lines. The branches are static forcing chains, each from
//! one of the digit's places assumed true:
//! - without `branch_cover`, one per fin: what every fin removes of the digit
//!   in the cover outside the base goes, since the fish removes it too;
//! - with `branch_cover` (one of the cover lines), one per fin and per base
//!   place in that line, which hold the digit once at least: what every
//!   branch places or removes holds, as in a unit forcing chain.

use super::board::cells_name;
use super::fish::{cells_of, lines, listed_fins};
use super::forcing::{agreement, at, check_needed, static_branches};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::Cell;

pub(super) fn check(m: &Moment) -> Read<Implied> {
    let d = read::one_digit(m.pattern)?;
    let size = read::unit_list(m.pattern, "units")?.len();
    if !(2..=4).contains(&size) {
        return Err(format!("{size} base units: a kraken fish has 2 to 4"));
    }
    let (base, cover) = lines(m, size)?;
    for &u in &base {
        if m.board.unit_has(u, d) {
            return Err(format!("{u} already holds {d}"));
        }
    }
    let (base_cells, cover_cells) = (cells_of(&base), cells_of(&cover));
    let places = base_cells & m.board.positions(d);
    let fins = places - cover_cells;
    listed_fins(m, fins)?;
    if read::cell_list(m.pattern, "cells")? != places.to_vec() {
        return Err("`cells` is not every candidate of the base units, in order".into());
    }
    let branch_cover = match m.pattern.get("branch_cover") {
        None => None,
        Some(v) => {
            let u = read::unit(v)?;
            if !cover.contains(&u) {
                return Err(format!("`branch_cover` {u} is not a cover unit"));
            }
            Some(u)
        }
    };
    let starts = match branch_cover {
        None => fins,
        Some(u) => (places & u.cells()) | fins,
    };
    let (branches, found) = static_branches(m)?;
    let started: Vec<(Cell, u8, bool)> = branches
        .iter()
        .map(|b| (b[0].cand.0, b[0].cand.1, b[0].on))
        .collect();
    let wanted: Vec<(Cell, u8, bool)> = starts.iter().map(|c| (c, d, true)).collect();
    if started != wanted {
        return Err(format!(
            "the branches start at {started:?}, not at {d} in [{}] in turn",
            cells_name(starts)
        ));
    }
    let implied = match branch_cover {
        // The fish removes the digit from the cover outside the base; the
        // branches must remove it there too.
        None => {
            let targets = (cover_cells - base_cells) & m.board.positions(d);
            let removed: std::collections::BTreeSet<_> = targets
                .iter()
                .map(|c| (c, d))
                .filter(|c| found.iter().all(|f| f.off.contains(c)))
                .collect();
            if removed.is_empty() {
                return Err(format!(
                    "the fins' branches remove no {d} of the cover outside the base ([{}])",
                    cells_name(targets)
                ));
            }
            for (b, branch) in branches.iter().enumerate() {
                let (k, last) = (branch.len() - 1, &branch[branch.len() - 1]);
                if last.on || !removed.contains(&last.cand) {
                    return Err(format!(
                        "{}: the branch ends outside the conclusion",
                        at(b, k, last)
                    ));
                }
            }
            Implied::removals(removed)
        }
        Some(_) => agreement(m.board, &branches, &found)?,
    };
    check_needed(&branches, &implied)?;
    Ok(implied)
}
