//! The plain board: nine rows of digits, boxes split by `|` and a
//! `------+-------+------` line, `.` for an empty cell.

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
}
