//! Multi-sector locked set: the empty cells where some rows cross some
//! columns, and for each digit either those rows or those columns as the
//! places ("links") it can take there, a row or column holding a digit once.
//! Each cell holds one digit, and each link at most one of the cells' digits,
//! so the cells need at least as many links as they are; when the links are
//! exactly as many, every link takes its digit inside the cells, and the
//! digit goes from the rest of the link's row or column. The count is rank-0
//! logic (as many truths as links), with cells for truths.
//!
//! The search tries every set of two to seven rows against every set of two
//! to seven columns; each digit takes the rows or the columns, whichever are
//! fewer (the fewest links a digit can have with lines of one kind).

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit, bit_positions};
use crate::step::pattern::{DigitCover, Parts};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The technique.
pub struct MultiSectorLockedSet;

/// The fewest and most rows (and columns) a set crosses.
const LINES: std::ops::RangeInclusive<u32> = 2..=7;

/// Per digit (0-8), row and column: where the digit is a candidate of an
/// empty cell, as 9-bit masks.
struct Places {
    /// `in_row[d][r]`: the columns of row `r` holding `d`.
    in_row: [[u16; 9]; 9],
    /// `in_col[d][c]`: the rows of column `c` holding `d`.
    in_col: [[u16; 9]; 9],
    /// The empty cells of each column, as rows.
    empty_in_col: [u16; 9],
}

impl Places {
    fn of(grid: &Grid) -> Places {
        let mut p = Places {
            in_row: [[0; 9]; 9],
            in_col: [[0; 9]; 9],
            empty_in_col: [0; 9],
        };
        for cell in grid.empty_cells().iter() {
            let (r, c) = (cell.row() as usize, cell.col() as usize);
            p.empty_in_col[c] |= 1 << r;
            for d in grid.candidates(cell).iter() {
                p.in_row[d as usize - 1][r] |= 1 << c;
                p.in_col[d as usize - 1][c] |= 1 << r;
            }
        }
        p
    }
}

/// One set: its rows and columns, and per digit whether the rows are its
/// links (else the columns).
#[derive(Clone, Copy, Debug)]
struct Instance {
    rows: u16,
    cols: u16,
    cells: u32,
    by_rows: u16,
}

/// The rows (or columns) of a 9-bit mask, ascending.
fn bits(mask: u16) -> impl Iterator<Item = u8> {
    bit_positions(u64::from(mask)).map(|i| i as u8)
}

/// Every set whose links are as many as its cells, with at least one
/// elimination, in order: rows by mask, then columns by mask.
///
/// For one set of rows, the counts are kept for all 512 sets of columns at
/// once, digit by digit, one array entry per set of columns (index = mask):
/// element-wise loops the compiler runs many entries at a time.
fn instances(places: &Places, mut take: impl FnMut(Instance)) {
    let mut rows_of = [0u16; 512];
    let mut links = [0u8; 512];
    let mut cells = [0u8; 512];
    let mut by_row = [0u8; 512];
    let mut by_col = [0u8; 512];
    for rows in 1u16..512 {
        if !LINES.contains(&rows.count_ones()) {
            continue;
        }
        // The columns with an empty cell in the rows, and which rows those
        // cells cover.
        let mut usable = 0u16;
        let mut col_empty = [0u16; 9];
        for (c, empty) in col_empty.iter_mut().enumerate() {
            *empty = places.empty_in_col[c] & rows;
            usable |= u16::from(*empty != 0) << c;
        }
        if usable.count_ones() < *LINES.start() {
            continue;
        }
        by_columns(&mut cells, |c| col_empty[c].count_ones() as u8);
        links.fill(0);
        for d in 0..9 {
            // The rows holding d in each set of columns, then how many.
            rows_of[0] = 0;
            for c in 0..9 {
                let here = places.in_col[d][c] & rows;
                let (low, high) = rows_of.split_at_mut(1 << c);
                for (h, &l) in high[..1 << c].iter_mut().zip(low.iter()) {
                    *h = l | here;
                }
            }
            for (n, &m) in by_row.iter_mut().zip(&rows_of) {
                *n = count_ones(m);
            }
            by_columns(&mut by_col, |c| u8::from(places.in_col[d][c] & rows != 0));
            for ((l, &r), &c) in links.iter_mut().zip(&by_row).zip(&by_col) {
                *l += r.min(c);
            }
        }
        for cols in 1u16..512 {
            let at = cols as usize;
            if links[at] != cells[at]
                || cols & !usable != 0
                || !LINES.contains(&cols.count_ones())
                || !covers_rows(&col_empty, cols, rows)
            {
                continue;
            }
            let mut by_rows = 0u16;
            for d in 0..9 {
                let r = links_of(places, d, true, rows, cols).count();
                let c = links_of(places, d, false, rows, cols).count();
                let removes = || removed_by(places, d, true, rows, cols).next().is_some();
                if r < c || r == c && removes() {
                    by_rows |= 1 << d;
                }
            }
            let instance = Instance {
                rows,
                cols,
                cells: u32::from(cells[at]),
                by_rows,
            };
            // Rare: most rows and columns hold no set.
            if !removals(places, &instance).is_empty() {
                take(instance);
            }
        }
    }
}

