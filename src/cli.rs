//! The command line: subcommands and their flags (clap definitions only).

use crate::colour::ColorChoice;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_explain::catalog::{Level, TECHNIQUES, TechniqueId};
use sudoku_explain::engine::Order;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::generate::Symmetry;
use sudoku_explain::render::template::{Place, Template};

/// Solves Sudoku the way a strong human does and explains every step.
#[derive(Parser, Debug)]
#[command(name = "sudoku", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles and print each one's status and solution.
    Solve(SolveArgs),
    /// Solve puzzles step by step and explain every step.
    Explain(ExplainArgs),
    /// Rate the difficulty of one puzzle or of a whole collection.
    ///
    /// The difficulty is Sudoku Explainer's ER (and `ep`, `ed` in JSON), from the
    /// path SE would take (`--path se`, the default), chains rated by kind and
    /// length (docs/rating.md); `--path human` rates the steps `explain` shows
    /// instead. On
    /// 2,094 puzzles rated by Sukaku Explainer, 40 per value from 2.5 to 9.3, it
    /// is exact on 82%, within 0.1 on 91% and within 0.3 on 94% (every 2.x and
    /// 3.x exact; every band at least 58% exact); on 1,000 hard and diabolical
    /// puzzles of Sudoku Exchange, exact on 89% and within 0.3 on 95%. Every
    /// relabelled, transposed or reordered copy of a puzzle gets its rating.
    /// On the hardest known puzzles, `--deep` ranks them as SE does.
    Rate(RateArgs),
    /// Make new puzzles with one solution, at the difficulty asked for.
    Generate(GenerateArgs),
    /// The mistakes in a puzzle in progress and the next step, at four levels of help.
    Hint(HintArgs),
    /// List every technique, easiest first, with its difficulty and level.
    Techniques,
    /// Read the lesson of a technique, with its worked example (`notation`: how to read the steps).
    Learn(LearnArgs),
    /// Check JSON traces step by step with the independent verifier.
    Verify(VerifyArgs),
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// A file of JSON Lines traces (as `explain --format json` writes), `-` for
    /// standard input.
    pub file: String,
    /// Also check that the traces cover exactly the puzzles of this file, in order.
    #[arg(long)]
    pub puzzles: Option<String>,
    /// Print only the summary line.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Args, Debug)]
pub struct HintArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// How much to reveal: 1 the kind of pattern and where to look; 2 the
    /// technique and its cells; 3 the digits and what the step concludes; 4 the
    /// whole step drawn on the pencil marks. A wrong digit: 1 where, 2 which
    /// cell, 3 what goes there.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub level: u8,
    /// The puzzle's own givens, to tell which filled digits are wrong and which
    /// givens are missing or changed: a file that holds the puzzle (in any form
    /// the reader takes), or the puzzle written out as an 81-character line.
    #[arg(long)]
    pub givens: Option<String>,
    /// List every step each enabled technique can make at this position (after
    /// the mistakes are put right), grouped by technique in the engine's order,
    /// instead of the one next step; chains and forcing chains are capped.
    #[arg(long)]
    pub all: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = HintFormat::Text)]
    pub format: HintFormat,
    /// When to colour.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(flatten)]
    pub engine: EngineArgs,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintFormat {
    /// Words, and at level 4 the step drawn on the pencil marks.
    Text,
    /// One JSON object: status, mistakes, the step object of the trace contract
    /// and the rating from this position.
    Json,
}

#[derive(Args, Debug)]
pub struct LearnArgs {
    /// The technique's id, as `sudoku techniques` lists it, or `notation`.
    pub id: String,
    /// When to colour.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
}

