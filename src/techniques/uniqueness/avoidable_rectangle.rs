//! Avoidable rectangles, types 1 and 2: the unique rectangle's argument on
//! corners some of which already hold a digit the solver placed (not a
//! given). Four cells in two rows, two columns and two boxes, none of them a
//! given, that end with two digits a and b crosswise would let the two digits
//! swap round the rectangle: the swapped grid keeps every given and breaks no
//! unit, so a puzzle with one solution never ends so. A placed digit is part
//! of that one solution, so the empty corners must avoid completing the
//! pattern:
//!
//! - type 1: three corners were placed (a, b, a round the rectangle): the
//!   fourth cannot take the digit of the corner diagonally opposite it;
//! - type 2: two corners in one row or column were placed, a and b; each
//!   empty corner would complete the pattern with the digit of the placed
//!   corner diagonally opposite it, and both hold only that digit and the same
//!   other digit x: one of them is x, which leaves every cell seeing both.
//!
//! A given in a corner breaks the argument (a swap would change it), and so
//! does a corner whose digit was placed from a position the user gave (a
//! player's grid, a pencil-mark start), unless the input says which of its
//! digits were given ([`Grid::with_givens`]).

use crate::core::{Candidate, Cell, Digits, Grid};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// One type of avoidable rectangle.
pub struct AvoidableRectangle {
    placed_corners: usize,
}

impl AvoidableRectangle {
    /// Three placed corners: the fourth loses the digit that completes them.
    pub const TYPE_1: AvoidableRectangle = AvoidableRectangle { placed_corners: 3 };
    /// Two placed corners in a row or column: the two empty ones hold only
    /// their completing digit and the same other digit, which leaves their
    /// common peers.
    pub const TYPE_2: AvoidableRectangle = AvoidableRectangle { placed_corners: 2 };
}

/// A rectangle of the search: its corners row-major (top-left, top-right,
/// bottom-left, bottom-right), none a given, and which of them were placed.
struct Corners {
    cells: [Cell; 4],
    placed: [Option<u8>; 4],
}

impl Corners {
    /// The digit the empty corner `k` would end with in the deadly pattern:
    /// the one its diagonal corner holds, when that corner was placed.
    fn completing(&self, k: usize) -> Option<u8> {
        self.placed[3 - k]
    }

    /// Whether the placed corners hold two digits crosswise: diagonal corners
    /// the same digit, neighbours different ones.
    fn crosswise(&self) -> bool {
        let [tl, tr, bl, br] = self.placed;
        let same = |x: Option<u8>, y: Option<u8>| x.zip(y).is_none_or(|(x, y)| x == y);
        let differ = |x: Option<u8>, y: Option<u8>| x.zip(y).is_none_or(|(x, y)| x != y);
        same(tl, br)
            && same(tr, bl)
            && differ(tl, tr)
            && differ(tl, bl)
            && differ(br, tr)
            && differ(br, bl)
    }

    /// The two digits of the pattern, when the placed corners name both.
    fn pair(&self) -> Option<Digits> {
        let digits: Digits = self
            .placed
            .iter()
            .flatten()
            .map(|&d| Digits::single(d))
            .fold(Digits::EMPTY, |acc, d| acc | d);
        (digits.len() == 2).then_some(digits)
    }

    /// The placed corners as `cell=digit`, row-major.
    fn placements(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.cells
            .iter()
            .zip(self.placed)
            .filter_map(|(&c, d)| Some(Candidate::new(c, d?)))
    }

