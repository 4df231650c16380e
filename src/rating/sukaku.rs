//! The wings Sukaku Explainer (the fork of SE that rated the rated-se set)
//! names and rates below the chains. They are not techniques of ours yet: a
//! wing is one of the almost-locked-set patterns ALS-XZ covers, and here it
//! only decides where SE's path takes a step and what it is worth. (Sukaku's
//! three and four strong links are the catalog's `three_strong_links` and
//! `four_strong_links`.)
//!
//! The facts, from Sukaku Explainer's published rules:
//! - **Wings of n cells holding n digits**, one of them (the pivot) seeing all
//!   the others, in which every digit but one (z) is restricted (all its
//!   candidates in the wing see each other): z goes from every cell that sees
//!   all of the wing's z, since without z the n cells would need n different
//!   digits from n - 1. WXYZ (4 cells) 5.5, plus 0.1 when the cell with most
//!   candidates has 3; VWXYZ (5 cells) 6.2, plus 0.2 for a largest cell of 3,
//!   0.1 for 2 or 4.

use super::Valued;
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::{Deduction, Pattern};

/// The wing of `size` cells with the lowest value (the first of equals by
/// pivot, then by wing cells, in cell order) that removes something.
///
/// The cells of a wing hold exactly `size` digits between them, so the search
/// goes digit set by digit set, among the cells whose candidates lie inside
/// the set: a handful, where the pivot's peers are a score.
pub fn easiest_wing(grid: &Grid, size: usize) -> Option<Valued> {
    base_value(size)?;
    let fits: CellSet = grid
        .empty_cells()
        .iter()
        .filter(|&c| (2..=size as u32).contains(&grid.candidates(c).len()))
        .collect();
    // The value, then the cells in the order the tie goes by.
    let mut best: Option<(u16, Vec<usize>, Valued)> = None;
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
                unrestricted: Digits::default(),
            };
            let wings = inside & pivot.peers();
            extend(grid, size, wings, start, &mut chosen, &mut |cells| {
                let Some(wing) = wing_of(grid, cells) else {
                    return;
                };
                let order: Vec<usize> = cells.iter().map(|c| c.index()).collect();
                if best
                    .as_ref()
                    .is_none_or(|(v, o, _)| (wing.value, &order) < (*v, o))
                {
                    best = Some((wing.value, order, wing));
                }
            });
        }
    }
    best.map(|(_, _, wing)| wing)
}

/// The value of a wing of `size` cells before the bonus for its largest cell.
fn base_value(size: usize) -> Option<u16> {
    match size {
        4 => Some(55),
        5 => Some(62),
        _ => None,
    }
}

/// The digits of the cells chosen so far, and those among them already
/// unrestricted (in two cells that do not see each other).
#[derive(Clone, Copy)]
struct Sets {
    digits: Digits,
    unrestricted: Digits,
}

/// Every way to add cells of `wings` (in cell order) to `chosen` until it has
/// `size` cells, pruned where two digits are unrestricted.
fn extend(
    grid: &Grid,
    size: usize,
    wings: CellSet,
    sets: Sets,
    chosen: &mut Vec<Cell>,
    visit: &mut dyn FnMut(&[Cell]),
) {
    if chosen.len() == size {
        visit(chosen);
        return;
    }
    let needed = size - chosen.len();
    let mut rest = wings;
    while let Some(wing) = rest.first() {
        rest.remove(wing);
        if (rest.len() as usize) < needed - 1 {
            break;
        }
        let candidates = grid.candidates(wing);
        let digits = sets.digits | candidates;
        let unrestricted = chosen
            .iter()
            .filter(|c| !c.sees(wing))
            .fold(sets.unrestricted, |acc, &c| {
                acc | (grid.candidates(c) & candidates)
            });
        if digits.len() as usize > size || unrestricted.len() > 1 {
            continue;
        }
        chosen.push(wing);
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
fn wing_of(grid: &Grid, cells: &[Cell]) -> Option<Valued> {
    let size = cells.len();
    let digits = cells
        .iter()
        .fold(Digits::default(), |acc, &c| acc | grid.candidates(c));
    if digits.len() as usize != size {
        return None;
    }
    let holders = |d: u8| {
        cells
            .iter()
            .copied()
            .filter(move |&c| grid.candidates(c).contains(d))
    };
    let restricted = |d: u8| holders(d).all(|a| holders(d).all(|b| a == b || a.sees(b)));
    let mut unrestricted = digits.iter().filter(|&d| !restricted(d));
    let z = unrestricted.next()?;
    if unrestricted.next().is_some() {
        return None;
    }
    let inside: CellSet = cells.iter().copied().collect();
    let seen = holders(z).fold(grid.positions(z), |acc, c| acc & c.peers()) - inside;
    if seen.is_empty() {
        return None;
    }
    let biggest = cells
        .iter()
        .map(|&c| grid.candidates(c).len())
        .max()
        .unwrap_or(0) as i32;
    // Sukaku: a largest cell of middling size (3) is harder than the extremes.
    let bonus = (size as i32 - 3 - (3 - biggest).abs()).max(0) as u16;
    let value = base_value(size)? + bonus;
    let pattern = Pattern::new(cells.to_vec(), digits, Vec::new());
    let removals = seen.iter().map(|c| Candidate::new(c, z)).collect();
    Some(Valued {
        technique: TechniqueId::AlsXz,
        deduction: Deduction::elimination(pattern, removals),
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

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
        let wing = easiest_wing(&grid, 4).expect("a WXYZ-wing");
        assert_eq!(
            wing.deduction.eliminations,
            [
                Candidate::new(Cell::at(0, 1), 9),
                Candidate::new(Cell::at(0, 2), 9)
            ]
        );
        // Largest cell 4: 5.5.
        assert_eq!(wing.value, 55);
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
        assert!(easiest_wing(&grid, 4).is_none());
    }
}
