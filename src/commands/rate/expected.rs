//! What a row of `rate`'s output says of the puzzle it rates and of the
//! parameters that rated it, format by format: what `--resume` checks each
//! row it reads back against.

use super::rows::{COLUMNS, JsonRun, Provenance};
use crate::cli::RateFormat;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::engine::{Options, Status};
use sudoku_explain::parse::ParsedPuzzle;
use sudoku_explain::render::template::Field;

/// The givens line and the puzzle as read (its pencil marks when it came
/// with them): what the rows name a puzzle by.
pub(super) fn names(parsed: &ParsedPuzzle) -> (String, String) {
    let givens = parsed.puzzle.givens_line();
    let shown = parsed
        .puzzle
        .candidates_line()
        .unwrap_or_else(|| givens.clone());
    (givens, shown)
}

/// What this run writes, as far as a written row shows it.
pub(super) struct Expected<'a> {
    pub(super) format: &'a RateFormat,
    pub(super) path: SolvePath,
    pub(super) options: &'a Options,
    /// The version and parameters, which a template may write (`%v`, `%a`).
    pub(super) provenance: &'a Provenance,
    /// Filters drop puzzles, so a puzzle may have no row.
    pub(super) filtered: bool,
    /// The input's name, for the messages.
    pub(super) input: &'a str,
}

/// A written row that is the row of the puzzle beside it.
pub(super) struct Same {
    /// The row says the puzzle has no solution.
    pub(super) unsolvable: bool,
}

impl Expected<'_> {
    /// Refuses, before anything is read, a format whose rows cannot be told
    /// apart: a template must write the puzzle (`%g`) on one line (no `%l`).
    pub(super) fn check_format(&self) -> Result<(), &'static str> {
        let RateFormat::Template(template) = self.format else {
            return Ok(());
        };
        if !template.uses(Field::Puzzle) {
            return Err(
                "the template writes no puzzle (%g), so its rows cannot be matched to the input",
            );
        }
        if template.breaks_lines() {
            return Err(
                "the template breaks a row over several lines (%l), so a cut row cannot be told from a whole one",
            );
        }
        Ok(())
    }

    /// Whether `text`, a whole written row, is the row of puzzle `number`:
    /// `Ok(None)` when it is another puzzle's, an error (column, message) when
    /// it is no row this run writes.
    pub(super) fn judge(
        &self,
        text: &str,
        number: usize,
        parsed: &ParsedPuzzle,
    ) -> Result<Option<Same>, (usize, String)> {
        let (givens, shown) = names(parsed);
        let no_solution = Status::NoSolution.as_str();
        let same = |is: bool, unsolvable: bool| is.then_some(Same { unsolvable });
        match self.format {
            RateFormat::Tsv | RateFormat::Csv => {
                let (sep, name) = if *self.format == RateFormat::Tsv {
                    ('\t', "tab")
                } else {
                    (',', "comma")
                };
                let fields: Vec<&str> = text.split(sep).collect();
                if fields.len() != COLUMNS.len() {
                    return Err((
                        1,
                        format!(
                            "expected {} {name}-separated fields ({}), found {}",
                            COLUMNS.len(),
                            COLUMNS.join(" "),
                            fields.len()
                        ),
                    ));
                }
                let path = fields[COLUMNS.len() - 1];
                if path != self.path.as_str() {
                    let column = text.len() - path.len() + 1;
                    return Err((
                        column,
                        format!(
                            "the row was rated on path '{path}', this run rates on '{}'",
                            self.path.as_str()
                        ),
                    ));
                }
                Ok(same(fields[0] == givens, fields[7] == no_solution))
            }
            RateFormat::Json => {
                let row: serde_json::Value = serde_json::from_str(text).map_err(|e| {
                    let message = e.to_string();
                    let message = message
                        .rsplit_once(" at line ")
                        .map_or(message.as_str(), |(m, _)| m);
                    (
                        e.column(),
                        format!("expected a JSON row as `rate --format json` writes: {message}"),
                    )
                })?;
                let ours = serde_json::to_value(JsonRun::of(self.options, self.path))
                    .expect("a run's parameters serialize");
                for (key, value) in ours.as_object().expect("an object") {
                    if row.get(key) != Some(value) {
                        let theirs = row
                            .get(key)
                            .map_or("nothing".to_string(), |v| v.to_string());
                        return Err((
                            1,
                            format!(
                                "the row was rated with {key}={theirs}, this run has {key}={value}"
                            ),
                        ));
                    }
                }
                let Some(puzzle) = row.get("puzzle").and_then(|p| p.as_str()) else {
                    return Err((1, "expected a JSON row with a \"puzzle\"".to_string()));
                };
                Ok(same(puzzle == givens, row["status"] == no_solution))
            }
            RateFormat::Line => {
                let (puzzle, comment) = text.split_once("  # ").unwrap_or((text, ""));
                Ok(same(puzzle == givens, comment == no_solution))
            }
            RateFormat::Hodoku => {
                let bad = |column: usize| {
                    Err((
                        column,
                        "expected a HoDoKu batch line: `<puzzle> #<number> <level> (<score>)`"
                            .to_string(),
                    ))
                };
                let Some((puzzle, rest)) = text.split_once(" #") else {
                    return bad(1);
                };
                let (n, verdict) = rest.split_once(' ').unwrap_or((rest, ""));
                let Ok(n) = n.parse::<usize>() else {
                    return bad(puzzle.len() + 3);
                };
                Ok(same(n == number && puzzle == shown, verdict == no_solution))
            }
            RateFormat::Template(template) => {
                let recorded = [
                    (Field::Version, "version", &self.provenance.version),
                    (Field::Parameters, "parameters", &self.provenance.parameters),
                ];
                for (field, what, ours) in recorded {
                    if template.uses(field) && !text.contains(ours.as_str()) {
                        return Err((
                            1,
                            format!("the row does not hold this run's {what}, `{ours}`"),
                        ));
                    }
                }
                // A template may not write the status; the rows it skipped
                // count as solved.
                Ok(same(text.contains(&shown), false))
            }
        }
    }
}
