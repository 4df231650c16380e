//! The because-lines of a forcing-chain step: every node the conclusion rests
//! on, each with the nodes it follows from and the basic rule that takes it
//! there, so a reader checks the whole proof with the board and the words alone.
//!
//! One line per inference, in the branch's order (a node's premises always come
//! before it):
//! - `r2c6<>4, r2c6<>5 and r2c6<>9 because r2c6=7 (same cell)`: the off nodes one
//!   on node strikes by one rule share a line;
//! - `r1c7<>5 because r2c8=5 (same box)`;
//! - `r2c3=1 because r2c3<>2 (last candidate of r2c3)`;
//! - `r2c8=5 because r2c2<>5, r2c6<>5 and r2c9<>5 (last place for 5 in row 2)`.
//!
//! A step with several branches starts each line with its branch's assumption
//! (`if r2c5=1: ...`); a nested proof's lines start with the assumption it
//! refutes (`if r1c2=1: ...`), after the line of the node it proves, and a
//! proof inside a proof adds its own (`if r1c2=1: if r5c5=3: ...`).

use crate::core::{Cell, Grid, Unit, UnitKind};
use crate::step::branch::{Assertion, BranchNode, NodePattern};
use crate::step::sentence::{BranchLines, Sentence};
use crate::technique_id::TechniqueId;
use std::ops::Range;

/// Where a nested proof's lines are among the because-lines: the index of the
/// node it proves in its branch (or proof), the lines, how many pieces each
/// line opens with to name the assumptions it holds under, and whether the
/// node is a branch's. A proof's lines hold the lines of the proofs inside
/// it, which come first in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct ProofLines {
    pub node: usize,
    pub lines: Range<usize>,
    pub lead: usize,
    /// Whether it proves a node of a branch (not of another proof).
    pub outer: bool,
}

/// Appends `items` as English lists them: `a`, `a and b`, `a, b and c`.
pub(super) fn listed(mut s: Sentence, items: &[Assertion]) -> Sentence {
    for (k, &a) in items.iter().enumerate() {
        if k > 0 {
            s = s.text(if k + 1 == items.len() { " and " } else { ", " });
        }
        s = s.assertion(a);
    }
    s
}

/// Which basic rule turns a node off: the on node it names shares its cell, or
/// holds its digit in a unit they share.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum OffRule {
    SameCell,
    Same(UnitKind),
}

fn off_rule(node: &BranchNode, premise: &BranchNode) -> OffRule {
    if node.cell == premise.cell {
        OffRule::SameCell
    } else if node.cell.row() == premise.cell.row() {
        OffRule::Same(UnitKind::Row)
    } else if node.cell.col() == premise.cell.col() {
        OffRule::Same(UnitKind::Col)
    } else {
        OffRule::Same(UnitKind::Box)
    }
}

/// Which basic rule turns a node on: every other candidate of its cell is off,
/// or every other place of its digit in a unit (candidates already gone from
/// the grid need no premise).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum OnRule {
    LastCandidate(Cell),
    LastPlace(Unit),
}

fn on_rule(grid: &Grid, node: &BranchNode, premises: &[&BranchNode]) -> Option<OnRule> {
    let (cell, d) = (node.cell, node.digit);
    let struck = |c: Cell, e: u8| {
        premises
            .iter()
            .any(|p| p.cell == c && p.digit == e && !p.on)
    };
    let others = grid.candidates(cell).iter().filter(|&e| e != d);
    if premises.iter().all(|p| p.cell == cell) && others.clone().all(|e| struck(cell, e)) {
        return Some(OnRule::LastCandidate(cell));
    }
    cell.units()
        .into_iter()
        .find(|&u| {
            !grid.unit_has(u, d)
                && grid
                    .positions_in(u, d)
                    .iter()
                    .all(|c| c == cell || struck(c, d))
        })
        .map(OnRule::LastPlace)
}

/// Where the because-lines of one branch (or one nested proof) are written:
/// the grid, the nodes by their index, the assumption's index, and the words
/// each line starts with.
struct Scope<'a> {
    grid: &'a Grid,
    /// The nodes by index: a branch's own, or for a proof at branch node `k` the
    /// branch's first `k` nodes followed by the proof's.
    nodes: Vec<&'a BranchNode>,
    /// The index of the scope's assumption; lines are written for the nodes after it.
    start: usize,
    /// The assumptions the lines hold under (`if r2c5=1: `), outermost first.
    under: Vec<Assertion>,
    /// Whether the main sentence already says why each nested node holds.
    nested_told: bool,
}

