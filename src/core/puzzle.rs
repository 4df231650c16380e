//! A puzzle as read from the user: its givens and, when the user handed over a
//! pencil-mark position, the candidates of each empty cell.

use crate::core::Digits;
use crate::core::Grid;

/// A puzzle ready for the solver and the engine.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// The filled cells, row by row, 0 for an empty cell.
    pub givens: [u8; 81],
    /// The candidates of each empty cell when the input was a pencil-mark grid
    /// (entries of filled cells are ignored).
    pub candidates: Option<[Digits; 81]>,
}

impl Puzzle {
    /// A puzzle with these givens and no pencil marks.
    pub fn from_givens(givens: [u8; 81]) -> Puzzle {
        Puzzle {
            givens,
            candidates: None,
        }
    }

    /// The candidate grid this puzzle starts from.
    pub fn grid(&self) -> Grid {
        Grid::new(&self.givens, self.candidates.as_ref())
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
