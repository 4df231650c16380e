//! ALS-XY-wing: three almost locked sets A, B and C, where x is a restricted
//! common digit of A and C, and y (another digit) one of B and C. C cannot lack
//! both x and y (it would hold n-1 digits in n cells), so A lacks x or B lacks
//! y: one of them is locked. A digit z of both A and B (neither x nor y) is then
//! in A or in B, and goes from every cell that sees all the z of both.
//!
//! The sets may share cells (HoDoKu's "ALS overlap"): a shared cell of A and
//! C holds no x (every x of A sees every x of C, and a cell does not see
//! itself), so C's x still keeps x out of A, and so for B, C and y; what A and
//! B share changes nothing.

use super::als_xz::each_in;
use super::index::{Als, index, removals, seeing_all, shared_cells};
use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::cells_eureka;
use crate::step::pattern::AlsParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The ALS-XY-wing.
pub struct AlsXyWing;

/// One wing: the sets A and B at its ends, the set C between them, the restricted
/// common x of A and C and the restricted common y of B and C.
struct Wing<'a> {
    a: &'a Als,
    b: &'a Als,
    c: &'a Als,
    x: u8,
    y: u8,
}

impl Wing<'_> {
    /// The cells of the three sets.
    fn cells(&self) -> CellSet {
        self.a.cells | self.b.cells | self.c.cells
    }

    /// The digits of A and B that are in one of them once A or B is locked.
    fn z(&self) -> Digits {
        (self.a.digits & self.b.digits) - Digits::single(self.x) - Digits::single(self.y)
    }

    /// Per z, the cells outside the three sets that see all of that digit in
    /// A and B.
    fn targets(&self, grid: &Grid) -> impl Iterator<Item = (CellSet, u8)> {
        let (inside, a, b) = (self.cells(), self.a, self.b);
        self.z()
            .iter()
            .map(move |z| (seeing_all(grid, &[a, b], z, inside), z))
    }

    /// What the wing removes: each z from its targets.
    fn removals(&self, grid: &Grid) -> Vec<Candidate> {
        self.targets(grid)
            .flat_map(|(cells, z)| removals(cells, z))
            .collect()
    }

    /// Whether the wing removes something, without listing it: the search
    /// asks for every wing it builds.
    fn removes(&self, grid: &Grid) -> bool {
        self.targets(grid).any(|(cells, _)| !cells.is_empty())
    }

    /// The wing as the trace records it: the cells, the sets A, B, C, then x and y.
    fn pattern(&self) -> Pattern {
        let digits = self.a.digits | self.b.digits | self.c.digits;
        Pattern::new(self.cells().to_vec(), digits, Vec::new()).with(Parts::Als(AlsParts {
            als: vec![self.a.record(), self.b.record(), self.c.record()],
            rcc: vec![self.x, self.y],
        }))
    }

    /// The sentence up to its removals.
    fn words(&self) -> Sentence {
        let (a, b, c, x, y) = (self.a, self.b, self.c, self.x, self.y);
        let (x1, y1, z) = (Digits::single(x), Digits::single(y), self.z());
        // Sets that share cells say so: a reader checks that no shared cell
        // of C holds the digit it links by.
        let names = ["A", "B", "C"];
        let shared: Vec<String> = shared_cells(&[a, b, c])
            .into_iter()
            .map(|(i, j, cells)| {
                format!(
                    "{} and {} share {}",
                    names[i],
                    names[j],
                    cells_eureka(cells)
                )
            })
            .collect();
        let shared = if shared.is_empty() {
            String::new()
        } else {
            format!(" ({})", shared.join("; "))
        };
        Sentence::new().text(format!(
            "Almost locked sets A = {}, B = {} and C = {}{shared}: every {x} of A sees every \
             {x} of C, every {y} of B every {y} of C, and C holds {x} or {y}, so A or B is \
             locked and {} in A or B, {}-{}-{} => ",
            a.words(),
            b.words(),
            c.words(),
            each_in(z),
            a.eureka(z, x1),
            c.eureka(x1, y1),
            b.eureka(y1, z)
        ))
    }
}

/// A wing by the indices of its sets: its size in cells, C, A and B, then x
/// and y.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    size: u32,
    c: usize,
    a: usize,
    b: usize,
    x: u8,
    y: u8,
}

impl Key {
    fn wing<'s>(&self, sets: &'s [Als]) -> Wing<'s> {
        Wing {
            a: &sets[self.a],
            b: &sets[self.b],
            c: &sets[self.c],
            x: self.x,
            y: self.y,
        }
    }
}

/// A set linked to C: its index, the restricted common digit, and its cells
/// (which the search over pairs of them reads, rather than the whole set).
type Linked = (usize, u8, CellSet);

/// Per set, the sets linked to it, in the order of the index's links: one
/// list after the other in one vector (a grid has hundreds of sets, and a
/// vector for each was hundreds of allocations at every step).
struct Links {
    linked: Vec<Linked>,
    /// Where each set's list starts; the last entry is where the last ends.
    at: Vec<u32>,
}

impl Links {
    /// The links of `sets`, from the index's pairs of linked sets and their
    /// restricted common digits.
    fn new(sets: &[Als], pairs: &[(usize, usize, Digits)]) -> Links {
        let mut at = vec![0u32; sets.len() + 1];
        for &(i, j, rcc) in pairs {
            at[i + 1] += rcc.len();
            at[j + 1] += rcc.len();
        }
        for k in 1..at.len() {
            at[k] += at[k - 1];
        }
        let mut fill = at.clone();
        let mut linked = vec![(0, 0, CellSet::EMPTY); at[sets.len()] as usize];
        for &(i, j, rcc) in pairs {
            for d in rcc {
                linked[fill[i] as usize] = (j, d, sets[j].cells);
                fill[i] += 1;
                linked[fill[j] as usize] = (i, d, sets[i].cells);
                fill[j] += 1;
            }
        }
        Links { linked, at }
    }

