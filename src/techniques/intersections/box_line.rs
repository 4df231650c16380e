//! Box-line reduction (claiming): a digit whose places in a row or column all lie
//! in one box is removed from the rest of that box.

use super::intersection::each_confined;
use crate::core::{Grid, Unit};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Line to box: the confinement's source is the line, its target the box.
pub struct BoxLine;

impl Technique for BoxLine {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each_confined(grid, Unit::lines(), |u| !u.is_line(), found)
    }
}
