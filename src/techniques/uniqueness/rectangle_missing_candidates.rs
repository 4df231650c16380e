//! Unique rectangles with missing candidates: the unique rectangle types 1 to
//! 6 and the hidden rectangle on four corners some of which have lost one of
//! the two digits (HoDoKu finds these by default; its regression library
//! lists them as "with missing candidates").
//!
//! Why a lost digit changes nothing: the deadly pattern is about the digits
//! the four corners end with in a solution. Were they a and b crosswise, the
//! two digits could swap round the rectangle, whatever the candidates said,
//! for the corners are not givens; a puzzle with one solution never ends so.
//! Each type's argument forces the crosswise filling from one assumption
//! through cells that hold only the pair, or through a digit confined to the
//! rectangle, so it needs the candidates of those cells only. A corner that
//! has lost a digit still ends with a or b when the argument says so (or the
//! argument ends sooner). What each type then removes is what the corners it
//! names still hold:
//!
//! - type 1: the fourth corner loses the digits of the pair it holds;
//! - types 2 and 3: the roof cells, which must hold both digits between them
//!   (two cells holding only a besides their extras would be a naked set,
//!   not a rectangle), hold an extra digit;
//! - type 4: the other digit leaves the roof cells that hold it;
//! - type 5: the corners holding more (two diagonal ones or three) add the
//!   same one digit to what they hold of the pair;
//! - type 6: the confined digit leaves the roof cells that hold it;
//! - the hidden rectangle: the target must hold the digit it loses, and its
//!   partners the confined one.
//!
//! Every corner must hold one of the two digits at least, and one corner
//! holds exactly the pair (every argument starts from it); a rectangle whose
//! corners all hold both is the classic techniques', not this one's.

use super::hidden_rectangle::hidden_rectangles;
use super::unique_rectangle::{Rectangle, Telling, type_1, type_2, type_3, type_4, type_5, type_6};
use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::pattern::RectangleForm;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct RectangleMissingCandidates;

