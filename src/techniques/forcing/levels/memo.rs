//! What the searches inside a branch found, per set of candidates. Branches
//! reach the same candidates again and again (a candidate on and its strong
//! link's other end off; the same branch grown again at the next level) and
//! ask them the same questions, whose answers depend on the candidates alone
//! within one grid.

use super::board::Cands;
use super::rules::BranchRemoval;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// A hasher for the memo's keys, candidates as bits: they come from the
/// program, not from outside, so no protection against chosen keys is
/// needed, and the standard hasher cost as much as the lookups' own work.
#[derive(Default)]
struct BitsHasher(u64);

impl Hasher for BitsHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        // A multiply spreads each word's bits over the whole hash.
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, bits: u128) {
        self.write_u64(bits as u64);
        self.write_u64((bits >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

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
    found: HashMap<(Asked, Cands), Arc<[BranchRemoval]>, BuildHasherDefault<BitsHasher>>,
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
