//! One deduction of the engine: the technique, the pattern it rests on, what it
//! places and removes, and the sentence that explains it. The JSON form of these
//! types is the step object of the trace contract (`docs/trace-format.md`).

use crate::bitset::Digits;
use crate::chain::{AlmostLockedSet, ChainNode, Conclusion, Link};
use crate::forcing::BranchNode;
use crate::geometry::{Cell, Unit};
use crate::sentence::Sentence;
use crate::techniques::TechniqueId;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// A digit in a cell: a placement or an eliminated candidate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit, 1-9.
    pub digit: u8,
}

impl Candidate {
    /// `digit` in `cell`.
    pub const fn new(cell: Cell, digit: u8) -> Candidate {
        Candidate { cell, digit }
    }
}

impl Serialize for Candidate {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Candidate", 3)?;
        st.serialize_field("row", &(self.cell.row() + 1))?;
        st.serialize_field("col", &(self.cell.col() + 1))?;
        st.serialize_field("digit", &self.digit)?;
        st.end()
    }
}

/// What a deduction rests on. Fields that a technique does not use stay empty
/// (and are left out of the JSON when they are optional).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Pattern {
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    /// The digits of the pattern.
    pub digits: Vec<u8>,
    /// The units of the pattern (for fish: the base units).
    pub units: Vec<Unit>,
    /// Fish only: the units that hold every candidate of the base units.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cover_units: Vec<Unit>,
    /// Backtracking only: how many positions the search visited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_nodes: Option<u64>,
    /// Chain-like steps: the nodes of the chain, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chain: Vec<ChainNode>,
    /// Chain-like steps: the link between each pair of neighbouring nodes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    /// Chain-like steps: the last node links back to the first.
    #[serde(rename = "loop", skip_serializing_if = "is_false")]
    pub is_loop: bool,
    /// Chain-like steps: what the chain proves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conclusion: Option<Conclusion>,
    /// Contradiction chains: the candidate assumed true (the first node).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub assumed: Option<Candidate>,
    /// Finned fish: the candidates of the digit in the base units outside the cover units.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fins: Vec<Cell>,
    /// Finned fish: a base unit lacks a candidate at a corner.
    #[serde(skip_serializing_if = "is_false")]
    pub sashimi: bool,
    /// Almost-locked-set steps: the sets.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub als: Vec<AlmostLockedSet>,
    /// Almost-locked-set steps: the restricted common digits.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rcc: Vec<u8>,
    /// Unique rectangle type 3: the cells that lock the roof's extra digits.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub subset_cells: Vec<Cell>,
    /// Sue de Coq: the partner cells in the line, outside the box.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub line_cells: Vec<Cell>,
    /// Sue de Coq: the partner cells in the box, outside the line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub box_cells: Vec<Cell>,
    /// Forcing chains: one branch per starting assumption, each a list of nodes
    /// that follow from earlier nodes of the same branch by one basic rule.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<Vec<BranchNode>>,
    /// Contradiction forcing chains: what breaks at the end of the branch, in
    /// words (for the sentence; the branch itself is the proof).
    #[serde(skip)]
    pub contradiction: Option<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Pattern {
    /// A pattern of these cells, digits and units.
    pub fn new(cells: Vec<Cell>, digits: Digits, units: Vec<Unit>) -> Pattern {
        Pattern {
            cells,
            digits: digits.iter().collect(),
            units,
            ..Pattern::default()
        }
    }
}

/// What a technique found, before the engine words it: the pattern, the digits
/// it places and the candidates it removes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deduction {
    /// What the deduction rests on.
    pub pattern: Pattern,
    /// Digits placed, in the order given.
    pub placements: Vec<Candidate>,
    /// Candidates removed, sorted by cell then digit.
    pub eliminations: Vec<Candidate>,
}

impl Deduction {
    /// A deduction that places `digit` in `cell`.
    pub fn placement(pattern: Pattern, cell: Cell, digit: u8) -> Deduction {
        Deduction {
            pattern,
            placements: vec![Candidate::new(cell, digit)],
            eliminations: Vec::new(),
        }
    }

    /// A deduction that removes these candidates (sorted here so traces are stable).
    pub fn elimination(pattern: Pattern, mut eliminations: Vec<Candidate>) -> Deduction {
        eliminations.sort();
        eliminations.dedup();
        Deduction {
            pattern,
            placements: Vec::new(),
            eliminations,
        }
    }
}

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
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Step", 5)?;
        st.serialize_field("technique", &self.technique)?;
        st.serialize_field("placements", &self.deduction.placements)?;
        st.serialize_field("eliminations", &self.deduction.eliminations)?;
        st.serialize_field("pattern", &self.deduction.pattern)?;
        st.serialize_field("text", &self.sentence.to_string())?;
        st.end()
    }
}
