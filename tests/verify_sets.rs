//! Every step of every puzzle set in `data/` is true: the binary explains each
//! set as JSON and `sudoku verify` checks every trace, piped process to process
//! as a user would run them. Every set must come out with no problem, every
//! puzzle solved by logic alone, and every technique of the registry verified
//! somewhere (so the verifier's rules are not idle).

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use sudoku_explain::catalog::techniques;
use sudoku_explain::engine::{Options, solve};
use sudoku_explain::lesson::parse_cases;
use sudoku_explain::parse::parse_one;
use sudoku_explain::render::json::trace;
use sudoku_explain::verify::verify_trace;

/// What `sudoku verify` printed for one set.
struct Verified {
    puzzles: usize,
    technique_line: String,
    summary: String,
    problems: Vec<String>,
}

/// `sudoku explain --format json - < set | sudoku verify -`.
fn explain_and_verify(name: &str) -> Verified {
    let lines = common::whole_set(name);
    let bin = env!("CARGO_BIN_EXE_sudoku");
    let mut explain = Command::new(bin)
        .args(["explain", "--format", "json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut verify = Command::new(bin)
        .args(["verify", "-"])
        .stdin(Stdio::from(explain.stdout.take().unwrap()))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = explain.stdin.take().unwrap();
    let text = lines.join("\n");
    let feeder = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let mut out = String::new();
    verify
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    feeder.join().unwrap().unwrap();
    assert!(explain.wait().unwrap().success(), "{name}: explain failed");
    let status = verify.wait().unwrap();
    let mut all: Vec<String> = out.lines().map(str::to_string).collect();
    let summary = all.pop().unwrap_or_default();
    let technique_line = all.pop().unwrap_or_default();
    assert_eq!(
        status.code(),
        Some(if all.is_empty() { 0 } else { 1 }),
        "{name}: exit code"
    );
    Verified {
        puzzles: lines.len(),
        technique_line,
        summary,
        problems: all,
    }
}

/// `verified by technique: a 3, b 2` as a map.
fn technique_counts(line: &str) -> BTreeMap<String, usize> {
    line.trim_start_matches("verified by technique: ")
        .split(", ")
        .filter_map(|pair| {
            let (id, n) = pair.rsplit_once(' ')?;
            Some((id.to_string(), n.parse().ok()?))
        })
        .collect()
}

#[test]
fn every_step_of_every_set_verifies() {
    // Every set at once, each as an explain process piped into a verify process.
    let results: Vec<(&str, Verified)> = std::thread::scope(|scope| {
        let handles: Vec<_> = common::SETS
            .iter()
            .map(|&name| scope.spawn(move || (name, explain_and_verify(name))))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut verified: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, v) in &results {
        eprintln!("{name:26} {}", v.summary);
        let expect = format!(
            "{n} traces, 0 with errors; {n} solved by logic alone;",
            n = v.puzzles
        );
        if !v.summary.starts_with(&expect) || !v.problems.is_empty() {
            failures.push(format!(
                "{name}: {}\n{}",
                v.summary,
                v.problems
                    .iter()
                    .take(10)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
        assert!(
            v.summary.contains("unverified 0,"),
            "{name}: a step the verifier has no rule for: {}",
            v.summary
        );
        for (id, n) in technique_counts(&v.technique_line) {
            *verified.entry(id).or_default() += n;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Not vacuous: every technique of the registry was met and verified. The
    // remote pair fires on none of the sets (an XY-chain or a colouring step
    // always comes first); `every_lesson_step_verifies` covers it.
    let never: Vec<&str> = techniques()
        .map(|(id, _)| id.as_str())
        .filter(|id| !verified.contains_key(*id))
        .collect();
    assert_eq!(never, ["remote_pair"], "never verified on the sets");
}

#[test]
fn every_lesson_step_verifies() {
    let mut checked = BTreeSet::new();
    for (id, _) in techniques() {
        let lesson = sudoku_explain::lesson::lesson(id.as_str()).unwrap();
        for case in parse_cases(lesson).unwrap() {
            if case.expect.is_none() {
                continue;
            }
            // Only this technique, one step: the lesson's own step, as a trace.
            let options = Options {
                techniques: vec![id],
                max_steps: Some(1),
                ..Options::default()
            };
            let outcome = solve(&parse_one(&case.start).unwrap(), &options);
            assert_eq!(outcome.steps[0].technique, id);
            let json = serde_json::to_string(&trace(&outcome)).unwrap();
            let report = verify_trace(1, &json);
            assert!(
                report.problems.is_empty() && report.verified == 1,
                "{id}: {:?}",
                report.problems
            );
            checked.insert(id);
        }
    }
    assert_eq!(checked.len(), techniques().count());
}

#[test]
fn every_set_in_the_data_folder_is_verified() {
    let mut stored: Vec<String> = std::fs::read_dir(common::data_path(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt") || n.ends_with(".txt.gz"))
        .collect();
    stored.sort();
    assert_eq!(stored, common::SETS);
}
