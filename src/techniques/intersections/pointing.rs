//! Pointing: a digit whose places in a box all lie on one row or column is
//! removed from the rest of that line.

use super::intersection::each_confined;
use crate::core::{Grid, Unit};
use crate::techniques::memory::reach;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Box to line: the confinement's source is the box, its target the line.
pub struct Pointing;

impl Technique for Pointing {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // A source's confinements read its digits' places and remove from
        // the units crossing it.
        analysis.each_unit("pointing", Unit::boxes(), reach, found, |source, found| {
            each_confined(grid, std::iter::once(source), |u| u.is_line(), found)
        })
    }
}
