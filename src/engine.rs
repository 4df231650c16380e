//! The solving loop: apply the first enabled technique that finds something, one
//! step at a time, always starting again from the top of the list (easiest
//! first, unless [`Order::Solving`] is asked for) so that singles come first;
//! when no technique applies, fall back to backtracking for one digit and go
//! back to logic.
//!
//! The engine knows the solution (from the solution counter): it decides the
//! status, drives the fallback and, in debug builds, checks that no step removes
//! a true digit. Techniques never see it: they receive only the [`Grid`].

use crate::catalog::{self, TechniqueId, TechniqueInfo};
use crate::core::Candidate;
use crate::core::Digits;
use crate::core::Grid;
use crate::core::Puzzle;
use crate::core::canonical::minlex;
use crate::rating::se_path::{self, SePath};
use crate::rating::{Rating, rate};
use crate::solver::count_solutions;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern, Step};
use crate::techniques::{Analysis, Technique};
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

/// In which order the enabled techniques are tried.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Order {
    /// Easiest first by difficulty, as Sudoku Explainer rates: hidden singles before
    /// naked singles, X-wing before hidden pairs. Techniques of equal difficulty
    /// keep the catalog's order. The default, so that a trace, its rating and
    /// `sudoku rate` all follow the same path.
    #[default]
    Difficulty,
    /// The catalog's solving order (full house, naked single, hidden single, ...).
    Solving,
}

impl Order {
    /// Both orders, the default first.
    pub const ALL: [Order; 2] = [Order::Difficulty, Order::Solving];

    /// The order's name, as options spell it.
    pub const fn name(self) -> &'static str {
        match self {
            Order::Difficulty => "difficulty",
            Order::Solving => "solving",
        }
    }

    /// The order in a few words.
    pub const fn about(self) -> &'static str {
        match self {
            Order::Difficulty => {
                "Easiest first, as Sudoku Explainer rates (the default): hidden singles before naked singles, X-wing before hidden pairs"
            }
            Order::Solving => {
                "The catalog's solving order (full house, naked single, hidden single, ...)"
            }
        }
    }

    /// Every technique of the catalog, the fallback last, in this order.
    pub fn arrange(self) -> Vec<&'static TechniqueInfo> {
        let mut all: Vec<&'static TechniqueInfo> = catalog::TECHNIQUES.iter().collect();
        if self == Order::Difficulty {
            // A stable sort: equal difficulties keep the catalog's order.
            all.sort_by_key(|t| t.difficulty);
        }
        all
    }
}

/// How the engine runs.
#[derive(Clone, Debug)]
pub struct Options {
    /// The enabled techniques.
    pub techniques: Vec<TechniqueId>,
    /// The order they are tried in.
    pub order: Order,
    /// Allow techniques that hold only for a puzzle with a single solution (used
    /// only when the solution counter has proved it has one).
    pub uniqueness: bool,
    /// Stop after this many steps (the rest of the grid stays open).
    pub max_steps: Option<usize>,
    /// Rate SE's forcing chains from 9.0 up by SE's nesting levels (`rate
    /// --deep`): seconds a puzzle on the hardest, where the default path
    /// takes milliseconds.
    pub deep: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            techniques: catalog::techniques().map(|(id, _)| id).collect(),
            order: Order::default(),
            uniqueness: true,
            max_steps: None,
            deep: false,
        }
    }
}

impl Options {
    /// The options callers choose (`--techniques`, `--max-technique`,
    /// `--order`, `--no-uniqueness`): the techniques named, else those no
    /// harder than `max_technique`, else all.
    pub fn chosen(
        techniques: Option<&[TechniqueId]>,
        max_technique: Option<TechniqueId>,
        order: Order,
        uniqueness: bool,
    ) -> Options {
        let base = match (techniques, max_technique) {
            (Some(ids), _) => Options {
                techniques: ids.to_vec(),
                ..Options::default()
            },
            (None, Some(id)) => Options::up_to(id),
            (None, None) => Options::default(),
        };
        Options {
            order,
            uniqueness,
            ..base
        }
    }

    /// Only the techniques no harder than `id` (those of equal difficulty
    /// included): what `--max-technique` asks for.
    pub fn up_to(id: TechniqueId) -> Options {
        let limit = id.info().difficulty;
        Options {
            techniques: catalog::techniques()
                .map(|(t, _)| t)
                .filter(|t| t.info().difficulty <= limit)
                .collect(),
            ..Options::default()
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
        }
    }
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
    /// The options the steps were found with (the rating's path follows them).
    pub options: Options,
}

