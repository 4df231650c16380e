//! The candidates a chain works on: the grid's, or a branch's after its
//! assumption and what followed, one cell set per digit index (0-based).

use crate::core::{Cell, CellSet, Digits, Grid, UNIT_SETS};
use crate::techniques::Candidates;
use crate::techniques::forcing::closure::Context;

/// Per digit index, the cells where it is still a candidate.
pub(super) type Cands = [CellSet; 9];

/// SE's nesting level: 0 plain dynamic chains, 1 to 4 as in the module's doc.
pub(super) type NestingLevel = u8;

/// A set of candidates with what the searches ask of it.
#[derive(Clone)]
pub(super) struct BranchBoard {
    /// Per digit index, its candidates.
    pub pos: Cands,
    /// The grid's empty cells (a branch's decided cells stay empty here, with
    /// one candidate).
    pub empty: CellSet,
    /// Per digit index, the units (bits of a unit mask) where the grid has not
    /// placed it.
    pub open: [u32; 9],
    /// Per cell, its candidates as bits of digit indexes.
    digits: [u16; 81],
}

impl BranchBoard {
    pub(super) fn from_grid(grid: &Grid) -> BranchBoard {
        let mut pos = [CellSet::EMPTY; 9];
        let mut open = [0u32; 9];
        for d in 0..9 {
            pos[d] = grid.positions(d as u8 + 1);
            let placed = grid.placed(d as u8 + 1);
            for (u, cells) in UNIT_SETS.iter().enumerate() {
                if !placed.intersects(*cells) {
                    open[d] |= 1 << u;
                }
            }
        }
        BranchBoard::with(pos, grid.empty_cells(), open)
    }

    /// The board of the same grid with candidates `pos`.
    pub(super) fn with(pos: Cands, empty: CellSet, open: [u32; 9]) -> BranchBoard {
        let mut digits = [0u16; 81];
        for (d, cells) in pos.iter().enumerate() {
            for c in *cells {
                digits[c.index()] |= 1 << d;
            }
        }
        BranchBoard {
            pos,
            empty,
            open,
            digits,
        }
    }

    /// The candidates of `cell`, as bits of digit indexes.
    pub(super) fn digits(&self, cell: Cell) -> u16 {
        self.digits[cell.index()]
    }

    /// The removals of digit index `d` in `cell` being on: the cell's others.
    pub(super) fn others(&self, cell: Cell, d: usize) -> Vec<(Cell, usize)> {
        indexes(self.digits(cell) & !(1 << d))
            .map(|e| (cell, e))
            .collect()
    }

    /// What the forcing techniques' closure needs to run on these candidates:
    /// the decided cells, kept with their one candidate, are no naked singles.
    pub(super) fn context(&self) -> Context {
        let settled = self
            .empty
            .iter()
            .filter(|c| self.digits(*c).count_ones() == 1)
            .collect();
        Context::with_candidates(self.pos, self.empty, self.open, settled)
    }

    /// The cells with at least `n` candidates.
    pub(super) fn cells_with(&self, n: u32) -> impl Iterator<Item = Cell> + '_ {
        self.empty
            .iter()
            .filter(move |c| self.digits(*c).count_ones() >= n)
    }
}

/// A branch as the techniques' shared searches read a position: a decided
/// cell is an empty cell with one candidate, which no pattern of theirs takes.
impl Candidates for BranchBoard {
    #[inline]
    fn positions(&self, d: u8) -> CellSet {
        self.pos[d as usize - 1]
    }

    #[inline]
    fn candidates(&self, cell: Cell) -> Digits {
        // Bit d of a digit index is bit d - 1 of digit d: the same bits.
        Digits::from_bits(self.digits(cell))
    }

    #[inline]
    fn empty_cells(&self) -> CellSet {
        self.empty
    }
}

/// The digit indexes of a mask.
pub(super) fn indexes(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |d| mask >> d & 1 == 1)
}
