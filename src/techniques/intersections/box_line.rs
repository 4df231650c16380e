//! Box-line reduction (claiming): a digit whose places in a row or column all lie
//! in one box is removed from the rest of that box.

use super::intersection::each_confined;
use crate::core::{Grid, Unit};
use crate::techniques::memory::reach;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Line to box: the confinement's source is the line, its target the box.
pub struct BoxLine;

impl Technique for BoxLine {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // A source's confinements read its digits' places and remove from
        // the units crossing it.
        analysis.each_unit("box-line", Unit::lines(), reach, found, |source, found| {
            each_confined(grid, std::iter::once(source), |u| !u.is_line(), found)
        })
    }
}
