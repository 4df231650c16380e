//! Sudoku Explainer's unique rectangles and loops, types 1 to 4. A unique
//! loop is a closed walk of cells that all hold two digits v1 and v2, where
//! every row, column and box a cell lies in holds two cells of the loop, one
//! at an odd place and one at an even one. Left with only v1 and v2, such a
//! loop could take them either way round: two solutions. So in a puzzle with
//! one solution some cell of the loop holds another digit. A rectangle is the
//! loop of four cells; SE finds both in one search and rates the loop by its
//! length, so they are one family here too (the human path's rectangles are
//! `unique_rectangle_1` .. `unique_rectangle_4`, found its own way).
//!
//! The facts, from Sudoku Explainer's published rules:
//! - **The loop.** Four cells or more, each holding v1 and v2 among its
//!   candidates, each seeing the next through a unit of another kind than the
//!   one it was reached by, the last seeing the first; every unit a cell of the
//!   loop lies in holds exactly two of its cells, one at an odd position and
//!   one at an even one. SE walks it from each cell of two candidates, in cell
//!   order, through units box, row, column: besides cells holding just v1 and
//!   v2 it goes through at most two with more candidates (the *extra cells*),
//!   or any number whose extra candidates, with those met so far, are one
//!   digit.
//! - **Its value:** 4.5 for a rectangle, 4.6 for six cells, 4.7 for eight, 5.0
//!   for ten or more (`scale::unique_loop_value`, the scale's value of
//!   a loop, by which this search sorts).
//! - **Type 1** (one extra cell): it loses v1 and v2.
//! - **Type 2** (the extra cells share one extra digit): that digit goes from
//!   every cell that sees them all.
//! - **Type 3** (two extra cells in one unit, whose extra digits x are two or
//!   more): one of them holds an x, so they act as one cell. A naked set with
//!   cells of that unit: its digits go from the rest of the unit, value plus
//!   0.1 per digit beyond one. A hidden set of v1, v2 and other digits (not x)
//!   whose places in the unit, one extra cell left out, are as many as its
//!   digits: those places keep only the set's digits, value plus 0.1 per digit
//!   beyond two.
//! - **Type 4** (two extra cells in one unit where v1, or else v2, has no other
//!   place): the other digit goes from both.
//! - SE gathers them all and takes the easiest, the lower type among equals:
//!   each type hands its instances over easiest first (the first found among
//!   equals), and SE's path takes the easiest of the four types' first.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::scale::unique_loop_value;
use crate::step::pattern::{LoopParts, LoopSet};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Found, Memory, Technique};
use std::ops::ControlFlow;

/// One of SE's four types of unique loop.
pub struct UniqueLoop {
    kind: u8,
}

impl UniqueLoop {
    /// One extra cell loses the loop's two digits.
    pub const ONE: UniqueLoop = UniqueLoop { kind: 1 };
    /// The extra cells' one extra digit goes from the cells that see them all.
    pub const TWO: UniqueLoop = UniqueLoop { kind: 2 };
    /// Two extra cells act as one cell of a naked or hidden set.
    pub const THREE: UniqueLoop = UniqueLoop { kind: 3 };
    /// A loop digit locked in the two extra cells: the other goes from them.
    pub const FOUR: UniqueLoop = UniqueLoop { kind: 4 };
}

