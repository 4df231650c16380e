//! Finds lesson cases for a technique in a puzzle collection: the position just
//! before the first step that uses it (a case where it fires) and a nearby
//! position where it finds nothing. Prints both as `sudoku-case` blocks to paste
//! into `techniques/<id>.md`.
//!
//! `cargo run --release --example lesson_cases -- x_wing data/top1465.txt [skip]`
//!
//! `deep_forcing_chain` is looked for on SE's path with `--deep`, the only
//! path that takes it, and its case is what the technique finds alone on that
//! position (the path may take an easier chain, one that leaves its rating
//! where it is).
//!
//! A technique taken only on request (the templates) is added to the human
//! path's.
//!
//! A `.gz` file (such as `data/seventeen-clue.txt.gz`) is read decompressed.
//!
//! `cargo run --release --example lesson_cases -- x_wing FILE --alone` prints
//! instead what the technique finds alone on each position of FILE: the case
//! blocks of a lesson again, from their `start` lines, after the technique
//! changed what it finds there.

use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::engine::{Options, apply, find_step};
use sudoku_explain::lesson::{ExpectedStep, LessonCase, format_case};
use sudoku_explain::outcome::solve;
use sudoku_explain::parse::{PuzzleReader, parse_one};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(id), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: lesson_cases TECHNIQUE_ID FILE [SKIP | --alone]");
        std::process::exit(2);
    };
    let alone = args.get(3).is_some_and(|a| a == "--alone");
    let mut skip: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let tech = TechniqueId::from_key(id).unwrap_or_else(|| panic!("no technique {id}"));
    let file = std::fs::File::open(path).expect("readable file");
    let input: Box<dyn std::io::Read> = if path.ends_with(".gz") {
        Box::new(flate2::read::GzDecoder::new(file))
    } else {
        Box::new(file)
    };
    let reader = PuzzleReader::new(path.clone(), std::io::BufReader::new(input));
    let deep = tech == TechniqueId::DeepForcingChain;
    let mut options = Options {
        path: if deep {
            SolvePath::Se
        } else {
            SolvePath::Human
        },
        deep,
        ..Options::default()
    };
    // A technique taken only on request is asked for, in its place.
    if tech.on_request() {
        options.techniques.push(tech);
    }
    if alone {
        for parsed in reader.flatten() {
            let grid = parsed.puzzle.grid();
            let step = find_step(&grid, tech);
            let case = LessonCase {
                technique: id.clone(),
                start: grid.candidates_line(),
                expect: step.map(|s| ExpectedStep::of(&s.deduction, s.sentence.plain())),
            };
            print!("{}", format_case(&case));
        }
        return;
    }
    for parsed in reader.flatten() {
        let outcome = solve(&parsed.puzzle, &options);
        let mut grid = parsed.puzzle.grid();
        // While only digits have been placed, the values line is the exact position;
        // it also keeps a cell with one candidate from reading as a filled cell.
        let mut only_placements = true;
        for (k, step) in outcome.steps.iter().enumerate() {
            if step.technique == tech && skip > 0 {
                skip -= 1;
            } else if step.technique == tech {
                let start = if only_placements {
                    grid.values_line()
                } else {
                    grid.candidates_line()
                };
                let alone = deep
                    .then(|| find_step(&parse_one(&start).expect("read back").grid(), tech))
                    .flatten();
                let step = alone.as_ref().unwrap_or(step);
                let fires = LessonCase {
                    technique: id.clone(),
                    start: start.clone(),
                    expect: Some(ExpectedStep::of(&step.deduction, step.sentence.plain())),
                };
                print!("{}", format_case(&fires));
                for later in &outcome.steps[k..] {
                    apply(&mut grid, &later.deduction);
                    only_placements &= later.eliminations().is_empty();
                    let start = if only_placements {
                        grid.values_line()
                    } else {
                        grid.candidates_line()
                    };
                    let reread = parse_one(&start).expect("the engine's own lines read back");
                    if !grid.is_full() && find_step(&reread.grid(), tech).is_none() {
                        let quiet = LessonCase {
                            technique: id.clone(),
                            start,
                            expect: None,
                        };
                        print!("{}", format_case(&quiet));
                        return;
                    }
                }
                return;
            }
            only_placements &= step.eliminations().is_empty();
            apply(&mut grid, &step.deduction);
        }
    }
    eprintln!("no step uses {id} in {path}");
    std::process::exit(1);
}
