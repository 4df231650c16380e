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
//! the other way: X-wings, swordfish and jellyfish, up to two fins, base
//! units of at most one place beyond the fish's size.

use super::complex_fish::{BOXES, COLS, Kind, ROWS, is_franken};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Franken fish, finned or not, of sizes 2 to 4.
pub struct FrankenFish;

/// Rows with boxes against columns with boxes, then the other way; the base
/// holds a line, and no two base units share a place.
const FRANKEN: Kind = Kind {
    name: "Franken",
    keys: &["franken x-wing", "franken swordfish", "franken jellyfish"],
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
    fn a_franken_jellyfish_takes_four_base_units() {
        // Line 677 of HoDoKu's regression library (reglib-1.3.txt), its
        // position and the eliminations HoDoKu's franken jellyfish makes.
        let line = ":0332:8:..67..+391..9+3...623......+4.....3...4..72...1+34.+3..1....31..8.\
                    75..+49+5+3+1.+6.65....3.:941 547 847 951 557 665 567 475 791 495 496 \
                    897:832 835 837 841 842 862 865 867::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let mut all = Vec::new();
        let _ = FrankenFish.search(&grid, &Analysis::new(&grid), &mut |f| {
            all.push(f);
            ControlFlow::Continue(())
        });
        // A franken swordfish comes first, and then the jellyfish.
        assert_eq!(all[0].deduction.pattern.units.len(), 3);
        let expected = [
            (2, 1),
            (2, 4),
            (2, 6),
            (3, 0),
            (3, 1),
            (5, 1),
            (5, 4),
            (5, 6),
        ]
        .map(|(r, c)| Candidate::new(Cell::at(r, c), 8));
        let jellyfish = all
            .iter()
            .find(|f| f.deduction.eliminations == expected)
            .expect("HoDoKu's franken jellyfish");
        assert_eq!(jellyfish.deduction.pattern.units.len(), 4);
        assert_eq!(
            jellyfish.sentence.plain(),
            "Franken jellyfish: row 1, row 2, row 5 and box 7 (the base) share no place of 8, \
             so they hold four different 8s; each lies in columns 1, 2, 5 and 7 (the cover, \
             which share no place of 8 either), one in each, so the cover gets its 8s from \
             the base => remove 8 from r3c2, r3c5, r3c7, r4c1, r4c2, r6c2, r6c5 and r6c7"
        );
    }

    #[test]
    fn nothing_when_no_cover_cell_sees_the_fin() {
        let cells = [(0, 0), (0, 2), (0, 6), (1, 0), (1, 8), (5, 0)];
        let grid = grid_with_digit(7, &cells);
        assert_eq!(FrankenFish.find(&grid, &Analysis::new(&grid)), None);
    }
}
