//! The candidate grid: placed digits, the candidates of every empty cell, and the
//! same candidates seen the other way round (the cells where each digit can still
//! go). [`Grid::place`] and [`Grid::eliminate`] keep the three in step.

use crate::core::{Candidate, Cell, Unit};
use crate::core::{CellSet, Digits};
use std::fmt;

/// A position on the board, as a solver with pencil marks sees it. Two
/// grids are equal when they hold the same digits and candidates: which
/// digits were given is not compared, as no written position but a library
/// line tells it.
#[derive(Clone)]
pub struct Grid {
    values: [u8; 81],
    candidates: [Digits; 81],
    /// For each digit (index `d - 1`), the empty cells where it is a candidate.
    positions: [CellSet; 9],
    /// For each digit (index `d - 1`), the cells where it is placed.
    placed: [CellSet; 9],
    /// The filled cells the puzzle gave, as opposed to digits placed since
    /// (only placed digits can swap round an avoidable rectangle): a cell set's
    /// 81 bits in 11 bytes, which fit where the 16-byte alignment of the sets
    /// below leaves room after `candidates`, so the grid, copied at every
    /// trial of the forcing chains, stays 544 bytes.
    givens: [u8; 11],
}

impl Grid {
    /// The empty board: every cell empty with all nine candidates.
    pub fn empty() -> Grid {
        Grid {
            values: [0; 81],
            candidates: [Digits::ALL; 81],
            positions: [CellSet::ALL; 9],
            placed: [CellSet::EMPTY; 9],
            givens: [0; 11],
        }
    }

    /// The board after placing `givens` (0 = empty) and, when given, keeping only
    /// the listed candidates of each empty cell. Givens that clash are placed
    /// anyway; the parser rejects such puzzles before they get here. Every
    /// filled cell counts as given (see [`Grid::with_givens`]).
    pub fn new(givens: &[u8; 81], candidates: Option<&[Digits; 81]>) -> Grid {
        let mut grid = Grid::empty();
        for cell in Cell::all() {
            let d = givens[cell.index()];
            if d != 0 {
                grid.place(cell, d);
            }
        }
        if let Some(marks) = candidates {
            for cell in grid.empty_cells() {
                for d in grid.candidates(cell) - marks[cell.index()] {
                    grid.eliminate(cell, d);
                }
            }
        }
        let filled = !grid.empty_cells();
        grid.with_givens(filled)
    }

    /// The same board, with only the filled cells of `givens` counted as
    /// given: the others were placed (a library line's `+d`, a player's
    /// entries). Empty cells of `givens` are ignored.
    pub fn with_givens(mut self, givens: CellSet) -> Grid {
        let bits = (givens & !self.empty_cells()).bits().to_le_bytes();
        self.givens.copy_from_slice(&bits[..11]);
        self
    }

    /// The filled cells the puzzle gave; a digit placed since is not one.
    #[inline]
    pub fn givens(&self) -> CellSet {
        let mut bits = [0u8; 16];
        bits[..11].copy_from_slice(&self.givens);
        CellSet::from_bits(u128::from_le_bytes(bits))
    }

    /// The digit in `cell`, if one is placed.
    #[inline]
    pub fn value(&self, cell: Cell) -> Option<u8> {
        match self.values[cell.index()] {
            0 => None,
            d => Some(d),
        }
    }

    /// The 81 values, 0 for an empty cell.
    #[inline]
    pub fn values(&self) -> &[u8; 81] {
        &self.values
    }

    /// The candidates of `cell` (empty for a filled cell).
    #[inline]
    pub fn candidates(&self, cell: Cell) -> Digits {
        self.candidates[cell.index()]
    }

    /// Every candidate of `digits` in `cells`, cell by cell: what clearing
    /// those digits from those cells removes.
    pub fn candidates_of(
        &self,
        cells: CellSet,
        digits: Digits,
    ) -> impl Iterator<Item = Candidate> + '_ {
        cells.iter().flat_map(move |c| {
            (self.candidates(c) & digits)
                .iter()
                .map(move |d| Candidate::new(c, d))
        })
    }

    /// The empty cells where `d` is still a candidate.
    #[inline]
    pub fn positions(&self, d: u8) -> CellSet {
        self.positions[d as usize - 1]
    }

    /// The empty cells of `unit` where `d` is still a candidate.
    #[inline]
    pub fn positions_in(&self, unit: Unit, d: u8) -> CellSet {
        self.positions[d as usize - 1] & unit.cells()
    }

    /// The cells where `d` is placed.
    #[inline]
    pub fn placed(&self, d: u8) -> CellSet {
        self.placed[d as usize - 1]
    }

    /// Whether `d` is placed somewhere in `unit`.
    #[inline]
    pub fn unit_has(&self, unit: Unit, d: u8) -> bool {
        self.placed[d as usize - 1].intersects(unit.cells())
    }

    /// The cells that hold no digit yet.
    #[inline]
    pub fn empty_cells(&self) -> CellSet {
        let mut filled = CellSet::EMPTY;
        for set in self.placed {
            filled |= set;
        }
        !filled
    }

    /// Whether every cell holds a digit.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Puts `d` in `cell` and removes it from the candidates of the 20 peers.
    pub fn place(&mut self, cell: Cell, d: u8) {
        let i = cell.index();
        for e in self.candidates[i] {
            self.positions[e as usize - 1].remove(cell);
        }
        self.candidates[i] = Digits::EMPTY;
        self.values[i] = d;
        self.placed[d as usize - 1].insert(cell);
        let k = d as usize - 1;
        for peer in self.positions[k] & cell.peers() {
            self.candidates[peer.index()].remove(d);
        }
        self.positions[k] = self.positions[k] - cell.peers();
    }

    /// Removes candidate `d` from `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, d: u8) -> bool {
        let had = self.candidates[cell.index()].remove(d);
        self.positions[d as usize - 1].remove(cell);
        had
    }

    /// The 81-character line of the placed digits, `.` for an empty cell.
    pub fn values_line(&self) -> String {
        self.values
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect()
    }

    /// The 729-character pencil-mark line: nine characters per cell, the digit where
    /// it is a candidate, `.` where not (a filled cell shows only its digit).
    pub fn candidates_line(&self) -> String {
        let mut out = String::with_capacity(729);
        for cell in Cell::all() {
            let marks = match self.value(cell) {
                Some(d) => Digits::single(d),
                None => self.candidates(cell),
            };
            for d in 1..=9 {
                out.push(if marks.contains(d) {
                    (b'0' + d) as char
                } else {
                    '.'
                });
            }
        }
        out
    }
}

