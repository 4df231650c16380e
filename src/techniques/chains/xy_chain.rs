//! XY-chain: a chain of two-candidate cells, each seeing the next and sharing
//! a digit with it. If the first cell is not its first digit, it is its other
//! digit, which the next cell then cannot be, so that cell is its other digit,
//! and so on to the end: one end's digit is true, so a candidate weakly linked
//! to both ends is false.
//!
//! The XY-wing is the three-cell XY-chain, and the remote pair the chain of one
//! pair; the engine tries both first. The search is `graph`
//! with strong links only inside two-candidate cells.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The XY-chain.
pub struct XyChain;

impl Technique for XyChain {
    /// The shortest chain first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        graph::each(grid, analysis, Rules::XY_CHAIN, Goal::Open, &mut |chain| {
            let intro = Sentence::new()
                .text("XY-chain through ")
                .cells(chain.cells())
                .text(", each holding two candidates");
            found(chain.finding(intro))
        })
    }
}
