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
mod path;
pub mod se_path;
mod status;

pub use options::{Options, Order};
pub use path::SolvePath;
pub use status::Status;

use crate::catalog::TechniqueId;
use crate::core::Digits;
use crate::core::Grid;
use crate::core::Puzzle;
use crate::core::{Candidate, Cell};
use crate::solver::count_solutions;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern, Step};
use crate::techniques::{Analysis, Memory, Technique};

/// A puzzle walked by one path: whether it has one, several or no solution,
/// the solution the walk follows, and the steps (none for a puzzle without a
/// solution).
#[derive(Clone, Debug)]
pub struct Walk {
    /// Whether it has one, several or no solution.
    pub status: Status,
    /// The solution (one of them when there are several).
    pub solution: Option<[u8; 81]>,
    /// Every deduction, in order.
    pub steps: Vec<Step>,
}

/// Walks `puzzle` step by step on `options.path` with the enabled techniques
/// and the fallback.
pub fn walk(puzzle: &Puzzle, options: &Options) -> Walk {
    let grid = puzzle.grid();
    let search = count_solutions(&grid, 2);
    let status = Status::from_count(search.count);
    let Some(solution) = search.solution else {
        return Walk {
            status,
            solution: None,
            steps: Vec::new(),
        };
    };
    let steps = match options.path {
        SolvePath::Human => human_steps(&grid, &solution, options, status),
        SolvePath::Se => se_path::steps(puzzle, status, &solution, options),
    };
    for step in &steps {
        debug_assert!(step.deduction.is_sound(&solution), "unsound {step:?}");
    }
    Walk {
        status,
        solution: Some(solution),
        steps,
    }
}

/// The status of `puzzle` and, for a puzzle with exactly one solution, SE's
/// path walked without keeping its steps' sentences: what `rate` folds.
pub fn walk_se(
    puzzle: &Puzzle,
    options: &Options,
) -> (Status, Option<[u8; 81]>, Option<se_path::SePath>) {
    let search = count_solutions(&puzzle.grid(), 2);
    let status = Status::from_count(search.count);
    let walked = match (status, search.solution) {
        (Status::Solved, Some(solution)) => {
            Some(se_path::walk(puzzle, status, &solution, options).path)
        }
        _ => None,
    };
    (status, search.solution, walked)
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

/// Applies a deduction: placements first, then eliminations.
pub fn apply(grid: &mut Grid, deduction: &Deduction) {
    deduction.apply_to(grid);
}
