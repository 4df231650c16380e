//! Reading puzzles from text in every form people write them, without being
//! told which: the 81-character line, a 9x9 block (with or without drawn
//! separators), nine rows of integers, a pencil-mark grid, the
//! 729-character pencil-mark line, and HoDoKu's library line; a file may hold
//! any number of them.
//!
//! [`PuzzleReader`] goes through the input line by line and sorts each line with
//! `classify`: one-line puzzles are read at once, block rows gather until a
//! block is complete and `detect_block` names its form. Each form is one file
//! with one `parse` function, so a new form is a new file and one arm here.

mod block;
mod declared;
mod error;
mod givens;
mod integers;
mod library;
mod line;
mod lines;
mod parsed;
mod pencil_line;
mod pencil_marks;
mod reader;

pub use error::{ParseError, ParseErrorKind};
pub use lines::{LineFault, LineSource, MAX_LINE};
pub use parsed::{LibraryLine, ParsedPuzzle};
pub use reader::PuzzleReader;

use crate::Puzzle;
use error::{Pos, Problem};

/// Every puzzle in `text`, or the error that kept each one from being read;
/// `source` names the text in errors.
pub fn parse_str(source: &str, text: &str) -> Vec<Result<ParsedPuzzle, ParseError>> {
    PuzzleReader::new(source, text.as_bytes()).collect()
}

/// The one puzzle in `text`, in any form. Errors name the source `<input>`; text
/// with no puzzle, or with anything after its puzzle, is an error.
pub fn parse_one(text: &str) -> Result<Puzzle, ParseError> {
    read_one("<input>", text.as_bytes())
}

/// The one puzzle `reader` holds, in any form, as [`parse_one`] reads it from a
/// text; `source` names it in errors.
pub fn read_one<R: std::io::BufRead>(source: &str, reader: R) -> Result<Puzzle, ParseError> {
    let mut reader = PuzzleReader::new(source, reader);
    let puzzle = match reader.next() {
        Some(result) => result?.puzzle,
        // The reader reports an empty input itself; this is only a fallback.
        None => {
            return Err(Problem {
                kind: ParseErrorKind::NoPuzzle,
                line: None,
                column: None,
                written: None,
            }
            .into_error(source));
        }
    };
    match reader.next() {
        None => Ok(puzzle),
        Some(Err(e)) => Err(e),
        Some(Ok(extra)) => {
            Err(Problem::on_line(ParseErrorKind::ExtraPuzzle, extra.line).into_error(source))
        }
    }
}

/// One line of a block, kept until the block is complete.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Row {
    /// Its 1-based line number.
    pub line: usize,
    /// The line as read.
    pub text: String,
}

/// What a line is, before any puzzle is read from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineKind {
    /// Nothing but whitespace.
    Blank,
    /// Starts with `#`.
    Comment,
    /// A drawn rule such as `+-------+` or `:-----+-----:`, part of a block.
    Frame,
    /// A whole puzzle on one line.
    Single,
    /// A heading such as `Grid 01` or `Puzzle 3 (hard)`: it starts with a word
    /// of letters, which no puzzle form does. It ends a block and is skipped.
    Title,
    /// A row of a block.
    Row,
}

/// The block forms, told apart by [`detect_block`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BlockForm {
    /// One character per cell (digits and empty-cell marks).
    Cells,
    /// Whitespace-separated integers, `0` or `-1` for an empty cell.
    Integers,
    /// Whitespace-separated groups of candidates.
    PencilMarks,
}

/// A first token this long is a one-line puzzle: block rows, even without
/// spaces and with `|` drawn in, stay near 13 characters.
const SINGLE_MIN: usize = 20;

/// A one-line puzzle this long is meant as a 729-character pencil-mark line
/// rather than an 81-character line (halfway between the two, in characters).
const PENCIL_LINE_MIN: usize = 405;

/// What [`cell_value`] accepts, for error messages.
const CELL_EXPECTED: &str = "a digit 1-9 or an empty-cell mark (. 0 _ *)";

/// Sorts one line.
fn classify(text: &str) -> LineKind {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        LineKind::Blank
    } else if trimmed.starts_with('#') {
        LineKind::Comment
    } else if is_frame(trimmed) {
        LineKind::Frame
    } else if first_token(trimmed).chars().count() >= SINGLE_MIN && !is_integer_row(trimmed) {
        LineKind::Single
    } else if is_title(trimmed) {
        LineKind::Title
    } else {
        LineKind::Row
    }
}

