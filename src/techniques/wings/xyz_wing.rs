//! XYZ-wing: a pivot cell holding only x, y and z sees two pincer cells, one
//! holding only x and z, the other only y and z. If the pivot is not z it is x or
//! y, and one pincer becomes z; so one of the three cells is z, and z goes from
//! every cell that sees all three.
//!
//! The proof is an ALS-XZ step: the pivot with the first pincer is an almost
//! locked set A (two cells, three digits), the second pincer a one-cell set B;
//! B's other digit is the restricted common digit (in A only the pivot holds it,
//! and the pivot sees B), and z is the digit common to both sets.

use crate::core::Candidate;
use crate::core::Cell;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::AlmostLockedSet;
use crate::step::pattern::AlsParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The XYZ-wing.
pub struct XyzWing;

/// One XYZ-wing: the pivot holds only the three digits `all`; pincer `p1`
/// holds `p1_digits`, pincer `p2` holds `p2_digits`; `z` is in both pincers
/// and `link` is the second pincer's other digit (the restricted common one).
#[derive(Clone, Copy)]
struct Wing {
    pivot: Cell,
    p1: Cell,
    p2: Cell,
    all: Digits,
    p1_digits: Digits,
    p2_digits: Digits,
    z: u8,
    link: u8,
}

impl Wing {
    /// The wing with this pivot and these pincers on the common digit `z`.
    fn new(grid: &Grid, pivot: Cell, p1: Cell, p2: Cell, z: u8) -> Option<Wing> {
        let p2_digits = grid.candidates(p2);
        Some(Wing {
            pivot,
            p1,
            p2,
            all: grid.candidates(pivot),
            p1_digits: grid.candidates(p1),
            p2_digits,
            z,
            link: (p2_digits - Digits::single(z)).first()?,
        })
    }

    /// The cells that see all three and lose `z`.
    fn targets(&self, grid: &Grid) -> CellSet {
        grid.positions(self.z) & self.pivot.peers() & self.p1.peers() & self.p2.peers()
    }

    /// The step that removes `z` from `targets`, with its sentence. Pattern
    /// cells are the pivot then the pincers; set A is the pivot with the first
    /// pincer, set B the second pincer.
    fn finding(&self, targets: CellSet) -> Finding {
        let removed: Vec<Candidate> = targets.iter().map(|c| Candidate::new(c, self.z)).collect();
        let mut a_cells = vec![self.pivot, self.p1];
        a_cells.sort();
        let sets = vec![
            AlmostLockedSet {
                cells: a_cells,
                digits: self.all.iter().collect(),
            },
            AlmostLockedSet {
                cells: vec![self.p2],
                digits: self.p2_digits.iter().collect(),
            },
        ];
        let pattern = Pattern::new(vec![self.pivot, self.p1, self.p2], self.all, Vec::new()).with(
            Parts::Als(AlsParts {
                als: sets,
                rcc: vec![self.link],
            }),
        );
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = self.sentence(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }

    /// "The pivot r1c1 holds only 1,2,3 and sees r1c5 (1,3) and r2c2 (2,3); if
    /// the pivot is not 3, one of these two cells is, so 3 is in one of the
    /// three cells => ..."
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let z = self.z;
        Sentence::new()
            .text("The pivot ")
            .cell(self.pivot)
            .text(" holds only ")
            .digits(self.all)
            .text(" and sees ")
            .cell(self.p1)
            .text(" (")
            .digits(self.p1_digits)
            .text(") and ")
            .cell(self.p2)
            .text(" (")
            .digits(self.p2_digits)
            .text("); if the pivot is not ")
            .digit(z)
            .text(", one of these two cells is, so ")
            .digit(z)
            .text(" is in one of the three cells => ")
            .removals(removed)
    }
}

/// Hands over the XYZ-wings that remove something: pivots in cell order, then
/// pairs of pincers in cell order.
fn each_wing(grid: &Grid, found: Found) -> ControlFlow<()> {
    let empty = grid.empty_cells();
    let bivalue: CellSet = empty
        .iter()
        .filter(|&c| grid.candidates(c).len() == 2)
        .collect();
    for pivot in empty {
        let all = grid.candidates(pivot);
        if all.len() != 3 {
            continue;
        }
        // Pincers: bivalue peers whose two digits are the pivot's.
        let mut pincers = [Cell::new(0); 20];
        let mut len = 0;
        for c in bivalue & pivot.peers() {
            if grid.candidates(c).is_subset(all) {
                pincers[len] = c;
                len += 1;
            }
        }
        let pincers = &pincers[..len];
        for (k, &p1) in pincers.iter().enumerate() {
            let c1 = grid.candidates(p1);
            for &p2 in &pincers[k + 1..] {
                let c2 = grid.candidates(p2);
                if c1 == c2 {
                    continue;
                }
                // Two different pairs from three digits share exactly one: z.
                let Some(z) = (c1 & c2).first() else {
                    continue;
                };
                let Some(wing) = Wing::new(grid, pivot, p1, p2, z) else {
                    continue;
                };
                let targets = wing.targets(grid);
                if !targets.is_empty() {
                    found(wing.finding(targets))?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

impl Technique for XyzWing {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        each_wing(grid, found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    #[test]
    fn removes_z_from_cells_seeing_all_three() {
        // Pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r2c2 {2,3}: 3 goes from
        // r1c2 and r1c3 (they see all three).
        let pivot = Cell::at(0, 0);
        let p1 = Cell::at(0, 4);
        let p2 = Cell::at(1, 1);
        let grid = grid_with(&[(pivot, &[1, 2, 3]), (p1, &[1, 3]), (p2, &[2, 3])]);
        let found = XyzWing.find(&grid, &Analysis::new(&grid)).expect("a wing");
        let d = &found.deduction;
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(0, 1), 3),
                Candidate::new(Cell::at(0, 2), 3)
            ]
        );
        assert_eq!(d.pattern.als().unwrap().rcc, vec![2]);
        assert_eq!(d.pattern.als().unwrap().als[0].cells, vec![pivot, p1]);
        assert_eq!(d.pattern.als().unwrap().als[0].digits, vec![1, 2, 3]);
        assert_eq!(d.pattern.als().unwrap().als[1].cells, vec![p2]);
        let text = found.sentence.plain();
        assert_eq!(
            text,
            "The pivot r1c1 holds only 1,2,3 and sees r1c5 (1,3) and r2c2 (2,3); if the pivot \
             is not 3, one of these two cells is, so 3 is in one of the three cells => remove 3 \
             from r1c2 and r1c3"
        );
    }

    #[test]
    fn nothing_when_no_cell_sees_all_three() {
        // Pincers in different boxes and lines: no cell sees the pivot and both.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2, 3]),
            (Cell::at(0, 4), &[1, 3]),
            (Cell::at(4, 0), &[2, 3]),
        ]);
        assert_eq!(XyzWing.find(&grid, &Analysis::new(&grid)), None);
    }
}
