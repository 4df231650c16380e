//! The HTML page in a real browser: headless Chromium, driven over WebDriver.
//!
//! - Layout: every pencil mark's box lies inside its cell at 1280, 768 and 390 px
//!   wide and in print, on a page whose cells hold all nine candidates.
//! - Replay: stepping forward through a whole solution and back, the board after
//!   step k equals the trace replayed to step k, with no script errors; on a
//!   390x844 phone the window never scrolls and the board and the Next button
//!   stay on screen all the way.
//! - Drawing: at every step, what the page paints (cell shades, candidate
//!   roles, node rings, links, group outlines, legend keys) is exactly the
//!   drawing the page embeds for the step (`tests/common/painted.rs`), every
//!   ring sits on its candidate, every arrowhead stops outside the glyph of the
//!   candidate it points at and lands in its target node's own cell, a hidden
//!   single's unit is shaded, and the legend lists the marks in use only.
//! - Screenshots of an AIC, an ALS-XY-wing, a finned X-wing and a cell forcing
//!   chain at 1280x900 and 390x844 go to target/browser-screenshots/ to be
//!   looked at.
//!
//! Needs /usr/bin/chromium and /usr/bin/chromedriver. Without them the test says
//! it was skipped, unless SUDOKU_BROWSER_TESTS=required (as CI sets), when their
//! absence fails it.

use crate::common;

use crate::common::chromium::{
    Driver, browser_available, click, connect, media, start_driver, text, viewport,
};
use common::painted::{PROBE as PAINTED, assert_painted};
use common::{data_set, sudoku};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use std::path::PathBuf;
use sudoku_explain::catalog::TechniqueId;

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

/// Each candidate's box, and the box of its digit's glyph, against the inside of
/// its cell (within the cell's borders): how many candidates were measured and
/// those that stick out.
const FIT: &str = r#"
const out = [];
let n = 0;
for (const cell of document.querySelectorAll('#board .cell')) {
  const r = cell.getBoundingClientRect();
  const inner = { left: r.left + cell.clientLeft, top: r.top + cell.clientTop,
                  right: r.left + cell.clientLeft + cell.clientWidth, bottom: r.top + cell.clientTop + cell.clientHeight };
  for (const c of cell.querySelectorAll('.cand')) {
    if (!c.textContent) continue;
    n++;
    const range = document.createRange();
    range.selectNodeContents(c);
    for (const b of [c.getBoundingClientRect(), range.getBoundingClientRect()]) {
      if (b.left < inner.left - 0.5 || b.top < inner.top - 0.5 || b.right > inner.right + 0.5 || b.bottom > inner.bottom + 0.5)
        out.push(cell.getAttribute('aria-label') + ' ' + c.textContent + ': ' + JSON.stringify([b.left, b.top, b.right, b.bottom]) + ' outside ' + JSON.stringify(inner));
    }
  }
}
return { measured: n, outside: out.slice(0, 5), controls: getComputedStyle(document.getElementById('controls')).display };
"#;

/// Everything one look at the page checks besides the painting itself: the
/// board, where the board and the Next button are, and rings off their
/// candidates.
const PROBE: &str = r#"
const q = (s) => [...document.querySelectorAll(s)];
const board = document.getElementById('board').getBoundingClientRect();
const next = document.getElementById('next').getBoundingClientRect();
const off = [];
for (const el of q('#overlay circle[data-cell]')) {
  const cell = document.querySelectorAll('#board .cell')[Number(el.dataset.cell)];
  const cand = cell.querySelectorAll('.cand')[Number(el.dataset.digit) - 1];
  const r = el.getBoundingClientRect(), c = cand ? cand.getBoundingClientRect() : null;
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  if (!c || !cand.textContent || x < c.left || x > c.right || y < c.top || y > c.bottom)
    off.push(cell.getAttribute('aria-label') + ' ' + el.dataset.digit);
}
return {
  values: q('#board .cell').map((c) => { const v = c.querySelector('.value'); return v ? v.textContent : '0'; }).join(''),
  scrollY: window.scrollY, innerHeight: window.innerHeight, innerWidth: window.innerWidth,
  boardTop: board.top, boardBottom: board.bottom, nextTop: next.top, nextBottom: next.bottom,
  offCandidate: off,
};
"#;

