//! What a pattern search reads of a position: each digit's places and each
//! cell's candidates. The engine's [`Grid`] is one such position; a branch of
//! SE's nesting levels, which strikes candidates without placing digits, is
//! another. The searches both share (pointing and claiming, hidden and naked
//! subsets, basic fish) read a position through [`Candidates`], so a branch asks
//! the very search a step comes from instead of a copy of it.

use crate::core::{Cell, CellSet, Digits, Grid, Unit};

/// A position's candidates, as the shared pattern searches read them.
pub trait Candidates {
    /// The cells where `d` (1-9) is still a candidate.
    fn positions(&self, d: u8) -> CellSet;

    /// The candidates of `cell`.
    fn candidates(&self, cell: Cell) -> Digits;

    /// The cells not yet filled.
    fn empty_cells(&self) -> CellSet;

    /// The cells of `unit` where `d` is still a candidate.
    #[inline]
    fn positions_in(&self, unit: Unit, d: u8) -> CellSet {
        self.positions(d) & unit.cells()
    }
}

impl Candidates for Grid {
    #[inline]
    fn positions(&self, d: u8) -> CellSet {
        Grid::positions(self, d)
    }

    #[inline]
    fn candidates(&self, cell: Cell) -> Digits {
        Grid::candidates(self, cell)
    }

    #[inline]
    fn empty_cells(&self) -> CellSet {
        Grid::empty_cells(self)
    }
}
