//! Every consequence of one assumption under the basic rules, computed on bitsets
//! (one cell set per digit), round by round: place the on candidates found in the
//! last round, strike what they rule out, look for contradictions, then collect the
//! new naked and hidden singles. A static closure takes a single only where the grid
//! itself has a strong link (a cell with two candidates, a digit with two places in
//! a unit). No premises are kept here: this is the fast search, and `proof`
//! rebuilds the one branch a step records.

use crate::core::CellSet;
use crate::core::Grid;
use crate::core::{CELL_UNITS, Cell, UNIT_SETS};

/// What a closure needs to know about the grid, computed once per grid.
pub(super) struct Context {
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
}

impl Context {
    pub(super) fn new(grid: &Grid) -> Context {
        let empty = grid.empty_cells();
        let mut pos = [CellSet::EMPTY; 9];
        let mut open = [0u32; 9];
        let mut bilocal = [0u32; 9];
        for d in 0..9 {
            pos[d] = grid.positions(d as u8 + 1);
            let placed = grid.placed(d as u8 + 1);
            for (u, cells) in UNIT_SETS.iter().enumerate() {
                if !placed.intersects(*cells) && pos[d].intersects(*cells) {
                    open[d] |= 1 << u;
                    if (pos[d] & *cells).len() == 2 {
                        bilocal[d] |= 1 << u;
                    }
                }
            }
        }
        let bivalue = empty
            .iter()
            .filter(|&c| grid.candidates(c).len() == 2)
            .collect();
        Context {
            empty,
            pos,
            bivalue,
            open,
            bilocal,
        }
    }
}

/// The consequences of one assumption.
#[derive(Clone)]
pub(super) struct Closure {
    /// Per digit, the cells where it is on (the assumption included).
    pub on: [CellSet; 9],
    /// Per digit, the candidates of the grid that are off (the assumption included).
    pub off: [CellSet; 9],
    /// Whether the assumption led to a contradiction.
    pub contradiction: bool,
    /// The round in which the contradiction, or the last consequence, appeared.
    pub rounds: u8,
    /// Per candidate (`cell * 9 + d - 1`), the round in which it was decided.
    pub depth: [u8; 729],
}

impl Closure {
    pub(super) fn empty() -> Closure {
        Closure {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
            contradiction: false,
            rounds: 0,
            depth: [0; 729],
        }
    }

    /// The round in which `digit` in `cell` was decided (on or off).
    pub(super) fn depth_of(&self, cell: Cell, digit: u8) -> u32 {
        u32::from(self.depth[cell.index() * 9 + digit as usize - 1])
    }
}

/// Records the round of `cells` for digit index `d`; returns their units.
#[inline]
fn mark(depth: &mut [u8; 729], cells: CellSet, d: usize, round: u8) -> u32 {
    let mut units = 0;
    for c in cells {
        depth[c.index() * 9 + d] = round;
        units |= CELL_UNITS[c.index()];
    }
    units
}

/// Fills `out` with the consequences of `digit` in `cell` being on (or off).
/// With `past_empty` (static closures only, for SE's path) it goes on past a
/// cell or unit left empty, as SE's static chains do, which see only a
/// candidate both on and off; `out` is still marked a contradiction.
pub(super) fn closure(
    ctx: &Context,
    cell: Cell,
    digit: u8,
    on: bool,
    static_only: bool,
    past_empty: bool,
    out: &mut Closure,
) {
    let mut pos = ctx.pos;
    let mut on_set = [CellSet::EMPTY; 9];
    let mut new_on = [CellSet::EMPTY; 9];
    let mut on_cells = CellSet::EMPTY;
    // Per digit, the units where it lost a place since they were last looked at.
    let mut touched = [0u32; 9];
    let di = digit as usize - 1;
    out.contradiction = false;
    out.depth[cell.index() * 9 + di] = 0;
    if on {
        new_on[di] = CellSet::single(cell);
    } else {
        pos[di].remove(cell);
        touched[di] = CELL_UNITS[cell.index()];
    }
    let mut round: u8 = 0;
    // With `past_empty`, the round of the first cell or unit left empty.
    let mut broken: Option<u8> = None;
    let finish = |out: &mut Closure,
                  pos: &[CellSet; 9],
                  on_set: &[CellSet; 9],
                  round: u8,
                  bad: bool,
                  broken: Option<u8>| {
        for d in 0..9 {
            out.off[d] = ctx.pos[d] - pos[d];
            out.on[d] = on_set[d];
        }
        out.contradiction = bad || broken.is_some();
        out.rounds = broken.unwrap_or(round);
    };
    loop {
        round = round.saturating_add(1);
        // Place the new on candidates and strike what they rule out.
        for d in 0..9 {
            for c in new_on[d] {
                if !pos[d].contains(c) {
                    return finish(out, &pos, &on_set, round, true, broken);
                }
                on_set[d].insert(c);
                on_cells.insert(c);
                let gone = pos[d] & c.peers();
                if gone.intersects(on_set[d]) {
                    return finish(out, &pos, &on_set, round, true, broken);
                }
                touched[d] |= mark(&mut out.depth, gone, d, round);
                pos[d] = pos[d] - gone;
                for e in 0..9 {
                    if e != d && pos[e].contains(c) {
                        if on_set[e].contains(c) {
                            return finish(out, &pos, &on_set, round, true, broken);
                        }
                        pos[e].remove(c);
                        out.depth[c.index() * 9 + e] = round;
                        touched[e] |= CELL_UNITS[c.index()];
                    }
                }
            }
        }
        // Contradictions: a cell without candidates, a unit without a place for a digit.
        let (mut ones, mut twos) = (CellSet::EMPTY, CellSet::EMPTY);
        for p in &pos {
            twos |= ones & *p;
            ones |= *p;
        }
        if !(ctx.empty - ones).is_empty() {
            if !past_empty {
                return finish(out, &pos, &on_set, round, true, broken);
            }
            broken.get_or_insert(round);
        }
        // New singles; a unit that lost its last place for a digit is a contradiction.
        let mut naked = ones - twos - on_cells;
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
            let mut units = touched[d] & ctx.open[d];
            touched[d] = 0;
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                let p = pos[d] & UNIT_SETS[u];
                if p.is_empty() {
                    if !past_empty {
                        return finish(out, &pos, &on_set, round, true, broken);
                    }
                    broken.get_or_insert(round);
                    continue;
                }
                if hidden >> u & 1 == 1 && p.len() == 1 && !p.intersects(on_set[d]) {
                    found |= p;
                }
            }
            mark(&mut out.depth, found, d, round);
            any |= !found.is_empty();
            new_on[d] = found;
        }
        if !any {
            return finish(out, &pos, &on_set, round, false, broken);
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
        closure(&ctx, Cell::at(0, 0), 5, true, false, false, &mut out);
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
        closure(&ctx, Cell::at(0, 0), 1, true, true, false, &mut out);
        assert!(!out.contradiction);
        assert!(out.on[1].contains(Cell::at(0, 1)));
        // r1c3=1 forces r1c1=2 and r1c2=2 (both lose 1): a contradiction.
        closure(&ctx, Cell::at(0, 2), 1, true, true, false, &mut out);
        assert!(out.contradiction);
    }
}
