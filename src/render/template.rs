//! `rate --format template:...`: one line per puzzle laid out by a format
//! string with the field letters of Sudoku Explainer's command-line rater
//! (`serate --format`), so that scripts written for serate read our output.
//!
//! A template is checked once, before any puzzle is rated: a letter this
//! program cannot honour is an error naming it, never a silently wrong field.
//! [`LETTERS`] is the one table of letters; `--help`, the docs and the parser
//! all read it.
//!
//! Where we differ from serate, on purpose: `%g` writes the puzzle as read (an
//! 81-character line with `.` for empty cells, or its 729-character pencil
//! marks) where serate echoes the input line; `%R %P %D` write our technique
//! names, not SE's; `%m` (serate offers it only before a puzzle's steps) is
//! the start position's pencil marks; `%v` and `%a` are ours.

use super::board::cell_marks;
use crate::core::{Cell, Grid};
use crate::step::Step;
use std::fmt;
use std::time::Duration;

/// One field letter: what serate means by it and what we write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Letter {
    /// The letter after `%`.
    pub letter: char,
    /// The templates serate writes it in, in serate's own marks: `S`
    /// (`--start`), `B` (`--before`), `A` (`--after`), `F` (`--format`).
    /// Elsewhere serate writes the letter itself; we refuse it.
    pub places: &'static str,
    /// What serate writes for it.
    pub serate: &'static str,
    /// The field it stands for.
    pub field: Field,
    /// What we write in a `--format` template, or why we cannot.
    pub ours: Support,
    /// The step templates (`S`, `B`, `A`) we write it in: serate's, but for
    /// a step's time.
    pub steps: &'static str,
}

/// Whether a letter is honoured in `--format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Support {
    /// Written: what it holds here.
    Written(&'static str),
    /// Refused: why.
    Refused(&'static str),
}

/// A field a template can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `%g`: the puzzle.
    Puzzle,
    /// `%n`: its number in the input, from 1.
    Number,
    /// `%r`: ER.
    Er,
    /// `%p`: EP.
    Ep,
    /// `%d`: ED.
    Ed,
    /// `%R`: the technique of ER's step.
    ErTechnique,
    /// `%P`: the technique of EP's step.
    EpTechnique,
    /// `%D`: the technique of ED's step.
    EdTechnique,
    /// `%e`: the time taken to rate it.
    Elapsed,
    /// `%i`: the grid after the solve (the solution).
    Solution,
    /// `%m`: the 729-character pencil marks (the start position's in
    /// `--format`, the position's at that moment in a step template).
    Marks,
    /// `%M`: the pencil marks as serate's multi-line grid.
    MarksGrid,
    /// `%S`: SE's short name of ER's technique (in `--after`, of the
    /// hardest step so far).
    ErShort,
    /// `%T`: SE's short name of EP's technique.
    EpShort,
    /// `%U`: SE's short name of ED's technique.
    EdShort,
    /// `%h`: the step's long description.
    StepLong,
    /// `%s`: the step's short description.
    StepShort,
    /// `%l`: a line break.
    Newline,
    /// `%t`: a tab.
    Tab,
    /// `%%`: a percent sign.
    Percent,
    /// `%v`: the program and its version.
    Version,
    /// `%a`: the parameters that produced the rating.
    Parameters,
}

