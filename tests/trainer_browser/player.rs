//! What the trainer's browser tests share: the packed page, a player at one
//! window size with what it checks in common (script errors, clicks, keys,
//! screenshots), both window sizes in fresh profiles, and the probes that
//! read the board back.

use crate::common;
use crate::common::chromium::{self, browser_available, connect, start_driver};
use crate::common::painted::{PROBE as PAINTED, assert_painted};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use sudoku_explain::parse::parse_one;
use sudoku_explain::solver::count_solutions;

pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

pub const SHIFT: &str = "\u{E008}";

pub const CONTROL: &str = "\u{E009}";

pub const RELEASE: &str = "\u{E000}";

pub const ARROW_RIGHT: &str = "\u{E014}";

pub const ALT: &str = "\u{E00A}";

pub const DELETE: &str = "\u{E017}";

pub const ESCAPE: &str = "\u{E00C}";

pub fn page() -> Option<PathBuf> {
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/trainer/sudoku-trainer.html");
    if !browser_available("trainer browser test", "SUDOKU_TRAINER_TESTS") {
        return None;
    }
    let required = std::env::var("SUDOKU_TRAINER_TESTS").is_ok_and(|v| v == "required");
    assert!(
        page.exists() || !required,
        "SUDOKU_TRAINER_TESTS=required, but {} is missing (run `cargo trainer`)",
        page.display()
    );
    if !page.exists() {
        common::notice("trainer browser test skipped: run `cargo trainer` to build the page");
        return None;
    }
    Some(page)
}

/// One browser at one window size, with what it checks in common.
pub struct Player<'a> {
    pub client: &'a Client,
    pub shots: PathBuf,
    pub width: u32,
}

impl Player<'_> {
    pub async fn js(&self, script: &str) -> Value {
        self.client.execute(script, vec![]).await.unwrap()
    }

    /// Explains each of `lines` (puzzle lines) in order, as the page asks on
    /// the engine's `lane`: per puzzle, the milliseconds it took and its
    /// number of steps, after checking it was solved.
    pub async fn explain_times(&self, lines: &[String], lane: &str) -> Vec<(f64, u64)> {
        let mut all = Vec::with_capacity(lines.len());
        // A hundred at a time, so that no one script runs into WebDriver's limit.
        for chunk in lines.chunks(100) {
            let puzzles: Vec<&str> = chunk.iter().map(|l| &l[..81]).collect();
            let times = self
                .client
                .execute(
                    "return (async () => { \
                       const out = []; \
                       for (const digits of arguments[0]) { \
                         const t = performance.now(); \
                         const a = await window.trainer.engine.ask({ op: 'explain', position: { digits } }, arguments[1]); \
                         out.push([performance.now() - t, a.status, a.steps ? a.steps.length : 0]); \
                       } \
                       return out; \
                     })();",
                    vec![json!(puzzles), json!(lane)],
                )
                .await
                .unwrap();
            for t in times.as_array().unwrap() {
                assert_eq!(t[1], json!("solved"), "{t}");
                all.push((t[0].as_f64().unwrap(), t[2].as_u64().unwrap()));
            }
        }
        all
    }

    pub async fn state(&self) -> Value {
        self.js("return window.trainer.state();").await
    }

    /// Clicks `css` and waits for the page to answer: the engine works on
    /// its own thread, so what a click asks of it shows a little later.
    pub async fn click(&self, css: &str) {
        chromium::click(self.client, css).await;
        self.settled().await;
    }

    /// Clicks `css` and goes on at once, the page's requests still running.
    pub async fn click_now(&self, css: &str) {
        chromium::click(self.client, css).await;
    }

    /// Waits until no request to the engine is waiting for its answer.
    pub async fn settled(&self) {
        let deadline = Instant::now() + Duration::from_secs(180);
        while self.js("return window.trainer.idle(10000);").await != json!(true) {
            assert!(Instant::now() < deadline, "the engine is still busy");
        }
    }

    pub async fn text(&self, css: &str) -> String {
        chromium::text(self.client, css).await
    }

    /// Types `keys` on the board and goes on at once.
    pub async fn keys_now(&self, keys: &str) {
        self.client
            .find(Locator::Css("#board"))
            .await
            .unwrap()
            .send_keys(keys)
            .await
            .unwrap();
    }

    /// The lanes of the long requests running (`explain`, `generate`).
    pub async fn jobs(&self) -> Vec<String> {
        let jobs = self
            .js("return window.trainer.jobs().map((j) => j.lane);")
            .await;
        serde_json::from_value(jobs).unwrap()
    }

    pub async fn keys(&self, keys: &str) {
        self.keys_now(keys).await;
        self.settled().await;
    }

    /// Selects cell `i` with the arrow keys from wherever the selection is.
    pub async fn go_to(&self, i: usize) {
        let at = self.state().await["selected"].as_u64().unwrap() as usize;
        // The arrows wrap round the board, so going down and right reaches
        // every cell.
        let (rows, cols) = ((i / 9 + 9 - at / 9) % 9, (i % 9 + 9 - at % 9) % 9);
        self.keys(&"\u{E015}".repeat(rows)).await; // ArrowDown
        self.keys(&ARROW_RIGHT.repeat(cols)).await;
        assert_eq!(self.state().await["selected"], json!(i));
    }

    pub async fn shot(&self, name: &str) {
        let png = self.client.screenshot().await.unwrap();
        let path = self.shots.join(format!("{name}-{}.png", self.width));
        std::fs::write(&path, png).unwrap();
    }

    pub async fn no_errors(&self, when: &str) {
        assert_eq!(
            self.js("return window.trainerErrors;").await,
            json!([]),
            "{when}"
        );
    }

    /// The board's top stays in the window (a phone must not scroll it away).
    pub async fn board_in_view(&self, when: &str) {
        let top = self
            .js("return document.getElementById('board').getBoundingClientRect().top;")
            .await;
        let top = top.as_f64().unwrap();
        assert!(
            (0.0..200.0).contains(&top),
            "{when}: the board's top is at {top}"
        );
    }
}

