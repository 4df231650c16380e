//! SE's aligned exclusions, found on the grid for the rating only: they are not
//! techniques of ours. Their eliminations are a death blossom's (each cell the
//! removal leans on plays a stem whose every candidate empties a small cell
//! that sees the base cells), and they are reported as one.
//!
//! The facts, from Sudoku Explainer's published rules:
//! - **Base cells** hold two candidates or more and see at least one
//!   *excluder*: a cell of two candidates (for the pair) or of two or three
//!   (for the triple).
//! - **A pair** of base cells with at least two excluders in common; **a
//!   triple**, two base cells and a third among the excluders of either, with
//!   at least two in common to all three.
//! - A choice of one candidate per base cell is excluded when two base cells
//!   that see each other take the same digit, or when a common excluder has no
//!   candidate left outside the choice. A candidate of a base cell that no
//!   remaining choice uses is false.
//! - The aligned pair exclusion is 6.2, the aligned triple exclusion 7.5.

use super::Valued;
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::{Deduction, Pattern};

/// The aligned pair exclusion's value, in tenths.
const PAIR: u16 = 62;
/// The aligned triple exclusion's value, in tenths.
const TRIPLE: u16 = 75;

/// The base cells of an exclusion of `degree` cells, each with its excluders.
fn bases(grid: &Grid, degree: u32) -> Vec<(Cell, CellSet)> {
    let small: CellSet = grid
        .empty_cells()
        .iter()
        .filter(|&c| (2..=degree).contains(&grid.candidates(c).len()))
        .collect();
    grid.empty_cells()
        .iter()
        .filter(|&c| grid.candidates(c).len() >= 2)
        .map(|c| (c, small & c.peers()))
        .filter(|(_, excluders)| !excluders.is_empty())
        .collect()
}

/// The first aligned pair exclusion that removes something.
pub fn first_pair(grid: &Grid) -> Option<Valued> {
    let bases = bases(grid, 2);
    for (i, &(a, ex_a)) in bases.iter().enumerate() {
        for &(b, ex_b) in &bases[i + 1..] {
            if let Some(found) = exclude(grid, &[a, b], ex_a & ex_b) {
                return Some(Valued {
                    technique: TechniqueId::DeathBlossom,
                    deduction: found,
                    value: PAIR,
                });
            }
        }
    }
    None
}

/// The first aligned triple exclusion that removes something.
pub fn first_triple(grid: &Grid) -> Option<Valued> {
    let bases = bases(grid, 3);
    let base_cells: CellSet = bases.iter().map(|(c, _)| *c).collect();
    let mut excluders_of = [CellSet::EMPTY; 81];
    for &(c, excluders) in &bases {
        excluders_of[c.index()] = excluders;
    }
    for (i, &(a, ex_a)) in bases.iter().enumerate() {
        for &(b, ex_b) in &bases[i + 1..] {
            let pair = ex_a & ex_b;
            if pair.len() < 2 {
                continue;
            }
            let mut tail = (ex_a | ex_b) & base_cells;
            tail.remove(a);
            tail.remove(b);
            // The pair through which the search first meets a triple: SE's
            // order (pairs in cell order, the third cell an excluder of either)
            // without weighing the same three cells again.
            let meets = |x: Cell, y: Cell, z: Cell| {
                (excluders_of[x.index()] | excluders_of[y.index()]).contains(z)
            };
            for c in tail {
                let common = pair & excluders_of[c.index()];
                if common.len() < 2 {
                    continue;
                }
                let met_before = if c.index() < a.index() {
                    meets(c, a, b) || meets(c, b, a)
                } else {
                    c.index() < b.index() && meets(a, c, b)
                };
                if met_before {
                    continue;
                }
                if let Some(found) = exclude(grid, &[a, b, c], common) {
                    return Some(Valued {
                        technique: TechniqueId::DeathBlossom,
                        deduction: found,
                        value: TRIPLE,
                    });
                }
            }
        }
    }
    None
}