/// Whether a line starts with a word of two or more letters: a heading. A
/// damaged row keeps a cell character among its first two, so it stays a row
/// and its error names the character.
fn is_title(text: &str) -> bool {
    let mut chars = text.chars();
    matches!((chars.next(), chars.next()), (Some(a), Some(b)) if a.is_alphabetic() && b.is_alphabetic())
}

/// Whether a line could be a row of some block form: nine cell characters
/// (separators aside), or nine whitespace-separated integers or candidate
/// groups. A line that is none of these outside a block is a stray line, read
/// alone so that it cannot shift the rows of the block after it.
fn is_row_shaped(text: &str) -> bool {
    let row = content(text);
    let mut cells = 0;
    let all_cells = row.chars().filter(|&c| !is_separator(c)).all(|c| {
        cells += 1;
        cell_value(c).is_some()
    });
    if all_cells && cells == 9 {
        return true;
    }
    let tokens = tokens(text);
    tokens.len() == 9 && tokens.iter().all(|&(_, t)| is_integer(t))
}

/// Whether `token` is an integer, a sign allowed (`5`, `-1`, `+5`).
fn is_integer(token: &str) -> bool {
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a line reads as a row of the integer form: nine whitespace-separated
/// integers, a sign allowed. Its first number may be long enough to pass for a
/// one-line puzzle (`1111...` for a cell); it is still a row, so that the error
/// names that number and the rest of its block does not come apart into errors
/// of its own. An 81-digit first token stays a one-line puzzle with a comment.
fn is_integer_row(text: &str) -> bool {
    // Every collection line comes here, so give up at the first sign of one.
    let mut count = 0;
    for (k, token) in text.split_whitespace().enumerate() {
        if k == 9 || (k == 0 && token.len() == 81) || !is_integer(token) {
            return false;
        }
        count = k + 1;
    }
    count == 9
}

/// Reads a one-line puzzle in the form its length says.
fn parse_single(text: &str, line: usize) -> Result<Puzzle, Problem> {
    if first_token(text.trim_start()).chars().count() >= PENCIL_LINE_MIN {
        pencil_line::parse(text, line)
    } else {
        line::parse(text, line)
    }
}

/// Reads a block that starts on line `start` and has these rows (frames left
/// out).
fn parse_block(start: usize, rows: &[Row]) -> Result<Puzzle, Problem> {
    // A lone row too long for a block row is a one-line puzzle cut short (a
    // collection line that lost cells): say so in the one-line puzzle's terms.
    if let [row] = rows
        && let first = first_token(row.text.trim_start())
        && first.chars().count() > 9
        && !first.contains(is_separator)
    {
        return line::parse(&row.text, row.line);
    }
    match detect_block(rows) {
        BlockForm::Cells => block::parse(start, rows),
        BlockForm::Integers => integers::parse(start, rows),
        BlockForm::PencilMarks => pencil_marks::parse(start, rows),
    }
}

/// Which form a block is written in. Tokens are split at whitespace and drawn
/// separators; the form is guessed from what they are made of.
fn detect_block(rows: &[Row]) -> BlockForm {
    let per_row: Vec<Vec<(usize, &str)>> = rows.iter().map(|r| tokens(&r.text)).collect();
    let all = || per_row.iter().flatten().map(|&(_, t)| t);
    // Only the character form has these marks.
    if all().any(|t| t.contains(['.', '_', '*'])) {
        return BlockForm::Cells;
    }
    // Only the integer form has signed numbers (`-1` for an empty cell, `+5`).
    let plus_number = |t: &str| {
        t.strip_prefix('+')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    if all().any(|t| t.starts_with('-') || plus_number(t)) {
        return BlockForm::Integers;
    }
    // One character per token reads the same in every form.
    if all().all(|t| t.chars().count() == 1) {
        return BlockForm::Cells;
    }
    if !all().all(|t| t.bytes().all(|b| b.is_ascii_digit())) {
        // Something that is no number: the character form names the culprit.
        return BlockForm::Cells;
    }
    // Rows written without spaces, like `530070000` or `534|678|912`.
    let compact = rows.iter().all(|r| {
        content(&r.text)
            .chars()
            .filter(|c| c.is_ascii_digit())
            .count()
            == 9
    });
    if all().all(is_candidate_group) {
        // A pencil-mark grid has nine groups to a row.
        if per_row.iter().all(|r| r.len() == 9) || !compact {
            BlockForm::PencilMarks
        } else {
            BlockForm::Cells
        }
    } else if compact {
        BlockForm::Cells
    } else {
        // A `0`, a repeated digit or a big number: integers, where `10` is an
        // error the user will recognise.
        BlockForm::Integers
    }
}

/// Whether `token` could be one cell's candidates: distinct digits 1-9.
fn is_candidate_group(token: &str) -> bool {
    let mut seen = 0u16;
    !token.is_empty()
        && token.bytes().all(|b| {
            if !(b'1'..=b'9').contains(&b) {
                return false;
            }
            let bit = 1 << (b - b'1');
            let fresh = seen & bit == 0;
            seen |= bit;
            fresh
        })
}

/// Whether a line is a drawn rule: no cell in it, at least one horizontal
/// stroke, and only drawing characters. Rows of empty cells (`. . . | . . .`)
/// have no horizontal stroke, so they stay rows.
fn is_frame(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '-' | '=' | '─' | '━' | '═'))
        && text.chars().all(|c| {
            c.is_whitespace()
                || matches!(c, '-' | '=' | '+' | '|' | '.' | ':' | '\'' | '*' | '`')
                || is_box_drawing(c)
        })
}

