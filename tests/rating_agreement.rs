//! One rating per path: `explain` (its summary line, its JSON trace and its
//! page), `hint` (at the puzzle's start) and `rate --path human` give the same
//! difficulty, level, hardest technique and hardest step number for the same
//! puzzle and options, on a sample of every level; `rate` (SE's path) and
//! `explain --compare se` agree on SE's path; and a puzzle without exactly one
//! solution gets its status and no rating from all of them.

use crate::common;

use common::{data_set, sudoku};
use serde_json::Value;
use sudoku_explain::catalog::{Level, TECHNIQUES, TechniqueId};

/// Difficulty, level, the hardest technique's id and its step's number.
type Rating = (f64, String, String, u64);

/// What each output says of one puzzle's rating.
#[derive(Debug, PartialEq)]
struct Rated {
    status: String,
    /// `None` when not rated.
    rating: Option<Rating>,
}

/// The sample: each level at least once, taken from the sets in `data/` and
/// `tests/data/`, then a puzzle with two solutions and one with none.
fn sample() -> Vec<String> {
    let rate_sample: Vec<String> = std::fs::read_to_string("tests/data/rate-sample.txt")
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    let top95 = data_set("top95.txt");
    let norvig = data_set("norvig-hardest.txt");
    let mut puzzles = vec![
        // Line 1 is the puzzle `explain` once rated 2.3 and `rate` 1.2.
        rate_sample[0].clone(),
        norvig[4].clone(),
        rate_sample[2].clone(),
        rate_sample[9].clone(),
        top95[14].clone(),
        rate_sample[7].clone(),
        top95[3].clone(),
        rate_sample[4].clone(),
        top95[6].clone(),
        rate_sample[11].clone(),
    ];
    for example in ["examples/two-solutions.txt", "examples/no-solution.txt"] {
        puzzles.push(std::fs::read_to_string(example).unwrap().trim().to_owned());
    }
    puzzles
}

fn rated_from(status: &Value, rating: Option<&Value>) -> Rated {
    Rated {
        status: status.as_str().unwrap().to_owned(),
        rating: rating.filter(|r| !r.is_null()).map(|r| {
            (
                r["difficulty"].as_f64().unwrap(),
                r["level"].as_str().unwrap().to_owned(),
                r["hardest"].as_str().unwrap().to_owned(),
                r["hardest_step"].as_u64().unwrap(),
            )
        }),
    }
}

/// `rate --path PATH --format json`, one row per puzzle.
fn from_rate(path: &str, options: &[&str], input: &str) -> Vec<Rated> {
    let run = sudoku(
        &[
            &["rate", "--path", path, "--format", "json"],
            options,
            &["-"],
        ]
        .concat(),
        input,
    );
    assert_eq!(run.code, 1, "the sample holds a puzzle without solution");
    run.stdout
        .lines()
        .map(|line| {
            let row: Value = serde_json::from_str(line).unwrap();
            assert_eq!(row["path"], path);
            let rating = (!row["difficulty"].is_null()).then_some(&row);
            rated_from(&row["status"], rating)
        })
        .collect()
}

