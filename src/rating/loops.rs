//! SE's unique rectangles and loops, found on the grid for the rating. A
//! unique loop is a unique rectangle of six cells or more; SE looks for both
//! in one search and rates the loop by its length, so its path needs them
//! together. Each step is reported as the unique rectangle of its type.
//!
//! The facts, from Sudoku Explainer's published rules:
//! - **The loop.** Four cells or more, each holding two digits v1 and v2 among
//!   its candidates, each seeing the next through a unit of another kind than
//!   the one it was reached by, the last seeing the first; every unit a cell
//!   of the loop lies in holds exactly two of its cells, one at an odd
//!   position and one at an even one. Such a loop with only v1 and v2 would
//!   have two solutions. SE walks it from each cell of two candidates, in cell
//!   order, through units box, row, column: besides cells holding just v1 and
//!   v2 it goes through at most two with more candidates, or any number whose
//!   extra candidates, with those met so far, are one digit.
//! - **Its value:** 4.5 for a rectangle, 4.6 for six cells, 4.7 for eight, 5.0
//!   for ten or more.
//! - **Type 1** (one cell with extra candidates): it loses v1 and v2.
//! - **Type 2** (the extra cells share one extra digit): that digit goes from
//!   every cell that sees them all.
//! - **Type 3** (two extra cells in one unit, whose extra digits x are two or
//!   more): x acts as one cell. A naked set with cells of that unit: its
//!   digits go from the rest of the unit, value plus 0.1 per digit beyond one.
//!   A hidden set of v1, v2 and other digits (not x) whose places in the unit,
//!   one extra cell left out, are as many as its digits: those places keep only
//!   the set's digits, value plus 0.1 per digit beyond two.
//! - **Type 4** (two extra cells in one unit where v1, or else v2, has no other
//!   place): the other digit goes from both.
//! - SE gathers them all and takes the easiest, the lower type among equals.

use super::Valued;
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::{Deduction, Pattern};
use crate::techniques::combinations::each_combination;
use std::ops::ControlFlow;

/// The easiest unique rectangle or loop that removes something.
pub fn easiest(grid: &Grid) -> Option<Valued> {
    let mut best: Option<(u16, u8, Deduction)> = None;
    let mut offer = |value: u16, kind: u8, deduction: Deduction| {
        if deduction.eliminations.is_empty() {
            return;
        }
        if best
            .as_ref()
            .is_none_or(|(v, k, _)| (value, kind) < (*v, *k))
        {
            best = Some((value, kind, deduction));
        }
    };
    for start in grid.empty_cells() {
        let digits = grid.candidates(start);
        if digits.len() != 2 {
            continue;
        }
        let mut found = Vec::new();
        let mut walk = Walk {
            grid,
            digits,
            path: Vec::new(),
            loops: &mut found,
        };
        walk.step(start, 2, Digits::EMPTY, None);
        for cells in found.into_iter().filter(|l| is_unique_loop(l)) {
            for (value, kind, deduction) in hints(grid, &cells, digits) {
                offer(value, kind, deduction);
            }
        }
    }
    let (value, kind, deduction) = best?;
    let technique = match kind {
        1 => TechniqueId::UniqueRectangle1,
        2 => TechniqueId::UniqueRectangle2,
        3 => TechniqueId::UniqueRectangle3,
        _ => TechniqueId::UniqueRectangle4,
    };
    Some(Valued {
        technique,
        deduction,
        value,
    })
}

/// The loop's value by its length, in tenths.
fn loop_value(len: usize) -> u16 {
    match len {
        0..=5 => 45,
        6..=7 => 46,
        8..=9 => 47,
        _ => 50,
    }
}

/// SE's walk from one cell of two candidates through cells holding both.
struct Walk<'a> {
    grid: &'a Grid,
    /// v1 and v2.
    digits: Digits,
    path: Vec<Cell>,
    loops: &'a mut Vec<Vec<Cell>>,
}

