//! Box-line reduction (claiming): a digit whose places in a row or column all lie
//! in one box is removed from the rest of that box.

use super::intersection::{confined_sentence, find_confined};
use crate::core::Grid;
use crate::core::Unit;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Technique};

/// Line to box: the pattern's units are `[line, box]`.
pub struct BoxLine;

impl BoxLine {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        find_confined(grid, Unit::lines(), |u| !u.is_line())
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        confined_sentence(d)
    }
}

impl Technique for BoxLine {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
