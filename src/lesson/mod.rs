//! The cases of a lesson file (`techniques/<id>.md`): fenced `sudoku-case` blocks
//! that give a start position, the technique, and what it must find (or that it
//! must find nothing). Tests run them; `sudoku learn` shows them.
//!
//! ```text
//! technique: naked_pair
//! start: <81-character puzzle or 729-character pencil-mark line>
//! placements: r5c6=7            (or -)
//! eliminations: r3c2<>4 r3c7<>9 (or -)
//! pattern: cells=r3c1,r3c5 digits=4,9 units=row3   (a fish adds cover=...; a deep forcing chain level=... complexity=...)
//! text: In row 3, ...
//! because: r6c7<>5 because r6c7=4 (same cell)   (one per because-line, if any)
//! ```
//! A case that must not fire has `expect: nothing` instead of the last four lines.

mod parts;

pub use parts::{LessonPart, NOTATION, WorkedCase};

use crate::catalog::TechniqueId;
use crate::core::{Candidate, Unit, UnitKind};
use crate::engine::find_step;
use crate::parse::parse_one;
use crate::step::pattern::Parts;
use crate::step::{Deduction, Pattern};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// The lesson of a technique (its Markdown text), embedded at build time.
pub fn lesson(id: &str) -> Option<&'static str> {
    LESSONS
        .iter()
        .find(|(key, _)| *key == id)
        .map(|(_, text)| *text)
}

/// The parts of the lesson `markdown`: its lines, with each case block
/// replaced by the case worked on its start position with the technique the
/// case names.
pub fn worked_lesson(markdown: &str) -> Vec<LessonPart<'_>> {
    let mut parts = Vec::new();
    let mut lines = markdown.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "```sudoku-case" {
            parts.push(LessonPart::Line(line));
            continue;
        }
        let mut block = String::from("```sudoku-case\n");
        for l in lines.by_ref() {
            block.push_str(l);
            block.push('\n');
            if l.trim() == "```" {
                break;
            }
        }
        parts.push(LessonPart::Case(work(&block).map(Box::new)));
    }
    parts
}

/// The case of `block`, worked with the technique it names.
fn work(block: &str) -> Option<WorkedCase> {
    let case = parse_cases(block).ok()?.into_iter().next()?;
    let technique = TechniqueId::from_key(&case.technique)?;
    let grid = parse_one(&case.start).ok()?.grid();
    let step = find_step(&grid, technique);
    Some(WorkedCase {
        technique,
        grid,
        step,
    })
}

/// One case of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonCase {
    /// The technique id as written.
    pub technique: String,
    /// The start position, as any input form the reader takes.
    pub start: String,
    /// What the technique must find, or `None` when it must find nothing.
    pub expect: Option<ExpectedStep>,
}

/// The written form of a step, compared as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectedStep {
    /// `r5c6=7 ...` or `-`.
    pub placements: String,
    /// `r3c2<>4 ...` or `-`.
    pub eliminations: String,
    /// `cells=... digits=... units=...`.
    pub pattern: String,
    /// The sentence as plain text: the main line, then each because-line
    /// after a newline.
    pub text: String,
}

impl ExpectedStep {
    /// The written form of a deduction and its sentence.
    pub fn of(d: &Deduction, text: String) -> ExpectedStep {
        ExpectedStep {
            placements: list(&d.placements, "="),
            eliminations: list(&d.eliminations, "<>"),
            pattern: pattern_words(&d.pattern),
            text,
        }
    }
}

fn list(items: &[Candidate], sign: &str) -> String {
    if items.is_empty() {
        return "-".to_string();
    }
    let words: Vec<String> = items
        .iter()
        .map(|c| format!("{}{sign}{}", c.cell, c.digit))
        .collect();
    words.join(" ")
}

fn unit_word(u: &Unit) -> String {
    let kind = match u.kind() {
        UnitKind::Row => "row",
        UnitKind::Col => "col",
        UnitKind::Box => "box",
    };
    format!("{kind}{}", u.index() + 1)
}

