//! The two modes a forcing search runs in and the four shapes of a forcing-chain
//! step: what the search, the nested search and the sentence share.

/// Which branches a search may build.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Every on node follows from one premise: a strong link the grid holds.
    Static,
    /// On nodes may follow from several premises.
    Dynamic,
}

/// The shape of a forcing-chain step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// Every candidate of one cell leads to the conclusion.
    Cell,
    /// Every place of one digit in one unit leads to the conclusion.
    Unit,
    /// One assumption leads to a contradiction.
    Contradiction,
    /// One candidate true and the same candidate false both lead to it.
    Both,
}
