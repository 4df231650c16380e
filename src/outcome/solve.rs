//! Solving and rating a puzzle: the engine's walk, then the fold of its steps,
//! once. Renderers read the [`Outcome`] and never call this.

use super::Outcome;
use crate::core::Puzzle;
use crate::engine::{self, Options, SolvePath, Status};
use crate::rating::se_names::ShortNames;
use crate::rating::{Rating, StepValue, fold, rate_steps};

/// Solves `puzzle` step by step on `options.path` and rates the steps.
pub fn solve(puzzle: &Puzzle, options: &Options) -> Outcome {
    let walk = engine::walk(puzzle, options);
    let mut outcome = Outcome {
        puzzle: puzzle.clone(),
        status: walk.status,
        solution: walk.solution,
        steps: walk.steps,
        options: options.clone(),
        rating: None,
    };
    if outcome.status == Status::Solved && outcome.final_grid().is_full() {
        outcome.rating = Some(rate_steps(options.path, &outcome.steps));
    }
    outcome
}

/// A puzzle rated by one path: its status, and for a puzzle with one solution
/// the rating of that path and the path's length.
#[derive(Clone, Debug)]
pub struct Rated {
    /// Whether it has one, several or no solution.
    pub status: Status,
    /// The path's rating, for a puzzle with exactly one solution whose path
    /// fills the grid.
    pub rating: Option<Rating>,
    /// How many steps the path took.
    pub steps: usize,
    /// How many of them were the fallback's.
    pub guesses: usize,
    /// The solution, when the puzzle has one (SE's `%i` after a solve).
    pub solution: Option<[u8; 81]>,
    /// SE's short names of the steps ER, EP and ED rest on, with the rating.
    pub short_names: Option<ShortNames>,
}

/// Rates `puzzle` by the steps of `path`: what `sudoku rate` runs. The human
/// path is the solve `explain` shows ([`solve`]); SE's path is walked without
/// keeping its steps.
pub fn rate_puzzle(puzzle: &Puzzle, options: &Options, path: SolvePath) -> Rated {
    if path == SolvePath::Human {
        let outcome = solve(puzzle, options);
        return Rated {
            status: outcome.status,
            rating: outcome.rating,
            steps: outcome.steps.len(),
            guesses: outcome.summary().guesses,
            solution: outcome.solution,
            short_names: outcome
                .rating
                .map(|r| ShortNames::of(&r, |k| outcome.steps.get(k))),
        };
    }
    let (status, solution, walked) = engine::walk_se(puzzle, options);
    let rating = walked.as_ref().map(|p| {
        fold(
            SolvePath::Se,
            p.taken
                .iter()
                .map(|t| StepValue::valued(&t.step, t.difficulty)),
        )
    });
    // SE's names tell boxes from lines, never rows from columns, so the
    // steps of the copy walked name as the puzzle's own would.
    let short_names = rating
        .zip(walked.as_ref())
        .map(|(r, p)| ShortNames::of(&r, |k| p.taken.get(k).map(|t| &t.step)));
    Rated {
        status,
        rating,
        steps: walked.as_ref().map_or(0, |p| p.taken.len()),
        guesses: walked.as_ref().map_or(0, |p| p.guesses()),
        solution,
        short_names,
    }
}
