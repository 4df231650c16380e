//! What each assumption leads to under the static links, and which break,
//! found for all candidates at once.
//!
//! A static closure that sees only strong links (`Rules::StaticLinks`)
//! follows a fixed graph on the candidates' on and off nodes: an on node turns
//! off the candidates sharing its cell or seeing it with its digit; an off
//! node turns on the other end of each strong link it is in (a cell with two
//! candidates, a digit with two places in a unit). The closure breaks exactly
//! when the nodes it reaches hold a candidate both on and off. Every link has
//! its contrapositive in the graph (a weak link both ways, a strong link both
//! ways), so a node reaching `x` and `not x` also reaches its own opposite:
//! an assumption breaks if and only if it reaches its opposite.
//!
//! SE's nesting levels ask this of every candidate of every board a branch
//! stalls on, and fewer than one assumption in a hundred breaks there. Only
//! the candidates in a strong link are ever turned on, so what each of them
//! leads to is followed once, as bits; every assumption is then answered from
//! those, and the closure is run only for the ones that break, for the length
//! of the chain.

use super::closure::Context;
use crate::core::{CELL_UNITS, Cell, CellSet, UNIT_SETS, bit_positions};

/// The assumptions that break: per digit index, the cells where the digit
/// on (`on`) or off (`off`) leads to a candidate both on and off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Breaks {
    pub on: [CellSet; 9],
    pub off: [CellSet; 9],
}

/// The most words a set of linked candidates takes: one bit for each of
/// the 729 candidates.
const MAX_WORDS: usize = 729usize.div_ceil(64);

/// The numbers a set of linked candidates, `words` as bits, holds.
fn members(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words
        .iter()
        .enumerate()
        .flat_map(|(w, &bits)| bit_positions(bits).map(move |b| w * 64 + b))
}

/// The candidates in a strong link, numbered digit by digit in cell order,
/// with the other ends of their links.
struct Links<'a> {
    ctx: &'a Context,
    /// Per digit index, the cells where it is in a strong link.
    linked: [CellSet; 9],
    /// Per digit index, the number of its first linked cell.
    first: [usize; 9],
    /// Per linked candidate, the other ends of its strong links (turned on
    /// when it goes off), `u16::MAX` after the last.
    ends: Vec<[u16; 4]>,
}

impl<'a> Links<'a> {
    fn of(ctx: &'a Context) -> Links<'a> {
        let bivalue = ctx.bivalue();
        let mut linked = [CellSet::EMPTY; 9];
        let mut first = [0; 9];
        let mut count = 0;
        for (d, cells) in linked.iter_mut().enumerate() {
            *cells = bivalue & ctx.places(d);
            for u in bit_positions(ctx.bilocal(d).into()) {
                *cells |= ctx.places(d) & UNIT_SETS[u];
            }
            first[d] = count;
            count += cells.len() as usize;
        }
        let mut links = Links {
            ctx,
            linked,
            first,
            ends: Vec::with_capacity(count),
        };
        for (d, cells) in linked.iter().enumerate() {
            for c in *cells {
                let mut ends = [u16::MAX; 4];
                let mut n = 0;
                if bivalue.contains(c) {
                    let e = (ctx.digits_of(c) & !(1 << d)).trailing_zeros() as usize;
                    ends[n] = links.number(c, e) as u16;
                    n += 1;
                }
                for u in bit_positions((CELL_UNITS[c.index()] & ctx.bilocal(d)).into()) {
                    let p = ((ctx.places(d) & UNIT_SETS[u]) - CellSet::single(c))
                        .first()
                        .expect("a strong link has two ends");
                    let end = links.number(p, d) as u16;
                    if !ends[..n].contains(&end) {
                        ends[n] = end;
                        n += 1;
                    }
                }
                links.ends.push(ends);
            }
        }
        links
    }

    /// The number of the linked candidate `d` in `c`.
    fn number(&self, c: Cell, d: usize) -> usize {
        let below = CellSet::from_bits(self.linked[d].bits() & ((1u128 << c.index()) - 1));
        self.first[d] + below.len() as usize
    }

    /// The other ends of linked candidate `k`'s strong links.
    fn ends(&self, k: usize) -> impl Iterator<Item = usize> + '_ {
        self.ends[k]
            .iter()
            .take_while(|&&e| e != u16::MAX)
            .map(|&e| usize::from(e))
    }

