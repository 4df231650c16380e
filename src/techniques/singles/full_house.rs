//! Full house: the last empty cell of a unit takes the one digit the unit lacks.

use crate::core::{Candidate, Cell, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Technique};

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
    fn find(&self, grid: &Grid, _: &Analysis) -> Option<Finding> {
        let empty = grid.empty_cells();
        Unit::all().find_map(|unit| {
            let open = unit.cells() & empty;
            let cell = open.first().filter(|_| open.len() == 1)?;
            let digit = grid.candidates(cell).single_digit()?;
            Some(LastCell { unit, cell, digit }.finding())
        })
    }
}
