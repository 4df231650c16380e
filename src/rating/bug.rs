//! SE's bivalue universal grave (BUG), types 1 to 4, found on the grid for the
//! rating. Our catalog has type 1 with one cell of three candidates (BUG+1);
//! SE also rates the grave with several extra cells, and those steps are
//! reported as BUG+1, the pattern they extend.
//!
//! The facts, from Sudoku Explainer's published rules:
//! - **The grave.** A digit that is a candidate in a unit other than twice (and
//!   not zero times) marks its one place there in a cell of three candidates or
//!   more: that cell is a *BUG cell* and the digit one of its *BUG values* (a
//!   unit where two or more such cells hold the digit decides nothing; one where
//!   none does means no grave). With every BUG value gone from its cell, every
//!   empty cell must hold two candidates and every digit be a candidate twice or
//!   not at all in every unit. One BUG cell at least then holds a BUG value.
//! - **Type 1** (one BUG cell): the cell keeps only its BUG values. 5.6.
//! - **Type 2** (one BUG value in several cells): it goes from every cell that
//!   sees all BUG cells. 5.7.
//! - **Type 4** (two BUG cells in one unit, sharing one candidate that is not a
//!   BUG value): that digit is in both, and twice only in the unit, so one of
//!   them holds it and the other its BUG value; each cell loses its other
//!   grave digit. 5.7.
//! - **Type 3** (BUG cells in one unit): their BUG values act as one cell in a
//!   locked set with other cells of the unit that see them all; the set's digits
//!   go from the rest of the unit. 5.7, plus 0.1 per digit of the set beyond
//!   one.
//! - SE takes the first it meets: type 1, else type 2, else type 4, else type 3
//!   (units box, row, column; smaller sets first).

use super::{Valued, se_units, shared_units};
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::{Deduction, Pattern};
use crate::techniques::combinations::each_combination;
use std::ops::ControlFlow;

/// Type 1's value, in tenths.
const TYPE_1: u16 = 56;
/// Types 2 and 4, and type 3 before its set's size.
const TYPE_2: u16 = 57;

/// A grave with its BUG cells (in the order met) and their BUG values.
struct Grave {
    cells: Vec<Cell>,
    values: [Digits; 81],
    all_values: Digits,
    /// The cells that see every BUG cell, BUG cells aside.
    common: CellSet,
}

/// The grave `grid` is, when its extra candidates are taken out.
fn grave(grid: &Grid) -> Option<Grave> {
    let mut g = Grave {
        cells: Vec::new(),
        values: [Digits::EMPTY; 81],
        all_values: Digits::EMPTY,
        common: CellSet::ALL,
    };
    for unit in se_units() {
        for d in 1..=9 {
            let places = grid.positions_in(unit, d);
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let mut fat = places.iter().filter(|&c| grid.candidates(c).len() >= 3);
            let cell = fat.next()?;
            if fat.next().is_some() {
                continue;
            }
            if !g.cells.contains(&cell) {
                g.cells.push(cell);
            }
            g.values[cell.index()].insert(d);
            g.all_values.insert(d);
            g.common &= cell.peers();
        }
    }
    let bug_cells: CellSet = g.cells.iter().copied().collect();
    g.common = g.common - bug_cells;
    let left = |c: Cell| grid.candidates(c) - g.values[c.index()];
    if grid.empty_cells().iter().any(|c| left(c).len() != 2) {
        return None;
    }
    let twice = Unit::all().all(|u| {
        (1..=9).all(|d| {
            let n = grid
                .positions_in(u, d)
                .iter()
                .filter(|&c| left(c).contains(d))
                .count();
            n == 0 || n == 2
        })
    });
    twice.then_some(g)
}

/// The BUG step SE's order takes first, if `grid` is a grave plus extras.
pub fn first(grid: &Grid) -> Option<Valued> {
    let g = grave(grid)?;
    let found = match g.cells.as_slice() {
        [] => None,
        &[cell] => {
            let removed = grid.candidates(cell) - g.values[cell.index()];
            let removed = removed.iter().map(|d| Candidate::new(cell, d)).collect();
            Some((TYPE_1, pattern(&g, Vec::new()), removed))
        }
        _ if g.all_values.len() == 1 => type_2(grid, &g).or_else(|| type_4(grid, &g)),
        _ if !g.common.is_empty() => type_4(grid, &g).or_else(|| type_3(grid, &g)),
        _ => None,
    };
    let (value, pattern, removed) = found?;
    Some(Valued {
        technique: TechniqueId::BugPlusOne,
        deduction: Deduction::elimination(pattern, removed),
        value,
    })
}

type Found = (u16, Pattern, Vec<Candidate>);

fn pattern(g: &Grave, units: Vec<Unit>) -> Pattern {
    Pattern::new(g.cells.clone(), g.all_values, units)
}

/// The one BUG value goes from every cell that sees all BUG cells.
fn type_2(grid: &Grid, g: &Grave) -> Option<Found> {
    let d = g.all_values.first()?;
    let removed: Vec<Candidate> = (g.common & grid.positions(d))
        .iter()
        .map(|c| Candidate::new(c, d))
        .collect();
    (!removed.is_empty()).then(|| (TYPE_2, pattern(g, Vec::new()), removed))
}

