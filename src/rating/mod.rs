//! Difficulty from steps. Every step has a difficulty on Sudoku Explainer's scale
//! (kept in tenths so that 1.2 stays 1.2); a puzzle's rating is its hardest step
//! (as SE rates), the level that step's technique belongs to, and the total of all
//! step difficulties (as HoDoKu scores, to tell a long hard solve from a short
//! one). `ep` and `ed` follow SE: the hardest step up to the first placement, and
//! the difficulty of the first step that changes anything.

use crate::catalog::{Level, TechniqueId};
use crate::core::{Cell, Unit};
use crate::step::{Deduction, Step};

pub mod aligned;
pub mod bug;
pub mod levels;
pub mod loops;
pub mod nishio;
pub mod scale;
pub mod se_path;
pub mod sukaku;

pub use scale::{HIDDEN_SINGLE_IN_BOX, step_difficulty, technique_difficulty};
use serde::Serialize;
use serde::ser::SerializeStruct;

/// A deduction found for SE's path alone (a pattern the catalog does not
/// name), with its value on SE's scale in tenths.
pub struct Valued {
    /// The technique it is reported as (the catalog's closest, whose
    /// eliminations it makes).
    pub technique: TechniqueId,
    /// What it places or removes.
    pub deduction: Deduction,
    /// Its value, in tenths.
    pub value: u16,
}

/// SE's units in SE's order: boxes, rows, columns (where SE takes the first
/// it meets, the order decides what it finds).
fn se_units() -> impl Iterator<Item = Unit> {
    Unit::boxes().chain(Unit::lines())
}

/// The units, in SE's order, that hold every one of `cells`.
fn shared_units(cells: &[Cell]) -> impl Iterator<Item = Unit> + '_ {
    se_units().filter(|u| cells.iter().all(|&c| u.cells().contains(c)))
}

/// How hard a puzzle's solution is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// The hardest step, in tenths.
    pub difficulty: u16,
    /// The level of the hardest technique used.
    pub level: Level,
    /// The technique of the hardest step (`None` when there was nothing to do).
    pub hardest: Option<TechniqueId>,
    /// The sum of every step's difficulty, in tenths.
    pub total: u32,
    /// The hardest step up to and including the first placement, in tenths.
    pub ep: u16,
    /// The difficulty of the first step, in tenths.
    pub ed: u16,
}

/// Tenths as the one-decimal number people read (`12` is 1.2).
pub fn tenths(value: u32) -> f64 {
    value as f64 / 10.0
}

/// The rating of a solution made of these steps, each by its technique
/// ([`technique_difficulty`]): what `generate` matches a request against.
pub fn rate(steps: &[Step]) -> Rating {
    let marks: Vec<Mark> = steps
        .iter()
        .map(|step| Mark {
            technique: step.technique,
            difficulty: technique_difficulty(step),
            places: !step.placements().is_empty(),
        })
        .collect();
    rate_marks(&marks)
}

/// One step of the path, as the rating needs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mark {
    /// The technique (the fallback's when none applied).
    pub technique: TechniqueId,
    /// Its difficulty on SE's scale, in tenths.
    pub difficulty: u16,
    /// Whether it placed a digit.
    pub places: bool,
}

/// The rating of these marks: ER the hardest, EP the hardest up to the first
/// placement, ED the first, the level of the hardest technique, and the total.
pub fn rate_marks(marks: &[Mark]) -> Rating {
    let mut hardest: Option<(u16, TechniqueId)> = None;
    let mut level = Level::Easy;
    let mut total = 0u32;
    let mut ep = None;
    let mut max_so_far = 0u16;
    for m in marks {
        total += m.difficulty as u32;
        max_so_far = max_so_far.max(m.difficulty);
        if ep.is_none() && m.places {
            ep = Some(max_so_far);
        }
        if hardest.is_none_or(|(h, _)| m.difficulty > h) {
            hardest = Some((m.difficulty, m.technique));
        }
        level = level.max(m.technique.info().level);
    }
    Rating {
        difficulty: hardest.map_or(0, |(d, _)| d),
        level,
        hardest: hardest.map(|(_, id)| id),
        total,
        ep: ep.unwrap_or(max_so_far),
        ed: marks.first().map_or(0, |m| m.difficulty),
    }
}

impl Serialize for Rating {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Rating", 6)?;
        st.serialize_field("difficulty", &tenths(self.difficulty as u32))?;
        st.serialize_field("level", &self.level)?;
        st.serialize_field("hardest", &self.hardest)?;
        st.serialize_field("total", &tenths(self.total))?;
        st.serialize_field("ep", &tenths(self.ep as u32))?;
        st.serialize_field("ed", &tenths(self.ed as u32))?;
        st.end()
    }
}

/// What the rating's unit tests share.
#[cfg(test)]
pub(crate) mod test_support {
    use super::Valued;
    use crate::core::Grid;

    /// A grid from a pencil-mark line given as nine rows of 81 characters.
    pub fn marks(rows: [&str; 9]) -> Grid {
        crate::parse::parse_one(&rows.concat())
            .expect("a pencil-mark line")
            .grid()
    }

    /// What a found step removes, as (cell, digit).
    pub fn removed(found: &Valued) -> Vec<(String, u8)> {
        let e = &found.deduction.eliminations;
        e.iter().map(|c| (c.cell.to_string(), c.digit)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_to_do_is_easy_and_zero() {
        let r = rate(&[]);
        assert_eq!(
            (r.difficulty, r.level, r.hardest, r.total),
            (0, Level::Easy, None, 0)
        );
    }
}
