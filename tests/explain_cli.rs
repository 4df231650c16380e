//! `sudoku explain` from the outside: the terminal trace (plain and coloured), the
//! pencil-mark grid view and the JSON trace, over the curated examples.

use crate::common;

use common::{snapshots, sudoku};

fn trace(args: &[&str]) -> String {
    let run = sudoku(args, "");
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

#[test]
fn the_default_example_shows_singles_an_intersection_a_pair_and_a_fish() {
    let out = trace(&["explain", "--color", "never"]);
    for name in [
        "Hidden single",
        "Pointing",
        "Naked pair",
        "X-wing",
        "solved by logic alone",
    ] {
        assert!(out.contains(name), "{name} missing");
    }
    snapshots("explain").bind(|| insta::assert_snapshot!("tour", out));
}

#[test]
fn curated_puzzles_read_as_plain_text() {
    for (name, args) in [
        ("classic", vec!["--example", "classic"]),
        ("seventeen", vec!["examples/seventeen.txt"]),
        ("naked_pair", vec!["examples/naked-pair.txt"]),
        ("box_line", vec!["examples/box-line.txt"]),
        ("x_wing", vec!["examples/x-wing.txt"]),
        ("swordfish", vec!["examples/swordfish.txt"]),
        ("empty_grid", vec!["examples/empty.txt"]),
        ("two_solutions", vec!["examples/two-solutions.txt"]),
    ] {
        let mut all = vec!["explain", "--color", "never"];
        all.extend(args);
        let out = trace(&all);
        snapshots("explain").bind(|| insta::assert_snapshot!(name, out));
    }
}

#[test]
fn no_solution_says_so_and_exits_one() {
    let run = sudoku(&["explain", "examples/no-solution.txt"], "");
    assert_eq!(run.code, 1);
    snapshots("explain").bind(|| insta::assert_snapshot!("no_solution", run.stdout));
}

#[test]
fn an_input_error_is_reported_and_the_other_puzzles_explained() {
    let run = sudoku(&["explain", "--quiet", "examples/with-errors.txt"], "");
    assert_eq!(run.code, 2);
    let both = format!("stdout:\n{}\nstderr:\n{}", run.stdout, run.stderr);
    snapshots("explain").bind(|| insta::assert_snapshot!("with_errors", both));
}

#[test]
fn colour_marks_names_pattern_placements_and_removals() {
    let out = trace(&["explain", "--color", "always", "examples/x-wing.txt"]);
    assert!(out.contains("\u{1b}[32"), "green placements");
    assert!(out.contains("\u{1b}[31"), "red removals");
    snapshots("explain").bind(|| insta::assert_snapshot!("x_wing_coloured", out));
}

#[test]
fn never_colours_when_asked_not_to_or_when_piped() {
    assert!(
        !trace(&["explain"]).contains('\u{1b}'),
        "auto, not a terminal"
    );
    assert!(!trace(&["explain", "--color", "never"]).contains('\u{1b}'));
}

#[test]
fn the_grid_view_draws_each_step_on_the_pencil_marks() {
    let out = trace(&[
        "explain",
        "--color",
        "never",
        "--grid",
        "--steps",
        "3",
        "--example",
        "classic",
    ]);
    snapshots("explain").bind(|| insta::assert_snapshot!("classic_grid_first_steps", out));
    let fish = trace(&[
        "explain",
        "--color",
        "never",
        "--grid",
        "examples/x-wing.txt",
    ]);
    let at = fish.find("X-wing ").expect("the x-wing step");
    let before = &fish[..at];
    let picture = &before[before.rfind('┏').unwrap()..];
    assert!(picture.contains("*"), "pattern candidates marked");
    assert!(picture.contains("x2"), "removed candidates marked");
    assert!(!picture.contains("-2"), "a removal never reads as a range");
}

#[test]
fn quiet_prints_one_summary_line_per_puzzle() {
    let out = trace(&["explain", "--quiet", "examples/tour.txt"]);
    assert_eq!(out.lines().count(), 1);
    assert!(out.contains("solved by logic alone"));
}

#[test]
fn technique_choice_leaves_the_rest_to_backtracking() {
    let out = trace(&[
        "explain",
        "--quiet",
        "--techniques",
        "naked_single,hidden_single",
        "examples/x-wing.txt",
    ]);
    assert!(out.contains("backtracking"), "{out}");
    let out = trace(&[
        "explain",
        "--quiet",
        "--max-technique",
        "x_wing",
        "examples/x-wing.txt",
    ]);
    assert!(out.contains("solved by logic alone"), "{out}");
}

#[test]
fn examples_are_listed_and_unknown_ones_refused() {
    let out = trace(&["explain", "--example", "list"]);
    assert!(out.contains("tour") && out.contains("classic"));
    assert_eq!(sudoku(&["explain", "--example", "nope"], "").code, 2);
}

#[test]
fn the_json_trace_of_the_tour() {
    let out = trace(&["explain", "--format", "json", "--pretty"]);
    snapshots("explain").bind(|| insta::assert_snapshot!("tour_json", out));
}

#[test]
fn a_closed_pipe_ends_quietly_with_success() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["explain", "--color", "never"])
        .arg(common::data_path("top1465.txt"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "Puzzle 1 (line 1)\n");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_trace_points_to_the_notation_lesson_once_at_the_first_chain() {
    let text = std::fs::read_to_string(common::data_path("top1465.txt")).unwrap();
    let first = format!("{}\n", text.lines().next().unwrap());
    let run = common::sudoku(&["explain", "--color", "never", "-"], &first);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout.matches("sudoku learn notation").count(), 1);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("sudoku learn notation"))
        .unwrap();
    // Right under the first step written as a chain (the skyscraper).
    assert!(lines[at - 1].contains("Skyscraper"), "{}", lines[at - 1]);
    // The easy tour has no chain and no pointer.
    assert!(!trace(&["explain", "--color", "never"]).contains("learn notation"));
}

