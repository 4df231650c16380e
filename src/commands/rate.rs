//! `sudoku rate`: the difficulty of every puzzle of a collection, in input order.
//! Streams in chunks (constant memory whatever the file size), rates each chunk
//! in parallel, prints it in order, and reports bad lines without stopping.

use super::{Progress, Tally, read_puzzles_shown, with_status};
use crate::cli::{RateArgs, RateFormat};
use rayon::prelude::*;
use serde::Serialize;
use std::io::{self, Write};
use std::time::{Duration, Instant};
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, Order, Status, rate_puzzle};
use sudoku_explain::examples::example;
use sudoku_explain::parse::{ParseError, ParsedPuzzle};
use sudoku_explain::rating::{Rating, SolvePath, tenths};
use sudoku_explain::render::template::{Field, Values};

/// Puzzles rated together before their rows are written.
const CHUNK: usize = 2048;

/// One output row.
struct Row {
    /// Its number in the input, from 1 (unreadable puzzles count too).
    number: usize,
    /// The givens, 81 characters.
    puzzle: String,
    /// The puzzle as read: the givens, or the 729-character pencil marks of a
    /// position that came with them (serate's `%g`, HoDoKu's first field).
    shown: String,
    status: Status,
    rating: Option<Rating>,
    steps: usize,
    guesses: usize,
    solution: Option<[u8; 81]>,
    elapsed: Duration,
    /// The start position's pencil marks, only when a template shows them.
    marks: Option<String>,
}

/// The program and the parameters that produced every rating of a run: what
/// makes a published rating reproducible.
struct Provenance {
    version: String,
    parameters: String,
}

impl Provenance {
    fn of(options: &Options, path: SolvePath) -> Provenance {
        let techniques = if options.techniques == Options::default().techniques {
            "all".to_string()
        } else {
            let keys: Vec<&str> = options.techniques.iter().map(|t| t.as_str()).collect();
            keys.join(",")
        };
        Provenance {
            version: format!("sudoku-explain {}", env!("CARGO_PKG_VERSION")),
            parameters: format!(
                "path={} deep={} uniqueness={} order={} techniques={}",
                path.as_str(),
                options.deep,
                options.uniqueness,
                options.order.name(),
                techniques
            ),
        }
    }
}

#[derive(Serialize)]
struct JsonRow<'a> {
    puzzle: &'a str,
    status: Status,
    difficulty: Option<f64>,
    level: Option<&'static str>,
    hardest: Option<TechniqueId>,
    hardest_step: Option<usize>,
    total: Option<f64>,
    ep: Option<f64>,
    ed: Option<f64>,
    steps: usize,
    guesses: usize,
    version: &'static str,
    path: SolvePath,
    deep: bool,
    order: &'static str,
    uniqueness: bool,
    techniques: &'a [TechniqueId],
}

