//! What `rate` writes: the header (the provenance line and a table's column
//! names) and one row per puzzle in each `--format`.

use crate::cli::RateFormat;
use serde::Serialize;
use std::io::{self, Write};
use std::time::Duration;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::engine::{Options, Status};
use sudoku_explain::rating::se_names::ShortNames;
use sudoku_explain::rating::{Rating, tenths};
use sudoku_explain::render::template::Values;

use super::super::with_status;

/// One output row.
pub(super) struct Row {
    /// Its number in the input, from 1 (unreadable puzzles count too).
    pub(super) number: usize,
    /// The givens, 81 characters.
    pub(super) puzzle: String,
    /// The puzzle as read: the givens, or the 729-character pencil marks of a
    /// position that came with them (serate's `%g`, HoDoKu's first field).
    pub(super) shown: String,
    pub(super) status: Status,
    pub(super) rating: Option<Rating>,
    pub(super) steps: usize,
    pub(super) guesses: usize,
    pub(super) solution: Option<[u8; 81]>,
    pub(super) elapsed: Duration,
    /// The start position's pencil marks, only when a template shows them.
    pub(super) marks: Option<String>,
    /// SE's short names of the steps ER, EP and ED rest on.
    pub(super) short_names: Option<ShortNames>,
    /// The lines of `--start`, `--before` and `--after`, each with its line
    /// break, written before the row.
    pub(super) steps_text: String,
}

/// The program and the parameters that produced every rating of a run: what
/// makes a published rating reproducible.
pub(super) struct Provenance {
    pub(super) version: String,
    pub(super) parameters: String,
}

impl Provenance {
    pub(super) fn of(options: &Options, path: SolvePath) -> Provenance {
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
    #[serde(flatten)]
    run: JsonRun<'a>,
}

/// What produced a JSON row's rating: the same on every row of a run, and
/// what `--resume` checks a written row against.
#[derive(Serialize)]
pub(super) struct JsonRun<'a> {
    version: &'static str,
    path: SolvePath,
    deep: bool,
    order: &'static str,
    uniqueness: bool,
    techniques: &'a [TechniqueId],
}

impl JsonRun<'_> {
    pub(super) fn of(options: &Options, path: SolvePath) -> JsonRun<'_> {
        JsonRun {
            version: env!("CARGO_PKG_VERSION"),
            path,
            deep: options.deep,
            order: options.order.name(),
            uniqueness: options.uniqueness,
            techniques: &options.techniques,
        }
    }
}

pub(super) const COLUMNS: [&str; 9] = [
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

/// What comes before the rows: the provenance line when asked for (JSON rows
/// carry it themselves, and a `#` line would break JSON Lines), then a
/// table's column names.
pub(super) fn header(format: &RateFormat, provenance: Option<&Provenance>) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(p) = provenance
        && *format != RateFormat::Json
    {
        out.extend_from_slice(format!("# {} rate: {}\n", p.version, p.parameters).as_bytes());
    }
    let sep = match format {
        RateFormat::Tsv => "\t",
        RateFormat::Csv => ",",
        _ => return out,
    };
    out.extend_from_slice(COLUMNS.join(sep).as_bytes());
    out.push(b'\n');
    out
}

/// Writes one row, its line break included.
pub(super) fn write_row(
    out: &mut dyn Write,
    row: &Row,
    format: &RateFormat,
    options: &Options,
    path: SolvePath,
    provenance: &Provenance,
) -> io::Result<()> {
    let r = row.rating;
    out.write_all(row.steps_text.as_bytes())?;
    match format {
        RateFormat::Line => writeln!(out, "{}", with_status(&row.puzzle, row.status)),
        RateFormat::Hodoku => writeln!(out, "{}", hodoku_line(row)),
        RateFormat::Template(template) => {
            let name = |id: Option<TechniqueId>| id.map_or("", |id| id.info().name);
            let short = row.short_names.as_ref();
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
                er_short: short.map_or(row.status.as_str(), |s| &s.er),
                ep_short: short.map_or(row.status.as_str(), |s| &s.ep),
                ed_short: short.map_or(row.status.as_str(), |s| &s.ed),
                version: &provenance.version,
                parameters: &provenance.parameters,
                ..Values::default()
            };
            let line = template.render(&values);
            // serate writes no empty line.
            if line.is_empty() {
                return Ok(());
            }
            writeln!(out, "{line}")
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
                run: JsonRun::of(options, path),
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
