//! Pointing: a digit whose places in a box all lie on one row or column is
//! removed from the rest of that line.

use super::intersection::each_confined;
use crate::core::{Grid, Unit};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Box to line: the confinement's source is the box, its target the line.
pub struct Pointing;

impl Technique for Pointing {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each_confined(grid, Unit::boxes(), |u| u.is_line(), found)
    }
}
