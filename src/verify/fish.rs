//! Basic and finned fish: n base lines whose candidates of one digit lie in n
//! cover lines (apart from the fins, all in one box), so the cover lines lose
//! the digit outside the base (in the finned case, only where every fin is
//! seen too).

use super::board::cells_name;
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::CellSet;
use crate::core::{Unit, UnitKind};

/// The size and finned-ness a fish's id names.
fn shape(technique: &str) -> (usize, bool) {
    let finned = technique.starts_with("finned_");
    let size = match technique.trim_start_matches("finned_") {
        "x_wing" => 2,
        "swordfish" => 3,
        _ => 4,
    };
    (size, finned)
}

pub(super) fn cells_of(units: &[Unit]) -> CellSet {
    units.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells())
}

/// Base and cover: n distinct rows and n distinct columns (either way round).
pub(super) fn lines(m: &Moment, size: usize) -> Read<(Vec<Unit>, Vec<Unit>)> {
    let base = read::unit_list(m.pattern, "units")?;
    let cover = read::unit_list(m.pattern, "cover_units")?;
    let distinct = |v: &[Unit]| (1..v.len()).all(|i| !v[..i].contains(&v[i]));
    let all_of = |v: &[Unit], k: UnitKind| v.iter().all(|u| u.kind() == k);
    let crossed = (all_of(&base, UnitKind::Row) && all_of(&cover, UnitKind::Col))
        || (all_of(&base, UnitKind::Col) && all_of(&cover, UnitKind::Row));
    if base.len() != size
        || cover.len() != size
        || !distinct(&base)
        || !distinct(&cover)
        || !crossed
    {
        return Err(format!(
            "a fish of size {size} with base {base:?} and cover {cover:?}"
        ));
    }
    Ok((base, cover))
}

pub(super) fn check(m: &Moment) -> Read<Implied> {
    let (size, finned) = shape(m.technique);
    let d = read::one_digit(m.pattern)?;
    let (base, cover) = lines(m, size)?;
    let (base_cells, cover_cells) = (cells_of(&base), cells_of(&cover));
    let base_places = base_cells & m.board.positions(d);
    let fins = base_places - cover_cells;
    let body = base_places & cover_cells;
    let targets = (cover_cells - base_cells) & m.board.positions(d);
    let listed_cells = read::cell_set(m.pattern, "cells")?;
    for &u in &base {
        if m.board.unit_has(u, d) {
            return Err(format!("{u} already holds {d}"));
        }
    }
    let removed = if finned {
        finned_targets(m, d, &base, &cover, fins, body, listed_cells)?
    } else {
        if !fins.is_empty() {
            return Err(format!(
                "a basic fish with base candidates outside the cover: {}",
                cells_name(fins)
            ));
        }
        if m.pattern.get("fins").is_some() || read::flag(m.pattern, "sashimi")? {
            return Err("a basic fish with `fins` or `sashimi`".into());
        }
        if listed_cells != base_places {
            return Err("`cells` is not every candidate of the base units".into());
        }
        targets
    };
    Ok(Implied::removals(removed.iter().map(|c| (c, d)).collect()))
}

/// `fins` lists exactly the base candidates outside the cover, `fins`, and
/// there is one at least.
pub(super) fn listed_fins(m: &Moment, fins: CellSet) -> Read<()> {
    let listed = read::cell_set(m.pattern, "fins")?;
    if fins.is_empty() || listed != fins {
        return Err(format!(
            "fins [{}], but the base candidates outside the cover are [{}]",
            cells_name(listed),
            cells_name(fins)
        ));
    }
    Ok(())
}

/// The finned fish's fins, body and sashimi flag as the contract words them;
/// the targets that see every fin.
fn finned_targets(
    m: &Moment,
    d: u8,
    base: &[Unit],
    cover: &[Unit],
    fins: CellSet,
    body: CellSet,
    listed_cells: CellSet,
) -> Read<CellSet> {
    listed_fins(m, fins)?;
    let first_box = fins.first().map(|c| c.box_index());
    if fins.iter().any(|c| Some(c.box_index()) != first_box) {
        return Err("fins in more than one box".into());
    }
    if listed_cells != body {
        return Err("`cells` is not the fish's body (base candidates in the cover)".into());
    }
    let per_base: Vec<u32> = base.iter().map(|u| (body & u.cells()).len()).collect();
    if per_base.contains(&0) {
        return Err(format!(
            "a base unit with no candidate in the cover: {per_base:?}"
        ));
    }
    // Sashimi: a base line holds the digit at one corner only, so another
    // corner of it is empty. The project's flag says exactly "a base line with
    // one candidate in the cover"; the contract's wording (an empty corner)
    // must then hold too.
    let sashimi = read::flag(m.pattern, "sashimi")?;
    if sashimi != per_base.contains(&1) {
        return Err(format!(
            "sashimi is {sashimi}, base candidates in the cover per base line {per_base:?}"
        ));
    }
    let empty_corner = base.iter().any(|b| {
        cover
            .iter()
            .any(|c| (b.cells() & c.cells() & m.board.positions(d)).is_empty())
    });
    if sashimi && !empty_corner {
        return Err("sashimi, but every corner holds the digit".into());
    }
    let mut targets = (cells_of(cover) - cells_of(base)) & m.board.positions(d);
    for fin in fins {
        targets &= fin.peers();
    }
    Ok(targets)
}
