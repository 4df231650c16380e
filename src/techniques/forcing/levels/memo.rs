//! What the searches inside a branch found, per set of candidates. Branches
//! reach the same candidates again and again (a candidate on and its strong
//! link's other end off; the same branch grown again at the next level) and
//! ask them the same questions, whose answers depend on the candidates alone
//! within one grid.

use super::board::Cands;
use super::rules::BranchRemoval;
use crate::core::bits_hasher::BitsMap;
use std::sync::Arc;

/// Which search an answer is of.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Asked {
    /// The first of the patterns (pointing and claiming, pairs, X-wing) that
    /// finds any.
    Patterns,
    /// SE's plain chains.
    PlainChains,
    /// SE's static cell and unit forcing chains.
    StaticForcing,
    /// SE's dynamic forcing chains.
    DynamicForcing,
}

/// The answers so far, for one grid: its empty cells and placed digits are
/// the same for every set of candidates asked about.
#[derive(Default)]
pub(super) struct Memo {
    found: BitsMap<(Asked, Cands), Arc<[BranchRemoval]>>,
    /// The last board whose branches asked, and whether no pattern removes
    /// anything on it.
    quiet: Option<(Cands, bool)>,
}

impl Memo {
    /// Whether no pattern removes anything on the board of candidates `pos`
    /// (`search` tells): remembered for the last board asked about, which
    /// every branch of a search grows from.
    pub(super) fn quiet(&mut self, pos: &Cands, search: impl FnOnce() -> bool) -> bool {
        match self.quiet {
            Some((at, quiet)) if at == *pos => quiet,
            _ => {
                let quiet = search();
                self.quiet = Some((*pos, quiet));
                quiet
            }
        }
    }

    /// What `asked` finds on candidates `pos`, shortest chain first (a stable
    /// sort): remembered, or found by `search` and remembered.
    pub(super) fn answer(
        &mut self,
        asked: Asked,
        pos: &Cands,
        search: impl FnOnce() -> Vec<BranchRemoval>,
    ) -> Arc<[BranchRemoval]> {
        self.found
            .entry((asked, *pos))
            .or_insert_with(|| {
                let mut found = search();
                found.sort_by_key(|h| h.nodes);
                found.into()
            })
            .clone()
    }
}