/// The pages stepped through, in two groups that run side by side, each in a
/// browser of its own: the README's tour; examples/extreme.txt, whose trace
/// holds almost locked sets and forcing chains, a pattern forcing chain among
/// them; forum-hardest's tenth puzzle, with nested forcing chains and the
/// junior exocet's compatibility test (its second puzzle needs no nested
/// chain since the test); then
/// top1465 line 304, with alternating inference chains (group nodes too), a
/// finned X-wing, almost locked sets and cell, contradiction and dynamic
/// forcing chains; top1465 line 1, with uniqueness rectangles, a sue de Coq,
/// an ALS-XY-wing and a skyscraper; and a puzzle with two solutions, whose
/// trace holds guesses.
fn pages() -> [Vec<(String, String)>; 2] {
    let file = |name: &str| {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(name);
        (name.to_string(), std::fs::read_to_string(path).unwrap())
    };
    [
        vec![
            file("examples/tour.txt"),
            file("examples/extreme.txt"),
            (
                "forum-hardest line 10".to_string(),
                data_set("forum-hardest-110626.txt")[9].clone(),
            ),
        ],
        vec![
            (
                "top1465 line 304".to_string(),
                data_set("top1465.txt")[303].clone(),
            ),
            (
                "top1465 line 1".to_string(),
                data_set("top1465.txt")[0].clone(),
            ),
            file("examples/two-solutions.txt"),
        ],
    ]
}

struct Session {
    client: Client,
    dir: PathBuf,
    _driver: Driver,
}

/// A browser of its own for the test named `label`.
async fn session(label: &str) -> Session {
    let dir = std::env::temp_dir().join(format!("sudoku-browser-{}-{label}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (driver, port) = start_driver();
    let client = connect(port, &dir.join("profile")).await;
    Session {
        client,
        dir,
        _driver: driver,
    }
}

/// Writes the page of `input` (a puzzle's text) and opens it.
async fn open(s: &Session, name: &str, input: &str) -> Value {
    let html = sudoku(&["explain", "--format", "html", "-"], input);
    // Exit code 1: the puzzle has no solution, and the page says so.
    assert!(html.code == 0 || html.code == 1, "{name}: {}", html.stderr);
    let page = s
        .dir
        .join(format!("{}.html", name.replace([' ', '/'], "-")));
    std::fs::write(&page, &html.stdout).unwrap();
    s.client
        .goto(&format!("file://{}", page.display()))
        .await
        .unwrap();
    serde_json::from_str(&sudoku(&["explain", "--format", "json", "-"], input).stdout).unwrap()
}

#[tokio::test(flavor = "current_thread")]
async fn the_page_in_a_browser() {
    if !browser_available("browser test", "SUDOKU_BROWSER_TESTS") {
        return;
    }
    let s = session("first").await;
    pencil_marks_fit_their_cells(&s).await;
    a_puzzle_without_solution_says_so_once(&s).await;
    let [first, _] = pages();
    step_through_pages(s, first).await;
}

#[tokio::test(flavor = "current_thread")]
async fn more_pages_in_a_browser() {
    if !browser_available("browser test", "SUDOKU_BROWSER_TESTS") {
        return;
    }
    let [_, second] = pages();
    step_through_pages(session("second").await, second).await;
}

/// Steps through each page on a phone's width, with each page's own checks;
/// closes the browser.
async fn step_through_pages(s: Session, pages: Vec<(String, String)>) {
    viewport(&s.client, 390, 844).await;
    for (name, input) in pages {
        let trace = open(&s, &name, &input).await;
        step_through(&s.client, &trace, &name).await;
        let shown = text(&s.client, "#rating").await;
        let expected = rating_words(&input);
        assert!(shown.starts_with(&expected), "{name}: {shown}");
        // The hardest step's number takes the reader to that step.
        if let Some(k) = trace["summary"]["rating"]["hardest_step"].as_u64() {
            click(&s.client, "#rating a").await;
            let at = text(&s.client, "#position").await;
            assert!(at.starts_with(&format!("Step {k} of ")), "{name}: {at}");
        }
        if name == "top1465 line 304" {
            one_branch_at_a_time(&s.client, &trace).await;
            screenshots(&s, &trace, &["finned_x_wing", "cell_forcing_chain"]).await;
            because_lines_make_a_list(&s.client).await;
        }
        if name == "top1465 line 1" {
            screenshots(&s, &trace, &["aic", "als_xy_wing"]).await;
        }
        if name == "examples/extreme.txt" {
            screenshots(&s, &trace, &["pattern_forcing_chain"]).await;
        }
        if name == "forum-hardest line 10" {
            for (width, height) in [(1280, 900), (390, 844)] {
                viewport(&s.client, width, height).await;
                one_inner_chain_at_a_time(&s, &trace, width).await;
            }
            viewport(&s.client, 390, 844).await;
        }
    }
    s.client.clone().close().await.unwrap();
    std::fs::remove_dir_all(&s.dir).ok();
}

/// The empty grid's page opens with all nine candidates in every cell: each
/// must lie inside its cell at three widths and in print. The print check also
/// proves the print style applied (it hides the buttons).
async fn pencil_marks_fit_their_cells(s: &Session) {
    let empty = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/empty.txt"),
    )
    .unwrap();
    open(s, "empty", &empty).await;
    for (width, height) in [(1280, 900), (768, 1024), (390, 844)] {
        viewport(&s.client, width, height).await;
        let fit = s.client.execute(FIT, vec![]).await.unwrap();
        assert_eq!(fit["measured"], 729, "{width} px: {fit}");
        assert_eq!(fit["outside"], json!([]), "{width} px");
        assert_ne!(fit["controls"], "none", "{width} px");
    }
    viewport(&s.client, 1280, 900).await;
    media(&s.client, "print").await;
    let fit = s.client.execute(FIT, vec![]).await.unwrap();
    media(&s.client, "").await;
    assert_eq!(fit["controls"], "none", "the print style applies");
    assert_eq!(fit["measured"], 729, "print: {fit}");
    assert_eq!(fit["outside"], json!([]), "print");
}

async fn a_puzzle_without_solution_says_so_once(s: &Session) {
    let input = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/no-solution.txt"),
    )
    .unwrap();
    let trace = open(s, "no-solution", &input).await;
    assert_eq!(trace["status"], "no_solution");
    let text = text(&s.client, "main").await;
    assert!(text.contains("This puzzle has no solution."), "{text}");
    assert!(!text.contains("Solved"), "{text}");
    assert!(!text.contains("complete"), "{text}");
}

