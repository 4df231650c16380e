//! The pieces a drawing is made of: the marks on candidates (a sign and a
//! role), a panel of marks with its legend, and the letters and line wrapping
//! the legends share.

use crate::core::Cell;
use crate::step::Step;

/// The widest legend line before it wraps.
const WIDTH: usize = 78;

/// What a mark says about its candidate; the terminal colours by role.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// A candidate the pattern is made of.
    Pattern,
    /// The digit the step places.
    Placed,
    /// A candidate the step removes.
    Removed,
    /// A node of a chain or of a forcing branch.
    Node,
    /// A cell of a named set (an almost locked set, helper cells).
    Set,
    /// A fish's fin.
    Fin,
}

/// A mark on one candidate: the sign drawn before the digit, and its role.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mark {
    /// The sign (`*`, `=`, `x`, a node's letter, ...).
    pub sign: char,
    /// What the mark stands for.
    pub role: Role,
}

/// One grid's worth of a step: the marks and the legend under the grid.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Panel {
    /// A line over the grid (a forcing branch's number and assumption).
    pub title: Option<String>,
    marks: Vec<Option<Mark>>,
    /// The legend lines, in order: the key to the signs, then what they name.
    pub legend: Vec<String>,
}

impl Panel {
    pub(super) fn new(title: Option<String>) -> Panel {
        Panel {
            title,
            marks: vec![None; 81 * 9],
            legend: Vec::new(),
        }
    }

    /// The mark on `digit` in `cell`, if the step names it.
    pub fn mark(&self, cell: Cell, digit: u8) -> Option<Mark> {
        self.marks[slot(cell, digit)]
    }

    /// Marks a candidate unless an earlier, more telling mark holds it: the
    /// order of the calls is the order of importance.
    pub(super) fn put(&mut self, cell: Cell, digit: u8, sign: char, role: Role) {
        let at = &mut self.marks[slot(cell, digit)];
        if at.is_none() {
            *at = Some(Mark { sign, role });
        }
    }

    fn uses(&self, role: Role) -> bool {
        self.marks.iter().flatten().any(|m| m.role == role)
    }

    /// The key to the signs this panel uses, for the first legend line.
    pub(super) fn key(&self, labels: &[(Role, &str)]) -> String {
        let mut parts: Vec<String> = Vec::new();
        for (role, words) in labels {
            if self.uses(*role) {
                parts.push(words.to_string());
            }
        }
        parts.join("   ")
    }
}

fn slot(cell: Cell, digit: u8) -> usize {
    cell.index() * 9 + usize::from(digit - 1)
}

/// A step drawn: one panel, or one per forcing branch.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Drawing {
    /// The panels, drawn one under the other.
    pub panels: Vec<Panel>,
}

/// The step's placements and removals.
pub(super) fn conclusion_marks(panel: &mut Panel, step: &Step) {
    for c in step.placements() {
        panel.put(c.cell, c.digit, '=', Role::Placed);
    }
    for c in step.eliminations() {
        panel.put(c.cell, c.digit, 'x', Role::Removed);
    }
}

/// The letter of the `k`-th node: `a` to `z`, then `A` to `Z`, then `+`.
pub fn node_letter(k: usize) -> char {
    match k {
        0..26 => char::from(b'a' + k as u8),
        26..52 => char::from(b'A' + (k - 26) as u8),
        _ => '+',
    }
}

/// The `k`-th node's name in a legend: its letter, or past the letters `+53`
/// (the grid shows the `+` alone).
pub fn node_name(k: usize) -> String {
    match node_letter(k) {
        '+' => format!("+{}", k + 1),
        letter => letter.to_string(),
    }
}

/// `a..h`: the letters of `n` nodes.
pub(super) fn letter_range(n: usize) -> String {
    format!("{}..{}", node_letter(0), node_name(n.saturating_sub(1)))
}

pub(super) fn cell_names(cells: &[Cell]) -> Vec<String> {
    cells.iter().map(Cell::to_string).collect()
}

/// `r1c2,r1c5`: cells in the steps' group notation.
pub(super) fn cell_list(cells: &[Cell]) -> String {
    cell_names(cells).join(",")
}

/// `words` after `head`, joined by spaces and wrapped at [`WIDTH`]; a
/// continuation line is indented under the first word.
pub(super) fn wrap(head: &str, words: &[String]) -> Vec<String> {
    let indent = " ".repeat(head.chars().count().max(2));
    let mut lines = Vec::new();
    let mut line = head.to_string();
    let mut empty = true;
    for w in words {
        if !empty && line.chars().count() + 1 + w.chars().count() > WIDTH {
            lines.push(std::mem::replace(&mut line, indent.clone()));
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(w);
        empty = false;
    }
    if !empty {
        lines.push(line);
    }
    lines
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_run_out_into_a_plus() {
        assert_eq!(node_letter(0), 'a');
        assert_eq!(node_letter(26), 'A');
        assert_eq!(node_letter(60), '+');
        assert_eq!(node_name(60), "+61");
    }

    #[test]
    fn long_legends_wrap_under_their_head() {
        let words: Vec<String> = (0..30).map(|k| format!("w{k:02}")).collect();
        let lines = wrap("Chain: ", &words);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH));
        assert!(lines[1].starts_with("       w"));
    }
}
