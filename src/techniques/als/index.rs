//! Almost locked sets, enumerated once per grid for the ALS techniques (ALS-XZ,
//! ALS-XY-wing, death blossom): every set of n empty cells of one unit whose
//! candidates are exactly n+1 digits, up to a size cap, as bitsets.
//!
//! For each set and digit the enumeration keeps the set's cells holding that
//! digit and the cells that see all of them, so the two questions the techniques
//! ask are single bit operations: is `x` a restricted common digit of two sets
//! (every `x` of one sees every `x` of the other), and which cells see every
//! candidate of `z` in some sets.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::chain::{AlmostLockedSet, cells_eureka};
use crate::techniques::Analysis;
use crate::techniques::chains::links::common_peers;
use crate::techniques::memory::Memory;
use std::borrow::Borrow;
use std::sync::Arc;

/// The largest almost locked set enumerated, in cells: eight, so every set
/// there is (n cells hold n + 1 of the digits their unit still needs, one per
/// empty cell, so the unit has n + 1 empty cells at least). The ALS-XY-wing
/// and the death blossom need sets of six cells or more for some of HoDoKu's
/// steps (docs/coverage.md); they cost `explain` about 5% on top1465
/// (docs/performance.md). The ALS chain takes only those of up to five cells
/// (`chains::als_chain`).
pub const MAX_CELLS: usize = 8;

/// One almost locked set of the grid.
#[derive(Clone, Copy, Debug)]
pub struct Als {
    /// The cells (all in one unit).
    pub cells: CellSet,
    /// Their candidates: one more digit than cells.
    pub digits: Digits,
    /// Per digit (index `d - 1`): the cells of the set holding it.
    holders: [CellSet; 9],
    /// Per digit: the cells that see every holder of it (none of the holders).
    seers: [CellSet; 9],
}

impl Als {
    /// The set of these cells on `grid`, whatever their digits.
    pub fn new(grid: &Grid, cells: CellSet) -> Als {
        let digits = cells
            .iter()
            .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c));
        let mut holders = [CellSet::EMPTY; 9];
        let mut seers = [CellSet::EMPTY; 9];
        for d in digits {
            let h = cells & grid.positions(d);
            holders[usize::from(d - 1)] = h;
            seers[usize::from(d - 1)] = common_peers(h);
        }
        Als {
            cells,
            digits,
            holders,
            seers,
        }
    }

    /// How many cells.
    pub fn len(&self) -> u32 {
        self.cells.len()
    }

    /// The cells of the set holding `d`.
    pub fn holders(&self, d: u8) -> CellSet {
        self.holders[usize::from(d - 1)]
    }

    /// The cells that see every cell of the set holding `d` (empty when none does).
    pub fn seers(&self, d: u8) -> CellSet {
        if self.digits.contains(d) {
            self.seers[usize::from(d - 1)]
        } else {
            CellSet::EMPTY
        }
    }

    #[cfg(test)]
    /// Whether `d` is a restricted common digit of `self` and `other`: both hold
    /// it, and every cell of one holding it sees every cell of the other holding it.
    pub fn restricted_common(&self, other: &Als, d: u8) -> bool {
        self.digits.contains(d)
            && other.digits.contains(d)
            && other.holders(d).is_subset(self.seers(d))
    }

    /// The set as the trace records it.
    pub fn record(&self) -> AlmostLockedSet {
        AlmostLockedSet {
            cells: self.cells.to_vec(),
            digits: self.digits.iter().collect(),
        }
    }

    /// The set in words: `r1c2,r1c5 (1,2,3)`.
    pub fn words(&self) -> String {
        format!("{} ({})", cells_eureka(self.cells), self.digits.to_list())
    }

    /// The set as an Eureka node: `(before=after)cells`, as `(7=3)r1c2,r1c5`.
    pub fn eureka(&self, before: Digits, after: Digits) -> String {
        format!(
            "({}={}){}",
            digit_string(before),
            digit_string(after),
            cells_eureka(self.cells)
        )
    }
}

/// The pairs of `sets` that share cells, in order, with the cells they
/// share: the ALS-XY-wing's sets and the death blossom's petals may.
pub fn shared_cells(sets: &[&Als]) -> Vec<(usize, usize, CellSet)> {
    let mut out = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            if a.cells.intersects(b.cells) {
                out.push((i, j, a.cells & b.cells));
            }
        }
    }
    out
}

