//! The patterns a branch of SE's nested chains may use when its singles run
//! out, each found on the branch's candidates by the technique's own search
//! (through [`Candidates`]): pointing and claiming, hidden and naked pairs,
//! the X-wing (every level), then the chains inside the branch (`inner`). SE
//! takes every instance of the first of them that finds any.

use super::board::{BranchBoard, Cands};
use crate::core::{Candidate, CellSet, Unit};
use crate::techniques::Candidates;
use crate::techniques::fish::BasicFish;
use crate::techniques::intersections::intersection::{confined, confined_to};
use crate::techniques::subsets::{HiddenSubset, NakedSubset};
use std::ops::ControlFlow;

/// What one pattern found inside a branch removes.
pub(super) struct BranchRemoval {
    /// The candidates it removes.
    pub removes: Vec<Candidate>,
    /// The nodes of the chain behind it; 0 for a pattern that is no chain.
    pub nodes: u32,
    /// The candidates whose absence it rests on: the branch's off nodes
    /// among them are its premises.
    pub basis: Cands,
}

impl BranchRemoval {
    /// A pattern's removals, resting on the absence of the candidates
    /// `basis` holds.
    fn pattern(removes: Vec<Candidate>, basis: Cands) -> Self {
        BranchRemoval {
            removes,
            nodes: 0,
            basis,
        }
    }
}

/// `digits`' candidates in `cells`, as a basis.
fn of_digits(digits: impl IntoIterator<Item = u8>, cells: CellSet) -> Cands {
    let mut basis = [CellSet::EMPTY; 9];
    for d in digits {
        basis[d as usize - 1] = cells;
    }
    basis
}

/// Every pointing and claiming: a digit's places in a box all in one line
/// leave the rest of the line, and the other way round (digit by digit, box
/// by box, its rows then its columns, pointing before claiming).
pub(super) fn locking(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for d in 1..=9 {
        for (b, bx) in Unit::boxes().enumerate() {
            let places = board.positions_in(bx, d);
            if places.len() < 2 {
                continue;
            }
            let (rows, cols) = (b as u8 / 3 * 3, b as u8 % 3 * 3);
            let lines = (rows..rows + 3)
                .map(Unit::row)
                .chain((cols..cols + 3).map(Unit::col));
            for line in lines {
                if let Some(c) = confined_to(board, bx, places, line, d) {
                    hints.push(BranchRemoval::pattern(
                        c.removed,
                        of_digits([d], bx.cells()),
                    ));
                }
                if let Some(c) = confined(board, line, bx, d) {
                    hints.push(BranchRemoval::pattern(
                        c.removed,
                        of_digits([d], line.cells()),
                    ));
                }
            }
        }
    }
    hints
}

/// Every hidden pair: two digits with the same two places in a unit take
/// those cells, whose other candidates go.
pub(super) fn hidden_pairs(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for unit in Unit::all() {
        let _ = HiddenSubset::PAIR.each_in(board, unit, &mut |locked| {
            let basis = of_digits(locked.digits.iter(), unit.cells());
            hints.push(BranchRemoval::pattern(locked.removed, basis));
            ControlFlow::Continue(())
        });
    }
    hints
}

/// Every naked pair: two cells of a unit with the same two candidates take
/// those digits from the unit's other cells (a pair in a row and a box is
/// found in each, taking that unit's).
pub(super) fn naked_pairs(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for unit in Unit::all() {
        let _ = NakedSubset::PAIR.each_in(board, unit, &mut |two, digits| {
            let removed: Vec<Candidate> = digits
                .iter()
                .flat_map(|d| {
                    let gone = board.positions_in(unit, d) - two;
                    gone.iter().map(move |c| Candidate::new(c, d))
                })
                .collect();
            if !removed.is_empty() {
                // It rests on the two cells' other candidates being gone.
                hints.push(BranchRemoval::pattern(removed, [two; 9]));
            }
            ControlFlow::Continue(())
        });
    }
    hints
}

/// Every X-wing: a digit with the same two places in two rows (columns)
/// leaves the rest of those columns (rows).
pub(super) fn x_wings(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for d in 1..=9 {
        for rows in [true, false] {
            let _ = BasicFish::X_WING.each_with_base(board, d, rows, &mut |fish| {
                let lines = fish
                    .base
                    .iter()
                    .fold(CellSet::EMPTY, |acc, u| acc | u.cells());
                hints.push(BranchRemoval::pattern(fish.removed, of_digits([d], lines)));
                ControlFlow::Continue(())
            });
        }
    }
    hints
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, Grid};

    /// An empty grid's board with digit index `d` removed from `cells`.
    fn without(d: usize, cells: &[(u8, u8)]) -> BranchBoard {
        let mut grid = Grid::empty();
        for &(r, c) in cells {
            grid.eliminate(Cell::at(r, c), d as u8 + 1);
        }
        BranchBoard::from_grid(&grid)
    }

    fn removes(hints: &[BranchRemoval]) -> Vec<Vec<(String, usize)>> {
        hints
            .iter()
            .map(|h| {
                h.removes
                    .iter()
                    .map(|c| (c.cell.to_string(), usize::from(c.digit - 1)))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pointing_takes_the_digit_from_the_rest_of_the_line() {
        // 1 (index 0) in box 1 only in row 1.
        let board = without(0, &[(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]);
        let found = removes(&locking(&board));
        let row: Vec<(String, usize)> = (3..9).map(|c| (format!("r1c{}", c + 1), 0)).collect();
        assert!(found.contains(&row), "{found:?}");
        // The rows 2 and 3 of boxes 2 and 3 keep only two rows for 1 there,
        // which is no locking; nothing else is found.
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn hidden_and_naked_pairs_remove_what_the_pair_rules_out() {
        // 1 and 2 only in r1c1 and r1c2 within row 1.
        let mut grid = Grid::empty();
        for c in 2..9 {
            grid.eliminate(Cell::at(0, c), 1);
            grid.eliminate(Cell::at(0, c), 2);
        }
        let found = hidden_pairs(&BranchBoard::from_grid(&grid));
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].removes.len(), 14, "seven others in each cell");
        // Now make them a naked pair: only 1 and 2 left in those cells.
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        let board = BranchBoard::from_grid(&grid);
        assert!(hidden_pairs(&board).is_empty());
        let found = naked_pairs(&board);
        // In row 1 nothing is left to remove; in box 1, 1 and 2 leave the
        // six other cells that hold them (r1c3 lost them with the row).
        assert_eq!(removes(&found).concat().len(), 12);
    }

    #[test]
    fn an_x_wing_clears_its_columns() {
        // 5 (index 4) in rows 1 and 6 only in columns 2 and 7.
        let mut cells = Vec::new();
        for r in [0u8, 5] {
            for c in (0..9).filter(|c| *c != 1 && *c != 6) {
                cells.push((r, c));
            }
        }
        let found = x_wings(&without(4, &cells));
        assert_eq!(found.len(), 1);
        assert_eq!(
            found[0].removes.len(),
            14,
            "seven other cells in each column"
        );
        assert!(
            found[0]
                .removes
                .iter()
                .all(|c| c.digit == 5 && (c.cell.col() == 1 || c.cell.col() == 6))
        );
    }
}
