//! The search shared by the chain techniques (remote pair, X-chain, XY-chain,
//! AIC, nice loop): a graph of chain nodes (candidates, and for AICs the group
//! nodes of box/line intersections) with the strong and weak links a technique
//! may use, built once per grid, and a breadth-first search for the shortest
//! alternating chain that changes the grid.
//!
//! A chain `s = n1 - n2 = ... = e` says: if `s` is false, `e` is true. The search
//! walks states "node is false" (reached by a weak link, or the start) and "node
//! is true" (reached by a strong link) outward from every start, level by level,
//! so the first chain a start yields is its shortest; a start only looks for
//! chains shorter than the best found so far, so the result is a shortest chain
//! overall (the first start in node order on a tie).
//!
//! - An open chain (X-chain, XY-chain, remote pair, AIC) removes every candidate
//!   weakly linked to both ends. Its ends must not be weakly linked to each
//!   other: such a chain closes into a continuous loop, which is the nice loop's.
//! - A nice loop is a chain whose ends are weakly linked (closed by that weak
//!   link, a continuous loop: one end of every weak link is true), or a chain
//!   from a candidate back to the same candidate (a discontinuous loop: if the
//!   candidate were false it would be true, so it is placed).

use crate::core::bits_hasher::BitsMap;
use crate::core::{
    Candidate, Cell, CellSet, Digits, Grid, INTERSECTIONS, INTERSECTIONS_NEAR, Unit, UnitKind,
    intersection_index,
};
use crate::step::chain::{ChainNode, Conclusion, Link};
use crate::step::pattern::ChainParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::Analysis;
use crate::techniques::als::index::Als;
use crate::techniques::chains::links::{common_peers, is_weak, seen_by_both_ends, weakly_linked};
use std::cell::RefCell;
use std::ops::ControlFlow;

/// The longest chain the catalog's searches report, in nodes.
pub(super) const MAX_NODES: usize = 16;

/// The most nodes a graph holds: the walks' start bitsets have room for
/// 4,096; only almost locked sets could bring more, and the sets past it are
/// left out.
const MAX_GRAPH_NODES: usize = 4096;

/// Which nodes and links a chain technique may use: a path asks a chain
/// technique for its instances under the rules it gives (SE's path, for one,
/// asks for chains without group nodes, longer than the catalog's).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    /// Group nodes: the places of a digit in one box/line intersection.
    pub groups: bool,
    /// Strong links between the places of a digit in a unit.
    pub conjugates: bool,
    /// Strong links between the two digits of a two-candidate cell.
    pub bivalue: bool,
    /// Weak links between two digits of one cell.
    pub cell_weak: bool,
    /// Nodes only in two-candidate cells.
    pub bivalue_only: bool,
    /// Weak links only between cells holding the same two candidates.
    pub same_pair: bool,
    /// The longest chain reported, in nodes.
    pub max_nodes: usize,
}

impl Rules {
    /// Remote pairs: two-candidate cells that all hold the same two digits.
    pub const REMOTE_PAIR: Rules = Rules {
        groups: false,
        conjugates: false,
        bivalue: true,
        cell_weak: false,
        bivalue_only: true,
        same_pair: true,
        max_nodes: MAX_NODES,
    };
    /// X-chains: one digit, conjugate pairs and cells that see each other.
    pub const X_CHAIN: Rules = Rules {
        groups: false,
        conjugates: true,
        bivalue: false,
        cell_weak: false,
        bivalue_only: false,
        same_pair: false,
        max_nodes: MAX_NODES,
    };
    /// XY-chains: strong links inside two-candidate cells, weak links between
    /// such cells on one digit.
    pub const XY_CHAIN: Rules = Rules {
        groups: false,
        conjugates: false,
        bivalue: true,
        cell_weak: false,
        bivalue_only: true,
        same_pair: false,
        max_nodes: MAX_NODES,
    };
    /// AICs and nice loops: every kind of link, with group nodes.
    pub const ANY: Rules = Rules {
        groups: true,
        conjugates: true,
        bivalue: true,
        cell_weak: true,
        bivalue_only: false,
        same_pair: false,
        max_nodes: MAX_NODES,
    };
}

/// What chain a technique looks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Goal {
    /// An open chain whose ends are not weakly linked.
    Open,
    /// A loop: continuous, or discontinuous at one candidate that it places.
    Loop,
}

const NONE: u16 = u16::MAX;

/// Which goals accept a chain between two ends.
#[derive(Clone, Copy)]
struct Ends {
    /// As an open chain.
    open: bool,
    /// As a loop.
    closed: bool,
}

impl Ends {
    fn accepts(self, goal: Goal) -> bool {
        match goal {
            Goal::Open => self.open,
            Goal::Loop => self.closed,
        }
    }
}

/// What one walk of [`Graph::first_start`] answers: for its goal, and for the
/// second goal it was asked about as well.
#[derive(PartialEq, Eq, Debug)]
struct Walked {
    /// The start with the shortest accepted chain and its length in links.
    first: Option<(usize, usize)>,
    /// The same for the second goal, `None` when the walk stopped before it
    /// could tell.
    also: Option<Option<(usize, usize)>>,
}

/// The bitsets of a walk, per state (`2k`: node `k` false, `2k + 1`: true):
/// the starts that reached it, those that reached it last level (`frontier`)
/// and this level (`next`), whether it is listed for this level, and every
/// state reached, whose bitsets the walk clears when done.
struct Bits<'a, const W: usize> {
    reach: &'a mut [[u64; W]],
    frontier: &'a mut [[u64; W]],
    next: &'a mut [[u64; W]],
    listed: &'a mut [bool],
    reached: &'a mut Vec<usize>,
}

/// What [`Bits`] borrows, kept by a thread from one walk to the next and all
/// zero between walks: a walk runs at every step on a graph of hundreds of
/// nodes (inside the shared part being built, with no analysis at hand), and
/// allocating and zeroing three words per start and state each time cost a
/// tenth of it.
#[derive(Default)]
struct Scratch {
    words: Vec<u64>,
    listed: Vec<bool>,
    reached: Vec<usize>,
}

