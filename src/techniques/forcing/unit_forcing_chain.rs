//! Unit forcing chain: assume each place of one digit in one unit in turn and
//! follow the grid's strong and weak links; when every place forces the same
//! candidate on (or off), it is on (or off), since the digit goes in one of them.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::{Form, Mode};
use crate::core::Grid;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::forcing;
use crate::techniques::{Analysis, Technique};

/// The technique.
pub struct UnitForcingChain;

impl UnitForcingChain {
    fn deduce(&self, grid: &Grid, analysis: &Analysis) -> Option<Deduction> {
        forcing::find(grid, analysis, Mode::Static, &[Form::Unit])
    }

    fn sentence(&self, deduction: &Deduction) -> Sentence {
        forcing::sentence(deduction)
    }
}

impl Technique for UnitForcingChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
