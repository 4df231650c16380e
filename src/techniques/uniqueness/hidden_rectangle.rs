//! Hidden rectangle: four empty cells in two rows, two columns and two boxes all
//! hold the digits a and b, and one corner f holds nothing else. Take the corner t
//! diagonally opposite f. If a digit x of the pair can go, in t's row and in t's
//! column, only in rectangle cells, then t cannot be the other digit y: with t = y,
//! x would have to fill the two corners next to t, f would be y, and the four
//! corners would hold only x and y in a pattern that could swap, giving a second
//! solution. Holds only for a puzzle with a single solution.

use super::unique_rectangle::{Rectangle, Telling, each_rectangle};
use crate::core::Grid;
use crate::core::{Candidate, Cell};
use crate::core::{CellSet, Unit};
use crate::step::Finding;
use crate::step::pattern::RectangleForm;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The hidden rectangle.
pub struct HiddenRectangle;

/// A hidden rectangle found: the corner that loses a digit, its partners in its
/// row and in its column, the opposite corner holding only the pair, the digit
/// confined to the rectangle in the target's row and column, and the other digit.
struct Hidden {
    rect: Rectangle,
    target: Cell,
    row_partner: Cell,
    col_partner: Cell,
    pair_corner: Cell,
    confined: u8,
    removed: u8,
}

impl Hidden {
    /// The units in which the confined digit can only go in the rectangle.
    fn units(&self) -> Vec<Unit> {
        vec![Unit::row(self.target.row()), Unit::col(self.target.col())]
    }

    /// The pattern lists the target corner first, then its row and column
    /// partners, then the opposite corner; the digits read the confined digit
    /// first, the one whose strong links make the pattern.
    fn pattern(&self) -> Pattern {
        let cells = vec![
            self.target,
            self.row_partner,
            self.col_partner,
            self.pair_corner,
        ];
        let mut pattern = Pattern::new(cells, self.rect.pair, self.units());
        pattern.digits = vec![self.confined, self.removed];
        pattern
    }

    /// The sentence up to its removals.
    fn words(&self, tell: &Telling) -> Sentence {
        let (x, y) = (self.confined, self.removed);
        tell.opening(&self.rect)
            .text("; ")
            .cell(self.pair_corner)
            .text(" holds only ")
            .digits(self.rect.pair)
            .text(", and in ")
            .units(self.units())
            .text(", ")
            .digit(x)
            .text(" can only go in the rectangle, so if ")
            .cell(self.target)
            .text(" were ")
            .digit(y)
            .text(", ")
            .cells([self.row_partner, self.col_partner])
            .text(" would be ")
            .digit(x)
            .text(" and ")
            .cell(self.pair_corner)
            .text(" ")
            .digit(y)
            .text(" => ")
    }
}

/// The hidden rectangles of `rect`, corners row-major, then the confined digit
/// ascending. With missing candidates, the target must still hold the digit
/// it loses and its partners the confined one (else a single says more).
fn hidden(grid: &Grid, rect: &Rectangle) -> impl Iterator<Item = Hidden> {
    let [a, b] = rect.digits;
    let rect = *rect;
    (0..4)
        .filter(move |&k| grid.candidates(rect.opposite(k)) == rect.pair)
        .flat_map(move |k| {
            let t = rect.cells[k];
            let row_ok = CellSet::single(t) | CellSet::single(rect.row_partner(k));
            let col_ok = CellSet::single(t) | CellSet::single(rect.col_partner(k));
            [(a, b), (b, a)].into_iter().filter_map(move |(x, y)| {
                let in_row = grid.positions_in(Unit::row(t.row()), x);
                let in_col = grid.positions_in(Unit::col(t.col()), x);
                let holds = grid.candidates(t).contains(y)
                    && grid.candidates(rect.row_partner(k)).contains(x)
                    && grid.candidates(rect.col_partner(k)).contains(x);
                (holds && in_row.is_subset(row_ok) && in_col.is_subset(col_ok)).then_some(Hidden {
                    rect,
                    target: t,
                    row_partner: rect.row_partner(k),
                    col_partner: rect.col_partner(k),
                    pair_corner: rect.opposite(k),
                    confined: x,
                    removed: y,
                })
            })
        })
}

/// The hidden rectangles of `rect`, told as `tell` says.
pub(super) fn hidden_rectangles(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    // Quick filter: some corner must hold exactly the pair.
    if !rect.cells.iter().any(|&c| grid.candidates(c) == rect.pair) {
        return ControlFlow::Continue(());
    }
    hidden(grid, rect).try_for_each(|h| {
        let removed = vec![Candidate::new(h.target, h.removed)];
        let pattern = tell.pattern(h.pattern(), RectangleForm::Hidden, Vec::new());
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = h.words(tell).removals(&deduction.eliminations);
        found(Finding {
            deduction,
            sentence,
        })
    })
}

impl Technique for HiddenRectangle {
    /// Rectangles in the order of `each_rectangle`.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each_rectangle(grid, |rect| {
            hidden_rectangles(grid, rect, &Telling::CLASSIC, found)
        })
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let found = HiddenRectangle.find(&grid, &Analysis::new(&grid)).unwrap();
        assert_eq!(grid, before);
        let d = &found.deduction;
        let cells: Vec<String> = d.pattern.cells.iter().map(|c| c.to_string()).collect();
        assert_eq!(cells, ["r2c4", "r2c1", "r1c4", "r1c1"]);
        assert_eq!(d.pattern.digits, [1, 2]);
        assert_eq!(d.eliminations, [Candidate::new(Cell::at(1, 3), 2)]);
        let text = found.sentence.plain();
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
                .find(&Grid::empty(), &Analysis::new(&Grid::empty()))
                .is_none()
        );
    }
}