pub fn run(args: &RateArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    if let (Some(min), Some(max)) = (args.min, args.max)
        && min > max
    {
        eprintln!("sudoku: --min {min} is above --max {max}, so no puzzle could pass");
        tally.unreadable = true;
        return Ok(tally);
    }
    // HoDoKu's batch line is HoDoKu's verdict: unless told otherwise it walks
    // the path whose steps come nearest to HoDoKu's own, the human path in
    // the catalog's solving order (its level on 86 of top95's 95 puzzles and
    // its exact score on 182 of 300 everyday ones, against 63 and 0 on SE's
    // path; tests/data/formats/).
    let hodoku = args.format == RateFormat::Hodoku;
    let path = args.path.unwrap_or(if hodoku {
        SolvePath::Human
    } else {
        SolvePath::Se
    });
    let order = args.engine.order.unwrap_or(if hodoku {
        Order::Solving
    } else {
        Order::default()
    });
    let options = Options {
        deep: args.deep,
        ..Options::chosen(
            args.engine.techniques.as_deref(),
            args.engine.max_technique,
            order,
            !args.engine.no_uniqueness,
        )
    };
    let pool = super::worker_pool(args.jobs)?;
    let mut progress = Progress::for_file(args.input.file.as_deref());
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let provenance = Provenance::of(&options, path);
    // JSON rows carry it themselves; a `#` line would break JSON Lines.
    if args.provenance && args.format != RateFormat::Json {
        writeln!(
            out,
            "# {} rate: {}",
            provenance.version, provenance.parameters
        )?;
    }
    write_header(&mut out, &args.format)?;
    let marks = matches!(&args.format, RateFormat::Template(t) if t.uses(Field::Marks));
    let mut read = 0usize;
    let builtin = example("classic").expect("built in");
    let mut puzzles =
        read_puzzles_shown(args.input.file.as_deref(), builtin, &mut tally, &progress);
    loop {
        let chunk: Vec<(usize, Result<ParsedPuzzle, ParseError>)> = puzzles
            .by_ref()
            .take(CHUNK)
            .map(|item| {
                read += 1;
                (read, item)
            })
            .collect();
        if chunk.is_empty() {
            break;
        }
        let rows: Vec<Result<Row, ParseError>> = pool.install(|| {
            // One puzzle per task: hard puzzles cluster in a collection, and
            // rayon's default pieces left one core idle for seconds on top1465.
            chunk
                .into_par_iter()
                .with_max_len(1)
                .map(|(number, item)| item.map(|p| rate_one(number, &p, &options, path, marks)))
                .collect()
        });
        for row in rows {
            match row {
                Ok(row) => {
                    tally.unsolvable |= row.status == Status::NoSolution;
                    if passes(&row, args) {
                        write_row(&mut out, &row, &args.format, &options, path, &provenance)?;
                    }
                }
                Err(e) => {
                    out.flush()?;
                    progress.suspend(|| tally.report(&e));
                }
            }
            progress.inc();
        }
    }
    progress.finish_and_clear();
    out.flush()?;
    Ok(tally)
}

fn rate_one(
    number: usize,
    parsed: &ParsedPuzzle,
    options: &Options,
    path: SolvePath,
    marks: bool,
) -> Row {
    let started = Instant::now();
    let rated = rate_puzzle(&parsed.puzzle, options, path);
    let elapsed = started.elapsed();
    let puzzle = parsed.puzzle.givens_line();
    Row {
        number,
        shown: parsed
            .puzzle
            .candidates_line()
            .unwrap_or_else(|| puzzle.clone()),
        puzzle,
        status: rated.status,
        rating: rated.rating,
        steps: rated.steps,
        guesses: rated.guesses,
        solution: rated.solution,
        elapsed,
        marks: marks.then(|| parsed.puzzle.grid().candidates_line()),
    }
}

/// Whether a row passes the filters. A puzzle without exactly one solution has
/// no rating, so a filter never keeps it.
fn passes(row: &Row, args: &RateArgs) -> bool {
    let filtering = args.level.is_some() || args.min.is_some() || args.max.is_some();
    let Some(r) = row.rating else {
        return !filtering;
    };
    let d = tenths(r.difficulty as u32);
    args.level.is_none_or(|l| l == r.level)
        && args.min.is_none_or(|m| d >= m - 1e-9)
        && args.max.is_none_or(|m| d <= m + 1e-9)
}

const COLUMNS: [&str; 9] = [
    "puzzle",
    "difficulty",
    "level",
    "hardest",
    "hardest_step",
    "steps",
    "guesses",
    "status",
    "path",
];

fn write_header(out: &mut dyn Write, format: &RateFormat) -> io::Result<()> {
    match format {
        RateFormat::Tsv => writeln!(out, "{}", COLUMNS.join("\t")),
        RateFormat::Csv => writeln!(out, "{}", COLUMNS.join(",")),
        _ => Ok(()),
    }
}

