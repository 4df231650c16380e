//! A junior exocet's compatibility test drawn: one panel per way it rejects,
//! each the exocet's panel with that way on it. The way's four placements
//! are its assumptions (`a` to `d`: the base cells', then the targets'), the
//! singles they lead to its nodes in order (`e`, ...), and the cell or unit
//! they leave empty is shaded and named: the reader follows one way at a
//! time, as the because-lines tell them.

use super::panel::{Panel, Role, conclusion_marks, node_name, wrap};
use super::parts::shade_units;
use super::shapes::{CellMark, NodeKind, Shade};
use crate::core::{Candidate, Cell, Grid};
use crate::render::blocks::plain_because;
use crate::step::Step;
use crate::step::pattern::{Emptied, ExocetParts, RejectedWay};

/// The exocet's panel `base` once per rejected way, with that way drawn on it.
pub(super) fn way_panels(
    base: &Panel,
    step: &Step,
    exocet: &ExocetParts,
    grid: &Grid,
) -> Vec<Panel> {
    let p = step.pattern();
    let count = exocet.rejected.len();
    let texts = plain_because(&step.sentence);
    let cells = [p.cells[0], p.cells[1], exocet.targets[0], exocet.targets[1]];
    exocet
        .rejected
        .iter()
        .enumerate()
        .map(|(k, way)| {
            let mut panel = way_panel(base, step, grid, cells, way, (k, count));
            // The step's text has one because-line per way, in this order.
            panel.text = (texts.len() == count).then(|| texts[k].clone());
            panel
        })
        .collect()
}

/// `base` with `way` (the `k`-th of `count`) drawn on it: its placements on
/// `cells` (base cells, then targets) and its singles lettered in order,
/// what they empty shaded, and a legend that tells them.
fn way_panel(
    base: &Panel,
    step: &Step,
    grid: &Grid,
    cells: [Cell; 4],
    way: &RejectedWay,
    (k, count): (usize, usize),
) -> Panel {
    let placed: Vec<Candidate> = cells
        .iter()
        .zip(way.digits)
        .map(|(&cell, d)| Candidate::new(cell, d))
        .collect();
    // A placement the step removes keeps its removal mark on the grid: the
    // legend says so where it names the placement.
    let removed = step.eliminations();
    let words = |cs: &[Candidate], from: usize| -> Vec<String> {
        cs.iter()
            .enumerate()
            .map(|(i, c)| {
                let drawn = if removed.contains(c) {
                    " (drawn x)"
                } else {
                    ""
                };
                format!("{} {}={}{drawn}", node_name(from + i), c.cell, c.digit)
            })
            .collect()
    };
    let mut panel = Panel::new(
        Some(format!(
            "Way {} of {count}: {}",
            k + 1,
            placed
                .iter()
                .map(|c| format!("{}={}", c.cell, c.digit))
                .collect::<Vec<_>>()
                .join(" ")
        )),
        grid,
    );
    // The removals first, as in a forcing branch's panel (a way puts a
    // removed digit in its cell: the grid shows the removal); then the way's
    // marks, which win over the exocet's own on the candidates both name.
    conclusion_marks(&mut panel, step);
    let nodes = placed.iter().chain(&way.singles);
    for (i, c) in nodes.enumerate() {
        let (role, kind) = match i < placed.len() {
            true => (Role::Premise, NodeKind::Premise),
            false => (Role::Node, NodeKind::On),
        };
        panel.letter_node(i, c.cell, c.digit, role, kind);
    }
    panel.fill_from(base);
    panel.cells.extend(base.cells.iter().copied());
    panel.sets.extend(base.sets.iter().cloned());
    let empty = match way.breaks {
        Emptied::Cell(cell) => {
            panel.cells.push(CellMark {
                cell,
                shade: Shade::Broken,
                set: None,
            });
            format!("Then {cell} has no candidate left.")
        }
        Emptied::Unit(unit, d) => {
            shade_units(&mut panel, &[unit], Shade::Broken);
            format!("Then {unit} has no place left for {d}.")
        }
    };
    let key = panel.key(&[
        (Role::Premise, "a-d the way's placements"),
        (Role::Node, "e.. the singles that follow"),
    ]);
    let mut legend = vec![key];
    legend.extend(base.legend.iter().cloned());
    legend.extend(wrap("Placed: ", &words(&placed, 0)));
    if !way.singles.is_empty() {
        legend.extend(wrap("Singles: ", &words(&way.singles, placed.len())));
    }
    legend.push(empty);
    panel.legend = legend;
    panel
}
