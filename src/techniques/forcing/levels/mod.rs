//! SE's nesting levels (`deep_forcing_chain`, SE's path with `--deep`): the
//! forcing chains SE rates from 9.0 up, found level by level as SE finds
//! them, so that the hardest puzzles are told apart by the level their
//! hardest step needs. The chain the search picks becomes a step with its
//! proof (`regrow`).
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
//! - `board`: the candidates a search works on (read by the pattern
//!   techniques' own searches through [`crate::techniques::Candidates`]);
//! - `rules`: the patterns a branch may use, asked of pointing, claiming,
//!   the hidden and naked subsets and the basic fish;
//! - `inner`: the chains inside a branch, by level;
//! - `memo`: what those found, per set of candidates, for the branches that
//!   reach the same ones;
//! - `branch`: one branch, with what each node rests on;
//! - `regrow`: the picked chain's branches grown again with premises, each
//!   removal inside a branch proved by its opposite breaking the grid.

mod board;
mod branch;
mod branch_patterns;
mod inner;
mod memo;
mod regrow;
mod rules;

use crate::core::{Cell, CellSet, Grid, UNIT_SETS};
use crate::scale::nesting_value;
use crate::step::Finding;
use crate::techniques::Analysis;
use board::{BranchBoard, NestingLevel, indexes};
use branch::{Branch, Scratch, grow};
pub(super) use branch_patterns::BranchPatterns;

/// The deepest level searched.
const DEEPEST: NestingLevel = 4;

/// The easiest chain of the first level that has one (levels 1 to 4), or,
/// as soon as one is found, a chain no harder than `hardest`: taking it leaves
/// the rating where it is; with its proof (`regrow`).
pub fn easiest(analysis: &Analysis, hardest: u16) -> Option<Finding> {
    let grid = analysis.grid();
    analysis.with_kept(|kept: &mut Kept| {
        let scratch = kept.for_grid(grid);
        let board = BranchBoard::from_grid(grid);
        let (level, found) = (1..=DEEPEST)
            .find_map(|level| search(&board, level, hardest, scratch).map(|f| (level, f)))?;
        let proved = regrow::proved(grid, &board, level, found, scratch);
        // Every chain the search finds is grown again the way it found it; one
        // that is not would leave the path to another technique.
        debug_assert!(
            proved.is_some(),
            "a chain of level {level} without its proof"
        );
        proved
    })
}

/// The easiest chain of level 1 (the branches' patterns, no chain inside),
/// with its branches grown again so that each node a pattern strikes names
/// the pattern and the off nodes it rests on (`pattern_forcing_chain`).
/// `None` when the easiest uses no pattern (a dynamic forcing chain's), or
/// a pattern the grid holds outside any branch (a branch cut down to that
/// pattern loses its start): the human path tries those techniques first,
/// so there this never happens; asked alone, the technique then finds
/// nothing.
pub fn with_patterns(analysis: &Analysis) -> Option<Finding> {
    let grid = analysis.grid();
    analysis.with_kept(|kept: &mut Kept| {
        let scratch = kept.for_grid(grid);
        let board = BranchBoard::from_grid(grid);
        let found = search(&board, 1, 0, scratch)?;
        let proved = regrow::with_pattern_nodes(grid, &board, found, scratch);
        debug_assert!(proved.is_some(), "a chain of level 1 without its nodes");
        proved.filter(|f| {
            let branches = f.deduction.pattern.branches();
            let starts_kept = branches.iter().all(|b| b[0].pattern.is_none());
            starts_kept && branches.iter().flatten().any(|n| n.pattern.is_some())
        })
    })
}

/// What the searches inside branches found, kept along a walk while its
/// grids have the same empty cells. The answers depend on a board's
/// candidates and the grid's placed digits; a walk places only true digits,
/// so with the same empty cells the placed digits are the same too. A step
/// that places a digit leaves no board of an earlier grid to meet again: the
/// earlier grid's boards all hold a candidate in the cell it filled.
#[derive(Default)]
struct Kept(Option<(CellSet, Scratch)>);

