//! The integration tests, one file (or folder) per area, built as one test
//! binary. Forty binaries each linked the whole library: that linking was
//! half of a clean test build (173 of 345 s of build time on two cores), and
//! one binary also runs the slow tests of different areas side by side
//! instead of one area after another. `cargo test --test suite <area>::`
//! runs one area.

mod common;

mod all_steps;
mod als;
mod architecture;
mod browser;
mod chains;
mod deep_path;
mod drawing_cli;
mod drawing_model;
mod engine;
mod explain_cli;
mod forcing;
mod forcing_sentences;
mod generate_cli;
mod hint_cli;
mod html_page;
mod input_damage;
mod input_edges;
mod json_trace;
mod lessons;
mod parse;
mod rate_cli;
mod rate_resume;
mod rating_agreement;
mod rating_closeness;
mod rating_isomorphs;
mod rating_levels;
mod readme;
mod relabel;
mod single_digit;
mod solve_cli;
mod solver;
mod teach_cli;
mod trainer_browser;
mod trainer_wasm;
mod uniqueness;
mod verify_cli;
mod verify_damage;
mod verify_limits;
mod verify_sets;
mod wings_fins;
