//! Finned X-wing, swordfish and jellyfish: n rows (or columns) in which a digit's
//! places all fall in n columns (or rows), except for a few "fins" inside one
//! box. Either a fin holds the digit, or the fish is complete and the cover
//! lines get their digit from the base lines. Both rule the digit out of every
//! cover-line cell outside the base lines that sees all the fins, which only
//! cells of the fins' box can do.
//!
//! The search works on per-line position bitmasks: for each set of n base lines
//! and each box that might hold the fins, the cover lines are forced (every
//! column outside the box's stack, and the columns base lines outside the box's
//! band use inside it), and only the few remaining columns of the stack are
//! tried.

use super::{FishShape, fins_sentence, fish_finding};
use crate::core::{Candidate, Cell, CellSet, Grid, Unit};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::techniques::chains::links::common_peers;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The finned fish of one size.
pub struct FinnedFish {
    size: usize,
}

/// Lines as the base (rows) or cover (columns) when `rows`, else the other way.
#[derive(Clone, Copy)]
struct Orientation {
    rows: bool,
}

impl Orientation {
    fn line(self, k: usize) -> Unit {
        if self.rows {
            Unit::row(k as u8)
        } else {
            Unit::col(k as u8)
        }
    }

    fn cross(self, k: usize) -> Unit {
        if self.rows {
            Unit::col(k as u8)
        } else {
            Unit::row(k as u8)
        }
    }

    /// The box in band `band` of the base lines and stack `stack` of the cover lines.
    fn fin_box(self, band: usize, stack: usize) -> Unit {
        if self.rows {
            Unit::boxed((3 * band + stack) as u8)
        } else {
            Unit::boxed((3 * stack + band) as u8)
        }
    }

    /// The cell at position `across` of base line `line`.
    fn cell(self, line: usize, across: usize) -> Cell {
        if self.rows {
            Cell::at(line as u8, across as u8)
        } else {
            Cell::at(across as u8, line as u8)
        }
    }
}

/// The positions across of the lines of stack `stack`, as bits.
fn stack_mask(stack: usize) -> u16 {
    0b111 << (3 * stack)
}

/// The cells of the lines named by the bits of `mask`.
fn lines_cells(o: Orientation, mask: u16, cross: bool) -> CellSet {
    (0..9)
        .filter(|k| mask >> k & 1 == 1)
        .fold(CellSet::EMPTY, |acc, k| {
            acc | if cross { o.cross(k) } else { o.line(k) }.cells()
        })
}

impl FinnedFish {
    /// Two base lines.
    pub const X_WING: FinnedFish = FinnedFish { size: 2 };
    /// Three base lines.
    pub const SWORDFISH: FinnedFish = FinnedFish { size: 3 };
    /// Four base lines.
    pub const JELLYFISH: FinnedFish = FinnedFish { size: 4 };

    /// The finned fish of `d` with base lines in orientation `o`, by the band
    /// of their fins.
    fn with_base(&self, grid: &Grid, d: u8, o: Orientation, found: Found) -> ControlFlow<()> {
        let n = self.size;
        // masks[line]: the positions across the line where d is a candidate,
        // read straight from the bits of the digit's cells (row r is bits 9r..9r+8).
        let bits = grid.positions(d).bits();
        let mut masks = [0u16; 9];
        for r in 0..9 {
            let row = (bits >> (9 * r)) as u16 & 0x1FF;
            if o.rows {
                masks[r] = row;
            } else {
                let mut rest = row;
                while rest != 0 {
                    masks[rest.trailing_zeros() as usize] |= 1 << r;
                    rest &= rest - 1;
                }
            }
        }
        let search = Search {
            grid,
            d,
            o,
            n,
            masks,
        };
        (0..3).try_for_each(|band| search.fins_in_band(band, found))
    }
}

/// Calls `f` with each `k`-subset of `lines` (ascending, in lexicographic order)
/// whose positions together (bits across) number at most `n`, and the union of
/// those positions, until it breaks.
fn narrow_subsets(
    masks: &[u16; 9],
    lines: &[usize],
    k: usize,
    n: usize,
    f: &mut dyn FnMut(&[usize], u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut walk = Walk {
        masks,
        lines,
        k,
        n,
        chosen: [0; 4],
        f,
    };
    walk.from(0, 0, 0)
}

/// The state of [`narrow_subsets`]' depth-first walk.
struct Walk<'a> {
    masks: &'a [u16; 9],
    lines: &'a [usize],
    k: usize,
    n: usize,
    chosen: [usize; 4],
    f: &'a mut dyn FnMut(&[usize], u16) -> ControlFlow<()>,
}

