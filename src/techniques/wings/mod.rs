//! Wings: a pivot cell and its pincers, whose digits force a common digit out of
//! every cell that sees both pincers; and Sukaku Explainer's wings of four and
//! five cells holding as many digits.

mod sukaku_wings;
mod w_wing;
mod xy_wing;
mod xyz_wing;

pub use sukaku_wings::SukakuWing;
pub use w_wing::WWing;
pub use xy_wing::XyWing;
pub use xyz_wing::XyzWing;
