//! Locked sets across several rows and columns: cells whose digits fill
//! exactly as many row and column places as they are cells.

mod multi_sector_locked_set;

pub use multi_sector_locked_set::MultiSectorLockedSet;
