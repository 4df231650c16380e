//! Hidden rectangle: four empty cells in two rows, two columns and two boxes all
//! hold the digits a and b, and one corner f holds nothing else. Take the corner t
//! diagonally opposite f. If a digit x of the pair can go, in t's row and in t's
//! column, only in rectangle cells, then t cannot be the other digit y: with t = y,
//! x would have to fill the two corners next to t, f would be y, and the four
//! corners would hold only x and y in a pattern that could swap, giving a second
//! solution. Holds only for a puzzle with a single solution.

use super::unique_rectangle::{Rectangle, deadly_pattern_words, first_rectangle};
use crate::core::Candidate;
use crate::core::Grid;
use crate::core::Unit;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// The hidden rectangle.
pub struct HiddenRectangle;

/// The first corner (row-major) and digit pair (x before y, ascending) that
/// make a hidden rectangle of `rect`, as `(corner index, x, y)`.
fn corner(grid: &Grid, rect: &Rectangle) -> Option<(usize, u8, u8)> {
    let [a, b] = rect.digits;
    (0..4).find_map(|k| {
        if grid.candidates(rect.opposite(k)) != rect.pair {
            return None;
        }
        let t = rect.cells[k];
        let row_ok = CellSet::single(t) | CellSet::single(rect.row_partner(k));
        let col_ok = CellSet::single(t) | CellSet::single(rect.col_partner(k));
        [(a, b), (b, a)].into_iter().find_map(|(x, y)| {
            let in_row = grid.positions_in(Unit::row(t.row()), x);
            let in_col = grid.positions_in(Unit::col(t.col()), x);
            (in_row.is_subset(row_ok) && in_col.is_subset(col_ok)).then_some((k, x, y))
        })
    })
}

impl HiddenRectangle {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        first_rectangle(grid, |rect| {
            // Quick filter: some corner must hold exactly the pair.
            if !rect.cells.iter().any(|&c| grid.candidates(c) == rect.pair) {
                return None;
            }
            let (k, x, y) = corner(grid, rect)?;
            let t = rect.cells[k];
            // The pattern lists the target corner first, then its row and column
            // partners, then the opposite corner (the one holding only the pair).
            let cells = vec![
                t,
                rect.row_partner(k),
                rect.col_partner(k),
                rect.opposite(k),
            ];
            let mut pattern = Pattern::new(cells, rect.pair, Vec::new());
            pattern.units = vec![Unit::row(t.row()), Unit::col(t.col())];
            // The digits read x first: the digit whose strong links make the pattern.
            pattern.digits = vec![x, y];
            Some(Deduction::elimination(pattern, vec![Candidate::new(t, y)]))
        })
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let pair: Digits = p.digits.iter().copied().collect();
        let (x, y) = (p.digits[0], p.digits[1]);
        let (t, row_partner, col_partner, f) = (p.cells[0], p.cells[1], p.cells[2], p.cells[3]);
        deadly_pattern_words(&p.cells, pair)
            .text("; ")
            .cell(f)
            .text(" holds only ")
            .digits(pair)
            .text(", and in ")
            .units(p.units.iter().copied())
            .text(", ")
            .digit(x)
            .text(" can only go in the rectangle, so if ")
            .cell(t)
            .text(" were ")
            .digit(y)
            .text(", ")
            .cells([row_partner, col_partner])
            .text(" would be ")
            .digit(x)
            .text(" and ")
            .cell(f)
            .text(" ")
            .digit(y)
            .text(" => ")
            .removals(&d.eliminations)
    }
}

impl Technique for HiddenRectangle {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;

    #[test]
    fn the_corner_opposite_the_pair_cell_loses_the_other_digit() {
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
        }
        // 1 lies, in row 2 and column 4, only in rectangle cells.
        for c in Unit::row(1).cells() | Unit::col(3).cells() {
            if ![Cell::at(1, 0), Cell::at(1, 3), Cell::at(0, 3)].contains(&c) {
                grid.eliminate(c, 1);
            }
        }
        let before = grid.clone();
        let d = HiddenRectangle
            .deduce(&grid, &Analysis::new(&grid))
            .unwrap();
        assert_eq!(grid, before);
        let cells: Vec<String> = d.pattern.cells.iter().map(|c| c.to_string()).collect();
        assert_eq!(cells, ["r2c4", "r2c1", "r1c4", "r1c1"]);
        assert_eq!(d.pattern.digits, [1, 2]);
        assert_eq!(d.eliminations, [Candidate::new(Cell::at(1, 3), 2)]);
        let text = HiddenRectangle.sentence(&d).plain();
        assert!(
            text.contains("r1c1 holds only 1,2, and in row 2 and column 4, 1 can only go"),
            "{text}"
        );
        assert!(text.ends_with("=> remove 2 from r2c4"), "{text}");
    }

    #[test]
    fn no_pair_cell_no_hidden_rectangle() {
        assert!(
            HiddenRectangle
                .deduce(&Grid::empty(), &Analysis::new(&Grid::empty()))
                .is_none()
        );
    }
}
