//! The marks a drawing holds beyond a sign on a candidate: shaded cells (the
//! pattern, the units it looks at, a fish's base and cover, a named set), the
//! nodes of a chain or branch with the links between them, and the named sets
//! with their digits. The terminal reads these back as legend lines; the pages
//! paint them (`paint.js`) and compute none of them.

use crate::core::Cell;
use serde::Serialize;

/// Why a cell is shaded.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Shade {
    /// A cell of the pattern.
    Pattern,
    /// A cell of a unit the step looks at (a single's unit, a subset's).
    Unit,
    /// A fish's base unit.
    Base,
    /// A fish's cover unit.
    Cover,
    /// A cell of a named set ([`CellMark::set`] says which).
    Set,
    /// A corner of a uniqueness rectangle.
    Rectangle,
    /// Where a junior exocet's rejected way breaks: the cell left without a
    /// candidate, or the unit left without a place for a digit.
    Broken,
}

/// A shaded cell. A cell can be shaded twice (a fish's base and cover meet).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct CellMark {
    /// The cell.
    pub cell: Cell,
    /// Why it is shaded.
    pub shade: Shade,
    /// For [`Shade::Set`]: the index of the set in [`Panel::sets`](super::Panel::sets).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set: Option<usize>,
}

/// What a node of the drawing is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// A chain's node: the digit is in one of the cells, or not.
    Chain,
    /// A forcing branch's assumption.
    Premise,
    /// A forcing branch's node that follows: the digit is in the cell.
    On,
    /// A forcing branch's node that follows: the digit is not in the cell.
    Off,
    /// The candidates of a restricted common digit in one set.
    Rcc,
    /// In an inner chain's panel: a node of the outer branch the inner chain
    /// rests on (it already holds there, so it is not one of the inner
    /// chain's own steps).
    Held,
}

/// One node: a digit in one cell or a group of cells, with its letter.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct NodeMark {
    /// What the node is.
    pub kind: NodeKind,
    /// The digit.
    pub digit: u8,
    /// Its cells: more than one for a group node.
    pub cells: Vec<Cell>,
    /// The letter the legend names it by (none for a restricted common).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub letter: Option<String>,
    /// A nested forcing chain's node that holds because its opposite breaks
    /// the grid: the index of the panel's inner chain that shows why
    /// ([`super::Panel::inner`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inner: Option<usize>,
}

/// What a link between two nodes says.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkKind {
    /// If one end is false, the other is true.
    Strong,
    /// Not both ends are true.
    Weak,
    /// A restricted common digit: in only one of the two sets.
    Rcc,
    /// A branch's step: the earlier node forces the later one.
    Forces,
}

/// A link from one node to another, by their indices in
/// [`Panel::nodes`](super::Panel::nodes).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct LinkMark {
    /// What the link says.
    pub kind: LinkKind,
    /// The node it starts at.
    pub from: usize,
    /// The node it points to.
    pub to: usize,
}

/// A named set of cells: an almost locked set, a Sue de Coq's partner cells,
/// a rectangle's locking cells.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SetMark {
    /// Its letter on the grid.
    pub letter: char,
    /// Its cells.
    pub cells: Vec<Cell>,
    /// The digits it holds (none where the step names none).
    pub digits: Vec<u8>,
    /// What it is, in words.
    pub words: String,
}
