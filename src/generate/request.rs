//! What kind of puzzle to make, and whether such a puzzle can exist at all.
//!
//! Possibility comes from the catalog alone. A puzzle's rating is its hardest
//! step, and its level the highest level among the techniques its solve uses.
//! So a puzzle whose hardest step is technique T uses only techniques no harder
//! than T: its level is at least T's and at most the highest level among them.
//! A puzzle that merely uses T somewhere is at least at T's level, with no
//! ceiling. A request outside those bounds is refused before any search.

use super::givens::Symmetry;
use crate::catalog::{self, Level, TechniqueId};
use crate::rating::{Rating, value_bounds};
use crate::step::Step;
use std::fmt;
use std::ops::RangeInclusive;

/// Which technique a puzzle must need, and how.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Need {
    /// The hardest step (the rating's `hardest`) is this technique: practice
    /// about it, with nothing harder in the way.
    Hardest(TechniqueId),
    /// The solve uses this technique somewhere; its hardest step may be harder.
    Somewhere(TechniqueId),
}

impl Need {
    /// The technique asked for.
    pub fn technique(self) -> TechniqueId {
        match self {
            Need::Hardest(id) | Need::Somewhere(id) => id,
        }
    }

    /// The levels a puzzle with this need can be rated at.
    pub fn levels(self) -> RangeInclusive<Level> {
        match self {
            Need::Hardest(id) => id.info().level..=ceiling(id),
            Need::Somewhere(id) => id.info().level..=Level::Extreme,
        }
    }

    /// Whether a solve that met this need could use technique `other` at all.
    fn allows(self, other: TechniqueId) -> bool {
        match self {
            Need::Hardest(id) => no_harder(other, id),
            Need::Somewhere(_) => true,
        }
    }

    /// Whether these steps, rated `rating`, meet the need.
    fn is_met(self, steps: &[Step], rating: &Rating) -> bool {
        match self {
            Need::Hardest(id) => rating.hardest == Some(id),
            Need::Somewhere(id) => steps.iter().any(|s| s.technique == id),
        }
    }
}

/// Whether `other` is no harder than `id` on the catalog's scale. (A hidden
/// single in a box rates 1.2, below its catalog 1.5; no technique lies between,
/// so the catalog figure draws the same line.)
fn no_harder(other: TechniqueId, id: TechniqueId) -> bool {
    other.info().difficulty <= id.info().difficulty
}

/// The highest level among the techniques no harder than `id`: the most a
/// puzzle whose hardest step is `id` can be rated.
fn ceiling(id: TechniqueId) -> Level {
    catalog::techniques()
        .map(|(other, _)| other)
        .filter(|&other| other.on_human_path() && no_harder(other, id))
        .map(|other| other.info().level)
        .max()
        .unwrap_or(id.info().level)
}

/// What kind of puzzle to make.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// Keep only puzzles rated at this level.
    pub level: Option<Level>,
    /// Keep only puzzles that need this technique.
    pub needs: Option<Need>,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// Keep only puzzles from which no single given can be removed.
    pub minimal: bool,
    /// Keep only puzzles with a practice position for the technique of `needs`
    /// (see [`Practice`](super::Practice)), and report it.
    pub practice: bool,
}

impl Request {
    /// The seeds whose neighbours are this request's candidates (see
    /// [`super::vicinity`]): those of the technique it needs, when the seed
    /// list has some and no symmetry is asked for (a moved given breaks
    /// one).
    pub(super) fn seeds(&self) -> Option<&'static [[u8; 81]]> {
        let need = self.needs?;
        if self.symmetry != Symmetry::None {
            return None;
        }
        super::vicinity::seeds_for(need.technique())
    }
}

/// Why no puzzle can meet a request.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unmakeable {
    /// The fallback was asked for as if it were a technique.
    Fallback,
    /// The level asked for is outside the levels the need allows.
    Level {
        /// The need.
        need: Need,
        /// The level asked for.
        asked: Level,
    },
    /// A practice position was asked for without a technique to practise.
    PracticeWithoutNeed,
    /// The technique is not one the human path takes, and that path is the
    /// one a generated puzzle is judged by.
    OffPath(TechniqueId),
}

