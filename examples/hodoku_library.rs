//! How much of a HoDoKu library our techniques find. Each line of such a
//! library is a position, a technique code and the eliminations or
//! placements HoDoKu's technique makes there. The techniques of ours that
//! take the same kind of step are asked at that position: the line counts
//! as found in one step when one of their steps makes every expected change,
//! and as covered when their steps make them all between them (a siamese
//! fish or a dual kite is two steps of ours, HoDoKu's remote pair one step
//! per removal). A line whose code ends in `-x` is a case where HoDoKu's
//! technique must not fire; those are counted apart, with how many of them
//! ours fire on.
//!
//! `cargo run --release --example hodoku_library -- reglib-1.3.txt [--misses CODE]`
//!
//! `--misses CODE` lists, for the lines of that code not found in one step,
//! what was expected and what our techniques found instead.
//!
//! HoDoKu's regression library (`reglib-1.3.txt`, in HoDoKu's source
//! repository) is the library this was written for: about 1,100 positions,
//! each one technique's instance, written by HoDoKu's author to test it. The
//! table it prints measures issue 34's "every technique as strong as
//! HoDoKu's" (docs/coverage.md).

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::parse::{LibraryLine, parse_str};
use sudoku_explain::rating::hodoku::by_code;
use sudoku_explain::step::Step;
use sudoku_explain::techniques::Analysis;
use sudoku_explain::{Candidate, Grid};

/// Our techniques that take the kind of step a HoDoKu code names, or none.
/// A fifth digit marks a siamese fish (two fish sharing their base).
fn ours(code: &str) -> &'static [TechniqueId] {
    use TechniqueId::*;
    match code.get(..4).unwrap_or(code) {
        "0000" | "0002" | "0003" => &[FullHouse, NakedSingle, HiddenSingle],
        "0100" => &[Pointing, DirectPointing],
        "0101" => &[BoxLine, DirectClaiming],
        // A locked pair or triple is a naked subset in a box and a line.
        "0110" => &[NakedPair],
        "0111" => &[NakedTriple],
        "0200" => &[NakedPair],
        "0201" => &[NakedTriple],
        "0202" => &[NakedQuad],
        "0210" => &[HiddenPair, DirectHiddenPair],
        "0211" => &[HiddenTriple, DirectHiddenTriple],
        "0212" => &[HiddenQuad],
        "0300" => &[XWing],
        "0301" => &[Swordfish],
        "0302" => &[Jellyfish],
        // Sashimi fish are finned fish whose body lacks a place.
        "0310" | "0320" => &[FinnedXWing],
        "0311" | "0321" => &[FinnedSwordfish],
        "0312" | "0322" => &[FinnedJellyfish],
        "0330" | "0331" | "0332" | "0340" | "0341" | "0342" => &[FrankenFish],
        "0350" | "0351" | "0352" | "0360" | "0361" | "0362" | "0363" | "0364" => &[MutantFish],
        "0371" | "0372" => &[KrakenFish],
        "0400" => &[Skyscraper],
        // A dual kite or empty rectangle is two of them on one digit.
        "0401" | "0404" => &[TwoStringKite],
        "0402" | "0405" => &[EmptyRectangle],
        // A turbot fish is any chain of two strong links, of which the
        // skyscraper and the kite are two shapes.
        "0403" => &[TurbotFish, Skyscraper, TwoStringKite, EmptyRectangle],
        "0500" => &[ColoringTrap],
        "0501" => &[ColoringWrap],
        "0502" => &[MultiColoringTrap],
        "0503" => &[MultiColoringWrap],
        "0600" => &[UniqueRectangle1, UniqueLoop1, RectangleMissingCandidates],
        "0601" => &[UniqueRectangle2, UniqueLoop2, RectangleMissingCandidates],
        "0602" => &[UniqueRectangle3, UniqueLoop3, RectangleMissingCandidates],
        "0603" => &[UniqueRectangle4, UniqueLoop4, RectangleMissingCandidates],
        "0604" => &[UniqueRectangle5, RectangleMissingCandidates],
        "0605" => &[UniqueRectangle6, RectangleMissingCandidates],
        "0606" => &[HiddenRectangle, RectangleMissingCandidates],
        "0607" => &[AvoidableRectangle1],
        "0608" => &[AvoidableRectangle2],
        "0610" => &[BugPlusOne, BugType1, BugType2, BugType3, BugType4],
        "0701" => &[XChain, ThreeStrongLinks, FourStrongLinks],
        // An XY-chain is an AIC through bivalue cells; one whose ends see
        // each other closes into a continuous nice loop, which removes more.
        "0702" => &[XyChain, RemotePair, Aic, NiceLoop],
        "0703" => &[RemotePair],
        "0706" | "0707" | "0708" => &[Aic, NiceLoop],
        // Grouped ones may have almost locked sets for nodes.
        "0709" | "0710" | "0711" => &[Aic, NiceLoop, AlsChain],
        "0800" => &[XyWing],
        "0801" => &[XyzWing],
        "0803" => &[WWing],
        "0901" => &[AlsXz, WxyzWing, VwxyzWing],
        "0902" => &[AlsXyWing],
        "0903" => &[AlsChain],
        "0904" => &[DeathBlossom],
        "1101" => &[SueDeCoq],
        "1201" | "1202" => &[Templates],
        _ => &[],
    }
}