    /// The empty corners, row-major, with their indices.
    fn empty(&self) -> impl Iterator<Item = (usize, Cell)> + '_ {
        (0..4)
            .filter(|&k| self.placed[k].is_none())
            .map(|k| (k, self.cells[k]))
    }

    /// The pattern: the placed corners, then the empty ones, with the pair.
    fn pattern(&self, pair: Digits) -> Pattern {
        let placed = self.placements().map(|p| p.cell);
        let cells = placed.chain(self.empty().map(|(_, c)| c)).collect();
        Pattern::new(cells, pair, Vec::new())
    }

    /// The sentence's opening: the placed corners, and why the rectangle must
    /// not end with the pair crosswise.
    fn opening(&self, pair: Digits) -> Sentence {
        let mut words = Sentence::new().text("Because the puzzle has a single solution and ");
        let placements: Vec<Candidate> = self.placements().collect();
        for (i, &p) in placements.iter().enumerate() {
            words = match i {
                0 => words,
                _ if i + 1 == placements.len() => words.text(" and "),
                _ => words.text(", "),
            }
            .placement(p);
        }
        words
            .text(" were placed, not given, ")
            .cells(self.cells)
            .text(" cannot end with ")
            .digits(pair)
            .text(" crosswise (the two digits could swap round the rectangle)")
    }
}

