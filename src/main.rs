//! The `sudoku` binary: parses arguments, decides colour, reads inputs, calls the
//! library, writes, and maps what happened to an exit code (0 all well, 1 some
//! puzzle has no solution, 2 some input could not be read).

mod cli;
mod colour;
mod commands;

use clap::Parser;
use std::io;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    match commands::run(cli.command) {
        Ok(tally) => tally.exit_code(),
        // `sudoku explain big.txt | head` is a normal way to stop reading.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku: {e}");
            ExitCode::from(2)
        }
    }
}