impl Walk<'_> {
    /// Goes on from `cell`, reached through a unit of kind `came_by` (an index
    /// into [`Cell::units`]), with `extra_left` cells of extra candidates still
    /// allowed and the extra digits met so far `extra`.
    fn step(&mut self, cell: Cell, extra_left: i32, extra: Digits, came_by: Option<usize>) {
        self.path.push(cell);
        // SE gathers the extra digits of every cell it tries from here, not
        // only of those on the path: a later try sees the earlier ones'.
        let mut extra = extra;
        for kind in [2, 0, 1] {
            if came_by == Some(kind) {
                continue;
            }
            for next in cell.units()[kind].cell_list() {
                if next == self.path[0] && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else if !self.path.contains(&next) {
                    let candidates = self.grid.candidates(next);
                    if !self.digits.is_subset(candidates) {
                        continue;
                    }
                    extra |= candidates - self.digits;
                    let plain = candidates.len() == 2;
                    if plain || extra.len() == 1 || extra_left > 0 {
                        let left = extra_left - i32::from(!plain);
                        self.step(next, left, extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
    }
}

/// Whether every unit a cell of `cells` lies in holds two of them, one at an
/// odd position and one at an even one.
fn is_unique_loop(cells: &[Cell]) -> bool {
    let mut seen = [[false; 27]; 2];
    for (i, cell) in cells.iter().enumerate() {
        for unit in cell.units() {
            let slot = &mut seen[i % 2][unit.id()];
            if *slot {
                return false;
            }
            *slot = true;
        }
    }
    seen[0] == seen[1]
}

/// Every hint SE draws from the loop `cells` on `digits`: value, type and
/// deduction.
fn hints(grid: &Grid, cells: &[Cell], digits: Digits) -> Vec<(u16, u8, Deduction)> {
    let value = loop_value(cells.len());
    let extra_cells: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| grid.candidates(c).len() > 2)
        .collect();
    let extra = extra_cells
        .iter()
        .fold(Digits::EMPTY, |acc, &c| acc | (grid.candidates(c) - digits));
    let shown = || Pattern::new(cells.to_vec(), digits, Vec::new());
    let mut out = Vec::new();
    match extra_cells.as_slice() {
        [] => {}
        &[rescue] => {
            let removed = digits.iter().map(|d| Candidate::new(rescue, d)).collect();
            out.push((value, 1, Deduction::elimination(shown(), removed)));
        }
        &[a, b] => {
            if extra.len() == 1 {
                out.push((value, 2, type_2(grid, &extra_cells, extra, shown())));
            } else {
                type_3(grid, cells, digits, (a, b), extra, &mut out);
            }
            if let Some(d) = type_4(grid, cells, digits, (a, b)) {
                out.push((value, 4, d));
            }
        }
        _ => out.push((value, 2, type_2(grid, &extra_cells, extra, shown()))),
    }
    out
}

/// The extra digit goes from every cell that sees all the extra cells.
fn type_2(grid: &Grid, extra_cells: &[Cell], extra: Digits, shown: Pattern) -> Deduction {
    let d = extra.first().expect("type 2 has one extra digit");
    let seen = extra_cells
        .iter()
        .fold(grid.positions(d), |acc, c| acc & c.peers());
    let removed = seen.iter().map(|c| Candidate::new(c, d)).collect();
    Deduction::elimination(shown, removed)
}

/// The naked and hidden sets the two extra cells `a` and `b` make with their
/// extra digits in a unit they share.
fn type_3(
    grid: &Grid,
    cells: &[Cell],
    digits: Digits,
    (a, b): (Cell, Cell),
    extra: Digits,
    out: &mut Vec<(u16, u8, Deduction)>,
) {
    let value = loop_value(cells.len());
    for size in extra.len() as usize..=7 {
        for unit in Unit::holding_all(&[a, b]) {
            let empty = (unit.cells() & grid.empty_cells()).len() as usize;
            // Each set with its bonus and the digits its pattern shows.
            let mut sets = Vec::new();
            if size * 2 <= empty {
                let found = naked(grid, unit, (a, b), extra, size);
                sets.extend(found.into_iter().map(|s| (size - 1, digits | extra, s)));
            }
            if size * 2 < empty {
                let found = hidden(grid, unit, (a, b), digits, extra, size);
                sets.extend(found.into_iter().map(|s| (size - 2, digits, s)));
            }
            for (bonus, shown_digits, (set, removed)) in sets {
                let mut shown = cells.to_vec();
                shown.extend(set.iter());
                let pattern = Pattern::new(shown, shown_digits, vec![unit]);
                let d = Deduction::elimination(pattern, removed);
                out.push((value + bonus as u16, 3, d));
            }
        }
    }
}

/// Naked sets of `size` cells of `unit`, `a` standing with the extra digits
/// for both extra cells: the other cells (two candidates or more) hold, with
/// the extra digits, `size` digits, every extra digit that is not in both
/// extra cells among them.
fn naked(
    grid: &Grid,
    unit: Unit,
    (a, b): (Cell, Cell),
    extra: Digits,
    size: usize,
) -> Vec<(CellSet, Vec<Candidate>)> {
    let mut found = Vec::new();
    let mut pool = unit.cells();
    pool.remove(a);
    pool.remove(b);
    let others: Vec<Cell> = pool.to_vec();
    let _ = each_combination(others.len(), size - 1, |picked| {
        let set: CellSet = picked.iter().map(|&i| others[i]).collect();
        if set.iter().any(|c| grid.candidates(c).len() < 2) {
            return ControlFlow::Continue(());
        }
        let held = set
            .iter()
            .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c));
        let in_both = extra & grid.candidates(a) & grid.candidates(b);
        let all = held | extra;
        if (held | in_both).len() as usize != size || all.len() as usize != size {
            return ControlFlow::Continue(());
        }
        let removed: Vec<Candidate> = grid.candidates_of(pool - set, all).collect();
        found.push((set, removed));
        ControlFlow::Continue(())
    });
    found
}

/// Hidden sets of v1, v2 and `size - 2` digits outside the extra digits,
/// whose places in `unit`, `b` left out, are `size` cells.
fn hidden(
    grid: &Grid,
    unit: Unit,
    (a, b): (Cell, Cell),
    digits: Digits,
    extra: Digits,
    size: usize,
) -> Vec<(CellSet, Vec<Candidate>)> {
    let rest: Vec<u8> = (Digits::ALL - digits - extra).iter().collect();
    let with = |picked: &[usize]| -> Option<(CellSet, Vec<Candidate>)> {
        let mut set_digits = digits;
        for &i in picked {
            set_digits.insert(rest[i]);
        }
        let mut places = CellSet::EMPTY;
        for d in set_digits {
            let mut at = grid.positions_in(unit, d);
            at.remove(b);
            if at.is_empty() {
                return None;
            }
            places |= at;
        }
        if places.len() as usize != size {
            return None;
        }
        places.remove(a);
        let removed = places
            .iter()
            .flat_map(|c| {
                (grid.candidates(c) - set_digits)
                    .iter()
                    .map(move |d| Candidate::new(c, d))
            })
            .collect();
        Some((places, removed))
    };
    // A hidden pair is v1 and v2 alone: no digit to pick beside them.
    if size == 2 {
        return with(&[]).into_iter().collect();
    }
    let mut found = Vec::new();
    let _ = each_combination(rest.len(), size - 2, |picked| {
        found.extend(with(picked));
        ControlFlow::Continue(())
    });
    found
}

/// v1 (else v2) with no other place than the extra cells in a unit they
/// share (the last such unit in SE's order): the other digit goes from both.
fn type_4(grid: &Grid, cells: &[Cell], digits: Digits, (a, b): (Cell, Cell)) -> Option<Deduction> {
    let mut v = digits.iter();
    let (v1, v2) = (v.next()?, v.next()?);
    let (mut lock_1, mut lock_2) = (None, None);
    for unit in Unit::holding_all(&[a, b]) {
        let rest = unit.cells() - CellSet::single(a) - CellSet::single(b);
        if !grid.positions(v1).intersects(rest) {
            lock_1 = Some(unit);
        }
        if !grid.positions(v2).intersects(rest) {
            lock_2 = Some(unit);
        }
    }
    let (unit, gone) = match (lock_1, lock_2) {
        (Some(u), _) => (u, v2),
        (None, Some(u)) => (u, v1),
        _ => return None,
    };
    let pattern = Pattern::new(cells.to_vec(), digits, vec![unit]);
    let removed = vec![Candidate::new(a, gone), Candidate::new(b, gone)];
    Some(Deduction::elimination(pattern, removed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::test_support::{marks, removed};

    #[test]
    fn a_loop_of_six_cells_with_one_extra_cell_is_type_1_at_4_6() {
        // From a rated-se puzzle's path (SE 4.6).
        let grid = marks([
            "...456....2..56....2.4...8.......7....3......1............5..89.....6.8..2..5...9",
            "..3.56....23.56...12.....8.........9...4.........5..8.1...5.78.1....6.8..2..5.7..",
            "........9......7..1......8......6.8..2...........56.8.1...5..8....4.......3......",
            "..3.5.......4..........6...1......8.....5...9......78.1.3.5.7.9.2...........5.7.9",
            ".2.........3.5............91..4..........6......4..7..1.3.5.7..1.3.............8.",
            "1...............8.......7...2...........5...9..3...........6.......5...9...4.....",
            "......7..1..........3.........4.6..........8....4.6....2...........5...9....5...9",
            "...4.6....2...6....2.4.........5..........7..........9..3....8...3....8.1........",
            ".......8.........9....5......3......1.........2..........4...........7.......6...",
        ]);
        let found = easiest(&grid).expect("a unique loop");
        assert_eq!(
            (found.value, found.technique),
            (46, TechniqueId::UniqueRectangle1)
        );
        assert_eq!(found.deduction.pattern.cells.len(), 6);
        assert_eq!(removed(&found), [("r4c9".into(), 5), ("r4c9".into(), 9)]);
    }

    #[test]
    fn a_loop_of_eight_cells_sharing_one_extra_digit_is_type_2_at_4_7() {
        let grid = marks([
            "....5...........8...3......1.............6......4......2...............9......7..",
            ".2......9.....6...1.........2.....89..3.....9......7.....4.......3....8.....5....",
            ".2....7.9.2....7.9...4......2.....8...3....89....5....1.............6.....3....8.",
            "...4.......3.......2....7......5.....2....7..1......8......6...1......8.........9",
            "1....6.8..2....7.......6.8....4......2....7..........9..3..........5....1......8.",
            "1......8.....5............9.....6...1......8...3............7...2..........4.....",
            ".2....7.9...4......2....7....3.....9....5.........6..........8.1.3......123......",
            "..3.......2......9.....6.8.......7..1.......91......8.....5.......4......2...6...",
            ".....6.8.1............5......3....8....4......2...............9......7....3..6...",
        ]);
        let found = easiest(&grid).expect("a unique loop");
        assert_eq!(
            (found.value, found.technique),
            (47, TechniqueId::UniqueRectangle2)
        );
        assert_eq!(found.deduction.pattern.cells.len(), 8);
        assert_eq!(removed(&found), [("r2c1".into(), 9)]);
    }

    #[test]
    fn a_rectangle_with_a_hidden_pair_is_type_3_at_4_5() {
        let grid = marks([
            "...4...8.........91.........2.....8.....5.....2.4...........7.......6.....3......",
            "...4..78..2.4..7...2.4..........6.....3....8...34.........5....1................9",
            ".....6.....3..........5....1..............7..........9.2.4............8..2.4.....",
            "..3.........45..8....4...8..2..5.7..........9.2....7..1.........2.4..........6...",
            ".2............6...........9...4.....1...............8...3............7......5....",
            "1...........45..........7...23.5......3..6....23..6...........9.2.4............8.",
            "...4..7.....4..7.......6...........9.2...........5...........8...3......1........",
            "........9.2.....8...3............78......6.8.1.........2.4.6.......5.....2.4..7..",
            "....5....1.........2.....8...3...78....4.......3..67...2...6...........9.2....7..",
        ]);
        let found = easiest(&grid).expect("a unique rectangle");
        assert_eq!(
            (found.value, found.technique),
            (45, TechniqueId::UniqueRectangle3)
        );
        assert_eq!(removed(&found), [("r8c2".into(), 8)]);
    }

    #[test]
    fn a_loop_rates_by_its_length() {
        assert_eq!(loop_value(4), 45);
        assert_eq!(loop_value(6), 46);
        assert_eq!(loop_value(8), 47);
        assert_eq!(loop_value(10), 50);
        assert_eq!(loop_value(14), 50);
    }
}
