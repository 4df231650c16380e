//! Cell forcing chain: assume each candidate of one cell in turn and follow the
//! grid's strong links (cells with two candidates, digits with two places in a
//! unit) and the weak links between them; when every assumption forces the same
//! candidate on (or off), it is on (or off), since one of them is true.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::each_with;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique. With `broken_branches_count`, a branch that breaks the
/// grid still counts for what it reached before it broke, as SE's static
/// chains see it (they notice only a candidate both on and off; see
/// `search::each_with`); the catalog's leaves such branches out.
pub struct CellForcingChain {
    /// Whether a branch that breaks the grid counts for what it reached.
    pub broken_branches_count: bool,
}

impl Technique for CellForcingChain {
    /// The shortest proof first, then a bounded few more (see `search::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let broken = self.broken_branches_count;
        each_with(grid, analysis, Mode::Static, &[Form::Cell], broken, found)
    }
}
