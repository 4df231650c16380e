//! What the technique tests share: a grid from a puzzle line, and the check that a
//! chain step's links hold and imply exactly its removals.

use crate::core::Grid;
use crate::parse::parse_one;
use crate::step::Deduction;
use crate::step::chain::Conclusion;
use crate::techniques::chains::links::{links_hold, seen_by_both_ends};

/// The grid of a puzzle or pencil-mark line.
pub fn grid_of(line: &str) -> Grid {
    parse_one(line).expect("a valid test position").grid()
}

/// The chain of a deduction holds on `grid` and implies exactly its removals.
pub fn assert_open_chain_exact(grid: &Grid, d: &Deduction) {
    let p = &d.pattern;
    assert!(links_hold(
        grid,
        p.chain_nodes(),
        &p.chain().unwrap().links,
        p.chain().unwrap().is_loop()
    ));
    assert_eq!(
        p.chain().map(|c| c.conclusion),
        Some(Conclusion::FirstOrLast)
    );
    let mut implied = seen_by_both_ends(
        grid,
        &p.chain_nodes()[0],
        &p.chain_nodes()[p.chain_nodes().len() - 1],
    );
    implied.sort();
    assert_eq!(implied, d.eliminations);
}
