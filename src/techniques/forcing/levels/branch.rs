//! One branch of a nested chain, as SE grows it: assume a candidate on (or
//! off), take the naked and hidden singles that follow, and when they run out
//! ask the level's patterns and inner chains (`rules`, `inner`) for more
//! removals, until nothing is left or a contradiction appears.
//!
//! Every node keeps the set of nodes it rests on (its ancestors) and the inner
//! chains among them, so that a conclusion's complexity is SE's: the distinct
//! nodes it rests on, plus the nodes of each inner chain it rests on, once.

use super::board::{BranchBoard, Cands, NestingLevel, indexes};
use super::inner;
use super::memo::{Asked, Memo};
use super::rules::{self, BranchRemoval};
use crate::core::{CELL_UNITS, Cell, CellSet, UNIT_SETS};
use std::sync::Arc;

/// 729 candidates, each on or off.
const NODES: usize = 1458;
const WORDS: usize = NODES.div_ceil(64);
/// The inner chains one branch can count; more (never seen) add no nodes.
const CHAINS: usize = 512;
const CHAIN_WORDS: usize = CHAINS / 64;

/// The node of digit index `d` in `cell`, on or off.
fn node(cell: Cell, d: usize, on: bool) -> usize {
    (cell.index() * 9 + d) * 2 + usize::from(on)
}

/// What a node rests on: its ancestors and the inner chains among them.
#[derive(Clone, Copy)]
struct Rests {
    nodes: [u64; WORDS],
    chains: [u64; CHAIN_WORDS],
}

impl Rests {
    const NONE: Rests = Rests {
        nodes: [0; WORDS],
        chains: [0; CHAIN_WORDS],
    };

    fn add(&mut self, other: &Rests) {
        for (a, b) in self.nodes.iter_mut().zip(&other.nodes) {
            *a |= b;
        }
        for (a, b) in self.chains.iter_mut().zip(&other.chains) {
            *a |= b;
        }
    }

    /// SE's complexity: the nodes, plus each inner chain's nodes.
    fn complexity(&self, chain_nodes: &[u32]) -> u32 {
        let own: u32 = self.nodes.iter().map(|w| w.count_ones()).sum();
        let mut nested = 0;
        for (i, w) in self.chains.iter().enumerate() {
            let mut w = *w;
            while w != 0 {
                nested += chain_nodes[i * 64 + w.trailing_zeros() as usize];
                w &= w - 1;
            }
        }
        own + nested
    }
}

/// The memory the branches of one grid's searches share.
pub(super) struct Scratch {
    rests: Vec<Rests>,
    memo: Memo,
}

impl Scratch {
    pub(super) fn new() -> Scratch {
        Scratch {
            rests: vec![Rests::NONE; NODES],
            memo: Memo::default(),
        }
    }

    /// What the searches inside the branches found so far.
    pub(super) fn memo(&mut self) -> &mut Memo {
        &mut self.memo
    }
}

/// A finished branch.
pub(super) struct Branch {
    /// Per digit index, the cells where it is on.
    pub on: Cands,
    /// Per digit index, the board's candidates that are off.
    pub off: Cands,
    /// The complexity of the contradiction, when the branch broke.
    pub broken: Option<u32>,
    /// The complexity of reaching each decided node: digit by digit, its off
    /// nodes then its on nodes, each in cell order.
    complexity: Vec<u32>,
    /// Per digit index, where its off nodes and its on nodes start in
    /// `complexity`.
    first: [[u32; 2]; 9],
}

impl Branch {
    /// The complexity of the decided node `d` in `cell`, on or off.
    pub(super) fn complexity(&self, cell: Cell, d: usize, on: bool) -> u32 {
        let decided = if on { self.on[d] } else { self.off[d] };
        debug_assert!(decided.contains(cell), "only decided nodes have one");
        let before = CellSet::from_bits(decided.bits() & ((1u128 << cell.index()) - 1));
        self.complexity[(self.first[d][usize::from(on)] + before.len()) as usize]
    }
}