/// Digits run together, as Eureka writes them: `78`.
fn digit_string(digits: Digits) -> String {
    digits.iter().map(|d| char::from(b'0' + d)).collect()
}

/// The unit an almost locked set is listed under: its cells' row, else column,
/// else box (so a set inside a box/line intersection is listed once).
fn home_unit(cells: CellSet) -> Option<Unit> {
    let first = cells.first()?;
    let units = first.units();
    units.into_iter().find(|u| cells.is_subset(u.cells()))
}

/// Every almost locked set of `grid` with at most `max_cells` cells, each once,
/// the smallest first (then rows, columns, boxes; cells in row order).
pub fn almost_locked_sets(grid: &Grid, max_cells: usize) -> Vec<Als> {
    sets_by_unit(|unit| in_unit(grid, unit, max_cells))
}

/// The sets `of_unit` gives for each unit, the smallest first (then in unit
/// order).
fn sets_by_unit<L: Borrow<Vec<(usize, Als)>>>(of_unit: impl FnMut(Unit) -> L) -> Vec<Als> {
    let lists: Vec<L> = Unit::all().map(of_unit).collect();
    let each = || lists.iter().map(|l| l.borrow());
    let mut sets = Vec::with_capacity(each().map(Vec::len).sum());
    let largest = each().flatten().map(|(n, _)| *n).max().unwrap_or(0);
    for n in 1..=largest {
        for list in each() {
            sets.extend(list.iter().filter(|(k, _)| *k == n).map(|(_, a)| *a));
        }
    }
    sets
}

/// The almost locked sets listed under `unit` (see [`home_unit`]), with
/// their sizes, in the order the walk over its cells meets them. It reads
/// only the unit's cells.
fn in_unit(grid: &Grid, unit: Unit, max_cells: usize) -> Vec<(usize, Als)> {
    let mut found: Vec<(usize, CellSet)> = Vec::new();
    let cells: Vec<Cell> = (unit.cells() & grid.empty_cells()).iter().collect();
    let mut walk = Grow {
        grid,
        unit,
        cells: &cells,
        max_cells,
        found: &mut found,
    };
    walk.go(0, CellSet::EMPTY, 0, Digits::EMPTY);
    found
        .into_iter()
        .map(|(n, cells)| (n, Als::new(grid, cells)))
        .collect()
}

/// The walk over the subsets of one unit's empty cells.
struct Grow<'a> {
    grid: &'a Grid,
    unit: Unit,
    cells: &'a [Cell],
    max_cells: usize,
    found: &'a mut Vec<(usize, CellSet)>,
}

impl Grow<'_> {
    /// Extends `chosen` (`n` cells whose candidates are `digits`) with cells of
    /// `cells[from..]`, recording every almost locked set on the way.
    fn go(&mut self, from: usize, chosen: CellSet, n: usize, digits: Digits) {
        for k in from..self.cells.len() {
            let next = digits | self.grid.candidates(self.cells[k]);
            let len = next.len() as usize;
            // A set of at most max_cells cells holds at most max_cells + 1 digits.
            if len > self.max_cells + 1 {
                continue;
            }
            let set = chosen | CellSet::single(self.cells[k]);
            if len == n + 2 && home_unit(set) == Some(self.unit) {
                self.found.push((n + 1, set));
            }
            if n + 1 < self.max_cells {
                self.go(k + 1, set, n + 1, next);
            }
        }
    }
}

/// Every almost locked set of a grid (up to [`MAX_CELLS`] cells, smallest
/// first) and every pair of sets with restricted common digits.
#[derive(Debug)]
pub struct AlsIndex {
    /// The sets, smallest first.
    pub sets: Vec<Als>,
    /// Pairs `(i, j, rcc)` of sets, `i < j`, with their restricted commons.
    /// Two sets may share cells; a restricted common digit is never in a
    /// shared cell (a cell does not see itself).
    pub links: Vec<(usize, usize, Digits)>,
    /// The sets by a candidate that sees their digit.
    seeing: Seeing,
}

impl AlsIndex {
    /// The index of `grid`, computed here.
    pub fn new(grid: &Grid) -> AlsIndex {
        AlsIndex::of_sets(grid, almost_locked_sets(grid, MAX_CELLS))
    }

