//! The sentence of a forcing-chain step: one short story per branch, the on
//! nodes along the branch's longest line of reasoning, and the conclusion. The
//! full branches, every node with its premises, are in the JSON.

use crate::core::Candidate;
use crate::step::Deduction;
use crate::step::branch::BranchNode;
use crate::step::sentence::{Sentence, join_and};

/// The line of reasoning from the assumption to node `end`: walk back through the
/// latest premise of each node, keep the on nodes, the nested ones and the end
/// itself.
fn story(branch: &[BranchNode], end: usize) -> String {
    story_from(branch, end, 0)
}

/// The same for the assumption at `start`: premises before it are not followed.
fn story_from(nodes: &[BranchNode], end: usize, start: usize) -> String {
    let mut path = vec![end];
    let mut k = end;
    while let Some(&prev) = nodes[k].from.iter().filter(|&&f| f as usize >= start).max() {
        k = prev as usize;
        path.push(k);
    }
    path.reverse();
    let words: Vec<String> = path
        .iter()
        .skip(1)
        .filter(|&&k| k == end || nodes[k].on || !nodes[k].proof.is_empty())
        .map(|&k| nodes[k].words())
        .collect();
    words.join(", ")
}

/// Why each nested node of `branch` holds: `r4c4<>7, because r4c4=7 would lead to
/// r5c5=2: r6c6 would have no candidate left`.
fn nested_reasons(branch: &[BranchNode]) -> Vec<String> {
    let mut out = Vec::new();
    for (k, node) in branch.iter().enumerate() {
        let Some(first) = node.proof.first() else {
            continue;
        };
        let nodes: Vec<BranchNode> = branch[..k].iter().chain(&node.proof).cloned().collect();
        let inner = story_from(&nodes, nodes.len() - 1, k);
        let broken = node.broken.as_deref().unwrap_or("a contradiction");
        let (said, assumed) = (node.words(), first.words());
        out.push(if inner.is_empty() {
            format!("{said}, because with {assumed} {broken}")
        } else {
            format!("{said}, because {assumed} would lead to {inner}: {broken}")
        });
    }
    out
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

/// The conclusions in words: `r5c5=6 and r5c7<>3`.
fn conclusions(d: &Deduction) -> String {
    let mut words: Vec<String> = d
        .placements
        .iter()
        .map(|p| format!("{}={}", p.cell, p.digit))
        .collect();
    words.extend(
        d.eliminations
            .iter()
            .map(|e| format!("{}<>{}", e.cell, e.digit)),
    );
    join_and(&words)
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

/// The sentence of a forcing-chain step (any of the four techniques).
pub fn sentence(d: &Deduction) -> Sentence {
    let p = &d.pattern;
    let b = &p.branches;
    let first = &b[0][0];
    let s = Sentence::new();
    if b.len() == 1 {
        let s = if first.on {
            s.text(format!("If {} were {}, then ", first.cell, first.digit))
        } else {
            s.text(format!("If {} were not {}, then ", first.cell, first.digit))
        };
        let broken = p
            .contradiction
            .clone()
            .unwrap_or_else(|| "a contradiction".into());
        let s = s
            .text(story(&b[0], b[0].len() - 1))
            .text(format!(": {broken}"));
        let nested = nested_reasons(&b[0]);
        let s = if nested.is_empty() {
            s
        } else {
            s.text(format!(" (inside that branch {})", nested.join("; ")))
        };
        return result(s.text(" => "), d);
    }
    let target = d
        .placements
        .first()
        .map(|c| (*c, true))
        .or_else(|| d.eliminations.first().map(|c| (*c, false)));
    let both = b.len() == 2 && b[1][0].cell == first.cell && b[1][0].digit == first.digit;
    let same_cell = b.iter().all(|br| br[0].cell == first.cell);
    let opening = if both {
        format!("Whether or not {} is {}", first.cell, first.digit)
    } else if same_cell {
        let digits: Vec<String> = b.iter().map(|br| br[0].digit.to_string()).collect();
        format!(
            "Whichever digit {} takes ({})",
            first.cell,
            digits.join(",")
        )
    } else {
        let cells: Vec<String> = b.iter().map(|br| br[0].cell.to_string()).collect();
        let unit = p
            .units
            .first()
            .map(|u| format!(" in {u}"))
            .unwrap_or_default();
        format!("Wherever {} goes{unit} ({})", first.digit, cells.join(", "))
    };
    let mut s = s.text(format!("{opening}, {}: ", conclusions(d)));
    for (k, br) in b.iter().enumerate() {
        if k > 0 {
            s = s.text("; ");
        }
        s = s.text(format!(
            "if {}, then {}",
            br[0].words(),
            story(br, end_of(br, target))
        ));
    }
    result(s.text(" => "), d)
}
