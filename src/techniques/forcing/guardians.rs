//! What a set of candidates of which one at least is true implies: each is
//! assumed true in a static forcing chain of its own (the grid's strong links
//! alone, as a kraken fish's fins are), and what every branch places or
//! removes holds. A tridagon's guardians are such a set: when nothing sees
//! them all, this is what they still say.
//!
//! The conclusion every branch reaches soonest (the depths of the branches'
//! closures summed) gets a proof first; of the [`TRIES`] cheapest, the step
//! is the one whose branches have the fewest nodes. The others follow, for a
//! list of every step (`hint --all`).

use super::proof::{Target, branch};
use super::search::{common, with_static_closures};
use crate::core::{Candidate, Cell, CellSet, Grid};
use crate::step::branch::BranchNode;
use crate::techniques::Analysis;
use std::ops::ControlFlow;

/// How many of the cheapest conclusions get a proof before the step with
/// the fewest nodes among them is handed over (the engine's step).
const TRIES: usize = 6;

/// The branches from a set of candidates and what they all imply.
pub(crate) struct Implied {
    /// One branch per candidate, in the order given, each cut down to what
    /// the conclusion needs.
    pub branches: Vec<Vec<BranchNode>>,
    /// What every branch places.
    pub placements: Vec<Candidate>,
    /// What every branch removes (but what the placements remove anyway).
    pub eliminations: Vec<Candidate>,
}

/// Hands `f` what `starts`, of which one at least is true on `grid`, all
/// lead to by the grid's strong links, until it breaks: of the [`TRIES`]
/// conclusions the branches reach soonest, the proofs fewest nodes first
/// (the first among equals), then every other conclusion's, soonest
/// reached first. Nothing when they share no conclusion, or one of them
/// breaks the grid (it is false, which a contradiction chain tells).
pub(crate) fn each_implied(
    grid: &Grid,
    analysis: &Analysis,
    starts: &[Candidate],
    mut f: impl FnMut(Implied) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let choices = with_static_closures(grid, analysis, |closures| {
        let each: Vec<_> = starts
            .iter()
            .map(|s| closures.on(s.cell, s.digit))
            .collect();
        if each.iter().any(|c| c.contradiction) {
            return Vec::new();
        }
        // Candidates on in every branch, then off in every branch, by digit.
        let mut choices: Vec<(u32, Cell, u8, bool)> = Vec::new();
        for x in 0..9 {
            let digit = x as u8 + 1;
            for place in [true, false] {
                let shared = each.iter().fold(CellSet::ALL, |acc, c| {
                    acc & if place { c.on[x] } else { c.off[x] }
                });
                for cell in shared {
                    let cost = each.iter().map(|c| c.depth_of(cell, digit)).sum();
                    choices.push((cost, cell, digit, place));
                }
            }
        }
        // A stable sort: the first found among equals stays first.
        choices.sort_by_key(|&(cost, ..)| cost);
        choices
    });
    let proved = |&(_, cell, digit, place): &(u32, Cell, u8, bool)| {
        let branches = starts
            .iter()
            .map(|s| {
                branch(
                    grid,
                    s.cell,
                    s.digit,
                    true,
                    true,
                    Target::Node(cell, digit, place),
                )
                .map(|(nodes, _)| nodes)
            })
            .collect::<Option<Vec<_>>>()?;
        let (placements, eliminations, _) = common(&branches);
        Some(Implied {
            branches,
            placements,
            eliminations,
        })
    };
    let first = choices.len().min(TRIES);
    let mut cheapest: Vec<Implied> = choices[..first].iter().filter_map(proved).collect();
    // A stable sort: the first of the smallest stays first.
    cheapest.sort_by_key(Implied::size);
    cheapest.into_iter().try_for_each(&mut f)?;
    choices[first..].iter().filter_map(proved).try_for_each(f)
}

impl Implied {
    /// The branches' nodes.
    fn size(&self) -> usize {
        self.branches.iter().map(Vec::len).sum()
    }
}
