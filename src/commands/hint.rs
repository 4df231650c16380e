//! `sudoku hint`: the mistakes in a puzzle in progress, then the next step.

use super::{Tally, read_puzzles, technique_options};
use crate::cli::{HintArgs, HintFormat};
use serde::Serialize;
use std::io::{self, Write};
use sudoku_explain::Puzzle;
use sudoku_explain::engine::Options;
use sudoku_explain::examples::example;
use sudoku_explain::hint::{Hint, Mistake, Next, hint};
use sudoku_explain::parse::{ParseErrorKind, parse_one};
use sudoku_explain::rating::Rating;
use sudoku_explain::render::hint::write_hint;
use sudoku_explain::step::Step;

/// The JSON answer: `status` is `next_step`, `solved` (complete and right) or
/// `no_solution` (the grid has none, and the mistakes do not say what to take out).
#[derive(Serialize)]
struct JsonHint<'a> {
    status: &'static str,
    mistakes: &'a [Mistake],
    step: Option<&'a Step>,
    rating: Option<&'a Rating>,
}

pub fn run(args: &HintArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let givens = match args.givens.as_deref().map(parse_one) {
        None => None,
        Some(Ok(p)) => Some(p.givens),
        Some(Err(e)) => {
            eprintln!("sudoku: --givens: {e}");
            tally.unreadable = true;
            return Ok(tally);
        }
    };
    let options = technique_options(
        args.techniques.as_deref(),
        args.max_technique,
        args.order,
        !args.no_uniqueness,
    );
    let mut out = io::BufWriter::new(io::stdout().lock());
    let builtin = example("classic").expect("built in");
    for item in read_puzzles(args.input.file.as_deref(), builtin, &mut tally) {
        let position = match item {
            Ok(p) => p.puzzle,
            // A digit twice in a unit is the player's most common mistake: it is
            // what the hint is for, not a reason to refuse the grid.
            Err(e) if matches!(e.kind, ParseErrorKind::DuplicateGiven { .. }) => match e.written {
                Some(p) => *p,
                None => {
                    out.flush()?;
                    tally.report(&e);
                    continue;
                }
            },
            Err(e) => {
                out.flush()?;
                tally.report(&e);
                continue;
            }
        };
        let Some(advice) = advise(&position, givens.as_ref(), &options, &mut tally) else {
            continue;
        };
        tally.unsolvable |= matches!(advice.next, Next::Blocked);
        match args.format {
            HintFormat::Text => write_hint(&mut out, &advice, args.level, args.color.resolve())?,
            HintFormat::Json => {
                serde_json::to_writer(&mut out, &json_of(&advice))?;
                writeln!(out)?;
            }
        }
    }
    out.flush()?;
    Ok(tally)
}

/// The hint, or `None` after reporting givens that cannot be this grid's.
fn advise(
    position: &Puzzle,
    givens: Option<&[u8; 81]>,
    options: &Options,
    tally: &mut Tally,
) -> Option<Hint> {
    match hint(position, givens, options) {
        Ok(h) => Some(h),
        Err(e) => {
            eprintln!("sudoku: --givens: {e}");
            tally.unreadable = true;
            None
        }
    }
}

fn json_of(advice: &Hint) -> JsonHint<'_> {
    let (status, step, rating) = match &advice.next {
        Next::Solved => ("solved", None, None),
        Next::Blocked => ("no_solution", None, None),
        Next::Step { step, rating, .. } => ("next_step", Some(&**step), rating.as_ref()),
    };
    JsonHint {
        status,
        mistakes: &advice.mistakes,
        step,
        rating,
    }
}
