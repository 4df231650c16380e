//! The uniqueness techniques (unique rectangles types 1-4, hidden rectangle, BUG+1)
//! over a sample of top1465: every step is sound, its pattern holds in the grid of
//! that moment, and none of them is used without uniqueness or on a puzzle with
//! two solutions.

use crate::common;

use common::{data_set, puzzle};
use std::collections::BTreeMap;
use sudoku_explain::Cell;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, Status, apply};
use sudoku_explain::outcome::solve;
use sudoku_explain::parse::parse_one;
use sudoku_explain::step::{Parts, Step};
use sudoku_explain::{CellSet, Digits};

const MINE: [TechniqueId; 6] = [
    TechniqueId::UniqueRectangle1,
    TechniqueId::UniqueRectangle2,
    TechniqueId::UniqueRectangle3,
    TechniqueId::UniqueRectangle4,
    TechniqueId::HiddenRectangle,
    TechniqueId::BugPlusOne,
];

/// The four cells are empty, in two rows, two columns and two boxes, and all hold
/// both digits; returns the pair.
fn assert_rectangle(grid: &Grid, step: &Step) -> Digits {
    let p = step.pattern();
    assert_eq!(p.cells.len(), 4, "{step:?}");
    assert_eq!(p.digits.len(), 2, "{step:?}");
    let rows: CellSet = p.cells.iter().map(|c| Cell::at(c.row(), 0)).collect();
    let cols: CellSet = p.cells.iter().map(|c| Cell::at(0, c.col())).collect();
    let boxes: CellSet = p.cells.iter().map(|c| Cell::at(c.box_index(), 0)).collect();
    assert_eq!((rows.len(), cols.len(), boxes.len()), (2, 2, 2), "{step:?}");
    let pair: Digits = p.digits.iter().copied().collect();
    for &c in &p.cells {
        assert!(grid.value(c).is_none(), "{step:?}");
        assert!(pair.is_subset(grid.candidates(c)), "{step:?}");
    }
    pair
}

/// What the pattern of a step says, checked against the grid just before it.
fn assert_pattern_holds(grid: &Grid, step: &Step) {
    let p = step.pattern();
    let text = step.sentence.plain();
    assert!(
        text.contains("single solution"),
        "the sentence says why: {text}"
    );
    match step.technique {
        TechniqueId::BugPlusOne => {
            assert_eq!(p.cells.len(), 1);
            let odd = p.cells[0];
            assert_eq!(grid.candidates(odd).len(), 3, "{step:?}");
            for c in grid.empty_cells() {
                if c != odd {
                    assert_eq!(grid.candidates(c).len(), 2, "{step:?}");
                }
            }
            let d = step.placements()[0].digit;
            for u in odd.units() {
                assert_eq!(grid.positions_in(u, d).len(), 3, "{step:?}");
            }
        }
        TechniqueId::HiddenRectangle => {
            let pair = assert_rectangle(grid, step);
            let (t, f) = (p.cells[0], p.cells[3]);
            assert_eq!(grid.candidates(f), pair, "{step:?}");
            assert!(t.row() != f.row() && t.col() != f.col());
            let x = p.digits[0];
            let rect: CellSet = p.cells.iter().copied().collect();
            for u in [t.units()[0], t.units()[1]] {
                assert!(grid.positions_in(u, x).is_subset(rect), "{step:?}");
            }
            assert_eq!(step.eliminations().len(), 1);
            assert_eq!(step.eliminations()[0].cell, t);
            assert_eq!(step.eliminations()[0].digit, p.digits[1]);
        }
        _ => {
            let pair = assert_rectangle(grid, step);
            let floor = p
                .cells
                .iter()
                .filter(|&&c| grid.candidates(c) == pair)
                .count();
            let want = if step.technique == TechniqueId::UniqueRectangle1 {
                3
            } else {
                2
            };
            assert_eq!(floor, want, "{step:?}");
            // The floor cells come first in the pattern.
            assert!(
                p.cells[..want].iter().all(|&c| grid.candidates(c) == pair),
                "{step:?}"
            );
            let roof = &p.cells[want..];
            for u in &p.units {
                assert!(roof.iter().all(|&c| u.cells().contains(c)), "{step:?}");
            }
            if step.technique == TechniqueId::UniqueRectangle3 {
                let Parts::Locking(locking) = &p.parts else {
                    panic!("a type 3 names its locking cells: {step:?}");
                };
                assert!(!locking.is_empty(), "{step:?}");
                let extra = roof
                    .iter()
                    .fold(Digits::EMPTY, |acc, &c| acc | grid.candidates(c))
                    - pair;
                for u in &p.units {
                    let mine: Vec<Cell> = locking
                        .iter()
                        .copied()
                        .filter(|&c| u.cells().contains(c))
                        .collect();
                    let digits = mine.iter().fold(extra, |acc, &c| acc | grid.candidates(c));
                    assert_eq!(digits.len() as usize, mine.len() + 1, "{step:?}");
                }
            }
        }
    }
}

