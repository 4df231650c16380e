//! Mutant fish, re-derived from the contract (`docs/trace-format.md`,
//! "Mutant fish"): the franken fish's rule ([`check_fish`]) for base and
//! cover units of any kinds, as long as they are neither a basic fish's
//! (rows against columns) nor a franken fish's; base units may share places
//! of the digit (endo fins), which are fins like the places outside the
//! cover. Then, unless a fin holds the digit, the base units take one place
//! each, all different, one in each cover unit, and the digit goes from
//! every cover place outside the base that sees every fin.

use super::franken_fish::{check_fish, is_franken};
use super::moment::{Implied, Moment};
use super::read::Read;
use crate::core::{Unit, UnitKind};

/// Whether every unit of `units` is of kind `kind`.
fn all_of(units: &[Unit], kind: UnitKind) -> bool {
    units.iter().all(|u| u.kind() == kind)
}

/// Mutant: neither rows against columns (or the other way) nor franken.
fn is_mutant(base: &[Unit], cover: &[Unit]) -> bool {
    let basic = (all_of(base, UnitKind::Row) && all_of(cover, UnitKind::Col))
        || (all_of(base, UnitKind::Col) && all_of(cover, UnitKind::Row));
    !basic && !is_franken(base, cover)
}

pub(super) fn check(m: &Moment) -> Read<Implied> {
    check_fish(m, ("mutant", is_mutant), true)
}

#[cfg(test)]
#[path = "tests/mutant_fish.rs"]
mod tests;
