//! `sudoku verify`: the independent verifier over a file of JSON Lines traces.
//! Prints one line per problem and the summary last. A line that is not a
//! trace at all (not UTF-8, not JSON, longer than [`MAX_TRACE_LINE`]) is
//! reported on standard error with its place and skipped, the rest still
//! checked; the exit code is then 2. Binary data is reported once and ends the
//! reading.

use super::Tally;
use crate::cli::VerifyArgs;
use rayon::prelude::*;
use serde_json::Value;
use std::io::{self, BufRead, Write};
use sudoku_explain::parse::{LineFault, LineSource};
use sudoku_explain::verify::{MAX_TRACE_LINE, Totals, TraceReport, verify_value};

/// Traces verified in parallel at a time; the reports come back in input order.
const BATCH: usize = 256;

/// The JSON text a batch may hold before it is verified, in bytes: a trace read
/// into memory takes about twenty times its text, so a batch of the longest
/// traces must not wait for 256 of them.
const BATCH_BYTES: usize = 8 << 20;

/// One trace read from its line, with its number among the traces.
struct TraceLine {
    number: usize,
    trace: Value,
}

pub fn run(args: &VerifyArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let (source, input): (String, Box<dyn BufRead>) = if args.file == "-" {
        ("<stdin>".into(), Box::new(io::BufReader::new(io::stdin())))
    } else {
        match std::fs::File::open(&args.file) {
            Ok(f) => (args.file.clone(), Box::new(io::BufReader::new(f))),
            Err(e) => {
                eprintln!("sudoku: cannot read {}: {e}", args.file);
                tally.unreadable = true;
                return Ok(tally);
            }
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut seen = Seen {
        summary: Totals::default(),
        puzzles: Vec::new(),
        quiet: args.quiet,
    };
    let mut batch: Vec<TraceLine> = Vec::with_capacity(BATCH);
    let mut batch_bytes = 0;
    let mut number = 0;
    let mut lines = LineSource::with_limit(input, MAX_TRACE_LINE);
    while let Some((line, read)) = lines.next_line() {
        let place = format!("{source}:{line}");
        let text = match read {
            Ok(text) => text,
            Err(fault) => {
                out.flush()?;
                tally.unreadable = true;
                // Traces are numbered by their non-blank lines, read or not.
                number += usize::from(matches!(
                    fault,
                    LineFault::TooLong | LineFault::NotText { .. }
                ));
                match fault {
                    LineFault::TooLong => eprintln!(
                        "{place}: line longer than {MAX_TRACE_LINE} bytes, expected a JSON trace"
                    ),
                    LineFault::NotText { reason, column } => {
                        eprintln!("{place}:{column}: {reason}, expected a JSON trace")
                    }
                    LineFault::Binary(reason) => {
                        eprintln!("{place}: binary file: {reason}, expected JSON traces")
                    }
                    LineFault::Io(e) => eprintln!("{place}: cannot read: {e}"),
                }
                // A line that is too long or not text costs itself; the line
                // source reads nothing after binary data or a failing device.
                continue;
            }
        };
        if text.trim().is_empty() {
            continue;
        }
        number += 1;
        match serde_json::from_str::<Value>(text) {
            Ok(trace) => {
                batch_bytes += text.len();
                batch.push(TraceLine { number, trace });
            }
            Err(e) => {
                out.flush()?;
                eprintln!("{place}:{}: not a JSON trace: {e}", e.column());
                tally.unreadable = true;
                continue;
            }
        }
        if batch.len() == BATCH || batch_bytes >= BATCH_BYTES {
            seen.flush(&mut batch, &mut out)?;
            batch_bytes = 0;
        }
    }
    seen.flush(&mut batch, &mut out)?;
    if let Some(path) = &args.puzzles {
        cover(path, &mut seen, &mut out, &mut tally)?;
    }
    if !args.quiet {
        writeln!(out, "{}", seen.summary.technique_line())?;
    }
    writeln!(out, "{}", seen.summary)?;
    out.flush()?;
    tally.unverified |= !seen.summary.is_clean();
    Ok(tally)
}

/// What the traces verified so far add up to.
struct Seen {
    summary: Totals,
    /// Each trace's `puzzle`, for `--puzzles`.
    puzzles: Vec<Option<String>>,
    quiet: bool,
}

impl Seen {
    /// Verifies the traces of `batch` on every core and prints their problems
    /// in input order.
    fn flush(&mut self, batch: &mut Vec<TraceLine>, out: &mut impl Write) -> io::Result<()> {
        let reports: Vec<TraceReport> = batch
            .par_iter()
            .map(|r| verify_value(r.number, &r.trace))
            .collect();
        for (report, read) in reports.iter().zip(batch.iter()) {
            self.summary.add(report);
            let puzzle = read.trace.get("puzzle").and_then(Value::as_str);
            self.puzzles.push(puzzle.map(|p| p.replace('0', ".")));
            if !self.quiet {
                for problem in &report.problems {
                    writeln!(out, "{problem}")?;
                }
            }
        }
        batch.clear();
        Ok(())
    }
}

/// Checks that the traces cover the puzzles of `path`, in order; a mismatch
/// counts as one more trace with errors.
fn cover(path: &str, seen: &mut Seen, out: &mut impl Write, tally: &mut Tally) -> io::Result<()> {
    let reader = match super::input::open(path) {
        Ok(r) => r,
        Err(e) => {
            tally.report(&e);
            return Ok(());
        }
    };
    let mut expected = Vec::new();
    for item in reader {
        match item {
            Ok(p) => expected.push(p.puzzle.givens_line()),
            Err(e) => tally.report(&e),
        }
    }
    let differ = expected
        .iter()
        .zip(&seen.puzzles)
        .position(|(want, got)| got.as_ref() != Some(want));
    let traces = seen.puzzles.len();
    if expected.len() != traces || differ.is_some() {
        let at = differ.unwrap_or(expected.len().min(traces)) + 1;
        writeln!(
            out,
            "the traces do not cover the {} puzzles of {path} in order ({} traces; they part at trace {at})",
            expected.len(),
            traces,
        )?;
        seen.summary.with_errors += 1;
    }
    Ok(())
}
