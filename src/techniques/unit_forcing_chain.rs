//! Unit forcing chain: assume each place of one digit in one unit in turn and
//! follow the grid's strong and weak links; when every place forces the same
//! candidate on (or off), it is on (or off), since the digit goes in one of them.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::forcing`).

use super::{Technique, TechniqueId};
use crate::forcing::{self, Form, Mode};
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// The technique.
pub struct UnitForcingChain;

impl Technique for UnitForcingChain {
    fn id(&self) -> TechniqueId {
        TechniqueId::UnitForcingChain
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        forcing::find(grid, Mode::Static, &[Form::Unit])
    }

    fn sentence(&self, deduction: &Deduction) -> Sentence {
        forcing::sentence(deduction)
    }
}
