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
//! still sees every fin. Units are ids as bits, and each unit's places,
//! the units that share one and how many places it shares with each are
//! counted once per digit, so a base's counts are sums. A base is dropped
//! when the cover units that hold the most of its places and the fins
//! cannot take them all, or when no unit that may cover it holds a place
//! outside it; a cover being built, when no place that sees every fin is
//! or may still be covered. What it leaves out, to stay cheap (HoDoKu's own
//! defaults search franken X-wings and swordfish only): fish of more than
//! three base units, more than two fins, or a base unit holding more than
//! one place beyond the fish's size.

use super::{FishShape, fish_finding};
use crate::core::{CELL_UNITS, Candidate, CellSet, Grid, Unit};
use crate::step::Finding;
use crate::step::sentence::Sentence;
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

/// The ids of the units in `units` (ids as bits), ascending.
fn ids(mut units: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let id = units.trailing_zeros() as usize;
        units &= units.wrapping_sub(1);
        (id < 32).then_some(id)
    })
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
    /// The units a base may take: two places or more, at most one beyond
    /// the size.
    basable: u32,
    /// For each unit, the units that share one of its places, itself
    /// included.
    meeting: [u32; 27],
    /// For each unit, how many of its places each unit holds, by unit id.
    shared: [Held; 27],
}

/// How many places of a set each unit holds, by unit id (padded to a width
/// the compiler adds in a few instructions).
type Held = [u8; 32];

/// The base units chosen so far.
#[derive(Clone, Copy)]
struct Partial {
    /// Base unit ids, as bits.
    units: u32,
    /// The places of the digit in the base units.
    body: CellSet,
    /// The units that share a place with the base.
    touched: u32,
    /// How many places the base holds.
    count: u32,
    /// How many base places each unit holds: base units share no place,
    /// so each one's counts add up.
    held: Held,
}

/// The base chosen: what its covers read.
struct Base {
    /// Base unit ids, as bits.
    units: u32,
    /// The places of the digit in the base units.
    body: CellSet,
    /// How many base places each unit holds.
    held: Held,
    /// The most base places `k` cover units can hold, by `k`: the sum of
    /// the `k` largest counts of `held` among the units a cover may take.
    most: [u32; MAX_SIZE + 1],
}

/// The cover being built.
#[derive(Clone, Copy)]
struct Cover {
    /// Cover unit ids, as bits.
    units: u32,
    /// The places of the digit in the cover units.
    covered: CellSet,
    /// Base places declared fins.
    fins: CellSet,
    /// How many more fins there may be.
    spare: u32,
    /// How many base places are neither covered nor fins.
    open: u32,
    /// The places outside the base that see every fin: what the fish may
    /// remove, once a cover unit holds them.
    seen: CellSet,
    /// The units that may still join the cover: of its side, outside the
    /// base, holding a base place (no other is ever chosen), and sharing no
    /// place with the cover or a fin.
    usable: u32,
    /// The units that may join the cover holding a place of `seen`.
    reaching: u32,
}

impl Search {
    /// The search for the fish of `size` base units on digit `d`, whose
    /// places are `places`.
    fn new(d: u8, size: usize, places: CellSet) -> Search {
        let in_unit: [CellSet; 27] = std::array::from_fn(|u| places & Unit::new(u as u8).cells());
        let mut count = [0; 27];
        let mut meeting = [0; 27];
        let mut shared = [[0; 32]; 27];
        for (u, here) in in_unit.iter().enumerate() {
            for c in *here {
                count[u] += 1;
                meeting[u] |= CELL_UNITS[c.index()];
                for v in ids(CELL_UNITS[c.index()]) {
                    shared[u][v] += 1;
                }
            }
        }
        let basable = (0..27)
            .filter(|&u| (2..=size as u32 + 1).contains(&count[u]))
            .fold(0, |acc, u| acc | 1 << u);
        Search {
            d,
            size,
            places,
            in_unit,
            count,
            basable,
            meeting,
            shared,
        }
    }

