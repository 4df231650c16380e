//! X-wing, swordfish and jellyfish: n rows (or columns) in which a digit's places
//! all fall in the same n columns (or rows). The digit takes one place in each
//! base line, and so fills each cover line there: it goes from the rest of the
//! cover lines.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::combinations::first_combination;
use crate::techniques::{Analysis, Technique};

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

    /// Base lines are rows when `rows`, else columns.
    fn with_base(&self, grid: &Grid, d: u8, rows: bool) -> Option<Deduction> {
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
        first_combination(bases.len(), n, |pick| {
            let places = pick.iter().fold(CellSet::EMPTY, |acc, &k| {
                acc | grid.positions_in(bases[k], d)
            });
            let mut cover_mask = 0u16;
            for c in places {
                cover_mask |= 1 << across(c);
            }
            if cover_mask.count_ones() as usize != n {
                return None;
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
                return None;
            }
            let mut pattern = Pattern::new(places.to_vec(), Digits::single(d), base);
            pattern.cover_units = cover;
            Some(Deduction::elimination(pattern, removed))
        })
    }
}

impl BasicFish {
    fn deduce(&self, grid: &Grid, _: &Analysis) -> Option<Deduction> {
        (1..=9).find_map(|d| {
            self.with_base(grid, d, true)
                .or_else(|| self.with_base(grid, d, false))
        })
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let digit = p.digits[0];
        Sentence::new()
            .text("In ")
            .units(p.units.iter().copied())
            .text(", ")
            .digit(digit)
            .text(" can only go in ")
            .units(p.cover_units.iter().copied())
            .text(", so ")
            .units(p.cover_units.iter().copied())
            .text(" get their ")
            .digit(digit)
            .text(" in ")
            .units(p.units.iter().copied())
            .text(" => ")
            .removals(&d.eliminations)
    }
}

impl Technique for BasicFish {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
