//! The trainer's WebAssembly module answers as the native library does: 240
//! puzzles (100 each from top1465 and rated-se, 40 from forum-hardest), each asked for
//! its explanation (the JSON trace with its rating), a hint, and a hint on the
//! grid with one wrong digit; every answer byte for byte equal. Node runs the
//! module the way the page does (`trainer/node/answer.mjs`).
//!
//! Needs the module (`cargo trainer` builds it) and `node`. Without them the
//! test says it was skipped, unless SUDOKU_TRAINER_TESTS=required (as CI sets),
//! when their absence fails it.

use crate::common;

use common::{data_set, on_every_core};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use sudoku_explain::api::respond;
use sudoku_explain::solver::count_solutions;
use sudoku_explain::{Grid, Puzzle};

fn module() -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target/wasm32-unknown-unknown/trainer/sudoku_trainer.wasm");
    let node = Command::new("node").arg("--version").output().is_ok();
    let required = std::env::var("SUDOKU_TRAINER_TESTS").is_ok_and(|v| v == "required");
    if path.exists() && node {
        return Some(path);
    }
    assert!(
        !required,
        "SUDOKU_TRAINER_TESTS=required, but {} or node is missing (run `cargo trainer`)",
        path.display()
    );
    common::notice(
        "trainer test skipped: run `cargo trainer` to build the module (and install node)",
    );
    None
}

/// The puzzles asked about, evenly spread over each set. Forum-hardest's
/// are each explained six times (each hint rates its position with a whole
/// solution, in the module and natively) at a quarter of a second or more
/// each: 40 of them still hold hundreds of nested forcing chains.
const SAMPLE: [(&str, usize); 3] = [
    ("top1465.txt", 100),
    ("rated-se.txt", 100),
    ("forum-hardest-110626.txt", 40),
];

/// How many puzzles [`SAMPLE`] names.
fn sample_size() -> usize {
    SAMPLE.iter().map(|&(_, count)| count).sum()
}

/// The requests: three per puzzle.
fn requests() -> Vec<String> {
    let mut puzzles: Vec<String> = Vec::new();
    for (set, count) in SAMPLE {
        let lines = data_set(set);
        let step = lines.len() / count;
        puzzles.extend(lines.into_iter().step_by(step).take(count));
    }
    assert_eq!(puzzles.len(), sample_size());
    let mut out = Vec::new();
    for line in &puzzles {
        let digits: String = line.chars().take(81).collect();
        out.push(json!({ "op": "explain", "position": { "digits": digits } }).to_string());
        out.push(json!({ "op": "hint", "position": { "digits": digits } }).to_string());
        out.push(
            json!({
                "op": "hint",
                "position": { "digits": with_wrong_digit(&digits) },
                "givens": digits,
            })
            .to_string(),
        );
    }
    out
}

/// The puzzle with a wrong digit in its first empty cell: the first digit
/// its peers do not show that is not the solution's.
fn with_wrong_digit(digits: &str) -> String {
    let givens: [u8; 81] = std::array::from_fn(|i| {
        digits.as_bytes()[i]
            .checked_sub(b'0')
            .filter(|d| (1..=9).contains(d))
            .unwrap_or(0)
    });
    let solution = count_solutions(&Grid::new(&givens, None), 2)
        .solution
        .expect("the sets' puzzles have a solution");
    let cell = givens.iter().position(|&d| d == 0).unwrap();
    let grid = Puzzle::from_givens(givens).grid();
    let wrong = grid
        .candidates(sudoku_explain::Cell::new(cell as u8))
        .iter()
        .find(|&d| d != solution[cell])
        .expect("an empty cell has two candidates or more in these puzzles");
    let mut out = digits.to_owned().into_bytes();
    out[cell] = b'0' + wrong;
    String::from_utf8(out).unwrap()
}

/// How many node processes share the requests (every `NODES`-th request
/// each), beside the native answers.
const NODES: usize = 2;

#[test]
fn the_module_answers_as_the_native_library() {
    let Some(wasm) = module() else {
        return;
    };
    let requests = requests();
    let dir = std::env::temp_dir().join(format!("trainer-wasm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("trainer/node/answer.mjs");
    // Two node processes and the native answers on every core keep both
    // cores busy to the end: one after the other they took 211 s in CI.
    let waiting: Vec<_> = (0..NODES)
        .map(|part| {
            let file = dir.join(format!("requests-{part}.jsonl"));
            let mine: Vec<&str> = requests
                .iter()
                .skip(part)
                .step_by(NODES)
                .map(String::as_str)
                .collect();
            std::fs::write(&file, mine.join("\n") + "\n").unwrap();
            let node = Command::new("node")
                .arg(&script)
                .arg(&wasm)
                .arg(&file)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("node runs");
            std::thread::spawn(move || node.wait_with_output())
        })
        .collect();
    let native: Vec<String> = on_every_core(&requests, |r| respond(r));
    let runs: Vec<Output> = waiting
        .into_iter()
        .map(|w| {
            w.join()
                .expect("the thread waiting for node")
                .expect("node runs")
        })
        .collect();
    std::fs::remove_dir_all(&dir).ok();
    // Each part's answers and times, dealt back into the requests' order.
    let mut answers: Vec<String> = vec![String::new(); requests.len()];
    let mut times: Vec<f64> = vec![0.0; requests.len()];
    for (part, run) in runs.iter().enumerate() {
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let lines: Vec<&str> = std::str::from_utf8(&run.stdout).unwrap().lines().collect();
        let took: serde_json::Value =
            serde_json::from_str(String::from_utf8_lossy(&run.stderr).trim()).unwrap();
        let took = took["times"].as_array().unwrap();
        let at: Vec<usize> = (part..requests.len()).step_by(NODES).collect();
        assert_eq!(lines.len(), at.len());
        assert_eq!(took.len(), at.len());
        for ((k, line), t) in at.into_iter().zip(lines).zip(took) {
            answers[k] = line.to_string();
            times[k] = t.as_f64().unwrap();
        }
    }
    let mut explained = 0;
    for ((request, wasm_answer), native) in requests.iter().zip(&answers).zip(&native) {
        assert_eq!(wasm_answer, native, "{request}");
        assert!(!native.contains("\"error\""), "{request}: {native}");
        explained += usize::from(request.contains("explain"));
    }
    assert_eq!(explained, sample_size());
    // What the module took per explanation (for the README's figures).
    let mut explain_ms: Vec<f64> = times.iter().step_by(3).copied().collect();
    explain_ms.sort_by(f64::total_cmp);
    eprintln!(
        "explain in the module: median {:.1} ms, max {:.1} ms over {}",
        explain_ms[explain_ms.len() / 2],
        explain_ms[explain_ms.len() - 1],
        explain_ms.len()
    );
}
