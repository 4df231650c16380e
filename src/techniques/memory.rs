//! What a walk's techniques remember from one grid to the next, to skip work
//! that cannot find anything: for a search that reads one digit at a time
//! and only that digit's places (the fish), the places of each digit where it
//! last found nothing. A step changes the places of a few digits, so the
//! next grid's search looks again only at those.
//!
//! What is remembered is keyed by the very places it was found on, so it
//! holds for any later grid, whatever steps led there: the walk's steps are
//! the same with or without the memory, only cheaper with it.

use crate::core::{CellSet, Grid};
use crate::step::Finding;
use std::ops::ControlFlow;
use std::sync::Mutex;

/// Per digit (index `d - 1`), the places where a search last found nothing.
type Barren = [Option<CellSet>; 9];

/// The memory of one walk, handed to each grid's [`Analysis`](super::Analysis).
#[derive(Default)]
pub struct Memory {
    /// Per search, by its key.
    barren: Mutex<Vec<(&'static str, Barren)>>,
}

impl Memory {
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

    /// What the search named `key` remembers (nothing at first).
    fn barren(&self, key: &'static str) -> Barren {
        let kept = self.barren.lock().expect("no search panics holding it");
        kept.iter()
            .find(|(k, _)| *k == key)
            .map_or([None; 9], |(_, b)| *b)
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
    use crate::core::Cell;

    /// The digits a barren search looks at on `grid`.
    fn searched(memory: &Memory, grid: &Grid) -> Vec<u8> {
        let mut digits = Vec::new();
        let _ = memory.each_digit("test", grid, &mut |_| ControlFlow::Break(()), |d, _| {
            digits.push(d);
            ControlFlow::Continue(())
        });
        digits
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
}
