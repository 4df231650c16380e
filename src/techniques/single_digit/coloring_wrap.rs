//! Colour wrap: on one digit, colour each cluster of conjugate pairs with two
//! colours as simple colouring does. When two cells of one colour see each
//! other, they cannot both hold the digit, so that colour is false: every cell
//! of it loses the digit in one step (and every cell of the other colour holds
//! it, which singles then place).
//!
//! Simple colouring tells the same wrap as a chain between the two cells,
//! which proves only the chain's cells false; this step names the whole
//! cluster, its pairs and the clash.

use super::simple_coloring::{Coloring, colour_deduction, colours_sentence};
use crate::core::{Cell, CellSet, Grid};
use crate::step::Finding;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Colour wrap.
pub struct ColoringWrap;

/// The first two cells of one colour that see each other: colour A before B,
/// pairs in cell order. A cluster whose two colours both clash belongs to a
/// grid without a solution; the first clash is still a sound step there.
fn clash(colours: &[CellSet; 2]) -> Option<(usize, [Cell; 2])> {
    colours.iter().enumerate().find_map(|(k, colour)| {
        colour.iter().find_map(|x| {
            (*colour & x.peers())
                .iter()
                .find(|&y| y > x)
                .map(|y| (k, [x, y]))
        })
    })
}

/// The wraps of `digit`: one per cluster that has one, clusters by their
/// first cell.
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    for colours in &c.clusters {
        let Some((k, [x, y])) = clash(colours) else {
            continue;
        };
        let parts = c.parts(grid, colours, Some([x, y]));
        let deduction = colour_deduction(digit, parts, colours[k]);
        let (false_name, true_name) = if k == 0 { ("A", "B") } else { ("B", "A") };
        let shared = x
            .units()
            .into_iter()
            .find(|u| u.cells().contains(y))
            .expect("the two cells see each other");
        // "...; r6c9 and r8c9 are both A and share column 9, so A is false and
        // every cell of B holds 5 => remove 5 from ..."
        let sentence = colours_sentence(digit, &[colours])
            .text("; ")
            .cells([x, y])
            .text(format!(" are both {false_name} and share "))
            .unit(shared)
            .text(format!(
                ", so {false_name} is false and every cell of {true_name} holds "
            ))
            .digit(digit)
            .text(" => ")
            .removals(&deduction.eliminations);
        found(Finding {
            deduction,
            sentence,
        })?;
    }
    ControlFlow::Continue(())
}

impl Technique for ColoringWrap {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("colour wrap", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::pattern::ColoringParts;
    use crate::step::{Deduction, Parts};
    use crate::techniques::test_support::grid_of;

    /// The lesson's wrap: colour A of 5 holds r3c7 and r3c8.
    const WRAP: &str = "1...5.....2.........3.........4.........5.7..1.....7.......6..........8.........9...4.....1...5.........6...1...5...........8.........9.2.............7....3............7.........8.........9..3.......2............6......45....1...5....1..45.....2...............91...5....1...5.........6..........8...3.........4...........7.......6.........7.....4.............91...5......3.............8.1...5.....2..............8...3......1...5.....2..........4..7.....4..7..........9.....6...1...5......3.........4............8.......7..........9....5....1.........2............6...1...5.........6....2..............8...3......1..4...........7..........9...45............91...5..........7.......6...1..4......2..........45......3.............8.";

    /// The first wrap on `grid`, with its parts.
    fn wrap_on(grid: &Grid) -> (Deduction, ColoringParts) {
        let d = ColoringWrap
            .find(grid, &Analysis::new(grid))
            .expect("a colour wrap")
            .deduction;
        let Parts::Coloring(parts) = d.pattern.parts.clone() else {
            panic!("colouring parts");
        };
        (d, parts)
    }

    #[test]
    fn a_wrap_removes_its_whole_false_colour() {
        let grid = grid_of(WRAP);
        let (d, parts) = wrap_on(&grid);
        let clash = parts.clash.expect("a wrap names its clash");
        assert_eq!(clash, [Cell::at(2, 6), Cell::at(2, 7)]);
        let removed: Vec<Cell> = d.eliminations.iter().map(|c| c.cell).collect();
        assert_eq!(removed, parts.colors[0]);
        assert!(d.eliminations.iter().all(|c| c.digit == 5));
        assert_eq!(removed.len(), 9);
        assert_eq!(parts.colors[1].len(), 7);
    }

    #[test]
    fn the_pairs_colour_every_cell_from_the_first_one_by_one() {
        let grid = grid_of(WRAP);
        let (_, parts) = wrap_on(&grid);
        let cells = parts.colors[0].len() + parts.colors[1].len();
        assert_eq!(parts.pairs.len(), cells - 1);
        let mut reached = CellSet::single(parts.colors[0][0]);
        for pair in &parts.pairs {
            let [x, y] = pair.cells;
            assert!(reached.contains(x) && !reached.contains(y), "{pair:?}");
            assert_eq!(
                grid.positions_in(pair.unit, 5),
                CellSet::single(x) | CellSet::single(y)
            );
            assert_ne!(parts.colors[0].contains(&x), parts.colors[0].contains(&y));
            reached.insert(y);
        }
        assert_eq!(reached.len() as usize, cells);
    }

    #[test]
    fn no_wrap_where_every_colour_keeps_apart() {
        // The lesson's quiet position: the same solve after the wrap.
        let grid = grid_of(
            "1.........2.........3.........4.........5.7..1.....7.......6..........8.........9...4.....1...5.........6...1...............8.........9.2.............7....3............7.........8.........9..3.......2............6......4.....1........1..45.....2...............91........1...5.........6..........8...3.........4...........7.......6.........7.....4.............91..........3.............8.1...5.....2..............8...3......1...5.....2..........4..7.....4..7..........9.....6...1..........3.........4............8.......7..........9....5....1.........2............6...1...5.........6....2..............8...3......1..4...........7..........9...4.............91..............7.......6...1..4......2..........45......3.............8.",
        );
        assert!(ColoringWrap.find(&grid, &Analysis::new(&grid)).is_none());
    }
}
