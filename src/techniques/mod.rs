//! The solving techniques, one file per technique, grouped in folders by family:
//! singles, intersections, subsets, SE's direct hints, aligned exclusions, fish, single-digit patterns, wings,
//! uniqueness, chains, almost locked sets, exocets, impossible patterns, multi-sector locked sets and forcing chains. Each family's
//! `mod.rs` says what its members share.
//!
//! A technique sees only the candidate grid (never the solution) and answers with
//! a [`Deduction`](crate::step::Deduction) and its sentence. Which technique is
//! which, and the solving order, live in [`crate::catalog`].

pub(crate) mod als;
mod analysis;
pub(crate) mod chains;
pub(crate) mod combinations;
pub(crate) mod direct;
pub(crate) mod exclusion;
pub(crate) mod exocet;
pub(crate) mod fish;
pub(crate) mod forcing;
pub(crate) mod impossible;
pub(crate) mod intersections;
mod memory;
pub(crate) mod sectors;
pub(crate) mod single_digit;
pub(crate) mod singles;
pub(crate) mod subsets;
mod technique;
#[cfg(test)]
mod test_support;
pub(crate) mod uniqueness;
mod view;
pub(crate) mod wings;

pub use analysis::Analysis;
pub use memory::Memory;
pub use technique::{Found, Technique};
pub use view::Candidates;
