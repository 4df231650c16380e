//! The streaming reader: takes lines one at a time, hands one-line puzzles to
//! their parser at once and gathers block rows until their block is complete.
//! It holds at most one block (nine rows) besides the current line, so a
//! collection of any length reads in constant memory.
//!
//! Damage costs only the puzzle it is in. A block ends at a blank line, a
//! title, a one-line puzzle or its ninth row; a line that cannot be a block
//! row (a stray word, a cut row) outside a block is reported alone instead of
//! starting one; and blank lines between a board's bands count as such only
//! when the board has them after its third and sixth rows, so three stray
//! rows and a blank line do not take the top of the next board with them.

use super::error::{ParseError, ParseErrorKind, Pos, Problem};
use super::lines::{LineFault, LineSource, MAX_LINE};
use super::{
    LineKind, ParsedPuzzle, Row, classify, declared, is_row_shaped, library, parse_block,
    parse_single,
};
use std::collections::VecDeque;
use std::io::BufRead;

type Item = Result<ParsedPuzzle, ParseError>;

/// Reads every puzzle of a text input, in any of the supported forms, one at a
/// time. Each item is a puzzle or the error that kept one from being read; after
/// an error the reader goes on with the next puzzle, except on binary input or
/// an I/O error, where it stops after reporting it once.
pub struct PuzzleReader<R: BufRead> {
    lines: LineSource<R>,
    state: State,
}

/// Everything but the line source, so that a line borrowed from the source can
/// be fed to it.
struct State {
    source: String,
    block: Option<Block>,
    /// Finished items not yet handed out; a line yields at most two (the block
    /// it ends and itself).
    ready: VecDeque<Item>,
    handed_out: bool,
    done: bool,
    /// What a `# givens` comment line declared for the next puzzle.
    pending_givens: Option<Declared>,
}

/// Givens a comment declares, or why its line is no puzzle.
type Declared = Result<[u8; 81], Problem>;

/// A block being gathered.
struct Block {
    start: usize,
    rows: Vec<Row>,
    /// Whether the frame line under the ninth row has been seen; another frame
    /// after it starts the next block.
    closed: bool,
    /// The rows after which a blank line was taken as a gap between bands: 3,
    /// then 6.
    gaps: Vec<usize>,
    /// The last line was one of those blank lines: another ends the block.
    after_blank: bool,
    /// A frame line came with the block: its bands are apart by frames, so a
    /// blank line ends it.
    framed: bool,
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader over `reader`; `source` (a file name, `<stdin>`) names it in
    /// errors.
    pub fn new(source: impl Into<String>, reader: R) -> Self {
        PuzzleReader {
            lines: LineSource::new(reader),
            state: State {
                source: source.into(),
                block: None,
                ready: VecDeque::new(),
                handed_out: false,
                done: false,
                pending_givens: None,
            },
        }
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        loop {
            if let Some(item) = self.state.ready.pop_front() {
                self.state.handed_out = true;
                return Some(item);
            }
            if self.state.done {
                return None;
            }
            match self.lines.next_line() {
                None => self.state.end(),
                Some((number, Ok(text))) => self.state.feed(number, text),
                Some((number, Err(fault))) => self.state.fault(number, fault),
            }
        }
    }
}

