//! Givens a puzzle's own comment declares: `# givens <81-character line>` after
//! a one-line position, or on a comment line just above a block (or after one of
//! its rows). A player's grid or a pencil-mark position carries the puzzle it
//! started from this way, so `hint` can tell the player's digits from the givens
//! without `--givens`. Only a comment whose first word is `givens` counts, so
//! prose such as `# the givens are symmetric` is left alone.

use super::error::{ParseErrorKind, Problem};
use super::line;

/// The word that starts a givens comment.
const KEYWORD: &str = "givens";

/// The givens declared by the `#` comment in `text` (line `line`): `Ok(None)`
/// when it has no givens comment, an error naming the column when the line after
/// `givens` is not a puzzle of 81 cells.
pub(super) fn in_comment(text: &str, line: usize) -> Result<Option<[u8; 81]>, Problem> {
    let Some(hash) = text.find('#') else {
        return Ok(None);
    };
    let comment = &text[hash + 1..];
    let words = comment.trim_start();
    let Some(rest) = words.strip_prefix(KEYWORD) else {
        return Ok(None);
    };
    let rest = rest.strip_prefix(':').unwrap_or(rest);
    if !rest.starts_with(char::is_whitespace) {
        return Ok(None);
    }
    // Blank out everything before the cells, so the one-line reader reports
    // the columns of the whole line.
    let start = text.len() - rest.len();
    let padded: String = text
        .char_indices()
        .map(|(i, c)| if i < start { ' ' } else { c })
        .collect();
    match line::parse(&padded, line) {
        Ok(puzzle) => Ok(Some(puzzle.givens)),
        Err(problem) => Err(Problem {
            kind: ParseErrorKind::InGivensComment(Box::new(problem.kind)),
            written: None,
            ..problem
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn reads_the_givens_after_the_keyword() {
        for text in [
            format!("# givens {CLASSIC}"),
            format!("  #givens: {CLASSIC}  rated 2.3"),
            format!("{} # givens {CLASSIC}", ".".repeat(81)),
        ] {
            let givens = in_comment(&text, 1).unwrap().expect(&text);
            assert_eq!(givens[0..2], [5, 3]);
        }
    }

    #[test]
    fn other_comments_declare_nothing() {
        for text in [
            "# the givens are symmetric".to_owned(),
            format!("# givensx {CLASSIC}"),
            "no comment at all".to_owned(),
            format!("# {CLASSIC}"),
        ] {
            assert_eq!(in_comment(&text, 1).unwrap(), None, "{text}");
        }
    }

    #[test]
    fn a_short_givens_line_is_an_error_at_its_line() {
        let text = format!("# givens {}", &CLASSIC[..80]);
        let err = in_comment(&text, 4).unwrap_err();
        assert_eq!(
            err.kind.to_string(),
            "in the givens comment: expected 81 cells, found 80"
        );
        assert_eq!(err.line, Some(4));
        let text = format!("# givens {}x", &CLASSIC[..80]);
        let err = in_comment(&text, 2).unwrap_err();
        assert_eq!(err.column, Some(90));
    }
}