impl Scope<'_> {
    /// A new line, starting with the assumptions it holds under, each its
    /// own `if`, outermost first (`if r2c5=1: if r1c2=1: `), so that a block
    /// under one assumption's heading reads on with the next.
    fn line(&self) -> Sentence {
        self.under.iter().fold(Sentence::new(), |s, &a| {
            s.text("if ").assertion(a).text(": ")
        })
    }

    /// Appends the lines of the scope's nodes after its assumption, and to
    /// `proofs` where each nested proof's lines are.
    fn lines(&self, out: &mut Vec<Sentence>, proofs: &mut Vec<ProofLines>) {
        let n = self.nodes.len();
        let mut told = vec![false; n];
        for k in self.start + 1..n {
            if told[k] {
                continue;
            }
            let node = self.nodes[k];
            let premises: Vec<&BranchNode> =
                node.from.iter().map(|&f| self.nodes[f as usize]).collect();
            if !node.proof.is_empty() {
                self.nested(k, out, proofs);
            } else if let Some(pattern) = node.pattern {
                out.push(self.pattern_line(k, &premises, pattern, &mut told));
            } else if node.on {
                out.push(self.on_line(node, &premises));
            } else {
                let &[premise] = premises.as_slice() else {
                    // Not a node the engine writes (an off node names one on
                    // node, or carries a proof): name its premises all the same.
                    let named: Vec<Assertion> = premises.iter().map(|p| p.assertion()).collect();
                    let s = self.line().assertion(node.assertion());
                    out.push(listed(s.text(" because "), &named));
                    continue;
                };
                out.push(self.off_line(k, premise, &mut told));
            }
        }
    }

    /// `r1c7<>5 and r3c7<>5 because r2c8=5 (same box)`: node `k` and every later
    /// off node the same premise strikes by the same rule, marked told.
    fn off_line(&self, k: usize, premise: &BranchNode, told: &mut [bool]) -> Sentence {
        let rule = off_rule(self.nodes[k], premise);
        let named = self.told_with(k, told, |other| {
            !other.on
                && other.proof.is_empty()
                && other.pattern.is_none()
                && off_rule(other, premise) == rule
        });
        let s = listed(self.line(), &named)
            .text(" because ")
            .assertion(premise.assertion());
        match rule {
            OffRule::SameCell => s.text(" (same cell)"),
            OffRule::Same(kind) => s.text(" (same ").kind(kind).text(")"),
        }
    }

    /// Node `k` and every later node not yet told that names the same
    /// premises and `fits`, marked told: the nodes one line tells.
    fn told_with(
        &self,
        k: usize,
        told: &mut [bool],
        fits: impl Fn(&BranchNode) -> bool,
    ) -> Vec<Assertion> {
        let from = &self.nodes[k].from;
        let mut named = Vec::new();
        for (done, &other) in told.iter_mut().zip(&self.nodes).skip(k) {
            if !*done && other.from == *from && fits(other) {
                *done = true;
                named.push(other.assertion());
            }
        }
        named
    }

    /// `r7c4<>5 because r6c5<>5 (pointing: in box 5, 5 is left only in
    /// r4c4 and r5c4, in column 4)`: node `k` and every later node the same
    /// pattern strikes from the same premises, marked told.
    fn pattern_line(
        &self,
        k: usize,
        premises: &[&BranchNode],
        pattern: NodePattern,
        told: &mut [bool],
    ) -> Sentence {
        let named = self.told_with(k, told, |other| other.pattern == Some(pattern));
        let mut s = listed(self.line(), &named);
        if !premises.is_empty() {
            let named: Vec<Assertion> = premises.iter().map(|p| p.assertion()).collect();
            s = listed(s.text(" because "), &named);
        }
        pattern_reason(s.text(" ("), &pattern).text(")")
    }

    /// `r2c8=5 because r2c2<>5, r2c6<>5 and r2c9<>5 (last place for 5 in row 2)`.
    fn on_line(&self, node: &BranchNode, premises: &[&BranchNode]) -> Sentence {
        let s = self.line().assertion(node.assertion());
        let named: Vec<Assertion> = premises.iter().map(|p| p.assertion()).collect();
        let (s, which) = if named.is_empty() {
            (s, " (the only ")
        } else {
            (listed(s.text(" because "), &named), " (last ")
        };
        match on_rule(self.grid, node, premises) {
            Some(OnRule::LastCandidate(c)) => s.text(which).text("candidate of ").cell(c).text(")"),
            Some(OnRule::LastPlace(u)) => s
                .text(which)
                .text("place for ")
                .digit(node.digit)
                .text(" in ")
                .unit(u)
                .text(")"),
            None => s,
        }
    }

    /// The lines of a node proved by its own contradiction: the node's own
    /// reason (unless the main sentence gives it), then its proof's lines.
    fn nested(&self, k: usize, out: &mut Vec<Sentence>, proofs: &mut Vec<ProofLines>) {
        let node = self.nodes[k];
        let opposite = node.proof[0].assertion();
        if !self.nested_told {
            let s = self
                .line()
                .assertion(node.assertion())
                .text(" because with ")
                .assertion(opposite)
                .text(", ");
            out.push(match node.broken {
                Some(b) => s.broken(b),
                None => s.text("a contradiction follows"),
            });
        }
        let mut under = self.under.clone();
        under.push(opposite);
        let inner = Scope {
            grid: self.grid,
            nodes: self.nodes[..k].iter().copied().chain(&node.proof).collect(),
            start: k,
            under,
            // The main sentence tells why the branch's nested nodes hold,
            // never why a proof's own do.
            nested_told: false,
        };
        let first = out.len();
        inner.lines(out, proofs);
        proofs.push(ProofLines {
            node: k,
            lines: first..out.len(),
            lead: inner.line().pieces().len(),
            outer: self.start == 0,
        });
    }
}

