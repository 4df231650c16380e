//! Unit forcing chain: assume each place of one digit in one unit in turn and
//! follow the grid's strong and weak links; when every place forces the same
//! candidate on (or off), it is on (or off), since the digit goes in one of them.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::{each, each_with};
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct UnitForcingChain;

impl Technique for UnitForcingChain {
    /// The shortest proof first, then a bounded few more (see `search::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        each(grid, analysis, Mode::Static, &[Form::Unit], found)
    }
}

/// The same search as SE's static chains see it, for SE's path alone: a branch
/// that breaks the grid still counts for what it reached before (see
/// `search::each_with`).
pub struct SeUnitForcingChain;

impl Technique for SeUnitForcingChain {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        each_with(grid, analysis, Mode::Static, &[Form::Unit], true, found)
    }
}
