//! Turbot fish, and the four-node single-digit chain it shares with the
//! skyscraper and the two-string kite: two strong links on one digit (each pair
//! is the only two places of the digit in some unit) whose inner ends see each
//! other, `(d)A=(d)B-(d)C=(d)D`. If A is not the digit, B is, so C is not, so D
//! is: A or D holds the digit, and every cell seeing both loses it.
//!
//! The skyscraper (two parallel lines, inner ends in one cross line) and the
//! two-string kite (a row and a column, inner ends in one box) come first in the
//! solving order; the turbot fish takes every other shape, where a box carries
//! one of the strong links or the weak link.

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

/// The turbot fish.
pub struct TurbotFish;

/// A conjugate pair: `a` and `b` (row-major order) are the only places of the
/// digit in `unit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct StrongLink {
    pub a: Cell,
    pub b: Cell,
    pub unit: Unit,
}

/// The conjugate pairs of `d`, each pair once, named by the first unit (rows,
/// then columns, then boxes) in which it is one: a pair lying in a line is
/// always named by that line. Returns a stack array and its length.
pub(super) fn strong_links(grid: &Grid, d: u8) -> ([StrongLink; 27], usize) {
    let blank = StrongLink {
        a: Cell::new(0),
        b: Cell::new(0),
        unit: Unit::row(0),
    };
    let mut links = [blank; 27];
    let mut len = 0;
    for unit in Unit::all() {
        let places = grid.positions_in(unit, d);
        if places.len() != 2 {
            continue;
        }
        let mut it = places.iter();
        let (Some(a), Some(b)) = (it.next(), it.next()) else {
            continue;
        };
        if links[..len].iter().any(|l| l.a == a && l.b == b) {
            continue;
        }
        links[len] = StrongLink { a, b, unit };
        len += 1;
    }
    (links, len)
}

/// The first unit (row, column, box) holding both cells.
pub(super) fn shared_unit(a: Cell, b: Cell) -> Option<Unit> {
    a.units().into_iter().find(|u| u.cells().contains(b))
}

/// A chain `(d)A=(d)B-(d)C=(d)D` of four distinct cells, in chain order: the
/// strong link A=B lives in `strong_units[0]`, C=D in `strong_units[1]`, and B
/// sees C through `weak_unit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct FourChain {
    pub digit: u8,
    pub cells: [Cell; 4],
    pub strong_units: [Unit; 2],
    pub weak_unit: Unit,
}

/// Strong, weak, strong: the links between the four nodes.
const FOUR_CHAIN_LINKS: [Link; 3] = [Link::Strong, Link::Weak, Link::Strong];

impl FourChain {
    /// Both strong links lie in lines of one kind (two rows or two columns).
    fn parallel_lines(&self) -> bool {
        let [u1, u2] = self.strong_units;
        u1.is_line() && u2.is_line() && u1.kind() == u2.kind()
    }

    /// A skyscraper: two parallel lines whose inner ends share a cross line,
    /// while the roof cells do not (that would be an X-wing).
    pub fn is_skyscraper(&self) -> bool {
        let [a, _, _, d] = self.cells;
        self.parallel_lines()
            && self.weak_unit.is_line()
            && shared_unit(a, d).is_none_or(|u| u.kind() != self.weak_unit.kind())
    }

    /// Four corners of a rectangle in two rows and two columns: an X-wing's
    /// cells, which that technique covers.
    pub fn is_x_wing(&self) -> bool {
        let [a, _, _, d] = self.cells;
        self.parallel_lines()
            && self.weak_unit.is_line()
            && shared_unit(a, d).is_some_and(|u| u.kind() == self.weak_unit.kind())
    }

    /// Four corners of a rectangle, whatever units hold the strong links: the
    /// checker reads such a chain as an X-wing's cells.
    fn is_rectangle(&self) -> bool {
        // Four distinct cells in two rows and two columns.
        let rows = self.cells.iter().fold(0u16, |m, c| m | 1 << c.row());
        let cols = self.cells.iter().fold(0u16, |m, c| m | 1 << c.col());
        rows.count_ones() == 2 && cols.count_ones() == 2
    }

