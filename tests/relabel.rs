//! A step of SE's path renamed onto another copy of its grid
//! (`step::relabel`) is the step the technique itself finds there: where the technique's search on the copy
//! hands over the renamed deduction with the renamed pattern, its sentence
//! says the same, piece by piece. SE's path is shown on a puzzle as given by
//! renaming steps found on its minlex form, so a sentence that kept a cell,
//! digit or unit inside plain words would tell the wrong cells. The cells of
//! one piece compare as a set: a renamed list keeps cell order where the step
//! had it, but two cells a technique lists by their role (a chain's order) can
//! come out the other way round.

use crate::common;

use std::ops::ControlFlow;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::step::relabel::Renaming;
use sudoku_explain::step::{Piece, Sentence};
use sudoku_explain::techniques::Analysis;
use sudoku_explain::{Cell, Digits, Grid, Options, Step, minlex, solve};

/// `grid` as its copy under the minlex transform of `givens`, and the
/// renaming that takes a step of `grid` to that copy.
fn copy_of(grid: &Grid, givens: &[u8; 81]) -> (Grid, Renaming) {
    let (_, t) = minlex(givens);
    // Copy cell k holds source cell t.source_cell(k).
    let mut to_copy = [0usize; 81];
    for k in 0..81 {
        to_copy[t.source_cell(k)] = k;
    }
    let mut values = [0u8; 81];
    let mut marks = [Digits::EMPTY; 81];
    for k in 0..81 {
        let source = Cell::new(t.source_cell(k) as u8);
        values[k] = grid.value(source).map_or(0, |d| t.digits[d as usize]);
        marks[k] = grid
            .candidates(source)
            .iter()
            .map(|d| t.digits[d as usize])
            .collect();
    }
    let renaming = Renaming::new(|k| to_copy[k], |d| t.digits[d as usize]);
    (Grid::new(&values, Some(&marks)), renaming)
}

/// The step of technique `step.technique` on `grid` whose deduction (pattern
/// included) is `wanted`'s, if its search hands it over.
fn found_on(grid: &Grid, wanted: &Step) -> Option<Step> {
    let technique = wanted.technique.technique()?;
    let mut hit = None;
    let _ = technique.search(grid, &Analysis::new(grid), &mut |found| {
        if found.deduction == wanted.deduction {
            hit = Some(Step::new(wanted.technique, found));
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    hit
}

/// A sentence's pieces, main line then because-lines, each piece's cells in
/// cell order.
fn said(s: &Sentence) -> Vec<String> {
    let line = |s: &Sentence| -> Vec<String> {
        s.pieces()
            .iter()
            .map(|p| match p {
                Piece::Cells(cells) => {
                    let mut cells = cells.clone();
                    cells.sort_unstable();
                    format!("{:?}", Piece::Cells(cells))
                }
                other => format!("{other:?}"),
            })
            .collect()
    };
    std::iter::once(s)
        .chain(s.because_lines())
        .flat_map(line)
        .collect()
}

#[test]
fn a_renamed_step_reads_as_the_technique_words_it_on_the_copy() {
    let mut compared = std::collections::BTreeMap::new();
    let puzzles = common::sample(&[("top95.txt", 4), ("top1465.txt", 60)]);
    for line in &puzzles {
        let puzzle = sudoku_explain::parse::parse_one(line).unwrap();
        let options = Options {
            path: SolvePath::Se,
            ..Options::default()
        };
        let outcome = solve(&puzzle, &options);
        for (grid, step) in outcome.replay() {
            let (copy, renaming) = copy_of(&grid, &puzzle.givens);
            let renamed = renaming.step(step);
            let Some(found) = found_on(&copy, &renamed) else {
                continue;
            };
            assert_eq!(
                said(&renamed.sentence),
                said(&found.sentence),
                "{line}: {}\n{}\n{}",
                step.technique,
                renamed.sentence,
                found.sentence
            );
            *compared.entry(step.technique.as_str()).or_insert(0) += 1;
        }
    }
    // Not vacuous: chains, forcing chains and the patterns with words of
    // their own were compared.
    for id in [
        "x_wing",
        "xy_wing",
        "direct_hidden_pair",
        "aic",
        "nice_loop",
        "nishio",
        "cell_forcing_chain",
        "unit_forcing_chain",
        "dynamic_forcing_chain",
    ] {
        assert!(
            compared.get(id).is_some_and(|&n| n > 0),
            "{id}: {compared:?}"
        );
    }
}