/// Every letter serate knows, and ours, in the order `--help` lists them.
/// In a step template (`--start`, `--before`, `--after`) `%i`, `%m` and `%M`
/// are the position at that moment (before the step, or after it), `%r` the
/// step's rating, `%R` and `%S` the hardest step's so far.
pub const LETTERS: &[Letter] = &[
    Letter {
        letter: 'g',
        places: "SBAF",
        serate: "the input puzzle line",
        field: Field::Puzzle,
        ours: Support::Written(
            "the puzzle as read: 81 characters, '.' for an empty cell (729 pencil-mark characters when it came with marks)",
        ),
        steps: "SBA",
    },
    Letter {
        letter: 'n',
        places: "SAF",
        serate: "the puzzle's number, counting from 1",
        field: Field::Number,
        ours: Support::Written(
            "the same (unreadable puzzles count too, so numbers match input order)",
        ),
        steps: "SA",
    },
    Letter {
        letter: 'r',
        places: "AF",
        serate: "ER, the hardest step of the solve; in --after the step's rating",
        field: Field::Er,
        ours: Support::Written("the same, one decimal; 0.0 without a unique solution"),
        steps: "A",
    },
    Letter {
        letter: 'p',
        places: "F",
        serate: "EP, the hardest step up to the first placement",
        field: Field::Ep,
        ours: Support::Written("the same"),
        steps: "",
    },
    Letter {
        letter: 'd',
        places: "F",
        serate: "ED, the first step's rating",
        field: Field::Ed,
        ours: Support::Written("the same"),
        steps: "",
    },
    Letter {
        letter: 'R',
        places: "AF",
        serate: "the name of ER's technique (in --after: of the hardest step so far)",
        field: Field::ErTechnique,
        ours: Support::Written(
            "our name for it (sudoku techniques lists them); the status without a unique solution",
        ),
        steps: "A",
    },
    Letter {
        letter: 'P',
        places: "F",
        serate: "the name of EP's technique",
        field: Field::EpTechnique,
        ours: Support::Written("our name for it"),
        steps: "",
    },
    Letter {
        letter: 'D',
        places: "F",
        serate: "the name of ED's technique",
        field: Field::EdTechnique,
        ours: Support::Written("our name for it"),
        steps: "",
    },
    Letter {
        letter: 'S',
        places: "AF",
        serate: "SE's short name of ER's technique (HS, XYZW, FC; in --after: of the hardest step so far)",
        field: Field::ErShort,
        ours: Support::Written(
            "SE's short name for the same step of ours (a technique SE lacks: our key for it; the status without a unique solution)",
        ),
        steps: "A",
    },
    Letter {
        letter: 'T',
        places: "F",
        serate: "SE's short name of EP's technique",
        field: Field::EpShort,
        ours: Support::Written("the same"),
        steps: "",
    },
    Letter {
        letter: 'U',
        places: "F",
        serate: "SE's short name of ED's technique",
        field: Field::EdShort,
        ours: Support::Written("the same"),
        steps: "",
    },
    Letter {
        letter: 'e',
        places: "AF",
        serate: "the time taken to rate it (1.25s, 2m05s, 1h02m); in --after the step's",
        field: Field::Elapsed,
        ours: Support::Written(
            "the same, in serate's layout (not in --after: a path is found in one walk, so no step has a time of its own)",
        ),
        steps: "",
    },
    Letter {
        letter: 'i',
        places: "SBAF",
        serate: "the grid after the solve, 81 characters; in a step template the grid at that moment",
        field: Field::Solution,
        ours: Support::Written("the same; the puzzle itself when it has no solution"),
        steps: "SBA",
    },
    Letter {
        letter: 'm',
        places: "SBA",
        serate: "the pencil marks, 729 characters (in step templates only)",
        field: Field::Marks,
        ours: Support::Written(
            "the same; in --format the start position's, as serate's --start writes them",
        ),
        steps: "SBA",
    },
    Letter {
        letter: 'M',
        places: "SBA",
        serate: "the pencil marks as a multi-line grid (in step templates only)",
        field: Field::MarksGrid,
        ours: Support::Refused(
            "a rate line holds no multi-line grid; use it in --start, --before or --after",
        ),
        steps: "SBA",
    },
    Letter {
        letter: 'h',
        places: "A",
        serate: "the step's long description in HTML (--after only)",
        field: Field::StepLong,
        ours: Support::Refused("a step's description goes in --after"),
        steps: "A",
    },
    Letter {
        letter: 's',
        places: "A",
        serate: "the step's short description (--after only)",
        field: Field::StepShort,
        ours: Support::Refused("a step's description goes in --after"),
        steps: "A",
    },
    Letter {
        letter: 'l',
        places: "SBAF",
        serate: "a line break",
        field: Field::Newline,
        ours: Support::Written("the same"),
        steps: "SBA",
    },
    Letter {
        letter: 't',
        places: "SBAF",
        serate: "a tab",
        field: Field::Tab,
        ours: Support::Written("the same"),
        steps: "SBA",
    },
    Letter {
        letter: '%',
        places: "SBAF",
        serate: "a percent sign",
        field: Field::Percent,
        ours: Support::Written("the same"),
        steps: "SBA",
    },
    Letter {
        letter: 'v',
        places: "",
        serate: "(none)",
        field: Field::Version,
        ours: Support::Written("this program's name and version (sudoku-explain X.Y.Z)"),
        steps: "",
    },
    Letter {
        letter: 'a',
        places: "",
        serate: "(none)",
        field: Field::Parameters,
        ours: Support::Written(
            "the parameters of the rating: path, deep, uniqueness, order, techniques",
        ),
        steps: "",
    },
];