/// Which techniques the engine may use and in which order: the same for
/// `explain`, `rate` and `hint`, so that they agree on a puzzle.
#[derive(Args, Debug)]
pub struct EngineArgs {
    /// Use only these techniques (comma-separated ids, e.g.
    /// `naked_single,hidden_single`); backtracking covers the rest.
    #[arg(long, value_delimiter = ',', conflicts_with = "max_technique", value_parser = technique_id())]
    pub techniques: Option<Vec<TechniqueId>>,
    /// Use only the techniques no harder than this one (by the difficulty
    /// `sudoku techniques` lists; those of equal difficulty included).
    #[arg(long, value_parser = technique_id())]
    pub max_technique: Option<TechniqueId>,
    /// The order techniques are tried in: easiest first, as Sudoku Explainer
    /// rates (the default), or the catalog's solving order (the default of
    /// `rate --format hodoku`).
    #[arg(long, value_parser = order())]
    pub order: Option<Order>,
    /// Do not use the uniqueness techniques (unique rectangles, BUG+1), which hold
    /// only because the puzzle has a single solution.
    #[arg(long)]
    pub no_uniqueness: bool,
}

/// Where puzzles come from.
#[derive(Args, Debug)]
pub struct InputArgs {
    /// A file of one or many puzzles, `-` for standard input; without it, a
    /// built-in example.
    pub file: Option<String>,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// How to print each solution.
    #[arg(long, value_enum, default_value_t = SolveFormat::Board)]
    pub format: SolveFormat,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveFormat {
    /// Status line and a 9x9 board.
    Board,
    /// One 81-digit line per puzzle.
    Line,
    /// One JSON object per puzzle: puzzle, status, solution.
    Json,
    /// One HoDoKu library line per puzzle: the solution, each digit the
    /// puzzle did not give marked `+`.
    Library,
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ExplainFormat::Text)]
    pub format: ExplainFormat,
    /// Pretty-print JSON.
    #[arg(long)]
    pub pretty: bool,
    /// Draw the pencil-mark grid before each step.
    #[arg(long)]
    pub grid: bool,
    /// When to colour the text output.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Stop after this many steps.
    #[arg(long)]
    pub steps: Option<usize>,
    /// Print only the summary line of each puzzle.
    #[arg(long)]
    pub quiet: bool,
    /// Explain only this puzzle of the input (1 = the first), in any format;
    /// `--format html` writes one page, of the first puzzle unless told.
    #[arg(long)]
    pub puzzle: Option<usize>,
    /// A built-in puzzle to explain when no FILE is given (`list` names them).
    #[arg(long, conflicts_with = "file")]
    pub example: Option<String>,
    /// Check every step with the independent verifier (`sudoku verify`) and say
    /// so under the summary; any problem is printed and the exit code is 1.
    #[arg(long)]
    pub verify: bool,
    /// Which path's steps to show: `human` (the default) tries the easiest
    /// technique first, every technique of the catalog; `se` shows the steps
    /// Sudoku Explainer's order takes, the steps `sudoku rate` rates by.
    #[arg(long, value_parser = solve_path(), default_value = SolvePath::Human.as_str())]
    pub path: SolvePath,
    /// Also rate the puzzle by the other path and print that rating under the
    /// steps' own, without showing that path's steps (the two ratings can
    /// differ: docs/rating.md says why).
    #[arg(long, value_name = "PATH", value_parser = solve_path())]
    pub compare: Option<SolvePath>,
    /// Walk SE's path (`--path se` or `--compare se`) with SE's nesting
    /// levels for the forcing chains from 9.0 up, as `rate --deep` rates:
    /// each such step is a deep forcing chain, shown and verified like any
    /// other (seconds a puzzle on the hardest).
    #[arg(long)]
    pub deep: bool,
}

