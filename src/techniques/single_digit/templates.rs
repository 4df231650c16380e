//! Templates (the pattern overlay method, HoDoKu's template set and delete):
//! in any solution a digit fills nine cells, one in each row, column and box.
//! Such a set of nine cells is a template (there are 46,656). A digit's
//! templates that fit the grid contain every cell where it is placed and no
//! cell where it cannot go; the solution's is one of them. A cell in every
//! fitting template holds the digit, and a candidate in none of them goes.
//!
//! Other digits narrow the fit, as HoDoKu's templates do: a cell in every
//! fitting template of another digit holds that digit, so no template through
//! it fits. Those cells are found for every digit in turn until none is new
//! (each time a digit's templates lose some, its own certain cells can grow);
//! the solution's template of each digit survives, since it never meets
//! another digit's.
//!
//! A reader checks a step by laying out the digit's ways: few, the sentence
//! lists them, nine cells each; many, it gives their count.
//!
//! Off the human path, as in HoDoKu (where templates are off by default): a
//! search across the whole digit, which a player checks by trying, not by
//! spotting a pattern. `--techniques templates`, `hint --all` and the
//! lesson reach it.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::pattern::TemplateParts;
use crate::step::sentence::{Sentence, join_and};
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Templates.
pub struct Templates;

/// The most ways a sentence lists cell by cell; more are counted.
const SHOWN: usize = 4;

/// Every template of a digit that fits: it holds every cell of `required`
/// (where the digit is placed) and only cells of `allowed` (those and its
/// candidates), taken row by row (46,656 at most: an empty digit has them
/// all).
fn fitting(allowed: CellSet, required: CellSet) -> Vec<CellSet> {
    let mut out = Vec::new();
    walk(allowed, required, 0, CellSet::EMPTY, [0, 0], &mut out);
    out
}

/// Chooses row `r`'s cell among `allowed`, in a column and box that none
/// of `taken` (one cell in each row above) is in: `used` holds their
/// columns and boxes as bits.
fn walk(
    allowed: CellSet,
    required: CellSet,
    r: u8,
    taken: CellSet,
    [cols, boxes]: [u16; 2],
    out: &mut Vec<CellSet>,
) {
    if r == 9 {
        out.push(taken);
        return;
    }
    let row = Unit::row(r).cells();
    // A placed digit leaves its row one choice.
    let choices = match (required & row).first() {
        Some(cell) => CellSet::single(cell),
        None => allowed & row,
    };
    for cell in choices {
        let (col, bx) = (1u16 << cell.col(), 1u16 << cell.box_index());
        if cols & col != 0 || boxes & bx != 0 {
            continue;
        }
        let taken = taken | CellSet::single(cell);
        walk(
            allowed,
            required,
            r + 1,
            taken,
            [cols | col, boxes | bx],
            out,
        );
    }
}

/// The cells in every one of `templates`.
fn common(templates: &[CellSet]) -> CellSet {
    templates.iter().fold(CellSet::ALL, |a, &t| a & t)
}

/// The cells other digits than `digit` hold in every way they fit.
fn others(held: &[CellSet; 9], digit: u8) -> CellSet {
    (1..=9u8)
        .filter(|&k| k != digit)
        .fold(CellSet::EMPTY, |a, k| a | held[usize::from(k - 1)])
}

/// The templates of `digit` that fit the grid and avoid `barred`.
fn fitting_beside(grid: &Grid, digit: u8, barred: CellSet) -> Vec<CellSet> {
    let placed = grid.placed(digit);
    fitting((grid.positions(digit) | placed) - barred, placed)
}

/// What the overlays found.
struct Overlays {
    /// Per round that found any, the cells each digit newly holds in every
    /// template that fits it and avoids the cells other digits held in the
    /// rounds before, as (cell, digit) by cell.
    rounds: Vec<Vec<Candidate>>,
    /// Each digit's templates once a round finds nothing new (index
    /// `d - 1`).
    templates: Vec<Vec<CellSet>>,
}

