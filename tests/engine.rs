//! The engine over the shared puzzle sets: every step sound, the replay reaches
//! the solution, and the independent checker agrees with every trace.

mod common;

use common::{puzzle, sample, shared_tool};
use std::io::Write;
use std::process::{Command, Stdio};
use sudoku_explain::engine::{Options, Status, apply, solve};
use sudoku_explain::render::json::write_trace;
use sudoku_explain::techniques::TechniqueId;

/// At least 300 puzzles spread across every shared set.
fn spread() -> Vec<String> {
    sample(&[
        ("top1465.txt", 15),
        ("seventeen-clue.txt", 700),
        ("everyday-1000.txt", 20),
        ("forum-hardest-110626.txt", 10),
        ("rated-se.txt", 40),
        ("levels-se-2000.txt", 50),
        ("top95.txt", 10),
        ("norvig-hardest.txt", 3),
        ("easy50.txt", 5),
    ])
}

#[test]
fn every_step_is_sound_and_the_replay_reaches_the_solution() {
    for line in spread() {
        let p = puzzle(&line);
        let outcome = solve(&p, &Options::default());
        assert_eq!(outcome.status, Status::Solved, "{line}");
        let solution = outcome.solution.unwrap();
        let mut grid = p.grid();
        for step in &outcome.steps {
            for c in step.placements() {
                assert_eq!(solution[c.cell.index()], c.digit, "{line}: {step:?}");
            }
            for c in step.eliminations() {
                assert_ne!(solution[c.cell.index()], c.digit, "{line}: {step:?}");
                assert!(
                    grid.candidates(c.cell).contains(c.digit),
                    "{line}: {step:?}"
                );
            }
            apply(&mut grid, &step.deduction);
        }
        assert_eq!(grid.values(), &solution, "{line}");
    }
}

#[test]
fn the_independent_checker_finds_no_error() {
    let puzzles = spread();
    assert!(puzzles.len() >= 300);
    let dir = std::env::temp_dir().join(format!("sudoku-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("puzzles.txt");
    std::fs::write(&list, puzzles.join("\n") + "\n").unwrap();
    let mut traces = Vec::new();
    for line in &puzzles {
        let outcome = solve(&puzzle(line), &Options::default());
        write_trace(&mut traces, &outcome, false).unwrap();
    }
    let mut child = Command::new("python3")
        .arg(shared_tool("check-trace"))
        .arg("--quiet")
        .arg("--puzzles")
        .arg(&list)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs the checker");
    child.stdin.take().unwrap().write_all(&traces).unwrap();
    let output = child.wait_with_output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    let summary = report.lines().last().unwrap_or_default();
    assert!(output.status.success(), "checker failed:\n{report}");
    assert!(summary.contains(", 0 with errors;"), "{summary}");
    assert!(summary.contains("order 0,"), "{summary}");
    assert!(summary.contains("bad pattern 0,"), "{summary}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn singles_alone_leave_the_rest_to_backtracking() {
    let options = Options {
        techniques: vec![TechniqueId::NakedSingle, TechniqueId::HiddenSingle],
        ..Options::default()
    };
    let p = puzzle(&common::shared_set("top1465.txt")[0]);
    let outcome = solve(&p, &options);
    assert!(outcome.final_grid().is_full());
    let used: Vec<TechniqueId> = outcome
        .summary()
        .techniques
        .iter()
        .map(|(id, _)| *id)
        .collect();
    assert!(used.contains(&TechniqueId::Backtrack));
    assert!(used.iter().all(|id| {
        [
            TechniqueId::NakedSingle,
            TechniqueId::HiddenSingle,
            TechniqueId::Backtrack,
        ]
        .contains(id)
    }));
}

#[test]
fn a_puzzle_without_solution_has_no_steps() {
    // Two 5s can't both be right, but they sit in different units: the search must say so.
    let mut line = String::from(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    );
    line.replace_range(2..3, "1");
    line.replace_range(3..4, "2");
    let outcome = solve(&puzzle(&line), &Options::default());
    assert_eq!(outcome.status, Status::NoSolution);
    assert!(outcome.steps.is_empty());
}

#[test]
fn max_steps_stops_early() {
    let p =
        puzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    let outcome = solve(
        &p,
        &Options {
            max_steps: Some(5),
            ..Options::default()
        },
    );
    assert_eq!(outcome.steps.len(), 5);
    assert!(!outcome.final_grid().is_full());
}
