//! `sudoku explain --format html`: one self-contained page per puzzle. The browser
//! test (tests/browser.rs) steps through it in Chromium; these tests pin what is
//! written and how a bad `--puzzle` is refused.

use crate::common;

use common::{snapshots, sudoku};

/// A nearly solved classic: a few singles, so the snapshot stays short.
const NEARLY: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286.7.";
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn the_page_of_a_short_solution() {
    let run = sudoku(&["explain", "--format", "html", "-"], NEARLY);
    assert_eq!(run.code, 0, "{}", run.stderr);
    snapshots("explain").bind(|| insta::assert_snapshot!("html_page", run.stdout));
}

#[test]
fn the_page_needs_no_network() {
    let run = sudoku(&["explain", "--format", "html", "-"], CLASSIC);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let page = &run.stdout;
    assert!(page.starts_with("<!DOCTYPE html>"), "{}", &page[..80]);
    for outside in ["http://", "https://", "<script src", "<link", "url("] {
        assert!(
            !page.contains(outside),
            "the page refers outside itself: {outside}"
        );
    }
    // The whole trace is in the page: every step's sentence, and the rating.
    let json = sudoku(&["explain", "--format", "json", "-"], CLASSIC).stdout;
    let trace: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    for step in trace["steps"].as_array().unwrap() {
        let text = serde_json::to_string(&step["text"]).unwrap();
        let text = text.replace("</", "<\\/");
        assert!(page.contains(&text), "missing step {text}");
    }
    assert!(page.contains("\"rating\":{\"path\":\"human\",\"difficulty\""));
}

#[test]
fn puzzle_picks_one_of_a_collection() {
    let both = format!("{CLASSIC}\n{NEARLY}\n");
    let run = sudoku(
        &["explain", "--format", "html", "--puzzle", "2", "-"],
        &both,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains(NEARLY));
    assert!(!run.stdout.contains(CLASSIC));

    let run = sudoku(
        &["explain", "--format", "html", "--puzzle", "3", "-"],
        &both,
    );
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr.trim(),
        "sudoku: --puzzle 3: the input holds only 2 puzzles, so there is no page to write"
    );
}

/// `--puzzle` picks one puzzle in every format, and a number outside the input
/// is refused in every format with exit code 2, writing nothing. (A file, not a
/// pipe: `--puzzle 0` is refused before anything is read.)
#[test]
fn puzzle_is_checked_in_every_format() {
    const FOUR: &str = "tests/data/collection.txt";
    for format in ["text", "json", "html"] {
        let run = sudoku(&["explain", "--format", format, "--puzzle", "0", FOUR], "");
        assert_eq!(run.code, 2, "{format}");
        assert_eq!(run.stdout, "", "{format}");
        assert_eq!(
            run.stderr.trim(),
            "sudoku: --puzzle 0: puzzles are numbered from 1",
            "{format}"
        );
        let run = sudoku(&["explain", "--format", format, "--puzzle", "5", FOUR], "");
        assert_eq!(run.code, 2, "{format}");
        assert_eq!(run.stdout, "", "{format}");
        assert!(
            run.stderr
                .contains("--puzzle 5: the input holds only 4 puzzles"),
            "{format}: {}",
            run.stderr
        );
    }
    let run = sudoku(&["explain", "--format", "json", "--puzzle", "2", FOUR], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1);
    assert!(run.stdout.contains(
        "\"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\""
    ));
    let run = sudoku(&["explain", "--quiet", "--puzzle", "4", FOUR], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
}
