//! The branch a step records: the consequences of one assumption rebuilt
//! breadth-first, each node with the earlier nodes it follows from, until the
//! target (a conclusion, or any contradiction) appears; then cut down to the
//! nodes the target needs, walking back along `from`, and renumbered.

use crate::core::Cell;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::branch::{BranchNode, Broken};

/// What a branch has to reach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Target {
    /// This candidate in this state (`true` = on).
    Node(Cell, u8, bool),
    /// Any contradiction.
    Contradiction,
}

const NONE: u16 = u16::MAX;

/// A branch under construction: its nodes, where each candidate first appeared
/// on or off, and how far the breadth-first expansion has got.
///
/// The nodes' premises are kept in one vector beside them (`premises`, each
/// node's span in `spans`), and a node's own `from` stays empty: a branch
/// adds hundreds of nodes and a step keeps a few, so only those kept by
/// [`Builder::cut`] get a vector of their own.
#[derive(Clone)]
pub(super) struct Builder<'a> {
    grid: &'a Grid,
    static_only: bool,
    target: Target,
    /// The nodes so far, each with its `from` empty (see `premises`).
    pub(super) nodes: Vec<BranchNode>,
    premises: Vec<u16>,
    spans: Vec<(u32, u32)>,
    on_at: [u16; 729],
    off_at: [u16; 729],
    head: usize,
}

/// `Some((nodes, contradiction))` once the branch has stopped: the nodes that make
/// the target, or the contradiction that came first.
pub(super) type Stop = Option<(Vec<usize>, Option<Broken>)>;

impl<'a> Builder<'a> {
    pub(super) fn new(grid: &'a Grid, static_only: bool, target: Target) -> Builder<'a> {
        Builder {
            grid,
            static_only,
            target,
            nodes: Vec::with_capacity(128),
            premises: Vec::with_capacity(256),
            spans: Vec::with_capacity(128),
            on_at: [NONE; 729],
            off_at: [NONE; 729],
            head: 0,
        }
    }

    /// Expands the nodes not yet expanded, breadth-first, until the branch stops
    /// or nothing new follows.
    pub(super) fn run(&mut self) -> Stop {
        while self.head < self.nodes.len() {
            self.head += 1;
            if let Some(stop) = self.expand(self.head - 1) {
                return Some(stop);
            }
        }
        None
    }

    /// A copy of the branch to prove a node on: it goes on to any
    /// contradiction, whatever the branch itself has to reach.
    ///
    /// The proof reads the branch's nodes only for what they are (cell,
    /// digit, on or off) and names them as premises: their own premises and
    /// proofs stay with the branch, uncopied (a cut of the proof never reads
    /// them: it names the branch's nodes it needs instead).
    pub(super) fn for_proof(&self) -> Builder<'a> {
        let mut nodes = Vec::with_capacity(self.nodes.len() + 64);
        nodes.extend(self.nodes.iter().map(|n| BranchNode {
            cell: n.cell,
            digit: n.digit,
            on: n.on,
            from: Vec::new(),
            proof: Vec::new(),
            broken: None,
            pattern: None,
        }));
        let mut spans = Vec::with_capacity(self.nodes.len() + 64);
        spans.resize(self.nodes.len(), (0, 0));
        Builder {
            grid: self.grid,
            static_only: self.static_only,
            target: Target::Contradiction,
            nodes,
            premises: Vec::with_capacity(256),
            spans,
            on_at: self.on_at,
            off_at: self.off_at,
            head: self.head,
        }
    }

    /// Whether the branch already holds `digit` in `cell` in this state.
    pub(super) fn holds(&self, cell: Cell, digit: u8, on: bool) -> bool {
        let i = cell.index() * 9 + digit as usize - 1;
        let at = if on { self.on_at[i] } else { self.off_at[i] };
        at != NONE
    }

    /// Adds a node that follows from `from` (or an assumption when `from` is
    /// empty); the stop it causes, if any.
    pub(super) fn add(&mut self, cell: Cell, digit: u8, on: bool, from: &[u16]) -> Stop {
        // Most candidates a node strikes are struck already: skip them before
        // allocating their premises.
        if self.holds(cell, digit, on) {
            return None;
        }
        let node = BranchNode {
            cell,
            digit,
            on,
            from: Vec::new(),
            proof: Vec::new(),
            broken: None,
            pattern: None,
        };
        self.insert(node, from)
    }

    /// Adds `node`; the stop it causes, if any.
    pub(super) fn add_node(&mut self, mut node: BranchNode) -> Stop {
        let from = std::mem::take(&mut node.from);
        self.insert(node, &from)
    }

    /// The premises of node `k`.
    fn from(&self, k: usize) -> &[u16] {
        let (start, end) = self.spans[k];
        &self.premises[start as usize..end as usize]
    }

