//! `rate --output FILE --resume`: reads back what a stopped run wrote to FILE,
//! row by row beside the input, so that the run goes on where it stopped.
//!
//! Nothing is taken on trust from a count. FILE must begin with the header
//! this run writes (the provenance line, a table's column names); each row
//! must be the row of the puzzle the input has at that place, by the
//! puzzle's text (and by its number where the format writes one); and where a
//! row records parameters (the path in a table, all of them in JSON) they
//! must be this run's. A last line without its line break is what a run
//! killed mid-write leaves: it is cut off and written again. Anything else is
//! refused before a byte of FILE changes.

use super::super::{Progress, Tally};
use super::expected::Expected;
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom, Write};
use sudoku_explain::parse::{ParseError, ParsedPuzzle};

/// Why FILE cannot be continued, and where in it.
pub(super) struct Refusal {
    /// `FILE`, or `FILE:line:column`.
    place: String,
    message: String,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

impl Refusal {
    fn of_file(file: &str, message: impl Into<String>) -> Refusal {
        Refusal {
            place: file.to_string(),
            message: message.into(),
        }
    }
}

/// What of the input FILE already has rows for.
pub(super) struct Skipped {
    /// The input items read (unreadable ones too), all before `next`.
    pub(super) read: usize,
    /// An item taken from the input that has no row yet: the first to rate.
    pub(super) next: Option<Result<ParsedPuzzle, ParseError>>,
}

/// FILE ready for this run's rows, and what of the input it already has:
/// with `resume`, FILE continued past its rows (the input read past their
/// puzzles, a line cut short cut off), else (or when there is nothing to
/// continue) FILE written anew with `header`.
pub(super) fn open_output(
    name: &str,
    header: &[u8],
    resume: Option<&Expected>,
    input: Option<&str>,
    puzzles: &mut dyn Iterator<Item = Result<ParsedPuzzle, ParseError>>,
    (tally, progress): (&mut Tally, &mut Progress),
) -> Result<(File, Skipped), Refusal> {
    if let Some(input) = input
        && input != "-"
        && let (Ok(a), Ok(b)) = (std::fs::canonicalize(input), std::fs::canonicalize(name))
        && a == b
    {
        return Err(Refusal::of_file(
            name,
            "is the input too: the ratings would be written over the puzzles",
        ));
    }
    if let Some(expected) = resume {
        expected
            .check_format()
            .map_err(|why| Refusal::of_file(name, format!("cannot resume: {why}")))?;
        if let Some(mut written) = Written::open(name, header)? {
            let skipped = written.skip_rated(puzzles, expected, tally, progress)?;
            let file = written
                .into_file()
                .map_err(|e| Refusal::of_file(name, format!("cannot resume: {e}")))?;
            return Ok((file, skipped));
        }
    }
    let cannot = |e: io::Error| Refusal::of_file(name, format!("cannot write: {e}"));
    let mut file = File::create(name).map_err(cannot)?;
    file.write_all(header).map_err(cannot)?;
    Ok((
        file,
        Skipped {
            read: 0,
            next: None,
        },
    ))
}

/// The file being continued, read up to its last whole line.
pub(super) struct Written {
    name: String,
    file: File,
    reader: BufReader<File>,
    /// Lines read so far, the header's included.
    line: usize,
    /// The bytes of the whole lines read so far: where what is left begins.
    whole: u64,
}

impl Written {
    /// Opens FILE to go on with it after checking that it begins with
    /// `header`. `None` when there is nothing to go on with: no file, or no
    /// more of one than a part of the header.
    pub(super) fn open(name: &str, header: &[u8]) -> Result<Option<Written>, Refusal> {
        let cannot = |e: io::Error| Refusal::of_file(name, format!("cannot resume: {e}"));
        let file = match File::options().read(true).write(true).open(name) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(cannot(e)),
        };
        let mut reader = BufReader::new(file.try_clone().map_err(cannot)?);
        let mut start = Vec::with_capacity(header.len());
        (&mut reader)
            .take(header.len() as u64)
            .read_to_end(&mut start)
            .map_err(cannot)?;
        if let Some(at) = start.iter().zip(header).position(|(a, b)| a != b) {
            return Err(header_differs(name, header, &start, at, &mut reader));
        }
        if start.len() < header.len() {
            return Ok(None);
        }
        let mut written = Written {
            name: name.to_string(),
            file,
            reader,
            line: header.iter().filter(|&&b| b == b'\n').count(),
            whole: header.len() as u64,
        };
        if header.is_empty() {
            written.refuse_a_provenance_line()?;
        }
        Ok(Some(written))
    }

    /// With no header expected, a `#` line first is the provenance of a run
    /// asked for it: a clearer refusal than "not a row".
    fn refuse_a_provenance_line(&mut self) -> Result<(), Refusal> {
        let buffer = self
            .reader
            .fill_buf()
            .map_err(|e| Refusal::of_file(&self.name, format!("cannot resume: {e}")))?;
        if buffer.starts_with(b"# sudoku-explain ") {
            return Err(self.refusal(
                1,
                1,
                "the file begins with a provenance line, which this run does not write: resume with --provenance",
            ));
        }
        Ok(())
    }

