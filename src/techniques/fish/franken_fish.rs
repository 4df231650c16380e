//! Franken fish, with or without fins: n base units, rows (or columns) with
//! boxes, that share no place of a digit, whose places of it all lie in n
//! cover units, columns (or rows) with boxes, that share none either, but
//! for a few fins; a box on one side at least (else it is a basic or finned
//! fish). HoDoKu's definitions and names.
//!
//! Why it works: the base units take n different places of the digit (one
//! each, and no place is in two of them). Without a fin each lies in the
//! cover, in one cover unit only; a cover unit holds the digit once, so the n
//! cover units get their n digits from the base and lose it everywhere else.
//! With fins, either a fin holds the digit or that holds: a cell of the cover
//! outside the base that sees every fin loses it in both cases. Units that
//! share a place (HoDoKu's endo fins and cannibalism) are left out.
//!
//! The search: for each choice of base units, the cover is built from the
//! first base place not yet covered, which one of its units must cover
//! unless it is a fin; a fin is kept only while some place outside the base
//! still sees every fin. What it leaves out, to stay cheap (HoDoKu's own
//! defaults search franken X-wings and swordfish only): fish of more than
//! three base units, more than two fins, or a base unit holding more than
//! one place beyond the fish's size.

use super::{FishShape, fish_finding};
use crate::core::{Candidate, Cell, CellSet, Grid, Unit};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::chains::links::common_peers;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Franken fish, finned or not, of sizes 2 and 3.
pub struct FrankenFish;

/// The most base units a fish has.
const MAX_SIZE: usize = 3;

/// The most fins a fish has.
const MAX_FINS: usize = 2;

/// Unit ids as bits: the rows, the columns, the boxes.
const ROWS: u32 = 0x1FF;
const COLS: u32 = 0x1FF << 9;
const BOXES: u32 = 0x1FF << 18;

/// The name of a fish of `size` base units, lower case.
fn size_name(size: usize) -> &'static str {
    ["X-wing", "swordfish", "jellyfish"][size - 2]
}

/// One digit and size of the search.
struct Search {
    d: u8,
    size: usize,
    /// The digit's places.
    places: CellSet,
    /// The digit's places in each unit, by unit id.
    in_unit: [CellSet; 27],
    /// How many places of the digit each unit holds, by unit id.
    count: [u32; 27],
}

/// The base chosen, and the cover being built.
#[derive(Clone, Copy)]
struct State {
    /// Base unit ids, as bits.
    base: u32,
    /// The places of the digit in the base units.
    body: CellSet,
    /// Cover unit ids, as bits.
    cover: u32,
    /// The places of the digit in the cover units.
    covered: CellSet,
    /// Base places declared fins.
    fins: CellSet,
    /// The most base places one possible cover unit holds.
    widest: u32,
}

impl Search {
    /// Chooses base unit `depth` among the ids of `allowed` from `start` on,
    /// the cover to come from `cover_allowed`.
    fn bases(
        &self,
        (allowed, cover_allowed): (u32, u32),
        start: usize,
        depth: usize,
        st: State,
        found: Found,
    ) -> ControlFlow<()> {
        if depth == self.size {
            // Something outside the base must remain to be removed.
            if (self.places - st.body).is_empty()
                || self.apart(st.body, st.base, cover_allowed) > self.size + MAX_FINS
            {
                return ControlFlow::Continue(());
            }
            let widest = (0..27)
                .filter(|&u| cover_allowed >> u & 1 == 1 && st.base >> u & 1 == 0)
                .map(|u| (self.in_unit[u] & st.body).len())
                .max()
                .unwrap_or(0);
            return self.covers(cover_allowed, self.size, State { widest, ..st }, found);
        }
        for u in start..27 {
            // The base holds a line, and lines come first.
            if depth == 0 && u >= 18 {
                break;
            }
            let here = self.in_unit[u];
            if allowed >> u & 1 == 0
                || self.count[u] < 2
                || self.count[u] as usize > self.size + 1
                || here.intersects(st.body)
            {
                continue;
            }
            let next = State {
                base: st.base | 1 << u,
                body: st.body | here,
                ..st
            };
            self.bases((allowed, cover_allowed), u + 1, depth + 1, next, found)?;
        }
        ControlFlow::Continue(())
    }