    /// A two-string kite: a row and a column whose inner ends share a box that
    /// holds neither free end.
    pub fn is_kite(&self) -> bool {
        let [u1, u2] = self.strong_units;
        let w = self.weak_unit;
        let [a, _, _, d] = self.cells;
        u1.is_line()
            && u2.is_line()
            && u1.kind() != u2.kind()
            && !w.is_line()
            && !w.cells().contains(a)
            && !w.cells().contains(d)
    }

    /// The candidates of the digit that see both ends.
    fn targets(&self, grid: &Grid) -> CellSet {
        let [a, _, _, d] = self.cells;
        grid.positions(self.digit) & a.peers() & d.peers()
    }

    /// The chain's nodes, one per cell.
    fn nodes(&self) -> Vec<ChainNode> {
        self.cells
            .iter()
            .map(|&c| ChainNode::cell(c, self.digit))
            .collect()
    }

    /// The step that removes the digit from `targets`, with its sentence.
    pub fn finding(&self, targets: CellSet) -> Finding {
        let deduction = self.deduction(targets);
        let sentence = self.sentence(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }

    /// The step: pattern cells are the chain's cells in order, units are the two
    /// strong-link units and the unit of the weak link.
    fn deduction(&self, targets: CellSet) -> Deduction {
        let removed = targets
            .iter()
            .map(|c| Candidate::new(c, self.digit))
            .collect();
        let [u1, u2] = self.strong_units;
        let pattern = chain_pattern(
            self.cells.to_vec(),
            self.digit,
            vec![u1, u2, self.weak_unit],
            self.nodes(),
            FOUR_CHAIN_LINKS.to_vec(),
        );
        Deduction::elimination(pattern, removed)
    }

    /// "In row 1, 4 can only go in r1c2 and r1c7, and in row 5 only in r5c2 and
    /// r5c7; r1c7 and r5c7 share column 7, so r1c2 or r5c2 is 4: <chain> => ..."
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let digit = self.digit;
        let [a, b, c, d] = self.cells;
        let [u1, u2] = self.strong_units;
        let sorted = |x: Cell, y: Cell| if x < y { [x, y] } else { [y, x] };
        Sentence::new()
            .text("In ")
            .unit(u1)
            .text(", ")
            .digit(digit)
            .text(" can only go in ")
            .cells(sorted(a, b))
            .text(", and in ")
            .unit(u2)
            .text(" only in ")
            .cells(sorted(c, d))
            .text("; ")
            .cells([b, c])
            .text(" share ")
            .unit(self.weak_unit)
            .text(", so ")
            .cell(a)
            .text(" or ")
            .cell(d)
            .text(" is ")
            .digit(digit)
            .text(": ")
            .chain(&self.nodes(), &FOUR_CHAIN_LINKS, false)
            .text(" => ")
            .removals(removed)
    }
}

/// The pattern of an open chain on one digit (conclusion `first_or_last`).
pub(super) fn chain_pattern(
    cells: Vec<Cell>,
    digit: u8,
    units: Vec<Unit>,
    chain: Vec<ChainNode>,
    links: Vec<Link>,
) -> Pattern {
    Pattern::new(cells, Digits::single(digit), units)
        .with(Parts::Chain(ChainParts::open(chain, links)))
}

