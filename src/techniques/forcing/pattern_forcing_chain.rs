//! Pattern forcing chain: a dynamic forcing chain whose branches, when their
//! singles run out, may also strike candidates by pointing, claiming, a naked
//! or hidden pair or an X-wing found on the branch's candidates: Sudoku
//! Explainer's first nesting level ("Dynamic Forcing Chain (+)", 9.0 and up).
//! Each such node names its pattern and the branch's off nodes the pattern
//! rests on, so a reader checks it as one more rule, with no chain inside a
//! chain; the nested forcing chain comes after it.
//!
//! The search is SE's level 1 (`super::levels`), the easiest chain by SE's
//! value; its branches are grown again with the patterns as nodes.

use super::levels::with_patterns;
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct PatternForcingChain;

impl Technique for PatternForcingChain {
    /// The easiest chain of SE's first level, if any.
    fn search(&self, _: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        match with_patterns(analysis) {
            Some(finding) => found(finding),
            None => ControlFlow::Continue(()),
        }
    }
}