impl Walk<'_> {
    /// Chooses line `depth` of the subset from `lines[start..]`, the lines
    /// chosen so far covering the positions `union`.
    fn from(&mut self, start: usize, depth: usize, union: u16) -> ControlFlow<()> {
        if depth == self.k {
            return (self.f)(&self.chosen[..self.k], union);
        }
        for at in start..self.lines.len() {
            let wider = union | self.masks[self.lines[at]];
            if wider.count_ones() as usize <= self.n {
                self.chosen[depth] = self.lines[at];
                self.from(at + 1, depth + 1, wider)?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// One digit and orientation of the search: the positions of the digit in each
/// base-direction line.
struct Search<'a> {
    grid: &'a Grid,
    d: u8,
    o: Orientation,
    n: usize,
    masks: [u16; 9],
}

/// The lines of one band that hold the digit, and the stacks where two of
/// them do (a box that may hold the fins), as bits.
#[derive(Clone, Copy)]
struct FinLines<'a> {
    inside: &'a [usize],
    band: usize,
    stacks: u8,
}

/// A choice of base lines.
struct Base<'a> {
    /// The lines, ascending.
    lines: &'a [usize],
    /// The lines as bits.
    mask: u16,
    /// Every position across where the base lines hold the digit.
    union: u16,
}

