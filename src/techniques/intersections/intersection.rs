//! The shared search of the two intersection techniques: a digit whose places in
//! one unit all lie where it meets a second unit is removed from the rest of the
//! second unit.

use crate::core::Candidate;
use crate::core::Digits;
use crate::core::Grid;
use crate::core::Unit;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};

/// The first digit (scanning `sources` in order, then digits ascending) whose
/// places in a source unit all lie in one other unit of the kind `is_target`
/// accepts, and which that other unit then loses elsewhere. The pattern's units
/// are `[source, target]`.
pub fn find_confined(
    grid: &Grid,
    sources: impl Iterator<Item = Unit>,
    is_target: fn(Unit) -> bool,
) -> Option<Deduction> {
    for source in sources {
        for d in 1..=9 {
            let places = grid.positions_in(source, d);
            // One place is a hidden single, not an intersection.
            let Some(first) = places.first().filter(|_| places.len() > 1) else {
                continue;
            };
            // Every unit holding all the places is a unit of the first place.
            for target in first.units() {
                if target == source || !is_target(target) || !places.is_subset(target.cells()) {
                    continue;
                }
                let removed: Vec<Candidate> = (grid.positions_in(target, d) - source.cells())
                    .iter()
                    .map(|cell| Candidate::new(cell, d))
                    .collect();
                if !removed.is_empty() {
                    let pattern =
                        Pattern::new(places.to_vec(), Digits::single(d), vec![source, target]);
                    return Some(Deduction::elimination(pattern, removed));
                }
            }
        }
    }
    None
}

/// "In box 1, 5 can only go in r3c1 and r3c2 (row 3), so row 3 gets its 5 in box 1 => ..."
pub fn confined_sentence(d: &Deduction) -> Sentence {
    let p = &d.pattern;
    let (source, target, digit) = (p.units[0], p.units[1], p.digits[0]);
    Sentence::new()
        .text("In ")
        .unit(source)
        .text(", ")
        .digit(digit)
        .text(" can only go in ")
        .cells(p.cells.iter().copied())
        .text(" (")
        .unit(target)
        .text("), so ")
        .unit(target)
        .text(" gets its ")
        .digit(digit)
        .text(" in ")
        .unit(source)
        .text(" => ")
        .removals(&d.eliminations)
}
