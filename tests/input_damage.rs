//! Damaged collections cost only the damage: a stray line, a heading, a short
//! block or a bad givens comment never takes an intact puzzle with it, and no
//! puzzle is stitched from the rows of two. Binary files are one error; what
//! `generate` writes reads back; `rate` reads a pipe once, terminal or not.

use crate::common;

use common::{data_set, sudoku};
use proptest::prelude::*;
use sudoku_explain::parse::{PuzzleReader, parse_one};
use sudoku_explain::render::board::write_pencil_marks;
use sudoku_explain::render::library::library_line;
use sudoku_explain::{Options, solve};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const OTHER: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn rows(line: &str) -> Vec<String> {
    (0..9).map(|r| line[r * 9..r * 9 + 9].to_owned()).collect()
}

/// The givens lines of what `solve --format line` reads from `text`, and its
/// standard error.
fn solved(text: &str) -> (Vec<String>, String) {
    let reads: Vec<_> = PuzzleReader::new("t.txt", text.as_bytes()).collect();
    let lines = reads
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .map(|p| p.puzzle.givens_line())
        .collect();
    let errors = reads
        .iter()
        .filter_map(|r| r.as_ref().err())
        .map(|e| format!("{e}\n"))
        .collect();
    (lines, errors)
}

#[test]
fn a_bad_givens_comment_keeps_its_puzzle() {
    // Item 6 of issue 31: the puzzle under a short `# givens` line was dropped.
    let run = sudoku(
        &["solve", "--format", "line", "-"],
        &format!("# givens 123\n{CLASSIC}\n"),
    );
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "<stdin>:1: in the givens comment: expected 81 cells, found 3\n"
    );
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
}

#[test]
fn three_stray_rows_and_a_blank_line_stitch_nothing() {
    // Item 7: rows 7-9 of one board and 1-6 of the next made "Puzzle 2".
    let mut text = rows(CLASSIC)[..3].join("\n");
    text += "\n\n";
    text += &rows(CLASSIC).join("\n");
    text += "\n";
    text += &rows(OTHER).join("\n");
    text += "\n";
    let (read, errors) = solved(&text);
    assert_eq!(read, vec![CLASSIC, OTHER]);
    assert_eq!(errors, "t.txt:1: expected 9 rows, found 3\n");
}

#[test]
fn grid_headings_above_blocks_are_skipped() {
    // Item 7: Project Euler's `Grid 01` lines lost all three puzzles.
    let mut text = String::new();
    for (k, p) in [CLASSIC, OTHER, CLASSIC].iter().enumerate() {
        text += &format!(
            "Grid 0{}\n{}\n",
            k + 1,
            rows(&p.replace('.', "0")).join("\n")
        );
    }
    let (read, errors) = solved(&text);
    assert_eq!(read, vec![CLASSIC, OTHER, CLASSIC]);
    assert_eq!(errors, "");
}

#[test]
fn a_stray_line_before_a_block_costs_itself_only() {
    let text = format!("53..7\n{}\n\n{CLASSIC}\n", rows(OTHER).join("\n"));
    let (read, errors) = solved(&text);
    assert_eq!(read, vec![OTHER, CLASSIC]);
    assert_eq!(errors, "t.txt:1: row 1: expected 9 cells, found 5\n");
}

#[test]
fn a_compressed_file_is_one_error() {
    // Item 9: 6,222 error lines for the gzip file.
    for command in ["rate", "solve"] {
        let run = sudoku(&[command, "data/seventeen-clue.txt.gz"], "");
        assert_eq!(run.code, 2);
        assert_eq!(
            run.stderr,
            "data/seventeen-clue.txt.gz:1: binary file: contains control characters\n"
        );
    }
}

#[test]
fn every_form_generate_writes_reads_back() {
    // Item 8: the pencil-mark practice position was drawn as the candidate
    // grid, which nothing reads, and "Practise ... here:" read as a row.
    for (needs, seed) in [("aic", "3"), ("naked_single", "1")] {
        for format in ["grid", "line"] {
            let args = [
                "generate",
                "--needs",
                needs,
                "--practice",
                "--seed",
                seed,
                "--format",
                format,
            ];
            let made = sudoku(&args, "");
            assert_eq!(made.code, 0, "{}", made.stderr);
            // A line holds the practice position after a tab: its own field.
            let input = match format {
                "line" => made.stdout.replace('\t', "\n"),
                _ => made.stdout.clone(),
            };
            let run = sudoku(&["solve", "--format", "line", "-"], &input);
            assert_eq!(
                run.code, 0,
                "{needs} {format}: {}\n{}",
                run.stderr, made.stdout
            );
            assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
        }
    }
}

