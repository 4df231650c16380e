//! Naked pairs, triples and quads: n cells of one unit whose candidates are, all
//! together, n digits. Those digits must fill those cells, so no other cell of a
//! unit holding all n cells can take them.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Found, Technique};
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

    /// The naked subsets of `unit`, cell combinations in lexicographic order.
    fn in_unit(&self, grid: &Grid, unit: Unit, found: Found) -> ControlFlow<()> {
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
        each_combination(cells.len(), n, |pick| {
            let chosen: CellSet = pick.iter().map(|&k| cells[k]).collect();
            let digits = chosen
                .iter()
                .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c));
            if digits.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let shared: Vec<Unit> = Unit::all()
                .filter(|u| chosen.is_subset(u.cells()))
                .collect();
            let around = shared.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells()) - chosen;
            let removed: Vec<Candidate> = grid.candidates_of(around, digits).collect();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let locked = LockedCells {
                shared,
                cells: chosen,
                digits,
                removed,
            };
            found(locked.finding())
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
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        Unit::all().try_for_each(|unit| self.in_unit(grid, unit, found))
    }
}
