//! Cell forcing chain: assume each candidate of one cell in turn and follow the
//! grid's strong links (cells with two candidates, digits with two places in a
//! unit) and the weak links between them; when every assumption forces the same
//! candidate on (or off), it is on (or off), since one of them is true.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::forcing`).

use super::{Technique, TechniqueId};
use crate::forcing::{self, Form, Mode};
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// The technique.
pub struct CellForcingChain;

impl Technique for CellForcingChain {
    fn id(&self) -> TechniqueId {
        TechniqueId::CellForcingChain
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        forcing::find(grid, Mode::Static, &[Form::Cell])
    }

    fn sentence(&self, deduction: &Deduction) -> Sentence {
        forcing::sentence(deduction)
    }
}