/// The start of the rating line the page should show: what `sudoku rate --path human`
/// says of the puzzle, in the words of `explain`'s summary.
fn rating_words(input: &str) -> String {
    let row: Value = serde_json::from_str(
        &sudoku(&["rate", "--path", "human", "--format", "json", "-"], input).stdout,
    )
    .unwrap();
    match row["difficulty"].as_f64() {
        Some(d) => {
            let hardest = TechniqueId::from_key(row["hardest"].as_str().unwrap()).unwrap();
            format!(
                "Difficulty {d:.1} ({}) on the human path: hardest step {} (step {}), ",
                row["level"].as_str().unwrap(),
                hardest.name(),
                row["hardest_step"]
            )
        }
        None => {
            assert_eq!(row["status"], "multiple_solutions", "{input}");
            "Not rated: the puzzle has more than one solution.".to_string()
        }
    }
}

/// What the page painted at step `k` against the drawing it embeds for that
/// step, with panel `shown` (a forcing branch, -1 for all) painted; returns
/// how many arrowheads were measured.
async fn check_painting(client: &Client, step: &Value, k: usize, shown: i64, at: &str) -> usize {
    let drawing = client
        .execute("return DATA.drawings[arguments[0]];", vec![json!(k)])
        .await
        .unwrap();
    let painted = client.execute(PAINTED, vec![]).await.unwrap();
    if step["technique"] == "hidden_single" {
        let unit = painted["shades"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s[1] == "pm-shade-unit" || s[1] == "pm-shade-pattern")
            .count();
        assert!(
            unit >= 9,
            "{at}: a hidden single's unit is drawn: {painted}"
        );
    }
    assert_painted(&drawing, shown, &painted, at)
}

