//! Sudoku Explainer's bivalue universal grave (BUG), types 1 to 4. A grave is
//! a position where every empty cell holds two candidates and every digit
//! still a candidate in a unit is one in exactly two of its cells: it has at
//! least two solutions. When a position would be a grave but for some extra
//! candidates (the *BUG values*) in a few cells of three candidates or more
//! (the *BUG cells*), one BUG cell at least holds a BUG value, for a puzzle
//! with one solution. BUG+1 (`bug_plus_one`) is the case of one cell of three
//! candidates, placed; these are SE's forms, each with its own eliminations:
//!
//! - **type 1** (one BUG cell): it keeps only its BUG values;
//! - **type 2** (one BUG value, in several cells): it goes from every cell
//!   that sees them all;
//! - **type 3** (BUG cells in one unit): their BUG values act as one cell in a
//!   naked set with other cells of the unit that see them all, and the set's
//!   digits go from the unit's other cells that see them all;
//! - **type 4** (two BUG cells in one unit sharing one other digit d): d is in
//!   the unit only in them, so one holds d and the other its BUG value; each
//!   keeps only d and its BUG values.
//!
//! Finding the grave: in each unit (boxes, rows, columns), a digit that is a
//! candidate neither twice nor not at all marks its one place there in a cell
//! of three candidates or more; two such places decide nothing; none means no
//! grave. SE's path asks type 1, then 2, then 4, then 3; the human path takes
//! BUG+1 and does not take these unless asked.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// One of SE's BUG types.
pub struct BugType {
    kind: u8,
}

impl BugType {
    /// One BUG cell keeps only its BUG values.
    pub const ONE: BugType = BugType { kind: 1 };
    /// One BUG value goes from the cells that see every BUG cell.
    pub const TWO: BugType = BugType { kind: 2 };
    /// The BUG values as one cell of a naked set.
    pub const THREE: BugType = BugType { kind: 3 };
    /// Two BUG cells sharing a digit keep it and their BUG values.
    pub const FOUR: BugType = BugType { kind: 4 };
}

