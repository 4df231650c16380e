//! What the techniques share about one grid: parts that cost a lot to build and
//! that several techniques read (the chain graph, the almost locked sets, the
//! forcing closures). The engine makes one [`Analysis`] per grid and hands it to
//! every technique it asks, so a part is built at most once per step, and a
//! technique's answer depends only on the grid it is given.
//!
//! An analysis may also carry the [`Memory`] of the walk it is part of, which
//! outlives the grid.
//!
//! The parts are typed by the family that builds them and stored here without
//! this file knowing their types, so the families depend on the analysis and
//! not the other way round.

use crate::core::{CellSet, Grid, Unit};
use crate::step::Finding;
use crate::techniques::memory::{BarrenRegions, Memory, take_typed};
use std::any::Any;
use std::cell::RefCell;
use std::ops::ControlFlow;
use std::sync::Arc;

/// The shared parts of one grid, each built on first use.
pub struct Analysis<'g> {
    grid: &'g Grid,
    parts: RefCell<Vec<Box<dyn Any + Send>>>,
    memory: Option<&'g Memory>,
}

impl<'g> Analysis<'g> {
    /// Nothing built yet for `grid`.
    pub fn new(grid: &'g Grid) -> Analysis<'g> {
        Analysis {
            grid,
            parts: RefCell::new(Vec::new()),
            memory: None,
        }
    }

    /// Nothing built yet for `grid`, a grid of the walk that `memory`
    /// remembers.
    pub fn remembering(grid: &'g Grid, memory: &'g Memory) -> Analysis<'g> {
        Analysis {
            memory: Some(memory),
            ..Analysis::new(grid)
        }
    }

    /// Runs `search` on each digit 1..=9 in turn, handing over what it finds,
    /// until `found` breaks; in a walk with a [`Memory`], skips the digits
    /// whose places are where the search named `key` last found nothing.
    /// `search` must read the grid only through the places of its digit.
    pub(crate) fn each_digit(
        &self,
        key: &'static str,
        found: &mut dyn FnMut(Finding) -> ControlFlow<()>,
        mut search: impl FnMut(u8, &mut dyn FnMut(Finding) -> ControlFlow<()>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match self.memory {
            Some(memory) => memory.each_digit(key, self.grid, found, search),
            None => (1..=9).try_for_each(|d| search(d, found)),
        }
    }

    /// Runs `search` on each of `units` in turn, handing over what it finds,
    /// until `found` breaks; in a walk with a [`Memory`],
    /// skips the units whose region (`region` of the unit) holds the
    /// candidates it held where the search named `key` last found nothing
    /// there. `search` must read the grid only through the candidates of its
    /// unit's region.
    pub(crate) fn each_unit(
        &self,
        key: &'static str,
        mut units: impl Iterator<Item = Unit>,
        region: fn(Unit) -> CellSet,
        found: &mut dyn FnMut(Finding) -> ControlFlow<()>,
        mut search: impl FnMut(Unit, &mut dyn FnMut(Finding) -> ControlFlow<()>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match self.memory {
            Some(memory) => memory.each_unit(key, self.grid, units, region, found, search),
            None => units.try_for_each(|unit| search(unit, found)),
        }
    }

    /// In a walk with a [`Memory`], what the search by region named `key`
    /// remembers of its `count` regions for this grid.
    pub(crate) fn barren_regions(
        &self,
        key: &'static str,
        count: usize,
    ) -> Option<BarrenRegions<'g>> {
        self.memory
            .map(|memory| memory.regions(key, self.grid, count))
    }

    /// Runs `use_kept` on what a search keeps for itself along the walk, of
    /// type `T`: the walk's, in a walk with a [`Memory`], or a new one.
    pub(crate) fn with_kept<T: Any + Send + Default, R>(
        &self,
        use_kept: impl FnOnce(&mut T) -> R,
    ) -> R {
        match self.memory {
            Some(memory) => memory.with_kept(use_kept),
            None => use_kept(&mut T::default()),
        }
    }

    /// The grid the parts describe.
    pub fn grid(&self) -> &'g Grid {
        self.grid
    }

    /// The memory of the walk this grid is part of, if any.
    pub(crate) fn memory(&self) -> Option<&'g Memory> {
        self.memory
    }

    /// Runs `use_part` on the part of type `T`, built from the grid by `build`
    /// the first time any technique asks for it. The part is taken out while
    /// `use_part` runs, so that it may ask for other parts.
    pub fn with<T: Any + Send, R>(
        &self,
        build: impl FnOnce(&Grid) -> T,
        use_part: impl FnOnce(&mut T) -> R,
    ) -> R {
        let taken = take_typed(&mut self.parts.borrow_mut());
        let mut part: Box<T> = taken.unwrap_or_else(|| Box::new(build(self.grid)));
        let answer = use_part(&mut part);
        self.parts.borrow_mut().push(part);
        answer
    }

    /// The part of type `T` that techniques only read, built by `build` the
    /// first time any technique asks for it.
    pub fn shared<T: Any + Send + Sync>(&self, build: impl FnOnce(&Grid) -> T) -> Arc<T> {
        self.with(
            |grid| Arc::new(build(grid)),
            |part: &mut Arc<T>| Arc::clone(part),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_built_once_and_kept() {
        let grid = Grid::empty();
        let analysis = Analysis::new(&grid);
        let mut builds = 0;
        for _ in 0..3 {
            analysis.with(
                |_| {
                    builds += 1;
                    vec![1u8]
                },
                |v: &mut Vec<u8>| v.push(2),
            );
        }
        assert_eq!(builds, 1);
        let len = analysis.with(|_| Vec::<u8>::new(), |v: &mut Vec<u8>| v.len());
        assert_eq!(len, 4);
        // Another type is another part, and parts may ask for each other.
        let inner = analysis.with(
            |_| 7u32,
            |_: &mut u32| analysis.with(|_| vec![0u8], |v: &mut Vec<u8>| v.len()),
        );
        assert_eq!(inner, 4);
    }

    #[test]
    fn an_analysis_may_cross_threads() {
        fn send<T: Send>() {}
        send::<Analysis<'static>>();
    }
}