    /// The linked candidates `d` in `c` turns off when on (its cell's others,
    /// its digit's places it sees): the only ones through which it leads
    /// anywhere.
    fn turned_off(&self, c: Cell, d: usize) -> impl Iterator<Item = usize> + '_ {
        let same = (self.linked[d] & c.peers())
            .into_iter()
            .map(move |p| self.number(p, d));
        let other = bit_positions((self.ctx.digits_of(c) & !(1 << d)).into())
            .filter(move |&e| self.linked[e].contains(c))
            .map(move |e| self.number(c, e));
        same.chain(other)
    }

    /// Per linked candidate, `words` words of the linked candidates its being
    /// on leads to be on (itself included), followed one at a time.
    fn reach(&self, words: usize) -> Vec<u64> {
        let count = self.ends.len();
        // Per linked candidate, the candidates its being on turns on: the
        // other ends of the links of the candidates it turns off.
        let mut start = Vec::with_capacity(count + 1);
        let mut next = Vec::new();
        for d in 0..9 {
            for c in self.linked[d] {
                start.push(next.len());
                for k in self.turned_off(c, d) {
                    next.extend(self.ends(k));
                }
            }
        }
        start.push(next.len());
        let mut reach = vec![0u64; count * words];
        let mut stack = Vec::new();
        for (k, bits) in reach.chunks_exact_mut(words).enumerate() {
            bits[k / 64] |= 1 << (k % 64);
            stack.push(k);
            while let Some(n) = stack.pop() {
                for &z in &next[start[n]..start[n + 1]] {
                    if bits[z / 64] >> (z % 64) & 1 == 0 {
                        bits[z / 64] |= 1 << (z % 64);
                        stack.push(z);
                    }
                }
            }
        }
        reach
    }
}

/// The static links of a set of candidates, with what each linked
/// candidate's being on leads to.
pub(crate) struct StaticLinks<'a> {
    links: Links<'a>,
    words: usize,
    /// Per linked candidate, `words` words of the linked candidates its
    /// being on leads to be on (itself included).
    reach: Vec<u64>,
    /// The linked candidates, by number.
    candidates: Vec<(Cell, usize)>,
    /// Per linked candidate, the candidates seeing it ([`seeing`]): asked for
    /// each candidate every other one leads to.
    seen_by: Vec<[CellSet; 9]>,
}

/// The candidates seeing `d` in `c` (its cell's others, its digit's places
/// it sees), per digit index, among `ctx`'s. Inlined into its callers, as
/// `consequences` is, for the array it returns.
#[inline]
fn seeing(ctx: &Context, c: Cell, d: usize) -> [CellSet; 9] {
    std::array::from_fn(|e| {
        if e == d {
            ctx.places(d) & c.peers()
        } else {
            ctx.places(e) & CellSet::single(c)
        }
    })
}

