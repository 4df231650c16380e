//! ALS chain: an alternating inference chain (see `aic`) some of whose strong
//! links are almost locked sets. A set of n cells of one unit holding n+1
//! digits, none of them `x`'s, would hold only n digits in n cells: locked,
//! every other digit `y` of the set is then in it. So "`x` is in the set's
//! cells holding `x`" = "`y` is in the set's cells holding `y`" is a strong
//! link: the chain enters the set by a weak link on `x` (the node before is
//! true, so no cell of the set is `x`: every such cell sees it) and leaves it
//! by a weak link on `y` (some cell of the set holding `y` is `y`, so a `y`
//! that sees all of them is not). Eureka writes the set as one node,
//! `(x=y)r3c1,r3c3`.
//!
//! The chain's ends are candidates, groups, or a set's cells holding one
//! digit; as for an AIC, its first or its last node is true, so every
//! candidate weakly linked to both goes. When both ends are sets' cells, one
//! of the two sets is locked, and every other digit they share goes too
//! (see [`end_sets_removals`]). Only chains that use a set are ALS
//! chains: the others are AICs, which the engine tries first. The search is
//! `graph`'s, with the sets of the ALS index (two cells or more, up to
//! [`MAX_SET_CELLS`]; the one-cell sets are the two-candidate cells every AIC
//! has) as extra nodes and strong links, and chains of at most [`MAX_NODES`]
//! nodes.

use super::graph::{self, Chain, Proves, node_words};
use super::links::{common_peers, is_strong};
use crate::core::{Candidate, CellSet, Digits, Grid};
use crate::step::chain::{ChainAls, ChainNode, Link};
use crate::step::pattern::{AlsChainParts, ChainParts};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::als::each_in;
use crate::techniques::als::index::{Als, index, removals};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The longest ALS chain reported, in nodes (each set is two: its cells
/// holding the digit the chain enters on, and those holding the one it leaves
/// on).
pub const MAX_NODES: usize = 12;

/// The largest set a chain goes through, in cells. The index holds sets of up
/// to eight; through those of six to eight the walk took 1.09 times as long on
/// top1465 for one more of HoDoKu's steps (docs/performance.md).
pub const MAX_SET_CELLS: u32 = 5;

/// The ALS chain.
pub struct AlsChain;

impl Technique for AlsChain {
    /// The shortest chain first, then the others (see `graph::each`); chains
    /// that use no set are left out.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let index = index(analysis);
        // The index lists its sets smallest first: those of two cells or more
        // are the end of the list, read where they lie rather than copied.
        let first = index.sets.partition_point(|a| a.len() < 2);
        let last = index.sets.partition_point(|a| a.len() <= MAX_SET_CELLS);
        let sets = &index.sets[first..last];
        debug_assert!(sets.iter().all(|a| a.len() >= 2));
        if sets.is_empty() {
            return ControlFlow::Continue(());
        }
        graph::each_with_sets(grid, sets, MAX_NODES, &mut |chain| match sets_used(
            grid, sets, &chain,
        ) {
            Some(used) if !used.is_empty() => found(finding(grid, chain, used)),
            _ => ControlFlow::Continue(()),
        })
    }
}

/// The set behind each strong link that is not a conjugate pair or a
/// two-candidate cell, in chain order (`None` if some link has none).
fn sets_used(grid: &Grid, sets: &[Als], chain: &Chain) -> Option<Vec<ChainAls>> {
    let mut used = Vec::new();
    for (at, link) in chain.links.iter().enumerate() {
        let (a, b) = (&chain.nodes[at], &chain.nodes[at + 1]);
        if *link == Link::Weak || is_strong(grid, a, b) {
            continue;
        }
        let set = sets.iter().find(|s| {
            a.digit != b.digit
                && s.digits.contains(a.digit)
                && s.digits.contains(b.digit)
                && s.holders(a.digit) == a.cells
                && s.holders(b.digit) == b.cells
        })?;
        let record = set.record();
        used.push(ChainAls {
            at,
            cells: record.cells,
            digits: record.digits,
        });
    }
    Some(used)
}

