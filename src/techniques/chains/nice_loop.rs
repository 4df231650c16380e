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
//! The search is `graph` with every kind of link and group nodes.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The nice loop, under the link rules given (the catalog's are
/// [`Rules::ANY`]; a path may ask for loops of one kind of link, or without
/// group nodes).
pub struct NiceLoop(pub Rules);

impl Technique for NiceLoop {
    /// The shortest loop first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        graph::each(grid, analysis, self.0, Goal::Loop, &mut |chain| {
            let intro = Sentence::new().text(if chain.is_loop() {
                "Continuous nice loop"
            } else {
                "Discontinuous nice loop"
            });
            found(chain.finding(intro))
        })
    }
}
