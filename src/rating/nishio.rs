//! SE's Nishio: assume a digit in a cell and follow that one digit alone (it
//! leaves every peer; a unit left with one place for it takes it there) until a
//! unit has no place left for it, or a cell must both hold it and not. The
//! assumption is then false. SE rates it 7.5 plus the length bonus. SE's
//! complexity for a cell both on and off is the nodes the "on" rests on plus
//! the nodes the "off" rests on (the assumption included, what both share
//! counted twice), plus 2 for the two ends; the length is that minus 2, so the
//! two counts summed. For a unit left empty, the nodes it rests on.
//!
//! Our contradiction chains find these too, among contradictions on several
//! digits; SE asks for the one-digit ones before its multiple forcing chains,
//! so its path needs them on their own.

use super::Valued;
use super::scale::{NISHIO, length_bonus};
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::{Deduction, Pattern};

/// The Nishio with the lowest value (the first of equals, digits then cells in
/// order).
pub fn easiest(grid: &Grid) -> Option<Valued> {
    let mut best: Option<(u16, Candidate)> = None;
    for digit in 1..=9u8 {
        for cell in grid.positions(digit).iter() {
            if let Some(nodes) = contradiction(grid, cell, digit) {
                let value = NISHIO + length_bonus(nodes);
                if best.is_none_or(|(b, _)| value < b) {
                    best = Some((value, Candidate::new(cell, digit)));
                }
            }
        }
    }
    best.map(|(value, c)| Valued {
        technique: TechniqueId::ContradictionChain,
        deduction: Deduction::elimination(
            Pattern::new(vec![c.cell], Digits::single(c.digit), Vec::new()),
            vec![c],
        ),
        value,
    })
}

/// What each node follows from: an "on" node from the "off" nodes of a unit's
/// other places (none for the assumption), an "off" node from one "on" node.
struct Parents {
    on: [Option<CellSet>; 81],
    off: [Option<Cell>; 81],
}

impl Parents {
    /// How many distinct nodes the "on" nodes `ons` and "off" nodes `offs`, and
    /// everything they follow from, make.
    fn rests_on(&self, mut ons: CellSet, mut offs: CellSet) -> usize {
        let (mut seen_on, mut seen_off) = (CellSet::default(), CellSet::default());
        loop {
            if let Some(c) = ons.first() {
                ons.remove(c);
                if !seen_on.contains(c) {
                    seen_on.insert(c);
                    offs |= self.on[c.index()].unwrap_or_default();
                }
            } else if let Some(c) = offs.first() {
                offs.remove(c);
                if !seen_off.contains(c) {
                    seen_off.insert(c);
                    if let Some(p) = self.off[c.index()] {
                        ons.insert(p);
                    }
                }
            } else {
                return (seen_on.len() + seen_off.len()) as usize;
            }
        }
    }

    /// SE's measure of a cell assumed both on and off: the nodes each of the
    /// two rests on, counted for each (what both rest on, twice).
    fn both_ways(&self, cell: Cell) -> usize {
        let one = CellSet::single(cell);
        self.rests_on(one, CellSet::default()) + self.rests_on(CellSet::default(), one)
    }
}

/// With `digit` assumed in `start`, the length of the first contradiction met
/// (see the module's notes); `None` when there is none.
fn contradiction(grid: &Grid, start: Cell, digit: u8) -> Option<usize> {
    let places = grid.positions(digit);
    let mut parents = Parents {
        on: [None; 81],
        off: [None; 81],
    };
    let mut queue = [(start, true); 162];
    let (mut head, mut tail) = (0, 1);
    parents.on[start.index()] = Some(CellSet::default());
    let mut off = CellSet::default();
    while head < tail {
        let (cell, on) = queue[head];
        head += 1;
        if on {
            if off.contains(cell) {
                return Some(parents.both_ways(cell));
            }
            for peer in (cell.peers() & (places - off)).iter() {
                parents.off[peer.index()] = Some(cell);
                off.insert(peer);
                queue[tail] = (peer, false);
                tail += 1;
            }
        } else {
            if parents.on[cell.index()].is_some() {
                return Some(parents.both_ways(cell));
            }
            for unit in cell.units() {
                let left = places & unit.cells();
                let open = left - off;
                let gone = left & off;
                match open.len() {
                    0 => return Some(parents.rests_on(CellSet::default(), gone)),
                    1 => {
                        let only = open.first()?;
                        if parents.on[only.index()].is_none() {
                            parents.on[only.index()] = Some(gone);
                            queue[tail] = (only, true);
                            tail += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Puzzle;
    use crate::solver::count_solutions;

    #[test]
    fn a_nishio_removes_a_candidate_the_solution_does_not_have() {
        // A puzzle SE rates 7.7 (a Nishio), at its start.
        let line =
            "3..5.28.6....712..25.6.....71....5.3.9.....1.5.6....24.....6.59..512....9.47.5..2";
        let mut givens = [0u8; 81];
        for (k, ch) in line.bytes().enumerate() {
            givens[k] = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
        }
        let grid = Puzzle::from_givens(givens).grid();
        let solution = count_solutions(&grid, 2).solution.expect("solved");
        let nishio = easiest(&grid).expect("a contradiction on one digit");
        let [removed] = nishio.deduction.eliminations[..] else {
            panic!("one removal")
        };
        assert_ne!(solution[removed.cell.index()], removed.digit);
        assert!(nishio.value >= NISHIO);
    }

    #[test]
    fn both_ways_counts_what_the_two_ends_share_twice() {
        // A on; B off from A; C on from B's off; C off from A: C's on rests on
        // C, B, A (3) and its off on C, A (2).
        let (a, b, c) = (Cell::at(0, 0), Cell::at(0, 4), Cell::at(4, 4));
        let mut parents = Parents {
            on: [None; 81],
            off: [None; 81],
        };
        parents.on[a.index()] = Some(CellSet::default());
        parents.off[b.index()] = Some(a);
        parents.on[c.index()] = Some(CellSet::single(b));
        parents.off[c.index()] = Some(a);
        assert_eq!(parents.both_ways(c), 5);
        assert_eq!(parents.rests_on(CellSet::single(c), CellSet::single(c)), 4);
    }
}
