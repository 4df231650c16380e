//! X-wing, swordfish and jellyfish: n rows (or columns) in which a digit's places
//! all fall in the same n columns (or rows). The digit takes one place in each
//! base line, and so fills each cover line there: it goes from the rest of the
//! cover lines.

use super::places_sentence;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::pattern::FishParts;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::combinations::each_combination;
use crate::techniques::{Analysis, Candidates, Found, Technique};
use std::ops::ControlFlow;

/// The basic fish of one size.
pub struct BasicFish {
    size: usize,
}

impl BasicFish {
    /// Two base lines.
    pub const X_WING: BasicFish = BasicFish { size: 2 };
    /// Three base lines.
    pub const SWORDFISH: BasicFish = BasicFish { size: 3 };
    /// Four base lines.
    pub const JELLYFISH: BasicFish = BasicFish { size: 4 };

    /// The fish of `d` whose base lines are rows when `rows`, else columns, base
    /// combinations in lexicographic order.
    fn with_base(&self, grid: &Grid, d: u8, rows: bool, found: Found) -> ControlFlow<()> {
        self.each_with_base(grid, d, rows, &mut |fish| found(fish.finding()))
    }

    /// The fish of `d` on any position, base lines rows when `rows`, else
    /// columns, base combinations in lexicographic order, each with what it
    /// removes (none without): the search this technique and SE's nesting
    /// levels share.
    pub fn each_with_base(
        &self,
        position: &impl Candidates,
        d: u8,
        rows: bool,
        visit: &mut dyn FnMut(Fish) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let grid = position;
        let n = self.size;
        let line = |k: u8| if rows { Unit::row(k) } else { Unit::col(k) };
        let cross = |k: u8| if rows { Unit::col(k) } else { Unit::row(k) };
        let across = |c: Cell| if rows { c.col() } else { c.row() };
        // A stack array, not a Vec: this runs for every digit at every step.
        let mut bases = [Unit::row(0); 9];
        let mut len = 0;
        for u in (0..9).map(line) {
            if (2..=n as u32).contains(&grid.positions_in(u, d).len()) {
                bases[len] = u;
                len += 1;
            }
        }
        let bases = &bases[..len];
        each_combination(bases.len(), n, |pick| {
            let places = pick.iter().fold(CellSet::EMPTY, |acc, &k| {
                acc | grid.positions_in(bases[k], d)
            });
            let mut cover_mask = 0u16;
            for c in places {
                cover_mask |= 1 << across(c);
            }
            if cover_mask.count_ones() as usize != n {
                return ControlFlow::Continue(());
            }
            let base: Vec<Unit> = pick.iter().map(|&k| bases[k]).collect();
            let cover: Vec<Unit> = (0..9)
                .filter(|k| cover_mask >> k & 1 == 1)
                .map(cross)
                .collect();
            let base_cells = base.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells());
            let cover_cells = cover.iter().fold(CellSet::EMPTY, |acc, u| acc | u.cells());
            let removed: Vec<Candidate> = ((grid.positions(d) & cover_cells) - base_cells)
                .iter()
                .map(|c| Candidate::new(c, d))
                .collect();
            if removed.is_empty() {
                return ControlFlow::Continue(());
            }
            let fish = Fish {
                digit: d,
                base,
                cover,
                places,
                removed,
            };
            visit(fish)
        })
    }
}

/// Base lines whose places of a digit all lie in as many cover lines.
pub struct Fish {
    /// The digit.
    pub digit: u8,
    /// The base lines, ascending.
    pub base: Vec<Unit>,
    /// The cover lines, ascending.
    pub cover: Vec<Unit>,
    /// The places of the digit in the base lines.
    pub places: CellSet,
    /// The digit in the cover lines outside the base lines.
    pub removed: Vec<Candidate>,
}

impl Fish {
    fn finding(self) -> Finding {
        let Fish {
            digit,
            base,
            cover,
            places,
            removed,
        } = self;
        let pattern = Pattern::new(places.to_vec(), Digits::single(digit), base.clone()).with(
            Parts::Fish(FishParts {
                cover_units: cover.clone(),
                ..FishParts::default()
            }),
        );
        let deduction = Deduction::elimination(pattern, removed);
        let sentence = places_sentence(digit, &base, &cover)
            .text(", so ")
            .units(cover)
            .text(" get their ")
            .digit(digit)
            .text(" in ")
            .units(base)
            .text(" => ")
            .removals(&deduction.eliminations);
        Finding {
            deduction,
            sentence,
        }
    }
}

impl Technique for BasicFish {
    /// Digits ascending; for each, row bases before column bases.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's fish lie in its places alone.
        let key = ["x-wing", "swordfish", "jellyfish"][self.size - 2];
        analysis.each_digit(key, found, |d, found| {
            self.with_base(grid, d, true, found)?;
            self.with_base(grid, d, false, found)
        })
    }
}
