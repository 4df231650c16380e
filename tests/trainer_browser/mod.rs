//! The trainer in a real browser: headless Chromium over WebDriver opens the
//! packed page from `file://` at desktop and phone width and plays it as a
//! person would, one file per part:
//! - `game`: a whole game by keyboard, every step of top1465 #304 painted as
//!   its drawing, the load and explain times printed for the README;
//! - `tools`: the player's tools (games kept, marks cleaned, highlights,
//!   colours, a finish with its time);
//! - `engine`: the engine in a Web Worker never blocks the page;
//! - `steps`: the list of every step, Learn's values, progress lines and
//!   legends never cut, a nested forcing chain one layer at a time;
//! - `speed`: how fast it explains (ignored: a measurement run by hand);
//! - `player`: what they share.
//!
//! Needs the page (`cargo trainer`), /usr/bin/chromium and /usr/bin/chromedriver;
//! skipped without them unless SUDOKU_TRAINER_TESTS=required (as in CI).

mod engine;
mod game;
mod player;
mod speed;
mod steps;
mod tools;
