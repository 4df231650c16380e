//! Uniqueness techniques: they hold only for a puzzle with one solution, which the
//! engine checks before it enables them. `unique_rectangle` holds the rectangle
//! search the hidden rectangle shares, and the arguments of each type, which
//! `rectangle_missing_candidates` makes again on corners that have lost a digit.

mod avoidable_rectangle;
mod bug_plus_one;
mod bug_types;
mod hidden_rectangle;
mod rectangle_missing_candidates;
mod unique_loops;
mod unique_rectangle;

pub use avoidable_rectangle::AvoidableRectangle;
pub use bug_plus_one::BugPlusOne;
pub use bug_types::BugType;
pub use hidden_rectangle::HiddenRectangle;
pub use rectangle_missing_candidates::RectangleMissingCandidates;
pub use unique_loops::UniqueLoop;
pub use unique_rectangle::UniqueRectangle;
