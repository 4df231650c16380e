//! The legend and marks of each family's parts: a chain's lettered nodes and
//! links, almost locked sets by letter, a fish's units and fins, a Sue de
//! Coq's partner cells, a unique loop's cells, extra cells and set.

use super::panel::{
    Panel, Role, cell_list, cell_names, letter_range, node_letter, node_name, wrap,
};
use super::shapes::{CellMark, LinkKind, LinkMark, NodeKind, NodeMark, SetMark, Shade};
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, Unit};
use crate::step::Step;
use crate::step::chain::{AlmostLockedSet, ChainAls, ChainNode, Conclusion, Link};
use crate::step::pattern::{
    AlsParts, ChainParts, ColoringParts, FishParts, LoopParts, SueDeCoqParts,
};
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
        panel.nodes.push(NodeMark {
            kind: NodeKind::Chain,
            digit: node.digit,
            cells: node.cells.to_vec(),
            letter: Some(node_name(k)),
            inner: None,
        });
    }
    // An open chain has a link after each node but the last; a loop's last
    // link returns to the first node.
    let count = chain.chain.len();
    for (k, link) in chain.links.iter().enumerate().take(count) {
        let kind = match link {
            Link::Strong => LinkKind::Strong,
            Link::Weak => LinkKind::Weak,
        };
        panel.links.push(LinkMark {
            kind,
            from: k,
            to: (k + 1) % count,
        });
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

/// Almost locked sets lettered A, B, ... on their cells' digits, and each
/// restricted common digit linking the two sets it ties.
pub(super) fn als_sets(panel: &mut Panel, step: &Step, als: &AlsParts, names: &mut Vec<String>) {
    let stem = death_blossom_stem(step);
    for &cell in step.pattern().cells.iter().filter(|c| stem == Some(**c)) {
        panel.cells.push(CellMark {
            cell,
            shade: Shade::Pattern,
            set: None,
        });
    }
    for (k, set) in als.als.iter().enumerate() {
        let letter = char::from(b'A' + (k as u8).min(25));
        for &cell in &set.cells {
            for &d in &set.digits {
                panel.put(cell, d, letter, Role::Set);
            }
        }
        let digits: Vec<String> = set.digits.iter().map(u8::to_string).collect();
        let words = format!(
            "{letter} = {} holds {}",
            cell_list(&set.cells),
            digits.join(",")
        );
        add_set(panel, letter, &set.cells, &set.digits, &words);
        names.push(words);
    }
    rcc_links(panel, step, als);
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

/// A named set: its cells shaded by its index.
/// The almost locked sets of an ALS chain: each shaded, its candidates that
/// are not chain nodes (nor removed) marked with its letter, and named with
/// the nodes it joins.
pub(super) fn chain_sets(
    panel: &mut Panel,
    sets: &[ChainAls],
    removed: &[Candidate],
    names: &mut Vec<String>,
) {
    for (k, set) in sets.iter().enumerate() {
        let letter = char::from(b'A' + (k as u8).min(25));
        for &cell in &set.cells {
            for &d in &set.digits {
                if !removed.contains(&Candidate::new(cell, d)) {
                    panel.put(cell, d, letter, Role::Set);
                }
            }
        }
        let digits: Vec<String> = set.digits.iter().map(u8::to_string).collect();
        let words = format!(
            "{letter} = {} holds {}: almost locked, it makes the strong link {}={}",
            cell_list(&set.cells),
            digits.join(","),
            node_name(set.at),
            node_name(set.at + 1)
        );
        add_set(panel, letter, &set.cells, &set.digits, &words);
        names.push(words);
    }
}

pub(super) fn add_set(panel: &mut Panel, letter: char, cells: &[Cell], digits: &[u8], words: &str) {
    let index = panel.sets.len();
    for &cell in cells {
        panel.cells.push(CellMark {
            cell,
            shade: Shade::Set,
            set: Some(index),
        });
    }
    panel.sets.push(SetMark {
        letter,
        cells: cells.to_vec(),
        digits: digits.to_vec(),
        words: words.to_string(),
    });
}

/// A death blossom's stem: the cell whose candidates each tie to one petal.
fn death_blossom_stem(step: &Step) -> Option<Cell> {
    (step.technique == TechniqueId::DeathBlossom)
        .then(|| step.pattern().cells.first().copied())
        .flatten()
}

/// Which sets each restricted common digit ties, as each technique pairs
/// them: an ALS-XY-wing's pivot C with A and with B, a death blossom's stem
/// with each petal, otherwise the first two sets.
fn rcc_links(panel: &mut Panel, step: &Step, als: &AlsParts) {
    let stem = death_blossom_stem(step).map(|cell| AlmostLockedSet {
        cells: vec![cell],
        digits: Vec::new(),
    });
    let pairs: Vec<(&AlmostLockedSet, &AlmostLockedSet, u8)> = match (&stem, step.technique) {
        (Some(stem), _) => als
            .als
            .iter()
            .zip(&als.rcc)
            .map(|(p, &d)| (stem, p, d))
            .collect(),
        (None, TechniqueId::AlsXyWing) if als.als.len() == 3 && als.rcc.len() == 2 => vec![
            (&als.als[0], &als.als[2], als.rcc[0]),
            (&als.als[1], &als.als[2], als.rcc[1]),
        ],
        _ if als.als.len() >= 2 => als
            .rcc
            .iter()
            .map(|&d| (&als.als[0], &als.als[1], d))
            .collect(),
        _ => Vec::new(),
    };
    for (x, y, d) in pairs {
        let holding = |set: &AlmostLockedSet| -> Vec<Cell> {
            set.cells
                .iter()
                .copied()
                .filter(|&c| panel.has(c, d))
                .collect()
        };
        let (a, b) = (holding(x), holding(y));
        if a.is_empty() || b.is_empty() {
            continue;
        }
        for &cell in a.iter().chain(&b) {
            panel.recast(cell, d, Role::Rcc);
        }
        let from = panel.nodes.len();
        for cells in [a, b] {
            panel.nodes.push(NodeMark {
                kind: NodeKind::Rcc,
                digit: d,
                cells,
                letter: None,
                inner: None,
            });
        }
        panel.links.push(LinkMark {
            kind: LinkKind::Rcc,
            from,
            to: from + 1,
        });
    }
}

/// Cells of `units`, shaded `shade`.
pub(super) fn shade_units(panel: &mut Panel, units: &[Unit], shade: Shade) {
    for unit in units {
        for cell in unit.cell_list() {
            panel.cells.push(CellMark {
                cell,
                shade,
                set: None,
            });
        }
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
    shade_units(panel, &p.units, Shade::Base);
    shade_units(panel, &fish.cover_units, Shade::Cover);
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
            let words = format!("{letter} partner cells {place}: {}", cell_list(cells));
            add_set(panel, letter, cells, &[], &words);
            names.push(words);
        }
    }
}

/// A unique loop (or rectangle): its cells outlined and named in loop order,
/// the extra cells' other digits lettered X, and type 3's set L on its
/// digits (a hidden set loses its other candidates, which keep their
/// removal marks). Returns the key to the letters.
pub(super) fn unique_loop_cells(
    panel: &mut Panel,
    step: &Step,
    parts: &LoopParts,
    names: &mut Vec<String>,
) -> &'static str {
    let p = step.pattern();
    for &cell in &p.cells {
        panel.cells.push(CellMark {
            cell,
            shade: Shade::Rectangle,
            set: None,
        });
    }
    let what = if p.cells.len() == 4 {
        "Rectangle"
    } else {
        "Loop"
    };
    let digits: Vec<String> = p.digits.iter().map(u8::to_string).collect();
    names.push(format!(
        "{what} in order: {} on {}",
        join_and(&cell_names(&p.cells)),
        join_and(&digits)
    ));
    for &cell in &parts.extra_cells {
        for d in (1..=9).filter(|d| !p.digits.contains(d)) {
            panel.put(cell, d, 'X', Role::Set);
        }
    }
    let words = format!("X extra cells: {}", cell_list(&parts.extra_cells));
    add_set(panel, 'X', &parts.extra_cells, &[], &words);
    names.push(words);
    let Some(set) = &parts.set else {
        return "X extra digits";
    };
    for &cell in &set.cells {
        for &d in &set.digits {
            panel.put(cell, d, 'L', Role::Set);
        }
    }
    let kind = if set.hidden { "hidden" } else { "naked" };
    let words = format!(
        "L {kind} set with the extra cells, on {}: {}",
        join_and(&set.digits.iter().map(u8::to_string).collect::<Vec<_>>()),
        cell_list(&set.cells)
    );
    add_set(panel, 'L', &set.cells, &set.digits, &words);
    names.push(words);
    "X extra digits, L set"
}