fn write_row(
    out: &mut dyn Write,
    row: &Row,
    format: &RateFormat,
    options: &Options,
    path: SolvePath,
    provenance: &Provenance,
) -> io::Result<()> {
    let r = row.rating;
    match format {
        RateFormat::Line => writeln!(out, "{}", with_status(&row.puzzle, row.status)),
        RateFormat::Hodoku => writeln!(out, "{}", hodoku_line(row)),
        RateFormat::Template(template) => {
            let name = |id: Option<TechniqueId>| id.map_or("", |id| id.info().name);
            let solution = row
                .solution
                .map(|s| s.iter().map(|&d| (b'0' + d) as char).collect::<String>());
            let values = Values {
                puzzle: &row.shown,
                number: row.number,
                er: r.map(|r| r.difficulty),
                ep: r.map(|r| r.ep),
                ed: r.map(|r| r.ed),
                // Without a rating serate names no technique; the status
                // says why there is none.
                er_technique: r.map_or(row.status.as_str(), |r| name(r.hardest)),
                ep_technique: r.map_or(row.status.as_str(), |r| name(r.ep_technique)),
                ed_technique: r.map_or(row.status.as_str(), |r| name(r.ed_technique)),
                elapsed: row.elapsed,
                solution: solution.as_deref().unwrap_or(&row.puzzle),
                marks: row.marks.as_deref().unwrap_or(""),
                version: &provenance.version,
                parameters: &provenance.parameters,
            };
            writeln!(out, "{}", template.render(&values))
        }
        RateFormat::Json => {
            let json = JsonRow {
                puzzle: &row.puzzle,
                status: row.status,
                difficulty: r.map(|r| tenths(r.difficulty as u32)),
                level: r.map(|r| r.level.name()),
                hardest: r.and_then(|r| r.hardest),
                hardest_step: r.and_then(|r| r.hardest_step).map(|k| k + 1),
                total: r.map(|r| tenths(r.total)),
                ep: r.map(|r| tenths(r.ep as u32)),
                ed: r.map(|r| tenths(r.ed as u32)),
                steps: row.steps,
                guesses: row.guesses,
                version: env!("CARGO_PKG_VERSION"),
                path,
                deep: options.deep,
                order: options.order.name(),
                uniqueness: options.uniqueness,
                techniques: &options.techniques,
            };
            serde_json::to_writer(&mut *out, &json)?;
            writeln!(out)
        }
        RateFormat::Tsv | RateFormat::Csv => {
            let sep = if *format == RateFormat::Tsv {
                "\t"
            } else {
                ","
            };
            let fields = [
                row.puzzle.clone(),
                r.map_or(String::new(), |r| {
                    format!("{:.1}", tenths(r.difficulty as u32))
                }),
                r.map_or(String::new(), |r| r.level.name().to_string()),
                r.and_then(|r| r.hardest)
                    .map_or(String::new(), |id| id.as_str().to_string()),
                r.and_then(|r| r.hardest_step)
                    .map_or(String::new(), |k| (k + 1).to_string()),
                row.steps.to_string(),
                row.guesses.to_string(),
                row.status.as_str().to_string(),
                path.as_str().to_string(),
            ];
            writeln!(out, "{}", fields.join(sep))
        }
    }
}

/// HoDoKu's batch line (`hodoku /bs`): the puzzle, ` #` and its number, then
/// HoDoKu's level and score in brackets for the steps of our path, and ` bf`
/// when a step guessed, as HoDoKu marks brute force. A puzzle without a
/// unique solution gets its status where the level would be.
fn hodoku_line(row: &Row) -> String {
    let head = format!("{} #{}", row.shown, row.number);
    match row.rating {
        Some(r) => {
            let h = r.hodoku;
            let guess = if h.guessed { " bf" } else { "" };
            format!("{head} {} ({}){guess}", h.level.name(), h.score)
        }
        None => format!("{head} {}", row.status.as_str()),
    }
}
