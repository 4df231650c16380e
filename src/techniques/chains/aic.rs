//! AIC (alternating inference chain): strong and weak links alternate, on any
//! digits. A strong link is a conjugate pair (the only two places of a digit
//! in a unit, where a place may be a group: the cells of one box/line
//! intersection holding the digit) or the two candidates of a two-candidate
//! cell; a weak link joins one digit in cells that see each other, or two
//! digits of one cell. The chain starts and ends with a strong link, so its
//! first or its last node is true, and every candidate weakly linked to both
//! ends is false.
//!
//! X-chains and XY-chains are AICs of one kind of link; the engine tries them
//! first. A chain whose ends are weakly linked closes into a continuous loop
//! and is left to the nice loop. The search is `graph` with
//! every kind of link and group nodes.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The alternating inference chain, under the link rules given (the
/// catalog's are [`Rules::ANY`]; a path may ask for chains without group
/// nodes).
pub struct Aic(pub Rules);

impl Technique for Aic {
    /// The shortest chain first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        graph::each(grid, analysis, self.0, Goal::Open, &mut |chain| {
            let intro = Sentence::new().text("Alternating inference chain");
            found(chain.finding(intro))
        })
    }
}