impl Search<'_> {
    /// The fish whose fins lie in band `band` of the base lines. One or two base
    /// lines of the band hold the fins (another line of the band must hold the
    /// removed candidates); every other base line lies outside the band, holds
    /// at most `n` places, and all of them are in the cover.
    fn fins_in_band(&self, band: usize, found: Found) -> ControlFlow<()> {
        let n = self.n;
        let mut inside = [0usize; 3];
        let mut len_in = 0;
        let mut outside = [0usize; 6];
        let mut len_out = 0;
        for (l, &m) in self.masks.iter().enumerate() {
            if m == 0 {
                continue;
            }
            if l / 3 == band {
                inside[len_in] = l;
                len_in += 1;
            } else if m.count_ones() as usize <= n {
                outside[len_out] = l;
                len_out += 1;
            }
        }
        let (inside, outside) = (&inside[..len_in], &outside[..len_out]);
        // The fins' box needs the digit on two lines of the band: a fin line and
        // a line holding the removed candidates.
        let mut stacks = 0u8;
        for stack in 0..3 {
            let smask = stack_mask(stack);
            if inside
                .iter()
                .filter(|&&l| self.masks[l] & smask != 0)
                .count()
                >= 2
            {
                stacks |= 1 << stack;
            }
        }
        if stacks == 0 {
            return ControlFlow::Continue(());
        }
        let fins = FinLines {
            inside,
            band,
            stacks,
        };
        (1..=n.min(2))
            .filter(|&f| f < inside.len())
            .try_for_each(|f| {
                narrow_subsets(&self.masks, outside, n - f, n, &mut |others, union| {
                    self.with_fin_lines(&fins, f, others, union, found)
                })
            })
    }

    /// The fish on the base lines `others` (outside the band) and `f` fin lines
    /// from `inside` (the band's lines holding the digit).
    fn with_fin_lines(
        &self,
        fins: &FinLines,
        f: usize,
        others: &[usize],
        others_union: u16,
        found: Found,
    ) -> ControlFlow<()> {
        let n = self.n;
        let FinLines {
            inside,
            band,
            stacks,
        } = *fins;
        let picks: &[(usize, usize)] = if f == 1 {
            &[(0, 0), (1, 1), (2, 2)]
        } else {
            &[(0, 1), (0, 2), (1, 2)]
        };
        picks
            .iter()
            .filter(|&&(_, b)| b < inside.len())
            .try_for_each(|&(a, b)| {
                let fin_masks = self.masks[inside[a]] | self.masks[inside[b]];
                let union = others_union | fin_masks;
                if union.count_ones() as usize <= n {
                    return ControlFlow::Continue(());
                }
                let mut lines = [0usize; 4];
                lines[..others.len()].copy_from_slice(others);
                lines[others.len()] = inside[a];
                if f == 2 {
                    lines[others.len() + 1] = inside[b];
                }
                let lines = &mut lines[..n];
                lines.sort_unstable();
                let base = Base {
                    lines,
                    mask: lines.iter().fold(0, |acc, &l| acc | 1 << l),
                    union,
                };
                (0..3)
                    .filter(|&stack| stacks >> stack & 1 == 1)
                    .filter(|&stack| fin_masks & stack_mask(stack) != 0)
                    .try_for_each(|stack| self.with_fin_box(&base, band, stack, found))
            })
    }

    /// The fish on these base lines with their fins in the box of band `band`
    /// (of the base lines) and stack `stack` (of the cover lines) that remove
    /// something, cover choices in increasing order of their bits. Works on
    /// bits until a fish that removes something is certain.
    fn with_fin_box(
        &self,
        base: &Base,
        band: usize,
        stack: usize,
        found: Found,
    ) -> ControlFlow<()> {
        let smask = stack_mask(stack);
        let band_lines = 0b111u16 << (3 * band);
        // Targets: the digit in the fin box on lines outside the base (every cell
        // of the box sees every fin; no cell outside it can see a fin and lie in
        // a cover line outside the base lines).
        let mut room = 0u16;
        for l in 3 * band..3 * band + 3 {
            if base.mask >> l & 1 == 0 {
                room |= self.masks[l];
            }
        }
        room &= smask & base.union;
        if room == 0 || base.mask & band_lines == 0 {
            return ControlFlow::Continue(());
        }
        let mut forced = base.union & !smask;
        for &l in base.lines {
            if l / 3 != band {
                forced |= self.masks[l] & smask;
            }
        }
        let Some(spare) = self.n.checked_sub(forced.count_ones() as usize) else {
            return ControlFlow::Continue(());
        };
        let avail = base.union & smask & !forced;
        if avail.count_ones() as usize <= spare {
            return ControlFlow::Continue(());
        }
        // Extra cover columns from the stack: every subset of `avail` of size `spare`.
        // The subsets of `avail` in increasing order of their bits.
        let mut extra = 0u16;
        loop {
            if extra.count_ones() as usize == spare {
                let cover = forced | extra;
                if room & cover != 0
                    && base.lines.iter().all(|&l| self.masks[l] & cover != 0)
                    && let Some(fish) = self.build(base, cover, self.o.fin_box(band, stack))
                {
                    found(fish.finding())?;
                }
            }
            extra = extra.wrapping_sub(avail) & avail;
            if extra == 0 {
                return ControlFlow::Continue(());
            }
        }
    }

    /// The fish with these cover lines (bits across) and its fins in `fin_box`,
    /// if it removes something.
    fn build(&self, base: &Base, cover: u16, fin_box: Unit) -> Option<Finned> {
        let (d, o) = (self.d, self.o);
        let mut fins = CellSet::EMPTY;
        let mut body = CellSet::EMPTY;
        // The base lines (as bits) that keep one place in the cover.
        let mut thin = 0u16;
        for &l in base.lines {
            let inside = self.masks[l] & cover;
            if inside.count_ones() == 1 {
                thin |= 1 << l;
            }
            for k in 0..9 {
                if self.masks[l] >> k & 1 == 1 {
                    let c = o.cell(l, k);
                    if inside >> k & 1 == 1 {
                        body.insert(c);
                    } else {
                        fins.insert(c);
                    }
                }
            }
        }
        if fins.is_empty() {
            return None;
        }
        let base_cells = lines_cells(o, base.mask, false);
        let cover_cells = lines_cells(o, cover, true);
        let targets = ((self.grid.positions(d) & cover_cells) - base_cells) & common_peers(fins);
        if targets.is_empty() {
            return None;
        }
        // The cover takes every place outside the fins' stack and every place
        // of the base lines outside its band, so the fins lie in its box.
        debug_assert!(fins.is_subset(fin_box.cells()));
        let lines = |mask: u16, unit: fn(Orientation, usize) -> Unit| -> Vec<Unit> {
            (0..9)
                .filter(|k| mask >> k & 1 == 1)
                .map(|k| unit(o, k))
                .collect()
        };
        Some(Finned {
            digit: d,
            base: lines(base.mask, Orientation::line),
            cover: lines(cover, Orientation::cross),
            body,
            fins,
            fin_box,
            thin: lines(thin, Orientation::line),
            removed: targets.iter().map(|c| Candidate::new(c, d)).collect(),
        })
    }
}

/// A finned (or sashimi) fish that removes something.
struct Finned {
    digit: u8,
    /// The base lines, ascending.
    base: Vec<Unit>,
    /// The cover lines, ascending.
    cover: Vec<Unit>,
    /// The places of the digit in the base lines inside the cover lines.
    body: CellSet,
    /// The places of the digit in the base lines outside the cover lines.
    fins: CellSet,
    /// The box that holds every fin.
    fin_box: Unit,
    /// The base lines that keep one place in the cover: the fish is sashimi
    /// when there is one.
    thin: Vec<Unit>,
    /// The digit in the cells of the cover lines outside the base lines that
    /// see every fin.
    removed: Vec<Candidate>,
}

