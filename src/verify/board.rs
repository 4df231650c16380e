//! The verifier's own candidate grid: the replay rule of the trace contract and
//! nothing else. It knows placed digits and candidates; it never asks the
//! engine's [`Grid`](crate::core::Grid) what a technique would do.

use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use std::collections::BTreeSet;

/// One candidate: a digit in a cell.
pub(crate) type Cand = (Cell, u8);

/// `d` in `cell`, written `r1c2=5` or `r1c2<>5` as the trace's sentences do.
pub(crate) fn cand_name(&(cell, d): &Cand) -> String {
    format!("{d}{cell}")
}

/// A set of candidates for a message: `[5r1c2 7r3c3]`.
pub(crate) fn cands_name(set: &BTreeSet<Cand>) -> String {
    let names: Vec<String> = set.iter().map(cand_name).collect();
    format!("[{}]", names.join(" "))
}

/// A set of cells for a message: `r1c1 r2c3`.
pub(crate) fn cells_name(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(" ")
}

/// The position a trace is at: placed digits and the candidates of empty cells.
#[derive(Clone)]
pub(crate) struct ReplayBoard {
    values: [u8; 81],
    /// Candidates of the empty cells; empty for filled cells.
    cands: [Digits; 81],
    /// The cells filled at the start: the puzzle's givens. A digit a step
    /// places is not one.
    givens: CellSet,
}

impl ReplayBoard {
    /// The start of a replay: the givens placed, every empty cell holding the
    /// digits its row, column and box lack (and, with pencil marks, only those
    /// among them the marks list).
    pub(crate) fn new(givens: &[u8; 81], marks: Option<&[Digits; 81]>) -> ReplayBoard {
        let mut board = ReplayBoard {
            values: *givens,
            cands: [Digits::EMPTY; 81],
            givens: Cell::all().filter(|c| givens[c.index()] != 0).collect(),
        };
        for cell in Cell::all() {
            if givens[cell.index()] != 0 {
                continue;
            }
            let mut free = Digits::ALL;
            for peer in cell.peers() {
                if let 1..=9 = givens[peer.index()] {
                    free.remove(givens[peer.index()]);
                }
            }
            if let Some(marks) = marks {
                free &= marks[cell.index()];
            }
            board.cands[cell.index()] = free;
        }
        board
    }

    /// The same start with the filled cells of `placed` counted as placed by
    /// the solver before the trace began, not given.
    pub(crate) fn with_placed(mut self, placed: CellSet) -> ReplayBoard {
        self.givens = self.givens - placed;
        self
    }

    pub(crate) fn value(&self, cell: Cell) -> Option<u8> {
        match self.values[cell.index()] {
            0 => None,
            d => Some(d),
        }
    }

    /// Whether `cell` was filled at the start (a given), not by a step.
    pub(crate) fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    /// The candidates of `cell` (none when it is filled).
    pub(crate) fn candidates(&self, cell: Cell) -> Digits {
        self.cands[cell.index()]
    }

    pub(crate) fn has(&self, cell: Cell, d: u8) -> bool {
        self.cands[cell.index()].contains(d)
    }

    /// The cells of `unit` where `d` is a candidate.
    pub(crate) fn places(&self, unit: Unit, d: u8) -> CellSet {
        unit.cells().iter().filter(|&c| self.has(c, d)).collect()
    }

    /// Every cell where `d` is a candidate.
    pub(crate) fn positions(&self, d: u8) -> CellSet {
        Cell::all().filter(|&c| self.has(c, d)).collect()
    }

    /// Whether `d` is already placed in `unit`.
    pub(crate) fn unit_has(&self, unit: Unit, d: u8) -> bool {
        unit.cells().iter().any(|c| self.values[c.index()] == d)
    }

    pub(crate) fn empty_cells(&self) -> CellSet {
        Cell::all()
            .filter(|c| self.values[c.index()] == 0)
            .collect()
    }

    pub(crate) fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Fills `cell` with `d` and removes `d` from its 20 peers.
    pub(crate) fn place(&mut self, cell: Cell, d: u8) -> Result<(), String> {
        if let Some(v) = self.value(cell) {
            return Err(format!("places {d} in {cell}, which already holds {v}"));
        }
        if !self.has(cell, d) {
            return Err(format!("places {d} in {cell}, where it is not a candidate"));
        }
        self.values[cell.index()] = d;
        self.cands[cell.index()] = Digits::EMPTY;
        for peer in cell.peers() {
            self.cands[peer.index()].remove(d);
        }
        Ok(())
    }

    /// Removes candidate `d` from `cell`.
    pub(crate) fn eliminate(&mut self, cell: Cell, d: u8) -> Result<(), String> {
        if !self.cands[cell.index()].remove(d) {
            return Err(format!(
                "removes {d} from {cell}, where it is not a candidate"
            ));
        }
        Ok(())
    }

    /// Every candidate of `d` outside `cells` that sees each of `cells`.
    pub(crate) fn seeing_all(&self, d: u8, cells: CellSet) -> BTreeSet<Cand> {
        let mut seen = self.positions(d) - cells;
        for c in cells {
            seen &= c.peers();
        }
        seen.iter().map(|c| (c, d)).collect()
    }