impl fmt::Display for Unmakeable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unmakeable::Fallback => write!(
                f,
                "backtracking is the fallback when no technique applies, not a technique \
                 a puzzle can be made to need (the hardest puzzles are the extreme level)"
            ),
            Unmakeable::Level { need, asked } => {
                let id = need.technique();
                let levels = need.levels();
                let puzzle = match need {
                    Need::Hardest(_) => format!("a puzzle whose hardest step is {id}"),
                    Need::Somewhere(_) => format!("a puzzle whose solve uses {id}"),
                };
                if asked < *levels.start() {
                    write!(
                        f,
                        "{puzzle} is at least {} (the level of {id}), not {}",
                        levels.start().name(),
                        asked.name()
                    )
                } else {
                    write!(
                        f,
                        "{puzzle} is at most {} (the highest level among the techniques \
                         no harder than {id}), not {}",
                        levels.end().name(),
                        asked.name()
                    )
                }
            }
            Unmakeable::PracticeWithoutNeed => {
                write!(f, "a practice position needs a technique to practise")
            }
            Unmakeable::OffPath(id) if id.replaced_by().is_some() => {
                let by: Vec<&str> = id
                    .replaced_by()
                    .unwrap_or_default()
                    .iter()
                    .map(|b| b.name())
                    .collect();
                write!(
                    f,
                    "{} is replaced on the human path by {}, which make its eliminations \
                     and more in one step (see `sudoku learn {id}`)",
                    id.name(),
                    crate::step::sentence::join_and(&by)
                )
            }
            Unmakeable::OffPath(id) => {
                // Each such technique stands on a human-path one (a direct hint on
                // its intersection or subset, a wing on ALS-XZ, ...).
                let base = id.se_only_base().map_or("another technique", |b| b.name());
                write!(
                    f,
                    "{} is a step of Sudoku Explainer's path only: puzzles are judged by the \
                     human path, which takes {base} in its place (see `sudoku learn {id}`)",
                    id.name()
                )
            }
        }
    }
}

impl std::error::Error for Unmakeable {}

impl Request {
    /// `Ok` when puzzles meeting the request can exist, else why they cannot.
    pub fn check(&self) -> Result<(), Unmakeable> {
        if self.practice && self.needs.is_none() {
            return Err(Unmakeable::PracticeWithoutNeed);
        }
        let Some(need) = self.needs else {
            return Ok(());
        };
        if need.technique().technique().is_none() {
            return Err(Unmakeable::Fallback);
        }
        if !need.technique().on_human_path() {
            return Err(Unmakeable::OffPath(need.technique()));
        }
        match self.level {
            Some(asked) if !need.levels().contains(&asked) => {
                Err(Unmakeable::Level { need, asked })
            }
            _ => Ok(()),
        }
    }

    /// Whether the solve of a kept puzzle could use technique `id`: every step
    /// of a puzzle rated at the level asked for is at most that level, and every
    /// step of a puzzle whose hardest step is T is no harder than T.
    pub(super) fn allows(&self, id: TechniqueId) -> bool {
        self.level.is_none_or(|level| id.info().level <= level)
            && self.needs.is_none_or(|need| need.allows(id))
    }

    /// Whether a puzzle is certainly unwanted when a solve that stops short of
    /// the techniques `beyond` falls back on search. At that position the full
    /// solve takes one of them: one above the level asked for raises the level
    /// past it; one harder than the need's technique is the hardest step unless
    /// a step of the need's technique can be worth as much (a long chain can
    /// outweigh a short forcing chain); one the request allows settles nothing.
    pub(super) fn fallback_settles(&self, mut beyond: impl Iterator<Item = TechniqueId>) -> bool {
        beyond.all(|id| {
            !self.allows(id)
                && (self.level.is_some_and(|level| id.info().level > level)
                    || self.needs.is_some_and(|need| match need {
                        Need::Hardest(t) => value_bounds(t)
                            .1
                            .is_some_and(|most| value_bounds(id).0 > most),
                        Need::Somewhere(_) => false,
                    }))
        })
    }

    /// Whether a puzzle rated `rating` has the level asked for.
    pub(super) fn level_met(&self, rating: &Rating) -> bool {
        self.level.is_none_or(|level| level == rating.level)
    }

