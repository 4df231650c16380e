//! The steps available at one position, as data for the renderers (nothing
//! here searches).

use crate::catalog::TechniqueId;
use crate::engine::Status;
use crate::step::Step;

/// What one technique can do at the position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TechniqueSteps {
    /// The technique.
    pub technique: TechniqueId,
    /// Its steps, in its search order, each changing something different.
    pub steps: Vec<Step>,
    /// How many more distinct steps it found than `steps` holds.
    pub more: usize,
    /// Whether `more` counts every step the technique yields (false when the
    /// search stopped at [`Caps::counted`](super::Caps::counted)). Forcing chains yield only a few
    /// proofs by design (see their search), and the count is of those.
    pub counted_all: bool,
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
