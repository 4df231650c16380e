//! Sukaku Explainer's WXYZ-wing and VWXYZ-wing: n cells (four or five) that
//! hold only n digits between them, one of them (the pivot) seeing all the
//! others. Each digit but one, z, is *restricted*: its places in the wing all
//! see each other, so it fills one wing cell at most. The n cells need n
//! digits and the n - 1 restricted ones fill n - 1 of them at most, so one
//! wing cell at least is z: z goes from every cell that sees every z of the
//! wing.
//!
//! They are wings of Sukaku Explainer (the fork of SE that rated the rated-se
//! set), which rates them below its chains; on our human path the same
//! eliminations come from ALS-XZ, so the human path takes these only when they
//! are named (`TechniqueId::se_only_base`). Their value on SE's scale depends
//! on the wing's fullest cell (`scale`), so the pattern carries every
//! wing cell's candidates.
//!
//! The search hands over every wing that removes something, pivots in cell
//! order, then the other cells in cell order (as a list, compared item by
//! item): SE's path takes the lowest-valued, the first of equals in that
//! order, as Sukaku does.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::pattern::WingParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// One of Sukaku's wings of n cells holding n digits.
pub struct SukakuWing {
    size: usize,
}

impl SukakuWing {
    /// Four cells, four digits.
    pub const WXYZ: SukakuWing = SukakuWing { size: 4 };
    /// Five cells, five digits.
    pub const VWXYZ: SukakuWing = SukakuWing { size: 5 };
}

impl Technique for SukakuWing {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let mut wings = every_wing(grid, self.size);
        // Gathered digit set by digit set; handed over in cell order.
        wings.sort_by(|a, b| a.cells.cmp(&b.cells));
        for wing in &wings {
            found(wing.finding(grid))?;
        }
        ControlFlow::Continue(())
    }
}

/// One wing: `cells` (the pivot first, then the others in cell order) hold
/// exactly `digits`, of which only `z` is unrestricted; `targets` see every z
/// of the wing.
struct Wing {
    cells: Vec<Cell>,
    digits: Digits,
    z: u8,
    targets: CellSet,
}

/// The digits of the cells chosen so far, and those among them already
/// unrestricted (in two chosen cells that do not see each other).
#[derive(Clone, Copy)]
struct Sets {
    digits: Digits,
    unrestricted: Digits,
}

/// Every wing of `size` cells on `grid` that removes something.
///
/// The cells of a wing hold exactly `size` digits between them, so the search
/// goes digit set by digit set, among the cells whose candidates lie inside
/// the set: a handful, where the pivot's peers are a score.
fn every_wing(grid: &Grid, size: usize) -> Vec<Wing> {
    let fits: CellSet = grid
        .empty_cells()
        .iter()
        .filter(|&c| (2..=size as u32).contains(&grid.candidates(c).len()))
        .collect();
    let mut wings = Vec::new();
    let mut chosen = Vec::with_capacity(size);
    for set in (0u16..1 << 9).filter(|b| b.count_ones() as usize == size) {
        let digits = Digits::from_bits(set);
        let inside = (1..=9u8)
            .filter(|&d| !digits.contains(d))
            .fold(fits, |acc, d| acc - grid.positions(d));
        if (inside.len() as usize) < size {
            continue;
        }
        for pivot in inside {
            chosen.clear();
            chosen.push(pivot);
            let start = Sets {
                digits: grid.candidates(pivot),
                unrestricted: Digits::EMPTY,
            };
            let others = inside & pivot.peers();
            extend(grid, size, others, start, &mut chosen, &mut |cells| {
                if let Some(wing) = wing_of(grid, cells) {
                    wings.push(wing);
                }
            });
        }
    }
    wings
}