impl Technique for RectangleMissingCandidates {
    /// Type 1 on every rectangle first, then types 2 to 6 and the hidden
    /// rectangle; rectangles in the order of [`each_loose_rectangle`].
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        // Each rectangle with what its corners lost and how many corners
        // hold exactly the pair: type 1 needs three, types 2 to 4 and 6 two,
        // type 5 and the hidden rectangle one at least.
        let mut rectangles = Vec::new();
        let _ = each_loose_rectangle(grid, |rect, missing| {
            let floor = rect
                .cells
                .iter()
                .filter(|&&c| grid.candidates(c) == rect.pair)
                .count();
            rectangles.push((*rect, *missing, floor));
            ControlFlow::Continue(())
        });
        for form in RectangleForm::ALL {
            for &(ref rect, ref missing, floor) in &rectangles {
                let tell = Telling {
                    missing: missing.as_slice(),
                };
                match form {
                    RectangleForm::Type1 if floor == 3 => type_1(grid, rect, &tell, found)?,
                    RectangleForm::Type2 if floor == 2 => type_2(grid, rect, &tell, found)?,
                    RectangleForm::Type3 if floor == 2 => type_3(grid, rect, &tell, found)?,
                    RectangleForm::Type4 if floor == 2 => type_4(grid, rect, &tell, found)?,
                    RectangleForm::Type5 if floor >= 1 => type_5(grid, rect, &tell, found)?,
                    RectangleForm::Type6 if floor == 2 => type_6(grid, rect, &tell, found)?,
                    RectangleForm::Hidden => hidden_rectangles(grid, rect, &tell, found)?,
                    _ => {}
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

/// What a rectangle's corners have lost of its two digits, by cell: one
/// digit at most per corner, since each holds one of them at least.
#[derive(Clone, Copy)]
pub(super) struct Lost {
    candidates: [Candidate; 4],
    len: usize,
}

impl Lost {
    fn new() -> Lost {
        Lost {
            candidates: [Candidate::new(Cell::new(0), 1); 4],
            len: 0,
        }
    }

    fn push(&mut self, c: Candidate) {
        self.candidates[self.len] = c;
        self.len += 1;
    }

    /// The candidates lost, by cell.
    pub fn as_slice(&self) -> &[Candidate] {
        &self.candidates[..self.len]
    }
}

/// Calls `f` with every rectangle of empty cells spanning two boxes, one of
/// whose corners holds exactly two digits a and b, every corner holding one
/// of them at least and some corner not both, with what the corners have lost
/// of a and b (by cell); in the order of the classic search (top row, bottom
/// row, left column, right column), then by pair.
pub(super) fn each_loose_rectangle(
    grid: &Grid,
    mut f: impl FnMut(&Rectangle, &Lost) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let empty = grid.empty_cells();
    // Every argument starts from a corner holding exactly the pair.
    let bivalue: CellSet = empty
        .iter()
        .filter(|&c| grid.candidates(c).len() == 2)
        .collect();
    for r1 in 0..8u8 {
        for r2 in r1 + 1..9 {
            let same_band = r1 / 3 == r2 / 3;
            // The columns where both rows are empty, and those of them where
            // one of the two cells holds exactly two digits.
            let (mut open, mut paired) = (0u16, 0u16);
            for c in 0..9u8 {
                let (top, bottom) = (Cell::at(r1, c), Cell::at(r2, c));
                if empty.contains(top) && empty.contains(bottom) {
                    open |= 1 << c;
                    if bivalue.contains(top) || bivalue.contains(bottom) {
                        paired |= 1 << c;
                    }
                }
            }
            if paired == 0 {
                continue;
            }
            for c1 in 0..8u8 {
                if open >> c1 & 1 == 0 {
                    continue;
                }
                for c2 in c1 + 1..9 {
                    if open >> c2 & 1 == 0
                        || (paired >> c1 | paired >> c2) & 1 == 0
                        || same_band == (c1 / 3 == c2 / 3)
                    {
                        continue;
                    }
                    let cells = [
                        Cell::at(r1, c1),
                        Cell::at(r1, c2),
                        Cell::at(r2, c1),
                        Cell::at(r2, c2),
                    ];
                    // The pairs: those of the corners holding exactly two,
                    // ascending, each once.
                    let mut pairs = [Digits::EMPTY; 4];
                    let mut count = 0;
                    for &c in &cells {
                        if bivalue.contains(c) {
                            pairs[count] = grid.candidates(c);
                            count += 1;
                        }
                    }
                    let pairs = &mut pairs[..count];
                    pairs.sort_by_key(|d| {
                        let mut digits = d.into_iter();
                        (digits.next(), digits.next())
                    });
                    for (k, &pair) in pairs.iter().enumerate() {
                        if k > 0 && pairs[k - 1] == pair {
                            continue;
                        }
                        let held = |c: &Cell| !(grid.candidates(*c) & pair).is_empty();
                        let whole = |c: &Cell| pair.is_subset(grid.candidates(*c));
                        if !cells.iter().all(held) || cells.iter().all(whole) {
                            continue;
                        }
                        let mut missing = Lost::new();
                        for &c in &cells {
                            for d in pair - grid.candidates(c) {
                                missing.push(Candidate::new(c, d));
                            }
                        }
                        let mut digits = pair.into_iter();
                        let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
                            continue;
                        };
                        let rect = Rectangle {
                            cells,
                            digits: [a, b],
                            pair,
                        };
                        f(&rect, &missing)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;
    use crate::core::{CellSet, Unit};
    use crate::step::Parts;
    use crate::step::pattern::RectangleParts;
    use crate::techniques::uniqueness::{HiddenRectangle, UniqueRectangle};

    /// Every step of the technique on `grid`: its eliminations and its parts.
    fn steps(grid: &Grid) -> Vec<(Vec<String>, RectangleParts, String)> {
        let mut out = Vec::new();
        let _ = RectangleMissingCandidates.search(grid, &Analysis::new(grid), &mut |f| {
            let words = f
                .deduction
                .eliminations
                .iter()
                .map(|e| format!("{}<>{}", e.cell, e.digit))
                .collect();
            let Parts::Rectangle(parts) = f.deduction.pattern.parts.clone() else {
                panic!("a rectangle's parts: {:?}", f.deduction.pattern.parts);
            };
            out.push((words, parts, f.sentence.plain()));
            ControlFlow::Continue(())
        });
        out
    }

    fn lost(parts: &RectangleParts) -> Vec<String> {
        parts
            .missing
            .iter()
            .map(|c| format!("{}:{}", c.cell, c.digit))
            .collect()
    }

    const FLOOR: [(Cell, &[u8]); 2] = [(Cell::at(0, 0), &[1, 2]), (Cell::at(0, 3), &[1, 2])];

    #[test]
    fn type_1_removes_the_digit_the_fourth_corner_still_holds() {
        // r2c4 has lost 1: were it 2, the three others would hold 1,2,1
        // crosswise.
        let grid = grid_with(&[
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 2]),
            (Cell::at(1, 3), &[2, 5, 6]),
        ]);
        let found = steps(&grid);
        let (words, parts, text) = &found[0];
        assert_eq!(words, &["r2c4<>2"]);
        assert_eq!(parts.form, RectangleForm::Type1);
        assert_eq!(lost(parts), ["r2c4:1"]);
        assert!(
            text.contains(
                "(the two digits could swap round the rectangle), although r2c4 has lost 1;"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("so r2c4 must hold another digit => remove 2 from r2c4"),
            "{text}"
        );
        // The classic type 1 needs both digits in every corner.
        assert!(
            UniqueRectangle::TYPE_1
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
    }

    #[test]
    fn type_2_needs_the_pair_among_the_roof_cells() {
        // Roof r2c1 {1,2,3} and r2c4 {1,3}: one of them is 3.
        let roof = [
            (Cell::at(1, 0), &[1, 2, 3][..]),
            (Cell::at(1, 3), &[1, 3][..]),
        ];
        let grid = grid_with(&[FLOOR[0], FLOOR[1], roof[0], roof[1]]);
        let found = steps(&grid);
        let (words, parts, text) = found
            .iter()
            .find(|s| s.1.form == RectangleForm::Type2)
            .expect("type 2");
        assert_eq!(lost(parts), ["r2c4:2"]);
        let expected: CellSet =
            (Unit::row(1).cells() | Unit::boxed(0).cells() | Unit::boxed(1).cells())
                & Cell::at(1, 0).peers()
                & Cell::at(1, 3).peers();
        assert_eq!(words.len(), expected.len() as usize);
        assert!(text.contains("r2c1 or r2c4 must be 3"), "{text}");
        // Both roof cells without 2: a naked pair {1,3}, no rectangle.
        let grid = grid_with(&[
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 3]),
            (Cell::at(1, 3), &[1, 3]),
        ]);
        assert!(
            steps(&grid)
                .iter()
                .all(|s| s.1.form != RectangleForm::Type2)
        );
    }

    #[test]
    fn type_4_removes_the_other_digit_where_the_roof_holds_it() {
        // In row 2, 1 can only go in r2c1 and r2c4; r2c4 has lost 2.
        let mut cells: Vec<(Cell, &[u8])> = vec![
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 2, 7]),
            (Cell::at(1, 3), &[1, 7, 8]),
        ];
        let others: Vec<Cell> = (Unit::row(1).cells()
            - CellSet::single(Cell::at(1, 0))
            - CellSet::single(Cell::at(1, 3)))
        .to_vec();
        for &c in &others {
            cells.push((c, &[3, 4, 5, 6, 7, 8, 9]));
        }
        let grid = grid_with(&cells);
        let found = steps(&grid);
        let (words, parts, text) = found
            .iter()
            .find(|s| s.1.form == RectangleForm::Type4)
            .expect("type 4");
        assert_eq!(words, &["r2c1<>2"]);
        assert_eq!(lost(parts), ["r2c4:2"]);
        assert!(
            text.contains("so one of them is 1 and neither can be 2"),
            "{text}"
        );
    }

    #[test]
    fn a_hidden_rectangle_whose_corner_lost_the_removed_digit() {
        // r1c1 holds only 1,2; r2c1 has lost 2. In row 2 and column 4, 1 can
        // only go in the rectangle, so r2c4 is not 2.
        let mut grid = grid_with(&[(Cell::at(0, 0), &[1, 2]), (Cell::at(1, 0), &[1, 3, 4])]);
        for c in Unit::row(1).cells() | Unit::col(3).cells() {
            if ![Cell::at(1, 0), Cell::at(1, 3), Cell::at(0, 3)].contains(&c) {
                grid.eliminate(c, 1);
            }
        }
        let found = steps(&grid);
        let (words, parts, text) = found
            .iter()
            .find(|s| s.1.form == RectangleForm::Hidden)
            .expect("hidden");
        assert_eq!(words, &["r2c4<>2"]);
        assert_eq!(lost(parts), ["r2c1:2"]);
        assert!(text.contains("although r2c1 has lost 2"), "{text}");
        assert!(HiddenRectangle.find(&grid, &Analysis::new(&grid)).is_none());
    }

    #[test]
    fn rectangles_whose_corners_hold_both_digits_are_left_to_the_classic_ones() {
        let grid = grid_with(&[
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 2]),
            (Cell::at(1, 3), &[1, 2, 5]),
        ]);
        assert!(steps(&grid).is_empty());
        assert!(
            UniqueRectangle::TYPE_1
                .find(&grid, &Analysis::new(&grid))
                .is_some()
        );
    }

    #[test]
    fn every_loose_rectangle_has_a_pair_corner_and_misses_a_digit() {
        let grid = grid_with(&[
            FLOOR[0],
            (Cell::at(0, 3), &[1, 5]),
            (Cell::at(1, 0), &[2, 6]),
            (Cell::at(1, 3), &[1, 2]),
            (Cell::at(4, 4), &[3, 4]),
        ]);
        let mut seen = 0;
        let _ = each_loose_rectangle(&grid, |rect, missing| {
            seen += 1;
            assert!(rect.cells.iter().any(|&c| grid.candidates(c) == rect.pair));
            assert!(
                rect.cells
                    .iter()
                    .all(|&c| !(grid.candidates(c) & rect.pair).is_empty())
            );
            assert!(!missing.as_slice().is_empty());
            for m in missing.as_slice() {
                assert!(!grid.candidates(m.cell).contains(m.digit));
                assert!(rect.pair.contains(m.digit));
            }
            ControlFlow::Continue(())
        });
        assert!(seen > 0);
    }
}
