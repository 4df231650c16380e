//! Difficulty from steps. Every step has a difficulty on Sudoku Explainer's scale
//! (kept in tenths so that 1.2 stays 1.2); a puzzle's rating is its hardest step
//! (as SE rates), the level that step's technique belongs to, and the total of all
//! step difficulties (as HoDoKu scores, to tell a long hard solve from a short
//! one). `ep` and `ed` follow SE: the hardest step up to the first placement, and
//! the difficulty of the first step that changes anything.

use crate::engine::SolvePath;
use crate::step::Step;
use crate::technique_id::{Level, TechniqueId};
use hodoku::{HodokuRating, HodokuTally};

pub mod hodoku;
pub mod se_names;

pub use crate::scale::{
    HIDDEN_SINGLE_IN_BOX, step_difficulty, technique_difficulty, technique_values, value_bounds,
};
use serde::Serialize;
use serde::ser::SerializeStruct;

/// How hard a puzzle's solution is, by the steps of one path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// The path whose steps these are.
    pub path: SolvePath,
    /// The hardest step, in tenths.
    pub difficulty: u16,
    /// The level of the hardest technique used.
    pub level: Level,
    /// The technique of the hardest step (`None` when there was nothing to do).
    pub hardest: Option<TechniqueId>,
    /// Where the hardest step is on its path (0 is the first step); the first
    /// of equals.
    pub hardest_step: Option<usize>,
    /// How many steps the path took.
    pub steps: usize,
    /// The sum of every step's difficulty, in tenths.
    pub total: u32,
    /// The hardest step up to and including the first placement, in tenths.
    pub ep: u16,
    /// The difficulty of the first step, in tenths.
    pub ed: u16,
    /// The technique of the step EP rests on (the first of the hardest up to
    /// the first placement): SE's `%P`.
    pub ep_technique: Option<TechniqueId>,
    /// Where that step is on the path (0 is the first step).
    pub ep_step: Option<usize>,
    /// The technique of the first step: SE's `%D`.
    pub ed_technique: Option<TechniqueId>,
    /// HoDoKu's level and score for the same steps.
    pub hodoku: HodokuRating,
}

/// Tenths as the one-decimal number people read (`12` is 1.2).
pub fn tenths(value: u32) -> f64 {
    value as f64 / 10.0
}

/// Values in tenths as people read them, joined by "or": `[12, 15]` is
/// "1.2 or 1.5". How `sudoku techniques`, `hint --all` and the trainer word
/// what a technique's steps are worth.
pub fn values_words(values: &[u16]) -> String {
    values
        .iter()
        .map(|&v| format!("{:.1}", tenths(u32::from(v))))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// The rating of the steps of `path`, each valued on SE's scale
/// ([`step_difficulty`]: chains with their length bonus): what `explain`,
/// `hint` and `generate` print for the steps they show.
pub fn rate_steps(path: SolvePath, steps: &[Step]) -> Rating {
    fold(path, steps.iter().map(StepValue::of))
}

/// One step of a path, as the rating needs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StepValue {
    /// The technique (the fallback's when none applied).
    pub technique: TechniqueId,
    /// Its difficulty on SE's scale, in tenths.
    pub difficulty: u16,
    /// Whether it placed a digit.
    pub places: bool,
}

impl StepValue {
    /// The value of `step` on SE's scale.
    pub fn of(step: &Step) -> StepValue {
        StepValue::valued(step, step_difficulty(step))
    }

    /// `step` valued `difficulty` (in tenths), as the path that took it
    /// valued it.
    pub fn valued(step: &Step, difficulty: u16) -> StepValue {
        StepValue {
            technique: step.technique,
            difficulty,
            places: !step.placements().is_empty(),
        }
    }
}

