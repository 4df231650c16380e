//! The junior exocet, re-derived from the contract (`docs/trace-format.md`,
//! "Exocets"): two empty base cells in one mini-line of a box (`cells`)
//! whose candidates are the three or four base digits (`digits`); two empty
//! targets in the band's other two boxes and other two lines, one each, each
//! holding a base digit; the companions (each target's cross-line in the
//! other target's line) holding no base digit; and for every base digit at
//! most two lines that hold each of its places in the cross-lines outside the
//! band. Then each of the base cells' two digits is in a target: a target's
//! other candidates go; a base digit the base box's cross-line holds nowhere
//! outside the band goes from the targets; a base digit that cross-line and
//! one target's hold outside the band in one line only goes from the other
//! target; a base digit a target's mirror (the other target's mini-line
//! besides the other target) does not hold goes from that target; and a
//! base digit no target can take goes from the base cells.
//! The cross-lines, companions and S cells are recomputed here
//! from the four cells; the covers are checked against the board.

use super::board::{Cand, ReplayBoard};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Digits, Unit};
use serde_json::Value;
use std::collections::BTreeSet;

/// The pattern check of the junior exocet.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let board = m.board;
    let base = two_cells(m.pattern, "cells")?;
    let targets = two_cells(m.pattern, "targets")?;
    for c in base.iter().chain(&targets) {
        if let Some(v) = board.value(*c) {
            return Err(format!("{c} is filled (with {v})"));
        }
    }
    let digits = read::digit_set(m.pattern, "digits")?;
    let held =
        Digits::from_bits(board.candidates(base[0]).bits() | board.candidates(base[1]).bits());
    if held != digits || !(3..=4).contains(&digits.len()) {
        return Err(format!(
            "the base cells hold {}, `digits` names {}: the base digits are the \
             three or four the base cells hold",
            held.to_list(),
            digits.to_list()
        ));
    }
    // Which way the base runs: a cell's line (parallel to the base) and its
    // position along the line.
    let rows = base[0].row() == base[1].row();
    if !rows && base[0].col() != base[1].col() || base[0].box_index() != base[1].box_index() {
        return Err("the base cells are not in one mini-line of a box".into());
    }
    let line = |c: Cell| if rows { c.row() } else { c.col() };
    let pos = |c: Cell| if rows { c.col() } else { c.row() };
    let at = |l: u8, p: u8| if rows { Cell::at(l, p) } else { Cell::at(p, l) };
    let cross = |p: u8| if rows { Unit::col(p) } else { Unit::row(p) };
    let band = line(base[0]) / 3;
    let base_box = pos(base[0]) / 3;
    let lines: BTreeSet<u8> = [line(base[0]), line(targets[0]), line(targets[1])].into();
    let boxes: BTreeSet<u8> = [base_box, pos(targets[0]) / 3, pos(targets[1]) / 3].into();
    if targets.iter().any(|&t| line(t) / 3 != band) || lines.len() != 3 || boxes.len() != 3 {
        return Err(
            "the targets are not one in each of the band's other two boxes and other two lines"
                .into(),
        );
    }
    if let Some(t) = targets
        .iter()
        .find(|&&t| board.candidates(t).bits() & digits.bits() == 0)
    {
        return Err(format!("the target {t} holds no base digit"));
    }
    let companions = [
        at(line(targets[1]), pos(targets[0])),
        at(line(targets[0]), pos(targets[1])),
    ];
    if read::cell_list(m.pattern, "companions")? != companions {
        return Err(format!(
            "the companions are {} and {}",
            companions[0], companions[1]
        ));
    }
    let holds = |c: Cell, d: u8| board.value(c) == Some(d) || board.has(c, d);
    for c in companions {
        if let Some(d) = digits.iter().find(|&d| holds(c, d)) {
            return Err(format!("the companion {c} holds the base digit {d}"));
        }
    }
    let own_cross = (base_box * 3..base_box * 3 + 3)
        .find(|&p| p != pos(base[0]) && p != pos(base[1]))
        .unwrap_or(0);
    let cross_lines = [own_cross, pos(targets[0]), pos(targets[1])].map(cross);
    if read::unit_list(m.pattern, "units")? != cross_lines {
        return Err(format!(
            "the cross-lines are {}, {} and {}",
            cross_lines[0], cross_lines[1], cross_lines[2]
        ));
    }
    let s_cells: Vec<Cell> = [own_cross, pos(targets[0]), pos(targets[1])]
        .iter()
        .flat_map(|&p| (0..9).filter(|l| l / 3 != band).map(move |l| at(l, p)))
        .collect();
    check_covers(m.pattern, digits, &s_cells, holds)?;
    // Per base digit, the lines parallel to the base where each cross-line
    // holds it outside the band.
    let outside = |d: u8, p: u8| -> BTreeSet<u8> {
        (0..9)
            .filter(|l| l / 3 != band && holds(at(*l, p), d))
            .collect()
    };
    let mut removed: BTreeSet<Cand> = BTreeSet::new();
    let mut takeable = Digits::default();
    for (i, t) in targets.iter().enumerate() {
        // The other target's cross-line, and this target's mirror: the
        // other target's mini-line besides it.
        let partner = targets[1 - i];
        let other = pos(partner);
        let first = other / 3 * 3;
        let mirror: Vec<Cell> = (first..first + 3)
            .filter(|&p| p != other)
            .map(|p| at(line(partner), p))
            .collect();
        for d in board.candidates(*t).iter() {
            let own = outside(d, own_cross);
            let shared: BTreeSet<u8> = own.union(&outside(d, other)).copied().collect();
            // Not a base digit; or not in the base (the base box's
            // cross-line has no place for it outside the band); or, were it
            // in the base, the other target would take it (the base box's
            // cross-line and the other target's share one line outside the
            // band); or the other target's box would have no place for it
            // (the base's line and this target's hold it, and the other
            // target holds the other digit: only the mirror is left).
            if !digits.contains(d)
                || own.is_empty()
                || shared.len() == 1
                || !mirror.iter().any(|&c| holds(c, d))
            {
                removed.insert((*t, d));
            } else {
                takeable.insert(d);
            }
        }
    }
    for d in digits.iter().filter(|&d| !takeable.contains(d)) {
        for b in base.iter().filter(|&&b| board.has(b, d)) {
            removed.insert((*b, d));
        }
    }
    removed.extend(compatibility(m, board, base, targets, &removed)?);
    Ok(Implied::removals(removed))
}