impl Technique for UniqueLoop {
    /// Every instance of the type, easiest first by SE's value, the first
    /// found among equals (the one SE's path takes).
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let loops = match analysis.memory() {
            Some(memory) => analysis.shared(|grid| remembered_loops(grid, memory)),
            None => analysis.shared(every_loop),
        };
        let mut hints: Vec<(u16, LoopInstance)> = loops
            .0
            .iter()
            .flat_map(|(cells, digits)| loop_hints(grid, cells, *digits, self.kind))
            .filter(|h| !h.removed.is_empty())
            .map(|h| (unique_loop_value(&h.pattern), h))
            .collect();
        hints.sort_by_key(|(value, _)| *value);
        for (_, hint) in hints {
            found(hint.finding(grid))?;
        }
        ControlFlow::Continue(())
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

/// One instance SE draws from a loop: its type, its pattern, what it
/// removes, and the digit it turns on (type 2's extra digit, type 4's locked
/// loop digit).
struct LoopInstance {
    kind: u8,
    pattern: Pattern,
    removed: Vec<Candidate>,
    digit: Option<u8>,
}

/// The unique loops on a grid with their two digits, in the order SE's
/// walk meets them (a loop met from several cells, or both ways round, each
/// time): the four types share them.
struct Loops(Vec<(Vec<Cell>, Digits)>);

fn every_loop(grid: &Grid) -> Loops {
    let starts = grid.empty_cells().iter().map(|c| (c, grid.candidates(c)));
    Loops(loops_from(grid, starts))
}

/// [`every_loop`], with the loops of each pair of digits taken from the
/// walk's `memory` while the cells holding both are as they were: the walk
/// reads nothing else.
fn remembered_loops(grid: &Grid, memory: &Memory) -> Loops {
    let mut by_start: Vec<(Cell, Vec<Cell>, Digits)> = Vec::new();
    let mut pair = 0;
    for a in 1..=9u8 {
        for b in a + 1..=9 {
            let digits = Digits::single(a) | Digits::single(b);
            let both = grid.positions(a) & grid.positions(b);
            let loops = memory.recall("unique loops", grid, (pair, 36), both, || {
                let starts = both.iter().map(|c| (c, grid.candidates(c)));
                loops_from(grid, starts.filter(|&(_, d)| d == digits))
            });
            pair += 1;
            by_start.extend(loops.iter().map(|(cells, d)| (cells[0], cells.clone(), *d)));
        }
    }
    // Stable: each start cell's loops in the order its walk met them.
    by_start.sort_by_key(|(start, _, _)| start.index());
    Loops(
        by_start
            .into_iter()
            .map(|(_, cells, d)| (cells, d))
            .collect(),
    )
}

/// The unique loops met walking from each of `starts` (a cell and its
/// candidates) that has two candidates, in that order.
fn loops_from(
    grid: &Grid,
    starts: impl Iterator<Item = (Cell, Digits)>,
) -> Vec<(Vec<Cell>, Digits)> {
    let mut loops = Vec::new();
    for (start, digits) in starts {
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
        let unique = found.into_iter().filter(|l| is_unique_loop(l));
        loops.extend(unique.map(|cells| (cells, digits)));
    }
    loops
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
/// odd position and one at an even one. (Then no three consecutive cells
/// share a unit, so the units joining them alternate in kind.)
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

/// Every hint of type `kind` SE draws from the loop `cells` on `digits`, in
/// SE's order.
fn loop_hints(grid: &Grid, cells: &[Cell], digits: Digits, kind: u8) -> Vec<LoopInstance> {
    let mut out = Vec::new();
    let extra_cells: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| grid.candidates(c).len() > 2)
        .collect();
    let extra = extra_cells
        .iter()
        .fold(Digits::EMPTY, |acc, &c| acc | (grid.candidates(c) - digits));
    let shown = |units: Vec<Unit>, set: Option<LoopSet>| {
        Pattern::new(cells.to_vec(), digits, units).with(Parts::UniqueLoop(LoopParts {
            extra_cells: extra_cells.clone(),
            set,
        }))
    };
    // Two extra cells sharing one extra digit are type 2, as are three or
    // more (SE's walk lets a third in only while they share one).
    match (kind, extra_cells.as_slice()) {
        (1, &[rescue]) => out.push(LoopInstance {
            kind: 1,
            pattern: shown(Vec::new(), None),
            removed: digits.iter().map(|d| Candidate::new(rescue, d)).collect(),
            digit: None,
        }),
        (2, [_, _]) if extra.len() == 1 => {
            out.push(type_2(grid, &extra_cells, extra, shown(Vec::new(), None)));
        }
        (2, [_, _, _, ..]) => {
            out.push(type_2(grid, &extra_cells, extra, shown(Vec::new(), None)));
        }
        (3, &[a, b]) if extra.len() > 1 => {
            for (unit, set, removed) in type_3_sets(grid, (a, b), digits, extra) {
                out.push(LoopInstance {
                    kind: 3,
                    pattern: shown(vec![unit], Some(set)),
                    removed,
                    digit: None,
                });
            }
        }
        (4, &[a, b]) => {
            if let Some((unit, locked, gone)) = type_4(grid, digits, (a, b)) {
                out.push(LoopInstance {
                    kind: 4,
                    pattern: shown(vec![unit], None),
                    removed: vec![Candidate::new(a, gone), Candidate::new(b, gone)],
                    digit: Some(locked),
                });
            }
        }
        _ => {}
    }
    out
}

/// The extra digit goes from every cell that sees all the extra cells.
fn type_2(grid: &Grid, extra_cells: &[Cell], extra: Digits, pattern: Pattern) -> LoopInstance {
    let d = extra.first().expect("type 2 has one extra digit");
    let seen = extra_cells
        .iter()
        .fold(grid.positions(d), |acc, c| acc & c.peers());
    LoopInstance {
        kind: 2,
        pattern,
        removed: seen.iter().map(|c| Candidate::new(c, d)).collect(),
        digit: Some(d),
    }
}

/// The naked and hidden sets the two extra cells `a` and `b` make with their
/// extra digits in a unit they share, smallest first, each with its unit and
/// what it removes.
fn type_3_sets(
    grid: &Grid,
    (a, b): (Cell, Cell),
    digits: Digits,
    extra: Digits,
) -> Vec<(Unit, LoopSet, Vec<Candidate>)> {
    let mut out = Vec::new();
    for size in extra.len() as usize..=7 {
        for unit in Unit::holding_all(&[a, b]) {
            let empty = (unit.cells() & grid.empty_cells()).len() as usize;
            if size * 2 <= empty {
                for (cells, set_digits, removed) in naked(grid, unit, (a, b), extra, size) {
                    let set = LoopSet {
                        hidden: false,
                        cells: cells.to_vec(),
                        digits: set_digits.iter().collect(),
                    };
                    out.push((unit, set, removed));
                }
            }
            if size * 2 < empty {
                for (cells, set_digits, removed) in hidden(grid, unit, (a, b), digits, extra, size)
                {
                    let set = LoopSet {
                        hidden: true,
                        cells: cells.to_vec(),
                        digits: set_digits.iter().collect(),
                    };
                    out.push((unit, set, removed));
                }
            }
        }
    }
    out
}

/// A set's cells, its digits and what it removes.
type SetFound = (CellSet, Digits, Vec<Candidate>);

/// Naked sets of `size` cells of `unit`, `a` standing with the extra digits
/// for both extra cells: the other cells (two candidates or more) hold, with
/// the extra digits, `size` digits, every extra digit that is not in both
/// extra cells among them (SE's condition).
fn naked(
    grid: &Grid,
    unit: Unit,
    (a, b): (Cell, Cell),
    extra: Digits,
    size: usize,
) -> Vec<SetFound> {
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
        found.push((set, all, removed));
        ControlFlow::Continue(())
    });
    found
}