/// The because-lines of `branches`: every node after each assumption, with
/// its premises and rule. With several branches each line starts with its
/// branch's assumption, and each branch's lines are told apart. `nested_told`: the main sentence already says why each
/// nested node holds (its proof's lines are written all the same). Also where
/// each nested proof's lines are, in the order they are written.
pub(super) fn because_lines(
    grid: &Grid,
    branches: &[Vec<BranchNode>],
    nested_told: bool,
) -> (Vec<Sentence>, Vec<ProofLines>, Vec<BranchLines>) {
    let mut out = Vec::new();
    let mut proofs = Vec::new();
    let mut told = Vec::new();
    for branch in branches {
        let under = if branches.len() > 1 {
            vec![branch[0].assertion()]
        } else {
            Vec::new()
        };
        let scope = Scope {
            grid,
            nodes: branch.iter().collect(),
            start: 0,
            under,
            nested_told,
        };
        let first = out.len();
        scope.lines(&mut out, &mut proofs);
        if branches.len() > 1 {
            told.push(BranchLines {
                assumption: branch[0].assertion(),
                lines: first..out.len(),
                lead: scope.line().pieces().len(),
            });
        }
    }
    (out, proofs, told)
}

/// Why a pattern strikes, in words: `pointing: in box 5, 5 is left only in
/// r4c4 and r5c4, in column 4`.
fn pattern_reason(s: Sentence, p: &NodePattern) -> Sentence {
    let units: Vec<Unit> = p.units().collect();
    let cells = p.cells.iter();
    let pair = |s: Sentence| {
        let mut digits = p.digits.iter();
        match (digits.next(), digits.next()) {
            (Some(a), Some(b)) => s.digit(a).text(" and ").digit(b),
            _ => s.digits(p.digits),
        }
    };
    let s = s.text(p.word()).text(": ");
    match (p.technique, units.as_slice()) {
        // The unit whose places are confined, then the unit they lie in.
        (TechniqueId::Pointing | TechniqueId::BoxLine, &[source, target]) => s
            .text("in ")
            .unit(source)
            .text(", ")
            .digits(p.digits)
            .text(" is left only in ")
            .cells(cells)
            .text(", in ")
            .unit(target),
        (TechniqueId::NakedPair, &[unit]) => {
            let s = s.cells(cells).text(" of ").unit(unit);
            pair(s.text(" are left with only "))
        }
        (TechniqueId::HiddenPair, &[unit]) => {
            let s = pair(s.text("in ").unit(unit).text(", "));
            s.text(" are left only in ").cells(cells)
        }
        (TechniqueId::XWing, &[a, b, c, d]) => s
            .text("in ")
            .units([a, b])
            .text(", ")
            .digits(p.digits)
            .text(" is left only in ")
            .units([c, d]),
        // Not a pattern the engine writes: name its cells all the same.
        _ => s.text("on ").cells(cells),
    }
}
