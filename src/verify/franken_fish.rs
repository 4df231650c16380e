//! Franken fish, re-derived from the contract (`docs/trace-format.md`,
//! "Franken fish"): as many base units (`units`) as cover units
//! (`cover_units`), two to four, no unit on both sides; no place of the
//! digit in two base units, nor in two cover units; rows (or columns) with
//! boxes against columns (or rows) with boxes, a box on one side at least.
//! Then the base units take
//! one place each, all different; the places outside the cover are the fins
//! (`fins`, empty or absent for a fish without fins), the others the body
//! (`cells`); and
//! the digit goes from every cover place outside the base that sees every
//! fin. The mutant fish's rule (`mutant_fish.rs`) is this one with other
//! shapes and endo fins ([`check_fish`]).

use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{CellSet, Unit, UnitKind};

/// Whether `units` are all rows or columns of one kind `line`, boxes allowed.
fn lines_and_boxes(units: &[Unit], line: UnitKind) -> bool {
    units.iter().any(|u| u.kind() == line)
        && units
            .iter()
            .all(|u| u.kind() == line || u.kind() == UnitKind::Box)
}

/// Franken: rows (with boxes or not) against columns (with boxes or not),
/// or the other way, with a box on one side at least.
pub(super) fn is_franken(base: &[Unit], cover: &[Unit]) -> bool {
    let any_box = base.iter().chain(cover).any(|u| u.kind() == UnitKind::Box);
    any_box
        && ((lines_and_boxes(base, UnitKind::Row) && lines_and_boxes(cover, UnitKind::Col))
            || (lines_and_boxes(base, UnitKind::Col) && lines_and_boxes(cover, UnitKind::Row)))
}

/// The places of `d` the units hold, or which two units share one.
fn disjoint_places(m: &Moment, d: u8, units: &[Unit], side: &str) -> Read<CellSet> {
    let mut all = CellSet::EMPTY;
    for &u in units {
        let here = u.cells() & m.board.positions(d);
        if here.intersects(all) {
            return Err(format!(
                "{side} units share a place of {d}: {}",
                cells_name(here & all)
            ));
        }
        all |= here;
    }
    Ok(all)
}

pub(super) fn check(m: &Moment) -> Read<Implied> {
    check_fish(m, ("franken", is_franken), false)
}

/// Whether base units (the first) against cover units (the second) make a
/// fish of one kind.
pub(super) type IsKind = fn(&[Unit], &[Unit]) -> bool;

/// A fish of the kind `name` (whose base and cover units `is_kind` tells),
/// re-derived from its parts; with `endo_fins`, base units may share places
/// of the digit, and those places are fins.
pub(super) fn check_fish(
    m: &Moment,
    (name, is_kind): (&str, IsKind),
    endo_fins: bool,
) -> Read<Implied> {
    let d = read::one_digit(m.pattern)?;
    let base = read::unit_list(m.pattern, "units")?;
    let cover = read::unit_list(m.pattern, "cover_units")?;
    let distinct = (1..base.len()).all(|i| !base[..i].contains(&base[i]))
        && (1..cover.len()).all(|i| !cover[..i].contains(&cover[i]))
        && !base.iter().any(|u| cover.contains(u));
    if !(2..=4).contains(&base.len()) || base.len() != cover.len() || !distinct {
        return Err(format!(
            "a fish needs two to four distinct base units and as many other \
             cover units: base {base:?}, cover {cover:?}"
        ));
    }
    if !is_kind(&base, &cover) {
        return Err(format!(
            "base {base:?} against cover {cover:?} is not a {name} fish"
        ));
    }
    for &u in &base {
        if m.board.unit_has(u, d) {
            return Err(format!("{u} already holds {d}"));
        }
    }
    let (base_places, endo) = if endo_fins {
        shared_places(m, d, &base)
    } else {
        (disjoint_places(m, d, &base, "base")?, CellSet::EMPTY)
    };
    let cover_places = disjoint_places(m, d, &cover, "cover")?;
    let fins = (base_places - cover_places) | endo;
    let body = (base_places & cover_places) - endo;
    let listed_fins = match m.pattern.get("fins") {
        Some(_) => read::cell_set(m.pattern, "fins")?,
        None => CellSet::EMPTY,
    };
    if read::flag(m.pattern, "sashimi")? {
        return Err(format!("a {name} fish is never called sashimi"));
    }
    if listed_fins != fins {
        return Err(format!(
            "fins [{}], but the base places outside the cover{} are [{}]",
            cells_name(listed_fins),
            if endo_fins {
                " or in two base units"
            } else {
                ""
            },
            cells_name(fins)
        ));
    }
    if read::cell_set(m.pattern, "cells")? != body {
        return Err("`cells` is not the fish's body (base places in the cover)".into());
    }
    let mut targets = cover_places - base_places;
    for fin in fins {
        targets &= fin.peers();
    }
    Ok(Implied::removals(targets.iter().map(|c| (c, d)).collect()))
}

/// The places of `d` the units hold, and those two of them or more hold.
fn shared_places(m: &Moment, d: u8, units: &[Unit]) -> (CellSet, CellSet) {
    let (mut all, mut shared) = (CellSet::EMPTY, CellSet::EMPTY);
    for &u in units {
        let here = u.cells() & m.board.positions(d);
        shared |= here & all;
        all |= here;
    }
    (all, shared)
}
