//! X-chain: an alternating chain on one digit. Its strong links are conjugate
//! pairs (the only two places of the digit in a unit), its weak links join
//! two cells that see each other. If the first cell is not the digit, the
//! next is, the one after is not, and so on: one end holds the digit, so a cell
//! that sees both ends does not.
//!
//! Skyscrapers, kites and turbot fish are the short X-chains; the engine tries
//! them first. A chain whose ends see each other closes into a loop and is left
//! to the nice loop. The search is `graph` on one digit, with
//! cell nodes only.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The X-chain, under the link rules given (the catalog's are
/// [`Rules::X_CHAIN`]; a path may ask for longer chains).
pub struct XChain(pub Rules);

impl Technique for XChain {
    /// The shortest chain first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        graph::each(grid, analysis, self.0, Goal::Open, &mut |chain| {
            // "X-chain on 4: r1c2 is 4 or r5c2 is 4: <chain> => ...".
            let intro = Sentence::new().text("X-chain on ").digits(chain.digits());
            found(chain.finding(intro))
        })
    }
}
