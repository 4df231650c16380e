//! Empty rectangle: in one box a digit's candidates all lie in one row and one
//! column of the box (the other four cells, a rectangle, are empty of it), with
//! some off their crossing in each. A strong link outside the box, in a line
//! that crosses one arm's line, then removes the digit where its far end's line
//! meets the other arm's line.
//!
//! With the row arm in row r, the column arm in column c, and the digit's only
//! two places in column c2 at (r, c2) and (r2, c2): either (r2, c2) holds it, or
//! (r, c2) does, which empties row r of the box and puts the box's digit in
//! column c. Either way (r2, c) does not. The chain uses group nodes for the
//! arms: `(d)r2c2=(d)rc2-(d)<row arm>=(d)<column arm>`. The crossing cell, when
//! it holds the digit, goes with the arm next to the strong link; the far arm is
//! the arm's cells off the crossing.

use super::turbot_fish::chain_pattern;
use crate::core::Candidate;
use crate::core::CellSet;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::chain::{ChainNode, Link};
use crate::step::sentence::Sentence;
use crate::techniques::chains::links::common_peers;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The empty rectangle.
pub struct EmptyRectangle;

/// One empty rectangle as the search finds it.
struct Rectangle {
    digit: u8,
    /// The box and the digit's places in it.
    bx: Unit,
    places: CellSet,
    /// The arm's line that the strong link's line crosses, and the other one.
    near_line: Unit,
    far_line: Unit,
    /// The near arm (with the crossing when it holds the digit) and the far arm
    /// off the crossing: the chain's two group nodes.
    near_arm: CellSet,
    far_arm: CellSet,
    /// The strong link outside the box: its line, its end on the near line, its
    /// far end.
    line: Unit,
    near_cell: Cell,
    end: Cell,
    /// The cells that lose the digit.
    targets: CellSet,
}

