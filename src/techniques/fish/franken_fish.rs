//! Franken fish, with or without fins: n base units, rows (or columns) with
//! boxes, that share no place of a digit, whose places of it all lie in n
//! cover units, columns (or rows) with boxes, that share none either, but
//! for a few fins; a box on one side at least (else it is a basic or finned
//! fish). HoDoKu's definitions and names.
//!
//! Why it works: the base units take n different places of the digit (one
//! each, and no place is in two of them). Without a fin each lies in the
//! cover, in one cover unit only; a cover unit holds the digit once, so the n
//! cover units get their n digits from the base and lose it everywhere else.
//! With fins, either a fin holds the digit or that holds: a cell of the cover
//! outside the base that sees every fin loses it in both cases. Units that
//! share a place (HoDoKu's endo fins and cannibalism) are left out.
//!
//! The search is the one franken and mutant fish share
//! (`complex_fish.rs`), on rows with boxes against columns with boxes and
//! the other way: X-wings and swordfish, up to two fins, base units of at
//! most one place beyond the fish's size.

use super::complex_fish::{BOXES, COLS, Kind, ROWS, is_franken};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Franken fish, finned or not, of sizes 2 and 3.
pub struct FrankenFish;

/// Rows with boxes against columns with boxes, then the other way; the base
/// holds a line, and no two base units share a place.
const FRANKEN: Kind = Kind {
    name: "Franken",
    keys: ["franken x-wing", "franken swordfish"],
    sides: &[(ROWS | BOXES, COLS | BOXES), (COLS | BOXES, ROWS | BOXES)],
    line_first: true,
    endo_fins: false,
    is_kind: is_franken,
    // The sides make every cover franken.
    cover_needs: |_| !0,
};

impl Technique for FrankenFish {
    /// Sizes ascending; for each, digits ascending; for each, row bases
    /// before column bases; base units by id (rows, columns, boxes), then
    /// cover units by the first base place each covers, a fish without fins
    /// before the fins that base place would make.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        FRANKEN.search(grid, analysis, found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with_digit as grid_with_digit;
    use crate::core::{Candidate, Cell, Unit};

    /// Rows 1 and 2 hold 7 only in column 1 and box 3.
    const X_WING: [(u8, u8); 7] = [(0, 0), (0, 6), (0, 7), (1, 0), (1, 8), (5, 0), (2, 7)];

    #[test]
    fn a_franken_x_wing_clears_its_cover() {
        let grid = grid_with_digit(7, &X_WING);
        let found = FrankenFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a franken X-wing");
        let d = &found.deduction;
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(2, 7), 7),
                Candidate::new(Cell::at(5, 0), 7)
            ]
        );
        assert_eq!(d.pattern.units, vec![Unit::row(0), Unit::row(1)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::col(0), Unit::boxed(2)]);
        assert!(fish.fins.is_empty());
        assert_eq!(
            found.sentence.plain(),
            "Franken X-wing: rows 1 and 2 (the base) share no place of 7, so they hold two \
             different 7s; each lies in column 1 and box 3 (the cover, which share no place \
             of 7 either), one in each, so the cover gets its 7s from the base => remove 7 \
             from r3c8 and r6c1"
        );
    }

    #[test]
    fn a_fin_leaves_only_the_cells_that_see_it() {
        // Row 1 holds 7 in r1c3 too (box 1), outside the cover: r3c1 sees it.
        let cells = [(0, 0), (0, 2), (0, 6), (1, 0), (1, 8), (5, 0), (2, 0)];
        let grid = grid_with_digit(7, &cells);
        let found = FrankenFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a finned franken X-wing");
        let d = &found.deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(2, 0), 7)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::col(0), Unit::boxed(2)]);
        assert_eq!(fish.fins, vec![Cell::at(0, 2)]);
        assert!(found.sentence.plain().contains("unless it is the fin r1c3"));
    }

    #[test]
    fn nothing_when_no_cover_cell_sees_the_fin() {
        let cells = [(0, 0), (0, 2), (0, 6), (1, 0), (1, 8), (5, 0)];
        let grid = grid_with_digit(7, &cells);
        assert_eq!(FrankenFish.find(&grid, &Analysis::new(&grid)), None);
    }
}