pub fn solution(puzzle: &str) -> [u8; 81] {
    count_solutions(&parse_one(puzzle).unwrap().grid(), 2)
        .solution
        .unwrap()
}

/// Opens the page (with `query`, its settings) in a fresh browser profile
/// at 1280x900 and at 390x844, waits until it is ready and runs `play`;
/// then no script error. Screenshots go to `trainer-{name}-shots` in the
/// temporary folder.
pub async fn at_both_widths(name: &str, query: &str, play: impl AsyncFn(&Player<'_>)) {
    let Some(page) = page() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("sudoku-{name}-{}", std::process::id()));
    let shots = std::env::temp_dir().join(format!("trainer-{name}-shots"));
    std::fs::create_dir_all(&shots).unwrap();
    let (_driver, port) = start_driver();
    for (width, height) in [(1280u32, 900u32), (390, 844)] {
        let client = connect(port, &dir.join(format!("profile-{width}"))).await;
        client.set_window_size(width, height).await.unwrap();
        let player = Player {
            client: &client,
            shots: shots.clone(),
            width,
        };
        let url = format!("file://{}{query}", page.display());
        client.goto(&url).await.unwrap();
        wait_ready(&player).await;
        play(&player).await;
        player.no_errors(name).await;
        client.close().await.unwrap();
    }
    std::fs::remove_dir_all(&dir).ok();
}

