//! Hidden pairs, triples and quads: n digits that, within one unit, can only go in
//! the same n cells. Those cells must hold those digits, so every other candidate
//! of theirs goes.

use crate::core::{Candidate, CellSet, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Candidates, Found, Technique};
use std::ops::ControlFlow;

/// The hidden subset of one size.
pub struct HiddenSubset {
    size: usize,
}

impl HiddenSubset {
    /// Two digits, two cells.
    pub const PAIR: HiddenSubset = HiddenSubset { size: 2 };
    /// Three digits, three cells.
    pub const TRIPLE: HiddenSubset = HiddenSubset { size: 3 };
    /// Four digits, four cells.
    pub const QUAD: HiddenSubset = HiddenSubset { size: 4 };

    /// The hidden subsets of `unit`, digit combinations in lexicographic order.
    fn in_unit(&self, grid: &Grid, unit: Unit, found: Found) -> ControlFlow<()> {
        self.each_in(grid, unit, &mut |locked| found(locked.finding()))
    }

    /// The hidden subsets of `unit` on any position, digit combinations in
    /// lexicographic order, each with what it removes (none without): the
    /// search this technique and SE's nesting levels share.
    pub fn each_in(
        &self,
        position: &impl Candidates,
        unit: Unit,
        visit: &mut dyn FnMut(LockedDigits) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let grid = position;
        let n = self.size;
        // A stack array, not a Vec: this runs for every unit at every step.
        let mut digits = [0u8; 9];
        let mut len = 0;
        for d in 1..=9 {
            if (2..=n as u32).contains(&grid.positions_in(unit, d).len()) {
                digits[len] = d;
                len += 1;
            }
        }
        let digits = &digits[..len];
        each_combination(digits.len(), n, |pick| {
            let chosen: Digits = pick.iter().map(|&k| digits[k]).collect();
            let cells = chosen
                .iter()
                .fold(CellSet::EMPTY, |acc, d| acc | grid.positions_in(unit, d));
            if cells.len() as usize != n {
                return ControlFlow::Continue(());
            }
            let removed: Vec<Candidate> = cells
                .iter()
                .flat_map(|c| {
                    (grid.candidates(c) - chosen)
                        .iter()
                        .map(move |d| Candidate::new(c, d))
                })
                .collect();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let locked = LockedDigits {
                unit,
                digits: chosen,
                cells,
                removed,
            };
            visit(locked)
        })
    }
}

/// Digits of a unit that, all together, can only go in as many cells.
pub struct LockedDigits {
    /// The unit.
    pub unit: Unit,
    /// The digits.
    pub digits: Digits,
    /// The cells they are confined to.
    pub cells: CellSet,
    /// The other candidates of those cells.
    pub removed: Vec<Candidate>,
}

impl LockedDigits {
    fn finding(self) -> Finding {
        let pattern = Pattern::new(self.cells.to_vec(), self.digits, vec![self.unit]);
        let deduction = Deduction::elimination(pattern, self.removed);
        let sentence = Sentence::new()
            .text("In ")
            .unit(self.unit)
            .text(", ")
            .digits(self.digits)
            .text(" can only go in ")
            .cells(self.cells)
            .text(", so these cells hold only these digits => ")
            .removals(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }
}

impl Technique for HiddenSubset {
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // A unit's hidden subsets lie in its own candidates.
        let key = ["hidden pair", "hidden triple", "hidden quad"][self.size - 2];
        analysis.each_unit(key, Unit::all(), Unit::cells, found, |unit, found| {
            self.in_unit(grid, unit, found)
        })
    }
}
