//! HoDoKu's library line for a position, and for the step taken from it: the
//! form `explain --format library` writes, one line per step, as HoDoKu's
//! `/bs /vp /vg l:...` does, so a position can go to HoDoKu (or back to us:
//! the reader takes the same lines) with its givens, placed digits and removed
//! candidates intact.
//!
//! The step's code is HoDoKu's for the same technique, `xxxx` where HoDoKu
//! has none of its own (a unique loop, SE's direct techniques). The last field,
//! which HoDoKu fills with a chain's length in inferences, is left empty.

use crate::core::{Candidate, Cell, Grid};
use crate::rating::hodoku::for_step;
use crate::step::Step;
use std::fmt::Write;

/// The library line of `grid` (its digits that are not givens written as
/// placed, `+5`), and of `step` taken from it when given.
pub fn library_line(grid: &Grid, step: Option<&Step>) -> String {
    let mut out = String::with_capacity(200);
    match step {
        None => out.push_str(":0000:x:"),
        Some(step) => {
            let (t, same) = for_step(step);
            let code = if same { t.code } else { "xxxx" };
            let used = if step.eliminations().is_empty() {
                step.placements()
            } else {
                step.eliminations()
            };
            let mut digits: Vec<u8> = used.iter().map(|c| c.digit).collect();
            digits.sort_unstable();
            digits.dedup();
            out.push(':');
            out.push_str(code);
            out.push(':');
            digits.iter().for_each(|d| out.push((b'0' + d) as char));
            out.push(':');
        }
    }
    for cell in Cell::all() {
        match grid.value(cell) {
            None => out.push('.'),
            Some(d) => {
                if !grid.givens().contains(cell) {
                    out.push('+');
                }
                out.push((b'0' + d) as char);
            }
        }
    }
    out.push(':');
    // The candidates no placed digit rules out but the position has lost, in
    // HoDoKu's order: cell by cell, digits ascending.
    let mut removed = Vec::new();
    for cell in Cell::all() {
        if grid.value(cell).is_some() {
            continue;
        }
        let marks = grid.candidates(cell);
        for d in 1..=9 {
            let seen = cell.peers().iter().any(|p| grid.value(p) == Some(d));
            if !seen && !marks.contains(d) {
                removed.push(Candidate::new(cell, d));
            }
        }
    }
    write_candidates(&mut out, &removed);
    // Without a step, HoDoKu ends the line after two empty fields; with one,
    // the eliminations, the placements (only when nothing is eliminated) and
    // the extra field follow.
    let Some(step) = step else {
        out.push_str("::");
        return out;
    };
    out.push(':');
    // HoDoKu sorts by digit, then cell.
    let mut eliminations = step.eliminations().to_vec();
    eliminations.sort_by_key(|c| (c.digit, c.cell.index()));
    write_candidates(&mut out, &eliminations);
    out.push(':');
    if eliminations.is_empty() {
        write_candidates(&mut out, step.placements());
    }
    out.push(':');
    out
}

/// Candidates as HoDoKu writes them: digit, row, column, blank-separated.
fn write_candidates(out: &mut String, candidates: &[Candidate]) {
    for (k, c) in candidates.iter().enumerate() {
        if k > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{}{}{}", c.digit, c.cell.row() + 1, c.cell.col() + 1);
    }
}
