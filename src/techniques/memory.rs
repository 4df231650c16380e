//! What a walk's techniques remember from one grid to the next, to skip work
//! that cannot find anything: for a search that reads one digit at a time
//! and only that digit's places (the fish), the places of each digit where it
//! last found nothing; for a search that reads one unit at a time and only
//! the candidates of a region around it (the subsets), the region's
//! candidates where it last found nothing. A step changes a few candidates,
//! so the next grid's search looks again only at the digits and units they
//! touch.
//!
//! What a computation found in a region is remembered too, with the
//! region's candidates it read (the almost locked sets of a unit, the unique
//! loops of a pair of digits): a region a step did not touch gives the same
//! again.
//!
//! What is remembered is keyed by the very places it was found on, so it
//! holds for any later grid, whatever steps led there: the walk's steps are
//! the same with or without the memory, only cheaper with it.

use crate::core::{CellSet, Grid, Unit};
use crate::step::Finding;
use std::any::Any;
use std::ops::ControlFlow;
use std::sync::{Arc, LazyLock, Mutex};

/// Per digit (index `d - 1`), the places where a search last found nothing.
type Barren = [Option<CellSet>; 9];

/// Per region (by its number), each digit's places in it where a search
/// last found nothing.
type Slots = Vec<Option<[CellSet; 9]>>;

/// The memory of one walk, handed to each grid's [`Analysis`](super::Analysis).
#[derive(Default)]
pub struct Memory {
    /// Per search, by its key.
    barren: Mutex<Vec<(&'static str, Barren)>>,
    /// Per search by region, by its key.
    barren_regions: Mutex<Vec<(&'static str, Slots)>>,
    /// Per computation by region, by its key: per region (by its number),
    /// what it last found there, with what it read.
    recalled: Mutex<Vec<(&'static str, RecalledSlots)>>,
    /// What a search keeps for itself, by its type.
    kept: Mutex<Vec<Box<dyn Any + Send>>>,
}

/// Per region (by its number), what a computation last found there.
type RecalledSlots = Vec<Option<Recalled>>;

/// What a computation found in one region, and what it found it from: the
/// region's empty cells and each digit's places in it.
struct Recalled {
    empty: CellSet,
    places: [CellSet; 9],
    found: Arc<dyn Any + Send + Sync>,
}

/// What one search by region remembers, for one grid: which regions hold
/// the candidates they held where it last found nothing there, so that it
/// may skip them. The search must read the grid only through the candidates
/// of the region it looks at. Kept in the walk's memory again when dropped.
pub(crate) struct BarrenRegions<'m> {
    memory: &'m Memory,
    key: &'static str,
    grid: &'m Grid,
    slots: Slots,
}

impl BarrenRegions<'_> {
    /// Each digit's places in `region` on this grid: what the search reads.
    pub(crate) fn places(&self, region: CellSet) -> [CellSet; 9] {
        places_in(self.grid, region)
    }

    /// Whether region `at`, whose candidates are `places`, is where the
    /// search last found nothing: it finds nothing there again.
    pub(crate) fn is_barren(&self, at: usize, places: &[CellSet; 9]) -> bool {
        self.slots[at].as_ref() == Some(places)
    }

    /// Records what the search found in region `at`, whose candidates are
    /// `places`: `any` if it found something (or did not look at all of
    /// it), so that only a region searched to the end and found barren is
    /// skipped later.
    pub(crate) fn found(&mut self, at: usize, places: [CellSet; 9], any: bool) {
        self.slots[at] = (!any).then_some(places);
    }
}

impl Drop for BarrenRegions<'_> {
    fn drop(&mut self) {
        let mut kept = self
            .memory
            .barren_regions
            .lock()
            .expect("no search panics holding it");
        kept.push((self.key, std::mem::take(&mut self.slots)));
    }
}

/// The cells of `unit` and of every unit meeting it in two cells or more (a
/// line's three boxes, a box's three rows and three columns): what a pattern
/// inside the unit (a subset, an intersection) reads and removes from.
pub(crate) fn reach(unit: Unit) -> CellSet {
    static REACH: LazyLock<[CellSet; 27]> = LazyLock::new(|| {
        std::array::from_fn(|u| {
            let unit = Unit::new(u as u8);
            Unit::all()
                .filter(|other| (other.cells() & unit.cells()).len() >= 2)
                .fold(CellSet::EMPTY, |acc, other| acc | other.cells())
        })
    });
    REACH[unit.id()]
}

/// Takes the value of type `T` out of `parts`, if one is there.
pub(crate) fn take_typed<T: Any>(parts: &mut Vec<Box<dyn Any + Send>>) -> Option<Box<T>> {
    let at = parts.iter().position(|p| p.is::<T>())?;
    Some(parts.swap_remove(at).downcast().expect("found by its type"))
}

