//! Form 2: a 9x9 block of nine rows, one character per cell, with or without
//! the spaces and `|` people draw between cells (`5 3 . | . 7 . | . . .`,
//! `53..7....`). Frame lines never reach this file: the reader drops them.

use super::error::{ParseErrorKind, Pos, Problem};
use super::{CELL_EXPECTED, Row, cell_value, content, givens, is_separator, pos};
use crate::Puzzle;

/// Reads the block that starts on line `start`.
pub(super) fn parse(start: usize, rows: &[Row]) -> Result<Puzzle, Problem> {
    let mut values = [0u8; 81];
    let mut at = [Pos::default(); 81];
    for (r, row) in rows.iter().enumerate() {
        let mut count = 0usize;
        let mut extra_at = None;
        for (column, c) in (1..).zip(content(&row.text).chars()) {
            if is_separator(c) {
                continue;
            }
            let Some(value) = cell_value(c) else {
                return Err(Problem::at(
                    ParseErrorKind::UnexpectedChar {
                        found: c,
                        expected: CELL_EXPECTED,
                    },
                    pos(row.line, column),
                ));
            };
            if r < 9 && count < 9 {
                values[r * 9 + count] = value;
                at[r * 9 + count] = pos(row.line, column);
            } else if count == 9 {
                extra_at = Some(column);
            }
            count += 1;
        }
        if count != 9 {
            return Err(Problem {
                kind: ParseErrorKind::RowCells {
                    row: r + 1,
                    found: count,
                },
                line: Some(row.line),
                column: extra_at,
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

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn rows(lines: &[String]) -> Vec<Row> {
        (1..)
            .zip(lines)
            .map(|(line, text)| Row {
                line,
                text: text.clone(),
            })
            .collect()
    }

    fn compact() -> Vec<String> {
        (0..9)
            .map(|r| CLASSIC[r * 9..r * 9 + 9].to_owned())
            .collect()
    }

    fn spaced() -> Vec<String> {
        compact()
            .iter()
            .map(|row| {
                let cells: Vec<String> = row.chars().map(String::from).collect();
                format!(
                    "{} | {} | {}",
                    cells[0..3].join(" "),
                    cells[3..6].join(" "),
                    cells[6..9].join(" ")
                )
            })
            .collect()
    }

    #[test]
    fn reads_compact_and_spaced_rows() {
        assert_eq!(parse(1, &rows(&compact())).unwrap().givens_line(), CLASSIC);
        assert_eq!(parse(1, &rows(&spaced())).unwrap().givens_line(), CLASSIC);
        let mut commented = spaced();
        commented[0].push_str("   # top row");
        assert_eq!(parse(1, &rows(&commented)).unwrap().givens_line(), CLASSIC);
    }

    #[test]
    fn names_the_short_or_long_row() {
        let mut lines = compact();
        lines[2].pop();
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(err.kind.to_string(), "row 3: expected 9 cells, found 8");
        assert_eq!((err.line, err.column), (Some(3), None));
        let mut lines = spaced();
        lines[4].push_str(" 1");
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(err.kind.to_string(), "row 5: expected 9 cells, found 10");
        assert_eq!((err.line, err.column), (Some(5), Some(23)));
    }

    #[test]
    fn counts_rows() {
        let lines = compact();
        let err = parse(7, &rows(&lines[..8])).unwrap_err();
        assert_eq!(err.kind.to_string(), "expected 9 rows, found 8");
        assert_eq!(err.line, Some(7));
    }

    #[test]
    fn names_an_unexpected_character() {
        let mut lines = spaced();
        lines[1] = lines[1].replacen('9', "x", 1);
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected character 'x': expected a digit 1-9 or an empty-cell mark (. 0 _ *)"
        );
        assert_eq!((err.line, err.column), (Some(2), Some(11)));
    }

    #[test]
    fn rejects_equal_givens() {
        let mut lines = compact();
        lines[8] = "5.......9".to_owned();
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 5s in column 1: r1c1 and r9c1");
        assert_eq!((err.line, err.column), (Some(9), Some(1)));
    }
}
