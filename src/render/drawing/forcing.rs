//! A forcing chain drawn: one panel per branch, its nodes lettered in order,
//! each with the letters of the nodes it follows from. A nested branch is
//! drawn in layers: the branch's panel holds its own nodes only, and each node
//! proved by an inner chain of its own opens that chain as a panel of its own
//! (`Panel::inner`), so no view draws the whole web at once; a deep forcing
//! chain's proof node proved by a proof of its own opens a panel inside the
//! inner chain's.

use super::panel::{
    Drawing, Panel, Role, cell_list, conclusion_marks, letter_range, node_letter, node_name, wrap,
};
use super::parts::shade_units;
use super::shapes::Shade;
use super::shapes::{CellMark, LinkKind, LinkMark, NodeKind, NodeMark};
use crate::catalog::TechniqueId;
use crate::core::Grid;
use crate::render::blocks::{plain_branches, plain_layers};
use crate::step::Step;
use crate::step::branch::{Assertion, BranchNode};
use crate::step::pattern::{ForcingParts, KrakenParts};
use crate::step::sentence::units_words;

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
            let (role, kind) = node_role(k, node);
            panel.put(node.cell, node.digit, node_letter(k), role);
            let inner = (!node.proof.is_empty()).then(|| {
                let n = branch[..k].iter().filter(|n| !n.proof.is_empty()).count();
                let all = branch.iter().filter(|n| !n.proof.is_empty()).count();
                panel.inner.push(inner_panel(branch, k, (n, all), grid));
                n
            });
            panel.nodes.push(NodeMark {
                kind,
                digit: node.digit,
                cells: vec![node.cell],
                letter: Some(node_name(k)),
                inner,
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
        let fish = match &forcing.kraken {
            Some(kraken) => Some(kraken_fish(&mut panel, step, kraken)),
            None if step.technique == TechniqueId::Tridagon => Some(tridagon(&mut panel, step)),
            None => None,
        };
        let key = panel.key(&[
            (Role::Premise, &nodes_key),
            (Role::Node, &nodes_key),
            (Role::Fin, "fn fin"),
            (Role::Placed, "=n placed"),
            (Role::Removed, "xn removed"),
        ]);
        panel.legend.push(key);
        panel.legend.extend(fish);
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
    layer_words(step, &mut panels);
    if let Some(first) = panels.first_mut() {
        first.legend.push(
            "(a,b) after a node: the nodes it follows from   = the digit is in the cell   <> it is not".to_string(),
        );
    }
    Drawing { panels }
}

/// A kraken fish's fish, in every branch's panel: its base and cover lines
/// shaded, the fins that are not the branch's nodes marked; and its legend
/// line.
fn kraken_fish(panel: &mut Panel, step: &Step, kraken: &KrakenParts) -> String {
    let p = step.pattern();
    shade_units(panel, &p.units, Shade::Base);
    shade_units(panel, &kraken.cover_units, Shade::Cover);
    let d = p.digits.first().copied().unwrap_or_default();
    for &cell in &kraken.fins {
        panel.put(cell, d, 'f', Role::Fin);
    }
    format!(
        "Fish of {d}: base {}, cover {}, fins {}",
        units_words(&p.units),
        units_words(&kraken.cover_units),
        cell_list(&kraken.fins)
    )
}

/// A tridagon's twelve cells, in every branch's panel of its guardians'
/// form; and its legend line.
fn tridagon(panel: &mut Panel, step: &Step) -> String {
    let p = step.pattern();
    for &cell in &p.cells {
        panel.cells.push(CellMark {
            cell,
            shade: Shade::Pattern,
            set: None,
        });
    }
    let digits: Vec<String> = p.digits.iter().map(|d| d.to_string()).collect();
    format!(
        "Tridagon on {} in {}: {}",
        digits.join(","),
        units_words(&p.units),
        cell_list(&p.cells)
    )
}

/// A step's words by panel: with several branches, each branch's panel gets
/// the main line and that branch's lines; a nested branch's words go layer
/// by layer, the outer layer on its panel and each inner chain's block on
/// that chain's panel. So a page showing one branch, or opening one inner
/// chain, shows its words alone. The sentence's branches and inner chains
/// come in the order of the panels.
fn layer_words(step: &Step, panels: &mut [Panel]) {
    if let Some(branches) = plain_branches(&step.sentence) {
        if branches.len() == panels.len() {
            for (panel, words) in panels.iter_mut().zip(branches) {
                panel.text = Some(words);
            }
        }
        return;
    }
    let Some((outer, inner)) = plain_layers(&step.sentence) else {
        return;
    };
    let [panel] = panels else {
        return;
    };
    if panel.inner.len() != inner.len() {
        debug_assert!(
            false,
            "{} inner panels, {} inner chains told",
            panel.inner.len(),
            inner.len()
        );
        return;
    }
    panel.text = Some(outer);
    for (chain, words) in panel.inner.iter_mut().zip(inner) {
        chain.text = Some(words);
    }
}

/// The panel of the inner chain that proves node `k` of `branch` (the `n`-th
/// of `all`, counted from 0): the proof's nodes lettered from `a`, its
/// assumption first, and the nodes of the outer branch it rests on, held
/// there already, marked `#` and named in words (their letters belong to the
/// outer panel).
fn inner_panel(branch: &[BranchNode], k: usize, (n, all): (usize, usize), grid: &Grid) -> Panel {
    let node = &branch[k];
    let proof = &node.proof;
    let title = format!(
        "Inner chain {} of {all}: why {} {}, suppose {}",
        n + 1,
        node_name(k),
        node.assertion(),
        proof[0].assertion()
    );
    let mut panel = Panel::new(Some(title), grid);
    // The outer nodes the proof names or its contradiction rests on, in the
    // branch's order; they come after the proof's own nodes in `nodes`.
    let mut held: Vec<usize> = node
        .from
        .iter()
        .chain(proof.iter().flat_map(|p| &p.from))
        .map(|&f| usize::from(f))
        .filter(|&f| f < k)
        .collect();
    held.sort_unstable();
    held.dedup();
    // A proof's `from` index: below `k` an outer node, from `k` on a proof node.
    let index = |f: u16| {
        let f = usize::from(f);
        if f < k {
            proof.len() + held.iter().position(|&h| h == f).unwrap_or(0)
        } else {
            f - k
        }
    };
    // A proof node proved by a proof of its own (a deep forcing chain's
    // second level) opens that proof as a panel inside this one. Its node
    // names no panel to open: a page opens one level of inner chains.
    let all = proof.iter().filter(|p| !p.proof.is_empty()).count();
    let mut list: Vec<BranchNode> = Vec::new();
    if all > 0 {
        list = branch[..k].iter().chain(proof).cloned().collect();
    }
    for (j, p) in proof.iter().enumerate() {
        if !p.proof.is_empty() {
            let n = panel.inner.len();
            panel.inner.push(inner_panel(&list, k + j, (n, all), grid));
        }
        let (role, kind) = node_role(j, p);
        panel.letter_node(j, p.cell, p.digit, role, kind);
        for &from in p.from.iter().filter(|&&f| usize::from(f) < k + j) {
            panel.links.push(LinkMark {
                kind: LinkKind::Forces,
                from: index(from),
                to: j,
            });
        }
    }
    for &h in &held {
        let outer = &branch[h];
        panel.put(outer.cell, outer.digit, '#', Role::Held);
        panel.nodes.push(NodeMark {
            kind: NodeKind::Held,
            digit: outer.digit,
            cells: vec![outer.cell],
            letter: None,
            inner: None,
        });
    }
    let nodes_key = format!("{} inner chain nodes in order", letter_range(proof.len()));
    let key = panel.key(&[
        (Role::Premise, &nodes_key),
        (Role::Node, &nodes_key),
        (Role::Held, "#n held in the outer branch"),
    ]);
    panel.legend.push(key);
    let last = proof.len() - 1;
    let words: Vec<String> = proof
        .iter()
        .enumerate()
        .map(|(j, p)| {
            let from: Vec<String> = p
                .from
                .iter()
                .map(|&f| match usize::from(f) {
                    f if f < k => branch[f].assertion().to_string(),
                    f => node_name(f - k),
                })
                .collect();
            let why = match from.is_empty() {
                true => String::new(),
                false => format!(" ({})", from.join(",")),
            };
            let comma = if j < last { "," } else { "" };
            format!("{} {}{why}{comma}", node_name(j), p.assertion())
        })
        .collect();
    panel.legend.extend(wrap("", &words));
    let held_words: Vec<String> = held
        .iter()
        .enumerate()
        .map(|(i, &h)| {
            let comma = if i + 1 < held.len() { "," } else { "" };
            format!("{}{comma}", branch[h].assertion())
        })
        .collect();
    panel
        .legend
        .extend(wrap("Held in the outer branch: ", &held_words));
    let opposite = Assertion {
        on: !proof[0].on,
        ..proof[0].assertion()
    };
    panel.legend.push(match node.broken {
        Some(broken) => format!("Then {broken}, so {opposite} in the outer branch."),
        None => format!("Then the grid breaks, so {opposite} in the outer branch."),
    });
    panel
}

/// How node `k` of a branch (or of an inner chain) is marked: the first is
/// the assumption, the others on or off.
fn node_role(k: usize, node: &BranchNode) -> (Role, NodeKind) {
    match (k, node.on) {
        (0, _) => (Role::Premise, NodeKind::Premise),
        (_, true) => (Role::Node, NodeKind::On),
        (_, false) => (Role::Node, NodeKind::Off),
    }
}

/// `c r2c2=9 (a,b)`: a branch node, and the nodes it follows from.
fn branch_node_words(k: usize, node: &BranchNode) -> String {
    let from: Vec<String> = node
        .from
        .iter()
        .map(|&i| node_name(usize::from(i)))
        .collect();
    let why = if !node.proof.is_empty() {
        " (its inner chain: else the grid breaks)".to_string()
    } else if let Some(pattern) = node.pattern {
        let name = pattern.word();
        match from.is_empty() {
            true => format!(" ({name})"),
            false => format!(" ({}: {name})", from.join(",")),
        }
    } else if from.is_empty() {
        String::new()
    } else {
        format!(" ({})", from.join(","))
    };
    format!("{} {}{why}", node_name(k), node.assertion())
}
