//! Every consequence of one assumption under the basic rules, computed on bitsets
//! (one cell set per digit), round by round: place the on candidates found in the
//! last round, strike what they rule out, look for contradictions, then collect the
//! new naked and hidden singles. A static closure takes a single only where the
//! candidates it starts from hold a strong link (a cell with two candidates, a digit
//! with two places in a unit). No premises are kept here: this is the fast search,
//! and `proof` rebuilds the one branch a step records.
//!
//! The forcing techniques run it on a grid; SE's nesting levels (`rate --deep`) run
//! it inside a branch of a nested chain, on the branch's candidates.

use crate::core::CellSet;
use crate::core::Grid;
use crate::core::{CELL_UNITS, Cell, UNIT_SETS};

/// Which singles a closure takes and what breaks it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rules {
    /// Any naked or hidden single; a cell or a unit left empty is a contradiction.
    Dynamic,
    /// Singles through strong links only; a cell or a unit left empty is a
    /// contradiction.
    Static,
    /// Static, going on past a cell or unit left empty, as SE's static chains do,
    /// which see only a candidate both on and off; the closure is still marked a
    /// contradiction, in the round of the first one left empty (SE's path).
    StaticPastEmpty,
    /// Static, broken only by a candidate both on and off, a strong link with both
    /// ends off among them: a cell or unit with more places left empty goes
    /// unseen (the chains inside a branch of SE's nesting levels).
    StaticLinks,
}

/// What a closure needs to know about the candidates it starts from, computed
/// once for them.
#[derive(Clone)]
pub(crate) struct Context {
    /// The empty cells.
    empty: CellSet,
    /// The candidates of each digit (index `d - 1`).
    pos: [CellSet; 9],
    /// The cells with exactly two candidates.
    bivalue: CellSet,
    /// Per digit, the units (bit = unit id) where it is not yet placed.
    open: [u32; 9],
    /// Per digit, the open units where it has exactly two places.
    bilocal: [u32; 9],
    /// The cells never taken as naked singles: a branch's decided cells, which
    /// keep their one candidate.
    settled: CellSet,
    /// Per cell, its candidates (bit `d - 1`): the digits a placement there
    /// may strike.
    digits: [u16; 81],
}

impl Context {
    pub(crate) fn new(grid: &Grid) -> Context {
        let mut pos = [CellSet::EMPTY; 9];
        let mut unplaced = [0u32; 9];
        for d in 0..9 {
            pos[d] = grid.positions(d as u8 + 1);
            let placed_in = grid
                .placed(d as u8 + 1)
                .iter()
                .fold(0, |acc, c| acc | CELL_UNITS[c.index()]);
            unplaced[d] = !placed_in;
        }
        let digits = std::array::from_fn(|i| grid.candidates(Cell::new(i as u8)).bits());
        Context::build(pos, digits, grid.empty_cells(), CellSet::EMPTY, unplaced)
    }

    /// The context of candidates `pos` on `empty` cells, with per digit the
    /// units (bit = unit id) where the grid has not placed it, and the
    /// `settled` cells, never taken as naked singles.
    pub(crate) fn with_candidates(
        pos: [CellSet; 9],
        empty: CellSet,
        unplaced: [u32; 9],
        settled: CellSet,
    ) -> Context {
        let mut digits = [0u16; 81];
        for (d, places) in pos.iter().enumerate() {
            for c in *places {
                digits[c.index()] |= 1 << d;
            }
        }
        Context::build(pos, digits, empty, settled, unplaced)
    }

    /// The context of candidates `pos` (per cell: `digits`) on `empty` cells
    /// with `settled` cells, `unplaced` giving per digit index the units (bit
    /// = unit id) where it is still to be placed.
    fn build(
        pos: [CellSet; 9],
        digits: [u16; 81],
        empty: CellSet,
        settled: CellSet,
        unplaced: [u32; 9],
    ) -> Context {
        let mut open = [0u32; 9];
        let mut bilocal = [0u32; 9];
        let (mut ones, mut twos, mut threes) = (CellSet::EMPTY, CellSet::EMPTY, CellSet::EMPTY);
        for d in 0..9 {
            threes |= twos & pos[d];
            twos |= ones & pos[d];
            ones |= pos[d];
            // The units holding one place of the digit or more, two or
            // more, three or more: counted a cell at a time, a bit per unit.
            let (mut one, mut two, mut more) = (0u32, 0u32, 0u32);
            for c in pos[d] {
                let units = CELL_UNITS[c.index()];
                more |= two & units;
                two |= one & units;
                one |= units;
            }
            open[d] = one & unplaced[d];
            bilocal[d] = open[d] & two & !more;
        }
        Context {
            empty,
            pos,
            bivalue: (twos - threes) & empty,
            open,
            bilocal,
            settled,
            digits,
        }
    }

