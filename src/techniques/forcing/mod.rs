//! Forcing chains: assume a candidate true (or false), follow the basic rules as
//! far as they go, and compare what the assumptions force.
//!
//! Inside (the node of a branch, as the trace records it, is
//! [`crate::step::branch::BranchNode`]):
//! - one file per forcing technique (`nishio` follows one digit alone);
//! - `closure`: the fast search, every consequence of an assumption on bitsets
//!   (SE's nesting levels run it inside their branches too);
//! - `static_links`: what each assumption leads to under the strong links
//!   alone, and which break, for every candidate at once (the chains inside
//!   SE's nesting levels);
//! - `proof`: the branch a step records, rebuilt breadth-first with premises and
//!   cut down to the nodes the conclusion needs;
//! - `shape`: the two modes and the four forms of a step;
//! - `search`: the four forms (cell, unit, contradiction, one candidate true and
//!   false) and the choice of the shortest proof;
//! - `nested`: contradiction chains run inside a branch (the nested form, and
//!   with the pattern forcing chain's patterns inside the branch too, the
//!   nested pattern form), and the proof of a node by its opposite breaking
//!   the grid;
//! - `levels`: Sudoku Explainer's nesting levels (`deep_forcing_chain`,
//!   `rate --deep`), whose steps grow their proofs with `proof` and `nested`,
//!   and its first level on the human path (`pattern_forcing_chain`), whose
//!   nodes name the pattern that strikes them; its patterns inside another
//!   search's branch (`levels::BranchPatterns`, the nested pattern form's);
//! - `words`: the sentence's main line, the story of each branch;
//! - `because`: the sentence's because-lines, every node with its premises.
//!
//! The basic rules (section "Chains" of `docs/trace-format.md`): a candidate is off
//! when it shares a cell with an on candidate of another digit or sees an on
//! candidate of the same digit; a candidate is on when every other candidate of its
//! cell, or every other place of its digit in one unit, is off (or already gone
//! from the grid). A *static* branch derives every on node from a single premise,
//! that is through a strong link the grid itself holds (a cell with two candidates,
//! a digit with two places in a unit); a *dynamic* branch may use several.

mod because;
mod cell_forcing_chain;
pub(crate) mod closure;
mod contradiction_chain;
mod deep_forcing_chain;
mod dynamic_forcing_chain;
pub(crate) mod guardians;
mod kraken_fish;
pub mod levels;
mod nested;
mod nested_forcing_chain;
mod nested_pattern_forcing_chain;
mod nishio;
mod pattern_forcing_chain;
mod proof;
mod search;
mod shape;
pub(crate) mod static_links;
mod unit_forcing_chain;
mod words;

pub use cell_forcing_chain::CellForcingChain;
pub use contradiction_chain::ContradictionChain;
pub use deep_forcing_chain::DeepForcingChain;
pub use dynamic_forcing_chain::DynamicForcingChain;
pub use kraken_fish::KrakenFish;
pub use nested_forcing_chain::NestedForcingChain;
pub use nested_pattern_forcing_chain::NestedPatternForcingChain;
pub use nishio::Nishio;
pub use pattern_forcing_chain::PatternForcingChain;
pub use unit_forcing_chain::UnitForcingChain;
pub(crate) use words::one_of_sentence;
pub use words::restated;
