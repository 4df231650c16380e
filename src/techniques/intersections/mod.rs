//! Intersections: a digit of a unit confined to the cells it shares with another unit
//! (`intersection` holds the search both members share).

mod box_line;
pub(crate) mod intersection;
mod pointing;

pub use box_line::BoxLine;
pub use pointing::Pointing;
