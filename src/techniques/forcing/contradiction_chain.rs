//! Contradiction chain: assume one candidate true (or false) and follow the
//! grid's strong and weak links until the grid breaks (a candidate both on and
//! off, a cell with no candidate left, a unit with no place for a digit); the
//! assumption was wrong, so the candidate is removed (or placed).
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::each;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct ContradictionChain;

impl Technique for ContradictionChain {
    /// The shortest proof first, then a bounded few more (see `search::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        each(grid, analysis, Mode::Static, &[Form::Contradiction], found)
    }
}