thread_local! {
    static WALK_SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// The nodes and links of one grid under one set of rules.
struct Graph {
    nodes: Vec<ChainNode>,
    /// The cells that see every cell of each node.
    seen: Vec<CellSet>,
    /// The cell of each node of one cell.
    single: Vec<Option<Cell>>,
    /// The strong links of every node, one list after another (node `k`'s
    /// from `strong_at[k]` to `strong_at[k + 1]`), each list in the order its
    /// links were first found.
    strong: Vec<u16>,
    strong_at: Vec<u32>,
    /// The weak links of every node, one list after another (node `k`'s from
    /// `weak_at[k]` to `weak_at[k + 1]`): one allocation instead of one per node.
    weak: Vec<u16>,
    weak_at: Vec<u32>,
    /// The longest chain reported, in nodes.
    max_nodes: usize,
}

/// Records the strong link `a` = `b` (both ways), when both are nodes.
fn add(links: &mut Vec<(u16, u16)>, a: u16, b: u16) {
    if a == NONE || b == NONE || a == b {
        return;
    }
    links.push((a, b));
    links.push((b, a));
}

/// The box/line intersections that split `unit`, as indices into
/// [`INTERSECTIONS`], in the order the pieces are read: a line's by box; a
/// box's by row, then by column. Only the three that lie in it, rather than
/// every unit of the other kind, since the walks' graph is built at every step.
fn crossings(unit: Unit) -> ([usize; 3], Option<[usize; 3]>) {
    let k = usize::from(unit.index());
    let by_box = |first: usize, step: usize, line: usize| {
        [0, 1, 2].map(|j| 6 * (first + j * step) + 2 * (k % 3) + line)
    };
    match unit.kind() {
        UnitKind::Row => (by_box(k / 3 * 3, 1, 0), None),
        UnitKind::Col => (by_box(k / 3, 3, 1), None),
        UnitKind::Box => (
            [0, 2, 4].map(|i| 6 * k + i),
            Some([1, 3, 5].map(|i| 6 * k + i)),
        ),
    }
}

/// The two pieces `places` falls into among the intersections `parts`, when
/// it falls into exactly two.
fn two_pieces(places: CellSet, parts: [usize; 3]) -> Option<(CellSet, CellSet)> {
    let mut pieces = parts
        .iter()
        .map(|&i| places & INTERSECTIONS[i].cells)
        .filter(|s| !s.is_empty());
    match (pieces.next(), pieces.next(), pieces.next()) {
        (Some(a), Some(b), None) => Some((a, b)),
        _ => None,
    }
}

/// The links recorded by [`add`] as one list per node after another, and where
/// each node's list starts: a link recorded twice is kept where it was first
/// recorded (the order the walks follow).
fn by_node(links: &[(u16, u16)], nodes: usize) -> (Vec<u16>, Vec<u32>) {
    let mut at = vec![0u32; nodes + 1];
    for &(a, _) in links {
        at[usize::from(a) + 1] += 1;
    }
    for k in 1..at.len() {
        at[k] += at[k - 1];
    }
    let mut fill = at.clone();
    let mut to = vec![0u16; links.len()];
    for &(a, b) in links {
        to[fill[usize::from(a)] as usize] = b;
        fill[usize::from(a)] += 1;
    }
    // Drop the repeats, each list kept in its order: `owner` holds the last
    // list that kept each target, since a candidate in many almost locked
    // sets has a long list that a search of it for every link made quadratic.
    let width = links
        .iter()
        .map(|&(_, b)| usize::from(b) + 1)
        .max()
        .unwrap_or(0);
    let mut owner = vec![u32::MAX; width];
    let mut kept = 0;
    let mut from = 0;
    for k in 0..nodes {
        let end = at[k + 1] as usize;
        for i in from..end {
            let b = to[i];
            if std::mem::replace(&mut owner[usize::from(b)], k as u32) != k as u32 {
                to[kept] = b;
                kept += 1;
            }
        }
        from = end;
        at[k + 1] = kept as u32;
    }
    to.truncate(kept);
    (to, at)
}

impl Graph {
    fn build(grid: &Grid, rules: Rules) -> Graph {
        Graph::build_with(grid, rules, &[])
    }

    /// The graph of `rules` with the almost locked sets `sets` as well (the
    /// ALS chain's): each set's cells holding one of its digits are a node
    /// (the candidate or intersection group it may already be), strongly
    /// linked to its cells holding each other digit, and weakly linked like
    /// any node to the same digit in cells that see all of it. A digit's node
    /// is left out when no candidate of the digit sees all of it (no weak
    /// link could reach it, and as an end it would remove nothing).
    fn build_with(grid: &Grid, rules: Rules, sets: &[Als]) -> Graph {
        let mut index = [[NONE; 81]; 9];
        let mut nodes = Vec::new();
        for d in 1..=9u8 {
            for cell in grid.positions(d) {
                if rules.bivalue_only && grid.candidates(cell).len() != 2 {
                    continue;
                }
                index[usize::from(d - 1)][cell.index()] = nodes.len() as u16;
                nodes.push(ChainNode::cell(cell, d));
            }
        }
        let singles = nodes.len();
        // The group node of each digit in each intersection, if any.
        let mut group_at = [[NONE; 54]; 9];
        if rules.groups {
            for d in 1..=9u8 {
                for (i, x) in INTERSECTIONS.iter().enumerate() {
                    let places = grid.positions(d) & x.cells;
                    if places.len() >= 2 {
                        group_at[usize::from(d - 1)][i] = nodes.len() as u16;
                        nodes.push(ChainNode::group(places, d));
                    }
                }
            }
        }
        // The node of `d` in `cells`: one cell, or the places of `d` in one
        // intersection (found by the row or column its first two share).
        let node_of = |d: u8, cells: CellSet| -> u16 {
            let mut each = cells.iter();
            match (each.next(), each.next()) {
                (Some(a), None) => index[usize::from(d - 1)][a.index()],
                (Some(a), Some(b)) => {
                    group_at[usize::from(d - 1)][intersection_index(a, a.row() == b.row())]
                }
                _ => NONE,
            }
        };
        // The sets' nodes that are not candidates or groups already, by digit,
        // and the strong link of every two digits of a set.
        let mut als_nodes: [Vec<u16>; 9] = Default::default();
        let mut als_strong = Vec::new();
        let mut known: BitsMap<(u8, CellSet), u16> = BitsMap::default();
        for a in sets {
            let mut ids = [NONE; 9];
            for d in a.digits {
                let holders = a.holders(d);
                if (a.seers(d) & grid.positions(d)).is_empty() || nodes.len() >= MAX_GRAPH_NODES {
                    continue;
                }
                let id = node_of(d, holders);
                ids[usize::from(d - 1)] = if id != NONE && nodes[usize::from(id)].cells == holders {
                    id
                } else {
                    *known.entry((d, holders)).or_insert_with(|| {
                        als_nodes[usize::from(d - 1)].push(nodes.len() as u16);
                        nodes.push(ChainNode::group(holders, d));
                        (nodes.len() - 1) as u16
                    })
                };
            }
            for x in a.digits {
                for y in a.digits {
                    if x < y {
                        als_strong.push((ids[usize::from(x - 1)], ids[usize::from(y - 1)]));
                    }
                }
            }
        }
        let mut strong = Vec::new();
        if rules.conjugates {
            for u in Unit::all() {
                for d in 1..=9u8 {
                    let places = grid.positions_in(u, d);
                    if places.len() == 2 {
                        let a = places.first().expect("two places");
                        let b = (places - CellSet::single(a)).first().expect("two places");
                        add(
                            &mut strong,
                            node_of(d, CellSet::single(a)),
                            node_of(d, CellSet::single(b)),
                        );
                    } else if rules.groups && places.len() > 2 {
                        let (first, then) = crossings(u);
                        for parts in std::iter::once(first).chain(then) {
                            if let Some((a, b)) = two_pieces(places, parts) {
                                add(&mut strong, node_of(d, a), node_of(d, b));
                            }
                        }
                    }
                }
            }
        }
        if rules.bivalue {
            for cell in grid.empty_cells() {
                let digits = grid.candidates(cell);
                if digits.len() == 2 {
                    let mut ends = digits
                        .iter()
                        .map(|d| index[usize::from(d - 1)][cell.index()]);
                    let (a, b) = (ends.next().unwrap_or(NONE), ends.next().unwrap_or(NONE));
                    add(&mut strong, a, b);
                }
            }
        }
        for (a, b) in als_strong {
            add(&mut strong, a, b);
        }
        let (strong, strong_at) = by_node(&strong, nodes.len());
        // A node without a strong link is never true in a walk (only a strong
        // link makes a node true) and, false, leads nowhere: the weak links
        // leave it out at both ends.
        let live: Vec<bool> = strong_at.windows(2).map(|w| w[0] < w[1]).collect();
        let seen: Vec<CellSet> = nodes.iter().map(|n| common_peers(n.cells)).collect();
        let single = nodes
            .iter()
            .map(|n| n.cells.first().filter(|_| n.cells.len() == 1))
            .collect();
        // The sets' nodes of each digit by the cells that see all of them, in
        // node order: a node sees all of a set's node exactly when each of its
        // cells does, so its first cell's list holds every one it sees, where
        // trying every set's node of the digit made the graph of the ALS chain
        // cost as much as its walk.
        let mut by_seer = Vec::new();
        for (d, ids) in (1..=9u8).zip(&als_nodes) {
            for &j in ids {
                for c in seen[usize::from(j)] & grid.positions(d) {
                    by_seer.push((u16::from(d - 1) * 81 + c.index() as u16, j));
                }
            }
        }
        let (seen_by, seen_by_at) = if by_seer.is_empty() {
            (Vec::new(), Vec::new())
        } else {
            by_node(&by_seer, 9 * 81)
        };
        // The live candidates and groups of each digit as bitsets, so that the
        // weak links below pass over the others without looking them up.
        let mut live_cells = [CellSet::EMPTY; 9];
        let mut live_digits = [Digits::EMPTY; 81];
        for (n, _) in nodes[..singles].iter().zip(&live).filter(|(_, l)| **l) {
            let cell = n.cells.first().expect("a single node has a cell");
            live_cells[usize::from(n.digit - 1)].insert(cell);
            live_digits[cell.index()].insert(n.digit);
        }
        let mut live_groups = [0u64; 9];
        for (mask, ids) in live_groups.iter_mut().zip(&group_at) {
            for (i, &j) in ids.iter().enumerate() {
                if j != NONE && live[usize::from(j)] {
                    *mask |= 1 << i;
                }
            }
        }
        // Per node: the other candidates of its cell, then the same digit in the
        // cells and groups it sees (each link listed from both ends).
        let mut weak = Vec::with_capacity(nodes.len() * 16);
        let mut weak_at = Vec::with_capacity(nodes.len() + 1);
        for (k, n) in nodes.iter().enumerate() {
            weak_at.push(weak.len() as u32);
            if !live[k] {
                continue;
            }
            let d = usize::from(n.digit - 1);
            let mut push = |m: u16| {
                if m != NONE && live[usize::from(m)] {
                    weak.push(m);
                }
            };
            if rules.cell_weak && k < singles {
                let cell = n.cells.first().expect("a single node has a cell");
                for e in live_digits[cell.index()] {
                    if e != n.digit {
                        push(index[usize::from(e - 1)][cell.index()]);
                    }
                }
            }
            for other in live_cells[d] & seen[k] {
                let pair_ok = !rules.same_pair
                    || n.cells.first().map(|c| grid.candidates(c)) == Some(grid.candidates(other));
                if pair_ok {
                    push(index[d][other.index()]);
                }
            }
            // Only the intersections near every cell of the node can hold a
            // group it sees; in their order, which is the groups' order.
            let mut near = n
                .cells
                .iter()
                .fold(live_groups[d], |acc, c| acc & INTERSECTIONS_NEAR[c.index()]);
            while near != 0 {
                let j = group_at[d][near.trailing_zeros() as usize];
                near &= near - 1;
                if usize::from(j) != k && nodes[usize::from(j)].cells.is_subset(seen[k]) {
                    push(j);
                }
            }
            let Some(first) = n.cells.first().filter(|_| !seen_by.is_empty()) else {
                continue;
            };
            let seer = d * 81 + first.index();
            for &j in &seen_by[seen_by_at[seer] as usize..seen_by_at[seer + 1] as usize] {
                if n.cells.is_subset(seen[usize::from(j)]) {
                    push(j);
                }
            }
        }
        weak_at.push(weak.len() as u32);
        Graph {
            nodes,
            seen,
            single,
            strong,
            strong_at,
            weak,
            weak_at,
            max_nodes: rules.max_nodes,
        }
    }

    /// The weak links of node `k`.
    fn weak(&self, k: usize) -> &[u16] {
        &self.weak[self.weak_at[k] as usize..self.weak_at[k + 1] as usize]
    }

    /// The strong links of node `k`.
    fn strong(&self, k: usize) -> &[u16] {
        &self.strong[self.strong_at[k] as usize..self.strong_at[k + 1] as usize]
    }

    /// The links out of a walk state (`2k`: node `k` false, `2k + 1`: true): a
    /// false node's strong links, a true node's weak ones.
    fn links_out(&self, state: usize) -> &[u16] {
        let k = state / 2;
        if state.is_multiple_of(2) {
            self.strong(k)
        } else {
            self.weak(k)
        }
    }

    /// Whether a chain from `s` to `e` is what `goal` looks for.
    fn accepts(&self, grid: &Grid, goal: Goal, s: usize, e: usize) -> bool {
        self.ends(grid, s, e).accepts(goal)
    }

    /// What a chain from `s` to `e` would be: an open chain whose ends are not
    /// weakly linked ([`is_weak`]), or a loop (back to the same candidate, or
    /// closed by a weak link), either removing something (some candidate is
    /// weakly linked to both ends).
    ///
    /// The walks ask this for every start and end they reach, most often of
    /// two digits: so it reads the nodes' cells from `single` and the cells
    /// that see them from `seen` rather than counting the cells of each.
    fn ends(&self, grid: &Grid, s: usize, e: usize) -> Ends {
        let (a, b) = (&self.nodes[s], &self.nodes[e]);
        let (weak, removes) = if s == e {
            return Ends {
                open: false,
                closed: self.single[s].is_some(),
            };
        } else if a.digit == b.digit {
            // The cells seeing all of `s` are outside it.
            let seen = self.seen[s];
            let removes = !(grid.positions(a.digit) & seen & self.seen[e]).is_empty();
            (b.cells.is_subset(seen), removes)
        } else {
            let (x, y) = (self.single[s], self.single[e]);
            match (x, y) {
                (Some(x), Some(y)) if x == y => (true, grid.candidates(x).len() > 2),
                _ => {
                    let sees = |from: usize, c: Option<Cell>, d: u8| {
                        c.is_some_and(|c| {
                            self.seen[from].contains(c) && grid.candidates(c).contains(d)
                        })
                    };
                    (false, sees(s, y, a.digit) || sees(e, x, b.digit))
                }
            }
        };
        debug_assert_eq!(weak, is_weak(a, b), "{a:?} {b:?}");
        Ends {
            open: !weak && removes,
            closed: weak && removes,
        }
    }

    /// Which start has the shortest accepted chain, and its length in links:
    /// the breadth-first walks from every start at once, one bit per start, so
    /// that a grid without such a chain (the common case before a forcing
    /// chain) costs one walk, not one per start. Ties go to the first start.
    ///
    /// With `also`, the same walk answers for that second goal as far as it
    /// goes (the walk does not depend on the goal, only where it stops): the
    /// answer when the walk ran out or found it by the level it stopped at,
    /// else `None` (unknown).
    fn first_start(&self, grid: &Grid, goal: Goal, also: Option<Goal>) -> Walked {
        let starts: Vec<usize> = (0..self.nodes.len())
            .filter(|&s| !self.strong(s).is_empty())
            .collect();
        // One walk per width of the start bitsets, so that the inner loops run
        // over arrays of a size known when compiled: at most 729 cells and 486
        // groups, so 19 words of 64 starts.
        match starts.len().div_ceil(64) {
            0 | 1 => self.walk::<1>(grid, goal, also, &starts),
            2 => self.walk::<2>(grid, goal, also, &starts),
            3 => self.walk::<3>(grid, goal, also, &starts),
            4 => self.walk::<4>(grid, goal, also, &starts),
            5 | 6 => self.walk::<6>(grid, goal, also, &starts),
            7 | 8 => self.walk::<8>(grid, goal, also, &starts),
            9..=12 => self.walk::<12>(grid, goal, also, &starts),
            13..=20 => self.walk::<20>(grid, goal, also, &starts),
            // Only with almost locked sets.
            21..=32 => self.walk::<32>(grid, goal, also, &starts),
            _ => self.walk::<64>(grid, goal, also, &starts),
        }
    }

    /// [`Graph::first_start`] with the starts' bits in `W` words.
    fn walk<const W: usize>(
        &self,
        grid: &Grid,
        goal: Goal,
        also: Option<Goal>,
        starts: &[usize],
    ) -> Walked {
        assert!(starts.len() <= 64 * W, "too many starts for the bitsets");
        let states = 2 * self.nodes.len();
        WALK_SCRATCH.with_borrow_mut(|scratch| {
            let Scratch {
                words,
                listed,
                reached,
            } = scratch;
            if words.len() < 3 * states * W {
                words.resize(3 * states * W, 0);
            }
            if listed.len() < states {
                listed.resize(states, false);
            }
            let (reach, rest) = words.as_chunks_mut::<W>().0.split_at_mut(states);
            let (frontier, next) = rest.split_at_mut(states);
            reached.clear();
            let mut bits = Bits {
                reach,
                frontier,
                next,
                listed,
                reached,
            };
            let walked = self.walk_in(grid, goal, also, starts, &mut bits);
            for &state in bits.reached.iter() {
                bits.reach[state] = [0; W];
                bits.frontier[state] = [0; W];
            }
            walked
        })
    }

    /// [`Graph::walk`] on bitsets all zero but for the states it records as
    /// reached.
    fn walk_in<const W: usize>(
        &self,
        grid: &Grid,
        goal: Goal,
        also: Option<Goal>,
        starts: &[usize],
        bits: &mut Bits<'_, W>,
    ) -> Walked {
        let Bits {
            reach,
            frontier,
            next,
            listed,
            reached,
        } = bits;
        let mut active: Vec<usize> = Vec::with_capacity(starts.len());
        for (i, &s) in starts.iter().enumerate() {
            reach[2 * s][i / 64] |= 1 << (i % 64);
            frontier[2 * s][i / 64] |= 1 << (i % 64);
            active.push(2 * s);
        }
        reached.extend_from_slice(&active);
        let mut other: Option<Option<(usize, usize)>> = None;
        let mut touched = Vec::new();
        for links in 1..self.max_nodes {
            for &state in &active {
                let on = 1 - state % 2;
                let from = frontier[state];
                for &m in self.links_out(state) {
                    let to = 2 * usize::from(m) + on;
                    let (seen, pending) = (&reach[to], &mut next[to]);
                    let mut any = 0;
                    for j in 0..W {
                        let add = from[j] & !seen[j];
                        pending[j] |= add;
                        any |= add;
                    }
                    if any != 0 && !listed[to] {
                        listed[to] = true;
                        touched.push(to);
                        reached.push(to);
                    }
                }
            }
            for &state in &active {
                frontier[state] = [0; W];
            }
            let mut first: Option<usize> = None;
            let mut first_other: Option<usize> = None;
            let other_open = also.filter(|_| other.is_none());
            for &to in &touched {
                listed[to] = false;
                let add = std::mem::replace(&mut next[to], [0; W]);
                for j in 0..W {
                    reach[to][j] |= add[j];
                }
                frontier[to] = add;
                if to % 2 == 0 {
                    continue;
                }
                // A chain read backwards is a chain of the same length between
                // the same ends, which both goals accept alike: the starts up
                // to this end (in order) find the same first start.
                let end = to / 2;
                'starts: for (j, &word) in add.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        let i = j * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let for_first = first.is_none_or(|f| i < f);
                        let for_other = other_open.filter(|_| first_other.is_none_or(|f| i < f));
                        if starts[i] > end || (!for_first && for_other.is_none()) {
                            break 'starts;
                        }
                        // One test of the ends for both goals.
                        let ends = self.ends(grid, starts[i], to / 2);
                        if for_first && ends.accepts(goal) {
                            first = Some(i);
                        }
                        if for_other.is_some_and(|g| ends.accepts(g)) {
                            first_other = Some(i);
                        }
                    }
                }
            }
            if let Some(i) = first_other {
                other = Some(Some((starts[i], links)));
            }
            if let Some(i) = first {
                return Walked {
                    first: Some((starts[i], links)),
                    also: other,
                };
            }
            std::mem::swap(&mut active, &mut touched);
            touched.clear();
            if active.is_empty() {
                break;
            }
        }
        Walked {
            first: None,
            also: also.map(|_| other.flatten()),
        }
    }

    /// The first accepted chain of at most `limit` links from `s`, breadth
    /// first, as node indices.
    fn shortest_from(&self, grid: &Grid, goal: Goal, s: usize, limit: usize) -> Option<Vec<usize>> {
        match self.chains_from(grid, goal, s, limit, ControlFlow::Break) {
            ControlFlow::Break(path) => Some(path),
            ControlFlow::Continue(()) => None,
        }
    }

    /// Hands `f` the accepted chains of at most `limit` links from `s`, as node
    /// indices, breadth first, until it breaks: one chain per end, the
    /// shortest from `s` to that end.
    fn chains_from<B>(
        &self,
        grid: &Grid,
        goal: Goal,
        s: usize,
        limit: usize,
        mut f: impl FnMut(Vec<usize>) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let n = self.nodes.len();
        let mut stamp = vec![false; 2 * n];
        let mut parent = vec![0u32; 2 * n];
        stamp[2 * s] = true;
        let mut frontier = vec![2 * s as u32];
        let mut next = Vec::new();
        let mut depth = 0;
        while !frontier.is_empty() && depth < limit {
            depth += 1;
            next.clear();
            for &state in &frontier {
                let on = 1 - state % 2;
                for &m in self.links_out(state as usize) {
                    let to = 2 * u32::from(m) + on;
                    if std::mem::replace(&mut stamp[to as usize], true) {
                        continue;
                    }
                    parent[to as usize] = state;
                    if on == 1 && self.accepts(grid, goal, s, m as usize) {
                        let mut at = to;
                        let mut path = vec![(at / 2) as usize];
                        while at != 2 * s as u32 {
                            at = parent[at as usize];
                            path.push((at / 2) as usize);
                        }
                        path.reverse();
                        f(path)?;
                    }
                    next.push(to);
                }
            }
            std::mem::swap(&mut frontier, &mut next);
        }
        ControlFlow::Continue(())
    }

    /// The shortest chain of `goal` as nodes.
    fn chain(&self, grid: &Grid, goal: Goal) -> Option<Vec<ChainNode>> {
        self.chain_from(grid, goal, self.first_start(grid, goal, None).first)
    }

    /// The shortest chain of `goal` as nodes, from the start and length
    /// [`Graph::first_start`] answered.
    fn chain_from(
        &self,
        grid: &Grid,
        goal: Goal,
        first: Option<(usize, usize)>,
    ) -> Option<Vec<ChainNode>> {
        let (start, links) = first?;
        let path = self.shortest_from(grid, goal, start, links)?;
        Some(path.iter().map(|&k| self.nodes[k]).collect())
    }

    /// Every chain of `goal` the search would accept, as nodes: one per start
    /// and end, the shortest between them, all of them shortest first (then by
    /// start, then breadth first from it). An open chain read backwards
    /// removes the same candidates, so only one direction is kept.
    fn chains(&self, grid: &Grid, goal: Goal) -> Vec<Vec<ChainNode>> {
        let mut paths: Vec<Vec<usize>> = Vec::new();
        for s in (0..self.nodes.len()).filter(|&s| !self.strong(s).is_empty()) {
            let _ = self.chains_from(grid, goal, s, self.max_nodes - 1, |path| {
                let backwards = goal == Goal::Open && path[path.len() - 1] < s;
                if !backwards {
                    paths.push(path);
                }
                ControlFlow::<()>::Continue(())
            });
        }
        // A stable sort: within one length, the order found.
        paths.sort_by_key(Vec::len);
        paths
            .iter()
            .map(|path| path.iter().map(|&k| self.nodes[k]).collect())
            .collect()
    }
}

