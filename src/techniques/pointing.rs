//! Pointing: a digit whose places in a box all lie on one row or column is
//! removed from the rest of that line.

use super::intersection::{confined_sentence, find_confined};
use super::{Technique, TechniqueId};
use crate::geometry::Unit;
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// Box to line: the pattern's units are `[box, line]`.
pub struct Pointing;

impl Technique for Pointing {
    fn id(&self) -> TechniqueId {
        TechniqueId::Pointing
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        find_confined(grid, Unit::boxes(), |u| u.is_line())
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        confined_sentence(d)
    }
}
