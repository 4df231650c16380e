//! sudoku-explain: solves Sudoku the way a strong human does and explains every step.

pub mod als;
pub mod bitset;
pub mod chain;
pub mod forcing;
pub mod geometry;
pub mod grid;
pub mod parse;
pub mod puzzle;
pub mod solver;

pub use bitset::{CellSet, Digits};
pub use geometry::{Cell, Unit, UnitKind};
pub use grid::Grid;
pub use puzzle::Puzzle;
pub mod engine;
pub mod examples;
pub mod generate;
pub mod hint;
pub mod lesson;
pub mod rating;
pub mod render;
pub mod sentence;
pub mod step;
pub mod techniques;
pub mod verify;