/// Every way to add cells of `others` (in cell order) to `chosen` until it
/// has `size` cells, pruned where the digits outgrow `size` or two digits are
/// unrestricted.
fn extend(
    grid: &Grid,
    size: usize,
    others: CellSet,
    sets: Sets,
    chosen: &mut Vec<Cell>,
    visit: &mut dyn FnMut(&[Cell]),
) {
    if chosen.len() == size {
        visit(chosen);
        return;
    }
    let needed = size - chosen.len();
    let mut rest = others;
    while let Some(cell) = rest.first() {
        rest.remove(cell);
        if (rest.len() as usize) < needed - 1 {
            break;
        }
        let candidates = grid.candidates(cell);
        let digits = sets.digits | candidates;
        let unrestricted = chosen
            .iter()
            .filter(|c| !c.sees(cell))
            .fold(sets.unrestricted, |acc, &c| {
                acc | (grid.candidates(c) & candidates)
            });
        if digits.len() as usize > size || unrestricted.len() > 1 {
            continue;
        }
        chosen.push(cell);
        let with = Sets {
            digits,
            unrestricted,
        };
        extend(grid, size, rest, with, chosen, visit);
        chosen.pop();
    }
}

/// The wing these cells make (the first is the pivot, which sees the others),
/// if they hold as many digits as cells, exactly one of them unrestricted, and
/// that digit goes from somewhere.
fn wing_of(grid: &Grid, cells: &[Cell]) -> Option<Wing> {
    let digits = cells
        .iter()
        .fold(Digits::EMPTY, |acc, &c| acc | grid.candidates(c));
    if digits.len() as usize != cells.len() {
        return None;
    }
    let holders = |d: u8| -> CellSet {
        cells
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(d))
            .collect()
    };
    let restricted = |d: u8| {
        let h = holders(d);
        h.iter().all(|a| h.iter().all(|b| a == b || a.sees(b)))
    };
    let mut unrestricted = digits.iter().filter(|&d| !restricted(d));
    let z = unrestricted.next()?;
    if unrestricted.next().is_some() {
        return None;
    }
    let wing: CellSet = cells.iter().copied().collect();
    let targets = holders(z)
        .iter()
        .fold(grid.positions(z), |acc, c| acc & c.peers())
        - wing;
    (!targets.is_empty()).then(|| Wing {
        cells: cells.to_vec(),
        digits,
        z,
        targets,
    })
}

impl Wing {
    /// The step: z from the targets. Pattern cells are the pivot then the
    /// others, digits the wing's, with z and every cell's candidates.
    fn finding(&self, grid: &Grid) -> Finding {
        let removed: Vec<Candidate> = self
            .targets
            .iter()
            .map(|c| Candidate::new(c, self.z))
            .collect();
        let parts = WingParts {
            z: self.z,
            cell_candidates: self
                .cells
                .iter()
                .map(|&c| grid.candidates(c).iter().collect())
                .collect(),
        };
        let pattern =
            Pattern::new(self.cells.clone(), self.digits, Vec::new()).with(Parts::Wing(parts));
        let deduction = Deduction::elimination(pattern, removed);
        Finding {
            sentence: self.sentence(grid, &deduction.eliminations),
            deduction,
        }
    }