#[derive(Args, Debug)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format: tsv (the default), csv, json, line, hodoku, or
    /// template:FORMAT with serate's field letters (`--help` lists them).
    #[arg(long, value_name = "FORMAT", value_parser = rate_format, default_value = "tsv", long_help = rate_format_help())]
    pub format: RateFormat,
    /// Say what produced the ratings: a `#` line before the output with the
    /// program's version and the rating's parameters (path, deep, uniqueness,
    /// order, techniques). JSON rows always carry them; a template writes them
    /// with `%v` and `%a`.
    #[arg(long)]
    pub provenance: bool,
    /// Write the rows to FILE instead of standard output, each row in one
    /// write, so that a run stopped at any moment leaves at most its last
    /// line cut short (`--resume` goes on from there).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,
    /// Go on with the run that wrote `--output FILE`: check that FILE begins
    /// with the header this run writes and that each row is the row of the
    /// puzzle the input has at its place (and, where a row records them, of
    /// this run's parameters), skip those puzzles, cut off a last line cut
    /// short and append the rest. The result is the file an uninterrupted run
    /// writes. Without FILE, or with only part of its header, it starts
    /// afresh; anything else is refused, FILE untouched, with exit code 2.
    #[arg(long, requires = "output")]
    pub resume: bool,
    /// Keep only puzzles of this level.
    #[arg(long, value_parser = level())]
    pub level: Option<Level>,
    /// Keep only puzzles at least this difficult.
    #[arg(long, value_parser = difficulty)]
    pub min: Option<f64>,
    /// Keep only puzzles at most this difficult.
    #[arg(long, value_parser = difficulty)]
    pub max: Option<f64>,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Worker threads, 1 or more (default: one per core; at most four per core,
    /// more are cut to that with a note).
    #[arg(long, value_parser = jobs)]
    pub jobs: Option<usize>,
    /// Rate the forcing chains from 9.0 up by SE's nesting levels, as SE
    /// does: on the 269 rated puzzles of forum-hardest, Spearman 0.93 with
    /// SE's ER and 98.5% within 0.3 (0.31 and 53% without), at about 0.7 s a
    /// puzzle there instead of 40 ms; other puzzles rate as without it.
    #[arg(long)]
    pub deep: bool,
    /// Which path's steps the rating rests on: `se` by default, `human` with
    /// `--format hodoku` (HoDoKu's level and score come nearest on the human
    /// path in solving order, which that format walks unless told otherwise).
    #[arg(long, value_parser = solve_path())]
    pub path: Option<SolvePath>,
    /// serate's --start: a line laid out by TEMPLATE before each puzzle's
    /// first step, with --format template:...
    #[arg(long, value_name = "TEMPLATE", value_parser = start_template, long_help = step_help(Place::Start))]
    pub start: Option<Template>,
    /// serate's --before: a line laid out by TEMPLATE before each step, with
    /// --format template:...
    #[arg(long, value_name = "TEMPLATE", value_parser = before_template, long_help = step_help(Place::Before))]
    pub before: Option<Template>,
    /// serate's --after: a line laid out by TEMPLATE after each step, with
    /// --format template:...
    #[arg(long, value_name = "TEMPLATE", value_parser = after_template, long_help = step_help(Place::After))]
    pub after: Option<Template>,
}

impl RateArgs {
    /// Whether a template is written before or after each step.
    pub fn per_step(&self) -> bool {
        self.start.is_some() || self.before.is_some() || self.after.is_some()
    }
}

/// `rate --help`'s text for a step template, its letters from the one table
/// the parser reads.
fn step_help(place: Place) -> String {
    let when = match place {
        Place::Start => "before each puzzle's first step",
        Place::Before => "before each step of the path rated (the position the step starts from)",
        _ => {
            "after each step (the position it leaves, its rating and description, the hardest step so far)"
        }
    };
    format!(
        "serate's {}: a line laid out by TEMPLATE {when}, with --format template:... \
         Its letters: {} (the table under --format says what each holds)",
        place.option(),
        sudoku_explain::render::template::letters_for(place)
    )
}

fn start_template(text: &str) -> Result<Template, String> {
    step_template(text, Place::Start)
}

fn before_template(text: &str) -> Result<Template, String> {
    step_template(text, Place::Before)
}

fn after_template(text: &str) -> Result<Template, String> {
    step_template(text, Place::After)
}

