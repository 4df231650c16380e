//! What the reader reports when a puzzle cannot be read: where (file, line,
//! column) and what went wrong. The form parsers only know lines and columns, so
//! they return a [`Problem`]; the reader adds the file name when it hands the
//! error out.

use super::parsed::ParsedPuzzle;
use crate::Puzzle;
use crate::core::{Cell, Unit};
use std::fmt;

/// A puzzle (or a whole input) that could not be read.
///
/// Displays as `{source}:{line}:{column}: {message}`, leaving out the parts it
/// does not know, e.g. `puzzles.txt: no puzzle found` or `x.txt:3: expected 81
/// cells, found 80`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The file name as the user gave it, or `<stdin>`, `<input>`.
    pub source: String,
    /// The 1-based line the error is on, when it is on one.
    pub line: Option<usize>,
    /// The 1-based column (in characters) the error is at, when it is at one.
    pub column: Option<usize>,
    /// What went wrong.
    pub kind: ParseErrorKind,
    /// The puzzle as written, when it could be read but breaks a rule of the
    /// game (a digit twice in a unit): what `hint` diagnoses instead of refusing.
    pub written: Option<Box<ParsedPuzzle>>,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.source)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            // A column without its line would read as a line number.
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, ": {}", self.kind)
    }
}

// No `source()`: the kind's message is already part of this error's Display, and
// chaining it would print it twice.
impl std::error::Error for ParseError {}

/// Every way reading can fail, with the data the message names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseErrorKind {
    /// The input holds nothing but blank lines, comments and frames.
    #[error("no puzzle found")]
    NoPuzzle,
    /// A `# givens` comment whose line is not a puzzle.
    #[error("in the givens comment: {0}")]
    InGivensComment(Box<ParseErrorKind>),
    /// `parse_one` was given more than one puzzle.
    #[error("expected one puzzle, found another")]
    ExtraPuzzle,
    /// A character that has no meaning where it stands.
    #[error("unexpected character {found:?}: expected {expected}")]
    UnexpectedChar {
        /// The character as read.
        found: char,
        /// What would have been accepted there.
        expected: &'static str,
    },
    /// A one-line puzzle with the wrong number of cells.
    #[error("expected 81 cells, found {found}")]
    CellCount {
        /// How many cells the line holds.
        found: usize,
    },
    /// A 729-character pencil-mark line of the wrong length.
    #[error("expected 729 pencil-mark characters (9 per cell), found {found}")]
    PencilLineLength {
        /// How many characters the line holds.
        found: usize,
    },
    /// In a pencil-mark line, a digit in another digit's place.
    #[error("unexpected candidate {digit} in place {place} of {cell}: expected {place}, . or 0")]
    MisplacedCandidate {
        /// The cell whose nine characters hold it.
        cell: Cell,
        /// The digit found.
        digit: u8,
        /// Its 1-based place among the cell's nine characters.
        place: u8,
    },
    /// A row of a 9x9 block that is short or long.
    #[error("row {row}: expected 9 cells, found {found}")]
    RowCells {
        /// The 1-based row of the block.
        row: usize,
        /// How many cells the row holds.
        found: usize,
    },
    /// A 9x9 block with the wrong number of rows.
    #[error("expected 9 rows, found {found}")]
    RowCount {
        /// How many rows the block holds.
        found: usize,
    },
    /// In the integer form, a number that is neither 1-9 nor an empty mark.
    #[error("number {number} outside 1-9")]
    NumberOutOfRange {
        /// The number as written (it may not fit any integer type).
        number: String,
    },
    /// Two equal givens that see each other.
    #[error("two {digit}s in {unit}: {first} and {second}")]
    DuplicateGiven {
        /// The digit given twice.
        digit: u8,
        /// The row, column or box that holds both.
        unit: Unit,
        /// The earlier cell in reading order.
        first: Cell,
        /// The later cell in reading order.
        second: Cell,
    },
    /// A field of a HoDoKu library line that is not as HoDoKu writes it.
    #[error("in the {field} field: expected {expected}")]
    LibraryField {
        /// Which field (`code`, `removed`; `line` for the line as a whole).
        field: &'static str,
        /// What the field holds when well formed.
        expected: &'static str,
    },
    /// A line too long to be anything the reader understands.
    #[error("line longer than {limit} bytes")]
    LineTooLong {
        /// The longest line the reader accepts.
        limit: usize,
    },
    /// The file could not be opened.
    #[error("cannot open: {reason}")]
    CannotOpen {
        /// The operating system's reason.
        reason: String,
    },
    /// Reading stopped on an I/O error.
    #[error("cannot read: {reason}")]
    CannotRead {
        /// The operating system's reason.
        reason: String,
    },
    /// One line is not text (a NUL byte, bytes that are not UTF-8); only that
    /// line is lost.
    #[error("{reason}: expected text (a puzzle, a comment or a blank line)")]
    NotText {
        /// What gave it away.
        reason: &'static str,
    },
    /// The input is a stream of binary data with no line ending in sight; the
    /// reader stops there.
    #[error("binary file: {reason}")]
    BinaryFile {
        /// What gave it away.
        reason: &'static str,
    },
}