/// Which template a text is: serate's `--start`, `--before`, `--after` or
/// `--format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Before a puzzle's first step (`--start`, serate's `S`).
    Start,
    /// Before each step (`--before`, `B`).
    Before,
    /// After each step (`--after`, `A`).
    After,
    /// After the puzzle (`--format`, `F`).
    Final,
}

impl Place {
    /// serate's mark for it.
    pub const fn mark(self) -> char {
        match self {
            Place::Start => 'S',
            Place::Before => 'B',
            Place::After => 'A',
            Place::Final => 'F',
        }
    }

    /// The option that takes it.
    pub const fn option(self) -> &'static str {
        match self {
            Place::Start => "--start",
            Place::Before => "--before",
            Place::After => "--after",
            Place::Final => "--format",
        }
    }
}

/// A template that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    /// A letter serate knows that we cannot honour.
    #[error("%{letter} at character {at}: {why}")]
    Refused {
        /// The letter.
        letter: char,
        /// Its 1-based place in the template (of the `%`).
        at: usize,
        /// Why it is refused.
        why: &'static str,
    },
    /// A letter nobody defines.
    #[error("%{letter} at character {at}: no such field letter (the letters are {known})")]
    Unknown {
        /// The letter.
        letter: char,
        /// Its 1-based place in the template (of the `%`).
        at: usize,
        /// The letters we write.
        known: String,
    },
    /// A letter serate writes in other templates than this one.
    #[error("%{letter} at character {at}: {option} does not take it ({taken})")]
    NotHere {
        /// The letter.
        letter: char,
        /// Its 1-based place in the template (of the `%`).
        at: usize,
        /// The option whose template it is.
        option: &'static str,
        /// Where it may go instead.
        taken: String,
    },
    /// A `%` with nothing after it.
    #[error("a lone % at character {at}, the end: write %% for a percent sign")]
    Dangling {
        /// Its 1-based place in the template.
        at: usize,
    },
}

/// A parsed template: literal text and fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pieces: Vec<Piece>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Text(String),
    Field(Field),
}

/// What one puzzle's line is made of; the binary fills it in.
#[derive(Clone, Debug, Default)]
pub struct Values<'a> {
    /// The puzzle as read (`%g`).
    pub puzzle: &'a str,
    /// Its number in the input, from 1 (`%n`).
    pub number: usize,
    /// ER, EP and ED in tenths, when it has a rating.
    pub er: Option<u16>,
    /// EP in tenths.
    pub ep: Option<u16>,
    /// ED in tenths.
    pub ed: Option<u16>,
    /// The techniques of those three steps, by name (or the status, when
    /// there is no rating).
    pub er_technique: &'a str,
    /// EP's technique.
    pub ep_technique: &'a str,
    /// ED's technique.
    pub ed_technique: &'a str,
    /// The time taken to rate it.
    pub elapsed: Duration,
    /// The solution, or the puzzle when it has none (`%i`).
    pub solution: &'a str,
    /// The pencil marks (`%m`): the start position's, or in a step template
    /// the position's at that moment.
    pub marks: &'a str,
    /// The same as serate's multi-line grid (`%M`, step templates only).
    pub marks_grid: &'a str,
    /// SE's short names of ER's, EP's and ED's techniques (`%S %T %U`).
    pub er_short: &'a str,
    /// EP's.
    pub ep_short: &'a str,
    /// ED's.
    pub ed_short: &'a str,
    /// The step's long description (`%h`, `--after` only).
    pub step_long: &'a str,
    /// The step's short description (`%s`, `--after` only).
    pub step_short: &'a str,
    /// The program and version (`%v`).
    pub version: &'a str,
    /// The parameters of the rating (`%a`).
    pub parameters: &'a str,
}

