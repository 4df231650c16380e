//! The legend and marks of each family's parts: a chain's lettered nodes and
//! links, almost locked sets by letter, a fish's units and fins, a Sue de
//! Coq's partner cells.

use super::panel::{Panel, Role, cell_list, letter_range, node_letter, node_name, wrap};
use crate::step::Step;
use crate::step::chain::{ChainNode, Conclusion, Link};
use crate::step::pattern::{AlsParts, ChainParts, FishParts, SueDeCoqParts};
use crate::step::sentence::{join_and, units_words};

/// A chain's nodes lettered in order, and its legend: the nodes with their
/// links, what kind of chain it is, and the key to the links.
pub(super) fn chain_nodes(
    panel: &mut Panel,
    chain: &ChainParts,
    names: &mut Vec<String>,
) -> String {
    for (k, node) in chain.chain.iter().enumerate() {
        for cell in node.cells.iter() {
            panel.put(cell, node.digit, node_letter(k), Role::Node);
        }
    }
    let mut words: Vec<String> = Vec::new();
    for (k, node) in chain.chain.iter().enumerate() {
        let link = chain.links.get(k).filter(|_| k + 1 < chain.chain.len());
        words.push(node_words(k, node, link));
    }
    let last = chain.chain.len().saturating_sub(1);
    if chain.is_loop()
        && let Some(link) = chain.links.last()
    {
        let end = words.pop().unwrap_or_default();
        words.push(format!("{end} {}", link.symbol()));
        words.push(format!("{} (back to the start)", node_letter(0)));
    }
    let head = if chain.is_loop() { "Loop: " } else { "Chain: " };
    names.extend(wrap(head, &words));
    names.push(match chain.conclusion {
        Conclusion::FirstOrLast => format!(
            "One end is true: {} or {}.",
            node_letter(0),
            node_name(last)
        ),
        Conclusion::ContinuousLoop => "The links alternate all the way round the loop.".to_string(),
        Conclusion::Contradiction => {
            let a = node_letter(0);
            format!("{a} assumed true leads to {a} false, so {a} is false.")
        }
    });
    names.push(
        "= strong link (if one is false, the other is true)   - weak link (not both true)"
            .to_string(),
    );
    format!("{} chain nodes in order", letter_range(chain.chain.len()))
}

/// `c (4)r3c4 -`: a node's letter, the node, and the link that follows it.
fn node_words(k: usize, node: &ChainNode, link: Option<&Link>) -> String {
    match link {
        Some(l) => format!("{} {} {}", node_name(k), node.eureka(), l.symbol()),
        None => format!("{} {}", node_name(k), node.eureka()),
    }
}

/// Almost locked sets lettered A, B, ... on their cells' digits.
pub(super) fn als_sets(panel: &mut Panel, als: &AlsParts, names: &mut Vec<String>) {
    for (k, set) in als.als.iter().enumerate() {
        let letter = char::from(b'A' + (k as u8).min(25));
        for &cell in &set.cells {
            for &d in &set.digits {
                panel.put(cell, d, letter, Role::Set);
            }
        }
        let digits: Vec<String> = set.digits.iter().map(u8::to_string).collect();
        names.push(format!(
            "{letter} = {} holds {}",
            cell_list(&set.cells),
            digits.join(",")
        ));
    }
    if !als.rcc.is_empty() {
        let digits: Vec<String> = als.rcc.iter().map(u8::to_string).collect();
        let what = if digits.len() == 1 {
            "a restricted common digit: it can be in only one of the sets it links"
        } else {
            "restricted common digits: each can be in only one of the sets it links"
        };
        names.push(format!("Linked by {} ({what})", join_and(&digits)));
    }
}

/// A fish's base and cover units in words, its fins marked.
pub(super) fn fish_units(
    panel: &mut Panel,
    step: &Step,
    fish: &FishParts,
    names: &mut Vec<String>,
) {
    let p = step.pattern();
    let digit = p.digits.first().copied();
    if let Some(d) = digit {
        for &cell in &fish.fins {
            panel.put(cell, d, 'f', Role::Fin);
        }
    }
    let on = digit.map(|d| format!(" of {d}")).unwrap_or_default();
    names.push(format!("Base{on}: {}", units_words(&p.units)));
    if !fish.cover_units.is_empty() {
        names.push(format!("Cover: {}", units_words(&fish.cover_units)));
    }
    if !fish.fins.is_empty() {
        let sashimi = if fish.sashimi {
            " (sashimi: a base unit lacks a corner of the fish)"
        } else {
            ""
        };
        names.push(format!("Fins: {}{sashimi}", cell_list(&fish.fins)));
    }
}

/// A Sue de Coq's partner cells: L in the line, B in the box.
pub(super) fn sue_de_coq_cells(panel: &mut Panel, sdc: &SueDeCoqParts, names: &mut Vec<String>) {
    for (letter, cells, place) in [
        ('L', &sdc.line_cells, "in the line"),
        ('B', &sdc.box_cells, "in the box"),
    ] {
        for &cell in cells {
            for d in 1..=9 {
                panel.put(cell, d, letter, Role::Set);
            }
        }
        if !cells.is_empty() {
            names.push(format!(
                "{letter} partner cells {place}: {}",
                cell_list(cells)
            ));
        }
    }
}