/// Each digit's places in `region`: what a search confined to the region
/// reads of the grid.
fn places_in(grid: &Grid, region: CellSet) -> [CellSet; 9] {
    std::array::from_fn(|k| grid.positions(k as u8 + 1) & region)
}

impl Memory {
    /// Runs `use_kept` on what a search keeps for itself from one grid of the
    /// walk to the next, of type `T` (made by `T::default()` the first time).
    /// It is taken out while `use_kept` runs. The search is the one to know
    /// what of it still holds on the grid at hand.
    pub(crate) fn with_kept<T: Any + Send + Default, R>(
        &self,
        use_kept: impl FnOnce(&mut T) -> R,
    ) -> R {
        let taken = take_typed(&mut self.kept.lock().expect("no search panics holding it"));
        let mut part: Box<T> = taken.unwrap_or_default();
        let answer = use_kept(&mut part);
        self.kept
            .lock()
            .expect("no search panics holding it")
            .push(part);
        answer
    }

    /// Runs `search` on each digit 1..=9 in turn, handing over what it finds,
    /// until `found` breaks; skips a digit whose places on `grid` are where
    /// the search named `key` last found nothing. `search` must read the grid
    /// only through the places of the digit it is given.
    pub(crate) fn each_digit(
        &self,
        key: &'static str,
        grid: &Grid,
        found: &mut dyn FnMut(Finding) -> ControlFlow<()>,
        mut search: impl FnMut(u8, &mut dyn FnMut(Finding) -> ControlFlow<()>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut barren = self.barren(key);
        for d in 1..=9u8 {
            let places = grid.positions(d);
            let slot = &mut barren[usize::from(d - 1)];
            if *slot == Some(places) {
                continue;
            }
            let mut any = false;
            let flow = search(d, &mut |finding: Finding| {
                any = true;
                found(finding)
            });
            if flow.is_break() {
                self.keep(key, barren);
                return flow;
            }
            *slot = (!any).then_some(places);
        }
        self.keep(key, barren);
        ControlFlow::Continue(())
    }

    /// Runs `search` on each of `units` in turn, handing over what it finds,
    /// until `found` breaks; skips a unit whose region
    /// (`region` of it) holds on `grid` the candidates it held where the
    /// search named `key` last found nothing there. `search` must read the
    /// grid only through the candidates of the region of the unit it is
    /// given.
    pub(crate) fn each_unit(
        &self,
        key: &'static str,
        grid: &Grid,
        units: impl Iterator<Item = Unit>,
        region: fn(Unit) -> CellSet,
        found: &mut dyn FnMut(Finding) -> ControlFlow<()>,
        mut search: impl FnMut(Unit, &mut dyn FnMut(Finding) -> ControlFlow<()>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mut barren = self.regions(key, grid, 27);
        for unit in units {
            let places = barren.places(region(unit));
            if barren.is_barren(unit.id(), &places) {
                continue;
            }
            let mut any = false;
            let flow = search(unit, &mut |finding: Finding| {
                any = true;
                found(finding)
            });
            if flow.is_break() {
                return flow;
            }
            barren.found(unit.id(), places, any);
        }
        ControlFlow::Continue(())
    }

    /// What the search by region named `key` remembers of its `count`
    /// regions, for `grid`: kept again when it is dropped.
    pub(crate) fn regions<'m>(
        &'m self,
        key: &'static str,
        grid: &'m Grid,
        count: usize,
    ) -> BarrenRegions<'m> {
        let mut kept = self
            .barren_regions
            .lock()
            .expect("no search panics holding it");
        // Taken out while the search runs, put back when it is dropped.
        let slots = match kept.iter().position(|(k, _)| *k == key) {
            Some(at) => kept.swap_remove(at).1,
            None => vec![None; count],
        };
        BarrenRegions {
            memory: self,
            key,
            grid,
            slots,
        }
    }

    /// What the search named `key` remembers (nothing at first).
    fn barren(&self, key: &'static str) -> Barren {
        let kept = self.barren.lock().expect("no search panics holding it");
        kept.iter()
            .find(|(k, _)| *k == key)
            .map_or([None; 9], |(_, b)| *b)
    }

    /// What `compute` finds in region `at` of `count` (its cells `region`)
    /// on `grid`: remembered from an earlier grid whose empty cells and
    /// candidates in the region were the same, else computed and remembered,
    /// under `key`. `compute` must read the grid only through the region's
    /// cells.
    pub(crate) fn recall<T: Any + Send + Sync>(
        &self,
        key: &'static str,
        grid: &Grid,
        (at, count): (usize, usize),
        region: CellSet,
        compute: impl FnOnce() -> T,
    ) -> Arc<T> {
        let empty = grid.empty_cells() & region;
        let places = places_in(grid, region);
        let mut kept = self.recalled.lock().expect("no search panics holding it");
        let slots = match kept.iter().position(|(k, _)| *k == key) {
            Some(i) => &mut kept[i].1,
            None => {
                kept.push((key, Vec::new()));
                &mut kept.last_mut().expect("just pushed").1
            }
        };
        if slots.len() < count {
            slots.resize_with(count, || None);
        }
        if let Some(r) = &slots[at]
            && r.empty == empty
            && r.places == places
            && let Ok(found) = Arc::clone(&r.found).downcast::<T>()
        {
            return found;
        }
        let found = Arc::new(compute());
        slots[at] = Some(Recalled {
            empty,
            places,
            found: Arc::clone(&found) as Arc<dyn Any + Send + Sync>,
        });
        found
    }

