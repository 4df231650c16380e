//! Hidden single: a digit with one place left in a unit goes there.

use crate::core::{Candidate, Cell, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// A digit confined to one cell of a unit.
pub struct HiddenSingle;

/// A digit with one place left in a unit.
struct LastPlace {
    unit: Unit,
    digit: u8,
    cell: Cell,
}

impl LastPlace {
    fn finding(self) -> Finding {
        let placed = Candidate::new(self.cell, self.digit);
        let pattern = Pattern::new(vec![self.cell], Digits::single(self.digit), vec![self.unit]);
        let sentence = Sentence::new()
            .text("In ")
            .unit(self.unit)
            .text(", ")
            .digit(self.digit)
            .text(" can only go in ")
            .cell(self.cell)
            .text(" => ")
            .placement(placed);
        Finding {
            deduction: Deduction::placement(pattern, self.cell, self.digit),
            sentence,
        }
    }
}

impl Technique for HiddenSingle {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        // Boxes first: a hidden single in a box is the easier one to see (Sudoku
        // Explainer rates it 1.2 against 1.5 in a line), so it is the one to show.
        for unit in Unit::boxes().chain(Unit::lines()) {
            for digit in 1..=9 {
                let places = grid.positions_in(unit, digit);
                if let Some(cell) = places.first().filter(|_| places.len() == 1) {
                    found(LastPlace { unit, digit, cell }.finding())?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}