/// What the base `cells` lose when every choice of one candidate each is
/// weighed against the `excluders` they share (at least two).
fn exclude(grid: &Grid, cells: &[Cell], excluders: CellSet) -> Option<Deduction> {
    if excluders.len() < 2 {
        return None;
    }
    let digits = cells
        .iter()
        .fold(Digits::default(), |acc, &c| acc | grid.candidates(c));
    // An excluder with a digit no base cell has never empties. (At most 20
    // cells see a base cell: the masks fit on the stack.)
    let mut masks = [Digits::default(); 20];
    let mut count = 0;
    for m in excluders.iter().map(|e| grid.candidates(e)) {
        if m.is_subset(digits) && count < masks.len() {
            masks[count] = m;
            count += 1;
        }
    }
    let masks = &masks[..count];
    // A base cell keeps every digit when each other base cell has as many
    // digits no excluder holds as there are base cells: they can always
    // dodge both the excluders and each other.
    let shared = masks.iter().fold(Digits::default(), |acc, &m| acc | m);
    let free = |j: usize| (grid.candidates(cells[j]) - shared).len() as usize;
    let tight = |i: usize| (0..cells.len()).any(|j| j != i && free(j) < cells.len());
    if !(0..cells.len()).any(tight) {
        return None;
    }
    let mut removed = Vec::new();
    for (i, &cell) in cells.iter().enumerate().filter(|(i, _)| tight(*i)) {
        for d in grid.candidates(cell) {
            if !keeps(grid, cells, masks, i, d) {
                removed.push(Candidate::new(cell, d));
            }
        }
    }
    if removed.is_empty() {
        return None;
    }
    let shown: Vec<Cell> = cells.iter().copied().chain(excluders).collect();
    let pattern = Pattern::new(shown, digits, Vec::new());
    Some(Deduction::elimination(pattern, removed))
}

/// Whether some allowed choice gives base cell `i` (of two or three) the
/// digit `v`: the other cells take digits that neither clash with a cell they
/// see nor leave an excluder empty. Worked on digit sets: with two digits
/// chosen, each excluder either is empty already or rules out at most one
/// digit for the last cell.
fn keeps(grid: &Grid, cells: &[Cell], excluders: &[Digits], i: usize, v: u8) -> bool {
    let mut others = (0..cells.len()).filter(|&j| j != i);
    let j = others.next().expect("two base cells or three");
    let third = others.next();
    let clash = |a: usize, b: usize| cells[a].sees(cells[b]);
    for x in grid.candidates(cells[j]) {
        if x == v && clash(i, j) {
            continue;
        }
        let two = Digits::single(v) | Digits::single(x);
        if excluders.iter().any(|&m| m.is_subset(two)) {
            continue;
        }
        let Some(k) = third else {
            return true;
        };
        // The digits the third cell cannot take beside `v` and `x`.
        let mut ruled_out = excluders
            .iter()
            .map(|&m| m - two)
            .filter(|rest| rest.len() == 1)
            .fold(Digits::default(), |acc, rest| acc | rest);
        if clash(i, k) {
            ruled_out.insert(v);
        }
        if clash(j, k) {
            ruled_out.insert(x);
        }
        if !(grid.candidates(cells[k]) - ruled_out).is_empty() {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    #[test]
    fn a_pair_loses_the_digit_every_choice_with_it_excludes() {
        // r1c1 {1,4} and r1c2 {2,3} share the excluders r1c3 {1,2} and r2c1
        // {1,3}: with r1c1=1, r1c2=2 empties r1c3 and r1c2=3 empties r2c1.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 4]),
            (Cell::at(0, 1), &[2, 3]),
            (Cell::at(0, 2), &[1, 2]),
            (Cell::at(1, 0), &[1, 3]),
        ]);
        let found = first_pair(&grid).expect("an aligned pair exclusion");
        assert_eq!(found.value, 62);
        assert_eq!(
            found.deduction.eliminations,
            [Candidate::new(Cell::at(0, 0), 1)]
        );
    }

    #[test]
    fn a_triple_loses_the_digit_every_choice_with_it_excludes() {
        // r1c1 {1,4}, r1c2 {2,5}, r1c3 {3,6} share r1c5 {1,2}, r1c6 {1,3}
        // and r1c7 {1,5,6}: with r1c1=1 every choice for the other two
        // empties one of them. No pair does it alone.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 4]),
            (Cell::at(0, 1), &[2, 5]),
            (Cell::at(0, 2), &[3, 6]),
            (Cell::at(0, 4), &[1, 2]),
            (Cell::at(0, 5), &[1, 3]),
            (Cell::at(0, 6), &[1, 5, 6]),
        ]);
        assert!(first_pair(&grid).is_none());
        let found = first_triple(&grid).expect("an aligned triple exclusion");
        assert_eq!(found.value, 75);
        assert_eq!(
            found.deduction.eliminations,
            [Candidate::new(Cell::at(0, 0), 1)]
        );
    }
}
