//! A lesson for the terminal: the Markdown of `techniques/<id>.md` with its
//! headings and emphasis turned into type, and each worked case replaced by the
//! live picture: the candidate grid with the step the engine finds there drawn on
//! it, coloured like the trace.

use super::candidates::write_candidate_grid;
use super::text::{render_sentence, write_technique_name};
use crate::catalog::TechniqueId;
use crate::engine::find_step;
use crate::lesson::parse_cases;
use crate::parse::parse_one;
use owo_colors::OwoColorize;
use std::io::{self, Write};

/// Writes the lesson of `id` from its Markdown text.
pub fn write_lesson(
    out: &mut dyn Write,
    id: TechniqueId,
    markdown: &str,
    color: bool,
) -> io::Result<()> {
    let mut lines = markdown.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "```sudoku-case" {
            let mut block = String::from("```sudoku-case\n");
            for l in lines.by_ref() {
                block.push_str(l);
                block.push('\n');
                if l.trim() == "```" {
                    break;
                }
            }
            write_case(out, id, &block, color)?;
        } else if let Some(heading) = line.strip_prefix('#') {
            let words = heading.trim_start_matches('#').trim();
            if color {
                writeln!(out, "{}", words.bold())?;
            } else {
                writeln!(out, "{words}")?;
                writeln!(out, "{}", "-".repeat(words.chars().count()))?;
            }
        } else {
            writeln!(out, "{}", emphasis(line, color))?;
        }
    }
    Ok(())
}

/// `**words**` in bold (or plain words without colour).
fn emphasis(line: &str, color: bool) -> String {
    let mut out = String::new();
    for (k, part) in line.split("**").enumerate() {
        if k % 2 == 1 && color {
            out.push_str(&part.bold().to_string());
        } else {
            out.push_str(part);
        }
    }
    out
}

fn write_case(out: &mut dyn Write, id: TechniqueId, block: &str, color: bool) -> io::Result<()> {
    let Some(case) = parse_cases(block).ok().and_then(|c| c.into_iter().next()) else {
        return writeln!(out, "(a case this version cannot read)");
    };
    let Ok(puzzle) = parse_one(&case.start) else {
        return writeln!(out, "(a case this version cannot read)");
    };
    let grid = puzzle.grid();
    match find_step(&grid, id) {
        Some(step) => {
            write_candidate_grid(out, &grid, Some(&step), color)?;
            write_technique_name(out, id, 0, color)?;
            writeln!(out, "  {}", render_sentence(&step.sentence, color))
        }
        None => {
            write_candidate_grid(out, &grid, None, color)?;
            writeln!(
                out,
                "Nothing to find here: no {} applies.",
                super::names::in_sentence(id)
            )
        }
    }
}
