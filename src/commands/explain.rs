//! `sudoku explain`: the step-by-step trace of every puzzle, for people, as JSON,
//! as a page, or as HoDoKu library lines.

use super::{Progress, Tally, read_example, read_puzzles_shown};
use crate::cli::{ExplainArgs, ExplainFormat};
use std::io::{self, IsTerminal, Write};
use sudoku_explain::Candidate;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::engine::{Options, Order, Status};
use sudoku_explain::examples::{EXAMPLES, example};
use sudoku_explain::outcome::{Outcome, rate_puzzle, solve};
use sudoku_explain::parse::LibraryLine;
use sudoku_explain::rating::hodoku::by_code;
use sudoku_explain::render::html::write_page;
use sudoku_explain::render::json::{trace, write_trace};
use sudoku_explain::render::library::library_line;
use sudoku_explain::render::text::{TextOptions, quiet_line, write_explanation};
use sudoku_explain::verify::{Totals, TraceReport, verify_value};

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
    // A page is one puzzle, the first unless told; the other formats explain
    // every puzzle unless told.
    let wanted = match (args.puzzle, args.format) {
        (Some(0), _) => {
            eprintln!("sudoku: --puzzle 0: puzzles are numbered from 1");
            tally.unreadable = true;
            return Ok(tally);
        }
        (Some(n), _) => Some(n),
        (None, ExplainFormat::Html) => Some(1),
        (None, _) => None,
    };
    if args.compare == Some(args.path) {
        let other = SolvePath::ALL.into_iter().find(|p| *p != args.path);
        eprintln!(
            "sudoku: --compare {}: the steps shown are {} already; --compare {} rates the other path",
            args.path.as_str(),
            args.path.words(),
            other.map_or("", SolvePath::as_str)
        );
        tally.unreadable = true;
        return Ok(tally);
    }
    if args.path == SolvePath::Se && args.engine.order.is_some_and(|o| o != Order::default()) {
        eprintln!(
            "sudoku: --order applies to the human path; SE's path asks its techniques in SE's order"
        );
        tally.unreadable = true;
        return Ok(tally);
    }
    if args.deep && args.path != SolvePath::Se && args.compare != Some(SolvePath::Se) {
        eprintln!(
            "sudoku: --deep applies to SE's path; show it with --path se or rate it with --compare se"
        );
        tally.unreadable = true;
        return Ok(tally);
    }
    let options = engine_options(args);
    // Another path is rated whole: `--steps` cuts only the steps shown.
    let compared_options = Options {
        max_steps: None,
        ..options.clone()
    };
    let mut text = TextOptions {
        color: args.color.resolve(),
        grid: args.grid,
        quiet: args.quiet,
        number: None,
        compared: None,
        note: None,
    };
    // The bar is for a collection explained into a file or a pipe; on a terminal
    // the trace itself shows the progress.
    let mut progress = if io::stdout().is_terminal() {
        Progress::hidden()
    } else {
        Progress::for_file(args.input.file.as_deref())
    };
    let mut first = true;
    let mut number = 0;
    let mut verified = Totals::default();
    // `--example` asks for the built-in puzzle even when something is piped in.
    let mut puzzles = match args.example {
        Some(_) => read_example(builtin),
        None => read_puzzles_shown(args.input.file.as_deref(), builtin, &mut tally, &progress),
    }
    .peekable();
    while let Some(item) = puzzles.next() {
        progress.inc();
        number += 1;
        if wanted.is_some_and(|n| n != number) {
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
        // A collection numbers its puzzles; a lone puzzle is just "Puzzle".
        let many = number > 1 || puzzles.peek().is_some();
        text.number = many.then_some((number, parsed.line));
        text.note = parsed.library.as_deref().map(library_note);
        let outcome = solve(&parsed.puzzle, &options);
        // Another path, only when asked: explain pays for one path.
        text.compared = args
            .compare
            .and_then(|path| rate_puzzle(&parsed.puzzle, &compared_options, path).rating);
        tally.unsolvable |= outcome.status == Status::NoSolution;
        let report = args.verify.then(|| verify_outcome(number, &outcome));
        if let Some(report) = &report {
            verified.add(report);
            tally.unverified |= !report.problems.is_empty();
        }
        match args.format {
            ExplainFormat::Json => {
                let trace = trace(&outcome).compared(text.compared);
                write_trace(&mut out, &trace, args.pretty)?
            }
            ExplainFormat::Html => {
                write_page(&mut out, &outcome, "Sudoku, step by step")?;
            }
            ExplainFormat::Library => {
                // The digits placed before a step are written `+d`, the
                // givens (a library line's own, when it was one) plainly.
                for (grid, step) in outcome.replay() {
                    writeln!(out, "{}", library_line(&grid, Some(step)))?;
                }
            }
            ExplainFormat::Text if args.quiet => match &report {
                Some(r) => writeln!(
                    out,
                    "{}; {}",
                    quiet_line(&outcome, text.compared.as_ref()),
                    verdict(r)
                )?,
                None => writeln!(out, "{}", quiet_line(&outcome, text.compared.as_ref()))?,
            },
            ExplainFormat::Text => {
                if !first {
                    writeln!(out)?;
                }
                write_explanation(&mut out, &outcome, &text)?;
                if let Some(r) = &report {
                    writeln!(out, "Checked independently: {}", verdict(r))?;
                }
            }
        }
        // Problems go where a reader of this format looks: under the text
        // trace, or on standard error beside JSON and HTML.
        if let Some(r) = &report {
            for problem in &r.problems {
                if args.format == ExplainFormat::Text {
                    writeln!(out, "  {problem}")?;
                } else {
                    out.flush()?;
                    progress.suspend(|| eprintln!("{problem}"));
                }
            }
        }
        if wanted.is_some() {
            break;
        }
        first = false;
    }
    progress.finish_and_clear();
    if args.verify && args.format != ExplainFormat::Text {
        out.flush()?;
        eprintln!("{verified}");
    }
    if let Some(n) = wanted.filter(|&n| number < n) {
        let held = match number {
            0 => "no puzzle".to_string(),
            1 => "only 1 puzzle".to_string(),
            k => format!("only {k} puzzles"),
        };
        let missing = match args.format {
            ExplainFormat::Html => "no page to write",
            _ => "nothing to explain",
        };
        eprintln!("sudoku: --puzzle {n}: the input holds {held}, so there is {missing}");
        tally.unreadable = true;
    }
    out.flush()?;
    Ok(tally)
}

