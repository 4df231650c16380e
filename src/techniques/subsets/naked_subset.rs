//! Naked pairs, triples and quads: n cells of one unit whose candidates are, all
//! together, n digits. Those digits must fill those cells, so no other cell of a
//! unit holding all n cells can take them.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::combinations::first_combination;
use crate::techniques::{Analysis, Technique};

/// The naked subset of one size.
pub struct NakedSubset {
    size: usize,
}

impl NakedSubset {
    /// Two cells, two digits.
    pub const PAIR: NakedSubset = NakedSubset { size: 2 };
    /// Three cells, three digits.
    pub const TRIPLE: NakedSubset = NakedSubset { size: 3 };
    /// Four cells, four digits.
    pub const QUAD: NakedSubset = NakedSubset { size: 4 };

    fn in_unit(&self, grid: &Grid, unit: Unit) -> Option<Deduction> {
        let n = self.size;
        // A stack array, not a Vec: this runs for every unit at every step.
        let mut cells = [Cell::new(0); 9];
        let mut len = 0;
        for c in unit.cells() & grid.empty_cells() {
            if (2..=n as u32).contains(&grid.candidates(c).len()) {
                cells[len] = c;
                len += 1;
            }
        }
        let cells = &cells[..len];
        first_combination(cells.len(), n, |pick| {
            let chosen: CellSet = pick.iter().map(|&k| cells[k]).collect();
            let digits = chosen
                .iter()
                .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c));
            if digits.len() as usize != n {
                return None;
            }
            let shared: Vec<Unit> = Unit::all()
                .filter(|u| chosen.is_subset(u.cells()))
                .collect();
            let around = shared.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells()) - chosen;
            let removed: Vec<Candidate> = around
                .iter()
                .flat_map(|c| {
                    (grid.candidates(c) & digits)
                        .iter()
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            if removed.is_empty() {
                return None;
            }
            let pattern = Pattern::new(chosen.to_vec(), digits, shared);
            Some(Deduction::elimination(pattern, removed))
        })
    }
}

impl NakedSubset {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        Unit::all().find_map(|unit| self.in_unit(grid, unit))
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let digits: Digits = p.digits.iter().copied().collect();
        Sentence::new()
            .text("In ")
            .units(p.units.iter().copied())
            .text(", ")
            .cells(p.cells.iter().copied())
            .text(" can only hold ")
            .digits(digits)
            .text(", so these digits fill these cells => ")
            .removals(&d.eliminations)
    }
}

impl Technique for NakedSubset {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