    /// Chooses base unit `depth` among `choices` (ids as bits: units the
    /// base may take that share no place with it so far), the cover to
    /// come from `cover_allowed`.
    fn bases(
        &self,
        (choices, cover_allowed): (u32, u32),
        depth: usize,
        base: Partial,
        found: Found,
    ) -> ControlFlow<()> {
        // The base holds a line, and lines come first.
        let first = if depth == 0 {
            choices & !BOXES
        } else {
            choices
        };
        for u in ids(first) {
            let next = Partial {
                units: base.units | 1 << u,
                body: base.body | self.in_unit[u],
                touched: base.touched | self.meeting[u],
                count: base.count + self.count[u],
                held: std::array::from_fn(|v| base.held[v] + self.shared[u][v]),
            };
            if depth + 1 == self.size {
                self.base_chosen(next, cover_allowed, found)?;
            } else {
                let later = choices & !self.meeting[u] & u32::MAX << u << 1;
                self.bases((later, cover_allowed), depth + 1, next, found)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Builds the covers of base `base` from `cover_allowed`, unless no
    /// cover could make a fish of it.
    fn base_chosen(&self, base: Partial, cover_allowed: u32, found: Found) -> ControlFlow<()> {
        let free = cover_allowed & !base.units & base.touched;
        let body = base.body;
        // Cover units share no place: the fullest hold at most so many base
        // places, and the fins must take the rest.
        let mut top = [0; MAX_SIZE];
        for u in ids(free) {
            let mut n = u32::from(base.held[u]);
            for slot in top.iter_mut() {
                if n > *slot {
                    std::mem::swap(slot, &mut n);
                }
            }
        }
        let mut most = [0; MAX_SIZE + 1];
        for k in 0..MAX_SIZE {
            most[k + 1] = most[k] + top[k];
        }
        if base.count > most[self.size] + MAX_FINS as u32 {
            return ControlFlow::Continue(());
        }
        // Something outside the base, in a unit that may cover, must remain
        // to be removed.
        let outside = self.places - body;
        let reaching = ids(free)
            .filter(|&u| self.in_unit[u].intersects(outside))
            .fold(0, |acc, u| acc | 1 << u);
        if reaching == 0 {
            return ControlFlow::Continue(());
        }
        let chosen = Base {
            units: base.units,
            body,
            held: base.held,
            most,
        };
        let cover = Cover {
            units: 0,
            covered: CellSet::EMPTY,
            fins: CellSet::EMPTY,
            spare: MAX_FINS as u32,
            open: base.count,
            seen: outside,
            usable: free,
            reaching,
        };
        self.covers(&chosen, self.size, cover, found)
    }

    /// Covers the first base place not yet covered, or makes it a fin, with
    /// `left` cover units still to choose.
    fn covers(&self, base: &Base, left: usize, st: Cover, found: Found) -> ControlFlow<()> {
        if st.open > base.most[left] + st.spare {
            return ControlFlow::Continue(());
        }
        if left == 1 {
            return self.last_unit(base, st, found);
        }
        let open = base.body - st.covered - st.fins;
        // Something to remove: a place that sees every fin, in the cover or
        // in a unit that may still join it (holding a place to cover).
        if !st.covered.intersects(st.seen)
            && !ids(st.usable & st.reaching).any(|u| self.in_unit[u].intersects(open))
        {
            return ControlFlow::Continue(());
        }
        let Some(c) = open.first() else {
            // Fewer cover units than base units hold every place: no valid
            // grid has such a base.
            return ControlFlow::Continue(());
        };
        for id in ids(CELL_UNITS[c.index()] & st.usable) {
            let next = Cover {
                units: st.units | 1 << id,
                covered: st.covered | self.in_unit[id],
                open: st.open - u32::from(base.held[id]),
                usable: st.usable & !self.meeting[id],
                ..st
            };
            self.covers(base, left - 1, next, found)?;
        }
        if st.spare > 0 {
            let seen = st.seen & c.peers();
            if !seen.is_empty() {
                let reaching = ids(st.reaching)
                    .filter(|&u| self.in_unit[u].intersects(seen))
                    .fold(0, |acc, u| acc | 1 << u);
                let next = Cover {
                    fins: st.fins | CellSet::single(c),
                    spare: st.spare - 1,
                    open: st.open - 1,
                    seen,
                    usable: st.usable & !CELL_UNITS[c.index()],
                    reaching,
                    ..st
                };
                self.covers(base, left, next, found)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Chooses the last cover unit as [`Search::covers`] would: one of the
    /// first open place's units, or that place is a fin and one of the next
    /// one's, and so on while fins may be added; what the last unit leaves
    /// open is fins too.
    fn last_unit(&self, base: &Base, st: Cover, found: Found) -> ControlFlow<()> {
        let mut open = base.body - st.covered - st.fins;
        let mut fin = st;
        for spare in (0..=st.spare).rev() {
            let Some(c) = open.first() else {
                break;
            };
            for id in ids(CELL_UNITS[c.index()] & fin.usable) {
                // What the unit leaves open must fit among the fins.
                if st.open > u32::from(base.held[id]) + st.spare {
                    continue;
                }
                let cover = Cover {
                    units: st.units | 1 << id,
                    covered: st.covered | self.in_unit[id],
                    ..fin
                };
                self.finish(base, cover, open - self.in_unit[id], found)?;
            }
            fin.seen &= c.peers();
            if spare == 0 || fin.seen.is_empty() {
                break;
            }
            fin.fins |= CellSet::single(c);
            fin.usable &= !CELL_UNITS[c.index()];
            open = open - CellSet::single(c);
        }
        ControlFlow::Continue(())
    }

    /// The fish with every cover unit chosen and the `open` base places
    /// fins too, if it is a franken fish and removes something.
    fn finish(&self, base: &Base, st: Cover, open: CellSet, found: Found) -> ControlFlow<()> {
        // A base of rows only against a cover of columns only (or the other
        // way) is a basic or finned fish.
        let has_box = (base.units | st.units) & BOXES != 0;
        if !has_box || st.units & (ROWS | COLS) == 0 {
            return ControlFlow::Continue(());
        }
        let seen = open.iter().fold(st.seen, |acc, c| acc & c.peers());
        let targets = st.covered & seen;
        if targets.is_empty() {
            return ControlFlow::Continue(());
        }
        let units = |bits: u32| -> Vec<Unit> { ids(bits).map(|k| Unit::new(k as u8)).collect() };
        let fins = st.fins | open;
        let fish = Franken {
            digit: self.d,
            base: units(base.units),
            cover: units(st.units),
            body: base.body - fins,
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
                let search = Search::new(d, size, grid.positions(d));
                [(ROWS | BOXES, COLS | BOXES), (COLS | BOXES, ROWS | BOXES)]
                    .into_iter()
                    .try_for_each(|(allowed, cover_allowed)| {
                        let choices = (allowed & search.basable, cover_allowed);
                        let none = Partial {
                            units: 0,
                            body: CellSet::EMPTY,
                            touched: 0,
                            count: 0,
                            held: [0; 32],
                        };
                        search.bases(choices, 0, none, found)
                    })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
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
