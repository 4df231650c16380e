//! serate's step templates: `--start` before a puzzle's first step,
//! `--before` and `--after` around each step of the path rated. The path is
//! walked with its steps kept (as `explain` walks it), each step's lines are
//! laid out in the worker that rated the puzzle, and the row carries them, so
//! that `--jobs` and `--output` keep every puzzle's lines together and in
//! input order.

use super::expected;
use super::rows::Row;
use std::time::Instant;
use sudoku_explain::Grid;
use sudoku_explain::engine::{Options, SolvePath};
use sudoku_explain::outcome::solve;
use sudoku_explain::parse::ParsedPuzzle;
use sudoku_explain::rating::se_names::{ShortNames, short_name};
use sudoku_explain::rating::{rate_steps, step_difficulty};
use sudoku_explain::render::template::{Template, Values, marks_grid, step_short};

/// The step templates given, each checked for its place.
#[derive(Clone, Debug, Default)]
pub(super) struct StepTemplates {
    pub(super) start: Option<Template>,
    pub(super) before: Option<Template>,
    pub(super) after: Option<Template>,
}

/// Rates one puzzle on `path` keeping its steps, and lays out the step
/// templates' lines.
pub(super) fn rate_with_steps(
    number: usize,
    parsed: &ParsedPuzzle,
    options: &Options,
    path: SolvePath,
    templates: &StepTemplates,
    marks: bool,
) -> Row {
    let started = Instant::now();
    let options = Options {
        path,
        ..options.clone()
    };
    let outcome = solve(&parsed.puzzle, &options);
    let elapsed = started.elapsed();
    let (puzzle, shown) = expected::names(parsed);
    let mut text = String::new();
    let mut grid = parsed.puzzle.grid();
    if let Some(start) = &templates.start {
        position_line(&mut text, start, &shown, number, &grid);
    }
    for (k, step) in outcome.steps.iter().enumerate() {
        if let Some(before) = &templates.before {
            position_line(&mut text, before, &shown, number, &grid);
        }
        step.deduction.apply_to(&mut grid);
        if let Some(after) = &templates.after {
            // serate's `%R` and `%S` after a step: the hardest step so far,
            // the rating of the path up to this step.
            let so_far = rate_steps(path, &outcome.steps[..=k]);
            let hardest = &outcome.steps[so_far.hardest_step.unwrap_or(k)];
            let (name, short) = (hardest.technique.name(), short_name(hardest));
            let value = step_difficulty(step);
            let (values, candidates, board) = position(&grid);
            let long = step.sentence.to_string();
            let brief = step_short(step);
            let v = Values {
                puzzle: &shown,
                number,
                er: Some(value),
                er_technique: name,
                er_short: &short,
                solution: &values,
                marks: &candidates,
                marks_grid: &board,
                step_long: &long,
                step_short: &brief,
                ..Values::default()
            };
            line(&mut text, after, &v);
        }
    }
    let short_names = outcome
        .rating
        .map(|r| ShortNames::of(&r, |k| outcome.steps.get(k)));
    Row {
        number,
        shown,
        puzzle,
        status: outcome.status,
        rating: outcome.rating,
        steps: outcome.steps.len(),
        guesses: outcome.summary().guesses,
        solution: outcome.solution,
        elapsed,
        marks: marks.then(|| parsed.puzzle.grid().candidates_line()),
        short_names,
        steps_text: text,
    }
}

/// The position as the step templates show it: the placed digits (`%i`),
/// the pencil marks (`%m`) and serate's board of them (`%M`).
fn position(grid: &Grid) -> (String, String, String) {
    (grid.values_line(), grid.candidates_line(), marks_grid(grid))
}

/// Adds the line of a template that shows a position, `--start`'s or
/// `--before`'s.
fn position_line(text: &mut String, template: &Template, shown: &str, number: usize, grid: &Grid) {
    let (values, candidates, board) = position(grid);
    let v = Values {
        puzzle: shown,
        number,
        solution: &values,
        marks: &candidates,
        marks_grid: &board,
        ..Values::default()
    };
    line(text, template, &v);
}

/// Adds `template`'s line to `text`, unless it is empty: serate writes no
/// empty line.
fn line(text: &mut String, template: &Template, values: &Values) {
    let rendered = template.render(values);
    if !rendered.is_empty() {
        text.push_str(&rendered);
        text.push('\n');
    }
}
