//! sudoku-explain: solves Sudoku the way a strong human does and explains every step.
//!
//! Data flows one way: text is [parsed](crate::parse) into a [`Puzzle`]; its candidate
//! [`Grid`] goes to the [`engine`], which asks the [techniques](catalog), easiest
//! first, for the next deduction until the grid is full; each deduction
//! is a [`Step`] (the technique, what it rests on, what it places and removes,
//! and a sentence made of typed pieces); renderers turn the steps into text,
//! JSON (the trace contract, `docs/trace-format.md`) or a page, and the
//! [verifier](crate::verify) checks a trace without trusting the engine.
//! [`solve`] walks the engine and folds the steps' values on Sudoku Explainer's
//! [`scale`] into a [`rating`] once, in the [`Outcome`] the renderers print.
//!
//! Beside the engine: [`hint`] (the next
//! step, or the player's mistakes), [`all_steps`] (every step each technique
//! can make at one position), [`generate`] (new puzzles by level or
//! technique), [`lesson`] (the lesson of each technique, with live cases),
//! [`solver`] (an exact solution counter) and [`examples`] (built-in puzzles).
//!
//! # Explaining one puzzle
//!
//! ```
//! use sudoku_explain::{Options, Status, TechniqueId, parse, solve};
//!
//! let puzzle = parse::parse_one(
//!     "6....3.845.1.9.......46..9.9.....3...72...85...8.....2.9..78.......2.7.936.1....8",
//! )?;
//! let outcome = solve(&puzzle, &Options::default());
//! assert_eq!(outcome.status, Status::Solved);
//!
//! // Every step says what it did and why, in words and as data; the easiest
//! // technique comes first.
//! let first = &outcome.steps[0];
//! assert_eq!(first.technique, TechniqueId::HiddenSingle);
//! assert_eq!(
//!     first.sentence.to_string(),
//!     "In box 1, 4 can only go in r2c2 => r2c2=4"
//! );
//! assert_eq!(first.placements()[0].digit, 4);
//!
//! // The hardest step rates the puzzle on Sudoku Explainer's scale; it is
//! // one of the steps above.
//! let rating = outcome.rating.expect("solved by logic alone");
//! assert_eq!(rating.hardest, Some(TechniqueId::XWing));
//! assert_eq!(rating.difficulty, 32); // tenths: 3.2
//! let k = rating.hardest_step.expect("a step");
//! assert_eq!(outcome.steps[k].technique, TechniqueId::XWing);
//!
//! // The trace, as `sudoku explain --format json` prints it, checks out.
//! let trace = sudoku_explain::render::json::trace(&outcome);
//! let report = sudoku_explain::verify::verify_trace(1, &serde_json::to_string(&trace)?);
//! assert!(report.problems.is_empty());
//! assert_eq!(report.verified, outcome.steps.len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod all_steps;
pub mod api;
pub mod catalog;
mod core;
pub mod engine;
pub mod examples;
pub mod generate;
pub mod hint;
pub mod lesson;
pub mod outcome;
pub mod parse;
pub mod rating;
pub mod render;
pub mod scale;
pub mod solver;
pub mod step;
pub mod technique_id;
pub mod techniques;
pub mod verify;

pub use crate::catalog::{Level, TechniqueId};
pub use crate::core::canonical::{Transform, minlex};
pub use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Puzzle, Unit, UnitKind};
pub use crate::engine::{Options, Status};
pub use crate::outcome::{Outcome, solve};
pub use crate::step::Step;