/// Reads a step template, checked here so that a letter it cannot hold stops
/// the command before any rating.
fn step_template(text: &str, place: Place) -> Result<Template, String> {
    Template::parse_for(text, place).map_err(|e| format!("in the template: {e}"))
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles to make.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// Keep only puzzles rated at this level on the human path (the solve
    /// `sudoku explain` shows).
    #[arg(long, value_parser = level())]
    pub level: Option<Level>,
    /// Keep only puzzles whose hardest step (the one `sudoku explain` names
    /// under its steps, `sudoku rate --path human`'s `hardest`) is this
    /// technique, so that they are practice for it: any id `sudoku
    /// techniques` lists, but not `backtrack`, the fallback, which no puzzle can
    /// be made to need. A level it cannot have is refused at once. For the
    /// rarest techniques (the forcing chains and the other extreme ones of
    /// the seed list), each attempt is a known puzzle that needs it, written
    /// another way, with one given moved (JSON's `origin`: `neighbour`).
    #[arg(long, value_name = "ID", group = "need", value_parser = needed_technique())]
    pub needs: Option<TechniqueId>,
    /// Keep only puzzles whose solve uses this technique somewhere (the hardest
    /// step may be harder).
    #[arg(long, value_name = "ID", group = "need", value_parser = needed_technique())]
    pub needs_any: Option<TechniqueId>,
    /// The symmetry of the givens.
    #[arg(long, value_parser = symmetry(), default_value = Symmetry::None.name())]
    pub symmetry: Symmetry,
    /// Keep only puzzles from which no given can be removed without losing the
    /// single solution.
    #[arg(long)]
    pub minimal: bool,
    /// The random seed; the same seed gives the same puzzles on any machine.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = GenerateFormat::Line)]
    pub format: GenerateFormat,
    /// With `--format json`, add the whole solution trace (refused with other
    /// formats).
    #[arg(long)]
    pub trace: bool,
    /// With `--needs` or `--needs-any`, also print the position just before the
    /// first step that uses the technique, in a form that reads back as that
    /// position: its digits when they say everything (always so after singles
    /// alone; a line of 81 characters, or a board), else its pencil marks (729
    /// characters, or a candidate grid). Puzzles whose position fits neither
    /// (a single after other eliminations) are skipped. For an avoidable
    /// rectangle, which must tell the givens from the digits placed since,
    /// HoDoKu's library line (`+d` for a placed digit).
    #[arg(long, requires = "need")]
    pub practice: bool,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
    /// Worker threads, 1 or more (default: one per core; at most four per core,
    /// more are cut to that with a note).
    #[arg(long, value_parser = jobs)]
    pub jobs: Option<usize>,
}

/// The technique ids `--needs` takes: every one `sudoku techniques` lists.
/// `backtrack` is accepted but not shown, so that the request check can say why
/// no puzzle can need it rather than clap only calling it invalid.
fn needed_technique() -> impl TypedValueParser<Value = TechniqueId> {
    let names = TECHNIQUES
        .iter()
        .map(|t| PossibleValue::new(t.key).hide(t.id.technique().is_none()));
    PossibleValuesParser::new(names.collect::<Vec<_>>())
        .map(|key| TechniqueId::from_key(&key).expect("clap accepts only the listed names"))
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateFormat {
    /// One 81-character line per puzzle.
    Line,
    /// A 9x9 board per puzzle.
    Grid,
    /// One JSON object per puzzle: puzzle, solution, rating, seed, version.
    Json,
}

/// How `rate` writes each puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RateFormat {
    /// Tab-separated table with a header.
    Tsv,
    /// Comma-separated table with a header.
    Csv,
    /// One JSON object per puzzle.
    Json,
    /// Only the 81-character puzzles that pass the filters.
    Line,
    /// HoDoKu's batch line (`hodoku /bs`): puzzle, number, level, score.
    Hodoku,
    /// A line laid out by serate's field letters.
    Template(Template),
}

/// Reads `--format`: a name, or `template:` and a template, checked here so
/// that a letter we cannot honour stops the command before any rating.
fn rate_format(text: &str) -> Result<RateFormat, String> {
    if let Some(template) = text.strip_prefix("template:") {
        return Template::parse(template)
            .map(RateFormat::Template)
            .map_err(|e| format!("in the template: {e}"));
    }
    Ok(match text {
        "tsv" => RateFormat::Tsv,
        "csv" => RateFormat::Csv,
        "json" => RateFormat::Json,
        "line" => RateFormat::Line,
        "hodoku" => RateFormat::Hodoku,
        _ => {
            return Err(
                "expected tsv, csv, json, line, hodoku or template:FORMAT (e.g. template:'%g %r/%p/%d')"
                    .to_string(),
            );
        }
    })
}

