//! The chains SE runs inside a branch of a nested chain, on the branch's
//! candidates: its plain chains (level 2 and up), its static cell and unit
//! forcing chains (level 3), its dynamic forcing chains (level 4). Each found
//! removal is a [`BranchRemoval`] with the nodes of the chain behind it, which the outer
//! chain's complexity adds once for every one it rests on.
//!
//! The nodes are counted by distance: a node `r` links from its assumption
//! rests on `r + 1` nodes, exact for a static chain (one line), a floor for a
//! dynamic one.

use super::board::{BranchBoard, Cands, indexes};
use super::rules::BranchRemoval;
use crate::core::{Candidate, Cell, CellSet, UNIT_SETS};
use crate::techniques::forcing::closure::{Closure, Context, Rules, closure};
use crate::techniques::forcing::static_links::StaticLinks;

/// The removals of `d` in `cell` being on (`on`), or of it being off.
fn conclusion(board: &BranchBoard, cell: Cell, d: usize, on: bool) -> Vec<Candidate> {
    if on {
        indexes(board.digits(cell) & !(1 << d))
            .map(|e| Candidate::new(cell, digit(e)))
            .collect()
    } else {
        vec![Candidate::new(cell, digit(d))]
    }
}

/// The candidates a chain inside the branch rests on, as the outer chain
/// sees them: the removed candidate's cell and its digit's units.
fn around(cell: Cell, d: usize) -> Cands {
    let mut basis = [CellSet::single(cell); 9];
    basis[d] = cell.peers() | CellSet::single(cell);
    basis
}

/// The closure's digit (1 to 9) of digit index `d`.
fn digit(d: usize) -> u8 {
    d as u8 + 1
}

fn hint(board: &BranchBoard, cell: Cell, d: usize, on: bool, nodes: u32) -> Option<BranchRemoval> {
    let removes = conclusion(board, cell, d, on);
    (!removes.is_empty()).then(|| BranchRemoval {
        removes,
        nodes,
        basis: around(cell, d),
        why: None,
    })
}

/// SE's plain chains and cycles: a candidate whose being on leads, through
/// the board's strong links, to a candidate both on and off is off; one whose
/// being off does is on.
pub(super) fn plain_chains(board: &BranchBoard) -> Vec<BranchRemoval> {
    let ctx = board.context();
    // Few assumptions break: find which at once, and run the closure only for
    // those, for the length of the chain.
    let breaks = StaticLinks::of(&ctx).breaks();
    let mut q = Closure::empty();
    let mut hints = Vec::new();
    for cell in board.cells_with(2) {
        for d in indexes(board.digits(cell)) {
            for on in [true, false] {
                let breaking = if on { &breaks.on } else { &breaks.off };
                if !breaking[d].contains(cell) {
                    continue;
                }
                closure(&ctx, cell, digit(d), on, Rules::StaticLinks, &mut q);
                let r = q
                    .links_to_contradiction()
                    .expect("an assumption the graph finds breaking breaks");
                hints.extend(hint(board, cell, d, !on, r + 1));
            }
        }
    }
    hints
}

/// The closures of the candidates asked about, on and (with `off`) off, by
/// slot.
struct Closures {
    slot: [u16; 729],
    on: Vec<Closure>,
    off: Vec<Closure>,
}

impl Closures {
    fn new(board: &BranchBoard, rules: Rules, off: bool, asked: &Cands) -> Closures {
        let ctx: Context = board.context();
        let mut slot = [u16::MAX; 729];
        // Each closure is about a kilobyte: growing the vectors would copy them.
        let count = asked.iter().map(|s| s.len() as usize).sum();
        let mut ons = Vec::with_capacity(count);
        let mut offs = Vec::with_capacity(if off { count } else { 0 });
        for cell in board.cells_with(2) {
            for d in indexes(board.digits(cell)).filter(|&d| asked[d].contains(cell)) {
                slot[cell.index() * 9 + d] = ons.len() as u16;
                let mut q = Closure::empty();
                closure(&ctx, cell, digit(d), true, rules, &mut q);
                ons.push(q);
                if off {
                    let mut q = Closure::empty();
                    closure(&ctx, cell, digit(d), false, rules, &mut q);
                    offs.push(q);
                }
            }
        }
        Closures {
            slot,
            on: ons,
            off: offs,
        }
    }

    fn on(&self, cell: Cell, d: usize) -> &Closure {
        &self.on[self.slot[cell.index() * 9 + d] as usize]
    }

    fn off(&self, cell: Cell, d: usize) -> &Closure {
        &self.off[self.slot[cell.index() * 9 + d] as usize]
    }
}

/// What every one of `branches` concludes: each candidate on in all or off in
/// all, as hints whose nodes are summed over the branches.
fn common(board: &BranchBoard, branches: &[&Closure], hints: &mut Vec<BranchRemoval>) {
    if branches.iter().any(|b| b.contradiction) {
        return;
    }
    for on in [true, false] {
        for d in 0..9 {
            let mut all = if on {
                branches[0].on[d]
            } else {
                branches[0].off[d]
            };
            for b in &branches[1..] {
                all &= if on { b.on[d] } else { b.off[d] };
            }
            for cell in all {
                let nodes = branches
                    .iter()
                    .map(|b| b.links_to(cell, digit(d)) + 1)
                    .sum();
                hints.extend(hint(board, cell, d, on, nodes));
            }
        }
    }
}

