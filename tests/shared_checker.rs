//! A second opinion: where the shared checker `../shared/tools/check-trace`
//! sits beside the project (the project's own machines and CI have it; a clone
//! elsewhere does not), it and `sudoku verify` read the same traces of every set
//! in `data/` and must agree on every count they share. Without the checker this
//! test says it was skipped and passes; nothing else in the project names that
//! folder (`.ci/run` enforces it).

mod common;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CHECKER: &str = "../shared/tools/check-trace";

/// The counts both summaries carry: traces, with errors, solved by logic
/// alone, steps, guesses, unsound, bad pattern, order.
#[derive(Debug, PartialEq, Eq)]
struct Counts([u64; 8]);

/// Reads the counts from a summary line of either program.
fn counts(line: &str) -> Counts {
    let number_before = |word: &str| -> u64 {
        let at = line
            .find(word)
            .unwrap_or_else(|| panic!("{word:?} missing in {line:?}"));
        line[..at]
            .split(|c: char| !c.is_ascii_digit())
            .rfind(|s| !s.is_empty())
            .unwrap()
            .parse()
            .unwrap()
    };
    let number_after = |word: &str| -> u64 {
        let at = line
            .find(word)
            .unwrap_or_else(|| panic!("{word:?} missing in {line:?}"))
            + word.len();
        line[at..]
            .trim_start()
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    Counts([
        number_before(" traces"),
        number_before(" with errors"),
        number_before(" solved by logic alone"),
        number_after("; steps"),
        number_after("guesses"),
        number_after("unsound"),
        number_after("bad pattern"),
        number_after("order"),
    ])
}

/// Runs `program args...` with `input` on standard input; its last line.
fn last_line(mut command: Command, input: &Path) -> String {
    let mut child = command
        .stdin(Stdio::from(std::fs::File::open(input).unwrap()))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    child.wait().unwrap();
    out.lines().last().unwrap_or_default().to_string()
}

/// Both summaries of one set: ours, then the shared checker's.
fn both(checker: &Path, dir: &Path, name: &str) -> (String, String) {
    let lines = common::whole_set(name);
    let puzzles = dir.join(format!("{name}.puzzles"));
    std::fs::write(&puzzles, lines.join("\n") + "\n").unwrap();
    let traces = dir.join(format!("{name}.jsonl"));
    let mut explain = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["explain", "--format", "json"])
        .arg(&puzzles)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut file = std::fs::File::create(&traces).unwrap();
    std::io::copy(explain.stdout.as_mut().unwrap(), &mut file).unwrap();
    file.flush().unwrap();
    assert!(explain.wait().unwrap().success());
    let mut ours = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    ours.args(["verify", "--quiet", "--puzzles"])
        .arg(&puzzles)
        .arg("-");
    let mut theirs = Command::new("python3");
    theirs
        .arg(checker)
        .args(["--quiet", "--puzzles"])
        .arg(&puzzles)
        .arg("-");
    let result = (last_line(ours, &traces), last_line(theirs, &traces));
    std::fs::remove_file(&traces).ok();
    std::fs::remove_file(&puzzles).ok();
    result
}

#[test]
fn the_shared_checker_agrees_on_every_set() {
    let checker = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(CHECKER);
    if !checker.exists() {
        common::notice(&format!(
            "the second opinion was skipped: {CHECKER} is not beside this clone; `sudoku verify` alone checks the sets (tests/verify_sets.rs)"
        ));
        return;
    }
    let dir = std::env::temp_dir().join(format!("sudoku-second-opinion-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Two workers take the sets from one queue, the largest traces first, so
    // that both cores stay busy to the end.
    let largest_first = [
        "seventeen-clue.txt.gz",
        "forum-hardest-110626.txt",
        "top1465.txt",
        "rated-se.txt",
        "levels-se-2000.txt",
        "everyday-1000.txt",
        "top95.txt",
        "norvig-hardest.txt",
        "easy50.txt",
    ];
    let mut sorted = largest_first.to_vec();
    sorted.sort();
    assert_eq!(sorted, common::SETS, "every set once");
    let queue = std::sync::Mutex::new(largest_first.into_iter());
    let results: Vec<(&str, (String, String))> = std::thread::scope(|scope| {
        let (dir, checker, queue) = (&dir, &checker, &queue);
        let workers: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(move || {
                    let mut done = Vec::new();
                    loop {
                        // The lock is let go before the set is checked.
                        let next = queue.lock().unwrap().next();
                        let Some(name) = next else { break };
                        done.push((name, both(checker, dir, name)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    std::fs::remove_dir_all(&dir).ok();
    let mut disagree = Vec::new();
    for (name, (ours, theirs)) in &results {
        eprintln!("{name}\n  sudoku verify: {ours}\n  check-trace:   {theirs}");
        let (a, b) = (counts(ours), counts(theirs));
        if a != b {
            disagree.push(format!("{name}: {a:?} vs {b:?}"));
        }
        assert_eq!(a.0[1], 0, "{name}: {ours}");
    }
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
}

#[test]
fn both_summary_lines_read_alike() {
    let ours = "95 traces, 0 with errors; 95 solved by logic alone; steps 7616 (verified 7616, unverified 0, unsound 0, bad pattern 0, out of order 0, incomplete 0, malformed 0, guesses 0)";
    let theirs = "95 traces, 0 with errors; 95 solved by logic alone; steps 7616 (verified 7616, unverified 0, bad pattern 0, unsound 0, order 0, incomplete 0, guesses 0)";
    assert_eq!(counts(ours), counts(theirs));
    assert_eq!(counts(ours).0, [95, 0, 95, 7616, 0, 0, 0, 0]);
}
