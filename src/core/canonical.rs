//! One representative for every copy of a puzzle: its minlex form. Relabelling
//! the digits, transposing, and reordering bands, stacks, and the rows and
//! columns inside them give the same puzzle written differently; of all those
//! copies, the minlex form is the one whose 81 digits, read row by row (0 for an
//! empty cell) with the digits renamed 1, 2, 3... in the order they first
//! appear, are smallest. Every copy of a puzzle has the same minlex form, so
//! whatever is computed from that form (the rating) is the same for every copy.
//!
//! The search fills the form row by row, keeping every partial copy whose rows
//! so far are the smallest any copy can write. A partial copy is an
//! orientation, the rows used, a stack order, a column order inside each stack
//! and the digit names given so far. Columns of a stack that every row so far
//! leaves empty stay interchangeable ("loose") instead of being tried in each
//! order: the next row that fills one of them decides their order (empty cells
//! first, then named digits by name, then new digits), so a sparse puzzle does
//! not multiply its copies by every order of its empty columns.

use std::cmp::Ordering;

/// How a copy is made from the puzzle: target row `r`, column `c` holds the
/// source cell (`rows[r]`, `cols[c]`) of the grid, transposed first when
/// `transpose`; source digit `d` is written `digits[d]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Transform {
    /// Whether the grid is transposed before rows and columns are picked.
    pub transpose: bool,
    /// The source row of each target row.
    pub rows: [u8; 9],
    /// The source column of each target column.
    pub cols: [u8; 9],
    /// Indexed by the source digit; `digits[0]` is 0 (an empty cell stays empty).
    pub digits: [u8; 10],
}

impl Transform {
    /// The copy of `grid` (81 digits, 0 for empty) this transform makes.
    pub fn apply(&self, grid: &[u8; 81]) -> [u8; 81] {
        let oriented = orient(grid, self.transpose);
        std::array::from_fn(|k| {
            let d = oriented[self.rows[k / 9] as usize * 9 + self.cols[k % 9] as usize];
            self.digits[d as usize]
        })
    }

    /// The index of the source cell the copy's cell `target` (0 to 80) is
    /// written from: what maps a step found on the copy back to the puzzle.
    pub fn source_cell(&self, target: usize) -> usize {
        let (row, col) = (
            self.rows[target / 9] as usize,
            self.cols[target % 9] as usize,
        );
        match self.transpose {
            false => row * 9 + col,
            true => col * 9 + row,
        }
    }

    /// The source digit written `target` in the copy (0 stays 0).
    pub fn source_digit(&self, target: u8) -> u8 {
        (0..10u8)
            .find(|&d| self.digits[d as usize] == target)
            .unwrap_or(0)
    }
}

/// The minlex form of `givens` and a transform that makes it. Meant for the
/// givens of a puzzle (no digit twice in a row, column or box); any 81 digits
/// get an answer, a grid with many empty rows more slowly.
pub fn minlex(givens: &[u8; 81]) -> ([u8; 81], Transform) {
    let grids = [orient(givens, false), orient(givens, true)];
    let mut form = [0u8; 81];
    let starts = first_rows(&grids);
    let mut partials: Vec<Partial> = Vec::new();
    for r in 0..9 {
        let choices: Vec<(&Partial, u8)> = match r {
            0 => starts.iter().map(|(p, row)| (p, *row)).collect(),
            _ => partials
                .iter()
                .flat_map(|p| p.next_rows(r).map(move |row| (p, row)))
                .collect(),
        };
        let mut best = [u8::MAX; 9];
        let mut kept: Vec<Partial> = Vec::new();
        for (partial, row) in choices {
            let grid = &grids[partial.transpose as usize];
            let line: &[u8; 9] = grid[row as usize * 9..][..9].try_into().unwrap();
            let Some(written) = partial.write(line, &best) else {
                continue;
            };
            if written.values < best {
                best = written.values;
                kept.clear();
            }
            partial.each_next(line, row, &written, |next| kept.push(next));
        }
        // Copies that reached the same state by different paths (empty rows
        // swapped) have the same future: keep one.
        if kept.len() > 1 {
            let mut keyed: Vec<(u128, Partial)> = kept.into_iter().map(|p| (p.key(), p)).collect();
            keyed.sort_unstable_by_key(|(key, _)| *key);
            keyed.dedup_by_key(|(key, _)| *key);
            kept = keyed.into_iter().map(|(_, p)| p).collect();
        }
        form[r * 9..][..9].copy_from_slice(&best);
        partials = kept;
    }
    (form, partials[0].transform())
}

