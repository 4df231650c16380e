//! Fish on one digit: n base lines whose candidates lie in n cover lines (basic),
//! or do so but for fins in one box (finned and sashimi); franken fish, whose
//! base and cover units may be boxes, and mutant fish, whose units may be any
//! (the two share one search, `complex_fish.rs`).

mod basic_fish;
mod complex_fish;
mod finned_fish;
mod franken_fish;
mod mutant_fish;

pub use basic_fish::BasicFish;
pub use finned_fish::FinnedFish;
pub use franken_fish::FrankenFish;
pub use mutant_fish::MutantFish;

use crate::core::{Candidate, CellSet, Digits, Unit};
use crate::step::pattern::FishParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};

/// The fish's pieces, as a finned (or franken, or mutant) fish's step records them.
struct FishShape<'a> {
    digit: u8,
    base: &'a [Unit],
    cover: &'a [Unit],
    /// The base places inside the cover.
    body: CellSet,
    /// The base places outside the cover.
    fins: CellSet,
    sashimi: bool,
}

impl<'a> FishShape<'a> {
    /// The fish on `digit` with these (base, cover) units, body and fins,
    /// not sashimi.
    fn new(
        digit: u8,
        (base, cover): (&'a [Unit], &'a [Unit]),
        body: CellSet,
        fins: CellSet,
    ) -> Self {
        FishShape {
            digit,
            base,
            cover,
            body,
            fins,
            sashimi: false,
        }
    }
}

/// The step of a fish with fins (none for a franken fish without them) that
/// removes `removed`, worded by `sentence` from the removals as recorded.
fn fish_finding(
    shape: FishShape,
    removed: Vec<Candidate>,
    sentence: impl FnOnce(&[Candidate]) -> Sentence,
) -> Finding {
    let pattern = Pattern::new(
        shape.body.to_vec(),
        Digits::single(shape.digit),
        shape.base.to_vec(),
    )
    .with(Parts::Fish(FishParts {
        cover_units: shape.cover.to_vec(),
        fins: shape.fins.to_vec(),
        sashimi: shape.sashimi,
    }));
    let deduction = Deduction::elimination(pattern, removed);
    let sentence = sentence(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

/// `In rows 1 and 5, 3 can only go in columns 8 and 9`: how a fish begins
/// its sentence.
pub(crate) fn places_sentence(digit: u8, base: &[Unit], cover: &[Unit]) -> Sentence {
    Sentence::new()
        .text("In ")
        .units(base.iter().copied())
        .text(", ")
        .digit(digit)
        .text(" can only go in ")
        .units(cover.iter().copied())
}

/// `In rows 1 and 5, 3 can only go in columns 8 and 9 or in the fins r5c1
/// and r5c6`: how a fish with fins begins it (a finned fish and a kraken
/// fish alike).
pub(crate) fn fins_sentence(
    digit: u8,
    base: &[Unit],
    cover: &[Unit],
    fins: impl IntoIterator<Item = crate::core::Cell>,
    one_fin: bool,
) -> Sentence {
    places_sentence(digit, base, cover)
        .text(if one_fin {
            " or in the fin "
        } else {
            " or in the fins "
        })
        .cells(fins)
}
