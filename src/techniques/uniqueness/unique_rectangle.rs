//! Unique rectangles, types 1 to 4. Four empty cells in two rows, two columns and
//! exactly two boxes that could all be left with only the same two digits a,b are a
//! "deadly pattern": the two digits could swap round the rectangle and the puzzle
//! would have two solutions. A puzzle with a single solution therefore has, in at
//! least one of the four cells, a digit other than a and b, and each type turns
//! that fact into eliminations:
//!
//! - type 1: three cells hold only a,b, so the fourth is neither a nor b;
//! - type 2: the two "floor" cells hold only a,b and the two "roof" cells (sharing
//!   a unit) hold a,b plus the same single digit x, so one roof cell is x and x
//!   leaves every cell that sees both;
//! - type 3: the roof's extra digits act as one more cell of each unit holding both
//!   roof cells; with other cells of that unit they form a locked set whose digits
//!   leave the rest of the unit;
//! - type 4: in a unit holding both roof cells one rectangle digit can go only in
//!   the roof cells, so one of them takes it and neither can take the other
//!   rectangle digit.
//!
//! These hold only for a puzzle with a single solution.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::pattern::{RectangleForm, RectangleParts};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Four cells in two rows, two columns and two boxes, and two digits all of them hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Rectangle {
    /// The corners, row-major: top-left, top-right, bottom-left, bottom-right.
    pub cells: [Cell; 4],
    /// The two digits, ascending.
    pub digits: [u8; 2],
    /// The two digits as a set.
    pub pair: Digits,
}

impl Rectangle {
    /// The corner diagonally opposite corner `k` (corners numbered as in `cells`).
    pub fn opposite(&self, k: usize) -> Cell {
        self.cells[3 - k]
    }

    /// The other corner in the row of corner `k`.
    pub fn row_partner(&self, k: usize) -> Cell {
        self.cells[k ^ 1]
    }

    /// The other corner in the column of corner `k`.
    pub fn col_partner(&self, k: usize) -> Cell {
        self.cells[k ^ 2]
    }
}

