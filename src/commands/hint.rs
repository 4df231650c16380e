//! `sudoku hint`: the mistakes in a puzzle in progress, then the next step.

use super::{Tally, read_puzzles};
use crate::cli::{HintArgs, HintFormat};
use serde::Serialize;
use std::io::{self, BufReader, Write};
use std::path::Path;
use std::time::Duration;
use sudoku_explain::Candidate;
use sudoku_explain::Puzzle;
use sudoku_explain::all_steps::{Caps, TechniqueSteps, all_steps};
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::Options;
use sudoku_explain::examples::example;
use sudoku_explain::hint::{Hint, Mistake, Next, hint};
use sudoku_explain::parse::{ParseError, ParseErrorKind, parse_one, read_one};
use sudoku_explain::render::all_steps::write_all_steps;
use sudoku_explain::render::hint::{mistake_lines, write_hint};
use sudoku_explain::render::json::hint_object;
use sudoku_explain::step::Step;

/// How long `--all` lets one technique's search run: it lists every step
/// found by then, and says when a search was cut short.
const SEARCH_TIME: Duration = Duration::from_secs(2);

/// The JSON answer of `--all`: the step objects of every listed step, grouped
/// by technique in the engine's order, and per technique what all its steps
/// found place and remove.
#[derive(Serialize)]
struct JsonAll<'a> {
    status: &'static str,
    mistakes: &'a [Mistake],
    steps: Vec<&'a Step>,
    techniques: Vec<JsonTechnique<'a>>,
}

/// One technique of `--all`: how many distinct steps its search found, whether
/// it ran to its end, and everything those steps place and remove.
#[derive(Serialize)]
struct JsonTechnique<'a> {
    technique: TechniqueId,
    steps: usize,
    complete: bool,
    placements: &'a [Candidate],
    eliminations: &'a [Candidate],
}

impl<'a> JsonTechnique<'a> {
    fn of(group: &'a TechniqueSteps) -> JsonTechnique<'a> {
        JsonTechnique {
            technique: group.technique,
            steps: group.steps.len() + group.more,
            complete: group.counted_all(),
            placements: &group.places,
            eliminations: &group.removes,
        }
    }
}

/// The puzzle `--givens` names: a file that holds it, as every other input
/// flag takes, or the puzzle itself written out (an 81-character line).
fn read_givens(value: &str) -> Result<Puzzle, ParseError> {
    if Path::new(value).is_file() {
        let file = super::input::open_file(value)?;
        return read_one(value, BufReader::new(file));
    }
    parse_one(value)
}

pub fn run(args: &HintArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let givens = match args.givens.as_deref().map(read_givens) {
        None => None,
        Some(Ok(p)) => Some(p.givens),
        Some(Err(e)) => {
            eprintln!("sudoku: --givens: {e}");
            tally.unreadable = true;
            return Ok(tally);
        }
    };
    let options = Options::chosen(
        args.engine.techniques.as_deref(),
        args.engine.max_technique,
        args.engine.order.unwrap_or_default(),
        !args.engine.no_uniqueness,
    );
    let mut out = io::BufWriter::new(io::stdout().lock());
    let builtin = example("classic").expect("built in");
    for item in read_puzzles(args.input.file.as_deref(), builtin, &mut tally) {
        let parsed = match item {
            Ok(p) => p,
            // A digit twice in a unit is the player's most common mistake: it is
            // what the hint is for, not a reason to refuse the grid.
            Err(e) if matches!(e.kind, ParseErrorKind::DuplicateGiven { .. }) => match e.written {
                Some(p) => *p,
                None => {
                    out.flush()?;
                    tally.report(&e);
                    continue;
                }
            },
            Err(e) => {
                out.flush()?;
                tally.report(&e);
                continue;
            }
        };
        // `--givens` applies to every grid; a grid's own `# givens` comment
        // stands in when it is not given.
        let givens = givens.or(parsed.declared_givens);
        let Some(advice) = advise(&parsed.puzzle, givens.as_ref(), &options, &mut tally) else {
            continue;
        };
        tally.unsolvable |= matches!(advice.next, Next::Blocked);
        if args.all {
            write_all(&mut out, &advice, &options, args)?;
            continue;
        }
        match args.format {
            HintFormat::Text => write_hint(&mut out, &advice, args.level, args.color.resolve())?,
            HintFormat::Json => {
                serde_json::to_writer(&mut out, &hint_object(&advice))?;
                writeln!(out)?;
            }
        }
    }
    out.flush()?;
    Ok(tally)
}

/// `--all`: the mistakes, then every step at the corrected position.
fn write_all(
    out: &mut dyn Write,
    advice: &Hint,
    options: &Options,
    args: &HintArgs,
) -> io::Result<()> {
    let listed = match &advice.next {
        Next::Step { grid, .. } => Some(all_steps(grid, options, &Caps::timed(SEARCH_TIME))),
        Next::Solved | Next::Blocked => None,
    };
    match args.format {
        HintFormat::Json => {
            let status = hint_object(advice).status;
            let steps: Vec<&Step> = listed.iter().flat_map(|a| a.steps()).collect();
            let techniques = listed
                .iter()
                .flat_map(|a| &a.techniques)
                .map(JsonTechnique::of)
                .collect();
            let all = JsonAll {
                status,
                mistakes: &advice.mistakes,
                steps,
                techniques,
            };
            serde_json::to_writer(&mut *out, &all)?;
            writeln!(out)
        }
        HintFormat::Text => match listed {
            Some(all) => {
                for m in &advice.mistakes {
                    for line in mistake_lines(m, args.level) {
                        writeln!(out, "{line}")?;
                    }
                }
                write_all_steps(out, &all, args.color.resolve())
            }
            // Nothing to list: say why, as the plain hint does.
            None => write_hint(out, advice, args.level, args.color.resolve()),
        },
    }
}

/// The hint, or `None` after reporting givens that cannot be this grid's.
fn advise(
    position: &Puzzle,
    givens: Option<&[u8; 81]>,
    options: &Options,
    tally: &mut Tally,
) -> Option<Hint> {
    match hint(position, givens, options) {
        Ok(h) => Some(h),
        Err(e) => {
            eprintln!("sudoku: --givens: {e}");
            tally.unreadable = true;
            None
        }
    }
}
