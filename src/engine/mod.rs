//! The solving loop: apply the first enabled technique that finds something, one
//! step at a time, always starting again from the top of the list (easiest
//! first, unless [`Order::Solving`] is asked for) so that singles come first;
//! when no technique applies, fall back to backtracking for one digit and go
//! back to logic.
//!
//! The engine knows the solution (from the solution counter): it decides the
//! status, drives the fallback and, in debug builds, checks that no step removes
//! a true digit. Techniques never see it: they receive only the [`Grid`].

mod options;
mod outcome;
pub mod se_path;

pub use options::{Options, Order};
pub(crate) use outcome::TechniqueCounts;
pub use outcome::{LargestStep, Outcome, Status, Summary, apply};

use crate::catalog::TechniqueId;
use crate::core::Digits;
use crate::core::Grid;
use crate::core::Puzzle;
use crate::core::{Candidate, Cell};
use crate::rating::{Rating, SolvePath, rate_steps};
use crate::solver::count_solutions;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern, Step};
use crate::techniques::{Analysis, Memory, Technique};

/// Solves `puzzle` step by step with the enabled techniques and the fallback.
pub fn solve(puzzle: &Puzzle, options: &Options) -> Outcome {
    let mut grid = puzzle.grid();
    let search = count_solutions(&grid, 2);
    let status = Status::from_count(search.count);
    let mut outcome = Outcome {
        puzzle: puzzle.clone(),
        status,
        solution: search.solution,
        steps: Vec::new(),
        options: options.clone(),
        rating: None,
    };
    let Some(solution) = search.solution else {
        return outcome;
    };
    let steps = match options.path {
        SolvePath::Human => human_steps(&grid, &solution, options, status),
        SolvePath::Se => se_path::steps(puzzle, status, &solution, options),
    };
    for step in &steps {
        debug_assert!(step.deduction.is_sound(&solution), "unsound {step:?}");
        apply(&mut grid, &step.deduction);
    }
    outcome.steps = steps;
    if status == Status::Solved && grid.is_full() {
        outcome.rating = Some(rate_steps(options.path, &outcome.steps));
    }
    outcome
}

/// The human path's steps from `grid`: the first enabled technique that
/// finds something, else the fallback, up to `options.max_steps`.
fn human_steps(grid: &Grid, solution: &[u8; 81], options: &Options, status: Status) -> Vec<Step> {
    let mut grid = grid.clone();
    let mut steps = Vec::new();
    let enabled = enabled_techniques(options, status);
    let limit = options.max_steps.unwrap_or(usize::MAX);
    // What the techniques remember from one grid of this walk to the next.
    let memory = Memory::default();
    while !grid.is_full() && steps.len() < limit {
        let step = first_step(&Analysis::remembering(&grid, &memory), &enabled)
            .unwrap_or_else(|| backtrack(&grid, solution, status == Status::Solved));
        apply(&mut grid, &step.deduction);
        steps.push(step);
    }
    steps
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
        };
    }
    let search = count_solutions(&puzzle.grid(), 2);
    let status = Status::from_count(search.count);
    let walked = match (status, search.solution) {
        (Status::Solved, Some(solution)) => {
            Some(se_path::walk(puzzle, status, &solution, options).path)
        }
        _ => None,
    };
    Rated {
        status,
        rating: walked.as_ref().map(|p| p.rating),
        steps: walked.as_ref().map_or(0, |p| p.taken.len()),
        guesses: walked.as_ref().map_or(0, |p| p.guesses()),
        solution: search.solution,
    }
}

/// The techniques `options` enables for a puzzle whose solutions are
/// `status`, in the order the engine tries them: the uniqueness techniques
/// only when the puzzle is proved to have a single solution.
pub fn enabled_techniques(
    options: &Options,
    status: Status,
) -> Vec<(TechniqueId, &'static dyn Technique)> {
    options
        .order
        .arrange()
        .into_iter()
        .filter(|info| options.techniques.contains(&info.id))
        .filter_map(|info| Some((info.id, info.id.technique()?)))
        .filter(|(_, t)| {
            !t.needs_unique_solution() || (options.uniqueness && status == Status::Solved)
        })
        .collect()
}

/// The first step any of `techniques` finds, in their order.
pub fn next_step(grid: &Grid, techniques: &[(TechniqueId, &dyn Technique)]) -> Option<Step> {
    first_step(&Analysis::new(grid), techniques)
}

/// The first step any of `techniques` finds on the grid `analysis` describes.
fn first_step(analysis: &Analysis, techniques: &[(TechniqueId, &dyn Technique)]) -> Option<Step> {
    let grid = analysis.grid();
    techniques
        .iter()
        .find_map(|&(id, t)| t.find(grid, analysis).map(|found| Step::new(id, found)))
}

/// The step technique `id` finds on `grid`, if any (none for the fallback):
/// what a lesson shows and a test checks.
pub fn find_step(grid: &Grid, id: TechniqueId) -> Option<Step> {
    next_step(grid, &[(id, id.technique()?)])
}

/// The fallback: the empty cell with fewest candidates gets the digit the search
/// proves right (for a puzzle with several solutions, the one the solution follows).
fn backtrack(grid: &Grid, solution: &[u8; 81], unique: bool) -> Step {
    let cell = fewest_candidates(grid);
    backtrack_at(grid, cell, solution[cell.index()], unique)
}

/// The empty cell with fewest candidates (the first of equals): where both
/// paths' fallback places a digit.
fn fewest_candidates(grid: &Grid) -> Cell {
    grid.empty_cells()
        .iter()
        .min_by_key(|&c| grid.candidates(c).len())
        .expect("called only while the grid has an empty cell")
}

/// The fallback's step placing `digit` in `cell`, with the positions the
/// search visited to decide it.
fn backtrack_at(grid: &Grid, cell: Cell, digit: u8, unique: bool) -> Step {
    let candidates = grid.candidates(cell);
    let nodes: u64 = candidates
        .iter()
        .map(|d| {
            let mut trial = grid.clone();
            trial.place(cell, d);
            count_solutions(&trial, 1).nodes
        })
        .sum();
    let pattern = Pattern::new(vec![cell], candidates, Vec::new()).with(Parts::Search(nodes));
    let placed = Candidate::new(cell, digit);
    Step {
        technique: TechniqueId::Backtrack,
        sentence: backtrack_sentence(placed, candidates, nodes, unique),
        deduction: Deduction::placement(pattern, cell, digit),
    }
}

/// "No technique applies, so search decides: of 1,4 in r1c1, only 4 leads to
/// the solution (52 positions searched) => r1c1=4".
fn backtrack_sentence(placed: Candidate, candidates: Digits, nodes: u64, unique: bool) -> Sentence {
    let cell = placed.cell;
    Sentence::new()
        .text("No technique applies, so search decides: of ")
        .digits(candidates)
        .text(" in ")
        .cell(cell)
        .text(if unique { ", only " } else { ", " })
        .digit(placed.digit)
        .text(if unique {
            " leads to the solution ("
        } else {
            " leads to a solution ("
        })
        .text(format!("{nodes} positions searched) => "))
        .placement(placed)
}
