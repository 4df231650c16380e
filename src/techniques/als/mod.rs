//! Almost locked sets (n cells of one unit holding n+1 digits) and the techniques
//! that join them by restricted common digits. `index` enumerates the sets of a
//! grid once for all of them.

mod als_xy_wing;
mod als_xz;
mod death_blossom;
pub mod index;
mod sue_de_coq;

pub use als_xy_wing::AlsXyWing;
pub use als_xz::{AlsXz, each_in};
pub use death_blossom::DeathBlossom;
pub use sue_de_coq::SueDeCoq;
