//! Sukaku Explainer's WXYZ- and VWXYZ-wings: n cells (four or five), the
//! first (the pivot) seeing all the others, holding exactly n digits between
//! them, every digit but one (z) restricted (its places in the wing all see
//! each other). The restricted digits fill n - 1 cells at most, so a wing cell
//! is z, and z goes from every cell that sees all of the wing's z: all of
//! them, as the search hands them over.

use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{CellSet, Digits};

/// The check of a WXYZ- or VWXYZ-wing.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let size = match m.technique {
        "wxyz_wing" => 4,
        _ => 5,
    };
    let cells = read::cell_list(m.pattern, "cells")?;
    let wing = read::cell_set(m.pattern, "cells")?;
    if cells.len() != size {
        return Err(format!("{} cells, not {size}", cells.len()));
    }
    if let Some(&c) = cells.iter().find(|&&c| m.board.value(c).is_some()) {
        return Err(format!("{c} is not empty"));
    }
    let pivot = cells[0];
    if let Some(c) = cells[1..].iter().find(|c| !c.sees(pivot)) {
        return Err(format!("the pivot {pivot} does not see {c}"));
    }
    let digits = cells
        .iter()
        .fold(Digits::EMPTY, |acc, &c| acc | m.board.candidates(c));
    if digits.len() as usize != size {
        return Err(format!(
            "{} hold {}: not {size} digits",
            cells_name(wing),
            digits.to_list()
        ));
    }
    if read::digit_set(m.pattern, "digits")? != digits {
        return Err(format!("`digits` should be {}", digits.to_list()));
    }
    // Each cell's candidates carry the step's value: they must be the board's.
    let listed = read::array(m.pattern, "cell_candidates")?;
    if listed.len() != size {
        return Err(format!("`cell_candidates` lists {} cells", listed.len()));
    }
    for (&c, list) in cells.iter().zip(listed) {
        let named: Digits = match list.as_array() {
            Some(items) => items.iter().map(read::digit).collect::<Read<_>>()?,
            None => return Err(format!("`cell_candidates` of {c} is not an array")),
        };
        if named != m.board.candidates(c) {
            return Err(format!(
                "`cell_candidates` gives {c} {}, it holds {}",
                named.to_list(),
                m.board.candidates(c).to_list()
            ));
        }
    }
    let holders = |d: u8| -> CellSet { wing & m.board.positions(d) };
    let unrestricted: Digits = digits
        .iter()
        .filter(|&d| {
            let h = holders(d);
            h.iter().any(|a| h.iter().any(|b| a != b && !a.sees(b)))
        })
        .collect();
    let Some(z) = unrestricted.single_digit() else {
        return Err(format!(
            "the unrestricted digits are {}, not one",
            unrestricted.to_list()
        ));
    };
    let named_z = read::int(m.pattern, "z")?;
    if named_z != i64::from(z) {
        return Err(format!("`z` is {named_z}, the unrestricted digit is {z}"));
    }
    Ok(Implied::removals(m.board.seeing_all(z, holders(z))))
}
