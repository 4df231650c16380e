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
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// The XYZ-wing.
pub struct XyzWing;

/// The wing with this pivot and pincers on the common digit `z`, or `None` when
/// it removes nothing.
fn wing(grid: &Grid, pivot: Cell, p1: Cell, p2: Cell, z: u8) -> Option<Deduction> {
    let targets = grid.positions(z) & pivot.peers() & p1.peers() & p2.peers();
    if targets.is_empty() {
        return None;
    }
    let removed: Vec<Candidate> = targets.iter().map(|c| Candidate::new(c, z)).collect();
    let all = grid.candidates(pivot);
    let c2 = grid.candidates(p2);
    let link = (c2 - Digits::single(z)).first()?;
    let mut a_cells = vec![pivot, p1];
    a_cells.sort();
    let mut pattern = Pattern::new(vec![pivot, p1, p2], all, Vec::new());
    pattern.als = vec![
        AlmostLockedSet {
            cells: a_cells,
            digits: all.iter().collect(),
        },
        AlmostLockedSet {
            cells: vec![p2],
            digits: c2.iter().collect(),
        },
    ];
    pattern.rcc = vec![link];
    Some(Deduction::elimination(pattern, removed))
}

impl XyzWing {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
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
                    let z = (c1 & c2).first()?;
                    if let Some(d) = wing(grid, pivot, p1, p2, z) {
                        return Some(d);
                    }
                }
            }
        }
        None
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let (pivot, p1, p2) = (p.cells[0], p.cells[1], p.cells[2]);
        let all: Digits = p.digits.iter().copied().collect();
        let z = d.eliminations[0].digit;
        Sentence::new()
            .text("The pivot ")
            .cell(pivot)
            .text(" holds only ")
            .digits(all)
            .text(" and sees ")
            .cell(p1)
            .text(" (")
            .digits(grid_pair(p, 0))
            .text(") and ")
            .cell(p2)
            .text(" (")
            .digits(grid_pair(p, 1))
            .text("); if the pivot is not ")
            .digit(z)
            .text(", one of these two cells is, so ")
            .digit(z)
            .text(" is in one of the three cells => ")
            .removals(&d.eliminations)
    }
}

impl Technique for XyzWing {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}

/// The two digits of pincer `k` (0: the one in set A with the pivot, 1: set B),
/// read back from the pattern.
fn grid_pair(p: &Pattern, k: usize) -> Digits {
    let all: Digits = p.digits.iter().copied().collect();
    let b: Digits = p.als[1].digits.iter().copied().collect();
    if k == 1 {
        b
    } else {
        // The first pincer lacks the restricted common digit.
        all - Digits::single(p.rcc[0])
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
        let d = XyzWing
            .deduce(&grid, &Analysis::new(&grid))
            .expect("a wing");
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(0, 1), 3),
                Candidate::new(Cell::at(0, 2), 3)
            ]
        );
        assert_eq!(d.pattern.rcc, vec![2]);
        assert_eq!(d.pattern.als[0].cells, vec![pivot, p1]);
        assert_eq!(d.pattern.als[0].digits, vec![1, 2, 3]);
        assert_eq!(d.pattern.als[1].cells, vec![p2]);
        let text = XyzWing.sentence(&d).plain();
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
        assert_eq!(XyzWing.deduce(&grid, &Analysis::new(&grid)), None);
    }
}
