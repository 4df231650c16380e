//! Form 5: a pencil-mark grid as HoDoKu, Sudoku Explainer and Simple Sudoku
//! print it: nine rows of nine whitespace-separated groups of digits, each group
//! one cell's candidates, a group of one digit a filled cell. The frame lines
//! around it never reach this file; `|` inside rows is a separator.

use super::error::{ParseErrorKind, Pos, Problem};
use super::{Row, givens, pos, tokens};
use crate::Puzzle;
use crate::core::Digits;

const EXPECTED: &str = "a candidate digit 1-9";

/// Reads the grid that starts on line `start`.
pub(super) fn parse(start: usize, rows: &[Row]) -> Result<Puzzle, Problem> {
    let mut marks = [Digits::EMPTY; 81];
    let mut at = [Pos::default(); 81];
    for (r, row) in rows.iter().enumerate() {
        let groups = tokens(&row.text);
        for (k, &(column, group)) in groups.iter().enumerate() {
            let digits = candidates(group, pos(row.line, column))?;
            if r < 9 && k < 9 {
                marks[r * 9 + k] = digits;
                at[r * 9 + k] = pos(row.line, column);
            }
        }
        if groups.len() != 9 {
            return Err(Problem {
                kind: ParseErrorKind::RowCells {
                    row: r + 1,
                    found: groups.len(),
                },
                line: Some(row.line),
                column: groups.get(9).map(|&(column, _)| column),
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
    givens::from_marks(&marks, &at)
}

/// The candidates of one group at `at`. A digit written twice is taken once:
/// the detector never sends such a grid here, and reading it is harmless.
fn candidates(group: &str, at: Pos) -> Result<Digits, Problem> {
    let mut digits = Digits::EMPTY;
    for (k, c) in (0..).zip(group.chars()) {
        match c {
            '1'..='9' => digits.insert(c as u8 - b'0'),
            _ => {
                return Err(Problem::at(
                    ParseErrorKind::UnexpectedChar {
                        found: c,
                        expected: EXPECTED,
                    },
                    Pos {
                        column: at.column + k,
                        ..at
                    },
                ));
            }
        }
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The classic puzzle's start position as a pencil-mark grid (its naked
    /// singles, such as r5c5, read as givens, as in any pencil-mark grid).
    const GRID: [&str; 9] = [
        "| 5      3      124    | 26     7      2468   | 1489   1249   248    |",
        "| 6      247    247    | 1      9      5      | 3478   234    2478   |",
        "| 12     9      8      | 23     34     24     | 13457  6      247    |",
        "| 8      125    1259   | 579    6      147    | 4579   2459   3      |",
        "| 4      25     2569   | 8      5      3      | 579    259    1      |",
        "| 7      15     1359   | 59     2      14     | 4589   459    6      |",
        "| 139    6      134579 | 357    35     7      | 2      8      4      |",
        "| 23     278    237    | 4      1      9      | 36     3      5      |",
        "| 123    1245   12345  | 2356   8      26     | 1346   7      9      |",
    ];

    fn rows(lines: &[&str]) -> Vec<Row> {
        (2..)
            .zip(lines)
            .map(|(line, text)| Row {
                line,
                text: (*text).to_owned(),
            })
            .collect()
    }

    #[test]
    fn reads_groups_as_givens_and_candidates() {
        let puzzle = parse(1, &rows(&GRID)).unwrap();
        assert_eq!(puzzle.givens[0], 5);
        assert_eq!(puzzle.givens[2], 0);
        assert_eq!(puzzle.givens[40], 5);
        let marks = puzzle.candidates.unwrap();
        assert_eq!(marks[2].to_list(), "1,2,4");
        assert_eq!(marks[56].to_list(), "1,3,5,9");
    }

    #[test]
    fn marks_a_given_rules_out_are_dropped() {
        // r1c3 lists 5 and 7, which r1c1 and r1c5 rule out.
        let mut lines = GRID;
        lines[0] = "| 5  3  12457 | 26 7 2468 | 1489 1249 248 |";
        let marks = parse(1, &rows(&lines)).unwrap().candidates.unwrap();
        assert_eq!(marks[2].to_list(), "1,2,4");
    }

    #[test]
    fn a_row_with_a_missing_group_is_named() {
        let mut lines = GRID;
        lines[3] = "| 8 125 1259 | 579 6 147 | 4579 2459 |";
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(err.kind.to_string(), "row 4: expected 9 cells, found 8");
        assert_eq!(err.line, Some(5));
    }

    #[test]
    fn a_bad_character_is_named() {
        let mut lines = GRID;
        lines[0] = "| 5    3    1x4  | 26 7 2468 | 1489 1249 248 |";
        let err = parse(1, &rows(&lines)).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected character 'x': expected a candidate digit 1-9"
        );
        assert_eq!((err.line, err.column), (Some(2), Some(14)));
    }
}
