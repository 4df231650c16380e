//! The junior exocet's compatibility test: the base cells take two
//! different base digits and the targets take the same two, one each, so a
//! base digit lies only where some such arrangement can stand. An
//! arrangement whose four placements let the singles that follow leave a
//! cell without a candidate, or a unit without a place for a digit, cannot
//! stand; a base digit that no standing arrangement puts in a base cell or a
//! target goes from it.
//!
//! Singles are placements only, so whichever order they are taken in, an
//! arrangement that breaks in one order breaks in every order: the test is
//! the same for any reader who takes the singles as they come. Each rejected
//! way keeps only the singles its break rests on (each placement remembers
//! the placements that took the candidates it needed gone), so the reader
//! follows a short line of singles, not the whole sweep.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::pattern::{Emptied, RejectedWay};

/// What the test takes: candidates no standing way uses, and the broken
/// ways that would put them in their cells, each with the singles its break
/// rests on.
#[derive(Default)]
pub(super) struct Compatibility {
    pub rejected: Vec<RejectedWay>,
    pub removed: Vec<Candidate>,
}

/// Every way of the base digits on `grid` (see [`ways`]), each tested. No
/// removal when none stands, which only a puzzle without solution allows.
pub(super) fn test(grid: &Grid, base: [Cell; 2], targets: [Cell; 2]) -> Compatibility {
    let cells = [base[0], base[1], targets[0], targets[1]];
    let mut rejected = Vec::new();
    let mut used = [Digits::default(); 4];
    for digits in ways(grid, cells) {
        match Way::new(grid, cells, digits).run() {
            Some((singles, breaks)) => rejected.push(RejectedWay {
                digits,
                singles,
                breaks,
            }),
            None => {
                for (u, d) in used.iter_mut().zip(digits) {
                    u.insert(d);
                }
            }
        }
    }
    if used.iter().all(|u| u.is_empty()) {
        return Compatibility::default();
    }
    // Every candidate no standing way uses can go. The step takes the one
    // whose ways (every way that puts it in its cell, each broken) are the
    // fewest placements to read, and with it whatever else those ways alone
    // would put somewhere: the smaller step, as the forcing chains choose.
    let removable = cells.iter().zip(used).flat_map(|(&cell, ok)| {
        grid.candidates(cell)
            .iter()
            .filter(move |&d| !ok.contains(d))
            .map(move |d| Candidate::new(cell, d))
    });
    let cost = |c: Candidate| -> usize {
        rejected
            .iter()
            .filter(|w| puts(cells, w.digits, c))
            .map(|w| 4 + w.singles.len())
            .sum()
    };
    let Some(cheapest) = removable.clone().min_by_key(|&c| cost(c)) else {
        return Compatibility::default();
    };
    rejected.retain(|w| puts(cells, w.digits, cheapest));
    let removed = removable
        .filter(|&c| {
            ways(grid, cells)
                .filter(|&w| puts(cells, w, c))
                .all(|w| rejected.iter().any(|r| r.digits == w))
        })
        .collect();
    Compatibility { rejected, removed }
}

/// Every way for `cells` (the two base cells, then the two targets) to take
/// two base digits: the base cells' digits in ascending order of the first,
/// then of the second; the targets the same two, the first base cell's digit
/// in the first target first; each digit a candidate of its cell.
fn ways(grid: &Grid, cells: [Cell; 4]) -> impl Iterator<Item = [u8; 4]> + '_ {
    grid.candidates(cells[0])
        .iter()
        .flat_map(move |a| {
            grid.candidates(cells[1])
                .iter()
                .filter(move |&b| b != a)
                .flat_map(move |b| [[a, b, a, b], [a, b, b, a]])
        })
        .filter(move |way| {
            cells
                .iter()
                .zip(way)
                .all(|(&cell, &d)| grid.candidates(cell).contains(d))
        })
}

/// Whether the way `digits` on `cells` puts `c` in its cell.
pub(super) fn puts(cells: [Cell; 4], digits: [u8; 4], c: Candidate) -> bool {
    cells
        .iter()
        .zip(digits)
        .any(|(&cell, d)| cell == c.cell && d == c.digit)
}

/// No placement: a candidate still on the board it started from.
const NONE: u8 = u8::MAX;

