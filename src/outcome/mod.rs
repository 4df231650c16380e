//! A puzzle solved and rated: the engine walks a path ([`crate::engine::walk`]) and
//! the rating folds its steps ([`crate::rating::rate_steps`]), once, so that every renderer
//! prints the same figures and each names a step of the path it shows. The
//! engine decides steps and never values a trace; this is where the two meet.

mod solve;
mod summary;

pub use solve::{Rated, rate_puzzle, solve};
pub(crate) use summary::TechniqueCounts;
pub use summary::{LargestStep, Summary};

use crate::core::{Grid, Puzzle};
use crate::engine::{Options, Status, apply};
use crate::rating::Rating;
use crate::step::Step;

/// Everything the engine found out about one puzzle.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The puzzle as given.
    pub puzzle: Puzzle,
    /// Whether it has one, several or no solution.
    pub status: Status,
    /// The solution (one of them when there are several).
    pub solution: Option<[u8; 81]>,
    /// Every deduction, in order.
    pub steps: Vec<Step>,
    /// The options the steps were found with.
    pub options: Options,
    /// How hard the steps were: the fold of [`Outcome::steps`] on SE's scale
    /// ([`rate_steps`](crate::rating::rate_steps)), on the path walked. `None` unless the puzzle has
    /// exactly one solution and the steps fill the grid: a puzzle with several
    /// solutions has no difficulty of its own, and steps that stopped early
    /// were asked to.
    pub rating: Option<Rating>,
}

impl Outcome {
    /// What the steps used.
    pub fn summary(&self) -> Summary {
        Summary::of(&self.steps)
    }

    /// The grid before each step, with the step: what a renderer draws.
    pub fn replay(&self) -> impl Iterator<Item = (Grid, &Step)> + '_ {
        let mut grid = self.puzzle.grid();
        self.steps.iter().map(move |step| {
            let before = grid.clone();
            apply(&mut grid, &step.deduction);
            (before, step)
        })
    }

    /// The grid after every step.
    pub fn final_grid(&self) -> Grid {
        let mut grid = self.puzzle.grid();
        for step in &self.steps {
            apply(&mut grid, &step.deduction);
        }
        grid
    }
}
