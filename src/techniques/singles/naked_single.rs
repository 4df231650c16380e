//! Naked single: a cell with one candidate left takes it.

use crate::core::Cell;
use crate::core::Digits;
use crate::core::Grid;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// A cell with exactly one candidate.
pub struct NakedSingle;

impl NakedSingle {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        grid.empty_cells().iter().find_map(|cell: Cell| {
            let d = grid.candidates(cell).single_digit()?;
            let pattern = Pattern::new(vec![cell], Digits::single(d), Vec::new());
            Some(Deduction::placement(pattern, cell, d))
        })
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let placed = d.placements[0];
        Sentence::new()
            .digit(placed.digit)
            .text(" is the only candidate left in ")
            .cell(placed.cell)
            .text(" => ")
            .placement(placed)
    }
}

impl Technique for NakedSingle {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