    /// The index of `grid`, with the sets of each unit a step left alone
    /// taken from the walk's `memory`.
    fn remembered(grid: &Grid, memory: &Memory) -> AlsIndex {
        let sets = sets_by_unit(|unit| {
            let at = (unit.id(), 27);
            memory.recall("almost locked sets", grid, at, unit.cells(), || {
                in_unit(grid, unit, MAX_CELLS)
            })
        });
        AlsIndex::of_sets(grid, sets)
    }

    /// The index of `sets`, every almost locked set of `grid`.
    fn of_sets(grid: &Grid, sets: Vec<Als>) -> AlsIndex {
        let seeing = Seeing::new(grid, &sets);
        AlsIndex {
            links: links_of(&sets, &seeing),
            sets,
            seeing,
        }
    }

    /// The indices of the sets, ascending, that hold `d` and whose every
    /// holder of `d` sees `cell`, a candidate of `d` (so `cell` is not in them).
    pub fn seeing(&self, d: u8, cell: Cell) -> &[u16] {
        self.seeing.sets(d, cell)
    }
}

/// Per candidate (digit and cell), the sets whose holders of the digit all see
/// the cell, in index order: one list after another, counted, then filled (no
/// sorting).
#[derive(Debug)]
struct Seeing {
    /// Where each candidate's list starts in `sets` (and the last ends).
    start: Vec<u32>,
    sets: Vec<u16>,
    /// Beside each listed set, the cells that see all its holders of the
    /// digit: what [`links_of`] tests, read in list order rather than from
    /// the sets themselves.
    seers: Vec<CellSet>,
}

impl Seeing {
    fn key(d: u8, c: Cell) -> usize {
        usize::from(d - 1) * 81 + c.index()
    }

    fn new(grid: &Grid, sets: &[Als]) -> Seeing {
        let mut start = vec![0u32; 9 * 81 + 1];
        for a in sets {
            for d in a.digits {
                for c in a.seers(d) & grid.positions(d) {
                    start[Seeing::key(d, c) + 1] += 1;
                }
            }
        }
        for k in 1..start.len() {
            start[k] += start[k - 1];
        }
        let mut fill = start.clone();
        let total = start[9 * 81] as usize;
        let mut listed = vec![0u16; total];
        let mut seers = vec![CellSet::EMPTY; total];
        for (i, a) in sets.iter().enumerate() {
            for d in a.digits {
                for c in a.seers(d) & grid.positions(d) {
                    let k = Seeing::key(d, c);
                    listed[fill[k] as usize] = i as u16;
                    seers[fill[k] as usize] = a.seers(d);
                    fill[k] += 1;
                }
            }
        }
        Seeing {
            start,
            sets: listed,
            seers,
        }
    }

    /// Where the list of candidate `d` in `c` lies.
    fn span(&self, d: u8, c: Cell) -> std::ops::Range<usize> {
        let k = Seeing::key(d, c);
        self.start[k] as usize..self.start[k + 1] as usize
    }

    fn sets(&self, d: u8, c: Cell) -> &[u16] {
        &self.sets[self.span(d, c)]
    }
}

/// Every pair `(i, j, rcc)`, `i < j`, of sets with restricted commons,
/// ordered by `i` then `j`. The sets may share cells, none holding a
/// restricted common digit: the holders of one set must all see those of
/// the other, and a cell does not see itself.
///
/// Rather than test every pair, each set A and digit d look up the sets B whose
/// holders of d all see one holder of d in A (a necessary condition) in
/// `seeing`, the holder with the shortest list; only those pairs are tested
/// in full.
fn links_of(sets: &[Als], seeing: &Seeing) -> Vec<(usize, usize, Digits)> {
    let mut links: Vec<(usize, usize, Digits)> = Vec::new();
    // Per set A, the later sets linked to it, with the digit.
    let mut found: Vec<(u16, u8)> = Vec::new();
    for (i, a) in sets.iter().enumerate() {
        found.clear();
        for d in a.digits {
            let holders = a.holders(d);
            let Some(h) = holders.iter().min_by_key(|&h| seeing.span(d, h).len()) else {
                continue;
            };
            // The list is in index order: the later sets are at its end.
            let span = seeing.span(d, h);
            let (bucket, seers) = (&seeing.sets[span.clone()], &seeing.seers[span]);
            let later = bucket.partition_point(|&j| usize::from(j) <= i);
            for (&j, &seers) in bucket[later..].iter().zip(&seers[later..]) {
                if holders.is_subset(seers) {
                    found.push((j, d));
                }
            }
        }
        found.sort_unstable();
        for &(j, d) in &found {
            let j = usize::from(j);
            match links.last_mut() {
                Some(last) if last.0 == i && last.1 == j => last.2.insert(d),
                _ => links.push((i, j, Digits::single(d))),
            }
        }
    }
    links
}