    /// The sets linked to set `k`.
    fn of(&self, k: usize) -> &[Linked] {
        &self.linked[self.at[k] as usize..self.at[k + 1] as usize]
    }
}

/// The wings that remove something, C in set order (smallest first), then A
/// and B in the order of C's links. With `smallest`, only each wing smaller
/// than every earlier one, skipping what cannot be smaller: the last is then
/// the first of the smallest, the engine's step.
fn wings(grid: &Grid, sets: &[Als], links: &Links, smallest: bool) -> Vec<Key> {
    let mut out: Vec<Key> = Vec::new();
    let bound = |out: &[Key]| match out.last() {
        Some(w) if smallest => w.size,
        _ => u32::MAX,
    };
    for (k, c) in sets.iter().enumerate() {
        // A's holders of x are outside C (a shared cell holds no restricted
        // common digit), and so are B's of y: the wing has a cell more than
        // C at least, maybe only one (a cell holding both).
        if c.len() + 1 >= bound(&out) {
            break;
        }
        let around = links.of(k);
        for (m, &(i, x, a_cells)) in around.iter().enumerate() {
            for &(j, y, b_cells) in &around[m + 1..] {
                // The sets may share cells: the wing's size is its cells'.
                let size = (c.cells | a_cells | b_cells).len();
                if x == y || i == j || size >= bound(&out) {
                    continue;
                }
                let (a, b) = (&sets[i], &sets[j]);
                let wing = Wing { a, b, c, x, y };
                if !wing.z().is_empty() && wing.removes(grid) {
                    out.push(Key {
                        size,
                        c: k,
                        a: i,
                        b: j,
                        x,
                        y,
                    });
                }
            }
        }
    }
    out
}

/// The step of `wing`.
fn finding(grid: &Grid, wing: &Wing) -> Finding {
    let deduction = Deduction::elimination(wing.pattern(), wing.removals(grid));
    let sentence = wing.words().removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for AlsXyWing {
    /// The smallest wing first (the first found among equals), then every
    /// other wing that removes something, the fewest cells first.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let idx = index(analysis);
        let sets = &idx.sets;
        // Per set C, the sets linked to it by a restricted common digit, and
        // that digit: every set of the index (up to eight cells) takes part.
        let links = Links::new(sets, &idx.links);
        let Some(best) = wings(grid, sets, &links, true).pop() else {
            return ControlFlow::Continue(());
        };
        found(finding(grid, &best.wing(sets)))?;
        let mut rest = wings(grid, sets, &links, false);
        rest.retain(|w| *w != best);
        rest.sort_by_key(|w| w.size);
        rest.iter()
            .try_for_each(|w| found(finding(grid, &w.wing(sets))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
    use crate::techniques::test_support::every_finding;

    #[test]
    fn the_sets_may_share_cells() {
        // Line 1436 of HoDoKu's regression library (reglib-1.3.txt, "with ALS
        // overlap"): its position and the elimination HoDoKu's wing makes.
        let line = ":0902-2:2:..1...34.4....697....23+4...9...5.8.....6.8.....8.9...1....45...\
                    +5728....4.84...5..:711 912 519 538 249 257 259 559 759 667 974 177 677 \
                    678 978 279 979 186 188 688 298 299:262::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&AlsXyWing, &grid);
        // The first wing found removes it, with A and B sharing r6c1.
        let expected = vec![Candidate::new(Cell::at(5, 1), 2)];
        assert_eq!(all[0].deduction.eliminations, expected);
        assert_eq!(
            all[0].sentence.plain(),
            "Almost locked sets A = r6c1,r6c4,r6c6,r6c7 (2,3,4,6,7), B = r5c1,r6c1,r7c1,r9c1 \
             (1,2,3,6,7) and C = r2c3,r4c3,r5c3 (3,5,6,7) (A and B share r6c1): every 6 of A \
             sees every 6 of C, every 7 of B every 7 of C, and C holds 6 or 7, so A or B is \
             locked and 2 and 3 are each in A or B, (23=6)r6c1,r6c4,r6c6,r6c7-(6=7)r2c3,r4c3,\
             r5c3-(7=23)r5c1,r6c1,r7c1,r9c1 => remove 2 from r6c2"
        );
        let Parts::Als(parts) = &all[0].deduction.pattern.parts else {
            panic!("not an ALS step");
        };
        assert_eq!(parts.als[0].cells[0], parts.als[1].cells[1]);
    }

    #[test]
    fn a_set_may_hold_up_to_eight_cells() {
        // Line 1439 of HoDoKu's regression library (reglib-1.3.txt): its
        // position and the elimination HoDoKu's wing makes there, which needs a
        // set of more than five cells.
        let line = ":0902-2:6:+6.2+75.+8+13..812...471..+8.........7.8.4.+1862..9+82.3.....+1.\
                    ..+7..482...381..9+8..4+16..:936 938 944 549 966 568 569 598:636::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&AlsXyWing, &grid);
        let expected = vec![Candidate::new(Cell::at(2, 5), 6)];
        let wing = all
            .iter()
            .find(|f| f.deduction.eliminations == expected)
            .expect("HoDoKu's wing");
        let Parts::Als(parts) = &wing.deduction.pattern.parts else {
            panic!("not an ALS step");
        };
        let largest = parts.als.iter().map(|a| a.cells.len()).max();
        assert!(largest > Some(5), "sets of {largest:?} cells at most");
    }
}
