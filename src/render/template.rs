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

use std::fmt;
use std::time::Duration;

/// One field letter: what serate means by it and what we write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Letter {
    /// The letter after `%`.
    pub letter: char,
    /// What serate writes for it (in its `--format`, after a puzzle).
    pub serate: &'static str,
    /// What we write, or why we cannot.
    pub ours: Support,
}

/// Whether a letter is honoured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Support {
    /// Written: what it holds here.
    Field(Field, &'static str),
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
    /// `%m`: the start position's 729-character pencil marks.
    Marks,
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
pub const LETTERS: &[Letter] = &[
    Letter {
        letter: 'g',
        serate: "the input puzzle line",
        ours: Support::Field(
            Field::Puzzle,
            "the puzzle as read: 81 characters, '.' for an empty cell (729 pencil-mark characters when it came with marks)",
        ),
    },
    Letter {
        letter: 'n',
        serate: "the puzzle's number, counting from 1",
        ours: Support::Field(
            Field::Number,
            "the same (unreadable puzzles count too, so numbers match input order)",
        ),
    },
    Letter {
        letter: 'r',
        serate: "ER, the hardest step of the solve",
        ours: Support::Field(
            Field::Er,
            "the same, one decimal; 0.0 without a unique solution",
        ),
    },
    Letter {
        letter: 'p',
        serate: "EP, the hardest step up to the first placement",
        ours: Support::Field(Field::Ep, "the same"),
    },
    Letter {
        letter: 'd',
        serate: "ED, the first step's rating",
        ours: Support::Field(Field::Ed, "the same"),
    },
    Letter {
        letter: 'R',
        serate: "the name of ER's technique",
        ours: Support::Field(
            Field::ErTechnique,
            "our name for it (sudoku techniques lists them); the status without a unique solution",
        ),
    },
    Letter {
        letter: 'P',
        serate: "the name of EP's technique",
        ours: Support::Field(Field::EpTechnique, "our name for it"),
    },
    Letter {
        letter: 'D',
        serate: "the name of ED's technique",
        ours: Support::Field(Field::EdTechnique, "our name for it"),
    },
    Letter {
        letter: 'S',
        serate: "the short name of ER's technique (HS, XYZW, FC)",
        ours: Support::Refused("SE's short names are not kept here; use %R"),
    },
    Letter {
        letter: 'T',
        serate: "the short name of EP's technique",
        ours: Support::Refused("SE's short names are not kept here; use %P"),
    },
    Letter {
        letter: 'U',
        serate: "the short name of ED's technique",
        ours: Support::Refused("SE's short names are not kept here; use %D"),
    },
    Letter {
        letter: 'e',
        serate: "the time taken to rate it (1.25s, 2m05s, 1h02m)",
        ours: Support::Field(Field::Elapsed, "the same, in serate's layout"),
    },
    Letter {
        letter: 'i',
        serate: "the grid after the solve, 81 characters",
        ours: Support::Field(
            Field::Solution,
            "the solution; the puzzle itself when it has none",
        ),
    },
    Letter {
        letter: 'm',
        serate: "the pencil marks, 729 characters (before or after a step only)",
        ours: Support::Field(
            Field::Marks,
            "the start position's pencil marks, as serate's --start writes them",
        ),
    },
    Letter {
        letter: 'M',
        serate: "the pencil marks as a multi-line grid (before or after a step only)",
        ours: Support::Refused(
            "a rate line holds no multi-line grid; use %m, or sudoku explain --grid",
        ),
    },
    Letter {
        letter: 'h',
        serate: "a step's long description in HTML (after a step only)",
        ours: Support::Refused("rate writes one line per puzzle, not per step; use sudoku explain"),
    },
    Letter {
        letter: 's',
        serate: "a step's short description (after a step only)",
        ours: Support::Refused("rate writes one line per puzzle, not per step; use sudoku explain"),
    },
    Letter {
        letter: 'l',
        serate: "a line break",
        ours: Support::Field(Field::Newline, "the same"),
    },
    Letter {
        letter: 't',
        serate: "a tab",
        ours: Support::Field(Field::Tab, "the same"),
    },
    Letter {
        letter: '%',
        serate: "a percent sign",
        ours: Support::Field(Field::Percent, "the same"),
    },
    Letter {
        letter: 'v',
        serate: "(none)",
        ours: Support::Field(
            Field::Version,
            "this program's name and version (sudoku-explain X.Y.Z)",
        ),
    },
    Letter {
        letter: 'a',
        serate: "(none)",
        ours: Support::Field(
            Field::Parameters,
            "the parameters of the rating: path, deep, uniqueness, order, techniques",
        ),
    },
];

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
    /// A `%` with nothing after it.
    #[error("a lone % at the end: write %% for a percent sign")]
    Dangling,
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
    /// The start position's pencil marks (`%m`).
    pub marks: &'a str,
    /// The program and version (`%v`).
    pub version: &'a str,
    /// The parameters of the rating (`%a`).
    pub parameters: &'a str,
}

impl Template {
    /// Reads a template, refusing any letter it cannot honour. The whole text
    /// is read once, so the time is linear in its length.
    pub fn parse(text: &str) -> Result<Template, TemplateError> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut chars = text.chars().enumerate();
        while let Some((k, c)) = chars.next() {
            if c != '%' {
                literal.push(c);
                continue;
            }
            let Some((_, letter)) = chars.next() else {
                return Err(TemplateError::Dangling);
            };
            let at = k + 1;
            let field = match LETTERS.iter().find(|l| l.letter == letter) {
                Some(Letter {
                    ours: Support::Field(field, _),
                    ..
                }) => *field,
                Some(Letter {
                    ours: Support::Refused(why),
                    ..
                }) => return Err(TemplateError::Refused { letter, at, why }),
                None => {
                    return Err(TemplateError::Unknown {
                        letter,
                        at,
                        known: known_letters(),
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
        Field::Version => out.push_str(v.version),
        Field::Parameters => out.push_str(v.parameters),
        Field::Newline => out.push('\n'),
        Field::Tab => out.push('\t'),
        Field::Percent => out.push('%'),
    }
    Ok(())
}

/// The letters we write, for an error message.
fn known_letters() -> String {
    LETTERS
        .iter()
        .filter(|l| matches!(l.ours, Support::Field(..)))
        .map(|l| format!("%{}", l.letter))
        .collect::<Vec<_>>()
        .join(" ")
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

/// The table of letters as `--help` and the docs show it: one line per
/// letter, serate's meaning, then ours.
pub fn letters_help() -> String {
    let mut out = String::new();
    for l in LETTERS {
        let ours = match l.ours {
            Support::Field(_, what) => what.to_string(),
            Support::Refused(why) => format!("refused: {why}"),
        };
        out.push_str(&format!(
            "%{}  serate: {}; here: {}\n",
            l.letter, l.serate, ours
        ));
    }
    out
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
        let err = Template::parse("%r %S").unwrap_err();
        assert_eq!(
            err.to_string(),
            "%S at character 4: SE's short names are not kept here; use %R"
        );
        let err = Template::parse("%q").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("%q at character 1: no such field letter")
        );
        assert_eq!(Template::parse("50%").unwrap_err(), TemplateError::Dangling);
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
