//! One deduction of the engine: the technique, the pattern it rests on, what it
//! places and removes, and the sentence that explains it. The JSON form of these
//! types is the step object of the trace contract (`docs/trace-format.md`).
//!
//! Inside: `pattern` (what a deduction rests on, with the wire types of chains in
//! `chain` and of forcing branches in `branch`), `deduction` (pattern, placements,
//! removals), `sentence` (the explanation as typed pieces). Techniques produce
//! these; the [`Step`] here adds the technique's id from the id table.

pub mod branch;
pub mod chain;
pub mod deduction;
pub mod pattern;
pub mod relabel;
pub mod sentence;

pub use deduction::{Deduction, Finding};
pub use pattern::{Parts, Pattern};
pub use sentence::{Piece, Sentence};

use crate::core::Candidate;
use crate::technique_id::TechniqueId;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// One step of a solution: a deduction, the technique that made it and its sentence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique.
    pub technique: TechniqueId,
    /// The pattern, placements and eliminations.
    pub deduction: Deduction,
    /// The explanation, as typed pieces; its plain text is the JSON `text`.
    pub sentence: Sentence,
}

impl Step {
    /// The step `technique` takes with what it found.
    pub fn new(technique: TechniqueId, found: Finding) -> Step {
        Step {
            technique,
            deduction: found.deduction,
            sentence: found.sentence,
        }
    }

    /// The pattern the step rests on.
    pub fn pattern(&self) -> &Pattern {
        &self.deduction.pattern
    }

    /// The digits the step places.
    pub fn placements(&self) -> &[Candidate] {
        &self.deduction.placements
    }

    /// The candidates the step removes.
    pub fn eliminations(&self) -> &[Candidate] {
        &self.deduction.eliminations
    }

    /// How much a reader checks to follow the step: the nodes of its chain
    /// (an ALS chain's sets counted by their cells), or
    /// of its forcing branches with every inner proof's nodes counted too;
    /// for an exocet, its cells and each way its compatibility test rejects
    /// (four placements and the singles the break rests on); for any other
    /// pattern, its cells (at least one). Two forcing steps of
    /// one value can differ a hundredfold here, which the value does not show.
    pub fn size(&self) -> usize {
        match &self.deduction.pattern.parts {
            Parts::Chain(chain) => chain.chain.len(),
            Parts::AlsChain(chain) => chain.size(),
            Parts::Forcing(forcing) => forcing.branches.iter().map(|b| nodes(b)).sum(),
            Parts::Exocet(exocet) => self.deduction.pattern.cells.len() + exocet.followed(),
            _ => self.deduction.pattern.cells.len().max(1),
        }
    }
}

/// The nodes of a branch, each inner proof's nodes included.
fn nodes(branch: &[branch::BranchNode]) -> usize {
    branch.iter().map(|n| 1 + nodes(&n.proof)).sum()
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Step", 6)?;
        st.serialize_field("technique", &self.technique)?;
        st.serialize_field("placements", &self.deduction.placements)?;
        st.serialize_field("eliminations", &self.deduction.eliminations)?;
        st.serialize_field("pattern", &self.deduction.pattern)?;
        st.serialize_field("text", &self.sentence.to_string())?;
        st.serialize_field("size", &self.size())?;
        st.end()
    }
}
