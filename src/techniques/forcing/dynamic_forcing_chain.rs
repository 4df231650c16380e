//! Dynamic forcing chain: the cell, unit and contradiction forms, and one
//! candidate assumed true and false, with full propagation of the basic rules: a
//! candidate turns on as soon as every other candidate of its cell, or every other
//! place of its digit in a unit, is off in the branch, however many premises that
//! takes. Tried only when the static forcing chains find nothing.
//!
//! The search and the branches are shared with the other forcing chains
//! (`crate::techniques::forcing`).

use super::search::find;
use super::shape::{Form, Mode};
use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::{Analysis, Technique};

/// The technique.
pub struct DynamicForcingChain;

impl Technique for DynamicForcingChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        find(
            grid,
            analysis,
            Mode::Dynamic,
            &[Form::Contradiction, Form::Cell, Form::Unit, Form::Both],
        )
    }
}
