//! `sudoku generate`: new puzzles, streamed as they are found.

use super::Tally;
use crate::cli::{GenerateArgs, GenerateFormat};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};
use sudoku_explain::engine::{Options, Status};
use sudoku_explain::generate::{
    Finish, Form, Generated, Need, Origin, Practice, Request, generate,
};
use sudoku_explain::outcome::Outcome;
use sudoku_explain::rating::Rating;
use sudoku_explain::render::board::{write_board, write_pencil_marks};
use sudoku_explain::render::json::{Trace, solution_line, trace};
use sudoku_explain::render::names::in_sentence;

#[derive(Serialize)]
struct JsonPuzzle<'a> {
    puzzle: String,
    solution: String,
    rating: &'a Rating,
    seed: u64,
    index: u64,
    /// How the givens were made: "random", or "neighbour" of a known puzzle.
    origin: &'static str,
    version: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    practice: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<Trace<'a>>,
}

pub fn run(args: &GenerateArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    if args.trace && args.format != GenerateFormat::Json {
        eprintln!("sudoku: --trace adds the solution trace to --format json; add --format json");
        tally.unreadable = true;
        return Ok(tally);
    }
    let request = Request {
        level: args.level,
        needs: args
            .needs
            .map(Need::Hardest)
            .or(args.needs_any.map(Need::Somewhere)),
        symmetry: args.symmetry,
        minimal: args.minimal,
        practice: args.practice,
    };
    if let Err(why) = request.check() {
        eprintln!("sudoku: {why}");
        tally.unreadable = true;
        return Ok(tally);
    }
    let seed = args.seed.unwrap_or_else(|| {
        let seed = fresh_seed();
        eprintln!("seed {seed} (add --seed {seed} to make this batch again)");
        seed
    });
    let pool = super::worker_pool(args.jobs)?;
    let progress = if io::stderr().is_terminal() {
        let bar = ProgressBar::new(args.count as u64);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles ({msg} tried), {elapsed}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let mut out = io::BufWriter::new(io::stdout());
    let mut error: Option<io::Error> = None;
    let deadline = Instant::now() + Duration::from_secs(args.timeout);
    let mut made = 0;
    let mut near = 0;
    let mut tried = 0;
    let finish = pool.install(|| {
        generate(
            seed,
            args.count,
            &request,
            Some(deadline),
            |g| match write_one(&mut out, &g, args, seed) {
                Ok(()) => {
                    made += 1;
                    near += usize::from(g.origin == Origin::Neighbour);
                    progress.inc(1);
                    true
                }
                Err(e) => {
                    error = Some(e);
                    false
                }
            },
            |n| {
                tried = n;
                progress.set_message(n.to_string());
            },
        )
    });
    progress.finish_and_clear();
    if let Some(e) = error {
        return Err(e);
    }
    out.flush()?;
    if near > 0 {
        // Puzzle makers publish what they generate: say that these are
        // relatives of known puzzles, not fresh ones.
        eprintln!(
            "note: {near} of these puzzles {} made near known puzzles that need the technique, \
             each written another way with one given moved: new puzzles, but close relatives \
             of published ones (README, `sudoku generate`)",
            if near == 1 { "was" } else { "were" }
        );
    }
    match finish {
        Ok(Finish::Complete) => {}
        Ok(Finish::TimedOut) => {
            eprintln!(
                "sudoku: timed out after {} s with {made} of {} puzzles ({tried} tried); \
                 such puzzles are rare: try a longer --timeout or a looser request",
                args.timeout, args.count
            );
            tally.incomplete = true;
        }
        // Checked above; kept so that a request the library refuses is never
        // reported as a success.
        Err(why) => {
            eprintln!("sudoku: {why}");
            tally.unreadable = true;
        }
    }
    Ok(tally)
}

fn write_one(out: &mut dyn Write, g: &Generated, args: &GenerateArgs, seed: u64) -> io::Result<()> {
    let practice = g.practice.as_ref();
    match args.format {
        GenerateFormat::Line => {
            write!(out, "{}", g.puzzle.givens_line())?;
            if let Some(p) = practice {
                write!(out, "\t{}", p.line())?;
            }
            writeln!(out)?;
        }
        GenerateFormat::Grid => {
            write_board(out, &g.puzzle.givens)?;
            if let (Some(p), Some(id)) = (practice, args.needs.or(args.needs_any)) {
                writeln!(out, "Practise the {} here:", in_sentence(id))?;
                match p.form {
                    Form::Digits => write_board(out, p.grid.values())?,
                    Form::PencilMarks => write_pencil_marks(out, &p.grid)?,
                    // No board keeps the placed digits apart from the givens.
                    Form::Library => writeln!(out, "{}", p.line())?,
                }
            }
            writeln!(out)?;
        }
        GenerateFormat::Json => {
            let outcome = Outcome {
                puzzle: g.puzzle.clone(),
                status: Status::Solved,
                solution: Some(g.solution),
                steps: g.steps.clone(),
                options: Options::default(),
                rating: Some(g.rating),
            };
            let record = JsonPuzzle {
                puzzle: g.puzzle.givens_line(),
                solution: solution_line(&g.solution),
                rating: &g.rating,
                seed,
                index: g.index,
                origin: g.origin.name(),
                version: env!("CARGO_PKG_VERSION"),
                practice: practice.map(Practice::line),
                trace: args.trace.then(|| trace(&outcome)),
            };
            serde_json::to_writer(&mut *out, &record)?;
            writeln!(out)?;
        }
    }
    out.flush()
}

/// A seed from the clock and the process id, for runs that give none.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (nanos ^ (u64::from(std::process::id()) << 32)) % 1_000_000_000
}
