//! XY-chain: a chain of two-candidate cells, each seeing the next and sharing
//! a digit with it. If the first cell is not its first digit, it is its other
//! digit, which the next cell then cannot be, so that cell is its other digit,
//! and so on to the end: one end's digit is true, so a candidate weakly linked
//! to both ends is false.
//!
//! The XY-wing is the three-cell XY-chain, and the remote pair the chain of one
//! pair; the engine tries both first. The search is [`super::chain_search`]
//! with strong links only inside two-candidate cells.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Technique};

/// The XY-chain.
pub struct XyChain;

impl XyChain {
    fn deduce(&self, grid: &Grid, analysis: &Analysis) -> Option<Deduction> {
        graph::find(grid, analysis, Rules::XY_CHAIN, Goal::Open)
    }

    /// "XY-chain through r1c1, r1c5 and r5c5, each holding two candidates: r1c1
    /// is 3 or r5c5 is 3: <chain> => ...".
    fn sentence(&self, d: &Deduction) -> Sentence {
        let intro = Sentence::new()
            .text("XY-chain through ")
            .cells(d.pattern.cells.iter().copied())
            .text(", each holding two candidates");
        graph::sentence(intro, d)
    }
}

impl Technique for XyChain {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
