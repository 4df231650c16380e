//! Deep forcing chain: a forcing chain found at one of Sudoku Explainer's
//! nesting levels (`rate --deep`). Its branches, when their singles run out,
//! also use what the level allows: pointing and claiming, hidden and naked
//! pairs and the X-wing (level 1), chains inside the branch (level 2), static
//! cell and unit forcing chains inside it (level 3), dynamic forcing chains
//! inside it (level 4). Each candidate those remove is a node whose proof
//! shows that its opposite breaks the grid on top of the branch; a forcing
//! chain inside makes that proof's own nodes carry proofs (two levels).
//!
//! The search is `super::levels`, SE's, which hands over the easiest chain of
//! the first level that has one; the step records its level and SE's
//! complexity, which price it.

use super::levels::easiest;
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct DeepForcingChain;

impl Technique for DeepForcingChain {
    /// The easiest chain of the first level that has one.
    fn search(&self, _: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        match easiest(analysis, 0) {
            Some(finding) => found(finding),
            None => ControlFlow::Continue(()),
        }
    }
}
