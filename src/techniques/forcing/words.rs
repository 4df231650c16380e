//! The sentence of a forcing-chain step: one short story per branch, the on
//! nodes along the branch's longest line of reasoning, and the conclusion. The
//! full branches, every node with its premises, are in the JSON; the sentence
//! names their nodes and what breaks as typed pieces.

use super::shape::Form;
use crate::core::{Candidate, Unit};
use crate::step::Deduction;
use crate::step::branch::{Assertion, BranchNode, Broken};
use crate::step::sentence::Sentence;

/// The line of reasoning from the assumption to node `end`: walk back through the
/// latest premise of each node, keep the on nodes, the nested ones and the end
/// itself.
fn story(branch: &[BranchNode], end: usize) -> Vec<Assertion> {
    story_from(branch, end, 0)
}

/// The same for the assumption at `start`: premises before it are not followed.
fn story_from(nodes: &[BranchNode], end: usize, start: usize) -> Vec<Assertion> {
    let mut path = vec![end];
    let mut k = end;
    while let Some(&prev) = nodes[k].from.iter().filter(|&&f| f as usize >= start).max() {
        k = prev as usize;
        path.push(k);
    }
    path.reverse();
    path.iter()
        .skip(1)
        .filter(|&&k| k == end || nodes[k].on || !nodes[k].proof.is_empty())
        .map(|&k| nodes[k].assertion())
        .collect()
}

/// Appends `nodes` joined with `, `.
fn told(mut s: Sentence, nodes: &[Assertion]) -> Sentence {
    for (k, &a) in nodes.iter().enumerate() {
        if k > 0 {
            s = s.text(", ");
        }
        s = s.assertion(a);
    }
    s
}

/// What breaks, or "a contradiction" when the proof does not say.
fn breaks(s: Sentence, broken: Option<Broken>) -> Sentence {
    match broken {
        Some(b) => s.broken(b),
        None => s.text("a contradiction"),
    }
}

/// Why each nested node of `branch` holds: `r4c4<>7, because r4c4=7 would lead to
/// r5c5=2: r6c6 would have no candidate left`, the reasons joined with `; `.
fn nested_reasons(branch: &[BranchNode]) -> Sentence {
    let mut s = Sentence::new();
    for (k, node) in branch.iter().enumerate() {
        let Some(first) = node.proof.first() else {
            continue;
        };
        let nodes: Vec<BranchNode> = branch[..k].iter().chain(&node.proof).cloned().collect();
        let inner = story_from(&nodes, nodes.len() - 1, k);
        if !s.is_empty() {
            s = s.text("; ");
        }
        s = s.assertion(node.assertion()).text(", because ");
        s = if inner.is_empty() {
            breaks(
                s.text("with ").assertion(first.assertion()).text(" "),
                node.broken,
            )
        } else {
            let s = s.assertion(first.assertion()).text(" would lead to ");
            breaks(told(s, &inner).text(": "), node.broken)
        };
    }
    s
}

/// The node of `branch` that states `c` in the given state, or its last node.
fn end_of(branch: &[BranchNode], c: Option<(Candidate, bool)>) -> usize {
    c.and_then(|(c, on)| {
        branch
            .iter()
            .position(|n| n.cell == c.cell && n.digit == c.digit && n.on == on)
    })
    .unwrap_or(branch.len() - 1)
}

/// Every conclusion of the step as an assertion, placements first.
fn conclusions(d: &Deduction) -> Vec<Assertion> {
    let on = d.placements.iter().map(|p| (p, true));
    let off = d.eliminations.iter().map(|e| (e, false));
    on.chain(off)
        .map(|(c, on)| Assertion {
            cell: c.cell,
            digit: c.digit,
            on,
        })
        .collect()
}

/// Appends the conclusions as English lists them: `r5c5=6 and r5c7<>3`.
fn listed(mut s: Sentence, items: &[Assertion]) -> Sentence {
    for (k, &a) in items.iter().enumerate() {
        if k > 0 {
            s = s.text(if k + 1 == items.len() { " and " } else { ", " });
        }
        s = s.assertion(a);
    }
    s
}

/// Appends what the step places and removes.
fn result(mut s: Sentence, d: &Deduction) -> Sentence {
    for (k, p) in d.placements.iter().enumerate() {
        if k > 0 {
            s = s.text(", ");
        }
        s = s.placement(*p);
    }
    if !d.eliminations.is_empty() {
        if !d.placements.is_empty() {
            s = s.text(", ");
        }
        s = s.removals(&d.eliminations);
    }
    s
}

/// The sentence of a forcing-chain step of `form` (for the unit form, the unit
/// whose places start the branches). A contradiction tells its one branch and
/// what breaks; the other forms tell each branch up to the step's first
/// conclusion.
pub fn sentence(d: &Deduction, form: Form, unit: Option<Unit>) -> Sentence {
    let b = d.pattern.branches();
    let assumed = b[0][0].assertion();
    let s = Sentence::new();
    if form == Form::Contradiction {
        let (cell, digit) = (assumed.cell, assumed.digit);
        let s = if assumed.on {
            s.text(format!("If {cell} were {digit}, then "))
        } else {
            s.text(format!("If {cell} were not {digit}, then "))
        };
        let s = told(s, &story(&b[0], b[0].len() - 1)).text(": ");
        let s = breaks(s, d.pattern.forcing().and_then(|f| f.contradiction));
        let nested = nested_reasons(&b[0]);
        let s = if nested.is_empty() {
            s
        } else {
            s.text(" (inside that branch ").then(nested).text(")")
        };
        return result(s.text(" => "), d);
    }
    // Each branch's story ends at the step's first conclusion.
    let target = d
        .placements
        .first()
        .map(|c| (*c, true))
        .or_else(|| d.eliminations.first().map(|c| (*c, false)));
    let starts = || b.iter().map(|br| br[0].assertion());
    let opening = match form {
        Form::Both => format!("Whether or not {} is {}", assumed.cell, assumed.digit),
        Form::Cell => {
            let digits: Vec<String> = starts().map(|a| a.digit.to_string()).collect();
            format!(
                "Whichever digit {} takes ({})",
                assumed.cell,
                digits.join(",")
            )
        }
        Form::Unit | Form::Contradiction => {
            let cells: Vec<String> = starts().map(|a| a.cell.to_string()).collect();
            let unit = unit.map(|u| format!(" in {u}")).unwrap_or_default();
            format!(
                "Wherever {} goes{unit} ({})",
                assumed.digit,
                cells.join(", ")
            )
        }
    };
    let mut s = listed(s.text(format!("{opening}, ")), &conclusions(d)).text(": ");
    for (k, br) in b.iter().enumerate() {
        if k > 0 {
            s = s.text("; ");
        }
        s = s.text("if ").assertion(br[0].assertion()).text(", then ");
        s = told(s, &story(br, end_of(br, target)));
    }
    result(s.text(" => "), d)
}