/// When the chain's first and last strong links are both sets' (A at the
/// start, B at the end), one of the two is locked: if the node after A's
/// link is false, A lacks that digit; if it is true, the chain makes the
/// node before B's link false, and B lacks that digit. Every other digit
/// both sets hold is then in A or in B (HoDoKu's ALS-XY-chain, of which the
/// ALS-XZ and the ALS-XY-wing are the shortest): it goes from the cells that
/// see all of it in both. Per such digit, the candidates it removes.
fn end_sets_removals(grid: &Grid, chain: &Chain, sets: &[ChainAls]) -> Vec<(u8, Vec<Candidate>)> {
    // One set making the chain's one strong link is not two ends.
    let last_link = chain.links.len() - 1;
    if last_link < 2 {
        return Vec::new();
    }
    let (Some(a), Some(b)) = (
        sets.iter().find(|s| s.at == 0),
        sets.iter().find(|s| s.at == last_link),
    ) else {
        return Vec::new();
    };
    let (leaves_a, enters_b) = (chain.nodes[1].digit, chain.nodes[last_link].digit);
    let cells: CellSet = a.cells.iter().chain(&b.cells).copied().collect();
    let mut out = Vec::new();
    for &z in &a.digits {
        if z == leaves_a || z == enters_b || !b.digits.contains(&z) {
            continue;
        }
        let holders = cells & grid.positions(z);
        let removed: Vec<Candidate> =
            removals(common_peers(holders) & grid.positions(z), z).collect();
        if !removed.is_empty() {
            out.push((z, removed));
        }
    }
    out
}