impl State {
    /// Takes one line of text.
    fn feed(&mut self, number: usize, text: &str) {
        match classify(text) {
            LineKind::Blank => {
                // Some boards leave one blank line between bands of three
                // rows: after the third row, and after the sixth only when
                // there was one after the third. Anything else ends the block.
                let gap = match &self.block {
                    Some(b) if b.after_blank || b.framed => None,
                    Some(b) if b.rows.len() == 3 && b.gaps.is_empty() => Some(3),
                    Some(b) if b.rows.len() == 6 && b.gaps == [3] => Some(6),
                    _ => None,
                };
                match (gap, &mut self.block) {
                    (Some(at), Some(block)) => {
                        block.gaps.push(at);
                        block.after_blank = true;
                    }
                    _ => self.finish_block(),
                }
            }
            LineKind::Title => self.finish_block(),
            LineKind::Comment => {
                if let Some(declared) = declared::in_comment(text, number).transpose() {
                    self.pending_givens = Some(declared);
                }
            }
            // A board drawn with frames has no blank lines between its
            // bands: after such a blank line a frame starts another board.
            LineKind::Frame if self.block.as_ref().is_some_and(|b| !b.gaps.is_empty()) => {
                let after_blank = self.block.as_ref().is_some_and(|b| b.after_blank);
                if after_blank {
                    self.finish_block();
                } else {
                    // The blank line after the third row was not a gap
                    // between bands: those rows were a block of their own.
                    self.split_first_band();
                }
                if self.block.is_none() {
                    self.start_block(number);
                }
            }
            LineKind::Frame => match &mut self.block {
                Some(block) if block.rows.len() >= 9 => {
                    if block.closed {
                        self.finish_block();
                        self.start_block(number);
                    } else {
                        block.closed = true;
                    }
                }
                Some(block) => block.framed = true,
                None => self.start_block(number),
            },
            LineKind::Row => {
                // Nine rows make a block: the next row starts another, which
                // also bounds what is held in memory.
                if matches!(&self.block, Some(b) if b.rows.len() >= 9) {
                    self.finish_block();
                }
                if let Some(b) = &self.block
                    && b.after_blank
                    && b.rows
                        .first()
                        .is_some_and(|first| shape(&first.text) != shape(text))
                {
                    // Rows written another way after a blank line: the blank
                    // line ended a block, it was no gap between bands.
                    self.finish_block();
                }
                let row = Row {
                    line: number,
                    text: text.to_owned(),
                };
                let rows_held = self.block.as_ref().map_or(0, |b| b.rows.len());
                if rows_held == 0 && !is_row_shaped(text) {
                    // A stray line between puzzles: its own error, and the
                    // next block starts clean after it.
                    self.finish_block();
                    let result = parse_block(number, std::slice::from_ref(&row));
                    let own = declared::in_comment(text, number).transpose();
                    self.push(number, result, own);
                    return;
                }
                if matches!(&self.block, Some(b) if b.gaps == [3] && b.rows.len() == 6 && !b.after_blank)
                {
                    // A blank line after three rows, none after six: those
                    // three rows were a short block of their own.
                    self.split_first_band();
                }

                let block = self.block.get_or_insert_with(|| Block::new(number));
                block.after_blank = false;
                block.rows.push(row);
            }
            LineKind::Single if library::is_library(text) => {
                self.finish_block();
                let read = library::parse(text, number);
                let (result, own, line) = match read {
                    // The digits without `+` are the givens, as a `# givens`
                    // comment would declare them.
                    Ok(read) => (Ok(read.puzzle), read.fixed.map(Ok), Some(read.line)),
                    Err(problem) => (Err(problem), None, None),
                };
                self.push(number, result, own);
                if let (Some(line), Some(Ok(parsed))) = (line, self.ready.back_mut()) {
                    parsed.library = Some(Box::new(line));
                }
            }
            LineKind::Single => {
                self.finish_block();
                let result = parse_single(text, number);
                let own = declared::in_comment(text, number).transpose();
                self.push(number, result, own);
            }
        }
    }

    /// Takes a line that could not be read as text.
    fn fault(&mut self, number: usize, fault: LineFault) {
        let kind = match fault {
            LineFault::TooLong => {
                // Only this line is lost; reading goes on.
                self.finish_block();
                let problem =
                    Problem::on_line(ParseErrorKind::LineTooLong { limit: MAX_LINE }, number);
                self.ready.push_back(Err(problem.into_error(&self.source)));
                return;
            }
            LineFault::NotText { reason, column } => {
                // Only this line is lost; reading goes on.
                self.finish_block();
                let pos = Pos {
                    line: number,
                    column,
                };
                let problem = Problem::at(ParseErrorKind::NotText { reason }, pos);
                self.ready.push_back(Err(problem.into_error(&self.source)));
                return;
            }
            LineFault::Binary(reason) => ParseErrorKind::BinaryFile { reason },
            LineFault::Io(e) => ParseErrorKind::CannotRead {
                reason: e.to_string(),
            },
        };
        // Past binary data or a failing device nothing sensible follows: one
        // error, and the half-read block goes with it.
        self.block = None;
        self.ready
            .push_back(Err(Problem::on_line(kind, number).into_error(&self.source)));
        self.done = true;
    }

