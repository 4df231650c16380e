//! Exocets: two base cells in one box whose two digits must reappear in two
//! target cells, because outside the targets' band the cross-lines have too
//! few places left for them. The junior exocet keeps base and targets in one
//! band.

mod compatibility;
mod junior_exocet;

pub use junior_exocet::JuniorExocet;