#[test]
fn a_collection_numbers_its_puzzles_with_their_lines() {
    let run = common::sudoku(
        &["explain", "--color", "never", "tests/data/collection.txt"],
        "",
    );
    let heads: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("Puzzle"))
        .collect();
    assert!(heads.len() > 1, "{}", run.stdout);
    assert!(heads[0].starts_with("Puzzle 1 (line "), "{heads:?}");
    assert!(heads[1].starts_with("Puzzle 2 (line "), "{heads:?}");
}

#[test]
fn the_summary_names_the_largest_step_as_the_json_does() {
    // examples/extreme.txt needs forcing chains; the tour needs none.
    let text = trace(&["explain", "--color", "never", "examples/extreme.txt"]);
    let json = trace(&["explain", "--format", "json", "examples/extreme.txt"]);
    let parsed: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    let largest = &parsed["summary"]["largest_step"];
    let k = largest["step"].as_u64().unwrap() as usize;
    let step = &parsed["steps"][k - 1];
    assert_eq!(step["size"], largest["size"]);
    let name = step["technique"].as_str().unwrap().replace('_', " ");
    let line = format!(
        "Largest step: step {k} ({name}), {} nodes to check",
        largest["size"]
    );
    assert!(name.ends_with("forcing chain"), "{name}");
    assert!(text.lines().any(|l| l == line), "{line} missing");
    // No step of the tour is a chain: no line.
    assert!(!trace(&["explain", "--color", "never"]).contains("Largest step"));
}

/// A HoDoKu library line's `+d` digits were placed, not given: the JSON trace
/// names them in `placed`, the avoidable rectangle they make is the first
/// step, and `sudoku verify` accepts it. The same digits as a puzzle line are
/// all givens, and no avoidable rectangle is taken.
#[test]
fn a_library_line_s_placed_digits_reach_the_trace_and_the_verifier() {
    // The position of the avoidable rectangle type 1's lesson.
    let line = ":0000:x:.+3...+9.4.+9+62+8.4+5.1.7..5..9.+2+83.+97.+1..4..6+8.+2.6+9.1..8..+32...+51+8.85.9...6..+1..8..+53:614 715 719 236 336 637 639 757 473 773 774 479 285 485 785 286 789 493 793 494 297::\n";
    let run = sudoku(&["explain", "--format", "json", "-"], line);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let json: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    let placed = json["placed"].as_array().expect("placed digits named");
    assert_eq!(placed.len(), line.matches('+').count());
    assert_eq!(json["steps"][0]["technique"], "avoidable_rectangle_1");
    let verified = sudoku(&["verify", "-"], &run.stdout);
    assert_eq!(verified.code, 0, "{}", verified.stdout);
    assert!(
        verified.stdout.contains("avoidable_rectangle_1 1"),
        "{}",
        verified.stdout
    );

    let digits =
        ".3...9.4.9628.45.1.7..5..9.283.97.1..4..68.2.69.1..8..32...518.85.9...6..1..8..53\n";
    let run = sudoku(&["explain", "--format", "json", "-"], digits);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stdout.contains("\"placed\""));
    assert!(!run.stdout.contains("avoidable_rectangle"));
}
