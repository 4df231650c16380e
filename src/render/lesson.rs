//! A lesson for the terminal: the Markdown of `techniques/<id>.md` with its
//! headings and emphasis turned into type, and each worked case (worked by
//! `lesson`, not here) drawn as the live picture: the candidate grid with the
//! step the engine finds there, coloured like the trace.

use super::candidates::write_candidate_grid;
use super::text::{render_sentence, write_technique_name};
use crate::lesson::{LessonPart, WorkedCase};
use owo_colors::OwoColorize;
use std::io::{self, Write};

/// Writes a lesson, its parts worked by [`worked_lesson`](crate::lesson::worked_lesson).
pub fn write_lesson(out: &mut dyn Write, parts: &[LessonPart], color: bool) -> io::Result<()> {
    for part in parts {
        match part {
            LessonPart::Case(case) => write_case(out, case.as_deref(), color)?,
            LessonPart::Line(line) => {
                if let Some(heading) = line.strip_prefix('#') {
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

fn write_case(out: &mut dyn Write, case: Option<&WorkedCase>, color: bool) -> io::Result<()> {
    let Some(case) = case else {
        return writeln!(out, "(a case this version cannot read)");
    };
    let id = case.technique;
    match &case.step {
        Some(step) => {
            write_candidate_grid(out, &case.grid, Some(step), color)?;
            write_technique_name(out, id, 0, color)?;
            writeln!(out, "  {}", render_sentence(&step.sentence, color))
        }
        None => {
            write_candidate_grid(out, &case.grid, None, color)?;
            writeln!(
                out,
                "Nothing to find here: no {} applies.",
                super::names::in_sentence(id)
            )
        }
    }
}
