//! The library behind one function of JSON in, JSON out: what a page or another
//! language calls when it cannot call Rust. Each request names its `op`; each
//! answer is an object, `{"error": "..."}` when the request cannot be met. The
//! answers reuse the CLI's JSON (the trace, the hint, the rating), so a caller
//! and `sudoku --format json` say the same things.
//!
//! The browser trainer calls this from WebAssembly; the native library answers
//! byte for byte the same, which its tests check.

use crate::all_steps::{AllSteps, Caps, all_steps};
use crate::catalog::{Level, TechniqueId};
use crate::core::{CellSet, Digits, Grid, Puzzle};
use crate::engine::{Options, Order, Status};
use crate::examples::EXAMPLES;
use crate::generate::{Need, Request as GenerateRequest, Symmetry, attempt};
use crate::hint::{Next, hint};
use crate::lesson::{LessonPart, NOTATION, lesson, worked_lesson};
use crate::outcome::solve;
use crate::parse::{ParsedPuzzle, parse_str};
use crate::rating::{technique_difficulty, technique_values, tenths, values_words};
use crate::render::all_steps::{conclusion, gathered, group_count, group_values, left_out};
use crate::render::drawing::{Drawing, drawing};
use crate::render::hint::{LEVELS, mistake_lines, step_lines};
use crate::render::json::{HintObject, Trace, hint_object, solution_line, trace};
use crate::render::text::rating_words;
use crate::step::Step;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The most attempts one `generate` request makes, so that a caller on one
/// thread gets control back often enough to show progress.
pub const MOST_ATTEMPTS: u64 = 2000;

/// Answers one request (a JSON object with an `op`) with one JSON object.
pub fn respond(request: &str) -> String {
    let answer = match serde_json::from_str::<Request>(request) {
        Ok(r) => answer(r).unwrap_or_else(|why| json!({ "error": why })),
        Err(e) => json!({ "error": format!("request not understood: {e}") }),
    };
    answer.to_string()
}

/// What a caller can ask.
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
enum Request {
    /// Every puzzle in a text, in any form the CLI reads, with the CLI's errors.
    Read { text: String },
    /// The built-in puzzles.
    Examples,
    /// Every technique, easiest first, as `sudoku techniques` lists them.
    Techniques,
    /// A technique's lesson, its worked cases solved.
    Lesson { id: String },
    /// The explanation of a position, as `explain --format json` gives it.
    Explain {
        position: Position,
        #[serde(default)]
        engine: Engine,
    },
    /// The diagnosis and next step, as `hint --format json` gives them, with
    /// the words of every level of the hint ladder.
    Hint {
        position: Position,
        givens: Option<String>,
        #[serde(default)]
        engine: Engine,
    },
    /// Every step available at a position, grouped by technique, as `hint
    /// --all` lists them, each with its drawing.
    AllSteps {
        position: Position,
        #[serde(default)]
        engine: Engine,
    },
    /// Up to `attempts` attempts of `generate` from attempt `from` of `seed`.
    Generate {
        seed: u64,
        #[serde(default)]
        from: u64,
        attempts: u64,
        level: Option<String>,
        needs: Option<String>,
        needs_any: Option<String>,
        #[serde(default)]
        practice: bool,
    },
}

/// A position: its filled cells and, for a pencil-mark position, the candidates.
#[derive(Deserialize)]
struct Position {
    /// 81 characters, a digit or `.`/`0` per cell.
    digits: String,
    /// 729 characters, nine per cell: the digit where it is a candidate, `.`
    /// where not.
    candidates: Option<String>,
    /// The puzzle's own givens (81 characters), when the position holds
    /// digits placed since: an avoidable rectangle's corners.
    givens: Option<String>,
}

/// `explain`'s answer: the CLI's trace, and each step's drawing (what the
/// pages paint; the terminal draws the same model).
#[derive(Serialize)]
struct Explained<'a> {
    #[serde(flatten)]
    trace: Trace<'a>,
    /// One per step, in order.
    drawings: Vec<Drawing>,
}