/// The compatibility test, on the board less the removals of the rules
/// before it: every way for the base cells to take two different digits
/// and the targets the same two, one each, is placed and followed by singles
/// one at a time. Each way `rejected` names must break by the singles it
/// lists (each a single in turn, then what it names is empty) and put a
/// removed digit in its cell; a base digit no other way puts in a base cell
/// or a target goes from it. A step may leave out broken ways it does not
/// need (it then takes less). A step without `rejected` takes nothing by the
/// test.
fn compatibility(
    m: &Moment,
    board: &ReplayBoard,
    base: [Cell; 2],
    targets: [Cell; 2],
    removed: &BTreeSet<Cand>,
) -> Read<BTreeSet<Cand>> {
    if m.pattern.get("rejected").is_none() {
        return Ok(BTreeSet::new());
    }
    let mut left = board.clone();
    for &(c, d) in removed {
        left.eliminate(c, d)?;
    }
    let cells = [base[0], base[1], targets[0], targets[1]];
    let mut claimed = BTreeSet::new();
    for way in read::array(m.pattern, "rejected")? {
        claimed.insert(broken_way(&left, &cells, way)?);
    }
    // Every way, and whether it is told broken: a digit goes from a cell
    // when every way that puts it there is.
    let mut used = [Digits::default(); 4];
    let mut listed = BTreeSet::new();
    for a in left.candidates(base[0]).iter() {
        for b in left.candidates(base[1]).iter().filter(|&b| b != a) {
            for way in [[a, b, a, b], [a, b, b, a]] {
                if !cells.iter().zip(way).all(|(&c, d)| left.has(c, d)) {
                    continue;
                }
                if claimed.contains(&way) {
                    listed.insert(way);
                } else {
                    for (u, d) in used.iter_mut().zip(way) {
                        u.insert(d);
                    }
                }
            }
        }
    }
    if let Some(way) = claimed.difference(&listed).next() {
        return Err(format!(
            "`rejected` names {way:?}, which the cells cannot take"
        ));
    }
    if used.iter().all(|u| u.is_empty()) {
        return Err("`rejected` names every way: the puzzle has no solution".into());
    }
    let removed: BTreeSet<Cand> = cells
        .iter()
        .zip(used)
        .flat_map(|(&c, u)| {
            left.candidates(c)
                .iter()
                .filter(move |&d| !u.contains(d))
                .map(move |d| (c, d))
        })
        .collect();
    // Each way told is needed: it puts a removed digit in its cell.
    if let Some(way) = claimed.iter().find(|way| {
        !cells
            .iter()
            .zip(way.iter())
            .any(|(&c, &d)| removed.contains(&(c, d)))
    }) {
        return Err(format!(
            "`rejected` names {way:?}, which takes nothing the step takes"
        ));
    }
    Ok(removed)
}

