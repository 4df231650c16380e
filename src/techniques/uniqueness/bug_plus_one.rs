//! BUG+1 (bivalue universal grave plus one). A position where every empty cell
//! holds exactly two candidates and every digit that is still a candidate in a unit
//! is one in exactly two of its cells cannot have a single solution: going round
//! the pairs, the digits can always be swapped. When all cells but one are bivalue
//! and the odd cell has three candidates, one of them, d, is a candidate three times
//! in each of the cell's row, column and box (every other digit twice). Were the
//! cell not d, removing d would leave such a grave, so for a puzzle with a single
//! solution the cell is d.

use crate::core::Grid;
use crate::core::{Candidate, Digits};
use crate::core::{Cell, Unit};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// BUG+1.
pub struct BugPlusOne;

/// The cell with three candidates, when every other empty cell has two.
fn odd_cell(grid: &Grid) -> Option<Cell> {
    let mut odd = None;
    for c in grid.empty_cells() {
        match grid.candidates(c).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(c),
            _ => return None,
        }
    }
    odd
}

/// Whether every digit of every unit is a candidate in zero or two of its cells,
/// except `d` in the units of `cell`, where it is one in three.
fn grave_plus(grid: &Grid, cell: Cell, d: u8) -> bool {
    Unit::all().all(|u| {
        (1..=9).all(|e| {
            let n = grid.positions_in(u, e).len();
            if e == d && u.cells().contains(cell) {
                n == 3
            } else {
                n == 0 || n == 2
            }
        })
    })
}

/// The one placement of a BUG+1 position, if `grid` is one.
fn bug_plus_one(grid: &Grid) -> Option<Finding> {
    let cell = odd_cell(grid)?;
    let digit = grid
        .candidates(cell)
        .iter()
        .find(|&d| grave_plus(grid, cell, d))?;
    let units = cell.units();
    let pattern = Pattern::new(vec![cell], Digits::single(digit), units.to_vec());
    let sentence = Sentence::new()
        .text("Every empty cell except ")
        .cell(cell)
        .text(" holds two candidates, and ")
        .digit(digit)
        .text(" is the one candidate of ")
        .cell(cell)
        .text(" found three times in ")
        .units(units)
        .text("; without it every digit would appear twice in each unit, a pattern with at least two solutions, but the puzzle has a single solution => ")
        .placement(Candidate::new(cell, digit));
    Some(Finding {
        deduction: Deduction::placement(pattern, cell, digit),
        sentence,
    })
}

impl Technique for BugPlusOne {
    /// At most one instance: the odd cell and the one digit it holds three
    /// times in its units.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        bug_plus_one(grid).map_or(ControlFlow::Continue(()), found)
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_one;

    /// A BUG+1 position from top1465: every cell bivalue but r5c5 (1,7,9).
    const BUG: &str = ".......8.1................9.2...........5.........6.....3............7.....4.........5..........7...2..............8....4.......3......1.............6...........9..3.........4..........6...........91..............7...2..............8.....5....1............5.......4..7....3............78..2.....8.........9.2.4..........6....2.........3.....9...4..7..1....6........67.91...5........5.7....34............8......6.....3.....9.......8....4...........7.9.2..5........5.7...23......1...........4..........6.......5..........7....3..............9.......8.1.........2.............7.........8.1............5.....2..........4..........6...........9..3..............9.2.........3......1....6........6.8.1......8....4.........5..........7..";

    #[test]
    fn the_odd_cell_takes_the_digit_it_holds_three_times() {
        let grid = parse_one(BUG).unwrap().grid();
        assert_eq!(odd_cell(&grid), Some(Cell::at(4, 4)));
        assert!(!grave_plus(&grid, Cell::at(4, 4), 1));
        let found = BugPlusOne.find(&grid, &Analysis::new(&grid)).unwrap();
        let d = &found.deduction;
        assert_eq!(
            d.placements,
            [crate::core::Candidate::new(Cell::at(4, 4), 7)]
        );
        assert!(d.eliminations.is_empty());
        assert!(found.sentence.plain().ends_with("=> r5c5=7"));
    }

    #[test]
    fn not_a_bug_when_a_cell_has_more_candidates() {
        assert!(odd_cell(&Grid::empty()).is_none());
        assert!(
            BugPlusOne
                .find(&Grid::empty(), &Analysis::new(&Grid::empty()))
                .is_none()
        );
    }
}
