//! The trainer played in a real browser: headless Chromium over WebDriver opens
//! the packed page from `file://` and plays a puzzle by keyboard at desktop and
//! phone width: paste a puzzle, fill digits and marks, make a mistake and find
//! it with Check, climb the hint ladder, step the explanation forward and back,
//! apply a step, practise a technique, reload and find the game where it was;
//! every step of top1465 #24 painted exactly as its drawing (the model the
//! terminal and the static page draw), arrowheads off their digits and into
//! their own cells, the legend only the marks in use. A second test uses the
//! player's tools: games kept when a new puzzle replaces them (Undo, "Back to
//! your game", the games list), marks cleaned on placement, one digit and the
//! pairs highlighted, colours put on and cleared, a finish with its time. A
//! third checks that the engine, in a Web Worker, never blocks the page: a
//! click handled while forum-hardest #1 is explained and while a generation
//! runs, Cancel leaving the game as it was, a generation ending at its limit.
//! A fourth: a saved game shown before the engine answers, Learn's values in
//! the library's words, the list of every step here (drawn, applied,
//! cancelled), the progress line of Check and Hint, the legend never cut and
//! above the panel, the progress line's figures never cut.
//! No script error along the way; a screenshot of each state in
//! `target/trainer-screenshots/`; the page's load and explain times and its size
//! printed for the README.
//!
//! Needs the page (`cargo trainer`), /usr/bin/chromium and /usr/bin/chromedriver;
//! skipped without them unless SUDOKU_TRAINER_TESTS=required (as in CI).

#[path = "common/chromium.rs"]
mod chromium;
mod common;

use chromium::{browser_available, connect, media, start_driver};
use common::data_set;
use common::painted::{PROBE as PAINTED, assert_painted};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use sudoku_explain::parse::parse_one;
use sudoku_explain::solver::count_solutions;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SHIFT: &str = "\u{E008}";
const CONTROL: &str = "\u{E009}";
const RELEASE: &str = "\u{E000}";
const ARROW_RIGHT: &str = "\u{E014}";

fn page() -> Option<PathBuf> {
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
struct Player<'a> {
    client: &'a Client,
    shots: PathBuf,
    width: u32,
}

impl Player<'_> {
    async fn js(&self, script: &str) -> Value {
        self.client.execute(script, vec![]).await.unwrap()
    }

    async fn state(&self) -> Value {
        self.js("return window.trainer.state();").await
    }

    /// Clicks `css` and waits for the page to answer: the engine works on
    /// its own thread, so what a click asks of it shows a little later.
    async fn click(&self, css: &str) {
        chromium::click(self.client, css).await;
        self.settled().await;
    }

    /// Clicks `css` and goes on at once, the page's requests still running.
    async fn click_now(&self, css: &str) {
        chromium::click(self.client, css).await;
    }

    /// Waits until no request to the engine is waiting for its answer.
    async fn settled(&self) {
        let deadline = Instant::now() + Duration::from_secs(180);
        while self.js("return window.trainer.idle(10000);").await != json!(true) {
            assert!(Instant::now() < deadline, "the engine is still busy");
        }
    }

    async fn text(&self, css: &str) -> String {
        chromium::text(self.client, css).await
    }

    /// Types `keys` on the board and goes on at once.
    async fn keys_now(&self, keys: &str) {
        self.client
            .find(Locator::Css("#board"))
            .await
            .unwrap()
            .send_keys(keys)
            .await
            .unwrap();
    }

    /// The lanes of the long requests running (`explain`, `generate`).
    async fn jobs(&self) -> Vec<String> {
        let jobs = self
            .js("return window.trainer.jobs().map((j) => j.lane);")
            .await;
        serde_json::from_value(jobs).unwrap()
    }

    async fn keys(&self, keys: &str) {
        self.client
            .find(Locator::Css("#board"))
            .await
            .unwrap()
            .send_keys(keys)
            .await
            .unwrap();
        self.settled().await;
    }

    /// Selects cell `i` with the arrow keys from wherever the selection is.
    async fn go_to(&self, i: usize) {
        let at = self.state().await["selected"].as_u64().unwrap() as usize;
        // The arrows wrap round the board, so going down and right reaches
        // every cell.
        let (rows, cols) = ((i / 9 + 9 - at / 9) % 9, (i % 9 + 9 - at % 9) % 9);
        self.keys(&"\u{E015}".repeat(rows)).await; // ArrowDown
        self.keys(&ARROW_RIGHT.repeat(cols)).await;
        assert_eq!(self.state().await["selected"], json!(i));
    }

    async fn shot(&self, name: &str) {
        let png = self.client.screenshot().await.unwrap();
        let path = self.shots.join(format!("{name}-{}.png", self.width));
        std::fs::write(&path, png).unwrap();
    }

    async fn no_errors(&self, when: &str) {
        assert_eq!(
            self.js("return window.trainerErrors;").await,
            json!([]),
            "{when}"
        );
    }

    /// The board's top stays in the window (a phone must not scroll it away).
    async fn board_in_view(&self, when: &str) {
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

fn solution(puzzle: &str) -> [u8; 81] {
    count_solutions(&parse_one(puzzle).unwrap().grid(), 2)
        .solution
        .unwrap()
}

#[tokio::test(flavor = "current_thread")]
async fn a_whole_game_by_keyboard_at_desktop_and_phone_width() {
    let Some(page) = page() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("sudoku-trainer-{}", std::process::id()));
    let shots = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/trainer-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let (_driver, port) = start_driver();
    for (width, height) in [(1280u32, 900u32), (390, 844)] {
        let profile = dir.join(format!("profile-{width}"));
        let client = connect(port, &profile).await;
        client.set_window_size(width, height).await.unwrap();
        let player = Player {
            client: &client,
            shots: shots.clone(),
            width,
        };
        play(&player, &page).await;
        client.close().await.unwrap();
    }
    std::fs::remove_dir_all(&dir).ok();
}

