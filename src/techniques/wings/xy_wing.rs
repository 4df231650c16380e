//! XY-wing: a pivot cell holding only x and y sees two pincer cells, one holding
//! only x and z, the other only y and z. Whichever digit the pivot takes, one
//! pincer loses its other digit and becomes z, so z goes from every cell that
//! sees both pincers.
//!
//! The proof is the chain `(z)P1=(x)P1-(x)Pivot=(y)Pivot-(y)P2=(z)P2`: its first
//! or its last node is true.

use crate::core::Candidate;
use crate::core::Cell;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::{ChainNode, Link};
use crate::step::pattern::ChainParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The XY-wing.
pub struct XyWing;

/// The cells holding exactly two candidates.
fn bivalue_cells(grid: &Grid) -> CellSet {
    grid.empty_cells()
        .iter()
        .filter(|&c| grid.candidates(c).len() == 2)
        .collect()
}

/// One XY-wing: the pivot holds only `x` and `y`; pincer `p1` holds only `x`
/// and `z`, pincer `p2` only `y` and `z`.
#[derive(Clone, Copy)]
struct Wing {
    pivot: Cell,
    p1: Cell,
    p2: Cell,
    x: u8,
    y: u8,
    z: u8,
}

/// Strong and weak in turn along `(z)P1=(x)P1-(x)Pivot=(y)Pivot-(y)P2=(z)P2`.
const LINKS: [Link; 5] = [
    Link::Strong,
    Link::Weak,
    Link::Strong,
    Link::Weak,
    Link::Strong,
];

impl Wing {
    /// The cells that see both pincers and lose `z`.
    fn targets(&self, grid: &Grid) -> CellSet {
        grid.positions(self.z) & self.p1.peers() & self.p2.peers()
    }

    /// `(z)P1=(x)P1-(x)Pivot=(y)Pivot-(y)P2=(z)P2`.
    fn nodes(&self) -> Vec<ChainNode> {
        let Wing {
            pivot,
            p1,
            p2,
            x,
            y,
            z,
        } = *self;
        vec![
            ChainNode::cell(p1, z),
            ChainNode::cell(p1, x),
            ChainNode::cell(pivot, x),
            ChainNode::cell(pivot, y),
            ChainNode::cell(p2, y),
            ChainNode::cell(p2, z),
        ]
    }

    /// The step that removes `z` from `targets`, with its sentence. Pattern
    /// cells are the pivot then the pincers.
    fn finding(&self, targets: CellSet) -> Finding {
        let removed: Vec<Candidate> = targets.iter().map(|c| Candidate::new(c, self.z)).collect();
        let digits: Digits = [self.x, self.y, self.z].into_iter().collect();
        let pattern = Pattern::new(vec![self.pivot, self.p1, self.p2], digits, Vec::new())
            .with(Parts::Chain(ChainParts::open(self.nodes(), LINKS.to_vec())));
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = self.sentence(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }

    /// "The pivot r1c1 holds only 1,2 and sees r1c5 (1,3) and r5c1 (2,3);
    /// whichever digit the pivot takes, one of these two cells is 3: <chain> =>
    /// ..."
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let (x, y, z) = (self.x, self.y, self.z);
        Sentence::new()
            .text("The pivot ")
            .cell(self.pivot)
            .text(" holds only ")
            .digits(Digits::single(x) | Digits::single(y))
            .text(" and sees ")
            .cell(self.p1)
            .text(" (")
            .digits(Digits::single(x) | Digits::single(z))
            .text(") and ")
            .cell(self.p2)
            .text(" (")
            .digits(Digits::single(y) | Digits::single(z))
            .text("); whichever digit the pivot takes, one of these two cells is ")
            .digit(z)
            .text(": ")
            .chain(&self.nodes(), &LINKS, false)
            .text(" => ")
            .removals(removed)
    }
}

/// Hands over the XY-wings that remove something: pivots in cell order, then
/// first pincers, then second pincers.
fn each_wing(grid: &Grid, found: Found) -> ControlFlow<()> {
    let bivalue = bivalue_cells(grid);
    for pivot in bivalue {
        let pair = grid.candidates(pivot);
        let mut digits = pair.iter();
        let (Some(x), Some(y)) = (digits.next(), digits.next()) else {
            continue;
        };
        // Pincers: bivalue peers sharing exactly one digit with the pivot.
        let around = bivalue & pivot.peers();
        for p1 in around {
            let c1 = grid.candidates(p1);
            if !c1.contains(x) || c1.contains(y) {
                continue;
            }
            let Some(z) = (c1 - Digits::single(x)).first() else {
                continue;
            };
            let want = Digits::single(y) | Digits::single(z);
            for p2 in around {
                if grid.candidates(p2) != want {
                    continue;
                }
                let wing = Wing {
                    pivot,
                    p1,
                    p2,
                    x,
                    y,
                    z,
                };
                let targets = wing.targets(grid);
                if !targets.is_empty() {
                    found(wing.finding(targets))?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

impl Technique for XyWing {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each_wing(grid, found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;
    use crate::techniques::chains::links::{links_hold, seen_by_both_ends};

    #[test]
    fn finds_the_wing_and_removes_z_from_cells_seeing_both_pincers() {
        // Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: 3 goes from r5c5.
        let pivot = Cell::at(0, 0);
        let p1 = Cell::at(0, 4);
        let p2 = Cell::at(4, 0);
        let grid = grid_with(&[(pivot, &[1, 2]), (p1, &[1, 3]), (p2, &[2, 3])]);
        let found = XyWing.find(&grid, &Analysis::new(&grid)).expect("a wing");
        let d = &found.deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(4, 4), 3)]);
        let p = &d.pattern;
        assert!(links_hold(
            &grid,
            p.chain_nodes(),
            &p.chain().unwrap().links,
            false
        ));
        let mut implied = seen_by_both_ends(&grid, &p.chain_nodes()[0], &p.chain_nodes()[5]);
        implied.sort();
        assert_eq!(implied, d.eliminations);
        let text = found.sentence.plain();
        assert!(
            text.ends_with("(3)r1c5=(1)r1c5-(1)r1c1=(2)r1c1-(2)r5c1=(3)r5c1 => remove 3 from r5c5"),
            "{text}"
        );
    }

    #[test]
    fn nothing_when_the_pincers_share_no_third_digit() {
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2]),
            (Cell::at(0, 4), &[1, 3]),
            (Cell::at(4, 0), &[2, 4]),
        ]);
        assert_eq!(XyWing.find(&grid, &Analysis::new(&grid)), None);
    }
}
