//! What a path used: its steps per technique, its guesses and its largest
//! step, as the renderers print them.

use crate::catalog::TechniqueId;
use crate::step::Step;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// Counts of what a solution used.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Summary {
    /// Number of steps.
    pub steps: usize,
    /// Number of backtracking steps.
    pub guesses: usize,
    /// Steps per technique, easiest first (equal difficulties in the catalog's
    /// order).
    pub techniques: Vec<(TechniqueId, usize)>,
    /// The step a reader checks most nodes to follow ([`Step::size`]), the
    /// first of equals; none without steps.
    pub largest: Option<LargestStep>,
}

/// The largest step of a path, by what a reader checks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct LargestStep {
    /// Its number on the path, from 1.
    pub step: usize,
    /// Its technique.
    pub technique: TechniqueId,
    /// Its size ([`Step::size`]).
    pub size: usize,
}

impl Summary {
    /// The summary of these steps.
    pub fn of(steps: &[Step]) -> Summary {
        let mut counts: Vec<(TechniqueId, usize)> = Vec::new();
        for step in steps {
            match counts.iter_mut().find(|(id, _)| *id == step.technique) {
                Some((_, n)) => *n += 1,
                None => counts.push((step.technique, 1)),
            }
        }
        counts.sort_by_key(|(id, _)| (id.info().difficulty, *id));
        Summary {
            steps: steps.len(),
            guesses: steps
                .iter()
                .filter(|s| s.technique == TechniqueId::Backtrack)
                .count(),
            techniques: counts,
            largest: largest_step(steps),
        }
    }
}

/// The first of the steps with the largest size.
fn largest_step(steps: &[Step]) -> Option<LargestStep> {
    let mut largest: Option<LargestStep> = None;
    for (k, step) in steps.iter().enumerate() {
        let size = step.size();
        if largest.is_none_or(|l| size > l.size) {
            largest = Some(LargestStep {
                step: k + 1,
                technique: step.technique,
                size,
            });
        }
    }
    largest
}

/// The per-technique counts serialize as a JSON object, easiest first.
pub(crate) struct TechniqueCounts(pub Vec<(TechniqueId, usize)>);

impl Serialize for TechniqueCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (id, n) in &self.0 {
            map.serialize_entry(id.as_str(), n)?;
        }
        map.end()
    }
}
