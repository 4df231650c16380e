//! Sue de Coq: two or three empty cells where a line meets a box hold at least
//! two digits more than cells. Add cells of the line outside the box and cells
//! of the box outside the line so that all of them together hold exactly as many
//! digits as cells, with no digit both in the line cells and in the box cells.
//! Then no digit can be twice in these cells (a digit of the line cells is not
//! in the box cells, and the line cells with the intersection lie in one line),
//! so each digit is there exactly once: the digits of the line part (the line
//! cells' digits, and the intersection's not among the box cells') go from the
//! rest of the line, and those of the box part from the rest of the box.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, CellSet, Digits};
use crate::core::{INTERSECTIONS, Intersection};
use crate::step::Finding;
use crate::step::pattern::SueDeCoqParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::memory::BarrenRegions;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Sue de Coq.
pub struct SueDeCoq;

/// The digits of `cells`.
fn digits_of(grid: &Grid, cells: CellSet) -> Digits {
    cells
        .iter()
        .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c))
}

/// A subset of partner cells: the cells, their digits and how many cells.
type Group = (CellSet, Digits, u32);

/// Every non-empty subset of `cells` (at most nine) with its digits and size, in
/// binary counting order over the cells in row order; each built from a smaller
/// one.
fn with_digits(grid: &Grid, cells: CellSet, out: &mut Vec<Group>) {
    out.clear();
    out.push((CellSet::EMPTY, Digits::EMPTY, 0));
    let mut list = [Cell::new(0); 9];
    let mut len = 0;
    for cell in cells {
        list[len] = cell;
        len += 1;
    }
    for m in 1usize..1 << len {
        let (rest, low, n) = out[m & (m - 1)];
        let cell = list[m.trailing_zeros() as usize];
        out.push((
            rest | CellSet::single(cell),
            low | grid.candidates(cell),
            n + 1,
        ));
    }
    out.remove(0);
}

/// Every non-empty subset of `cells`, in binary counting order.
fn subsets(cells: CellSet) -> impl Iterator<Item = CellSet> {
    let mask = cells.bits();
    let mut sub: u128 = 0;
    std::iter::from_fn(move || {
        // The next subset of `mask` above `sub`.
        sub = sub.wrapping_sub(mask) & mask;
        (sub != 0).then(|| CellSet::from_bits(sub))
    })
}

/// A partner group on one side: its cells, digits, and how many of its cells
/// must take digits of the intersection (cells minus digits outside it).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Side {
    cells: CellSet,
    digits: Digits,
    size: u32,
    gain: u32,
}

/// The partner groups of one side (`groups`: subsets with their digits) that
/// take at least one intersection digit, in `groups` order.
fn sides(groups: &[Group], core: Digits) -> impl Iterator<Item = Side> + '_ {
    groups.iter().filter_map(move |&(cells, digits, size)| {
        let extra = (digits - core).len();
        (extra < size).then(|| Side {
            cells,
            digits,
            size,
            gain: size - extra,
        })
    })
}

/// The same, by gain (in `groups` order within one gain).
fn sides_by_gain(groups: &[Group], core: Digits, out: &mut [Vec<Side>; 10]) {
    for bucket in out.iter_mut() {
        bucket.clear();
    }
    for side in sides(groups, core) {
        out[side.gain as usize].push(side);
    }
}

/// One pattern: intersection, its cells, the line and box partners.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Layout {
    x: Intersection,
    core: CellSet,
    line: Side,
    boxed: Side,
}

/// Where the pattern removes from, and which digits: the rest of the line
/// loses the line part's digits, the rest of the box the box part's.
fn sdc_targets(grid: &Grid, f: &Layout) -> [(CellSet, Digits); 2] {
    let dc = digits_of(grid, f.core);
    let line_digits = f.line.digits | (dc - f.boxed.digits);
    let box_digits = f.boxed.digits | (dc - f.line.digits);
    let empty = grid.empty_cells();
    [
        (
            (f.x.line.cells() & empty) - f.core - f.line.cells,
            line_digits,
        ),
        (
            (f.x.box_unit.cells() & empty) - f.core - f.boxed.cells,
            box_digits,
        ),
    ]
}