/// The cell and unit forcing chains: cells with at least `min_cell`
/// candidates, digits with at least `min_places` in a unit, each group of
/// assumptions (every candidate of the cell, every place of the digit in the
/// unit) handed to `group` in turn.
fn forcing(
    board: &BranchBoard,
    min_cell: u32,
    min_places: u32,
    mut group: impl FnMut(&[(Cell, usize)], &mut Vec<BranchRemoval>),
) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    let mut starts = Vec::with_capacity(9);
    for cell in board.cells_with(min_cell) {
        starts.clear();
        starts.extend(indexes(board.digits(cell)).map(|d| (cell, d)));
        group(&starts, &mut hints);
    }
    for d in 0..9 {
        for cells in UNIT_SETS {
            let places = board.pos[d] & cells;
            if places.len() < min_places || places.len() < 2 {
                continue;
            }
            starts.clear();
            starts.extend(places.iter().map(|c| (c, d)));
            group(&starts, &mut hints);
        }
    }
    hints
}

/// The cell and unit forcing chains of `closures`.
fn forcing_of(
    board: &BranchBoard,
    closures: &Closures,
    min_cell: u32,
    min_places: u32,
) -> Vec<BranchRemoval> {
    forcing(board, min_cell, min_places, |starts, hints| {
        let branches: Vec<&Closure> = starts.iter().map(|&(c, d)| closures.on(c, d)).collect();
        common(board, &branches, hints);
    })
}

/// SE's static cell and unit forcing chains (its plain chains cover two
/// candidates and two places).
///
/// A group of branches agrees on something only where none breaks and what
/// they lead to meets; the static links tell both for every candidate at
/// once, so the closures (for the length of each chain) are run only for the
/// few groups that agree.
pub(super) fn static_forcing(board: &BranchBoard) -> Vec<BranchRemoval> {
    let ctx = board.context();
    let links = StaticLinks::of(&ctx);
    let breaks = links.breaks();
    // Per candidate (`cell * 9 + d`), its place in `led` and in `closures`.
    let mut led_at = [u16::MAX; 729];
    // Nearly every candidate gets its consequences: growing the vector would
    // copy them over and over.
    let candidates = board.pos.iter().map(|s| s.len() as usize).sum();
    let mut led: Vec<(Cands, Cands)> = Vec::with_capacity(candidates);
    let mut closure_at = [u16::MAX; 729];
    let mut closures: Vec<Closure> = Vec::new();
    forcing(board, 3, 3, |starts, hints| {
        if starts.iter().any(|&(c, d)| breaks.on[d].contains(c)) {
            return;
        }
        let mut on_all = [CellSet::ALL; 9];
        let mut off_all = [CellSet::ALL; 9];
        for &(c, d) in starts {
            let key = c.index() * 9 + d;
            if led_at[key] == u16::MAX {
                led_at[key] = led.len() as u16;
                led.push(links.consequences(c, d));
            }
            let (on, off) = &led[usize::from(led_at[key])];
            let mut left = CellSet::EMPTY;
            for e in 0..9 {
                on_all[e] &= on[e];
                off_all[e] &= off[e];
                left |= on_all[e] | off_all[e];
            }
            // Most groups agree on nothing after two or three branches: the
            // others' consequences need not be followed.
            if left.is_empty() {
                return;
            }
        }
        for &(c, d) in starts {
            let key = c.index() * 9 + d;
            if closure_at[key] == u16::MAX {
                let mut q = Closure::empty();
                closure(&ctx, c, digit(d), true, Rules::StaticLinks, &mut q);
                closure_at[key] = closures.len() as u16;
                closures.push(q);
            }
        }
        let branches: Vec<&Closure> = starts
            .iter()
            .map(|&(c, d)| &closures[usize::from(closure_at[c.index() * 9 + d])])
            .collect();
        common(board, &branches, hints);
    })
}

/// SE's dynamic forcing chains: contradictions, a candidate's on and off
/// closures agreeing, cell and unit forcing chains.
pub(super) fn dynamic_forcing(board: &BranchBoard) -> Vec<BranchRemoval> {
    // Every candidate: its contradictions and its on and off closures count.
    let closures = Closures::new(board, Rules::Dynamic, true, &board.pos);
    let mut hints = Vec::new();
    for cell in board.cells_with(2) {
        let count = board.digits(cell).count_ones();
        for d in indexes(board.digits(cell)) {
            let (on, off) = (closures.on(cell, d), closures.off(cell, d));
            if let Some(r) = on.links_to_contradiction() {
                hints.extend(hint(board, cell, d, false, 2 * r));
            }
            if let Some(r) = off.links_to_contradiction() {
                hints.extend(hint(board, cell, d, true, 2 * r));
            }
            if count >= 3 {
                common(board, &[on, off], &mut hints);
            }
        }
    }
    hints.extend(forcing_of(board, &closures, 2, 2));
    hints
}
