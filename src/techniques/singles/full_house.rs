//! Full house: the last empty cell of a unit takes the one digit the unit lacks.

use crate::core::{Candidate, Cell, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The last empty cell of a row, column or box.
pub struct FullHouse;

/// A unit with one empty cell, and the digit the unit lacks.
struct LastCell {
    unit: Unit,
    cell: Cell,
    digit: u8,
}

impl LastCell {
    fn finding(self) -> Finding {
        let pattern = Pattern::new(vec![self.cell], Digits::single(self.digit), vec![self.unit]);
        let sentence = Sentence::new()
            .cell(self.cell)
            .text(" is the last empty cell of ")
            .unit(self.unit)
            .text(" => ")
            .placement(Candidate::new(self.cell, self.digit));
        Finding {
            deduction: Deduction::placement(pattern, self.cell, self.digit),
            sentence,
        }
    }
}

impl Technique for FullHouse {
    /// Units in order; a cell that is the last of two units comes once per unit.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let empty = grid.empty_cells();
        for unit in Unit::all() {
            let open = unit.cells() & empty;
            let Some(cell) = open.first().filter(|_| open.len() == 1) else {
                continue;
            };
            if let Some(digit) = grid.candidates(cell).single_digit() {
                found(LastCell { unit, cell, digit }.finding())?;
            }
        }
        ControlFlow::Continue(())
    }
}
