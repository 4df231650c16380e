//! The player's tools in the trainer, in headless Chromium at desktop and phone
//! width: games kept when a new puzzle replaces them (Undo, "Back to your
//! game", the games list), marks cleaned on placement, one digit and the pairs
//! highlighted, colours put on and cleared, a finish with its time.
use super::player::*;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

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
