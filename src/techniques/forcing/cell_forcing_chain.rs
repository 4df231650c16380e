//! Cell forcing chain: assume each candidate of one cell in turn and follow the
//! grid's strong links (cells with two candidates, digits with two places in a
//! unit) and the weak links between them; when every assumption forces the same
//! candidate on (or off), it is on (or off), since one of them is true.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::find;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::{Analysis, Technique};

/// The technique.
pub struct CellForcingChain;

impl Technique for CellForcingChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        find(grid, analysis, Mode::Static, &[Form::Cell])
    }
}