/// Forward through every step with the button and back with the arrow key, on
/// a phone: the board after step k is the trace replayed to step k, the drawing
/// matches the step, the window never scrolls, the board and the Next button
/// stay on screen, and no script fails.
async fn step_through(client: &Client, trace: &Value, input: &str) {
    let boards = expected_boards(trace);
    let steps = boards.len() - 1;
    let next = client.find(Locator::Css("#next")).await.unwrap();
    let mut heads = 0;
    for (k, expected) in boards.iter().enumerate() {
        let seen = client.execute(PROBE, vec![]).await.unwrap();
        let at = format!("{input}: after {k} steps");
        assert_eq!(seen["values"].as_str().unwrap(), expected, "{at}");
        assert_eq!(seen["innerWidth"], 390, "{at}");
        assert_eq!(seen["scrollY"], 0, "{at}: the window does not scroll");
        let height = seen["innerHeight"].as_f64().unwrap();
        assert!(seen["boardTop"].as_f64().unwrap() >= 0.0, "{at}: {seen}");
        assert!(
            seen["boardBottom"].as_f64().unwrap() <= height,
            "{at}: {seen}"
        );
        assert!(seen["nextTop"].as_f64().unwrap() >= 0.0, "{at}: {seen}");
        assert!(
            seen["nextBottom"].as_f64().unwrap() <= height,
            "{at}: {seen}"
        );
        if k < steps {
            assert_eq!(
                seen["offCandidate"],
                json!([]),
                "{at}: rings on their candidates"
            );
            heads += check_painting(client, &trace["steps"][k], k, -1, &at).await;
            next.click().await.unwrap();
        }
    }
    let chains = trace["steps"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["pattern"]["chain"].is_array());
    assert!(heads > 0 || !chains, "{input}: arrowheads were measured");
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
    let text = text(client, "#sentence").await;
    let first = trace["steps"][0]["text"].as_str().unwrap();
    assert!(
        text.contains(first.lines().next().unwrap()),
        "{input}: {text}"
    );
}

/// A sentence of several lines (a forcing chain's "because" lines) shows its
/// first line as the sentence and the others as a list under it.
async fn because_lines_make_a_list(client: &Client) {
    let items = client
        .execute(
            "trace.steps[0].text = 'r1c1 would be 5\\n  r2c2<>5, because r2c2=5 would leave row 2 without 4\\n  r3c3<>5'; \
             show(0); \
             return [...document.querySelectorAll('#sentence .because li')].map((li) => li.textContent);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        items,
        json!([
            "r2c2<>5, because r2c2=5 would leave row 2 without 4",
            "r3c3<>5"
        ])
    );
}

/// A branch node's assertion as the text writes it (`r2c9=7`).
fn assumption(node: &Value) -> String {
    let sign = if node["state"] == "on" { "=" } else { "<>" };
    format!("r{}c{}{sign}{}", node["row"], node["col"], node["digit"])
}

/// The first step of the trace whose technique is `id`.
fn first_step(trace: &Value, id: &str) -> usize {
    trace["steps"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| s["technique"] == id)
        .unwrap_or_else(|| panic!("no {id} step"))
}

/// On a forcing step with several branches, a button shows one branch alone
/// (its panel of the drawing only, and under the main line that branch's
/// lines only), and "all" brings the others back.
async fn one_branch_at_a_time(client: &Client, trace: &Value) {
    let k = first_step(trace, "cell_forcing_chain");
    client
        .execute("show(arguments[0]);", vec![json!(k)])
        .await
        .unwrap();
    let step = &trace["steps"][k];
    let branches = step["pattern"]["branches"].as_array().unwrap();
    for (b, branch) in branches.iter().enumerate() {
        click(client, &format!("#branches button[data-branch='{b}']")).await;
        check_painting(client, step, k, b as i64, &format!("branch {b}")).await;
        let listed = client
            .execute(
                "return [...document.querySelectorAll('#sentence .because li')].map((li) => li.textContent);",
                vec![],
            )
            .await
            .unwrap();
        let own: Vec<String> = step["text"]
            .as_str()
            .unwrap()
            .lines()
            .filter_map(|l| l.strip_prefix(&format!("if {}: ", assumption(&branch[0]))))
            .map(str::to_string)
            .collect();
        assert_eq!(listed, json!(own), "branch {b}'s lines");
    }
    click(client, "#branches button[data-branch='-1']").await;
    check_painting(client, step, k, -1, "all branches").await;
    let listed = client
        .execute(
            "return document.querySelectorAll('#sentence .because li').length;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        listed,
        json!(step["text"].as_str().unwrap().lines().count() - 1)
    );
}

/// Which layer the board says it shows (`outer`, `inner 2`), and how many
/// nodes with an inner chain are ringed twice.
async fn layer_shown(client: &Client) -> (String, u64) {
    let seen = client
        .execute(
            "return [document.getElementById('board').dataset.layer, \
             document.querySelectorAll('#overlay [data-inner]').length];",
            vec![],
        )
        .await
        .unwrap();
    (
        seen[0].as_str().unwrap().to_string(),
        seen[1].as_u64().unwrap(),
    )
}

