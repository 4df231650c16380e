//! Form 6: the 729-character pencil-mark line that Sudoku Explainer and other
//! tools exchange. Nine characters per cell; the character in place `d` is the
//! digit `d` when it is a candidate, `.` or `0` when not. A cell with a single
//! digit is a given. As after form 1, a comment may follow.

use super::error::{ParseErrorKind, Pos, Problem};
use super::{givens, pos};
use crate::Puzzle;
use crate::core::Cell;
use crate::core::Digits;

const EXPECTED: &str = "a candidate digit or a mark for none (. 0)";

/// Reads the pencil-mark line on line `line`.
pub(super) fn parse(text: &str, line: usize) -> Result<Puzzle, Problem> {
    let mut marks = [Digits::EMPTY; 81];
    let mut at = [Pos::default(); 81];
    let mut count = 0usize;
    let chars = (1..)
        .zip(text.chars())
        .skip_while(|(_, c)| c.is_whitespace())
        .take_while(|&(_, c)| !(c.is_whitespace() || c == ',' || c == ';'));
    for (column, c) in chars {
        let place = (count % 9) as u8 + 1;
        let cell = count / 9;
        match c {
            '.' | '0' => {}
            '1'..='9' => {
                let digit = c as u8 - b'0';
                if digit != place {
                    return Err(Problem::at(
                        ParseErrorKind::MisplacedCandidate {
                            // Past the 81st cell the length error below is
                            // the real story; name the last cell meanwhile.
                            cell: Cell::new(cell.min(80) as u8),
                            digit,
                            place,
                        },
                        pos(line, column),
                    ));
                }
                if cell < 81 {
                    marks[cell].insert(digit);
                }
            }
            _ => {
                return Err(Problem::at(
                    ParseErrorKind::UnexpectedChar {
                        found: c,
                        expected: EXPECTED,
                    },
                    pos(line, column),
                ));
            }
        }
        if count.is_multiple_of(9) && cell < 81 {
            at[cell] = pos(line, column);
        }
        count += 1;
    }
    if count != 729 {
        return Err(Problem::on_line(
            ParseErrorKind::PencilLineLength { found: count },
            line,
        ));
    }
    givens::from_marks(&marks, &at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn classic_line() -> String {
        let mut g = [0u8; 81];
        for (i, b) in CLASSIC.bytes().enumerate() {
            if b != b'.' {
                g[i] = b - b'0';
            }
        }
        Puzzle::from_givens(g).grid().candidates_line()
    }

    #[test]
    fn reads_givens_and_candidates() {
        let text = classic_line();
        let puzzle = parse(&text, 1).unwrap();
        // The givens, plus the naked singles (such as r5c5), which a pencil-mark
        // line cannot tell from givens.
        assert_eq!(&puzzle.givens_line()[..36], &CLASSIC[..36]);
        assert_eq!(puzzle.givens[40], 5);
        let marks = puzzle.candidates.unwrap();
        assert_eq!(marks[2].to_list(), "1,2,4");
        let zeros = format!("{}  # from SE", text.replace('.', "0"));
        assert_eq!(parse(&zeros, 1).unwrap(), puzzle);
    }

    #[test]
    fn a_position_without_singles_reads_back_the_same() {
        let mut g = [0u8; 81];
        g[0] = 5;
        g[40] = 3;
        let text = Puzzle::from_givens(g).grid().candidates_line();
        let puzzle = parse(&text, 1).unwrap();
        assert_eq!(puzzle.givens, g);
        assert_eq!(puzzle.candidates_line().unwrap(), text);
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let text = classic_line();
        let err = parse(&text[..728], 4).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "expected 729 pencil-mark characters (9 per cell), found 728"
        );
        assert_eq!((err.line, err.column), (Some(4), None));

        // Cell r1c3 is "12.4.....": put a 5 in place 2.
        let misplaced = format!("{}5{}", &text[..19], &text[20..]);
        let err = parse(&misplaced, 1).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected candidate 5 in place 2 of r1c3: expected 2, . or 0"
        );
        assert_eq!(err.column, Some(20));

        let bad = format!("{}x{}", &text[..19], &text[20..]);
        let err = parse(&bad, 1).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "unexpected character 'x': expected a candidate digit or a mark for none (. 0)"
        );
    }

    #[test]
    fn a_cell_with_no_mark_has_no_candidate() {
        let text = classic_line();
        let emptied = format!("{}.........{}", &text[..18], &text[27..]);
        let puzzle = parse(&emptied, 1).unwrap();
        assert_eq!(puzzle.candidates.unwrap()[2], crate::core::Digits::EMPTY);
    }
}
