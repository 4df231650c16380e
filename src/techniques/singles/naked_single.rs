//! Naked single: a cell with one candidate left takes it.

use crate::core::{Candidate, Cell, Digits, Grid};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// A cell with exactly one candidate.
pub struct NakedSingle;

/// A cell and the one candidate it has left.
struct LastCandidate {
    cell: Cell,
    digit: u8,
}

impl LastCandidate {
    fn finding(self) -> Finding {
        let placed = Candidate::new(self.cell, self.digit);
        let pattern = Pattern::new(vec![self.cell], Digits::single(self.digit), Vec::new());
        let sentence = Sentence::new()
            .digit(self.digit)
            .text(" is the only candidate left in ")
            .cell(self.cell)
            .text(" => ")
            .placement(placed);
        Finding {
            deduction: Deduction::placement(pattern, self.cell, self.digit),
            sentence,
        }
    }
}

impl Technique for NakedSingle {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        for cell in grid.empty_cells() {
            if let Some(digit) = grid.candidates(cell).single_digit() {
                found(LastCandidate { cell, digit }.finding())?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    #[test]
    fn search_hands_over_every_single_in_cell_order_and_find_the_first() {
        // Three cells left with one candidate each, listed out of order.
        let grid = grid_with(&[
            (Cell::at(7, 2), &[4]),
            (Cell::at(0, 8), &[9]),
            (Cell::at(4, 4), &[1]),
        ]);
        let analysis = Analysis::new(&grid);
        let mut placed = Vec::new();
        let walked = NakedSingle.search(&grid, &analysis, &mut |f| {
            placed.extend(f.deduction.placements);
            ControlFlow::Continue(())
        });
        assert!(walked.is_continue());
        assert_eq!(
            placed,
            [
                Candidate::new(Cell::at(0, 8), 9),
                Candidate::new(Cell::at(4, 4), 1),
                Candidate::new(Cell::at(7, 2), 4),
            ]
        );
        let first = NakedSingle.find(&grid, &analysis).expect("a single");
        assert_eq!(first.deduction.placements, placed[..1]);
        assert_eq!(
            first.sentence.plain(),
            "9 is the only candidate left in r1c9 => r1c9=9"
        );
    }

    #[test]
    fn search_stops_where_the_receiver_breaks() {
        let grid = grid_with(&[(Cell::at(0, 0), &[1]), (Cell::at(8, 8), &[2])]);
        let mut calls = 0;
        let walked = NakedSingle.search(&grid, &Analysis::new(&grid), &mut |_| {
            calls += 1;
            ControlFlow::Break(())
        });
        assert!(walked.is_break());
        assert_eq!(calls, 1);
    }
}
