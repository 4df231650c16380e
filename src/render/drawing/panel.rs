//! The pieces a drawing is made of: the marks on candidates (a sign and a
//! role), a panel of marks with its shapes and legend, and the letters and line
//! wrapping the legends share.

use super::shapes::{CellMark, LinkMark, NodeKind, NodeMark, SetMark};
use crate::core::{Cell, Digits, Grid};
use crate::step::Step;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// The widest legend line before it wraps.
const WIDTH: usize = 78;

/// What a mark says about its candidate; the terminal colours by role.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
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
    /// A forcing branch's assumption.
    Premise,
    /// A restricted common digit of almost locked sets.
    Rcc,
    /// In an inner chain's panel: a node of the outer branch it rests on.
    Held,
}

/// A mark on one candidate: the sign drawn before the digit, and its role.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mark {
    /// The sign (`*`, `=`, `x`, a node's letter, ...).
    pub sign: char,
    /// What the mark stands for.
    pub role: Role,
}

/// One grid's worth of a step: the marks, the shapes and the legend.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Panel {
    /// A line over the grid (a forcing branch's number and assumption).
    pub title: Option<String>,
    marks: Vec<Option<Mark>>,
    /// The candidates of the grid the step is taken on: a mark goes only on
    /// a candidate there is.
    present: Vec<Digits>,
    /// Shaded cells.
    pub cells: Vec<CellMark>,
    /// Chain or branch nodes, and the candidates of restricted commons.
    pub nodes: Vec<NodeMark>,
    /// Links between [`Panel::nodes`].
    pub links: Vec<LinkMark>,
    /// Named sets, lettered on the grid.
    pub sets: Vec<SetMark>,
    /// The legend lines, in order: the key to the signs, then what they name.
    pub legend: Vec<String>,
    /// A nested forcing branch's inner chains, one per node that carries a
    /// proof, in the branch's order: each a panel of its own, so a view shows
    /// the outer branch first and opens one inner chain at a time.
    pub inner: Vec<Panel>,
    /// The words of this layer, for a nested forcing branch and its inner
    /// chains: the step's sentence cut so that a page showing one layer shows
    /// its words only (`None`: the step's text as a whole).
    pub text: Option<String>,
}

impl Panel {
    /// This panel, then its inner chains' panels, each followed by its own.
    fn with_inner<'a>(&'a self, all: &mut Vec<&'a Panel>) {
        all.push(self);
        for p in &self.inner {
            p.with_inner(all);
        }
    }
}

impl Panel {
    pub(super) fn new(title: Option<String>, grid: &Grid) -> Panel {
        Panel {
            title,
            marks: vec![None; 81 * 9],
            present: Cell::all().map(|c| grid.candidates(c)).collect(),
            cells: Vec::new(),
            nodes: Vec::new(),
            links: Vec::new(),
            sets: Vec::new(),
            legend: Vec::new(),
            inner: Vec::new(),
            text: None,
        }
    }

