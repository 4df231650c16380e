//! Every step available at one position ([`AllSteps`]): for people, a heading
//! per technique (its name, difficulty and how many steps it has) and one line
//! per step, what it places or removes and then its sentence; for programs,
//! the JSON array of the listed step objects of the trace contract.

use super::text::{render_sentence, write_technique_name};
use crate::all_steps::{AllSteps, Stopped, TechniqueSteps};
use crate::engine::Status;
use crate::rating::{technique_difficulty, values_words};
use crate::step::branch::Assertion;
use crate::step::{Sentence, Step};
use owo_colors::OwoColorize;
use std::io::{self, Write};
use std::time::Duration;

/// Conclusions longer than this do not widen the column of the others.
const CONCLUSION_WIDTH: usize = 24;

/// Writes the listing, grouped by technique in the order they were asked.
pub fn write_all_steps(out: &mut dyn Write, all: &AllSteps, color: bool) -> io::Result<()> {
    if all.status == Status::NoSolution {
        return writeln!(out, "This grid has no solution: no step to list.");
    }
    if all.techniques.is_empty() {
        return writeln!(out, "No enabled technique applies here.");
    }
    for (k, group) in all.techniques.iter().enumerate() {
        if k > 0 {
            writeln!(out)?;
        }
        write_group(out, group, color)?;
    }
    Ok(())
}

/// `Hidden single, 1.5: 12 steps`, then a line per step and what was left out.
fn write_group(out: &mut dyn Write, group: &TechniqueSteps, color: bool) -> io::Result<()> {
    write_technique_name(out, group.technique, 0, color)?;
    writeln!(out, ", {}: {}", group_values(group), group_count(group))?;
    let width = group
        .steps
        .iter()
        .map(|s| conclusion(s).len())
        .filter(|&w| w <= CONCLUSION_WIDTH)
        .max()
        .unwrap_or(0);
    for step in &group.steps {
        let plain = conclusion(step);
        let pad = " ".repeat(width.saturating_sub(plain.len()));
        let shown = if color {
            coloured_conclusion(step)
        } else {
            plain
        };
        writeln!(
            out,
            "  {shown}{pad}  {}",
            render_sentence(&step.sentence, color)
        )?;
    }
    for words in left_out(group).into_iter().chain(gathered(group)) {
        writeln!(out, "  {words}")?;
    }
    Ok(())
}

/// What the listed steps of a group are worth: "1.2 or 1.5" when its hidden
/// singles lie in boxes and in lines (a hidden single is easier in a box).
pub fn group_values(group: &TechniqueSteps) -> String {
    let mut values: Vec<u16> = group.steps.iter().map(technique_difficulty).collect();
    values.sort_unstable();
    values.dedup();
    values_words(&values)
}

/// How many steps the technique has: "1 step", "12 steps", "at least 500
/// steps" when its search stopped counting, "at least 80 steps (search
/// stopped after 2 s)" when it ran out of time.
pub fn group_count(group: &TechniqueSteps) -> String {
    let n = group.steps.len() + group.more;
    match group.stopped {
        None if n == 1 => "1 step".to_string(),
        None => format!("{n} steps"),
        Some(Stopped::AtCount(_)) => format!("at least {n} steps"),
        Some(Stopped::AfterTime(limit)) => format!(
            "at least {n} steps (search stopped after {})",
            seconds(limit)
        ),
    }
}

/// `2 s`, `0.5 s`.
fn seconds(limit: Duration) -> String {
    format!("{} s", limit.as_secs_f64())
}

/// What was counted but not listed ("… and 3 more"), when anything was: a
/// listing never drops steps without saying so.
pub fn left_out(group: &TechniqueSteps) -> Option<String> {
    match (group.more, group.counted_all()) {
        (0, _) => None,
        (n, true) => Some(format!("… and {n} more")),
        (n, false) => Some(format!("… and at least {n} more")),
    }
}

/// When not every step is listed, what all the technique's steps found
/// place and remove between them: "all together: r5c5=1; remove 4 from
/// r1c2 and r3c3" (so a listing of a few steps still shows every removal).
pub fn gathered(group: &TechniqueSteps) -> Option<String> {
    if group.more == 0 {
        return None;
    }
    let mut parts: Vec<String> = group
        .places
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect();
    if !group.removes.is_empty() {
        parts.push(Sentence::new().removals(&group.removes).plain());
    }
    let all = if group.counted_all() {
        "all together"
    } else {
        "all found together"
    };
    Some(format!("{all}: {}", parts.join("; ")))
}

