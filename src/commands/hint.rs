//! `sudoku hint`: the next step for a puzzle in progress.

use super::{Tally, read_puzzles};
use crate::cli::{HintArgs, HintFormat};
use serde::Serialize;
use std::io::{self, Write};
use sudoku_explain::Candidate;
use sudoku_explain::engine::Options;
use sudoku_explain::examples::example;
use sudoku_explain::hint::{Advice, WrongDigit, hint};
use sudoku_explain::parse::parse_one;
use sudoku_explain::render::hint::write_hint;
use sudoku_explain::step::Step;

#[derive(Serialize)]
struct JsonHint<'a> {
    status: &'static str,
    wrong_digits: &'a [WrongDigit],
    restored_candidates: &'a [Candidate],
    step: Option<&'a Step>,
}

pub fn run(args: &HintArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let original = match args.givens.as_deref().map(parse_one) {
        None => None,
        Some(Ok(p)) => Some(p.givens),
        Some(Err(e)) => {
            eprintln!("sudoku: --givens: {e}");
            tally.unreadable = true;
            return Ok(tally);
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let builtin = example("classic").expect("built in");
    for item in read_puzzles(args.input.file.as_deref(), builtin, &mut tally) {
        let parsed = match item {
            Ok(p) => p,
            Err(e) => {
                out.flush()?;
                tally.report(&e);
                continue;
            }
        };
        let advice = hint(&parsed.puzzle, original.as_ref(), &Options::default());
        tally.unsolvable |= matches!(advice, Advice::Unsolvable);
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

fn json_of(advice: &Advice) -> JsonHint<'_> {
    match advice {
        Advice::Solved => JsonHint {
            status: "solved",
            wrong_digits: &[],
            restored_candidates: &[],
            step: None,
        },
        Advice::Unsolvable => JsonHint {
            status: "no_solution",
            wrong_digits: &[],
            restored_candidates: &[],
            step: None,
        },
        Advice::WrongDigits(w) => JsonHint {
            status: "wrong_digits",
            wrong_digits: w,
            restored_candidates: &[],
            step: None,
        },
        Advice::Next { restored, step, .. } => JsonHint {
            status: "next_step",
            wrong_digits: &[],
            restored_candidates: restored,
            step: Some(step),
        },
    }
}
