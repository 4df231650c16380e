//! The node of a forcing-chain branch, as the trace records it.

use crate::core::Cell;
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
