//! A forcing chain drawn: one panel per branch, its nodes lettered in order,
//! each with the letters of the nodes it follows from.

use super::panel::{
    Drawing, Panel, Role, conclusion_marks, letter_range, node_letter, node_name, wrap,
};
use super::shapes::{LinkKind, LinkMark, NodeKind, NodeMark};
use crate::core::Grid;
use crate::step::Step;
use crate::step::branch::BranchNode;
use crate::step::pattern::ForcingParts;

/// One panel per branch: its nodes lettered in order, each with the letters
/// of the nodes it follows from.
pub(super) fn forcing_panels(step: &Step, forcing: &ForcingParts, grid: &Grid) -> Drawing {
    let count = forcing.branches.len();
    let mut panels = Vec::new();
    for (b, branch) in forcing.branches.iter().enumerate() {
        let title = branch.first().map(|start| match count {
            1 => format!("Suppose {}", start.assertion()),
            _ => format!("Branch {} of {count}: suppose {}", b + 1, start.assertion()),
        });
        let mut panel = Panel::new(title, grid);
        let nodes_key = format!("{} branch nodes in order", letter_range(branch.len()));
        // The conclusion first: where a branch ends on the candidate the step
        // removes (or places), the grid shows the removal, not one more node.
        conclusion_marks(&mut panel, step);
        for (k, node) in branch.iter().enumerate() {
            let (role, kind) = match (k, node.on) {
                (0, _) => (Role::Premise, NodeKind::Premise),
                (_, true) => (Role::Node, NodeKind::On),
                (_, false) => (Role::Node, NodeKind::Off),
            };
            panel.put(node.cell, node.digit, node_letter(k), role);
            panel.nodes.push(NodeMark {
                kind,
                digit: node.digit,
                cells: vec![node.cell],
                letter: Some(node_name(k)),
                nested: !node.proof.is_empty(),
            });
            // A node follows only from earlier nodes of its branch.
            for &from in node.from.iter().filter(|&&f| usize::from(f) < k) {
                panel.links.push(LinkMark {
                    kind: LinkKind::Forces,
                    from: usize::from(from),
                    to: k,
                });
            }
        }
        let key = panel.key(&[
            (Role::Premise, &nodes_key),
            (Role::Node, &nodes_key),
            (Role::Placed, "=n placed"),
            (Role::Removed, "xn removed"),
        ]);
        panel.legend.push(key);
        let last = branch.len().saturating_sub(1);
        let words: Vec<String> = branch
            .iter()
            .enumerate()
            .map(|(k, node)| {
                let comma = if k < last { "," } else { "" };
                format!("{}{comma}", branch_node_words(k, node))
            })
            .collect();
        panel.legend.extend(wrap("", &words));
        if b + 1 == count
            && let Some(broken) = forcing.contradiction
        {
            panel.legend.push(format!("Then {broken}."));
        }
        panels.push(panel);
    }
    if let Some(first) = panels.first_mut() {
        first.legend.push(
            "(a,b) after a node: the nodes it follows from   = the digit is in the cell   <> it is not".to_string(),
        );
    }
    Drawing { panels }
}

/// `c r2c2=9 (a,b)`: a branch node, and the nodes it follows from.
fn branch_node_words(k: usize, node: &BranchNode) -> String {
    let from: Vec<String> = node
        .from
        .iter()
        .map(|&i| node_name(usize::from(i)))
        .collect();
    let why = if !node.proof.is_empty() {
        " (else the grid breaks)".to_string()
    } else if from.is_empty() {
        String::new()
    } else {
        format!(" ({})", from.join(","))
    };
    format!("{} {}{why}", node_name(k), node.assertion())
}
