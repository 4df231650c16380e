//! Pointing: a digit whose places in a box all lie on one row or column is
//! removed from the rest of that line.

use super::intersection::{Confinement, find_confined};
use crate::core::{Grid, Unit};
use crate::step::Finding;
use crate::techniques::{Analysis, Technique};

/// Box to line: the confinement's source is the box, its target the line.
pub struct Pointing;

impl Technique for Pointing {
    fn find(&self, grid: &Grid, _: &Analysis) -> Option<Finding> {
        find_confined(grid, Unit::boxes(), |u| u.is_line()).map(Confinement::finding)
    }
}