/// The empty rectangles in box `b` on `digit` that remove something:
/// crossings row by row, the row arm next to the strong link before the column
/// arm, strong-link lines in order.
fn in_box(grid: &Grid, b: u8, digit: u8, found: Found) -> ControlFlow<()> {
    let bx = Unit::boxed(b);
    let places = grid.positions_in(bx, digit);
    if places.len() < 2 {
        return ControlFlow::Continue(());
    }
    let (band, stack) = (b / 3 * 3, b % 3 * 3);
    for r in band..band + 3 {
        for c in stack..stack + 3 {
            let (row, col) = (Unit::row(r), Unit::col(c));
            let crossing = CellSet::single(Cell::at(r, c));
            let row_arm = places & row.cells();
            let col_arm = places & col.cells();
            if !places.is_subset(row_arm | col_arm)
                || (row_arm - crossing).is_empty()
                || (col_arm - crossing).is_empty()
            {
                continue;
            }
            for near_is_row in [true, false] {
                let (near_line, far_line, near_arm, far_arm) = if near_is_row {
                    (row, col, row_arm, col_arm - crossing)
                } else {
                    (col, row, col_arm, row_arm - crossing)
                };
                for k in 0..9u8 {
                    // The strong link's line crosses the near arm's line outside the box.
                    let (line, near_cell) = if near_is_row {
                        (Unit::col(k), Cell::at(r, k))
                    } else {
                        (Unit::row(k), Cell::at(k, c))
                    };
                    if near_cell.box_index() == b {
                        continue;
                    }
                    let strong = grid.positions_in(line, digit);
                    if strong.len() != 2 || !strong.contains(near_cell) {
                        continue;
                    }
                    let Some(end) = (strong - CellSet::single(near_cell)).first() else {
                        continue;
                    };
                    // The far end lies outside the box's band (or stack), so the
                    // cell where its line meets the far arm's line is outside the box.
                    let beside = if near_is_row {
                        end.row() / 3 == b / 3
                    } else {
                        end.col() / 3 == b % 3
                    };
                    if beside {
                        continue;
                    }
                    let targets = grid.positions(digit) & end.peers() & common_peers(far_arm);
                    if targets.is_empty() {
                        continue;
                    }
                    let rectangle = Rectangle {
                        digit,
                        bx,
                        places,
                        near_line,
                        far_line,
                        near_arm,
                        far_arm,
                        line,
                        near_cell,
                        end,
                        targets,
                    };
                    found(rectangle.finding())?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

fn sorted_pair(a: Cell, b: Cell) -> [Cell; 2] {
    if a < b { [a, b] } else { [b, a] }
}

/// Strong, weak, strong: the links between the four nodes.
const LINKS: [Link; 3] = [Link::Strong, Link::Weak, Link::Strong];

impl Rectangle {
    /// `(d)end=(d)near-(d)<near arm>=(d)<far arm>`.
    fn nodes(&self) -> Vec<ChainNode> {
        vec![
            ChainNode::cell(self.end, self.digit),
            ChainNode::cell(self.near_cell, self.digit),
            ChainNode::group(self.near_arm, self.digit),
            ChainNode::group(self.far_arm, self.digit),
        ]
    }

    /// The step with its sentence. Pattern cells are the box's places then the
    /// strong link's ends; units are the box, the near and far arms' lines and
    /// the strong link's line.
    fn finding(&self) -> Finding {
        let mut cells = self.places.to_vec();
        cells.extend(sorted_pair(self.end, self.near_cell));
        let pattern = chain_pattern(
            cells,
            self.digit,
            vec![self.bx, self.near_line, self.far_line, self.line],
            self.nodes(),
            LINKS.to_vec(),
        );
        let removed = self
            .targets
            .iter()
            .map(|cell| Candidate::new(cell, self.digit))
            .collect();
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = self.sentence(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }

    /// "In box 5, 3 can only go in row 4 and column 6 (r4c4, r4c5 and r6c6), and
    /// in column 9 only in r4c9 and r8c9; if r8c9 is not 3, r4c9 is, and box 5
    /// gets its 3 in column 6: <chain> => ..."
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let digit = self.digit;
        Sentence::new()
            .text("In ")
            .unit(self.bx)
            .text(", ")
            .digit(digit)
            .text(" can only go in ")
            .unit(self.near_line)
            .text(" and ")
            .unit(self.far_line)
            .text(" (")
            .cells(self.near_arm | self.far_arm)
            .text("), and in ")
            .unit(self.line)
            .text(" only in ")
            .cells(sorted_pair(self.end, self.near_cell))
            .text("; if ")
            .cell(self.end)
            .text(" is not ")
            .digit(digit)
            .text(", ")
            .cell(self.near_cell)
            .text(" is, and ")
            .unit(self.bx)
            .text(" gets its ")
            .digit(digit)
            .text(" in ")
            .unit(self.far_line)
            .text(": ")
            .chain(&self.nodes(), &LINKS, false)
            .text(" => ")
            .removals(removed)
    }
}

impl Technique for EmptyRectangle {
    /// Digits ascending, then boxes in order.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's rectangles lie in its places alone.
        analysis.each_digit("empty rectangle", found, |digit, found| {
            (0..9).try_for_each(|b| in_box(grid, b, digit, found))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::INTERSECTIONS;
    use crate::techniques::test_support::{assert_open_chain_exact, grid_of};

    #[test]
    fn the_lesson_case_is_an_exact_chain() {
        let grid = grid_of(
            "176439258985...143342518796.6139.5.4..98643.1.34.51.6...8..341.4.718..3..13945..7",
        );
        let d = EmptyRectangle
            .find(&grid, &Analysis::new(&grid))
            .expect("an empty rectangle")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 7), 2)]);
        // Group nodes stay inside one box/line intersection.
        for node in &d.pattern.chain_nodes()[2..] {
            let cells = node.cells;
            assert!(INTERSECTIONS.iter().any(|x| cells.is_subset(x.cells)));
        }
    }
}