    /// The input has ended.
    fn end(&mut self) {
        self.finish_block();
        if !self.handed_out && self.ready.is_empty() {
            let problem = Problem {
                kind: ParseErrorKind::NoPuzzle,
                line: None,
                column: None,
                written: None,
            };
            self.ready.push_back(Err(problem.into_error(&self.source)));
        }
        self.done = true;
    }

    /// Starts a block at a frame line.
    fn start_block(&mut self, number: usize) {
        let mut block = Block::new(number);
        block.framed = true;
        self.block = Some(block);
    }

    /// Reads the first three rows of the block as a block of their own (an
    /// error: three rows are no puzzle) and keeps the rest gathering.
    fn split_first_band(&mut self) {
        let Some(mut block) = self.block.take() else {
            return;
        };
        if block.rows.len() <= 3 {
            self.block = Some(block);
            self.finish_block();
            return;
        }
        let rest = block.rows.split_off(3);
        let start = rest[0].line;
        self.block = Some(block);
        self.finish_block();
        let mut next = Block::new(start);
        next.rows = rest;
        self.block = Some(next);
    }

    /// Reads the block gathered so far, if it has any row.
    fn finish_block(&mut self) {
        if let Some(block) = self.block.take()
            && !block.rows.is_empty()
        {
            let result = parse_block(block.start, &block.rows);
            let own = block
                .rows
                .iter()
                .find_map(|row| declared::in_comment(&row.text, row.line).transpose());
            self.push(block.start, result, own);
        }
    }

    /// Hands out the puzzle that starts on `line`, with the givens its own
    /// comment declares, or else a `# givens` line above it.
    fn push(&mut self, line: usize, result: Result<crate::Puzzle, Problem>, own: Option<Declared>) {
        let declared = match own.or_else(|| self.pending_givens.take()).transpose() {
            Ok(declared) => declared,
            Err(problem) => {
                // A damaged givens comment costs only what it declares: the
                // error, then the puzzle itself, read without it.
                self.ready.push_back(Err(problem.into_error(&self.source)));
                None
            }
        };
        let item = match result {
            Ok(puzzle) => Ok(ParsedPuzzle {
                puzzle: match &declared {
                    Some(givens) => puzzle.with_declared_givens(givens),
                    None => puzzle,
                },
                line,
                declared_givens: declared,
                library: None,
            }),
            Err(problem) => {
                let mut error = problem.into_error(&self.source);
                if let Some(written) = &mut error.written {
                    written.line = line;
                    written.declared_givens = declared;
                }
                Err(error)
            }
        };
        self.ready.push_back(item);
    }
}

/// How a row is written: how many pieces separators cut it into (1 for
/// `53..7....`, 3 for `53.|.7.|...`, 9 for `5 3 . | . 7 .` or integers). The
/// rows of one board are written alike.
fn shape(text: &str) -> usize {
    super::tokens(text).len()
}

