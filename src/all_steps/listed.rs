//! The steps available at one position, as data for the renderers (nothing
//! here searches).

use crate::catalog::TechniqueId;
use crate::core::Candidate;
use crate::engine::Status;
use crate::step::Step;
use std::time::Duration;

/// What one technique can do at the position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TechniqueSteps {
    /// The technique.
    pub technique: TechniqueId,
    /// Its steps, in its search order, each changing something different.
    pub steps: Vec<Step>,
    /// How many more distinct steps it found than `steps` holds.
    pub more: usize,
    /// Why the search stopped before its end, if it did: then `more` and the
    /// gathered placements and removals are only what it found so far.
    /// Forcing chains yield only a few proofs by design (see their search),
    /// and the count is of those.
    pub stopped: Option<Stopped>,
    /// Every placement of the steps it found, listed or not, in cell order.
    pub places: Vec<Candidate>,
    /// Every removal of the steps it found, listed or not, in cell order.
    pub removes: Vec<Candidate>,
}

/// Why a technique's search stopped early.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stopped {
    /// At [`Caps::counted`](super::Caps::counted) distinct steps.
    AtCount(usize),
    /// After [`Caps::time`](super::Caps::time).
    AfterTime(Duration),
}

impl TechniqueSteps {
    /// Whether the search ran to its end, so that every step it yields is
    /// counted.
    pub fn counted_all(&self) -> bool {
        self.stopped.is_none()
    }
}

/// Every step available at one position, grouped by technique.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AllSteps {
    /// Whether the position has one, several or no solution: the uniqueness
    /// techniques are asked only with one, and nothing is listed with none.
    pub status: Status,
    /// The techniques that found something, in the order they were asked.
    pub techniques: Vec<TechniqueSteps>,
}

impl AllSteps {
    /// Every listed step, technique after technique: the JSON form is the
    /// array of these.
    pub fn steps(&self) -> impl Iterator<Item = &Step> {
        self.techniques.iter().flat_map(|t| &t.steps)
    }

    /// The first listed step: the one the engine takes next.
    pub fn first(&self) -> Option<&Step> {
        self.steps().next()
    }
}
