//! Contradiction chain: assume one candidate true (or false) and follow the
//! grid's strong and weak links until the grid breaks (a candidate both on and
//! off, a cell with no candidate left, a unit with no place for a digit); the
//! assumption was wrong, so the candidate is removed (or placed).
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::forcing`).

use super::{Technique, TechniqueId};
use crate::forcing::{self, Form, Mode};
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// The technique.
pub struct ContradictionChain;

impl Technique for ContradictionChain {
    fn id(&self) -> TechniqueId {
        TechniqueId::ContradictionChain
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        forcing::find(grid, Mode::Static, &[Form::Contradiction])
    }

    fn sentence(&self, deduction: &Deduction) -> Sentence {
        forcing::sentence(deduction)
    }
}
