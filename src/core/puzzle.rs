//! A puzzle as read from the user: its givens and, when the user handed over a
//! pencil-mark position, the candidates of each empty cell.

use crate::core::Grid;
use crate::core::{Cell, CellSet, Digits};

/// A puzzle ready for the solver and the engine.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// The filled cells, row by row, 0 for an empty cell.
    pub givens: [u8; 81],
    /// The candidates of each empty cell when the input was a pencil-mark grid
    /// (entries of filled cells are ignored).
    pub candidates: Option<[Digits; 81]>,
    /// The filled cells that were placed rather than given: a library line's
    /// `+d`, the digits a `# givens` comment does not declare. Empty for a
    /// puzzle read plainly, whose filled cells are all givens.
    pub placed: CellSet,
}

impl Puzzle {
    /// A puzzle with these givens and no pencil marks.
    pub fn from_givens(givens: [u8; 81]) -> Puzzle {
        Puzzle {
            givens,
            candidates: None,
            placed: CellSet::EMPTY,
        }
    }

    /// The same puzzle with the filled cells `declared` leaves empty counted
    /// as placed, not given (a cell `declared` fills stays a given, even
    /// where the two disagree).
    pub fn with_declared_givens(mut self, declared: &[u8; 81]) -> Puzzle {
        self.placed = Cell::all()
            .filter(|c| self.givens[c.index()] != 0 && declared[c.index()] == 0)
            .collect();
        self
    }

    /// The filled cells that are givens: all but the placed ones.
    pub fn given_cells(&self) -> CellSet {
        let filled: CellSet = Cell::all()
            .filter(|c| self.givens[c.index()] != 0)
            .collect();
        filled - self.placed
    }

    /// The candidate grid this puzzle starts from.
    pub fn grid(&self) -> Grid {
        let grid = Grid::new(&self.givens, self.candidates.as_ref());
        if self.placed.is_empty() {
            return grid;
        }
        grid.with_givens(self.given_cells())
    }

    /// The 81-character line of the givens, `.` for an empty cell.
    pub fn givens_line(&self) -> String {
        self.givens
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect()
    }

    /// The 729-character pencil-mark line of the start position, when the puzzle
    /// came with pencil marks (the trace's `candidates` field).
    pub fn candidates_line(&self) -> Option<String> {
        self.candidates
            .as_ref()
            .map(|_| self.grid().candidates_line())
    }
}