    /// The candidates of `d` among `cells`: what a step that rules `d` out
    /// of them removes.
    pub(crate) fn holding(&self, d: u8, cells: CellSet) -> BTreeSet<Cand> {
        (self.positions(d) & cells).iter().map(|c| (c, d)).collect()
    }

    /// Whether `solution` still fits: it keeps every placed digit and every
    /// empty cell still has its digit of `solution` as a candidate.
    pub(crate) fn admits(&self, solution: &[u8; 81]) -> bool {
        (0..81).all(|i| match self.values[i] {
            0 => self.cands[i].contains(solution[i]),
            v => v == solution[i],
        })
    }

    /// A solution of the board as it stands (placed digits and candidates), by
    /// the exact search, or `None` when no solution is left.
    pub(crate) fn a_solution(&self) -> Option<[u8; 81]> {
        let grid = crate::core::Grid::new(&self.values, Some(&self.cands));
        crate::solver::count_solutions(&grid, 1).solution
    }

    /// An empty cell with one candidate, or a digit with one place left in a
    /// unit that lacks it: a single is available.
    pub(crate) fn single_available(&self) -> bool {
        self.naked_single_available() || self.hidden_single_available()
    }

    /// An empty cell with one candidate.
    fn naked_single_available(&self) -> bool {
        self.empty_cells()
            .iter()
            .any(|c| self.candidates(c).len() == 1)
    }

    /// A digit with one place left in a unit that lacks it (a full house is
    /// one too).
    pub(crate) fn hidden_single_available(&self) -> bool {
        // Per unit in one pass over its cells: the digits with a place, those
        // with two or more, and those placed; a digit with exactly one place
        // in a unit that lacks it is a single. (The verifier asks this before
        // every step, so it counts with masks instead of digit by digit.)
        Unit::all().any(|u| {
            let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
            for c in u.cell_list() {
                let here = self.cands[c.index()].bits();
                twice |= once & here;
                once |= here;
                if let Some(d) = self.value(c) {
                    placed |= Digits::single(d).bits();
                }
            }
            once & !twice & !placed != 0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_follows_the_replay_rule() {
        let mut givens = [0u8; 81];
        givens[0] = 5;
        let board = ReplayBoard::new(&givens, None);
        assert_eq!(board.value(Cell::at(0, 0)), Some(5));
        assert!(!board.has(Cell::at(0, 8), 5));
        assert!(!board.has(Cell::at(2, 2), 5));
        assert!(board.has(Cell::at(4, 4), 5));
        assert_eq!(board.candidates(Cell::at(0, 0)), Digits::EMPTY);
    }

    #[test]
    fn a_placement_clears_its_peers_and_refuses_a_second_digit() {
        let mut board = ReplayBoard::new(&[0; 81], None);
        board.place(Cell::at(4, 4), 7).unwrap();
        assert!(!board.has(Cell::at(4, 0), 7));
        assert!(board.place(Cell::at(4, 4), 3).is_err());
        assert!(board.place(Cell::at(4, 0), 7).is_err());
        assert!(board.eliminate(Cell::at(4, 0), 7).is_err());
        assert!(board.eliminate(Cell::at(0, 0), 7).is_ok());
    }

    #[test]
    fn a_board_admits_the_solutions_its_candidates_allow() {
        let mut givens = [0u8; 81];
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        for (g, c) in givens.iter_mut().zip(classic.bytes()) {
            *g = if c == b'.' { 0 } else { c - b'0' };
        }
        let mut board = ReplayBoard::new(&givens, None);
        let solution = board.a_solution().unwrap();
        assert!(board.admits(&solution));
        let first = Cell::all().find(|c| board.value(*c).is_none()).unwrap();
        board.eliminate(first, solution[first.index()]).unwrap();
        assert!(!board.admits(&solution));
        assert_eq!(board.a_solution(), None);
    }

    #[test]
    fn a_single_is_seen_in_a_cell_and_in_a_unit() {
        let mut board = ReplayBoard::new(&[0; 81], None);
        assert!(!board.single_available());
        for d in 2..=9 {
            board.eliminate(Cell::at(0, 0), d).unwrap();
        }
        assert!(board.single_available());
        let mut board = ReplayBoard::new(&[0; 81], None);
        for c in 1..9 {
            board.eliminate(Cell::at(0, c), 4).unwrap();
        }
        assert!(board.single_available());
    }

    proptest::proptest! {
        /// The unit-by-unit count agrees with the definition digit by digit,
        /// on boards with random placements and removals.
        #[test]
        fn the_hidden_single_count_follows_its_definition(
            moves in proptest::collection::vec((0usize..81, 1u8..=9, proptest::bool::ANY), 0..120),
        ) {
            let mut board = ReplayBoard::new(&[0; 81], None);
            for (i, d, place) in moves {
                let cell = Cell::new(i as u8);
                let _ = if place { board.place(cell, d) } else { board.eliminate(cell, d) };
            }
            let by_digit = Unit::all()
                .any(|u| (1..=9).any(|d| !board.unit_has(u, d) && board.places(u, d).len() == 1));
            proptest::prop_assert_eq!(board.hidden_single_available(), by_digit);
        }
    }
}
