//! The engine over the puzzle sets in `data/`: every step sound and the replay
//! reaches the solution (`tests/verify_sets.rs` runs the independent verifier
//! over every trace of every set).

use crate::common;

use common::{puzzle, sample};
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, Status, apply};
use sudoku_explain::outcome::solve;

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

#[test]
fn the_hardest_step_rates_the_puzzle() {
    use sudoku_explain::catalog::Level;
    use sudoku_explain::engine::SolvePath;
    use sudoku_explain::rating::step_difficulty;
    let tour = "6....3.845.1.9.......46..9.9.....3...72...85...8.....2.9..78.......2.7.936.1....8";
    let outcome = solve(&puzzle(tour), &Options::default());
    let r = outcome.rating.expect("solved by logic");
    assert_eq!(r.path, SolvePath::Human);
    assert_eq!(r.hardest, Some(TechniqueId::XWing));
    assert_eq!(r.difficulty, 32);
    assert_eq!(r.level, Level::Hard);
    assert!(r.ed <= r.ep && r.ep <= r.difficulty);
    // The rating is a fold over the steps shown: the hardest is one of them,
    // the first of equals, and the total adds them all.
    let k = r.hardest_step.unwrap();
    assert_eq!(outcome.steps[k].technique, TechniqueId::XWing);
    let values: Vec<u16> = outcome.steps.iter().map(step_difficulty).collect();
    assert!(values[..k].iter().all(|&v| v < 32) && values[k..].iter().all(|&v| v <= 32));
    assert_eq!(r.total, values.iter().map(|&v| v as u32).sum::<u32>());
    assert_eq!(r.steps, outcome.steps.len());
    let json = serde_json::to_string(&r).unwrap();
    let expected = format!(
        r#"{{"path":"human","difficulty":3.2,"level":"hard","hardest":"x_wing","hardest_step":{},"#,
        k + 1
    );
    assert!(json.starts_with(&expected), "{json}");
}

#[test]
fn the_solving_types_cross_threads_and_answer_alike_on_each() {
    fn send_and_share<T: Send + Sync>() {}
    send_and_share::<sudoku_explain::Puzzle>();
    send_and_share::<sudoku_explain::Grid>();
    send_and_share::<sudoku_explain::Step>();
    send_and_share::<sudoku_explain::Outcome>();
    send_and_share::<Options>();
    send_and_share::<&'static dyn sudoku_explain::techniques::Technique>();
    fn send<T: Send>() {}
    send::<sudoku_explain::techniques::Analysis<'static>>();
    // No technique keeps state between calls: the same puzzles solved on two
    // threads at once, in opposite orders, give the same steps as one thread.
    let puzzles: Vec<_> = sample(&[("top1465.txt", 150)])
        .iter()
        .map(|l| puzzle(l))
        .collect();
    let alone: Vec<_> = puzzles
        .iter()
        .map(|p| solve(p, &Options::default()).steps)
        .collect();
    let (forward, backward) = std::thread::scope(|s| {
        let f = s.spawn(|| {
            puzzles
                .iter()
                .map(|p| solve(p, &Options::default()).steps)
                .collect::<Vec<_>>()
        });
        let b = s.spawn(|| {
            let mut v: Vec<_> = puzzles
                .iter()
                .rev()
                .map(|p| solve(p, &Options::default()).steps)
                .collect();
            v.reverse();
            v
        });
        (f.join().unwrap(), b.join().unwrap())
    });
    assert_eq!(forward, alone);
    assert_eq!(backward, alone);
}

#[test]
fn every_step_is_worth_what_its_technique_can_be_worth() {
    // `generate` turns puzzles down by these bounds without valuing the step
    // it has not found: a step outside them would make it turn down a puzzle
    // it should keep.
    use sudoku_explain::rating::{step_difficulty, value_bounds};
    let mut seen = std::collections::BTreeSet::new();
    for set in ["top95.txt", "rated-se.txt"] {
        for line in common::data_set(set).iter().step_by(7) {
            let outcome = solve(&puzzle(line), &Options::default());
            for step in &outcome.steps {
                let value = step_difficulty(step);
                let (least, most) = value_bounds(step.technique);
                assert!(
                    value >= least && most.is_none_or(|m| value <= m),
                    "{} worth {value}, outside {least}..{most:?}: {line}",
                    step.technique
                );
                seen.insert(step.technique);
            }
        }
    }
    assert!(seen.len() > 30, "only {} techniques met", seen.len());
}
