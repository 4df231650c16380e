//! The search franken and mutant fish share (HoDoKu calls both "complex
//! fish"): n base units that take n different places of a digit, whose
//! places all lie in n cover units that share none, but for a few fins.
//! Each kind says which units its base and cover may hold, whether base
//! units may share places (endo fins), and which shapes are its own.
//!
//! Why it works: the base units take a place of the digit each. If no fin
//! holds the digit, each of those places lies in one base unit only (an endo
//! fin lies in two) and in the cover, in one cover unit only; n different
//! places in n cover units that hold the digit once each, so the cover units
//! get their digits from the base and lose it everywhere else. If a fin holds
//! it, every cell that sees the fin loses it. A cell of the cover outside the
//! base that sees every fin loses the digit either way.
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
//! or may still be covered. What it leaves out, to stay cheap: fish of more
//! base units than the kind's sizes (franken fish up to jellyfish, mutant
//! fish up to swordfish: a mutant jellyfish search costs five times a
//! swordfish's), more than two fins (endo fins counted), or a base unit
//! holding more than one place beyond the fish's size; and cover units that
//! share a place (HoDoKu's cannibalism).

use super::{FishShape, fish_finding};
use crate::core::{CELL_UNITS, Candidate, CellSet, Grid, Unit, bit_positions};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::{Analysis, Found};
use std::ops::ControlFlow;

/// The most base units a fish of any kind has.
const MAX_SIZE: usize = 4;

/// The most fins a fish has, endo fins counted.
const MAX_FINS: usize = 2;

/// Unit ids as bits: the rows, the columns, the boxes.
pub(super) const ROWS: u32 = 0x1FF;
pub(super) const COLS: u32 = 0x1FF << 9;
pub(super) const BOXES: u32 = 0x1FF << 18;

/// Whether base units `base` against cover units `cover` (ids as bits) make a
/// basic fish: rows against columns, or columns against rows.
pub(super) fn is_basic(base: u32, cover: u32) -> bool {
    (base & !ROWS == 0 && cover & !COLS == 0) || (base & !COLS == 0 && cover & !ROWS == 0)
}

/// Whether base units `base` against cover units `cover` make a franken fish:
/// rows with boxes against columns with boxes (or the other way), a line on
/// each side and a box somewhere.
pub(super) fn is_franken(base: u32, cover: u32) -> bool {
    let lines_and_boxes = |units: u32, line: u32| units & line != 0 && units & !(line | BOXES) == 0;
    (base | cover) & BOXES != 0
        && ((lines_and_boxes(base, ROWS) && lines_and_boxes(cover, COLS))
            || (lines_and_boxes(base, COLS) && lines_and_boxes(cover, ROWS)))
}

/// What one kind of complex fish may be.
pub(super) struct Kind {
    /// The kind's name, as a sentence starts ("Franken", "Mutant").
    pub name: &'static str,
    /// The memory keys of its fish by size, from the X-wing up: as many as
    /// the sizes it searches (at most `MAX_SIZE - 1`).
    pub keys: &'static [&'static str],
    /// The units (ids as bits) base and cover may hold, searched in turn.
    pub sides: &'static [(u32, u32)],
    /// Whether the base holds a line, the first unit chosen.
    pub line_first: bool,
    /// Whether base units may share places of the digit (endo fins).
    pub endo_fins: bool,
    /// Whether these base and cover units (ids as bits) are a fish of the
    /// kind.
    pub is_kind: fn(u32, u32) -> bool,
    /// For base units (ids as bits), the units of which the cover must
    /// hold one to be of the kind: every unit when any cover will do, none
    /// when no cover can.
    pub cover_needs: fn(u32) -> u32,
}