/// Grows the branch of digit index `d` in `cell` being on (or off) on
/// `board`, with `level`'s patterns.
pub(super) fn grow(
    board: &BranchBoard,
    cell: Cell,
    d: usize,
    on: bool,
    level: NestingLevel,
    scratch: &mut Scratch,
) -> Branch {
    let mut g = Growth {
        board,
        rests: &mut scratch.rests,
        memo: &mut scratch.memo,
        chain_nodes: Vec::new(),
        pos: board.pos,
        on: [CellSet::EMPTY; 9],
        off: [CellSet::EMPTY; 9],
        touched: [CellSet::EMPTY; 9],
        new_on: [CellSet::EMPTY; 9],
    };
    g.record(node(cell, d, on), &[], None);
    if on {
        g.new_on[d] = CellSet::single(cell);
    } else {
        g.strike(cell, d);
    }
    let broken = g.run(level);
    let decided = (0..9)
        .map(|d| (g.on[d].len() + g.off[d].len()) as usize)
        .sum();
    let mut complexity = Vec::with_capacity(decided);
    let mut first = [[0; 2]; 9];
    for (d, starts) in first.iter_mut().enumerate() {
        for (set, on) in [(g.off[d], false), (g.on[d], true)] {
            starts[usize::from(on)] = complexity.len() as u32;
            for c in set {
                complexity.push(g.rests[node(c, d, on)].complexity(&g.chain_nodes));
            }
        }
    }
    Branch {
        on: g.on,
        off: g.off,
        broken,
        complexity,
        first,
    }
}

struct Growth<'a> {
    board: &'a BranchBoard,
    rests: &'a mut [Rests],
    memo: &'a mut Memo,
    /// The nodes of each inner chain the branch used.
    chain_nodes: Vec<u32>,
    pos: Cands,
    on: Cands,
    off: Cands,
    /// Per digit index, the cells that lost it since singles were last looked for.
    touched: Cands,
    new_on: Cands,
}

