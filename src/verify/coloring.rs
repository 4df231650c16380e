//! The colour wrap and the colour trap, re-derived from the contract
//! (`docs/trace-format.md`, "Colour wraps and traps"): on the pattern's one
//! digit, `pairs` are conjugate pairs (the only two places of the digit in
//! their unit, on the board of that moment), each joining a cell already
//! reached to a new one, starting from the first cell of colour A; `colors`
//! splits the cells they reach into two colours that differ across every
//! pair, and `cells` lists the same cells. One colour holds the digit in all
//! its cells. A wrap names in `clash` two cells of one colour that see each
//! other: that colour is false, and every cell of it loses the digit. A trap
//! removes the digit from every other place that sees a cell of each colour.

use super::board::Cand;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, CellSet};
use serde_json::Value;

/// The pattern check of `coloring_wrap` and `coloring_trap`.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let d = read::one_digit(m.pattern)?;
    let colors = read::array(m.pattern, "colors")?;
    let [a, b] = &colors[..] else {
        return Err(format!(
            "`colors` should be two lists of cells, not {}",
            colors.len()
        ));
    };
    let colour = |v: &Value| -> Read<CellSet> {
        let list = v
            .as_array()
            .ok_or_else(|| format!("a colour is not a list of cells: {v}"))?;
        let cells: Vec<Cell> = list.iter().map(read::cell).collect::<Read<_>>()?;
        let set: CellSet = cells.iter().copied().collect();
        if set.len() as usize != cells.len() || set.is_empty() {
            return Err("a colour names a cell twice, or none".into());
        }
        Ok(set)
    };
    let colours = [colour(a)?, colour(b)?];
    if !(colours[0] & colours[1]).is_empty() {
        return Err("a cell has both colours".into());
    }
    let cluster = colours[0] | colours[1];
    if read::cell_set(m.pattern, "cells")? != cluster {
        return Err("`cells` are not the cells of the two colours".into());
    }
    for c in cluster {
        if !m.board.has(c, d) {
            return Err(format!("{c} does not hold {d}"));
        }
    }
    let first = colours[0].iter().next().expect("not empty");
    let mut reached = CellSet::single(first);
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
        if colours.iter().any(|c| c.contains(x) == c.contains(y)) {
            return Err(format!("{x} and {y} do not take the two colours"));
        }
        reached.insert(y);
    }
    if reached != cluster {
        return Err("the pairs do not reach every cell of the colours".into());
    }
    match m.pattern.get("clash") {
        None if m.technique == "coloring_trap" => {
            let mut removed = m.board.positions(d) - cluster;
            for c in colours {
                removed = removed
                    .iter()
                    .filter(|t| !(c & t.peers()).is_empty())
                    .collect();
            }
            Ok(Implied::removals(cells_with(removed, d)))
        }
        Some(clash) if m.technique == "coloring_wrap" => {
            let list = clash
                .as_array()
                .ok_or_else(|| format!("`clash` is not a list of cells: {clash}"))?;
            let cells: Vec<Cell> = list.iter().map(read::cell).collect::<Read<_>>()?;
            let [x, y] = cells[..] else {
                return Err("`clash` should name two cells".into());
            };
            let Some(false_colour) = colours.iter().find(|c| c.contains(x) && c.contains(y)) else {
                return Err(format!("{x} and {y} are not of one colour"));
            };
            if x == y || !x.sees(y) {
                return Err(format!("{x} and {y} do not see each other"));
            }
            Ok(Implied::removals(cells_with(*false_colour, d)))
        }
        _ => Err(format!(
            "a colour wrap names a `clash`, a colour trap none; this {} does not",
            m.technique
        )),
    }
}

/// The candidates `d` of `cells`.
fn cells_with(cells: CellSet, d: u8) -> std::collections::BTreeSet<Cand> {
    cells.iter().map(|c| (c, d)).collect()
}