/// `all_steps`' answer: the position's status, its candidates (what the
/// steps remove from), and the steps by technique in the engine's order.
#[derive(Serialize)]
struct Listing<'a> {
    status: Status,
    grid: GridLines,
    groups: Vec<ListedGroup<'a>>,
}

/// A position as the trainer reads it back.
#[derive(Serialize)]
struct GridLines {
    digits: String,
    candidates: String,
}

/// One technique's steps, with the words `hint --all` heads them with.
#[derive(Serialize)]
struct ListedGroup<'a> {
    technique: TechniqueId,
    name: &'static str,
    /// What the listed steps are worth: "1.2 or 1.5".
    values: String,
    /// "12 steps", "at least 500 steps".
    count: String,
    /// "… and 7 more" when not every step is listed.
    left_out: Option<String>,
    /// Then what all its steps place and remove between them.
    gathered: Option<String>,
    steps: Vec<ListedStep<'a>>,
}

#[derive(Serialize)]
struct ListedStep<'a> {
    step: &'a Step,
    /// What it places and removes: "r5c5=1", "r2c4<>7, r2c6<>7".
    conclusion: String,
    /// Its difficulty by technique, as the group's values count it.
    value: f64,
    drawing: Drawing,
}

/// The engine options `explain`, `rate` and `hint` share.
#[derive(Deserialize, Default)]
struct Engine {
    techniques: Option<Vec<String>>,
    max_technique: Option<String>,
    #[serde(default)]
    order: Option<String>,
    #[serde(default)]
    no_uniqueness: bool,
}

fn answer(request: Request) -> Result<Value, String> {
    match request {
        Request::Read { text } => Ok(read(&text)),
        Request::Examples => Ok(json!(
            EXAMPLES
                .iter()
                .map(|e| json!({ "name": e.name, "about": e.about, "puzzle": e.puzzle }))
                .collect::<Vec<_>>()
        )),
        Request::Techniques => Ok(techniques()),
        Request::Lesson { id } => lesson_of(&id),
        Request::Explain { position, engine } => {
            let outcome = solve(&position.puzzle()?, &engine.options()?);
            Ok(json!(Explained {
                trace: trace(&outcome),
                drawings: outcome
                    .replay()
                    .map(|(before, step)| drawing(step, &before))
                    .collect(),
            }))
        }
        Request::Hint {
            position,
            givens,
            engine,
        } => hint_of(&position, givens.as_deref(), &engine.options()?),
        Request::AllSteps { position, engine } => {
            let grid = position.puzzle()?.grid();
            let listed = all_steps(&grid, &engine.options()?, &Caps::default());
            Ok(json!(listing(&listed, &grid)))
        }
        Request::Generate {
            seed,
            from,
            attempts,
            level,
            needs,
            needs_any,
            practice,
        } => {
            let request = generate_request(level, needs, needs_any, practice)?;
            request.check().map_err(|why| why.to_string())?;
            Ok(generate_some(seed, from, attempts, &request))
        }
    }
}

/// `read`: the puzzles, and the errors worded as the CLI words them (the source
/// is called `puzzle`).
fn read(text: &str) -> Value {
    let mut puzzles = Vec::new();
    let mut errors = Vec::new();
    for item in parse_str("puzzle", text) {
        match item {
            Ok(p) => puzzles.push(parsed(&p)),
            Err(e) => {
                let mut error = json!({ "message": e.to_string() });
                // A digit twice in a unit: the grid as written, which `hint`
                // diagnoses rather than refuses.
                if let Some(written) = &e.written {
                    error["written"] = parsed(written);
                }
                errors.push(error);
            }
        }
    }
    json!({ "puzzles": puzzles, "errors": errors })
}

fn parsed(p: &ParsedPuzzle) -> Value {
    let mut v = json!({ "line": p.line, "digits": p.puzzle.givens_line() });
    if let Some(c) = p.puzzle.candidates_line() {
        v["candidates"] = json!(c);
    }
    if let Some(g) = &p.declared_givens {
        v["declared_givens"] = json!(Puzzle::from_givens(*g).givens_line());
    }
    v
}

