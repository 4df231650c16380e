//! Singles: a cell or a unit left with one possibility for a digit.

mod full_house;
mod hidden_single;
mod naked_single;

pub use full_house::FullHouse;
pub use hidden_single::HiddenSingle;
pub use naked_single::NakedSingle;