/// Two BUG cells in one unit sharing one non-BUG digit: each loses its other
/// grave digit.
fn type_4(grid: &Grid, g: &Grave) -> Option<Found> {
    let &[a, b] = g.cells.as_slice() else {
        return None;
    };
    let shared = (grid.candidates(a) & grid.candidates(b)) - g.all_values;
    let d = shared.single_digit()?;
    let unit = shared_units(&g.cells).next()?;
    let removed = [a, b]
        .into_iter()
        .flat_map(|c| {
            let mut other = grid.candidates(c) - g.values[c.index()];
            other.remove(d);
            other.iter().map(move |x| Candidate::new(c, x))
        })
        .collect();
    Some((TYPE_2, pattern(g, vec![unit]), removed))
}

/// The BUG values as one cell of a locked set with `size - 1` cells of a unit
/// holding every BUG cell.
fn type_3(grid: &Grid, g: &Grave) -> Option<Found> {
    if g.all_values.len() < 2 {
        return None;
    }
    for unit in shared_units(&g.cells) {
        let pool = unit.cells() & g.common & grid.empty_cells();
        let others: Vec<Cell> = pool.to_vec();
        for size in 2..=6usize {
            if others.len() < size {
                continue;
            }
            let mut found = None;
            let _ = each_combination(others.len(), size - 1, |picked| {
                let digits = picked
                    .iter()
                    .fold(Digits::EMPTY, |acc, &i| acc | grid.candidates(others[i]));
                let every_cell_two = picked
                    .iter()
                    .all(|&i| grid.candidates(others[i]).len() >= 2);
                if digits.len() as usize != size
                    || !every_cell_two
                    || !g.all_values.is_subset(digits)
                {
                    return ControlFlow::Continue(());
                }
                let set: CellSet = picked.iter().map(|&i| others[i]).collect();
                let removed: Vec<Candidate> = grid.candidates_of(pool - set, digits).collect();
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                let value = TYPE_2 + size as u16 - 1;
                let mut shown = g.cells.clone();
                shown.extend(set.iter());
                found = Some((value, Pattern::new(shown, digits, vec![unit]), removed));
                ControlFlow::Break(())
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::test_support::{marks, removed};

    #[test]
    fn two_bug_cells_in_a_unit_make_a_naked_pair_with_a_third_cell() {
        // From a rated-se puzzle's path (SE 5.8): r6c4 and r6c5 hold the BUG
        // values; with r6c6 they lock their digits in row 6.
        let grid = marks([
            "....5.....2............6..9.......89..3....8.1..............7.....4.......3..6...",
            "1...............8...3...........67.....4..........67...2...............9....5....",
            "......7.....4..........6..9.2.........3.5........5...9.......8.1..........3..6...",
            ".....6...........9....5..8.....5.7...2.........3.........4...........78.1........",
            "..34...........7......5..8....45...91...............89..3.5.........6....2.......",
            "..34.....1.........2..........45.........67.......678...3.5..........78.........9",
            ".2.........3......1.............6.8......6.8....4.............9....5..........7..",
            ".......8.....5..........7..1................9.2............6.....3.........4.....",
            "........9.....6......4.......3..........5.7......5.7..1.........2..............8.",
        ]);
        let found = first(&grid).expect("a BUG");
        assert_eq!(found.value, 58);
        assert_eq!(found.technique, TechniqueId::BugPlusOne);
        assert_eq!(removed(&found), [("r6c4".into(), 5), ("r6c5".into(), 7)]);
    }

    #[test]
    fn one_bug_value_in_several_cells_goes_from_the_cells_that_see_them_all() {
        let grid = marks([
            "......78......6....2.............789.......891...........4.........5......3......",
            "........9..3......1......8....4.........5..........78......6....2.......1.....7..",
            "...45.......4..7..1...5.....2............6.....3..............9.......8.1.....7..",
            "..3...7......5.......4.......3...7...2...............9.......8.1.............6...",
            "..3..6....2.............78...3..6...1..............78.....5.......4.............9",
            "1...............89.....6..9....5.......4...8....4.6.........7....3.......2.......",
            "....5..8.1............5...9.......89......7...2.........3...........6......4.....",
            "...4.6......4....9..3..6...1..........3.....9....5.....2.............7.........8.",
            ".2.............78...3...7.......6.8...34...8....4.6...1................9....5....",
        ]);
        let found = first(&grid).expect("a BUG");
        assert_eq!(found.value, 57);
        assert_eq!(
            removed(&found),
            [("r1c5".into(), 8), ("r7c4".into(), 8), ("r9c4".into(), 8)]
        );
    }

    #[test]
    fn a_quad_of_the_third_type_is_six_point_zero() {
        let grid = marks([
            "1................9....5......3.........4......2.....8......6.8..2...6.........7..",
            "..3...........6..........8.......7.912.............7.91...5.....2..5.......4.....",
            ".2..........4...........7......5..8......6...1...5..8.1......8...3..............9",
            "....5..........7.......6...1...............8....4.......3..............9.2.......",
            "...4.....1..........3.......2...............9....56.........7......56..........8.",
            "........9.......8..2...........56.........7....3..........56......4.....1........",
            "......7......5....1..4........4....9..3......1.......9.2..............8......6...",
            ".......8...3......1..4........4.6...12.......12...6...........9......7......5....",
            ".....6....2...............9......78.....5..........78....4.....1..........3......",
        ]);
        let found = first(&grid).expect("a BUG");
        assert_eq!(found.value, 60);
        assert_eq!(removed(&found), [("r1c6".into(), 8)]);
    }

    #[test]
    fn no_grave_no_bug() {
        assert!(first(&Grid::empty()).is_none());
    }
}
