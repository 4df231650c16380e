//! The node of a forcing-chain branch, as the trace records it, and what breaks
//! at the end of a branch that leads to a contradiction.

use crate::core::{Cell, Unit};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt;

/// How a branch broke.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Broken {
    /// A candidate both on and off.
    Both(Cell, u8),
    /// A cell with every candidate off.
    NoCandidate(Cell),
    /// A unit with every place of a digit off.
    NoPlace(Unit, u8),
}

impl fmt::Display for Broken {
    /// What the contradiction is, in words: `r6c6 would have no candidate left`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Broken::Both(c, d) => write!(f, "{c} would be {d} and not {d}"),
            Broken::NoCandidate(c) => write!(f, "{c} would have no candidate left"),
            Broken::NoPlace(u, d) => write!(f, "{u} would have no place left for {d}"),
        }
    }
}

/// `digit` in `cell` is on or off: what a node of a branch asserts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Assertion {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: u8,
    /// On (the digit is in the cell) or off (it is not).
    pub on: bool,
}

impl fmt::Display for Assertion {
    /// `r1c2=4` for on, `r1c2<>4` for off.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.on { "=" } else { "<>" };
        write!(f, "{}{sign}{}", self.cell, self.digit)
    }
}

/// One node of a branch: `digit` in `cell` is on (true) or off (false), because of
/// the earlier nodes `from` of the same branch (none for the assumption).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BranchNode {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: u8,
    /// On (the digit is in the cell) or off (it is not).
    pub on: bool,
    /// Indices of the earlier nodes of the branch this one follows from.
    pub from: Vec<u16>,
    /// Nested and deep forcing chains only: the node follows not by one basic
    /// rule but because its opposite breaks the grid. `proof[0]` is that
    /// opposite; index `i` below this node's own index `k` names node `i` of
    /// the list the node belongs to (as that list names it), index `k + j`
    /// names `proof[j]`. A deep forcing chain's proof nodes may carry proofs
    /// of their own by the same rule (two levels). Empty for a node of one
    /// basic rule.
    pub proof: Vec<BranchNode>,
    /// With a proof: what breaks at its end.
    pub broken: Option<Broken>,
}

impl BranchNode {
    /// What the node asserts.
    pub fn assertion(&self) -> Assertion {
        Assertion {
            cell: self.cell,
            digit: self.digit,
            on: self.on,
        }
    }
}

impl Serialize for BranchNode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let fields = if self.proof.is_empty() { 5 } else { 6 };
        let mut st = s.serialize_struct("BranchNode", fields)?;
        st.serialize_field("row", &(self.cell.row() + 1))?;
        st.serialize_field("col", &(self.cell.col() + 1))?;
        st.serialize_field("digit", &self.digit)?;
        st.serialize_field("state", if self.on { "on" } else { "off" })?;
        st.serialize_field("from", &self.from)?;
        if !self.proof.is_empty() {
            st.serialize_field("proof", &self.proof)?;
        }
        st.end()
    }
}
