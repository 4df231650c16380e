//! Three or four strong links on one digit, as Sukaku Explainer (the fork of
//! Sudoku Explainer that rated the rated-se set) names and rates them below
//! its chains: `a=b-c=d-e=f`, each `=` a conjugate pair (the only two places
//! of the digit in a unit), each `-` two cells that see each other. One end
//! holds the digit, so a cell that sees both ends does not. It is an X-chain
//! of six or eight cells; Sukaku values it by its links' units (see
//! `scale`), 5.4 to 6.0, well below its X-chains, so SE's path needs
//! it as a technique of its own. The human path finds the same eliminations as
//! X-chains and does not take this unless asked.
//!
//! Order: digits ascending; for each, every strong link of the digit (units
//! row, column, box; a pair that shares a line and a box counted once, by its
//! line), both ways round, extended link by link in that order; a chain and
//! its reverse are one chain, taken from its lower end.

use super::graph::{Chain, Proves};
use crate::core::{Candidate, Cell, Grid, Unit, UnitKind};
use crate::step::chain::{ChainNode, Link};
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// `links` strong links on one digit.
pub struct StrongLinks {
    links: usize,
}

impl StrongLinks {
    /// Three strong links: an X-chain of six cells.
    pub const THREE: StrongLinks = StrongLinks { links: 3 };
    /// Four strong links: an X-chain of eight cells.
    pub const FOUR: StrongLinks = StrongLinks { links: 4 };
}

impl Technique for StrongLinks {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        for digit in 1..=9u8 {
            let links = conjugate_pairs(grid, digit);
            let mut chain = Vec::with_capacity(self.links);
            extend(grid, digit, self.links, &links, &mut chain, found)?;
        }
        ControlFlow::Continue(())
    }
}

/// Every conjugate pair of `digit`, both ways round: a pair that shares a
/// line and a box once, by its line.
fn conjugate_pairs(grid: &Grid, digit: u8) -> Vec<(Cell, Cell)> {
    let mut links = Vec::new();
    for unit in Unit::all() {
        let places = grid.positions_in(unit, digit);
        let (Some(a), Some(b), 2) = (places.first(), places.iter().nth(1), places.len()) else {
            continue;
        };
        let in_line = a.row() == b.row() || a.col() == b.col();
        if unit.kind() == UnitKind::Box && in_line {
            continue;
        }
        links.push((a, b));
        links.push((b, a));
    }
    links
}

/// Every way to add links of `links` to `chain` until it has `n`, each
/// handed over when it removes something.
fn extend(
    grid: &Grid,
    digit: u8,
    n: usize,
    links: &[(Cell, Cell)],
    chain: &mut Vec<(Cell, Cell)>,
    found: Found,
) -> ControlFlow<()> {
    if chain.len() == n {
        return offer(grid, digit, chain, found);
    }
    let used = |c: Cell| chain.iter().any(|l| l.0 == c || l.1 == c);
    let next: Vec<(Cell, Cell)> = links
        .iter()
        .filter(|l| {
            chain
                .last()
                .is_none_or(|last| last.1 != l.0 && last.1.sees(l.0))
        })
        .filter(|l| !used(l.0) && !used(l.1))
        .copied()
        .collect();
    for link in next {
        chain.push(link);
        extend(grid, digit, n, links, chain, found)?;
        chain.pop();
    }
    ControlFlow::Continue(())
}

/// Hands over `chain` when it removes something, once of its two directions.
fn offer(grid: &Grid, digit: u8, chain: &[(Cell, Cell)], found: Found) -> ControlFlow<()> {
    let (a, z) = (chain[0].0, chain[chain.len() - 1].1);
    if a.index() > z.index() {
        return ControlFlow::Continue(());
    }
    // A cell of the chain that sees both ends loses the digit too (it would
    // make the chain prove one end true and see it): the step says all its
    // pattern implies.
    let removed: Vec<Candidate> = (grid.positions(digit) & a.peers() & z.peers())
        .iter()
        .map(|x| Candidate::new(x, digit))
        .collect();
    if removed.is_empty() {
        return ControlFlow::Continue(());
    }
    let nodes: Vec<ChainNode> = chain
        .iter()
        .flat_map(|l| [ChainNode::cell(l.0, digit), ChainNode::cell(l.1, digit)])
        .collect();
    let links: Vec<Link> = (1..nodes.len())
        .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
        .collect();
    let count = match chain.len() {
        3 => "Three",
        _ => "Four",
    };
    let intro = Sentence::new()
        .text(format!("{count} strong links on "))
        .digit(digit);
    let chain = Chain {
        nodes,
        links,
        proves: Proves::FirstOrLast(removed),
    };
    found(chain.finding(intro))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::Parts;

    #[test]
    fn three_skyscrapers_remove_the_digit_seen_by_both_ends() {
        // r1c1=r1c6-r4c6=r4c8-r7c8=r7c2 on 5, all in rows: r2c2 (box 1,
        // column 2) sees both ends.
        let grid = crate::core::test_grid_with_digit(
            5,
            &[
                (0, 0),
                (0, 5),
                (3, 5),
                (3, 7),
                (6, 7),
                (6, 1),
                (1, 1),
                (8, 8),
            ],
        );
        let found = StrongLinks::THREE
            .find(&grid, &Analysis::new(&grid))
            .expect("three strong links");
        let removed = &found.deduction.eliminations;
        assert!(!removed.is_empty());
        assert!(
            removed
                .iter()
                .all(|r| [Cell::at(0, 0), Cell::at(1, 1)].contains(&r.cell))
        );
        let Parts::Chain(chain) = &found.deduction.pattern.parts else {
            panic!("a chain")
        };
        assert_eq!(chain.chain.len(), 6);
        assert_eq!(
            chain.links,
            [
                Link::Strong,
                Link::Weak,
                Link::Strong,
                Link::Weak,
                Link::Strong
            ]
        );
        // Four strong links here make a chain through r2c2's partners whose
        // removals are cells of the chain itself that see both its ends.
        let four = StrongLinks::FOUR
            .find(&grid, &Analysis::new(&grid))
            .expect("four strong links");
        let Parts::Chain(chain) = &four.deduction.pattern.parts else {
            panic!("a chain")
        };
        let ends = [&chain.chain[0], &chain.chain[7]].map(|n| n.cells.first().unwrap());
        let inside: Vec<Cell> = chain.chain.iter().filter_map(|n| n.cells.first()).collect();
        for r in &four.deduction.eliminations {
            assert!(ends.iter().all(|e| e.sees(r.cell)), "{r:?} sees both ends");
            assert!(inside.contains(&r.cell), "{r:?} is a cell of the chain");
        }
    }
}
