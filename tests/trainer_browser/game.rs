//! The trainer played in a real browser: headless Chromium over WebDriver opens
//! the packed page from `file://` and plays a puzzle by keyboard at desktop and
//! phone width: paste a puzzle, fill digits and marks, make a mistake and find
//! it with Check, climb the hint ladder, step the explanation forward and back,
//! apply a step, practise a technique, reload and find the game where it was;
//! every step of top1465 #304 painted exactly as its drawing (the model the
//! terminal and the static page draw), arrowheads off their digits and into
//! their own cells, the legend only the marks in use. No script error along
//! the way; a screenshot of each state in `target/trainer-screenshots/`; the
//! page's load and explain times and its size printed for the README.
use super::player::*;
use crate::common::chromium::{connect, media, start_driver};
use crate::common::data_set;
use crate::common::painted::{PROBE as PAINTED, assert_painted};
use fantoccini::Locator;
use serde_json::json;
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

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

/// Every step of top1465's 304th puzzle painted in the trainer is the step's
/// drawing (the model the terminal and the static page draw), with arrowheads
/// off their digits and into their own cells; the legend lists the marks in
/// use only; the selected cell is an outline, not a fill; digits the
/// explanation placed look unlike the player's. Then screenshots of an AIC,
/// an ALS-XY-wing (top1465's first puzzle), a finned X-wing and a cell
/// forcing chain.
async fn drawn_steps(p: &Player<'_>) {
    let line = data_set("top1465.txt")[303].clone();
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

/// The figures README quotes: time to a playable board, explaining top1465's
/// first 100 puzzles in the page, and the page's size, plain and gzipped.
async fn measure(p: &Player<'_>, page: &Path) {
    let ready = p.js("return window.trainer.readyMs;").await;
    let puzzles: Vec<String> = data_set("top1465.txt").into_iter().take(100).collect();
    // The page's own lane for a request that names none.
    let mut ms: Vec<f64> = p
        .explain_times(&puzzles, "quick")
        .await
        .into_iter()
        .map(|(ms, _)| ms)
        .collect();
    ms.sort_by(f64::total_cmp);
    // Practise times, only when asked for the README's figures: some seeds
    // take seconds (a swordfish puzzle is rare).
    if std::env::var("SUDOKU_TRAINER_TIMES").is_ok_and(|v| v == "1") {
        practise_times(p).await;
    }
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

/// The techniques whose Practise is timed: three made from random puzzles,
/// two from the seed list's neighbours.
const PRACTISED: [&str; 5] = [
    "pointing",
    "x_wing",
    "swordfish",
    "dynamic_forcing_chain",
    "nested_pattern_forcing_chain",
];

/// Prints how long Practise takes: a puzzle whose hardest step is the
/// technique and the position before it, asked for as the page asks (a few
/// attempts at a time on the worker's lane), from three seeds each.
async fn practise_times(p: &Player<'_>) {
    let practise = p
        .client
        .execute(
            "return (async () => { \
               const out = {}; \
               for (const needs of arguments[0]) { \
                 out[needs] = []; \
                 for (const seed of [1, 2, 3]) { \
                   const t = performance.now(); \
                   const req = { op: 'generate', seed, from: 0, attempts: 5, needs, practice: true }; \
                   for (;;) { \
                     const a = await window.trainer.engine.ask(req, 'generate'); \
                     if (a.found || a.error) break; \
                     req.from = a.next; \
                   } \
                   out[needs].push(performance.now() - t); \
                 } \
               } \
               return out; \
             })();",
            vec![json!(PRACTISED)],
        )
        .await
        .unwrap();
    let practise: Vec<String> = PRACTISED
        .iter()
        .map(|id| {
            let ms: Vec<String> = practise[id]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| format!("{:.0}", t.as_f64().unwrap()))
                .collect();
            format!("{id} {} ms", ms.join("/"))
        })
        .collect();
    eprintln!("trainer: practise (seeds 1/2/3): {}", practise.join(", "));
}
