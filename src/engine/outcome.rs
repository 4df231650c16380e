//! What the engine found out about a puzzle: its status, its steps and their
//! rating, as data for the renderers (nothing here solves).

use super::options::Options;
use crate::catalog::TechniqueId;
use crate::core::{Grid, Puzzle};
use crate::rating::Rating;
use crate::step::{Deduction, Step};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// What a puzzle's solutions are.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Exactly one solution.
    Solved,
    /// More than one solution; the outcome follows one of them.
    MultipleSolutions,
    /// No solution.
    NoSolution,
}

impl Status {
    /// The status of a puzzle with `count` solutions (counted up to 2 or more).
    pub fn from_count(count: usize) -> Status {
        match count {
            0 => Status::NoSolution,
            1 => Status::Solved,
            _ => Status::MultipleSolutions,
        }
    }

    /// The status as the trace spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::MultipleSolutions => "multiple_solutions",
            Status::NoSolution => "no_solution",
        }
    }
}

/// Counts of what a solution used.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Summary {
    /// Number of steps.
    pub steps: usize,
    /// Number of backtracking steps.
    pub guesses: usize,
    /// Steps per technique, easiest first (equal difficulties in the catalog's
    /// order).
    pub techniques: Vec<(TechniqueId, usize)>,
    /// The step a reader checks most nodes to follow ([`Step::size`]), the
    /// first of equals; none without steps.
    pub largest: Option<LargestStep>,
}

/// The largest step of a path, by what a reader checks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct LargestStep {
    /// Its number on the path, from 1.
    pub step: usize,
    /// Its technique.
    pub technique: TechniqueId,
    /// Its size ([`Step::size`]).
    pub size: usize,
}

impl Summary {
    /// The summary of these steps.
    pub fn of(steps: &[Step]) -> Summary {
        let mut counts: Vec<(TechniqueId, usize)> = Vec::new();
        for step in steps {
            match counts.iter_mut().find(|(id, _)| *id == step.technique) {
                Some((_, n)) => *n += 1,
                None => counts.push((step.technique, 1)),
            }
        }
        counts.sort_by_key(|(id, _)| (id.info().difficulty, *id));
        Summary {
            steps: steps.len(),
            guesses: steps
                .iter()
                .filter(|s| s.technique == TechniqueId::Backtrack)
                .count(),
            techniques: counts,
            largest: largest_step(steps),
        }
    }
}

/// The first of the steps with the largest size.
fn largest_step(steps: &[Step]) -> Option<LargestStep> {
    let mut largest: Option<LargestStep> = None;
    for (k, step) in steps.iter().enumerate() {
        let size = step.size();
        if largest.is_none_or(|l| size > l.size) {
            largest = Some(LargestStep {
                step: k + 1,
                technique: step.technique,
                size,
            });
        }
    }
    largest
}

/// The per-technique counts serialize as a JSON object, easiest first.
pub(crate) struct TechniqueCounts(pub Vec<(TechniqueId, usize)>);

impl Serialize for TechniqueCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (id, n) in &self.0 {
            map.serialize_entry(id.as_str(), n)?;
        }
        map.end()
    }
}

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
    /// ([`rate_steps`](crate::rating::rate_steps)), on the human path. `None` unless the puzzle has
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

/// Applies a deduction: placements first, then eliminations.
pub fn apply(grid: &mut Grid, deduction: &Deduction) {
    deduction.apply_to(grid);
}
