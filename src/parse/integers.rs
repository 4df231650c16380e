//! Form 3: nine rows of nine whitespace-separated integers, `0` or `-1` for an
//! empty cell, as classic programming assignments read and write boards.

use super::error::{ParseErrorKind, Pos, Problem};
use super::{Row, givens, pos, tokens};
use crate::Puzzle;

const EXPECTED: &str = "a number 1-9, or 0 or -1 for an empty cell";

/// Reads the block that starts on line `start`.
pub(super) fn parse(start: usize, rows: &[Row]) -> Result<Puzzle, Problem> {
    let mut values = [0u8; 81];
    let mut at = [Pos::default(); 81];
    for (r, row) in rows.iter().enumerate() {
        let numbers = tokens(&row.text);
        for (k, &(column, token)) in numbers.iter().enumerate() {
            let value = number(token, pos(row.line, column))?;
            if r < 9 && k < 9 {
                values[r * 9 + k] = value;
                at[r * 9 + k] = pos(row.line, column);
            }
        }
        if numbers.len() != 9 {
            return Err(Problem {
                kind: ParseErrorKind::RowCells {
                    row: r + 1,
                    found: numbers.len(),
                },
                line: Some(row.line),
                column: numbers.get(9).map(|&(column, _)| column),
                written: None,
            });
        }
    }
    if rows.len() != 9 {
        return Err(Problem::on_line(
            ParseErrorKind::RowCount { found: rows.len() },
            start,
        ));
    }
    givens::from_givens(values, &at)
}

/// The cell value of one number token at `at`: 1-9, or 0 for an empty cell.
fn number(token: &str, at: Pos) -> Result<u8, Problem> {
    // One sign may lead: `-1` is an empty cell, `+5` is 5.
    let sign = token.chars().next().filter(|c| *c == '-' || *c == '+');
    let digits = sign.map_or(token, |_| &token[1..]);
    let negative = sign == Some('-');
    if let Some((k, c)) = (0..).zip(digits.chars()).find(|(_, c)| !c.is_ascii_digit()) {
        let column = at.column + usize::from(sign.is_some()) + k;
        return Err(Problem::at(
            ParseErrorKind::UnexpectedChar {
                found: c,
                expected: EXPECTED,
            },
            Pos { column, ..at },
        ));
    }
    if digits.is_empty() {
        // A lone sign.
        return Err(Problem::at(
            ParseErrorKind::UnexpectedChar {
                found: sign.unwrap_or('-'),
                expected: EXPECTED,
            },
            at,
        ));
    }
    // Leading zeros do not change a number, and stripping them keeps the
    // comparison free of overflow however long the token is.
    let significant = digits.trim_start_matches('0');
    match (negative, significant) {
        (_, "") => Ok(0),
        (true, "1") => Ok(0),
        (false, s) if s.len() == 1 => Ok(s.as_bytes()[0] - b'0'),
        _ => Err(Problem::at(
            ParseErrorKind::NumberOutOfRange {
                number: shortened(token, digits.len()),
            },
            at,
        )),
    }
}

/// A number longer than this is shown by its start and its length, so that a
/// runaway token (a cell typed with its key held down) does not fill the screen.
const SHOWN: usize = 20;

/// `token` as an error message shows it: whole, or its first characters and
/// how many digits it has.
fn shortened(token: &str, digits: usize) -> String {
    if token.len() <= SHOWN {
        return token.to_owned();
    }
    // The token is a sign and ASCII digits, so any byte is a character boundary.
    format!("{}... ({digits} digits)", &token[..SHOWN / 2])
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn rows(empty: &str) -> Vec<Row> {
        (0..9)
            .map(|r| {
                let cells: Vec<String> = CLASSIC[r * 9..r * 9 + 9]
                    .chars()
                    .map(|c| {
                        if c == '.' {
                            empty.to_owned()
                        } else {
                            c.to_string()
                        }
                    })
                    .collect();
                Row {
                    line: r + 1,
                    text: cells.join(" "),
                }
            })
            .collect()
    }

    #[test]
    fn reads_zero_and_minus_one_as_empty() {
        assert_eq!(parse(1, &rows("0")).unwrap().givens_line(), CLASSIC);
        assert_eq!(parse(1, &rows("-1")).unwrap().givens_line(), CLASSIC);
        assert_eq!(parse(1, &rows("00")).unwrap().givens_line(), CLASSIC);
    }

    #[test]
    fn numbers_outside_1_to_9_are_named() {
        let at = pos(2, 5);
        for bad in ["10", "-2", "-10", "12345678901234567890"] {
            let err = number(bad, at).unwrap_err();
            assert_eq!(err.kind.to_string(), format!("number {bad} outside 1-9"));
            assert_eq!((err.line, err.column), (Some(2), Some(5)));
        }
        let err = number(&format!("+{}", "7".repeat(100)), at).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "number +777777777... (100 digits) outside 1-9"
        );
        assert_eq!(number("07", at).unwrap(), 7);
        assert_eq!(number("-0", at).unwrap(), 0);
    }

    #[test]
    fn a_plus_sign_is_a_sign_too() {
        let at = pos(1, 7);
        assert_eq!(number("+5", at).unwrap(), 5);
        assert_eq!(number("+0", at).unwrap(), 0);
        assert_eq!(number("+05", at).unwrap(), 5);
        let err = number("+1x", at).unwrap_err();
        assert_eq!(err.column, Some(9));
        let err = number("+", at).unwrap_err();
        assert!(err.kind.to_string().contains("unexpected character '+'"));
        assert!(number("+-5", at).is_err());
        assert!(number("+10", at).is_err());
    }

    #[test]
    fn non_numbers_are_unexpected_characters() {
        let err = number("-x", pos(1, 3)).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected character 'x': expected a number 1-9, or 0 or -1 for an empty cell"
        );
        assert_eq!(err.column, Some(4));
        let err = number("-", pos(1, 3)).unwrap_err();
        assert_eq!(err.column, Some(3));
    }

    #[test]
    fn rows_and_row_lengths_are_checked() {
        let mut short = rows("0");
        short[3].text.push_str(" 0");
        let err = parse(1, &short).unwrap_err();
        assert_eq!(err.kind.to_string(), "row 4: expected 9 cells, found 10");
        assert_eq!((err.line, err.column), (Some(4), Some(19)));
        let err = parse(1, &rows("0")[..5]).unwrap_err();
        assert_eq!(err.kind.to_string(), "expected 9 rows, found 5");
    }
}