/// `cells=r3c1,r3c5 digits=4,9 units=row3` (and `cover=...` for fish,
/// `links=1:col5+col8,2:col2,...` for a multi-sector locked set).
pub fn pattern_words(p: &Pattern) -> String {
    let cells: Vec<String> = p.cells.iter().map(|c| c.to_string()).collect();
    let digits: Vec<String> = p.digits.iter().map(|d| d.to_string()).collect();
    let units: Vec<String> = p.units.iter().map(unit_word).collect();
    let mut s = format!(
        "cells={} digits={} units={}",
        cells.join(","),
        digits.join(","),
        units.join(",")
    );
    if let Some(fish) = p.fish().filter(|f| !f.cover_units.is_empty()) {
        let cover: Vec<String> = fish.cover_units.iter().map(unit_word).collect();
        s.push_str(&format!(" cover={}", cover.join(",")));
    }
    if let Parts::Sectors(covers) = &p.parts {
        let links: Vec<String> = covers
            .iter()
            .map(|c| {
                let units: Vec<String> = c.units.iter().map(unit_word).collect();
                format!("{}:{}", c.digit, units.join("+"))
            })
            .collect();
        s.push_str(&format!(" links={}", links.join(",")));
    }
    if let Some(k) = p.forcing().and_then(|f| f.kraken.as_ref()) {
        let cover: Vec<String> = k.cover_units.iter().map(unit_word).collect();
        let fins: Vec<String> = k.fins.iter().map(|c| c.to_string()).collect();
        s.push_str(&format!(
            " cover={} fins={}",
            cover.join(","),
            fins.join(",")
        ));
        if let Some(u) = &k.branch_cover {
            s.push_str(&format!(" branch_cover={}", unit_word(u)));
        }
    }
    if let Some(n) = p.forcing().and_then(|f| f.nesting) {
        s.push_str(&format!(" level={} complexity={}", n.level, n.complexity));
    }
    if let Parts::Templates(t) = &p.parts {
        s.push_str(&format!(" ways={}", t.ways));
        if !t.rounds.is_empty() {
            let rounds: Vec<String> = t
                .rounds
                .iter()
                .map(|round| {
                    let held: Vec<String> = round
                        .iter()
                        .map(|c| format!("{}={}", c.cell, c.digit))
                        .collect();
                    held.join(",")
                })
                .collect();
            s.push_str(&format!(" rounds={}", rounds.join("+")));
        }
    }
    if let Parts::Coloring(c) = &p.parts {
        let colour = |cells: &[crate::core::Cell]| -> String {
            cells
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        for (k, cells) in c.colors.iter().enumerate() {
            s.push_str(&format!(
                " {}={}",
                char::from(b'a' + k as u8),
                colour(cells)
            ));
        }
        if let Some(clash) = &c.clash {
            s.push_str(&format!(" clash={}", colour(clash)));
        }
        if !c.links.is_empty() {
            let links: Vec<String> = c.links.iter().map(|l| colour(l)).collect();
            s.push_str(&format!(" links={}", links.join("+")));
        }
    }
    s
}

/// Writes a case block as the lesson files hold it.
pub fn format_case(case: &LessonCase) -> String {
    let mut s = format!(
        "```sudoku-case\ntechnique: {}\nstart: {}\n",
        case.technique, case.start
    );
    match &case.expect {
        None => s.push_str("expect: nothing\n"),
        Some(e) => {
            let mut lines = e.text.lines();
            s.push_str(&format!(
                "placements: {}\neliminations: {}\npattern: {}\ntext: {}\n",
                e.placements,
                e.eliminations,
                e.pattern,
                lines.next().unwrap_or_default()
            ));
            for line in lines {
                s.push_str(&format!("because: {line}\n"));
            }
        }
    }
    s.push_str("```\n");
    s
}

/// Every case block of a lesson file, or a message naming the bad block.
pub fn parse_cases(markdown: &str) -> Result<Vec<LessonCase>, String> {
    let mut cases = Vec::new();
    let mut lines = markdown.lines().enumerate();
    while let Some((n, line)) = lines.next() {
        if line.trim() != "```sudoku-case" {
            continue;
        }
        let mut fields = Vec::new();
        for (_, l) in lines.by_ref() {
            if l.trim() == "```" {
                break;
            }
            let (key, value) = l
                .split_once(':')
                .ok_or_else(|| format!("line {}: expected `key: value` in a case", n + 1))?;
            fields.push((key.trim().to_string(), value.trim().to_string()));
        }
        let get = |k: &str| {
            fields
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.clone())
        };
        let need = |k: &str| get(k).ok_or_else(|| format!("case at line {} lacks `{k}`", n + 1));
        let expect = if get("expect").as_deref() == Some("nothing") {
            None
        } else {
            // The because-lines follow the main line, one `because:` each.
            let because = fields.iter().filter(|(key, _)| key == "because");
            let text = because.fold(need("text")?, |text, (_, line)| text + "\n" + line);
            Some(ExpectedStep {
                placements: need("placements")?,
                eliminations: need("eliminations")?,
                pattern: need("pattern")?,
                text,
            })
        };
        cases.push(LessonCase {
            technique: need("technique")?,
            start: need("start")?,
            expect,
        });
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_case_reads_back() {
        let case = LessonCase {
            technique: "naked_pair".into(),
            start: "5".repeat(81),
            expect: Some(ExpectedStep {
                placements: "-".into(),
                eliminations: "r3c2<>4".into(),
                pattern: "cells=r3c1,r3c5 digits=4,9 units=row3".into(),
                text: "In row 3, it: works".into(),
            }),
        };
        let because = LessonCase {
            expect: Some(ExpectedStep {
                text: "If r1c1 were 1, ...\nr1c2<>1 because r1c1=1 (same row)".into(),
                ..case.expect.clone().unwrap()
            }),
            ..case.clone()
        };
        let none = LessonCase {
            expect: None,
            ..case.clone()
        };
        let text = format!(
            "# Lesson\n\n{}\nprose\n{}{}",
            format_case(&case),
            format_case(&none),
            format_case(&because)
        );
        assert!(text.contains("\nbecause: r1c2<>1 because r1c1=1 (same row)\n"));
        assert_eq!(parse_cases(&text).unwrap(), vec![case, none, because]);
    }
}