fn techniques() -> Value {
    let list: Vec<Value> = Order::Difficulty
        .arrange()
        .into_iter()
        .map(|t| {
            json!({
                "id": t.key,
                "name": t.name,
                "difficulty": f64::from(t.difficulty) / 10.0,
                // As `sudoku techniques` words it: "1.2 or 1.5" for a hidden single.
                "values": values_words(&technique_values(t.id)),
                "level": t.level.name(),
                "family": t.id.family(),
                "human_path": t.id.on_human_path(),
            })
        })
        .collect();
    json!(list)
}

/// `lesson`: the Markdown lines, with each worked case as its start position
/// and the step its technique takes there; `notation` is the lesson on how to
/// read the steps.
fn lesson_of(id: &str) -> Result<Value, String> {
    let (name, markdown) = if id == "notation" {
        ("How to read the steps", NOTATION)
    } else {
        let technique = TechniqueId::from_key(id).ok_or_else(|| format!("no technique {id:?}"))?;
        let markdown = lesson(id).ok_or_else(|| format!("no lesson for {id:?}"))?;
        (technique.name(), markdown)
    };
    let parts: Vec<Value> = worked_lesson(markdown)
        .into_iter()
        .map(|part| match part {
            LessonPart::Line(line) => json!({ "line": line }),
            LessonPart::Case(None) => json!({ "case": null }),
            LessonPart::Case(Some(case)) => json!({ "case": {
                "technique": case.technique,
                "digits": case.grid.values_line(),
                "candidates": case.grid.candidates_line(),
                "step": case.step,
                "drawing": case.step.as_ref().map(|step| drawing(step, &case.grid)),
            }}),
        })
        .collect();
    Ok(json!({ "id": id, "name": name, "parts": parts }))
}

/// `hint`: the CLI's hint object, then `ladder` (for each level, the words
/// about the mistakes and about the next step, each level repeating the ones
/// below), `grid` (the corrected position the step is taken
/// on). Every step at that position is `all_steps`' answer.
fn hint_of(position: &Position, givens: Option<&str>, options: &Options) -> Result<Value, String> {
    let givens = givens.map(digits_of).transpose()?;
    let advice =
        hint(&position.puzzle()?, givens.as_ref(), options).map_err(|e| format!("givens: {e}"))?;
    let object: HintObject = hint_object(&advice);
    let mut v = json!(object);
    let ladder: Vec<Value> = (1..=LEVELS)
        .map(|level| {
            let mistakes: Vec<String> = advice
                .mistakes
                .iter()
                .flat_map(|m| mistake_lines(m, level))
                .collect();
            let mut next = Vec::new();
            if let Next::Step { step, rating, .. } = &advice.next {
                next = step_lines(step, level.min(LEVELS - 1));
                if level == LEVELS {
                    next.push(format!("{}: {}", step.technique.name(), step.sentence));
                    if let Some(r) = rating {
                        next.push(format!("From here: {}.", rating_words(r)));
                    }
                }
            }
            json!({ "mistakes": mistakes, "step": next })
        })
        .collect();
    v["ladder"] = json!(ladder);
    if let Next::Step { grid, step, .. } = &advice.next {
        v["grid"] = json!({ "digits": grid.values_line(), "candidates": grid.candidates_line() });
        v["drawing"] = json!(drawing(step, grid));
    }
    Ok(v)
}

fn listing<'a>(listed: &'a AllSteps, grid: &Grid) -> Listing<'a> {
    let groups = listed
        .techniques
        .iter()
        .map(|group| ListedGroup {
            technique: group.technique,
            name: group.technique.name(),
            values: group_values(group),
            count: group_count(group),
            left_out: left_out(group),
            gathered: gathered(group),
            steps: group
                .steps
                .iter()
                .map(|step| ListedStep {
                    step,
                    conclusion: conclusion(step),
                    value: tenths(u32::from(technique_difficulty(step))),
                    drawing: drawing(step, grid),
                })
                .collect(),
        })
        .collect();
    Listing {
        status: listed.status,
        grid: GridLines {
            digits: grid.values_line(),
            candidates: grid.candidates_line(),
        },
        groups,
    }
}