/// Unicode box-drawing characters, which pretty printers use for frames.
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// Whether `c` separates cells inside a block row.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == '|' || is_box_drawing(c)
}

/// The value of a cell character: its digit, or 0 for an empty-cell mark.
fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' | '*' => Some(0),
        _ => None,
    }
}

/// The first word of a line: up to whitespace, `,` or `;`, which start the
/// comment after a one-line puzzle.
fn first_token(text: &str) -> &str {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .next()
        .unwrap_or("")
}

/// A block row without its trailing `# comment`.
fn content(text: &str) -> &str {
    text.split('#').next().unwrap_or("")
}

/// The tokens of a block row with their 1-based columns, split at separators.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let text = content(text);
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte, c)) in (1..).zip(text.char_indices()) {
        match (is_separator(c), start) {
            (true, Some((col, from))) => {
                out.push((col, &text[from..byte]));
                start = None;
            }
            (false, None) => start = Some((column, byte)),
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        out.push((col, &text[from..]));
    }
    out
}

/// The position of character `column` (1-based) on `line`.
fn pos(line: usize, column: usize) -> Pos {
    Pos { line, column }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str) -> Vec<Row> {
        (1..)
            .zip(text.lines())
            .filter(|(_, t)| classify(t) == LineKind::Row)
            .map(|(line, t)| Row {
                line,
                text: t.to_owned(),
            })
            .collect()
    }

    #[test]
    fn classifies_lines() {
        assert_eq!(classify("   "), LineKind::Blank);
        assert_eq!(classify("  # a comment"), LineKind::Comment);
        assert_eq!(classify("------+-------+------"), LineKind::Frame);
        assert_eq!(classify(".---------------.----------."), LineKind::Frame);
        assert_eq!(classify(":---------+------:"), LineKind::Frame);
        assert_eq!(classify("'------'"), LineKind::Frame);
        assert_eq!(classify("*-----------*"), LineKind::Frame);
        assert_eq!(classify("┌───────┬───────┐"), LineKind::Frame);
        assert_eq!(classify(". . . | . . . | . . ."), LineKind::Row);
        assert_eq!(classify("-1 -1 5 0 0 0 0 0 0"), LineKind::Row);
        assert_eq!(classify("53..7...."), LineKind::Row);
        assert_eq!(classify("|53.|.7.|...|"), LineKind::Row);
        assert_eq!(classify(&".".repeat(81)), LineKind::Single);
        assert_eq!(
            classify(&format!("{}  # name", "1".repeat(81))),
            LineKind::Single
        );
        assert_eq!(
            classify(&format!("{};tarek;10.5", ".".repeat(81))),
            LineKind::Single
        );
        // A runaway number first on an integer row leaves it a row.
        let long = "1".repeat(100);
        assert_eq!(classify(&format!("{long} 0 0 1 9 5 0 0 0")), LineKind::Row);
        assert_eq!(
            classify(&format!("-{long} 0 0 1 9 5 0 0 +0")),
            LineKind::Row
        );
        assert_eq!(classify(&format!("{long} 0 0 1 9 5 0 0")), LineKind::Single);
        assert_eq!(
            classify(&format!("{} 1 2 3 4 5 6 7 8", "5".repeat(81))),
            LineKind::Single
        );
    }

    #[test]
    fn titles_start_with_a_word() {
        for title in ["Grid 01", "Puzzle 3 (hard)", "Solution", "Étude 2"] {
            assert_eq!(classify(title), LineKind::Title, "{title}");
        }
        for row in [
            "x3..7....",
            "5x..7....",
            "1 2 3 4 5 6 7 8 9",
            "|53.|.7.|...|",
        ] {
            assert_eq!(classify(row), LineKind::Row, "{row}");
        }
    }

    #[test]
    fn row_shapes_are_nine_cells_or_nine_numbers() {
        for row in [
            "53..7....",
            "5 3 . | . 7 . | . . .",
            "|53.|.7.|...|  # note",
            "-1 -1 5 0 0 0 0 0 0",
            "5 3 12 26 7 2468 14689 12489 248",
            "5 3 0 0 7 0 0 0 10",
        ] {
            assert!(is_row_shaped(row), "{row}");
        }
        for stray in ["53..7", "53..7.....", "53x.7....", "12345", "1 2 3", "x"] {
            assert!(!is_row_shaped(stray), "{stray}");
        }
    }

    #[test]
    fn detects_block_forms() {
        let spaced = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .";
        assert_eq!(detect_block(&rows(spaced)), BlockForm::Cells);
        assert_eq!(
            detect_block(&rows("530070000\n600195000")),
            BlockForm::Cells
        );
        assert_eq!(
            detect_block(&rows("530|070|000\n600|195|000")),
            BlockForm::Cells
        );
        assert_eq!(detect_block(&rows("5 3 0 0 7 0 0 0 0")), BlockForm::Cells);
        assert_eq!(
            detect_block(&rows("5 3 -1 0 7 0 0 0 0")),
            BlockForm::Integers
        );
        assert_eq!(
            detect_block(&rows("5 3 0 0 7 0 0 0 10")),
            BlockForm::Integers
        );
        assert_eq!(
            detect_block(&rows("5 3 11 2 7 4 6 8 9")),
            BlockForm::Integers
        );
        assert_eq!(
            detect_block(&rows("5 3 12 26 7 2468 14689 12489 248")),
            BlockForm::PencilMarks
        );
        assert_eq!(
            detect_block(&rows("| 5 3 12 | 26 7 2468 | 14689 12489 248 |")),
            BlockForm::PencilMarks
        );
        assert_eq!(
            detect_block(&rows("534678912\n672195348")),
            BlockForm::Cells
        );
        assert_eq!(detect_block(&rows("5 3 x 0 7 0 0 0 0")), BlockForm::Cells);
        assert_eq!(detect_block(&rows("5 3 12x 0 7 0 0 0 0")), BlockForm::Cells);
    }

    #[test]
    fn tokens_carry_columns() {
        assert_eq!(
            tokens("|12 3|é 45 # note"),
            vec![(2, "12"), (5, "3"), (7, "é"), (9, "45")]
        );
        assert!(tokens("  | ").is_empty());
    }

    #[test]
    fn candidate_groups_are_distinct_digits() {
        assert!(is_candidate_group("1"));
        assert!(is_candidate_group("2468"));
        assert!(!is_candidate_group("10"));
        assert!(!is_candidate_group("11"));
        assert!(!is_candidate_group(""));
    }

    #[test]
    fn a_lone_short_line_is_a_cut_one_line_puzzle() {
        let err = parse_block(4, &rows("53..7....6..195")).unwrap_err();
        assert_eq!(err.kind.to_string(), "expected 81 cells, found 15");
        assert_eq!(err.line, Some(1));
    }

    #[test]
    fn parse_one_wants_exactly_one() {
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(parse_one(classic).unwrap().givens_line(), classic);
        let two = format!("{classic}\n{classic}\n");
        assert_eq!(
            parse_one(&two).unwrap_err().to_string(),
            "<input>:2: expected one puzzle, found another"
        );
        assert_eq!(
            parse_one("# nothing").unwrap_err().to_string(),
            "<input>: no puzzle found"
        );
    }
}
