//! `sudoku generate` from the outside: reproducible batches, one solution and
//! minimality checked by an independent solver, levels that rate as asked, the
//! technique asked for (as the hardest step, or anywhere), the practice position
//! read back, requests that cannot be met, and the time limit.

use crate::common;

use common::sudoku;
use serde_json::Value;
use std::time::{Duration, Instant};
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, find_step};
use sudoku_explain::outcome::solve;
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
    let practice = [
        "generate",
        "--count",
        "4",
        "--seed",
        "42",
        "--needs",
        "pointing",
        "--practice",
    ];
    let one = lines(&[&practice[..], &["--jobs", "1"]].concat());
    let two = lines(&[&practice[..], &["--jobs", "2"]].concat());
    assert_eq!(one, two);
    assert_eq!(one.len(), 4);
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
            let r = &rated(&[puzzle])[0];
            assert_eq!(r["level"], level, "rate agrees: {puzzle}");
            assert_eq!(v["seed"], 9);
            assert_eq!(v["solution"].as_str().unwrap().len(), 81);
        }
    }
}

/// `sudoku rate --path human --format json` on these puzzles (the path
/// `generate` judges, the one `explain` shows), with the order the library's
/// default options use, whatever `rate`'s own default is.
fn rated(puzzles: &[&str]) -> Vec<Value> {
    let order = Options::default().order.name();
    let run = sudoku(
        &[
            "rate", "--path", "human", "--format", "json", "--order", order, "-",
        ],
        &puzzles.join("\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn needs_gives_puzzles_whose_hardest_step_is_the_technique() {
    let out = lines(&[
        "generate", "--count", "3", "--seed", "21", "--needs", "x_wing", "--format", "json",
        "--trace",
    ]);
    assert_eq!(out.len(), 3);
    let records: Vec<Value> = out
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for v in &records {
        // The explained path's hardest step is the technique asked for, and
        // it is the step the rating names.
        let k = v["rating"]["hardest_step"].as_u64().unwrap() as usize;
        let step = &v["trace"]["steps"][k - 1];
        assert_eq!(step["technique"], "x_wing", "{v}");
        assert_eq!(v["rating"]["hardest"], "x_wing");
        assert_eq!(v["trace"]["summary"]["rating"], v["rating"]);
    }
    // `rate --path human` gives the same rating.
    let puzzles: Vec<&str> = records
        .iter()
        .map(|v| v["puzzle"].as_str().unwrap())
        .collect();
    for (r, v) in rated(&puzzles).iter().zip(&records) {
        assert_eq!(
            r["difficulty"], v["rating"]["difficulty"],
            "rate agrees: {r}"
        );
        assert_eq!(r["hardest"], v["rating"]["hardest"], "rate agrees: {r}");
    }
}

/// The minlex forms of the seed list's puzzles for `technique`.
fn seed_forms(technique: &str) -> Vec<[u8; 81]> {
    let list = std::fs::read_to_string("src/generate/seeds.txt").unwrap();
    list.lines()
        .filter_map(|l| l.strip_prefix(technique)?.strip_prefix(' '))
        .map(|p| sudoku_explain::minlex(&parse_one(p).unwrap().givens).0)
        .collect()
}

#[test]
fn a_rare_technique_gets_new_neighbours_of_puzzles_known_to_need_it() {
    let technique = "dynamic_forcing_chain";
    let run = sudoku(
        &[
            "generate", "--count", "3", "--seed", "4", "--needs", technique, "--format", "json",
            "--jobs", "1",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Said where a person reading the lines sees it, not only in JSON.
    assert!(
        run.stderr
            .contains("note: 3 of these puzzles were made near known puzzles"),
        "{}",
        run.stderr
    );
    let out: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(out.len(), 3);
    let records: Vec<Value> = out
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let seeds = seed_forms(technique);
    assert!(!seeds.is_empty(), "the seed list has {technique}");
    let mut forms = Vec::new();
    for v in &records {
        assert_eq!(v["origin"], "neighbour", "{v}");
        assert_eq!(v["rating"]["hardest"], technique, "{v}");
        let line = v["puzzle"].as_str().unwrap();
        // One solution, by an independent solver, and it is the one printed.
        assert_eq!(solutions(line), 1, "{line}");
        let solved = sudoku::Sudoku::from_str_line(line)
            .unwrap()
            .solution()
            .unwrap();
        assert_eq!(
            solved.to_str_line().to_string(),
            v["solution"].as_str().unwrap()
        );
        let form = sudoku_explain::minlex(&parse_one(line).unwrap().givens).0;
        // No copy of a seed, nor of another puzzle of the batch.
        assert!(!seeds.contains(&form), "a seed written another way: {line}");
        assert!(!forms.contains(&form), "made twice: {line}");
        forms.push(form);
    }
    // `rate --path human` gives the same rating.
    let puzzles: Vec<&str> = records
        .iter()
        .map(|v| v["puzzle"].as_str().unwrap())
        .collect();
    for (r, v) in rated(&puzzles).iter().zip(&records) {
        assert_eq!(r["hardest"], v["rating"]["hardest"], "rate agrees: {r}");
    }
    // Random puzzles say so, with no note.
    let easy = sudoku(
        &[
            "generate", "--seed", "4", "--level", "easy", "--format", "json",
        ],
        "",
    );
    let v: Value = serde_json::from_str(easy.stdout.lines().next().unwrap()).unwrap();
    assert_eq!(v["origin"], "random");
    assert!(!easy.stderr.contains("note:"), "{}", easy.stderr);
}

#[test]
fn needs_any_gives_puzzles_whose_solve_uses_the_technique_somewhere() {
    let out = lines(&[
        "generate",
        "--count",
        "2",
        "--seed",
        "3",
        "--needs-any",
        "x_wing",
        "--practice",
        "--format",
        "json",
        "--trace",
    ]);
    assert_eq!(out.len(), 2);
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

/// The first step the engine takes from the practice position `generate`
/// printed for `flag technique`.
fn first_step_of_practice(flag: &str, technique: &str, seed: &str) -> (TechniqueId, String) {
    let out = lines(&[
        "generate",
        flag,
        technique,
        "--practice",
        "--count",
        "1",
        "--seed",
        seed,
    ]);
    let (_, practice) = out[0].split_once('\t').expect("puzzle, tab, practice");
    let puzzle = parse_one(practice).unwrap();
    let options = Options {
        max_steps: Some(1),
        ..Options::default()
    };
    let step = solve(&puzzle, &options).steps.remove(0);
    (step.technique, practice.to_string())
}

#[test]
fn the_practice_position_reads_back_to_a_step_of_the_technique() {
    // Every technique that a few seconds find, with singles among them: their
    // target cell has one candidate, which a pencil-mark line would read as a
    // filled cell.
    let cases = [
        ("--needs-any", "full_house"),
        ("--needs", "naked_single"),
        ("--needs-any", "hidden_single"),
        ("--needs", "pointing"),
        ("--needs", "box_line"),
        ("--needs", "naked_pair"),
        ("--needs", "hidden_pair"),
        ("--needs", "x_wing"),
        ("--needs", "skyscraper"),
        ("--needs", "xy_wing"),
        ("--needs", "w_wing"),
        ("--needs", "aic"),
    ];
    for (flag, technique) in cases {
        let (found, practice) = first_step_of_practice(flag, technique, "11");
        assert_eq!(found.as_str(), technique, "{flag} {technique}: {practice}");
    }
}

#[test]
fn a_single_to_practise_is_printed_as_digits_with_its_cell_empty() {
    for (flag, technique) in [("--needs", "naked_single"), ("--needs-any", "full_house")] {
        let (found, practice) = first_step_of_practice(flag, technique, "11");
        assert_eq!(found.as_str(), technique);
        assert_eq!(practice.len(), 81, "only singles came before: {practice}");
    }
}

#[test]
fn an_impossible_request_fails_at_once_and_says_why() {
    let cases = [
        (
            vec!["--level", "easy", "--needs", "x_wing"],
            "a puzzle whose hardest step is x_wing is at least hard (the level of x_wing), not easy",
        ),
        (
            vec!["--level", "extreme", "--needs", "x_wing"],
            "a puzzle whose hardest step is x_wing is at most hard",
        ),
        (
            vec!["--level", "medium", "--needs-any", "x_wing"],
            "a puzzle whose solve uses x_wing is at least hard (the level of x_wing), not medium",
        ),
    ];
    for (request, reason) in cases {
        let started = Instant::now();
        let args: Vec<&str> = ["generate", "--seed", "1"]
            .into_iter()
            .chain(request)
            .collect();
        let run = sudoku(&args, "");
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(reason), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "refused at once"
        );
    }
    // Somewhere, an X-wing fits any level from its own up.
    let out = lines(&[
        "generate",
        "--count",
        "1",
        "--seed",
        "1",
        "--level",
        "expert",
        "--needs-any",
        "x_wing",
    ]);
    assert_eq!(out.len(), 1);
}

#[test]
fn backtracking_cannot_be_needed_and_the_refusal_says_why() {
    for flag in ["--needs", "--needs-any"] {
        let run = sudoku(&["generate", flag, "backtrack"], "");
        assert_eq!(run.code, 2);
        assert!(
            run.stderr
                .contains("backtracking is the fallback when no technique applies"),
            "{}",
            run.stderr
        );
    }
    let help = sudoku(&["generate", "--help"], "");
    let listed = help
        .stdout
        .lines()
        .filter(|l| l.contains("[possible values: full_house"));
    for line in listed {
        assert!(
            !line.contains("backtrack"),
            "help offers only what is accepted"
        );
    }
    assert!(help.stdout.contains("not `backtrack`, the fallback"));
}

#[test]
fn a_rare_request_stops_at_the_time_limit_with_exit_code_1_and_a_count() {
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
    assert_eq!(run.code, 1, "not 2: the request was good, the time ran out");
    assert!(run.stderr.contains("--timeout"), "{}", run.stderr);
    let made = run.stdout.lines().count();
    assert!(
        run.stderr
            .contains(&format!("with {made} of 100000 puzzles")),
        "{}",
        run.stderr
    );
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
