//! `sudoku hint` from the outside: the three levels of help, a wrong digit, a
//! lost pencil mark, and the JSON step.

mod common;

use common::{puzzle, snapshots, sudoku};
use serde_json::Value;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn three_levels_of_help() {
    let mut all = String::new();
    for level in ["1", "2", "3"] {
        let run = sudoku(
            &[
                "hint",
                "--level",
                level,
                "--color",
                "never",
                "examples/x-wing.txt",
            ],
            "",
        );
        assert_eq!(run.code, 0);
        all.push_str(&format!("--level {level}\n{}\n", run.stdout));
    }
    snapshots("hint").bind(|| insta::assert_snapshot!("levels", all));
}

#[test]
fn a_wrong_digit_is_named_instead_of_a_hint() {
    let mut now = CLASSIC.to_string();
    now.replace_range(2..3, "1");
    let run = sudoku(&["hint", "--givens", CLASSIC, "-"], &now);
    assert_eq!(
        run.stdout,
        "r1c3 holds 1, but the solution has 4 there: take the 1 out.\n"
    );
    // Without the original givens: r1c3 is the only digit whose removal helps.
    assert_eq!(sudoku(&["hint", "-"], &now).stdout, run.stdout);
    // Here a given changed too, so several digits are suspects.
    let mut two = CLASSIC.to_string();
    two.replace_range(0..1, "1");
    let unsure = sudoku(&["hint", "-"], &two);
    assert!(
        unsure.stdout.contains("one of these digits is wrong"),
        "{}",
        unsure.stdout
    );
    assert!(unsure.stdout.contains("r1c1=1"), "{}", unsure.stdout);
}

#[test]
fn a_lost_true_candidate_comes_back_and_the_hint_follows() {
    let mut marks = puzzle(CLASSIC).grid().candidates_line();
    // r1c3's candidates are 1,2,4; the solution is 4: cross it out.
    assert_eq!(&marks[18..27], "12.4.....");
    marks.replace_range(21..22, ".");
    let run = sudoku(&["hint", "--level", "1", "-"], &marks);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("r1c3 has lost its candidate 4, which is its true digit: put it back.\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Look for a"));
}

#[test]
fn json_gives_the_step_object() {
    let run = sudoku(&["hint", "--format", "json", "examples/tour.txt"], "");
    let v: Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["status"], "next_step");
    let step = &v["step"];
    for field in ["technique", "placements", "eliminations", "pattern", "text"] {
        assert!(!step[field].is_null(), "{field}");
    }
}
