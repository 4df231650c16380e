//! Difficulty from steps. Every step has a difficulty on Sudoku Explainer's scale
//! (kept in tenths so that 1.2 stays 1.2); a puzzle's rating is its hardest step
//! (as SE rates), the level that step's technique belongs to, and the total of all
//! step difficulties (as HoDoKu scores, to tell a long hard solve from a short
//! one). `ep` and `ed` follow SE: the hardest step up to the first placement, and
//! the difficulty of the first step that changes anything.

use crate::catalog::{Level, TechniqueId};
use crate::core::UnitKind;
use crate::step::Step;
use serde::Serialize;
use serde::ser::SerializeStruct;

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

/// The difficulty of a hidden single in a box, in tenths: easier (1.2) than one
/// in a row or column (1.5, the catalog's figure for the technique).
pub const HIDDEN_SINGLE_IN_BOX: u16 = 12;

/// One step's difficulty in tenths: its technique's, except that a hidden single
/// in a box is [`HIDDEN_SINGLE_IN_BOX`].
pub fn step_difficulty(step: &Step) -> u16 {
    let in_box = step
        .pattern()
        .units
        .first()
        .is_some_and(|u| u.kind() == UnitKind::Box);
    if step.technique == TechniqueId::HiddenSingle && in_box {
        HIDDEN_SINGLE_IN_BOX
    } else {
        step.technique.info().difficulty
    }
}

/// The rating of a solution made of these steps.
pub fn rate(steps: &[Step]) -> Rating {
    let mut hardest: Option<(u16, TechniqueId)> = None;
    let mut level = Level::Easy;
    let mut total = 0u32;
    let mut ep = None;
    let mut max_so_far = 0u16;
    for step in steps {
        let d = step_difficulty(step);
        total += d as u32;
        max_so_far = max_so_far.max(d);
        if ep.is_none() && !step.placements().is_empty() {
            ep = Some(max_so_far);
        }
        if hardest.is_none_or(|(h, _)| d > h) {
            hardest = Some((d, step.technique));
        }
        level = level.max(step.technique.info().level);
    }
    Rating {
        difficulty: hardest.map_or(0, |(d, _)| d),
        level,
        hardest: hardest.map(|(_, id)| id),
        total,
        ep: ep.unwrap_or(max_so_far),
        ed: steps.first().map_or(0, step_difficulty),
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
