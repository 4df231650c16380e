//! The trainer's engine, in a Web Worker, never blocks the page (headless
//! Chromium): a click handled while forum-hardest #1 is explained and while a
//! generation runs, Cancel leaving the game as it was, a generation ending at
//! its limit.
use super::player::*;
use crate::common::data_set;
use serde_json::json;
use std::time::Duration;

/// The engine never blocks the page, at desktop and phone width: while
/// forum-hardest #1 is explained, and while a generation runs, a click selects
/// a cell and a digit is written, the request still running (the page says
/// what it does, for how long, with Cancel); Cancel stops a generation and
/// leaves the game as it was, and the engine answers again after it; a
/// generation that cannot succeed ends at its time limit (set to 2 s by the
/// page's `generate-limit` parameter) with a message saying so.
#[tokio::test(flavor = "current_thread")]
async fn the_engine_never_blocks_the_page() {
    at_both_widths("worker", "?generate-limit=120", async |player| {
        let threaded = player.js("return window.trainer.engine.threaded;").await;
        assert_eq!(threaded, json!(true), "the engine runs in a worker");
        explained_meanwhile(player).await;
        generated_meanwhile(player).await;
        let page = page().expect("the page at_both_widths opened");
        player
            .client
            .goto(&format!("file://{}?generate-limit=2", page.display()))
            .await
            .unwrap();
        wait_ready(player).await;
        generation_gives_up(player).await;
    })
    .await;
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

/// While a generation runs (a mutant fish: random puzzles never need one,
/// and the seed list has none to start near), a cell is selected and a digit
/// written; Cancel stops the generation and
/// leaves the game as it was; the engine answers the next request.
async fn generated_meanwhile(p: &Player<'_>) {
    paste(p, CLASSIC).await;
    let mine = p.state().await["id"].clone();
    p.js("document.getElementById('gen-level').value = ''; \
          document.getElementById('gen-needs').value = 'mutant_fish'; \
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
          document.getElementById('gen-needs').value = 'mutant_fish'; \
          document.getElementById('gen-seed').value = '1';")
        .await;
    p.click("#gen-go").await;
    let status = p.text("#gen-status").await;
    assert!(
        status.starts_with("No puzzle needing Mutant fish found in 2 s (seed 1, ")
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
