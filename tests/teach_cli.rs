//! `sudoku techniques` and `sudoku learn` from the outside.

mod common;

use common::{snapshots, sudoku};
use sudoku_explain::catalog::TECHNIQUES;

#[test]
fn techniques_are_listed_in_solving_order() {
    let run = sudoku(&["techniques"], "");
    assert_eq!(run.code, 0);
    let ids: Vec<&str> = run
        .stdout
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().nth(1))
        .take(TECHNIQUES.len())
        .collect();
    let expected: Vec<&str> = TECHNIQUES.iter().map(|t| t.key).collect();
    assert_eq!(ids, expected);
    snapshots("teach").bind(|| insta::assert_snapshot!("techniques", run.stdout));
}

#[test]
fn every_technique_has_a_lesson_to_read() {
    for t in TECHNIQUES {
        let run = sudoku(&["learn", t.key, "--color", "never"], "");
        assert_eq!(run.code, 0, "{}: {}", t.key, run.stderr);
        assert!(
            run.stdout.starts_with(t.name),
            "{}: {}",
            t.key,
            &run.stdout[..40.min(run.stdout.len())]
        );
        assert!(!run.stdout.contains("cannot read"), "{}", t.key);
    }
}

#[test]
fn a_lesson_draws_its_worked_example_live() {
    let run = sudoku(&["learn", "x_wing", "--color", "never"], "");
    assert!(run.stdout.contains("X-wing  In rows 6 and 9"));
    assert!(run.stdout.contains("Nothing to find here"));
    snapshots("teach").bind(|| insta::assert_snapshot!("learn_x_wing", run.stdout));
    let coloured = sudoku(&["learn", "hidden_single", "--color", "always"], "").stdout;
    assert!(coloured.contains("\u{1b}["));
}

#[test]
fn an_unknown_technique_is_refused() {
    let run = sudoku(&["learn", "x_wings"], "");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("sudoku techniques"));
}
