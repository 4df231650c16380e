//! The pattern forcing chain's patterns (pointing and claiming, hidden and
//! naked pairs, the X-wing) asked inside another search's branch: the nested
//! pattern forcing chain strikes with them before it strikes a candidate by
//! an inner contradiction, one node a reader checks against dozens. Each candidate a
//! pattern removes becomes an off node naming the pattern and the branch's
//! off nodes it rests on, as in the pattern forcing chain (`regrow`).

use super::board::{BranchBoard, Cands};
use super::rules::{self, BranchRemoval, Changed};
use crate::core::{Candidate, Cell, Grid};
use crate::step::branch::{BranchNode, NodePattern};
use crate::techniques::forcing::proof::{Builder, Stop};

/// The patterns a branch of one grid may strike with.
pub(in crate::techniques::forcing) struct BranchPatterns {
    /// The grid's candidates.
    board: BranchBoard,
    /// Whether no pattern removes anything on the grid itself: a branch's
    /// patterns are then new only where the branch changed something.
    quiet: bool,
}

impl BranchPatterns {
    pub(in crate::techniques::forcing) fn new(grid: &Grid) -> BranchPatterns {
        let board = BranchBoard::from_grid(grid);
        let quiet = rules::patterns(&board, &rules::EVERYWHERE).is_empty();
        BranchPatterns { board, quiet }
    }

    /// The grid's candidates, when no pattern removes anything from them.
    pub(in crate::techniques::forcing) fn quiet(&self) -> Option<Cands> {
        self.quiet.then_some(self.board.pos)
    }

    /// Every removal of the first pattern that finds any on the candidates
    /// `pos` (the grid's, less a branch's off candidates).
    fn removals(&self, pos: &Cands) -> Vec<BranchRemoval> {
        self.removals_since(pos, self.quiet().as_ref())
    }

    /// Every removal of the first pattern that finds any on the candidates
    /// `pos`, which are those of `quiet` or fewer, on which no pattern
    /// removes anything (when known): only where they differ can a pattern
    /// be new.
    fn removals_since(&self, pos: &Cands, quiet: Option<&Cands>) -> Vec<BranchRemoval> {
        let on = BranchBoard::with(*pos, self.board.empty, self.board.open);
        let changed: Changed = match quiet {
            Some(quiet) => std::array::from_fn(|d| quiet[d] - pos[d]),
            None => rules::EVERYWHERE,
        };
        rules::patterns(&on, &changed)
    }

    /// The candidates of `branch`, a grid the grid's branch left (its
    /// decided cells placed), as the board reads them: a decided cell keeps
    /// its one candidate.
    pub(in crate::techniques::forcing) fn candidates_of(&self, branch: &Grid) -> Cands {
        std::array::from_fn(|d| {
            let digit = d as u8 + 1;
            branch.positions(digit) | (branch.placed(digit) & self.board.empty)
        })
    }

    /// What the first pattern that finds any removes from the candidates
    /// `pos` of a branch, which are those of `quiet` or fewer (see
    /// [`Self::quiet`]).
    pub(in crate::techniques::forcing) fn removed(
        &self,
        pos: &Cands,
        quiet: Option<&Cands>,
    ) -> Vec<Candidate> {
        self.removals_since(pos, quiet)
            .into_iter()
            .flat_map(|h| h.removes)
            .collect()
    }

    /// Strikes in branch `b` every candidate the patterns remove, each an
    /// off node naming its pattern, the basic rules run after each, until no
    /// pattern removes anything; the stop that came, if any.
    pub(in crate::techniques::forcing) fn strike_all(&self, b: &mut Builder) -> Stop {
        loop {
            let pos = left_in(&self.board.pos, b);
            let mut any = false;
            for h in self.removals(&pos) {
                let Some(why) = h.why else { continue };
                for removed in &h.removes {
                    if b.holds(removed.cell, removed.digit, false) {
                        continue;
                    }
                    any = true;
                    let gone = gone_in(&self.board.pos, &pos, &h.basis);
                    let stop = struck_by(b, removed.cell, removed.digit, &gone, why);
                    if let Some(stop) = stop.or_else(|| b.run()) {
                        return Some(stop);
                    }
                }
            }
            if !any {
                return None;
            }
        }
    }
}

/// The candidates `start` less branch `b`'s off nodes.
pub(super) fn left_in(start: &Cands, b: &Builder) -> Cands {
    std::array::from_fn(|e| {
        start[e]
            .iter()
            .filter(|&c| !b.holds(c, e as u8 + 1, false))
            .collect()
    })
}

/// The candidates of `basis` that the start has and `now` lacks: those a
/// pattern found on `now` rests on being gone. Nodes the branch adds later
/// in the same round are no premises: the pattern names the cells it was
/// found on.
pub(super) fn gone_in(start: &Cands, now: &Cands, basis: &Cands) -> Cands {
    std::array::from_fn(|e| basis[e] & (start[e] - now[e]))
}

/// Adds `digit` in `cell` off to branch `b`, struck by the pattern `why`,
/// whose premises are the branch's off nodes of the candidates in `gone`.
pub(super) fn struck_by(
    b: &mut Builder,
    cell: Cell,
    digit: u8,
    gone: &Cands,
    why: NodePattern,
) -> Stop {
    let mut from = Vec::new();
    for (e, cells) in gone.iter().enumerate() {
        for c in *cells {
            from.extend(b.off_node(c, e as u8 + 1));
        }
    }
    from.sort_unstable();
    b.add_node(BranchNode {
        cell,
        digit,
        on: false,
        from,
        proof: Vec::new(),
        broken: None,
        pattern: Some(why),
    })
}
