//! Input at the edges, from the outside: line endings of every system, a
//! runaway number in an integer row, and standard input read when no file is
//! named.

use crate::common;

use common::{sudoku, sudoku_piped};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A file of raw bytes in the temporary folder.
fn raw_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("sudoku-edges-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// The first three puzzles of top95.
fn three() -> Vec<String> {
    common::data_set("top95.txt").into_iter().take(3).collect()
}

#[test]
fn a_lone_carriage_return_ends_a_line() {
    let puzzles = three();
    for (name, ending) in [("mac", "\r"), ("windows", "\r\n"), ("unix", "\n")] {
        let text = puzzles.join(ending) + ending;
        let path = raw_file(name, text.as_bytes());
        let run = sudoku(&["rate", "--format", "line", path.to_str().unwrap()], "");
        std::fs::remove_file(&path).ok();
        assert_eq!(run.code, 0, "{name}: {}", run.stderr);
        assert_eq!(
            run.stdout.lines().collect::<Vec<_>>(),
            puzzles,
            "{name} line endings"
        );
    }
}

#[test]
fn errors_count_lines_ended_by_a_carriage_return() {
    let puzzles = three();
    let text = format!("{}\r{}x\r\n{}\r", puzzles[0], &puzzles[1][..80], puzzles[2]);
    let run = sudoku(&["solve", "--format", "line", "-"], &text);
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
    assert!(run.stderr.starts_with("<stdin>:2:81: "), "{}", run.stderr);
}

#[test]
fn a_runaway_number_is_one_error_and_the_next_puzzle_reads() {
    let rows = std::fs::read_to_string("tests/data/classic-integers.txt").unwrap();
    let rows: Vec<&str> = rows.lines().filter(|l| !l.starts_with('#')).collect();
    let runaway = "1".repeat(100);
    for column in [0, 8] {
        // The number first on its row (where it looked like a one-line
        // puzzle), or last.
        let mut cells: Vec<&str> = rows[1].split(' ').collect();
        cells[column] = &runaway;
        let bad_row = cells.join(" ");
        let text = format!(
            "{}\n{bad_row}\n{}\n{}\n",
            rows[0],
            rows[2..].join("\n"),
            rows.join("\n")
        );
        let run = sudoku(&["rate", "--format", "line", "-"], &text);
        assert_eq!(run.code, 2);
        let at = column * 2 + 1;
        assert_eq!(
            run.stderr,
            format!("<stdin>:2:{at}: number 1111111111... (100 digits) outside 1-9\n")
        );
        assert_eq!(run.stdout, format!("{CLASSIC}\n"));
    }
}

/// Each command's output for the x-wing example, read from its file and piped
/// in with no FILE; neither is the command's built-in example.
#[test]
fn piped_input_is_read_when_no_file_is_named() {
    let puzzle = std::fs::read_to_string("examples/x-wing.txt").unwrap();
    for command in [
        &["explain", "--quiet"][..],
        &["solve", "--format", "line"],
        &["rate"],
        &["hint", "--level", "2"],
    ] {
        let from_file = sudoku(&[command, &["examples/x-wing.txt"]].concat(), "");
        let piped = sudoku(command, &puzzle);
        let builtin = sudoku(command, "");
        assert_eq!(piped.code, 0, "{command:?}: {}", piped.stderr);
        assert_eq!(piped.stdout, from_file.stdout, "{command:?}");
        assert_ne!(piped.stdout, builtin.stdout, "{command:?}");
    }
}

#[test]
fn no_input_shows_the_example_and_empty_input_is_an_error() {
    // No standard input at all (/dev/null): the built-in example.
    let tour = sudoku(&["explain", "--quiet"], "");
    assert_eq!(tour.code, 0, "{}", tour.stderr);
    assert!(
        tour.stdout.starts_with("6....3.845.1.9......"),
        "{}",
        tour.stdout
    );
    // A pipe with nothing in it: nothing to explain.
    for command in ["explain", "solve", "rate", "hint"] {
        let run = sudoku_piped(&[command], "");
        assert_eq!(run.code, 2, "{command}");
        assert_eq!(run.stderr, "<stdin>: no puzzle found\n", "{command}");
    }
    // `--example` wins over what is piped in.
    let run = sudoku(&["explain", "--quiet", "--example", "classic"], &three()[0]);
    assert!(run.stdout.starts_with(CLASSIC), "{}", run.stdout);
}

#[test]
fn a_damaged_library_line_is_named_and_the_rest_read() {
    let text = std::fs::read_to_string("tests/data/formats/hodoku-library.txt").unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let intact = lines.len() - 2;
    lines[1].replace_range(1..2, "q");
    // A removed candidate whose row is 0.
    let at = lines[4].match_indices(':').nth(3).unwrap().0;
    lines[4].insert_str(at + 1, "405 ");
    let path = raw_file("library", lines.join("\n").as_bytes());
    let path = path.to_str().unwrap();
    let run = sudoku(&["rate", "--format", "line", path], "");
    std::fs::remove_file(path).ok();
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout.lines().count(), intact, "{}", run.stdout);
    let errors: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        errors,
        [
            format!(
                "{path}:2:2: in the code field: expected four digits or xxxx, then 1 or -variant if any"
            ),
            format!(
                "{path}:5:{}: in the removed field: expected a candidate as digit, row, column (436), blank-separated",
                at + 2
            ),
        ]
    );
}

#[test]
fn a_solution_written_as_a_library_line_keeps_the_givens_apart() {
    let run = sudoku(&["solve", "--format", "library", "-"], CLASSIC);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let line = run.stdout.trim_end();
    // Read back: the solution, with the puzzle's givens declared.
    let back = sudoku(&["solve", "--format", "line", "-"], line);
    let cells = line.split(':').nth(3).unwrap();
    assert_eq!(back.stdout.trim_end(), cells.replace('+', ""));
    let givens: String = {
        let mut out = String::new();
        let mut placed = false;
        for c in cells.chars() {
            match c {
                '+' => placed = true,
                _ if placed => {
                    out.push('.');
                    placed = false;
                }
                _ => out.push(c),
            }
        }
        out
    };
    assert_eq!(givens, CLASSIC);
}

#[test]
fn explain_says_what_a_library_line_expects_of_its_technique() {
    let text = std::fs::read_to_string("tests/data/formats/hodoku-library.txt").unwrap();
    let xyz = text.lines().nth(2).unwrap();
    let run = sudoku(&["explain", "-"], xyz);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let status = lines.iter().position(|l| l.starts_with("Status:")).unwrap();
    assert_eq!(
        lines[status + 1],
        "HoDoKu library line, code 0801 (XYZ-Wing): expects it to remove r8c9<>5"
    );
    // HoDoKu's step is ours too here: the first step removes the same.
    assert!(lines[status + 3].contains("XYZ-wing"), "{}", run.stdout);
    assert!(
        lines[status + 3].ends_with("remove 5 from r8c9"),
        "{}",
        run.stdout
    );
}