    /// The places of digit index `d`.
    pub(crate) fn places(&self, d: usize) -> CellSet {
        self.pos[d]
    }

    /// The candidates of `cell`, as bits of digit indexes.
    pub(crate) fn digits_of(&self, cell: Cell) -> u16 {
        self.digits[cell.index()]
    }

    /// The cells with exactly two candidates.
    pub(crate) fn bivalue(&self) -> CellSet {
        self.bivalue
    }

    /// The open units (bits of a unit mask) where digit index `d` has exactly
    /// two places.
    pub(crate) fn bilocal(&self, d: usize) -> u32 {
        self.bilocal[d]
    }
}

/// The consequences of one assumption.
#[derive(Clone)]
pub(crate) struct Closure {
    /// Per digit, the cells where it is on (the assumption included).
    pub on: [CellSet; 9],
    /// Per digit, the candidates of the grid that are off (the assumption included).
    pub off: [CellSet; 9],
    /// Whether the assumption led to a contradiction.
    pub contradiction: bool,
    /// The round in which the contradiction, or the last consequence, appeared.
    pub rounds: u8,
    /// Whether the assumption was on.
    assumed_on: bool,
    /// The step (see `step`) in which the contradiction appeared.
    broken_step: u8,
    /// Per candidate (`cell * 9 + d - 1`), the step in which it was decided.
    steps: [u8; 729],
}

/// Round `round`'s placement phase counts as step `2 * round`, its singles as
/// step `2 * round + 1`: the round and the links of the alternating chain
/// (on, off, on, ...) both follow from it.
fn step(round: u8, singles: bool) -> u8 {
    round.saturating_mul(2).saturating_add(u8::from(singles))
}

impl Closure {
    pub(crate) fn empty() -> Closure {
        Closure {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
            contradiction: false,
            rounds: 0,
            assumed_on: true,
            broken_step: 0,
            steps: [0; 729],
        }
    }

    /// The round in which `digit` in `cell` was decided (on or off).
    pub(crate) fn depth_of(&self, cell: Cell, digit: u8) -> u32 {
        u32::from(self.steps[cell.index() * 9 + digit as usize - 1] / 2)
    }

    /// The links from the assumption to a step's consequences, counting each
    /// round's placement and its singles as one link each: the first strikes
    /// of an assumption on and the first singles of one off are one link away.
    fn links(&self, step: u8) -> u32 {
        u32::from(step.saturating_sub(1 + u8::from(!self.assumed_on)))
    }

    /// The links from the assumption to the decided `digit` in `cell` (0 for the
    /// assumption itself).
    pub(crate) fn links_to(&self, cell: Cell, digit: u8) -> u32 {
        self.links(self.steps[cell.index() * 9 + digit as usize - 1])
    }

    /// The links from the assumption to the contradiction, when it broke.
    pub(crate) fn links_to_contradiction(&self) -> Option<u32> {
        self.contradiction.then(|| self.links(self.broken_step))
    }
}

/// Records the step of `cells` for digit index `d` when `RECORD`; returns
/// their units.
#[inline]
fn mark<const RECORD: bool>(steps: &mut [u8; 729], cells: CellSet, d: usize, step: u8) -> u32 {
    if !RECORD {
        return units_of(cells);
    }
    let mut units = 0;
    for c in cells {
        steps[c.index() * 9 + d] = step;
        units |= CELL_UNITS[c.index()];
    }
    units
}

/// The units (bit = unit id: rows, columns, boxes) holding a cell of
/// `cells`, read off its nine rows at once rather than a cell at a time.
#[inline]
fn units_of(cells: CellSet) -> u32 {
    let bits = cells.bits();
    let (mut rows, mut band_cols) = (0u32, [0u32; 3]);
    for r in 0..9 {
        let row = (bits >> (9 * r)) as u32 & 0x1FF;
        rows |= u32::from(row != 0) << r;
        band_cols[r / 3] |= row;
    }
    let cols = band_cols[0] | band_cols[1] | band_cols[2];
    let mut boxes = 0u32;
    for (band, &within) in band_cols.iter().enumerate() {
        for stack in 0..3 {
            boxes |= u32::from(within >> (3 * stack) & 0b111 != 0) << (3 * band + stack);
        }
    }
    rows | cols << 9 | boxes << 18
}