/// `rate --help`'s text for `--format`, with the table of template letters
/// from the one table the template parser reads.
fn rate_format_help() -> String {
    let mut help = String::from(
        "Output format:\n\
         tsv       tab-separated table with a header (the default)\n\
         csv       comma-separated table with a header\n\
         json      one JSON object per puzzle, with what produced the rating\n\
         line      only the 81-character puzzles that pass the filters\n\
         hodoku    HoDoKu's batch line (hodoku /bs): `<puzzle> #<n> <level> (<score>)`,\n\
         \x20         HoDoKu's level and score for the steps of our path\n\
         template:FORMAT\n\
         \x20         one line per puzzle laid out as serate --format=FORMAT lays it out:\n\
         \x20         %x is a field, anything else is written as is. The letters:\n",
    );
    for line in sudoku_explain::render::template::letters_help().lines() {
        help.push_str("            ");
        help.push_str(line);
        help.push('\n');
    }
    // clap adds its own blank line before `[default: tsv]`.
    help.truncate(help.trim_end().len());
    help
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplainFormat {
    /// Numbered steps for people.
    Text,
    /// The JSON trace for programs (one object per puzzle per line).
    Json,
    /// One self-contained web page to step through the solution (of the first
    /// puzzle, or the one `--puzzle` picks).
    Html,
    /// HoDoKu's library line of the position before each step, with the
    /// step's HoDoKu code, eliminations and placements (one line per step).
    Library,
}

/// A value parser for a library enum: the names, and the words `--help` shows
/// for each, come from the library, which knows nothing of clap.
fn choices<T: Copy + Send + Sync + 'static>(
    values: Vec<(T, &'static str, Option<&'static str>)>,
) -> impl TypedValueParser<Value = T> {
    let possible = values.iter().map(|&(_, name, about)| match about {
        Some(words) => PossibleValue::new(name).help(words),
        None => PossibleValue::new(name),
    });
    let parser = PossibleValuesParser::new(possible.collect::<Vec<_>>());
    parser.map(move |name| {
        values
            .iter()
            .find(|(_, n, _)| *n == name)
            .map(|&(v, _, _)| v)
            .expect("clap accepts only the listed names")
    })
}

/// Every technique id but the fallback, which is not a technique to ask for,
/// easiest first as `sudoku techniques` lists them.
fn technique_id() -> impl TypedValueParser<Value = TechniqueId> {
    choices(
        Order::default()
            .arrange()
            .into_iter()
            .filter(|t| t.id.technique().is_some())
            .map(|t| (t.id, t.key, None))
            .collect(),
    )
}

fn level() -> impl TypedValueParser<Value = Level> {
    choices(Level::ALL.map(|l| (l, l.name(), Some(l.about()))).to_vec())
}

fn order() -> impl TypedValueParser<Value = Order> {
    choices(Order::ALL.map(|o| (o, o.name(), Some(o.about()))).to_vec())
}

fn solve_path() -> impl TypedValueParser<Value = SolvePath> {
    choices(
        SolvePath::ALL
            .map(|p| (p, p.as_str(), Some(p.about())))
            .to_vec(),
    )
}

fn symmetry() -> impl TypedValueParser<Value = Symmetry> {
    choices(
        Symmetry::ALL
            .map(|s| (s, s.name(), Some(s.about())))
            .to_vec(),
    )
}

/// A number of worker threads: 1 or more. The thread pool would quietly read 0
/// as "one per core", which is not what `--jobs 0` says.
fn jobs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!(
            "expected a number of worker threads from 1 up, got '{text}'"
        )),
    }
}

/// A difficulty bound: a finite number from 0 up (`nan` or `inf` would filter
/// out every puzzle, or none, without saying so).
fn difficulty(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!(
            "expected a difficulty such as 3.2 (a number from 0 up), got '{text}'"
        )),
    }
}