    /// "The pivot r1c1 (1,2,3,9) sees r1c5 (1,9), r2c2 (2,9) and r3c1 (3,9):
    /// four cells holding only the four digits 1,2,3,9. Each of 1,2,3 fills one
    /// of them at most (its places there see each other), so at least one of
    /// them is 9; r1c1, r1c5, r2c2 and r3c1 hold it => remove 9 from ..."
    fn sentence(&self, grid: &Grid, removed: &[Candidate]) -> Sentence {
        let z = self.z;
        let count = match self.cells.len() {
            4 => "four",
            _ => "five",
        };
        let pivot = self.cells[0];
        let mut s = Sentence::new()
            .text("The pivot ")
            .cell(pivot)
            .text(" (")
            .digits(grid.candidates(pivot))
            .text(") sees ");
        let others = &self.cells[1..];
        for (k, &c) in others.iter().enumerate() {
            s = s.text(match k {
                0 => "",
                _ if k + 1 == others.len() => " and ",
                _ => ", ",
            });
            s = s.cell(c).text(" (").digits(grid.candidates(c)).text(")");
        }
        let mut restricted = self.digits;
        restricted.remove(z);
        let holders = self
            .cells
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(z));
        s.text(format!(": {count} cells holding only the {count} digits "))
            .digits(self.digits)
            .text(". Each of ")
            .digits(restricted)
            .text(
                " fills one of them at most (its places there see each other), so at least \
                 one of them is ",
            )
            .digit(z)
            .text("; ")
            .cells(holders)
            .text(" hold it => ")
            .removals(removed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    fn first(grid: &Grid, wing: &SukakuWing) -> Option<Finding> {
        wing.find(grid, &Analysis::new(grid))
    }

    #[test]
    fn a_wxyz_wing_removes_z_from_the_cells_that_see_every_z() {
        // Pivot r1c1 {1,2,3,9}, wings r1c5 {1,9}, r2c2 {2,9}, r3c1 {3,9}: only
        // r1c2 and r1c3 (row 1 and box 1) see all four 9s; r5c5 sees none.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2, 3, 9]),
            (Cell::at(0, 4), &[1, 9]),
            (Cell::at(1, 1), &[2, 9]),
            (Cell::at(2, 0), &[3, 9]),
            (Cell::at(0, 2), &[5, 9]),
            (Cell::at(4, 4), &[6, 9]),
        ]);
        let found = first(&grid, &SukakuWing::WXYZ).expect("a WXYZ-wing");
        let d = &found.deduction;
        assert_eq!(
            d.eliminations,
            [
                Candidate::new(Cell::at(0, 1), 9),
                Candidate::new(Cell::at(0, 2), 9)
            ]
        );
        assert_eq!(
            d.pattern.cells,
            [
                Cell::at(0, 0),
                Cell::at(0, 4),
                Cell::at(1, 1),
                Cell::at(2, 0)
            ]
        );
        assert_eq!(d.pattern.digits, [1, 2, 3, 9]);
        let Parts::Wing(parts) = &d.pattern.parts else {
            panic!("wing parts");
        };
        assert_eq!((parts.z, parts.largest_cell()), (9, 4));
        assert_eq!(
            found.sentence.plain(),
            "The pivot r1c1 (1,2,3,9) sees r1c5 (1,9), r2c2 (2,9) and r3c1 (3,9): four cells \
             holding only the four digits 1,2,3,9. Each of 1,2,3 fills one of them at most (its \
             places there see each other), so at least one of them is 9; r1c1, r1c5, r2c2 and \
             r3c1 hold it => remove 9 from r1c2 and r1c3"
        );
    }

    #[test]
    fn two_unrestricted_digits_make_no_wing() {
        // Four cells, four digits, but both 1 and 9 sit in r1c5 and r3c1, which
        // do not see each other.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[2, 9]),
            (Cell::at(0, 4), &[1, 9]),
            (Cell::at(1, 1), &[2, 3]),
            (Cell::at(2, 0), &[1, 3, 9]),
            (Cell::at(0, 2), &[5, 9]),
        ]);
        assert!(first(&grid, &SukakuWing::WXYZ).is_none());
    }

    #[test]
    fn a_vwxyz_wing_has_five_cells_and_five_digits() {
        // Pivot r1c1 {1,2,3,4,9} with r1c5 {1,9}, r2c2 {2,9}, r3c1 {3,9} and
        // r3c3 {4,9}: 9 goes from r1c2 and r1c3.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2, 3, 4, 9]),
            (Cell::at(0, 4), &[1, 9]),
            (Cell::at(1, 1), &[2, 9]),
            (Cell::at(2, 0), &[3, 9]),
            (Cell::at(2, 2), &[4, 9]),
        ]);
        let found = first(&grid, &SukakuWing::VWXYZ).expect("a VWXYZ-wing");
        assert_eq!(found.deduction.pattern.cells.len(), 5);
        assert_eq!(
            found.deduction.eliminations,
            [
                Candidate::new(Cell::at(0, 1), 9),
                Candidate::new(Cell::at(0, 2), 9)
            ]
        );
        assert!(first(&grid, &SukakuWing::WXYZ).is_none());
    }
}