/// Calls `f` with every rectangle in two rows, two columns and two boxes
/// whose corners hold no given and `placed` placed digits crosswise, in order
/// of top row, bottom row, left column, right column.
fn each_rectangle(
    grid: &Grid,
    placed: usize,
    mut f: impl FnMut(&Corners) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Row by row, the columns holding a given, a digit placed since, and two
    // candidates, as bits: the search asks each rectangle these masks. Type
    // 2's empty corners hold two candidates each.
    let mut given_cols = [0u16; 9];
    let mut placed_cols = [0u16; 9];
    let mut bivalue_cols = [0u16; 9];
    for cell in grid.empty_cells() {
        if grid.candidates(cell).len() == 2 {
            bivalue_cols[cell.row() as usize] |= 1 << cell.col();
        }
    }
    let empty_bivalue = placed == 2;
    let givens = grid.givens();
    for cell in !grid.empty_cells() {
        let cols = if givens.contains(cell) {
            &mut given_cols
        } else {
            &mut placed_cols
        };
        cols[cell.row() as usize] |= 1 << cell.col();
    }
    for r1 in 0..8u8 {
        for r2 in r1 + 1..9 {
            let same_band = r1 / 3 == r2 / 3;
            let (g1, g2) = (given_cols[r1 as usize], given_cols[r2 as usize]);
            let (p1, p2) = (placed_cols[r1 as usize], placed_cols[r2 as usize]);
            let (b1, b2) = (bivalue_cols[r1 as usize], bivalue_cols[r2 as usize]);
            // The columns a corner pair can stand in: no given, and a placed
            // digit in one of the two rows (type 1), or each cell placed or
            // holding two candidates (type 2).
            let open = 0x1ff & !(g1 | g2);
            let usable = if empty_bivalue {
                open & (p1 | b1) & (p2 | b2)
            } else {
                open & (p1 | p2)
            };
            for c1 in bits(usable) {
                for c2 in bits(usable & !((2u16 << c1) - 1)) {
                    // Two boxes exactly: the rows share a band or the columns a stack,
                    // but not both (that would be one box).
                    if same_band == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let cols = (1u16 << c1) | (1 << c2);
                    let count = (p1 & cols).count_ones() + (p2 & cols).count_ones();
                    if count as usize != placed {
                        continue;
                    }
                    let cells = [
                        Cell::at(r1, c1),
                        Cell::at(r1, c2),
                        Cell::at(r2, c1),
                        Cell::at(r2, c2),
                    ];
                    let corners = Corners {
                        cells,
                        placed: cells.map(|c| grid.value(c)),
                    };
                    if corners.crosswise() {
                        f(&corners)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The columns of a mask, ascending.
fn bits(mask: u16) -> impl Iterator<Item = u8> {
    (0..9u8).filter(move |&c| mask & (1 << c) != 0)
}

/// Three placed corners: the fourth cannot take the digit of its diagonal.
fn type_1(grid: &Grid, corners: &Corners, found: Found) -> ControlFlow<()> {
    let (Some((k, target)), Some(pair)) = (corners.empty().next(), corners.pair()) else {
        return ControlFlow::Continue(());
    };
    let Some(d) = corners.completing(k) else {
        return ControlFlow::Continue(());
    };
    if !grid.candidates(target).contains(d) {
        return ControlFlow::Continue(());
    }
    let deduction = Deduction::elimination(corners.pattern(pair), vec![Candidate::new(target, d)]);
    let sentence = corners
        .opening(pair)
        .text(", so ")
        .cell(target)
        .text(" cannot be ")
        .digit(d)
        .text(" => ")
        .removals(&deduction.eliminations);
    found(Finding {
        deduction,
        sentence,
    })
}

/// Two placed corners in a row or column: the empty ones hold only their
/// completing digit and the same digit x, so one of them is x.
fn type_2(grid: &Grid, corners: &Corners, found: Found) -> ControlFlow<()> {
    let Some(pair) = corners.pair() else {
        return ControlFlow::Continue(());
    };
    let mut empty = corners.empty();
    let (Some((k, p)), Some((l, q))) = (empty.next(), empty.next()) else {
        return ControlFlow::Continue(());
    };
    let (Some(a), Some(b)) = (corners.completing(k), corners.completing(l)) else {
        return ControlFlow::Continue(());
    };
    let (held_p, held_q) = (grid.candidates(p), grid.candidates(q));
    if !held_p.contains(a) || !held_q.contains(b) {
        return ControlFlow::Continue(());
    }
    let extra = held_p - Digits::single(a);
    let Some(x) = extra.single_digit() else {
        return ControlFlow::Continue(());
    };
    if held_q - Digits::single(b) != extra {
        return ControlFlow::Continue(());
    }
    let targets = grid.positions(x) & p.peers() & q.peers();
    if targets.is_empty() {
        return ControlFlow::Continue(());
    }
    let removed = targets.iter().map(|c| Candidate::new(c, x)).collect();
    let deduction = Deduction::elimination(corners.pattern(pair), removed);
    let sentence = corners
        .opening(pair)
        .text("; ")
        .cell(p)
        .text(" holds only ")
        .digits(held_p)
        .text(" and ")
        .cell(q)
        .text(" only ")
        .digits(held_q)
        .text(", so ")
        .cell(p)
        .text(" or ")
        .cell(q)
        .text(" must be ")
        .digit(x)
        .text(" => ")
        .removals(&deduction.eliminations);
    found(Finding {
        deduction,
        sentence,
    })
}

impl Technique for AvoidableRectangle {
    /// Rectangles in the order of `each_rectangle`.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let placed = self.placed_corners;
        each_rectangle(grid, placed, |corners| match placed {
            3 => type_1(grid, corners, found),
            _ => type_2(grid, corners, found),
        })
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::Deduction;

    fn words(d: &Deduction) -> Vec<String> {
        d.eliminations
            .iter()
            .map(|e| format!("{}<>{}", e.cell, e.digit))
            .collect()
    }

    /// The empty grid with `placed` placed by the solver (not given).
    fn placed(cells: &[(Cell, u8)]) -> Grid {
        let mut grid = Grid::empty();
        for &(cell, d) in cells {
            grid.place(cell, d);
        }
        grid
    }

    fn find(t: &AvoidableRectangle, grid: &Grid) -> Option<Finding> {
        t.find(grid, &Analysis::new(grid))
    }

    /// Three corners of rows 1 and 2, columns 1 and 4 (boxes 1 and 2).
    const THREE: [(Cell, u8); 3] = [
        (Cell::at(0, 0), 1),
        (Cell::at(0, 3), 2),
        (Cell::at(1, 3), 1),
    ];

    #[test]
    fn type_1_keeps_the_fourth_corner_from_completing_the_pattern() {
        let grid = placed(&THREE);
        let found = find(&AvoidableRectangle::TYPE_1, &grid).unwrap();
        // r2c1 would complete it with 2, the digit of r1c4 diagonally
        // opposite; 1 is no candidate there (r2c4 holds it).
        assert_eq!(words(&found.deduction), ["r2c1<>2"]);
        let cells: Vec<String> = found
            .deduction
            .pattern
            .cells
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(cells, ["r1c1", "r1c4", "r2c4", "r2c1"]);
        assert_eq!(found.deduction.pattern.digits, [1, 2]);
        let text = found.sentence.plain();
        assert!(
            text.contains("r1c1=1, r1c4=2 and r2c4=1 were placed, not given"),
            "{text}"
        );
        assert!(text.contains("so r2c1 cannot be 2"), "{text}");
        assert!(find(&AvoidableRectangle::TYPE_2, &grid).is_none());
    }

    #[test]
    fn a_given_corner_or_four_boxes_make_no_avoidable_rectangle() {
        // r1c1 given: swapping would change it.
        let mut givens = [0u8; 81];
        givens[0] = 1;
        let mut grid = Grid::new(&givens, None);
        grid.place(Cell::at(0, 3), 2);
        grid.place(Cell::at(1, 3), 1);
        assert!(find(&AvoidableRectangle::TYPE_1, &grid).is_none());
        // The same digits on rows 1 and 5, columns 1 and 5: four boxes.
        let grid = placed(&[
            (Cell::at(0, 0), 1),
            (Cell::at(0, 4), 2),
            (Cell::at(4, 4), 1),
        ]);
        assert!(find(&AvoidableRectangle::TYPE_1, &grid).is_none());
        // The same three digits, but not crosswise: r2c4=3.
        let grid = placed(&[THREE[0], THREE[1], (Cell::at(1, 3), 3)]);
        assert!(find(&AvoidableRectangle::TYPE_1, &grid).is_none());
    }

    /// Rows 1 and 2 of column 1 placed; the roof is column 4, r1c4 would
    /// complete with 2 and r2c4 with 1.
    fn type_2_grid(roof_top: &[u8], roof_bottom: &[u8]) -> Grid {
        let mut grid = placed(&[(Cell::at(0, 0), 1), (Cell::at(1, 0), 2)]);
        for (cell, keep) in [(Cell::at(0, 3), roof_top), (Cell::at(1, 3), roof_bottom)] {
            for d in grid.candidates(cell) {
                if !keep.contains(&d) {
                    grid.eliminate(cell, d);
                }
            }
        }
        grid
    }

    #[test]
    fn type_2_removes_the_roof_s_extra_digit_from_cells_seeing_both() {
        let grid = type_2_grid(&[2, 9], &[1, 9]);
        assert!(find(&AvoidableRectangle::TYPE_1, &grid).is_none());
        let found = find(&AvoidableRectangle::TYPE_2, &grid).unwrap();
        let removed = words(&found.deduction);
        // Column 4 and box 2 (the roof's units), the roof itself left out.
        assert_eq!(removed.len(), 7 + 6, "{removed:?}");
        assert!(removed.iter().all(|w| w.ends_with("<>9")), "{removed:?}");
        assert!(removed.contains(&"r3c4<>9".to_string()));
        assert!(removed.contains(&"r1c6<>9".to_string()));
        let text = found.sentence.plain();
        assert!(
            text.contains("r1c4 holds only 2,9 and r2c4 only 1,9, so r1c4 or r2c4 must be 9"),
            "{text}"
        );
    }

    #[test]
    fn type_2_needs_the_completing_digit_and_one_same_other_in_each_roof_cell() {
        // Two extra digits in one roof cell.
        assert!(
            find(
                &AvoidableRectangle::TYPE_2,
                &type_2_grid(&[2, 8, 9], &[1, 9])
            )
            .is_none()
        );
        // Different extra digits.
        assert!(find(&AvoidableRectangle::TYPE_2, &type_2_grid(&[2, 8], &[1, 9])).is_none());
        // r1c4 without 2, the digit that would complete the pattern there.
        assert!(find(&AvoidableRectangle::TYPE_2, &type_2_grid(&[8, 9], &[1, 9])).is_none());
    }
}
