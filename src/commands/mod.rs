//! The subcommands, and what they share: reading every input form with errors
//! reported and skipped, and the tally that becomes the exit code.

mod explain;
mod generate;
mod hint;
mod input;
mod learn;
mod rate;
mod solve;
mod verify;

use crate::cli::Command;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{self, BufRead, Cursor, IsTerminal};
use std::process::ExitCode;
use sudoku_explain::engine::Status;
use sudoku_explain::examples::Example;
use sudoku_explain::parse::{ParseError, ParsedPuzzle, PuzzleReader};

/// What went wrong across a run, for the exit code.
#[derive(Default, Debug)]
pub struct Tally {
    /// Some input could not be read.
    pub unreadable: bool,
    /// Some puzzle has no solution.
    pub unsolvable: bool,
    /// Some trace did not verify.
    pub unverified: bool,
    /// The run stopped (at its time limit) before making all it was asked for.
    pub incomplete: bool,
}

impl Tally {
    /// 2 when any input could not be read, else 1 when a puzzle had no solution,
    /// a trace did not verify or a run stopped short, else 0.
    pub fn exit_code(&self) -> ExitCode {
        if self.unreadable {
            ExitCode::from(2)
        } else if self.unsolvable || self.unverified || self.incomplete {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }

    /// Reports a read error on standard error and remembers it.
    pub fn report(&mut self, error: &ParseError) {
        eprintln!("{error}");
        self.unreadable = true;
    }
}

/// Runs one subcommand.
pub fn run(command: Command) -> io::Result<Tally> {
    match command {
        Command::Solve(args) => solve::run(&args),
        Command::Explain(args) => explain::run(&args),
        Command::Rate(args) => rate::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Hint(args) => hint::run(&args),
        Command::Techniques => learn::list(),
        Command::Learn(args) => learn::run(&args),
        Command::Verify(args) => verify::run(&args),
    }
}

/// How many workers per core `--jobs` may ask for: more only adds threads that
/// wait (and, by the thousand, runs the machine out of memory).
const JOBS_PER_CORE: usize = 4;

/// The most workers `--jobs` starts on this machine.
pub fn max_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()) * JOBS_PER_CORE
}

/// The worker pool for `--jobs` (default: one per core), capped at
/// [`max_jobs`] with a note on standard error. A thread that cannot start is
/// an error, not a hang.
pub fn worker_pool(jobs: Option<usize>) -> io::Result<rayon::ThreadPool> {
    let cap = max_jobs();
    let threads = match jobs {
        Some(n) if n > cap => {
            eprintln!("sudoku: --jobs {n} is more than this machine runs usefully; using {cap}");
            cap
        }
        Some(n) => n,
        None => 0,
    };
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| io::Error::other(format!("cannot start the worker threads: {e}")))
}

/// The puzzles of `file`; without it, of standard input when something is piped
/// or redirected into it, else of the built-in example. Each is read or an error.
pub fn read_puzzles(
    file: Option<&str>,
    builtin: &Example,
    tally: &mut Tally,
) -> Box<dyn Iterator<Item = Result<ParsedPuzzle, ParseError>>> {
    let path = match file {
        Some(path) => path,
        None if input::stdin_has_input() => "-",
        None => return read_example(builtin),
    };
    match input::open(path) {
        Ok(reader) => Box::new(reader),
        Err(e) => {
            tally.report(&e);
            Box::new(std::iter::empty())
        }
    }
}

/// The puzzle of a built-in example.
pub fn read_example(
    builtin: &Example,
) -> Box<dyn Iterator<Item = Result<ParsedPuzzle, ParseError>>> {
    let text: Box<dyn BufRead> = Box::new(Cursor::new(builtin.puzzle.as_bytes()));
    let source = format!("<example {}>", builtin.name);
    Box::new(PuzzleReader::new(source, text))
}

/// An 81-character line as `--format line` prints it: bare for a puzzle with
/// one solution, else with its status as a trailing comment
/// (`  # multiple_solutions`), which our reader skips as it skips anything
/// after the 81 cells.
pub fn with_status(line: &str, status: Status) -> String {
    match status {
        Status::Solved => line.to_string(),
        other => format!("{line}  # {}", other.as_str()),
    }
}

/// A progress bar on standard error when it is a terminal and the input is a file
/// (its lines counted first, so the bar knows its length); hidden otherwise.
fn progress_bar(file: Option<&str>) -> ProgressBar {
    let Some(path) = file.filter(|p| *p != "-") else {
        return ProgressBar::hidden();
    };
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let Ok(f) = std::fs::File::open(path) else {
        return ProgressBar::hidden();
    };
    let lines = io::BufReader::new(f).lines().count() as u64;
    let bar = ProgressBar::new(lines);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles, {per_sec}, {eta} left")
    {
        bar.set_style(style);
    }
    bar
}