    /// Keeps what the search named `key` now remembers.
    fn keep(&self, key: &'static str, barren: Barren) {
        let mut kept = self.barren.lock().expect("no search panics holding it");
        match kept.iter_mut().find(|(k, _)| *k == key) {
            Some((_, b)) => *b = barren,
            None => kept.push((key, barren)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, Digits};
    use crate::step::sentence::Sentence;
    use crate::step::{Deduction, Pattern};

    /// The digits a barren search looks at on `grid`.
    fn searched(memory: &Memory, grid: &Grid) -> Vec<u8> {
        let mut digits = Vec::new();
        let _ = memory.each_digit("test", grid, &mut |_| ControlFlow::Break(()), |d, _| {
            digits.push(d);
            ControlFlow::Continue(())
        });
        digits
    }

    /// The units the search by unit named `key` looks at on `grid`, each
    /// unit's region being the unit itself; it finds something in `finds`.
    fn searched_units(memory: &Memory, key: &'static str, grid: &Grid, finds: usize) -> Vec<usize> {
        let mut units = Vec::new();
        let region = |u: Unit| u.cells();
        let _ = memory.each_unit(
            key,
            grid,
            Unit::all(),
            region,
            &mut |_| ControlFlow::Continue(()),
            |u, found| {
                units.push(u.id());
                if u.id() != finds {
                    return ControlFlow::Continue(());
                }
                let pattern = Pattern::new(vec![Cell::at(0, 0)], Digits::single(1), vec![u]);
                found(Finding {
                    deduction: Deduction::elimination(pattern, Vec::new()),
                    sentence: Sentence::new(),
                })
            },
        );
        units
    }

    #[test]
    fn a_barren_unit_is_searched_again_only_when_its_region_changes() {
        let memory = Memory::default();
        let mut grid = Grid::empty();
        let all: Vec<usize> = (0..27).collect();
        assert_eq!(searched_units(&memory, "units", &grid, 99), all);
        assert!(searched_units(&memory, "units", &grid, 99).is_empty());
        // r1c1 is in row 1, column 1 and box 1 (units 0, 9 and 18).
        grid.eliminate(Cell::at(0, 0), 4);
        assert_eq!(searched_units(&memory, "units", &grid, 99), [0, 9, 18]);
        // A unit where the search found something is searched again.
        assert_eq!(searched_units(&memory, "finds", &grid, 5), all);
        assert_eq!(searched_units(&memory, "finds", &grid, 5), [5]);
    }

    #[test]
    fn a_barren_digit_is_searched_again_only_when_its_places_change() {
        let memory = Memory::default();
        let mut grid = Grid::empty();
        assert_eq!(searched(&memory, &grid), (1..=9).collect::<Vec<u8>>());
        assert!(searched(&memory, &grid).is_empty());
        grid.eliminate(Cell::at(0, 0), 4);
        grid.eliminate(Cell::at(8, 8), 7);
        assert_eq!(searched(&memory, &grid), [4, 7]);
        // Another search remembers its own.
        let other = memory.each_digit("other", &grid, &mut |_| ControlFlow::Break(()), |_, _| {
            ControlFlow::Break(())
        });
        assert!(other.is_break());
        assert!(searched(&memory, &grid).is_empty());
    }

    #[test]
    fn a_region_is_computed_again_only_when_its_candidates_change() {
        let memory = Memory::default();
        let mut grid = Grid::empty();
        let row = Unit::new(0).cells();
        let computed = std::cell::Cell::new(0);
        let recall = |grid: &Grid| {
            *memory.recall("test", grid, (0, 27), row, || {
                computed.set(computed.get() + 1);
                computed.get()
            })
        };
        assert_eq!(recall(&grid), 1);
        assert_eq!(recall(&grid), 1);
        // Outside the region: the same.
        grid.eliminate(Cell::at(5, 5), 3);
        assert_eq!(recall(&grid), 1);
        // Inside: computed again, and remembered again.
        grid.eliminate(Cell::at(0, 5), 3);
        assert_eq!(recall(&grid), 2);
        assert_eq!(recall(&grid), 2);
        // A cell placed with no other change to the candidates is a change.
        let mut placed = Grid::empty();
        placed.place(Cell::at(0, 0), 1);
        let before = computed.get();
        recall(&placed);
        assert_eq!(computed.get(), before + 1);
    }
}
