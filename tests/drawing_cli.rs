//! Steps drawn in the terminal (`explain --grid`): a chain, almost locked sets,
//! a finned fish and a forcing chain, each with its legend, in plain text as a
//! pipe or `NO_COLOR` gets it. The snapshots are read as a learner would: the
//! letters on the grid and the legend under it tell the whole step.

use crate::common;

use common::{snapshots, sudoku};

/// The puzzle on line `line` of top1465.
fn top1465(line: usize) -> String {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/top1465.txt"),
    )
    .unwrap();
    text.lines().nth(line - 1).unwrap().to_string()
}

/// The drawing and line of step `n` of the puzzle on line `line` of top1465:
/// everything `explain --grid` writes from the end of step `n - 1` to step `n`.
fn drawn_step(line: usize, n: usize) -> String {
    drawn_step_with(line, n, &[])
}

/// [`drawn_step`] on a path of the default techniques and `options` more.
fn drawn_step_with(line: usize, n: usize, options: &[&str]) -> String {
    let steps = n.to_string();
    let mut args = vec!["explain", "--grid", "--color", "never", "--steps", &steps];
    args.extend(options);
    args.push("-");
    let run = sudoku(&args, &format!("{}\n", top1465(line)));
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let numbered = |k: usize| {
        let head = format!("{k}. ");
        lines
            .iter()
            .position(|l| l.trim_start().starts_with(&head))
            .unwrap_or_else(|| panic!("no step {k}"))
    };
    let previous = numbered(n - 1);
    let end = numbered(n);
    let start = (previous + 1..end)
        .find(|&i| !lines[i].is_empty() && !lines[i].starts_with(' '))
        .expect("a drawing before the step");
    lines[start..=end].join("\n")
}

