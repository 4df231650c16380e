//! Contradiction chain: assume one candidate true (or false) and follow the
//! grid's strong and weak links until the grid breaks (a candidate both on and
//! off, a cell with no candidate left, a unit with no place for a digit); the
//! assumption was wrong, so the candidate is removed (or placed).
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::find;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::{Analysis, Technique};

/// The technique.
pub struct ContradictionChain;

impl Technique for ContradictionChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        find(grid, analysis, Mode::Static, &[Form::Contradiction])
    }
}
