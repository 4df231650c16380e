//! The single-digit techniques over the data set top1465 (all of it: the
//! colouring steps are rare). The chains (skyscraper,
//! two-string kite, turbot fish, empty rectangle, multi-colouring): every step
//! they take is sound, its chain holds link by link on the grid of that moment,
//! and it removes exactly what its chain proves. The colour wraps and traps:
//! every step is sound and names a whole cluster of conjugate pairs, coloured
//! apart across every pair, and removes exactly what the cluster proves.

mod common;

use common::links::{is_strong, is_weak, links_hold, seen_by_both_ends};
use sudoku_explain::Candidate;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, apply};
use sudoku_explain::outcome::solve;
use sudoku_explain::step::Step;
use sudoku_explain::step::chain::{ChainNode, Conclusion};
use sudoku_explain::{Cell, CellSet, Unit};

/// Every `STEP`th puzzle of the set (5 takes a fifth, but misses every colouring step).
const STEP: usize = 1;

const MINE: [TechniqueId; 5] = [
    TechniqueId::Skyscraper,
    TechniqueId::TwoStringKite,
    TechniqueId::TurbotFish,
    TechniqueId::EmptyRectangle,
    TechniqueId::MultiColoring,
];

/// What the chain of a step proves on `grid`, as the trace contract reads it.
fn implied_removals(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    let chain: &[ChainNode] = p.chain_nodes();
    let mut out = match p.chain().map(|c| c.conclusion) {
        Some(Conclusion::FirstOrLast) => {
            seen_by_both_ends(grid, &chain[0], &chain[chain.len() - 1])
        }
        Some(Conclusion::Contradiction) => {
            assert!(is_weak(&chain[chain.len() - 1], &chain[0]), "{step:?}");
            let mut out = vec![
                p.chain()
                    .and_then(|c| c.assumed)
                    .expect("an assumed candidate"),
            ];
            for k in 0..chain.len() - 1 {
                let (x, y) = (&chain[k], &chain[k + 1]);
                if !(is_weak(x, y) && is_strong(grid, x, y)) {
                    break;
                }
                if k % 2 == 1 {
                    out.extend(y.cells.iter().map(|c| Candidate::new(c, y.digit)));
                }
            }
            out
        }
        other => panic!("unexpected conclusion {other:?} in {step:?}"),
    };
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_single_digit_step_is_sound_and_exact() {
    let lines = common::data_set("top1465.txt");
    let mut seen = [0usize; 5];
    for line in lines.iter().step_by(STEP) {
        let puzzle = common::puzzle(line);
        let outcome = solve(&puzzle, &Options::default());
        let Some(solution) = outcome.solution else {
            continue;
        };
        let mut grid = puzzle.grid();
        for step in &outcome.steps {
            if let Some(k) = MINE.iter().position(|&id| id == step.technique) {
                seen[k] += 1;
                let p = step.pattern();
                for e in step.eliminations() {
                    assert_ne!(solution[e.cell.index()], e.digit, "unsound {step:?}");
                }
                assert!(step.placements().is_empty(), "{step:?}");
                assert!(!step.eliminations().is_empty(), "{step:?}");
                assert!(
                    links_hold(
                        &grid,
                        p.chain_nodes(),
                        &p.chain().unwrap().links,
                        p.chain().unwrap().is_loop()
                    ),
                    "links do not hold: {step:?}"
                );
                assert_eq!(
                    implied_removals(&grid, step),
                    step.eliminations(),
                    "{} in {line}: {}",
                    step.technique,
                    step.sentence.plain()
                );
                // Group nodes only in the empty rectangle, and only inside one box/line.
                for node in p.chain_nodes() {
                    if node.cells.len() > 1 {
                        assert_eq!(step.technique, TechniqueId::EmptyRectangle);
                        let cells = node.cells.to_vec();
                        let same_box = cells.iter().all(|c| c.box_index() == cells[0].box_index());
                        let same_row = cells.iter().all(|c| c.row() == cells[0].row());
                        let same_col = cells.iter().all(|c| c.col() == cells[0].col());
                        assert!(same_box && (same_row || same_col), "{step:?}");
                    }
                }
            }
            apply(&mut grid, &step.deduction);
        }
    }
    eprintln!("single-digit steps checked (sky, kite, turbot, ER, MC): {seen:?}");
    // The set exercises every one of the techniques.
    assert!(seen.iter().all(|&n| n > 0), "steps seen: {seen:?}");
}

/// The cluster of conjugate pairs of `d` holding `start`, in two colours
/// (the first holds `start`), found cell by cell here.
fn cluster(grid: &Grid, d: u8, start: Cell) -> [CellSet; 2] {
    let mut colours = [CellSet::single(start), CellSet::EMPTY];
    let mut todo = vec![(start, 0)];
    while let Some((cell, k)) = todo.pop() {
        for unit in Unit::all().filter(|u| u.cells().contains(cell)) {
            let places = grid.positions_in(unit, d);
            if places.len() != 2 {
                continue;
            }
            for other in places {
                if !(colours[0] | colours[1]).contains(other) {
                    colours[1 - k].insert(other);
                    todo.push((other, 1 - k));
                }
            }
        }
    }
    colours
}

#[test]
fn every_colour_wrap_and_trap_is_sound_and_removes_what_its_cluster_proves() {
    let lines = common::data_set("top1465.txt");
    let (mut wraps, mut traps) = (0, 0);
    for line in &lines {
        let puzzle = common::puzzle(line);
        let outcome = solve(&puzzle, &Options::default());
        let Some(solution) = outcome.solution else {
            continue;
        };
        let mut grid = puzzle.grid();
        for step in &outcome.steps {
            let wrap = step.technique == TechniqueId::ColoringWrap;
            if wrap || step.technique == TechniqueId::ColoringTrap {
                for e in step.eliminations() {
                    assert_ne!(solution[e.cell.index()], e.digit, "unsound {step:?}");
                }
                let p = step.pattern();
                let d = p.digits[0];
                let colours = cluster(&grid, d, p.cells[0]);
                let cells: Vec<Cell> = (colours[0] | colours[1]).iter().collect();
                assert_eq!(p.cells, cells, "not a whole cluster: {step:?}");
                let expected: Vec<Candidate> = if wrap {
                    let clash = colours
                        .iter()
                        .find(|c| c.iter().any(|x| !(**c & x.peers()).is_empty()))
                        .expect("two cells of one colour see each other");
                    clash.iter().map(|c| Candidate::new(c, d)).collect()
                } else {
                    (grid.positions(d) - colours[0] - colours[1])
                        .iter()
                        .filter(|t| colours.iter().all(|c| !(*c & t.peers()).is_empty()))
                        .map(|c| Candidate::new(c, d))
                        .collect()
                };
                assert_eq!(step.eliminations(), expected, "{}", step.sentence.plain());
                if wrap {
                    wraps += 1;
                } else {
                    traps += 1;
                }
            }
            apply(&mut grid, &step.deduction);
        }
    }
    eprintln!("colour wraps {wraps}, traps {traps}");
    assert!(wraps > 0 && traps > 0, "wraps {wraps}, traps {traps}");
}
