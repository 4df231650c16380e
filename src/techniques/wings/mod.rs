//! Wings: a pivot cell and its pincers, whose digits force a common digit out of
//! every cell that sees both pincers.

mod w_wing;
mod xy_wing;
mod xyz_wing;

pub use w_wing::WWing;
pub use xy_wing::XyWing;
pub use xyz_wing::XyzWing;