/// Where the first row can come from: the rows, in either orientation, whose
/// stacks hold the fewest givens (compared emptiest stack first), each with
/// every stack order that puts emptier stacks first. With no digit named yet a
/// first row writes 0 at its empty cells and 1, 2, ... at its givens, so only
/// how many givens each stack holds decides it.
fn first_rows(grids: &[[u8; 81]; 2]) -> Vec<(Partial, u8)> {
    let mut best = [u8::MAX; 3];
    let mut starts = Vec::new();
    for transpose in [false, true] {
        for row in 0..9u8 {
            let line = &grids[transpose as usize][row as usize * 9..][..9];
            let count = |stack: u8| {
                line[stack as usize * 3..][..3]
                    .iter()
                    .filter(|&&d| d != 0)
                    .count() as u8
            };
            let mut counts = [count(0), count(1), count(2)];
            counts.sort_unstable();
            match counts.cmp(&best) {
                Ordering::Greater => continue,
                Ordering::Less => {
                    best = counts;
                    starts.clear();
                }
                Ordering::Equal => {}
            }
            for stacks in ORDERS_OF_THREE
                .iter()
                .filter(|s| s.is_sorted_by_key(|&k| count(k)))
            {
                let partial = Partial {
                    transpose,
                    rows: [0; 9],
                    filled: 0,
                    cols: std::array::from_fn(|k| stacks[k / 3] * 3 + (k % 3) as u8),
                    loose: INSIDE_STACKS,
                    names: [0; 10],
                    named: 0,
                };
                starts.push((partial, row));
            }
        }
    }
    starts
}

/// The grid, transposed or not.
fn orient(grid: &[u8; 81], transpose: bool) -> [u8; 81] {
    std::array::from_fn(|k| match transpose {
        false => grid[k],
        true => grid[(k % 9) * 9 + k / 9],
    })
}

/// The six orders of three things.
const ORDERS_OF_THREE: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Every order of `n` (2 or 3) things.
fn orders(n: usize) -> &'static [[u8; 3]] {
    const TWO: [[u8; 3]; 2] = [[0, 1, 2], [1, 0, 2]];
    match n {
        2 => &TWO,
        _ => &ORDERS_OF_THREE,
    }
}

/// `loose` at the start: every column interchangeable with its neighbours
/// inside its stack (bit `p`: positions `p` and `p + 1`).
const INSIDE_STACKS: u16 = 0b11_011_011;

/// A copy filled up to some row.
#[derive(Clone)]
struct Partial {
    transpose: bool,
    /// The source rows used, in target order.
    rows: [u8; 9],
    filled: usize,
    /// The source column at each position; inside a loose run, in increasing
    /// order (any order writes the same rows so far).
    cols: [u8; 9],
    /// Bit `p`: the columns at positions `p` and `p + 1` may still swap.
    loose: u16,
    /// The name given to each source digit so far (0: none yet).
    names: [u8; 10],
    named: u8,
}

/// What writing a row would give a partial copy: the row, and the column
/// order it leaves (new digits inside each run in increasing column order, to
/// be tried in every order by [`Partial::each_next`]).
struct Written {
    values: [u8; 9],
    cols: [u8; 9],
    loose: u16,
    /// Where two or more new digits share a run: (first position, how many),
    /// at most one a stack.
    fresh: [(usize, usize); 3],
}

impl Partial {
    /// What decides this copy's future, packed in one number: the same key,
    /// the same rows to come.
    fn key(&self) -> u128 {
        let used = self.rows[..self.filled]
            .iter()
            .fold(0u128, |set, &r| set | 1 << r);
        let band = (self.rows[self.filled.max(1) - 1] / 3) as u128;
        let nibbles = |values: &[u8]| values.iter().fold(0u128, |k, &v| k << 4 | v as u128);
        let mut key = self.transpose as u128;
        key = key << 9 | used;
        key = key << 2 | band;
        key = key << 9 | self.loose as u128;
        key = key << 36 | nibbles(&self.cols);
        key << 36 | nibbles(&self.names[1..])
    }

