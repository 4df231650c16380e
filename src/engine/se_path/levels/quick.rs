//! The fast closure the chains inside a branch use: every consequence of one
//! assumption on a board, round by round on bitsets, with the round each node
//! was reached in (its distance from the assumption, which stands for the
//! nodes it rests on). Static closures take a single only through a strong
//! link the board itself holds, as SE's static chains do; dynamic ones take
//! any naked or hidden single.

use super::board::{BranchBoard, Cands};
use crate::core::{CELL_UNITS, Cell, CellSet, UNIT_SETS};

/// The consequences of one assumption.
#[derive(Clone)]
pub(super) struct Quick {
    /// Per digit index, the cells where it is on (the assumption included).
    pub on: Cands,
    /// Per digit index, the board's candidates that are off.
    pub off: Cands,
    /// The round of the contradiction, when the assumption led to one.
    pub broken: Option<u32>,
    /// Per candidate (`cell * 9 + d`), the round it was reached in; meaningful
    /// only for the candidates in `on` or `off`.
    depth: [u8; 729],
}

impl Quick {
    pub(super) fn new() -> Quick {
        Quick {
            on: [CellSet::EMPTY; 9],
            off: [CellSet::EMPTY; 9],
            broken: None,
            depth: [0; 729],
        }
    }

    /// The nodes a decided candidate rests on: its round, plus one for itself.
    pub(super) fn nodes(&self, cell: Cell, d: usize) -> u32 {
        u32::from(self.depth[cell.index() * 9 + d]) + 1
    }
}

/// Fills `out` with the consequences of digit index `d` in `cell` being on (or
/// off) on `board`.
pub(super) fn quick(
    board: &BranchBoard,
    cell: Cell,
    d: usize,
    on: bool,
    static_only: bool,
    out: &mut Quick,
) {
    let mut pos = board.pos;
    out.on = [CellSet::EMPTY; 9];
    out.off = [CellSet::EMPTY; 9];
    out.broken = None;
    out.depth[cell.index() * 9 + d] = 0;
    let mut new_on = [CellSet::EMPTY; 9];
    let mut new_off = [CellSet::EMPTY; 9];
    if on {
        new_on[d] = CellSet::single(cell);
    } else {
        pos[d].remove(cell);
        out.off[d].insert(cell);
        new_off[d] = CellSet::single(cell);
    }
    let mut round: u8 = 0;
    loop {
        // The new on candidates strike their peers and their cells' others.
        if new_on.iter().any(|s| !s.is_empty()) {
            round = round.saturating_add(1);
            for d in 0..9 {
                for c in new_on[d] {
                    if !pos[d].contains(c) {
                        out.broken = Some(u32::from(round));
                        return;
                    }
                    out.on[d].insert(c);
                    let gone = pos[d] & c.peers();
                    if gone.intersects(out.on[d]) {
                        out.broken = Some(u32::from(round));
                        return;
                    }
                    for g in gone {
                        out.depth[g.index() * 9 + d] = round;
                    }
                    pos[d] = pos[d] - gone;
                    out.off[d] |= gone;
                    new_off[d] |= gone;
                    for e in 0..9 {
                        if e == d || !pos[e].contains(c) {
                            continue;
                        }
                        if out.on[e].contains(c) {
                            out.broken = Some(u32::from(round));
                            return;
                        }
                        pos[e].remove(c);
                        out.off[e].insert(c);
                        new_off[e].insert(c);
                        out.depth[c.index() * 9 + e] = round;
                    }
                }
                new_on[d] = CellSet::EMPTY;
            }
        }
        if new_off.iter().all(|s| s.is_empty()) {
            return;
        }
        round = round.saturating_add(1);
        let found = if static_only {
            strong_links(board, &pos, &new_off, &out.on)
        } else {
            singles(board, &pos, &new_off, &out.on)
        };
        new_off = [CellSet::EMPTY; 9];
        match found {
            None => {
                out.broken = Some(u32::from(round));
                return;
            }
            Some(found) => {
                for (d, cells) in found.iter().enumerate() {
                    for c in *cells {
                        out.depth[c.index() * 9 + d] = round;
                    }
                }
                new_on = found;
            }
        }
        if new_on.iter().all(|s| s.is_empty()) {
            return;
        }
    }
}

