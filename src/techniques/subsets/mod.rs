//! Naked and hidden subsets: n cells of a unit holding n digits, or n digits of a
//! unit confined to n cells; pairs, triples and quads are one search each with a
//! size parameter.

mod hidden_subset;
mod naked_subset;

pub use hidden_subset::HiddenSubset;
pub use naked_subset::NakedSubset;
