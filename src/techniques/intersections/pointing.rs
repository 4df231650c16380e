//! Pointing: a digit whose places in a box all lie on one row or column is
//! removed from the rest of that line.

use super::intersection::{confined_sentence, find_confined};
use crate::core::Grid;
use crate::core::Unit;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Technique};

/// Box to line: the pattern's units are `[box, line]`.
pub struct Pointing;

impl Pointing {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        find_confined(grid, Unit::boxes(), |u| u.is_line())
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        confined_sentence(d)
    }
}

impl Technique for Pointing {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