impl Technique for BugType {
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let Some(g) = grave(grid) else {
            return ControlFlow::Continue(());
        };
        let finding = match (self.kind, g.cells.len()) {
            (_, 0) => None,
            (1, 1) => Some(type_1(grid, &g)),
            (1, _) | (_, 1) => None,
            (2, _) => type_2(grid, &g),
            (4, _) => type_4(grid, &g),
            _ => type_3(grid, &g),
        };
        finding.map_or(ControlFlow::Continue(()), found)
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

/// A grave with its BUG cells (in the order met) and their BUG values.
struct Grave {
    cells: Vec<Cell>,
    values: [Digits; 81],
    all_values: Digits,
    /// The cells that see every BUG cell, BUG cells aside.
    common: CellSet,
}

impl Grave {
    /// The cells that would be left with the grave's two candidates.
    fn left(&self, grid: &Grid, c: Cell) -> Digits {
        grid.candidates(c) - self.values[c.index()]
    }
}

/// The grave `grid` is, once its BUG values are taken out.
fn grave(grid: &Grid) -> Option<Grave> {
    let mut g = Grave {
        cells: Vec::new(),
        values: [Digits::EMPTY; 81],
        all_values: Digits::EMPTY,
        common: CellSet::ALL,
    };
    for unit in Unit::boxes_first() {
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
    if grid
        .empty_cells()
        .iter()
        .any(|c| g.left(grid, c).len() != 2)
    {
        return None;
    }
    let twice = Unit::all().all(|u| {
        (1..=9).all(|d| {
            let n = grid
                .positions_in(u, d)
                .iter()
                .filter(|&c| g.left(grid, c).contains(d))
                .count();
            n == 0 || n == 2
        })
    });
    twice.then_some(g)
}

/// "If no BUG value were true, every empty cell would keep two candidates
/// (r3c4 without 7, ...) and every digit two places in each unit: a pattern
/// with at least two solutions, but the puzzle has one, so ..."
fn grave_words(g: &Grave) -> Sentence {
    let mut s = Sentence::new().text("Without its BUG value");
    if g.cells.len() > 1 || g.values[g.cells[0].index()].len() > 1 {
        s = s.text("s");
    }
    for (k, &c) in g.cells.iter().enumerate() {
        s = s.text(if k == 0 { " (" } else { ", " }).cell(c).text(" ");
        s = s.digits(g.values[c.index()]);
    }
    s.text(
        "), every empty cell would hold two candidates and every digit two places in \
         each unit: a pattern with at least two solutions, but the puzzle has one",
    )
}

fn pattern(g: &Grave, digits: Digits, units: Vec<Unit>) -> Pattern {
    Pattern::new(g.cells.clone(), digits, units)
}

fn eliminating(pattern: Pattern, removed: Vec<Candidate>, said: Sentence) -> Finding {
    let deduction = Deduction::elimination(pattern, removed);
    Finding {
        sentence: said.text(" => ").removals(&deduction.eliminations),
        deduction,
    }
}

/// The one BUG cell keeps only its BUG values.
fn type_1(grid: &Grid, g: &Grave) -> Finding {
    let cell = g.cells[0];
    let values = g.values[cell.index()];
    let removed = (grid.candidates(cell) - values)
        .iter()
        .map(|d| Candidate::new(cell, d))
        .collect();
    let said = grave_words(g)
        .text(", so ")
        .cell(cell)
        .text(if values.len() == 1 {
            " is "
        } else {
            " is one of "
        });
    let said = said.digits(values);
    eliminating(pattern(g, values, Vec::new()), removed, said)
}

/// The one BUG value goes from every cell that sees all BUG cells.
fn type_2(grid: &Grid, g: &Grave) -> Option<Finding> {
    let d = g.all_values.single_digit()?;
    let removed: Vec<Candidate> = (g.common & grid.positions(d))
        .iter()
        .map(|c| Candidate::new(c, d))
        .collect();
    if removed.is_empty() {
        return None;
    }
    let said = grave_words(g)
        .text(", so one of ")
        .cells(g.cells.iter().copied())
        .text(" is ")
        .digit(d);
    Some(eliminating(
        pattern(g, g.all_values, Vec::new()),
        removed,
        said,
    ))
}

/// Two BUG cells in one unit sharing one digit d besides the BUG values: d is
/// in the unit only there, so each keeps d and its BUG values.
fn type_4(grid: &Grid, g: &Grave) -> Option<Finding> {
    let &[a, b] = g.cells.as_slice() else {
        return None;
    };
    let shared = (grid.candidates(a) & grid.candidates(b)) - g.all_values;
    let d = shared.single_digit()?;
    let unit = Unit::holding_all(&g.cells).next()?;
    let removed: Vec<Candidate> = [a, b]
        .into_iter()
        .flat_map(|c| {
            let mut other = g.left(grid, c);
            other.remove(d);
            other.iter().map(move |x| Candidate::new(c, x))
        })
        .collect();
    let said = grave_words(g)
        .text(", so ")
        .cell(a)
        .text(" or ")
        .cell(b)
        .text(" holds its BUG value; ")
        .digit(d)
        .text(" goes in one of them in ")
        .unit(unit)
        .text(", so each holds ")
        .digit(d)
        .text(" or its BUG value");
    Some(eliminating(
        pattern(g, g.all_values, vec![unit]),
        removed,
        said,
    ))
}

/// The BUG values as one cell of a locked set with `size - 1` cells of a unit
/// holding every BUG cell (those cells see every BUG cell): the set's digits
/// go from the unit's other cells that see every BUG cell.
fn type_3(grid: &Grid, g: &Grave) -> Option<Finding> {
    if g.all_values.len() < 2 {
        return None;
    }
    for unit in Unit::holding_all(&g.cells) {
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
                let said = grave_words(g)
                    .text(", so ")
                    .cells(g.cells.iter().copied())
                    .text(" hold one of ")
                    .digits(g.all_values)
                    .text(", as one cell; with ")
                    .cells(set)
                    .text(" they lock ")
                    .digits(digits)
                    .text(" in ")
                    .unit(unit);
                let shown = pattern(g, digits, vec![unit]).with(Parts::Locking(set.to_vec()));
                found = Some(eliminating(shown, removed, said));
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
    use crate::catalog::TechniqueId;

    /// A grid from a pencil-mark line given as nine rows of 81 characters.
    fn marks(rows: [&str; 9]) -> Grid {
        crate::parse::parse_one(&rows.concat())
            .expect("a pencil-mark line")
            .grid()
    }

    /// The first BUG step SE's order takes (type 1, 2, 4, then 3).
    struct First {
        id: TechniqueId,
        /// How many digits the pattern names (for type 3, its set's: the
        /// value is 5.6 plus 0.1 for each).
        digits: usize,
        removed: Vec<(String, u8)>,
    }

    fn first(grid: &Grid) -> Option<First> {
        use TechniqueId::*;
        [BugType1, BugType2, BugType4, BugType3]
            .into_iter()
            .find_map(|id| {
                let found = id.technique()?.find(grid, &Analysis::new(grid))?;
                let d = found.deduction;
                Some(First {
                    id,
                    digits: d.pattern.digits.len(),
                    removed: d
                        .eliminations
                        .iter()
                        .map(|c| (c.cell.to_string(), c.digit))
                        .collect(),
                })
            })
    }

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
        assert_eq!((found.id, found.digits), (TechniqueId::BugType3, 2));
        assert_eq!(found.removed, [("r6c4".into(), 5), ("r6c5".into(), 7)]);
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
        assert_eq!(found.id, TechniqueId::BugType2);
        assert_eq!(
            found.removed,
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
        assert_eq!((found.id, found.digits), (TechniqueId::BugType3, 4));
        assert_eq!(found.removed, [("r1c6".into(), 8)]);
    }

    #[test]
    fn no_grave_no_bug() {
        assert!(first(&Grid::empty()).is_none());
    }
}