impl PartialEq for Grid {
    fn eq(&self, other: &Grid) -> bool {
        // The positions and the placed cells follow from these two.
        self.values == other.values && self.candidates == other.candidates
    }
}

impl Eq for Grid {}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.values_line())
    }
}

/// The empty grid with the named cells holding only the given candidates: the
/// start of a technique's unit tests.
#[cfg(test)]
pub(crate) fn test_grid_with(cells: &[(Cell, &[u8])]) -> Grid {
    let mut grid = Grid::empty();
    for (cell, keep) in cells {
        for d in (1..=9).filter(|d| !keep.contains(d)) {
            grid.eliminate(*cell, d);
        }
    }
    grid
}

/// The empty grid with digit `d` a candidate only in the cells named by
/// (row, column), from 0: the start of a one-digit technique's unit tests.
#[cfg(test)]
pub(crate) fn test_grid_with_digit(d: u8, cells: &[(u8, u8)]) -> Grid {
    let mut grid = Grid::empty();
    for cell in Cell::all() {
        if !cells.contains(&(cell.row(), cell.col())) {
            grid.eliminate(cell, d);
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn givens(s: &str) -> [u8; 81] {
        let mut g = [0u8; 81];
        for (i, ch) in s.bytes().enumerate() {
            if ch.is_ascii_digit() {
                g[i] = ch - b'0';
            }
        }
        g
    }

    #[test]
    fn placing_removes_the_digit_from_peers_and_keeps_views_in_step() {
        let grid = Grid::new(&givens(CLASSIC), None);
        assert_eq!(grid.values_line(), CLASSIC);
        for cell in Cell::all() {
            for d in 1..=9 {
                assert_eq!(
                    grid.candidates(cell).contains(d),
                    grid.positions(d).contains(cell)
                );
            }
            if let Some(d) = grid.value(cell) {
                assert!(grid.candidates(cell).is_empty());
                assert!(!grid.positions(d).intersects(cell.peers()));
            }
        }
        // r1c3 sees 5, 3, 7 (row), 8 (column), 6, 9 (box).
        assert_eq!(grid.candidates(Cell::at(0, 2)).to_list(), "1,2,4");
    }

    #[test]
    fn eliminate_reports_change_once() {
        let mut grid = Grid::empty();
        assert!(grid.eliminate(Cell::new(0), 5));
        assert!(!grid.eliminate(Cell::new(0), 5));
        assert!(!grid.positions(5).contains(Cell::new(0)));
    }

    #[test]
    fn candidate_marks_restrict_the_start() {
        let mut marks = [Digits::ALL; 81];
        marks[2] = Digits::single(4) | Digits::single(7);
        let grid = Grid::new(&givens(CLASSIC), Some(&marks));
        assert_eq!(grid.candidates(Cell::at(0, 2)).to_list(), "4");
        assert_eq!(&grid.candidates_line()[18..27], "...4.....");
        assert_eq!(&grid.candidates_line()[0..9], "....5....");
    }

    #[test]
    fn the_givens_are_the_start_s_filled_cells_and_placements_are_not() {
        let mut grid = Grid::new(&givens(CLASSIC), None);
        assert_eq!(grid.givens().len(), 30);
        assert_eq!(grid.givens(), !grid.empty_cells());
        grid.place(Cell::at(0, 2), 4);
        assert!(!grid.givens().contains(Cell::at(0, 2)));
        // A library line's `+d`: r1c1 was placed, r1c2 given; r1c3 is empty.
        let only = CellSet::single(Cell::at(0, 1)) | CellSet::single(Cell::at(0, 3));
        let grid = Grid::new(&givens(CLASSIC), None).with_givens(only);
        assert_eq!(grid.givens(), CellSet::single(Cell::at(0, 1)));
    }

    #[test]
    fn the_givens_cost_the_grid_no_bytes() {
        // What the forcing chains copy at every trial: the same size as the
        // grid's other fields alone.
        #[allow(dead_code)]
        struct WithoutGivens {
            values: [u8; 81],
            candidates: [Digits; 81],
            positions: [CellSet; 9],
            placed: [CellSet; 9],
        }
        assert_eq!(
            std::mem::size_of::<Grid>(),
            std::mem::size_of::<WithoutGivens>()
        );
    }
}