impl Growth<'_> {
    fn record(&mut self, n: usize, parents: &[usize], chain: Option<usize>) {
        let mut r = Rests::NONE;
        for &p in parents {
            r.add(&self.rests[p]);
        }
        r.nodes[n / 64] |= 1 << (n % 64);
        if let Some(id) = chain.filter(|&id| id < CHAINS) {
            r.chains[id / 64] |= 1 << (id % 64);
        }
        self.rests[n] = r;
    }

    fn complexity_of(&self, nodes: &[usize]) -> u32 {
        let mut r = Rests::NONE;
        for &n in nodes {
            r.add(&self.rests[n]);
        }
        r.complexity(&self.chain_nodes)
    }

    /// Turns `d` in `cell` off (its node already recorded).
    fn strike(&mut self, cell: Cell, d: usize) {
        self.pos[d].remove(cell);
        self.off[d].insert(cell);
        self.touched[d].insert(cell);
    }

    /// The off nodes of `cells` for digit index `d`.
    fn offs(&self, d: usize, cells: CellSet) -> impl Iterator<Item = usize> + '_ {
        (self.off[d] & cells).iter().map(move |c| node(c, d, false))
    }

    /// Runs the branch to its end; the contradiction's complexity if it breaks.
    fn run(&mut self, level: NestingLevel) -> Option<u32> {
        loop {
            if let Some(broken) = self.place_new() {
                return Some(broken);
            }
            match self.singles() {
                Err(broken) => return Some(broken),
                Ok(true) => continue,
                Ok(false) => {}
            }
            match self.advanced(level) {
                Err(broken) => return Some(broken),
                Ok(true) => {}
                Ok(false) => return None,
            }
        }
    }

    /// Turns the new on nodes on: their peers and their cells' other
    /// candidates go off.
    fn place_new(&mut self) -> Option<u32> {
        let new_on = std::mem::replace(&mut self.new_on, [CellSet::EMPTY; 9]);
        for (d, cells) in new_on.into_iter().enumerate() {
            for c in cells {
                let me = node(c, d, true);
                if !self.pos[d].contains(c) {
                    return Some(
                        self.complexity_of(&[me]) + self.complexity_of(&[node(c, d, false)]),
                    );
                }
                self.on[d].insert(c);
                let gone = self.pos[d] & c.peers();
                if let Some(other) = (gone & self.on[d]).first() {
                    return Some(
                        self.complexity_of(&[me]) + self.complexity_of(&[node(other, d, true)]),
                    );
                }
                for g in gone {
                    self.record(node(g, d, false), &[me], None);
                    self.strike(g, d);
                }
                for e in indexes(self.board.digits(c)).filter(|&e| e != d) {
                    if !self.pos[e].contains(c) {
                        continue;
                    }
                    if self.on[e].contains(c) {
                        return Some(
                            self.complexity_of(&[me]) + self.complexity_of(&[node(c, e, true)]),
                        );
                    }
                    self.record(node(c, e, false), &[me], None);
                    self.strike(c, e);
                }
            }
        }
        None
    }

    /// Finds the naked and hidden singles the touched cells leave: `Ok(true)`
    /// when there are some, the contradiction's complexity when a cell or a
    /// unit is left empty.
    fn singles(&mut self) -> Result<bool, u32> {
        let touched = std::mem::replace(&mut self.touched, [CellSet::EMPTY; 9]);
        let touched_cells = touched.iter().fold(CellSet::EMPTY, |a, s| a | *s);
        let on_cells = self.on.iter().fold(CellSet::EMPTY, |a, s| a | *s);
        let mut any = false;
        // At most nine nodes each: kept on the stack, as this runs for every
        // cell and unit a branch touches.
        let mut gone = [0usize; 9];
        for c in touched_cells - on_cells {
            let left = (0..9)
                .filter(|&d| self.pos[d].contains(c))
                .fold(0u16, |bits, d| bits | 1 << d);
            let gone = fill(
                &mut gone,
                indexes(self.board.digits(c) & !left).map(|d| node(c, d, false)),
            );
            match left.count_ones() {
                0 => return Err(self.complexity_of(gone) + 1),
                1 => {
                    let d = left.trailing_zeros() as usize;
                    if !self.new_on[d].contains(c) {
                        self.record(node(c, d, true), gone, None);
                        self.new_on[d].insert(c);
                        any = true;
                    }
                }
                _ => {}
            }
        }
        for (d, cells) in touched.into_iter().enumerate() {
            let mut units = 0u32;
            for c in cells {
                units |= CELL_UNITS[c.index()];
            }
            units &= self.board.open[d];
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                let cells = UNIT_SETS[u];
                if self.on[d].intersects(cells) {
                    continue;
                }
                let places = self.pos[d] & cells;
                let gone = fill(&mut gone, self.offs(d, cells));
                match places.first() {
                    None => return Err(self.complexity_of(gone) + 1),
                    Some(c) if places.len() == 1 && !self.new_on[d].contains(c) => {
                        self.record(node(c, d, true), gone, None);
                        self.new_on[d].insert(c);
                        any = true;
                    }
                    _ => {}
                }
            }
        }
        Ok(any)
    }

    /// Asks the level's patterns, in SE's order, and takes every removal of
    /// the first that finds any: `Ok(true)` when something went off.
    fn advanced(&mut self, level: NestingLevel) -> Result<bool, u32> {
        if level == 0 {
            return Ok(false);
        }
        let hints = removals(self.board, self.memo, level, &self.pos);
        // The shortest chain first (the memo sorts them): a candidate two of
        // them remove rests on the first.
        let mut any = false;
        for h in hints.iter() {
            let parents: Vec<usize> = (0..9).flat_map(|d| self.offs(d, h.basis[d])).collect();
            let chain = (h.nodes > 0).then(|| {
                self.chain_nodes.push(h.nodes);
                self.chain_nodes.len() - 1
            });
            for removed in &h.removes {
                let (c, d) = (removed.cell, usize::from(removed.digit - 1));
                if !self.pos[d].contains(c) {
                    continue;
                }
                let n = node(c, d, false);
                self.record(n, &parents, chain);
                if self.on[d].contains(c) {
                    return Err(self.complexity_of(&[n]) + self.complexity_of(&[node(c, d, true)]));
                }
                self.strike(c, d);
                any = true;
            }
        }
        Ok(any)
    }
}

/// `buf` filled from `nodes` (at most its length), as a slice.
fn fill(buf: &mut [usize; 9], nodes: impl Iterator<Item = usize>) -> &[usize] {
    let mut len = 0;
    for n in nodes {
        buf[len] = n;
        len += 1;
    }
    &buf[..len]
}

