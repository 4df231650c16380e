//! sudoku-explain: solves Sudoku the way a strong human does and explains every step.

pub mod catalog;
pub mod core;
pub mod engine;
pub mod examples;
pub mod generate;
pub mod hint;
pub mod lesson;
pub mod parse;
pub mod rating;
pub mod render;
pub mod solver;
pub mod step;
pub mod techniques;
pub mod verify;

pub use crate::core::{Cell, CellSet, Digits, Grid, Puzzle, Unit, UnitKind};