impl Template {
    /// Reads a `--format` template, refusing any letter it cannot honour.
    /// The whole text is read once, so the time is linear in its length.
    pub fn parse(text: &str) -> Result<Template, TemplateError> {
        Template::parse_for(text, Place::Final)
    }

    /// Reads the template of `place`: a letter serate writes only in other
    /// templates is refused, naming where it goes.
    pub fn parse_for(text: &str, place: Place) -> Result<Template, TemplateError> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut chars = text.chars().enumerate();
        while let Some((k, c)) = chars.next() {
            if c != '%' {
                literal.push(c);
                continue;
            }
            let at = k + 1;
            let Some((_, letter)) = chars.next() else {
                return Err(TemplateError::Dangling { at });
            };
            let Some(found) = LETTERS.iter().find(|l| l.letter == letter) else {
                return Err(TemplateError::Unknown {
                    letter,
                    at,
                    known: letters_for(place),
                });
            };
            let field = match (place, found.ours) {
                (Place::Final, Support::Written(_)) => found.field,
                (Place::Final, Support::Refused(why)) => {
                    return Err(TemplateError::Refused { letter, at, why });
                }
                (_, _) if found.steps.contains(place.mark()) => found.field,
                (_, _) => {
                    return Err(TemplateError::NotHere {
                        letter,
                        at,
                        option: place.option(),
                        taken: taken_in(found),
                    });
                }
            };
            match field {
                Field::Percent => literal.push('%'),
                Field::Tab => literal.push('\t'),
                Field::Newline => literal.push('\n'),
                field => {
                    if !literal.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Field(field));
                }
            }
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(literal));
        }
        Ok(Template { pieces })
    }

    /// Whether the template writes nothing at all (serate then writes no
    /// line).
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// Whether the template uses `field`, so that the caller computes only
    /// what is shown (the pencil marks, the timing).
    pub fn uses(&self, field: Field) -> bool {
        self.pieces.contains(&Piece::Field(field))
    }

    /// Whether a puzzle's line holds line breaks (`%l`, or one given as is).
    pub fn breaks_lines(&self) -> bool {
        self.pieces
            .iter()
            .any(|p| matches!(p, Piece::Text(text) if text.contains('\n')))
    }

    /// The line for one puzzle, without the line break after it.
    pub fn render(&self, v: &Values) -> String {
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Field(f) => {
                    let _ = write_field(&mut out, *f, v);
                }
            }
        }
        out
    }
}

fn write_field(out: &mut String, field: Field, v: &Values) -> fmt::Result {
    use fmt::Write;
    match field {
        Field::Puzzle => out.push_str(v.puzzle),
        Field::Number => write!(out, "{}", v.number)?,
        Field::Er => out.push_str(&rating(v.er)),
        Field::Ep => out.push_str(&rating(v.ep)),
        Field::Ed => out.push_str(&rating(v.ed)),
        Field::ErTechnique => out.push_str(v.er_technique),
        Field::EpTechnique => out.push_str(v.ep_technique),
        Field::EdTechnique => out.push_str(v.ed_technique),
        Field::Elapsed => out.push_str(&elapsed(v.elapsed)),
        Field::Solution => out.push_str(v.solution),
        Field::Marks => out.push_str(v.marks),
        Field::MarksGrid => out.push_str(v.marks_grid),
        Field::ErShort => out.push_str(v.er_short),
        Field::EpShort => out.push_str(v.ep_short),
        Field::EdShort => out.push_str(v.ed_short),
        Field::StepLong => out.push_str(v.step_long),
        Field::StepShort => out.push_str(v.step_short),
        Field::Version => out.push_str(v.version),
        Field::Parameters => out.push_str(v.parameters),
        Field::Newline => out.push('\n'),
        Field::Tab => out.push('\t'),
        Field::Percent => out.push('%'),
    }
    Ok(())
}

