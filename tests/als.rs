//! Sue de Coq, ALS-XZ, ALS-XY-wing and death blossom over samples of the data
//! sets: every step of these techniques is sound, its almost locked sets (or Sue
//! de Coq cells) hold in the grid of that moment, and it removes exactly what the
//! trace contract says its pattern implies, computed here from the grid alone.

use crate::common;

use common::links::common_peers;
use common::{assert_sound_removals, sample, visit_steps};
use sudoku_explain::Candidate;
use sudoku_explain::Grid;
use sudoku_explain::Unit;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::step::chain::AlmostLockedSet;
use sudoku_explain::step::{Parts, Step};
use sudoku_explain::{CellSet, Digits};

const MINE: [TechniqueId; 4] = [
    TechniqueId::SueDeCoq,
    TechniqueId::AlsXz,
    TechniqueId::AlsXyWing,
    TechniqueId::DeathBlossom,
];

/// A set as the test reads it: cells, digits, checked against the grid.
struct Set {
    cells: CellSet,
    digits: Digits,
}

impl Set {
    fn holders(&self, grid: &Grid, d: u8) -> CellSet {
        self.cells & grid.positions(d)
    }
}

fn digits_of(grid: &Grid, cells: CellSet) -> Digits {
    cells
        .iter()
        .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c))
}

/// Checks the recorded set on the grid: distinct empty cells of one unit holding
/// exactly one digit more than cells, the digits as recorded.
fn set_of(grid: &Grid, rec: &AlmostLockedSet, step: &Step) -> Set {
    let cells: CellSet = rec.cells.iter().copied().collect();
    assert_eq!(cells.len() as usize, rec.cells.len(), "{step:?}");
    assert!(cells.is_subset(grid.empty_cells()), "{step:?}");
    assert!(
        Unit::all().any(|u| cells.is_subset(u.cells())),
        "one unit: {step:?}"
    );
    let digits = digits_of(grid, cells);
    assert_eq!(digits.len(), cells.len() + 1, "n+1 digits: {step:?}");
    assert_eq!(digits.iter().collect::<Vec<_>>(), rec.digits, "{step:?}");
    Set { cells, digits }
}

/// Whether `d` is a restricted common digit of `a` and `b`.
fn restricted(grid: &Grid, a: &Set, b: &Set, d: u8) -> bool {
    let (ha, hb) = (a.holders(grid, d), b.holders(grid, d));
    !ha.is_empty()
        && !hb.is_empty()
        && !ha.intersects(hb)
        && ha.iter().all(|i| hb.iter().all(|j| i.sees(j)))
}

/// The candidates of `d` outside `inside` that see every holder of `d` in `sets`.
fn seeing_all(grid: &Grid, sets: &[&Set], d: u8, inside: CellSet) -> Vec<Candidate> {
    let holders = sets
        .iter()
        .fold(CellSet::EMPTY, |acc, s| acc | s.holders(grid, d));
    let targets = (grid.positions(d) & common_peers(holders)) - inside;
    targets.iter().map(|c| Candidate::new(c, d)).collect()
}

fn sorted(mut v: Vec<Candidate>) -> Vec<Candidate> {
    v.sort();
    v.dedup();
    v
}