    /// Every mark, cell by cell and digit by digit.
    pub fn marks(&self) -> impl Iterator<Item = (Cell, u8, Mark)> + '_ {
        self.marks
            .iter()
            .enumerate()
            .filter_map(|(k, m)| m.map(|m| (Cell::new((k / 9) as u8), (k % 9) as u8 + 1, m)))
    }

    /// Whether `digit` is a candidate of `cell` on the grid drawn on.
    pub(super) fn has(&self, cell: Cell, digit: u8) -> bool {
        self.present[cell.index()].contains(digit)
    }

    /// The mark on `digit` in `cell`, if the step names it.
    pub fn mark(&self, cell: Cell, digit: u8) -> Option<Mark> {
        self.marks[slot(cell, digit)]
    }

    /// Marks a candidate unless an earlier, more telling mark holds it: the
    /// order of the calls is the order of importance.
    pub(super) fn put(&mut self, cell: Cell, digit: u8, sign: char, role: Role) {
        if !self.has(cell, digit) {
            return;
        }
        let at = &mut self.marks[slot(cell, digit)];
        if at.is_none() {
            *at = Some(Mark { sign, role });
        }
    }

    /// Marks `digit` in `cell` with the letter of node `k` and lists it as a
    /// node of `kind` (one cell, no inner chain).
    pub(super) fn letter_node(
        &mut self,
        k: usize,
        cell: Cell,
        digit: u8,
        role: Role,
        kind: NodeKind,
    ) {
        self.put(cell, digit, node_letter(k), role);
        self.nodes.push(NodeMark {
            kind,
            digit,
            cells: vec![cell],
            letter: Some(node_name(k)),
            inner: None,
        });
    }

    /// Marks every candidate `other` marks and this panel does not, as
    /// `other` marks it.
    pub(super) fn fill_from(&mut self, other: &Panel) {
        for (mine, theirs) in self.marks.iter_mut().zip(&other.marks) {
            if mine.is_none() {
                *mine = *theirs;
            }
        }
    }

    /// Gives a marked candidate a more telling role, keeping its sign (a set's
    /// letter stays on its restricted common digit); an unmarked one gets `*`.
    pub(super) fn recast(&mut self, cell: Cell, digit: u8, role: Role) {
        match &mut self.marks[slot(cell, digit)] {
            Some(mark) => mark.role = role,
            None => self.put(cell, digit, '*', role),
        }
    }

    fn uses(&self, role: Role) -> bool {
        self.marks.iter().flatten().any(|m| m.role == role)
    }

    /// The key to the signs this panel uses, for the first legend line.
    pub(super) fn key(&self, labels: &[(Role, &str)]) -> String {
        let mut parts: Vec<String> = Vec::new();
        for (role, words) in labels {
            // Two roles may share a key (a branch's premise is one of its nodes).
            if self.uses(*role) && !parts.iter().any(|p| p == words) {
                parts.push(words.to_string());
            }
        }
        parts.join("   ")
    }
}

fn slot(cell: Cell, digit: u8) -> usize {
    cell.index() * 9 + usize::from(digit - 1)
}

/// A mark as the pages read it: where, and what.
#[derive(Serialize)]
struct CandidateMark {
    cell: Cell,
    digit: u8,
    role: Role,
    sign: char,
}

/// The JSON the pages paint: the marks as a list, then the shapes, then the
/// legend lines the terminal writes.
impl Serialize for Panel {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let candidates: Vec<CandidateMark> = self
            .marks()
            .map(|(cell, digit, m)| CandidateMark {
                cell,
                digit,
                role: m.role,
                sign: m.sign,
            })
            .collect();
        let mut st = s.serialize_struct("Panel", 9)?;
        st.serialize_field("title", &self.title)?;
        st.serialize_field("candidates", &candidates)?;
        st.serialize_field("cells", &self.cells)?;
        st.serialize_field("nodes", &self.nodes)?;
        st.serialize_field("links", &self.links)?;
        st.serialize_field("sets", &self.sets)?;
        st.serialize_field("legend", &self.legend)?;
        // Only a nested forcing branch has inner chains; other panels stay as
        // they were.
        if self.inner.is_empty() {
            st.skip_field("inner")?;
        } else {
            st.serialize_field("inner", &self.inner)?;
        }
        match &self.text {
            Some(text) => st.serialize_field("text", text)?,
            None => st.skip_field("text")?,
        }
        st.end()
    }
}

/// A step drawn: one panel, or one per forcing branch or rejected way.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Drawing {
    /// The panels, drawn one under the other.
    pub panels: Vec<Panel>,
}

impl Drawing {
    /// Every panel in the order the terminal prints them: each panel, then its
    /// inner chains' panels, each followed by its own.
    pub fn layers(&self) -> impl Iterator<Item = &Panel> {
        let mut all = Vec::new();
        for p in &self.panels {
            p.with_inner(&mut all);
        }
        all.into_iter()
    }
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