async fn play(p: &Player<'_>, page: &Path) {
    let url = format!("file://{}", page.display());
    p.client.goto(&url).await.unwrap();
    wait_ready(p).await;
    p.no_errors("opened").await;
    p.shot("1-start").await;

    // Start: paste the classic puzzle as a 9x9 block.
    let block: String = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    p.client
        .find(Locator::Css("#paste"))
        .await
        .unwrap()
        .send_keys(&block)
        .await
        .unwrap();
    p.click("#play-paste").await;
    assert_eq!(p.state().await["puzzle"], CLASSIC);
    // A bad paste is worded as the CLI words it.
    p.js("document.getElementById('paste').value = '12x';")
        .await;
    p.click("#play-paste").await;
    let errors = p.text("#read-errors").await;
    assert!(
        errors.contains("puzzle:1:3: unexpected character 'x'"),
        "{errors}"
    );
    assert_eq!(
        p.state().await["puzzle"],
        CLASSIC,
        "a bad paste keeps the game"
    );

    // Play: r1c3 is 4; a pencil mark 1 and 2 in r1c4 (Shift+digit), then the
    // mark mode for a 6 in r1c6; a given cannot be changed.
    let solved = solution(CLASSIC);
    p.go_to(2).await;
    p.keys("4").await;
    p.go_to(3).await;
    p.keys(&format!("{SHIFT}1{RELEASE}{SHIFT}2{RELEASE}")).await;
    p.go_to(5).await;
    p.keys("m6m").await;
    let s = p.state().await;
    assert_eq!(&s["digits"].as_str().unwrap()[..4], "534.");
    assert_eq!(s["marks"][3], json!(0b11));
    assert_eq!(s["marks"][5], json!(1 << 5));
    p.go_to(0).await;
    p.keys("9").await;
    assert_eq!(&p.state().await["digits"].as_str().unwrap()[..1], "5");
    p.shot("2-playing").await;

    // A mistake: a wrong digit in r2c2, found by Check, named and not solved.
    let wrong = (1..=9u8)
        .find(|&d| d != solved[10] && !CLASSIC.as_bytes()[9..18].contains(&(b'0' + d)))
        .unwrap();
    p.go_to(10).await;
    p.keys(&wrong.to_string()).await;
    p.click("#tab-check").await;
    let check = p.text("#check-out").await;
    assert!(check.contains("r2c2"), "{check}");
    assert!(
        !check.contains(&format!("has {} in r2c2", solved[10])),
        "{check}"
    );
    let marked = p
        .js("return document.querySelector('#board').children[10].classList.contains('wrong');")
        .await;
    assert_eq!(marked, json!(true));
    p.shot("3-check").await;
    p.click("#check-reveal").await;
    let revealed = p.text("#check-out").await;
    assert!(
        revealed.contains(&format!("{} in r2c2", solved[10])),
        "{revealed}"
    );
    // Undo takes the wrong digit out, redo puts it back, undo again.
    p.keys(&format!("{CONTROL}z{RELEASE}")).await;
    assert_eq!(&p.state().await["digits"].as_str().unwrap()[10..11], ".");
    p.keys(&format!("{CONTROL}y{RELEASE}")).await;
    assert_eq!(
        &p.state().await["digits"].as_str().unwrap()[10..11],
        wrong.to_string()
    );
    p.keys(&format!("{CONTROL}z{RELEASE}")).await;

    // The hint ladder: each press tells more.
    p.click("#tab-hint").await;
    let mut said = 0;
    for level in 1..=4 {
        p.click("#hint-more").await;
        let lines = p
            .js("return document.querySelectorAll('#hint-out li').length;")
            .await
            .as_u64()
            .unwrap();
        assert!(lines > said, "level {level}: {lines} lines after {said}");
        said = lines;
    }
    let hint = p.text("#hint-out").await;
    assert!(hint.contains("From here: Difficulty"), "{hint}");
    // The last rung draws the whole step: exactly the hint's drawing.
    let drawn = p.js("return window.trainer.drawn();").await;
    assert!(drawn["panels"].is_array(), "{drawn}");
    let painted = p.js(PAINTED).await;
    assert_painted(
        &drawn,
        -1,
        &painted,
        &format!("{} px, hint level 4", p.width),
    );
    p.shot("4-hint").await;
    p.board_in_view("after the hints").await;

    // The explanation: the hardest step's number in the summary shows that
    // step; then from the first, forward twice, back once, and apply it.
    p.click("#tab-explain").await;
    let jump = p.text("#ex-summary a").await;
    p.click("#ex-summary a").await;
    let pos = p.text("#ex-pos").await;
    assert!(pos.starts_with(&format!("{jump} of ")), "{jump}: {pos}");
    p.click("#ex-first").await;
    p.click("#ex-next").await;
    p.click("#ex-next").await;
    p.click("#ex-prev").await;
    let pos = p.text("#ex-pos").await;
    assert_eq!(pos, format!("step 2 of {}", steps_left(p).await), "{pos}");
    let before = p.state().await["digits"].as_str().unwrap().to_owned();
    p.click("#ex-apply").await;
    let after = p.state().await["digits"].as_str().unwrap().to_owned();
    let filled = |s: &str| s.bytes().filter(|&b| b != b'.').count();
    assert_eq!(
        filled(&after),
        filled(&before) + 1,
        "a single places one digit"
    );
    p.shot("5-explain").await;
    p.board_in_view("explaining").await;
    p.no_errors("played").await;

    // Reload: the game is where it was.
    p.client.refresh().await.unwrap();
    wait_ready(p).await;
    assert_eq!(p.state().await["digits"].as_str().unwrap(), after);
    assert_eq!(p.state().await["marks"][3], json!(0b11));

    // Practise pointing: a generated puzzle whose hardest step is pointing,
    // opened at the position before its first pointing step.
    p.click("#tab-learn").await;
    p.click("#learn-list button[data-id='notation']").await;
    let lesson = p.text("#lesson").await;
    assert!(lesson.contains("Conjugate pair"), "{lesson}");
    p.click("#learn-list button[data-id='pointing']").await;
    p.click("#practise").await;
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        let status = p.text("#gen-status").await;
        if status.contains("hardest step") || Instant::now() > deadline {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(status.contains("hardest step Pointing (step "), "{status}");
    let practice = p.state().await;
    let first = p
        .js("const s = window.trainer.state(); \
             const pos = { digits: s.digits }; \
             return window.trainer.engine.ask({ op: 'hint', position: pos }).then((a) => a.step.technique);")
        .await;
    assert_eq!(first, "pointing", "{practice}");
    p.shot("6-practice").await;
    p.board_in_view("practising").await;
    p.no_errors("practised").await;

    // The whole classic puzzle, played to the end by keyboard: Check says so.
    p.click("#tab-start").await;
    p.click("#examples button[data-name='classic']").await;
    for (i, &digit) in solved.iter().enumerate() {
        if CLASSIC.as_bytes()[i] == b'.' {
            p.go_to(i).await;
            p.keys(&digit.to_string()).await;
        }
    }
    let full: String = solved.iter().map(|d| d.to_string()).collect();
    assert_eq!(p.state().await["digits"], json!(full));
    p.click("#tab-check").await;
    let check = p.text("#check-out").await;
    let clock = p.text("#clock").await;
    assert_eq!(
        check,
        format!("Solved in {clock}, and every digit is right.")
    );
    p.shot("7-solved").await;
    p.no_errors("solved").await;

    drawn_steps(p).await;
    printed(p).await;
    if p.width == 1280 {
        measure(p, page).await;
    }
}

/// Printed, the page shows the board and the explanation's steps, and none of
/// the controls.
async fn printed(p: &Player<'_>) {
    media(p.client, "print").await;
    let seen = p
        .js("const shown = (id) => { const el = document.getElementById(id); \
               return !!el && el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none'; }; \
             return [shown('board'), shown('ex-list'), shown('pad'), shown('tabs')];")
        .await;
    p.shot("11-print").await;
    media(p.client, "").await;
    assert_eq!(
        seen,
        json!([true, true, false, false]),
        "board, steps, pad, tabs"
    );
}

/// Opens `line` (a puzzle) and its explanation; returns the engine's answer,
/// the trace with each step's drawing.
async fn explain_line(p: &Player<'_>, line: &str) -> Value {
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
async fn painted_step(p: &Player<'_>, trace: &Value, k: usize, branch: Option<usize>) -> usize {
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

/// Every step of top1465's 24th puzzle painted in the trainer is the step's
/// drawing (the model the terminal and the static page draw), with arrowheads
/// off their digits and into their own cells; the legend lists the marks in
/// use only; the selected cell is an outline, not a fill; digits the
/// explanation placed look unlike the player's. Then screenshots of an AIC,
/// an ALS-XY-wing (top1465's first puzzle), a finned X-wing and a cell
/// forcing chain.
async fn drawn_steps(p: &Player<'_>) {
    let line = data_set("top1465.txt")[23].clone();
    let trace = explain_line(p, &line).await;
    let steps = trace["steps"].as_array().unwrap();
    let mut heads = 0;
    for k in 0..steps.len() {
        heads += painted_step(p, &trace, k, None).await;
    }
    assert!(heads > 20, "{heads} arrowheads measured");
    let first = |id: &str| steps.iter().position(|s| s["technique"] == id).unwrap();
    let forcing = first("cell_forcing_chain");
    let branches = steps[forcing]["pattern"]["branches"].as_array().unwrap();
    for b in 0..branches.len() {
        painted_step(p, &trace, forcing, Some(b)).await;
    }
    // Late in the explanation: digits the explanation placed are not the
    // player's colour, and the selection does not fill its cell.
    let look = p
        .js("const cells = [...document.querySelectorAll('#board .cell')];              const by = cells.find((c) => c.classList.contains('by-step'));              const sel = cells.find((c) => c.classList.contains('sel'));              const plain = cells.find((c) => !c.classList.contains('sel') && ![...c.classList].some((x) => /^pm-/.test(x)));              const yours = document.createElement('div'); yours.className = 'cell yours'; document.body.appendChild(yours);              const out = [!!by && getComputedStyle(by).color, getComputedStyle(yours).color,                [...sel.classList].some((x) => /^pm-/.test(x)) || getComputedStyle(sel).backgroundColor === getComputedStyle(plain).backgroundColor];              yours.remove(); return out;")
        .await;
    assert!(
        look[0].is_string(),
        "a digit placed by the explanation: {look}"
    );
    assert_ne!(look[0], look[1], "placed by the explanation, not yours");
    assert_eq!(look[2], json!(true), "the selection is not a fill");
    for id in ["finned_x_wing", "cell_forcing_chain"] {
        painted_step(p, &trace, first(id), None).await;
        p.shot(&format!("8-{id}")).await;
    }
    let line = data_set("top1465.txt")[0].clone();
    let trace = explain_line(p, &line).await;
    let steps = trace["steps"].as_array().unwrap();
    for id in ["aic", "als_xy_wing"] {
        let k = steps.iter().position(|s| s["technique"] == id).unwrap();
        painted_step(p, &trace, k, None).await;
        p.shot(&format!("8-{id}")).await;
    }
    for id in ["aic", "als_xy_wing", "finned_x_wing", "cell_forcing_chain"] {
        lesson_example(p, id).await;
    }
    // Back to an explanation, which the print check reads.
    p.click("#tab-explain").await;
    p.no_errors("drawn").await;
}

/// Learn, technique `id`, "Show example 1": the board paints the case's
/// drawing as the lesson answer gives it (the AIC's group node points into
/// its own cells, not into r8c3), and a screenshot of it.
async fn lesson_example(p: &Player<'_>, id: &str) {
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

async fn steps_left(p: &Player<'_>) -> u64 {
    p.js("return document.querySelectorAll('#ex-list li').length;")
        .await
        .as_u64()
        .unwrap()
}

async fn wait_ready(p: &Player<'_>) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while p.js("return document.body.dataset.ready === 'true';").await != json!(true) {
        assert!(Instant::now() < deadline, "the page did not become ready");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The figures README quotes: time to a playable board, explaining top1465's
/// first 100 puzzles in the page, and the page's size, plain and gzipped.
async fn measure(p: &Player<'_>, page: &Path) {
    let ready = p.js("return window.trainer.readyMs;").await;
    let puzzles: Vec<String> = data_set("top1465.txt").into_iter().take(100).collect();
    let times = p
        .client
        .execute(
            "return (async () => { \
               const out = []; \
               for (const line of arguments[0]) { \
                 const t = performance.now(); \
                 const a = await window.trainer.engine.ask({ op: 'explain', position: { digits: line.slice(0, 81) } }); \
                 out.push([performance.now() - t, a.status]); \
               } \
               return out; \
             })();",
            vec![json!(puzzles)],
        )
        .await
        .unwrap();
    let mut ms: Vec<f64> = times
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            assert_eq!(t[1], "solved");
            t[0].as_f64().unwrap()
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    let html = std::fs::read(page).unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&html).unwrap();
    let gzipped = gz.finish().unwrap().len();
    eprintln!(
        "trainer: playable after {:.0} ms; explaining top1465 1-100: median {:.1} ms, max {:.1} ms; page {} KB, gzipped {} KB",
        ready.as_f64().unwrap(),
        ms[ms.len() / 2],
        ms[ms.len() - 1],
        html.len() / 1024,
        gzipped / 1024
    );
    assert!(gzipped < 1024 * 1024, "the page is {gzipped} bytes gzipped");
}

const ALT: &str = "\u{E00A}";
const DELETE: &str = "\u{E017}";
const ESCAPE: &str = "\u{E00C}";

/// The player's tools, at desktop and phone width: a game replaced by a
/// lesson's example, a built-in puzzle or a paste is kept (Undo, "Back to
/// your game" and the games list bring it back, also after a reload); placing
/// a digit cleans its peers' pencil marks (and Check names a true candidate
/// lost that way, or marks left stale with the cleaning off); one digit shown
/// everywhere, the cells with two candidates; colours by hand, cleared in one
/// click; a finished puzzle says so with its time; the wording faults gone.
#[tokio::test(flavor = "current_thread")]
async fn the_players_tools_at_desktop_and_phone_width() {
    at_both_widths("tools", "", async |player| {
        kept_games(player).await;
        marks_cleaned(player).await;
        highlights(player).await;
        colours(player).await;
        finished(player).await;
    })
    .await;
}

/// Opens the page (with `query`, its settings) in a fresh browser profile
/// at 1280x900 and at 390x844, waits until it is ready and runs `play`;
/// then no script error. Screenshots go to `trainer-{name}-shots` in the
/// temporary folder.
async fn at_both_widths(name: &str, query: &str, play: impl AsyncFn(&Player<'_>)) {
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

async fn paste(p: &Player<'_>, line: &str) {
    p.click("#tab-start").await;
    p.js(&format!(
        "document.getElementById('paste').value = '{line}';"
    ))
    .await;
    p.click("#play-paste").await;
}

async fn shown(p: &Player<'_>, css: &str) -> bool {
    p.js(&format!(
        "const el = document.querySelector(\"{css}\"); \
         return !!el && !el.hidden && el.getClientRects().length > 0;"
    ))
    .await
        == json!(true)
}

/// Learn's example, a built-in puzzle and Undo do not lose the game played.
async fn kept_games(p: &Player<'_>) {
    paste(p, CLASSIC).await;
    p.go_to(2).await;
    p.keys("4").await;
    let mine = p.state().await["id"].clone();
    assert!(!shown(p, "#kept-bar").await, "nothing kept yet");

    // Learn, X-wing, "Show example 1": the game is kept, and said to be.
    p.click("#tab-learn").await;
    p.click("#learn-list button[data-id='x_wing']").await;
    p.js("[...document.querySelectorAll('#lesson button')].find((b) => b.textContent.startsWith('Show example 1')).click();")
        .await;
    let s = p.state().await;
    let example = s["puzzle"].clone();
    assert_ne!(example, json!(CLASSIC));
    assert_eq!(s["back"], mine, "{s}");
    assert_eq!(s["kept"][0]["id"], mine, "{s}");
    assert_eq!(&s["kept"][0]["digits"].as_str().unwrap()[..3], "534");
    assert!(shown(p, "#kept-bar").await);
    let bar = p.text("#kept-bar").await;
    let title = p
        .js("return document.getElementById('back-game').title;")
        .await;
    assert!(bar.contains("Back to your game"), "{bar}");
    assert!(title.as_str().unwrap().contains("31/81"), "{title}");
    p.shot("10-kept").await;

    // Undo brings the game back whole; Redo the example again; the button
    // the game once more.
    p.keys(&format!("{CONTROL}z{RELEASE}")).await;
    let s = p.state().await;
    assert_eq!(s["id"], mine);
    assert_eq!(&s["digits"].as_str().unwrap()[..3], "534");
    assert_eq!(s["kept"], json!([]), "the game played is not kept twice");
    p.keys(&format!("{CONTROL}y{RELEASE}")).await;
    assert_eq!(p.state().await["puzzle"], example);
    p.click("#back-game").await;
    let s = p.state().await;
    assert_eq!(s["id"], mine);
    assert!(!shown(p, "#kept-bar").await);

    // A built-in puzzle, played a little: both games listed, either resumed,
    // and the list still there after a reload.
    p.click("#tab-start").await;
    p.click("#examples button[data-name='seventeen']").await;
    let other = p.state().await;
    let empty = other["digits"].as_str().unwrap().find('.').unwrap();
    p.go_to(empty).await;
    p.keys("m1m").await;
    let other_id = p.state().await["id"].clone();
    p.click("#tab-start").await;
    let listed = p
        .js("return [...document.querySelectorAll('#games li')].map((li) => li.dataset.id || 'now');")
        .await;
    assert_eq!(listed, json!(["now", mine]), "the games list");
    p.shot("10-games").await;
    p.click(&format!(
        "#games li[data-id='{}'] button.resume",
        mine.as_str().unwrap()
    ))
    .await;
    let s = p.state().await;
    assert_eq!(s["id"], mine);
    assert_eq!(s["kept"][0]["id"], other_id);
    p.client.refresh().await.unwrap();
    wait_ready(p).await;
    let s = p.state().await;
    assert_eq!(s["id"], mine, "{s}");
    assert_eq!(&s["digits"].as_str().unwrap()[..3], "534");
    assert_eq!(s["kept"][0]["id"], other_id, "kept across a reload: {s}");
    p.click("#tab-start").await;
    p.click(&format!(
        "#games li[data-id='{}'] button.forget",
        other_id.as_str().unwrap()
    ))
    .await;
    assert_eq!(p.state().await["kept"], json!([]), "deleted");

    // Generate: the game played is kept too.
    p.js("document.getElementById('gen-level').value = 'easy'; \
          document.getElementById('gen-seed').value = '5';")
        .await;
    p.click("#gen-go").await;
    let deadline = Instant::now() + Duration::from_secs(60);
    while p.state().await["id"] == mine {
        assert!(Instant::now() < deadline, "no puzzle generated");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(p.state().await["kept"][0]["id"], mine);
    p.click("#back-game").await;
    assert_eq!(p.state().await["id"], mine);
    p.board_in_view("games").await;
}

fn marks_of(s: &Value) -> Vec<u64> {
    s["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_u64().unwrap())
        .collect()
}

fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// Placing a digit takes it out of its peers' marks (on by default); a wrong
/// digit placed and erased leaves a true candidate lost, which Check names;
/// with the cleaning off the marks stay, and Check says they are stale.
async fn marks_cleaned(p: &Player<'_>) {
    let solved = solution(CLASSIC);
    assert_eq!(p.state().await["autoClean"], json!(true));
    p.click("#fill").await;
    let d = solved[5] as u64;
    let with = |s: &Value, at: usize, d: u64| {
        let marks = marks_of(s);
        (0..81)
            .filter(|&j| sees(at, j) && marks[j] & (1 << (d - 1)) != 0)
            .count()
    };
    assert!(
        with(&p.state().await, 5, d) > 0,
        "peers have the mark first"
    );
    p.go_to(5).await;
    p.keys(&d.to_string()).await;
    let s = p.state().await;
    assert_eq!(&s["digits"].as_str().unwrap()[5..6], d.to_string());
    assert_eq!(with(&s, 5, d), 0, "the peers' marks of {d} are gone");

    // A wrong digit in r1c4, the true digit of r1c7: erased, r1c7 has lost it.
    let wrong = solved[6];
    p.go_to(3).await;
    p.keys(&wrong.to_string()).await;
    p.keys(DELETE).await;
    assert_eq!(&p.state().await["digits"].as_str().unwrap()[3..4], ".");
    p.click("#tab-check").await;
    let check = p.text("#check-out").await;
    assert!(check.contains("r1c7 has lost a candidate"), "{check}");

    // Cleaning off: the peers keep the mark, and Check says so.
    if shown(p, "#more").await {
        p.click("#more").await;
    }
    p.click("#auto-clean").await;
    assert_eq!(p.state().await["autoClean"], json!(false));
    p.go_to(3).await;
    p.keys(&solved[3].to_string()).await;
    assert!(with(&p.state().await, 3, solved[3] as u64) > 0);
    p.click("#tab-check").await;
    let check = p.text("#check-out").await;
    assert!(
        check.contains("a pencil mark for a digit placed in"),
        "{check}"
    );
    p.click("#auto-clean").await;
    assert_eq!(p.state().await["autoClean"], json!(true));
    if shown(p, "#more").await {
        p.click("#more").await;
    }
}

/// The board's cells with `class`, in order.
async fn cells_with(p: &Player<'_>, class: &str) -> Vec<usize> {
    let v = p
        .js(&format!(
            "return [...document.querySelectorAll('#board .cell')].map((c, i) => c.classList.contains('{class}') ? i : -1).filter((i) => i >= 0);"
        ))
        .await;
    serde_json::from_value(v).unwrap()
}

/// Alt+5 (or the 5 under "Show") shows every 5, placed and among the marks;
/// B the cells with two candidates; Escape neither.
async fn highlights(p: &Player<'_>) {
    p.click("#tab-hint").await;
    // On a phone the rows open under More.
    assert_eq!(shown(p, "#more").await, p.width < 760);
    if p.width < 760 {
        assert!(!shown(p, "#look").await);
        p.click("#more").await;
    }
    assert!(shown(p, "#look").await && shown(p, "#paint").await);
    p.board_in_view("the tools open").await;
    p.keys(&format!("{ALT}5{RELEASE}")).await;
    let s = p.state().await;
    assert_eq!(s["highlight"], json!(5));
    let digits: Vec<u8> = s["digits"].as_str().unwrap().bytes().collect();
    let marks = marks_of(&s);
    let placed: Vec<usize> = (0..81).filter(|&i| digits[i] == b'5').collect();
    let open: Vec<usize> = (0..81)
        .filter(|&i| digits[i] == b'.' && marks[i] & (1 << 4) != 0)
        .collect();
    assert!(!placed.is_empty() && !open.is_empty());
    assert_eq!(cells_with(p, "hl-digit").await, placed);
    assert_eq!(cells_with(p, "hl-cand").await, open);
    let spans = p
        .js("return [...document.querySelectorAll('#board .marks span.hl')].map((s) => s.textContent);")
        .await;
    assert_eq!(spans, json!(vec!["5"; open.len()]));
    // On a phone the words show under Key (which makes room by hiding the
    // pad until closed).
    let key = shown(p, "#key-toggle").await;
    if key {
        p.click("#key-toggle").await;
    }
    let legend = p.text("#legend").await;
    assert!(
        legend.contains("a 5 placed") && legend.contains("a cell 5 can go in"),
        "{legend}"
    );
    if key {
        p.click("#key-toggle").await;
    }
    p.shot("11-digit-5").await;
    // The pad's own 5 turns it off; B shows the pairs.
    p.click("#look-digits button[data-digit='5']").await;
    assert!(cells_with(p, "hl-digit").await.is_empty());
    p.keys("b").await;
    let pairs: Vec<usize> = (0..81)
        .filter(|&i| digits[i] == b'.' && marks[i].count_ones() == 2)
        .collect();
    assert!(!pairs.is_empty());
    assert_eq!(cells_with(p, "bival").await, pairs);
    p.shot("11-pairs").await;
    p.keys(ESCAPE).await;
    assert!(cells_with(p, "bival").await.is_empty());
    assert_eq!(p.state().await["pairs"], json!(false));
}

/// Colour A on a cell (a click) and on a candidate (a digit while colouring),
/// colour B on another cell (C switches); one click clears them, Undo brings
/// them back.
async fn colours(p: &Player<'_>) {
    p.click("#colour-1").await;
    p.click("#board .cell[data-i='0']").await;
    let s = p.state().await;
    let marks = marks_of(&s);
    let at = (0..81)
        .find(|&i| {
            marks[i].count_ones() >= 3 && s["digits"].as_str().unwrap().as_bytes()[i] == b'.'
        })
        .unwrap();
    let d = (1..=9).find(|d| marks[at] & (1 << (d - 1)) != 0).unwrap();
    p.go_to(at).await;
    p.keys(&d.to_string()).await;
    p.keys("c").await; // colour B
    assert_eq!(p.state().await["colouring"], json!(2));
    p.click("#board .cell[data-i='1']").await;
    let s = p.state().await;
    assert_eq!(
        s["colours"],
        json!({ "0": 1, "1": 2, format!("{at}.{d}"): 1 }),
        "{s}"
    );
    assert_eq!(
        s["digits"],
        p.state().await["digits"],
        "colouring writes nothing"
    );
    assert_eq!(cells_with(p, "col-1").await, vec![0]);
    assert_eq!(cells_with(p, "col-2").await, vec![1]);
    let cand = p
        .js(&format!(
            "return document.querySelector('#board .cell[data-i=\"{at}\"] .marks').children[{}].className;",
            d - 1
        ))
        .await;
    assert_eq!(cand, "ccol-1");
    p.keys(&format!("{ALT}5{RELEASE}")).await;
    p.shot("12-colours").await;
    p.click("#colour-clear").await;
    assert_eq!(p.state().await["colours"], json!({}));
    assert!(cells_with(p, "col-1").await.is_empty() && cells_with(p, "col-2").await.is_empty());
    let left = p
        .js("return document.querySelectorAll('#board [class*=\"ccol-\"]').length;")
        .await;
    assert_eq!(left, json!(0));
    p.keys(&format!("{CONTROL}z{RELEASE}")).await;
    assert_eq!(cells_with(p, "col-1").await, vec![0]);
    p.click("#colour-clear").await;
    p.keys(ESCAPE).await;
    assert_eq!(p.state().await["colouring"], json!(0));
    assert_eq!(p.state().await["highlight"], json!(0));
}

/// One digit short of the end, the last digit typed: the status says the
/// puzzle is solved and in how long (the clock's time); Check says it too;
/// Explain says there is nothing to explain, without a difficulty; replaced,
/// the finished game is not kept. An error names techniques, not ids.
async fn finished(p: &Player<'_>) {
    let solved = solution(CLASSIC);
    let mut line: String = solved.iter().map(|d| d.to_string()).collect();
    line.replace_range(80..81, ".");
    paste(p, &line).await;
    assert!(shown(p, "#kept-bar").await, "the classic game is kept");
    p.go_to(80).await;
    p.keys(&solved[80].to_string()).await;
    let s = p.state().await;
    assert!(s["solvedIn"].is_number(), "{s}");
    let status = p.text("#status").await;
    let clock = p.text("#clock").await;
    assert_eq!(status, format!("Solved in {clock}: every digit is right."));
    let (m, sec) = clock.split_once(':').unwrap();
    assert!(
        m.parse::<u32>().is_ok() && sec.len() == 2 && sec.parse::<u32>().is_ok(),
        "{clock}"
    );
    let done = p
        .js("return document.getElementById('status').classList.contains('done');")
        .await;
    assert_eq!(done, json!(true));
    p.click("#tab-start").await;
    let now = p.text("#games li.now").await;
    assert!(now.ends_with(&format!("solved in {clock}")), "{now}");
    p.shot("13-finished").await;
    p.click("#tab-check").await;
    assert_eq!(
        p.text("#check-out").await,
        format!("Solved in {clock}, and every digit is right.")
    );
    p.click("#tab-explain").await;
    let summary = p.text("#ex-summary").await;
    assert_eq!(summary, "The grid is full and right: nothing to explain.");
    let finished_id = p.state().await["id"].clone();
    p.click("#tab-start").await;
    p.click("#examples button[data-name='tour']").await;
    let kept = p.state().await["kept"].to_string();
    assert!(!kept.contains(finished_id.as_str().unwrap()), "{kept}");

    // Generating an easy puzzle whose hardest step is an X-wing cannot be:
    // the message names the X-wing as the page does.
    p.js("document.getElementById('gen-level').value = 'easy'; \
          document.getElementById('gen-needs').value = 'x_wing';")
        .await;
    p.click("#gen-go").await;
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        let status = p.text("#gen-status").await;
        if status.contains("not easy") || Instant::now() > deadline {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        status.contains("X-wing") && !status.contains("x_wing"),
        "{status}"
    );
}

/// The engine never blocks the page, at desktop and phone width: while
/// forum-hardest #1 is explained, and while a generation runs, a click selects
/// a cell and a digit is written, the request still running (the page says
/// what it does, for how long, with Cancel); Cancel stops a generation and
/// leaves the game as it was, and the engine answers again after it; a
/// generation that cannot succeed ends at its time limit (set to 2 s by the
/// page's `generate-limit` parameter) with a message saying so.
#[tokio::test(flavor = "current_thread")]
async fn the_engine_never_blocks_the_page() {
    let Some(page) = page() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("sudoku-worker-{}", std::process::id()));
    let shots = std::env::temp_dir().join("trainer-worker-shots");
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
        client
            .goto(&format!("file://{}?generate-limit=120", page.display()))
            .await
            .unwrap();
        wait_ready(&player).await;
        let threaded = player.js("return window.trainer.engine.threaded;").await;
        assert_eq!(threaded, json!(true), "the engine runs in a worker");
        explained_meanwhile(&player).await;
        generated_meanwhile(&player).await;
        client
            .goto(&format!("file://{}?generate-limit=2", page.display()))
            .await
            .unwrap();
        wait_ready(&player).await;
        generation_gives_up(&player).await;
        player.no_errors("worker").await;
        client.close().await.unwrap();
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The first empty cell of the game.
async fn first_empty(p: &Player<'_>) -> usize {
    let s = p.state().await;
    s["digits"]
        .as_str()
        .unwrap()
        .bytes()
        .position(|c| c == b'.')
        .unwrap()
}

/// While forum-hardest #1 is explained, a click selects a cell; the
/// explanation comes after. Cancel stops another and says so.
async fn explained_meanwhile(p: &Player<'_>) {
    let hardest = &data_set("forum-hardest-110626.txt")[0][..81];
    paste(p, hardest).await;
    let other = (first_empty(p).await + 40) % 81;
    // Explain, then a click on a cell, in one script: the click is handled
    // and the explanation is not there yet. With the engine on the page's
    // thread, the first click would return with the explanation made.
    let during = p
        .js(&format!(
            "document.getElementById('tab-explain').click(); \
             const explaining = window.trainer.jobs().map((j) => j.lane); \
             document.querySelector(\"#board .cell[data-i='{other}']\").click(); \
             return [explaining, window.trainer.state().selected, \
                     window.trainer.jobs().map((j) => j.lane), \
                     document.querySelectorAll('#ex-list li').length, \
                     document.querySelector('#busy .job[data-lane=\"explain\"]').textContent];"
        ))
        .await;
    let during = during.as_array().unwrap();
    assert_eq!(
        during[..4],
        [
            json!(["explain"]),
            json!(other),
            json!(["explain"]),
            json!(0)
        ]
    );
    let busy = during[4].as_str().unwrap();
    assert!(
        busy.starts_with("Explaining … ") && busy.ends_with("\u{a0}sCancel"),
        "{busy}"
    );
    p.settled().await;
    assert!(steps_left(p).await > 10, "the explanation came");
    assert!(p.jobs().await.is_empty());
    assert!(!shown(p, "#busy").await);
    let summary = p.text("#ex-summary").await;
    assert!(summary.contains("steps, explained in"), "{summary}");
    if p.width == 1280 {
        let ready = p.js("return window.trainer.readyMs;").await;
        eprintln!(
            "trainer: playable after {:.0} ms; forum-hardest #1 in the worker: {summary}",
            ready.as_f64().unwrap()
        );
    }

    // Explaining again, cancelled (in one script, before the explanation
    // can come): the page says it stopped.
    p.click("#tab-start").await;
    p.js("document.getElementById('tab-explain').click(); \
          document.querySelector('#busy .cancel[data-lane=\"explain\"]').click();")
        .await;
    p.settled().await;
    assert!(p.jobs().await.is_empty());
    assert_eq!(steps_left(p).await, 0);
    let step = p.text("#ex-step").await;
    assert!(step.starts_with("Explanation stopped."), "{step}");
    p.click("#tab-start").await;
}

/// While a generation runs (a nested forcing chain, which takes long), a
/// cell is selected and a digit written; Cancel stops the generation and
/// leaves the game as it was; the engine answers the next request.
async fn generated_meanwhile(p: &Player<'_>) {
    paste(p, CLASSIC).await;
    let mine = p.state().await["id"].clone();
    p.js("document.getElementById('gen-level').value = ''; \
          document.getElementById('gen-needs').value = 'nested_forcing_chain'; \
          document.getElementById('gen-seed').value = '1';")
        .await;
    p.click_now("#gen-go").await;
    assert_eq!(p.jobs().await, ["generate"], "generating");
    let at = first_empty(p).await;
    let other = (at + 1..81)
        .find(|&i| CLASSIC.as_bytes()[i] == b'.')
        .unwrap();
    p.click_now(&format!("#board .cell[data-i='{other}']"))
        .await;
    let want = solution(CLASSIC)[other];
    p.keys_now(&want.to_string()).await;
    let s = p.state().await;
    assert_eq!(s["selected"], json!(other), "{s}");
    assert_eq!(
        &s["digits"].as_str().unwrap()[other..=other],
        want.to_string(),
        "the digit is written while generating"
    );
    assert_eq!(p.jobs().await, ["generate"], "still generating");
    // The words as written (on a phone the figures go under the words).
    let busy = p
        .js("return document.querySelector('#busy .job[data-lane=\"generate\"]').textContent;")
        .await;
    let busy = busy.as_str().unwrap();
    assert!(
        busy.starts_with("Generating … ")
            && busy.contains("/120")
            && busy.contains("s · ")
            && busy.contains(" attempts"),
        "{busy}"
    );
    // A moment for the attempts to count up on the screenshot.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    p.shot("2-generating").await;
    p.board_in_view("generating").await;

    let before = p.state().await;
    assert_eq!(p.jobs().await, ["generate"], "generating before Cancel");
    p.click_now("#busy .cancel[data-lane='generate']").await;
    p.settled().await;
    let after = p.state().await;
    assert!(p.jobs().await.is_empty(), "cancelled");
    assert!(!shown(p, "#busy").await);
    for key in ["id", "puzzle", "digits", "marks", "kept", "selected"] {
        assert_eq!(after[key], before[key], "{key} after Cancel");
    }
    assert_eq!(after["id"], mine);
    let status = p.text("#gen-status").await;
    assert!(
        status.starts_with("Generation stopped after ")
            && status.ends_with("your game is as it was."),
        "{status}"
    );
    p.shot("3-cancelled").await;

    // The engine answers again: Check reads the game.
    p.click("#tab-check").await;
    let check = p.text("#check-out").await;
    assert!(check.starts_with("No mistakes"), "{check}");
    p.click("#tab-start").await;
}

/// A generation that cannot succeed in time ends with the time-limit message,
/// the game untouched.
async fn generation_gives_up(p: &Player<'_>) {
    let mine = p.state().await;
    p.click("#tab-start").await;
    assert_eq!(p.text("#gen-limit").await, "Gives up after 2 s.");
    p.js("document.getElementById('gen-level').value = ''; \
          document.getElementById('gen-needs').value = 'nested_forcing_chain'; \
          document.getElementById('gen-seed').value = '1';")
        .await;
    p.click("#gen-go").await;
    let status = p.text("#gen-status").await;
    assert!(
        status.starts_with("No puzzle needing Nested forcing chain found in 2 s (seed 1, ")
            && status.ends_with("try again or pick another technique."),
        "{status}"
    );
    assert_eq!(p.text("#status").await, status, "said under the board too");
    let now = p.state().await;
    assert_eq!(now["id"], mine["id"]);
    assert_eq!(now["digits"], mine["digits"]);
    assert!(p.jobs().await.is_empty());
    p.shot("4-gave-up").await;
}

/// What issue 33 left, at desktop and phone width: a saved game is on the
/// board before the engine's first answer; Learn words a technique's value
/// as the library does ("Hidden single (1.2 or 1.5)"); every step of the
/// position is listed by technique as the engine answered (nothing left out
/// unsaid), each drawn on the board exactly as its drawing and applied to
/// the game; Check, Hint and the list show their progress line with Cancel
/// (shown at once with `?progress-after=0`); the legend is never cut and
/// stays above the panel; the progress line's figures are never cut; no
/// request leaves the page.
#[tokio::test(flavor = "current_thread")]
async fn every_step_here_wording_layout_and_load_at_desktop_and_phone_width() {
    at_both_widths("steps", "?progress-after=0", async |player| {
        saved_game_before_the_engine(player).await;
        learn_words_values_as_the_library(player).await;
        every_step_here(player).await;
        check_and_hint_show_progress(player).await;
        legend_whole_above_the_panel(player).await;
        progress_figures_whole(player).await;
        // From file://, and nothing fetched on the way (the engine and its
        // thread are inlined in the page).
        let fetched = player
            .js("return performance.getEntriesByType('resource').map((e) => e.name);")
            .await;
        assert_eq!(fetched, json!([]), "no request leaves the page");
    })
    .await;
}

/// A game played, then the page reloaded: the game is on the board and
/// playable when no engine answer has come yet.
async fn saved_game_before_the_engine(p: &Player<'_>) {
    paste(p, CLASSIC).await;
    p.go_to(2).await;
    p.keys("4").await;
    let played = p.state().await["digits"].clone();
    p.client.refresh().await.unwrap();
    wait_ready(p).await;
    let when = p
        .js("return [document.body.dataset.playable, window.trainer.answersWhenPlayable];")
        .await;
    assert_eq!(when, json!(["true", 0]), "playable before any answer");
    assert_eq!(p.state().await["digits"], played);
    let shown = p
        .js("return document.querySelector('#board .cell[data-i=\"2\"]').textContent;")
        .await;
    assert_eq!(shown, "4");
}

/// Learn's list gives each technique's value in the library's words.
async fn learn_words_values_as_the_library(p: &Player<'_>) {
    use sudoku_explain::catalog::TechniqueId;
    use sudoku_explain::rating::{technique_values, values_words};
    p.click("#tab-learn").await;
    let listed = p
        .js("return [...document.querySelectorAll('#learn-list button[data-id]')].filter((b) => b.dataset.id !== 'notation').map((b) => [b.dataset.id, b.textContent]);")
        .await;
    let listed = listed.as_array().unwrap();
    assert!(listed.len() > 40, "{listed:?}");
    for item in listed {
        let id = TechniqueId::from_key(item[0].as_str().unwrap()).unwrap();
        let words = format!("{} ({})", id.name(), values_words(&technique_values(id)));
        assert_eq!(item[1], json!(words));
    }
    let hidden = p.text("#learn-list button[data-id='hidden_single']").await;
    assert_eq!(hidden, "Hidden single (1.2 or 1.5)");
}

/// Learn's first AIC example, then Hint, "List every step": the list is the
/// engine's answer for the game's position, group by group; a step clicked
/// is drawn exactly as its drawing; applied, the game loses its removals
/// and the list comes again without it. Cancel stops a listing.
async fn every_step_here(p: &Player<'_>) {
    lesson_example(p, "aic").await;
    p.click("#tab-hint").await;
    let started = p
        .js("document.getElementById('steps-go').click(); \
             return window.trainer.jobs().filter((j) => j.lane === 'steps' && j.shown).length;")
        .await;
    assert_eq!(started, json!(1), "the listing's progress line");
    p.settled().await;
    assert!(p.jobs().await.is_empty());
    let answer = p.js("return window.trainer.listed();").await;
    let s = p.state().await;
    assert_eq!(answer["grid"]["digits"], s["digits"]);
    let groups = answer["groups"].as_array().unwrap();
    assert!(groups.len() > 3, "{answer}");
    let shown = p
        .js(
            "return [...document.querySelectorAll('#steps-out details')].map((d) => \
               [d.querySelector('summary').textContent, \
                [...d.querySelectorAll('.step-item .conc')].map((c) => c.textContent), \
                [...d.querySelectorAll('li.left-out')].map((l) => l.textContent)]);",
        )
        .await;
    let shown = shown.as_array().unwrap();
    assert_eq!(shown.len(), groups.len());
    let mut listed = 0;
    let mut cut = 0;
    for (g, seen) in groups.iter().zip(shown) {
        let heading = format!(
            "{}, {}: {}",
            g["name"].as_str().unwrap(),
            g["values"].as_str().unwrap(),
            g["count"].as_str().unwrap()
        );
        assert_eq!(seen[0], json!(heading));
        let conclusions: Vec<&Value> = g["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| &x["conclusion"])
            .collect();
        assert_eq!(seen[1], json!(conclusions), "{heading}");
        listed += conclusions.len();
        // What is not listed is said, under its group.
        match g["left_out"].as_str() {
            Some(words) => {
                cut += 1;
                assert_eq!(seen[2], json!([format!("{words} (not listed)")]));
            }
            None => assert_eq!(seen[2], json!([])),
        }
    }
    assert!(cut > 0, "a forcing chain has more steps than are listed");
    let sum = p.text("#steps-sum").await;
    assert!(
        sum.starts_with(&format!("{listed} steps listed from ")),
        "{sum}"
    );
    p.shot("14-steps").await;

    // The second step of the first group, drawn as its drawing.
    p.click("#steps-out .step-item[data-g='0'][data-k='1']")
        .await;
    let chosen = &groups[0]["steps"][1];
    assert_eq!(
        p.js("return window.trainer.drawn();").await,
        chosen["drawing"]
    );
    let painted = p.js(PAINTED).await;
    assert_painted(
        &chosen["drawing"],
        -1,
        &painted,
        &format!("{} px, listed step", p.width),
    );
    let text = p.text("#steps-text").await;
    assert!(
        text.starts_with(groups[0]["name"].as_str().unwrap()),
        "{text}"
    );
    p.shot("14-step-chosen").await;

    // Applied: its removals leave the game's marks, and the list comes
    // again without the step.
    p.click("#steps-apply").await;
    p.settled().await;
    let marks = marks_of(&p.state().await);
    for x in chosen["step"]["eliminations"].as_array().unwrap() {
        let i = (x["row"].as_u64().unwrap() - 1) * 9 + x["col"].as_u64().unwrap() - 1;
        let d = x["digit"].as_u64().unwrap();
        assert_eq!(marks[i as usize] & (1 << (d - 1)), 0, "{x}");
    }
    let again = p.js("return window.trainer.listed();").await;
    assert!(again["groups"].is_array(), "listed again: {again}");
    let conclusions = again.to_string();
    let gone = format!(
        "\"conclusion\":{}",
        json!(chosen["conclusion"].as_str().unwrap())
    );
    assert!(!conclusions.contains(&gone), "{gone} is still listed");

    // Cancel stops a listing, and says so.
    p.js("document.getElementById('steps-go').click(); \
          document.querySelector('#busy .cancel[data-lane=\"steps\"]').click();")
        .await;
    p.settled().await;
    assert_eq!(
        p.text("#steps-sum").await,
        "Listing stopped. Press List every step to start it over."
    );
    assert!(p.jobs().await.is_empty());
}

/// Check and Hint show the progress line, with Cancel, while they work; a
/// cancelled hint says so.
async fn check_and_hint_show_progress(p: &Player<'_>) {
    let hardest = &data_set("forum-hardest-110626.txt")[0][..81];
    paste(p, hardest).await;
    for (tab, what) in [("#tab-check", "Checking"), ("#tab-hint", "")] {
        p.click("#tab-start").await;
        let script = if what.is_empty() {
            "document.getElementById('tab-hint').click(); document.getElementById('hint-more').click();"
                .to_string()
        } else {
            format!("document.querySelector('{tab}').click();")
        };
        let running = p
            .js(&format!(
                "{script} \
                 const row = document.querySelector('#busy .job[data-lane=\"check\"]'); \
                 return [window.trainer.jobs().map((j) => [j.lane, j.shown]), \
                         !!row && !row.hidden && row.getClientRects().length > 0, \
                         !!row && !!row.querySelector('.cancel'), row && row.textContent];"
            ))
            .await;
        let label = if what.is_empty() {
            "Finding a hint"
        } else {
            what
        };
        assert_eq!(running[0], json!([["check", true]]), "{tab}: {running}");
        assert_eq!(running[1], json!(true), "{tab}: shown, {running}");
        assert_eq!(running[2], json!(true), "{tab}: a Cancel, {running}");
        assert!(
            running[3]
                .as_str()
                .unwrap()
                .starts_with(&format!("{label} … ")),
            "{running}"
        );
        p.settled().await;
        assert!(p.jobs().await.is_empty(), "{tab}");
        assert!(!shown(p, "#busy").await, "{tab}");
    }
    assert!(p.text("#hint-out").await.len() > 10);
    // A hint cancelled (the game new again, so the hint is asked anew): the
    // ladder says it stopped.
    paste(p, hardest).await;
    p.js("document.getElementById('tab-hint').click(); \
          document.getElementById('hint-more').click(); \
          document.querySelector('#busy .cancel[data-lane=\"check\"]').click();")
        .await;
    p.settled().await;
    assert_eq!(
        p.text("#hint-out").await,
        "Hint stopped. Press Hint to start it over."
    );
}

/// Reads the legend's layout: how many keys, whether each lies inside it,
/// whether it scrolls, whether it ends above the panel and the window's
/// bottom (or lies beside the panel), how many keys show their words,
/// whether it lies above the pad, and the selected cell's outline.
const LEGEND: &str = "const l = document.getElementById('legend').getBoundingClientRect(); \
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
fn legend_whole(seen: &Value, when: &str) {
    assert_eq!(seen["inside"], json!(true), "{when}: {seen}");
    assert_eq!(seen["scrolls"], json!(false), "{when}: {seen}");
    assert_eq!(seen["above"], json!(true), "{when}: {seen}");
    assert_eq!(
        seen["words"], seen["items"],
        "{when}: every key's words: {seen}"
    );
    assert_eq!(seen["abovePad"], json!(true), "{when}: {seen}");
}

/// The legend is never cut (every key inside it, nothing to scroll) and
/// ends above the panel and the window's bottom (beside the panel on a wide
/// screen), in Learn with an example drawn and in Explain; on
/// a phone its words open under Key, and show without it while explaining
/// (when the pad makes room).
async fn legend_whole_above_the_panel(p: &Player<'_>) {
    let probe = LEGEND;
    let phone = p.width < 760;
    lesson_example(p, "finned_x_wing").await;
    let seen = p.js(probe).await;
    assert!(seen["items"].as_u64().unwrap() >= 4, "{seen}");
    assert_eq!(seen["toggle"], json!(phone), "{seen}");
    // Above the pad, so in view under the board on a laptop's screen too.
    assert_eq!(seen["abovePad"], json!(true), "{seen}");
    assert_eq!(seen["inView"], json!(true), "{seen}");
    // The selected cell's outline is quiet while a step is drawn: not the
    // blue it has in play, which would read as one of the step's marks.
    let drawn_outline = seen["selection"].clone();
    let example = p.state().await["puzzle"].clone();
    paste(p, example.as_str().unwrap()).await;
    let playing = p.js(LEGEND).await["selection"].clone();
    assert!(
        playing.as_str().unwrap().contains("37, 99, 235"),
        "{playing}"
    );
    assert_ne!(drawn_outline, playing, "the outline while a step is drawn");
    lesson_example(p, "finned_x_wing").await;
    if phone {
        assert_eq!(seen["inside"], json!(true), "{seen}");
        assert_eq!(seen["scrolls"], json!(false), "{seen}");
        assert_eq!(seen["above"], json!(true), "{seen}");
        // Closed: the swatches on one line, no words.
        assert_eq!(seen["words"], json!(0), "{seen}");
        assert!(seen["height"].as_f64().unwrap() < 30.0, "{seen}");
        p.click("#key-toggle").await;
        let open = p.js(probe).await;
        legend_whole(&open, "learn, Key open");
        p.shot("15-key-open").await;
        p.click("#key-toggle").await;
    } else {
        legend_whole(&seen, "learn");
    }
    p.click("#tab-explain").await;
    let explaining = p.js(probe).await;
    legend_whole(&explaining, "explain");
    assert_eq!(explaining["pad"], json!(!phone), "{explaining}");
    p.shot("15-legend-explain").await;
    p.board_in_view("legend").await;
}

/// A generation's progress line keeps its figures whole: nothing cut off
/// the attempt count, at either width.
async fn progress_figures_whole(p: &Player<'_>) {
    paste(p, CLASSIC).await;
    p.js("document.getElementById('gen-level').value = ''; \
          document.getElementById('gen-needs').value = 'nested_forcing_chain'; \
          document.getElementById('gen-seed').value = '1';")
        .await;
    p.click_now("#gen-go").await;
    // Until the count has four digits, the widest it gets in the limit.
    let deadline = Instant::now() + Duration::from_secs(60);
    let seen = loop {
        let seen = p
            .js("const w = document.querySelector('#busy .job[data-lane=\"generate\"] .what'); \
                 const f = w.querySelector('.figures').getBoundingClientRect(); const r = w.getBoundingClientRect(); \
                 return { text: w.textContent, cut: w.scrollWidth > w.clientWidth + 1 || f.right > r.right + 0.5 || f.bottom > r.bottom + 0.5 };")
            .await;
        let count: u64 = seen["text"]
            .as_str()
            .unwrap()
            .rsplit(" · ")
            .next()
            .and_then(|c| c.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        if count >= 1000 || Instant::now() > deadline {
            break seen;
        }
        assert_eq!(seen["cut"], json!(false), "{seen}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        seen["text"].as_str().unwrap().ends_with(" attempts"),
        "{seen}"
    );
    assert_eq!(seen["cut"], json!(false), "{seen}");
    p.shot("16-generating").await;
    p.click_now("#busy .cancel[data-lane='generate']").await;
    p.settled().await;
}

/// A nested forcing chain one layer at a time, at 1280x900 and 390x844 (step 2
/// of forum-hardest #1, six inner chains): the board paints the outer
/// branch's panel exactly, each node with an inner chain ringed twice and
/// listed under the step; an entry opens that inner chain alone (its panel
/// exactly, its title shown), "Outer chain" brings the outer one back, and a
/// double ring on the board opens its chain too. Screenshots of the outer
/// layer and of inner chain 1 go to `trainer-nested-shots` in the temporary
/// folder.
#[tokio::test(flavor = "current_thread")]
async fn a_nested_chain_one_layer_at_a_time_at_desktop_and_phone_width() {
    at_both_widths("nested", "", async |p| {
        let line = data_set("forum-hardest-110626.txt")[0].clone();
        let trace = explain_line(p, &line).await;
        let k = 1;
        assert_eq!(trace["steps"][k]["technique"], "nested_forcing_chain");
        // No link of any step runs over a placed digit (it would read as
        // struck out), however crowded the web: a long link that no single
        // bend clears goes round through a corner where four cells meet.
        let mut struck = Vec::new();
        for j in 0..trace["steps"].as_array().unwrap().len() {
            p.js(&format!(
                "document.querySelectorAll('#ex-list li')[{j}].click();"
            ))
            .await;
            let painted = p.js(PAINTED).await;
            if painted["struck"] != json!([]) {
                struck.push((j + 1, painted["struck"].clone()));
            }
            if j == 15 {
                p.shot("step-16").await;
            }
        }
        assert_eq!(
            struck,
            vec![],
            "{} px: steps with links over placed digits",
            p.width
        );
        let layer = async || {
            p.js("return [document.getElementById('board').dataset.layer, \
                  document.querySelectorAll('#overlay [data-inner]').length, \
                  document.querySelectorAll('#ex-layers button').length];")
                .await
        };
        painted_step(p, &trace, k, None).await;
        let inner = trace["drawings"][k]["panels"][0]["inner"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(inner.len(), 6);
        assert_eq!(layer().await, json!(["outer", 6, 6]));
        p.shot("nested-outer").await;
        // The outer chain's words: no inner chain's lines.
        let outer_words = trace["drawings"][k]["panels"][0]["text"].as_str().unwrap();
        let said = p.text("#ex-step").await;
        assert!(
            said.contains(outer_words.lines().next().unwrap()) && !said.contains("if r"),
            "{} px, nested step, outer chain's words: {said:.300}",
            p.width
        );
        let at = |what: &str| format!("{} px, nested step, {what}", p.width);
        for (n, chain) in inner.iter().enumerate() {
            p.click(&format!("#ex-layers button[data-layer='0.{n}']"))
                .await;
            assert_eq!(layer().await, json!([format!("inner {n}"), 0, 1]));
            let painted = p.js(PAINTED).await;
            let alone = json!({ "panels": [chain] });
            assert_painted(&alone, 0, &painted, &at(&format!("inner chain {n}")));
            legend_whole(&p.js(LEGEND).await, &at("inner chain's legend"));
            assert_eq!(
                p.text("#ex-layers .pm-layer-title").await,
                chain["title"].as_str().unwrap()
            );
            // The step's words are the inner chain's alone.
            let words = chain["text"].as_str().unwrap();
            let heading = words.lines().next().unwrap();
            let said = p.text("#ex-step").await;
            assert!(
                said.contains(heading) && !said.contains("If r"),
                "{}: {said:.200}",
                at(&format!("inner chain {n}'s words"))
            );
            if n == 0 {
                p.shot("nested-inner").await;
            }
            p.click("#ex-layers button[data-layer='outer']").await;
            assert_eq!(layer().await, json!(["outer", 6, 6]));
            let painted = p.js(PAINTED).await;
            assert_painted(&trace["drawings"][k], -1, &painted, &at("outer again"));
        }
        p.click("#overlay [data-inner='5']").await;
        assert_eq!(layer().await, json!(["inner 5", 0, 1]));
        // The next step (nested too) starts on its own outer layer.
        p.js(&format!(
            "document.querySelectorAll('#ex-list li')[{}].click();",
            k + 1
        ))
        .await;
        assert_eq!(layer().await[0], "outer");
    })
    .await;
}