/// Calls `f` with every rectangle of empty cells spanning two boxes and every pair
/// of digits its four cells share, in a fixed order (top row, bottom row, left
/// column, right column, then digit pairs ascending), until it breaks.
pub(super) fn each_rectangle(
    grid: &Grid,
    mut f: impl FnMut(&Rectangle) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for r1 in 0..8u8 {
        for r2 in r1 + 1..9 {
            let same_band = r1 / 3 == r2 / 3;
            for c1 in 0..8u8 {
                let top_left = grid.candidates(Cell::at(r1, c1));
                let bottom_left = grid.candidates(Cell::at(r2, c1));
                let left = top_left & bottom_left;
                if left.len() < 2 {
                    continue;
                }
                for c2 in c1 + 1..9 {
                    // Two boxes exactly: the rows share a band or the columns a stack,
                    // but not both (that would be one box).
                    if same_band == (c1 / 3 == c2 / 3) {
                        continue;
                    }
                    let cells = [
                        Cell::at(r1, c1),
                        Cell::at(r1, c2),
                        Cell::at(r2, c1),
                        Cell::at(r2, c2),
                    ];
                    let common = left & grid.candidates(cells[1]) & grid.candidates(cells[3]);
                    if common.len() < 2 {
                        continue;
                    }
                    for a in common {
                        for b in common {
                            if b <= a {
                                continue;
                            }
                            let rect = Rectangle {
                                cells,
                                digits: [a, b],
                                pair: Digits::single(a) | Digits::single(b),
                            };
                            f(&rect)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The units (row or column first, then the box) that hold both cells.
pub(super) fn shared_units(a: Cell, b: Cell) -> ([Unit; 2], usize) {
    let mut units = [Unit::row(0); 2];
    let mut n = 0;
    if a.row() == b.row() {
        units[n] = Unit::row(a.row());
        n += 1;
    } else if a.col() == b.col() {
        units[n] = Unit::col(a.col());
        n += 1;
    }
    if a.box_index() == b.box_index() {
        units[n] = Unit::boxed(a.box_index());
        n += 1;
    }
    (units, n)
}

/// The sentence's opening: why the four corners cannot end with only the two digits.
pub(super) fn deadly_pattern_words(rect: &Rectangle) -> Sentence {
    Sentence::new()
        .text("Because the puzzle has a single solution, ")
        .cells(rect.cells)
        .text(" cannot be left with only ")
        .digits(rect.pair)
        .text(" (the two digits could swap round the rectangle)")
}

/// How a rectangle's step is told: as one of the classic techniques (every
/// corner holds both digits), or as a rectangle with missing candidates,
/// whose corners have lost some of them. The argument is the same: it is
/// about the digits the corners end with, not their candidates, so a corner
/// that has lost one of the two digits changes nothing but what it can end
/// with.
pub(super) struct Telling<'m> {
    /// The rectangle's digits its corners have lost, by cell: none for the
    /// classic techniques.
    pub missing: &'m [Candidate],
}

impl Telling<'_> {
    /// A classic rectangle's.
    pub const CLASSIC: Telling<'static> = Telling { missing: &[] };

    /// The sentence's opening: the deadly pattern, and which corners have
    /// lost a digit.
    pub fn opening(&self, rect: &Rectangle) -> Sentence {
        let mut words = deadly_pattern_words(rect);
        for (i, c) in self.missing.iter().enumerate() {
            words = words
                .text(if i == 0 { ", although " } else { " and " })
                .cell(c.cell)
                .text(" has lost ")
                .digit(c.digit);
        }
        words
    }

    /// The step's pattern: the classic one as it is, one with missing
    /// candidates with its form, what is missing, and a type 3's locking
    /// cells.
    pub fn pattern(&self, pattern: Pattern, form: RectangleForm, locking: Vec<Cell>) -> Pattern {
        if self.missing.is_empty() {
            if locking.is_empty() {
                return pattern;
            }
            return pattern.with(Parts::Locking(locking));
        }
        pattern.with(Parts::Rectangle(RectangleParts {
            form,
            missing: self.missing.to_vec(),
            subset_cells: locking,
        }))
    }
}

/// The opening every type shares: the deadly pattern, and the floor holding only the pair.
fn floor_words(tell: &Telling, rect: &Rectangle, floor: CellSet) -> Sentence {
    tell.opening(rect)
        .text("; ")
        .cells(floor)
        .text(if floor.len() == 1 {
            " holds only "
        } else {
            " hold only "
        })
        .digits(rect.pair)
}

/// `start`, then `, so A or B` for the two roof cells.
fn either(start: Sentence, [p, q]: [Cell; 2]) -> Sentence {
    start.text(", so ").cell(p).text(" or ").cell(q)
}

/// One type of unique rectangle.
pub struct UniqueRectangle {
    kind: Kind,
}

/// The four types, as the catalog lists them.
#[derive(Clone, Copy)]
enum Kind {
    One,
    Two,
    Three,
    Four,
    Five,
    Six,
}

impl UniqueRectangle {
    /// Three cells hold only the pair: the fourth loses both digits.
    pub const TYPE_1: UniqueRectangle = UniqueRectangle { kind: Kind::One };
    /// The two roof cells hold the pair plus the same one digit: it leaves their common peers.
    pub const TYPE_2: UniqueRectangle = UniqueRectangle { kind: Kind::Two };
    /// The roof's extra digits form a locked set with other cells of a unit.
    pub const TYPE_3: UniqueRectangle = UniqueRectangle { kind: Kind::Three };
    /// One rectangle digit is confined to the roof cells in a unit: the other leaves them.
    pub const TYPE_4: UniqueRectangle = UniqueRectangle { kind: Kind::Four };
    /// Two diagonal corners or three hold the pair plus the same one digit:
    /// it leaves the cells that see them all.
    pub const TYPE_5: UniqueRectangle = UniqueRectangle { kind: Kind::Five };
    /// Diagonal floor and roof, and a digit of the pair confined to the
    /// rectangle in both its rows or both its columns: it leaves the roof.
    pub const TYPE_6: UniqueRectangle = UniqueRectangle { kind: Kind::Six };
}

/// The floor (cells holding exactly the pair) and roof (the others) of a rectangle.
fn floor_and_roof(grid: &Grid, rect: &Rectangle) -> (CellSet, CellSet) {
    let mut floor = CellSet::EMPTY;
    let mut roof = CellSet::EMPTY;
    for c in rect.cells {
        if grid.candidates(c) == rect.pair {
            floor.insert(c);
        } else {
            roof.insert(c);
        }
    }
    (floor, roof)
}

/// The rectangle's pattern: the floor cells, then the roof cells (each row-major).
fn pattern_of(rect: &Rectangle, floor: CellSet, roof: CellSet, units: Vec<Unit>) -> Pattern {
    let cells = floor.iter().chain(roof.iter()).collect();
    Pattern::new(cells, rect.pair, units)
}

/// Three corners hold only the pair: the fourth is neither digit it holds
/// (either would fill the three others and leave the swap).
pub(super) fn type_1(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let (floor, roof) = floor_and_roof(grid, rect);
    if floor.len() != 3 {
        return ControlFlow::Continue(());
    }
    let Some(target) = roof.first() else {
        return ControlFlow::Continue(());
    };
    let removed = rect
        .digits
        .iter()
        .filter(|&&d| grid.candidates(target).contains(d))
        .map(|&d| Candidate::new(target, d))
        .collect();
    let pattern = tell.pattern(
        pattern_of(rect, floor, roof, Vec::new()),
        RectangleForm::Type1,
        Vec::new(),
    );
    let deduction = Deduction::elimination(pattern, removed);
    let sentence = floor_words(tell, rect, floor)
        .text(", so ")
        .cell(target)
        .text(" must hold another digit => ")
        .removals(&deduction.eliminations);
    found(Finding {
        deduction,
        sentence,
    })
}

/// A rectangle whose floor is two cells and whose two roof cells (row-major)
/// share a row or a column.
struct Roofed {
    floor: CellSet,
    roof: [Cell; 2],
}

impl Roofed {
    /// The roof cells as a set.
    fn roof_cells(&self) -> CellSet {
        let [p, q] = self.roof;
        CellSet::single(p) | CellSet::single(q)
    }
}

/// The floor and the two roof cells, when the floor is two cells and the roof
/// cells share a unit and hold both digits between them (a roof that has
/// lost the same digit in both cells is a naked pair, not a rectangle).
fn roof_pair(grid: &Grid, rect: &Rectangle) -> Option<Roofed> {
    let (floor, roof) = floor_and_roof(grid, rect);
    if floor.len() != 2 {
        return None;
    }
    let mut it = roof.iter();
    let (p, q) = (it.next()?, it.next()?);
    let held = grid.candidates(p) | grid.candidates(q);
    (rect.pair.is_subset(held) && (p.row() == q.row() || p.col() == q.col())).then_some(Roofed {
        floor,
        roof: [p, q],
    })
}

/// The roof cells add the same one digit to the pair: one of them is that
/// digit, which leaves every cell seeing both.
pub(super) fn type_2(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let Some(roofed) = roof_pair(grid, rect) else {
        return ControlFlow::Continue(());
    };
    let [p, q] = roofed.roof;
    let extra = grid.candidates(p) - rect.pair;
    let Some(x) = extra.single_digit() else {
        return ControlFlow::Continue(());
    };
    if grid.candidates(q) - rect.pair != extra {
        return ControlFlow::Continue(());
    }
    let targets = grid.positions(x) & p.peers() & q.peers();
    if targets.is_empty() {
        return ControlFlow::Continue(());
    }
    let removed = targets.iter().map(|c| Candidate::new(c, x)).collect();
    let pattern = tell.pattern(
        pattern_of(rect, roofed.floor, roofed.roof_cells(), Vec::new()),
        RectangleForm::Type2,
        Vec::new(),
    );
    let deduction = Deduction::elimination(pattern, removed);
    let sentence = either(floor_words(tell, rect, roofed.floor), roofed.roof)
        .text(" must be ")
        .digit(x)
        .text(", the only other digit they hold => ")
        .removals(&deduction.eliminations);
    found(Finding {
        deduction,
        sentence,
    })
}

/// Every locked set the roof makes, smallest first, units in order, cell
/// combinations in lexicographic order.
pub(super) fn type_3(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let Some(roofed) = roof_pair(grid, rect) else {
        return ControlFlow::Continue(());
    };
    let [p, q] = roofed.roof;
    let roof = roofed.roof_cells();
    let extra = (grid.candidates(p) | grid.candidates(q)) - rect.pair;
    let (units, n) = shared_units(p, q);
    let units = &units[..n];
    // With the roof as one more cell holding `extra`, k cells make a locked set of k+1 digits.
    for k in 1..=3usize {
        for &unit in units {
            let mut pool = [Cell::new(0); 9];
            let mut len = 0;
            for c in (unit.cells() & grid.empty_cells()) - roof {
                if (grid.candidates(c) | extra).len() as usize <= k + 1 {
                    pool[len] = c;
                    len += 1;
                }
            }
            let pool = &pool[..len];
            each_combination(pool.len(), k, |pick| {
                let locking: CellSet = pick.iter().map(|&i| pool[i]).collect();
                let digits = locking
                    .iter()
                    .fold(extra, |acc, c| acc | grid.candidates(c));
                if digits.len() as usize != k + 1 {
                    return ControlFlow::Continue(());
                }
                let named: Vec<Unit> = units
                    .iter()
                    .copied()
                    .filter(|u| locking.is_subset(u.cells()))
                    .collect();
                let mut removed = Vec::new();
                for u in &named {
                    for c in (u.cells() & grid.empty_cells()) - roof - locking {
                        for d in grid.candidates(c) & digits {
                            removed.push(Candidate::new(c, d));
                        }
                    }
                }
                if removed.is_empty() {
                    return ControlFlow::Continue(());
                }
                let pattern = tell.pattern(
                    pattern_of(rect, roofed.floor, roof, named.clone()),
                    RectangleForm::Type3,
                    locking.to_vec(),
                );
                let deduction = Deduction::elimination(pattern, removed);
                let sentence = either(floor_words(tell, rect, roofed.floor), roofed.roof)
                    .text(" must hold a digit other than ")
                    .digits(rect.pair)
                    .text(", and with ")
                    .cells(locking)
                    .text(" those extra digits make a locked set in ")
                    .units(named)
                    .text(" => ")
                    .removals(&deduction.eliminations);
                found(Finding {
                    deduction,
                    sentence,
                })
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// Units holding both roof cells in order, the confined digit ascending.
pub(super) fn type_4(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let Some(roofed) = roof_pair(grid, rect) else {
        return ControlFlow::Continue(());
    };
    let [p, q] = roofed.roof;
    let roof = roofed.roof_cells();
    let (units, n) = shared_units(p, q);
    for &unit in &units[..n] {
        for (confined, removed) in [
            (rect.digits[0], rect.digits[1]),
            (rect.digits[1], rect.digits[0]),
        ] {
            if grid.positions_in(unit, confined) != roof {
                continue;
            }
            let eliminations = [p, q]
                .into_iter()
                .filter(|&c| grid.candidates(c).contains(removed))
                .map(|c| Candidate::new(c, removed))
                .collect();
            let pattern = tell.pattern(
                pattern_of(rect, roofed.floor, roof, vec![unit]),
                RectangleForm::Type4,
                Vec::new(),
            );
            let deduction = Deduction::elimination(pattern, eliminations);
            let sentence = floor_words(tell, rect, roofed.floor)
                .text(", and in ")
                .unit(unit)
                .text(", ")
                .digit(confined)
                .text(" can only go in ")
                .cells(roof)
                .text(", so one of them is ")
                .digit(confined)
                .text(" and neither can be ")
                .digit(removed)
                .text(" => ")
                .removals(&deduction.eliminations);
            found(Finding {
                deduction,
                sentence,
            })?;
        }
    }
    ControlFlow::Continue(())
}

/// HoDoKu's type 5: the corners that hold more than the pair (two diagonal
/// ones or three; two sharing a unit are type 2) add the same one digit x.
/// Were none of them x, all four would hold only the pair: one is x, and x
/// leaves every cell that sees them all.
pub(super) fn type_5(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let (floor, roof) = floor_and_roof(grid, rect);
    let diagonal = |r: CellSet| {
        let mut it = r.iter();
        matches!((it.next(), it.next()), (Some(p), Some(q)) if p.row() != q.row() && p.col() != q.col())
    };
    if floor.is_empty() || !(roof.len() == 3 || (roof.len() == 2 && diagonal(roof))) {
        return ControlFlow::Continue(());
    }
    let Some(first) = roof.first() else {
        return ControlFlow::Continue(());
    };
    let extra = grid.candidates(first) - rect.pair;
    let Some(x) = extra.single_digit() else {
        return ControlFlow::Continue(());
    };
    if roof.iter().any(|c| grid.candidates(c) - rect.pair != extra) {
        return ControlFlow::Continue(());
    }
    let targets = roof
        .iter()
        .fold(grid.positions(x), |acc, c| acc & c.peers());
    if targets.is_empty() {
        return ControlFlow::Continue(());
    }
    let removed = targets.iter().map(|c| Candidate::new(c, x)).collect();
    let pattern = tell.pattern(
        pattern_of(rect, floor, roof, Vec::new()),
        RectangleForm::Type5,
        Vec::new(),
    );
    let deduction = Deduction::elimination(pattern, removed);
    let sentence = floor_words(tell, rect, floor)
        .text(", so one of ")
        .cells(roof)
        .text(" must be ")
        .digit(x)
        .text(", the only other digit they hold => ")
        .removals(&deduction.eliminations);
    found(Finding {
        deduction,
        sentence,
    })
}

/// HoDoKu's type 6: the floor is two diagonal corners, the roof the other
/// two, and a digit x of the pair can go, in both rows of the rectangle (or
/// both its columns), only in its corners. Were a roof corner x, the floor
/// corners (one in its row, one in its column) would be the other digit y,
/// and x would have to fill the other roof corner: the four corners would
/// hold x and y crosswise. So x leaves both roof corners. Rows before
/// columns, the smaller digit first.
pub(super) fn type_6(
    grid: &Grid,
    rect: &Rectangle,
    tell: &Telling,
    found: Found,
) -> ControlFlow<()> {
    let (floor, roof) = floor_and_roof(grid, rect);
    let mut roofs = roof.iter();
    let [p, q] = match (roofs.next(), roofs.next(), roofs.next()) {
        (Some(p), Some(q), None) if p.row() != q.row() && p.col() != q.col() => [p, q],
        _ => return ControlFlow::Continue(()),
    };
    if floor.len() != 2 {
        return ControlFlow::Continue(());
    }
    let corners: CellSet = rect.cells.iter().copied().collect();
    let lines = [
        [Unit::row(p.row()), Unit::row(q.row())],
        [
            Unit::col(p.col().min(q.col())),
            Unit::col(p.col().max(q.col())),
        ],
    ];
    for units in lines {
        for (x, y) in [
            (rect.digits[0], rect.digits[1]),
            (rect.digits[1], rect.digits[0]),
        ] {
            if units
                .iter()
                .any(|&u| !grid.positions_in(u, x).is_subset(corners))
            {
                continue;
            }
            let eliminations = [p, q]
                .into_iter()
                .filter(|&c| grid.candidates(c).contains(x))
                .map(|c| Candidate::new(c, x))
                .collect();
            let pattern = tell.pattern(
                pattern_of(rect, floor, roof, units.to_vec()),
                RectangleForm::Type6,
                Vec::new(),
            );
            let deduction = Deduction::elimination(pattern, eliminations);
            let sentence = floor_words(tell, rect, floor)
                .text(", and in ")
                .units(units.to_vec())
                .text(", ")
                .digit(x)
                .text(" can only go in the rectangle, so if ")
                .cell(p)
                .text(" were ")
                .digit(x)
                .text(", ")
                .cells(floor)
                .text(" would be ")
                .digit(y)
                .text(" and ")
                .cell(q)
                .text(" ")
                .digit(x)
                .text(" => ")
                .removals(&deduction.eliminations);
            found(Finding {
                deduction,
                sentence,
            })?;
        }
    }
    ControlFlow::Continue(())
}

impl Technique for UniqueRectangle {
    /// Rectangles in the order of `each_rectangle`.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let check = match self.kind {
            Kind::One => type_1,
            Kind::Two => type_2,
            Kind::Three => type_3,
            Kind::Four => type_4,
            Kind::Five => type_5,
            Kind::Six => type_6,
        };
        each_rectangle(grid, |rect| check(grid, rect, &Telling::CLASSIC, found))
    }

    fn needs_unique_solution(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    fn words(d: &Deduction) -> Vec<String> {
        d.eliminations
            .iter()
            .map(|e| format!("{}<>{}", e.cell, e.digit))
            .collect()
    }

    #[test]
    fn rectangles_span_exactly_two_boxes() {
        let mut count = 0;
        let walked = each_rectangle(&Grid::empty(), |rect| {
            let boxes: CellSet = rect
                .cells
                .iter()
                .map(|c| Cell::at(c.box_index(), 0))
                .collect();
            assert_eq!(boxes.len(), 2, "{rect:?}");
            assert!(rect.digits[0] < rect.digits[1]);
            count += 1;
            ControlFlow::Continue(())
        });
        assert!(walked.is_continue());
        // 486 rectangles of two boxes, each with the 36 pairs of digits.
        assert_eq!(count, 486 * 36);
    }

    #[test]
    fn shared_units_name_the_line_then_the_box() {
        let (u, n) = shared_units(Cell::at(1, 0), Cell::at(1, 2));
        assert_eq!(&u[..n], &[Unit::row(1), Unit::boxed(0)]);
        let (u, n) = shared_units(Cell::at(1, 0), Cell::at(1, 3));
        assert_eq!(&u[..n], &[Unit::row(1)]);
        let (u, n) = shared_units(Cell::at(0, 4), Cell::at(7, 4));
        assert_eq!(&u[..n], &[Unit::col(4)]);
    }

    const FLOOR: [(Cell, &[u8]); 2] = [(Cell::at(0, 0), &[1, 2]), (Cell::at(0, 3), &[1, 2])];

    #[test]
    fn type_1_empties_the_fourth_corner_of_the_pair() {
        let grid = grid_with(&[FLOOR[0], FLOOR[1], (Cell::at(1, 0), &[1, 2])]);
        let found = UniqueRectangle::TYPE_1
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        let d = &found.deduction;
        assert_eq!(words(d), ["r2c4<>1", "r2c4<>2"]);
        let cells: Vec<String> = d.pattern.cells.iter().map(|c| c.to_string()).collect();
        assert_eq!(cells, ["r1c1", "r1c4", "r2c1", "r2c4"]);
        let text = found.sentence.plain();
        assert!(text.contains("so r2c4 must hold another digit"), "{text}");
        assert!(
            UniqueRectangle::TYPE_2
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
    }

    #[test]
    fn type_2_removes_the_extra_digit_from_cells_seeing_both_roof_cells() {
        let grid = grid_with(&[
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 2, 3]),
            (Cell::at(1, 3), &[1, 2, 3]),
        ]);
        assert!(
            UniqueRectangle::TYPE_1
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
        let found = UniqueRectangle::TYPE_2
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        assert_eq!(
            words(&found.deduction),
            [
                "r2c2<>3", "r2c3<>3", "r2c5<>3", "r2c6<>3", "r2c7<>3", "r2c8<>3", "r2c9<>3"
            ]
        );
        let text = found.sentence.plain();
        assert!(text.contains("so r2c1 or r2c4 must be 3"), "{text}");
    }

    #[test]
    fn type_3_locks_the_extra_digits_with_other_cells_of_the_unit() {
        let grid = grid_with(&[
            FLOOR[0],
            FLOOR[1],
            (Cell::at(1, 0), &[1, 2, 3]),
            (Cell::at(1, 3), &[1, 2, 4]),
            (Cell::at(1, 6), &[3, 4]),
        ]);
        assert!(
            UniqueRectangle::TYPE_2
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
        let d = UniqueRectangle::TYPE_3
            .find(&grid, &Analysis::new(&grid))
            .unwrap()
            .deduction;
        assert_eq!(d.pattern.units, [Unit::row(1)]);
        assert_eq!(d.pattern.parts, Parts::Locking(vec![Cell::at(1, 6)]));
        assert_eq!(d.eliminations.len(), 12);
        assert!(
            d.eliminations
                .iter()
                .all(|e| e.cell.row() == 1 && [3, 4].contains(&e.digit))
        );
    }

    #[test]
    fn type_3_names_the_box_too_when_the_subset_lies_in_both() {
        // Roof r2c1, r2c2 (row 2 and box 1), partner r2c3 in both.
        let grid = grid_with(&[
            (Cell::at(3, 0), &[1, 2]),
            (Cell::at(3, 1), &[1, 2]),
            (Cell::at(1, 0), &[1, 2, 3]),
            (Cell::at(1, 1), &[1, 2, 4]),
            (Cell::at(1, 2), &[3, 4]),
        ]);
        let d = UniqueRectangle::TYPE_3
            .find(&grid, &Analysis::new(&grid))
            .unwrap()
            .deduction;
        assert_eq!(d.pattern.units, [Unit::row(1), Unit::boxed(0)]);
        // 6 row cells and 6 box cells outside row 2, two digits each.
        assert_eq!(d.eliminations.len(), 24);
    }

    #[test]
    fn type_4_keeps_the_confined_digit_in_the_roof() {
        let mut grid = grid_with(&[FLOOR[0], FLOOR[1]]);
        for c in Unit::row(1).cells() {
            if c.col() != 0 && c.col() != 3 {
                grid.eliminate(c, 1);
            }
        }
        let found = UniqueRectangle::TYPE_4
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        assert_eq!(words(&found.deduction), ["r2c1<>2", "r2c4<>2"]);
        assert_eq!(found.deduction.pattern.units, [Unit::row(1)]);
        let text = found.sentence.plain();
        assert!(
            text.contains("in row 2, 1 can only go in r2c1 and r2c4"),
            "{text}"
        );
    }

    #[test]
    fn nothing_on_the_empty_grid_and_find_leaves_the_grid_alone() {
        let grid = Grid::empty();
        for t in [
            UniqueRectangle::TYPE_1,
            UniqueRectangle::TYPE_2,
            UniqueRectangle::TYPE_3,
            UniqueRectangle::TYPE_4,
        ] {
            assert!(t.find(&grid, &Analysis::new(&grid)).is_none());
            assert!(t.needs_unique_solution());
        }
        assert_eq!(grid, Grid::empty());
    }

    /// A rectangle in rows 1 and 2, columns 1 and 4, with the floor r1c1
    /// and r2c4 (holding only 1 and 2) on one diagonal and the roof on the
    /// other, holding these candidates.
    fn diagonal(roof_1: &'static [u8], roof_2: &'static [u8]) -> Grid {
        grid_with(&[
            (Cell::at(0, 0), &[1, 2]),
            (Cell::at(1, 3), &[1, 2]),
            (Cell::at(0, 3), roof_1),
            (Cell::at(1, 0), roof_2),
        ])
    }

    #[test]
    fn type_5_removes_the_extra_digit_from_cells_seeing_the_diagonal_roof() {
        let grid = diagonal(&[1, 2, 3], &[1, 2, 3]);
        assert!(
            UniqueRectangle::TYPE_2
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
        let found = UniqueRectangle::TYPE_5
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        let d = &found.deduction;
        assert_eq!(words(d), ["r1c2<>3", "r1c3<>3", "r2c5<>3", "r2c6<>3"]);
        let cells: Vec<String> = d.pattern.cells.iter().map(|c| c.to_string()).collect();
        assert_eq!(cells, ["r1c1", "r2c4", "r1c4", "r2c1"]);
        let text = found.sentence.plain();
        assert!(text.contains("so one of r1c4 and r2c1 must be 3"), "{text}");
        // Another extra digit in one roof cell: no type 5.
        let grid = diagonal(&[1, 2, 3], &[1, 2, 3, 4]);
        assert!(
            UniqueRectangle::TYPE_5
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
    }

    #[test]
    fn type_5_takes_three_roof_corners() {
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2]),
            (Cell::at(0, 3), &[1, 2, 7]),
            (Cell::at(1, 0), &[1, 2, 7]),
            (Cell::at(1, 3), &[1, 2, 7]),
        ]);
        let found = UniqueRectangle::TYPE_5
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        // The cells seeing all three: none outside the rectangle in two boxes
        // but those of row 1 in box 2 and of row 2 in box 1 that see r2c4
        // and r1c4... only cells sharing a unit with each of the three.
        for e in &found.deduction.eliminations {
            for roof in [Cell::at(0, 3), Cell::at(1, 0), Cell::at(1, 3)] {
                assert!(e.cell.peers().contains(roof), "{}", e.cell);
            }
            assert_eq!(e.digit, 7);
        }
        assert!(!found.deduction.eliminations.is_empty());
    }

    #[test]
    fn type_6_clears_the_roof_of_a_digit_confined_to_the_rectangle_rows() {
        let mut grid = diagonal(&[1, 2, 5], &[1, 2, 6]);
        for c in Unit::row(0).cells() | Unit::row(1).cells() {
            if ![0, 3].contains(&c.col()) {
                grid.eliminate(c, 1);
            }
        }
        let found = UniqueRectangle::TYPE_6
            .find(&grid, &Analysis::new(&grid))
            .unwrap();
        let d = &found.deduction;
        assert_eq!(words(d), ["r1c4<>1", "r2c1<>1"]);
        assert_eq!(d.pattern.units, [Unit::row(0), Unit::row(1)]);
        let text = found.sentence.plain();
        assert!(
            text.contains("in rows 1 and 2, 1 can only go in the rectangle, so if r1c4 were 1, r1c1 and r2c4 would be 2 and r2c1 1"),
            "{text}"
        );
        // Without the confinement, nothing.
        let grid = diagonal(&[1, 2, 5], &[1, 2, 6]);
        assert!(
            UniqueRectangle::TYPE_6
                .find(&grid, &Analysis::new(&grid))
                .is_none()
        );
    }
}