/// The set bits of a 9-bit mask, by shifts and adds (which the compiler
/// runs on many masks at once, where `count_ones` takes one at a time).
fn count_ones(m: u16) -> u8 {
    let m = m - ((m >> 1) & 0x5555);
    let m = (m & 0x3333) + ((m >> 2) & 0x3333);
    let m = (m + (m >> 4)) & 0x0f0f;
    ((m + (m >> 8)) & 0x1f) as u8
}

/// `sums[cols]` = the sum of `each(c)` over the columns `c` of `cols`, for
/// every mask: the masks with highest column c are those below it plus c.
fn by_columns(sums: &mut [u8; 512], each: impl Fn(usize) -> u8) {
    sums[0] = 0;
    for c in 0..9 {
        let n = each(c);
        let (low, high) = sums.split_at_mut(1 << c);
        for (h, &l) in high[..1 << c].iter_mut().zip(low.iter()) {
            *h = l + n;
        }
    }
}

/// Whether every row of `rows` has an empty cell in one of `cols`.
fn covers_rows(col_empty: &[u16; 9], cols: u16, rows: u16) -> bool {
    let covered = bits(cols).fold(0, |acc, c| acc | col_empty[c as usize]);
    covered == rows
}

/// The links of digit `d` (0-8) in the set of `rows` and `cols`: the rows
/// holding it in the set's columns (`by_rows`), or the columns holding it in
/// its rows.
fn links_of(
    places: &Places,
    d: usize,
    by_rows: bool,
    rows: u16,
    cols: u16,
) -> impl Iterator<Item = u8> + '_ {
    let (lines, across) = if by_rows { (rows, cols) } else { (cols, rows) };
    let along = if by_rows {
        &places.in_row[d]
    } else {
        &places.in_col[d]
    };
    bits(lines).filter(move |&l| along[l as usize] & across != 0)
}

/// What digit `d` (0-8), linked by the rows (`by_rows`) or the columns,
/// loses: its places in its links outside the set.
fn removed_by(
    places: &Places,
    d: usize,
    by_rows: bool,
    rows: u16,
    cols: u16,
) -> impl Iterator<Item = Candidate> + '_ {
    let (across, along) = if by_rows {
        (cols, &places.in_row[d])
    } else {
        (rows, &places.in_col[d])
    };
    let digit = d as u8 + 1;
    links_of(places, d, by_rows, rows, cols).flat_map(move |l| {
        bits(along[l as usize] & !across).map(move |o| {
            let cell = if by_rows {
                Cell::at(l, o)
            } else {
                Cell::at(o, l)
            };
            Candidate::new(cell, digit)
        })
    })
}

/// The candidates an instance removes, digit by digit.
fn removals(places: &Places, instance: &Instance) -> Vec<Candidate> {
    (0..9)
        .flat_map(|d| {
            let by_rows = instance.by_rows >> d & 1 == 1;
            removed_by(places, d, by_rows, instance.rows, instance.cols)
        })
        .collect()
}

/// The cells of an instance, row-major.
fn cells_of(grid: &Grid, instance: &Instance) -> Vec<Cell> {
    let mut cells = CellSet::EMPTY;
    for r in bits(instance.rows) {
        for c in bits(instance.cols) {
            let cell = Cell::at(r, c);
            if grid.value(cell).is_none() {
                cells.insert(cell);
            }
        }
    }
    cells.to_vec()
}

/// Per digit of the cells, ascending, the lines it is linked by.
fn covers(places: &Places, instance: &Instance) -> Vec<DigitCover> {
    (0..9)
        .filter_map(|d| {
            let by_rows = instance.by_rows >> d & 1 == 1;
            let line = if by_rows { Unit::row } else { Unit::col };
            let units: Vec<Unit> = links_of(places, d, by_rows, instance.rows, instance.cols)
                .map(line)
                .collect();
            (!units.is_empty()).then(|| DigitCover {
                digit: d as u8 + 1,
                units,
            })
        })
        .collect()
}

