//! Nested forcing chain: a contradiction chain whose branch may strike a
//! candidate by a contradiction chain of its own. Assume a candidate true; inside
//! that branch, a candidate whose assumption breaks the branch's grid is off, and
//! the basic rules go on from there; when the branch breaks, the first
//! assumption was false. Tried only when every other technique fails: it is what
//! replaces the backtracking fallback on the hardest puzzles.
//!
//! The search is `super::nested`; the branch is recorded like the
//! other forcing chains', with each nested node carrying its own proof.

use super::nested::{each, each_of_the_first};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique, as a path asks it.
pub enum NestedForcingChain {
    /// The human path's: the smallest refutation of every candidate's (see
    /// `nested::each`).
    Smallest,
    /// SE's path's: the smallest of the first three refuted (see
    /// `nested::each_of_the_first`). SE's path meets the technique many
    /// times more often on the hardest puzzles, and `rate` is asked of
    /// collections by the thousand; its ratings, of the nested chain's size
    /// by SE's length bonus, stay where they were.
    FirstRefuted,
}

impl Technique for NestedForcingChain {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        match self {
            NestedForcingChain::Smallest => each(grid, found),
            NestedForcingChain::FirstRefuted => each_of_the_first(grid, found),
        }
    }
}
