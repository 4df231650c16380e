//! `sudoku hint` from the outside: the four levels of help for a single and a
//! chain, the three for a wrong digit, repeated digits, givens checked against
//! the grid, lost pencil marks, the engine options, the JSON answer and the exit
//! codes.

use crate::common;

use common::{puzzle, snapshots, sudoku};
use serde_json::Value;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The classic puzzle with r1c8=1 (right) and r1c3=1 (wrong: the solution has 4).
const HALFBAD: &str =
    "531.7..1.6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Every level of `hint` on `input` (read from standard input), one after another.
fn ladder(input: &str, extra: &[&str], levels: &[&str]) -> String {
    let mut all = String::new();
    for level in levels {
        let mut args = vec!["hint", "--level", level, "--color", "never"];
        args.extend_from_slice(extra);
        args.push("-");
        let run = sudoku(&args, input);
        assert_eq!(run.code, 0, "{}", run.stderr);
        all.push_str(&format!("--level {level}\n{}\n", run.stdout));
    }
    all
}

#[test]
fn a_single_is_revealed_one_level_at_a_time() {
    let all = ladder(CLASSIC, &[], &["1", "2", "3", "4"]);
    snapshots("hint").bind(|| insta::assert_snapshot!("single_levels", all));
}

#[test]
fn a_chain_is_revealed_one_level_at_a_time() {
    let position = std::fs::read_to_string("tests/data/hint-chain.txt").unwrap();
    let all = ladder(&position, &[], &["1", "2", "3", "4"]);
    snapshots("hint").bind(|| insta::assert_snapshot!("chain_levels", all));
}

#[test]
fn levels_reveal_more_each_time_and_only_the_last_draws() {
    let lines = |level: &str| {
        sudoku(
            &["hint", "--level", level, "--color", "never", "-"],
            CLASSIC,
        )
        .stdout
        .lines()
        .map(str::to_string)
        .collect::<Vec<_>>()
    };
    let (one, two, three, four) = (lines("1"), lines("2"), lines("3"), lines("4"));
    assert_eq!(one.len(), 1);
    // Level 1 names neither the cell nor the digit; each level adds a line.
    assert!(!one[0].contains("r1c6"), "{one:?}");
    assert!(two[1].contains("r1c6") && !two[1].contains('8'), "{two:?}");
    assert!(three[2].contains("r1c6=8"), "{three:?}");
    assert_eq!(&two[..1], &one[..]);
    assert_eq!(&three[..2], &two[..]);
    assert_eq!(&four[..3], &three[..]);
    assert!(four.iter().any(|l| l.starts_with('┏')), "{four:?}");
    assert!(!three.iter().any(|l| l.starts_with('┏')), "{three:?}");
}

#[test]
fn a_wrong_digit_is_revealed_one_level_at_a_time() {
    let all = ladder(HALFBAD, &["--givens", CLASSIC], &["1", "2", "3"]);
    snapshots("hint").bind(|| insta::assert_snapshot!("wrong_digit_levels", all));
    let first = ladder(HALFBAD, &["--givens", CLASSIC], &["1"]);
    // Level 1 says where, not which cell nor the true digit.
    assert!(!first.contains("r1c3") && !first.contains('4'), "{first}");
}

#[test]
fn a_givens_file_with_more_than_one_puzzle_is_named() {
    let run = sudoku(&["hint", "--givens", "data/top95.txt", "-"], HALFBAD);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "sudoku: --givens: data/top95.txt:2: expected one puzzle, found another\n"
    );
}

#[test]
fn a_repeated_digit_is_diagnosed_not_refused() {
    // Without --givens: the 1 of r1c3 is the one whose removal leaves a grid
    // with one solution.
    // The givens written out, or in a file, as every other input flag takes.
    for extra in [
        vec![],
        vec!["--givens", CLASSIC],
        vec!["--givens", "examples/classic.txt"],
    ] {
        let mut args = vec!["hint", "--level", "2", "--color", "never"];
        args.extend(extra.iter().copied());
        args.push("-");
        let run = sudoku(&args, HALFBAD);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(
            run.stdout.contains("The 1 in r1c3 is wrong"),
            "{}",
            run.stdout
        );
        assert!(run.stdout.contains("Look in "), "{}", run.stdout);
    }
    // Every other command still refuses the grid.
    let solve = sudoku(&["solve", "-"], HALFBAD);
    assert_eq!(solve.code, 2);
    assert!(solve.stderr.contains("two 1s in row 1: r1c3 and r1c8"));
}

