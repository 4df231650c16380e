//! One self-contained page to step through a solution: the trace as data, a board
//! with pencil marks replayed in the page, previous/next buttons and arrow keys,
//! each step's pattern, placements and removals highlighted as in the terminal.
//! Inline CSS and JavaScript, no network: it works from a `file://` URL and prints.

use super::json::trace;
use crate::catalog::TECHNIQUES;
use crate::engine::Outcome;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{self, Write};

const PAGE: &str = include_str!("page.html");

#[derive(Serialize)]
struct PageData<'a> {
    title: &'a str,
    names: BTreeMap<&'static str, &'static str>,
    trace: super::json::Trace<'a>,
}

/// Writes the page for `outcome`, titled `title`.
pub fn write_page(out: &mut dyn Write, outcome: &Outcome, title: &str) -> io::Result<()> {
    let data = PageData {
        title,
        names: TECHNIQUES.iter().map(|t| (t.key, t.name)).collect(),
        trace: trace(outcome),
    };
    let json = serde_json::to_string(&data).map_err(io::Error::other)?;
    // Inside a <script>, "</" could close the element early.
    let json = json.replace("</", "<\\/");
    out.write_all(PAGE.replace("/*DATA*/", &json).as_bytes())
}