    /// The nodes from `base` on that `ends` need, as [`cut`] gives them.
    pub(super) fn cut(&self, ends: &[usize], base: usize) -> (Vec<BranchNode>, Vec<u16>) {
        cut_with(&self.nodes, |k| self.from(k), ends, base)
    }

    /// Adds `node` (its `from` empty), which follows from `from`; the stop
    /// it causes, if any.
    fn insert(&mut self, node: BranchNode, from: &[u16]) -> Stop {
        let (cell, digit, on) = (node.cell, node.digit, node.on);
        let i = cell.index() * 9 + digit as usize - 1;
        let (same, other) = if on {
            (self.on_at[i], self.off_at[i])
        } else {
            (self.off_at[i], self.on_at[i])
        };
        if same != NONE {
            return None;
        }
        let k = self.nodes.len();
        self.nodes.push(node);
        let start = self.premises.len() as u32;
        self.premises.extend_from_slice(from);
        self.spans.push((start, self.premises.len() as u32));
        if on {
            self.on_at[i] = k as u16;
        } else {
            self.off_at[i] = k as u16;
        }
        if other != NONE {
            return Some((vec![other as usize, k], Some(Broken::Both(cell, digit))));
        }
        match self.target {
            Target::Node(c, d, s) if c == cell && d == digit && s == on => Some((vec![k], None)),
            _ => None,
        }
    }

    /// The grid as the branch leaves it: its off candidates struck, its on
    /// candidates placed.
    pub(super) fn grid_now(&self) -> Grid {
        let mut grid = self.grid.clone();
        for (i, &at) in self.off_at.iter().enumerate() {
            if at != NONE {
                grid.eliminate(Cell::new((i / 9) as u8), (i % 9) as u8 + 1);
            }
        }
        for (i, &at) in self.on_at.iter().enumerate() {
            let cell = Cell::new((i / 9) as u8);
            if at != NONE && grid.value(cell).is_none() {
                grid.place(cell, (i % 9) as u8 + 1);
            }
        }
        grid
    }

    /// The index of the branch's node that turns `digit` in `cell` off, if
    /// it has one.
    pub(super) fn off_node(&self, cell: Cell, digit: u8) -> Option<u16> {
        Some(self.off(cell, digit)).filter(|&k| k != NONE)
    }

    fn off(&self, cell: Cell, digit: u8) -> u16 {
        self.off_at[cell.index() * 9 + digit as usize - 1]
    }

    /// Derives what node `k` implies by one rule each.
    fn expand(&mut self, k: usize) -> Stop {
        let BranchNode {
            cell, digit, on, ..
        } = self.nodes[k];
        let grid = self.grid;
        if on {
            for e in grid.candidates(cell) {
                if e != digit
                    && let Some(stop) = self.add(cell, e, false, &[k as u16])
                {
                    return Some(stop);
                }
            }
            let peers = grid.positions(digit) & cell.peers();
            for p in peers {
                if let Some(stop) = self.add(p, digit, false, &[k as u16]) {
                    return Some(stop);
                }
            }
            return None;
        }
        // The cell of an off node.
        let cands = grid.candidates(cell);
        let left: Digits = cands
            .iter()
            .filter(|&e| self.off(cell, e) == NONE)
            .collect();
        // The off nodes of the cell's other candidates: at most nine, kept on
        // the stack (`Few`).
        let premises = |b: &Self, skip: Option<u8>| -> Few {
            Few::of(
                cands
                    .iter()
                    .filter(|&e| Some(e) != skip)
                    .map(|e| b.off(cell, e)),
            )
        };
        match left.len() {
            0 if self.static_only && self.target != Target::Contradiction => {}
            0 => {
                let ends = premises(self, None)
                    .get()
                    .iter()
                    .map(|&i| i as usize)
                    .collect();
                return Some((ends, Some(Broken::NoCandidate(cell))));
            }
            1 if !self.static_only || cands.len() == 2 => {
                let e = left.iter().next().expect("one digit left");
                if !self.holds(cell, e, true) {
                    let from = premises(self, Some(e));
                    if let Some(stop) = self.add(cell, e, true, from.get()) {
                        return Some(stop);
                    }
                }
            }
            _ => {}
        }
        // The units of an off node.
        for u in cell.units() {
            if grid.unit_has(u, digit) {
                continue;
            }
            let places = grid.positions_in(u, digit);
            let left: CellSet = places
                .iter()
                .filter(|&c| self.off(c, digit) == NONE)
                .collect();
            let from = |b: &Self, skip: CellSet| -> Few {
                Few::of((places - skip).iter().map(|c| b.off(c, digit)))
            };
            match left.len() {
                0 if self.static_only && self.target != Target::Contradiction => {}
                0 => {
                    let ends = from(self, CellSet::EMPTY);
                    let ends = ends.get().iter().map(|&i| i as usize).collect();
                    return Some((ends, Some(Broken::NoPlace(u, digit))));
                }
                1 if !self.static_only || places.len() == 2 => {
                    let q = left.first().expect("one cell");
                    if self.holds(q, digit, true) {
                        continue;
                    }
                    let premises = from(self, left);
                    if let Some(stop) = self.add(q, digit, true, premises.get()) {
                        return Some(stop);
                    }
                }
                _ => {}
            }
        }
        None
    }
}

