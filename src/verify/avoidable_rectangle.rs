//! The avoidable rectangles of types 1 and 2, re-derived from the contract
//! (`docs/trace-format.md`, "Avoidable rectangles").
//!
//! Four cells in two rows, two columns and two boxes, none a given, that end
//! with two digits crosswise could swap them, so a puzzle with one solution
//! never ends so. Some corners were placed by earlier steps (three for type
//! 1, two in a row or column for type 2) and hold the two digits crosswise;
//! each empty corner would complete the pattern with the digit of its
//! diagonal corner. The check finds the pattern true on the board and
//! returns what it implies, computed from the board and never copied from
//! the step.

use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use super::uniqueness::needs_one_solution;
use crate::core::{Cell, CellSet, Digits};
use std::collections::BTreeSet;

/// The pattern check of `avoidable_rectangle_1` and `avoidable_rectangle_2`.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    needs_one_solution(m)?;
    let placed_corners = match m.technique {
        "avoidable_rectangle_1" => 3,
        "avoidable_rectangle_2" => 2,
        other => return Err(format!("{other} is not an avoidable rectangle")),
    };
    let rect = rectangle(m, placed_corners)?;
    let empty: Vec<(Cell, u8)> = rect
        .cells
        .iter()
        .enumerate()
        .filter(|&(_, &c)| m.board.value(c).is_none())
        .map(|(k, &c)| (c, rect.value(m, 3 - k)))
        .collect();
    match empty[..] {
        [(target, d)] => {
            if !m.board.has(target, d) {
                return Err(format!(
                    "{target} does not hold {d}, the digit that would complete the rectangle"
                ));
            }
            Ok(Implied::removals(BTreeSet::from([(target, d)])))
        }
        [(p, a), (q, b)] => {
            let x = extra_digit(m, p, a)?;
            if extra_digit(m, q, b)? != x {
                return Err(format!(
                    "{p} holds {} and {q} {}: not the same one digit besides the ones \
                     that would complete the rectangle",
                    m.board.candidates(p).to_list(),
                    m.board.candidates(q).to_list()
                ));
            }
            let both = CellSet::single(p) | CellSet::single(q);
            Ok(Implied::removals(m.board.seeing_all(x, both)))
        }
        _ => Err("the rectangle's empty corners do not match its type".into()),
    }
}

/// The one digit besides `completing` that `cell` holds.
fn extra_digit(m: &Moment, cell: Cell, completing: u8) -> Read<u8> {
    let held = m.board.candidates(cell);
    if !held.contains(completing) {
        return Err(format!(
            "{cell} does not hold {completing}, the digit that would complete the rectangle"
        ));
    }
    (held - Digits::single(completing))
        .single_digit()
        .ok_or_else(|| {
            format!(
                "{cell} holds {}: type 2 needs the completing digit {completing} and one other",
                held.to_list()
            )
        })
}

/// The corners as the pattern lists them: placed ones first, then the empty
/// ones, each row-major.
struct Rectangle {
    /// The corners row-major: top-left, top-right, bottom-left, bottom-right.
    cells: [Cell; 4],
}

impl Rectangle {
    /// The digit in corner `k` (row-major), which the check has found placed.
    fn value(&self, m: &Moment, k: usize) -> u8 {
        m.board.value(self.cells[k]).unwrap_or(0)
    }
}

/// Reads `cells` and `digits` and checks the pattern: four distinct cells in
/// two rows, two columns and two boxes, none a given, `placed_corners` of
/// them placed (two in one row or column for type 2) with the two digits
/// crosswise, listed first.
fn rectangle(m: &Moment, placed_corners: usize) -> Read<Rectangle> {
    let list = read::cell_list(m.pattern, "cells")?;
    let [c0, c1, c2, c3] = list[..] else {
        return Err(format!(
            "`cells` should name the rectangle's four cells, names {}",
            list.len()
        ));
    };
    let set: CellSet = [c0, c1, c2, c3].into_iter().collect();
    if set.len() != 4 {
        return Err("`cells` names a cell twice".into());
    }
    let rows: BTreeSet<u8> = set.iter().map(|c| c.row()).collect();
    let cols: BTreeSet<u8> = set.iter().map(|c| c.col()).collect();
    let boxes: BTreeSet<u8> = set.iter().map(|c| c.box_index()).collect();
    if rows.len() != 2 || cols.len() != 2 || boxes.len() != 2 {
        return Err(format!(
            "{} are not a rectangle in two rows, two columns and two boxes",
            cells_name(set)
        ));
    }
    if let Some(given) = set.iter().find(|&c| m.board.is_given(c)) {
        return Err(format!(
            "{given} is a given: a swap round the rectangle would change it"
        ));
    }
    let placed: Vec<Cell> = list
        .iter()
        .copied()
        .filter(|&c| m.board.value(c).is_some())
        .collect();
    if placed.len() != placed_corners {
        return Err(format!(
            "{} corners of {} were placed, not {placed_corners}",
            placed.len(),
            cells_name(set)
        ));
    }
    let mut sorted = list.clone();
    sorted[..placed_corners].sort();
    sorted[placed_corners..].sort();
    if list[..placed_corners] != placed[..] || sorted != list {
        return Err(
            "`cells` should list the placed corners first, then the empty ones, each \
             row-major"
                .into(),
        );
    }
    let mut cells = [c0, c1, c2, c3];
    cells.sort();
    let values = cells.map(|c| m.board.value(c));
    let [tl, tr, bl, br] = values;
    let same = |x: Option<u8>, y: Option<u8>| x.zip(y).is_none_or(|(x, y)| x == y);
    let differ = |x: Option<u8>, y: Option<u8>| x.zip(y).is_none_or(|(x, y)| x != y);
    let crosswise = same(tl, br)
        && same(tr, bl)
        && differ(tl, tr)
        && differ(tl, bl)
        && differ(br, tr)
        && differ(br, bl);
    if !crosswise {
        return Err(format!(
            "the placed corners of {} do not hold two digits crosswise",
            cells_name(set)
        ));
    }
    let held = values
        .iter()
        .flatten()
        .fold(Digits::EMPTY, |acc, &d| acc | Digits::single(d));
    let named = read::digit_set(m.pattern, "digits")?;
    if held.len() != 2 || named != held {
        return Err(format!(
            "`digits` names {}, but the placed corners hold {}",
            named.to_list(),
            held.to_list()
        ));
    }
    Ok(Rectangle { cells })
}
