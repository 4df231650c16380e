//! The puzzle reader through its public API: every input form, every error
//! (checked by its exact message), recovery after errors, streaming, and
//! property tests that no input makes it panic and that what it reads can be
//! written out and read back.

use proptest::prelude::*;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::PathBuf;
use sudoku_explain::Digits;
use sudoku_explain::parse::{
    ParseError, ParseErrorKind, ParsedPuzzle, PuzzleReader, parse_one, parse_str,
};
use sudoku_explain::{Cell, Puzzle};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const NORVIG: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const EULER: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// The classic puzzle read from its pencil-mark grid: the givens plus the
/// naked singles of the start position, which pencil marks cannot tell apart.
const CLASSIC_MARKED: &str =
    "53..7....6..195....98....6.8...6...34..853..17...2...6.6...7284...419.35....8..79";

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// Reads a fixture, naming it by its bare file name in errors.
fn read(name: &str) -> Vec<Result<ParsedPuzzle, ParseError>> {
    let file = File::open(data(name)).expect("fixture");
    PuzzleReader::new(name, BufReader::new(file)).collect()
}

/// Each item as `(line, givens line)` or the error's message.
fn summary(items: &[Result<ParsedPuzzle, ParseError>]) -> Vec<Result<(usize, String), String>> {
    items
        .iter()
        .map(|r| match r {
            Ok(p) => Ok((p.line, p.puzzle.givens_line())),
            Err(e) => Err(e.to_string()),
        })
        .collect()
}

/// The one puzzle of a fixture.
fn only(name: &str) -> ParsedPuzzle {
    let mut items = read(name);
    assert_eq!(items.len(), 1, "{name}: {:?}", summary(&items));
    items.remove(0).expect(name)
}

/// The one error of a fixture, as displayed.
fn only_error(name: &str) -> String {
    let items = read(name);
    assert_eq!(items.len(), 1, "{name}: {:?}", summary(&items));
    items[0].as_ref().expect_err(name).to_string()
}

fn givens(line: &str) -> [u8; 81] {
    let mut g = [0u8; 81];
    for (cell, ch) in g.iter_mut().zip(line.bytes()) {
        if ch.is_ascii_digit() {
            *cell = ch - b'0';
        }
    }
    g
}

// ---- the input forms ----

#[test]
fn form_1_the_81_character_line() {
    let p = only("classic-line.txt");
    assert_eq!(p.line, 1);
    assert_eq!(p.puzzle, Puzzle::from_givens(givens(CLASSIC)));
    for text in [
        format!("{CLASSIC}  # name  9.2"),
        format!("{};tarek;10.5", CLASSIC.replace('.', "0")),
        format!("{},x", CLASSIC.replace('.', "_")),
        format!("\t{}\tname", CLASSIC.replace('.', "*")),
    ] {
        assert_eq!(parse_one(&text).unwrap().givens_line(), CLASSIC, "{text}");
    }
}

#[test]
fn form_2_the_classic_board_with_separators() {
    let p = only("classic-board.txt");
    assert_eq!((p.line, p.puzzle.givens_line()), (1, CLASSIC.to_owned()));
    assert_eq!(p.puzzle.candidates, None);
}

#[test]
fn form_2_rows_without_spaces() {
    let p = only("classic-rows.txt");
    assert_eq!((p.line, p.puzzle.givens_line()), (1, CLASSIC.to_owned()));
}

#[test]
fn form_2_drawn_with_box_characters() {
    let mut text = String::from("┌───────┬───────┬───────┐\n");
    for r in 0..9 {
        let cells: Vec<String> = CLASSIC[r * 9..r * 9 + 9]
            .chars()
            .map(String::from)
            .collect();
        text += &format!(
            "│ {} │ {} │ {} │\n",
            cells[0..3].join(" "),
            cells[3..6].join(" "),
            cells[6..9].join(" ")
        );
        if r == 2 || r == 5 {
            text += "├───────┼───────┼───────┤\n";
        }
    }
    text += "└───────┴───────┴───────┘\n";
    assert_eq!(parse_one(&text).unwrap().givens_line(), CLASSIC);
}

