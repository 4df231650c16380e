//! The engine over the puzzle sets in `data/`: every step sound and the replay
//! reaches the solution (`tests/verify_sets.rs` runs the independent verifier
//! over every trace of every set).

mod common;

use common::{puzzle, sample};
use sudoku_explain::engine::{Options, Status, apply, solve};
use sudoku_explain::techniques::TechniqueId;

/// At least 300 puzzles spread across every set in `data/`.
fn spread() -> Vec<String> {
    sample(&[
        ("top1465.txt", 15),
        ("seventeen-clue.txt.gz", 700),
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
fn singles_alone_leave_the_rest_to_backtracking() {
    let options = Options {
        techniques: vec![TechniqueId::NakedSingle, TechniqueId::HiddenSingle],
        ..Options::default()
    };
    let p = puzzle(&common::data_set("top1465.txt")[0]);
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