impl Outcome {
    /// What the steps used.
    pub fn summary(&self) -> Summary {
        Summary::of(&self.steps)
    }

    /// The puzzle's rating on Sudoku Explainer's scale: ER, EP and ED of the
    /// path SE would take (see [`crate::rating::se_path`]), which need not be
    /// the path of [`Outcome::steps`]. `None` unless the puzzle has exactly one
    /// solution and the steps fill the grid: a puzzle with several solutions has
    /// no difficulty of its own, and steps that stopped early were asked to.
    pub fn rating(&self) -> Option<Rating> {
        let solution = self.solution.as_ref()?;
        let complete = self.status == Status::Solved && self.final_grid().is_full();
        complete.then(|| se_path(&self.puzzle, self.status, solution, &self.options).rating)
    }

    /// How hard this outcome's own steps were: the hardest of them on SE's
    /// scale, with the level of its technique (what `generate` matches a
    /// request against: the techniques a player meets on this path). `None`
    /// when [`Outcome::rating`] is.
    pub fn path_rating(&self) -> Option<Rating> {
        let complete = self.status == Status::Solved && self.final_grid().is_full();
        complete.then(|| rate(&self.steps))
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
    };
    let Some(solution) = search.solution else {
        return outcome;
    };
    let enabled = enabled_techniques(options, status);
    let limit = options.max_steps.unwrap_or(usize::MAX);
    while !grid.is_full() && outcome.steps.len() < limit {
        let step = next_step(&grid, &enabled)
            .unwrap_or_else(|| backtrack(&grid, &solution, status == Status::Solved));
        debug_assert!(step.deduction.is_sound(&solution), "unsound {step:?}");
        apply(&mut grid, &step.deduction);
        outcome.steps.push(step);
    }
    outcome
}

/// A puzzle rated without its explained path: its status, and for a puzzle with
/// one solution the rating of SE's path and that path's length.
#[derive(Clone, Debug)]
pub struct Rated {
    /// Whether it has one, several or no solution.
    pub status: Status,
    /// SE's path, for a puzzle with exactly one solution.
    pub path: Option<SePath>,
}

/// Rates `puzzle` as [`Outcome::rating`] does, without finding the explained
/// path: what `sudoku rate` runs.
pub fn rate_puzzle(puzzle: &Puzzle, options: &Options) -> Rated {
    let search = count_solutions(&puzzle.grid(), 2);
    let status = Status::from_count(search.count);
    let path = match (status, search.solution) {
        (Status::Solved, Some(solution)) => Some(se_path(puzzle, status, &solution, options)),
        _ => None,
    };
    Rated { status, path }
}

/// SE's path for `puzzle`, walked on its minlex form (the same copy for every
/// relabelling, transposition and band, stack, row or column swap), so that
/// every copy of a puzzle gets the same rating: SE's own choice among equally
/// easy steps follows cell order, and the path after it can differ by a
/// bonus step. A puzzle given with pencil marks is walked as given.
fn se_path(puzzle: &Puzzle, status: Status, solution: &[u8; 81], options: &Options) -> SePath {
    let uniqueness = options.uniqueness && status == Status::Solved;
    let (grid, solution) = match puzzle.candidates {
        Some(_) => (puzzle.grid(), *solution),
        None => {
            let (form, transform) = minlex(&puzzle.givens);
            (Puzzle::from_givens(form).grid(), transform.apply(solution))
        }
    };
    se_path::solve(
        &grid,
        &solution,
        &options.techniques,
        uniqueness,
        options.deep,
    )
}

/// The techniques `options` enables for a puzzle whose solutions are
/// `status`, in the order the engine tries them: the uniqueness techniques
/// only when the puzzle is proved to have a single solution.
pub(crate) fn enabled_techniques(
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
    let analysis = Analysis::new(grid);
    techniques
        .iter()
        .find_map(|&(id, t)| t.find(grid, &analysis).map(|found| Step::new(id, found)))
}

/// The step technique `id` finds on `grid`, if any (none for the fallback):
/// what a lesson shows and a test checks.
pub fn find_step(grid: &Grid, id: TechniqueId) -> Option<Step> {
    next_step(grid, &[(id, id.technique()?)])
}

/// The fallback: the empty cell with fewest candidates gets the digit the search
/// proves right (for a puzzle with several solutions, the one the solution follows).
fn backtrack(grid: &Grid, solution: &[u8; 81], unique: bool) -> Step {
    let cell = grid
        .empty_cells()
        .iter()
        .min_by_key(|&c| grid.candidates(c).len())
        .expect("the loop stops when the grid is full");
    let digit = solution[cell.index()];
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