/// The on candidates the new off ones give through the board's own strong
/// links (a cell with two candidates, a digit with two places in a unit);
/// `None` when one of them is already off.
fn strong_links(board: &BranchBoard, pos: &Cands, new_off: &Cands, on: &Cands) -> Option<Cands> {
    let mut found = [CellSet::EMPTY; 9];
    for d in 0..9 {
        for c in new_off[d] {
            let cands = board.digits(c);
            if cands.count_ones() == 2 {
                let e = (cands & !(1 << d)).trailing_zeros() as usize;
                if !pos[e].contains(c) {
                    return None;
                }
                if !on[e].contains(c) {
                    found[e].insert(c);
                }
            }
            let mut units = CELL_UNITS[c.index()] & board.open[d];
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                let places = board.pos[d] & UNIT_SETS[u];
                if places.len() != 2 {
                    continue;
                }
                let other = places - CellSet::single(c);
                if !other.intersects(pos[d]) {
                    return None;
                }
                found[d] |= other - on[d];
            }
        }
    }
    Some(found)
}

/// The naked and hidden singles the new off candidates leave; `None` when a
/// cell or a unit is left without a place.
fn singles(board: &BranchBoard, pos: &Cands, new_off: &Cands, on: &Cands) -> Option<Cands> {
    let (mut ones, mut twos) = (CellSet::EMPTY, CellSet::EMPTY);
    for p in pos {
        twos |= ones & *p;
        ones |= *p;
    }
    if !(board.empty - ones).is_empty() {
        return None;
    }
    let on_cells = on.iter().fold(CellSet::EMPTY, |a, s| a | *s);
    let touched = new_off.iter().fold(CellSet::EMPTY, |a, s| a | *s);
    let naked = (ones - twos - on_cells) & touched;
    let mut found = [CellSet::EMPTY; 9];
    for d in 0..9 {
        found[d] = pos[d] & naked;
        let mut units = 0u32;
        for c in new_off[d] {
            units |= CELL_UNITS[c.index()];
        }
        units &= board.open[d];
        while units != 0 {
            let u = units.trailing_zeros() as usize;
            units &= units - 1;
            if on[d].intersects(UNIT_SETS[u]) {
                continue;
            }
            let p = pos[d] & UNIT_SETS[u];
            if p.is_empty() {
                return None;
            }
            if p.len() == 1 {
                found[d] |= p;
            }
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Grid;

    #[test]
    fn a_static_closure_follows_two_candidate_cells_only() {
        // r1c1 {1,2}, r1c5 {2,3}: 1 off in r1c1 makes it 2, which takes 2
        // from r1c5, leaving 3 there.
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
        }
        for d in [1, 4, 5, 6, 7, 8, 9] {
            grid.eliminate(Cell::at(0, 4), d);
        }
        let board = BranchBoard::from_grid(&grid);
        let mut q = Quick::new();
        quick(&board, Cell::at(0, 0), 0, false, true, &mut q);
        assert!(q.broken.is_none());
        assert!(q.on[1].contains(Cell::at(0, 0)));
        assert!(q.on[2].contains(Cell::at(0, 4)));
        // r1c1 off 1 (0), on 2 (1), r1c5 off 2 (2), on 3 (3).
        assert_eq!(q.nodes(Cell::at(0, 4), 2), 4);
        // Assuming 1 on elsewhere strikes many cells, none left with one
        // candidate by a strong link: no new on candidate.
        quick(&board, Cell::at(4, 4), 0, true, true, &mut q);
        assert_eq!(q.on.iter().map(|s| s.len()).sum::<u32>(), 1);
    }

    #[test]
    fn a_dynamic_closure_breaks_on_a_cell_left_empty() {
        // r1c1 and r1c2 both {1,2}: 1 on in r1c3 leaves them both 2.
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        let board = BranchBoard::from_grid(&grid);
        let mut q = Quick::new();
        quick(&board, Cell::at(0, 2), 0, true, false, &mut q);
        assert!(q.broken.is_some());
        quick(&board, Cell::at(0, 0), 0, true, false, &mut q);
        assert!(q.broken.is_none());
        assert!(q.on[1].contains(Cell::at(0, 1)));
    }
}
