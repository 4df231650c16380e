//! The chain link rules of the trace contract (section "Chains" of
//! `docs/trace-format.md`), written out here for the tests so that a chain step
//! is checked against the contract's words, not against the engine's own rules.

use sudoku_explain::step::chain::{ChainNode, Link};
use sudoku_explain::{Candidate, CellSet, Grid, Unit};

/// The cells that see every cell of `cells`.
pub fn common_peers(cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, c| acc & c.peers())
}

/// `a` = `b`: the same digit in disjoint nodes that hold every place of it in
/// some unit, or the two candidates of a cell that has exactly two.
pub fn is_strong(grid: &Grid, a: &ChainNode, b: &ChainNode) -> bool {
    if a.digit == b.digit {
        let both = a.cells | b.cells;
        !a.cells.intersects(b.cells) && Unit::all().any(|u| grid.positions_in(u, a.digit) == both)
    } else {
        let Some(cell) = a.cells.first() else {
            return false;
        };
        let cands = grid.candidates(cell);
        a.cells == b.cells
            && a.cells.len() == 1
            && cands.len() == 2
            && cands.contains(a.digit)
            && cands.contains(b.digit)
    }
}

/// `a` - `b`: the same digit in disjoint cells that all see each other, or two
/// digits of one cell.
pub fn is_weak(a: &ChainNode, b: &ChainNode) -> bool {
    if a.digit == b.digit {
        !a.cells.intersects(b.cells) && a.cells.iter().all(|c| b.cells.is_subset(c.peers()))
    } else {
        a.cells == b.cells && a.cells.len() == 1
    }
}

/// Every link holds on `grid`, the closing link of a loop too, and every node's
/// candidates are on the grid.
pub fn links_hold(grid: &Grid, nodes: &[ChainNode], links: &[Link], is_loop: bool) -> bool {
    let pairs = nodes.len() - 1 + usize::from(is_loop);
    links.len() == pairs
        && (0..pairs).all(|k| {
            let (a, b) = (&nodes[k], &nodes[(k + 1) % nodes.len()]);
            let present = [a, b]
                .iter()
                .all(|n| n.cells.iter().all(|c| grid.candidates(c).contains(n.digit)));
            present
                && match links[k] {
                    Link::Strong => is_strong(grid, a, b),
                    Link::Weak => is_weak(a, b),
                }
        })
}

/// Every candidate outside `node` that is false when the node is true: the
/// other digits of a one-cell node's cell, and the digit in every cell that sees
/// all the node's cells.
pub fn weakly_linked(grid: &Grid, node: &ChainNode) -> Vec<Candidate> {
    let mut out = Vec::new();
    if let (Some(cell), 1) = (node.cells.first(), node.cells.len()) {
        let others = grid.candidates(cell).iter().filter(|&d| d != node.digit);
        out.extend(others.map(|d| Candidate::new(cell, d)));
    }
    let seeing = (grid.positions(node.digit) & common_peers(node.cells)) - node.cells;
    out.extend(seeing.iter().map(|c| Candidate::new(c, node.digit)));
    out
}

/// What an open chain removes: the candidates weakly linked to both ends.
pub fn seen_by_both_ends(grid: &Grid, first: &ChainNode, last: &ChainNode) -> Vec<Candidate> {
    let of_last = weakly_linked(grid, last);
    weakly_linked(grid, first)
        .into_iter()
        .filter(|c| of_last.contains(c))
        .collect()
}