/// The branch from `digit` in `cell` assumed on (or off) to `target`, cut down to
/// the nodes the target needs; `None` when the target is not reached (or a
/// contradiction comes first when a conclusion was wanted).
pub(super) fn branch(
    grid: &Grid,
    cell: Cell,
    digit: u8,
    on: bool,
    static_only: bool,
    target: Target,
) -> Option<(Vec<BranchNode>, Option<Broken>)> {
    let mut b = Builder::new(grid, static_only, target);
    let stop = b.add(cell, digit, on, &[]).or_else(|| b.run());
    let (ends, broken) = stop?;
    if broken.is_some() != matches!(target, Target::Contradiction) {
        return None;
    }
    Some((b.cut(&ends, 0).0, broken))
}

/// Up to nine node indices, the premises of one rule (a cell's candidates,
/// a unit's places), on the stack.
struct Few {
    at: [u16; 9],
    len: usize,
}

impl Few {
    fn of(indices: impl Iterator<Item = u16>) -> Few {
        let mut few = Few { at: [0; 9], len: 0 };
        for i in indices {
            few.at[few.len] = i;
            few.len += 1;
        }
        few
    }

    fn get(&self) -> &[u16] {
        &self.at[..self.len]
    }
}

/// The nodes from `base` on that `ends` need, in their order and renumbered from
/// `base`, and the nodes before `base` they name. Nested proofs are renumbered
/// with the node that carries them.
pub(super) fn cut(
    nodes: &[BranchNode],
    ends: &[usize],
    base: usize,
) -> (Vec<BranchNode>, Vec<u16>) {
    cut_with(nodes, |k| &nodes[k].from, ends, base)
}

/// [`cut`], node `k`'s premises read from `from(k)`.
fn cut_with<'n>(
    nodes: &[BranchNode],
    from: impl Fn(usize) -> &'n [u16],
    ends: &[usize],
    base: usize,
) -> (Vec<BranchNode>, Vec<u16>) {
    let mut need = vec![false; nodes.len()];
    let mut named = Vec::new();
    let mut stack: Vec<usize> = ends.to_vec();
    while let Some(k) = stack.pop() {
        if k < base {
            named.push(k as u16);
        } else if !need[k] {
            need[k] = true;
            stack.extend(from(k).iter().map(|&f| f as usize));
        }
    }
    named.sort_unstable();
    named.dedup();
    let mut new_index: Vec<u16> = (0..nodes.len()).map(|k| k as u16).collect();
    let mut out = Vec::new();
    for (k, node) in nodes.iter().enumerate().skip(base) {
        if !need[k] {
            continue;
        }
        let at = (base + out.len()) as u16;
        new_index[k] = at;
        let renumber = |f: u16| {
            if (f as usize) < k {
                new_index[f as usize]
            } else {
                at + (f - k as u16)
            }
        };
        out.push(BranchNode {
            from: from(k).iter().map(|&f| new_index[f as usize]).collect(),
            proof: renumbered(&node.proof, &renumber),
            ..node.clone()
        });
    }
    (out, named)
}

/// Proof nodes with every index of their `from`, and of their own proofs' at
/// any depth, passed through `renumber`: a proof is never cut, so its nodes
/// keep their places and only the numbering around them moves.
fn renumbered(proof: &[BranchNode], renumber: &dyn Fn(u16) -> u16) -> Vec<BranchNode> {
    proof
        .iter()
        .map(|p| BranchNode {
            from: p.from.iter().map(|&f| renumber(f)).collect(),
            proof: renumbered(&p.proof, renumber),
            ..p.clone()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_branch_names_the_premises_kept_beside_its_nodes() {
        // r1c1 {1,2}, r1c5 {2,3}: 1 off in r1c1 makes it 2, which takes 2
        // from r1c5, leaving 3 there.
        let grid =
            crate::core::test_grid_with(&[(Cell::at(0, 0), &[1, 2]), (Cell::at(0, 4), &[2, 3])]);
        let target = Target::Node(Cell::at(0, 4), 3, true);
        let (nodes, broken) = branch(&grid, Cell::at(0, 0), 1, false, true, target).unwrap();
        assert_eq!(broken, None);
        let said: Vec<(Cell, u8, bool, Vec<u16>)> = nodes
            .iter()
            .map(|n| (n.cell, n.digit, n.on, n.from.clone()))
            .collect();
        assert_eq!(
            said,
            [
                (Cell::at(0, 0), 1, false, vec![]),
                (Cell::at(0, 0), 2, true, vec![0]),
                (Cell::at(0, 4), 2, false, vec![1]),
                (Cell::at(0, 4), 3, true, vec![2]),
            ]
        );
    }
}
