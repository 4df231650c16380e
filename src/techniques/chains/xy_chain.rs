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
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Technique};

/// The XY-chain.
pub struct XyChain;

impl Technique for XyChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let chain = graph::find(grid, analysis, Rules::XY_CHAIN, Goal::Open)?;
        let intro = Sentence::new()
            .text("XY-chain through ")
            .cells(chain.cells())
            .text(", each holding two candidates");
        Some(chain.finding(intro))
    }
}