/// The overlays, round by round until one finds nothing new; `None` when a
/// digit fits nowhere (a grid without a solution).
fn overlays(grid: &Grid) -> Option<Overlays> {
    let mut held = [CellSet::EMPTY; 9];
    let mut rounds = Vec::new();
    loop {
        let mut templates = Vec::with_capacity(9);
        let mut new: Vec<Candidate> = Vec::new();
        for digit in 1..=9u8 {
            let fits = fitting_beside(grid, digit, others(&held, digit));
            if fits.is_empty() {
                return None;
            }
            let fresh = common(&fits) - grid.placed(digit) - held[usize::from(digit - 1)];
            new.extend(fresh.iter().map(|c| Candidate::new(c, digit)));
            templates.push(fits);
        }
        if new.is_empty() {
            return Some(Overlays { rounds, templates });
        }
        for c in &new {
            held[usize::from(c.digit - 1)].insert(c.cell);
        }
        new.sort_by_key(|c| (c.cell.index(), c.digit));
        rounds.push(new);
    }
}

/// The step of `digit`: its placements and removals, or `None` when its
/// templates change nothing.
fn step(
    grid: &Grid,
    digit: u8,
    rounds: &[Vec<Candidate>],
    templates: &[CellSet],
) -> Option<Finding> {
    let placed = grid.placed(digit);
    let candidates = grid.positions(digit);
    let barred = rounds
        .iter()
        .flatten()
        .filter(|c| c.digit != digit)
        .fold(CellSet::EMPTY, |a, c| a | CellSet::single(c.cell));
    let used = templates.iter().fold(CellSet::EMPTY, |a, &t| a | t);
    let places = common(templates) - placed;
    let seen = places
        .iter()
        .fold(places, |a, c| a | (c.peers() & candidates));
    let removed = candidates - used - seen;
    if places.is_empty() && removed.is_empty() {
        return None;
    }
    let shown: Vec<Vec<Cell>> = if templates.len() <= SHOWN {
        templates.iter().map(|t| t.to_vec()).collect()
    } else {
        Vec::new()
    };
    let parts = TemplateParts {
        ways: templates.len() as u32,
        shown,
        rounds: rounds.to_vec(),
    };
    let sentence = sentence(digit, &parts, places, candidates - used - barred);
    let pattern = Pattern::new(candidates.to_vec(), Digits::single(digit), vec![])
        .with(Parts::Templates(parts));
    let deduction = Deduction {
        pattern,
        placements: places.iter().map(|c| Candidate::new(c, digit)).collect(),
        eliminations: removed.iter().map(|c| Candidate::new(c, digit)).collect(),
    };
    Some(Finding {
        sentence: sentence
            .text(" => ")
            .result(&deduction.placements, &deduction.eliminations),
        deduction,
    })
}

/// "Overlaid alone, each digit goes in these cells in every way it fits:
/// r4c4=2, r6c1=7; overlaid again, avoiding those: ...; then 4 fits the grid
/// (once in each row, column and box, on its candidates, avoiding those
/// cells) in only 2 ways: (r1c1 r2c5 ...) and (r1c2 ...); every one puts 4
/// in r5c6; r1c4 and r2c3 are in none of them".
fn sentence(digit: u8, parts: &TemplateParts, places: CellSet, unused: CellSet) -> Sentence {
    let mut s = Sentence::new();
    for (i, round) in parts.rounds.iter().enumerate() {
        s = s.text(match i {
            0 => "Overlaid alone, each digit goes in these cells in every way it fits: ",
            _ => "; overlaid again, avoiding those: ",
        });
        for (j, c) in round.iter().enumerate() {
            if j > 0 {
                s = s.text(", ");
            }
            s = s.placement(*c);
        }
    }
    if !parts.rounds.is_empty() {
        s = s.text("; then ");
    }
    s = s
        .digit(digit)
        .text(" fits the grid (once in each row, column and box, on its candidates");
    if !parts.rounds.is_empty() {
        s = s.text(", avoiding those cells");
    }
    s = s.text(")");
    let ways = parts.ways;
    s = match ways {
        1 => s.text(" in only one way"),
        _ => s.text(format!(" in only {ways} ways")),
    };
    if !parts.shown.is_empty() {
        // Each way in parentheses, its cells by row.
        let ways: Vec<String> = parts
            .shown
            .iter()
            .map(|way| {
                let cells: Vec<String> = way.iter().map(|c| c.to_string()).collect();
                format!("({})", cells.join(" "))
            })
            .collect();
        s = s.text(format!(": {}", join_and(&ways)));
    }
    if !places.is_empty() {
        s = s
            .text(if ways == 1 {
                "; it puts "
            } else {
                "; every one puts "
            })
            .digit(digit)
            .text(" in ")
            .cells(places.iter());
    }
    if !unused.is_empty() {
        s = s
            .text("; ")
            .cells(unused.iter())
            .text(match (unused.len(), ways) {
                (1, 1) => " is not in it",
                (_, 1) => " are not in it",
                (1, _) => " is in none of them",
                _ => " are in none of them",
            });
    }
    s
}