impl Kept {
    /// The scratch for `grid`: the one kept, while `grid` has its empty
    /// cells, or a new one.
    fn for_grid(&mut self, grid: &Grid) -> &mut Scratch {
        let empty = grid.empty_cells();
        if self.0.as_ref().is_some_and(|(kept, _)| *kept != empty) {
            self.0 = None;
        }
        &mut self.0.get_or_insert_with(|| (empty, Scratch::new())).1
    }
}

/// A starting assumption, or a conclusion: digit index `d` in `cell`, on
/// (`true`) or off.
type Start = (Cell, usize, bool);

/// What a chain concludes from, so that its proof can be grown again.
#[derive(Clone, Debug)]
enum Conclusion {
    /// The branch from this assumption breaks.
    Broken(Start),
    /// The branches from `starts` (every candidate of a cell, every place of
    /// a digit in a unit, or one candidate on and off) all reach `node`.
    Common { starts: Vec<Start>, node: Start },
}

/// A conclusion and its value.
struct Found {
    value: u16,
    complexity: u32,
    /// The candidates it removes, as (cell, digit index).
    removes: Vec<(Cell, usize)>,
    conclusion: Conclusion,
}

/// The easiest chain of `level` on `board` (the first of equals).
fn search(
    board: &BranchBoard,
    level: NestingLevel,
    hardest: u16,
    scratch: &mut Scratch,
) -> Option<Found> {
    let mut best: Option<Found> = None;
    let consider = |best: &mut Option<Found>,
                    complexity: u32,
                    removes: Vec<(Cell, usize)>,
                    conclusion: &dyn Fn() -> Conclusion| {
        if removes.is_empty() {
            return;
        }
        let value = nesting_value(level, complexity);
        if best
            .as_ref()
            .is_none_or(|b| (value, complexity) < (b.value, b.complexity))
        {
            *best = Some(Found {
                value,
                complexity,
                removes,
                conclusion: conclusion(),
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
                consider(&mut best, c, vec![(cell, d)], &|| {
                    Conclusion::Broken((cell, d, true))
                });
            }
            let off = grow(board, cell, d, false, level, scratch);
            if let Some(c) = off.broken {
                consider(&mut best, c, board.others(cell, d), &|| {
                    Conclusion::Broken((cell, d, false))
                });
            }
            if count >= 3 {
                for (c, removes, node) in common(board, &[&on, &off]) {
                    consider(&mut best, c, removes, &|| Conclusion::Common {
                        starts: vec![(cell, d, true), (cell, d, false)],
                        node,
                    });
                }
            }
            if done(&best) {
                return best;
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
        for (c, removes, node) in common(board, &branches) {
            consider(&mut best, c, removes, &|| Conclusion::Common {
                starts: indexes(board.digits(cell))
                    .map(|d| (cell, d, true))
                    .collect(),
                node,
            });
        }
    }
    for d in 0..9 {
        for cells in UNIT_SETS {
            let places = board.pos[d] & cells;
            if places.len() < 2 {
                continue;
            }
            let branches: Vec<&Branch> = places.iter().filter_map(|c| branch_of(c, d)).collect();
            for (c, removes, node) in common(board, &branches) {
                consider(&mut best, c, removes, &|| Conclusion::Common {
                    starts: places.iter().map(|c| (c, d, true)).collect(),
                    node,
                });
            }
        }
    }
    best
}

/// One thing some branches agree on: its complexity summed over the
/// branches, what it removes, and the node they agree on.
type Agreed = (u32, Vec<(Cell, usize)>, Start);

/// What all of `branches` agree on: a candidate on in all (its cell's others
/// go) or off in all.
fn common(board: &BranchBoard, branches: &[&Branch]) -> Vec<Agreed> {
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
                found.push((complexity, removes, (cell, d, on)));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use crate::scale::nesting_base;

    #[test]
    fn the_levels_are_se_s_values() {
        assert_eq!([0, 1, 2, 3, 4].map(nesting_base), [85, 90, 95, 100, 105]);
    }
}
