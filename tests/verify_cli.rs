//! `sudoku verify` and `sudoku explain --verify` as a user runs them: what they
//! print (snapshots under `snapshots/verify/`) and their exit codes.

use crate::common;

use common::{snapshots, sudoku, x_wing_trace};
use serde_json::Value;

#[test]
fn a_clean_trace_prints_the_summary_and_exits_0() {
    let run = sudoku(&["verify", "-"], &x_wing_trace());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    snapshots("verify").bind(|| insta::assert_snapshot!("clean", run.stdout));
}

#[test]
fn a_damaged_step_is_named_and_exits_1() {
    let mut trace: Value = serde_json::from_str(x_wing_trace().trim()).unwrap();
    // Step 30 is the X-wing: leave out its last elimination.
    let step = &mut trace["steps"][29];
    assert_eq!(step["technique"], "x_wing");
    step["eliminations"].as_array_mut().unwrap().pop();
    let run = sudoku(&["verify", "-"], &format!("{trace}\n"));
    assert_eq!(run.code, 1);
    snapshots("verify").bind(|| insta::assert_snapshot!("damaged", run.stdout));
}

#[test]
fn lines_that_are_not_traces_are_reported_and_the_rest_still_checked() {
    let good = x_wing_trace();
    let input = format!("{good}{{\"format\": oops\n\n{good}");
    let run = sudoku(&["verify", "--quiet", "-"], &input);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "<stdin>:2:12: not a JSON trace: expected value at line 1 column 12\n"
    );
    assert!(
        run.stdout
            .starts_with("2 traces, 0 with errors; 2 solved by logic alone"),
        "{}",
        run.stdout
    );
}

#[test]
fn an_unreadable_file_exits_2() {
    let run = sudoku(&["verify", "no-such-file.jsonl"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("cannot read no-such-file.jsonl"),
        "{}",
        run.stderr
    );
}

#[test]
fn puzzles_the_traces_do_not_cover_are_a_problem() {
    let run = sudoku(
        &["verify", "--quiet", "--puzzles", "examples/tour.txt", "-"],
        &x_wing_trace(),
    );
    assert_eq!(run.code, 1);
    assert!(
        run.stdout
            .starts_with("the traces do not cover the 1 puzzles of examples/tour.txt in order"),
        "{}",
        run.stdout
    );
    let run = sudoku(
        &["verify", "--quiet", "--puzzles", "examples/x-wing.txt", "-"],
        &x_wing_trace(),
    );
    assert_eq!(run.code, 0, "{}", run.stdout);
}

#[test]
fn explain_verify_adds_one_line_to_the_summary() {
    let run = sudoku(&["explain", "--verify", "--color", "never"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let tail = &lines[lines.len() - 3..];
    snapshots("verify").bind(|| insta::assert_snapshot!("explain_tail", tail.join("\n")));
    let quiet = sudoku(
        &["explain", "--verify", "--quiet", "examples/x-wing.txt"],
        "",
    );
    assert_eq!(quiet.code, 0);
    assert_eq!(quiet.stdout.lines().count(), 1);
    assert!(
        quiet.stdout.trim_end().ends_with("; all 58 steps verified"),
        "{}",
        quiet.stdout
    );
    let json = sudoku(
        &[
            "explain",
            "--verify",
            "--format",
            "json",
            "examples/x-wing.txt",
        ],
        "",
    );
    assert_eq!(json.code, 0);
    assert!(
        json.stderr.starts_with("1 traces, 0 with errors"),
        "{}",
        json.stderr
    );
    assert_eq!(json.stdout, x_wing_trace());
}
