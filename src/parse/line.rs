//! Form 1: the whole puzzle on one line, 81 characters, digits for givens and
//! `.`, `0`, `_` or `*` for empty cells. Whatever follows the cells after
//! whitespace, `,` or `;` is a comment (collections put names and ratings there).

use super::error::{ParseErrorKind, Pos, Problem};
use super::{CELL_EXPECTED, cell_value, givens, pos};
use crate::Puzzle;

/// Reads the one-line puzzle on line `line`.
pub(super) fn parse(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let mut values = [0u8; 81];
    let mut at = [Pos::default(); 81];
    let mut count = 0usize;
    let mut extra_at = None;
    let cells = (1..)
        .zip(text.chars())
        .skip_while(|(_, c)| c.is_whitespace())
        .take_while(|&(_, c)| !(c.is_whitespace() || c == ',' || c == ';'));
    for (column, c) in cells {
        let Some(value) = cell_value(c) else {
            return Err(Problem::at(
                ParseErrorKind::UnexpectedChar {
                    found: c,
                    expected: CELL_EXPECTED,
                },
                pos(line, column),
            ));
        };
        if count < 81 {
            values[count] = value;
            at[count] = pos(line, column);
        } else if extra_at.is_none() {
            extra_at = Some(column);
        }
        count += 1;
    }
    if count != 81 {
        return Err(Problem {
            kind: ParseErrorKind::CellCount { found: count },
            line: Some(line),
            // Too many: point at the first cell too many. Too few: the
            // missing ones could be anywhere, so only the line.
            column: extra_at,
            written: None,
        });
    }
    givens::from_givens(values, &at)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn reads_the_line_and_ignores_the_comment() {
        for text in [
            CLASSIC.to_owned(),
            format!("  {CLASSIC}  # name  9.2"),
            format!("{CLASSIC};tarek;10.5"),
            format!("{CLASSIC},x"),
            CLASSIC.replace('.', "0"),
            CLASSIC.replace('.', "_"),
            CLASSIC.replace('.', "*"),
        ] {
            assert_eq!(parse(&text, 1).unwrap().givens_line(), CLASSIC);
        }
    }

    #[test]
    fn names_an_unexpected_character() {
        let text = CLASSIC.replacen('7', "x", 1);
        let err = parse(&text, 3).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected character 'x': expected a digit 1-9 or an empty-cell mark (. 0 _ *)"
        );
        assert_eq!((err.line, err.column), (Some(3), Some(5)));
    }

    #[test]
    fn counts_cells() {
        let err = parse(&CLASSIC[..80], 2).unwrap_err();
        assert_eq!(err.kind.to_string(), "expected 81 cells, found 80");
        assert_eq!((err.line, err.column), (Some(2), None));
        let err = parse(&format!("{CLASSIC}..."), 2).unwrap_err();
        assert_eq!(err.kind.to_string(), "expected 81 cells, found 84");
        assert_eq!((err.line, err.column), (Some(2), Some(82)));
    }

    #[test]
    fn rejects_equal_givens_at_the_second() {
        let text = format!("5..5{}", &CLASSIC[4..]);
        let err = parse(&text, 1).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 5s in row 1: r1c1 and r1c4");
        assert_eq!(err.column, Some(4));
    }
}