/// Hands `found` the four-node chains of `digit` (strong links in unit order)
/// whose shape `accept` takes and that remove something, with the cells that
/// lose the digit, until it breaks. Reads only the places of `digit`.
pub(super) fn each_four_chain(
    grid: &Grid,
    digit: u8,
    accept: fn(&FourChain) -> bool,
    found: &mut dyn FnMut(&FourChain, CellSet) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let (links, len) = strong_links(grid, digit);
    let links = &links[..len];
    for (i, l1) in links.iter().enumerate() {
        for l2 in &links[i + 1..] {
            for (a, b) in [(l1.a, l1.b), (l1.b, l1.a)] {
                for (c, d) in [(l2.a, l2.b), (l2.b, l2.a)] {
                    if a == c || a == d || b == c || b == d {
                        continue;
                    }
                    let Some(weak_unit) = shared_unit(b, c) else {
                        continue;
                    };
                    let chain = FourChain {
                        digit,
                        cells: [a, b, c, d],
                        strong_units: [l1.unit, l2.unit],
                        weak_unit,
                    };
                    if !accept(&chain) {
                        continue;
                    }
                    let targets = chain.targets(grid);
                    if !targets.is_empty() {
                        found(&chain, targets)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

impl Technique for TurbotFish {
    /// The engine's turbot fish may lie on the corners of a rectangle with a
    /// strong link in a box (which the checker takes for an X-wing's cells);
    /// it stays as it is, so that traces do not change, but the instances
    /// after it leave such rectangles out.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        // What the search skips depends on what it found for earlier digits:
        // no digit is searched on its own, so the walk's memory stays out.
        let mut first = true;
        (1..=9).try_for_each(|digit| {
            each_four_chain(
                grid,
                digit,
                |c| !c.is_skyscraper() && !c.is_kite() && !c.is_x_wing(),
                &mut |chain, targets| {
                    if !std::mem::take(&mut first) && chain.is_rectangle() {
                        return ControlFlow::Continue(());
                    }
                    found(chain.finding(targets))
                },
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::{assert_open_chain_exact, grid_of};

    #[test]
    fn the_lesson_case_is_an_exact_chain() {
        let grid = grid_of(
            "12..795688....2.9.9.........61..79..39.1........96.4....2.9....689...14....8...29",
        );
        let d = TurbotFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a turbot fish")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(3, 3), 4)]);
        assert_eq!(
            d.pattern.units,
            vec![Unit::row(0), Unit::boxed(3), Unit::col(2)]
        );
    }

    #[test]
    fn strong_links_name_a_pair_once_by_its_line() {
        // Digit 1 only in r1c1 and r1c2 of row 1, box 1 and everything else open.
        let mut grid = Grid::empty();
        for col in 2..9 {
            grid.eliminate(Cell::at(0, col), 1);
        }
        for cell in Unit::boxed(0).cells() {
            if cell.row() != 0 {
                grid.eliminate(cell, 1);
            }
        }
        let (links, len) = strong_links(&grid, 1);
        let pair: Vec<_> = links[..len]
            .iter()
            .filter(|l| l.a == Cell::at(0, 0))
            .collect();
        assert_eq!(pair.len(), 1);
        assert_eq!(pair[0].unit, Unit::row(0));
        assert_eq!(pair[0].b, Cell::at(0, 1));
    }

    #[test]
    fn shapes_are_told_apart() {
        let chain = |cells: [(u8, u8); 4], [u1, u2, weak_unit]: [Unit; 3]| FourChain {
            digit: 1,
            cells: cells.map(|(r, c)| Cell::at(r, c)),
            strong_units: [u1, u2],
            weak_unit,
        };
        let sky = chain(
            [(0, 1), (0, 6), (4, 6), (4, 2)],
            [Unit::row(0), Unit::row(4), Unit::col(6)],
        );
        assert!(sky.is_skyscraper() && !sky.is_kite() && !sky.is_x_wing());
        let wing = chain(
            [(0, 1), (0, 6), (4, 6), (4, 1)],
            [Unit::row(0), Unit::row(4), Unit::col(6)],
        );
        assert!(wing.is_x_wing() && !wing.is_skyscraper());
        let kite = chain(
            [(2, 7), (2, 0), (1, 1), (6, 1)],
            [Unit::row(2), Unit::col(1), Unit::boxed(0)],
        );
        assert!(kite.is_kite() && !kite.is_skyscraper());
        let turbot = chain(
            [(0, 1), (0, 6), (4, 6), (5, 7)],
            [Unit::row(0), Unit::boxed(5), Unit::col(6)],
        );
        assert!(!turbot.is_kite() && !turbot.is_skyscraper() && !turbot.is_x_wing());
        assert!(!turbot.is_rectangle() && wing.is_rectangle());
        // A column pair and a box pair on the corners of a rectangle.
        let boxed = chain(
            [(4, 4), (5, 4), (5, 2), (4, 2)],
            [Unit::col(4), Unit::boxed(3), Unit::row(5)],
        );
        assert!(boxed.is_rectangle() && !boxed.is_x_wing());
    }
}
