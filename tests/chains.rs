//! Remote pairs, X-chains, XY-chains, AICs and nice loops over samples of the
//! data sets: every step is sound, its chain holds link by link in the grid of
//! that moment, it is of its technique's kind (one digit for an X-chain,
//! two-candidate cells for an XY-chain, one pair for a remote pair), and it
//! changes exactly what the trace contract's rule for its conclusion implies.

use crate::common;

use common::links::{is_weak, links_hold, seen_by_both_ends, weakly_linked};
use common::{sample, visit_steps};
use sudoku_explain::Candidate;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::step::Step;
use sudoku_explain::step::chain::{ChainNode, Conclusion, Link};

const MINE: [TechniqueId; 5] = [
    TechniqueId::RemotePair,
    TechniqueId::XChain,
    TechniqueId::XyChain,
    TechniqueId::Aic,
    TechniqueId::NiceLoop,
];

fn sorted(mut v: Vec<Candidate>) -> Vec<Candidate> {
    v.sort();
    v.dedup();
    v
}

/// What a continuous loop implies, as the contract words it.
fn loop_implies(grid: &Grid, chain: &[ChainNode], links: &[Link]) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (k, link) in links.iter().enumerate() {
        let (a, b) = (&chain[k], &chain[(k + 1) % chain.len()]);
        if *link != Link::Weak {
            continue;
        }
        if a.digit == b.digit {
            let of_b = weakly_linked(grid, b);
            out.extend(
                weakly_linked(grid, a)
                    .into_iter()
                    .filter(|c| of_b.contains(c)),
            );
        } else {
            let cell = a.cells.first().unwrap();
            out.extend(
                grid.candidates(cell)
                    .iter()
                    .filter(|&d| d != a.digit && d != b.digit)
                    .map(|d| Candidate::new(cell, d)),
            );
        }
    }
    out.retain(|c| {
        !chain
            .iter()
            .any(|n| n.digit == c.digit && n.cells.contains(c.cell))
    });
    sorted(out)
}

/// Checks one step against the grid just before it; panics with `what` on a fault.
fn check(grid: &Grid, step: &Step, solution: &[u8; 81], what: &str) {
    let p = step.pattern();
    let (chain, links) = (p.chain_nodes(), &p.chain().unwrap().links);
    assert!(chain.len() >= 2 && chain.len() <= 16, "{what}");
    assert!(
        links_hold(grid, chain, links, p.chain().unwrap().is_loop()),
        "{what}"
    );
    assert!(
        links.windows(2).all(|w| w[0] != w[1]) && links[0] == Link::Strong,
        "links alternate from a strong one: {what}"
    );
    for c in step.eliminations() {
        assert_ne!(solution[c.cell.index()], c.digit, "unsound: {what}");
        assert!(grid.candidates(c.cell).contains(c.digit), "{what}");
    }
    for c in step.placements() {
        assert_eq!(solution[c.cell.index()], c.digit, "unsound: {what}");
    }
    let (first, last) = (&chain[0], &chain[chain.len() - 1]);
    match p.chain().map(|c| c.conclusion) {
        Some(Conclusion::FirstOrLast) if first == last => {
            assert_eq!(step.technique, TechniqueId::NiceLoop, "{what}");
            assert_eq!(first.cells.len(), 1, "{what}");
            let cell = first.cells.first().unwrap();
            assert_eq!(
                step.placements(),
                &[Candidate::new(cell, first.digit)],
                "{what}"
            );
            assert!(step.eliminations().is_empty(), "{what}");
        }
        Some(Conclusion::FirstOrLast) => {
            assert!(
                !p.chain().unwrap().is_loop() && *links.last().unwrap() == Link::Strong,
                "{what}"
            );
            assert_ne!(step.technique, TechniqueId::NiceLoop, "{what}");
            assert!(!is_weak(first, last), "a closing chain is a loop: {what}");
            assert!(step.placements().is_empty(), "{what}");
            let implied = sorted(seen_by_both_ends(grid, first, last));
            assert_eq!(implied, step.eliminations(), "{what}");
        }
        Some(Conclusion::ContinuousLoop) => {
            assert_eq!(step.technique, TechniqueId::NiceLoop, "{what}");
            assert!(
                p.chain().unwrap().is_loop() && links.len() % 2 == 0,
                "{what}"
            );
            assert!(step.placements().is_empty(), "{what}");
            assert_eq!(
                loop_implies(grid, chain, links),
                step.eliminations(),
                "{what}"
            );
        }
        other => panic!("unexpected conclusion {other:?}: {what}"),
    }
    assert!(!step.placements().is_empty() || !step.eliminations().is_empty());
    let cells_only = chain.iter().all(|n| n.cells.len() == 1);
    match step.technique {
        TechniqueId::XChain => {
            assert!(
                cells_only && chain.iter().all(|n| n.digit == first.digit),
                "{what}"
            );
        }
        TechniqueId::XyChain | TechniqueId::RemotePair => {
            assert!(cells_only, "{what}");
            for (k, link) in links.iter().enumerate() {
                let (a, b) = (&chain[k], &chain[k + 1]);
                let same_cell = a.cells == b.cells;
                assert_eq!(*link == Link::Strong, same_cell, "{what}");
                assert_eq!(grid.candidates(a.cells.first().unwrap()).len(), 2, "{what}");
            }
            if step.technique == TechniqueId::RemotePair {
                let pair = grid.candidates(first.cells.first().unwrap());
                assert!(
                    chain
                        .iter()
                        .all(|n| grid.candidates(n.cells.first().unwrap()) == pair),
                    "{what}"
                );
            }
        }
        _ => {}
    }
    assert!(step.sentence.plain().contains(" => "), "{what}");
}

#[test]
fn every_chain_step_is_sound_and_exact() {
    let lines = sample(&[
        ("top1465.txt", 4),
        ("forum-hardest-110626.txt", 8),
        ("rated-se.txt", 10),
    ]);
    let counts = visit_steps(&lines, &MINE, |grid, step, solution, line| {
        check(grid, step, solution, &format!("{line}: {step:?}"));
    });
    eprintln!("steps per technique: {counts:?}");
    for id in [
        TechniqueId::XChain,
        TechniqueId::XyChain,
        TechniqueId::Aic,
        TechniqueId::NiceLoop,
    ] {
        assert!(
            counts.get(&id).copied().unwrap_or(0) > 0,
            "{id} never fired"
        );
    }
}