impl Kind {
    /// The fish of this kind in `grid`, sizes ascending; for each, digits
    /// ascending; for each, the sides in turn; base units by id (rows,
    /// columns, boxes), then cover units by the first base place each
    /// covers, a fish without fins before the fins that place would make.
    pub(super) fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        (2..=self.keys.len() + 1).try_for_each(|size| {
            // Each digit's fish lie in its places alone.
            analysis.each_digit(self.keys[size - 2], found, |d, found| {
                let search = Search::new(self, d, size, grid.positions(d));
                self.sides.iter().try_for_each(|&(allowed, cover_allowed)| {
                    let choices = (allowed & search.basable, cover_allowed);
                    let none = Partial {
                        units: 0,
                        body: CellSet::EMPTY,
                        endo: CellSet::EMPTY,
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

/// The name of a fish of `size` base units, lower case.
fn size_name(size: usize) -> &'static str {
    ["X-wing", "swordfish", "jellyfish"][size - 2]
}

/// The ids of the units in `units` (ids as bits), ascending.
fn ids(units: u32) -> impl Iterator<Item = usize> {
    bit_positions(units.into())
}

/// One kind, digit and size of the search.
struct Search<'k> {
    kind: &'k Kind,
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
    /// The places of the digit in two base units or more (endo fins).
    endo: CellSet,
    /// The units that share a place with the base.
    touched: u32,
    /// How many places the base units hold, each counted once per base
    /// unit that holds it.
    count: u32,
    /// How many base places each unit holds, each counted once per base
    /// unit that holds it: each base unit's counts add up.
    held: Held,
}

/// The base chosen: what its covers read.
struct Base {
    /// Base unit ids, as bits.
    units: u32,
    /// The places of the digit in the base units.
    body: CellSet,
    /// The places of the digit in two base units or more (endo fins).
    endo: CellSet,
    /// The units of which the cover must hold one ([`Kind::cover_needs`]).
    needs: u32,
    /// How many base places outside `endo` each unit holds.
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
    /// Base places declared fins, the endo fins among them.
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
    /// place with the cover or a fin outside it (an endo fin may be in the
    /// cover).
    usable: u32,
    /// The units that may join the cover holding a place of `seen`.
    reaching: u32,
}

impl<'k> Search<'k> {
    /// The search for the fish of `kind` of `size` base units on digit
    /// `d`, whose places are `places`.
    fn new(kind: &'k Kind, d: u8, size: usize, places: CellSet) -> Search<'k> {
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
            kind,
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
    /// base may take, that share no place with it so far unless the kind
    /// has endo fins), the cover to come from `cover_allowed`.
    fn bases(
        &self,
        (choices, cover_allowed): (u32, u32),
        depth: usize,
        base: Partial,
        found: Found,
    ) -> ControlFlow<()> {
        // The base holds a line, and lines come first.
        let first = if self.kind.line_first && depth == 0 {
            choices & !BOXES
        } else {
            choices
        };
        for u in ids(first) {
            let here = self.in_unit[u];
            let endo = base.endo | (here & base.body);
            if endo.len() as usize > MAX_FINS {
                continue;
            }
            let next = Partial {
                units: base.units | 1 << u,
                body: base.body | here,
                endo,
                touched: base.touched | self.meeting[u],
                count: base.count + self.count[u],
                held: std::array::from_fn(|v| base.held[v] + self.shared[u][v]),
            };
            if depth + 1 == self.size {
                self.base_chosen(next, cover_allowed, found)?;
            } else {
                let mut later = choices & u32::MAX << u << 1;
                if !self.kind.endo_fins {
                    later &= !self.meeting[u];
                }
                self.bases((later, cover_allowed), depth + 1, next, found)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Builds the covers of base `base` from `cover_allowed`, unless no
    /// cover could make a fish of it.
    fn base_chosen(&self, base: Partial, cover_allowed: u32, found: Found) -> ControlFlow<()> {
        let free = cover_allowed & !base.units & base.touched;
        // An endo fin counts once as a fin, not in the places to cover.
        let (mut count, mut held) = (base.count, base.held);
        for e in base.endo {
            let units = CELL_UNITS[e.index()];
            let times = (units & base.units).count_ones();
            count -= times;
            for u in ids(units) {
                held[u] -= times as u8;
            }
        }
        // The units the cover needs one of must be able to cover a place.
        let needs = (self.kind.cover_needs)(base.units) & free;
        if !ids(needs).any(|u| held[u] > 0) {
            return ControlFlow::Continue(());
        }
        // Cover units share no place: the fullest hold at most so many base
        // places, and the fins must take the rest.
        let mut top = [0; MAX_SIZE];
        for u in ids(free) {
            let mut n = u32::from(held[u]);
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
        let spare = MAX_FINS as u32 - base.endo.len();
        if count > most[self.size] + spare {
            return ControlFlow::Continue(());
        }
        // Something outside the base that sees the endo fins, in a unit
        // that may cover, must remain to be removed.
        let seen = base
            .endo
            .iter()
            .fold(self.places - base.body, |acc, e| acc & e.peers());
        let reaching = ids(free)
            .filter(|&u| self.in_unit[u].intersects(seen))
            .fold(0, |acc, u| acc | 1 << u);
        if reaching == 0 {
            return ControlFlow::Continue(());
        }
        let chosen = Base {
            units: base.units,
            body: base.body,
            endo: base.endo,
            needs,
            held,
            most,
        };
        let cover = Cover {
            units: 0,
            covered: CellSet::EMPTY,
            fins: base.endo,
            spare,
            open: count,
            seen,
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
        // The last cover unit is one the cover needs, if none is chosen yet.
        let last = if st.units & base.needs == 0 {
            base.needs
        } else {
            !0
        };
        for spare in (0..=st.spare).rev() {
            let Some(c) = open.first() else {
                break;
            };
            for id in ids(CELL_UNITS[c.index()] & fin.usable & last) {
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
    /// fins too, if it is of the kind and removes something.
    fn finish(&self, base: &Base, st: Cover, open: CellSet, found: Found) -> ControlFlow<()> {
        if !(self.kind.is_kind)(base.units, st.units) {
            return ControlFlow::Continue(());
        }
        let seen = open.iter().fold(st.seen, |acc, c| acc & c.peers());
        let targets = st.covered & seen;
        if targets.is_empty() {
            return ControlFlow::Continue(());
        }
        let units = |bits: u32| -> Vec<Unit> { ids(bits).map(|k| Unit::new(k as u8)).collect() };
        let fins = st.fins | open;
        let fish = ComplexFish {
            name: self.kind.name,
            digit: self.d,
            base: units(base.units),
            cover: units(st.units),
            body: base.body - fins,
            fins,
            endo: base.endo,
            removed: targets.iter().map(|c| Candidate::new(c, self.d)).collect(),
        };
        found(fish.finding())
    }
}

/// A complex fish that removes something.
struct ComplexFish {
    /// The kind's name ("Franken").
    name: &'static str,
    digit: u8,
    /// The base units, ascending.
    base: Vec<Unit>,
    /// The cover units, ascending.
    cover: Vec<Unit>,
    /// The places of the digit in one base unit, inside the cover.
    body: CellSet,
    /// The other places of the digit in the base units: outside the cover,
    /// or in two base units (the endo fins).
    fins: CellSet,
    /// The fins in two base units.
    endo: CellSet,
    /// The digit in the cover outside the base that sees every fin.
    removed: Vec<Candidate>,
}

impl ComplexFish {
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
            .text(format!("{} {}: ", self.name, size_name(self.base.len())))
            .units(self.base.iter().copied())
            .text(" (the base) share ");
        let s = match self.endo.len() {
            0 => s.text("no place of ").digit(d).text(", so they hold "),
            n => s
                .text(if n == 1 {
                    "one place of "
                } else {
                    "two places of "
                })
                .digit(d)
                .text(if n == 1 {
                    ", the endo fin "
                } else {
                    ", the endo fins "
                })
                .cells(self.endo)
                .text(if n == 1 {
                    "; unless it is "
                } else {
                    "; unless one is "
                })
                .digit(d)
                .text(", they hold "),
        };
        let s = s
            .text(format!("{count} different "))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shapes_are_told_apart_by_their_unit_kinds() {
        let (row, col, boxed) = (
            |k: u32| 1 << k,
            |k: u32| 1 << (9 + k),
            |k: u32| 1 << (18 + k),
        );
        // Rows against columns: basic, whichever way round.
        assert!(is_basic(row(0) | row(4), col(2) | col(7)));
        assert!(is_basic(col(0) | col(4), row(2) | row(7)));
        assert!(!is_franken(row(0) | row(4), col(2) | col(7)));
        // A box beside the rows, or beside the columns: franken.
        assert!(is_franken(row(0) | boxed(4), col(2) | col(7)));
        assert!(is_franken(row(0) | row(4), col(2) | boxed(2)));
        assert!(is_franken(col(0) | boxed(1), row(2) | boxed(7)));
        assert!(!is_basic(row(0) | boxed(4), col(2) | col(7)));
        // A row and a column on one side, rows on both, or boxes alone in
        // the base: neither.
        for (base, cover) in [
            (row(0) | col(4), col(2) | boxed(7)),
            (row(0) | boxed(4), row(2) | col(7)),
            (row(0) | row(4), row(2) | boxed(7)),
            (boxed(0) | boxed(4), col(2) | col(7)),
        ] {
            assert!(!is_basic(base, cover) && !is_franken(base, cover));
        }
    }
}
