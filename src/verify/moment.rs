//! What a pattern check sees (the moment just before a step) and what a pattern,
//! found to hold, implies. The replay hands one to each technique's check and
//! compares the other with the step.

use super::board::{Cand, ReplayBoard};
use serde_json::Value;
use std::collections::BTreeSet;

/// What a pattern check sees: the grid just before the step, the step's own
/// fields, and whether the puzzle has exactly one solution.
pub(crate) struct Moment<'a> {
    pub board: &'a ReplayBoard,
    pub technique: &'a str,
    pub pattern: &'a Value,
    pub placements: &'a BTreeSet<Cand>,
    pub unique: bool,
}

/// What a pattern, found to hold, implies.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Implied {
    pub placements: BTreeSet<Cand>,
    pub eliminations: BTreeSet<Cand>,
}

impl Implied {
    pub(crate) fn removals(eliminations: BTreeSet<Cand>) -> Implied {
        Implied {
            placements: BTreeSet::new(),
            eliminations,
        }
    }

    pub(crate) fn placement(cand: Cand) -> Implied {
        Implied {
            placements: BTreeSet::from([cand]),
            eliminations: BTreeSet::new(),
        }
    }
}