/// What `level`'s patterns, then its inner chains, remove from the
/// candidates `pos` of `board`'s grid, in SE's order: every removal of the
/// first search that finds any, the shortest chain first.
pub(super) fn removals(
    board: &BranchBoard,
    memo: &mut Memo,
    level: NestingLevel,
    pos: &Cands,
) -> Arc<[BranchRemoval]> {
    let (empty, open) = (board.empty, board.open);
    // Built when an answer is not remembered.
    let mut on_pos: Option<BranchBoard> = None;
    let mut ask = |memo: &mut Memo, asked: Asked| {
        let quiet = asked == Asked::Patterns
            && memo.quiet(&board.pos, || {
                rules::patterns(board, &rules::EVERYWHERE).is_empty()
            });
        memo.answer(asked, pos, || {
            let on = on_pos.get_or_insert_with(|| BranchBoard::with(*pos, empty, open));
            match asked {
                Asked::Patterns if quiet => {
                    let changed = std::array::from_fn(|d| board.pos[d] - pos[d]);
                    rules::patterns(on, &changed)
                }
                Asked::Patterns => rules::patterns(on, &rules::EVERYWHERE),
                Asked::PlainChains => inner::plain_chains(on),
                Asked::StaticForcing => inner::static_forcing(on),
                Asked::DynamicForcing => inner::dynamic_forcing(on),
            }
        })
    };
    let chains: &[Asked] = match level {
        2 => &[Asked::PlainChains],
        3 => &[Asked::PlainChains, Asked::StaticForcing],
        4.. => &[Asked::DynamicForcing],
        _ => &[],
    };
    let mut hints = ask(memo, Asked::Patterns);
    for &asked in chains {
        if !hints.is_empty() {
            break;
        }
        hints = ask(memo, asked);
    }
    hints
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Grid;

    #[test]
    fn each_node_rests_on_its_ancestors() {
        // r1c1 and r1c2 both {1,2}.
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        let board = BranchBoard::from_grid(&grid);
        let mut scratch = Scratch::new();
        let b = grow(&board, Cell::at(0, 0), 0, true, 0, &mut scratch);
        assert!(b.broken.is_none());
        // r1c1=1 (1 node) takes 1 from r1c2 (2), which is then 2 (3), which
        // takes 2 from r1c9 (4).
        assert_eq!(b.complexity(Cell::at(0, 0), 0, true), 1);
        assert_eq!(b.complexity(Cell::at(0, 1), 0, false), 2);
        assert_eq!(b.complexity(Cell::at(0, 1), 1, true), 3);
        assert_eq!(b.complexity(Cell::at(0, 8), 1, false), 4);
        // 1 on in r1c3 breaks: both cells are left with 2.
        let b = grow(&board, Cell::at(0, 2), 0, true, 0, &mut scratch);
        assert!(b.broken.is_some());
    }

    #[test]
    fn a_pattern_found_inside_the_branch_goes_on_from_its_premises() {
        // Digit 1 in box 1 only in rows 1 and 2 except r3c1: with 1 off in
        // r3c1, box 1's 1 is in rows 1-2... make it one row: box 1 holds 1
        // only in r1c1, r1c2 and r3c1. Off in r3c1 leaves 1 in row 1 of box
        // 1, and level 1's pointing takes it from the rest of row 1.
        let mut grid = Grid::empty();
        for (r, c) in [(0, 2), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)] {
            grid.eliminate(Cell::at(r, c), 1);
        }
        let board = BranchBoard::from_grid(&grid);
        let mut scratch = Scratch::new();
        let plain = grow(&board, Cell::at(2, 0), 0, false, 0, &mut scratch);
        assert!(!plain.off[0].contains(Cell::at(0, 5)));
        let b = grow(&board, Cell::at(2, 0), 0, false, 1, &mut scratch);
        assert!(b.off[0].contains(Cell::at(0, 5)));
        // It rests on r3c1's 1 off, the premise in the box, and itself.
        assert_eq!(b.complexity(Cell::at(0, 5), 0, false), 2);
    }
}