fn generate_request(
    level: Option<String>,
    needs: Option<String>,
    needs_any: Option<String>,
    practice: bool,
) -> Result<GenerateRequest, String> {
    let technique =
        |key: &str| TechniqueId::from_key(key).ok_or_else(|| format!("no technique {key:?}"));
    let level = level
        .map(|name| Level::from_name(&name).ok_or_else(|| format!("no level {name:?}")))
        .transpose()?;
    let needs = match (needs, needs_any) {
        (Some(_), Some(_)) => return Err("ask for needs or needs_any, not both".into()),
        (Some(key), None) => Some(Need::Hardest(technique(&key)?)),
        (None, Some(key)) => Some(Need::Somewhere(technique(&key)?)),
        (None, None) => None,
    };
    if practice && needs.is_none() {
        return Err("practice needs a technique (needs or needs_any)".into());
    }
    Ok(GenerateRequest {
        level,
        needs,
        symmetry: Symmetry::default(),
        minimal: false,
        practice,
    })
}

/// Attempts `from..from + attempts` (at most [`MOST_ATTEMPTS`]) until one meets
/// the request: `{"next": the attempt to go on from, "found": the puzzle or null}`.
fn generate_some(seed: u64, from: u64, attempts: u64, request: &GenerateRequest) -> Value {
    let end = from.saturating_add(attempts.min(MOST_ATTEMPTS));
    for index in from..end {
        if let Some(g) = attempt(seed, index, request) {
            let practice = g.practice.as_ref().map(|p| {
                json!({
                    "digits": p.grid.values_line(),
                    "candidates": p.grid.candidates_line(),
                    "line": p.line(),
                })
            });
            let found = json!({
                "seed": seed,
                "index": g.index,
                "origin": g.origin.name(),
                "puzzle": g.puzzle.givens_line(),
                "solution": solution_line(&g.solution),
                "rating": g.rating,
                "practice": practice,
            });
            return json!({ "next": index + 1, "found": found });
        }
    }
    json!({ "next": end, "found": null })
}

impl Position {
    /// The position as a puzzle, read as written (a repeated digit is kept, for
    /// `hint` to diagnose).
    fn puzzle(&self) -> Result<Puzzle, String> {
        let givens = digits_of(&self.digits)?;
        let candidates = self.candidates.as_deref().map(candidates_of).transpose()?;
        let puzzle = Puzzle {
            givens,
            candidates,
            placed: CellSet::EMPTY,
        };
        Ok(match self.givens.as_deref().map(digits_of).transpose()? {
            Some(declared) => puzzle.with_declared_givens(&declared),
            None => puzzle,
        })
    }
}

/// The 81 cells of a digits line.
fn digits_of(line: &str) -> Result<[u8; 81], String> {
    let cells: Vec<u8> = line
        .chars()
        .map(|c| match c {
            '1'..='9' => Ok(c as u8 - b'0'),
            '.' | '0' => Ok(0),
            _ => Err(format!("digits: unexpected character {c:?}")),
        })
        .collect::<Result<_, _>>()?;
    cells
        .try_into()
        .map_err(|c: Vec<u8>| format!("digits: expected 81 cells, found {}", c.len()))
}

/// The candidates of a 729-character line.
fn candidates_of(line: &str) -> Result<[Digits; 81], String> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() != 729 {
        return Err(format!(
            "candidates: expected 729 characters, found {}",
            chars.len()
        ));
    }
    let mut out = [Digits::EMPTY; 81];
    for (i, c) in chars.iter().enumerate() {
        match *c {
            '.' | '0' => {}
            c if c == char::from(b'1' + (i % 9) as u8) => out[i / 9].insert(1 + (i % 9) as u8),
            c => return Err(format!("candidates: unexpected {c:?} at {}", i + 1)),
        }
    }
    Ok(out)
}

