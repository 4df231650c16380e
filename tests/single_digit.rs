//! The single-digit chain techniques (skyscraper, two-string kite, turbot fish,
//! empty rectangle, simple colouring, multi-colouring) over the data set
//! top1465 (all of it: under a second, and the colouring steps are rare): every step they take is sound, its chain holds link by
//! link on the grid of that moment, and it removes exactly what its chain proves.

mod common;

use common::links::{is_strong, is_weak, links_hold, seen_by_both_ends};
use sudoku_explain::Candidate;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, apply};
use sudoku_explain::outcome::solve;
use sudoku_explain::step::Step;
use sudoku_explain::step::chain::{ChainNode, Conclusion};

/// Every `STEP`th puzzle of the set (5 takes a fifth, but misses every colouring step).
const STEP: usize = 1;

const MINE: [TechniqueId; 6] = [
    TechniqueId::Skyscraper,
    TechniqueId::TwoStringKite,
    TechniqueId::TurbotFish,
    TechniqueId::EmptyRectangle,
    TechniqueId::SimpleColoring,
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
    let mut seen = [0usize; 6];
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
    eprintln!("single-digit steps checked (sky, kite, turbot, ER, SC, MC): {seen:?}");
    // The set exercises every one of the techniques.
    assert!(seen.iter().all(|&n| n > 0), "steps seen: {seen:?}");
}
