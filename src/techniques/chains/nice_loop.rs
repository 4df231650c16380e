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

/// The nice loop.
pub struct NiceLoop;

/// The nice loop without group nodes, as Sudoku Explainer's loops are: for
/// SE's rating path.
pub struct PlainNiceLoop;

/// Nice loops on one digit alone: Sudoku Explainer's X-cycles, which it
/// looks for apart from the others and rates lower. For SE's rating path.
pub struct XNiceLoop;

/// Nice loops through two-candidate cells alone: SE's Y-cycles. For SE's
/// rating path.
pub struct XyNiceLoop;

impl Technique for NiceLoop {
    /// The shortest loop first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        search(grid, analysis, Rules::ANY, found)
    }
}

impl Technique for PlainNiceLoop {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        search(grid, analysis, Rules::ANY_PLAIN, found)
    }
}

impl Technique for XNiceLoop {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        search(grid, analysis, Rules::X_CHAIN.for_se(), found)
    }
}

impl Technique for XyNiceLoop {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        search(grid, analysis, Rules::XY_CHAIN.for_se(), found)
    }
}

fn search(grid: &Grid, analysis: &Analysis, rules: Rules, found: Found) -> ControlFlow<()> {
    graph::each(grid, analysis, rules, Goal::Loop, &mut |chain| {
        let intro = Sentence::new().text(if chain.is_loop() {
            "Continuous nice loop"
        } else {
            "Discontinuous nice loop"
        });
        found(chain.finding(intro))
    })
}
