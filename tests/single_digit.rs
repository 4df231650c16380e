//! The single-digit techniques over the data set top1465 (all of it: the
//! colouring steps are rare). The chains (skyscraper, two-string kite, turbot
//! fish, empty rectangle): every step they take is sound, its chain holds link
//! by link on the grid of that moment, and it removes exactly what its chain
//! proves. The colour and multi-colour wraps and traps: every step is sound,
//! names one or two whole clusters of conjugate pairs, and removes exactly
//! what its clusters prove.

use crate::common;

use common::links::{is_strong, is_weak, links_hold, seen_by_both_ends};
use std::sync::OnceLock;
use sudoku_explain::Candidate;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, apply};
use sudoku_explain::outcome::solve;
use sudoku_explain::step::Step;
use sudoku_explain::step::chain::{ChainNode, Conclusion};
use sudoku_explain::{Cell, CellSet, Outcome, Unit};

/// top1465 solved on the default path, once for both tests of this file:
/// each puzzle's line and outcome.
fn solved() -> &'static [(String, Outcome)] {
    static SOLVED: OnceLock<Vec<(String, Outcome)>> = OnceLock::new();
    SOLVED.get_or_init(|| {
        common::data_set("top1465.txt")
            .into_iter()
            .map(|line| {
                let outcome = solve(&common::puzzle(&line), &Options::default());
                (line, outcome)
            })
            .collect()
    })
}

/// Calls `visit` with every step of every solved puzzle of top1465, the
/// puzzle's line, the grid the step is taken on and the solution.
fn each_step(mut visit: impl FnMut(&str, &Grid, &Step, &[u8; 81])) {
    for (line, outcome) in solved() {
        let Some(solution) = outcome.solution else {
            continue;
        };
        let mut grid = common::puzzle(line).grid();
        for step in &outcome.steps {
            visit(line, &grid, step, &solution);
            apply(&mut grid, &step.deduction);
        }
    }
}

const MINE: [TechniqueId; 4] = [
    TechniqueId::Skyscraper,
    TechniqueId::TwoStringKite,
    TechniqueId::TurbotFish,
    TechniqueId::EmptyRectangle,
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
    let mut seen = [0usize; 4];
    each_step(|line, grid, step, solution| {
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
                    grid,
                    p.chain_nodes(),
                    &p.chain().unwrap().links,
                    p.chain().unwrap().is_loop()
                ),
                "links do not hold: {step:?}"
            );
            assert_eq!(
                implied_removals(grid, step),
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
    });
    eprintln!("single-digit steps checked (sky, kite, turbot, ER): {seen:?}");
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

/// What one or two clusters prove, as `technique` tells it: each possible
/// elimination list (a wrap's false colour; a trap's trapped places, for two
/// clusters those of every pair of linked colours).
fn proved(
    grid: &Grid,
    d: u8,
    technique: TechniqueId,
    clusters: &[[CellSet; 2]],
) -> Vec<Vec<Candidate>> {
    let list =
        |cells: CellSet| -> Vec<Candidate> { cells.iter().map(|c| Candidate::new(c, d)).collect() };
    let trapped = |p: CellSet, q: CellSet| -> CellSet {
        (grid.positions(d) - p - q)
            .iter()
            .filter(|t| !(p & t.peers()).is_empty() && !(q & t.peers()).is_empty())
            .collect()
    };
    let sees = |x: CellSet, y: CellSet| x.iter().any(|c| !(y & c.peers()).is_empty());
    match (technique, clusters) {
        (TechniqueId::ColoringWrap, [one]) => one
            .iter()
            .filter(|c| sees(**c, **c))
            .map(|c| list(*c))
            .collect(),
        (TechniqueId::ColoringTrap, [one]) => vec![list(trapped(one[0], one[1]))],
        (TechniqueId::MultiColoringTrap, [one, two]) => vec![list(
            (0..4)
                .filter(|k| sees(one[k / 2], two[k % 2]))
                .fold(CellSet::EMPTY, |all, k| {
                    all | trapped(one[1 - k / 2], two[1 - k % 2])
                }),
        )],
        (TechniqueId::MultiColoringWrap, [one, two]) => one
            .iter()
            .filter(|c| sees(**c, two[0]) && sees(**c, two[1]))
            .chain(
                two.iter()
                    .filter(|c| sees(**c, one[0]) && sees(**c, one[1])),
            )
            .map(|c| list(*c))
            .collect(),
        _ => Vec::new(),
    }
}

#[test]
fn every_colour_wrap_and_trap_is_sound_and_removes_what_its_clusters_prove() {
    let mine = [
        TechniqueId::ColoringWrap,
        TechniqueId::ColoringTrap,
        TechniqueId::MultiColoringWrap,
        TechniqueId::MultiColoringTrap,
    ];
    let mut seen = [0usize; 4];
    each_step(|_, grid, step, solution| {
        if let Some(k) = mine.iter().position(|&id| id == step.technique) {
            seen[k] += 1;
            for e in step.eliminations() {
                assert_ne!(solution[e.cell.index()], e.digit, "unsound {step:?}");
            }
            let p = step.pattern();
            let d = p.digits[0];
            // The pattern's cells are whole clusters.
            let mut clusters: Vec<[CellSet; 2]> = Vec::new();
            for &cell in &p.cells {
                if !clusters
                    .iter()
                    .any(|c| c[0].contains(cell) || c[1].contains(cell))
                {
                    clusters.push(cluster(grid, d, cell));
                }
            }
            let union = clusters.iter().fold(CellSet::EMPTY, |a, c| a | c[0] | c[1]);
            assert_eq!(
                p.cells,
                union.iter().collect::<Vec<Cell>>(),
                "not whole clusters: {step:?}"
            );
            assert!(
                proved(grid, d, step.technique, &clusters).contains(&step.eliminations().to_vec()),
                "{}",
                step.sentence.plain()
            );
        }
    });
    eprintln!("colour wraps, traps, multi-colour wraps, traps: {seen:?}");
    // top1465 has no multi-colour wrap (rated-se has; its lesson covers it).
    assert!(seen[0] > 0 && seen[1] > 0 && seen[3] > 0, "{seen:?}");
}
