//! Helpers shared by the integration tests: the puzzle sets in `data/` and plain
//! 81-character puzzles.
#![allow(dead_code)]

pub mod branch;
pub mod chromium;
mod data;
pub mod links;
pub mod painted;
#[allow(unused_imports)]
pub use data::{SETS, data_path, data_set, puzzle};

use std::collections::BTreeMap;
use std::path::PathBuf;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, apply};
use sudoku_explain::outcome::{Outcome, solve};
use sudoku_explain::step::Step;

/// The human path's techniques but `left_out`.
pub fn default_techniques_without(left_out: &[TechniqueId]) -> Vec<TechniqueId> {
    Options::default()
        .techniques
        .into_iter()
        .filter(|t| !left_out.contains(t))
        .collect()
}

/// `techniques` as `--techniques` takes them.
pub fn techniques_arg(techniques: &[TechniqueId]) -> String {
    let ids: Vec<&str> = techniques.iter().map(|t| t.as_str()).collect();
    ids.join(",")
}

/// The human path's techniques but the multi-sector locked set and the
/// pattern forcing chains (the nested one too): the path forum-hardest #1
/// took before those techniques, whose second step is the nested forcing
/// chain with three inner chains (r3c4<>4) that the drawing and sentence
/// tests read. With them, that step is the locked set, and the third a
/// pattern forcing chain.
pub fn without_locked_sets() -> Vec<TechniqueId> {
    default_techniques_without(&[
        TechniqueId::MultiSectorLockedSet,
        TechniqueId::PatternForcingChain,
        TechniqueId::NestedPatternForcingChain,
    ])
}

/// [`without_locked_sets`] as `--techniques` takes it.
pub fn without_locked_sets_arg() -> String {
    techniques_arg(&without_locked_sets())
}

/// The human path's techniques but the kraken fish, as `--techniques` takes
/// them: the path top1465 took before that technique, on which the forcing
/// chains the drawing and sentence tests read (top1465 #304's unit forcing
/// chains) come where they did. With it, a kraken fish takes their place.
pub fn without_kraken_fish_arg() -> String {
    techniques_arg(&default_techniques_without(&[TechniqueId::KrakenFish]))
}

/// The human path's techniques but the franken fish, as `--techniques` takes
/// them: top1465 #2's step 11 is then the kraken fish the drawing tests read,
/// where a franken jellyfish takes its place with the franken fish.
pub fn without_franken_fish_arg() -> String {
    techniques_arg(&default_techniques_without(&[TechniqueId::FrankenFish]))
}

/// Says on the test run's own output (not the captured kind, which only
/// `--nocapture` shows) that part of a test did not run, or ran on less.
pub fn notice(message: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "notice: {message}");
}

/// How the whole-set checks read the seventeen-clue set: all 49,151 puzzles
/// when `SUDOKU_FULL_SETS=1` (as `.ci/run` sets), otherwise every 10th, so
/// that `cargo test` stays quick on a laptop.
pub const FULL_SETS: &str = "SUDOKU_FULL_SETS";

/// The puzzles of a set for a check over whole sets: every set as stored but
/// seventeen-clue, which is sampled unless [`FULL_SETS`] asks for all of it.
pub fn whole_set(name: &str) -> Vec<String> {
    let lines = data_set(name);
    if !name.starts_with("seventeen") || std::env::var(FULL_SETS).as_deref() == Ok("1") {
        return lines;
    }
    let sample: Vec<String> = lines.iter().step_by(10).cloned().collect();
    notice(&format!(
        "{name}: every 10th puzzle ({} of {}); {FULL_SETS}=1 checks all",
        sample.len(),
        lines.len()
    ));
    sample
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
///
/// The puzzles are solved a batch at a time on every core (the hardest sets
/// take a minute or more on one) and visited in the set's order.
pub fn visit_steps(
    lines: &[String],
    mine: &[TechniqueId],
    mut visit: impl FnMut(&Grid, &Step, &[u8; 81], &str),
) -> BTreeMap<TechniqueId, usize> {
    let mut counts = BTreeMap::new();
    for batch in lines.chunks(BATCH) {
        for (line, outcome) in batch.iter().zip(solved(batch)) {
            let Some(solution) = outcome.solution else {
                continue;
            };
            let mut grid = puzzle(line).grid();
            for step in &outcome.steps {
                if mine.contains(&step.technique) {
                    *counts.entry(step.technique).or_default() += 1;
                    visit(&grid, step, &solution, line);
                }
                apply(&mut grid, &step.deduction);
            }
        }
    }
    counts
}

/// How many puzzles [`visit_steps`] solves before it visits them: enough to
/// keep every core busy, few enough that their steps stay small in memory.
const BATCH: usize = 64;

/// The outcome of each of `lines`, in order, solved on every core.
fn solved(lines: &[String]) -> Vec<Outcome> {
    on_every_core(lines, |line| solve(&puzzle(line), &Options::default()))
}

/// `f` of each of `items`, in order, computed on every core (the rayon pool
/// the library's generator uses too).
pub fn on_every_core<I: Sync, T: Send>(items: &[I], f: impl Fn(&I) -> T + Sync + Send) -> Vec<T> {
    use rayon::prelude::*;
    items.par_iter().map(f).collect()
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

/// The JSON trace of `examples/x-wing.txt`, as `explain --format json` writes it.
pub fn x_wing_trace() -> String {
    let run = sudoku(&["explain", "--format", "json", "examples/x-wing.txt"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
}

/// Runs the `sudoku` binary from the crate root with `args`, `stdin` piped to
/// its standard input. An empty `stdin` gives it no standard input at all
/// (`/dev/null`, as `Command::output` does), which the commands read as no
/// input: without FILE they show their built-in example. [`sudoku_piped`]
/// pipes even an empty text.
pub fn sudoku(args: &[&str], stdin: &str) -> Run {
    if stdin.is_empty() {
        run_sudoku(args, None)
    } else {
        run_sudoku(args, Some(stdin))
    }
}

/// Runs the `sudoku` binary with `stdin` piped to it, even when it is empty.
pub fn sudoku_piped(args: &[&str], stdin: &str) -> Run {
    run_sudoku(args, Some(stdin))
}

fn run_sudoku(args: &[&str], stdin: Option<&str>) -> Run {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("NO_COLOR")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(text) = stdin {
        // A command told not to read its input (`--example`) may exit before
        // the input is written: a broken pipe then is no failure.
        let written = child.stdin.take().unwrap().write_all(text.as_bytes());
        if let Err(e) = written {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
        }
    }
    let out = child.wait_with_output().unwrap();
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}