/// A 1-based line and column in the input, kept for each cell so that errors
/// about cells (duplicates, empty candidate sets) can point at them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Pos {
    pub line: usize,
    pub column: usize,
}

/// An error found by a form parser, before the reader knows the source name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Problem {
    pub kind: ParseErrorKind,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// See [`ParseError::written`].
    pub written: Option<Box<Puzzle>>,
}

impl Problem {
    /// An error at one character.
    pub fn at(kind: ParseErrorKind, pos: Pos) -> Problem {
        Problem {
            kind,
            line: Some(pos.line),
            column: Some(pos.column),
            written: None,
        }
    }

    /// An error about a whole line.
    pub fn on_line(kind: ParseErrorKind, line: usize) -> Problem {
        Problem {
            kind,
            line: Some(line),
            column: None,
            written: None,
        }
    }

    /// The same problem, carrying the puzzle as written (see [`ParseError::written`]).
    pub fn written(self, puzzle: Puzzle) -> Problem {
        Problem {
            written: Some(Box::new(puzzle)),
            ..self
        }
    }

    /// The error as handed to the user, naming `source`.
    pub fn into_error(self, source: &str) -> ParseError {
        ParseError {
            source: source.to_owned(),
            line: self.line,
            column: self.column,
            kind: self.kind,
            // The reader, which knows where the puzzle starts and what its
            // comment declares, completes this.
            written: self.written.map(|puzzle| {
                Box::new(ParsedPuzzle {
                    puzzle: *puzzle,
                    line: self.line.unwrap_or_default(),
                    declared_givens: None,
                    library: None,
                })
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(line: Option<usize>, column: Option<usize>) -> ParseError {
        ParseError {
            source: "x.txt".into(),
            line,
            column,
            kind: ParseErrorKind::CellCount { found: 80 },
            written: None,
        }
    }

    #[test]
    fn display_leaves_out_what_it_does_not_know() {
        assert_eq!(
            error(Some(3), Some(7)).to_string(),
            "x.txt:3:7: expected 81 cells, found 80"
        );
        assert_eq!(
            error(Some(3), None).to_string(),
            "x.txt:3: expected 81 cells, found 80"
        );
        assert_eq!(
            error(None, None).to_string(),
            "x.txt: expected 81 cells, found 80"
        );
        assert_eq!(
            error(None, Some(7)).to_string(),
            "x.txt: expected 81 cells, found 80"
        );
    }

    #[test]
    fn messages_name_their_data() {
        let dup = ParseErrorKind::DuplicateGiven {
            digit: 5,
            unit: Unit::row(0),
            first: Cell::at(0, 0),
            second: Cell::at(0, 3),
        };
        assert_eq!(dup.to_string(), "two 5s in row 1: r1c1 and r1c4");
        let bad = ParseErrorKind::UnexpectedChar {
            found: 'x',
            expected: "a digit 1-9",
        };
        assert_eq!(
            bad.to_string(),
            "unexpected character 'x': expected a digit 1-9"
        );
        let misplaced = ParseErrorKind::MisplacedCandidate {
            cell: Cell::at(1, 2),
            digit: 5,
            place: 3,
        };
        assert_eq!(
            misplaced.to_string(),
            "unexpected candidate 5 in place 3 of r2c3: expected 3, . or 0"
        );
    }
}
