//! Naked single: a cell with one candidate left takes it.

use crate::core::{Candidate, Cell, Digits, Grid};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Technique};

/// A cell with exactly one candidate.
pub struct NakedSingle;

/// A cell and the one candidate it has left.
struct LastCandidate {
    cell: Cell,
    digit: u8,
}

impl LastCandidate {
    fn finding(self) -> Finding {
        let placed = Candidate::new(self.cell, self.digit);
        let pattern = Pattern::new(vec![self.cell], Digits::single(self.digit), Vec::new());
        let sentence = Sentence::new()
            .digit(self.digit)
            .text(" is the only candidate left in ")
            .cell(self.cell)
            .text(" => ")
            .placement(placed);
        Finding {
            deduction: Deduction::placement(pattern, self.cell, self.digit),
            sentence,
        }
    }
}

impl Technique for NakedSingle {
    fn find(&self, grid: &Grid, _: &Analysis) -> Option<Finding> {
        grid.empty_cells().iter().find_map(|cell: Cell| {
            let digit = grid.candidates(cell).single_digit()?;
            Some(LastCandidate { cell, digit }.finding())
        })
    }
}
