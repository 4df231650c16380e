//! Two-string kite: on one digit, a row and a column that each hold the digit in
//! exactly two cells, with one cell of each in the same box. Those two cells see
//! each other, so at most one holds the digit, and one of the two free ends does:
//! the cell that sees both free ends loses it. As a chain,
//! `(d)rowEnd=(d)rowBox-(d)colBox=(d)colEnd`.

use super::turbot_fish::{FourChain, each_four_chain};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The two-string kite.
pub struct TwoStringKite;

impl Technique for TwoStringKite {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's chains lie in its places alone.
        analysis.each_digit("two-string kite", found, |digit, found| {
            each_four_chain(grid, digit, FourChain::is_kite, &mut |chain, targets| {
                found(chain.finding(targets))
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Candidate;
    use crate::core::{Cell, Unit};
    use crate::techniques::test_support::{assert_open_chain_exact, grid_of};

    #[test]
    fn the_lesson_case_is_an_exact_chain() {
        let grid = grid_of(
            "5..2..3......8..9...2.34..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9",
        );
        let d = TwoStringKite
            .find(&grid, &Analysis::new(&grid))
            .expect("a kite")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 3), 9)]);
        assert_eq!(
            d.pattern.units,
            vec![Unit::row(2), Unit::col(2), Unit::boxed(0)]
        );
    }
}
