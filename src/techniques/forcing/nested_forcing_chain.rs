//! Nested forcing chain: a contradiction chain whose branch may strike a
//! candidate by a contradiction chain of its own. Assume a candidate true; inside
//! that branch, a candidate whose assumption breaks the branch's grid is off, and
//! the basic rules go on from there; when the branch breaks, the first
//! assumption was false. Tried only when every other technique fails: it is what
//! replaces the backtracking fallback on the hardest puzzles.
//!
//! The search is `super::nested`; the branch is recorded like the
//! other forcing chains', with each nested node carrying its own proof.

use crate::core::Grid;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::forcing;
use crate::techniques::{Analysis, Technique};

/// The technique.
pub struct NestedForcingChain;

impl NestedForcingChain {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        forcing::find_nested(grid)
    }

    fn sentence(&self, deduction: &Deduction) -> Sentence {
        forcing::sentence(deduction)
    }
}

impl Technique for NestedForcingChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