#[test]
fn every_uniqueness_step_is_sound_and_its_pattern_holds() {
    let mut counts: BTreeMap<TechniqueId, usize> = BTreeMap::new();
    for line in data_set("top1465.txt").iter().step_by(5) {
        let p = puzzle(line);
        let outcome = solve(&p, &Options::default());
        assert_eq!(outcome.status, Status::Solved, "{line}");
        let solution = outcome.solution.unwrap();
        let mut grid = p.grid();
        for step in &outcome.steps {
            if MINE.contains(&step.technique) {
                *counts.entry(step.technique).or_default() += 1;
                assert!(
                    !step.placements().is_empty() || !step.eliminations().is_empty(),
                    "{line}: {step:?}"
                );
                for c in step.placements() {
                    assert_eq!(solution[c.cell.index()], c.digit, "{line}: {step:?}");
                    assert!(grid.candidates(c.cell).contains(c.digit));
                }
                for c in step.eliminations() {
                    assert_ne!(solution[c.cell.index()], c.digit, "{line}: {step:?}");
                    assert!(grid.candidates(c.cell).contains(c.digit));
                }
                assert_pattern_holds(&grid, step);
            }
            apply(&mut grid, &step.deduction);
        }
        assert_eq!(grid.values(), &solution, "{line}");
    }
    eprintln!("uniqueness steps in the sample: {counts:?}");
    for id in [
        TechniqueId::UniqueRectangle1,
        TechniqueId::UniqueRectangle2,
        TechniqueId::UniqueRectangle3,
        TechniqueId::UniqueRectangle4,
        TechniqueId::HiddenRectangle,
    ] {
        assert!(
            counts.get(&id).copied().unwrap_or(0) > 0,
            "{id} never used: {counts:?}"
        );
    }
}

#[test]
fn not_used_without_uniqueness() {
    let options = Options {
        uniqueness: false,
        ..Options::default()
    };
    let mut with_uniqueness = 0;
    for line in data_set("top1465.txt").iter().step_by(25) {
        let outcome = solve(&puzzle(line), &options);
        assert_eq!(outcome.status, Status::Solved);
        for step in &outcome.steps {
            assert!(!MINE.contains(&step.technique), "{line}: {step:?}");
        }
        let usual = solve(&puzzle(line), &Options::default());
        with_uniqueness += usual
            .steps
            .iter()
            .filter(|s| MINE.contains(&s.technique))
            .count();
    }
    // The sample is one where the techniques do fire when allowed.
    assert!(with_uniqueness > 0);
}

#[test]
fn not_used_on_a_puzzle_with_two_solutions() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/two-solutions.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let p = parse_one(text.trim()).unwrap();
    let outcome = solve(&p, &Options::default());
    assert_eq!(outcome.status, Status::MultipleSolutions);
    assert!(!outcome.steps.is_empty());
    for step in &outcome.steps {
        assert!(!MINE.contains(&step.technique), "{step:?}");
    }
}

/// The lessons of these techniques, checked on their own (the shared lessons test
/// stops at the first technique whose lesson is missing).
#[test]
fn the_lessons_give_the_steps_they_show() {
    use sudoku_explain::engine::find_step;
    use sudoku_explain::lesson::{ExpectedStep, parse_cases};
    use sudoku_explain::solver::count_solutions;
    for id in MINE {
        let path = format!("{}/techniques/{id}.md", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let cases = parse_cases(&text).unwrap();
        assert!(cases.iter().any(|c| c.expect.is_some()), "{id}");
        assert!(cases.iter().any(|c| c.expect.is_none()), "{id}");
        for (k, case) in cases.iter().enumerate() {
            let what = format!("{id}.md case {}", k + 1);
            assert_eq!(case.technique, id.as_str(), "{what}");
            let grid = parse_one(&case.start).unwrap().grid();
            match (&case.expect, find_step(&grid, id)) {
                (None, None) => {}
                (None, Some(d)) => panic!("{what}: must not fire, found {d:?}"),
                (Some(_), None) => panic!("{what}: found nothing"),
                (Some(expected), Some(d)) => {
                    let solution = count_solutions(&grid, 2);
                    assert_eq!(solution.count, 1, "{what}");
                    let actual = ExpectedStep::of(&d.deduction, d.sentence.plain());
                    assert_eq!(&actual, expected, "{what}");
                }
            }
        }
    }
}
