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
use crate::techniques::{Analysis, Technique};

/// The empty rectangle.
pub struct EmptyRectangle;

/// The first empty rectangle in box `b` on `digit` that removes something:
/// crossings row by row, the row arm next to the strong link before the column
/// arm, strong-link lines in order.
fn in_box(grid: &Grid, b: u8, digit: u8) -> Option<Deduction> {
    let bx = Unit::boxed(b);
    let places = grid.positions_in(bx, digit);
    if places.len() < 2 {
        return None;
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
                    let nodes = vec![
                        ChainNode::cell(end, digit),
                        ChainNode::cell(near_cell, digit),
                        ChainNode::group(near_arm, digit),
                        ChainNode::group(far_arm, digit),
                    ];
                    let mut cells = places.to_vec();
                    cells.extend(sorted_pair(end, near_cell));
                    let pattern = chain_pattern(
                        cells,
                        digit,
                        vec![bx, near_line, far_line, line],
                        nodes,
                        vec![Link::Strong, Link::Weak, Link::Strong],
                    );
                    let removed = targets
                        .iter()
                        .map(|cell| Candidate::new(cell, digit))
                        .collect();
                    return Some(Deduction::elimination(pattern, removed));
                }
            }
        }
    }
    None
}

fn sorted_pair(a: Cell, b: Cell) -> [Cell; 2] {
    if a < b { [a, b] } else { [b, a] }
}

impl EmptyRectangle {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        (1..=9).find_map(|digit| (0..9).find_map(|b| in_box(grid, b, digit)))
    }

    /// "In box 5, 3 can only go in row 4 and column 6 (r4c4, r4c5 and r6c6), and
    /// in column 9 only in r4c9 and r8c9; if r8c9 is not 3, r4c9 is, and box 5
    /// gets its 3 in column 6: <chain> => ..."
    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let digit = p.digits[0];
        let (bx, near_line, far_line, line) = (p.units[0], p.units[1], p.units[2], p.units[3]);
        let end = p.chain[0].cells.first().expect("a cell node");
        let near = p.chain[1].cells.first().expect("a cell node");
        let arms = (p.chain[2].cells | p.chain[3].cells).to_vec();
        Sentence::new()
            .text("In ")
            .unit(bx)
            .text(", ")
            .digit(digit)
            .text(" can only go in ")
            .unit(near_line)
            .text(" and ")
            .unit(far_line)
            .text(" (")
            .cells(arms)
            .text("), and in ")
            .unit(line)
            .text(" only in ")
            .cells(sorted_pair(end, near))
            .text("; if ")
            .cell(end)
            .text(" is not ")
            .digit(digit)
            .text(", ")
            .cell(near)
            .text(" is, and ")
            .unit(bx)
            .text(" gets its ")
            .digit(digit)
            .text(" in ")
            .unit(far_line)
            .text(": ")
            .chain(&p.chain, &p.links, p.is_loop)
            .text(" => ")
            .removals(&d.eliminations)
    }
}

impl Technique for EmptyRectangle {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
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
            .deduce(&grid, &Analysis::new(&grid))
            .expect("an empty rectangle");
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 7), 2)]);
        // Group nodes stay inside one box/line intersection.
        for node in &d.pattern.chain[2..] {
            let cells = node.cells;
            assert!(INTERSECTIONS.iter().any(|x| cells.is_subset(x.cells)));
        }
    }
}