/// The letters the template of `place` takes, for an error message and
/// `--help`.
pub fn letters_for(place: Place) -> String {
    LETTERS
        .iter()
        .filter(|l| match place {
            Place::Final => matches!(l.ours, Support::Written(_)),
            _ => l.steps.contains(place.mark()),
        })
        .map(|l| format!("%{}", l.letter))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a letter may go, for an error message.
fn taken_in(letter: &Letter) -> String {
    let mut options: Vec<&str> = [Place::Start, Place::Before, Place::After]
        .into_iter()
        .filter(|p| letter.steps.contains(p.mark()))
        .map(Place::option)
        .collect();
    if matches!(letter.ours, Support::Written(_)) {
        options.push(Place::Final.option());
    }
    if options.is_empty() {
        return "no template here takes it".to_string();
    }
    format!("%{} goes in {}", letter.letter, options.join(", "))
}

/// A rating in tenths as serate writes it: one decimal, 0.0 for none.
fn rating(tenths: Option<u16>) -> String {
    let t = tenths.unwrap_or(0);
    format!("{}.{}", t / 10, t % 10)
}

/// A duration as serate writes it: `0.37s` under a minute, then `2m05s`,
/// `1h02m`, `3d04h` (truncated to hundredths, as serate does).
pub fn elapsed(d: Duration) -> String {
    let centis = d.as_millis() / 10;
    let (s, cs) = (centis / 100, centis % 100);
    if s < 60 {
        format!("{s}.{cs:02}s")
    } else if s < 3600 {
        format!("{}m{:02}s", s / 60, s % 60)
    } else if s < 86400 {
        format!("{}h{:02}m", s / 3600, s % 3600 / 60)
    } else {
        format!("{}d{:02}h", s / 86400, s % 86400 / 3600)
    }
}

/// The pencil marks as serate's `%M` lays them out: a board of nine lines
/// of cells between box borders, each cell a space then its digit or its
/// candidates, padded to the most candidates any cell holds; no line break
/// after the last border. When no cell holds two candidates serate writes
/// nothing, and so does this.
pub fn marks_grid(grid: &Grid) -> String {
    let width = Cell::all()
        .filter(|&c| grid.value(c).is_none())
        .map(|c| grid.candidates(c).len() as usize)
        .max()
        .unwrap_or(0);
    if width <= 1 {
        return String::new();
    }
    let border = format!(
        "+{}",
        format!("{}-+", "-".repeat(3 * (width + 1))).repeat(3)
    );
    let mut lines = Vec::with_capacity(13);
    for row in 0..9u8 {
        if row % 3 == 0 {
            lines.push(border.clone());
        }
        let mut line = String::from("|");
        for col in 0..9u8 {
            let shown = cell_marks(grid, Cell::at(row, col));
            line.push(' ');
            line.push_str(&format!("{shown:width$}"));
            if col % 3 == 2 {
                line.push_str(" |");
            }
        }
        lines.push(line);
    }
    lines.push(border);
    lines.join("\n")
}

/// A step in a few words, as `%s` writes it: the technique's name, then what
/// it places (`r1c2=5`) and removes (`r3c4<>5`).
pub fn step_short(step: &Step) -> String {
    let placed = step
        .placements()
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit));
    let removed = step
        .eliminations()
        .iter()
        .map(|c| format!("{}<>{}", c.cell, c.digit));
    let changes: Vec<String> = placed.chain(removed).collect();
    format!("{}: {}", step.technique.name(), changes.join(", "))
}

/// One letter's columns as `--help` and the docs show them: the templates
/// serate writes it in (`S` --start, `B` --before, `A` --after, `F`
/// --format), serate's meaning, the templates we write it in, and what we
/// write.
fn columns(l: &Letter) -> [String; 4] {
    let ours = match l.ours {
        Support::Written(what) => what.to_string(),
        Support::Refused(why) => format!("refused in --format: {why}"),
    };
    let mut here = l.steps.to_string();
    if matches!(l.ours, Support::Written(_)) {
        here.push('F');
    }
    let marks = |m: &str| {
        if m.is_empty() {
            "-".to_string()
        } else {
            m.to_string()
        }
    };
    [marks(l.places), l.serate.to_string(), marks(&here), ours]
}

/// The table of letters as `--help` shows it: one line per letter.
pub fn letters_help() -> String {
    let mut out = String::new();
    for l in LETTERS {
        let [places, serate, here, ours] = columns(l);
        out.push_str(&format!(
            "%{}  serate {places}: {serate}; here {here}: {ours}\n",
            l.letter
        ));
    }
    out
}