/// Links that alternate, strong first.
fn alternating(count: usize) -> Vec<Link> {
    (0..count)
        .map(|k| if k % 2 == 0 { Link::Strong } else { Link::Weak })
        .collect()
}

/// What a continuous loop removes: for each weak link on one digit, the
/// candidates weakly linked to both its nodes; for a weak link inside a cell,
/// the cell's other candidates; never a candidate of the loop itself.
pub(super) fn loop_eliminations(
    grid: &Grid,
    nodes: &[ChainNode],
    links: &[Link],
) -> Vec<Candidate> {
    let mut out = along_weak_links(grid, nodes, links);
    out.retain(|c| !in_nodes(nodes, c));
    out
}

/// Whether `c` is a candidate of one of `nodes`.
fn in_nodes(nodes: &[ChainNode], c: &Candidate) -> bool {
    nodes
        .iter()
        .any(|n| n.digit == c.digit && n.cells.contains(c.cell))
}

/// What the weak links of a continuous loop rule out, the loop's own
/// candidates included.
fn along_weak_links(grid: &Grid, nodes: &[ChainNode], links: &[Link]) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (k, link) in links.iter().enumerate() {
        if *link != Link::Weak {
            continue;
        }
        let (a, b) = (&nodes[k], &nodes[(k + 1) % nodes.len()]);
        if a.digit == b.digit {
            let of_b = weakly_linked(grid, b);
            out.extend(
                weakly_linked(grid, a)
                    .into_iter()
                    .filter(|c| of_b.contains(c)),
            );
        } else if let Some(cell) = a.cells.first() {
            out.extend(
                grid.candidates(cell)
                    .iter()
                    .filter(|&d| d != a.digit && d != b.digit)
                    .map(|d| Candidate::new(cell, d)),
            );
        }
    }
    out
}