/// The index of the grid `analysis` describes, built once for the three ALS
/// techniques that ask in turn: the index is the bulk of their work.
pub fn index(analysis: &Analysis) -> Arc<AlsIndex> {
    match analysis.memory() {
        Some(memory) => analysis.shared(|grid| AlsIndex::remembered(grid, memory)),
        None => analysis.shared(AlsIndex::new),
    }
}

/// The candidates of `d` outside `inside` that see every cell holding `d` in all
/// of `sets` (none when no set holds it).
pub fn seeing_all(grid: &Grid, sets: &[&Als], d: u8, inside: CellSet) -> CellSet {
    if sets.iter().all(|s| s.holders(d).is_empty()) {
        return CellSet::EMPTY;
    }
    let seen = sets
        .iter()
        .filter(|s| !s.holders(d).is_empty())
        .fold(grid.positions(d), |acc, s| acc & s.seers(d));
    seen - inside
}

/// The candidates `cells` of `d` as removals.
pub fn removals(cells: CellSet, d: u8) -> impl Iterator<Item = Candidate> {
    cells.iter().map(move |c| Candidate::new(c, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    #[test]
    fn remembered_sets_are_every_set_along_a_walk() {
        let memory = Memory::default();
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        for grid in crate::techniques::test_support::grids_along_a_walk(line, 300) {
            let fresh = AlsIndex::new(&grid);
            let remembered = AlsIndex::remembered(&grid, &memory);
            let cells = |i: &AlsIndex| i.sets.iter().map(|a| a.cells).collect::<Vec<_>>();
            assert_eq!(cells(&remembered), cells(&fresh));
            assert_eq!(remembered.links, fresh.links);
        }
    }

    #[test]
    fn finds_bivalue_cells_and_larger_sets_once() {
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2]),
            (Cell::at(0, 1), &[2, 3]),
            (Cell::at(0, 4), &[1, 3, 4]),
        ]);
        let sets = almost_locked_sets(&grid, 3);
        let of = |cells: &[Cell]| {
            let want: CellSet = cells.iter().copied().collect();
            sets.iter().filter(|a| a.cells == want).count()
        };
        assert_eq!(of(&[Cell::at(0, 0)]), 1);
        // In row 1 and box 1: listed once.
        assert_eq!(of(&[Cell::at(0, 0), Cell::at(0, 1)]), 1);
        assert_eq!(of(&[Cell::at(0, 0), Cell::at(0, 4)]), 0);
        // Three cells, four digits.
        assert_eq!(of(&[Cell::at(0, 0), Cell::at(0, 1), Cell::at(0, 4)]), 1);
        assert!(sets.windows(2).all(|w| w[0].len() <= w[1].len()));
        assert!(sets.iter().all(|a| a.digits.len() == a.len() + 1));
    }

    #[test]
    fn restricted_common_needs_every_holder_to_see_every_holder() {
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2]),
            (Cell::at(0, 5), &[2, 3]),
            (Cell::at(4, 0), &[2, 3]),
        ]);
        let a = Als::new(&grid, CellSet::single(Cell::at(0, 0)));
        let b = Als::new(&grid, CellSet::single(Cell::at(0, 5)));
        let c = Als::new(&grid, CellSet::single(Cell::at(4, 0)));
        assert!(a.restricted_common(&b, 2));
        assert!(!a.restricted_common(&b, 1));
        assert!((1..=9).all(|d| !b.restricted_common(&c, d)));
        let seen = seeing_all(&grid, &[&b, &c], 3, CellSet::EMPTY);
        assert!(seen.contains(Cell::at(4, 5)));
        assert!(!seen.contains(Cell::at(0, 0)) && !seen.contains(Cell::at(1, 1)));
    }
}