/// Hidden sets of v1, v2 and `size - 2` digits outside the extra digits,
/// whose places in `unit`, `b` left out, are `size` cells (`a` among them);
/// the set's cells are those places but `a`.
fn hidden(
    grid: &Grid,
    unit: Unit,
    (a, b): (Cell, Cell),
    digits: Digits,
    extra: Digits,
    size: usize,
) -> Vec<SetFound> {
    let rest: Vec<u8> = (Digits::ALL - digits - extra).iter().collect();
    let with = |picked: &[usize]| -> Option<SetFound> {
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
        Some((places, set_digits, removed))
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
/// share (the last such unit in SE's order): the unit, the locked digit and
/// the other, which goes from both.
fn type_4(grid: &Grid, digits: Digits, (a, b): (Cell, Cell)) -> Option<(Unit, u8, u8)> {
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
    match (lock_1, lock_2) {
        (Some(u), _) => Some((u, v1, v2)),
        (None, Some(u)) => Some((u, v2, v1)),
        _ => None,
    }
}

/// The unit a sentence names between two neighbours of the loop: their
/// line, or else their box.
fn link_unit(a: Cell, b: Cell) -> Unit {
    if a.row() == b.row() {
        Unit::row(a.row())
    } else if a.col() == b.col() {
        Unit::col(a.col())
    } else {
        Unit::boxed(a.box_index())
    }
}

impl LoopInstance {
    fn finding(self, grid: &Grid) -> Finding {
        let p = &self.pattern;
        let Parts::UniqueLoop(parts) = &p.parts else {
            unreachable!("a unique loop's pattern has loop parts")
        };
        let digits: Digits = p.digits.iter().copied().collect();
        let extra_cells = &parts.extra_cells;
        let extra = extra_cells
            .iter()
            .fold(Digits::EMPTY, |acc, &c| acc | (grid.candidates(c) - digits));
        let either = |s: Sentence| {
            s.text(", so ")
                .cell(extra_cells[0])
                .text(" or ")
                .cell(extra_cells[1])
                .text(" holds one of ")
                .digits(extra)
        };
        let said = loop_words(&p.cells, digits).text("; every other cell holds only ");
        let said = match (self.kind, &parts.set, self.digit) {
            (1, _, _) => said
                .digits(digits)
                .text(", so ")
                .cell(extra_cells[0])
                .text(" must hold another digit"),
            (2, _, Some(d)) => said
                .digits(digits)
                .text(", and ")
                .cells(extra_cells.iter().copied())
                .text(" hold only ")
                .digit(d)
                .text(" besides, so one of them is ")
                .digit(d),
            (3, Some(set), _) if !set.hidden => either(said.digits(digits))
                .text(", as one cell; with ")
                .cells(set.cells.iter().copied())
                .text(" they lock ")
                .digits(set.digits.iter().copied().collect())
                .text(" in ")
                .unit(p.units[0]),
            (3, Some(set), _) => {
                let set_digits: Digits = set.digits.iter().copied().collect();
                let keep = if set.cells.len() == 1 {
                    " keeps"
                } else {
                    " keep"
                };
                either(said.digits(digits))
                    .text("; so at most one of them takes one of ")
                    .digits(set_digits)
                    .text(", which ")
                    .unit(p.units[0])
                    .text(" has only there and in ")
                    .cells(set.cells.iter().copied())
                    .text(": ")
                    .cells(set.cells.iter().copied())
                    .text(keep)
                    .text(" only ")
                    .digits(set_digits)
            }
            (_, _, Some(locked)) => {
                let mut gone = digits;
                gone.remove(locked);
                said.digits(digits)
                    .text(", and ")
                    .digit(locked)
                    .text(" goes in ")
                    .unit(p.units[0])
                    .text(" only in ")
                    .cell(extra_cells[0])
                    .text(" or ")
                    .cell(extra_cells[1])
                    .text("; were either ")
                    .digits(gone)
                    .text(", the other would be ")
                    .digit(locked)
                    .text(" and the loop would hold only ")
                    .digits(digits)
            }
            _ => unreachable!("every type has its parts"),
        };
        let deduction = Deduction::elimination(self.pattern, self.removed);
        Finding {
            sentence: said.text(" => ").removals(&deduction.eliminations),
            deduction,
        }
    }
}

/// "Because the puzzle has a single solution, the unique loop of 6 cells
/// r1c1, r1c5 (row 1), ..., back to r1c1 (column 1), cannot be left with
/// only 1,2: ..." Each cell is named with the unit it shares with the one
/// before, so the loop can be followed cell by cell.
fn loop_words(cells: &[Cell], digits: Digits) -> Sentence {
    let what = if cells.len() == 4 {
        "the unique rectangle ".to_string()
    } else {
        format!("the unique loop of {} cells ", cells.len())
    };
    let mut s = Sentence::new()
        .text("Because the puzzle has a single solution, ")
        .text(what)
        .cell(cells[0]);
    for pair in cells.windows(2) {
        s = s
            .text(", ")
            .cell(pair[1])
            .text(" (")
            .unit(link_unit(pair[0], pair[1]))
            .text(")");
    }
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    s.text(", back to ")
        .cell(first)
        .text(" (")
        .unit(link_unit(last, first))
        .text("), cannot be left with only ")
        .digits(digits)
        .text(
            ": each row, column and box it passes through holds two of its cells, so the two \
             digits could swap round it",
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TechniqueId;
    use crate::step::Step;

    /// A grid from a pencil-mark line given as nine rows of 81 characters.
    fn marks(rows: [&str; 9]) -> Grid {
        crate::parse::parse_one(&rows.concat())
            .expect("a pencil-mark line")
            .grid()
    }

    /// The step SE's path takes: the easiest of the four types' first, the
    /// lower type among equals.
    fn easiest(grid: &Grid) -> Option<(u16, Step)> {
        use TechniqueId::*;
        let mut best: Option<(u16, Step)> = None;
        for id in [UniqueLoop1, UniqueLoop2, UniqueLoop3, UniqueLoop4] {
            let Some(found) = id.technique().unwrap().find(grid, &Analysis::new(grid)) else {
                continue;
            };
            let step = Step::new(id, found);
            let value = unique_loop_value(step.pattern());
            if best.as_ref().is_none_or(|(b, _)| value < *b) {
                best = Some((value, step));
            }
        }
        best
    }

    fn removed(step: &Step) -> Vec<(String, u8)> {
        let e = &step.deduction.eliminations;
        e.iter().map(|c| (c.cell.to_string(), c.digit)).collect()
    }

    /// A position from a rated-se puzzle's path (SE 4.6) with a unique loop
    /// of six cells and one extra cell.
    const SIX_CELL_LOOP: [&str; 9] = [
        "...456....2..56....2.4...8.......7....3......1............5..89.....6.8..2..5...9",
        "..3.56....23.56...12.....8.........9...4.........5..8.1...5.78.1....6.8..2..5.7..",
        "........9......7..1......8......6.8..2...........56.8.1...5..8....4.......3......",
        "..3.5.......4..........6...1......8.....5...9......78.1.3.5.7.9.2...........5.7.9",
        ".2.........3.5............91..4..........6......4..7..1.3.5.7..1.3.............8.",
        "1...............8.......7...2...........5...9..3...........6.......5...9...4.....",
        "......7..1..........3.........4.6..........8....4.6....2...........5...9....5...9",
        "...4.6....2...6....2.4.........5..........7..........9..3....8...3....8.1........",
        ".......8.........9....5......3......1.........2..........4...........7.......6...",
    ];

    #[test]
    fn remembered_loops_are_every_loop_along_a_walk() {
        let memory = Memory::default();
        let line = SIX_CELL_LOOP.concat();
        let grids = crate::techniques::test_support::grids_along_a_walk(&line, 300);
        assert!(grids.len() > 20);
        let mut loops = 0;
        for grid in &grids {
            let fresh = every_loop(grid).0;
            assert_eq!(remembered_loops(grid, &memory).0, fresh);
            loops += fresh.len();
        }
        assert!(loops > 0, "the walk meets unique loops");
    }

    #[test]
    fn a_loop_of_six_cells_with_one_extra_cell_is_type_1_at_4_6() {
        let grid = marks(SIX_CELL_LOOP);
        let (value, step) = easiest(&grid).expect("a unique loop");
        assert_eq!((value, step.technique), (46, TechniqueId::UniqueLoop1));
        assert_eq!(step.pattern().cells.len(), 6);
        assert_eq!(removed(&step), [("r4c9".into(), 5), ("r4c9".into(), 9)]);
        let text = step.sentence.plain();
        assert!(text.contains("the unique loop of 6 cells"), "{text}");
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
        let (value, step) = easiest(&grid).expect("a unique loop");
        assert_eq!((value, step.technique), (47, TechniqueId::UniqueLoop2));
        assert_eq!(step.pattern().cells.len(), 8);
        assert_eq!(removed(&step), [("r2c1".into(), 9)]);
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
        let (value, step) = easiest(&grid).expect("a unique rectangle");
        assert_eq!((value, step.technique), (45, TechniqueId::UniqueLoop3));
        assert_eq!(removed(&step), [("r8c2".into(), 8)]);
        let text = step.sentence.plain();
        assert!(text.contains("the unique rectangle "), "{text}");
    }

    #[test]
    fn a_loop_rates_by_its_length_and_its_set() {
        let cells = |n: u8| (0..n).map(|i| Cell::at(i % 9, i / 9)).collect::<Vec<_>>();
        let with = |n: u8, set: Option<LoopSet>| {
            Pattern::new(cells(n), Digits::EMPTY, Vec::new()).with(Parts::UniqueLoop(LoopParts {
                extra_cells: Vec::new(),
                set,
            }))
        };
        let value = |n: u8| unique_loop_value(&with(n, None));
        assert_eq!(
            [value(4), value(6), value(8), value(10), value(14)],
            [45, 46, 47, 50, 50]
        );
        let set = |hidden: bool, digits: Vec<u8>| LoopSet {
            hidden,
            cells: Vec::new(),
            digits,
        };
        // A naked triple on a rectangle, a hidden triple on a six-cell loop.
        assert_eq!(
            unique_loop_value(&with(4, Some(set(false, vec![3, 7, 8])))),
            47
        );
        assert_eq!(
            unique_loop_value(&with(6, Some(set(true, vec![1, 2, 5])))),
            47
        );
    }
}
