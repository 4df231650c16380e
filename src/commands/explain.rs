//! `sudoku explain`: the step-by-step trace of every puzzle, for people or as JSON.

use super::{Tally, progress_bar, read_puzzles, technique_options};
use crate::cli::{ExplainArgs, ExplainFormat};
use indicatif::ProgressBar;
use std::io::{self, IsTerminal, Write};
use sudoku_explain::engine::{Options, Status, solve};
use sudoku_explain::examples::{EXAMPLES, example};
use sudoku_explain::render::html::write_page;
use sudoku_explain::render::json::write_trace;
use sudoku_explain::render::text::{TextOptions, write_explanation};

pub fn run(args: &ExplainArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let builtin = match args.example.as_deref() {
        None => &EXAMPLES[0],
        Some("list") => {
            for e in EXAMPLES {
                writeln!(out, "{:<10} {}", e.name, e.about)?;
            }
            out.flush()?;
            return Ok(tally);
        }
        Some(name) => match example(name) {
            Some(e) => e,
            None => {
                eprintln!("sudoku: no built-in example named '{name}' (try --example list)");
                tally.unreadable = true;
                return Ok(tally);
            }
        },
    };
    let options = engine_options(args);
    let text = TextOptions {
        color: args.color.resolve(),
        grid: args.grid,
        quiet: args.quiet,
    };
    // The bar is for a collection explained into a file or a pipe; on a terminal
    // the trace itself shows the progress.
    let progress = if io::stdout().is_terminal() {
        ProgressBar::hidden()
    } else {
        progress_bar(args.input.file.as_deref())
    };
    let mut first = true;
    let mut number = 0;
    for item in read_puzzles(args.input.file.as_deref(), builtin, &mut tally) {
        progress.inc(1);
        number += 1;
        if args.format == ExplainFormat::Html && number != args.puzzle {
            continue;
        }
        let parsed = match item {
            Ok(p) => p,
            Err(e) => {
                out.flush()?;
                progress.suspend(|| tally.report(&e));
                continue;
            }
        };
        let outcome = solve(&parsed.puzzle, &options);
        tally.unsolvable |= outcome.status == Status::NoSolution;
        match args.format {
            ExplainFormat::Json => write_trace(&mut out, &outcome, args.pretty)?,
            ExplainFormat::Html => {
                write_page(&mut out, &outcome, "Sudoku, step by step")?;
                break;
            }
            ExplainFormat::Text => {
                if !first && !args.quiet {
                    writeln!(out)?;
                }
                write_explanation(&mut out, &outcome, &text)?;
            }
        }
        first = false;
    }
    progress.finish_and_clear();
    if args.format == ExplainFormat::Html && number < args.puzzle {
        let held = match number {
            1 => "only 1 puzzle".to_string(),
            n => format!("only {n} puzzles"),
        };
        eprintln!(
            "sudoku: --puzzle {}: the input holds {held}, so there is no page to write",
            args.puzzle
        );
        tally.unreadable = true;
    }
    out.flush()?;
    Ok(tally)
}

fn engine_options(args: &ExplainArgs) -> Options {
    let mut options = technique_options(
        args.techniques.as_deref(),
        args.max_technique,
        args.order,
        !args.no_uniqueness,
    );
    options.max_steps = args.steps;
    options
}