/// On a nested step (the first of forum-hardest's tenth puzzle, a nested
/// pattern forcing chain), one layer at
/// a time: the outer layer paints the outer branch's panel exactly (none of
/// the inner chains' nodes) with each node that has an inner chain ringed
/// twice and listed; a list entry opens that inner chain alone (its panel
/// exactly); the way back restores the outer; clicking a double ring on the
/// board opens its chain. Screenshots of the outer layer and inner chain 1.
async fn one_inner_chain_at_a_time(s: &Session, trace: &Value, width: u32) {
    let client = &s.client;
    let k = first_step(trace, "nested_pattern_forcing_chain");
    client
        .execute("show(arguments[0]);", vec![json!(k)])
        .await
        .unwrap();
    let step = &trace["steps"][k];
    let drawing = client
        .execute("return DATA.drawings[arguments[0]];", vec![json!(k)])
        .await
        .unwrap();
    let inner = drawing["panels"][0]["inner"].as_array().unwrap().clone();
    assert!(!inner.is_empty(), "a nested step has inner chains");
    let outer = |at: &str| format!("{width}: nested step, {at}");
    assert_eq!(
        layer_shown(client).await,
        ("outer".to_string(), inner.len() as u64)
    );
    check_painting(client, step, k, -1, &outer("outer layer")).await;
    // The words are the outer chain's: no inner chain's lines.
    let sentence = text(client, "#sentence").await;
    let outer_words = drawing["panels"][0]["text"].as_str().unwrap();
    assert!(
        sentence.contains(outer_words.lines().next().unwrap()) && !sentence.contains("if r"),
        "{}: {sentence:.300}",
        outer("outer layer's words")
    );
    let listed = client
        .find_all(Locator::Css("#layers button"))
        .await
        .unwrap()
        .len();
    assert_eq!(
        listed,
        inner.len(),
        "{}",
        outer("a list entry per inner chain")
    );
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/browser-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = client.screenshot().await.unwrap();
    std::fs::write(dir.join(format!("page-nested-outer-{width}.png")), png).unwrap();
    for (n, chain) in inner.iter().enumerate() {
        click(client, &format!("#layers button[data-layer='0.{n}']")).await;
        assert_eq!(layer_shown(client).await, (format!("inner {n}"), 0));
        let alone = json!({ "panels": [chain] });
        let painted = client.execute(PAINTED, vec![]).await.unwrap();
        assert_painted(&alone, 0, &painted, &outer(&format!("inner chain {n}")));
        let title = text(client, "#layers .pm-layer-title").await;
        assert_eq!(title, chain["title"].as_str().unwrap());
        // The step's words are the inner chain's alone: its heading, then
        // its lines as a list.
        let words = chain["text"].as_str().unwrap();
        let (heading, _) = words.split_once('\n').unwrap_or((words, ""));
        let sentence = text(client, "#sentence").await;
        assert!(
            sentence.contains(heading) && !sentence.contains("If "),
            "{}: {sentence:.200}",
            outer(&format!("inner chain {n}'s words"))
        );
        if n == 0 {
            let png = client.screenshot().await.unwrap();
            std::fs::write(dir.join(format!("page-nested-inner-{width}.png")), png).unwrap();
        }
        click(client, "#layers button[data-layer='outer']").await;
        assert_eq!(
            layer_shown(client).await,
            ("outer".to_string(), inner.len() as u64)
        );
        check_painting(client, step, k, -1, &outer("back to the outer layer")).await;
    }
    // The double ring on the board opens its inner chain too.
    let last = inner.len() - 1;
    click(client, &format!("#overlay [data-inner='{last}']")).await;
    assert_eq!(layer_shown(client).await, (format!("inner {last}"), 0));
    click(client, "#layers button[data-layer='outer']").await;
    // Another step starts on its outer layer.
    client
        .execute(
            "show(arguments[0] + 1); show(arguments[0]);",
            vec![json!(k)],
        )
        .await
        .unwrap();
    assert_eq!(layer_shown(client).await.0, "outer");
}

/// The steps of `ids` found in the trace, at 1280x900 and 390x844.
async fn screenshots(s: &Session, trace: &Value, ids: &[&str]) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/browser-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    for (width, height) in [(1280, 900), (390, 844)] {
        viewport(&s.client, width, height).await;
        for id in ids {
            let k = first_step(trace, id);
            s.client
                .execute("show(arguments[0]);", vec![json!(k)])
                .await
                .unwrap();
            let png = s.client.screenshot().await.unwrap();
            std::fs::write(dir.join(format!("page-{id}-{width}.png")), png).unwrap();
        }
    }
    viewport(&s.client, 390, 844).await;
}