    /// How many of `places` no possible cover unit holds two of (found
    /// greedily, places with one possible cover unit or none first): each
    /// needs a cover unit of its own or is a fin.
    fn apart(&self, places: CellSet, base: u32, cover_allowed: u32) -> usize {
        let free = cover_allowed & !base;
        let coverers = |c: Cell| {
            c.units()
                .into_iter()
                .map(|u| u.id())
                .filter(move |&id| free >> id & 1 == 1)
        };
        let mut reach = CellSet::EMPTY;
        let mut count = 0;
        for few in [true, false] {
            for c in places {
                if reach.contains(c) || (coverers(c).count() <= 1) != few {
                    continue;
                }
                count += 1;
                for id in coverers(c) {
                    reach |= self.in_unit[id];
                }
            }
        }
        count
    }

    /// Covers the first base place not yet covered, or makes it a fin, with
    /// `left` cover units still to choose.
    fn covers(&self, allowed: u32, left: usize, st: State, found: Found) -> ControlFlow<()> {
        let open = st.body - st.covered - st.fins;
        let spare = MAX_FINS - st.fins.len() as usize;
        if open.len() > left as u32 * st.widest + spare as u32 {
            return ControlFlow::Continue(());
        }
        if left == 0 {
            return self.finish(st, st.fins | open, found);
        }
        let Some(c) = open.first() else {
            // Fewer cover units than base units hold every place: no valid
            // grid has such a base.
            return ControlFlow::Continue(());
        };
        for u in c.units() {
            let id = u.id();
            let here = self.in_unit[id];
            if allowed >> id & 1 == 0
                || st.base >> id & 1 == 1
                || here.intersects(st.covered | st.fins)
            {
                continue;
            }
            let next = State {
                cover: st.cover | 1 << id,
                covered: st.covered | here,
                ..st
            };
            self.covers(allowed, left - 1, next, found)?;
        }
        if spare > 0 {
            let fins = st.fins | CellSet::single(c);
            if common_peers(fins).intersects(self.places - st.body) {
                self.covers(allowed, left, State { fins, ..st }, found)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The fish with every cover unit chosen and these fins, if it is a
    /// franken fish and removes something.
    fn finish(&self, st: State, fins: CellSet, found: Found) -> ControlFlow<()> {
        // A base of rows only against a cover of columns only (or the other
        // way) is a basic or finned fish.
        let has_box = (st.base | st.cover) & BOXES != 0;
        if !has_box || st.cover & (ROWS | COLS) == 0 {
            return ControlFlow::Continue(());
        }
        let mut targets = st.covered - st.body;
        if !fins.is_empty() {
            targets &= common_peers(fins);
        }
        if targets.is_empty() {
            return ControlFlow::Continue(());
        }
        let units = |bits: u32| -> Vec<Unit> {
            (0..27u8)
                .filter(|&k| bits >> k & 1 == 1)
                .map(Unit::new)
                .collect()
        };
        let fish = Franken {
            digit: self.d,
            base: units(st.base),
            cover: units(st.cover),
            body: st.body - fins,
            fins,
            removed: targets.iter().map(|c| Candidate::new(c, self.d)).collect(),
        };
        found(fish.finding())
    }
}

/// A franken fish that removes something.
struct Franken {
    digit: u8,
    /// The base units, ascending.
    base: Vec<Unit>,
    /// The cover units, ascending.
    cover: Vec<Unit>,
    /// The places of the digit in the base units inside the cover.
    body: CellSet,
    /// The places of the digit in the base units outside the cover.
    fins: CellSet,
    /// The digit in the cover outside the base that sees every fin.
    removed: Vec<Candidate>,
}

impl Franken {
    fn finding(self) -> Finding {
        let shape = FishShape::new(self.digit, (&self.base, &self.cover), self.body, self.fins);
        fish_finding(shape, self.removed.clone(), |removed| {
            self.sentence(removed)
        })
    }

    /// The words of the fish, ending with `removed`.
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let d = self.digit;
        let count = ["two", "three", "four"][self.base.len() - 2];
        let s = Sentence::new()
            .text(format!("Franken {}: ", size_name(self.base.len())))
            .units(self.base.iter().copied())
            .text(" (the base) share no place of ")
            .digit(d)
            .text(format!(", so they hold {count} different "))
            .digit(d)
            .text("s; each lies in ")
            .units(self.cover.iter().copied())
            .text(" (the cover, which share no place of ")
            .digit(d)
            .text(" either)");
        let one = self.fins.len() == 1;
        if self.fins.is_empty() {
            return s
                .text(", one in each, so the cover gets its ")
                .digit(d)
                .text("s from the base => ")
                .removals(removed);
        }
        s.text(if one {
            " unless it is the fin "
        } else {
            " unless it is one of the fins "
        })
        .cells(self.fins)
        .text(if one {
            "; either the fin is "
        } else {
            "; either a fin is "
        })
        .digit(d)
        .text(", or the cover gets its ")
        .digit(d)
        .text("s from the base; both rule out the cells of the cover that see ")
        .text(if one { "the fin => " } else { "every fin => " })
        .removals(removed)
    }
}

impl Technique for FrankenFish {
    /// Sizes ascending; for each, digits ascending; for each, row bases
    /// before column bases; base units by id (rows, columns, boxes), then
    /// cover units by the first base place each covers, a fish without fins
    /// before the fins that base place would make.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        (2..=MAX_SIZE).try_for_each(|size| {
            // Each digit's fish lie in its places alone.
            let key = ["franken x-wing", "franken swordfish"][size - 2];
            analysis.each_digit(key, found, |d, found| {
                let places = grid.positions(d);
                let in_unit: [CellSet; 27] =
                    std::array::from_fn(|u| places & Unit::new(u as u8).cells());
                let search = Search {
                    d,
                    size,
                    places,
                    in_unit,
                    count: in_unit.map(CellSet::len),
                };
                let empty = State {
                    base: 0,
                    body: CellSet::EMPTY,
                    cover: 0,
                    covered: CellSet::EMPTY,
                    fins: CellSet::EMPTY,
                    widest: 0,
                };
                [(ROWS | BOXES, COLS | BOXES), (COLS | BOXES, ROWS | BOXES)]
                    .into_iter()
                    .try_for_each(|sides| search.bases(sides, 0, 0, empty, found))
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with_digit as grid_with_digit;

    /// Rows 1 and 2 hold 7 only in column 1 and box 3.
    const X_WING: [(u8, u8); 7] = [(0, 0), (0, 6), (0, 7), (1, 0), (1, 8), (5, 0), (2, 7)];

    #[test]
    fn a_franken_x_wing_clears_its_cover() {
        let grid = grid_with_digit(7, &X_WING);
        let found = FrankenFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a franken X-wing");
        let d = &found.deduction;
        assert_eq!(
            d.eliminations,
            vec![
                Candidate::new(Cell::at(2, 7), 7),
                Candidate::new(Cell::at(5, 0), 7)
            ]
        );
        assert_eq!(d.pattern.units, vec![Unit::row(0), Unit::row(1)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::col(0), Unit::boxed(2)]);
        assert!(fish.fins.is_empty());
        assert_eq!(
            found.sentence.plain(),
            "Franken X-wing: rows 1 and 2 (the base) share no place of 7, so they hold two \
             different 7s; each lies in column 1 and box 3 (the cover, which share no place \
             of 7 either), one in each, so the cover gets its 7s from the base => remove 7 \
             from r3c8 and r6c1"
        );
    }

    #[test]
    fn a_fin_leaves_only_the_cells_that_see_it() {
        // Row 1 holds 7 in r1c3 too (box 1), outside the cover: r3c1 sees it.
        let cells = [(0, 0), (0, 2), (0, 6), (1, 0), (1, 8), (5, 0), (2, 0)];
        let grid = grid_with_digit(7, &cells);
        let found = FrankenFish
            .find(&grid, &Analysis::new(&grid))
            .expect("a finned franken X-wing");
        let d = &found.deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(2, 0), 7)]);
        let fish = d.pattern.fish().unwrap();
        assert_eq!(fish.cover_units, vec![Unit::col(0), Unit::boxed(2)]);
        assert_eq!(fish.fins, vec![Cell::at(0, 2)]);
        assert!(found.sentence.plain().contains("unless it is the fin r1c3"));
    }

    #[test]
    fn nothing_when_no_cover_cell_sees_the_fin() {
        let cells = [(0, 0), (0, 2), (0, 6), (1, 0), (1, 8), (5, 0)];
        let grid = grid_with_digit(7, &cells);
        assert_eq!(FrankenFish.find(&grid, &Analysis::new(&grid)), None);
    }
}
