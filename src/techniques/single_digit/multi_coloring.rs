//! Multi-colouring: two clusters of conjugate pairs on one digit, each coloured
//! with two colours as in simple colouring. When a cell of colour a (first
//! cluster) sees a cell of colour b (second cluster), a and b are not both true,
//! so the opposite colour A or the opposite colour B holds the digit: a candidate
//! that sees a cell of A and a cell of B is false.
//!
//! The step is one open chain through both clusters:
//! `(d)A..=(d)a-(d)b=..(d)B`, the shortest one that proves the removals.

use super::simple_coloring::{Coloring, FAR, alternating, coloring_pattern, proof};
use crate::core::Candidate;
use crate::core::Cell;
use crate::core::CellSet;
use crate::core::Grid;
use crate::step::Deduction;
use crate::step::Finding;
use crate::step::chain::Link;
use crate::step::pattern::ChainParts;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Multi-colouring.
pub struct MultiColoring;

/// A multi-colouring chain between two clusters.
#[derive(Clone, Copy)]
struct Bridge {
    /// The number of links from one end to the other.
    length: u32,
    /// The chain's ends: a cell of colour A, a cell of colour B.
    ends: [Cell; 2],
    /// The weak link between the clusters: a cell of colour a that sees a cell
    /// of colour b.
    seeing: [Cell; 2],
    /// The cells that lose the digit.
    targets: CellSet,
}

/// The multi-colouring chains between clusters `one` and `two` that remove
/// something: for each choice of colours and of ends, the shortest chain (the
/// first weak link between the clusters on a tie).
fn between(grid: &Grid, c: &Coloring, one: &[CellSet; 2], two: &[CellSet; 2]) -> Vec<Bridge> {
    let places = grid.positions(c.digit);
    let mut bridges = Vec::new();
    for ca in 0..2 {
        for cb in 0..2 {
            // The cells of colour a that see colour b, with what they see.
            let linked: Vec<(Cell, CellSet)> = one[ca]
                .iter()
                .map(|a| (a, two[cb] & a.peers()))
                .filter(|(_, seen)| !seen.is_empty())
                .collect();
            if linked.is_empty() {
                continue;
            }
            for x in one[1 - ca] {
                let from_x = c.distances(x);
                for w in two[1 - cb] {
                    let targets = places & x.peers() & w.peers();
                    if targets.is_empty() {
                        continue;
                    }
                    let to_w = c.distances(w);
                    let mut best: Option<Bridge> = None;
                    for &(a, seen) in &linked {
                        for b in seen {
                            let (da, db) = (from_x[a.index()], to_w[b.index()]);
                            debug_assert!(da != FAR && db != FAR);
                            let length = u32::from(da) + 1 + u32::from(db);
                            if best.is_none_or(|found| length < found.length) {
                                best = Some(Bridge {
                                    length,
                                    ends: [x, w],
                                    seeing: [a, b],
                                    targets,
                                });
                            }
                        }
                    }
                    bridges.extend(best);
                }
            }
        }
    }
    bridges
}

/// The multi-colourings of `digit`, the shortest first (pairs of clusters in
/// order, then colours and ends in order, on a tie).
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    let mut bridges: Vec<(Bridge, CellSet)> = Vec::new();
    for (i, one) in c.clusters.iter().enumerate() {
        for two in &c.clusters[i + 1..] {
            let cells = one[0] | one[1] | two[0] | two[1];
            bridges.extend(between(grid, &c, one, two).into_iter().map(|b| (b, cells)));
        }
    }
    // A stable sort: the first of the shortest stays first.
    bridges.sort_by_key(|(b, _)| b.length);
    for (bridge, cells) in &bridges {
        found(finding(&c, bridge, *cells))?;
    }
    ControlFlow::Continue(())
}

/// The step along `bridge` through the clusters `cells`, with its sentence.
fn finding(c: &Coloring, bridge: &Bridge, cells: CellSet) -> Finding {
    let digit = c.digit;
    let [x, w] = bridge.ends;
    let [a, b] = bridge.seeing;
    let mut path = c.path(x, a);
    path.extend(c.path(b, w));
    let nodes = c.nodes(&path);
    let links = alternating(Link::Strong, path.len() - 1);
    let told = ChainParts::open(nodes.clone(), links.clone());
    let mut pattern = coloring_pattern(cells, digit, told);
    // The two cells of the link between the clusters come first.
    pattern.cells.retain(|&cell| cell != a && cell != b);
    pattern.cells.splice(0..0, [a, b]);
    let removed = bridge
        .targets
        .iter()
        .map(|cell| Candidate::new(cell, digit))
        .collect();
    let deduction = Deduction::elimination(pattern, removed);
    // "Colouring two clusters of conjugate pairs of 7, r1c1 of one sees r4c1 of
    // the other, so they are not both 7, and r2c3 or r8c9 (their opposite
    // colours) is 7: <chain> => ..."
    let sentence = Sentence::new()
        .text("Colouring two clusters of conjugate pairs of ")
        .digit(digit)
        .text(", ")
        .cell(a)
        .text(" of one sees ")
        .cell(b)
        .text(" of the other, so they are not both ")
        .digit(digit)
        .text(", and ")
        .cell(x)
        .text(" or ")
        .cell(w)
        .text(" (their opposite colours) is ")
        .digit(digit);
    let sentence = proof(sentence, &nodes, &links, &deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for MultiColoring {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("multi-colouring", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{assert_open_chain_exact, grid_of};

    #[test]
    fn the_lesson_case_is_an_exact_chain_through_two_clusters() {
        let grid = grid_of(
            "....5......3......1.....78.1....6.8..2.......1....67..........9...4.6.8.1..4.6........6.8..2..........4.....1......89..3......1.......9......7......5....1....6........678.1....6.8.........91...56.8....4.....1...567...23...........6.8..23...........6..9.....6..9..3.5......3.5....1...........4............8..2.............7...234...8.1..45..8.1.3....8.......7.......6....23.5......3.5............9..345.....234..7.....45......3.5.7...23.5............9.......8.1...........4.6.....3456......4....9...4....9..3.5..8.123............78.123...........6...1.....7...2..5......3....8.....5..8......6......4...........78.123.......2..5....1.....7..........91..............7...2............6..9....5.........6..9...4.......3.............8.",
        );
        let d = MultiColoring
            .find(&grid, &Analysis::new(&grid))
            .expect("a multi-colouring")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 5), 5)]);
        // The bridge between the clusters is named first in the pattern's cells.
        assert_eq!(&d.pattern.cells[..2], &[Cell::at(3, 2), Cell::at(6, 2)]);
    }
}