#[test]
fn a_chain_is_drawn_node_by_node_with_its_links() {
    let out = drawn_step(1, 27);
    assert!(out.contains("27. AIC"), "{out}");
    assert!(
        out.contains("Chain: a (9)r1c9 = b (9)r2c9 - c (4)r2c9 = d (4)r2c6 -"),
        "{out}"
    );
    // The group node's two cells both carry its letter.
    assert!(out.contains("h (9)r1c4,r3c4"), "{out}");
    assert_eq!(out.matches("h9").count(), 2, "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("aic_with_a_group", out));
}

#[test]
fn almost_locked_sets_are_drawn_set_by_set() {
    let out = drawn_step(1, 29);
    assert!(out.contains("29. ALS-XY-wing"), "{out}");
    // B has five cells, the most the index holds.
    assert!(
        out.contains("B = r1c2,r1c4,r1c7,r1c8,r1c9 holds 2,5,6,7,8,9"),
        "{out}"
    );
    assert!(out.contains("C = r4c4,r8c4 holds 3,7,8"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("als_xy_wing", out));
}

#[test]
fn sets_that_share_a_cell_say_so() {
    let out = drawn_step(1, 28);
    assert!(out.contains("28. ALS-XY-wing"), "{out}");
    // r2c8 is in A and in B: the legend lists it in both, the sentence names it.
    assert!(
        out.contains("A = r2c1,r2c3,r2c5,r2c8 holds 1,2,3,5,7"),
        "{out}"
    );
    assert!(
        out.contains("B = r1c8,r2c8,r3c8,r7c8 holds 2,3,5,6,7"),
        "{out}"
    );
    assert!(out.contains("(A and B share r2c8)"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("als_xy_wing_sharing_a_cell", out));
}

#[test]
fn a_finned_fish_names_base_and_cover_and_marks_its_fins() {
    let out = drawn_step(24, 11);
    assert!(out.contains("11. Finned X-wing"), "{out}");
    assert!(out.contains("Base of 5: rows 1 and 4"), "{out}");
    assert!(out.contains("Cover: columns 6 and 9"), "{out}");
    assert!(out.contains("Fins: r1c4,r1c5 (sashimi"), "{out}");
    assert!(out.contains("f5"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("sashimi_x_wing", out));
}

#[test]
fn a_forcing_chain_is_drawn_branch_by_branch() {
    // Without the kraken fish, which would take this step's place.
    let techniques = common::without_kraken_fish_arg();
    let out = drawn_step_with(304, 22, &["--techniques", &techniques]);
    assert!(out.contains("22. Unit forcing chain"), "{out}");
    for branch in [
        "Branch 1 of 4: suppose r1c7=9",
        "Branch 2 of 4: suppose r2c7=9",
        "Branch 3 of 4: suppose r5c7=9",
        "Branch 4 of 4: suppose r9c7=9",
    ] {
        assert!(out.contains(branch), "{branch}: {out}");
    }
    // Each node names the nodes it follows from.
    assert!(out.contains("c r2c5=9 (b)"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("unit_forcing_chain", out));
}

#[test]
fn a_kraken_fish_shows_its_fish_in_every_branch() {
    let techniques = common::without_franken_fish_arg();
    let out = drawn_step_with(2, 11, &["--techniques", &techniques]);
    assert!(out.contains("11. Kraken fish"), "{out}");
    for branch in [
        "Branch 1 of 2: suppose r3c7=2",
        "Branch 2 of 2: suppose r8c1=2",
    ] {
        assert!(out.contains(branch), "{branch}: {out}");
    }
    // Each branch's legend names the fish; the other branch's fin is marked.
    assert_eq!(
        out.matches("Fish of 2: base columns 1, 5 and 7, cover rows 6, 7 and 9, fins r3c7,r8c1")
            .count(),
        2,
        "{out}"
    );
    assert!(out.contains("1f2"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("kraken_fish", out));
}

#[test]
fn a_franken_jellyfish_shows_its_base_cover_and_fins() {
    // The step a kraken fish took before the franken fish had jellyfish.
    let out = drawn_step(2, 11);
    assert!(
        out.contains("11. Franken fish   Franken jellyfish: "),
        "{out}"
    );
    for legend in [
        "Base of 2: column 1, column 5, column 7 and box 1",
        "Cover: rows 3, 6, 7 and 9",
        "Fins: r1c2,r8c1",
    ] {
        assert!(out.contains(legend), "{legend}: {out}");
    }
    // r9c2 sees both fins and loses its 2; r3c2, in the base and the cover,
    // is part of the pattern.
    assert!(out.contains("1x2 3"), "{out}");
    assert!(out.contains("1*2 3"), "{out}");
    snapshots("drawing").bind(|| insta::assert_snapshot!("franken_jellyfish", out));
}

#[test]
fn removed_and_placed_digits_cannot_be_misread() {
    let out = drawn_step(1, 19);
    // A removed candidate is `x4`, never `1-2`; a filled cell is `[8]`.
    assert!(out.contains("x4"), "{out}");
    assert!(out.contains("[8]"), "{out}");
    assert!(!out.contains("-4"), "{out}");
}

/// A nested forcing chain's first inner chain as `explain --grid` prints it
/// after the outer branch (step 2 of forum-hardest #1, the multi-sector locked
/// set and the pattern forcing chain left out): its title says which
/// outer node it proves and what it assumes, its nodes are lettered from `a`,
/// the outer nodes it rests on are marked `#` and named in words, and its
/// legend ends with what breaks and what that proves.
#[test]
fn a_nested_chain_prints_each_inner_chain_after_the_outer_branch() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/forum-hardest-110626.txt");
    let line = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string();
    let techniques = common::without_locked_sets_arg();
    let run = sudoku(
        &[
            "explain",
            "--grid",
            "--color",
            "never",
            "--steps",
            "2",
            "--techniques",
            &techniques,
            "-",
        ],
        &format!("{line}\n"),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let out = &run.stdout;
    let first = out.find("Inner chain 1 of 3:").expect("inner chain 1");
    let second = out.find("Inner chain 2 of 3:").expect("inner chain 2");
    let outer = out.find("Suppose r3c4=4").expect("the outer branch");
    assert!(outer < first, "the outer branch comes first");
    // The panels' titles start their lines (the trace's headings are indented).
    let titles = out
        .lines()
        .filter(|l| l.starts_with("Inner chain "))
        .count();
    assert_eq!(titles, 3, "{out}");
    let panel = out[first..second].trim_end();
    assert!(panel.contains("#n held in the outer branch"), "{panel}");
    assert!(
        panel.contains("Held in the outer branch: r6c5<>3"),
        "{panel}"
    );
    assert!(
        panel.ends_with(
            "Then box 5 would have no place left for 3, so r1c4<>3 in the outer branch."
        ),
        "{panel}"
    );
    snapshots("drawing").bind(|| insta::assert_snapshot!("nested_inner_chain", panel));
}