#[test]
fn form_2_as_simple_sudoku_prints_it() {
    let mut text = String::from(" *-----------*\n");
    for r in 0..9 {
        let row = &CLASSIC[r * 9..r * 9 + 9];
        text += &format!(" |{}|{}|{}|\n", &row[0..3], &row[3..6], &row[6..9]);
        if r == 2 || r == 5 {
            text += " |---+---+---|\n";
        }
    }
    text += " *-----------*\n";
    let items = parse_str("ss.txt", &format!("{text}{text}"));
    assert_eq!(
        summary(&items),
        vec![Ok((1, CLASSIC.to_owned())), Ok((14, CLASSIC.to_owned()))]
    );
}

#[test]
fn form_3_rows_of_integers() {
    let p = only("classic-integers.txt");
    assert_eq!((p.line, p.puzzle.givens_line()), (2, CLASSIC.to_owned()));
    let p = only("classic-integers-minus-one.txt");
    assert_eq!((p.line, p.puzzle.givens_line()), (1, CLASSIC.to_owned()));
}

#[test]
fn form_4_a_collection_of_lines() {
    let items = read("collection.txt");
    let transposed: String = (0..81)
        .map(|i| CLASSIC.as_bytes()[(i % 9) * 9 + i / 9] as char)
        .collect();
    assert_eq!(
        summary(&items),
        vec![
            Ok((2, CLASSIC.to_owned())),
            Ok((3, NORVIG.to_owned())),
            Ok((6, EULER.to_owned())),
            Ok((7, transposed)),
        ]
    );
}

#[test]
fn form_4_several_blocks_separated_by_blank_lines() {
    let items = read("blocks.txt");
    let transposed: String = (0..81)
        .map(|i| CLASSIC.as_bytes()[(i % 9) * 9 + i / 9] as char)
        .collect();
    assert_eq!(
        summary(&items),
        vec![
            Ok((3, CLASSIC.to_owned())),
            Ok((16, EULER.to_owned())),
            Ok((27, transposed)),
        ]
    );
}

/// What every pencil-mark fixture of the classic start position reads as.
fn check_classic_marks(name: &str, p: &ParsedPuzzle) {
    assert_eq!(p.puzzle.givens_line(), CLASSIC_MARKED, "{name}");
    let marks = p.puzzle.candidates.expect(name);
    assert_eq!(marks[2].to_list(), "1,2,4", "{name}: r1c3");
    assert_eq!(marks[8].to_list(), "2,8", "{name}: r1c9");
    // r7c3 lists 134579; the givens r7c6 = 7 and r7c9 = 4 rule two out.
    assert_eq!(marks[56].to_list(), "1,3,5,9", "{name}: r7c3");
    // The grid the solver starts from agrees with the marks.
    let grid = p.puzzle.grid();
    for cell in Cell::all().filter(|c| p.puzzle.givens[c.index()] == 0) {
        assert_eq!(grid.candidates(cell), marks[cell.index()], "{name}: {cell}");
    }
}

#[test]
fn form_5_pencil_mark_grids_of_every_tool() {
    for name in [
        "pencilmarks-se.txt",
        "pencilmarks-hodoku.txt",
        "pencilmarks-plus.txt",
        "pencilmarks-bare.txt",
    ] {
        let p = only(name);
        assert_eq!(p.line, 1, "{name}");
        check_classic_marks(name, &p);
    }
}

#[test]
fn form_6_the_729_character_pencil_mark_line() {
    let p = only("pencil-line.txt");
    assert_eq!(p.line, 2);
    check_classic_marks("pencil-line.txt", &p);
    assert_eq!(p.puzzle, only("pencilmarks-se.txt").puzzle);
}

#[test]
fn the_forms_mix_in_one_file() {
    let board = std::fs::read_to_string(data("classic-board.txt")).unwrap();
    let marks = std::fs::read_to_string(data("pencilmarks-hodoku.txt")).unwrap();
    let text = format!("{CLASSIC}\n{board}\n{marks}{NORVIG}\n");
    let items = parse_str("mixed.txt", &text);
    let lines: Vec<_> = items.iter().map(|r| r.as_ref().unwrap().line).collect();
    assert_eq!(lines, vec![1, 2, 14, 27]);
    assert!(items[2].as_ref().unwrap().puzzle.candidates.is_some());
}

#[test]
fn windows_line_endings_and_byte_order_mark() {
    let board = std::fs::read_to_string(data("classic-board.txt")).unwrap();
    let text = format!("\u{feff}{}", board.replace('\n', "\r\n"));
    assert_eq!(parse_one(&text).unwrap().givens_line(), CLASSIC);
}