impl Block {
    fn new(start: usize) -> Block {
        Block {
            start,
            rows: Vec::with_capacity(9),
            closed: false,
            gaps: Vec::new(),
            after_blank: false,
            framed: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn read(text: &str) -> Vec<Result<(usize, String), String>> {
        PuzzleReader::new("t.txt", text.as_bytes())
            .map(|r| {
                r.map(|p| (p.line, p.puzzle.givens_line()))
                    .map_err(|e| e.to_string())
            })
            .collect()
    }

    fn framed() -> String {
        let mut out = String::from("+-------+-------+-------+\n");
        for r in 0..9 {
            let row = &CLASSIC[r * 9..r * 9 + 9];
            let cells: Vec<String> = row.chars().map(String::from).collect();
            out += &format!(
                "| {} | {} | {} |\n",
                cells[0..3].join(" "),
                cells[3..6].join(" "),
                cells[6..9].join(" ")
            );
            if r % 3 == 2 {
                out += "+-------+-------+-------+\n";
            }
        }
        out
    }

    #[test]
    fn a_givens_comment_goes_with_the_next_puzzle_only() {
        let empty = ".".repeat(81);
        let text = format!(
            "# givens {CLASSIC}\n{}# a note\n{empty}\n{empty} # givens {CLASSIC}\n",
            framed()
        );
        let declared: Vec<Option<String>> = PuzzleReader::new("t.txt", text.as_bytes())
            .map(|r| {
                r.unwrap()
                    .declared_givens
                    .map(|g| crate::Puzzle::from_givens(g).givens_line())
            })
            .collect();
        let classic = Some(CLASSIC.to_owned());
        assert_eq!(declared, vec![classic.clone(), None, classic]);
    }

    #[test]
    fn empty_input_has_no_puzzle() {
        assert_eq!(read(""), vec![Err("t.txt: no puzzle found".to_owned())]);
        assert_eq!(
            read("# only\n\n   \n# comments\n"),
            vec![Err("t.txt: no puzzle found".to_owned())]
        );
    }

    #[test]
    fn framed_blocks_back_to_back_are_two_puzzles() {
        let text = format!("{}{}", framed(), framed());
        assert_eq!(
            read(&text),
            vec![Ok((1, CLASSIC.to_owned())), Ok((14, CLASSIC.to_owned()))]
        );
    }

    #[test]
    fn blank_lines_between_bands_keep_the_block() {
        let rows: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
        let text = format!(
            "{}\n\n{}\n\n{}\n",
            rows[..3].join("\n"),
            rows[3..6].join("\n"),
            rows[6..].join("\n")
        );
        assert_eq!(read(&text), vec![Ok((1, CLASSIC.to_owned()))]);
    }

    #[test]
    fn a_line_puzzle_ends_a_block() {
        let rows: Vec<&str> = (0..9).map(|r| &CLASSIC[r * 9..r * 9 + 9]).collect();
        let text = format!("{}\n{CLASSIC}\n", rows[..8].join("\n"));
        assert_eq!(
            read(&text),
            vec![
                Err("t.txt:1: expected 9 rows, found 8".to_owned()),
                Ok((9, CLASSIC.to_owned()))
            ]
        );
    }

    #[test]
    fn too_long_lines_are_skipped() {
        let text = format!("{}\n{CLASSIC}\n", "1".repeat(MAX_LINE + 1));
        assert_eq!(
            read(&text),
            vec![
                Err(format!("t.txt:1: line longer than {MAX_LINE} bytes")),
                Ok((2, CLASSIC.to_owned()))
            ]
        );
    }

    #[test]
    fn a_line_that_is_not_text_is_one_bad_line() {
        let text = format!("{CLASSIC}\nab\0cd\n{CLASSIC}\n");
        assert_eq!(
            read(&text),
            vec![
                Ok((1, CLASSIC.to_owned())),
                Err(
                    "t.txt:2:3: a NUL byte: expected text (a puzzle, a comment or a blank line)"
                        .to_owned()
                ),
                Ok((3, CLASSIC.to_owned())),
            ]
        );
    }

    #[test]
    fn endless_binary_data_stops_the_reader() {
        let zeros = std::io::BufReader::new(std::io::Read::take(std::io::repeat(0), u64::MAX));
        let items: Vec<_> = PuzzleReader::new("zero", zeros).collect();
        assert_eq!(items.len(), 1);
        let message = items[0].as_ref().unwrap_err().to_string();
        assert_eq!(message, "zero:1: binary file: contains a NUL byte");
    }
}
