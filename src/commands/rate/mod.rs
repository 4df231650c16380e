//! `sudoku rate`: the difficulty of every puzzle of a collection, in input order.
//! Streams (constant memory whatever the file size): a window of puzzles is
//! rated in parallel, each row is written as soon as every row before it is,
//! and bad lines are reported without stopping. With `--output FILE` each row
//! goes to FILE in one write, so a run stopped at any moment leaves at most
//! one line cut short, and `--resume` goes on from there (`resume` reads the
//! file back, `expected` says what each row of it must be).

mod expected;
mod resume;
mod rows;
mod steps;

use super::{Progress, Tally, read_puzzles_shown};
use crate::cli::{RateArgs, RateFormat};
use expected::Expected;
use rows::{Provenance, Row, header, write_row};
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, mpsc};
use std::time::Instant;
use steps::{StepTemplates, rate_with_steps};
use sudoku_explain::engine::SolvePath;
use sudoku_explain::engine::{Options, Order, Status};
use sudoku_explain::examples::example;
use sudoku_explain::outcome::rate_puzzle;
use sudoku_explain::parse::{ParseError, ParsedPuzzle};
use sudoku_explain::rating::tenths;
use sudoku_explain::render::template::Field;

/// The most puzzles read ahead of the last row written: what bounds memory
/// while a slow puzzle holds up the rows after it.
const WINDOW: usize = 2048;