impl Technique for Templates {
    /// Digits ascending; one step per digit, with every placement and
    /// removal its templates make.
    fn search(&self, grid: &Grid, _analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let Some(Overlays { rounds, templates }) = overlays(grid) else {
            return ControlFlow::Continue(());
        };
        for digit in 1..=9u8 {
            if let Some(finding) = step(grid, digit, &rounds, &templates[usize::from(digit - 1)]) {
                found(finding)?;
            }
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::grid_of;

    /// The lesson's second case (top1465): 5 fits in three ways.
    const THREE_WAYS: &str = "12....7......5....12.4..7....3...7...2.4...89......789..3...7.9.....6......4..7.........8......6.....34..7....3.5.7.....45...91..........3.5.7.9.2..........45.7..........9.234..7...234..7.......6....2.45.....2....7....3.5.7.........8.1.........2..5.7..1...............89.......89..3.........4......2..5.7......5.7.......6........6.....3...7.9..3.5.7.9.2.......1...5...9......7.91...5.7.....4............8..2..5.7...2.4..7...2.4..78.....5.7..1...5..8......6...12....7....3..............9..3.......2....7.912....7.9...4..........6.......5...........8.1.....7.9.2....7.....4...........7891...5.7..1......89.2.....8..2.....89.....6...1...5.7.9..3......12..5.....2.....89.....6...1......89......7....3.........4.....1...5...9.2..5....";

    #[test]
    fn a_digit_with_no_cell_decided_fits_every_template() {
        let all = fitting(CellSet::ALL, CellSet::EMPTY);
        assert_eq!(all.len(), 46_656);
        assert!(all.iter().all(|t| t.len() == 9));
        // A placed digit's cell is in every template; its row, column and
        // box hold no other: 8! / ... = 46,656 / 9.
        let placed = CellSet::single(Cell::at(0, 0));
        let through = fitting(CellSet::ALL, placed);
        assert_eq!(through.len(), 46_656 / 9);
        assert!(through.iter().all(|t| t.contains(Cell::at(0, 0))));
    }

    #[test]
    fn the_ways_of_five_leave_out_three_candidates() {
        let grid = grid_of(THREE_WAYS);
        let found = Templates
            .find(&grid, &Analysis::new(&grid))
            .expect("a templates step");
        let d = &found.deduction;
        assert_eq!(d.pattern.digits, vec![5]);
        let Parts::Templates(parts) = &d.pattern.parts else {
            panic!("template parts");
        };
        assert_eq!(parts.ways, 3);
        assert_eq!(parts.shown.len(), 3);
        assert!(parts.rounds.is_empty());
        // Every listed way is one cell per row, column and box, on 5's
        // candidates or where 5 is placed.
        let allowed = grid.positions(5) | grid.placed(5);
        for way in &parts.shown {
            let cols: CellSet = way.iter().copied().collect();
            assert_eq!(cols.len(), 9);
            assert!(way.iter().all(|&c| allowed.contains(c)));
            let boxes: std::collections::BTreeSet<u8> = way.iter().map(|c| c.box_index()).collect();
            assert_eq!(boxes.len(), 9);
        }
        let removed: Vec<String> = d.eliminations.iter().map(|c| c.cell.to_string()).collect();
        assert_eq!(removed, ["r2c5", "r2c7", "r6c5"]);
        assert!(d.placements.is_empty());
    }

    #[test]
    fn an_empty_grid_has_no_step() {
        let grid = Grid::empty();
        assert!(Templates.find(&grid, &Analysis::new(&grid)).is_none());
    }

    #[test]
    fn the_overlays_end_when_a_round_finds_nothing_new() {
        let grid = grid_of(THREE_WAYS);
        let Overlays { rounds, templates } = overlays(&grid).expect("a solvable grid");
        assert!(rounds.is_empty());
        assert_eq!(templates.len(), 9);
        assert_eq!(templates[4].len(), 3);
    }
}