// ---- the errors ----

#[test]
fn error_no_puzzle_found() {
    assert_eq!(only_error("empty.txt"), "empty.txt: no puzzle found");
    assert_eq!(
        only_error("comments-only.txt"),
        "comments-only.txt: no puzzle found"
    );
    assert_eq!(
        parse_one("").unwrap_err().to_string(),
        "<input>: no puzzle found"
    );
}

#[test]
fn error_unexpected_character() {
    let err = read("bad-character.txt").remove(0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "bad-character.txt:1:5: unexpected character 'x': expected a digit 1-9 or an \
         empty-cell mark (. 0 _ *)"
    );
    assert_eq!(
        err.kind,
        ParseErrorKind::UnexpectedChar {
            found: 'x',
            expected: "a digit 1-9 or an empty-cell mark (. 0 _ *)"
        }
    );
    assert_eq!((err.line, err.column), (Some(1), Some(5)));
}

#[test]
fn error_wrong_number_of_cells() {
    assert_eq!(
        only_error("short-line.txt"),
        "short-line.txt:2: expected 81 cells, found 80"
    );
    assert_eq!(
        only_error("short-row.txt"),
        "short-row.txt:3: row 3: expected 9 cells, found 8"
    );
    assert_eq!(
        only_error("long-row.txt"),
        "long-row.txt:5:23: row 4: expected 9 cells, found 10"
    );
    let board = std::fs::read_to_string(data("classic-rows.txt")).unwrap();
    let eight: Vec<&str> = board.lines().take(8).collect();
    assert_eq!(
        parse_str("eight.txt", &eight.join("\n"))[0]
            .as_ref()
            .unwrap_err()
            .to_string(),
        "eight.txt:1: expected 9 rows, found 8"
    );
    let line = format!("# pencil marks\n{}", &".".repeat(700));
    assert_eq!(
        parse_str("p.txt", &line)[0]
            .as_ref()
            .unwrap_err()
            .to_string(),
        "p.txt:2: expected 729 pencil-mark characters (9 per cell), found 700"
    );
}

#[test]
fn error_number_outside_1_to_9() {
    assert_eq!(
        only_error("integer-out-of-range.txt"),
        "integer-out-of-range.txt:2:17: number 10 outside 1-9"
    );
}

#[test]
fn error_two_equal_givens() {
    let err = read("duplicate.txt").remove(0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "duplicate.txt:1:4: two 5s in row 1: r1c1 and r1c4"
    );
    let mut column = givens(CLASSIC);
    column[72] = 5; // r9c1, under the 5 in r1c1
    let text = Puzzle::from_givens(column).givens_line();
    assert_eq!(
        parse_one(&text).unwrap_err().to_string(),
        "<input>:1:73: two 5s in column 1: r1c1 and r9c1"
    );
    // r3c1 shares column 1 and box 1 with r1c1: the column is named first.
    let mut both = givens(CLASSIC);
    both[18] = 5;
    let text = Puzzle::from_givens(both).givens_line();
    assert_eq!(
        parse_one(&text).unwrap_err().to_string(),
        "<input>:1:19: two 5s in column 1: r1c1 and r3c1"
    );
    let mut boxed = givens(CLASSIC);
    boxed[20] = 3; // r3c3, in box 1 with the 3 in r1c2 only
    let text = Puzzle::from_givens(boxed).givens_line();
    assert_eq!(
        parse_one(&text).unwrap_err().to_string(),
        "<input>:1:21: two 3s in box 1: r1c2 and r3c3"
    );
}

#[test]
fn a_pencil_mark_cell_without_candidate_reads_as_a_puzzle_without_solution() {
    // r4c7's marks are all taken by digits it sees: no reading error (the
    // input is well formed), but a position no solution can come from.
    let puzzle = read("pencilmarks-no-candidate.txt")
        .remove(0)
        .unwrap()
        .puzzle;
    let outcome = sudoku_explain::solve(&puzzle, &sudoku_explain::Options::default());
    assert_eq!(outcome.status, sudoku_explain::Status::NoSolution);
}

