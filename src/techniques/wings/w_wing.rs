//! W-wing: two cells that do not see each other both hold only x and y, and in
//! some unit y can only go in two cells, one seeing each of them. If neither
//! wing cell were x, both would be y, and the unit would have no place left for
//! y; so one of them is x, and x goes from every cell that sees both.
//!
//! The proof is the chain `(x)A=(y)A-(y)S1=(y)S2-(y)B=(x)B`.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::{ChainNode, Link};
use crate::step::pattern::ChainParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The W-wing.
pub struct WWing;

/// The first strong link on `y` (a unit with exactly two places for it, neither
/// of them `a` or `b`) with one end seeing `a` and the other seeing `b`:
/// `(unit, end seeing a, end seeing b)`.
fn bridge(grid: &Grid, a: Cell, b: Cell, y: u8) -> Option<(Unit, Cell, Cell)> {
    let wings = CellSet::single(a) | CellSet::single(b);
    Unit::all().find_map(|u| {
        let places = grid.positions_in(u, y);
        if places.len() != 2 || places.intersects(wings) {
            return None;
        }
        let s = places.first()?;
        let t = (places - CellSet::single(s)).first()?;
        if s.sees(a) && t.sees(b) {
            Some((u, s, t))
        } else if t.sees(a) && s.sees(b) {
            Some((u, t, s))
        } else {
            None
        }
    })
}

/// One W-wing: the wing cells `a` and `b` holding only `x` and `y`, and the
/// strong link on `y` in `unit` between `s1` (seeing `a`) and `s2` (seeing `b`).
struct Wing {
    a: Cell,
    b: Cell,
    x: u8,
    y: u8,
    unit: Unit,
    s1: Cell,
    s2: Cell,
}

/// Hands over the W-wings that remove something: first wing cells in cell
/// order, then second ones, then the digit removed ascending (each with the
/// first strong link that makes it, in unit order).
fn each_wing(grid: &Grid, found: Found) -> ControlFlow<()> {
    let bivalue: CellSet = grid
        .empty_cells()
        .iter()
        .filter(|&c| grid.candidates(c).len() == 2)
        .collect();
    for a in bivalue {
        let pair = grid.candidates(a);
        // Later cells with the same pair that do not see `a`.
        let later = CellSet::from_bits(!0u128 << (a.index() + 1));
        for b in (bivalue & later) - a.peers() {
            if grid.candidates(b) != pair {
                continue;
            }
            let common = a.peers() & b.peers();
            for x in pair {
                let targets = grid.positions(x) & common;
                if targets.is_empty() {
                    continue;
                }
                let Some(y) = (pair - Digits::single(x)).first() else {
                    continue;
                };
                let Some((unit, s1, s2)) = bridge(grid, a, b, y) else {
                    continue;
                };
                let wing = Wing {
                    a,
                    b,
                    x,
                    y,
                    unit,
                    s1,
                    s2,
                };
                found(wing.finding(targets))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Strong and weak in turn along `(x)A=(y)A-(y)S1=(y)S2-(y)B=(x)B`.
const LINKS: [Link; 5] = [
    Link::Strong,
    Link::Weak,
    Link::Strong,
    Link::Weak,
    Link::Strong,
];

impl Wing {
    /// The wing cells' two digits.
    fn pair(&self) -> Digits {
        Digits::single(self.x) | Digits::single(self.y)
    }

    /// `(x)A=(y)A-(y)S1=(y)S2-(y)B=(x)B`.
    fn nodes(&self) -> Vec<ChainNode> {
        let (x, y) = (self.x, self.y);
        vec![
            ChainNode::cell(self.a, x),
            ChainNode::cell(self.a, y),
            ChainNode::cell(self.s1, y),
            ChainNode::cell(self.s2, y),
            ChainNode::cell(self.b, y),
            ChainNode::cell(self.b, x),
        ]
    }

    /// The step that removes `x` from `targets`, with its sentence. Pattern
    /// cells are the wing cells then the strong link's ends.
    fn finding(&self, targets: CellSet) -> Finding {
        let removed: Vec<Candidate> = targets.iter().map(|c| Candidate::new(c, self.x)).collect();
        let pattern = Pattern::new(
            vec![self.a, self.b, self.s1, self.s2],
            self.pair(),
            vec![self.unit],
        )
        .with(Parts::Chain(ChainParts::open(self.nodes(), LINKS.to_vec())));
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = self.sentence(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }

    /// "r1c1 and r5c5 both hold only 1,2, and in row 9, 2 can only go in r9c1
    /// (seeing r1c1) and r9c5 (seeing r5c5); if neither cell were 1, both would
    /// be 2 and leave row 9 without 2, so one of them is 1: <chain> => ..."
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let (a, b, s1, s2) = (self.a, self.b, self.s1, self.s2);
        let (x, y) = (self.x, self.y);
        Sentence::new()
            .cells([a, b])
            .text(" both hold only ")
            .digits(self.pair())
            .text(", and in ")
            .unit(self.unit)
            .text(", ")
            .digit(y)
            .text(" can only go in ")
            .cell(s1)
            .text(" (seeing ")
            .cell(a)
            .text(") and ")
            .cell(s2)
            .text(" (seeing ")
            .cell(b)
            .text("); if neither cell were ")
            .digit(x)
            .text(", both would be ")
            .digit(y)
            .text(" and leave ")
            .unit(self.unit)
            .text(" without ")
            .digit(y)
            .text(", so one of them is ")
            .digit(x)
            .text(": ")
            .chain(&self.nodes(), &LINKS, false)
            .text(" => ")
            .removals(removed)
    }
}

impl Technique for WWing {
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
    fn finds_the_wing_through_a_strong_link() {
        // r1c1 and r5c5 hold {1,2}; in row 9, 2 only in r9c1 and r9c5.
        let a = Cell::at(0, 0);
        let b = Cell::at(4, 4);
        let mut grid = grid_with(&[(a, &[1, 2]), (b, &[1, 2])]);
        for c in 0..9 {
            if c != 0 && c != 4 {
                grid.eliminate(Cell::at(8, c), 2);
            }
        }
        let found = WWing.find(&grid, &Analysis::new(&grid)).expect("a wing");
        let d = &found.deduction;
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(0, 4), 1),
                Candidate::new(Cell::at(4, 0), 1)
            ]
        );
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
        assert_eq!(
            found.sentence.plain(),
            "r1c1 and r5c5 both hold only 1,2, and in row 9, 2 can only go in r9c1 (seeing \
             r1c1) and r9c5 (seeing r5c5); if neither cell were 1, both would be 2 and leave \
             row 9 without 2, so one of them is 1: \
             (1)r1c1=(2)r1c1-(2)r9c1=(2)r9c5-(2)r5c5=(1)r5c5 => remove 1 from r1c5 and r5c1"
        );
    }

    #[test]
    fn nothing_without_a_strong_link() {
        let grid = grid_with(&[(Cell::at(0, 0), &[1, 2]), (Cell::at(4, 4), &[1, 2])]);
        assert_eq!(WWing.find(&grid, &Analysis::new(&grid)), None);
    }
}