    /// The source rows that may become target row `r`: any row at the start, the
    /// rest of the current band's rows inside a band, any row of an unused band
    /// at a band's start.
    fn next_rows(&self, r: usize) -> impl Iterator<Item = u8> + '_ {
        let used = &self.rows[..self.filled];
        (0..9u8).filter(move |&row| {
            let allowed = match r {
                0 => true,
                _ if r.is_multiple_of(3) => used.iter().all(|&u| u / 3 != row / 3),
                _ => row / 3 == self.rows[r - 1] / 3,
            };
            allowed && !used.contains(&row)
        })
    }

    /// The smallest this copy can write with `line` (the source row's digits)
    /// as its next row: inside each loose run, empty cells first, then named
    /// digits by name, then new digits (named next, in any order among them).
    /// `None` as soon as it reads more than `best`.
    fn write(&self, line: &[u8; 9], best: &[u8; 9]) -> Option<Written> {
        let mut written = Written {
            values: [0; 9],
            cols: self.cols,
            loose: 0,
            fresh: [(0, 0); 3],
        };
        let mut named = self.named;
        let mut order = Ordering::Equal;
        let mut start = 0;
        let mut runs_with_fresh = 0;
        while start < 9 {
            let mut end = start;
            while self.loose & 1 << end != 0 {
                end += 1;
            }
            let run = &mut written.cols[start..=end];
            // Empty cells (by column, to keep equal states equal), then named
            // digits by name, then new ones.
            let rank = |c: u8| match line[c as usize] {
                0 => c,
                d if self.names[d as usize] != 0 => 16 + self.names[d as usize],
                _ => 32 + c,
            };
            // At most three columns: an insertion sort, without a call.
            for i in 1..run.len() {
                let mut j = i;
                while j > 0 && rank(run[j - 1]) > rank(run[j]) {
                    run.swap(j - 1, j);
                    j -= 1;
                }
            }
            let mut fresh = 0;
            for p in start..=end {
                let d = line[written.cols[p] as usize] as usize;
                written.values[p] = match d {
                    0 => {
                        if p > start {
                            written.loose |= 1 << (p - 1);
                        }
                        0
                    }
                    _ if self.names[d] != 0 => self.names[d],
                    _ => {
                        fresh += 1;
                        named += 1;
                        named
                    }
                };
            }
            if fresh > 1 {
                written.fresh[runs_with_fresh] = (end + 1 - fresh, fresh);
                runs_with_fresh += 1;
            }
            // Compared cell by cell: a slice comparison calls out to memcmp.
            let pairs = written.values[start..=end].iter().zip(&best[start..=end]);
            for (value, bound) in pairs {
                if order != Ordering::Equal {
                    break;
                }
                order = value.cmp(bound);
            }
            if order == Ordering::Greater {
                return None;
            }
            start = end + 1;
        }
        Some(written)
    }

    /// The copies `written` leads to, `line` (source `row`) taken as the next
    /// row: one for each order of the new digits sharing a run, digits named
    /// from left to right.
    fn each_next(&self, line: &[u8; 9], row: u8, written: &Written, mut keep: impl FnMut(Partial)) {
        let runs: Vec<(usize, usize)> = written
            .fresh
            .iter()
            .copied()
            .filter(|&(_, n)| n > 1)
            .collect();
        let mut choice = [0usize; 3];
        loop {
            let mut next = self.clone();
            next.rows[self.filled] = row;
            next.filled += 1;
            next.loose = written.loose;
            next.cols = written.cols;
            for (&(at, n), &pick) in runs.iter().zip(&choice) {
                for (k, &from) in orders(n)[pick][..n].iter().enumerate() {
                    next.cols[at + k] = written.cols[at + from as usize];
                }
            }
            for &c in &next.cols {
                let d = line[c as usize] as usize;
                if d != 0 && next.names[d] == 0 {
                    next.named += 1;
                    next.names[d] = next.named;
                }
            }
            keep(next);
            // The next combination of orders, as an odometer.
            let mut k = 0;
            loop {
                let Some(&(_, n)) = runs.get(k) else {
                    return;
                };
                choice[k] += 1;
                if choice[k] < orders(n).len() {
                    break;
                }
                choice[k] = 0;
                k += 1;
            }
        }
    }

    /// The transform this (finished) copy makes, with digits the puzzle lacks
    /// named after the others, in their order.
    fn transform(&self) -> Transform {
        let mut digits = self.names;
        let mut named = self.named;
        for d in digits.iter_mut().skip(1) {
            if *d == 0 {
                named += 1;
                *d = named;
            }
        }
        Transform {
            transpose: self.transpose,
            rows: self.rows,
            cols: self.cols,
            digits,
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::Strategy;

    fn givens(line: &str) -> [u8; 81] {
        std::array::from_fn(|k| {
            let ch = line.as_bytes()[k];
            if ch.is_ascii_digit() { ch - b'0' } else { 0 }
        })
    }

    /// The smallest copy over every transform, tried one by one (2 x 6^8
    /// cell orders, digits named by first appearance).
    fn minlex_by_trying_all(g: &[u8; 81]) -> [u8; 81] {
        let lines: Vec<[u8; 9]> = {
            let mut all = Vec::new();
            for bands in ORDERS_OF_THREE {
                for a in ORDERS_OF_THREE {
                    for b in ORDERS_OF_THREE {
                        for c in ORDERS_OF_THREE {
                            let inner = [a, b, c];
                            all.push(std::array::from_fn(|k| {
                                bands[k / 3] * 3 + inner[k / 3][k % 3]
                            }));
                        }
                    }
                }
            }
            all
        };
        let mut best = [u8::MAX; 81];
        for transpose in [false, true] {
            for rows in &lines {
                'cols: for cols in &lines {
                    let mut names = [0u8; 10];
                    let mut named = 0;
                    let mut order = Ordering::Equal;
                    let mut copy = [0u8; 81];
                    for k in 0..81 {
                        let d = orient(g, transpose)
                            [rows[k / 9] as usize * 9 + cols[k % 9] as usize]
                            as usize;
                        if d != 0 && names[d] == 0 {
                            named += 1;
                            names[d] = named;
                        }
                        copy[k] = names[d];
                        if order == Ordering::Equal {
                            order = copy[k].cmp(&best[k]);
                            if order == Ordering::Greater {
                                continue 'cols;
                            }
                        }
                    }
                    if order == Ordering::Less {
                        best = copy;
                    }
                }
            }
        }
        best
    }

    const PUZZLES: [&str; 3] = [
        // A 17-clue puzzle: sparse rows, many column orders tie early.
        ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...",
        "9......7...1....25..2..13..7..4.951..9.2.7.4..143.5..7..31..7..15....4...8......9",
        // An empty row and an empty column (not a puzzle with one solution).
        "12.3.....4...5.6...7.....8..........9.1.2.3...2...4...5.6.7...8....9.1.....3...2.",
    ];

    /// A step found on the minlex form is mapped back cell by cell and digit
    /// by digit: every cell of the form reads, through the transform, the
    /// digit its source cell holds.
    #[test]
    fn source_cells_and_digits_invert_the_transform() {
        for line in PUZZLES {
            let g = givens(line);
            let (form, t) = minlex(&g);
            for k in 0..81 {
                let source = g[t.source_cell(k)];
                assert_eq!(t.digits[source as usize], form[k], "{line} cell {k}");
                assert_eq!(t.source_digit(form[k]), source, "{line} cell {k}");
            }
            let mut cells: Vec<usize> = (0..81).map(|k| t.source_cell(k)).collect();
            cells.sort_unstable();
            assert_eq!(cells, (0..81).collect::<Vec<_>>(), "a permutation");
        }
    }

    #[test]
    fn the_search_finds_the_smallest_copy() {
        for line in PUZZLES {
            let g = givens(line);
            assert_eq!(minlex(&g).0, minlex_by_trying_all(&g), "{line}");
        }
    }

    #[test]
    fn the_search_finds_the_smallest_copy_of_hard_puzzles() {
        for line in include_str!("../../data/top95.txt").lines().step_by(8) {
            let g = givens(line);
            assert_eq!(minlex(&g).0, minlex_by_trying_all(&g), "{line}");
        }
    }

    /// A copy of `g`: `bands` and `stacks` pick the orders of bands and stacks
    /// and of the lines inside each (six orders of three, by index).
    fn copy(
        g: &[u8; 81],
        bands: [usize; 4],
        stacks: [usize; 4],
        transpose: bool,
        digits: [u8; 9],
    ) -> [u8; 81] {
        let lines = |pick: [usize; 4]| -> [u8; 9] {
            std::array::from_fn(|k| {
                ORDERS_OF_THREE[pick[0]][k / 3] * 3 + ORDERS_OF_THREE[pick[1 + k / 3]][k % 3]
            })
        };
        let mut names = [0u8; 10];
        names[1..].copy_from_slice(&digits);
        Transform {
            transpose,
            rows: lines(bands),
            cols: lines(stacks),
            digits: names,
        }
        .apply(g)
    }

    proptest::proptest! {
        #[test]
        fn every_copy_has_the_same_form(
            which in 0..PUZZLES.len(),
            bands in proptest::array::uniform4(0..6usize),
            stacks in proptest::array::uniform4(0..6usize),
            transpose: bool,
            digits in proptest::strategy::Just([1u8, 2, 3, 4, 5, 6, 7, 8, 9]).prop_shuffle(),
        ) {
            let g = givens(PUZZLES[which]);
            let c = copy(&g, bands, stacks, transpose, digits);
            proptest::prop_assert_eq!(minlex(&c).0, minlex(&g).0);
        }
    }

    #[test]
    fn the_transform_makes_the_form() {
        for line in PUZZLES {
            let g = givens(line);
            let (form, transform) = minlex(&g);
            assert_eq!(transform.apply(&g), form);
            let mut names = transform.digits[1..].to_vec();
            names.sort_unstable();
            assert_eq!(names, [1, 2, 3, 4, 5, 6, 7, 8, 9], "{line}");
        }
    }

    #[test]
    fn a_known_form() {
        // Worked by hand: the emptiest row (one given) first, its given last.
        let (form, _) = minlex(&givens(PUZZLES[0]));
        let line: String = form.iter().map(|d| (b'0' + d) as char).collect();
        assert_eq!(&line[..9], "000000001", "{line}");
    }

    #[test]
    fn an_empty_grid_is_its_own_form() {
        assert_eq!(minlex(&[0; 81]).0, [0; 81]);
    }
}
