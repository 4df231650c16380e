//! The link rules of chains (section "Chains" of `docs/trace-format.md`): when two
//! nodes are strongly or weakly linked on a grid, and what an open chain removes.

use crate::core::{Candidate, CellSet, Grid, Unit};
use crate::step::chain::ChainNode;
#[cfg(test)]
use crate::step::chain::Link;

/// Whether `a` = `b` is a strong link on `grid`: the same digit in disjoint nodes
/// that together hold every place of it in some unit, or the two candidates of a
/// cell with exactly two.
pub fn is_strong(grid: &Grid, a: &ChainNode, b: &ChainNode) -> bool {
    if a.digit == b.digit {
        let both = a.cells | b.cells;
        !a.cells.intersects(b.cells) && Unit::all().any(|u| grid.positions_in(u, a.digit) == both)
    } else {
        a.cells == b.cells
            && a.cells.len() == 1
            && a.cells.first().is_some_and(|c| {
                grid.candidates(c).len() == 2
                    && grid.candidates(c).contains(a.digit)
                    && grid.candidates(c).contains(b.digit)
            })
    }
}

/// Whether `a` - `b` is a weak link: the same digit in disjoint cells that all see
/// each other, or two digits of one cell.
pub fn is_weak(a: &ChainNode, b: &ChainNode) -> bool {
    if a.digit == b.digit {
        !a.cells.intersects(b.cells) && a.cells.iter().all(|c| b.cells.is_subset(c.peers()))
    } else {
        a.cells == b.cells && a.cells.len() == 1
    }
}

/// The cells that see every cell of `cells`.
pub fn common_peers(cells: CellSet) -> CellSet {
    cells.iter().fold(CellSet::ALL, |acc, c| acc & c.peers())
}

/// Every candidate outside `node` that is weakly linked to it (false when the
/// node is true).
pub fn weakly_linked(grid: &Grid, node: &ChainNode) -> Vec<Candidate> {
    let mut out = Vec::new();
    if let (Some(cell), 1) = (node.cells.first(), node.cells.len()) {
        for d in grid.candidates(cell) {
            if d != node.digit {
                out.push(Candidate::new(cell, d));
            }
        }
    }
    for cell in (grid.positions(node.digit) & common_peers(node.cells)) - node.cells {
        out.push(Candidate::new(cell, node.digit));
    }
    out
}

/// The candidates an open chain removes: those weakly linked to both ends.
pub fn seen_by_both_ends(grid: &Grid, first: &ChainNode, last: &ChainNode) -> Vec<Candidate> {
    let of_last = weakly_linked(grid, last);
    weakly_linked(grid, first)
        .into_iter()
        .filter(|c| of_last.contains(c))
        .collect()
}

#[cfg(test)]
/// Whether every link of a chain holds on `grid` (the loop's closing link too):
/// what the independent checker verifies, for the project's own tests.
pub fn links_hold(grid: &Grid, nodes: &[ChainNode], links: &[Link], is_loop: bool) -> bool {
    let pairs = nodes.len() - 1 + usize::from(is_loop);
    if links.len() != pairs {
        return false;
    }
    (0..pairs).all(|k| {
        let (a, b) = (&nodes[k], &nodes[(k + 1) % nodes.len()]);
        let candidates_present = [a, b]
            .iter()
            .all(|n| n.cells.iter().all(|c| grid.candidates(c).contains(n.digit)));
        candidates_present
            && match links[k] {
                Link::Strong => is_strong(grid, a, b),
                Link::Weak => is_weak(a, b),
            }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, Grid};

    #[test]
    fn a_bivalue_cell_is_a_strong_link_between_its_digits() {
        let mut grid = Grid::empty();
        let c = Cell::at(0, 0);
        for d in 3..=9 {
            grid.eliminate(c, d);
        }
        let (a, b) = (ChainNode::cell(c, 1), ChainNode::cell(c, 2));
        assert!(is_strong(&grid, &a, &b));
        assert!(is_weak(&a, &b));
        let far = ChainNode::cell(Cell::at(5, 5), 1);
        assert!(!is_weak(&a, &far));
    }
}