#[test]
fn a_line_of_729_dots_is_a_position_without_solution() {
    let puzzle = parse_one(&".".repeat(729)).unwrap();
    let outcome = sudoku_explain::solve(&puzzle, &sudoku_explain::Options::default());
    assert_eq!(outcome.status, sudoku_explain::Status::NoSolution);
}

#[test]
fn a_line_that_is_not_text_loses_only_that_line() {
    let items = read("binary.bin");
    assert_eq!(
        summary(&items),
        vec![
            Ok((1, CLASSIC.to_owned())),
            Err(
                "binary.bin:2:1: a NUL byte: expected text (a puzzle, a comment or a blank line)"
                    .to_owned()
            ),
            Ok((3, CLASSIC.to_owned())),
        ]
    );
    // A comment with a Latin-1 byte: the puzzle after it is still read.
    let items = read("not-utf8.txt");
    assert_eq!(
        summary(&items),
        vec![
            Err("not-utf8.txt:1:6: bytes that are not UTF-8: expected text (a puzzle, a comment or a blank line)".to_owned()),
            Ok((2, CLASSIC.to_owned())),
        ]
    );
}

#[test]
fn errors_do_not_stop_a_collection() {
    let items = read("collection-with-errors.txt");
    assert_eq!(
        summary(&items),
        vec![
            Ok((2, CLASSIC.to_owned())),
            Err("collection-with-errors.txt:3: expected 81 cells, found 80".to_owned()),
            Err(
                "collection-with-errors.txt:4:5: unexpected character 'x': expected a digit \
                 1-9 or an empty-cell mark (. 0 _ *)"
                    .to_owned()
            ),
            Err("collection-with-errors.txt:5:4: two 5s in row 1: r1c1 and r1c4".to_owned()),
            Ok((6, NORVIG.to_owned())),
        ]
    );
}

#[test]
fn a_bad_block_does_not_stop_the_next_one() {
    let short = std::fs::read_to_string(data("short-row.txt")).unwrap();
    let good = std::fs::read_to_string(data("classic-board.txt")).unwrap();
    let items = parse_str("two.txt", &format!("{short}\n{good}"));
    assert_eq!(
        summary(&items),
        vec![
            Err("two.txt:3: row 3: expected 9 cells, found 8".to_owned()),
            Ok((13, CLASSIC.to_owned())),
        ]
    );
}

#[test]
fn parse_one_wants_one_puzzle() {
    assert_eq!(
        parse_one(&format!("{CLASSIC}\n{NORVIG}"))
            .unwrap_err()
            .to_string(),
        "<input>:2: expected one puzzle, found another"
    );
    assert_eq!(
        parse_one(&format!("{CLASSIC}\n{}", &CLASSIC[..80]))
            .unwrap_err()
            .to_string(),
        "<input>:2: expected 81 cells, found 80"
    );
}

// ---- streaming ----

/// An endless input: the same text over and over.
struct Endless {
    text: &'static [u8],
    at: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut n = 0;
        while n < buf.len() {
            buf[n] = self.text[self.at];
            self.at = (self.at + 1) % self.text.len();
            n += 1;
        }
        Ok(n)
    }
}

/// `count` copies of `text`, produced as they are read.
fn repeated(text: &'static str, count: usize) -> impl BufRead {
    BufReader::new(
        Endless {
            text: text.as_bytes(),
            at: 0,
        }
        .take((text.len() * count) as u64),
    )
}

#[test]
fn reading_is_streaming() {
    // An endless input still hands out its first puzzles.
    let line =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    let endless = BufReader::new(Endless {
        text: line.as_bytes(),
        at: 0,
    });
    let first: Vec<_> = PuzzleReader::new("endless", endless).take(1000).collect();
    assert_eq!(first.len(), 1000);
    assert!(
        first
            .iter()
            .all(|r| r.as_ref().unwrap().puzzle.givens_line() == CLASSIC)
    );

    // An endless line without a newline is one error, in bounded memory.
    let ones = BufReader::new(Endless { text: b"1", at: 0 });
    let first = PuzzleReader::new("ones", ones.take(10_000_000))
        .next()
        .unwrap();
    assert!(matches!(
        first.unwrap_err().kind,
        ParseErrorKind::LineTooLong { .. }
    ));
}

#[test]
fn a_large_collection_reads_to_the_end() {
    let line =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......  # x\n";
    let count = 200_000;
    let mut last = 0;
    let mut read = 0;
    for item in PuzzleReader::new("big", repeated(line, count)) {
        last = item.unwrap().line;
        read += 1;
    }
    assert_eq!((read, last), (count, count));
}

