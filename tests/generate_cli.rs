//! `sudoku generate` from the outside: reproducible batches, one solution and
//! minimality checked by an independent solver, levels that rate as asked, the
//! technique asked for, the practice position, and the time limit.

mod common;

use common::sudoku;
use serde_json::Value;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::find_step;
use sudoku_explain::parse::parse_one;

fn lines(args: &[&str]) -> Vec<String> {
    let run = sudoku(args, "");
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout.lines().map(str::to_string).collect()
}

fn solutions(line: &str) -> usize {
    sudoku::Sudoku::from_str_line(line)
        .unwrap()
        .solutions_count_up_to(2)
}

#[test]
fn the_same_seed_gives_the_same_puzzles_on_any_number_of_threads() {
    let one = lines(&["generate", "--count", "6", "--seed", "42", "--jobs", "1"]);
    let two = lines(&["generate", "--count", "6", "--seed", "42", "--jobs", "2"]);
    assert_eq!(one, two);
    assert_eq!(one.len(), 6);
    let other = lines(&["generate", "--count", "6", "--seed", "43"]);
    assert_ne!(one, other);
}

#[test]
fn puzzles_have_one_solution_and_minimal_ones_lose_it_without_any_given() {
    for p in lines(&[
        "generate",
        "--count",
        "8",
        "--seed",
        "5",
        "--minimal",
        "--symmetry",
        "rotational",
    ]) {
        assert_eq!(solutions(&p), 1, "{p}");
        let bytes = p.as_bytes();
        for i in 0..81 {
            assert_eq!(bytes[i] == b'.', bytes[80 - i] == b'.', "rotational: {p}");
            if bytes[i] != b'.' {
                let mut fewer = p.clone();
                fewer.replace_range(i..i + 1, ".");
                assert_eq!(solutions(&fewer), 2, "given {i} of {p} can go");
            }
        }
    }
}

#[test]
fn each_level_rates_at_that_level() {
    for level in ["easy", "medium", "hard", "expert", "extreme"] {
        let out = lines(&[
            "generate", "--count", "2", "--seed", "9", "--level", level, "--format", "json",
        ]);
        for line in out {
            let v: Value = serde_json::from_str(&line).unwrap();
            assert_eq!(v["rating"]["level"], level, "{line}");
            let puzzle = v["puzzle"].as_str().unwrap();
            let rated = sudoku(&["rate", "--format", "json", "-"], puzzle);
            let r: Value = serde_json::from_str(rated.stdout.trim()).unwrap();
            assert_eq!(r["level"], level, "rate agrees: {puzzle}");
            assert_eq!(v["seed"], 9);
            assert_eq!(v["solution"].as_str().unwrap().len(), 81);
        }
    }
}

#[test]
fn needs_gives_puzzles_whose_solve_uses_the_technique_and_a_position_to_practise() {
    let out = lines(&[
        "generate",
        "--count",
        "2",
        "--seed",
        "3",
        "--needs",
        "x_wing",
        "--practice",
        "--format",
        "json",
        "--trace",
    ]);
    for line in out {
        let v: Value = serde_json::from_str(&line).unwrap();
        let steps = v["trace"]["steps"].as_array().unwrap();
        assert!(steps.iter().any(|s| s["technique"] == "x_wing"), "{line}");
        let practice = parse_one(v["practice"].as_str().unwrap()).unwrap();
        assert!(
            find_step(&practice.grid(), TechniqueId::XWing).is_some(),
            "the practice position has an X-wing"
        );
    }
}

#[test]
fn a_rare_request_stops_at_the_time_limit_with_a_clear_message() {
    let run = sudoku(
        &[
            "generate",
            "--count",
            "100000",
            "--needs",
            "jellyfish",
            "--timeout",
            "1",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--timeout"), "{}", run.stderr);
}

#[test]
fn without_a_seed_the_seed_is_printed() {
    let run = sudoku(&["generate"], "");
    assert_eq!(run.code, 0);
    assert!(run.stderr.starts_with("seed "), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1);
}

#[test]
fn a_trace_without_json_is_refused_not_ignored() {
    let run = sudoku(&["generate", "--count", "1", "--seed", "3", "--trace"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("--trace adds the solution trace to --format json")
    );
    assert!(run.stdout.is_empty());
}