/// What an ALS step implies, as the contract's rows define it.
fn als_implies(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    let sets: Vec<Set> = p
        .als()
        .unwrap()
        .als
        .iter()
        .map(|s| set_of(grid, s, step))
        .collect();
    let inside = sets.iter().fold(CellSet::EMPTY, |acc, s| acc | s.cells);
    let rcc: Digits = p.als().unwrap().rcc.iter().copied().collect();
    let mut out = Vec::new();
    match step.technique {
        TechniqueId::AlsXz => {
            assert_eq!(sets.len(), 2, "{step:?}");
            assert!((1..=2).contains(&p.als().unwrap().rcc.len()), "{step:?}");
            let (a, b) = (&sets[0], &sets[1]);
            for &x in &p.als().unwrap().rcc {
                assert!(restricted(grid, a, b, x), "rcc {x}: {step:?}");
            }
            for z in (a.digits & b.digits) - rcc {
                out.extend(seeing_all(grid, &[a, b], z, inside));
            }
            if p.als().unwrap().rcc.len() == 2 {
                for x in rcc {
                    out.extend(seeing_all(grid, &[a, b], x, inside));
                }
                for s in [a, b] {
                    for z in s.digits - rcc {
                        out.extend(seeing_all(grid, &[s], z, inside));
                    }
                }
            }
        }
        TechniqueId::AlsXyWing => {
            assert_eq!(sets.len(), 3, "{step:?}");
            assert_eq!(p.als().unwrap().rcc.len(), 2, "{step:?}");
            let (a, b, c) = (&sets[0], &sets[1], &sets[2]);
            let (x, y) = (p.als().unwrap().rcc[0], p.als().unwrap().rcc[1]);
            assert_ne!(x, y, "{step:?}");
            assert!(restricted(grid, a, c, x), "{step:?}");
            assert!(restricted(grid, b, c, y), "{step:?}");
            for z in (a.digits & b.digits) - rcc {
                out.extend(seeing_all(grid, &[a, b], z, inside));
            }
        }
        TechniqueId::DeathBlossom => {
            assert_eq!(p.cells.len(), 1, "{step:?}");
            let stem = p.cells[0];
            let stem_digits = grid.candidates(stem);
            assert_eq!(
                stem_digits.iter().collect::<Vec<_>>(),
                p.als().unwrap().rcc,
                "{step:?}"
            );
            assert_eq!(sets.len(), p.als().unwrap().rcc.len(), "{step:?}");
            for (&d, petal) in p.als().unwrap().rcc.iter().zip(&sets) {
                assert!(!petal.cells.contains(stem), "{step:?}");
                let h = petal.holders(grid, d);
                assert!(!h.is_empty(), "{step:?}");
                assert!(h.iter().all(|c| c.sees(stem)), "{step:?}");
            }
            let common = sets
                .iter()
                .fold(Digits::ALL - stem_digits, |acc, s| acc & s.digits);
            let refs: Vec<&Set> = sets.iter().collect();
            for z in common {
                out.extend(seeing_all(grid, &refs, z, inside | CellSet::single(stem)));
            }
        }
        _ => unreachable!(),
    }
    sorted(out)
}

/// What a Sue de Coq step implies, checked as the contract defines it.
fn sdc_implies(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    assert_eq!(p.units.len(), 2, "{step:?}");
    let (line, boxed) = (p.units[0], p.units[1]);
    assert!(line.is_line() && !boxed.is_line(), "{step:?}");
    let core: CellSet = p.cells.iter().copied().collect();
    let Parts::SueDeCoq(partners) = &p.parts else {
        panic!("a Sue de Coq names its partner cells: {step:?}");
    };
    let lc: CellSet = partners.line_cells.iter().copied().collect();
    let bc: CellSet = partners.box_cells.iter().copied().collect();
    assert!(core.len() >= 2, "{step:?}");
    assert!(core.is_subset(line.cells() & boxed.cells()), "{step:?}");
    assert!(lc.is_subset(line.cells() - boxed.cells()), "{step:?}");
    assert!(bc.is_subset(boxed.cells() - line.cells()), "{step:?}");
    let all = core | lc | bc;
    assert!(all.is_subset(grid.empty_cells()), "{step:?}");
    let (dc, dl, db) = (
        digits_of(grid, core),
        digits_of(grid, lc),
        digits_of(grid, bc),
    );
    assert!((dl & db).is_empty(), "{step:?}");
    assert_eq!((dc | dl | db).len(), all.len(), "{step:?}");
    let mut out = Vec::new();
    for c in (line.cells() & grid.empty_cells()) - core - lc {
        for d in grid.candidates(c) & (dl | (dc - db)) {
            out.push(Candidate::new(c, d));
        }
    }
    for c in (boxed.cells() & grid.empty_cells()) - core - bc {
        for d in grid.candidates(c) & (db | (dc - dl)) {
            out.push(Candidate::new(c, d));
        }
    }
    sorted(out)
}

#[test]
fn every_step_of_these_techniques_is_sound_and_exact() {
    let lines = sample(&[
        ("top1465.txt", 3),
        ("forum-hardest-110626.txt", 40),
        ("top95.txt", 1),
    ]);
    let counts = visit_steps(&lines, &MINE, |grid, step, solution, line| {
        assert_sound_removals(grid, step, solution, line);
        let implied = if step.technique == TechniqueId::SueDeCoq {
            sdc_implies(grid, step)
        } else {
            als_implies(grid, step)
        };
        assert_eq!(
            sorted(step.eliminations().to_vec()),
            implied,
            "{line}: {step:?}"
        );
    });
    for id in MINE {
        assert!(
            counts.get(&id).copied().unwrap_or(0) > 0,
            "{id} never fired: {counts:?}"
        );
    }
}