#[test]
fn a_long_collection_of_blocks_reads_to_the_end() {
    const BLOCK: &str = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n\
        ------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n\
        ------+-------+------\n. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n\n";
    let count = 20_000;
    let items: Vec<_> = PuzzleReader::new("blocks", repeated(BLOCK, count))
        .map(|r| r.unwrap().line)
        .collect();
    assert_eq!(items.len(), count);
    assert_eq!(items[count - 1], (count - 1) * 12 + 1);
}

// ---- properties ----

/// A puzzle whose givens are a random part of a relabelled valid solution, so
/// no two givens clash.
fn sound_puzzle() -> impl Strategy<Value = [u8; 81]> {
    (
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
        prop::collection::vec(any::<bool>(), 81),
    )
        .prop_map(|(relabel, keep)| {
            let mut g = [0u8; 81];
            for (i, ch) in CLASSIC_SOLUTION.bytes().enumerate() {
                if keep[i] {
                    g[i] = relabel[(ch - b'1') as usize];
                }
            }
            g
        })
}

/// The ways a puzzle can be written.
#[derive(Debug, Clone, Copy)]
enum Form {
    Line,
    LineWithComment,
    Board,
    Rows,
    Integers,
    PencilGrid,
    PencilLine,
}

fn write(givens: &[u8; 81], form: Form) -> String {
    let puzzle = Puzzle::from_givens(*givens);
    let line = puzzle.givens_line();
    let rows: Vec<&str> = (0..9).map(|r| &line[r * 9..r * 9 + 9]).collect();
    let spaced = |row: &str, empty: &str| -> String {
        row.chars()
            .map(|c| {
                if c == '.' {
                    empty.to_owned()
                } else {
                    c.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    match form {
        Form::Line => format!("{line}\n"),
        Form::LineWithComment => format!("# a comment\n{line};name;1.0\n"),
        Form::Board => {
            let mut out = String::from("+-------+-------+-------+\n");
            for (r, row) in rows.iter().enumerate() {
                let cells = spaced(row, ".");
                out += &format!(
                    "| {} | {} | {} |\n",
                    &cells[0..5],
                    &cells[6..11],
                    &cells[12..]
                );
                if r % 3 == 2 {
                    out += "+-------+-------+-------+\n";
                }
            }
            out
        }
        Form::Rows => rows.join("\n") + "\n",
        Form::Integers => rows
            .iter()
            .map(|row| spaced(row, "-1"))
            .collect::<Vec<_>>()
            .join("\n"),
        Form::PencilGrid => {
            let grid = puzzle.grid();
            let mut out = String::from(".---------.\n");
            for r in 0..9u8 {
                let groups: Vec<String> = (0..9u8)
                    .map(|c| {
                        let cell = Cell::at(r, c);
                        match grid.value(cell) {
                            Some(d) => d.to_string(),
                            None => grid
                                .candidates(cell)
                                .iter()
                                .map(|d| d.to_string())
                                .collect(),
                        }
                    })
                    .collect();
                out += &format!(
                    "| {} | {} | {} |\n",
                    groups[0..3].join(" "),
                    groups[3..6].join(" "),
                    groups[6..9].join(" ")
                );
            }
            out + "'---------'\n"
        }
        Form::PencilLine => puzzle.grid().candidates_line() + "\n",
    }
}

fn form() -> impl Strategy<Value = Form> {
    prop_oneof![
        Just(Form::Line),
        Just(Form::LineWithComment),
        Just(Form::Board),
        Just(Form::Rows),
        Just(Form::Integers),
        Just(Form::PencilGrid),
        Just(Form::PencilLine),
    ]
}

/// One change to a text, positions taken modulo its length.
#[derive(Debug, Clone)]
enum Mutation {
    Replace(usize, char),
    Insert(usize, char),
    Delete(usize),
    DropLine(usize),
    DuplicateLine(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let ch = prop::sample::select(
        "0123456789.|-+ \n#*_,;:x\t\r\0é-"
            .chars()
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Mutation::Replace(i, c)),
        (any::<usize>(), ch).prop_map(|(i, c)| Mutation::Insert(i, c)),
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::DropLine),
        any::<usize>().prop_map(Mutation::DuplicateLine),
    ]
}

fn mutate(text: &str, mutations: &[Mutation]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for m in mutations {
        match *m {
            Mutation::Replace(i, c) if !chars.is_empty() => {
                let n = chars.len();
                chars[i % n] = c;
            }
            Mutation::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Mutation::Delete(i) if !chars.is_empty() => {
                let n = chars.len();
                chars.remove(i % n);
            }
            Mutation::DropLine(k) | Mutation::DuplicateLine(k) => {
                let joined: String = chars.iter().collect();
                let mut lines: Vec<&str> = joined.split('\n').collect();
                let k = k % lines.len();
                if matches!(m, Mutation::DropLine(_)) {
                    lines.remove(k);
                } else {
                    lines.insert(k, lines[k]);
                }
                chars = lines.join("\n").chars().collect();
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Reads `bytes` to the end and checks what any input must give: at least one
/// item, and errors that point inside the input.
fn read_all(bytes: &[u8]) -> Vec<Result<ParsedPuzzle, ParseError>> {
    let items: Vec<_> = PuzzleReader::new("p", bytes).collect();
    // A line ends at `\n`, at `\r\n` or at a lone `\r`.
    let ends = (0..bytes.len())
        .filter(|&i| bytes[i] == b'\r' || (bytes[i] == b'\n' && (i == 0 || bytes[i - 1] != b'\r')))
        .count();
    let lines = ends + 1;
    assert!(!items.is_empty());
    for item in &items {
        match item {
            Ok(p) => assert!(p.line >= 1 && p.line <= lines),
            Err(e) => {
                assert!(e.line.is_none_or(|l| l >= 1 && l <= lines), "{e}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
    items
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        read_all(&bytes);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[0-9.|\\-+ \n#*_,;:'x\u{2502}\u{2500}]{0,1200}") {
        read_all(text.as_bytes());
    }

    #[test]
    fn near_valid_text_never_panics(
        puzzles in prop::collection::vec((sound_puzzle(), form()), 1..4),
        mutations in prop::collection::vec(mutation(), 0..6),
    ) {
        let text: String = puzzles
            .iter()
            .map(|(g, f)| write(g, *f) + "\n")
            .collect();
        read_all(mutate(&text, &mutations).as_bytes());
    }

    #[test]
    fn every_form_reads_back_what_was_written(givens in sound_puzzle(), form in form()) {
        let text = write(&givens, form);
        let puzzle = parse_one(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        if matches!(form, Form::PencilGrid | Form::PencilLine) {
            // Pencil marks turn naked singles into givens; the rest is kept.
            for (&written, &read) in givens.iter().zip(&puzzle.givens) {
                prop_assert!(written == 0 || read == written);
            }
            // A grid of nothing but singles reads as a plain board, without
            // marks (a group of one digit is a filled cell).
            let marks = puzzle.candidates.unwrap_or([Digits::EMPTY; 81]);
            let grid = Puzzle::from_givens(givens).grid();
            for cell in Cell::all().filter(|c| puzzle.givens[c.index()] == 0) {
                let read = marks[cell.index()];
                prop_assert!(read.is_subset(grid.candidates(cell)));
                prop_assert!(!read.is_empty());
            }
        } else {
            prop_assert_eq!(puzzle.clone(), Puzzle::from_givens(givens));
        }
        // The 81-character line of what was read reads back the same givens.
        let again = parse_one(&puzzle.givens_line()).unwrap();
        prop_assert_eq!(again.givens, puzzle.givens);
        prop_assert_eq!(again.candidates, None::<[Digits; 81]>);
    }
}

#[test]
fn integer_rows_may_sign_their_numbers_with_plus() {
    // `-1` and `-0` were read already; `+5` is the same 5.
    let text: String = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| match b {
                    b'.' => "-1".to_string(),
                    d => format!("+{}", d as char),
                })
                .collect();
            cells.join(" ") + "\n"
        })
        .collect();
    assert_eq!(parse_one(&text).unwrap().givens_line(), CLASSIC, "{text}");
}

/// The position fields of a HoDoKu library line: its cells and removed
/// candidates, as a line naming no step writes them.
fn position_of(line: &str) -> String {
    let fields: Vec<&str> = line.split(':').collect();
    format!(":0000:x:{}:{}::", fields[3], fields[4])
}

#[test]
fn hodoku_library_lines_read_back_to_the_position_hodoku_wrote() {
    use sudoku_explain::rating::hodoku::by_code;
    use sudoku_explain::render::library::library_line;
    for name in ["formats/hodoku-library.txt", "formats/hodoku-reglib.txt"] {
        let text = std::fs::read_to_string(data(name)).unwrap();
        let items = read(name);
        assert_eq!(items.len(), text.lines().count(), "{name}");
        for (item, line) in items.iter().zip(text.lines()) {
            let parsed = item.as_ref().expect(line);
            let library = parsed.library.as_ref().expect("a library line says more");
            // The technique the line names, by HoDoKu's code.
            assert_eq!(line.split(':').nth(1), Some(library.code.as_str()));
            assert!(by_code(&library.code).is_some(), "{}", library.code);
            // Written back with the givens it declared: the same cells, `+`
            // and all, and the same removed candidates in HoDoKu's order.
            let grid = parsed.puzzle.grid();
            let written = library_line(&grid, None);
            assert_eq!(written, position_of(line), "{name}");
        }
    }
}

#[test]
fn a_library_line_says_what_its_technique_must_do() {
    use sudoku_explain::rating::hodoku::by_code;
    let items = read("formats/hodoku-reglib.txt");
    let lines: Vec<_> = items.iter().map(|i| i.as_ref().unwrap()).collect();
    let first = lines[0].library.as_ref().unwrap();
    assert_eq!(by_code(&first.code).unwrap().name, "Naked Single");
    assert_eq!(first.placements.len(), 1);
    assert_eq!(first.placements[0].cell, Cell::new(17));
    let variant = lines[1].library.as_ref().unwrap();
    assert_eq!(by_code(&variant.code).unwrap().name, "Locked Pair");
    assert!(!variant.must_not_fire() && lines[2].library.as_ref().unwrap().must_not_fire());
    assert_eq!(lines[3].library.as_ref().unwrap().digits, "");
}

#[test]
fn every_step_explain_writes_as_a_library_line_reads_back_to_its_position() {
    use sudoku_explain::render::library::library_line;
    use sudoku_explain::{Options, solve};
    for puzzle in [EULER, NORVIG] {
        let puzzle = parse_one(puzzle).unwrap();
        let outcome = solve(&puzzle, &Options::default());
        for (grid, step) in outcome.replay() {
            let line = library_line(&grid, Some(step));
            let read = parse_str("<line>", &line);
            let back = read[0].as_ref().expect(&line);
            assert_eq!(back.puzzle.grid(), grid, "{line}");
            // The digits placed so far come back placed, not given.
            assert_eq!(back.puzzle.grid().givens(), grid.givens(), "{line}");
            let library = back.library.as_ref().unwrap();
            let mut expected = step.eliminations().to_vec();
            expected.sort_by_key(|c| (c.digit, c.cell.index()));
            assert_eq!(library.eliminations, expected, "{line}");
            if expected.is_empty() {
                assert_eq!(library.placements, step.placements(), "{line}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// A HoDoKu library line with characters changed, cut or added never
    /// panics the reader; an error names line 1 and a column on the line (or
    /// none, for the line as a whole).
    #[test]
    fn a_damaged_library_line_never_panics(
        pick in 0..35usize,
        edits in prop::collection::vec((any::<usize>(), prop::sample::select(
            vec![':', '+', '.', '0', '9', ' ', 'x', '-', '#', 'é', '\u{2502}'])), 1..5),
        cut in any::<usize>(),
    ) {
        let text = std::fs::read_to_string(data("formats/hodoku-library.txt")).unwrap();
        let mut line: Vec<char> = text.lines().nth(pick).unwrap().chars().collect();
        for (at, c) in edits {
            let at = at % (line.len() + 1);
            if at.is_multiple_of(2) && at < line.len() {
                line[at] = c;
            } else {
                line.insert(at, c);
            }
        }
        line.truncate(cut % (line.len() + 1) + 20);
        let line: String = line.into_iter().collect();
        for item in parse_str("<line>", &line) {
            if let Err(e) = item {
                prop_assert!(e.line.is_none_or(|l| l == 1), "{e}");
                prop_assert!(e.column.is_none_or(|c| c <= line.chars().count() + 1), "{e}");
            }
        }
    }
}
