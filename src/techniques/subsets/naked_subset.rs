//! Naked pairs, triples and quads: n cells of one unit whose candidates are, all
//! together, n digits. Those digits must fill those cells, so no other cell of a
//! unit holding all n cells can take them.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::memory::reach;
use crate::techniques::{Analysis, Candidates, Found, Technique};
use std::ops::ControlFlow;

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

    /// The naked subsets of `unit`, cell combinations in lexicographic order;
    /// each removes its digits from every unit holding all its cells.
    fn in_unit(&self, grid: &Grid, unit: Unit, found: Found) -> ControlFlow<()> {
        self.each_in(grid, unit, &mut |cells, digits| {
            let shared: Vec<Unit> = Unit::all().filter(|u| cells.is_subset(u.cells())).collect();
            let around = shared.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells()) - cells;
            let removed: Vec<Candidate> = grid.candidates_of(around, digits).collect();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let locked = LockedCells {
                shared,
                cells,
                digits,
                removed,
            };
            found(locked.finding())
        })
    }

    /// The naked subsets of `unit` on any position, cell combinations in
    /// lexicographic order: `size` cells whose candidates are, all together,
    /// `size` digits, whatever they remove (the caller says where they
    /// remove). The search this technique and SE's nesting levels share.
    pub fn each_in(
        &self,
        position: &impl Candidates,
        unit: Unit,
        visit: &mut dyn FnMut(CellSet, Digits) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let n = self.size;
        // A stack array, not a Vec: this runs for every unit at every step.
        let mut cells = [Cell::new(0); 9];
        let mut len = 0;
        for c in unit.cells() & position.empty_cells() {
            if (2..=n as u32).contains(&position.candidates(c).len()) {
                cells[len] = c;
                len += 1;
            }
        }
        let cells = &cells[..len];
        each_combination(cells.len(), n, |pick| {
            let chosen: CellSet = pick.iter().map(|&k| cells[k]).collect();
            let digits = chosen
                .iter()
                .fold(Digits::EMPTY, |acc, c| acc | position.candidates(c));
            if digits.len() as usize != n {
                return ControlFlow::Continue(());
            }
            visit(chosen, digits)
        })
    }
}

/// Cells of a unit whose candidates, all together, are as many digits.
struct LockedCells {
    /// Every unit holding all the cells, in the order of `Unit::all`.
    shared: Vec<Unit>,
    cells: CellSet,
    digits: Digits,
    /// The digits in the rest of the shared units.
    removed: Vec<Candidate>,
}

impl LockedCells {
    fn finding(self) -> Finding {
        let pattern = Pattern::new(self.cells.to_vec(), self.digits, self.shared.clone());
        let deduction = Deduction::elimination(pattern, self.removed);
        let sentence = Sentence::new()
            .text("In ")
            .units(self.shared)
            .text(", ")
            .cells(self.cells)
            .text(" can only hold ")
            .digits(self.digits)
            .text(", so these digits fill these cells => ")
            .removals(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }
}

impl Technique for NakedSubset {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let key = ["naked pair", "naked triple", "naked quad"][self.size - 2];
        // A unit's naked subsets read its candidates and remove from the units
        // that may hold all their cells.
        analysis.each_unit(key, Unit::all(), reach, found, |unit, found| {
            self.in_unit(grid, unit, found)
        })
    }
}
