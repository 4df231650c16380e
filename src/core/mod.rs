//! The board and what sits on it: cells, units and their fixed geometry, sets of
//! cells and digits as bitsets, the candidate grid, a digit in a cell, and a
//! puzzle as read. Everything above builds on these types; they import nothing
//! from the rest of the crate.
//!
//! Files, bottom-up: `cell` (a cell and its names), `bitset` (cell and digit
//! sets), `geometry` (units, peers, box/line intersections), `candidate`,
//! `grid`, `puzzle`, `canonical` (a puzzle's minlex form).

pub mod bits_hasher;
pub mod bitset;
pub mod candidate;
pub mod canonical;
pub mod cell;
pub mod geometry;
pub mod grid;
pub mod puzzle;

pub(crate) use bitset::bit_positions;
pub use bitset::{CellSet, Digits};
pub use candidate::Candidate;
pub use cell::Cell;
pub use geometry::{
    CELL_UNITS, INTERSECTIONS, INTERSECTIONS_NEAR, Intersection, UNIT_SETS, Unit, UnitKind,
    intersection_index,
};
pub use grid::Grid;
#[cfg(test)]
pub(crate) use grid::{test_grid_with, test_grid_with_digit};
pub use puzzle::Puzzle;
