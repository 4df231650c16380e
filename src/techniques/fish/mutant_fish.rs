//! Mutant fish, with or without fins: n base units and n cover units, each
//! side any mix of rows, columns and boxes, as long as the fish is neither
//! basic (rows against columns) nor franken (rows with boxes against columns
//! with boxes, a line on each side). HoDoKu's definitions and names; a base
//! of boxes alone, which HoDoKu counts as franken, is a mutant fish here,
//! since the franken fish's base holds a line.
//!
//! Why it works: as for any fish (`complex_fish.rs`). Base units that cross
//! (a row and a column, a line and a box) may share a place of the digit: an
//! endo fin, which would give two base units their digit at once. It is a
//! fin like the others: either a fin holds the digit, or the base takes n
//! different places, one in each cover unit.
//!
//! The search is the complex fish's over all 27 units on both sides:
//! X-wings and swordfish, up to two fins (endo fins counted), base units of
//! at most one place beyond the fish's size.

use super::complex_fish::{COLS, Kind, ROWS, is_basic, is_franken};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Mutant fish, finned or not, of sizes 2 and 3.
pub struct MutantFish;

/// Every unit on both sides.
const ANY: u32 = (1 << 27) - 1;

/// Any units on both sides, base units sharing up to two places, as long as
/// the fish is neither basic nor franken.
const MUTANT: Kind = Kind {
    name: "Mutant",
    keys: &["mutant x-wing", "mutant swordfish"],
    sides: &[(ANY, ANY)],
    line_first: false,
    endo_fins: true,
    is_kind: is_mutant,
    cover_needs,
};

/// Neither basic nor franken. A base of rows alone (or columns alone) never
/// is: no other row holds a row's places, so its cover is columns and boxes.
fn is_mutant(base: u32, cover: u32) -> bool {
    !is_basic(base, cover) && !is_franken(base, cover)
}

/// What the cover of `base` needs to make a mutant fish the search takes.
/// Rows and columns in the base: nothing, and boxes alone: nothing (no box
/// holds another's places, so the cover is lines). Rows alone, with boxes
/// or not: no cover the search takes. Alone, no row holds another's places,
/// so the cover is columns and boxes (a basic or franken fish); with boxes,
/// the cover would need a row for one of the boxes (a franken fish's cover
/// has none), and the search leaves those out: they cost it a third more
/// for no step on top1465. Columns alike.
fn cover_needs(base: u32) -> u32 {
    let (rows, cols) = (base & ROWS != 0, base & COLS != 0);
    if rows == cols { !0 } else { 0 }
}

impl Technique for MutantFish {
    /// Sizes ascending; for each, digits ascending; for each, base units by
    /// id (rows, columns, boxes), then cover units by the first base place
    /// each covers, a fish without fins before the fins that base place
    /// would make.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        MUTANT.search(grid, analysis, found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with_digit as grid_with_digit;
    use crate::core::{Candidate, Cell, Unit};

    #[test]
    fn a_mutant_x_wing_takes_a_row_and_a_column() {
        // Row 1 holds 5 in r1c7 and r1c8, column 9 in r2c9 and r5c9: box 3
        // takes row 1's 5, so column 9's is r5c9, the 5 of row 5.
        let cells = [(0, 6), (0, 7), (1, 8), (4, 8), (4, 0)];
        let grid = grid_with_digit(5, &cells);
        let found = MutantFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a mutant X-wing");
        let d = &found.deduction;
        assert_eq!(d.pattern.units, vec![Unit::row(0), Unit::col(8)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::row(4), Unit::boxed(2)]);
        assert!(fish.fins.is_empty());
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 0), 5)]);
        assert_eq!(
            found.sentence.plain(),
            "Mutant X-wing: row 1 and column 9 (the base) share no place of 5, so they hold \
             two different 5s; each lies in row 5 and box 3 (the cover, which share no place \
             of 5 either), one in each, so the cover gets its 5s from the base => remove 5 \
             from r5c1"
        );
    }

    #[test]
    fn an_endo_fin_is_a_fin_the_targets_see() {
        // Row 2 and column 5 share r2c5, a place of 4: unless it is 4, row
        // 2's 4 is r2c8 and column 5's r1c5, so r1c6 (row 1) is not 4; if
        // it is, r1c6 sees it in box 2.
        let cells = [(1, 4), (0, 4), (1, 7), (0, 5)];
        let grid = grid_with_digit(4, &cells);
        let found = MutantFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a mutant X-wing with an endo fin");
        let d = &found.deduction;
        assert_eq!(d.pattern.units, vec![Unit::row(1), Unit::col(4)]);
        assert_eq!(d.pattern.cells, vec![Cell::at(0, 4), Cell::at(1, 7)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::row(0), Unit::col(7)]);
        assert_eq!(fish.fins, vec![Cell::at(1, 4)]);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(0, 5), 4)]);
        assert_eq!(
            found.sentence.plain(),
            "Mutant X-wing: row 2 and column 5 (the base) share one place of 4, the endo fin \
             r2c5; unless it is 4, they hold two different 4s; each lies in row 1 and column 8 \
             (the cover, which share no place of 4 either) unless it is the fin r2c5; either \
             the fin is 4, or the cover gets its 4s from the base; both rule out the cells of \
             the cover that see the fin => remove 4 from r1c6"
        );
    }

    #[test]
    fn nothing_when_the_cover_holds_no_other_place() {
        // The same X-wing without r5c1: the cover gets its 5s from the base
        // and has no other place to lose.
        let cells = [(0, 6), (0, 7), (1, 8), (4, 8)];
        let grid = grid_with_digit(5, &cells);
        assert_eq!(MutantFish.find(&grid, &Analysis::new(&grid)), None);
    }
}