    /// Whether a solve with these steps, rated `path` by their techniques,
    /// meets the need.
    pub(super) fn needs_met(&self, steps: &[Step], path: &Rating) -> bool {
        self.needs.is_none_or(|need| need.is_met(steps, path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use TechniqueId::*;

    fn asking(level: Level, need: Need) -> Request {
        Request {
            level: Some(level),
            needs: Some(need),
            ..Request::default()
        }
    }

    #[test]
    fn an_x_wing_as_the_hardest_step_makes_a_hard_puzzle_and_nothing_else() {
        assert_eq!(Need::Hardest(XWing).levels(), Level::Hard..=Level::Hard);
        assert!(asking(Level::Hard, Need::Hardest(XWing)).check().is_ok());
        let easy = asking(Level::Easy, Need::Hardest(XWing))
            .check()
            .unwrap_err();
        assert_eq!(
            easy.to_string(),
            "a puzzle whose hardest step is x_wing is at least hard (the level of x_wing), not easy"
        );
        let extreme = asking(Level::Extreme, Need::Hardest(XWing)).check();
        assert_eq!(
            extreme.unwrap_err().to_string(),
            "a puzzle whose hardest step is x_wing is at most hard (the highest level among \
             the techniques no harder than x_wing), not extreme"
        );
    }

    #[test]
    fn a_technique_easier_than_one_of_a_higher_level_reaches_that_level() {
        // An X-wing (3.2, hard) is easier than a hidden pair (3.4, medium).
        assert_eq!(
            Need::Hardest(HiddenPair).levels(),
            Level::Medium..=Level::Hard
        );
        assert_eq!(Need::Hardest(FullHouse).levels(), Level::Easy..=Level::Easy);
        assert_eq!(
            Need::Hardest(CellForcingChain).levels(),
            Level::Extreme..=Level::Extreme
        );
    }

    #[test]
    fn using_a_technique_somewhere_has_a_floor_but_no_ceiling() {
        assert!(
            asking(Level::Extreme, Need::Somewhere(XWing))
                .check()
                .is_ok()
        );
        assert!(asking(Level::Hard, Need::Somewhere(XWing)).check().is_ok());
        let err = asking(Level::Medium, Need::Somewhere(XWing)).check();
        assert_eq!(
            err.unwrap_err().to_string(),
            "a puzzle whose solve uses x_wing is at least hard (the level of x_wing), not medium"
        );
    }

    #[test]
    fn a_technique_the_human_path_does_not_take_is_refused_with_the_reason() {
        let direct = Request {
            needs: Some(Need::Hardest(DirectPointing)),
            ..Request::default()
        };
        let err = direct.check().unwrap_err();
        assert_eq!(err, Unmakeable::OffPath(DirectPointing));
        assert!(err.to_string().starts_with("Direct pointing is a step of"));
        let replaced = Request {
            needs: Some(Need::Hardest(SimpleColoring)),
            ..Request::default()
        };
        assert_eq!(
            replaced.check().unwrap_err().to_string(),
            "Simple colouring is replaced on the human path by Colour wrap and Colour trap, \
             which make its eliminations and more in one step (see `sudoku learn simple_coloring`)"
        );
        // Nor does it raise the ceiling of the singles below it.
        assert_eq!(
            Need::Hardest(NakedSingle).levels(),
            Level::Easy..=Level::Easy
        );
    }

    #[test]
    fn the_fallback_and_practice_without_a_technique_are_refused_with_the_reason() {
        let fallback = Request {
            needs: Some(Need::Hardest(Backtrack)),
            ..Request::default()
        };
        assert_eq!(fallback.check(), Err(Unmakeable::Fallback));
        assert!(
            fallback
                .check()
                .unwrap_err()
                .to_string()
                .contains("fallback")
        );
        let somewhere = Request {
            needs: Some(Need::Somewhere(Backtrack)),
            ..Request::default()
        };
        assert_eq!(somewhere.check(), Err(Unmakeable::Fallback));
        let practice = Request {
            practice: true,
            ..Request::default()
        };
        assert_eq!(practice.check(), Err(Unmakeable::PracticeWithoutNeed));
    }

    #[test]
    fn a_kept_puzzle_uses_only_techniques_within_the_level_and_no_harder_than_the_need() {
        let request = asking(Level::Hard, Need::Hardest(XWing));
        assert!(request.allows(NakedPair));
        assert!(request.allows(XWing));
        assert!(!request.allows(NakedTriple), "3.6 is harder than 3.2");
        let medium = Request {
            level: Some(Level::Medium),
            ..Request::default()
        };
        assert!(medium.allows(HiddenPair));
        assert!(!medium.allows(XWing));
        assert!(Request::default().allows(NestedForcingChain));
    }
}
