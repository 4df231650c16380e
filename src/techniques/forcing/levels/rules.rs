//! The patterns a branch of SE's nested chains may use when its singles run
//! out, each found on the branch's candidates: pointing and claiming, hidden
//! and naked pairs, the X-wing (every level), then the chains inside the
//! branch (`inner`). SE takes every instance of the first of them that finds
//! any.

use super::board::{BranchBoard, Cands, indexes};
use crate::core::{CELL_UNITS, Cell, CellSet, UNIT_SETS};

/// What one pattern found inside a branch removes.
pub(super) struct BranchRemoval {
    /// The candidates it removes, as (cell, digit index).
    pub removes: Vec<(Cell, usize)>,
    /// The nodes of the chain behind it; 0 for a pattern that is no chain.
    pub nodes: u32,
    /// The candidates whose absence it rests on: the branch's off nodes
    /// among them are its premises.
    pub basis: Cands,
}

impl BranchRemoval {
    fn pattern(removes: Vec<(Cell, usize)>, basis: Cands) -> BranchRemoval {
        BranchRemoval {
            removes,
            nodes: 0,
            basis,
        }
    }
}

/// The candidates of digit index `d` in `cells`, as removals.
fn of_digit(d: usize, cells: CellSet) -> Vec<(Cell, usize)> {
    cells.iter().map(|c| (c, d)).collect()
}

fn only(d: usize, cells: CellSet) -> Cands {
    let mut basis = [CellSet::EMPTY; 9];
    basis[d] = cells;
    basis
}

/// Every pointing and claiming: a digit's places in a box all in one line
/// leave the rest of the line, and the other way round.
pub(super) fn locking(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for d in 0..9 {
        let pos = board.pos[d];
        for (b, &bx) in UNIT_SETS[18..].iter().enumerate() {
            let places = pos & bx;
            if places.len() < 2 {
                continue;
            }
            // The box's three rows, then its three columns.
            let (rows, cols) = (3 * (b / 3), 9 + 3 * (b % 3));
            let lines = UNIT_SETS[rows..rows + 3]
                .iter()
                .chain(&UNIT_SETS[cols..cols + 3]);
            for &line in lines {
                if places.is_subset(line) {
                    let gone = (pos & line) - bx;
                    if !gone.is_empty() {
                        hints.push(BranchRemoval::pattern(of_digit(d, gone), only(d, bx)));
                    }
                }
                let in_line = pos & line;
                if in_line.len() >= 2 && in_line.is_subset(bx) {
                    let gone = places - line;
                    if !gone.is_empty() {
                        hints.push(BranchRemoval::pattern(of_digit(d, gone), only(d, line)));
                    }
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
    for cells in UNIT_SETS {
        for d1 in 0..9 {
            let p = board.pos[d1] & cells;
            if p.len() != 2 {
                continue;
            }
            for d2 in d1 + 1..9 {
                if board.pos[d2] & cells != p {
                    continue;
                }
                let keep = 1u16 << d1 | 1 << d2;
                let removes: Vec<(Cell, usize)> = p
                    .iter()
                    .flat_map(|c| indexes(board.digits(c) & !keep).map(move |e| (c, e)))
                    .collect();
                if !removes.is_empty() {
                    let mut basis = only(d1, cells);
                    basis[d2] = cells;
                    hints.push(BranchRemoval::pattern(removes, basis));
                }
            }
        }
    }
    hints
}

/// Every naked pair: two cells of a unit with the same two candidates take
/// those digits from the unit's other cells.
pub(super) fn naked_pairs(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for cells in UNIT_SETS {
        let pairs: Vec<Cell> = (cells & board.empty)
            .iter()
            .filter(|&c| board.digits(c).count_ones() == 2)
            .collect();
        for (i, &a) in pairs.iter().enumerate() {
            for &b in &pairs[i + 1..] {
                let mask = board.digits(a);
                if board.digits(b) != mask {
                    continue;
                }
                let two = CellSet::single(a) | CellSet::single(b);
                let removes: Vec<(Cell, usize)> = indexes(mask)
                    .flat_map(|d| of_digit(d, (board.pos[d] & cells) - two))
                    .collect();
                if !removes.is_empty() {
                    hints.push(BranchRemoval::pattern(removes, [two; 9]));
                }
            }
        }
    }
    hints
}

/// Every X-wing: a digit with the same two places in two rows (columns)
/// leaves the rest of those columns (rows).
pub(super) fn x_wings(board: &BranchBoard) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for d in 0..9 {
        let pos = board.pos[d];
        for (base, cover) in [(0usize, 9usize), (9, 0)] {
            for i in 0..9 {
                let a = pos & UNIT_SETS[base + i];
                if a.len() != 2 {
                    continue;
                }
                let covers = crossing(a, cover);
                for j in i + 1..9 {
                    let b = pos & UNIT_SETS[base + j];
                    if b.len() != 2 || crossing(b, cover) != covers {
                        continue;
                    }
                    let lines = UNIT_SETS[base + i] | UNIT_SETS[base + j];
                    let mut gone = CellSet::EMPTY;
                    let mut units = covers;
                    while units != 0 {
                        let u = units.trailing_zeros() as usize;
                        units &= units - 1;
                        gone |= (pos & UNIT_SETS[u]) - lines;
                    }
                    if !gone.is_empty() {
                        hints.push(BranchRemoval::pattern(of_digit(d, gone), only(d, lines)));
                    }
                }
            }
        }
    }
    hints
}

/// The units of kind `cover` (0 rows, 9 columns) that `cells` lie in, as a
/// unit mask.
fn crossing(cells: CellSet, cover: usize) -> u32 {
    let kind = ((1u32 << 9) - 1) << cover;
    cells
        .iter()
        .fold(0, |units, c| units | (CELL_UNITS[c.index()] & kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Grid;

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
            .map(|h| h.removes.iter().map(|(c, d)| (c.to_string(), *d)).collect())
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
                .all(|(c, d)| *d == 4 && (c.col() == 1 || c.col() == 6))
        );
    }
}
