//! Form 7: HoDoKu's library line, the one-line position players and HoDoKu's
//! regression library exchange:
//!
//! ```text
//! :<code>:<digits>:<cells>:<removed>:<eliminations>:<placements>[:<extra>]
//! :0000:x:6...+53+4.7....4+2+56.<...>:829 835::
//! ```
//!
//! `<code>` names a technique (four digits, or `xxxx`; HoDoKu may append `1`
//! for a siamese fish, its library a variant such as `-1`, or `-x` for a case
//! where the technique must not fire). `<cells>` holds 81 cells, a digit or
//! `.`/`0`, a `+` before a digit that was placed rather than given. `<removed>`,
//! `<eliminations>` and `<placements>` are blank-separated candidates written
//! digit, row, column (`436` is 4 in r3c6). The position is the givens and
//! placed digits with every candidate they leave, less the removed ones, which
//! is how HoDoKu builds it.
//!
//! A line is at most [`MAX_LINE`](super::MAX_LINE) bytes, as every line the
//! reader takes; it is read in one pass, so in time linear in its length.

use super::error::{ParseErrorKind, Pos, Problem};
use super::parsed::LibraryLine;
use super::{givens, pos};
use crate::Puzzle;
use crate::core::{Candidate, Cell, Digits};

/// A library line read: the position, the givens among its digits when some
/// were placed, and the rest of the line.
pub(super) struct Read {
    pub puzzle: Puzzle,
    pub fixed: Option<[u8; 81]>,
    pub line: LibraryLine,
}

/// Whether `text` is written as a library line (it starts with `:`).
pub(super) fn is_library(text: &str) -> bool {
    text.trim_start().starts_with(':')
}

const CELLS: &str = "a digit 1-9, an empty-cell mark (. 0) or + before a placed digit";
const CANDIDATE: &str = "a candidate as digit, row, column (436), blank-separated";

/// One `:`-separated field, with the column of its first character.
struct Part<'a> {
    text: &'a str,
    column: usize,
}

/// Reads the library line on line `line`.
pub(super) fn parse(text: &str, line: usize) -> Result<Read, Problem> {
    let body = text.trim_end();
    let lead = body.len() - body.trim_start().len();
    let mut parts: Vec<Part> = Vec::with_capacity(8);
    // Columns count characters, as every error of the reader does.
    let mut chars_seen = 0usize;
    let mut column = 1 + body[..lead].chars().count();
    let mut start = lead;
    for (i, c) in body.char_indices() {
        chars_seen += 1;
        if i < lead || c != ':' {
            continue;
        }
        parts.push(Part {
            text: &body[start..i],
            column,
        });
        start = i + 1;
        column = chars_seen + 1;
        if parts.len() > 8 {
            return Err(field_error("line", "at most 7 ':'", line, chars_seen));
        }
    }
    parts.push(Part {
        text: &body[start..],
        column,
    });
    // HoDoKu's own test: 6 or 7 colons, the first leading.
    if !(parts.len() == 7 || parts.len() == 8) || !parts[0].text.is_empty() {
        return Err(Problem::on_line(
            ParseErrorKind::LibraryField {
                field: "line",
                expected: "6 or 7 ':' (:code:digits:cells:removed:eliminations:placements[:extra])",
            },
            line,
        ));
    }
    let code = check_code(&parts[1], line)?;
    let digits = &parts[2];
    if let Some((k, _)) = digits
        .text
        .char_indices()
        .find(|&(_, c)| !(matches!(c, '1'..='9' | 'x')))
    {
        return Err(field_error(
            "digits",
            "digits 1-9 or x",
            line,
            digits.column + digits.text[..k].chars().count(),
        ));
    }
    let Cells { values, fixed, at } = read_cells(&parts[3], line)?;
    let removed = read_candidates(&parts[4], "removed", line)?;
    let eliminations = read_candidates(&parts[5], "eliminations", line)?;
    let placements = read_candidates(&parts[6], "placements", line)?;
    let extra = parts.get(7).map_or("", |p| p.text);

    let mut puzzle = givens::from_givens(values, &at)?;
    if !removed.is_empty() {
        let mut marks = [Digits::EMPTY; 81];
        for cell in Cell::all() {
            let i = cell.index();
            // As HoDoKu builds a position: every digit no filled peer holds.
            marks[i] = match values[i] {
                0 => Digits::ALL - givens::seen_by(&values, cell),
                d => Digits::single(d),
            };
        }
        for (c, column) in &removed {
            let i = c.cell.index();
            if values[i] != 0 {
                return Err(Problem::at(
                    ParseErrorKind::LibraryField {
                        field: "removed",
                        expected: "candidates of empty cells only",
                    },
                    pos(line, *column),
                ));
            }
            marks[i].remove(c.digit);
        }
        puzzle.candidates = Some(marks);
    }
    let placed = values.iter().zip(&fixed).any(|(v, f)| v != f);
    Ok(Read {
        puzzle,
        fixed: placed.then_some(fixed),
        line: LibraryLine {
            code,
            digits: digits.text.to_string(),
            eliminations: eliminations.into_iter().map(|(c, _)| c).collect(),
            placements: placements.into_iter().map(|(c, _)| c).collect(),
            extra: extra.to_string(),
        },
    })
}

fn field_error(field: &'static str, expected: &'static str, line: usize, column: usize) -> Problem {
    Problem::at(
        ParseErrorKind::LibraryField { field, expected },
        pos(line, column),
    )
}