impl Finned {
    fn finding(self) -> Finding {
        let sashimi = !self.thin.is_empty();
        let shape = FishShape::new(self.digit, (&self.base, &self.cover), self.body, self.fins);
        let shape = FishShape { sashimi, ..shape };
        fish_finding(shape, self.removed.clone(), |removed| {
            self.sentence(removed)
        })
    }

    /// The words of the fish, ending with `removed`.
    fn sentence(&self, removed: &[Candidate]) -> Sentence {
        let digit = self.digit;
        let base = self.base.iter().copied();
        let cover = self.cover.iter().copied();
        let one = self.fins.len() == 1;
        let mut s = fins_sentence(digit, &self.base, &self.cover, self.fins, one)
            .text(" (")
            .unit(self.fin_box)
            .text(")");
        if !self.thin.is_empty() {
            s = s
                .text(", a sashimi fish since ")
                .units(self.thin.iter().copied())
                .text(if self.thin.len() == 1 {
                    " keeps"
                } else {
                    " keep"
                })
                .text(" one place in the cover");
        }
        s.text(if one {
            "; either the fin is "
        } else {
            "; either a fin is "
        })
        .digit(digit)
        .text(", or ")
        .units(cover.clone())
        .text(" get their ")
        .digit(digit)
        .text(" in ")
        .units(base)
        .text("; both rule out the cells of ")
        .units(cover)
        .text(if one {
            " that see the fin => "
        } else {
            " that see every fin => "
        })
        .removals(removed)
    }
}

impl Technique for FinnedFish {
    /// Digits ascending; for each, row bases before column bases.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's fish lie in its places alone.
        let key = ["finned x-wing", "finned swordfish", "finned jellyfish"][self.size - 2];
        analysis.each_digit(key, found, |d, found| {
            self.with_base(grid, d, Orientation { rows: true }, found)?;
            self.with_base(grid, d, Orientation { rows: false }, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with_digit as grid_with_digit;

    #[test]
    fn finned_x_wing_removes_from_the_fin_box() {
        // Row 1: 5 in c2, c7; row 5: 5 in c2, c7, c8 (fin r5c8 in box 6).
        // Column 7 also holds 5 in r4c7 and r9c7; r4c7 sees the fin.
        let grid = grid_with_digit(
            5,
            &[
                (0, 1),
                (0, 6),
                (4, 1),
                (4, 6),
                (4, 7),
                (3, 6),
                (8, 6),
                (2, 1),
                (6, 1),
            ],
        );
        let found = FinnedFish::X_WING
            .find(&grid, &Analysis::new(&grid))
            .expect("a finned x-wing");
        let d = &found.deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(3, 6), 5)]);
        let p = &d.pattern;
        assert_eq!(p.units, vec![Unit::row(0), Unit::row(4)]);
        assert_eq!(
            p.fish().unwrap().cover_units,
            vec![Unit::col(1), Unit::col(6)]
        );
        assert_eq!(p.fish().unwrap().fins, vec![Cell::at(4, 7)]);
        assert!(!p.fish().unwrap().sashimi);
        assert_eq!(
            found.sentence.plain(),
            "In rows 1 and 5, 5 can only go in columns 2 and 7 or in the fin r5c8 (box 6); \
             either the fin is 5, or columns 2 and 7 get their 5 in rows 1 and 5; both rule \
             out the cells of columns 2 and 7 that see the fin => remove 5 from r4c7"
        );
    }

    #[test]
    fn sashimi_when_the_fin_line_keeps_one_cover_place() {
        // Row 1: 5 in c2, c7; row 5: 5 in c7, c8 only (r5c2 missing).
        let grid = grid_with_digit(
            5,
            &[
                (0, 1),
                (0, 6),
                (4, 6),
                (4, 7),
                (3, 6),
                (3, 1),
                (8, 6),
                (2, 1),
                (6, 1),
            ],
        );
        let d = FinnedFish::X_WING
            .find(&grid, &Analysis::new(&grid))
            .expect("a sashimi x-wing")
            .deduction;
        assert!(d.pattern.fish().unwrap().sashimi);
        assert_eq!(d.pattern.fish().unwrap().fins, vec![Cell::at(4, 7)]);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(3, 6), 5)]);
    }

    #[test]
    fn nothing_when_no_cover_cell_sees_the_fin() {
        // The finned x-wing of the first test without r4c7: nothing to remove.
        let cells = [
            (0, 1),
            (0, 6),
            (4, 1),
            (4, 6),
            (4, 7),
            (8, 6),
            (2, 1),
            (6, 1),
        ];
        let grid = grid_with_digit(5, &cells);
        assert_eq!(FinnedFish::X_WING.find(&grid, &Analysis::new(&grid)), None);
    }
}
