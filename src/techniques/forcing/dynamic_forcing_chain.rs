//! Dynamic forcing chain: the cell, unit and contradiction forms, and one
//! candidate assumed true and false, with full propagation of the basic rules: a
//! candidate turns on as soon as every other candidate of its cell, or every other
//! place of its digit in a unit, is off in the branch, however many premises that
//! takes. Tried only when the static forcing chains find nothing.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::each;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct DynamicForcingChain;

impl Technique for DynamicForcingChain {
    /// The shortest proof first, then a bounded few more (see `search::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let forms = [Form::Contradiction, Form::Cell, Form::Unit, Form::Both];
        each(grid, analysis, Mode::Dynamic, &forms, found)
    }
}
