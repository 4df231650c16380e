//! SE's nesting levels, for `rate --deep`: the forcing chains SE rates from
//! 9.0 up, found level by level as SE finds them, so that the hardest puzzles
//! are told apart by the level their hardest step needs.
//!
//! A chain of level `n` is a dynamic forcing chain (a contradiction, a
//! candidate's on and off branches agreeing, a cell's or a unit's branches
//! agreeing) whose branches, when their singles run out, may also use
//! pointing and claiming, hidden and naked pairs and the X-wing (level 1,
//! 9.0), then SE's plain chains run inside the branch (level 2, 9.5), its
//! static cell and unit forcing chains (level 3, 10.0), or its dynamic forcing
//! chains (level 4, 10.5). SE asks level 1 first and takes the easiest chain
//! of the first level that has one; the value gains SE's length bonus on the
//! chain's complexity: the distinct nodes each branch's conclusion rests on,
//! summed over the branches, plus the nodes of every inner chain among them.
//!
//! SE's level 5 (11.0) nests level-2 chains inside dynamic ones; our level 4
//! already finds a chain wherever our nested forcing chain does, so the
//! search stops there.
//!
//! Inside (the chains inside a branch run the forcing techniques' closure,
//! [`crate::techniques::forcing::closure`]):
//! - `board`: the candidates a search works on;
//! - `rules`: the patterns a branch may use;
//! - `inner`: the chains inside a branch, by level;
//! - `memo`: what those found, per set of candidates, for the branches that
//!   reach the same ones;
//! - `branch`: one branch, with what each node rests on.

mod board;
mod branch;
mod inner;
mod memo;
mod rules;

use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, UNIT_SETS};
use crate::rating::scale::length_bonus;
use crate::step::{Deduction, Pattern};
use board::{BranchBoard, NestingLevel, indexes};
use branch::{Branch, Scratch, grow};

/// A deduction SE's nesting levels find for `rate --deep`, with its value on
/// SE's scale in tenths: the one finding of SE's path that is not a catalog
/// step, so never shown.
pub struct Valued {
    /// The technique it is reported as (dynamic or nested forcing chain, whose
    /// eliminations it makes).
    pub technique: TechniqueId,
    /// What it places or removes.
    pub deduction: Deduction,
    /// Its value, in tenths.
    pub value: u16,
}

/// The deepest level searched.
const DEEPEST: NestingLevel = 4;

/// SE's base value of a chain of `level`, in tenths.
fn base(level: NestingLevel) -> u16 {
    match level {
        0 => 85,
        1 => 90,
        l => 95 + 5 * (u16::from(l) - 2),
    }
}

/// The easiest chain of the first level that has one (levels 1 to 4), or,
/// as soon as one is found, a chain no harder than `hardest`: taking it leaves
/// the rating where it is.
pub fn easiest(grid: &Grid, hardest: u16) -> Option<Valued> {
    let board = BranchBoard::from_grid(grid);
    let mut scratch = Scratch::new();
    (1..=DEEPEST).find_map(|level| search(&board, level, hardest, &mut scratch))
}

/// A conclusion and its value.
struct Found {
    value: u16,
    complexity: u32,
    /// The candidates it removes, as (cell, digit index).
    removes: Vec<(Cell, usize)>,
}

/// The easiest chain of `level` on `board` (the first of equals).
fn search(
    board: &BranchBoard,
    level: NestingLevel,
    hardest: u16,
    scratch: &mut Scratch,
) -> Option<Valued> {
    let mut best: Option<Found> = None;
    let consider = |best: &mut Option<Found>, complexity: u32, removes: Vec<(Cell, usize)>| {
        if removes.is_empty() {
            return;
        }
        let value = base(level) + length_bonus(complexity.saturating_sub(2) as usize);
        if best
            .as_ref()
            .is_none_or(|b| (value, complexity) < (b.value, b.complexity))
        {
            *best = Some(Found {
                value,
                complexity,
                removes,
            });
        }
    };
    let done = |best: &Option<Found>| best.as_ref().is_some_and(|b| b.value <= hardest);
    // Per candidate (`cell * 9 + d`), its on branch's slot in `on_branches`.
    let mut slot = [usize::MAX; 729];
    let mut on_branches: Vec<Branch> = Vec::new();
    for cell in board.cells_with(2) {
        let count = board.digits(cell).count_ones();
        for d in indexes(board.digits(cell)) {
            let on = grow(board, cell, d, true, level, scratch);
            if let Some(c) = on.broken {
                consider(&mut best, c, vec![(cell, d)]);
            }
            let off = grow(board, cell, d, false, level, scratch);
            if let Some(c) = off.broken {
                consider(&mut best, c, board.others(cell, d));
            }
            if count >= 3 {
                for (c, removes) in common(board, &[&on, &off]) {
                    consider(&mut best, c, removes);
                }
            }
            if done(&best) {
                return best.map(|b| valued(level, b));
            }
            slot[cell.index() * 9 + d] = on_branches.len();
            on_branches.push(on);
        }
    }
    let branch_of = |cell: Cell, d: usize| on_branches.get(slot[cell.index() * 9 + d]);
    for cell in board.cells_with(2) {
        let branches: Vec<&Branch> = indexes(board.digits(cell))
            .filter_map(|d| branch_of(cell, d))
            .collect();
        for (c, removes) in common(board, &branches) {
            consider(&mut best, c, removes);
        }
    }
    for d in 0..9 {
        for cells in UNIT_SETS {
            let places = board.pos[d] & cells;
            if places.len() < 2 {
                continue;
            }
            let branches: Vec<&Branch> = places.iter().filter_map(|c| branch_of(c, d)).collect();
            for (c, removes) in common(board, &branches) {
                consider(&mut best, c, removes);
            }
        }
    }
    best.map(|b| valued(level, b))
}

/// What all of `branches` agree on, each with its complexity summed over the
/// branches: a candidate on in all (its cell's others go) or off in all.
fn common(board: &BranchBoard, branches: &[&Branch]) -> Vec<(u32, Vec<(Cell, usize)>)> {
    let mut found = Vec::new();
    if branches.len() < 2 || branches.iter().any(|b| b.broken.is_some()) {
        return found;
    }
    for on in [true, false] {
        for d in 0..9 {
            let mut all = CellSet::ALL;
            for b in branches {
                all &= if on { b.on[d] } else { b.off[d] };
            }
            for cell in all {
                let removes = if on {
                    board.others(cell, d)
                } else {
                    vec![(cell, d)]
                };
                let complexity = branches.iter().map(|b| b.complexity(cell, d, on)).sum();
                found.push((complexity, removes));
            }
        }
    }
    found
}

fn valued(level: NestingLevel, found: Found) -> Valued {
    let cells: Vec<Cell> = found.removes.iter().map(|(c, _)| *c).collect();
    let digits = found.removes.iter().fold(Digits::EMPTY, |mut ds, (_, d)| {
        ds.insert(*d as u8 + 1);
        ds
    });
    let removes = found
        .removes
        .iter()
        .map(|&(c, d)| Candidate::new(c, d as u8 + 1))
        .collect();
    Valued {
        technique: if level == 1 {
            TechniqueId::DynamicForcingChain
        } else {
            TechniqueId::NestedForcingChain
        },
        deduction: Deduction::elimination(Pattern::new(cells, digits, Vec::new()), removes),
        value: found.value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_are_se_s_values() {
        assert_eq!([0, 1, 2, 3, 4].map(base), [85, 90, 95, 100, 105]);
    }
}
