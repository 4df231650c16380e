//! `sudoku rate --output FILE --resume` from the outside: a run stopped part way
//! (its first rows and a row cut short) and resumed writes the very file an
//! uninterrupted run writes, in every format and on several threads; a file
//! from other parameters, another format or another input is refused and left
//! as it was.

use crate::common;

use common::sudoku;
use std::fs;
use std::path::{Path, PathBuf};

const SAMPLE: &str = "tests/data/rate-sample.txt";

/// A file of this test's own under the temporary directory.
fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("sudoku-resume-{}-{name}", std::process::id()))
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// What an uninterrupted `rate ARGS --output FILE` writes to FILE.
fn uninterrupted(args: &[&str], name: &str) -> Vec<u8> {
    let out = temp(name);
    let run = sudoku(&[args, &["--output", text(&out)]].concat(), "");
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    let written = fs::read(&out).unwrap();
    fs::remove_file(&out).unwrap();
    written
}

/// The first `rows` lines of `whole` and half of the next: what a run killed
/// while writing row `rows + 1` leaves.
fn stopped_at(whole: &[u8], rows: usize) -> Vec<u8> {
    let ends: Vec<usize> = whole
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(|(i, _)| i + 1)
        .collect();
    let start = if rows == 0 { 0 } else { ends[rows - 1] };
    let next = ends.get(rows).copied().unwrap_or(whole.len());
    whole[..start + (next - start) / 2].to_vec()
}

/// Stops `rate ARGS` after every number of lines it writes, resumes it, and
/// checks that the file is the uninterrupted run's, byte for byte, and that
/// the exit code is the same.
fn resumes_to_the_same_file(args: &[&str], name: &str) {
    let whole = uninterrupted(args, name);
    let expected_code = sudoku(args, "").code;
    let lines = whole.iter().filter(|&&b| b == b'\n').count();
    assert!(lines >= 5, "{args:?}: {lines} lines");
    let out = temp(name);
    for rows in 0..=lines {
        fs::write(&out, stopped_at(&whole, rows)).unwrap();
        let run = sudoku(&[args, &["--output", text(&out), "--resume"]].concat(), "");
        assert_eq!(
            run.code, expected_code,
            "{args:?} after {rows}: {}",
            run.stderr
        );
        let resumed = fs::read(&out).unwrap();
        assert!(
            resumed == whole,
            "{args:?} stopped after {rows} lines resumed to\n{}\ninstead of\n{}",
            String::from_utf8_lossy(&resumed),
            String::from_utf8_lossy(&whole)
        );
    }
    fs::remove_file(&out).unwrap();
}

#[test]
fn a_stopped_table_resumes_to_the_uninterrupted_file() {
    resumes_to_the_same_file(&["rate", SAMPLE], "tsv");
    resumes_to_the_same_file(&["rate", "--jobs", "2", SAMPLE], "tsv-2");
    resumes_to_the_same_file(&["rate", "--provenance", "--format", "csv", SAMPLE], "csv");
}

#[test]
fn stopped_json_rows_resume_to_the_uninterrupted_file() {
    resumes_to_the_same_file(&["rate", "--format", "json", SAMPLE], "json");
    resumes_to_the_same_file(
        &["rate", "--format", "json", "--jobs", "2", SAMPLE],
        "json-2",
    );
}

#[test]
fn the_other_line_formats_resume_too() {
    resumes_to_the_same_file(
        &["rate", "--format", "hodoku", "--jobs", "2", SAMPLE],
        "hodoku",
    );
    resumes_to_the_same_file(&["rate", "--format", "line", SAMPLE], "line");
    let template = "template:%n %g %r/%p/%d %R %a";
    resumes_to_the_same_file(&["rate", "--format", template, SAMPLE], "template");
}

/// The sample with `extra` lines put in after its 3rd and 6th puzzles, as a
/// file of this test's own.
fn sample_with(extra: [&str; 2], name: &str) -> PathBuf {
    let sample = fs::read_to_string(SAMPLE).unwrap();
    let mut lines: Vec<&str> = sample.lines().collect();
    lines.insert(3, extra[0]);
    lines.insert(7, extra[1]);
    let input = temp(name);
    fs::write(&input, lines.join("\n") + "\n").unwrap();
    input
}

#[test]
fn a_resumed_run_exits_as_the_uninterrupted_run_does() {
    // Exit code 1: a puzzle without a solution, before or after the stop.
    let read = |f: &str| fs::read_to_string(f).unwrap().trim().to_owned();
    let unsolvable = sample_with(
        [
            &read("examples/no-solution.txt"),
            &read("examples/two-solutions.txt"),
        ],
        "unsolvable.txt",
    );
    for format in ["tsv", "json", "line", "hodoku"] {
        let args = ["rate", "--format", format, "--jobs", "2", text(&unsolvable)];
        assert_eq!(sudoku(&args, "").code, 1);
        resumes_to_the_same_file(&args, &format!("unsolvable-{format}"));
    }
    fs::remove_file(&unsolvable).unwrap();
    // Exit code 2: a bad line, reported again when the stop came after it.
    let damaged = sample_with(["345", "12"], "damaged.txt");
    let args = ["rate", "--jobs", "2", text(&damaged)];
    assert_eq!(sudoku(&args, "").code, 2);
    resumes_to_the_same_file(&args, "damaged");
    let whole = uninterrupted(&args, "damaged-whole");
    let out = temp("damaged-out");
    fs::write(&out, stopped_at(&whole, 9)).unwrap();
    let run = sudoku(
        &[&args[..], &["--output", text(&out), "--resume"]].concat(),
        "",
    );
    assert!(run.stderr.contains("damaged.txt:4:"), "{}", run.stderr);
    assert!(run.stderr.contains("damaged.txt:8:"), "{}", run.stderr);
    fs::remove_file(&out).unwrap();
    fs::remove_file(&damaged).unwrap();
}