/// The step: the chain's ends, the chain in Eureka notation with each set
/// as one node, why each set links its two digits, and the removals (with
/// those of its end sets, see [`end_sets_removals`]).
fn finding(grid: &Grid, chain: Chain, sets: Vec<ChainAls>) -> Finding {
    let Proves::FirstOrLast(mut removed) = chain.proves.clone() else {
        unreachable!("an ALS chain is open");
    };
    // The digits whose removals the end sets add to the ends'.
    let mut more = Digits::EMPTY;
    for (z, by_sets) in end_sets_removals(grid, &chain, &sets) {
        for c in by_sets {
            if !removed.contains(&c) {
                removed.push(c);
                more.insert(z);
            }
        }
    }
    let mut cells = chain.cells();
    let mut digits = chain.digits();
    for s in &sets {
        for &c in &s.cells {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        digits = s
            .digits
            .iter()
            .fold(digits, |acc, &d| acc | Digits::single(d));
    }
    let nodes = &chain.nodes;
    let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
    let mut said = node_words(
        node_words(Sentence::new().text("ALS chain: "), &first).text(" or "),
        &last,
    )
    .text(": ");
    said = eureka(said, nodes, &chain.links, &sets);
    for s in &sets {
        said = set_words(said.text("; "), s, &nodes[s.at], &nodes[s.at + 1]);
    }
    if !more.is_empty() {
        let (a, b) = (&sets[0], &sets[sets.len() - 1]);
        said = said
            .text("; so ")
            .group(a.cells.iter().copied().collect())
            .text(" or ")
            .group(b.cells.iter().copied().collect())
            .text(format!(
                " is locked, and {} in one of them too",
                each_in(more)
            ));
    }
    let said = said.text(" => ");
    let pattern = Pattern::new(cells, digits, Vec::new()).with(Parts::AlsChain(AlsChainParts {
        chain: ChainParts::open(chain.nodes, chain.links),
        als: sets,
    }));
    let deduction = Deduction::elimination(pattern, removed);
    Finding {
        sentence: said.removals(&deduction.eliminations),
        deduction,
    }
}

/// The chain in Eureka notation, each set one node: `(x=y)` and its cells.
fn eureka(mut s: Sentence, nodes: &[ChainNode], links: &[Link], sets: &[ChainAls]) -> Sentence {
    let mut k = 0;
    while k < nodes.len() {
        if k > 0 {
            s = s.text(links[k - 1].symbol().to_string());
        }
        if let Some(set) = sets.iter().find(|a| a.at == k) {
            s = s
                .text(format!("({}={})", nodes[k].digit, nodes[k + 1].digit))
                .group(set.cells.iter().copied().collect());
            k += 2;
        } else {
            s = s
                .text(format!("({})", nodes[k].digit))
                .group(nodes[k].cells);
            k += 1;
        }
    }
    s
}

/// Why a set links its two digits: "r3c1,r3c3 hold 1,4,5 (almost locked):
/// with no 5 they would hold only 1,4, so 4 is in r3c1,r3c3".
fn set_words(s: Sentence, set: &ChainAls, from: &ChainNode, to: &ChainNode) -> Sentence {
    let all: Digits = set.digits.iter().copied().collect();
    let cells: CellSet = set.cells.iter().copied().collect();
    let rest = all - Digits::single(from.digit);
    s.group(cells)
        .text(" hold ")
        .digits(all)
        .text(" (almost locked): with no ")
        .digit(from.digit)
        .text(" they would hold only ")
        .digits(rest)
        .text(", so ")
        .digit(to.digit)
        .text(" is in ")
        .group(to.cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::chains::links::{is_weak, seen_by_both_ends};
    use crate::techniques::test_support::every_finding;

    #[test]
    fn sets_at_both_ends_take_every_digit_they_share() {
        // Line 1446 of HoDoKu's regression library (reglib-1.3.txt): its
        // position and the three removals HoDoKu's ALS-XY-chain makes: 1, 2
        // and 7 from r1c3.
        let line = ":0903-1:127:...+8......3.+57.8.98....315.9.8142......+3+5....5.+36...4.1.42+3\
                    ....+3..7....6.8...531.:412 612 712 613 916 933 572 986 587 987:113 213 713::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&AlsChain, &grid);
        let expected: Vec<Candidate> = [1, 2, 7]
            .map(|d| Candidate::new(crate::core::Cell::at(0, 2), d))
            .to_vec();
        let step = all
            .iter()
            .find(|f| f.deduction.eliminations == expected)
            .expect("HoDoKu's chain");
        // The chain's ends remove 1; the sets at its ends, locked one or the
        // other, remove 2 and 7 as well.
        let text = step.sentence.plain();
        assert!(
            text.ends_with(
                "so r1c1,r2c1,r2c3,r3c2,r3c3 or r2c3,r3c3,r5c3,r9c3 is locked, and 2 and 7 \
                 are each in one of them too => remove 1 from r1c3, 2 from r1c3, 7 from r1c3"
            ),
            "{text}"
        );
    }

    #[test]
    fn end_sets_may_share_a_cell() {
        // Line 1444 of HoDoKu's regression library (reglib-1.3.txt): HoDoKu's
        // ALS-XY-chain removes 7 from r5c8 through sets in row 5 and in box 6
        // that share r5c7; the chain doubles back at its ends only, which
        // "the first or the last is true" allows.
        let line = ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961\
                    +1+8346925+7..91+5+7+4..:212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&AlsChain, &grid);
        let expected = vec![Candidate::new(crate::core::Cell::at(4, 7), 7)];
        let step = all
            .iter()
            .find(|f| f.deduction.eliminations == expected)
            .expect("HoDoKu's chain");
        let Parts::AlsChain(parts) = &step.deduction.pattern.parts else {
            panic!("not an ALS chain");
        };
        let nodes = &parts.chain.chain;
        let (first, last) = (nodes[0], nodes[nodes.len() - 1]);
        assert_eq!(first.digit, last.digit);
        assert!(
            first.cells.intersects(last.cells),
            "{}",
            step.sentence.plain()
        );
    }

    /// The candidates of the lesson's example (`techniques/als_chain.md`).
    const LESSON_GRID: &str = "1.........2.........3.........45.......456.........7......56..........8.........9...4.........56.......56...1......8.1......8.........9..3.......2.............7........7.9.......8.......7.9.23.5......3.56....2...6...1...56......4.....1...5.....2..56...1...5.7.........8.12......912....7....3.........4.....1...5.7.91...56....2...6..91.3..6..9...4......2.....89.2....78.....5....1.....7.91.3...7.91.3..6.......5.7.9..3...7.91...5.........6...1..4..7..1..4......2.......1.3.5...9.......8...3.........4...........7.912..5....12..5...........8.......7.9.....6...12..5........567..1...567..12..56....234.............91..4.6..........8.1.3...7..123.............8.1....6..912.............7....3.56...12...6...1...5...91.3.5...9...4.....";

    /// Every chain the search hands over on the lesson's grid uses a set,
    /// each set is almost locked with the nodes of its link as its cells
    /// holding two of its digits, the other links hold, and the removals are
    /// exactly what both ends see.
    #[test]
    fn every_chain_on_the_lesson_grid_rests_on_real_sets() {
        let grid = crate::techniques::test_support::grid_of(LESSON_GRID);
        let mut seen = 0;
        let _ = AlsChain.search(&grid, &Analysis::new(&grid), &mut |f| {
            let Parts::AlsChain(parts) = &f.deduction.pattern.parts else {
                panic!("not an ALS chain");
            };
            let (nodes, links) = (&parts.chain.chain, &parts.chain.links);
            assert!(!parts.als.is_empty());
            for (k, link) in links.iter().enumerate() {
                let (a, b) = (&nodes[k], &nodes[k + 1]);
                match parts.als.iter().find(|s| s.at == k) {
                    Some(set) => {
                        let cells: CellSet = set.cells.iter().copied().collect();
                        let digits = cells
                            .iter()
                            .fold(Digits::EMPTY, |acc, c| acc | grid.candidates(c));
                        assert_eq!(digits.len(), cells.len() + 1);
                        assert_eq!(a.cells, cells & grid.positions(a.digit));
                        assert_eq!(b.cells, cells & grid.positions(b.digit));
                        assert!(a.digit != b.digit && *link == Link::Strong);
                    }
                    None if *link == Link::Strong => assert!(is_strong(&grid, a, b)),
                    None => assert!(is_weak(a, b)),
                }
            }
            let mut implied = seen_by_both_ends(&grid, &nodes[0], &nodes[nodes.len() - 1]);
            implied.sort();
            assert_eq!(implied, f.deduction.eliminations);
            seen += 1;
            ControlFlow::Continue(())
        });
        assert!(seen > 1, "{seen}");
    }
}
