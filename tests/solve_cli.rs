//! `sudoku solve` from the outside: output forms, the built-in puzzle, and the
//! exit codes of unreadable input and puzzles without a solution.

use crate::common;

use common::{snapshots, sudoku};

#[test]
fn solves_the_built_in_classic_puzzle_as_a_board() {
    let run = sudoku(&["solve"], "");
    assert_eq!(run.code, 0);
    snapshots("solve").bind(|| insta::assert_snapshot!("classic_board", run.stdout));
}

#[test]
fn line_and_json_forms() {
    let run = sudoku(&["solve", "--format", "line", "examples/classic.txt"], "");
    assert_eq!(
        run.stdout,
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n"
    );
    let run = sudoku(
        &["solve", "--format", "json", "examples/two-solutions.txt"],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["status"], "multiple_solutions");
    assert_eq!(v["puzzle"].as_str().unwrap().len(), 81);
    assert_eq!(v["solution"].as_str().unwrap().len(), 81);
    assert_eq!(run.code, 0, "several solutions is not an error");
}

#[test]
fn every_input_form_solves_from_standard_input() {
    for file in [
        "tests/data/classic-board.txt",
        "tests/data/classic-integers.txt",
        "examples/board.txt",
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        let run = sudoku(&["solve", "--format", "line", "-"], &text);
        assert_eq!(run.code, 0, "{file}: {}", run.stderr);
        assert!(
            run.stdout.starts_with("534678912"),
            "{file}: {}",
            run.stdout
        );
    }
}

#[test]
fn a_bad_puzzle_is_reported_and_the_rest_still_solved() {
    let run = sudoku(
        &["solve", "--format", "line", "examples/with-errors.txt"],
        "",
    );
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
    assert!(
        run.stderr.starts_with("examples/with-errors.txt:3:"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_line_from_several_solutions_says_so_and_reads_back() {
    let classic = std::fs::read_to_string("examples/classic.txt").unwrap();
    let two = std::fs::read_to_string("examples/two-solutions.txt").unwrap();
    let run = sudoku(
        &["solve", "--format", "line", "-"],
        &format!("{classic}{two}"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", run.stdout);
    assert_eq!(lines[0].len(), 81, "one solution: no mark");
    let (solution, mark) = lines[1].split_at(81);
    assert_eq!(mark, "  # multiple_solutions");
    // Our reader takes the marked line back as the full grid it shows.
    let again = sudoku(&["solve", "--format", "line", "-"], &run.stdout);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(again.stdout, format!("{}\n{solution}\n", lines[0]));
}

#[test]
fn no_solution_exits_one_and_a_missing_file_exits_two() {
    let run = sudoku(&["solve", "examples/no-solution.txt"], "");
    assert_eq!(run.code, 1);
    assert!(run.stdout.contains("no solution"));
    let run = sudoku(&["solve", "no/such/file.txt"], "");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("no/such/file.txt"), "{}", run.stderr);
}

#[test]
fn wrong_arguments_exit_two() {
    assert_eq!(sudoku(&["solve", "--format", "sideways"], "").code, 2);
}

/// A file of raw bytes in the temporary folder, for input no `&str` can hold.
fn raw_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("sudoku-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_line_that_is_not_text_does_not_stop_the_rest_of_the_file() {
    let classic = std::fs::read_to_string("examples/classic.txt").unwrap();
    let classic = classic.trim();
    // A Latin-1 comment, a NUL, and a Latin-1 byte in a trailing comment.
    let mut bytes = Vec::new();
    for bad in [
        &b"# caf\xe9"[..],
        b"ab\0cd",
        &[classic.as_bytes(), b" # caf\xe9"].concat(),
    ] {
        bytes.extend_from_slice(classic.as_bytes());
        bytes.push(b'\n');
        bytes.extend_from_slice(bad);
        bytes.push(b'\n');
    }
    bytes.extend_from_slice(classic.as_bytes());
    bytes.push(b'\n');
    let path = raw_file("not-text.txt", &bytes);
    let run = sudoku(&["solve", "--format", "line", path.to_str().unwrap()], "");
    std::fs::remove_file(&path).ok();
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout.lines().count(), 4, "{}", run.stdout);
    let places: Vec<&str> = run
        .stderr
        .lines()
        .map(|l| l.rsplit_once(".txt:").unwrap().1.split(' ').next().unwrap())
        .collect();
    assert_eq!(places, ["2:6:", "4:3:", "6:88:"], "{}", run.stderr);
}

#[test]
fn endless_binary_input_ends() {
    if !std::path::Path::new("/dev/zero").exists() {
        common::notice("endless_binary_input_ends skipped: no /dev/zero here");
        return;
    }
    let run = sudoku(&["rate", "/dev/zero"], "");
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "/dev/zero:1: binary file: contains a NUL byte\n"
    );
}
