//! Chains and loops of strong and weak links: `links` holds the link rules (what
//! the trace contract and the verifier check), `graph` the shortest-chain search
//! every chain technique runs with its own rules (`als_chain` adds almost
//! locked sets to its graph).

mod aic;
mod als_chain;
mod graph;
pub mod links;
mod nice_loop;
mod remote_pair;
mod strong_links;
mod x_chain;
mod xy_chain;

pub use aic::Aic;
pub use als_chain::AlsChain;
pub use graph::Rules;
pub use nice_loop::NiceLoop;
pub use remote_pair::RemotePair;
pub use strong_links::StrongLinks;
pub use x_chain::XChain;
pub use xy_chain::XyChain;