    fn refusal(&self, line: usize, column: usize, message: impl AsRef<str>) -> Refusal {
        Refusal {
            place: format!("{}:{line}:{column}", self.name),
            message: format!("cannot resume: {}", message.as_ref()),
        }
    }

    /// The next whole row; `None` at the end, and at a last line without its
    /// line break (a row cut short, to be written again).
    fn next_row(&mut self) -> Result<Option<String>, Refusal> {
        let mut bytes = Vec::new();
        self.reader
            .read_until(b'\n', &mut bytes)
            .map_err(|e| Refusal::of_file(&self.name, format!("cannot resume: {e}")))?;
        if bytes.pop() != Some(b'\n') {
            return Ok(None);
        }
        self.line += 1;
        self.whole += bytes.len() as u64 + 1;
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|e| self.refusal(self.line, 1, format!("not UTF-8 text: {e}")))
    }

    /// Reads the input past every puzzle FILE has a row for, checking each
    /// row against its puzzle; reports the unreadable items on the way as an
    /// uninterrupted run would, and counts the rows' puzzles without a
    /// solution in `tally`.
    pub(super) fn skip_rated(
        &mut self,
        puzzles: &mut dyn Iterator<Item = Result<ParsedPuzzle, ParseError>>,
        expected: &Expected,
        tally: &mut Tally,
        progress: &mut Progress,
    ) -> Result<Skipped, Refusal> {
        let mut row = self.next_row()?;
        let mut read = 0;
        for item in puzzles {
            let Some(text) = &row else {
                return Ok(Skipped {
                    read,
                    next: Some(item),
                });
            };
            read += 1;
            progress.inc();
            let parsed = match item {
                Ok(parsed) => parsed,
                Err(e) => {
                    progress.suspend(|| tally.report(&e));
                    continue;
                }
            };
            let judged = expected
                .judge(text, read, &parsed)
                .map_err(|(column, message)| self.refusal(self.line, column, message))?;
            match judged {
                Some(same) => {
                    tally.unsolvable |= same.unsolvable;
                    row = self.next_row()?;
                }
                // Rated and dropped by the filters: the row is a later puzzle's.
                None if expected.filtered => {}
                None => {
                    return Err(self.refusal(
                        self.line,
                        1,
                        format!(
                            "this row is not the row of puzzle {read} of {}, {} (its line {}): \
                             the file was written from another input, or with other filters",
                            expected.input,
                            parsed.puzzle.givens_line(),
                            parsed.line
                        ),
                    ));
                }
            }
        }
        match row {
            None => Ok(Skipped { read, next: None }),
            Some(_) => Err(self.refusal(
                self.line,
                1,
                format!(
                    "this row is the row of no puzzle of {} ({} puzzles read): \
                     the file was written from another input, or with other filters",
                    expected.input, read
                ),
            )),
        }
    }

    /// FILE, with the line cut short (if any) cut off, ready to append to.
    pub(super) fn into_file(self) -> io::Result<File> {
        let mut file = self.file;
        file.set_len(self.whole)?;
        file.seek(SeekFrom::End(0))?;
        Ok(file)
    }
}

/// The refusal of a file whose header is not this run's: the line where they
/// part, as expected and as found.
fn header_differs(
    name: &str,
    header: &[u8],
    start: &[u8],
    at: usize,
    reader: &mut BufReader<File>,
) -> Refusal {
    let line_start = header[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line_of = |bytes: &[u8]| {
        let rest = &bytes[line_start..];
        let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        String::from_utf8_lossy(&rest[..end]).into_owned()
    };
    let expected = line_of(header);
    let mut found = line_of(start);
    if !start[line_start..].contains(&b'\n') {
        // The line goes on past the header's length.
        let mut more = Vec::new();
        if reader.read_until(b'\n', &mut more).is_ok() {
            found.push_str(String::from_utf8_lossy(&more).trim_end_matches('\n'));
        }
    }
    let line = header[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let column = at - line_start + 1;
    let provenance = "# sudoku-explain ";
    let message = match expected
        .split(' ')
        .zip(found.split(' '))
        .find(|(ours, theirs)| ours != theirs)
    {
        // Two provenance lines: name the first parameter that differs.
        Some((ours, theirs))
            if expected.starts_with(provenance) && found.starts_with(provenance) =>
        {
            format!("the file was rated with {theirs}, this run has {ours}")
        }
        _ => format!("expected the header this run writes, `{expected}`, found `{found}`"),
    };
    Refusal {
        place: format!("{name}:{line}:{column}"),
        message: format!(
            "cannot resume: {message}: resume with the --format, --provenance and options that wrote the file"
        ),
    }
}
