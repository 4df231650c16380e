//! The node of a forcing-chain branch, as the trace records it, and what breaks
//! at the end of a branch that leads to a contradiction.

use crate::core::{Cell, CellSet, Digits, Unit};
use crate::technique_id::TechniqueId;
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
    /// Pattern forcing chains only: the node is off because this pattern,
    /// on the start's candidates less the off nodes `from` names, strikes
    /// it. `None` for a node of one basic rule or with a proof.
    pub pattern: Option<NodePattern>,
}

/// A pattern of one basic technique that strikes a node's candidate inside a
/// branch (see [`BranchNode::pattern`]). What its parts hold, by technique:
/// - `pointing`: `units` = [the box, the line], `digits` = `[d]`, `cells` =
///   the box's places of d, all in the line; strikes d from the line outside
///   the box;
/// - `box_line`: `units` = [the line, the box], `cells` = the line's places
///   of d, all in the box; strikes d from the box outside the line;
/// - `naked_pair`: `units` = [the unit], `cells` = two of its cells holding
///   only the two `digits`; strikes those digits from the unit's other cells;
/// - `hidden_pair`: `units` = [the unit], the two `digits` have no place in
///   it outside the two `cells`; strikes the cells' other digits;
/// - `x_wing`: `units` = [two base lines, two cover lines], `cells` = the
///   base lines' places of d, all in the cover lines; strikes d from the
///   cover lines outside the base lines.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NodePattern {
    /// The technique: pointing, box_line, naked_pair, hidden_pair or x_wing.
    pub technique: TechniqueId,
    /// The pattern's cells.
    pub cells: CellSet,
    /// Its digits.
    pub digits: Digits,
    /// Its units, in the order above; `None` past the last.
    pub units: [Option<Unit>; 4],
}

impl NodePattern {
    /// The pattern's units, in order.
    pub fn units(&self) -> impl Iterator<Item = Unit> + '_ {
        self.units.iter().flatten().copied()
    }

    /// The technique's name as a sentence says it: `pointing`, `box-line`,
    /// `naked pair`, `hidden pair`, `X-wing`.
    pub fn word(&self) -> &'static str {
        match self.technique {
            TechniqueId::Pointing => "pointing",
            TechniqueId::BoxLine => "box-line",
            TechniqueId::NakedPair => "naked pair",
            TechniqueId::HiddenPair => "hidden pair",
            TechniqueId::XWing => "X-wing",
            other => other.info().name,
        }
    }
}

impl Serialize for NodePattern {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("NodePattern", 4)?;
        st.serialize_field("technique", &self.technique)?;
        st.serialize_field("cells", &self.cells.to_vec())?;
        st.serialize_field("digits", &self.digits.iter().collect::<Vec<u8>>())?;
        st.serialize_field("units", &self.units().collect::<Vec<Unit>>())?;
        st.end()
    }
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
        let fields = 5 + usize::from(!self.proof.is_empty()) + usize::from(self.pattern.is_some());
        let mut st = s.serialize_struct("BranchNode", fields)?;
        st.serialize_field("row", &(self.cell.row() + 1))?;
        st.serialize_field("col", &(self.cell.col() + 1))?;
        st.serialize_field("digit", &self.digit)?;
        st.serialize_field("state", if self.on { "on" } else { "off" })?;
        st.serialize_field("from", &self.from)?;
        if !self.proof.is_empty() {
            st.serialize_field("proof", &self.proof)?;
        }
        if let Some(pattern) = &self.pattern {
            st.serialize_field("pattern", pattern)?;
        }
        st.end()
    }
}