/// The graph under [`Rules::ANY`] of one grid and its shortest open chain: the
/// chain techniques ask about the same grid one after another until one fires.
/// The graph under every rule serves the AIC and the nice loop, and when it
/// holds no open chain, no narrower rule can either.
struct AnyChains {
    graph: Graph,
    open: Option<Vec<ChainNode>>,
    /// Where the shortest loop starts and its length, when the walk for the
    /// open chain could tell: the nice loop is asked only when the AIC found
    /// nothing, that is when that walk ran to its end.
    loop_start: Option<Option<(usize, usize)>>,
}

impl AnyChains {
    fn new(grid: &Grid) -> AnyChains {
        let graph = Graph::build(grid, Rules::ANY);
        let walked = graph.first_start(grid, Goal::Open, Some(Goal::Loop));
        let open = graph.chain_from(grid, Goal::Open, walked.first);
        AnyChains {
            graph,
            open,
            loop_start: walked.also,
        }
    }

    /// The shortest loop, found by the first walk or by a walk of its own.
    fn shortest_loop(&self, grid: &Grid) -> Option<Vec<ChainNode>> {
        match self.loop_start {
            Some(known) => self.graph.chain_from(grid, Goal::Loop, known),
            None => self.graph.chain(grid, Goal::Loop),
        }
    }
}