impl<'a> StaticLinks<'a> {
    pub(crate) fn of(ctx: &'a Context) -> StaticLinks<'a> {
        let links = Links::of(ctx);
        let words = links.ends.len().div_ceil(64).max(1);
        let reach = links.reach(words);
        let candidates: Vec<(Cell, usize)> = links
            .linked
            .iter()
            .enumerate()
            .flat_map(|(d, cells)| cells.iter().map(move |c| (c, d)))
            .collect();
        let seen_by = candidates.iter().map(|&(c, d)| seeing(ctx, c, d)).collect();
        StaticLinks {
            links,
            words,
            reach,
            candidates,
            seen_by,
        }
    }

    fn reach_of(&self, k: usize) -> &[u64] {
        &self.reach[k * self.words..][..self.words]
    }

    /// Adds to `led` what linked candidate `z` off leads to be on.
    fn led_by_off(&self, z: usize, led: &mut [u64]) {
        for end in self.links.ends(z) {
            for (a, b) in led.iter_mut().zip(self.reach_of(end)) {
                *a |= b;
            }
        }
    }

    /// Every assumption that breaks (what `closure` with
    /// `Rules::StaticLinks` marks a contradiction).
    ///
    /// `x` on turns off the candidates it sees; those in strong links turn
    /// on their other ends, and so on. It breaks when it turns off two linked
    /// candidates `z1` and `z2` (or one, twice) such that `z1` off leads to
    /// `z2` on: so every candidate seeing both such candidates breaks. `z`
    /// off breaks when it leads to `z` on.
    pub(crate) fn breaks(&self) -> Breaks {
        let mut breaks = Breaks {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
        };
        let mut words = [0u64; MAX_WORDS];
        let led = &mut words[..self.words];
        for (z1, &(c1, d1)) in self.candidates.iter().enumerate() {
            led.fill(0);
            self.led_by_off(z1, led);
            let around = &self.seen_by[z1];
            for z2 in members(led) {
                if z2 == z1 {
                    breaks.off[d1].insert(c1);
                }
                let also = &self.seen_by[z2];
                for e in 0..9 {
                    breaks.on[e] |= around[e] & also[e];
                }
            }
        }
        breaks
    }

    /// What `d` in `c` on leads to, per digit index: the candidates on
    /// (itself included) and off, as the closure finds them when it does
    /// not break.
    ///
    /// Inlined: its two arrays go straight into the caller's list, where a
    /// call of its own copied them (a few percent of `rate --deep`).
    #[inline]
    pub(crate) fn consequences(&self, c: Cell, d: usize) -> ([CellSet; 9], [CellSet; 9]) {
        let ctx = self.links.ctx;
        // On the stack: this runs for nearly every candidate of every board
        // the level-3 search stalls on.
        let mut words = [0u64; MAX_WORDS];
        let led = &mut words[..self.words];
        for z in self.links.turned_off(c, d) {
            self.led_by_off(z, led);
        }
        let mut on = [CellSet::EMPTY; 9];
        on[d].insert(c);
        let mut off = seeing(ctx, c, d);
        for z in members(led) {
            let (zc, zd) = self.candidates[z];
            on[zd].insert(zc);
            let gone = &self.seen_by[z];
            for e in 0..9 {
                off[e] |= gone[e];
            }
        }
        (on, off)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Grid;
    use crate::techniques::forcing::closure::{Closure, Rules, closure};
    use crate::techniques::test_support::grids_along_a_walk;

    /// What the closure says breaks, assumption by assumption.
    fn by_closure(ctx: &Context) -> Breaks {
        let mut breaks = Breaks {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
        };
        let mut q = Closure::empty();
        for d in 0..9 {
            for c in ctx.places(d) {
                for on in [true, false] {
                    closure(ctx, c, d as u8 + 1, on, Rules::StaticLinks, &mut q);
                    if q.contradiction {
                        let found = if on { &mut breaks.on } else { &mut breaks.off };
                        found[d].insert(c);
                    }
                }
            }
        }
        breaks
    }

    /// The candidates of `grid` as a branch of a nested chain sees them after
    /// deciding every third cell with two candidates (it keeps the first,
    /// unplaced: a settled cell).
    fn with_settled(grid: &Grid) -> Context {
        let mut pos: [CellSet; 9] = std::array::from_fn(|d| grid.positions(d as u8 + 1));
        let mut settled = CellSet::EMPTY;
        let pairs = grid
            .empty_cells()
            .iter()
            .filter(|&c| grid.candidates(c).len() == 2);
        for c in pairs.step_by(3) {
            let second = grid.candidates(c).iter().nth(1).expect("two candidates");
            pos[usize::from(second - 1)].remove(c);
            settled.insert(c);
        }
        let unplaced = std::array::from_fn(|d| {
            let placed = grid.placed(d as u8 + 1);
            UNIT_SETS
                .iter()
                .enumerate()
                .filter(|(_, cells)| !placed.intersects(**cells))
                .fold(0u32, |acc, (u, _)| acc | 1 << u)
        });
        Context::with_candidates(pos, grid.empty_cells(), unplaced, settled)
    }

    /// Every assumption on that does not break leads to what its closure
    /// reaches.
    fn assert_consequences(ctx: &Context, breaks: &Breaks) {
        let links = StaticLinks::of(ctx);
        let mut q = Closure::empty();
        for d in 0..9 {
            for c in ctx.places(d) - breaks.on[d] {
                closure(ctx, c, d as u8 + 1, true, Rules::StaticLinks, &mut q);
                assert_eq!(links.consequences(c, d), (q.on, q.off), "{d} in {c:?}");
            }
        }
    }

    #[test]
    fn the_graph_finds_what_the_closures_find() {
        let mut breaking = 0;
        for line in [
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        ] {
            for grid in grids_along_a_walk(line, 120) {
                for ctx in [Context::new(&grid), with_settled(&grid)] {
                    let expected = by_closure(&ctx);
                    breaking += expected
                        .on
                        .iter()
                        .chain(&expected.off)
                        .map(|s| s.len())
                        .sum::<u32>();
                    assert_eq!(StaticLinks::of(&ctx).breaks(), expected);
                    assert_consequences(&ctx, &expected);
                }
            }
        }
        // The walks reach grids where assumptions do break.
        assert!(breaking > 100, "only {breaking} breaking assumptions");
    }
}
