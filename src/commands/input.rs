//! Where the puzzles come from: a file named on the command line, or standard
//! input for `-` (or when no file is named and something is piped in). The
//! library reads any `BufRead`; files and standard input are the binary's
//! business.

use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use sudoku_explain::parse::{ParseError, ParseErrorKind, PuzzleReader};

/// A reader over the file at `path`, or over standard input (source `<stdin>`)
/// when `path` is `-`.
pub fn open(path: &str) -> Result<PuzzleReader<Box<dyn BufRead>>, ParseError> {
    open_counted(path, None)
}

/// [`open`], adding every byte read from a file to `taken` when given: a
/// progress bar follows the one reading of the input instead of reading it
/// again to size itself.
pub fn open_counted(
    path: &str,
    taken: Option<Arc<AtomicU64>>,
) -> Result<PuzzleReader<Box<dyn BufRead>>, ParseError> {
    if path == "-" {
        return Ok(PuzzleReader::new(
            "<stdin>",
            Box::new(std::io::stdin().lock()),
        ));
    }
    let file = open_file(path)?;
    let reader: Box<dyn BufRead> = match taken {
        Some(taken) => Box::new(BufReader::new(Counted { inner: file, taken })),
        None => Box::new(BufReader::new(file)),
    };
    Ok(PuzzleReader::new(path, reader))
}

/// The file at `path`, or the error that names it and why it cannot be opened.
pub fn open_file(path: &str) -> Result<File, ParseError> {
    File::open(path).map_err(|e| ParseError {
        source: path.to_owned(),
        line: None,
        column: None,
        kind: ParseErrorKind::CannotOpen {
            reason: e.to_string(),
        },
        written: None,
    })
}

/// A reader that adds up the bytes it hands out.
struct Counted<R> {
    inner: R,
    taken: Arc<AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.taken.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// Whether standard input holds puzzles to read when no file is named: it is
/// not a terminal (where it would wait for typing) and, as ripgrep decides, it
/// is a file, a pipe or a socket. `/dev/null`, which cron, CI runners and
/// `Command::output` hand a program that is given no input, is a device, not
/// data, so it counts as no input at all: the command shows its built-in
/// example as it does on a terminal.
pub fn stdin_has_input() -> bool {
    let stdin = std::io::stdin();
    !stdin.is_terminal() && holds_data(&stdin)
}

#[cfg(unix)]
fn holds_data(stdin: &std::io::Stdin) -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::FileTypeExt;
    // A second descriptor for the same input, so that closing the `File` that
    // reads its metadata leaves standard input open.
    let Ok(fd) = stdin.as_fd().try_clone_to_owned() else {
        return false;
    };
    let Ok(metadata) = File::from(fd).metadata() else {
        return false;
    };
    let kind = metadata.file_type();
    kind.is_file() || kind.is_fifo() || kind.is_socket()
}

#[cfg(not(unix))]
fn holds_data(_: &std::io::Stdin) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn data(name: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name)
    }

    #[test]
    fn a_missing_file_is_named_with_the_reason() {
        let path = data("no-such-file.txt");
        let path = path.to_str().unwrap();
        let Err(err) = open(path) else {
            panic!("opened a missing file");
        };
        assert_eq!(
            err.to_string(),
            format!("{path}: cannot open: No such file or directory (os error 2)")
        );
        assert_eq!(err.source, path);
        assert!(matches!(err.kind, ParseErrorKind::CannotOpen { .. }));
    }

    #[test]
    fn a_file_is_read_by_path() {
        let path = data("collection.txt");
        let items: Vec<_> = open(path.to_str().unwrap()).unwrap().collect();
        assert_eq!(items.len(), 4);
        assert!(items.iter().all(Result::is_ok));
    }

    #[test]
    fn a_counted_file_adds_up_what_was_read() {
        let path = data("collection.txt");
        let taken = Arc::new(AtomicU64::new(0));
        let items = open_counted(path.to_str().unwrap(), Some(taken.clone()))
            .unwrap()
            .count();
        assert_eq!(items, 4);
        let size = std::fs::metadata(&path).unwrap().len();
        assert_eq!(taken.load(Ordering::Relaxed), size);
    }

    #[test]
    fn a_directory_cannot_be_read() {
        let path = data("");
        let path = path.to_str().unwrap();
        // Opening a directory may fail or succeed depending on the system;
        // reading it never does.
        let message = match open(path) {
            Err(e) => e.to_string(),
            Ok(mut reader) => reader.next().unwrap().unwrap_err().to_string(),
        };
        assert!(message.starts_with(path), "{message}");
        assert!(message.contains("cannot"), "{message}");
    }
}
