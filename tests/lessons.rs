//! The lessons in `techniques/<id>.md` are tests: every technique has one, and
//! every case in it still gives exactly the step (or the silence) it shows.

use std::path::PathBuf;
use sudoku_explain::catalog::{TECHNIQUES, techniques};
use sudoku_explain::engine::find_step;
use sudoku_explain::lesson::{ExpectedStep, parse_cases};
use sudoku_explain::parse::parse_one;
use sudoku_explain::solver::count_solutions;

fn lesson_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("techniques")
}

#[test]
fn every_technique_has_a_lesson_and_every_lesson_a_technique() {
    let mut files: Vec<String> = std::fs::read_dir(lesson_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| n.trim_end_matches(".md").to_string())
        .collect();
    files.sort();
    let mut ids: Vec<String> = TECHNIQUES.iter().map(|t| t.key.to_string()).collect();
    ids.sort();
    assert_eq!(files, ids);
}

#[test]
fn every_lesson_case_gives_the_step_it_shows() {
    for (tid, _) in techniques() {
        let id = tid.as_str();
        let path = lesson_dir().join(format!("{id}.md"));
        let text = std::fs::read_to_string(&path).unwrap();
        let cases = parse_cases(&text).unwrap_or_else(|e| panic!("{id}.md: {e}"));
        assert!(
            cases.iter().any(|c| c.expect.is_some()),
            "{id}.md: no case that fires"
        );
        assert!(
            cases.iter().any(|c| c.expect.is_none()),
            "{id}.md: no case that must not fire"
        );
        for (k, case) in cases.iter().enumerate() {
            let what = format!("{id}.md case {}", k + 1);
            assert_eq!(
                case.technique, id,
                "{what}: a lesson's cases are its own technique's"
            );
            let puzzle = parse_one(&case.start).unwrap_or_else(|e| panic!("{what}: {e}"));
            let grid = puzzle.grid();
            let found = find_step(&grid, tid);
            match (&case.expect, found) {
                (None, None) => {}
                (None, Some(d)) => panic!("{what}: must not fire, found {d:?}"),
                (Some(_), None) => panic!("{what}: found nothing"),
                (Some(expected), Some(d)) => {
                    let solution = count_solutions(&grid, 2);
                    assert_eq!(solution.count, 1, "{what}: a case has one solution");
                    let solution = solution.solution.unwrap();
                    assert!(
                        d.placements()
                            .iter()
                            .all(|c| solution[c.cell.index()] == c.digit),
                        "{what}"
                    );
                    assert!(
                        d.eliminations()
                            .iter()
                            .all(|c| solution[c.cell.index()] != c.digit),
                        "{what}"
                    );
                    let actual = ExpectedStep::of(&d.deduction, d.sentence.plain());
                    assert_eq!(&actual, expected, "{what}");
                }
            }
        }
    }
}

/// The prose of a lesson: its lines outside the worked cases.
fn prose(markdown: &str) -> String {
    let mut out = String::new();
    let mut in_case = false;
    for line in markdown.lines() {
        if line.trim().starts_with("```") {
            in_case = !in_case && line.trim() == "```sudoku-case";
            continue;
        }
        if !in_case {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Lessons speak to a player: what the program is made of, how it is tested
/// and what its JSON says belong in `docs/`.
#[test]
fn no_lesson_prose_talks_about_tests_json_or_code() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(lesson_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("lessons/notation.md"));
    let banned_text = ["json", "bitset", "tests/", "src/", ".rs"];
    let banned_words = ["test", "tests", "struct", "field", "fields"];
    for path in files {
        let text = prose(&std::fs::read_to_string(&path).unwrap()).to_lowercase();
        for bad in banned_text {
            assert!(
                !text.contains(bad),
                "{}: the prose mentions {bad:?}",
                path.display()
            );
        }
        for word in text.split(|c: char| !c.is_alphanumeric()) {
            assert!(
                !banned_words.contains(&word),
                "{}: the prose mentions {word:?}",
                path.display()
            );
        }
    }
}

/// Every term the steps use without saying what it means is defined, in bold,
/// in `sudoku learn notation`.
#[test]
fn the_notation_lesson_defines_every_term_the_steps_use() {
    let text = sudoku_explain::lesson::NOTATION;
    for term in [
        "**Locked**",
        "**Conjugate pair**",
        "**cover**",
        "**Fin**",
        "**Sashimi**",
        "**strong link**",
        "**weak link**",
        "**group**",
        "**loop**",
        "**branch**",
        "r3c2<>4",
        "r1c3,r1c5",
    ] {
        assert!(text.contains(term), "notation lesson lacks {term}");
    }
}
