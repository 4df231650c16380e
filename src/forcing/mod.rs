//! Forcing chains: assume a candidate true (or false), follow the basic rules as
//! far as they go, and compare what the assumptions force.
//!
//! Inside:
//! - this file: [`BranchNode`], the node of a branch as the trace records it;
//! - `closure`: the fast search, every consequence of an assumption on bitsets;
//! - `proof`: the branch a step records, rebuilt breadth-first with premises and
//!   cut down to the nodes the conclusion needs;
//! - `search`: the four forms (cell, unit, contradiction, one candidate true and
//!   false) and the choice of the shortest proof;
//! - `nested`: contradiction chains run inside a branch (the nested form);
//! - `words`: the sentence.
//!
//! The basic rules (section "Chains" of `docs/trace-format.md`): a candidate is off
//! when it shares a cell with an on candidate of another digit or sees an on
//! candidate of the same digit; a candidate is on when every other candidate of its
//! cell, or every other place of its digit in one unit, is off (or already gone
//! from the grid). A *static* branch derives every on node from a single premise,
//! that is through a strong link the grid itself holds (a cell with two candidates,
//! a digit with two places in a unit); a *dynamic* branch may use several.

mod closure;
mod nested;
mod proof;
mod search;
mod words;

pub use nested::find as find_nested;
pub use search::{Form, Mode, find};
pub use words::sentence;

use crate::geometry::Cell;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

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
    /// Nested forcing chains only: the node follows not by one basic rule but
    /// because its opposite breaks the grid. `proof[0]` is that opposite; index
    /// `i` below this node's own index `k` names node `i` of the branch, index
    /// `k + j` names `proof[j]`. Empty for a node of one basic rule.
    pub proof: Vec<BranchNode>,
    /// With a proof: what breaks at its end, in words (for the sentence).
    pub broken: Option<String>,
}

impl BranchNode {
    /// `r1c2=4` for an on node, `r1c2<>4` for an off node.
    pub fn words(&self) -> String {
        format!(
            "{}{}{}",
            self.cell,
            if self.on { "=" } else { "<>" },
            self.digit
        )
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