/// A colour wrap's or trap's clusters: each colour lettered (A, B; C, D for
/// a second cluster) on the digit and shaded as a set, a ring on every cell
/// of a cluster, a strong link along each conjugate pair and a weak link
/// between clusters; the legend names the colours, the pairs with their
/// units, the links and, for a wrap, the clash. A removed candidate keeps its
/// `x`.
pub(super) fn coloring_marks(
    panel: &mut Panel,
    digit: u8,
    parts: &ColoringParts,
    removed: &[Candidate],
    names: &mut Vec<String>,
) {
    let letter = |k: usize| char::from(b'A' + k as u8);
    let mut ring: Vec<Cell> = Vec::new();
    for (k, cells) in parts.colors.iter().enumerate() {
        let letter = letter(k);
        for &cell in cells {
            if !removed.contains(&Candidate::new(cell, digit)) {
                panel.put(cell, digit, letter, Role::Set);
            }
        }
        let words = format!("{letter} = {} (colour {letter})", cell_list(cells));
        add_set(panel, letter, cells, &[digit], &words);
        names.extend(wrap(&format!("Colour {letter}: "), &cell_names(cells)));
        ring.extend(cells);
    }
    ring.sort();
    for &cell in &ring {
        panel.nodes.push(NodeMark {
            kind: NodeKind::Chain,
            digit,
            cells: vec![cell],
            letter: None,
            inner: None,
        });
    }
    let at = |cell: Cell| {
        ring.binary_search(&cell)
            .expect("pairs and links join cluster cells")
    };
    let colour_of = |cell: Cell| {
        letter(
            parts
                .colors
                .iter()
                .position(|c| c.contains(&cell))
                .unwrap_or(0),
        )
    };
    let mut words: Vec<String> = Vec::new();
    for pair in &parts.pairs {
        let [x, y] = pair.cells;
        panel.links.push(LinkMark {
            kind: LinkKind::Strong,
            from: at(x),
            to: at(y),
        });
        words.push(format!("{x}={y} ({})", units_words(&[pair.unit])));
    }
    names.extend(wrap("Conjugate pairs: ", &words));
    names.push(format!(
        "Along the pairs the colours alternate: in a cluster one holds {digit} in all its cells, the other in none."
    ));
    let mut seeing: Vec<String> = Vec::new();
    for &[x, y] in &parts.links {
        panel.links.push(LinkMark {
            kind: LinkKind::Weak,
            from: at(x),
            to: at(y),
        });
        seeing.push(format!(
            "{x} ({}) sees {y} ({})",
            colour_of(x),
            colour_of(y)
        ));
    }
    if !seeing.is_empty() {
        names.extend(wrap("Between the clusters: ", &seeing));
    }
    // A and B, C and D: the two colours of one cluster.
    let opposite = |c: char| letter((c as usize - 'A' as usize) ^ 1);
    match (parts.clash, &parts.links[..]) {
        (Some([x, y]), _) => {
            // The clash is a weak link too: the two cells are not both true.
            panel.links.push(LinkMark {
                kind: LinkKind::Weak,
                from: at(x),
                to: at(y),
            });
            let c = colour_of(x);
            names.push(format!(
                "Clash: {x} and {y} are both {c} and see each other, so {c} is false."
            ));
        }
        (None, [[x, y]]) => {
            let (a, b) = (opposite(colour_of(*x)), opposite(colour_of(*y)));
            names.push(format!(
                "{} and {} are not both true, so {a} or {b} holds {digit}: a place that sees both is false.",
                colour_of(*x),
                colour_of(*y)
            ));
        }
        (None, [[x, _], ..]) => {
            let c = colour_of(*x);
            names.push(format!(
                "{c} sees both colours of the other cluster, so {c} is false."
            ));
        }
        (None, []) => names.push(format!(
            "A place of {digit} that sees both colours is false."
        )),
    }
}
