//! SE's direct hints: the intersection or hidden subset must hold as its own
//! rule says, and the one digit placed must be a hidden single that its
//! eliminations leave in the unit the contract names, where the digit had two
//! places or more before.

use super::basic;
use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::Unit;
use serde_json::Value;

/// The check of a `direct_*` step.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let [&(cell, digit)] = m.placements.iter().collect::<Vec<_>>()[..] else {
        return Err(format!(
            "a direct hint places one digit, this step places {}",
            m.placements.len()
        ));
    };
    let (base, house) = match m.technique {
        "direct_pointing" | "direct_claiming" => intersection(m, digit)?,
        "direct_hidden_pair" | "direct_hidden_triple" => hidden_subset(m, digit)?,
        other => return Err(format!("{other} is not a direct hint")),
    };
    let before = m.board.places(house, digit);
    let mut left = before;
    for &(c, d) in &base.eliminations {
        if d == digit {
            left.remove(c);
        }
    }
    if before.len() < 2 {
        return Err(format!(
            "{digit} had {} place(s) in {house} before: no hidden single is left by the pattern",
            before.len()
        ));
    }
    if left.len() != 1 || !left.contains(cell) {
        return Err(format!(
            "the pattern leaves {digit} in {} of {house}, not in {cell} alone",
            cells_name(left)
        ));
    }
    Ok(Implied::placement((cell, digit)))
}

/// A direct pointing or claiming: `units` = [source, target, the unit of the
/// single], the single's unit being of the source's kind, another than the
/// source, crossing the target; the digit placed is the pattern's.
fn intersection(m: &Moment, digit: u8) -> Read<(Implied, Unit)> {
    let units = read::unit_list(m.pattern, "units")?;
    let &[source, target, house] = &units[..] else {
        return Err(
            "`units` should name three units: the source, the target, the unit of the single"
                .into(),
        );
    };
    if house.kind() != source.kind() || house == source {
        return Err(format!(
            "the single's unit {house} is not another unit of {source}'s kind"
        ));
    }
    if (house.cells() & target.cells()).is_empty() {
        return Err(format!("{house} does not cross {target}"));
    }
    if read::one_digit(m.pattern)? != digit {
        return Err(format!("the pattern's digit is not the placed {digit}"));
    }
    let mut base_pattern = m.pattern.clone();
    base_pattern["units"] = Value::Array(read::array(m.pattern, "units")?[..2].to_vec());
    let base = Moment {
        technique: if m.technique == "direct_pointing" {
            "pointing"
        } else {
            "box_line"
        },
        pattern: &base_pattern,
        ..*m
    };
    Ok((basic::intersection(&base)?, house))
}

/// A direct hidden pair or triple: the subset of `cells`, `digits` in the
/// one unit of `units`, where the digit placed (not one of the subset's) is
/// left one place.
fn hidden_subset(m: &Moment, digit: u8) -> Read<(Implied, Unit)> {
    let base = Moment {
        technique: if m.technique == "direct_hidden_pair" {
            "hidden_pair"
        } else {
            "hidden_triple"
        },
        ..*m
    };
    let implied = basic::hidden_subset(&base)?;
    if read::digit_set(m.pattern, "digits")?.contains(digit) {
        return Err(format!("{digit} is one of the subset's own digits"));
    }
    let [house] = read::unit_list(m.pattern, "units")?[..] else {
        unreachable!("the hidden subset check reads one unit")
    };
    Ok((implied, house))
}
