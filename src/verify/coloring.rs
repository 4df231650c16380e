//! The colour and multi-colour wraps and traps, re-derived from the contract
//! (`docs/trace-format.md`, "Colour wraps and traps"): on the pattern's one
//! digit, `colors` names two colours per cluster (A and B, then C and D for a
//! second cluster), and `pairs` are conjugate pairs (the only two places of
//! the digit in their unit, on the board of that moment), each joining a cell
//! already reached to a new one of the other colour of its cluster, starting
//! from the first cell of A (and of C); `cells` lists the cells they reach.
//! In a cluster one colour holds the digit in all its cells.
//!
//! - `coloring_wrap`: `clash` names two cells of one colour that see each
//!   other; every cell of that colour loses the digit.
//! - `coloring_trap`: every other place that sees a cell of A and a cell of
//!   B loses it.
//! - `multi_coloring_trap`: each of `links` names a cell of one colour of
//!   each cluster, seeing each other, so those two colours are not both true:
//!   every place outside the two opposite colours that sees a cell of each of
//!   them loses the digit (for every link, each joining another two colours).
//! - `multi_coloring_wrap`: `links` names two such pairs from cells of one
//!   colour to the two colours of the other cluster: that colour is false,
//!   and every cell of it loses the digit.

use super::board::Cand;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, CellSet};
use serde_json::Value;
use std::collections::BTreeSet;

/// Two cells given as a JSON list.
fn two_cells(v: &Value, what: &str) -> Read<[Cell; 2]> {
    let list = v
        .as_array()
        .ok_or_else(|| format!("{what} is not a list of cells: {v}"))?;
    let cells: Vec<Cell> = list.iter().map(read::cell).collect::<Read<_>>()?;
    match cells[..] {
        [x, y] => Ok([x, y]),
        _ => Err(format!("{what} should name two cells")),
    }
}

/// The pattern check of the colour and multi-colour wraps and traps.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let d = read::one_digit(m.pattern)?;
    let multi = m.technique.starts_with("multi_");
    let wanted = if multi { 4 } else { 2 };
    let colors = read::array(m.pattern, "colors")?;
    if colors.len() != wanted {
        return Err(format!(
            "`colors` should be {wanted} lists of cells, not {}",
            colors.len()
        ));
    }
    let mut colours: Vec<CellSet> = Vec::new();
    for v in colors {
        let list = v
            .as_array()
            .ok_or_else(|| format!("a colour is not a list of cells: {v}"))?;
        let cells: Vec<Cell> = list.iter().map(read::cell).collect::<Read<_>>()?;
        let set: CellSet = cells.iter().copied().collect();
        if set.len() as usize != cells.len() || set.is_empty() {
            return Err("a colour names a cell twice, or none".into());
        }
        if colours.iter().any(|c| c.intersects(set)) {
            return Err("a cell has two colours".into());
        }
        colours.push(set);
    }
    let colour_of = |c: Cell| colours.iter().position(|s| s.contains(c));
    let all = colours.iter().fold(CellSet::EMPTY, |a, c| a | *c);
    if read::cell_set(m.pattern, "cells")? != all {
        return Err("`cells` are not the cells of the colours".into());
    }
    for c in all {
        if !m.board.has(c, d) {
            return Err(format!("{c} does not hold {d}"));
        }
    }
    // Each cluster is coloured from the first cell of its first colour.
    let mut reached: CellSet = colours
        .iter()
        .step_by(2)
        .filter_map(|c| c.iter().next())
        .collect();
    for pair in read::array(m.pattern, "pairs")? {
        let cells = read::cell_list(pair, "cells")?;
        let unit = read::unit(pair.get("unit").ok_or("a pair without `unit`")?)?;
        let [x, y] = cells[..] else {
            return Err("a pair should name two cells".into());
        };
        let both = CellSet::single(x) | CellSet::single(y);
        if m.board.places(unit, d) != both || x == y {
            return Err(format!(
                "{x} and {y} are not the only places of {d} in {unit}"
            ));
        }
        if !reached.contains(x) || reached.contains(y) {
            return Err(format!(
                "the pair {x}={y} does not join a cell already reached to a new one"
            ));
        }
        match (colour_of(x), colour_of(y)) {
            (Some(a), Some(b)) if a ^ 1 == b => {}
            _ => {
                return Err(format!(
                    "{x} and {y} do not take the two colours of one cluster"
                ));
            }
        }
        reached.insert(y);
    }
    if reached != all {
        return Err("the pairs do not reach every cell of the colours".into());
    }
    let mut links: Vec<[(Cell, usize); 2]> = Vec::new();
    for v in read::optional_array(m.pattern, "links")? {
        let [x, y] = two_cells(v, "a link")?;
        let (Some(a), Some(b)) = (colour_of(x), colour_of(y)) else {
            return Err(format!("the link {x}-{y} joins cells without a colour"));
        };
        if a / 2 == b / 2 || !x.sees(y) {
            return Err(format!(
                "{x} and {y} are not cells of two clusters that see each other"
            ));
        }
        links.push([(x, a), (y, b)]);
    }
    let clash = m.pattern.get("clash");
    let holding =
        |colour: usize| -> BTreeSet<Cand> { colours[colour].iter().map(|c| (c, d)).collect() };
    let seeing_both = |p: CellSet, q: CellSet| -> BTreeSet<Cand> {
        (m.board.positions(d) - p - q)
            .iter()
            .filter(|t| p.intersects(t.peers()) && q.intersects(t.peers()))
            .map(|t| (t, d))
            .collect()
    };
    match (m.technique, clash, &links[..]) {
        ("coloring_trap", None, []) => Ok(Implied::removals(seeing_both(colours[0], colours[1]))),
        ("coloring_wrap", Some(clash), []) => {
            let [x, y] = two_cells(clash, "`clash`")?;
            match (colour_of(x), colour_of(y)) {
                (Some(a), Some(b)) if a == b && x != y && x.sees(y) => {
                    Ok(Implied::removals(holding(a)))
                }
                _ => Err(format!(
                    "{x} and {y} are not two cells of one colour that see each other"
                )),
            }
        }
        // Per link, A and C not both true: B or D holds the digit.
        ("multi_coloring_trap", None, [_, ..]) => {
            let mut removed = BTreeSet::new();
            let mut named = BTreeSet::new();
            for [(_, a), (_, b)] in &links {
                if !named.insert((*a.min(b), *a.max(b))) {
                    return Err("two links join the same two colours".into());
                }
                removed.extend(seeing_both(colours[a ^ 1], colours[b ^ 1]));
            }
            Ok(Implied::removals(removed))
        }
        // One colour seeing both colours of the other cluster is false.
        ("multi_coloring_wrap", None, [[(_, a), (_, b)], [(_, c), (_, e)]])
            if a == c && b ^ 1 == *e =>
        {
            Ok(Implied::removals(holding(*a)))
        }
        _ => Err(format!(
            "a {} names {} and {} links, not what its kind names",
            m.technique,
            if clash.is_some() {
                "a clash"
            } else {
                "no clash"
            },
            links.len()
        )),
    }
}
