//! The shared search of the two intersection techniques: a digit whose places in
//! one unit all lie where it meets a second unit is removed from the rest of the
//! second unit. Both techniques say the same words, so the wording lives here too.

use crate::core::{Candidate, CellSet, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Candidates, Found};
use std::ops::ControlFlow;

/// A digit of `source` confined to where `source` meets `target`.
pub struct Confinement {
    /// The unit whose places of the digit all lie in `target`.
    pub source: Unit,
    /// The unit that gets its digit from `source`.
    pub target: Unit,
    /// The confined digit.
    pub digit: u8,
    /// The places of the digit in `source`.
    pub places: CellSet,
    /// The digit in the rest of `target`.
    pub removed: Vec<Candidate>,
}

/// Hands over, as steps, the digits (scanning `sources` in order, then digits
/// ascending) whose places in a source unit all lie in one other unit of the
/// kind `is_target` accepts, and which that other unit then loses elsewhere.
pub fn each_confined(
    grid: &Grid,
    sources: impl Iterator<Item = Unit>,
    is_target: fn(Unit) -> bool,
    found: Found,
) -> ControlFlow<()> {
    for source in sources {
        for digit in 1..=9 {
            let places = grid.positions_in(source, digit);
            // One place is a hidden single, not an intersection.
            let Some(first) = places.first().filter(|_| places.len() > 1) else {
                continue;
            };
            // Every unit holding all the places is a unit of the first place.
            for target in first.units() {
                if target == source || !is_target(target) {
                    continue;
                }
                if let Some(confinement) = confined_to(grid, source, places, target, digit) {
                    found(confinement.finding())?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The confinement of `digit` from `source` to `target`, on any position: its
/// places in `source` (two or more) all lie in `target`, which holds it
/// elsewhere too. The search both intersection techniques and SE's nesting
/// levels share.
pub fn confined(
    position: &impl Candidates,
    source: Unit,
    target: Unit,
    digit: u8,
) -> Option<Confinement> {
    let places = position.positions_in(source, digit);
    // The subset test first: it rejects nearly every pair, and costs less
    // than counting.
    if !places.is_subset(target.cells()) || places.len() < 2 {
        return None;
    }
    confined_to(position, source, places, target, digit)
}

/// The same for `places`, the digit's places in `source` (two or more),
/// known to the caller.
pub fn confined_to(
    position: &impl Candidates,
    source: Unit,
    places: CellSet,
    target: Unit,
    digit: u8,
) -> Option<Confinement> {
    if !places.is_subset(target.cells()) {
        return None;
    }
    let removed: Vec<Candidate> = (position.positions_in(target, digit) - source.cells())
        .iter()
        .map(|cell| Candidate::new(cell, digit))
        .collect();
    (!removed.is_empty()).then_some(Confinement {
        source,
        target,
        digit,
        places,
        removed,
    })
}

impl Confinement {
    /// The step, its pattern's units `[source, target]`, worded as "In box 1, 5
    /// can only go in r3c1 and r3c2 (row 3), so row 3 gets its 5 in box 1 => ...".
    pub fn finding(self) -> Finding {
        let Confinement {
            source,
            target,
            digit,
            places,
            removed,
        } = self;
        let pattern = Pattern::new(places.to_vec(), Digits::single(digit), vec![source, target]);
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = Sentence::new()
            .text("In ")
            .unit(source)
            .text(", ")
            .digit(digit)
            .text(" can only go in ")
            .cells(places)
            .text(" (")
            .unit(target)
            .text("), so ")
            .unit(target)
            .text(" gets its ")
            .digit(digit)
            .text(" in ")
            .unit(source)
            .text(" => ")
            .removals(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }
}
