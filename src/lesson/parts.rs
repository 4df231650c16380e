//! A lesson as a reader sees it, as data for the renderers (nothing here
//! solves).

use crate::catalog::TechniqueId;
use crate::core::Grid;
use crate::step::Step;

/// "How to read the steps": the notation every explanation uses, taught once
/// (`sudoku learn notation`).
pub const NOTATION: &str = include_str!("../../lessons/notation.md");

/// One part of a lesson as a reader sees it: a line of its Markdown, or a worked
/// case with the step the engine finds there.
#[derive(Clone, Debug)]
pub enum LessonPart<'a> {
    /// A line of text (a heading, a paragraph line, a blank line).
    Line(&'a str),
    /// A `sudoku-case` block, worked; `None` when this version cannot read it.
    Case(Option<Box<WorkedCase>>),
}

/// A case of a lesson, worked by the engine.
#[derive(Clone, Debug)]
pub struct WorkedCase {
    /// The technique the case is about.
    pub technique: TechniqueId,
    /// The position the case starts from.
    pub grid: Grid,
    /// The step the lesson's technique finds there (`None`: it finds nothing,
    /// as a case that must not fire shows).
    pub step: Option<Step>,
}
