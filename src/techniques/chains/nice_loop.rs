//! Nice loop: an alternating chain that closes on itself.
//!
//! - Continuous: the ends of an AIC are weakly linked, so the links alternate
//!   all the way round. Every weak link then has one true end: a weak link on a
//!   digit removes it from the cells that see both its nodes, a weak link inside
//!   a cell removes the cell's other candidates.
//! - Discontinuous, placing: a chain from a candidate back to itself, strong
//!   at both ends: if the candidate were false it would be true, so it is placed.
//!
//! (The discontinuous loop with two weak links at a candidate, which removes
//! it, is never the shortest proof: the AIC between its two neighbours removes
//! the same candidate with one node fewer, and the engine tries AICs first.)
//! The search is [`super::chain_search`] with every kind of link and group nodes.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Technique};

/// The nice loop.
pub struct NiceLoop;

impl NiceLoop {
    fn deduce(&self, grid: &Grid, analysis: &Analysis) -> Option<Deduction> {
        graph::find(grid, analysis, Rules::ANY, Goal::Loop)
    }

    /// "Continuous nice loop: the links alternate all the way round, so one end
    /// of every weak link is true: <loop> => ..." or "Discontinuous nice loop: if
    /// r1c1 were not 4, the chain would make it 4, so it is: <chain> => r1c1=4".
    fn sentence(&self, d: &Deduction) -> Sentence {
        let kind = if d.pattern.is_loop {
            "Continuous nice loop"
        } else {
            "Discontinuous nice loop"
        };
        graph::sentence(Sentence::new().text(kind), d)
    }
}

impl Technique for NiceLoop {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
