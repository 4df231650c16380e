//! Remote pair: two-candidate cells that all hold the same two digits, each
//! seeing the next, form a chain along which the two digits alternate. The
//! ends of a chain of an even number of cells hold opposite digits, so one of
//! them is the first end's digit, and a cell that sees both ends is not.
//!
//! It is an XY-chain whose cells all hold one pair, checked first because it
//! is easier to see. The search is the shared chain search
//! (`graph`) with links only between cells of the same pair.

use super::graph::{self, Goal, Rules};
use crate::core::Grid;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The remote pair.
pub struct RemotePair;

impl Technique for RemotePair {
    /// The shortest chain first, then the others (see `graph::each`).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        graph::each(
            grid,
            analysis,
            Rules::REMOTE_PAIR,
            Goal::Open,
            &mut |chain| {
                // "Remote pair on 1,2 (r1c1, r1c5, r5c5 and r5c9 hold only these
                // digits, each seeing the next): r1c1 is 1 or r5c9 is 1: <chain> => ...".
                let intro = Sentence::new()
                    .text("Remote pair on ")
                    .digits(chain.digits())
                    .text(" (")
                    .cells(chain.cells())
                    .text(" hold only these digits, each seeing the next)");
                found(chain.finding(intro))
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Candidate;
    use crate::core::Cell;

    #[test]
    fn four_cells_of_one_pair_remove_both_ends_digit_from_cells_seeing_both() {
        // r1c1, r1c5, r5c5, r5c9 hold only 1,2; r5c1 and r1c9 see both ends.
        let mut grid = Grid::empty();
        for cell in [
            Cell::at(0, 0),
            Cell::at(0, 4),
            Cell::at(4, 4),
            Cell::at(4, 8),
        ] {
            for d in 3..=9 {
                grid.eliminate(cell, d);
            }
        }
        let found = RemotePair
            .find(&grid, &Analysis::new(&grid))
            .expect("a remote pair");
        let d = &found.deduction;
        assert_eq!(d.pattern.chain_nodes().len(), 8);
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(0, 8), 1),
                Candidate::new(Cell::at(4, 0), 1)
            ]
        );
        let text = found.sentence.plain();
        assert!(
            text.starts_with("Remote pair on 1,2 (r1c1, r1c5, r5c5 and r5c9"),
            "{text}"
        );
    }
}
