//! Nested forcing chain: a contradiction chain whose branch may strike a
//! candidate by a contradiction chain of its own. Assume a candidate true; inside
//! that branch, a candidate whose assumption breaks the branch's grid is off, and
//! the basic rules go on from there; when the branch breaks, the first
//! assumption was false. Tried only when every other technique fails: it is what
//! replaces the backtracking fallback on the hardest puzzles.
//!
//! The search is `super::nested`; the branch is recorded like the
//! other forcing chains', with each nested node carrying its own proof.

use super::nested::each;
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct NestedForcingChain;

impl Technique for NestedForcingChain {
    /// The smallest of the first few first, then a bounded few more (see
    /// `nested::each`).
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each(grid, found)
    }
}