/// The rating of a path's steps, a fold over them: ER the hardest (the first
/// of equals), EP the hardest up to the first placement, ED the first, the
/// level of the hardest technique, and the total.
pub fn fold(path: SolvePath, values: impl IntoIterator<Item = StepValue>) -> Rating {
    let mut hardest: Option<(u16, usize, TechniqueId)> = None;
    let mut level = Level::Easy;
    let mut total = 0u32;
    let mut ep = None;
    let mut ed = None;
    // The hardest so far (the first of equals), its technique and place.
    let mut max_so_far: Option<(u16, TechniqueId, usize)> = None;
    let mut steps = 0;
    let mut hodoku = HodokuTally::default();
    for (k, v) in values.into_iter().enumerate() {
        steps += 1;
        ed.get_or_insert((v.difficulty, v.technique));
        total += v.difficulty as u32;
        if max_so_far.is_none_or(|(m, _, _)| v.difficulty > m) {
            max_so_far = Some((v.difficulty, v.technique, k));
        }
        if ep.is_none() && v.places {
            ep = max_so_far;
        }
        if hardest.is_none_or(|(h, _, _)| v.difficulty > h) {
            hardest = Some((v.difficulty, k, v.technique));
        }
        level = level.max(v.technique.info().level);
        hodoku.add(v.technique);
    }
    let ep = ep.or(max_so_far);
    Rating {
        path,
        difficulty: hardest.map_or(0, |(d, _, _)| d),
        level,
        hardest: hardest.map(|(_, _, id)| id),
        hardest_step: hardest.map(|(_, k, _)| k),
        steps,
        total,
        ep: ep.map_or(0, |(d, _, _)| d),
        ed: ed.map_or(0, |(d, _)| d),
        ep_technique: ep.map(|(_, id, _)| id),
        ep_step: ep.map(|(_, _, k)| k),
        ed_technique: ed.map(|(_, id)| id),
        hodoku: hodoku.rating(),
    }
}

impl Serialize for Rating {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Rating", 8)?;
        st.serialize_field("path", &self.path)?;
        st.serialize_field("difficulty", &tenths(self.difficulty as u32))?;
        st.serialize_field("level", &self.level)?;
        st.serialize_field("hardest", &self.hardest)?;
        // Counted from 1, as the text numbers steps.
        st.serialize_field("hardest_step", &self.hardest_step.map(|k| k + 1))?;
        st.serialize_field("total", &tenths(self.total))?;
        st.serialize_field("ep", &tenths(self.ep as u32))?;
        st.serialize_field("ed", &tenths(self.ed as u32))?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A path of random steps: technique (by its index in the table),
    /// difficulty and whether it places.
    fn values() -> impl Strategy<Value = Vec<StepValue>> {
        let ids: Vec<TechniqueId> = crate::technique_id::TECHNIQUES
            .iter()
            .map(|t| t.id)
            .collect();
        prop::collection::vec((0..ids.len(), 10u16..=110, any::<bool>()), 0..60).prop_map(
            move |steps| {
                steps
                    .into_iter()
                    .map(|(t, difficulty, places)| StepValue {
                        technique: ids[t],
                        difficulty,
                        places,
                    })
                    .collect()
            },
        )
    }

    proptest! {
        /// The fold names a step of the path as its hardest: the first of the
        /// hardest, of the technique named; EP and ED are steps of the path
        /// too, and the level is the highest of the path's techniques.
        #[test]
        fn the_hardest_step_is_a_step_of_the_path(path in values()) {
            let r = fold(SolvePath::Se, path.iter().copied());
            prop_assert_eq!(r.path, SolvePath::Se);
            prop_assert_eq!(r.steps, path.len());
            prop_assert_eq!(r.total, path.iter().map(|v| v.difficulty as u32).sum::<u32>());
            let Some(k) = r.hardest_step else {
                prop_assert!(path.is_empty());
                prop_assert_eq!((r.difficulty, r.ep, r.ed, r.hardest), (0, 0, 0, None));
                return Ok(());
            };
            prop_assert_eq!(Some(path[k].technique), r.hardest);
            prop_assert_eq!(path[k].difficulty, r.difficulty);
            prop_assert!(path[..k].iter().all(|v| v.difficulty < r.difficulty));
            prop_assert!(path.iter().all(|v| v.difficulty <= r.difficulty));
            prop_assert_eq!(r.ed, path[0].difficulty);
            let placed = path.iter().position(|v| v.places).unwrap_or(path.len() - 1);
            let ep = path[..=placed].iter().map(|v| v.difficulty).max().unwrap();
            prop_assert_eq!(r.ep, ep);
            // The steps EP and ED rest on: the first of EP's hardest, the first.
            let ep_step = path[..=placed].iter().find(|v| v.difficulty == ep).unwrap();
            prop_assert_eq!(r.ep_technique, Some(ep_step.technique));
            prop_assert_eq!(r.ed_technique, Some(path[0].technique));
            prop_assert_eq!(r.hodoku, hodoku::hodoku_rating(path.iter().map(|v| v.technique)));
            let level = path.iter().map(|v| v.technique.info().level).max().unwrap();
            prop_assert_eq!(r.level, level);
        }
    }

    #[test]
    fn nothing_to_do_is_easy_and_zero() {
        let r = rate_steps(SolvePath::Human, &[]);
        assert_eq!(
            (r.difficulty, r.level, r.hardest, r.hardest_step, r.total),
            (0, Level::Easy, None, None, 0)
        );
    }
}
