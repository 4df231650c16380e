//! Which filled digits to take out of a grid that has no solution, when the
//! puzzle's givens are not known: the smallest sets of filled cells whose
//! removal leaves a grid with a solution.
//!
//! The search is conflict-directed. Whatever set fixes the grid must fix each
//! visible conflict: one of two equal digits in a unit must go; a cell left
//! without a candidate gets its digit back only if a filled cell it sees is
//! emptied; a unit where a digit has no place gets one only if a cell of the unit
//! or a cell holding that digit beside it is emptied. So the search branches on
//! the cells of the smallest conflict, and only where none shows does it try
//! every filled cell. Sizes grow one at a time, so the first sets found are the
//! smallest.

use crate::core::{Cell, CellSet, Digits, Grid, Unit};
use crate::solver::count_solutions;
use std::collections::BTreeSet;

/// How many solver calls one diagnosis may spend before it gives up; the
/// conflict-directed search needs a few hundred for two or three wrong digits,
/// the blind fallback far more.
const BUDGET: usize = 200_000;

/// One way to make the grid solvable: the cells to empty, and the solution the
/// grid then has when it has exactly one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Removal {
    /// The cells to empty, in reading order.
    pub cells: Vec<Cell>,
    /// The grid's one solution once they are empty (`None`: several).
    pub solution: Option<[u8; 81]>,
}

/// Every smallest set of at most `largest` filled cells among `removable` whose
/// removal makes `digits` solvable (empty when none is found within the budget).
pub(super) fn smallest_removals(
    digits: &[u8; 81],
    removable: CellSet,
    largest: usize,
) -> Vec<Removal> {
    let mut search = Search {
        budget: BUDGET,
        removable,
        found: BTreeSet::new(),
    };
    for size in 1..=largest {
        let mut grid = *digits;
        search.visit(&mut grid, &mut Vec::new(), size);
        if !search.found.is_empty() || search.budget == 0 {
            break;
        }
    }
    search
        .found
        .into_iter()
        .map(|cells| {
            let mut fewer = *digits;
            for c in &cells {
                fewer[c.index()] = 0;
            }
            let outcome = count_solutions(&Grid::new(&fewer, None), 2);
            Removal {
                cells,
                solution: outcome.solution.filter(|_| outcome.count == 1),
            }
        })
        .collect()
}

struct Search {
    budget: usize,
    removable: CellSet,
    found: BTreeSet<Vec<Cell>>,
}

impl Search {
    /// Tries to fix `digits` by emptying `left` more cells besides `removed`.
    fn visit(&mut self, digits: &mut [u8; 81], removed: &mut Vec<Cell>, left: usize) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if count_solutions(&Grid::new(digits, None), 1).count > 0 {
            if left == 0 {
                let mut set = removed.clone();
                set.sort();
                self.found.insert(set);
            }
            // A smaller set already works: the size loop found it before.
            return;
        }
        if left == 0 {
            return;
        }
        for cell in conflict(digits) {
            if removed.contains(&cell) || !self.removable.contains(cell) {
                continue;
            }
            let digit = digits[cell.index()];
            digits[cell.index()] = 0;
            removed.push(cell);
            self.visit(digits, removed, left - 1);
            removed.pop();
            digits[cell.index()] = digit;
        }
    }
}

/// The filled cells one of which must be emptied to mend the smallest visible
/// conflict, or every filled cell when none is visible.
fn conflict(digits: &[u8; 81]) -> Vec<Cell> {
    let filled =
        |cells: CellSet| -> Vec<Cell> { cells.iter().filter(|c| digits[c.index()] != 0).collect() };
    let holding = |d: u8| -> CellSet { Cell::all().filter(|c| digits[c.index()] == d).collect() };
    let mut best: Option<Vec<Cell>> = None;
    let mut consider = |cells: Vec<Cell>| {
        if best.as_ref().is_none_or(|b| cells.len() < b.len()) {
            best = Some(cells);
        }
    };
    for unit in Unit::all() {
        for d in 1..=9 {
            let here = holding(d) & unit.cells();
            if here.len() >= 2 {
                consider(here.iter().collect());
                continue;
            }
            if !here.is_empty() {
                continue;
            }
            // No cell of the unit holds d: is there still a place for it?
            let open: Vec<Cell> = unit
                .cells()
                .iter()
                .filter(|c| digits[c.index()] == 0)
                .collect();
            let blocked = |c: &Cell| c.peers().iter().any(|p| digits[p.index()] == d);
            if open.iter().all(blocked) {
                let mut fixes: CellSet = unit.cells();
                for c in &open {
                    fixes |= c.peers() & holding(d);
                }
                consider(filled(fixes));
            }
        }
    }
    for cell in Cell::all().filter(|c| digits[c.index()] == 0) {
        let seen: Digits = cell
            .peers()
            .iter()
            .map(|p| digits[p.index()])
            .filter(|&d| d != 0)
            .collect();
        if seen == Digits::ALL {
            consider(filled(cell.peers()));
        }
    }
    best.unwrap_or_else(|| filled(CellSet::ALL))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::fixtures::{CLASSIC, digits};

    #[test]
    fn a_solvable_grid_needs_no_removal_and_gets_none() {
        assert!(smallest_removals(&digits(CLASSIC), CellSet::ALL, 2).is_empty());
    }

    #[test]
    fn a_repeated_digit_is_mended_by_taking_out_the_one_that_is_wrong() {
        let mut g = digits(CLASSIC);
        g[2] = 3; // r1c3 repeats the 3 of r1c2 (the solution has 4)
        let found = smallest_removals(&g, CellSet::ALL, 3);
        let cells: Vec<String> = found.iter().map(|r| r.cells[0].to_string()).collect();
        assert!(found.iter().all(|r| r.cells.len() == 1), "{found:?}");
        assert!(cells.contains(&"r1c3".to_string()), "{cells:?}");
        let fixed = found.iter().find(|r| r.cells[0].to_string() == "r1c3");
        assert_eq!(fixed.and_then(|r| r.solution).map(|s| s[2]), Some(4));
    }

    #[test]
    fn two_wrong_digits_are_found_together() {
        // The grid from the reliability report: r3c5 and r3c7 are wrong, and no
        // single digit explains why the grid has no solution.
        let g = digits(
            "6..53.21..35...84.1...8.73...1.274..39.46..7.....1....4..6...295.31.....2.....3..",
        );
        let found = smallest_removals(&g, CellSet::ALL, 3);
        let names: Vec<Vec<String>> = found
            .iter()
            .map(|r| r.cells.iter().map(|c| c.to_string()).collect())
            .collect();
        assert!(found.iter().all(|r| r.cells.len() == 2), "{names:?}");
        assert!(
            names.contains(&vec!["r3c5".to_string(), "r3c7".to_string()]),
            "{names:?}"
        );
    }
}
