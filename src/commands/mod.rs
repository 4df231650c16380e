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
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, BufRead, Cursor, IsTerminal};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
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
    read_puzzles_shown(file, builtin, tally, &Progress::hidden())
}

/// [`read_puzzles`], with `progress` following the bytes read from a file.
pub fn read_puzzles_shown(
    file: Option<&str>,
    builtin: &Example,
    tally: &mut Tally,
    progress: &Progress,
) -> Box<dyn Iterator<Item = Result<ParsedPuzzle, ParseError>>> {
    let path = match file {
        Some(path) => path,
        None if input::stdin_has_input() => "-",
        None => return read_example(builtin),
    };
    match (
        input::open_counted(path, progress.taken.clone()),
        &progress.taken,
    ) {
        (Ok(reader), Some(taken)) => {
            // Where the reading was when each puzzle came out, for the bar to
            // move to once that puzzle is done.
            let (taken, marks) = (taken.clone(), progress.marks.clone());
            Box::new(reader.inspect(move |_| {
                marks.borrow_mut().push_back(taken.load(Ordering::Relaxed));
            }))
        }
        (Ok(reader), None) => Box::new(reader),
        (Err(e), _) => {
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

/// A progress bar on standard error, shown when it is a terminal and the input
/// is a regular file: its length is the file's size, which the file system
/// tells without a read, and it moves with the bytes the one reading of the
/// input has taken. A pipe, a device or standard input has no size to show
/// against, so the bar stays hidden there.
pub struct Progress {
    bar: ProgressBar,
    /// The bytes read from the file so far, counted by its reader.
    taken: Option<Arc<AtomicU64>>,
    /// The bytes read when each puzzle not yet done was read: a command that
    /// reads ahead (rate reads puzzles by the thousand) moves the bar as it
    /// finishes them, not as it reads them.
    marks: Rc<RefCell<VecDeque<u64>>>,
    done: u64,
    /// Of `done`, the puzzles an earlier run did (`rate --resume`).
    resumed: u64,
    /// When the puzzles of this run began: what the rate counts from.
    started: Instant,
}

impl Progress {
    pub fn hidden() -> Progress {
        Progress {
            bar: ProgressBar::hidden(),
            taken: None,
            marks: Rc::default(),
            done: 0,
            resumed: 0,
            started: Instant::now(),
        }
    }

    /// The bar for reading `file`, if it is to be shown.
    pub fn for_file(file: Option<&str>) -> Progress {
        let Some(path) = file.filter(|p| *p != "-") else {
            return Progress::hidden();
        };
        if !io::stderr().is_terminal() {
            return Progress::hidden();
        }
        let size = match std::fs::metadata(path) {
            Ok(m) if m.is_file() && m.len() > 0 => m.len(),
            _ => return Progress::hidden(),
        };
        let bar = ProgressBar::new(size);
        if let Ok(style) = ProgressStyle::with_template("{bar:40} {percent}%, {msg}, {eta} left") {
            bar.set_style(style);
        }
        Progress {
            bar,
            taken: Some(Arc::new(AtomicU64::new(0))),
            marks: Rc::default(),
            done: 0,
            resumed: 0,
            started: Instant::now(),
        }
    }

    /// One more puzzle is done: the bar moves to the bytes read when it was
    /// read.
    pub fn inc(&mut self) {
        self.done += 1;
        if let Some(at) = self.marks.borrow_mut().pop_front() {
            self.bar.set_position(at);
            self.bar.set_message(self.message());
        }
    }

    /// The puzzles done so far were done by an earlier run: the rate and the
    /// time left count from here, on the puzzles this run does.
    pub fn resumed(&mut self) {
        self.resumed = self.done;
        self.started = Instant::now();
        self.bar.reset_eta();
    }

    /// `1234 puzzles (1000 resumed), 410/s`: how many are done, how many
    /// of them by an earlier run, and how fast this run goes.
    fn message(&self) -> String {
        let mut message = format!("{} puzzles", self.done);
        if self.resumed > 0 {
            message.push_str(&format!(" ({} resumed)", self.resumed));
        }
        let seconds = self.started.elapsed().as_secs_f64();
        if seconds >= 1.0 {
            let rate = (self.done - self.resumed) as f64 / seconds;
            message.push_str(&format!(", {rate:.0}/s"));
        }
        message
    }

    /// Runs `f` with the bar out of the way (for a line on standard error).
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        self.bar.suspend(f)
    }

    pub fn finish_and_clear(&self) {
        self.bar.finish_and_clear();
    }
}
