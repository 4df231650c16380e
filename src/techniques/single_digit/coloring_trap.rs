//! Colour trap: on one digit, colour each cluster of conjugate pairs with two
//! colours as simple colouring does. One colour holds the digit in all its
//! cells, so every place of the digit outside the cluster that sees a cell of
//! each colour is false: all of them go in one step.
//!
//! Simple colouring tells one trap at a time as a chain between two cells;
//! this step names the whole cluster and its pairs, and each removed cell with
//! a cell of each colour it sees.

use super::simple_coloring::{Coloring, colour_deduction, colours_sentence, trapped_words};
use crate::core::{CellSet, Grid};
use crate::step::Finding;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Colour trap.
pub struct ColoringTrap;

/// The traps of `digit`: one per cluster that removes something, clusters
/// by their first cell.
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    let places = grid.positions(digit);
    for colours in &c.clusters {
        let cells = colours[0] | colours[1];
        let targets: CellSet = (places - cells)
            .iter()
            .filter(|t| {
                colours
                    .iter()
                    .all(|colour| !(*colour & t.peers()).is_empty())
            })
            .collect();
        if targets.is_empty() {
            continue;
        }
        let deduction = colour_deduction(digit, c.parts(grid, colours, None), targets);
        // "...; one colour holds 6 in all its cells, so a place of 6 that sees
        // both colours cannot: r4c5 sees r4c8 (A) and r5c5 (B); r4c6 sees ...
        // => remove 6 from r4c5 and r4c6"
        let sentence = colours_sentence(digit, &[colours])
            .text("; one colour holds ")
            .digit(digit)
            .text(" in all its cells, so a place of ")
            .digit(digit)
            .text(" that sees both colours cannot: ");
        let sentence = trapped_words(sentence, targets, *colours, ['A', 'B'], "; ")
            .text(" => ")
            .removals(&deduction.eliminations);
        found(Finding {
            deduction,
            sentence,
        })?;
    }
    ControlFlow::Continue(())
}

impl Technique for ColoringTrap {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("colour trap", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Candidate;
    use crate::core::Cell;
    use crate::step::Parts;
    use crate::techniques::single_digit::SimpleColoring;
    use crate::techniques::test_support::grid_of;

    /// The lesson's trap: r4c5 and r4c6 see both colours of 6.
    const TRAP: &str = "1...........4......2.....8......6.........7...2.....8...3..............9....5.....2...6.8.....5..........7...23..............9.23....8....4..........6.8.1................9.....6.8...3......1..4.........5....1..4......2.............7.......6.8..2...6.........78.1............5.....23..6.....34.6........678....4.6.8.........9..3...........678....4.....1......8.1....6.8.........91...5.7......5..8..2...........5............9.2...6.8.12.4...8.12...6.8.......7..1......8...3.........4.6......4...8.1.3..........5....1.3...78.1.3..6.8.1.3..6...........9.2..........4.678....4.6.8.1.3..............9123...78.123....8.123.56.......56.8....45..8....4.678.......7...2............6.8.........9...4.........56.......56.8.1..........3......";

    #[test]
    fn a_trap_removes_every_place_that_sees_both_colours() {
        let grid = grid_of(TRAP);
        let d = ColoringTrap
            .find(&grid, &Analysis::new(&grid))
            .expect("a colour trap")
            .deduction;
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(3, 4), 6),
                Candidate::new(Cell::at(3, 5), 6)
            ]
        );
        let Parts::Coloring(parts) = &d.pattern.parts else {
            panic!("colouring parts");
        };
        assert!(parts.clash.is_none());
        for e in &d.eliminations {
            for colour in &parts.colors {
                assert!(colour.iter().any(|c| c.sees(e.cell)), "{e:?}");
            }
        }
    }

    #[test]
    fn the_trap_removes_what_every_simple_colouring_trap_of_its_cluster_removes() {
        let grid = grid_of(TRAP);
        let analysis = Analysis::new(&grid);
        let trap = ColoringTrap
            .find(&grid, &analysis)
            .expect("a trap")
            .deduction;
        let cluster = &trap.pattern.cells;
        // Every chain simple colouring finds between two cells of the cluster.
        let mut union: Vec<Candidate> = Vec::new();
        let _ = SimpleColoring.search(&grid, &analysis, &mut |found| {
            let ends = found.deduction.pattern.chain_nodes();
            let on_cluster = ends
                .iter()
                .all(|n| n.digit == 6 && cluster.contains(&n.cells.first().unwrap()));
            if on_cluster {
                union.extend(found.deduction.eliminations);
            }
            ControlFlow::Continue(())
        });
        union.sort();
        union.dedup();
        assert_eq!(union, trap.eliminations);
    }
}