/// What the step places and removes: `r5c5=1`, `r2c4<>7, r2c6<>7`.
pub fn conclusion(step: &Step) -> String {
    assertions(step)
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The same, placements green and removals red, as the trace colours them.
fn coloured_conclusion(step: &Step) -> String {
    assertions(step)
        .map(|a| {
            if a.on {
                a.to_string().green().bold().to_string()
            } else {
                a.to_string().red().to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The placements as on assertions, then the removals as off ones.
fn assertions(step: &Step) -> impl Iterator<Item = Assertion> + '_ {
    let on = step.placements().iter().map(|c| (c, true));
    let off = step.eliminations().iter().map(|c| (c, false));
    on.chain(off).map(|(c, on)| Assertion {
        cell: c.cell,
        digit: c.digit,
        on,
    })
}

/// Writes the listed steps as one JSON array of step objects (pretty-printed
/// on request), ending in a newline.
pub fn write_all_steps_json(out: &mut dyn Write, all: &AllSteps, pretty: bool) -> io::Result<()> {
    let steps: Vec<&Step> = all.steps().collect();
    if pretty {
        serde_json::to_writer_pretty(&mut *out, &steps)?;
    } else {
        serde_json::to_writer(&mut *out, &steps)?;
    }
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::all_steps::{Caps, all_steps};
    use crate::catalog::TechniqueId;
    use crate::core::{Grid, Unit};
    use crate::engine::Options;
    use crate::parse::parse_one;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn listing(caps: &Caps, color: bool) -> (AllSteps, String) {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let all = all_steps(&grid, &Options::up_to(TechniqueId::HiddenSingle), caps);
        let mut out = Vec::new();
        write_all_steps(&mut out, &all, color).unwrap();
        (all, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_heading_per_technique_a_line_per_step_and_what_was_left_out() {
        let caps = Caps {
            per_technique: 2,
            ..Caps::default()
        };
        let (all, text) = listing(&caps, false);
        let hidden = all
            .techniques
            .iter()
            .find(|t| t.technique == TechniqueId::HiddenSingle)
            .unwrap();
        let total = hidden.steps.len() + hidden.more;
        assert!(hidden.more > 0);
        // The two kept are in boxes (1.2): the heading gives what they are worth.
        let heading = format!("Hidden single, 1.2: {total} steps");
        let at = text.find(&heading).expect(&text);
        let lines: Vec<&str> = text[at..].lines().collect();
        let first = &hidden.steps[0];
        assert_eq!(
            lines[1],
            format!("  {}  {}", conclusion(first), first.sentence.plain())
        );
        assert!(lines[1].starts_with("  r") && lines[1].contains('='));
        assert_eq!(lines[3], format!("  … and {} more", hidden.more));
        // Then every placement of the group, listed or not, in cell order.
        let every: Vec<String> = hidden
            .places
            .iter()
            .map(|c| format!("{}={}", c.cell, c.digit))
            .collect();
        assert_eq!(lines[4], format!("  all together: {}", every.join("; ")));
        assert_eq!(every.len(), total);
        // Groups are apart by one blank line, and nothing is coloured.
        assert_eq!(text.matches("\n\n").count(), all.techniques.len() - 1);
        assert!(!text.contains('\x1b'));
        let (_, coloured) = listing(&caps, true);
        assert!(coloured.contains("\x1b["));
    }

    #[test]
    fn removals_read_as_candidates_off() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let all = all_steps(&grid, &Options::default(), &Caps::default());
        let step = all
            .steps()
            .find(|s| s.eliminations().len() > 1)
            .expect("a step that removes two candidates");
        let words = conclusion(step);
        let e = &step.eliminations()[0];
        assert!(
            words.starts_with(&format!("{}<>{}, ", e.cell, e.digit)),
            "{words}"
        );
    }

    #[test]
    fn no_solution_and_no_step_say_so() {
        let mut grid = Grid::empty();
        for cell in Unit::row(0).cells() {
            grid.eliminate(cell, 1);
        }
        let all = all_steps(&grid, &Options::default(), &Caps::default());
        let mut out = Vec::new();
        write_all_steps(&mut out, &all, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "This grid has no solution: no step to list.\n"
        );
        let empty = AllSteps {
            status: Status::Solved,
            techniques: Vec::new(),
        };
        let mut out = Vec::new();
        write_all_steps(&mut out, &empty, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "No enabled technique applies here.\n"
        );
    }
}
