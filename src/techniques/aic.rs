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
//! and is left to the nice loop. The search is [`super::chain_search`] with
//! every kind of link and group nodes.

use super::chain_search::{self, Goal, Rules};
use super::{Technique, TechniqueId};
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;

/// The alternating inference chain.
pub struct Aic;

impl Technique for Aic {
    fn id(&self) -> TechniqueId {
        TechniqueId::Aic
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        chain_search::find(grid, Rules::ANY, Goal::Open)
    }

    /// "Alternating inference chain: r1c2 is 4 or r5c2 is 7: <chain> => ...".
    fn sentence(&self, d: &Deduction) -> Sentence {
        chain_search::sentence(Sentence::new().text("Alternating inference chain"), d)
    }
}