/// One code's cases.
#[derive(Default)]
struct Tally {
    cases: usize,
    one_step: usize,
    covered: usize,
    /// Fail cases (`-x`) and how many of them ours fire on.
    fail_cases: usize,
    fired: usize,
    /// The lines not found in one step.
    misses: Vec<usize>,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(file) = args.first() else {
        eprintln!("usage: hodoku_library <library file> [--misses CODE]");
        std::process::exit(2);
    };
    let show = args
        .iter()
        .position(|a| a == "--misses")
        .and_then(|i| args.get(i + 1));
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(2);
    });
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut unreadable = 0;
    for parsed in parse_str(file, &text) {
        let Ok(parsed) = parsed else {
            unreadable += 1;
            continue;
        };
        let Some(line) = parsed.library.as_deref() else {
            continue;
        };
        let base = line.code.split('-').next().unwrap_or_default().to_string();
        // The reader keeps the digits written `+d` as placed, not given: an
        // avoidable rectangle's corners.
        let grid = parsed.puzzle.grid();
        let steps = steps_of(&grid, ours(&base));
        let tally = tallies.entry(base.clone()).or_default();
        if line.must_not_fire() {
            tally.fail_cases += 1;
            tally.fired += usize::from(!steps.is_empty());
            continue;
        }
        tally.cases += 1;
        let (one, all) = found(line, &steps);
        tally.one_step += usize::from(one);
        tally.covered += usize::from(all);
        if !one {
            tally.misses.push(parsed.line);
        }
        if show == Some(&base) && !one {
            println!(
                "line {}: {} expected -{:?} +{:?}",
                parsed.line,
                line.code,
                names(&line.eliminations),
                names(&line.placements)
            );
            for s in &steps {
                println!(
                    "    {}: -{:?} +{:?}",
                    s.technique.as_str(),
                    names(s.eliminations()),
                    names(s.placements())
                );
            }
        }
    }
    print_table(&tallies, unreadable);
}

