//! Box-line reduction (claiming): a digit whose places in a row or column all lie
//! in one box is removed from the rest of that box.

use super::intersection::{confined_sentence, find_confined};
use super::{Technique, TechniqueId};
use crate::geometry::Unit;
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// Line to box: the pattern's units are `[line, box]`.
pub struct BoxLine;

impl Technique for BoxLine {
    fn id(&self) -> TechniqueId {
        TechniqueId::BoxLine
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        find_confined(grid, Unit::lines(), |u| !u.is_line())
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        confined_sentence(d)
    }
}
