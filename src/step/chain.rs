//! Chains of inference, as the trace contract records them (section "Chains" of
//! `docs/trace-format.md`): nodes ("digit d is in one of these cells"), the
//! strong or weak link between neighbours, and what the chain proves. Chain-like
//! techniques (single-digit patterns, wings, colouring) build their proof with
//! these types; the link rules here are the ones the independent checker applies.

use crate::core::{Cell, CellSet};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// "`digit` is in one of `cells`": one cell, or a group of cells inside one
/// box/line intersection.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChainNode {
    /// The digit.
    pub digit: u8,
    /// The cell or group.
    pub cells: CellSet,
}

impl ChainNode {
    /// The node of one candidate.
    pub fn cell(cell: Cell, digit: u8) -> ChainNode {
        ChainNode {
            digit,
            cells: CellSet::single(cell),
        }
    }

    /// A group node (cells of one box/line intersection).
    pub fn group(cells: CellSet, digit: u8) -> ChainNode {
        ChainNode { digit, cells }
    }

    /// The node in Eureka notation: `(4)r1c2`, a group as `(4)r1c1,r1c2`.
    pub fn eureka(&self) -> String {
        format!("({}){}", self.digit, cells_eureka(self.cells))
    }
}

/// Cells as the steps write them: `r1c2`, or a group as `r1c1,r1c2`, every cell
/// named in full and joined by commas. Run-together forms (`r1c12`, `r13c4`)
/// are shorter but read as "column 12" or "row 13", and a group that is not in
/// one line would need a third form; one form everywhere is the one to learn.
pub fn cells_eureka(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(",")
}

impl Serialize for ChainNode {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("ChainNode", 2)?;
        st.serialize_field("digit", &self.digit)?;
        st.serialize_field("cells", &self.cells.to_vec())?;
        st.end()
    }
}

/// The inference between two neighbouring nodes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Link {
    /// If the first is false, the second is true.
    Strong,
    /// If the first is true, the second is false.
    Weak,
}

impl Link {
    /// `=` for strong, `-` for weak, as Eureka writes them.
    pub fn symbol(self) -> char {
        match self {
            Link::Strong => '=',
            Link::Weak => '-',
        }
    }
}

/// What a chain proves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Conclusion {
    /// An open chain: its first or its last node is true.
    FirstOrLast,
    /// A loop whose links alternate all the way round.
    ContinuousLoop,
    /// The assumed first node leads to its own negation.
    Contradiction,
}

/// An almost locked set: n cells of one unit holding n+1 digits.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct AlmostLockedSet {
    /// The cells.
    pub cells: Vec<Cell>,
    /// Their digits, ascending.
    pub digits: Vec<u8>,
}

/// An almost locked set inside an ALS chain: the strong link `links[at]`
/// between `chain[at]` (its cells holding one digit) and `chain[at + 1]` (its
/// cells holding another) holds because the set is almost locked: without
/// the first digit its cells hold as many digits as cells, so every other
/// digit, the second among them, is in them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ChainAls {
    /// The index in the chain's links (from 0) of the strong link it makes.
    pub at: usize,
    /// The cells, in row order.
    pub cells: Vec<Cell>,
    /// Their digits, ascending: one more than cells.
    pub digits: Vec<u8>,
}

/// The chain in Eureka notation: `(4)r1c2=(4)r1c7-(4)r5c7=(4)r5c2`; a loop
/// repeats its first node at the end.
pub fn eureka(nodes: &[ChainNode], links: &[Link], is_loop: bool) -> String {
    let mut s = String::new();
    for (k, node) in nodes.iter().enumerate() {
        if k > 0 {
            s.push(links[k - 1].symbol());
        }
        s.push_str(&node.eureka());
    }
    if is_loop && let (Some(first), Some(link)) = (nodes.first(), links.last()) {
        s.push(link.symbol());
        s.push_str(&first.eureka());
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eureka_notation_of_the_issue_example() {
        let nodes = [
            ChainNode::cell(Cell::at(0, 1), 4),
            ChainNode::cell(Cell::at(0, 6), 4),
            ChainNode::cell(Cell::at(4, 6), 4),
            ChainNode::cell(Cell::at(4, 1), 4),
        ];
        let links = [Link::Strong, Link::Weak, Link::Strong];
        assert_eq!(
            eureka(&nodes, &links, false),
            "(4)r1c2=(4)r1c7-(4)r5c7=(4)r5c2"
        );
        let group = ChainNode::group(
            CellSet::single(Cell::at(0, 0)) | CellSet::single(Cell::at(0, 1)),
            4,
        );
        assert_eq!(group.eureka(), "(4)r1c1,r1c2");
    }
}
