//! Fish on one digit: n base lines whose candidates lie in n cover lines (basic),
//! or do so but for fins in one box (finned and sashimi).

mod basic_fish;
mod finned_fish;

pub use basic_fish::BasicFish;
pub use finned_fish::FinnedFish;