/// What a HoDoKu library line says its technique does in the position, in
/// HoDoKu's words: its code, the technique the code names, and the
/// eliminations or placements it expects.
fn library_note(line: &LibraryLine) -> String {
    let name = by_code(&line.code).map_or("a technique of its own", |t| t.name);
    let listed = |cs: &[Candidate]| {
        cs.iter()
            .map(|c| format!("{}={}", c.cell, c.digit))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let expects = if line.must_not_fire() {
        "expects it not to apply".to_string()
    } else if !line.eliminations.is_empty() {
        format!(
            "expects it to remove {}",
            listed(&line.eliminations).replace('=', "<>")
        )
    } else if !line.placements.is_empty() {
        format!("expects it to place {}", listed(&line.placements))
    } else {
        "names no result".to_string()
    };
    format!(
        "HoDoKu library line, code {} ({name}): {expects}",
        line.code
    )
}

fn engine_options(args: &ExplainArgs) -> Options {
    let mut options = Options::chosen(
        args.engine.techniques.as_deref(),
        args.engine.max_technique,
        args.engine.order.unwrap_or_default(),
        !args.engine.no_uniqueness,
    );
    options.max_steps = args.steps;
    options.path = args.path;
    options.deep = args.deep;
    options
}

/// Runs the independent verifier on the trace of `outcome`, as `sudoku verify`
/// would read it from `--format json`.
fn verify_outcome(number: usize, outcome: &Outcome) -> TraceReport {
    let json = serde_json::to_value(trace(outcome)).expect("a trace serializes");
    verify_value(number, &json)
}

/// `all 56 steps verified`, or how many problems the verifier found.
fn verdict(report: &TraceReport) -> String {
    match (report.problems.len(), report.steps) {
        (0, 1) => "the 1 step verified".to_string(),
        (0, n) => format!("all {n} steps verified"),
        (1, _) => "1 problem found by the verifier".to_string(),
        (p, _) => format!("{p} problems found by the verifier"),
    }
}