/// The digits of `way`, one entry of `rejected`, once it is checked on
/// `left`: a way (two different digits in the base cells, the same two in
/// the targets) whose four placements and listed singles, each a single in
/// turn, leave empty what it names.
fn broken_way(left: &ReplayBoard, cells: &[Cell; 4], way: &Value) -> Read<[u8; 4]> {
    let digits = read::array(way, "digits")?
        .iter()
        .map(read::digit)
        .collect::<Read<Vec<u8>>>()?;
    let [a, b, x, y] = digits[..] else {
        return Err("a rejected way is not four digits".into());
    };
    if a == b || [x, y] != [a, b] && [x, y] != [b, a] {
        return Err(format!(
            "{digits:?} is no way: two different digits in the base cells, the same two in the targets"
        ));
    }
    let mut replay = left.clone();
    for (&c, d) in cells.iter().zip(&digits) {
        replay
            .place(c, *d)
            .map_err(|e| format!("the way {digits:?} {e}"))?;
    }
    for single in read::optional_array(way, "singles")? {
        let (c, d) = read::candidate(single)?;
        if !is_single(&replay, c, d) {
            return Err(format!("in the way {digits:?}, {d} in {c} is no single"));
        }
        replay.place(c, d)?;
    }
    let empty = match (way.get("cell"), way.get("unit")) {
        (Some(cell), None) => {
            let c = read::cell(cell)?;
            replay.value(c).is_none() && replay.candidates(c).is_empty()
        }
        (None, Some(unit)) => {
            let u = read::unit(unit)?;
            let d = read::digit(way.get("digit").unwrap_or(&Value::Null))?;
            !replay.unit_has(u, d) && replay.places(u, d).is_empty()
        }
        _ => return Err("a rejected way names neither a cell nor a unit".into()),
    };
    if !empty {
        return Err(format!(
            "the singles of the way {digits:?} do not leave empty what it names"
        ));
    }
    Ok([a, b, x, y])
}

/// Whether `d` in `c` is a single on `board`: `c`'s last candidate, or the
/// last place for `d` in one of `c`'s units that lacks it.
fn is_single(board: &ReplayBoard, c: Cell, d: u8) -> bool {
    board.value(c).is_none()
        && board.has(c, d)
        && (board.candidates(c).len() == 1
            || Unit::all().any(|u| {
                u.cells().contains(c) && !board.unit_has(u, d) && board.places(u, d).len() == 1
            }))
}

/// Checks `covers`: one entry per base digit, each at most two rows or
/// columns that hold every S cell where the digit is a candidate or placed.
fn check_covers(
    pattern: &Value,
    digits: Digits,
    s_cells: &[Cell],
    holds: impl Fn(Cell, u8) -> bool,
) -> Read<()> {
    let covers = read::array(pattern, "covers")?;
    let mut covered = Digits::default();
    for c in covers {
        let d = read::digit(c.get("digit").unwrap_or(&Value::Null))?;
        let lines = read::unit_list(c, "units")?;
        if !digits.contains(d) || covered.contains(d) {
            return Err(format!("`covers` names {d}, not a base digit once"));
        }
        covered.insert(d);
        if lines.len() > 2 || lines.iter().any(|u| !u.is_line()) {
            return Err(format!("the cover of {d} is not at most two lines"));
        }
        if let Some(s) = s_cells
            .iter()
            .find(|&&s| holds(s, d) && !lines.iter().any(|u| u.cells().contains(s)))
        {
            return Err(format!(
                "{s} holds {d} outside the band and outside its cover"
            ));
        }
    }
    if covered != digits {
        return Err("`covers` does not cover every base digit".into());
    }
    Ok(())
}

/// Exactly two distinct cells under `key`.
fn two_cells(pattern: &Value, key: &str) -> Read<[Cell; 2]> {
    match read::cell_list(pattern, key)?[..] {
        [a, b] if a != b => Ok([a, b]),
        _ => Err(format!("`{key}` should be two cells")),
    }
}