/// Every step the techniques `ids` find on `grid`.
fn steps_of(grid: &Grid, ids: &[TechniqueId]) -> Vec<Step> {
    let analysis = Analysis::new(grid);
    let mut steps = Vec::new();
    for &id in ids {
        let Some(technique) = id.technique() else {
            continue;
        };
        let _ = technique.search(grid, &analysis, &mut |found| {
            steps.push(Step::new(id, found));
            // A search may find very many: enough to judge the line.
            if steps.len() >= 5000 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    }
    steps
}

/// Whether one step makes every change the line expects, and whether the
/// steps make them between them.
fn found(line: &LibraryLine, steps: &[Step]) -> (bool, bool) {
    // A placement removes the cell's other candidates and its digit from the
    // cell's peers: a line may list those removals where our step places.
    let makes = |s: &Step, c: &Candidate, place: bool| {
        if place {
            s.placements().contains(c)
        } else {
            s.eliminations().contains(c)
                || s.placements().iter().any(|p| {
                    (p.cell == c.cell && p.digit != c.digit)
                        || (p.digit == c.digit && p.cell.peers().contains(c.cell))
                })
        }
    };
    let expected: Vec<(Candidate, bool)> = line
        .eliminations
        .iter()
        .map(|c| (*c, false))
        .chain(line.placements.iter().map(|c| (*c, true)))
        .collect();
    let one = steps
        .iter()
        .any(|s| expected.iter().all(|(c, p)| makes(s, c, *p)));
    let all = expected
        .iter()
        .all(|(c, p)| steps.iter().any(|s| makes(s, c, *p)));
    (one && !expected.is_empty(), all && !expected.is_empty())
}

fn names(cs: &[Candidate]) -> Vec<String> {
    cs.iter()
        .map(|c| format!("r{}c{}<>{}", c.cell.row() + 1, c.cell.col() + 1, c.digit))
        .collect()
}

/// HoDoKu's name for a code: from its table of solution types, or, for the
/// library's codes that table leaves out, from the library's own headings.
fn name_of(code: &str) -> &'static str {
    let base = code.get(..4).unwrap_or(code);
    let siamese = code.len() > 4;
    match (base, siamese) {
        ("0311", true) => "Siamese Finned Swordfish",
        ("0312", true) => "Siamese Finned Jellyfish",
        ("0321", true) => "Siamese Sashimi Swordfish",
        ("0322", true) => "Siamese Sashimi Jellyfish",
        ("0341", true) => "Siamese Finned Franken Swordfish",
        ("0342", true) => "Siamese Finned Franken Jellyfish",
        ("0362", true) => "Siamese Finned Mutant Jellyfish",
        ("0332", _) => "Franken Jellyfish",
        ("0342", _) => "Finned Franken Jellyfish",
        ("0362", _) => "Finned Mutant Jellyfish",
        ("0363", _) => "Finned Mutant Squirmbag",
        ("0364", _) => "Finned Mutant Whale",
        ("0404", _) => "Dual 2-String Kite",
        ("0405", _) => "Dual Empty Rectangle",
        _ => by_code(base).map_or("?", |h| h.name),
    }
}

fn print_table(tallies: &BTreeMap<String, Tally>, unreadable: usize) {
    println!("| code | HoDoKu's technique | ours | cases | one step | covered | missed lines |");
    println!("|---|---|---|---:|---:|---:|---|");
    let (mut cases, mut one, mut covered) = (0, 0, 0);
    for (code, t) in tallies {
        let name = name_of(code);
        let ids: Vec<&str> = ours(code).iter().map(|id| id.as_str()).collect();
        let ids = if ids.is_empty() {
            "(none)".to_string()
        } else {
            ids.join(", ")
        };
        if t.cases > 0 {
            let shown: Vec<String> = t.misses.iter().take(8).map(|l| l.to_string()).collect();
            let more = if t.misses.len() > 8 { ", ..." } else { "" };
            println!(
                "| {code} | {name} | {ids} | {} | {} | {} | {}{more} |",
                t.cases,
                t.one_step,
                t.covered,
                shown.join(", ")
            );
        }
        if t.fail_cases > 0 {
            println!(
                "| {code}-x | {name}, must not fire | {ids} | {} | fired on {} | | |",
                t.fail_cases, t.fired
            );
        }
        cases += t.cases;
        one += t.one_step;
        covered += t.covered;
    }
    println!("| all | | | {cases} | {one} | {covered} | |");
    if unreadable > 0 {
        println!("\n{unreadable} lines could not be read");
    }
}
