//! Direct hints, as Sudoku Explainer names them: an intersection or a hidden
//! pair or triple whose eliminations leave a digit one place in a unit, told
//! as one step that places that digit. SE rates them below the naked single
//! (1.7 to 2.5) because the player needs only the hatching of singles plus one
//! confinement, and takes them before a naked single on its path; the human
//! path shows the same reasoning as two steps (the intersection or subset,
//! then the hidden single), so it does not take these unless asked.
//!
//! Where the single is looked for is SE's rule, and the verifier's: for a
//! hidden subset, in the subset's own unit; for pointing, in another box
//! crossing the line; for claiming, in another line of the same kind crossing
//! the box. The step places the single and nothing else: the other
//! eliminations of the pattern are left for later steps, as SE leaves them.

use crate::core::{Candidate, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::intersections::{BoxLine, Pointing};
use crate::techniques::subsets::HiddenSubset;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Which pattern the direct hint builds on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Base {
    /// A box's digit confined to one line.
    Pointing,
    /// A line's digit confined to one box.
    Claiming,
    /// A hidden pair or triple.
    HiddenSubset,
}

/// A direct hint: the base pattern's first instances that leave a hidden
/// single where SE looks for one.
pub struct Direct {
    base: Base,
    search: &'static dyn Technique,
}

impl Direct {
    /// Pointing that leaves a hidden single in another box.
    pub const POINTING: Direct = Direct {
        base: Base::Pointing,
        search: &Pointing,
    };
    /// Box-line reduction (claiming) that leaves a hidden single in another
    /// line.
    pub const CLAIMING: Direct = Direct {
        base: Base::Claiming,
        search: &BoxLine,
    };
    /// A hidden pair that leaves a hidden single in its unit.
    pub const HIDDEN_PAIR: Direct = Direct {
        base: Base::HiddenSubset,
        search: &HiddenSubset::PAIR,
    };
    /// A hidden triple that leaves a hidden single in its unit.
    pub const HIDDEN_TRIPLE: Direct = Direct {
        base: Base::HiddenSubset,
        search: &HiddenSubset::TRIPLE,
    };
}

impl Technique for Direct {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        self.search
            .search(grid, analysis, &mut |finding| match single_left(
                grid,
                self.base,
                &finding.deduction,
            ) {
                Some((house, single)) => found(direct_finding(self.base, finding, house, single)),
                None => ControlFlow::Continue(()),
            })
    }
}

/// The units where SE looks for the single a base step leaves: the subset's
/// own unit, or the other units of the source's kind that cross the target.
fn houses(base: Base, pattern: &Pattern, removed: Candidate) -> Vec<Unit> {
    match (base, pattern.units.as_slice()) {
        (Base::HiddenSubset, &[unit]) => vec![unit],
        (Base::Pointing | Base::Claiming, &[source, _]) => removed
            .cell
            .units()
            .into_iter()
            .filter(|u| u.kind() == source.kind() && *u != source)
            .collect(),
        _ => Vec::new(),
    }
}

/// The first hidden single the base step's eliminations leave (in the order
/// of the eliminations), with the unit it is in: a digit that had two places
/// or more there and has one once they are gone.
fn single_left(grid: &Grid, base: Base, base_step: &Deduction) -> Option<(Unit, Candidate)> {
    let removed = &base_step.eliminations;
    removed.iter().find_map(|e| {
        houses(base, &base_step.pattern, *e)
            .into_iter()
            .find_map(|house| {
                let before = grid.positions_in(house, e.digit);
                let mut left = before;
                for r in removed.iter().filter(|r| r.digit == e.digit) {
                    left.remove(r.cell);
                }
                (before.len() > 1 && left.len() == 1)
                    .then(|| left.first())
                    .flatten()
                    .map(|cell| (house, Candidate::new(cell, e.digit)))
            })
    })
}

/// The direct step: the base pattern, the single's unit added to its units
/// (for an intersection; a subset's single is in its own unit), and the
/// placement alone.
fn direct_finding(base: Base, finding: Finding, house: Unit, single: Candidate) -> Finding {
    let Deduction {
        mut pattern,
        eliminations,
        ..
    } = finding.deduction;
    // The eliminations that matter: the digit's, in the single's unit.
    let cleared: Vec<Candidate> = eliminations
        .iter()
        .filter(|e| e.digit == single.digit && house.cells().contains(e.cell))
        .copied()
        .collect();
    let sentence = match base {
        Base::Pointing | Base::Claiming => {
            let [source, target] = pattern.units[..] else {
                unreachable!("an intersection names its two units")
            };
            pattern.units.push(house);
            Sentence::new()
                .text("In ")
                .unit(source)
                .text(", ")
                .digit(single.digit)
                .text(" can only go in ")
                .cells(pattern.cells.iter().copied())
                .text(" (")
                .unit(target)
                .text("), so ")
                .unit(target)
                .text(" gets its ")
                .digit(single.digit)
                .text(" in ")
                .unit(source)
        }
        Base::HiddenSubset => Sentence::new()
            .text("In ")
            .unit(house)
            .text(", ")
            .digits(pattern.digits.iter().copied().collect())
            .text(" can only go in ")
            .cells(pattern.cells.iter().copied())
            .text(", so these cells hold only these digits"),
    };
    let sentence = sentence
        .text("; then ")
        .cells(cleared.iter().map(|c| c.cell))
        .text(" cannot be ")
        .digit(single.digit)
        .text(", which leaves ")
        .unit(house)
        .text(" one place for it => ")
        .placement(single);
    Finding {
        deduction: Deduction::placement(pattern, single.cell, single.digit),
        sentence,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_one;

    fn grid(line: &str) -> Grid {
        parse_one(line).unwrap().grid()
    }

    #[test]
    fn a_pointing_that_leaves_no_single_is_not_direct() {
        // The lesson's silent case: box 2's 4 points along row 3 and
        // removes two of box 1's places for 4, which keeps two or more.
        let g = grid(
            "...823..1..3...4...7.....523..96..1....1.2....1..38..683.....4...2...9..6..789...",
        );
        let analysis = Analysis::new(&g);
        assert!(Pointing.find(&g, &analysis).is_some());
        assert!(Direct::POINTING.find(&g, &analysis).is_none());
    }
}
