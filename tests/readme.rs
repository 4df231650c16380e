//! The README's examples are output the program really prints: every `$ ...`
//! line of a `text` block is run (in the project folder, with nothing on
//! standard input) and what it prints, standard output then standard error,
//! must be the lines under it. A line `...` stands for any number of lines, and
//! a line ending in `...` for a printed line that starts with the text before
//! it, so an example may show only part of a long output. Every file an
//! example names is in the repository.
//!
//! To refresh the examples after a change of output:
//! `SUDOKU_README=update cargo test --test suite readme::` rewrites every example shown
//! whole; one shown in part (with `...`) fails with the whole output printed,
//! to be trimmed by hand.

use crate::common;

use std::path::{Path, PathBuf};

fn project() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One example: the line of its command in README.md, the command, and the
/// lines shown under it (the line numbers they span, end exclusive).
struct Example {
    line: usize,
    command: String,
    shown: Vec<String>,
    span: (usize, usize),
}

/// Every example of every `text` block of `readme`.
fn examples(readme: &str) -> Vec<Example> {
    let lines: Vec<&str> = readme.lines().collect();
    let mut found = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        if lines[k] != "```text" {
            k += 1;
            continue;
        }
        let end = (k + 1..lines.len())
            .find(|&j| lines[j] == "```")
            .expect("a closed block");
        let mut j = k + 1;
        while j < end {
            let Some(command) = lines[j].strip_prefix("$ ") else {
                j += 1;
                continue;
            };
            let first = j + 1;
            let mut last = first;
            while last < end && !lines[last].starts_with("$ ") {
                last += 1;
            }
            // A blank line before the next command separates the examples.
            let mut shown_end = last;
            while shown_end > first && lines[shown_end - 1].is_empty() {
                shown_end -= 1;
            }
            found.push(Example {
                line: j + 1,
                command: command.to_string(),
                shown: lines[first..shown_end]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
                span: (first, shown_end),
            });
            j = last;
        }
        k = end + 1;
    }
    found
}

/// The words of one command of a pipeline, `sudoku` (or `cargo run --release
/// --`) replaced by the binary under test, a trailing `# comment` dropped.
fn words(command: &str) -> Vec<String> {
    let command = command.split("  #").next().unwrap().trim();
    let command = command
        .strip_prefix("cargo run --release --")
        .map(|rest| format!("sudoku{rest}"))
        .unwrap_or_else(|| command.to_string());
    command.split_whitespace().map(str::to_string).collect()
}

/// Runs a pipeline (`a | b`), each stage fed the one before; what the last
/// prints on standard output, then what every stage prints on standard error.
fn run(pipeline: &str) -> String {
    let mut input: Option<String> = None;
    let mut errors = String::new();
    let mut out = String::new();
    for stage in pipeline.split(" | ") {
        let words = words(stage);
        assert_eq!(
            words[0], "sudoku",
            "only the program itself is run: {stage}"
        );
        let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
        let done = match input.take() {
            Some(text) => common::sudoku_piped(&args, &text),
            None => common::sudoku(&args, ""),
        };
        errors.push_str(&done.stderr);
        out = done.stdout.clone();
        input = Some(done.stdout);
    }
    out + &errors
}

/// Whether a shown line stands for a printed one: the same, or, for a shown
/// line ending in `...` after some text, the printed line's start.
fn line_matches(shown: &str, printed: &str) -> bool {
    match shown.strip_suffix("...") {
        Some(start) if !start.trim().is_empty() => printed.starts_with(start),
        _ => shown == printed,
    }
}

/// Whether `shown` (with `...` lines for any lines) matches `actual`.
fn matches(shown: &[String], actual: &[&str]) -> bool {
    let Some(gap) = shown.iter().position(|l| l.trim() == "...") else {
        return shown.len() == actual.len()
            && shown.iter().zip(actual).all(|(s, a)| line_matches(s, a));
    };
    let head = &shown[..gap];
    if actual.len() < head.len() || head.iter().zip(actual).any(|(s, a)| !line_matches(s, a)) {
        return false;
    }
    let rest = &shown[gap + 1..];
    let actual = &actual[head.len()..];
    (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
}

/// The files an example's command names (arguments that look like paths).
fn files_named(command: &str) -> Vec<String> {
    command
        .split(" | ")
        .flat_map(words)
        .filter(|w| w.contains('/') || w.ends_with(".txt") || w.ends_with(".jsonl"))
        .collect()
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let path = project().join("README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let found = examples(&readme);
    assert!(found.len() >= 12, "only {} examples found", found.len());
    let update = std::env::var("SUDOKU_README").as_deref() == Ok("update");
    let mut lines: Vec<String> = readme.lines().map(str::to_string).collect();
    let mut failures = Vec::new();
    // Last first, so that rewriting one example keeps the spans of the others.
    for example in found.iter().rev() {
        for file in files_named(&example.command) {
            assert!(
                project().join(&file).exists(),
                "README.md:{}: {file} is not in the repository",
                example.line
            );
        }
        let actual = run(&example.command);
        // Trailing blank lines are not shown (a blank line ends an example).
        let actual: Vec<&str> = actual.trim_end().lines().collect();
        if matches(&example.shown, &actual) {
            continue;
        }
        let elided = example.shown.iter().any(|l| l.ends_with("..."));
        if update && !elided {
            let (from, to) = example.span;
            lines.splice(from..to, actual.iter().map(|s| s.to_string()));
            continue;
        }
        failures.push(format!(
            "README.md:{}: $ {}\n--- shown\n{}\n--- printed\n{}",
            example.line,
            example.command,
            example.shown.join("\n"),
            actual.join("\n")
        ));
    }
    if update {
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn an_example_shown_in_part_matches_only_its_lines_in_order() {
    let shown: Vec<String> = ["a", "...", "c", "...", "e"].map(String::from).to_vec();
    assert!(matches(&shown, &["a", "b", "c", "d", "e"]));
    assert!(matches(&shown, &["a", "c", "e"]));
    assert!(!matches(&shown, &["a", "b", "d", "e"]), "c is missing");
    assert!(!matches(&shown, &["a", "e", "c"]), "out of order");
    assert!(!matches(&shown, &["x", "c", "e"]), "the head differs");
    let whole: Vec<String> = ["a", "b"].map(String::from).to_vec();
    assert!(matches(&whole, &["a", "b"]));
    assert!(!matches(&whole, &["a", "b", "c"]), "a line more");
    let cut: Vec<String> = ["a, b, ...", "c"].map(String::from).to_vec();
    assert!(matches(&cut, &["a, b, x, y", "c"]));
    assert!(!matches(&cut, &["a, x", "c"]));
    assert!(Path::new(&project().join("README.md")).exists());
}
