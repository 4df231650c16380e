//! Sudoku Explainer's aligned pair and triple exclusions: two or three cells
//! (the *base cells*) that share *excluders*, small cells that see them all.
//! Give each base cell one of its candidates: the choice is impossible when
//! two base cells that see each other take the same digit, or when an
//! excluder is left with no candidate outside the choice (every candidate of
//! it taken by a base cell it sees). A candidate of a base cell that no
//! possible choice gives it is false.
//!
//! The facts, from Sudoku Explainer's published rules:
//! - **Base cells** hold two candidates or more and see at least one
//!   *excluder*: a cell of two candidates (for the pair) or of two or three
//!   (for the triple).
//! - **A pair** of base cells with at least two excluders in common; **a
//!   triple**, two base cells and a third among the excluders of either, with
//!   at least two in common to all three.
//! - SE rates the pair 6.2, the triple 7.5, and takes the first that removes
//!   something: pairs of base cells in cell order, the third cell of a triple
//!   an excluder of either, never the same three cells twice.
//!
//! SE's path takes them (asked only where they can change its rating); the
//! human path does not take them unless asked.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The aligned exclusion of two or three base cells.
pub struct AlignedExclusion {
    cells: u32,
}

impl AlignedExclusion {
    /// Two base cells.
    pub const PAIR: AlignedExclusion = AlignedExclusion { cells: 2 };
    /// Three base cells.
    pub const TRIPLE: AlignedExclusion = AlignedExclusion { cells: 3 };
}

impl Technique for AlignedExclusion {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        match self.cells {
            2 => pairs(grid, found),
            _ => triples(grid, found),
        }
    }
}

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

/// Every aligned pair exclusion that removes something.
fn pairs(grid: &Grid, found: Found) -> ControlFlow<()> {
    let bases = bases(grid, 2);
    for (i, &(a, ex_a)) in bases.iter().enumerate() {
        for &(b, ex_b) in &bases[i + 1..] {
            if let Some(finding) = exclude(grid, &[a, b], ex_a & ex_b) {
                found(finding)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every aligned triple exclusion that removes something.
fn triples(grid: &Grid, found: Found) -> ControlFlow<()> {
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
                if let Some(finding) = exclude(grid, &[a, b, c], common) {
                    found(finding)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// "r1c1 (1,4) and r1c2 (2,3) share the excluders
/// r1c3 (1,2) and r2c1 (1,3); no choice of one candidate each that keeps
/// every excluder a candidate and no digit twice in a unit gives r1c1 its 1
/// => remove 1 from r1c1".
fn sentence(grid: &Grid, cells: &[Cell], excluders: CellSet, d: &Deduction) -> Sentence {
    let with_candidates = |mut s: Sentence, list: &[Cell]| {
        for (k, &c) in list.iter().enumerate() {
            s = s.text(match k {
                0 => "",
                _ if k + 1 == list.len() => " and ",
                _ => ", ",
            });
            s = s.cell(c).text(" (").digits(grid.candidates(c)).text(")");
        }
        s
    };
    let s = with_candidates(Sentence::new(), cells).text(" share the excluders ");
    let s = with_candidates(s, &excluders.to_vec()).text(
        "; no choice of one candidate for each that leaves every excluder a candidate \
         and puts no digit twice in a unit gives ",
    );
    let mut s = s;
    let removed = &d.eliminations;
    for (k, c) in removed.iter().enumerate() {
        s = s.text(match k {
            0 => "",
            _ if k + 1 == removed.len() => " or ",
            _ => ", ",
        });
        s = s.cell(c.cell).text(" its ").digit(c.digit);
    }
    s.text(" => ").removals(removed)
}

/// What the base `cells` lose when every choice of one candidate each is
/// weighed against the `excluders` they share (at least two).
fn exclude(grid: &Grid, cells: &[Cell], excluders: CellSet) -> Option<Finding> {
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
    let pattern =
        Pattern::new(cells.to_vec(), digits, Vec::new()).with(Parts::Excluders(excluders.to_vec()));
    let deduction = Deduction::elimination(pattern, removed);
    Some(Finding {
        sentence: sentence(grid, cells, excluders, &deduction),
        deduction,
    })
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
        let found = AlignedExclusion::PAIR
            .find(&grid, &Analysis::new(&grid))
            .expect("an aligned pair exclusion");
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
        assert!(
            AlignedExclusion::PAIR
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
        let found = AlignedExclusion::TRIPLE
            .find(&grid, &Analysis::new(&grid))
            .expect("an aligned triple exclusion");
        assert_eq!(
            found.deduction.eliminations,
            [Candidate::new(Cell::at(0, 0), 1)]
        );
    }
}
