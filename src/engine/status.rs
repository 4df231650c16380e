//! What a puzzle's solutions are: what the engine decides before it walks.

use serde::Serialize;

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
