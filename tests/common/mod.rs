//! Helpers shared by the integration tests: the puzzle sets in `data/` and plain
//! 81-character puzzles.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;
use sudoku_explain::Puzzle;
use sudoku_explain::engine::{Options, apply, solve};
use sudoku_explain::grid::Grid;
use sudoku_explain::step::Step;
use sudoku_explain::techniques::TechniqueId;

/// `data/<name>` in the project.
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}

/// Every puzzle set in `data/`, as stored.
pub const SETS: [&str; 9] = [
    "easy50.txt",
    "everyday-1000.txt",
    "forum-hardest-110626.txt",
    "levels-se-2000.txt",
    "norvig-hardest.txt",
    "rated-se.txt",
    "seventeen-clue.txt.gz",
    "top1465.txt",
    "top95.txt",
];

/// The puzzle lines of a set in `data/` (one 81-character puzzle per line),
/// decompressed first when `name` ends with `.gz`.
pub fn data_set(name: &str) -> Vec<String> {
    use std::io::Read;
    let path = data_path(name);
    let fail = |e: std::io::Error| -> ! { panic!("cannot read {}: {e}", path.display()) };
    let text = if name.ends_with(".gz") {
        let file = std::fs::File::open(&path).unwrap_or_else(|e| fail(e));
        let mut text = String::new();
        flate2::read::GzDecoder::new(file)
            .read_to_string(&mut text)
            .unwrap_or_else(|e| fail(e));
        text
    } else {
        std::fs::read_to_string(&path).unwrap_or_else(|e| fail(e))
    };
    text.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// A puzzle from an 81-character line (`.` or `0` for empty).
pub fn puzzle(line: &str) -> Puzzle {
    let mut givens = [0u8; 81];
    for (i, ch) in line.bytes().take(81).enumerate() {
        if ch.is_ascii_digit() {
            givens[i] = ch - b'0';
        }
    }
    Puzzle::from_givens(givens)
}

/// Every `step`-th puzzle of each named set.
pub fn sample(sets: &[(&str, usize)]) -> Vec<String> {
    sets.iter()
        .flat_map(|(name, step)| data_set(name).into_iter().step_by(*step))
        .collect()
}

/// Solves each puzzle of `lines` that has a solution and replays its steps;
/// for each step whose technique is in `mine`, calls `visit` with the grid just
/// before the step, the step, the solution and the puzzle's line. Returns how
/// many steps each of those techniques took.
pub fn visit_steps(
    lines: &[String],
    mine: &[TechniqueId],
    mut visit: impl FnMut(&Grid, &Step, &[u8; 81], &str),
) -> BTreeMap<TechniqueId, usize> {
    let mut counts = BTreeMap::new();
    for line in lines {
        let p = puzzle(line);
        let outcome = solve(&p, &Options::default());
        let Some(solution) = outcome.solution else {
            continue;
        };
        let mut grid = p.grid();
        for step in &outcome.steps {
            if mine.contains(&step.technique) {
                *counts.entry(step.technique).or_default() += 1;
                visit(&grid, step, &solution, line);
            }
            apply(&mut grid, &step.deduction);
        }
    }
    counts
}

/// What every step that only removes candidates satisfies: it places nothing,
/// removes something, and removes only candidates the grid still has and the
/// solution does not hold.
pub fn assert_sound_removals(grid: &Grid, step: &Step, solution: &[u8; 81], line: &str) {
    assert!(step.placements().is_empty(), "{line}: {step:?}");
    assert!(!step.eliminations().is_empty(), "{line}: {step:?}");
    for c in step.eliminations() {
        assert_ne!(solution[c.cell.index()], c.digit, "{line}: {step:?}");
        assert!(
            grid.candidates(c.cell).contains(c.digit),
            "{line}: {step:?}"
        );
    }
}

/// Snapshot settings that store snapshots under the top-level `snapshots/<area>/`.
pub fn snapshots(area: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(area),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// What a run of the `sudoku` binary printed, and its exit code.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Runs the `sudoku` binary from the crate root with `args` and `stdin`.
pub fn sudoku(args: &[&str], stdin: &str) -> Run {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}
