//! The ALS chain, link by link (`docs/trace-format.md`, "ALS chains"): an open
//! alternating chain whose nodes are "d is in one of these cells", where a
//! strong link listed in `als` is made by an almost locked set instead of a
//! conjugate pair or a two-candidate cell. Each set must be n empty cells of
//! one unit holding exactly n+1 digits, the node before its link its cells
//! holding one digit and the node after its cells holding another; every
//! other link is checked as in any chain, the links must alternate from
//! strong to strong, and the eliminations must be every candidate weakly
//! linked to both ends, and, when sets make the first and the last link,
//! every other digit both sets hold from the cells that see all of it in
//! them. A chain that uses no set is an AIC, not an ALS chain.

use super::als::als_of;
use super::board::{Cand, cells_name};
use super::chain::{Node, is_strong, is_weak, link_labels, weakly_linked};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use serde_json::Value;
use std::collections::BTreeSet;

/// The pattern check of the ALS chain.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let board = m.board;
    let nodes = read::array(m.pattern, "nodes")?
        .iter()
        .map(|v| node_of(v, m))
        .collect::<Read<Vec<Node>>>()?;
    let strong = link_labels(m.pattern)?;
    if nodes.len() < 2 || strong.len() != nodes.len() - 1 {
        return Err(format!("{} nodes and {} links", nodes.len(), strong.len()));
    }
    if read::text(m.pattern, "conclusion")? != "first_or_last" {
        return Err("an ALS chain's conclusion is `first_or_last`".into());
    }
    let sets = read::array(m.pattern, "als")?;
    if sets.is_empty() {
        return Err("a chain without an almost locked set is an AIC".into());
    }
    let mut by_link: Vec<Option<usize>> = vec![None; strong.len()];
    for (k, v) in sets.iter().enumerate() {
        let at = read::int(v, "at")?;
        let at = usize::try_from(at)
            .ok()
            .filter(|&a| a < strong.len())
            .ok_or_else(|| format!("set {}: no link {at}", k + 1))?;
        if by_link[at].replace(k).is_some() {
            return Err(format!("two sets make link {}", at + 1));
        }
    }
    for (i, &is) in strong.iter().enumerate() {
        let (x, y) = (&nodes[i], &nodes[i + 1]);
        let name = format!(
            "link {} {}{}{}",
            i + 1,
            x_name(x),
            if is { '=' } else { '-' },
            x_name(y)
        );
        match by_link[i] {
            Some(k) => {
                let set = als_of(&sets[k], board)?;
                let holds = |n: &Node| {
                    set.digits.contains(n.digit) && n.cells == set.cells & board.positions(n.digit)
                };
                if !is || x.digit == y.digit || !holds(x) || !holds(y) {
                    return Err(format!(
                        "{name}: not the strong link of the set {} holding {} (each node its cells holding one of two digits)",
                        cells_name(set.cells),
                        set.digits.to_list()
                    ));
                }
            }
            None if is && !is_strong(board, x, y) => {
                return Err(format!(
                    "{name} is labelled strong but is not a strong link"
                ));
            }
            None if !is && !is_weak(x, y) => {
                return Err(format!("{name} is labelled weak but is not a weak link"));
            }
            None => {}
        }
    }
    if !strong[0] || !strong[strong.len() - 1] {
        return Err("an open chain must start and end with a strong link".into());
    }
    if let Some(i) = (1..strong.len()).find(|&i| strong[i] == strong[i - 1]) {
        return Err(format!("links {i} and {} do not alternate", i + 1));
    }
    let a = weakly_linked(board, &nodes[0]);
    let b = weakly_linked(board, &nodes[nodes.len() - 1]);
    let mut implied: BTreeSet<Cand> = a.intersection(&b).copied().collect();
    // Sets at both ends: the first lacks the digit it leaves by, or the
    // chain takes the last's entering digit out of it; one of them is
    // locked, so every other digit both hold is in one of them.
    let last = strong.len() - 1;
    if let (true, Some(i), Some(j)) = (last >= 2, by_link[0], by_link[last]) {
        let (first, end) = (als_of(&sets[i], board)?, als_of(&sets[j], board)?);
        let (leaves, enters) = (nodes[1].digit, nodes[last].digit);
        for z in first.digits & end.digits {
            if z != leaves && z != enters {
                let holders = (first.cells | end.cells) & board.positions(z);
                implied.extend(board.seeing_all(z, holders));
            }
        }
    }
    Ok(Implied::removals(implied))
}

/// A node: a digit and cells (any cells: a set's cells holding a digit need
/// not lie in one box/line intersection) that all hold it.
fn node_of(v: &Value, m: &Moment) -> Read<Node> {
    let digit = read::digit(v.get("digit").ok_or("a node without `digit`")?)?;
    let cells = read::cell_set(v, "cells")?;
    if cells.is_empty() {
        return Err("a node without cells".into());
    }
    if let Some(c) = cells.iter().find(|&c| !m.board.has(c, digit)) {
        return Err(format!(
            "node ({digit}){}: {digit} is not a candidate of {c}",
            cells_name(cells)
        ));
    }
    Ok(Node { digit, cells })
}

fn x_name(n: &Node) -> String {
    format!("({}){}", n.digit, cells_name(n.cells))
}