/// The step of an instance: its pattern and sentence.
fn finding(grid: &Grid, places: &Places, instance: &Instance) -> Finding {
    let cells = cells_of(grid, instance);
    let digits = cells.iter().fold(Digits::from_bits(0), |ds, &c| {
        Digits::from_bits(ds.bits() | grid.candidates(c).bits())
    });
    let rows: Vec<Unit> = bits(instance.rows).map(Unit::row).collect();
    let cols: Vec<Unit> = bits(instance.cols).map(Unit::col).collect();
    let covers = covers(places, instance);
    let pattern = Pattern::new(cells.clone(), digits, [rows.clone(), cols.clone()].concat())
        .with(Parts::Sectors(covers.clone()));
    let deduction = Deduction::elimination(pattern, removals(places, instance));
    let mut sentence = Sentence::new()
        .text(format!("The {} empty cells where ", cells.len()))
        .units(rows)
        .text(" cross ")
        .units(cols)
        .text(format!(
            " need {n} digits and can take at most {n}, as a row or column takes a digit \
             once: ",
            n = instance.cells
        ));
    for (k, cover) in covers.iter().enumerate() {
        if k > 0 {
            sentence = sentence.text(", ");
        }
        let only = if k == 0 {
            " lies in them only in "
        } else {
            " only in "
        };
        sentence = sentence
            .digit(cover.digit)
            .text(only)
            .units(cover.units.clone());
    }
    let sentence = sentence
        .text(
            "; so each of those rows and columns has its digit in these cells (a multi-sector \
             locked set) => ",
        )
        .removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for MultiSectorLockedSet {
    /// The sets with the fewest cells first; among equals, rows by mask (row
    /// 1 the lowest bit), then columns.
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        let places = Places::of(grid);
        let mut all = Vec::new();
        instances(&places, |i| all.push(i));
        all.sort_by_key(|i| i.cells);
        for instance in &all {
            found(finding(grid, &places, instance))?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_one;

    /// The position of the lesson's first case (forum-hardest's first puzzle
    /// after its first step).
    fn lesson_grid() -> Grid {
        // Read from the file, not through `lesson`, which sits above the
        // techniques.
        let lesson = include_str!("../../../techniques/multi_sector_locked_set.md");
        let start = lesson
            .lines()
            .find_map(|l| l.strip_prefix("start: "))
            .unwrap();
        parse_one(start).unwrap().grid()
    }

    /// The links of `digit` in the cells, counted again from the cells:
    /// the fewer of the rows and the columns holding it there.
    fn fewest_lines(grid: &Grid, cells: &[Cell], digit: u8) -> usize {
        let holding: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| grid.candidates(c).contains(digit))
            .collect();
        let mut rows: Vec<u8> = holding.iter().map(|c| c.row()).collect();
        let mut cols: Vec<u8> = holding.iter().map(|c| c.col()).collect();
        for lines in [&mut rows, &mut cols] {
            lines.sort_unstable();
            lines.dedup();
        }
        rows.len().min(cols.len())
    }

    #[test]
    fn every_instance_has_as_many_links_as_cells() {
        let grid = lesson_grid();
        let places = Places::of(&grid);
        let mut all = Vec::new();
        instances(&places, |i| all.push(i));
        assert!(!all.is_empty());
        for instance in &all {
            let cells = cells_of(&grid, instance);
            let links: usize = (1..=9).map(|d| fewest_lines(&grid, &cells, d)).sum();
            assert_eq!(links, cells.len(), "{instance:?}");
            assert_eq!(instance.cells as usize, cells.len());
            // Every row and column of the set holds one of its cells.
            for r in bits(instance.rows) {
                assert!(cells.iter().any(|c| c.row() == r), "{instance:?}");
            }
            for c in bits(instance.cols) {
                assert!(cells.iter().any(|x| x.col() == c), "{instance:?}");
            }
        }
    }

    #[test]
    fn the_fewest_cells_come_first_and_remove_only_from_their_links() {
        let grid = lesson_grid();
        let found = MultiSectorLockedSet
            .find(&grid, &Analysis::new(&grid))
            .expect("a locked set");
        let d = &found.deduction;
        assert_eq!(d.pattern.cells.len(), 16);
        let Parts::Sectors(covers) = &d.pattern.parts else {
            panic!("no links");
        };
        let links: usize = covers.iter().map(|c| c.units.len()).sum();
        assert_eq!(links, 16);
        for e in &d.eliminations {
            let cover = covers.iter().find(|c| c.digit == e.digit).unwrap();
            assert!(
                cover.units.iter().any(|u| u.cells().contains(e.cell)),
                "{e:?}"
            );
            assert!(!d.pattern.cells.contains(&e.cell));
        }
        // The puzzle's solution keeps every digit the step removes.
        let solution = crate::solver::count_solutions(&grid, 2)
            .solution
            .expect("a solution");
        assert!(d.is_sound(&solution));
    }

    #[test]
    fn an_empty_grid_locks_nothing() {
        // Every digit everywhere: any crossing of rows and columns has more
        // links than cells.
        let grid = Grid::empty();
        assert_eq!(
            MultiSectorLockedSet.find(&grid, &Analysis::new(&grid)),
            None
        );
    }
}
