//! The proof of the chain a level search picked: its branches grown again
//! with the forcing techniques' branch builder, each node with the nodes it
//! follows from. Where the singles run out, the level's patterns and inner
//! chains are asked on the branch's candidates, as the search asked them;
//! every candidate they remove becomes an off node proved by its opposite
//! breaking the grid on top of the branch (the nested chain's
//! `prove_off`: the basic rules alone for a pattern or a plain chain, a
//! proof whose own nodes carry proofs for a forcing chain inside), or, for
//! a pattern forcing chain, an off node naming the pattern and the branch's
//! off nodes it rests on. Then each branch is cut down to what its
//! conclusion needs.

use super::board::{BranchBoard, NestingLevel};
use super::branch::{Scratch, removals};
use super::branch_patterns::{gone_in, left_in, struck_by};
use super::memo::Memo;
use super::{Conclusion, Found, Start};
use crate::core::{Candidate, CellSet, Digits, Grid, Unit};
use crate::step::branch::{BranchNode, Broken};
use crate::step::pattern::{ForcingParts, Nesting};
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::forcing::nested::prove_off;
use crate::techniques::forcing::proof::{Builder, Target};
use crate::techniques::forcing::shape::Form;
use crate::techniques::forcing::words::sentence;

/// The step of `found`, a chain of `level` on `board` (the board of `grid`),
/// with its branches and their proofs; `None` when a branch cannot be grown
/// again to the conclusion.
pub(super) fn proved(
    grid: &Grid,
    board: &BranchBoard,
    level: NestingLevel,
    found: Found,
    scratch: &mut Scratch,
) -> Option<Finding> {
    grown(grid, board, level, found, scratch, false)
}

/// The step of `found`, a chain of level 1 on `board` (the board of `grid`),
/// whose nodes struck by a pattern name it; `None` when a branch cannot be
/// grown again to the conclusion.
pub(super) fn with_pattern_nodes(
    grid: &Grid,
    board: &BranchBoard,
    found: Found,
    scratch: &mut Scratch,
) -> Option<Finding> {
    grown(grid, board, 1, found, scratch, true)
}

/// The step of `found`, its patterns' removals as pattern nodes (`as_nodes`)
/// or proved by their opposites breaking the grid.
fn grown(
    grid: &Grid,
    board: &BranchBoard,
    level: NestingLevel,
    found: Found,
    scratch: &mut Scratch,
    as_nodes: bool,
) -> Option<Finding> {
    let (starts, target, form) = match &found.conclusion {
        Conclusion::Broken(start) => (vec![*start], Target::Contradiction, Form::Contradiction),
        Conclusion::Common { starts, node } => {
            let form = match starts.as_slice() {
                [a, b] if (a.0, a.1) == (b.0, b.1) => Form::Both,
                [a, ..] if starts.iter().all(|s| s.0 == a.0) => Form::Cell,
                _ => Form::Unit,
            };
            let (cell, d, on) = *node;
            (starts.clone(), Target::Node(cell, d as u8 + 1, on), form)
        }
    };
    let mut branches = Vec::with_capacity(starts.len());
    let mut contradiction = None;
    for &start in &starts {
        let (nodes, broken) = branch(grid, board, level, start, target, scratch.memo(), as_nodes)?;
        if broken.is_some() != (target == Target::Contradiction) {
            return None;
        }
        contradiction = contradiction.or(broken);
        branches.push(nodes);
    }
    let mut cells = Vec::new();
    for &(cell, _, _) in &starts {
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    let digits: Digits = starts.iter().map(|s| s.1 as u8 + 1).collect();
    let unit = match form {
        Form::Unit => {
            let digit = starts[0].1 as u8 + 1;
            let places: CellSet = cells.iter().copied().collect();
            Unit::all().find(|&u| grid.positions_in(u, digit) == places)
        }
        _ => None,
    };
    let pattern = Pattern::new(cells, digits, unit.into_iter().collect()).with(Parts::Forcing(
        ForcingParts {
            branches,
            contradiction,
            nesting: Some(Nesting {
                level,
                complexity: found.complexity,
            }),
            kraken: None,
        },
    ));
    let removes = found
        .removes
        .iter()
        .map(|&(c, d)| Candidate::new(c, d as u8 + 1))
        .collect();
    let deduction = Deduction::elimination(pattern, removes);
    let sentence = sentence(grid, &deduction, form, unit);
    Some(Finding {
        deduction,
        sentence,
    })
}

/// The branch from `start` to `target` with `level`'s patterns and inner
/// chains, cut down to what the target needs, and what breaks at its end;
/// with `as_nodes`, a pattern's removals are nodes that name it.
fn branch(
    grid: &Grid,
    board: &BranchBoard,
    level: NestingLevel,
    (cell, d, on): Start,
    target: Target,
    memo: &mut Memo,
    as_nodes: bool,
) -> Option<(Vec<BranchNode>, Option<Broken>)> {
    let mut b = Builder::new(grid, false, target);
    let mut stop = b.add(cell, d as u8 + 1, on, &[]).or_else(|| b.run());
    while stop.is_none() {
        let pos = left_in(&board.pos, &b);
        let hints = removals(board, memo, level, &pos);
        let mut any = false;
        'hints: for h in hints.iter() {
            for removed in &h.removes {
                let (c, e) = (removed.cell, usize::from(removed.digit - 1));
                if b.holds(c, e as u8 + 1, false) {
                    continue;
                }
                any = true;
                stop = match h.why {
                    Some(why) if as_nodes => {
                        let gone = gone_in(&board.pos, &pos, &h.basis);
                        struck_by(&mut b, c, e as u8 + 1, &gone, why).or_else(|| b.run())
                    }
                    // The basic rules first: a proof on top of a branch that
                    // breaks already would prove nothing of its own.
                    _ => prove_off(&mut b, c, e as u8 + 1)?.or_else(|| b.run()),
                };
                if stop.is_some() {
                    break 'hints;
                }
            }
        }
        if !any {
            return None;
        }
    }
    let (ends, broken) = stop?;
    Some((b.cut(&ends, 0).0, broken))
}
