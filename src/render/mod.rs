//! Renderers: one [`Outcome`](crate::outcome::Outcome), several views. Each takes
//! an explicit `color` flag and any `io::Write`; none reads the environment.

pub mod all_steps;
mod blocks;
pub mod board;
pub mod candidates;
pub mod drawing;
pub mod hint;
pub mod html;
pub mod json;
pub mod lesson;
pub mod library;
pub mod names;
pub mod template;
pub mod text;