/// `explain --format json --path PATH` with `extra` arguments, one trace per
/// puzzle.
fn traces(path: &str, extra: &[&str], options: &[&str], input: &str) -> Vec<Value> {
    let explain = ["explain", "--format", "json", "--path", path];
    let run = sudoku(&[&explain[..], extra, options, &["-"]].concat(), input);
    run.stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// A trace's own rating, which rates the path the trace says it walks (no
/// `path` field: the human path), its hardest step the step of that number.
fn own_rating(trace: &Value) -> Rated {
    let own = rated_from(&trace["status"], trace["summary"].get("rating"));
    if let Some((_, _, hardest, k)) = &own.rating {
        let path = trace.get("path").map_or("human", |p| p.as_str().unwrap());
        assert_eq!(trace["summary"]["rating"]["path"], path);
        assert_eq!(&trace["steps"][*k as usize - 1]["technique"], hardest);
    }
    own
}

/// `explain --format json --compare se`, one trace per puzzle: its own
/// rating and SE's path's.
fn from_trace(options: &[&str], input: &str) -> Vec<(Rated, Rated)> {
    let traces = traces("human", &["--compare", "se"], options, input);
    traces
        .iter()
        .map(|trace| {
            assert!(trace.get("path").is_none(), "a human trace names no path");
            let compared = trace["summary"].get("compared");
            if let Some(c) = compared {
                assert_eq!(c["path"], "se");
            }
            (own_rating(trace), rated_from(&trace["status"], compared))
        })
        .collect()
}

/// `explain --path se --format json`, one trace per puzzle: the trace says
/// it walks SE's path; its own rating.
fn from_se_trace(options: &[&str], input: &str) -> Vec<Rated> {
    let traces = traces("se", &[], options, input);
    traces
        .iter()
        .map(|trace| {
            assert_eq!(trace["path"], "se");
            own_rating(trace)
        })
        .collect()
}

/// `hint --format json` on the puzzle as given, one answer per puzzle: the
/// rating of the solution from there, which at the start is the puzzle's.
fn from_hint(options: &[&str], input: &str) -> Vec<Option<Rating>> {
    let run = sudoku(
        &[&["hint", "--format", "json"], options, &["-"]].concat(),
        input,
    );
    run.stdout
        .lines()
        .map(|line| {
            let answer: Value = serde_json::from_str(line).unwrap();
            rated_from(&answer["status"], answer.get("rating")).rating
        })
        .collect()
}

/// `explain --quiet`, read back from its words: `Difficulty 3.2 (hard) on the
/// human path: hardest step X-wing (step 27), ...` or `Not rated: ...`.
fn from_quiet(options: &[&str], input: &str) -> Vec<(Option<Rating>, String)> {
    let run = sudoku(&[&["explain", "--quiet"], options, &["-"]].concat(), input);
    run.stdout
        .lines()
        .map(|line| {
            let words = line.split_once("  ").unwrap().1.to_owned();
            let rating = words.strip_prefix("Difficulty ").map(|rest| {
                let (difficulty, rest) = rest.split_once(" (").unwrap();
                let (level, rest) = rest
                    .split_once(") on the human path: hardest step ")
                    .unwrap();
                let (name, rest) = rest.split_once(" (step ").unwrap();
                let (k, _) = rest.split_once("), total ").unwrap();
                let id = TECHNIQUES.iter().find(|t| t.name == name).unwrap().key;
                let k = k.parse().unwrap();
                (
                    difficulty.parse().unwrap(),
                    level.to_owned(),
                    id.to_owned(),
                    k,
                )
            });
            (rating, words)
        })
        .collect()
}

/// The trace inside `explain --format html --puzzle N`: what its script shows
/// as the rating line (difficulty, level, the hardest technique's name).
fn from_page(options: &[&str], input: &str, number: usize) -> Rated {
    let n = number.to_string();
    let run = sudoku(
        &[
            &["explain", "--format", "html", "--puzzle", &n],
            options,
            &["-"],
        ]
        .concat(),
        input,
    );
    let start = run.stdout.find("const DATA = ").unwrap() + "const DATA = ".len();
    let end = start + run.stdout[start..].find(";\n").unwrap();
    let data: Value = serde_json::from_str(&run.stdout[start..end]).unwrap();
    let trace = &data["trace"];
    let rated = rated_from(&trace["status"], trace["summary"].get("rating"));
    if let Some((_, _, hardest, _)) = &rated.rating {
        let id = TechniqueId::from_key(hardest).unwrap();
        assert_eq!(data["names"][hardest], id.name());
    }
    rated
}

fn assert_agreement(options: &[&str]) {
    let puzzles = sample();
    let input = puzzles.join("\n") + "\n";
    let rate = from_rate("human", options, &input);
    let se = from_rate("se", options, &input);
    let traces = from_trace(options, &input);
    let quiet = from_quiet(options, &input);
    let hints = from_hint(options, &input);
    assert_eq!(rate.len(), puzzles.len());
    assert_eq!(hints.len(), puzzles.len());
    assert_eq!(traces.len(), puzzles.len());
    assert_eq!(quiet.len(), puzzles.len());
    for (k, puzzle) in puzzles.iter().enumerate() {
        let page = from_page(options, &input, k + 1);
        assert_eq!(traces[k].0, rate[k], "{options:?} {puzzle}: trace and rate");
        assert_eq!(
            traces[k].1, se[k],
            "{options:?} {puzzle}: --compare se and rate"
        );
        assert_eq!(page, rate[k], "{options:?} {puzzle}: page and rate");
        let (said, words) = &quiet[k];
        assert_eq!(said, &rate[k].rating, "{options:?} {puzzle}: {words}");
        assert_eq!(
            hints[k], rate[k].rating,
            "{options:?} {puzzle}: hint and rate"
        );
        // Only a puzzle with exactly one solution is rated.
        assert_eq!(rate[k].rating.is_some(), rate[k].status == "solved");
        if rate[k].status == "multiple_solutions" {
            assert!(
                words.starts_with("Not rated: the puzzle has more than one solution"),
                "{words}"
            );
        }
    }
    // The sample is what it claims: every level, and both other statuses.
    let levels: Vec<&str> = rate
        .iter()
        .filter_map(|r| r.rating.as_ref().map(|(_, level, _, _)| level.as_str()))
        .collect();
    for level in Level::ALL {
        assert!(levels.contains(&level.name()), "{options:?}: no {level:?}");
    }
    for status in ["multiple_solutions", "no_solution"] {
        assert!(rate.iter().any(|r| r.status == status), "no {status}");
    }
}

#[test]
fn explain_and_rate_rate_alike_by_default() {
    assert_agreement(&[]);
}

/// `explain --path se` shows the steps `rate` rates: the same difficulty,
/// level, hardest technique and hardest step on every puzzle of the sample,
/// walked as given while `rate` walks the minlex form.
#[test]
fn explain_path_se_shows_the_steps_rate_rates() {
    let puzzles = sample();
    let input = puzzles.join("\n") + "\n";
    for options in [&[][..], &["--no-uniqueness"][..]] {
        let rate = from_rate("se", options, &input);
        let shown = from_se_trace(options, &input);
        assert_eq!(shown.len(), puzzles.len());
        for (k, puzzle) in puzzles.iter().enumerate() {
            assert_eq!(shown[k], rate[k], "{options:?} {puzzle}");
        }
    }
}

#[test]
fn explain_and_rate_rate_alike_in_the_solving_order() {
    assert_agreement(&["--order", "solving"]);
}

#[test]
fn the_default_is_easiest_first_in_both() {
    // The puzzle explain once rated by its naked singles: the easiest path
    // takes hidden singles in boxes only.
    let first = &sample()[0];
    let quiet = sudoku(&["explain", "--quiet", "-"], first).stdout;
    assert!(
        quiet.contains("Difficulty 1.2 (easy) on the human path: hardest step Hidden single"),
        "{quiet}"
    );
    let row = sudoku(&["rate", "--format", "json", "-"], first).stdout;
    let row: Value = serde_json::from_str(row.trim()).unwrap();
    assert_eq!(row["order"], "difficulty");
    assert_eq!(row["difficulty"], 1.2);
    for command in ["explain", "rate"] {
        let help = sudoku(&[command, "--help"], "").stdout;
        let order = help
            .split("--order <ORDER>")
            .nth(1)
            .unwrap_or_else(|| panic!("{command} --help: {help}"));
        // The help says so in words (`rate --format hodoku` walks in the
        // solving order unless told otherwise, so no one default is shown).
        assert!(
            order.contains("easiest first, as Sudoku Explainer rates (the default)"),
            "{command}: {order}"
        );
    }
}