#[test]
fn a_repeat_nothing_can_settle_names_both_cells_and_exits_1() {
    let mut two_ones = ".".repeat(81);
    two_ones.replace_range(0..1, "1");
    two_ones.replace_range(4..5, "1");
    let run = sudoku(&["hint", "--level", "2", "-"], &two_ones);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("Row 1 holds two 1s."), "{}", run.stdout);
    assert!(
        run.stdout.contains("r1c1 and r1c5 both hold 1"),
        "{}",
        run.stdout
    );
}

#[test]
fn givens_are_checked_against_the_grid() {
    // Another puzzle's givens: refused, not 34 "wrong" digits.
    let tour = sudoku_explain::examples::example("tour").unwrap().puzzle;
    let run = sudoku(&["hint", "--givens", tour, "-"], CLASSIC);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("the givens do not belong to this grid: 27 of their 28 givens"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());
    // A given erased and another changed: both named, and put back.
    let mut now = CLASSIC.to_string();
    now.replace_range(0..1, ".");
    now.replace_range(1..2, "4");
    let run = sudoku(&["hint", "--level", "1", "--givens", CLASSIC, "-"], &now);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with(
            "r1c1 is a given 5 of the puzzle, but it is empty here: put the 5 back.\n\
             r1c2 holds 4, but the puzzle gives 3 there: put the 3 back.\n"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn two_wrong_digits_are_offered_without_the_givens_and_named_with_them() {
    let now = "6..53.21..35...84.1...8.73...1.274..39.46..7.....1....4..6...295.31.....2.....3..";
    let run = sudoku(&["hint", "--level", "2", "-"], now);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("r3c5=8 and r3c7=7"), "{}", run.stdout);
    let mut givens = now.to_string();
    givens.replace_range(22..23, ".");
    givens.replace_range(24..25, ".");
    let run = sudoku(&["hint", "--level", "2", "--givens", &givens, "-"], now);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("The 8 in r3c5 is wrong"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("The 7 in r3c7 is wrong"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_grid_carries_its_givens_in_a_comment() {
    let now = "6..53.21..35...84.1...8.73...1.274..39.46..7.....1....4..6...295.31.....2.....3..";
    let mut givens = now.to_string();
    givens.replace_range(22..23, ".");
    givens.replace_range(24..25, ".");
    // After the grid on its line, or on a comment line above a block.
    let block: String = now
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    for input in [
        format!("{now}  # givens {givens}\n"),
        format!("# givens: {givens}\n{block}"),
    ] {
        let run = sudoku(&["hint", "--level", "2", "-"], &input);
        assert_eq!(run.code, 0, "{input}\n{}", run.stderr);
        assert!(
            run.stdout.contains("The 8 in r3c5 is wrong")
                && run.stdout.contains("The 7 in r3c7 is wrong"),
            "{input}\n{}",
            run.stdout
        );
    }
    // A repeated digit still reads, and the comment still counts.
    let mut repeated = givens.clone();
    repeated.replace_range(1..2, "6");
    let run = sudoku(
        &["hint", "--level", "2", "-"],
        &format!("{repeated} # givens {givens}"),
    );
    assert!(
        run.stdout.contains("The 6 in r1c2 is wrong"),
        "{}",
        run.stdout
    );
    // A givens comment that is no puzzle is an error at its column; the next
    // puzzle is still read.
    let input = format!("{now} # givens {}\n{givens}\n", &givens[..80]);
    let run = sudoku(&["hint", "--level", "2", "-"], &input);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("<stdin>:1: in the givens comment: expected 81 cells, found 80"),
        "{}",
        run.stderr
    );
    assert!(
        run.stdout.contains("It is a hidden single"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_lost_true_candidate_comes_back_and_the_hint_follows() {
    let mut marks = puzzle(CLASSIC).grid().candidates_line();
    // r1c3's candidates are 1,2,4; the solution is 4: cross it out.
    assert_eq!(&marks[18..27], "12.4.....");
    marks.replace_range(21..22, ".");
    let run = sudoku(&["hint", "--level", "3", "-"], &marks);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("r1c3 has lost its candidate 4, which is its true digit: put it back.\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Look in "));
}

#[test]
fn a_lost_candidate_is_found_when_every_mark_left_clashes() {
    // r1c8=1 and r1c9=2 filled (both right), r1c3 marked 1 and 2 only: the
    // cell has nothing left, and its true digit 4 was crossed out.
    let mut p = puzzle(CLASSIC);
    p.givens[7] = 1;
    p.givens[8] = 2;
    let mut marks = p.grid().candidates_line();
    marks.replace_range(18..27, "12.......");
    let run = sudoku(&["hint", "--level", "3", "-"], &marks);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("r1c3 has lost its candidate 4"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_engine_options_of_explain_choose_the_techniques() {
    let run = sudoku(
        &["hint", "--level", "1", "--techniques", "full_house", "-"],
        CLASSIC,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("No technique applies here"),
        "{}",
        run.stdout
    );
    let run = sudoku(
        &["hint", "--level", "2", "--techniques", "hidden_single", "-"],
        CLASSIC,
    );
    assert!(
        run.stdout.contains("It is a hidden single"),
        "{}",
        run.stdout
    );
}

#[test]
fn json_gives_the_mistakes_the_step_object_and_the_rating() {
    let run = sudoku(
        &["hint", "--format", "json", "--givens", CLASSIC, "-"],
        HALFBAD,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let v: Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["status"], "next_step");
    assert_eq!(v["mistakes"][0]["kind"], "wrong_digit");
    assert_eq!(v["mistakes"][0]["cell"]["col"], 3);
    assert_eq!(v["mistakes"][0]["solution"], 4);
    assert_eq!(v["mistakes"][0]["repeats"]["cell"]["col"], 8);
    let step = &v["step"];
    for field in ["technique", "placements", "eliminations", "pattern", "text"] {
        assert!(!step[field].is_null(), "{field}");
    }
    assert!(v["rating"]["difficulty"].is_number());
}

#[test]
fn a_grid_without_solution_exits_1() {
    let mut two_ones = ".".repeat(81);
    two_ones.replace_range(0..1, "1");
    two_ones.replace_range(4..5, "1");
    let run = sudoku(&["hint", "--format", "json", "-"], &two_ones);
    assert_eq!(run.code, 1);
    let v: Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(v["status"], "no_solution");
    assert_eq!(v["mistakes"][0]["kind"], "repeated_digit");
}

#[test]
fn all_lists_every_step_grouped_easiest_first() {
    let run = sudoku(&["hint", "--all", "--color", "never", "-"], CLASSIC);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let headings: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.is_empty())
        .collect();
    assert_eq!(headings[0], "Hidden single, 1.2 or 1.5: 12 steps");
    assert_eq!(headings[1], "Naked single, 2.3: 4 steps");
    // Easiest first: each heading's (last) difficulty is at least the one before.
    let value = |h: &str| -> f64 {
        let before_colon = h.rsplit_once(':').unwrap().0;
        before_colon.rsplit(' ').next().unwrap().parse().unwrap()
    };
    for pair in headings.windows(2) {
        assert!(value(pair[0]) <= value(pair[1]), "{pair:?}");
    }
    assert!(run.stdout.contains("  r5c5=5  "), "{}", run.stdout);
}

#[test]
fn all_in_json_is_the_step_objects_led_by_the_hint() {
    for input in [
        CLASSIC.to_string(),
        std::fs::read_to_string("tests/data/hint-chain.txt").unwrap(),
    ] {
        let all = sudoku(&["hint", "--all", "--format", "json", "-"], &input);
        assert_eq!(all.code, 0, "{}", all.stderr);
        let all: Value = serde_json::from_str(all.stdout.trim()).unwrap();
        let one = sudoku(&["hint", "--format", "json", "-"], &input);
        let one: Value = serde_json::from_str(one.stdout.trim()).unwrap();
        let steps = all["steps"].as_array().unwrap();
        assert!(steps.len() > 1);
        assert_eq!(steps[0], one["step"]);
        // Per technique, every listed step's removals are among what all its
        // steps remove together, and the count covers the listed ones.
        let techniques = all["techniques"].as_array().unwrap();
        for t in techniques {
            let id = &t["technique"];
            let listed: Vec<&Value> = steps.iter().filter(|s| &s["technique"] == id).collect();
            assert!(!listed.is_empty() && t["steps"].as_u64().unwrap() >= listed.len() as u64);
            for field in ["placements", "eliminations"] {
                let gathered = t[field].as_array().unwrap();
                for step in &listed {
                    for c in step[field].as_array().unwrap() {
                        assert!(gathered.contains(c), "{id} {field}: {c} not gathered");
                    }
                }
            }
            // (`complete` depends on the machine's speed: not asserted.)
            assert!(t["complete"].is_boolean());
        }
        let ids: Vec<&Value> = techniques.iter().map(|t| &t["technique"]).collect();
        let mut in_steps: Vec<&Value> = steps.iter().map(|s| &s["technique"]).collect();
        in_steps.dedup();
        assert_eq!(ids, in_steps);
    }
}
