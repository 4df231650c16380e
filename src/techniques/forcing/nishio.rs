//! Nishio, as Sudoku Explainer names it: assume a digit in a cell and follow
//! that one digit alone (it leaves every peer; a unit left with one place for
//! it takes it there) until a cell must both hold it and not, or a unit has no
//! place left for it. The assumption is then false. It is a contradiction
//! chain on one digit; SE rates it 7.5 plus a length bonus, below every other
//! forcing chain, so SE's path needs it as a technique of its own. The human
//! path finds the same eliminations as contradiction chains and does not take
//! this unless asked.
//!
//! The branch is built breadth-first, as SE walks it (a node's consequences in
//! the order row, column, box of its units, peers in cell order), and cut down
//! to the nodes the contradiction rests on. Its length on SE's scale (what
//! `scale` counts from the branch) is the nodes the contradiction
//! rests on; for a cell both on and off, the nodes each of the two rests on,
//! counted for each.
//!
//! Order: digits ascending, then cells row-major.

use super::proof::cut;
use super::shape::Form;
use super::words::sentence;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::branch::{BranchNode, Broken};
use crate::step::pattern::ForcingParts;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct Nishio;

impl Technique for Nishio {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // A digit's walk reads its places alone: a walk remembers the digits
        // where it found nothing (the words of a step read more, but a digit
        // without a step has none).
        analysis.each_digit("nishio", found, |digit, found| {
            for cell in grid.positions(digit).iter() {
                if let Some((branch, broken)) = refute(grid, cell, digit) {
                    found(finding(grid, cell, digit, branch, broken))?;
                }
            }
            ControlFlow::Continue(())
        })
    }
}

/// The step that removes `digit` from `cell`, its branch breaking as
/// `broken`.
fn finding(grid: &Grid, cell: Cell, digit: u8, branch: Vec<BranchNode>, broken: Broken) -> Finding {
    let pattern = Pattern::new(vec![cell], Digits::single(digit), Vec::new()).with(Parts::Forcing(
        ForcingParts {
            branches: vec![branch],
            contradiction: Some(broken),
            nesting: None,
            kraken: None,
        },
    ));
    let deduction = Deduction::elimination(pattern, vec![Candidate::new(cell, digit)]);
    let sentence = sentence(grid, &deduction, Form::Contradiction, None);
    Finding {
        deduction,
        sentence,
    }
}

fn node(cell: Cell, digit: u8, on: bool, from: Vec<u16>) -> BranchNode {
    BranchNode {
        cell,
        digit,
        on,
        from,
        proof: Vec::new(),
        broken: None,
        pattern: None,
    }
}

/// With `digit` assumed in `start`, the branch up to the first contradiction
/// met, cut to what it rests on, and what breaks; `None` when there is none.
/// The walk keeps its premises in fixed arrays and builds the branch only for
/// a contradiction: every candidate of the grid is tried, most to no end.
fn refute(grid: &Grid, start: Cell, digit: u8) -> Option<(Vec<BranchNode>, Broken)> {
    let places = grid.positions(digit);
    // Each cell's premises: an on node's, the off places of the unit that
    // leaves it one; an off node's, the on peer that removes it.
    let mut on_from: [Option<CellSet>; 81] = [None; 81];
    let mut off_from: [Option<Cell>; 81] = [None; 81];
    let mut queue = [(start, true); 162];
    let (mut head, mut tail) = (0, 1);
    on_from[start.index()] = Some(CellSet::default());
    let mut off = CellSet::default();
    let (ends, broken) = 'walk: loop {
        if head == tail {
            return None;
        }
        let (cell, on) = queue[head];
        head += 1;
        if on {
            if off.contains(cell) {
                break 'walk (vec![(cell, true), (cell, false)], Broken::Both(cell, digit));
            }
            for peer in (cell.peers() & (places - off)).iter() {
                off_from[peer.index()] = Some(cell);
                off.insert(peer);
                queue[tail] = (peer, false);
                tail += 1;
            }
            continue;
        }
        if on_from[cell.index()].is_some() {
            break 'walk (vec![(cell, true), (cell, false)], Broken::Both(cell, digit));
        }
        for unit in cell.units() {
            let left = places & unit.cells();
            let open = left - off;
            let gone = left & off;
            match open.len() {
                0 => {
                    break 'walk (
                        gone.iter().map(|c| (c, false)).collect(),
                        Broken::NoPlace(unit, digit),
                    );
                }
                1 => {
                    let only = open.first()?;
                    if on_from[only.index()].is_none() {
                        on_from[only.index()] = Some(gone);
                        queue[tail] = (only, true);
                        tail += 1;
                    }
                }
                _ => {}
            }
        }
    };
    // The walk as branch nodes, in the order met.
    let mut at = [[u16::MAX; 2]; 81];
    for (k, &(cell, on)) in queue[..tail].iter().enumerate() {
        at[cell.index()][usize::from(on)] = k as u16;
    }
    let nodes: Vec<BranchNode> = queue[..tail]
        .iter()
        .map(|&(cell, on)| {
            let from = if on {
                let premises = on_from[cell.index()].unwrap_or_default();
                premises.iter().map(|c| at[c.index()][0]).collect()
            } else {
                off_from[cell.index()]
                    .map(|c| vec![at[c.index()][1]])
                    .unwrap_or_default()
            };
            node(cell, digit, on, from)
        })
        .collect();
    let ends: Vec<usize> = ends
        .into_iter()
        .map(|(cell, on)| usize::from(at[cell.index()][usize::from(on)]))
        .collect();
    Some((cut(&nodes, &ends, 0).0, broken))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::count_solutions;

    #[test]
    fn a_nishio_removes_a_candidate_the_solution_does_not_have() {
        // A puzzle SE rates 7.7 (a Nishio), at its start.
        let line =
            "3..5.28.6....712..25.6.....71....5.3.9.....1.5.6....24.....6.59..512....9.47.5..2";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let solution = count_solutions(&grid, 2).solution.expect("solved");
        let mut found = 0;
        let _ = Nishio.search(&grid, &Analysis::new(&grid), &mut |f| {
            let [removed] = f.deduction.eliminations[..] else {
                panic!("one removal")
            };
            assert_ne!(solution[removed.cell.index()], removed.digit);
            let branch = &f.deduction.pattern.branches()[0];
            assert!(branch.iter().all(|n| n.digit == removed.digit));
            assert!(branch[0].on && branch[0].cell == removed.cell);
            found += 1;
            ControlFlow::Continue(())
        });
        assert!(found > 0);
    }
}
