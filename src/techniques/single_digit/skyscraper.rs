//! Skyscraper: on one digit, two parallel lines (rows or columns) that each hold
//! the digit in exactly two cells, one cell of each in a common cross line (the
//! "base"). The base cells see each other, so at most one of them holds the
//! digit, and one of the other two cells (the "roof") does: every cell that sees
//! both roof cells loses the digit. As a chain,
//! `(d)roof1=(d)base1-(d)base2=(d)roof2`.

use super::turbot_fish::{FourChain, each_four_chain};
use crate::core::Grid;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The skyscraper.
pub struct Skyscraper;

impl Technique for Skyscraper {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's chains lie in its places alone.
        analysis.each_digit("skyscraper", found, |digit, found| {
            each_four_chain(
                grid,
                digit,
                FourChain::is_skyscraper,
                &mut |chain, targets| found(chain.finding(targets)),
            )
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
            "..6...7.1..4...53..85....6.6.29.1....1.2.7..5....3.21..2...8.5.8.1.29....6..7....",
        );
        let d = Skyscraper
            .find(&grid, &Analysis::new(&grid))
            .expect("a skyscraper")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(5, 3), 5)]);
        assert_eq!(
            d.pattern.units,
            vec![Unit::row(3), Unit::row(7), Unit::col(1)]
        );
    }
}