#[test]
fn rate_reads_a_pipe_once_with_a_terminal_on_standard_error() {
    // Item 5: with standard error on a terminal, rate read its input a second
    // time to size the progress bar, which finds a pipe empty. `script` (from
    // util-linux, on every Debian machine) gives the command a terminal.
    let rate = format!(
        "head -3 data/top95.txt | {} rate -",
        env!("CARGO_BIN_EXE_sudoku")
    );
    let fifo = format!(
        "{} rate <(head -3 data/top95.txt)",
        env!("CARGO_BIN_EXE_sudoku")
    );
    for command in [rate, fifo] {
        let out = std::process::Command::new("script")
            .args(["-qec", &format!("bash -c '{command}'"), "/dev/null"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("script runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{command}: {text}");
        assert_eq!(text.matches("\tsolved").count(), 3, "{command}: {text}");
        assert!(!text.contains("no puzzle found"), "{text}");
    }
}

// ---------------------------------------------------------------- random damage

/// The forms a puzzle is written in inside a collection.
#[derive(Clone, Copy, Debug)]
enum Form {
    Line,
    Board,
    Framed,
    Compact,
    Banded,
    Integers,
    PencilMarks,
    PencilLine,
    /// HoDoKu's library line of a position a few steps in: placed digits
    /// (`+5`) and removed candidates.
    Library,
}

const FORMS: [Form; 9] = [
    Form::Line,
    Form::Board,
    Form::Framed,
    Form::Compact,
    Form::Banded,
    Form::Integers,
    Form::PencilMarks,
    Form::PencilLine,
    Form::Library,
];

/// `puzzle` written in `form`, as lines.
fn written(puzzle: &str, form: Form) -> Vec<String> {
    let cells: Vec<char> = puzzle.chars().collect();
    let row = |r: usize, f: &dyn Fn(char) -> String, sep: &str| -> String {
        (0..9)
            .map(|c| {
                let bar = if c == 3 || c == 6 { "| " } else { "" };
                format!("{bar}{}", f(cells[r * 9 + c]))
            })
            .collect::<Vec<_>>()
            .join(sep)
    };
    let grid = parse_one(puzzle).unwrap().grid();
    match form {
        Form::Line => vec![format!("{puzzle}  # a name")],
        Form::PencilLine => vec![grid.candidates_line()],
        Form::Library => {
            let puzzle = parse_one(puzzle).unwrap();
            let options = Options {
                max_steps: Some(6),
                ..Options::default()
            };
            let outcome = solve(&puzzle, &options);
            let (position, _) = outcome.replay().last().expect("a step to take");
            vec![library_line(&position, None)]
        }
        Form::Board | Form::Framed => {
            let mut out = Vec::new();
            let rule = if matches!(form, Form::Framed) {
                "+-------+-------+-------+"
            } else {
                "------+-------+------"
            };
            for r in 0..9 {
                if (r % 3 == 0 && r > 0) || (r == 0 && matches!(form, Form::Framed)) {
                    out.push(rule.to_owned());
                }
                out.push(row(r, &|c| c.to_string(), " "));
            }
            if matches!(form, Form::Framed) {
                out.push(rule.to_owned());
            }
            out
        }
        Form::Compact => rows(puzzle),
        Form::Banded => {
            let mut out = rows(puzzle);
            out.insert(6, String::new());
            out.insert(3, String::new());
            out
        }
        Form::Integers => (0..9)
            .map(|r| {
                row(
                    r,
                    &|c| if c == '.' { "-1".into() } else { c.to_string() },
                    " ",
                )
                .replace("| ", "")
            })
            .collect(),
        Form::PencilMarks => {
            let mut out = Vec::new();
            write_pencil_marks(&mut out, &grid).unwrap();
            String::from_utf8(out)
                .unwrap()
                .lines()
                .map(str::to_owned)
                .collect()
        }
    }
}

/// Lines that belong to no puzzle and are no row of one.
const STRAYS: [&str; 8] = [
    "Grid 07",
    "Puzzle 12 (hard)",
    "53..7",
    "12345",
    "1 2 3",
    "x",
    "53..7....6..195",
    "..........",
];

/// One way to damage a puzzle's own lines.
#[derive(Clone, Debug)]
enum Damage {
    /// Remove line `k` (modulo the puzzle's lines).
    Delete(usize),
    /// Write line `k` twice.
    Double(usize),
    /// Cut line `k` after `n` characters.
    Cut(usize, usize),
    /// Replace character `n` of line `k` with `c`.
    Replace(usize, usize, char),
    /// A stray line just before the puzzle (its lines stay intact).
    StrayBefore(usize),
    /// A stray line just after it.
    StrayAfter(usize),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        any::<usize>().prop_map(Damage::Delete),
        any::<usize>().prop_map(Damage::Double),
        (any::<usize>(), 0..100usize).prop_map(|(k, n)| Damage::Cut(k, n)),
        (
            any::<usize>(),
            any::<usize>(),
            prop::sample::select(vec!['x', '0', '9', '#', ' ', '|', '-', '5'])
        )
            .prop_map(|(k, n, c)| Damage::Replace(k, n, c)),
        (0..STRAYS.len()).prop_map(Damage::StrayBefore),
        (0..STRAYS.len()).prop_map(Damage::StrayAfter),
    ]
}

/// Applies `damage` to `lines`; whether the puzzle's own lines changed.
fn apply(lines: &mut Vec<String>, damage: &Damage) -> bool {
    let n = lines.len();
    if n == 0 {
        // Already deleted whole.
        return true;
    }
    match *damage {
        Damage::Delete(k) => {
            lines.remove(k % n);
        }
        Damage::Double(k) => {
            let line = lines[k % n].clone();
            lines.insert(k % n, line);
        }
        Damage::Cut(k, at) => {
            let line = &mut lines[k % n];
            let at = at.min(line.len());
            line.truncate(at);
        }
        Damage::Replace(k, at, c) => {
            let line = &mut lines[k % n];
            if !line.is_empty() {
                let at = at % line.len();
                line.replace_range(at..at + 1, &c.to_string());
            }
        }
        Damage::StrayBefore(s) => {
            lines.insert(0, STRAYS[s].to_owned());
            return false;
        }
        Damage::StrayAfter(s) => {
            lines.push(STRAYS[s].to_owned());
            return false;
        }
    }
    true
}

/// Cases per run: 400, or `SUDOKU_DAMAGE_CASES` for a longer search.
fn cases() -> u32 {
    std::env::var("SUDOKU_DAMAGE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(400)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Every intact puzzle of a damaged collection is read, in order, and
    /// starts on one of its own lines; line ends of every kind.
    #[test]
    fn damage_costs_only_the_damaged_puzzle(
        picks in prop::collection::vec((0..40usize, 0..FORMS.len()), 2..7),
        damages in prop::collection::vec((0..7usize, damage()), 1..4),
        ending in prop::sample::select(vec!["\n", "\r\n", "\r"]),
    ) {
        let pool = data_set("top95.txt");
        let mut text = String::new();
        // (first line, last line, puzzle as read alone, damaged?) per puzzle.
        let mut spans = Vec::new();
        let mut line = 1;
        for (k, &(p, f)) in picks.iter().enumerate() {
            let form = FORMS[f];
            let mut lines = written(&pool[p], form);
            let alone = parse_one(&lines.join("\n")).unwrap();
            let mut damaged = false;
            for (_, d) in damages.iter().filter(|(at, _)| *at == k) {
                damaged |= apply(&mut lines, d);
            }
            spans.push((line, line + lines.len(), alone, damaged));
            line += lines.len();
            for l in lines {
                text += &l;
                text += ending;
            }
            // Puzzles apart: a blank line, two after a board with blank lines
            // between its bands.
            let gap = if matches!(form, Form::Banded) { 2 } else { 1 };
            for _ in 0..gap {
                text += ending;
            }
            line += gap;
        }
        let read: Vec<_> = PuzzleReader::new("t.txt", text.as_bytes())
            .filter_map(Result::ok)
            .collect();
        for &(first, end, ref alone, damaged) in &spans {
            if damaged {
                continue;
            }
            let found = read.iter().find(|p| (first..end).contains(&p.line));
            prop_assert!(found.is_some(), "puzzle at line {first} lost:\n{text}");
            prop_assert_eq!(&found.unwrap().puzzle, alone, "at line {}:\n{}", first, text);
        }
        // Nothing read starts outside the puzzles' lines, and no two read
        // puzzles come from one puzzle.
        for p in &read {
            let owner = spans.iter().position(|&(a, b, _, _)| (a..b).contains(&p.line));
            prop_assert!(owner.is_some(), "a puzzle read at line {} of no input:\n{}", p.line, text);
        }
    }
}
