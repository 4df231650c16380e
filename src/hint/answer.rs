//! What a hint says, as data for the renderers (nothing here solves).

use super::mistake::Mistake;
use crate::core::Grid;
use crate::engine::Status;
use crate::rating::Rating;
use crate::step::Step;

/// Everything `hint` found: the mistakes, then what comes next.
#[derive(Clone, Debug)]
pub struct Hint {
    /// What is wrong with the grid, givens first, then filled digits, then pencil marks.
    pub mistakes: Vec<Mistake>,
    /// What follows once the mistakes are put right.
    pub next: Next,
}

/// What follows the diagnosis.
#[derive(Clone, Debug)]
pub enum Next {
    /// Every cell is filled, and rightly.
    Solved,
    /// The next step, on the grid with the mistakes put right.
    Step {
        /// Whether that grid has one solution or several.
        status: Status,
        /// The grid the step is taken on (boxed, like the step: both dwarf the
        /// other variants).
        grid: Box<Grid>,
        /// The step.
        step: Box<Step>,
        /// How hard the rest of the solve is from that grid.
        rating: Option<Rating>,
    },
    /// The grid has no solution, and the mistakes (if any) do not say which
    /// digits to take out: the player must choose first.
    Blocked,
}

/// Why the givens handed to [`hint`](super::hint) cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GivensError {
    /// The givens themselves have no solution.
    #[error("the givens have no solution")]
    NoSolution,
    /// Most givens are missing from the grid or different in it: they are
    /// another puzzle's.
    #[error(
        "the givens do not belong to this grid: {differ} of their {givens} givens are missing from it or different in it"
    )]
    Mismatch {
        /// How many givens are missing or different.
        differ: usize,
        /// How many givens there are.
        givens: usize,
    },
}
