//! Sue de Coq: two or three empty cells where a line meets a box hold at least
//! two digits more than cells. Add cells of the line outside the box and cells
//! of the box outside the line so that all of them together hold exactly as many
//! digits as cells, with no digit both in the line cells and in the box cells.
//! Then no digit can be twice in these cells (a digit of the line cells is not
//! in the box cells, and the line cells with the intersection lie in one line),
//! so each digit is there exactly once: the digits of the line part (the line
//! cells' digits, and the intersection's not among the box cells') go from the
//! rest of the line, and those of the box part from the rest of the box.

use super::{Technique, TechniqueId};
use crate::bitset::{CellSet, Digits};
use crate::geometry::{INTERSECTIONS, Intersection};
use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::{Candidate, Deduction, Pattern};

/// Sue de Coq.
pub struct SueDeCoq;

/// The digits of `cells`.
fn digits_of(grid: &Grid, cells: CellSet) -> Digits {
    cells
        .iter()
        .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c))
}

/// Every non-empty subset of `cells` (at most nine cells).
fn subsets(cells: CellSet) -> impl Iterator<Item = CellSet> {
    let list = cells.to_vec();
    (1u32..1 << list.len()).map(move |mask| {
        list.iter()
            .enumerate()
            .filter(|(k, _)| mask >> k & 1 == 1)
            .map(|(_, &c)| c)
            .collect()
    })
}

/// A partner group on one side: its cells, digits, and how many of its cells
/// must take digits of the intersection (cells minus digits outside it).
#[derive(Clone, Copy)]
struct Side {
    cells: CellSet,
    digits: Digits,
    gain: u32,
}

/// The partner groups of one side that take at least one intersection digit.
fn sides(grid: &Grid, rest: CellSet, core: Digits) -> Vec<Side> {
    subsets(rest)
        .filter_map(|cells| {
            let digits = digits_of(grid, cells);
            let extra = (digits - core).len();
            (extra < cells.len()).then(|| Side {
                cells,
                digits,
                gain: cells.len() - extra,
            })
        })
        .collect()
}

/// One found pattern: intersection, its cells, the line and box partners.
struct Found {
    x: Intersection,
    core: CellSet,
    line: Side,
    boxed: Side,
}

/// What the pattern removes.
fn sdc_removals(grid: &Grid, f: &Found) -> Vec<Candidate> {
    let dc = digits_of(grid, f.core);
    let line_digits = f.line.digits | (dc - f.boxed.digits);
    let box_digits = f.boxed.digits | (dc - f.line.digits);
    let empty = grid.empty_cells();
    let mut out = Vec::new();
    for c in (f.x.line.cells() & empty) - f.core - f.line.cells {
        for d in grid.candidates(c) & line_digits {
            out.push(Candidate::new(c, d));
        }
    }
    for c in (f.x.box_unit.cells() & empty) - f.core - f.boxed.cells {
        for d in grid.candidates(c) & box_digits {
            out.push(Candidate::new(c, d));
        }
    }
    out.sort();
    out.dedup();
    out
}

impl Technique for SueDeCoq {
    fn id(&self) -> TechniqueId {
        TechniqueId::SueDeCoq
    }

    fn find(&self, grid: &Grid) -> Option<Deduction> {
        let empty = grid.empty_cells();
        let mut best: Option<(u32, Found)> = None;
        for x in INTERSECTIONS {
            let core_cells = x.cells & empty;
            if core_cells.len() < 2 {
                continue;
            }
            let line_rest = (x.line.cells() - x.box_unit.cells()) & empty;
            let box_rest = (x.box_unit.cells() - x.line.cells()) & empty;
            for core in subsets(core_cells).filter(|s| s.len() >= 2) {
                let dc = digits_of(grid, core);
                if dc.len() < core.len() + 2 {
                    continue;
                }
                let need = dc.len() - core.len();
                let lines = sides(grid, line_rest, dc);
                let boxes = sides(grid, box_rest, dc);
                for l in &lines {
                    for b in &boxes {
                        let size = core.len() + l.cells.len() + b.cells.len();
                        if l.gain + b.gain != need
                            || !(l.digits & b.digits).is_empty()
                            || best.as_ref().is_some_and(|(n, _)| *n <= size)
                        {
                            continue;
                        }
                        let f = Found {
                            x,
                            core,
                            line: *l,
                            boxed: *b,
                        };
                        if !sdc_removals(grid, &f).is_empty() {
                            best = Some((size, f));
                        }
                    }
                }
            }
        }
        let (_, f) = best?;
        let all = digits_of(grid, f.core) | f.line.digits | f.boxed.digits;
        let mut pattern = Pattern::new(f.core.to_vec(), all, vec![f.x.line, f.x.box_unit]);
        pattern.line_cells = f.line.cells.to_vec();
        pattern.box_cells = f.boxed.cells.to_vec();
        Some(Deduction::elimination(pattern, sdc_removals(grid, &f)))
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let (line, boxed) = (p.units[0], p.units[1]);
        let n = p.cells.len() + p.line_cells.len() + p.box_cells.len();
        let digits: Digits = p.digits.iter().copied().collect();
        Sentence::new()
            .text("Where ")
            .unit(line)
            .text(" meets ")
            .unit(boxed)
            .text(", ")
            .cells(p.cells.iter().copied())
            .text(format!(
                " with {} in the line and {} in the box: these {n} cells hold only the {n} \
                 digits {}, and no digit is both in the line cells and in the box cells, so \
                 each digit is in them exactly once => ",
                cell_names(&p.line_cells),
                cell_names(&p.box_cells),
                digits.to_list()
            ))
            .removals(&d.eliminations)
    }
}

/// `r1c5,r1c6`.
fn cell_names(cells: &[crate::geometry::Cell]) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    names.join(",")
}