/// The code: four digits or `xxxx`, then nothing, `1`, or `-` and a variant.
fn check_code(part: &Part, line: usize) -> Result<String, Problem> {
    const EXPECTED: &str = "four digits or xxxx, then 1 or -variant if any";
    let text = part.text;
    let head_ok = text.len() >= 4
        && (text.as_bytes()[..4].iter().all(u8::is_ascii_digit) || text.starts_with("xxxx"));
    let tail = text.get(4..).unwrap_or("");
    let tail_ok = tail.is_empty()
        || tail == "1"
        || tail
            .strip_prefix('-')
            .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_alphanumeric()));
    if !head_ok || !tail_ok {
        return Err(field_error("code", EXPECTED, line, part.column));
    }
    Ok(text.to_string())
}

/// The 81 cells: all digits, the givens alone (no `+`), and where each was read.
/// The cells of a library line: every digit, the givens alone, and where each
/// cell was read.
struct Cells {
    values: [u8; 81],
    fixed: [u8; 81],
    at: [Pos; 81],
}

fn read_cells(part: &Part, line: usize) -> Result<Cells, Problem> {
    let mut values = [0u8; 81];
    let mut fixed = [0u8; 81];
    let mut at = [Pos::default(); 81];
    let mut count = 0usize;
    let mut plus = false;
    for (k, c) in part.text.chars().enumerate() {
        let column = part.column + k;
        let value = match c {
            '+' if !plus => {
                plus = true;
                continue;
            }
            '1'..='9' => c as u8 - b'0',
            '.' | '0' if !plus => 0,
            _ => {
                let expected = if plus { "a digit 1-9 after +" } else { CELLS };
                return Err(Problem::at(
                    ParseErrorKind::UnexpectedChar { found: c, expected },
                    pos(line, column),
                ));
            }
        };
        if count < 81 {
            values[count] = value;
            fixed[count] = if plus { 0 } else { value };
            at[count] = pos(line, column);
        }
        count += 1;
        plus = false;
    }
    if plus {
        return Err(Problem::at(
            ParseErrorKind::UnexpectedChar {
                found: ':',
                expected: "a digit 1-9 after +",
            },
            pos(line, part.column + part.text.chars().count()),
        ));
    }
    if count != 81 {
        return Err(Problem::at(
            ParseErrorKind::CellCount { found: count },
            pos(line, part.column),
        ));
    }
    Ok(Cells { values, fixed, at })
}

/// Blank-separated candidates `drc`, each with its column.
fn read_candidates(
    part: &Part,
    field: &'static str,
    line: usize,
) -> Result<Vec<(Candidate, usize)>, Problem> {
    let mut out = Vec::new();
    let mut chars = part.text.char_indices().peekable();
    let mut k = 0usize; // characters before the current one
    while let Some(&(_, c)) = chars.peek() {
        if c == ' ' {
            chars.next();
            k += 1;
            continue;
        }
        let column = part.column + k;
        let mut digits = [0u8; 3];
        for d in &mut digits {
            match chars.next() {
                Some((_, c @ '1'..='9')) => *d = c as u8 - b'0',
                _ => return Err(field_error(field, CANDIDATE, line, column)),
            }
            k += 1;
        }
        if chars.peek().is_some_and(|&(_, c)| c != ' ') {
            return Err(field_error(field, CANDIDATE, line, column));
        }
        let cell = Cell::new((digits[1] - 1) * 9 + digits[2] - 1);
        out.push((Candidate::new(cell, digits[0]), column));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// HoDoKu's regression library, line 187 (a naked single for 8 in r2c9).
    const NAKED_SINGLE: &str = ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:";

    #[test]
    fn placed_digits_are_filled_and_told_apart_from_the_givens() {
        let read = parse(NAKED_SINGLE, 1).unwrap();
        let givens: String = read.puzzle.givens_line();
        assert_eq!(
            givens,
            "6...534.7....4256.254867391.4..96.1.162385749.3..14.5....42193..1.57...442.63.175"
        );
        let fixed: String = read
            .fixed
            .unwrap()
            .iter()
            .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
            .collect();
        assert_eq!(
            fixed,
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5"
        );
        assert_eq!(read.line.code, "0003");
        assert_eq!(read.line.digits, "8");
        assert_eq!(read.line.placements, vec![Candidate::new(Cell::new(17), 8)]);
        assert!(read.puzzle.candidates.is_none());
    }

    #[test]
    fn removed_candidates_leave_the_position() {
        let line = ":0000:x:..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..:411 511::";
        let read = parse(line, 1).unwrap();
        let marks = read.puzzle.candidates.unwrap();
        let plain = Puzzle::from_givens(read.puzzle.givens).grid();
        let mut expected = plain.candidates(Cell::new(0));
        expected.remove(4);
        expected.remove(5);
        assert_eq!(marks[0], expected);
        assert_eq!(marks[1], plain.candidates(Cell::new(1)));
    }

    #[test]
    fn damage_is_named_by_field_and_column() {
        let err = |text: &str| {
            let p = parse(text, 3).err().unwrap();
            (p.kind.to_string(), p.column)
        };
        let cells =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        assert_eq!(
            err(&format!(":00a0:x:{cells}:::")),
            (
                "in the code field: expected four digits or xxxx, then 1 or -variant if any".into(),
                Some(2)
            )
        );
        assert_eq!(err(&format!(":0000:x:{cells}:4x1::")).1, Some(9 + 81 + 1));
        assert_eq!(
            err(&format!(":0000:x:{}+:::", &cells[..80])).0,
            "unexpected character ':': expected a digit 1-9 after +"
        );
        assert_eq!(
            err(&format!(":0000:x:{cells}::")).0,
            "in the line field: expected 6 or 7 ':' (:code:digits:cells:removed:eliminations:placements[:extra])"
        );
        // r1c3 holds a 3: nothing to remove there.
        assert_eq!(err(&format!(":0000:x:{cells}:313::")).1, Some(9 + 81 + 1));
    }
}