/// What a chain proves, with what the step changes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Proves {
    /// An open chain: its first or its last node is true, so every candidate
    /// weakly linked to both goes.
    FirstOrLast(Vec<Candidate>),
    /// A chain from a candidate back to itself through its own negation: the
    /// candidate is placed.
    Placement(Candidate),
    /// A continuous loop: one end of every weak link is true.
    ContinuousLoop(Vec<Candidate>),
}

/// A chain found on a grid, with the links between its nodes and what it proves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Chain {
    /// The nodes, from the first.
    pub nodes: Vec<ChainNode>,
    /// The link after each node (a loop's last link closes it).
    pub links: Vec<Link>,
    /// What it proves and changes.
    pub proves: Proves,
}

impl Chain {
    /// The cells of the chain in chain order, each once.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells = Vec::new();
        for n in &self.nodes {
            for c in n.cells {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        cells
    }

    /// The digits of its nodes.
    pub fn digits(&self) -> Digits {
        self.nodes.iter().map(|n| n.digit).collect()
    }

    /// Whether the step places or removes something.
    fn changes_something(&self) -> bool {
        match &self.proves {
            Proves::Placement(_) => true,
            Proves::FirstOrLast(removed) | Proves::ContinuousLoop(removed) => !removed.is_empty(),
        }
    }

    /// Whether no two nodes on one digit share a cell (a group may otherwise
    /// hold a cell the chain visits again): the longer chains of a
    /// breadth-first search can double back like that. The two ends are
    /// apart from the rule: a discontinuous loop's are one candidate, and an
    /// open chain's may share cells (two sets' cells holding one digit, or
    /// two groups), since "the first or the last is true" rules out a
    /// candidate that sees all of both whichever it is (HoDoKu's ALS-XY-chains
    /// whose end sets share a cell are such chains).
    pub fn is_simple(&self) -> bool {
        let n = self.nodes.len();
        let ends_apart = !self.is_loop();
        (0..n).all(|i| {
            (i + 1..n).all(|j| {
                let (a, b) = (&self.nodes[i], &self.nodes[j]);
                (ends_apart && i == 0 && j == n - 1)
                    || a.digit != b.digit
                    || !a.cells.intersects(b.cells)
            })
        })
    }

    /// Whether a continuous loop's weak links rule out a cell of one of its
    /// own groups: the loop without that cell proves more than this one
    /// removes, and lists it.
    fn rules_out_its_own_group(&self, grid: &Grid) -> bool {
        self.is_loop()
            && along_weak_links(grid, &self.nodes, &self.links)
                .iter()
                .any(|c| in_nodes(&self.nodes, c))
    }

    /// Whether the chain closes into a continuous loop.
    pub fn is_loop(&self) -> bool {
        matches!(self.proves, Proves::ContinuousLoop(_))
    }

    /// The step: the pattern as the trace records it and the sentence that
    /// starts with `intro` (what kind of chain it is), says what the chain
    /// proves, writes it in Eureka notation and ends with what it changes.
    pub fn finding(self, intro: Sentence) -> Finding {
        let (cells, digits) = (self.cells(), self.digits());
        let first = self.nodes[0];
        let last = self.nodes[self.nodes.len() - 1];
        let said = match &self.proves {
            Proves::ContinuousLoop(_) => intro.text(
                ": the links alternate all the way round, so one end of every weak link is true",
            ),
            Proves::Placement(placed) => intro
                .text(": if ")
                .cell(placed.cell)
                .text(" were not ")
                .digit(placed.digit)
                .text(", the chain would make it ")
                .digit(placed.digit)
                .text(", so it is"),
            Proves::FirstOrLast(_) => {
                node_words(node_words(intro.text(": "), &first).text(" or "), &last)
            }
        };
        let said = said
            .text(": ")
            .chain(&self.nodes, &self.links, self.is_loop())
            .text(" => ");
        let conclusion = if self.is_loop() {
            Conclusion::ContinuousLoop
        } else {
            Conclusion::FirstOrLast
        };
        let pattern = Pattern::new(cells, digits, Vec::new()).with(Parts::Chain(ChainParts {
            conclusion,
            ..ChainParts::open(self.nodes, self.links)
        }));
        match self.proves {
            Proves::Placement(placed) => Finding {
                sentence: said.placement(placed),
                deduction: Deduction::placement(pattern, placed.cell, placed.digit),
            },
            Proves::FirstOrLast(removed) | Proves::ContinuousLoop(removed) => {
                let deduction = Deduction::elimination(pattern, removed);
                Finding {
                    sentence: said.removals(&deduction.eliminations),
                    deduction,
                }
            }
        }
    }
}

/// Hands `found` the chains of `goal` under `rules` that change the grid,
/// until it breaks: the shortest first (the first start in node order on a
/// tie; left out if it changes nothing after all), then one for every other start and end (see [`Graph::chains`]) that
/// never visits a candidate twice and, closed, does not rule out a candidate of
/// its own.
pub(super) fn each(
    grid: &Grid,
    analysis: &Analysis,
    rules: Rules,
    goal: Goal,
    found: &mut dyn FnMut(Chain) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // The graph of every link, shared by the searches on one grid, is built
    // only for a search that uses it.
    let any = || analysis.shared(AnyChains::new);
    let narrow;
    let (graph, shortest) = match (goal, rules == Rules::ANY) {
        (Goal::Open, true) => (&any().graph, any().open.clone()),
        (Goal::Loop, true) => (&any().graph, any().shortest_loop(grid)),
        // Every narrower rule keeps a subset of the links (and, but for SE's
        // longer chains, no longer chains).
        (Goal::Open, false) if rules.max_nodes <= MAX_NODES && any().open.is_none() => {
            return ControlFlow::Continue(());
        }
        _ => {
            narrow = Graph::build(grid, rules);
            (&narrow, narrow.chain(grid, goal))
        }
    };
    hand_over(grid, graph, goal, shortest, found)
}

/// Hands `found` the open chains whose strong links may also be the almost
/// locked sets `sets` (see [`Graph::build_with`]), of at most `max_nodes`
/// nodes, as [`each`] hands over those of [`Rules::ANY`]: the shortest first,
/// then one for every other start and end.
pub(super) fn each_with_sets(
    grid: &Grid,
    sets: &[Als],
    max_nodes: usize,
    found: &mut dyn FnMut(Chain) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let rules = Rules {
        max_nodes,
        ..Rules::ANY
    };
    let graph = Graph::build_with(grid, rules, sets);
    let shortest = graph.chain(grid, Goal::Open);
    hand_over(grid, &graph, Goal::Open, shortest, found)
}

/// Hands `found` the chains of `goal` in `graph` that change the grid: the
/// shortest, then every other that is simple and does not rule out its own.
fn hand_over(
    grid: &Grid,
    graph: &Graph,
    goal: Goal,
    shortest: Option<Vec<ChainNode>>,
    found: &mut dyn FnMut(Chain) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(first) = shortest.and_then(|nodes| chain(grid, nodes, goal)) else {
        return ControlFlow::Continue(());
    };
    let first_nodes = first.nodes.clone();
    // A continuous loop whose weak links rule out only its own candidates
    // passes the search's test but changes nothing: never a step.
    if first.changes_something() {
        found(first)?;
    }
    for nodes in graph.chains(grid, goal) {
        if nodes == first_nodes {
            continue;
        }
        let Some(c) = chain(grid, nodes, goal) else {
            continue;
        };
        if c.changes_something() && c.is_simple() && !c.rules_out_its_own_group(grid) {
            found(c)?;
        }
    }
    ControlFlow::Continue(())
}

/// What a chain of `goal` with these nodes proves on `grid`.
fn chain(grid: &Grid, nodes: Vec<ChainNode>, goal: Goal) -> Option<Chain> {
    let mut links = alternating(nodes.len() - 1);
    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
    let proves = if goal == Goal::Open {
        Proves::FirstOrLast(seen_by_both_ends(grid, &first, &last))
    } else if first == last {
        Proves::Placement(Candidate::new(first.cells.first()?, first.digit))
    } else {
        links.push(Link::Weak);
        Proves::ContinuousLoop(loop_eliminations(grid, &nodes, &links))
    };
    Some(Chain {
        nodes,
        links,
        proves,
    })
}

/// "r1c2 is 4" for a cell node, "4 is in r1c1,r1c2" for a group.
pub(super) fn node_words(s: Sentence, n: &ChainNode) -> Sentence {
    match (n.cells.len(), n.cells.first()) {
        (1, Some(c)) => s.cell(c).text(" is ").digit(n.digit),
        _ => s.digit(n.digit).text(" is in ").group(n.cells),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
    use crate::techniques::chains::links::links_hold;

    /// Digit 1 open in only these cells; every other digit everywhere.
    fn grid_with(cells: &[(u8, u8)]) -> Grid {
        crate::core::test_grid_with_digit(1, cells)
    }

    /// Every chain [`each`] hands over.
    fn all(grid: &Grid, rules: Rules, goal: Goal) -> Vec<Chain> {
        let mut chains = Vec::new();
        let _ = each(grid, &Analysis::new(grid), rules, goal, &mut |c| {
            chains.push(c);
            ControlFlow::Continue(())
        });
        chains
    }

    /// The first chain [`each`] hands over: the engine's.
    fn find(grid: &Grid, _: &Analysis, rules: Rules, goal: Goal) -> Option<Chain> {
        all(grid, rules, goal).into_iter().next()
    }

    #[test]
    fn an_x_chain_of_conjugate_pairs_removes_what_sees_both_ends() {
        // Row 1: r1c1, r1c5; column 5: r1c5, r5c5; row 5: r5c5, r5c9. Ends r1c1 and
        // r5c9; r5c1 and r1c9 see both.
        let grid = grid_with(&[(0, 0), (0, 4), (4, 4), (4, 8), (4, 0), (0, 8), (8, 2)]);
        let d = find(&grid, &Analysis::new(&grid), Rules::X_CHAIN, Goal::Open)
            .expect("a chain")
            .finding(Sentence::new())
            .deduction;
        let p = &d.pattern;
        assert!(links_hold(
            &grid,
            p.chain_nodes(),
            &p.chain().unwrap().links,
            false
        ));
        let mut implied =
            seen_by_both_ends(&grid, &p.chain_nodes()[0], p.chain_nodes().last().unwrap());
        implied.sort();
        assert_eq!(implied, d.eliminations);
        assert!(!d.eliminations.is_empty());
    }

    #[test]
    fn every_chain_follows_the_shortest_and_removes_what_it_proves() {
        let grid = grid_with(&[(0, 0), (0, 4), (4, 4), (4, 8), (4, 0), (0, 8), (8, 2)]);
        let chains = all(&grid, Rules::X_CHAIN, Goal::Open);
        assert!(chains.len() > 1, "{}", chains.len());
        let shortest = chains[0].nodes.len();
        for (k, c) in chains.iter().enumerate() {
            assert!(c.nodes.len() >= shortest);
            assert!(links_hold(&grid, &c.nodes, &c.links, false));
            assert!(c.is_simple());
            let d = c.clone().finding(Sentence::new()).deduction;
            let mut implied = seen_by_both_ends(&grid, &c.nodes[0], &c.nodes[c.nodes.len() - 1]);
            implied.sort();
            assert!(!d.eliminations.is_empty());
            assert_eq!(implied, d.eliminations);
            assert!(chains[..k].iter().all(|e| e.nodes != c.nodes));
        }
        // Asked for one, the search stops there.
        let mut calls = 0;
        let walked = each(
            &grid,
            &Analysis::new(&grid),
            Rules::X_CHAIN,
            Goal::Open,
            &mut |_| {
                calls += 1;
                ControlFlow::Break(())
            },
        );
        assert!(walked.is_break() && calls == 1);
    }

    #[test]
    fn links_by_node_keep_each_link_once_where_first_recorded() {
        let links = [
            (1, 5),
            (0, 3),
            (1, 2),
            (1, 5),
            (0, 3),
            (2, 0),
            (1, 7),
            (1, 2),
        ];
        let (to, at) = by_node(&links, 4);
        assert_eq!(at, vec![0, 1, 4, 5, 5]);
        assert_eq!(to, vec![3, 5, 2, 7, 0]);
    }

    #[test]
    fn crossings_are_the_units_of_the_other_kind_that_meet_a_unit_in_order() {
        let meets = |u: Unit, others: &mut dyn Iterator<Item = Unit>| -> Vec<CellSet> {
            others
                .map(|o| u.cells() & o.cells())
                .filter(|s| !s.is_empty())
                .collect()
        };
        let cells = |parts: [usize; 3]| -> Vec<CellSet> {
            parts.iter().map(|&i| INTERSECTIONS[i].cells).collect()
        };
        for u in Unit::all() {
            let (first, then) = crossings(u);
            if u.is_line() {
                assert_eq!(cells(first), meets(u, &mut Unit::boxes()), "{u:?}");
                assert_eq!(then, None);
            } else {
                assert_eq!(cells(first), meets(u, &mut Unit::lines().take(9)));
                let then = then.expect("a box meets columns too");
                assert_eq!(cells(then), meets(u, &mut Unit::lines().skip(9)));
            }
        }
    }

    /// Every `step`th grid along a walk of a hard puzzle, with its almost
    /// locked sets of two to four cells (the ALS chain's).
    fn grids_with_sets(step: usize) -> Vec<(Grid, Vec<Als>)> {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        crate::techniques::test_support::grids_along_a_walk(line, 300)
            .into_iter()
            .step_by(step)
            .map(|grid| {
                let sets = crate::techniques::als::index::almost_locked_sets(&grid, 4)
                    .into_iter()
                    .filter(|a| a.len() >= 2)
                    .collect();
                (grid, sets)
            })
            .collect()
    }

    #[test]
    fn a_node_is_weakly_linked_to_every_live_set_node_of_its_digit_it_sees() {
        let mut linked = 0;
        for (grid, sets) in &grids_with_sets(7) {
            // The sets' nodes come after the candidates and groups.
            let first_set = Graph::build(grid, Rules::ANY).nodes.len();
            let g = Graph::build_with(grid, Rules::ANY, sets);
            let live = |j: usize| !g.strong(j).is_empty();
            for k in 0..g.nodes.len() {
                let got: Vec<usize> = g
                    .weak(k)
                    .iter()
                    .map(|&j| usize::from(j))
                    .filter(|&j| j >= first_set)
                    .collect();
                let expected: Vec<usize> = (first_set..g.nodes.len())
                    .filter(|&j| live(k) && live(j) && j != k)
                    .filter(|&j| g.nodes[j].digit == g.nodes[k].digit)
                    .filter(|&j| g.nodes[j].cells.is_subset(g.seen[k]))
                    .collect();
                assert_eq!(got, expected, "{k}");
                linked += got.len();
            }
        }
        assert!(linked > 100, "{linked}");
    }

    #[test]
    fn a_walk_on_the_kept_bitsets_answers_as_on_new_ones_and_leaves_them_zero() {
        let on_new = |g: &Graph, grid: &Grid| {
            WALK_SCRATCH.with_borrow_mut(|s| *s = Scratch::default());
            g.first_start(grid, Goal::Open, Some(Goal::Loop))
        };
        let mut found = 0;
        // Graphs of several sizes in turn, each walk on what the one before left.
        for (grid, sets) in &grids_with_sets(5) {
            for g in [
                Graph::build_with(grid, Rules::ANY, sets),
                Graph::build(grid, Rules::XY_CHAIN),
                Graph::build(grid, Rules::ANY),
            ] {
                let kept = g.first_start(grid, Goal::Open, Some(Goal::Loop));
                WALK_SCRATCH.with_borrow(|s| {
                    assert!(s.words.iter().all(|&w| w == 0));
                    assert!(s.listed.iter().all(|&l| !l));
                });
                assert_eq!(kept, on_new(&g, grid));
                found += usize::from(kept.first.is_some());
            }
        }
        assert!(found > 10, "{found}");
    }

    #[test]
    fn groups_split_a_line_by_box_and_a_box_by_line() {
        // Digit 1 in row 1 only at r1c1, r1c2 (box 1) and r1c7.
        let grid = grid_with(&[(0, 0), (0, 1), (0, 6), (4, 0), (4, 6), (8, 4)]);
        let g = Graph::build(&grid, Rules::ANY);
        let group = g
            .nodes
            .iter()
            .position(|n| n.digit == 1 && n.cells.len() == 2)
            .expect("the group r1c12");
        let partner = g
            .strong(group)
            .iter()
            .map(|&k| g.nodes[k as usize])
            .find(|n| n.digit == 1)
            .expect("a strong link on 1");
        assert_eq!(partner, ChainNode::cell(Cell::at(0, 6), 1));
    }

    #[test]
    fn a_loop_removes_along_every_weak_link() {
        // A four-cell X-loop on 1: r1c1=r1c5-r5c5=r5c1-r1c1 with an extra 1 in
        // row 1 and column 1... nothing to remove unless a weak link has a third
        // place: r1c1 - r1c5 is weak only, row 1 also holds r1c9.
        let grid = grid_with(&[(0, 0), (0, 4), (0, 8), (4, 4), (4, 0), (8, 8), (4, 8)]);
        let found = find(&grid, &Analysis::new(&grid), Rules::X_CHAIN, Goal::Loop);
        if let Some(d) = found.map(|c| c.finding(Sentence::new()).deduction) {
            let p = &d.pattern;
            assert!(p.chain().unwrap().is_loop());
            assert!(links_hold(
                &grid,
                p.chain_nodes(),
                &p.chain().unwrap().links,
                true
            ));
            let mut implied = loop_eliminations(&grid, p.chain_nodes(), &p.chain().unwrap().links);
            implied.sort();
            implied.dedup();
            assert_eq!(implied, d.eliminations);
        }
    }
}
