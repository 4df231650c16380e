//! Impossible patterns: cells that no solution can fill with the pattern's
//! digits alone, so one of the other candidates there (the guardians) is
//! true, and whatever sees every guardian goes.

mod tridagon;

pub use tridagon::Tridagon;