/// What the pattern removes.
fn sdc_removals(grid: &Grid, f: &Layout) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (cells, digits) in sdc_targets(grid, f) {
        for c in cells {
            for d in grid.candidates(c) & digits {
                out.push(Candidate::new(c, d));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Whether the pattern removes something, without listing it: the search
/// asks for every pattern it builds.
fn sdc_removes(grid: &Grid, f: &Layout) -> bool {
    sdc_targets(grid, f)
        .iter()
        .any(|&(cells, digits)| digits.iter().any(|d| grid.positions(d).intersects(cells)))
}

impl Layout {
    /// The pattern as the trace records it: the intersection cells, every digit,
    /// the line then the box, and the partner cells of each.
    fn pattern(&self, grid: &Grid) -> Pattern {
        let units = vec![self.x.line, self.x.box_unit];
        Pattern::new(self.core.to_vec(), self.digits(grid), units).with(Parts::SueDeCoq(
            SueDeCoqParts {
                line_cells: self.line.cells.to_vec(),
                box_cells: self.boxed.cells.to_vec(),
            },
        ))
    }

    /// The digits of the intersection cells and of both partner groups.
    fn digits(&self, grid: &Grid) -> Digits {
        digits_of(grid, self.core) | self.line.digits | self.boxed.digits
    }

    /// The sentence up to its removals.
    fn words(&self, grid: &Grid) -> Sentence {
        let n = self.core.len() + self.line.size + self.boxed.size;
        Sentence::new()
            .text("Where ")
            .unit(self.x.line)
            .text(" meets ")
            .unit(self.x.box_unit)
            .text(", ")
            .cells(self.core)
            .text(format!(
                " with {} in the line and {} in the box: these {n} cells hold only the {n} \
                 digits {}, and no digit is both in the line cells and in the box cells, so \
                 each digit is in them exactly once => ",
                cell_names(self.line.cells),
                cell_names(self.boxed.cells),
                self.digits(grid).to_list()
            ))
    }
}

/// The patterns that remove something, with their size in cells:
/// intersections in order, then their cell subsets, line partners and box
/// partners (by gain). With `smallest`, only each pattern smaller than every
/// earlier one, skipping what cannot be smaller: the last is then the first of
/// the smallest, the engine's step. With `barren`, skips the intersections
/// where the walk last found no pattern on the same candidates of their line
/// and box (all a pattern reads and removes from).
fn patterns(
    grid: &Grid,
    smallest: bool,
    mut barren: Option<&mut BarrenRegions>,
) -> Vec<(u32, Layout)> {
    let empty = grid.empty_cells();
    let mut out: Vec<(u32, Layout)> = Vec::new();
    let (mut line_groups, mut box_groups) = (Vec::new(), Vec::new());
    let mut lines: Vec<Side> = Vec::new();
    let mut boxes: [Vec<Side>; 10] = Default::default();
    for (at, x) in INTERSECTIONS.into_iter().enumerate() {
        let core_cells = x.cells & empty;
        if core_cells.len() < 2 {
            continue;
        }
        let places = barren
            .as_ref()
            .map(|b| b.places(x.line.cells() | x.box_unit.cells()));
        if let (Some(b), Some(places)) = (&barren, &places)
            && b.is_barren(at, places)
        {
            continue;
        }
        // Whether this intersection holds a pattern, or one not looked at.
        let (before, mut skipped) = (out.len(), false);
        let line_rest = (x.line.cells() - x.box_unit.cells()) & empty;
        let box_rest = (x.box_unit.cells() - x.line.cells()) & empty;
        with_digits(grid, line_rest, &mut line_groups);
        with_digits(grid, box_rest, &mut box_groups);
        for core in subsets(core_cells).filter(|s| s.len() >= 2) {
            let dc = digits_of(grid, core);
            if dc.len() < core.len() + 2 {
                continue;
            }
            let need = dc.len() - core.len();
            lines.clear();
            lines.extend(sides(&line_groups, dc));
            sides_by_gain(&box_groups, dc, &mut boxes);
            // Partners must gain exactly `need` together.
            let core_size = core.len();
            for l in &lines {
                let Some(want) = need.checked_sub(l.gain) else {
                    continue;
                };
                let Some(matching) = boxes.get(want as usize) else {
                    continue;
                };
                for b in matching {
                    let size = core_size + l.size + b.size;
                    if !(l.digits & b.digits).is_empty() {
                        continue;
                    }
                    if smallest && out.last().is_some_and(|(n, _)| *n <= size) {
                        skipped = true;
                        continue;
                    }
                    let f = Layout {
                        x,
                        core,
                        line: *l,
                        boxed: *b,
                    };
                    if sdc_removes(grid, &f) {
                        out.push((size, f));
                    }
                }
            }
        }
        if let (Some(b), Some(places)) = (barren.as_mut(), places) {
            b.found(at, places, skipped || out.len() > before);
        }
    }
    out
}

/// The step of pattern `f`.
fn finding(grid: &Grid, f: &Layout) -> Finding {
    let deduction = Deduction::elimination(f.pattern(grid), sdc_removals(grid, f));
    let sentence = f.words(grid).removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for SueDeCoq {
    /// The smallest pattern first (the first found among equals), then every
    /// other pattern that removes something, the fewest cells first.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let mut barren = analysis.barren_regions("sue de coq", INTERSECTIONS.len());
        let Some((_, best)) = patterns(grid, true, barren.as_mut()).pop() else {
            return ControlFlow::Continue(());
        };
        found(finding(grid, &best))?;
        let mut rest = patterns(grid, false, barren.as_mut());
        rest.retain(|(_, f)| *f != best);
        rest.sort_by_key(|(size, _)| *size);
        rest.iter().try_for_each(|(_, f)| found(finding(grid, f)))
    }
}

/// `r1c5,r1c6`.
fn cell_names(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(",")
}
