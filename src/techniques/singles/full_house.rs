//! Full house: the last empty cell of a unit takes the one digit the unit lacks.

use crate::core::Digits;
use crate::core::Grid;
use crate::core::Unit;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// The last empty cell of a row, column or box.
pub struct FullHouse;

impl FullHouse {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        let empty = grid.empty_cells();
        Unit::all().find_map(|unit| {
            let open = unit.cells() & empty;
            let cell = open.first().filter(|_| open.len() == 1)?;
            let d = grid.candidates(cell).single_digit()?;
            let pattern = Pattern::new(vec![cell], Digits::single(d), vec![unit]);
            Some(Deduction::placement(pattern, cell, d))
        })
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        Sentence::new()
            .cell(p.cells[0])
            .text(" is the last empty cell of ")
            .unit(p.units[0])
            .text(" => ")
            .placement(d.placements[0])
    }
}

impl Technique for FullHouse {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
