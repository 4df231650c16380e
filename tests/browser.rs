//! The HTML page in a real browser: headless Chromium, driven over WebDriver,
//! steps forward through a whole solution and back, and what the board shows
//! after step k must equal the trace replayed to step k, with no script errors,
//! and the rating line must say what `sudoku rate` says of the puzzle.
//!
//! Needs /usr/bin/chromium and /usr/bin/chromedriver. Without them the test says
//! it was skipped, unless SUDOKU_BROWSER_TESTS=required (as CI sets), when their
//! absence fails it.

mod common;

use common::sudoku;
use fantoccini::{ClientBuilder, Locator};
use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use sudoku_explain::catalog::TechniqueId;

const CHROMIUM: &str = "/usr/bin/chromium";
const DRIVER: &str = "/usr/bin/chromedriver";

struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn browser_available() -> bool {
    let present = Path::new(CHROMIUM).exists() && Path::new(DRIVER).exists();
    let required = std::env::var("SUDOKU_BROWSER_TESTS").is_ok_and(|v| v == "required");
    if !present && required {
        panic!("SUDOKU_BROWSER_TESTS=required, but {CHROMIUM} or {DRIVER} is missing");
    }
    if !present {
        eprintln!(
            "notice: browser test skipped: {CHROMIUM} and {DRIVER} are not installed \
             (apt-get install chromium chromium-driver; CI sets SUDOKU_BROWSER_TESTS=required)"
        );
    }
    present
}

fn start_driver() -> (Driver, u16) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(DRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Driver(child), port)
}

/// The values after each prefix of the trace's steps, replayed by this test.
fn expected_boards(trace: &Value) -> Vec<String> {
    let mut values: Vec<u8> = trace["puzzle"]
        .as_str()
        .unwrap()
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let show = |v: &[u8]| v.iter().map(|d| (b'0' + d) as char).collect::<String>();
    let mut boards = vec![show(&values)];
    for step in trace["steps"].as_array().unwrap() {
        for p in step["placements"].as_array().unwrap() {
            let i = (p["row"].as_u64().unwrap() as usize - 1) * 9
                + p["col"].as_u64().unwrap() as usize
                - 1;
            values[i] = p["digit"].as_u64().unwrap() as u8;
        }
        boards.push(show(&values));
    }
    boards
}

const READ_BOARD: &str = "return [...document.querySelectorAll('#board .cell')].map(c => { \
    const v = c.querySelector('.value'); return v ? v.textContent : '0'; }).join('');";

/// The pages stepped through: the README's tour, a top1465 puzzle whose trace
/// holds chains, almost locked sets and forcing chains, nested ones included,
/// and a puzzle with two solutions, whose trace holds guesses; so that every
/// kind of pattern is drawn.
const PAGES: [&str; 3] = [
    "examples/tour.txt",
    "examples/extreme.txt",
    "examples/two-solutions.txt",
];

#[tokio::test(flavor = "current_thread")]
async fn stepping_through_the_page_shows_the_replayed_trace() {
    if !browser_available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("sudoku-browser-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (_driver, port) = start_driver();
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": CHROMIUM,
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--no-first-run", "--disable-sync",
                     format!("--user-data-dir={}", dir.join("profile").display())]
        }),
    );
    let client = ClientBuilder::rustls()
        .unwrap()
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a browser session");
    for (n, input) in PAGES.iter().enumerate() {
        let page = dir.join(format!("solution-{n}.html"));
        let html = sudoku(&["explain", "--format", "html", input], "");
        assert_eq!(html.code, 0, "{}", html.stderr);
        std::fs::write(&page, &html.stdout).unwrap();
        let trace: Value =
            serde_json::from_str(&sudoku(&["explain", "--format", "json", input], "").stdout)
                .unwrap();
        client
            .goto(&format!("file://{}", page.display()))
            .await
            .unwrap();
        step_through(&client, &trace, input).await;
        let shown = client
            .find(Locator::Css("#rating"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let expected = rating_words(input);
        assert!(shown.starts_with(&expected), "{input}: {shown}");
    }
    client.close().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();
}

/// The start of the rating line the page should show: what `sudoku rate`
/// says of the puzzle, in the words of `explain`'s summary.
fn rating_words(input: &str) -> String {
    let row: Value =
        serde_json::from_str(&sudoku(&["rate", "--format", "json", input], "").stdout).unwrap();
    match row["difficulty"].as_f64() {
        Some(d) => {
            let hardest = TechniqueId::from_key(row["hardest"].as_str().unwrap()).unwrap();
            format!(
                "Difficulty {d:.1} ({}), hardest step {}, ",
                row["level"].as_str().unwrap(),
                hardest.name()
            )
        }
        None => {
            assert_eq!(row["status"], "multiple_solutions", "{input}");
            "Not rated: the puzzle has more than one solution.".to_string()
        }
    }
}

/// Forward through every step with the button and back with the arrow key:
/// the board after step k is the trace replayed to step k, and no script fails.
async fn step_through(client: &fantoccini::Client, trace: &Value, input: &str) {
    let boards = expected_boards(trace);
    let steps = boards.len() - 1;
    for (k, expected) in boards.iter().enumerate() {
        let shown = client.execute(READ_BOARD, vec![]).await.unwrap();
        assert_eq!(
            shown.as_str().unwrap(),
            expected,
            "{input}: after {k} steps"
        );
        if k < steps {
            client
                .find(Locator::Css("#next"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
        }
    }
    let body = client.find(Locator::Css("body")).await.unwrap();
    for k in (0..steps).rev() {
        body.send_keys("\u{E012}").await.unwrap(); // ArrowLeft
        let shown = client.execute(READ_BOARD, vec![]).await.unwrap();
        assert_eq!(
            shown.as_str().unwrap(),
            boards[k],
            "{input}: back at {k} steps"
        );
    }
    let errors = client
        .execute("return window.sudokuErrors;", vec![])
        .await
        .unwrap();
    assert_eq!(errors, json!([]), "{input}: no script errors");
    let text = client
        .find(Locator::Css("#sentence"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        text.contains(trace["steps"][0]["text"].as_str().unwrap()),
        "{input}: {text}"
    );
}