pub fn run(args: &RateArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    if let (Some(min), Some(max)) = (args.min, args.max)
        && min > max
    {
        eprintln!("sudoku: --min {min} is above --max {max}, so no puzzle could pass");
        tally.unreadable = true;
        return Ok(tally);
    }
    if args.per_step() {
        let refusal = if !matches!(args.format, RateFormat::Template(_)) {
            Some("--start, --before and --after go with --format template:...")
        } else if args.resume {
            Some(
                "--resume cannot follow --start, --before or --after: a puzzle's lines \
                 cannot be matched back to it",
            )
        } else {
            None
        };
        if let Some(refusal) = refusal {
            eprintln!("sudoku: {refusal}");
            tally.unreadable = true;
            return Ok(tally);
        }
    }
    let templates = Arc::new(StepTemplates {
        start: args.start.clone(),
        before: args.before.clone(),
        after: args.after.clone(),
    });
    let per_step = args.per_step();
    // HoDoKu's batch line is HoDoKu's verdict: unless told otherwise it walks
    // the path whose steps come nearest to HoDoKu's own, the human path in
    // the catalog's solving order (its level on 86 of top95's 95 puzzles and
    // its exact score on 182 of 300 everyday ones, against 63 and 0 on SE's
    // path; tests/data/formats/).
    let hodoku = args.format == RateFormat::Hodoku;
    let path = args.path.unwrap_or(if hodoku {
        SolvePath::Human
    } else {
        SolvePath::Se
    });
    let order = args.engine.order.unwrap_or(if hodoku {
        Order::Solving
    } else {
        Order::default()
    });
    let options = Options {
        deep: args.deep,
        ..Options::chosen(
            args.engine.techniques.as_deref(),
            args.engine.max_technique,
            order,
            !args.engine.no_uniqueness,
        )
    };
    let pool = super::worker_pool(args.jobs)?;
    let mut progress = Progress::for_file(args.input.file.as_deref());
    let provenance = Provenance::of(&options, path);
    let header = header(&args.format, args.provenance.then_some(&provenance));
    let builtin = example("classic").expect("built in");
    let input = args.input.file.as_deref();
    let mut puzzles = read_puzzles_shown(input, builtin, &mut tally, &progress);
    let mut read = 0usize;
    let mut out: Box<dyn Write> = match &args.output {
        None => {
            let mut out = io::BufWriter::new(io::stdout().lock());
            out.write_all(&header)?;
            Box::new(out)
        }
        Some(file) => {
            let expected = Expected {
                format: &args.format,
                path,
                options: &options,
                provenance: &provenance,
                filtered: filtering(args),
                input: match input {
                    None => "the input",
                    Some("-") => "<stdin>",
                    Some(file) => file,
                },
            };
            let opened = resume::open_output(
                file,
                &header,
                args.resume.then_some(&expected),
                input,
                &mut puzzles,
                (&mut tally, &mut progress),
            );
            let (file, skipped) = match opened {
                Ok(opened) => opened,
                Err(refusal) => {
                    eprintln!("{refusal}");
                    tally.unreadable = true;
                    return Ok(tally);
                }
            };
            read = skipped.read;
            if let Some(item) = skipped.next {
                puzzles = Box::new(std::iter::once(item).chain(puzzles));
            }
            progress.resumed();
            Box::new(file)
        }
    };
    let marks = matches!(&args.format, RateFormat::Template(t) if t.uses(Field::Marks));
    let options = Arc::new(options);
    let (done, results) = mpsc::channel::<(usize, Option<Row>)>();
    // Read but not yet written, by number: rows back from the workers (none
    // where rating panicked), and the errors of unreadable items.
    let mut waiting: BTreeMap<usize, Result<Option<Row>, ParseError>> = BTreeMap::new();
    let mut rating = 0usize;
    let mut next = read + 1;
    let mut exhausted = false;
    let mut buffer = Vec::new();
    loop {
        while !exhausted && waiting.len() + rating < WINDOW {
            let Some(item) = puzzles.next() else {
                exhausted = true;
                break;
            };
            read += 1;
            match item {
                Ok(parsed) => {
                    let (done, options, number) = (done.clone(), options.clone(), read);
                    let templates = templates.clone();
                    rating += 1;
                    // First in, first out: the puzzle whose row is due next
                    // is never left waiting behind later ones.
                    pool.spawn_fifo(move || {
                        // A panic (a fault of ours) becomes a row missing,
                        // so that the rows before it are still written.
                        let row = panic::catch_unwind(AssertUnwindSafe(|| {
                            if per_step {
                                rate_with_steps(number, &parsed, &options, path, &templates, marks)
                            } else {
                                rate_one(number, &parsed, &options, path, marks)
                            }
                        }));
                        // The receiver outlives every worker it waits for.
                        let _ = done.send((number, row.ok()));
                    });
                }
                Err(e) => {
                    waiting.insert(read, Err(e));
                }
            }
        }
        while let Some(entry) = waiting.first_entry()
            && *entry.key() == next
        {
            match entry.remove() {
                Ok(None) => {
                    out.flush()?;
                    return Err(io::Error::other(format!(
                        "puzzle {next} of the input could not be rated \
                         (a fault of this program, where the message above says)"
                    )));
                }
                Ok(Some(row)) => {
                    tally.unsolvable |= row.status == Status::NoSolution;
                    if passes(&row, args) {
                        buffer.clear();
                        write_row(&mut buffer, &row, &args.format, &options, path, &provenance)?;
                        out.write_all(&buffer)?;
                    }
                }
                Err(e) => {
                    out.flush()?;
                    progress.suspend(|| tally.report(&e));
                }
            }
            progress.inc();
            next += 1;
        }
        if rating == 0 {
            // Every item read is written: read more, or stop at the end.
            if exhausted {
                break;
            }
            continue;
        }
        let (number, row) = results
            .recv()
            .map_err(|_| io::Error::other("a worker thread stopped without its row"))?;
        rating -= 1;
        waiting.insert(number, Ok(row));
    }
    progress.finish_and_clear();
    out.flush()?;
    Ok(tally)
}

fn rate_one(
    number: usize,
    parsed: &ParsedPuzzle,
    options: &Options,
    path: SolvePath,
    marks: bool,
) -> Row {
    let started = Instant::now();
    let rated = rate_puzzle(&parsed.puzzle, options, path);
    let elapsed = started.elapsed();
    let (puzzle, shown) = expected::names(parsed);
    Row {
        number,
        shown,
        puzzle,
        status: rated.status,
        rating: rated.rating,
        steps: rated.steps,
        guesses: rated.guesses,
        solution: rated.solution,
        elapsed,
        marks: marks.then(|| parsed.puzzle.grid().candidates_line()),
        short_names: rated.short_names,
        steps_text: String::new(),
    }
}

/// Whether a row passes the filters. A puzzle without exactly one solution has
/// no rating, so a filter never keeps it.
fn passes(row: &Row, args: &RateArgs) -> bool {
    let Some(r) = row.rating else {
        return !filtering(args);
    };
    let d = tenths(r.difficulty as u32);
    args.level.is_none_or(|l| l == r.level)
        && args.min.is_none_or(|m| d >= m - 1e-9)
        && args.max.is_none_or(|m| d <= m + 1e-9)
}

/// Whether a filter may drop puzzles.
fn filtering(args: &RateArgs) -> bool {
    args.level.is_some() || args.min.is_some() || args.max.is_some()
}