/// Fills `out` with the consequences of `digit` in `cell` being on (or off),
/// under `rules`.
pub(crate) fn closure(
    ctx: &Context,
    cell: Cell,
    digit: u8,
    on: bool,
    rules: Rules,
    out: &mut Closure,
) {
    closure_with::<true>(ctx, cell, digit, on, rules, out);
}

/// [`closure`] without the step each candidate was decided in: what is on
/// and off, whether it broke and in which round, for a search that reads
/// nothing else (the nested chains', most of whose closures are trials
/// inside a branch). Its `depth_of` and `links_to` answers are not this
/// closure's.
pub(crate) fn closure_sets(
    ctx: &Context,
    cell: Cell,
    digit: u8,
    on: bool,
    rules: Rules,
    out: &mut Closure,
) {
    closure_with::<false>(ctx, cell, digit, on, rules, out);
}

fn closure_with<const RECORD: bool>(
    ctx: &Context,
    cell: Cell,
    digit: u8,
    on: bool,
    rules: Rules,
    out: &mut Closure,
) {
    let static_only = rules != Rules::Dynamic;
    let mut pos = ctx.pos;
    let mut on_set = [CellSet::EMPTY; 9];
    let mut new_on = [CellSet::EMPTY; 9];
    let mut on_cells = CellSet::EMPTY;
    // Per digit, the units where it lost a place since they were last looked at.
    let mut touched = [0u32; 9];
    let di = digit as usize - 1;
    out.contradiction = false;
    out.assumed_on = on;
    out.steps[cell.index() * 9 + di] = 0;
    if on {
        new_on[di] = CellSet::single(cell);
    } else {
        pos[di].remove(cell);
        touched[di] = CELL_UNITS[cell.index()];
    }
    let mut round: u8 = 0;
    // With `StaticPastEmpty`, the step of the first cell or unit left empty.
    let mut broken: Option<u8> = None;
    let finish = |out: &mut Closure,
                  pos: &[CellSet; 9],
                  on_set: &[CellSet; 9],
                  round: u8,
                  bad: Option<u8>,
                  broken: Option<u8>| {
        for d in 0..9 {
            out.off[d] = ctx.pos[d] - pos[d];
            out.on[d] = on_set[d];
        }
        out.contradiction = bad.is_some() || broken.is_some();
        out.broken_step = broken.or(bad).unwrap_or(0);
        out.rounds = broken.map_or(round, |s| s / 2);
    };
    loop {
        round = round.saturating_add(1);
        // Place the new on candidates and strike what they rule out.
        let placing = step(round, false);
        let bad = Some(placing);
        for d in 0..9 {
            for c in new_on[d] {
                if !pos[d].contains(c) {
                    return finish(out, &pos, &on_set, round, bad, broken);
                }
                on_set[d].insert(c);
                on_cells.insert(c);
                let gone = pos[d] & c.peers();
                if gone.intersects(on_set[d]) {
                    return finish(out, &pos, &on_set, round, bad, broken);
                }
                touched[d] |= mark::<RECORD>(&mut out.steps, gone, d, placing);
                pos[d] = pos[d] - gone;
                let mut others = ctx.digits[c.index()] & !(1 << d);
                while others != 0 {
                    let e = others.trailing_zeros() as usize;
                    others &= others - 1;
                    if pos[e].contains(c) {
                        if on_set[e].contains(c) {
                            return finish(out, &pos, &on_set, round, bad, broken);
                        }
                        pos[e].remove(c);
                        if RECORD {
                            out.steps[c.index() * 9 + e] = placing;
                        }
                        touched[e] |= CELL_UNITS[c.index()];
                    }
                }
            }
        }
        let singles = step(round, true);
        let bad = Some(singles);
        // Contradictions: a cell without candidates, a unit without a place for a digit.
        let (mut ones, mut twos) = (CellSet::EMPTY, CellSet::EMPTY);
        for p in &pos {
            twos |= ones & *p;
            ones |= *p;
        }
        let mut emptied = ctx.empty - ones;
        if rules == Rules::StaticLinks {
            emptied &= ctx.bivalue;
        }
        if !emptied.is_empty() {
            if rules != Rules::StaticPastEmpty {
                return finish(out, &pos, &on_set, round, bad, broken);
            }
            broken.get_or_insert(singles);
        }
        // New singles; a unit that lost its last place for a digit is a contradiction.
        let mut naked = ones - twos - on_cells - ctx.settled;
        if static_only {
            naked &= ctx.bivalue;
        }
        let mut any = false;
        for d in 0..9 {
            let mut found = pos[d] & naked;
            let hidden = if static_only {
                ctx.bilocal[d]
            } else {
                ctx.open[d]
            };
            // Strong links only see the units where the digit had two places.
            let seen = if rules == Rules::StaticLinks {
                ctx.bilocal[d]
            } else {
                ctx.open[d]
            };
            let mut units = touched[d] & seen;
            touched[d] = 0;
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                let p = pos[d] & UNIT_SETS[u];
                if p.is_empty() {
                    match rules {
                        Rules::StaticPastEmpty => {
                            broken.get_or_insert(singles);
                        }
                        _ => return finish(out, &pos, &on_set, round, bad, broken),
                    }
                    continue;
                }
                if hidden >> u & 1 == 1 && p.is_single() && !p.intersects(on_set[d]) {
                    found |= p;
                }
            }
            if RECORD {
                mark::<true>(&mut out.steps, found, d, singles);
            }
            any |= !found.is_empty();
            new_on[d] = found;
        }
        if !any {
            return finish(out, &pos, &on_set, round, None, broken);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_assumption_in_an_empty_grid_removes_its_peers() {
        let grid = Grid::empty();
        let ctx = Context::new(&grid);
        let mut out = Closure::empty();
        closure(&ctx, Cell::at(0, 0), 5, true, Rules::Dynamic, &mut out);
        assert!(!out.contradiction);
        assert_eq!(out.on[4], CellSet::single(Cell::at(0, 0)));
        assert_eq!(out.off[4], Cell::at(0, 0).peers());
        assert_eq!(out.off[0], CellSet::single(Cell::at(0, 0)));
    }

    #[test]
    fn a_cell_left_without_candidates_is_a_contradiction() {
        // r1c1 holds 1,2; r1c2 holds only... 1 and 2 too: if r1c3 were 1 or 2
        // nothing breaks, but assuming r1c1 off for 1 and 2 leaves it empty.
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        let ctx = Context::new(&grid);
        let mut out = Closure::empty();
        // r1c1=1 forces r1c2=2 (static: bivalue), fine.
        closure(&ctx, Cell::at(0, 0), 1, true, Rules::Static, &mut out);
        assert!(!out.contradiction);
        assert!(out.on[1].contains(Cell::at(0, 1)));
        // r1c3=1 forces r1c1=2 and r1c2=2 (both lose 1): a contradiction.
        closure(&ctx, Cell::at(0, 2), 1, true, Rules::Static, &mut out);
        assert!(out.contradiction);
    }

    #[test]
    fn links_count_each_placement_and_each_single() {
        // r1c1 {1,2}, r1c5 {2,3}: 1 off in r1c1 makes it 2, which takes 2
        // from r1c5, leaving 3 there.
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
        }
        for d in [1, 4, 5, 6, 7, 8, 9] {
            grid.eliminate(Cell::at(0, 4), d);
        }
        let ctx = Context::new(&grid);
        let mut out = Closure::empty();
        closure(&ctx, Cell::at(0, 0), 1, false, Rules::StaticLinks, &mut out);
        assert!(!out.contradiction);
        assert!(out.on[2].contains(Cell::at(0, 4)));
        // r1c1 off 1 (0), on 2 (1), r1c5 off 2 (2), on 3 (3), in two rounds.
        assert_eq!(out.links_to(Cell::at(0, 0), 1), 0);
        assert_eq!(out.links_to(Cell::at(0, 4), 3), 3);
        assert_eq!(out.depth_of(Cell::at(0, 4), 3), 2);
        // Assuming 1 on elsewhere strikes many cells, none left with one
        // candidate by a strong link: no new on candidate.
        closure(&ctx, Cell::at(4, 4), 1, true, Rules::StaticLinks, &mut out);
        assert_eq!(out.on.iter().map(|s| s.len()).sum::<u32>(), 1);
    }

    #[test]
    fn static_links_see_only_a_strong_link_with_both_ends_off() {
        // r5c2 {1,2}, r5c3 {1,3}, r5c5 {1,2,3}.
        let mut grid = Grid::empty();
        for (col, keep) in [(1, [1, 2, 2]), (2, [1, 3, 3]), (4, [1, 2, 3])] {
            for d in (1..=9).filter(|d| !keep.contains(d)) {
                grid.eliminate(Cell::at(4, col), d);
            }
        }
        let ctx = Context::new(&grid);
        let mut out = Closure::empty();
        // 1 on in r5c1 makes r5c2 2 and r5c3 3, which leave r5c5 empty: the
        // static rules see it, the strong links do not.
        closure(&ctx, Cell::at(4, 0), 1, true, Rules::Static, &mut out);
        assert!(out.contradiction);
        closure(&ctx, Cell::at(4, 0), 1, true, Rules::StaticLinks, &mut out);
        assert_eq!(out.links_to_contradiction(), None);
    }
}
