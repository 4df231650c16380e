//! One self-contained page to step through a solution: the trace as data, a board
//! with pencil marks replayed in the page, previous/next buttons and arrow keys,
//! and each step drawn on the board (placements, removals, chains and their
//! links, almost locked sets, fish, rectangles, forcing branches) from the
//! step's drawing (the model the terminal draws from too, embedded per step and
//! painted by `paint.js`), with a legend of the marks it uses.
//! Inline CSS and JavaScript, no network: it works from a `file://` URL and prints.

use super::drawing::{Drawing, drawing};
use super::json::trace;
use crate::catalog::TECHNIQUES;
use crate::outcome::Outcome;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{self, Write};

const PAGE: &str = include_str!("page.html");
/// The painter the trainer shares: it paints a drawing and computes no mark.
pub const PAINT: &str = include_str!("paint.js");

#[derive(Serialize)]
struct PageData<'a> {
    title: &'a str,
    names: BTreeMap<&'static str, &'static str>,
    trace: super::json::Trace<'a>,
    /// Each step's drawing, in the order of the trace's steps.
    drawings: Vec<Drawing>,
    /// How to read the steps (`sudoku learn notation`), shown under them.
    notation: &'static str,
}

/// Writes the page for `outcome`, titled `title`.
pub fn write_page(out: &mut dyn Write, outcome: &Outcome, title: &str) -> io::Result<()> {
    let data = PageData {
        title,
        names: TECHNIQUES.iter().map(|t| (t.key, t.name)).collect(),
        trace: trace(outcome),
        drawings: outcome
            .replay()
            .map(|(before, step)| drawing(step, &before))
            .collect(),
        notation: crate::lesson::NOTATION,
    };
    let json = serde_json::to_string(&data).map_err(io::Error::other)?;
    // Inside a <script>, "</" could close the element early.
    let json = json.replace("</", "<\\/");
    let page = PAGE.replacen("/*PAINT*/", PAINT, 1);
    out.write_all(page.replacen("/*DATA*/", &json, 1).as_bytes())
}
