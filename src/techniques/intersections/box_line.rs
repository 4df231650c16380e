//! Box-line reduction (claiming): a digit whose places in a row or column all lie
//! in one box is removed from the rest of that box.

use super::intersection::{Confinement, find_confined};
use crate::core::{Grid, Unit};
use crate::step::Finding;
use crate::techniques::{Analysis, Technique};

/// Line to box: the confinement's source is the line, its target the box.
pub struct BoxLine;

impl Technique for BoxLine {
    fn find(&self, grid: &Grid, _: &Analysis) -> Option<Finding> {
        find_confined(grid, Unit::lines(), |u| !u.is_line()).map(Confinement::finding)
    }
}