#[test]
fn filters_resume_past_the_puzzles_they_dropped() {
    resumes_to_the_same_file(
        &["rate", "--format", "line", "--max", "7.0", SAMPLE],
        "filtered",
    );
}

#[test]
fn a_finished_file_is_left_as_it_is_and_a_missing_one_is_begun() {
    let args = ["rate", "--format", "json", SAMPLE];
    let whole = uninterrupted(&args, "finished-whole");
    let out = temp("finished");
    fs::write(&out, &whole).unwrap();
    let run = sudoku(&[&args[..], &["-o", text(&out), "--resume"]].concat(), "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(fs::read(&out).unwrap(), whole);
    fs::remove_file(&out).unwrap();
    let run = sudoku(&[&args[..], &["-o", text(&out), "--resume"]].concat(), "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(fs::read(&out).unwrap(), whole);
    fs::remove_file(&out).unwrap();
}

/// Resumes `rate ARGS` on `written`: the run must be refused with exit code
/// 2 and a message holding `says`, and the file must be left as it was.
fn refused(args: &[&str], written: &[u8], says: &str, name: &str) -> String {
    let out = temp(name);
    fs::write(&out, written).unwrap();
    let run = sudoku(&[args, &["--output", text(&out), "--resume"]].concat(), "");
    assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    let stderr = run.stderr.replace(text(&out), "OUT");
    assert!(
        stderr.contains(says),
        "{args:?}: expected {says:?} in {stderr}"
    );
    assert_eq!(
        fs::read(&out).unwrap(),
        written,
        "{args:?} changed the file"
    );
    fs::remove_file(&out).unwrap();
    stderr
}

#[test]
fn other_parameters_or_another_format_are_refused() {
    let table = uninterrupted(&["rate", "--provenance", SAMPLE], "params");
    let half = stopped_at(&table, 5);
    let stderr = refused(
        &["rate", "--provenance", "--deep", SAMPLE],
        &half,
        "deep",
        "params-deep",
    );
    assert!(
        stderr.starts_with(
            "OUT:1:43: cannot resume: the file was rated with deep=false, this run has deep=true"
        ),
        "{stderr}"
    );
    refused(
        &["rate", SAMPLE],
        &half,
        "OUT:1:1: cannot resume: expected the header",
        "params-none",
    );
    refused(
        &["rate", "--provenance", "--format", "csv", SAMPLE],
        &half,
        "OUT:2:7: cannot resume: expected the header",
        "params-csv",
    );
    let json = uninterrupted(&["rate", "--format", "json", SAMPLE], "params-json");
    refused(
        &["rate", "--format", "json", "--no-uniqueness", SAMPLE],
        &stopped_at(&json, 4),
        "OUT:1:1: cannot resume: the row was rated with uniqueness=true, this run has uniqueness=false",
        "params-json-u",
    );
    let human = uninterrupted(&["rate", "--path", "human", SAMPLE], "params-human");
    refused(
        &["rate", SAMPLE],
        &stopped_at(&human, 4),
        "the row was rated on path 'human', this run rates on 'se'",
        "params-path",
    );
    let template = "template:%g %r %a";
    let lines = uninterrupted(&["rate", "--format", template, SAMPLE], "params-template");
    refused(
        &["rate", "--format", template, "--no-uniqueness", SAMPLE],
        &stopped_at(&lines, 3),
        "OUT:1:1: cannot resume: the row does not hold this run's parameters, `path=se deep=false uniqueness=false",
        "params-template-a",
    );
    refused(
        &["rate", "--format", "json", SAMPLE],
        b"{\"puzzle\": \n",
        "OUT:1:",
        "params-bad-json",
    );
}

#[test]
fn an_output_of_another_input_is_refused() {
    let table = uninterrupted(&["rate", SAMPLE], "input");
    let stderr = refused(
        &["rate", "data/top95.txt"],
        &stopped_at(&table, 4),
        "cannot resume: this row is not the row of puzzle 1 of data/top95.txt",
        "input-other",
    );
    assert!(stderr.starts_with("OUT:2:1: "), "{stderr}");
    // The same puzzles, fewer of them: the rows run past the input's end.
    let input = temp("input-short.txt");
    let sample = fs::read_to_string(SAMPLE).unwrap();
    let short: Vec<&str> = sample.lines().take(2).collect();
    fs::write(&input, short.join("\n") + "\n").unwrap();
    refused(
        &["rate", text(&input)],
        &stopped_at(&table, 4),
        "OUT:4:1: cannot resume: this row is the row of no puzzle",
        "input-short",
    );
    fs::remove_file(&input).unwrap();
}

#[test]
fn a_format_whose_rows_cannot_be_matched_is_refused() {
    refused(
        &["rate", "--format", "template:%n %r", SAMPLE],
        b"1 1.2\n",
        "the template writes no puzzle (%g)",
        "template-no-g",
    );
    refused(
        &["rate", "--format", "template:%g%l%r", SAMPLE],
        b"",
        "(%l)",
        "template-l",
    );
    let run = sudoku(&["rate", "--resume", SAMPLE], "");
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("--output"), "{}", run.stderr);
}

#[test]
fn the_input_is_never_written_over() {
    let input = temp("self.txt");
    fs::copy(SAMPLE, &input).unwrap();
    let run = sudoku(&["rate", text(&input), "--output", text(&input)], "");
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("is the input too"), "{}", run.stderr);
    assert_eq!(fs::read(&input).unwrap(), fs::read(SAMPLE).unwrap());
    fs::remove_file(&input).unwrap();
}