/// The same table as the docs show it: one Markdown row per letter.
pub fn letters_markdown() -> Vec<String> {
    LETTERS
        .iter()
        .map(|l| {
            let [places, serate, here, ours] = columns(l);
            format!(
                "| `%{}` | {places} | {serate} | {here} | {ours} |",
                l.letter
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_and_text_alternate_and_escapes_join_the_text() {
        let t = Template::parse("%g%t%r/%p/%d%%").unwrap();
        let v = Values {
            puzzle: "P",
            er: Some(72),
            ep: Some(12),
            ed: Some(12),
            ..Values::default()
        };
        assert_eq!(t.render(&v), "P\t7.2/1.2/1.2%");
        assert!(t.uses(Field::Puzzle) && !t.uses(Field::Marks));
    }

    #[test]
    fn letters_we_cannot_honour_are_named() {
        let err = Template::parse("%r %M").unwrap_err();
        assert_eq!(
            err.to_string(),
            "%M at character 4: a rate line holds no multi-line grid; use it in --start, --before or --after"
        );
        let err = Template::parse("%q").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("%q at character 1: no such field letter")
        );
        assert_eq!(
            Template::parse("50%").unwrap_err(),
            TemplateError::Dangling { at: 3 }
        );
    }

    #[test]
    fn each_step_template_takes_the_letters_serate_writes_there() {
        let err = Template::parse_for("%i %h", Place::Before).unwrap_err();
        assert_eq!(
            err.to_string(),
            "%h at character 4: --before does not take it (%h goes in --after)"
        );
        let err = Template::parse_for("%p", Place::After).unwrap_err();
        assert_eq!(
            err.to_string(),
            "%p at character 1: --after does not take it (%p goes in --format)"
        );
        let err = Template::parse_for("%e", Place::After).unwrap_err();
        assert!(err.to_string().contains("%e goes in --format"), "{err}");
        for place in [Place::Start, Place::Before, Place::After] {
            assert!(Template::parse_for("%g%t%i%t%m%l%M%%", place).is_ok());
        }
        assert!(Template::parse_for("%n %h %s %r %R %S", Place::After).is_ok());
        assert_eq!(
            Template::parse_for("%n", Place::Before)
                .unwrap_err()
                .to_string(),
            "%n at character 1: --before does not take it (%n goes in --start, --after, --format)"
        );
    }

    #[test]
    fn the_multi_line_grid_pads_every_cell_to_the_fullest() {
        let puzzle =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let grid = crate::parse::parse_one(puzzle).unwrap().grid();
        let board = marks_grid(&grid);
        let lines: Vec<&str> = board.lines().collect();
        assert_eq!(lines.len(), 13);
        // Six candidates at most (r5c2), so each cell is seven characters.
        assert_eq!(
            lines[0],
            format!("+{}", format!("{}-+", "-".repeat(21)).repeat(3))
        );
        assert!(lines.iter().all(|l| l.len() == lines[0].len()));
        assert!(!board.ends_with('\n'));
        // A solved grid has no candidates to show: serate writes nothing.
        let solved =
            "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
        assert_eq!(
            marks_grid(&crate::parse::parse_one(solved).unwrap().grid()),
            ""
        );
    }

    #[test]
    fn no_rating_is_zero_as_serate_writes_an_error() {
        let t = Template::parse("%r").unwrap();
        assert_eq!(t.render(&Values::default()), "0.0");
    }

    #[test]
    fn elapsed_time_reads_as_serate_writes_it() {
        assert_eq!(elapsed(Duration::from_millis(372)), "0.37s");
        assert_eq!(elapsed(Duration::from_secs(125)), "2m05s");
        assert_eq!(elapsed(Duration::from_secs(3720)), "1h02m");
        assert_eq!(elapsed(Duration::from_secs(100_000)), "1d03h");
    }

    #[test]
    fn every_letter_is_listed_once() {
        for (k, l) in LETTERS.iter().enumerate() {
            assert!(LETTERS[..k].iter().all(|m| m.letter != l.letter));
        }
    }
}
