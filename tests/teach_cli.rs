//! `sudoku techniques` and `sudoku learn` from the outside.

use crate::common;

use common::{snapshots, sudoku};
use sudoku_explain::catalog::TECHNIQUES;

#[test]
fn techniques_are_listed_easiest_first_with_the_values_rate_uses() {
    let run = sudoku(&["techniques"], "");
    assert_eq!(run.code, 0);
    // Each row: number, id, name (one word or more), difficulty, level.
    let rows: Vec<(usize, f64)> = run
        .stdout
        .lines()
        .skip(1)
        .take(TECHNIQUES.len())
        .map(|line| {
            let id = line.split_whitespace().nth(1).unwrap();
            let at = TECHNIQUES.iter().position(|t| t.key == id).unwrap();
            let info = &TECHNIQUES[at];
            let level = line.split_whitespace().last().unwrap();
            assert_eq!(level, info.level.name(), "{line}");
            // The lower figure orders the list; a hidden single shows both.
            let shown = line.split_whitespace().rev().nth(1).unwrap();
            let difficulty: f64 = shown.parse().unwrap();
            if id == "hidden_single" {
                assert!(line.contains(" 1.2 or 1.5 "), "{line}");
                assert_eq!(difficulty, 1.5);
            } else {
                assert_eq!(difficulty * 10.0, info.difficulty as f64, "{line}");
            }
            (at, difficulty)
        })
        .collect();
    let mut listed: Vec<usize> = rows.iter().map(|&(at, _)| at).collect();
    listed.sort();
    assert_eq!(listed, (0..TECHNIQUES.len()).collect::<Vec<_>>());
    for pair in rows.windows(2) {
        let ((a, da), (b, db)) = (pair[0], pair[1]);
        assert!(da < db || (da == db && a < b), "{pair:?}");
    }
    assert!(
        run.stdout
            .contains("A hidden single is 1.2 in a box and 1.5 in a row or column."),
        "{}",
        run.stdout
    );
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

#[test]
fn the_notation_lesson_reads_and_draws_a_chain() {
    let run = sudoku(&["learn", "notation", "--color", "never"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("How to read the steps\n"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("cannot read"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("Chain: a (5)r4c5 = b (5)r4c2 - c (5)r8c2 = d (5)r8c4"),
        "{}",
        run.stdout
    );
    // `sudoku techniques` says where to find it.
    let list = sudoku(&["techniques"], "");
    assert!(list.stdout.contains("sudoku learn notation"));
}