pub async fn wait_ready(p: &Player<'_>) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while p.js("return document.body.dataset.ready === 'true';").await != json!(true) {
        assert!(Instant::now() < deadline, "the page did not become ready");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn steps_left(p: &Player<'_>) -> u64 {
    p.js("return document.querySelectorAll('#ex-list li').length;")
        .await
        .as_u64()
        .unwrap()
}

/// Opens `line` (a puzzle) and its explanation; returns the engine's answer,
/// the trace with each step's drawing.
pub async fn explain_line(p: &Player<'_>, line: &str) -> Value {
    p.click("#tab-start").await;
    p.js(&format!(
        "document.getElementById('paste').value = '{}';",
        &line[..81]
    ))
    .await;
    p.click("#play-paste").await;
    p.click("#tab-explain").await;
    p.js(&format!(
        "return window.trainer.engine.ask({{ op: 'explain', position: {{ digits: '{}' }} }});",
        &line[..81]
    ))
    .await
}

/// Shows step `k` of the explanation by clicking it in the list, and checks
/// that the board paints exactly the step's drawing; returns how many
/// arrowheads were measured.
pub async fn painted_step(p: &Player<'_>, trace: &Value, k: usize, branch: Option<usize>) -> usize {
    p.js(&format!(
        "document.querySelectorAll('#ex-list li')[{k}].click();"
    ))
    .await;
    if let Some(b) = branch {
        p.js(&format!(
            "document.querySelectorAll('#ex-branches button')[{}].click();",
            b + 1
        ))
        .await;
    }
    let step = &trace["steps"][k];
    let painted = p.js(PAINTED).await;
    let at = format!("{} px, step {} ({})", p.width, k + 1, step["technique"]);
    if step["technique"] == "hidden_single" {
        let unit = painted["shades"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s[1] == "pm-shade-unit")
            .count();
        assert_eq!(unit, 9, "{at}: the single's unit is drawn");
    }
    // Every key of the step whole, above the panel, on a phone too.
    legend_whole(&p.js(LEGEND).await, &at);
    let shown = branch.map_or(-1, |b| b as i64);
    assert_painted(&trace["drawings"][k], shown, &painted, &at)
}

pub async fn paste(p: &Player<'_>, line: &str) {
    p.click("#tab-start").await;
    p.js(&format!(
        "document.getElementById('paste').value = '{line}';"
    ))
    .await;
    p.click("#play-paste").await;
}

pub async fn shown(p: &Player<'_>, css: &str) -> bool {
    p.js(&format!(
        "const el = document.querySelector(\"{css}\"); \
         return !!el && !el.hidden && el.getClientRects().length > 0;"
    ))
    .await
        == json!(true)
}

pub fn marks_of(s: &Value) -> Vec<u64> {
    s["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_u64().unwrap())
        .collect()
}

pub fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// The board's cells with `class`, in order.
pub async fn cells_with(p: &Player<'_>, class: &str) -> Vec<usize> {
    let v = p
        .js(&format!(
            "return [...document.querySelectorAll('#board .cell')].map((c, i) => c.classList.contains('{class}') ? i : -1).filter((i) => i >= 0);"
        ))
        .await;
    serde_json::from_value(v).unwrap()
}

/// The first empty cell of the game.
pub async fn first_empty(p: &Player<'_>) -> usize {
    let s = p.state().await;
    s["digits"]
        .as_str()
        .unwrap()
        .bytes()
        .position(|c| c == b'.')
        .unwrap()
}

/// Reads the legend's layout: how many keys, whether each lies inside it,
/// whether it scrolls, whether it ends above the panel and the window's
/// bottom (or lies beside the panel), how many keys show their words,
/// whether it lies above the pad, and the selected cell's outline.
pub const LEGEND: &str = "const l = document.getElementById('legend').getBoundingClientRect(); \
        const panel = document.getElementById('panel').getBoundingClientRect(); \
        const items = [...document.querySelectorAll('#legend li')].map((li) => li.getBoundingClientRect()); \
        const words = [...document.querySelectorAll('#legend li .words')]; \
        const el = document.getElementById('legend'); \
        return { items: items.length, inside: items.every((r) => r.top >= l.top - 0.5 && r.bottom <= l.bottom + 0.5 && r.right <= l.right + 0.5), \
          scrolls: el.scrollHeight > el.clientHeight + 1, above: l.right <= panel.left + 0.5 || (l.bottom <= panel.top + 0.5 && l.bottom <= innerHeight), \
          words: words.filter((w) => w.getClientRects().length > 0).length, height: l.height, \
          toggle: getComputedStyle(document.getElementById('key-toggle')).display !== 'none', \
          pad: getComputedStyle(document.getElementById('pad')).display !== 'none', \
          abovePad: getComputedStyle(document.getElementById('pad')).display === 'none' || l.bottom <= document.getElementById('pad').getBoundingClientRect().top + 0.5, \
          inView: l.bottom <= innerHeight, \
          selection: getComputedStyle(document.querySelector('#board .cell.sel')).boxShadow };";

/// The legend `seen` (read by [`LEGEND`]) is whole and apart from the panel.
pub fn legend_whole(seen: &Value, when: &str) {
    assert_eq!(seen["inside"], json!(true), "{when}: {seen}");
    assert_eq!(seen["scrolls"], json!(false), "{when}: {seen}");
    assert_eq!(seen["above"], json!(true), "{when}: {seen}");
    assert_eq!(
        seen["words"], seen["items"],
        "{when}: every key's words: {seen}"
    );
    assert_eq!(seen["abovePad"], json!(true), "{when}: {seen}");
}

/// Learn, technique `id`, "Show example 1": the board paints the case's
/// drawing as the lesson answer gives it (the AIC's group node points into
/// its own cells, not into r8c3), and a screenshot of it.
pub async fn lesson_example(p: &Player<'_>, id: &str) {
    p.click("#tab-learn").await;
    p.click(&format!("#learn-list button[data-id='{id}']"))
        .await;
    p.js("[...document.querySelectorAll('#lesson button')].find((b) => b.textContent.startsWith('Show example 1')).click();")
        .await;
    let lesson = p
        .js(&format!(
            "return window.trainer.engine.ask({{ op: 'lesson', id: '{id}' }});"
        ))
        .await;
    let case = lesson["parts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|part| part["case"].is_object())
        .unwrap();
    let painted = p.js(PAINTED).await;
    let at = format!("{} px, lesson {id} example 1", p.width);
    assert_painted(&case["case"]["drawing"], -1, &painted, &at);
    p.shot(&format!("9-lesson-{id}")).await;
}
