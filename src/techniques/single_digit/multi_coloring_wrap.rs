//! Multi-colour wrap: on one digit, colour two clusters of conjugate pairs as
//! simple colouring does, A and B in one, C and D in the other. When cells of
//! one colour (say A) see a cell of C and a cell of D, A cannot hold the
//! digit: C or D does, and either would rule A out. So every cell of A loses
//! the digit, in one step.
//!
//! Multi-colouring tells the same as chains through the two clusters, one
//! removal at a time; this step names both clusters, their pairs and the two
//! links.

use super::multi_coloring_trap::first_link;
use super::simple_coloring::{Coloring, colour_deduction, colours_sentence};
use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Multi-colour wrap.
pub struct MultiColoringWrap;

/// The wraps of `digit`: pairs of clusters in order, and in each the colours
/// A, B, C, D in order, one step per colour that sees both colours of the
/// other cluster.
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    for (i, one) in c.clusters.iter().enumerate() {
        for two in &c.clusters[i + 1..] {
            let colours = [one[0], one[1], two[0], two[1]];
            for (k, &colour) in colours.iter().enumerate() {
                let other = if k < 2 { two } else { one };
                let (Some(first), Some(second)) =
                    (first_link(colour, other[0]), first_link(colour, other[1]))
                else {
                    continue;
                };
                let parts = c.parts_of_two(grid, one, two, vec![first, second]);
                let deduction = colour_deduction(digit, parts, colour);
                let name = |k: usize| char::from(b'A' + k as u8);
                // The other cluster's colours: C and D for A or B, else A and B.
                let base = if k < 2 { 2 } else { 0 };
                let (own, seen) = (name(k), [name(base), name(base + 1)]);
                // "...; r2c2 (A) sees r2c7 (C) and r5c1 (A) sees r6c1 (D): C or
                // D holds 5, and either rules A out, so A is false => ..."
                let sentence = colours_sentence(digit, &[one, two])
                    .text("; ")
                    .cell(first[0])
                    .text(format!(" ({own}) sees "))
                    .cell(first[1])
                    .text(format!(" ({}) and ", seen[0]))
                    .cell(second[0])
                    .text(format!(" ({own}) sees "))
                    .cell(second[1])
                    .text(format!(" ({}): {} or {} holds ", seen[1], seen[0], seen[1]))
                    .digit(digit)
                    .text(format!(
                        ", and either rules {own} out, so {own} is false => "
                    ))
                    .removals(&deduction.eliminations);
                found(Finding {
                    deduction,
                    sentence,
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

impl Technique for MultiColoringWrap {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("multi-colour wrap", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
    use crate::step::Parts;
    use crate::techniques::test_support::grid_of;

    /// The lesson's wrap: colour A of 2 sees C (r1c1-r2c3) and D (r5c6-r8c6).
    const WRAP: &str = ".23.........4...........78.1..............78.....5.....23...........6...........9........912........2....7.....4.6........67....3.............8.12.4.........5.........6...1.3....8.....5.......4....9.2..........4...89......7..1..4.....1.34......23.......23......1...............8....4...........7......5............9.....6.........7.........89.....6.......5......3.......2......9...4.....12.....8.12.....8....4.........5...........89.2......91.............6....23............7....3....8.....5..........7....3.......2.4.6...........912.4.....1....6....2.4...8..2.4...8.1.........2......9...4.......3...........6.8..2.....8......6..9....5..........7.........8......6....2......9......7......5....1..4.....1.......9..3.......2.4.....";

    #[test]
    fn a_colour_that_sees_both_colours_of_another_cluster_goes() {
        let grid = grid_of(WRAP);
        let d = MultiColoringWrap
            .find(&grid, &Analysis::new(&grid))
            .expect("a multi-colour wrap")
            .deduction;
        let Parts::Coloring(parts) = &d.pattern.parts else {
            panic!("colouring parts");
        };
        let removed: Vec<Cell> = d.eliminations.iter().map(|c| c.cell).collect();
        assert_eq!(removed, parts.colors[0]);
        assert_eq!(
            parts.links,
            vec![
                [Cell::at(0, 0), Cell::at(1, 2)],
                [Cell::at(4, 5), Cell::at(7, 5)]
            ]
        );
        assert!(parts.colors[2].contains(&Cell::at(1, 2)));
        assert!(parts.colors[3].contains(&Cell::at(7, 5)));
    }

    #[test]
    fn no_wrap_in_the_lesson_quiet_position() {
        let grid = grid_of(
            "..3.........4...........78.1..............78.....5.....23...........6...........9........912........2....7.....4.6........67....3.............8.1..4.........5.........6...1.3....8.....5.......4....9.2..........4...89......7..1..4.....1.34......23........3......1...............8....4...........7......5............9.....6.........7.........89.....6.......5......3..............9...4.....12.....8.12.....8....4.........5...........89.2......91.............6.....3............7....3....8.....5..........7....3.........4.6...........912.4.....1....6....2.4...8..2.4...8.1.........2......9...4.......3...........6.8..2.....8......6..9....5..........7.........8......6....2......9......7......5....1..4.....1.......9..3.......2.4.....",
        );
        assert!(
            MultiColoringWrap
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
    }
}
