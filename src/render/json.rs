//! The JSON trace, version 1 of the contract in `docs/trace-format.md`: one compact
//! object per puzzle per line (JSON Lines), or pretty-printed on request.

use crate::core::Cell;
use crate::engine::SolvePath;
use crate::engine::Status;
use crate::hint::{Hint, Mistake, Next};
use crate::outcome::{LargestStep, Outcome, Summary, TechniqueCounts};
use crate::rating::Rating;
use crate::step::Step;
use serde::Serialize;
use std::io::{self, Write};

/// The trace object of one puzzle.
#[derive(Serialize)]
pub struct Trace<'a> {
    format: &'static str,
    version: u32,
    puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    candidates: Option<String>,
    /// The filled cells of `puzzle` that were placed, not given (a library
    /// line's `+d`); left out when every one is a given.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    placed: Vec<Cell>,
    /// The path the steps walk; left out for the human path, which a trace
    /// without it walks.
    #[serde(skip_serializing_if = "is_human")]
    path: SolvePath,
    status: Status,
    solution: Option<String>,
    steps: &'a [Step],
    summary: SummaryObject,
}

/// The `summary` object.
#[derive(Serialize)]
struct SummaryObject {
    steps: usize,
    guesses: usize,
    techniques: TechniqueCounts,
    /// The step a reader checks most nodes to follow.
    #[serde(skip_serializing_if = "Option::is_none")]
    largest_step: Option<LargestStep>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<Rating>,
    /// Another path's rating, when asked for (`explain --compare se`).
    #[serde(skip_serializing_if = "Option::is_none")]
    compared: Option<Rating>,
}

fn is_human(path: &SolvePath) -> bool {
    *path == SolvePath::Human
}

/// The 81-digit line of a solution.
pub fn solution_line(solution: &[u8; 81]) -> String {
    solution.iter().map(|&d| (b'0' + d) as char).collect()
}

/// The trace object of `outcome`, ready to serialize.
pub fn trace(outcome: &Outcome) -> Trace<'_> {
    let summary: Summary = outcome.summary();
    Trace {
        format: "sudoku-trace",
        version: 1,
        puzzle: outcome.puzzle.givens_line(),
        candidates: outcome.puzzle.candidates_line(),
        placed: outcome.puzzle.placed.iter().collect(),
        path: outcome.options.path,
        status: outcome.status,
        solution: outcome.solution.as_ref().map(solution_line),
        steps: &outcome.steps,
        summary: SummaryObject {
            steps: summary.steps,
            guesses: summary.guesses,
            techniques: TechniqueCounts(summary.techniques),
            largest_step: summary.largest,
            rating: outcome.rating,
            compared: None,
        },
    }
}

impl Trace<'_> {
    /// The trace with another path's rating beside its own.
    pub fn compared(mut self, rating: Option<Rating>) -> Self {
        self.summary.compared = rating;
        self
    }
}

/// Writes a trace as one line (or pretty-printed), ending in a newline.
pub fn write_trace(out: &mut dyn Write, trace: &Trace, pretty: bool) -> io::Result<()> {
    if pretty {
        serde_json::to_writer_pretty(&mut *out, trace)?;
    } else {
        serde_json::to_writer(&mut *out, trace)?;
    }
    writeln!(out)
}

/// The JSON answer of a hint: `status` is `next_step`, `solved` (complete and
/// right) or `no_solution` (the grid has none, and the mistakes do not say what
/// to take out); then the mistakes, the next step's object and the rating of the
/// solve from the corrected grid.
#[derive(Serialize)]
pub struct HintObject<'a> {
    /// `next_step`, `solved` or `no_solution`.
    pub status: &'static str,
    /// What is wrong with the grid.
    pub mistakes: &'a [Mistake],
    /// The next step, on the grid with the mistakes put right.
    pub step: Option<&'a Step>,
    /// How hard the rest is from there.
    pub rating: Option<&'a Rating>,
}

/// The JSON answer of `hint`.
pub fn hint_object(hint: &Hint) -> HintObject<'_> {
    let (status, step, rating) = match &hint.next {
        Next::Solved => ("solved", None, None),
        Next::Blocked => ("no_solution", None, None),
        Next::Step { step, rating, .. } => ("next_step", Some(&**step), rating.as_ref()),
    };
    HintObject {
        status,
        mistakes: &hint.mistakes,
        step,
        rating,
    }
}
