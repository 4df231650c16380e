//! The independent trace verifier behind `sudoku verify`.
//!
//! It reads a trace in the contract's JSON form (`docs/trace-format.md`), ours or
//! anyone's, replays it on its own candidate grid and checks every step: that it
//! changes the grid, that it is sound (never removes the true digit, places only
//! true digits), that the pattern it names holds at that moment and implies
//! exactly the step's placements and eliminations, and that singles come first.
//!
//! Independence is the point: a bug in a technique must not be able to hide
//! behind the same bug in its checker. So this module re-derives every rule from
//! the contract and uses only the geometry, the bit sets, the solution counter
//! (and the grid type that feeds it) and the JSON itself, never technique or
//! engine code; `tests/verify_independence.rs` fails if that changes.

mod als;
mod als_chain;
mod avoidable_rectangle;
mod basic;
mod board;
mod chain;
mod coloring;
mod direct;
mod exclusion;
mod fish;
#[cfg(test)]
mod fixture;
mod forcing;
mod franken_fish;
mod junior_exocet;
mod kraken_fish;
mod moment;
mod multi_sector_locked_set;
mod mutant_fish;
mod pattern_node;
mod read;
mod replay;
mod size;
mod sue_de_coq;
mod templates;
mod tridagon;
mod uniqueness;
mod wing;

use std::collections::BTreeMap;
use std::fmt;

pub use replay::{verify_trace, verify_value};

/// The longest trace line `sudoku verify` reads, in bytes. The longest trace of
/// the hardest puzzles here is 583 KB (forum-hardest); a longer line is reported and skipped,
/// so a runaway input (`/dev/zero`, a file without line ends) costs at most this
/// much memory for its text.
pub const MAX_TRACE_LINE: usize = 32 << 20;

/// One thing wrong with a trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based number of the trace in its input.
    pub trace: usize,
    /// 1-based step number and the step's technique, when the problem is a step's.
    pub step: Option<(usize, String)>,
    /// What kind of problem it is, for the summary's counts.
    pub kind: ProblemKind,
    /// What is wrong, in words.
    pub message: String,
}

/// The summary's buckets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The pattern named does not hold, or does not imply what the step does.
    BadPattern,
    /// The step removes a true digit or places a wrong one.
    Unsound,
    /// A step other than a single while a single was available.
    Order,
    /// The pattern implies more than the step lists.
    Incomplete,
    /// Anything else: the trace's fields, a step that changes nothing, a status
    /// the search disagrees with.
    Malformed,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.step {
            Some((k, technique)) => write!(
                f,
                "trace {}, step {k} ({technique}): {}",
                self.trace, self.message
            ),
            None => write!(f, "trace {}: {}", self.trace, self.message),
        }
    }
}

/// What the verification of one trace found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TraceReport {
    /// Every problem found, in the order met.
    pub problems: Vec<Problem>,
    /// Steps replayed.
    pub steps: usize,
    /// Steps whose pattern was checked and found to hold.
    pub verified: usize,
    /// The verified steps, by technique id.
    pub verified_by_technique: BTreeMap<String, usize>,
    /// Steps of a technique the contract does not describe: soundness only.
    pub unverified: usize,
    /// Backtracking steps.
    pub guesses: usize,
    /// Status `solved`, no guess, no problem, and the steps fill the grid.
    pub solved_by_logic: bool,
}

/// The totals over many traces: what the last line of `sudoku verify` says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Traces read.
    pub traces: usize,
    /// Traces with at least one problem.
    pub with_errors: usize,
    /// Traces solved by logic alone (see [`TraceReport::solved_by_logic`]).
    pub solved_by_logic: usize,
    /// Steps replayed.
    pub steps: usize,
    /// Steps whose pattern was checked and found to hold.
    pub verified: usize,
    /// The verified steps, by technique id.
    pub verified_by_technique: BTreeMap<String, usize>,
    /// Steps checked for soundness only.
    pub unverified: usize,
    /// Problems of kind [`ProblemKind::Unsound`].
    pub unsound: usize,
    /// Problems of kind [`ProblemKind::BadPattern`].
    pub bad_pattern: usize,
    /// Problems of kind [`ProblemKind::Order`].
    pub out_of_order: usize,
    /// Problems of kind [`ProblemKind::Incomplete`].
    pub incomplete: usize,
    /// Problems of kind [`ProblemKind::Malformed`].
    pub malformed: usize,
    /// Backtracking steps.
    pub guesses: usize,
}

impl Totals {
    /// Adds one trace's report.
    pub fn add(&mut self, report: &TraceReport) {
        self.traces += 1;
        self.with_errors += usize::from(!report.problems.is_empty());
        self.solved_by_logic += usize::from(report.solved_by_logic);
        self.steps += report.steps;
        self.verified += report.verified;
        for (technique, n) in &report.verified_by_technique {
            *self
                .verified_by_technique
                .entry(technique.clone())
                .or_default() += n;
        }
        self.unverified += report.unverified;
        self.guesses += report.guesses;
        for p in &report.problems {
            *match p.kind {
                ProblemKind::BadPattern => &mut self.bad_pattern,
                ProblemKind::Unsound => &mut self.unsound,
                ProblemKind::Order => &mut self.out_of_order,
                ProblemKind::Incomplete => &mut self.incomplete,
                ProblemKind::Malformed => &mut self.malformed,
            } += 1;
        }
    }

    /// `verified by technique: full_house 20, naked_single 14, ...`, most first.
    pub fn technique_line(&self) -> String {
        let mut counts: Vec<(&String, &usize)> = self.verified_by_technique.iter().collect();
        counts.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let words: Vec<String> = counts.iter().map(|(t, n)| format!("{t} {n}")).collect();
        format!("verified by technique: {}", words.join(", "))
    }

    /// Whether every trace checked out.
    pub fn is_clean(&self) -> bool {
        self.with_errors == 0
    }
}

impl fmt::Display for Totals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} traces, {} with errors; {} solved by logic alone; steps {} \
             (verified {}, unverified {}, unsound {}, bad pattern {}, out of order {}, \
             incomplete {}, malformed {}, guesses {})",
            self.traces,
            self.with_errors,
            self.solved_by_logic,
            self.steps,
            self.verified,
            self.unverified,
            self.unsound,
            self.bad_pattern,
            self.out_of_order,
            self.incomplete,
            self.malformed,
            self.guesses
        )
    }
}