/// The placements something rests on, by number: at most 81 cells are
/// placed, so a 128-bit set holds them.
type Resting = u128;

/// One way being followed: the board, every placement so far (the four of
/// the way first, then the singles) with every placement it rests on, and
/// which placement took each candidate of the starting board.
struct Way<'a> {
    start: &'a Grid,
    board: Grid,
    placed: Vec<(Candidate, Resting)>,
    /// Per cell, per digit index: the placement that took the candidate.
    taken_by: [[u8; 9]; 81],
}

impl<'a> Way<'a> {
    fn new(start: &'a Grid, cells: [Cell; 4], digits: [u8; 4]) -> Way<'a> {
        let mut way = Way {
            start,
            board: start.clone(),
            placed: Vec::with_capacity(32),
            taken_by: [[NONE; 9]; 81],
        };
        for (cell, d) in cells.into_iter().zip(digits) {
            way.place(Candidate::new(cell, d), 0);
        }
        way
    }

    /// Places `c`, resting on `resting`: its cell's other candidates and
    /// its digit's places among the cells it sees are taken by it.
    fn place(&mut self, c: Candidate, resting: Resting) {
        let me = self.placed.len() as u8;
        for e in self
            .board
            .candidates(c.cell)
            .iter()
            .filter(|&e| e != c.digit)
        {
            self.taken_by[c.cell.index()][usize::from(e - 1)] = me;
        }
        for p in self.board.positions(c.digit) & c.cell.peers() {
            self.taken_by[p.index()][usize::from(c.digit - 1)] = me;
        }
        self.board.place(c.cell, c.digit);
        self.placed.push((c, resting | 1 << me));
    }

    /// What the placement that took `d` from `cell` rests on, itself
    /// included (nothing for a candidate the starting board lacked).
    fn taker(&self, cell: Cell, d: u8) -> Resting {
        match self.taken_by[cell.index()][usize::from(d - 1)] {
            NONE => 0,
            t => self.placed[usize::from(t)].1,
        }
    }

    /// What the absence of `d` from `cells` rests on.
    fn takers(&self, d: u8, cells: CellSet) -> Resting {
        (self.start.positions(d) & cells)
            .iter()
            .fold(0, |r, p| r | self.taker(p, d))
    }

    /// What the absence of `cell`'s candidates but `keep` rests on.
    fn cell_takers(&self, cell: Cell, keep: Option<u8>) -> Resting {
        self.start
            .candidates(cell)
            .iter()
            .filter(|&e| Some(e) != keep)
            .fold(0, |r, e| r | self.taker(cell, e))
    }

    /// Takes the singles in rounds, every single of the board at once, each
    /// resting on the fewest placements it can (a digit may be a cell's last
    /// candidate and its last place in up to three units), until none is
    /// left (`None`: the way stands) or something is left empty: then, of
    /// what is empty, the one resting on the fewest singles, with those
    /// singles in order. Rounds keep each single as near to the way's four
    /// placements as it can be, and so the lines a reader follows short.
    fn run(mut self) -> Option<(Vec<Candidate>, Emptied)> {
        loop {
            let mut empty: Option<(Resting, Emptied)> = None;
            let mut fewer = |r: Resting, e: Emptied| {
                if empty.is_none_or(|(k, _)| r.count_ones() < k.count_ones()) {
                    empty = Some((r, e));
                }
            };
            // Per cell, the single found there and what it rests on.
            let mut singles: Vec<(Candidate, Resting)> = Vec::new();
            let mut slot = [u8::MAX; 81];
            let mut offer =
                |singles: &mut Vec<(Candidate, Resting)>, c: Candidate, r: Resting| match slot
                    [c.cell.index()]
                {
                    u8::MAX => {
                        slot[c.cell.index()] = singles.len() as u8;
                        singles.push((c, r));
                    }
                    i => {
                        let kept = &mut singles[usize::from(i)];
                        if kept.0 == c && r.count_ones() < kept.1.count_ones() {
                            kept.1 = r;
                        }
                    }
                };
            for cell in self.board.empty_cells() {
                let left = self.board.candidates(cell);
                if left.is_empty() {
                    fewer(self.cell_takers(cell, None), Emptied::Cell(cell));
                } else if let (1, Some(d)) = (left.len(), left.iter().next()) {
                    let r = self.cell_takers(cell, Some(d));
                    offer(&mut singles, Candidate::new(cell, d), r);
                }
            }
            for unit in Unit::all() {
                for d in 1..=9u8 {
                    if self.board.unit_has(unit, d) {
                        continue;
                    }
                    let places = self.board.positions_in(unit, d);
                    match places.first() {
                        None => fewer(self.takers(d, unit.cells()), Emptied::Unit(unit, d)),
                        Some(cell) if places.len() == 1 => {
                            let r = self.takers(d, unit.cells() - CellSet::single(cell));
                            offer(&mut singles, Candidate::new(cell, d), r);
                        }
                        _ => {}
                    }
                }
            }
            if let Some((r, e)) = empty {
                return Some((self.resting(r), e));
            }
            if singles.is_empty() {
                return None;
            }
            for (c, r) in singles {
                // A single an earlier one of the round took away is left to
                // the next round, which finds what it emptied.
                if self.board.candidates(c.cell).contains(c.digit) {
                    self.place(c, r);
                }
            }
        }
    }

    /// The singles among `resting`, in the order they were placed (the
    /// way's four placements left out).
    fn resting(&self, resting: Resting) -> Vec<Candidate> {
        self.placed
            .iter()
            .enumerate()
            .skip(4)
            .filter(|(i, _)| resting >> i & 1 == 1)
            .map(|(_, (c, _))| *c)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::grid_of;

    #[test]
    fn a_way_that_empties_a_cell_takes_nothing_another_way_keeps() {
        // r1c1 and r1c2 hold {1,2,3}, and so do the targets r2c4 and r3c7;
        // r2c9 holds {1,2} and sees both targets (row 2, box 3).
        let mut grid = Grid::empty();
        for cell in [
            Cell::at(0, 0),
            Cell::at(0, 1),
            Cell::at(1, 3),
            Cell::at(2, 6),
        ] {
            for d in 4..=9 {
                grid.eliminate(cell, d);
            }
        }
        for d in 3..=9 {
            grid.eliminate(Cell::at(1, 8), d);
        }
        let found = test(
            &grid,
            [Cell::at(0, 0), Cell::at(0, 1)],
            [Cell::at(1, 3), Cell::at(2, 6)],
        );
        // Targets 1 and 2 break, but 1 and 2 pair with 3 too: nothing goes,
        // and no way is told.
        assert!(found.removed.is_empty());
        assert!(found.rejected.is_empty());
    }

    #[test]
    fn the_way_told_rests_on_the_singles_its_break_needs() {
        // The junior exocet lesson's third case: base r4c4,r4c6 (1,2,5,6),
        // targets r6c3 and r5c7.
        let grid = grid_of(
            "..34..7...234..78..23....8.12....7.9.2.4....9.....6...1.....78...3.....9....5......34567..1..........3.56.8.....5.7.9...45...9...45.78......678..2.........3.....9....567...2...678.........912..5.7....3......12..5.78....4..........678.1.....78.1.3.56..9.23..6..9123.56...12..56.........7..12..5....12..56.8...3456.8.1234...8.1.3.567...23..67.....4............8.12..56...........9.2...6.....3.567..123...7.........8..2...67..12..56......4.....12..56.....3..............9....567..12....7..1..4.6..9...4.6..9......7..12..56..9.......8.12.45......3.........45...9.2.4....9..34.6..9....5......3..6.8..23..67.9.2.4.6..9.2.4..7...2....78.1.........2.4..789.2.........34...891.3....8.1.3.5.7.91..4....91..45.7......5.78....45.789.....6...",
        );
        let found = test(
            &grid,
            [Cell::at(3, 3), Cell::at(3, 5)],
            [Cell::at(5, 2), Cell::at(4, 6)],
        );
        assert_eq!(found.removed, vec![Candidate::new(Cell::at(5, 2), 6)]);
        assert_eq!(found.rejected.len(), 1);
        let way = &found.rejected[0];
        assert_eq!(way.digits, [6, 2, 6, 2]);
        // r1c3=2 and r8c5=6 leave column 5 without a 2.
        assert_eq!(
            way.singles,
            vec![
                Candidate::new(Cell::at(0, 2), 2),
                Candidate::new(Cell::at(7, 4), 6)
            ]
        );
        assert_eq!(way.breaks, Emptied::Unit(Unit::col(4), 2));
    }
}