impl Engine {
    fn options(&self) -> Result<Options, String> {
        let technique =
            |key: &str| TechniqueId::from_key(key).ok_or_else(|| format!("no technique {key:?}"));
        let techniques: Option<Vec<TechniqueId>> = self
            .techniques
            .as_ref()
            .map(|keys| keys.iter().map(|k| technique(k)).collect())
            .transpose()?;
        let max_technique = self.max_technique.as_deref().map(technique).transpose()?;
        let order = match self.order.as_deref() {
            None => Order::default(),
            Some(name) => Order::ALL
                .into_iter()
                .find(|o| o.name() == name)
                .ok_or_else(|| format!("no order {name:?}"))?,
        };
        Ok(Options::chosen(
            techniques.as_deref(),
            max_technique,
            order,
            !self.no_uniqueness,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TECHNIQUES;
    use crate::core::Cell;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn ask(request: Value) -> Value {
        serde_json::from_str(&respond(&request.to_string())).unwrap()
    }

    #[test]
    fn explain_answers_the_cli_trace() {
        let answer = ask(json!({ "op": "explain", "position": { "digits": CLASSIC } }));
        let outcome = solve(
            &crate::parse::parse_one(CLASSIC).unwrap(),
            &Options::default(),
        );
        let mut expected = json!(trace(&outcome));
        let drawings: Vec<Drawing> = outcome
            .replay()
            .map(|(before, step)| drawing(step, &before))
            .collect();
        expected["drawings"] = json!(drawings);
        assert_eq!(answer, expected);
        assert_eq!(answer["status"], "solved");
        assert_eq!(
            answer["drawings"].as_array().unwrap().len(),
            answer["steps"].as_array().unwrap().len()
        );
    }

    #[test]
    fn read_words_errors_as_the_cli_does() {
        let answer = ask(json!({ "op": "read", "text": format!("{CLASSIC}\n12x\n") }));
        assert_eq!(answer["puzzles"][0]["digits"], CLASSIC);
        assert_eq!(
            answer["errors"][0]["message"],
            "puzzle:2:3: unexpected character 'x': expected a digit 1-9 or an empty-cell mark (. 0 _ *)"
        );
    }

    #[test]
    fn a_repeated_digit_is_read_as_written_and_diagnosed() {
        let mut grid = CLASSIC.to_string();
        grid.replace_range(2..3, "5"); // r1c3=5 repeats r1c1's given 5
        let read = ask(json!({ "op": "read", "text": grid }));
        assert_eq!(read["errors"][0]["written"]["digits"], grid.as_str());
        let answer = ask(json!({
            "op": "hint", "position": { "digits": grid }, "givens": CLASSIC
        }));
        assert_eq!(answer["status"], "next_step");
        assert_eq!(answer["mistakes"][0]["kind"], "wrong_digit");
        let ladder = answer["ladder"].as_array().unwrap();
        assert_eq!(ladder.len(), usize::from(LEVELS));
        // Each level repeats the lines of the one below and adds to them.
        for pair in ladder.windows(2) {
            for part in ["mistakes", "step"] {
                let low = pair[0][part].as_array().unwrap();
                let high = pair[1][part].as_array().unwrap();
                assert!(high.starts_with(low), "{ladder:?}");
            }
            assert_ne!(pair[0], pair[1]);
        }
        // The true digit only from level 3.
        let says_four = |k: usize| ladder[k]["mistakes"].to_string().contains("has 4 in r1c3");
        assert!(!says_four(1) && says_four(2), "{ladder:?}");
    }

    #[test]
    fn generate_goes_on_where_it_stopped() {
        let first = ask(json!({ "op": "generate", "seed": 5, "attempts": 50 }));
        let found = &first["found"];
        assert_eq!(found["index"], 0);
        let again = ask(json!({ "op": "generate", "seed": 5, "from": 0, "attempts": 1 }));
        assert_eq!(again["found"]["puzzle"], found["puzzle"]);
        let refused = ask(json!({
            "op": "generate", "seed": 5, "attempts": 1, "level": "easy", "needs": "x_wing"
        }));
        assert!(
            refused["error"].as_str().unwrap().contains("x_wing")
                || refused["error"].as_str().unwrap().contains("X-wing"),
            "{refused}"
        );
    }

    #[test]
    fn a_position_s_givens_tell_its_placed_digits_from_them() {
        // The avoidable rectangle type 1's lesson position: r4c1=2, r4c8=1
        // and r5c8=2 were placed.
        let library = ":0000:x:.+3...+9.4.+9+62+8.4+5.1.7..5..9.+2+83.+97.+1..4..6+8.+2.6+9.1..8..+32...+51+8.85.9...6..+1..8..+53:614 715 719 236 336 637 639 757 473 773 774 479 285 485 785 286 789 493 793 494 297::";
        let grid = crate::parse::parse_one(library).unwrap().grid();
        let givens: String = Cell::all()
            .map(|c| match grid.value(c) {
                Some(d) if grid.givens().contains(c) => (b'0' + d) as char,
                _ => '.',
            })
            .collect();
        let first = |position: Value| {
            let answer = ask(json!({ "op": "explain", "position": position }));
            answer["steps"][0]["technique"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let position = json!({
            "digits": grid.values_line(),
            "candidates": grid.candidates_line(),
            "givens": givens,
        });
        assert_eq!(first(position.clone()), "avoidable_rectangle_1");
        let mut all_given = position;
        all_given.as_object_mut().unwrap().remove("givens");
        assert_ne!(first(all_given), "avoidable_rectangle_1");
    }

    #[test]
    fn bad_requests_are_errors_not_panics() {
        for request in [
            "not json",
            r#"{"op":"fly"}"#,
            r#"{"op":"explain","position":{"digits":"12"}}"#,
            r#"{"op":"explain","position":{"digits":"","candidates":"1"}}"#,
            r#"{"op":"lesson","id":"nope"}"#,
            r#"{"op":"hint","position":{"digits":"1"},"engine":{"order":"up"}}"#,
        ] {
            let answer: Value = serde_json::from_str(&respond(request)).unwrap();
            assert!(answer["error"].is_string(), "{request}: {answer}");
        }
    }

    #[test]
    fn lessons_come_with_their_cases_worked() {
        let x_wing = ask(json!({ "op": "lesson", "id": "x_wing" }));
        let parts = x_wing["parts"].as_array().unwrap();
        let case = parts.iter().find(|p| p["case"].is_object()).unwrap();
        assert_eq!(case["case"]["step"]["technique"], "x_wing");
        let notation = ask(json!({ "op": "lesson", "id": "notation" }));
        assert_eq!(notation["name"], "How to read the steps");
    }

    #[test]
    fn every_step_here_comes_grouped_as_hint_all_lists_it() {
        let answer = ask(json!({ "op": "all_steps", "position": { "digits": CLASSIC } }));
        let grid = crate::parse::parse_one(CLASSIC).unwrap().grid();
        let listed = all_steps(&grid, &Options::default(), &Caps::default());
        assert_eq!(answer["status"], "solved");
        assert_eq!(answer["grid"]["candidates"], grid.candidates_line());
        let groups = answer["groups"].as_array().unwrap();
        assert_eq!(groups.len(), listed.techniques.len());
        // The first step listed is the engine's next step, drawn as hints draw it.
        let first = &groups[0]["steps"][0];
        assert_eq!(first["step"], json!(listed.first().unwrap()));
        assert_eq!(
            first["drawing"],
            json!(drawing(listed.first().unwrap(), &grid))
        );
        let hidden = groups
            .iter()
            .find(|g| g["technique"] == "hidden_single")
            .unwrap();
        assert_eq!(hidden["name"], "Hidden single");
        assert_eq!(hidden["values"], "1.2 or 1.5");
        let n = hidden["steps"].as_array().unwrap().len();
        assert_eq!(hidden["count"], format!("{n} steps"));
        assert!(hidden["left_out"].is_null());
        let conclusion = hidden["steps"][0]["conclusion"].as_str().unwrap();
        assert!(conclusion.starts_with('r') && conclusion.contains('='));
        let techniques = ask(json!({ "op": "techniques" }));
        assert_eq!(techniques[1]["values"], "1.2 or 1.5");
        assert_eq!(techniques[0]["values"], "1.0");
    }

    #[test]
    fn the_technique_list_is_the_cli_list() {
        let list = ask(json!({ "op": "techniques" }));
        let list = list.as_array().unwrap();
        assert_eq!(list.len(), TECHNIQUES.len());
        assert_eq!(list[0]["id"], "full_house");
        assert_eq!(list.last().unwrap()["id"], "backtrack");
    }
}
