//! What a deduction rests on, as the trace records it.

use crate::core::{Candidate, Cell, Digits, Unit};
use crate::step::branch::{BranchNode, Broken};
use crate::step::chain::{AlmostLockedSet, ChainNode, Conclusion, Link};
use serde::Serialize;

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
    /// Contradiction forcing chains: what breaks at the end of the branch (for
    /// the sentence; the branch itself is the proof).
    #[serde(skip)]
    pub contradiction: Option<Broken>,
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
