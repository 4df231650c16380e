//! The plain board: nine rows of digits, boxes split by `|` and a
//! `------+-------+------` line, `.` for an empty cell; and the pencil-mark
//! board, the same with each empty cell's candidates in place of the `.`. Both
//! are block forms every command reads back.

use crate::core::{Cell, Grid};
use std::io::{self, Write};

/// Writes the 81 values (0 = empty) as a board.
pub fn write_board(out: &mut dyn Write, values: &[u8; 81]) -> io::Result<()> {
    for r in 0..9 {
        if r == 3 || r == 6 {
            writeln!(out, "------+-------+------")?;
        }
        let mut line = String::new();
        for c in 0..9 {
            if c == 3 || c == 6 {
                line.push_str("| ");
            }
            let v = values[r * 9 + c];
            line.push(if v == 0 { '.' } else { (b'0' + v) as char });
            line.push(' ');
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// A cell as a pencil-mark board shows it: its digit when filled, else its
/// candidates run together (`1479`).
pub fn cell_marks(grid: &Grid, cell: Cell) -> String {
    match grid.value(cell) {
        Some(d) => d.to_string(),
        None => grid
            .candidates(cell)
            .iter()
            .map(|d| d.to_string())
            .collect(),
    }
}

/// Writes `grid` as a pencil-mark board: a filled cell as its digit, an empty
/// one as its candidates run together (`1479`), in columns as wide as their
/// widest cell. It reads back as the same position as long as no empty cell
/// is down to one candidate, which would read as filled.
pub fn write_pencil_marks(out: &mut dyn Write, grid: &Grid) -> io::Result<()> {
    let text = |cell: Cell| cell_marks(grid, cell);
    let widths: Vec<usize> = (0..9)
        .map(|c| {
            (0..9)
                .map(|r| text(Cell::at(r, c)).len())
                .max()
                .unwrap_or(1)
        })
        .collect();
    let band_rule: Vec<String> = (0..3)
        .map(|b| "-".repeat(widths[b * 3..b * 3 + 3].iter().sum::<usize>() + 4))
        .collect();
    for r in 0..9u8 {
        if r == 3 || r == 6 {
            writeln!(out, "{}", band_rule.join("+"))?;
        }
        let mut line = String::from(" ");
        for c in 0..9u8 {
            if c == 3 || c == 6 {
                line.push_str("| ");
            }
            let cell = text(Cell::at(r, c));
            line.push_str(&format!("{cell:<width$} ", width = widths[usize::from(c)]));
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_box_separators() {
        let mut values = [0u8; 81];
        values[0] = 5;
        let mut out = Vec::new();
        write_board(&mut out, &values).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], "5 . . | . . . | . . .");
        assert_eq!(lines[3], "------+-------+------");
    }

    #[test]
    fn pencil_marks_line_up_and_read_back() {
        let mut grid = crate::parse::parse_one(&format!("5{}3{}", ".".repeat(39), ".".repeat(40)))
            .unwrap()
            .grid();
        // A candidate no digit explains: only the marks carry it.
        grid.eliminate(Cell::at(0, 1), 9);
        let mut out = Vec::new();
        write_pencil_marks(&mut out, &grid).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 11);
        assert!(
            lines[0].starts_with(" 5        1234678   12346789  | "),
            "{text}"
        );
        assert!(lines[3].contains('+') && !lines[3].contains(' '), "{text}");
        assert_eq!(crate::parse::parse_one(&text).unwrap().grid(), grid);
    }
}
