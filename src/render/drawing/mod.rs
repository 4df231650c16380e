//! What a step looks like on the pencil marks: a mark on every candidate the
//! step names and the legend lines that read those marks back. Made only from
//! the step's structured fields (the ones the JSON trace carries), so the
//! picture shows what the step rests on by construction, never a retelling.
//!
//! Most steps are one [`Panel`]: one grid and its legend. A forcing chain is one
//! panel per branch, because the branches share candidates and each is read on
//! its own; a junior exocet's compatibility test one per way it rejects.
//! Marks are a sign before the digit, readable without colour: `*` pattern,
//! `=` placed, `x` removed, a small letter for a chain or branch node (in
//! order: `a`, `b`, ...), a capital for an almost locked set (or a Sue de
//! Coq's or a rectangle's helper cells), `f` for a fish's fin.
//!
//! The same drawing is the one model of a step's marks for every view: the
//! terminal writes the signs and legend, and the pages get it as JSON (the
//! static page per step, the trainer through `api`) with the shapes the
//! signs cannot show: shaded cells and units, nodes and their links, sets.
//!
//! Inside: `panel` (marks, panels, letters), `shapes` (cells, nodes, links,
//! sets), `parts` (each family's marks and legend), `forcing` (a panel per
//! branch), `ways` (a panel per way a junior exocet's compatibility test
//! rejects); this file picks by the step's parts.

mod forcing;
mod panel;
mod parts;
mod shapes;
mod ways;

pub use panel::{Drawing, Mark, Panel, Role, node_letter, node_name};
pub use shapes::{CellMark, LinkKind, LinkMark, NodeKind, NodeMark, SetMark, Shade};

use crate::core::{Grid, UnitKind};
use crate::step::sentence::{join_and, units_words};
use crate::step::{Parts, Step};
use forcing::forcing_panels;
use panel::{cell_list, cell_names, conclusion_marks};
use parts::{
    add_set, als_sets, chain_nodes, chain_sets, coloring_marks, fish_units, shade_units,
    sue_de_coq_cells, unique_loop_cells,
};

/// The drawing of `step`, taken on `grid` (marks go only on its candidates).
pub fn drawing(step: &Step, grid: &Grid) -> Drawing {
    let p = step.pattern();
    if let Parts::Forcing(forcing) = &p.parts
        && !forcing.branches.is_empty()
    {
        return forcing_panels(step, forcing, grid);
    }
    let mut panel = Panel::new(None, grid);
    let mut names: Vec<String> = Vec::new();
    let mut node_key = String::new();
    let mut set_key = "";
    match &p.parts {
        Parts::Chain(chain) => {
            node_key = chain_nodes(&mut panel, chain, &mut names);
        }
        Parts::AlsChain(parts) => {
            node_key = chain_nodes(&mut panel, &parts.chain, &mut names);
            chain_sets(&mut panel, &parts.als, step.eliminations(), &mut names);
            set_key = "A.. almost locked sets";
        }
        Parts::Als(als) => {
            als_sets(&mut panel, step, als, &mut names);
            set_key = "A.. almost locked sets";
        }
        Parts::Fish(fish) => fish_units(&mut panel, step, fish, &mut names),
        Parts::SueDeCoq(sdc) => {
            names.push(format!("* core cells: {}", cell_list(&p.cells)));
            sue_de_coq_cells(&mut panel, sdc, &mut names);
            set_key = "L B partner cells";
        }
        Parts::Locking(cells) => {
            set_key = "L locking cells";
            names.push(helper_cells(&mut panel, 'L', "Locking cells", cells));
        }
        Parts::Rectangle(rect) => {
            if !rect.subset_cells.is_empty() {
                set_key = "L locking cells";
                names.push(helper_cells(
                    &mut panel,
                    'L',
                    "Locking cells",
                    &rect.subset_cells,
                ));
            }
            // What the corners lost is no candidate to mark: the legend says it.
            let lost: Vec<String> = rect
                .missing
                .iter()
                .map(|c| format!("{} in {}", c.digit, c.cell))
                .collect();
            names.push(format!("Lost already: {}", join_and(&lost)));
        }
        Parts::Templates(t) => {
            if template_names(&mut panel, &p.digits, t, &mut names) {
                set_key = "X held by another digit";
            }
        }
        Parts::Excluders(cells) => {
            set_key = "E excluder cells";
            names.push(helper_cells(&mut panel, 'E', "Excluders", cells));
        }
        Parts::Wing(wing) => {
            set_key = "Z the wing's unrestricted digit";
            wing_marks(&mut panel, &p.cells, wing, &mut names);
        }
        Parts::UniqueLoop(parts) => {
            set_key = unique_loop_cells(&mut panel, step, parts, &mut names);
        }
        Parts::Exocet(exocet) => {
            set_key = "T targets, C companions";
            exocet_marks(
                &mut panel,
                &p.cells,
                &p.digits,
                step.eliminations(),
                exocet,
                &mut names,
            );
        }
        Parts::Sectors(covers) => sector_names(&p.cells, &p.units, covers, &mut names),
        Parts::Coloring(coloring) => {
            set_key = if coloring.colors.len() > 2 {
                "A B, C D the two colours of each cluster"
            } else {
                "A B the two colours"
            };
            let digit = p.digits.first().copied().unwrap_or(0);
            coloring_marks(&mut panel, digit, coloring, step.eliminations(), &mut names);
        }
        Parts::None | Parts::Search(_) | Parts::Forcing(_) => {}
    }
    if is_rectangle(step) {
        let mut corners = p.cells.clone();
        corners.sort();
        for &cell in &corners {
            panel.cells.push(CellMark {
                cell,
                shade: Shade::Rectangle,
                set: None,
            });
        }
        names.push(format!(
            "Rectangle: {} on {}",
            join_and(&cell_names(&corners)),
            join_and(&p.digits.iter().map(u8::to_string).collect::<Vec<_>>())
        ));
        // An avoidable rectangle's corners that hold a digit (placed by
        // earlier steps, not given): what makes the pattern.
        let placed: Vec<String> = corners
            .iter()
            .filter_map(|&c| Some(format!("{c}={}", grid.value(c)?)))
            .collect();
        if !placed.is_empty() {
            names.push(format!("Placed, not given: {}", join_and(&placed)));
        }
    }
    // A fish shades its base and cover; almost locked sets and colours shade
    // themselves. A locked set's rows and columns would shade most of the
    // grid: its legend names them.
    if !matches!(p.parts, Parts::Fish(_) | Parts::Als(_) | Parts::Coloring(_)) {
        if !matches!(p.parts, Parts::Sectors(_)) {
            shade_units(&mut panel, &p.units, Shade::Unit);
            // The terminal cannot shade a unit: it names it.
            if !p.units.is_empty() {
                let s = if p.units.len() > 1 { "s" } else { "" };
                names.push(format!("Unit{s} looked at: {}", units_words(&p.units)));
            }
        }
        for &cell in &p.cells {
            panel.cells.push(CellMark {
                cell,
                shade: Shade::Pattern,
                set: None,
            });
        }
    }
    conclusion_marks(&mut panel, step);
    pattern_marks(&mut panel, step);
    let key = panel.key(&[
        (Role::Pattern, "*n pattern"),
        (Role::Node, &node_key),
        (Role::Set, set_key),
        (Role::Fin, "fn fin"),
        (Role::Placed, "=n placed"),
        (Role::Removed, "xn removed"),
    ]);
    panel.legend.push(key);
    panel.legend.extend(names);
    // A junior exocet's compatibility test: a panel per way it rejects.
    if let Parts::Exocet(exocet) = &p.parts
        && !exocet.rejected.is_empty()
    {
        return Drawing {
            panels: ways::way_panels(&panel, step, exocet, grid),
        };
    }
    Drawing {
        panels: vec![panel],
    }
}
/// The pattern's cells, on its digits (every digit when it names none).
fn pattern_marks(panel: &mut Panel, step: &Step) {
    let p = step.pattern();
    for &cell in &p.cells {
        for d in 1..=9 {
            if p.digits.is_empty() || p.digits.contains(&d) {
                panel.put(cell, d, '*', Role::Pattern);
            }
        }
    }
}
fn is_rectangle(step: &Step) -> bool {
    use crate::catalog::TechniqueId::*;
    matches!(
        step.technique,
        UniqueRectangle1
            | UniqueRectangle2
            | UniqueRectangle3
            | UniqueRectangle4
            | UniqueRectangle5
            | UniqueRectangle6
            | HiddenRectangle
            | RectangleMissingCandidates
            | AvoidableRectangle1
            | AvoidableRectangle2
    )
}

/// Cells that help the pattern without being its core (a rectangle's
/// locking cells, an exclusion's excluders): lettered on every candidate and
/// named as a set; the legend line that names them.
fn helper_cells(
    panel: &mut Panel,
    letter: char,
    what: &str,
    cells: &[crate::core::Cell],
) -> String {
    for &cell in cells {
        for d in 1..=9 {
            panel.put(cell, d, letter, Role::Set);
        }
    }
    let words = format!("{what}: {}", cell_list(cells));
    add_set(panel, letter, cells, &[], &words);
    words
}

/// Templates: how many ways the digit fits, each way listed when the step
/// lists them, and the cells other digits hold in every way lettered `X`
/// (true when there are some).
fn template_names(
    panel: &mut Panel,
    digits: &[u8],
    t: &crate::step::pattern::TemplateParts,
    names: &mut Vec<String>,
) -> bool {
    let digit = digits.first().copied().unwrap_or(0);
    names.push(match t.ways {
        1 => format!("{digit} fits in one way"),
        n => format!("{digit} fits in {n} ways"),
    });
    for (i, way) in t.shown.iter().enumerate() {
        names.push(format!("Way {}: {}", i + 1, cell_list(way)));
    }
    // Other digits' cells from the overlays, which the digit's ways avoid.
    let mut others: Vec<&crate::core::Candidate> = t
        .rounds
        .iter()
        .flatten()
        .filter(|c| c.digit != digit && panel.has(c.cell, digit))
        .collect();
    others.sort_by_key(|c| (c.cell.index(), c.digit));
    if others.is_empty() {
        return false;
    }
    let cells: Vec<crate::core::Cell> = others.iter().map(|c| c.cell).collect();
    for c in &others {
        panel.put(c.cell, c.digit, 'X', Role::Set);
    }
    let held: Vec<String> = others
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect();
    let words = format!(
        "Held by other digits in every way they fit: {}",
        join_and(&held)
    );
    add_set(panel, 'X', &cells, &[], &words);
    names.push(words);
    true
}

/// An exocet: the base cells named (they are the pattern's cells), the
/// targets lettered `T` on the base digits and the companions `C`, each named
/// as a set, and each base digit's cover lines named.
fn exocet_marks(
    panel: &mut Panel,
    base: &[crate::core::Cell],
    digits: &[u8],
    removed: &[crate::core::Candidate],
    exocet: &crate::step::pattern::ExocetParts,
    names: &mut Vec<String>,
) {
    names.push(format!("* base cells: {}", cell_list(base)));
    // The targets lettered on the base digits they keep: the candidates
    // removed keep their removal marks.
    for &cell in &exocet.targets {
        for &d in digits {
            if !removed.iter().any(|c| c.cell == cell && c.digit == d) {
                panel.put(cell, d, 'T', Role::Set);
            }
        }
    }
    let words = format!("T targets: {}", cell_list(&exocet.targets));
    add_set(panel, 'T', &exocet.targets, digits, &words);
    names.push(words);
    names.push(helper_cells(panel, 'C', "C companions", &exocet.companions));
    for c in &exocet.covers {
        let lines = if c.units.is_empty() {
            "none".to_string()
        } else {
            units_words(&c.units)
        };
        names.push(format!("Cover of {} outside the band: {lines}", c.digit));
    }
}

/// A multi-sector locked set: the crossing named, and each digit's links
/// listed (its cells are shaded as any pattern's).
fn sector_names(
    cells: &[crate::core::Cell],
    units: &[crate::core::Unit],
    covers: &[crate::step::pattern::DigitCover],
    names: &mut Vec<String>,
) {
    let (rows, cols): (Vec<_>, Vec<_>) = units.iter().partition(|u| u.kind() == UnitKind::Row);
    names.push(format!(
        "* the {} empty cells where {} cross {}",
        cells.len(),
        units_words(&rows),
        units_words(&cols)
    ));
    // A link holds its digit once: the cells take one digit from each.
    for c in covers {
        names.push(format!("Links of {}: {}", c.digit, units_words(&c.units)));
    }
}

/// A wing of n cells holding n digits: its pivot named, and the places of its
/// one unrestricted digit z lettered `Z` and named as a set (the cells that
/// see all of them lose z); the other digits are the pattern's.
fn wing_marks(
    panel: &mut Panel,
    cells: &[crate::core::Cell],
    wing: &crate::step::pattern::WingParts,
    names: &mut Vec<String>,
) {
    let z = wing.z;
    let holders: Vec<crate::core::Cell> = cells
        .iter()
        .zip(&wing.cell_candidates)
        .filter(|(_, candidates)| candidates.contains(&z))
        .map(|(&cell, _)| cell)
        .collect();
    for &cell in &holders {
        panel.put(cell, z, 'Z', Role::Set);
    }
    if let Some(pivot) = cells.first() {
        names.push(format!("Pivot: {pivot}"));
    }
    let words = format!("Z: the unrestricted {z} in {}", cell_list(&holders));
    add_set(panel, 'Z', &holders, &[z], &words);
    names.push(words);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::TechniqueId;
    use crate::core::{Candidate, Cell, Digits, Unit};
    use crate::step::branch::BranchNode;
    use crate::step::chain::{AlmostLockedSet, ChainNode, Conclusion, Link};
    use crate::step::pattern::{AlsParts, ChainParts, FishParts, ForcingParts};
    use crate::step::{Deduction, Pattern, Sentence};

    fn step(technique: TechniqueId, pattern: Pattern, removed: Vec<Candidate>) -> Step {
        Step {
            technique,
            deduction: Deduction {
                pattern,
                placements: Vec::new(),
                eliminations: removed,
            },
            sentence: Sentence::new(),
        }
    }

    fn cand(r: u8, c: u8, d: u8) -> Candidate {
        Candidate::new(Cell::at(r, c), d)
    }

    #[test]
    fn a_chain_letters_its_nodes_and_tells_strong_from_weak() {
        let nodes = vec![
            ChainNode::cell(Cell::at(4, 3), 4),
            ChainNode::cell(Cell::at(2, 3), 4),
            ChainNode::cell(Cell::at(2, 6), 4),
            ChainNode::cell(Cell::at(5, 6), 4),
        ];
        let links = vec![Link::Strong, Link::Weak, Link::Strong];
        let pattern = Pattern::default().with(Parts::Chain(ChainParts::open(nodes, links)));
        let s = step(TechniqueId::Skyscraper, pattern, vec![cand(5, 3, 4)]);
        let d = drawing(&s, &crate::core::Grid::empty());
        assert_eq!(d.panels.len(), 1);
        let p = &d.panels[0];
        assert_eq!(p.mark(Cell::at(4, 3), 4).unwrap().sign, 'a');
        assert_eq!(p.mark(Cell::at(5, 6), 4).unwrap().sign, 'd');
        assert_eq!(p.mark(Cell::at(5, 3), 4).unwrap().role, Role::Removed);
        assert_eq!(p.mark(Cell::at(0, 0), 4), None);
        assert_eq!(
            p.legend[1],
            "Chain: a (4)r5c4 = b (4)r3c4 - c (4)r3c7 = d (4)r6c7"
        );
        assert!(p.legend[0].contains("xn removed"), "{:?}", p.legend);
    }

    #[test]
    fn a_loop_returns_to_its_first_node() {
        let nodes = vec![
            ChainNode::cell(Cell::at(0, 0), 1),
            ChainNode::cell(Cell::at(0, 1), 1),
            ChainNode::cell(Cell::at(1, 1), 1),
            ChainNode::cell(Cell::at(1, 0), 1),
        ];
        let links = vec![Link::Strong, Link::Weak, Link::Strong, Link::Weak];
        let mut chain = ChainParts::open(nodes, links);
        chain.conclusion = Conclusion::ContinuousLoop;
        let s = step(
            TechniqueId::NiceLoop,
            Pattern::default().with(Parts::Chain(chain)),
            vec![],
        );
        let legend = &drawing(&s, &crate::core::Grid::empty()).panels[0].legend;
        assert_eq!(
            legend[1],
            "Loop: a (1)r1c1 = b (1)r1c2 - c (1)r2c2 = d (1)r2c1 - a (back to the start)"
        );
    }

    #[test]
    fn almost_locked_sets_are_lettered_by_set() {
        let als = AlsParts {
            als: vec![
                AlmostLockedSet {
                    cells: vec![Cell::at(0, 0), Cell::at(0, 1)],
                    digits: vec![1, 2, 3],
                },
                AlmostLockedSet {
                    cells: vec![Cell::at(8, 0)],
                    digits: vec![1, 3],
                },
            ],
            rcc: vec![1],
        };
        let s = step(
            TechniqueId::AlsXz,
            Pattern::default().with(Parts::Als(als)),
            vec![],
        );
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(0, 1), 2).unwrap().sign, 'A');
        assert_eq!(p.mark(Cell::at(8, 0), 3).unwrap().sign, 'B');
        assert_eq!(p.mark(Cell::at(8, 0), 2), None);
        assert_eq!(p.legend[1], "A = r1c1,r1c2 holds 1,2,3");
        assert!(p.legend[3].starts_with("Linked by 1"));
    }

    #[test]
    fn an_als_xy_wing_links_each_restricted_common_to_the_pivot() {
        let set = |cells: Vec<Cell>, digits: Vec<u8>| AlmostLockedSet { cells, digits };
        let als = AlsParts {
            als: vec![
                set(vec![Cell::at(0, 0)], vec![1, 2]),
                set(vec![Cell::at(8, 8)], vec![3, 2]),
                set(vec![Cell::at(0, 8)], vec![1, 3]),
            ],
            rcc: vec![1, 3],
        };
        let s = step(
            TechniqueId::AlsXyWing,
            Pattern::default().with(Parts::Als(als)),
            vec![],
        );
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        let tied: Vec<(u8, Vec<Cell>, Vec<Cell>)> = p
            .links
            .iter()
            .map(|l| {
                assert_eq!(l.kind, LinkKind::Rcc);
                let (a, b) = (&p.nodes[l.from], &p.nodes[l.to]);
                (a.digit, a.cells.clone(), b.cells.clone())
            })
            .collect();
        assert_eq!(
            tied,
            vec![
                (1, vec![Cell::at(0, 0)], vec![Cell::at(0, 8)]),
                (3, vec![Cell::at(8, 8)], vec![Cell::at(0, 8)]),
            ]
        );
        // The set's letter stays on its restricted common, in the rcc role.
        let m = p.mark(Cell::at(0, 8), 1).unwrap();
        assert_eq!((m.sign, m.role), ('C', Role::Rcc));
        assert_eq!(p.sets.len(), 3);
    }

    #[test]
    fn a_single_shades_its_unit_and_marks_only_candidates_there_are() {
        let mut grid = crate::core::Grid::empty();
        grid.eliminate(Cell::at(0, 1), 5);
        let pattern = Pattern::new(vec![Cell::at(0, 0)], Digits::single(5), vec![Unit::row(0)]);
        let s = step(TechniqueId::HiddenSingle, pattern, vec![]);
        let p = &drawing(&s, &grid).panels[0];
        let unit: Vec<Cell> = p
            .cells
            .iter()
            .filter(|m| m.shade == Shade::Unit)
            .map(|m| m.cell)
            .collect();
        assert_eq!(unit, Unit::row(0).cell_list().to_vec());
        assert_eq!(p.mark(Cell::at(0, 0), 5).unwrap().role, Role::Pattern);
        let json = serde_json::to_value(p).unwrap();
        assert_eq!(
            json["candidates"][0],
            serde_json::json!({ "cell": { "row": 1, "col": 1 }, "digit": 5, "role": "pattern", "sign": "*" })
        );
        assert_eq!(json["cells"][0]["shade"], "unit");
    }

    /// A fish on `digit`: its body's cells (row, column from 0), base and
    /// cover units, and fins.
    fn fish(
        digit: u8,
        body: &[(u8, u8)],
        (base, cover_units): (Vec<Unit>, Vec<Unit>),
        fins: &[(u8, u8)],
        sashimi: bool,
    ) -> Pattern {
        let at = |cells: &[(u8, u8)]| cells.iter().map(|&(r, c)| Cell::at(r, c)).collect();
        Pattern::new(at(body), Digits::single(digit), base).with(Parts::Fish(FishParts {
            cover_units,
            fins: at(fins),
            sashimi,
        }))
    }

    #[test]
    fn a_finned_fish_names_its_units_and_marks_its_fins() {
        let units = (
            vec![Unit::row(0), Unit::row(8)],
            vec![Unit::col(2), Unit::col(7)],
        );
        let pattern = fish(2, &[(0, 2), (8, 2)], units, &[(8, 0)], true);
        let s = step(TechniqueId::FinnedXWing, pattern, vec![cand(7, 2, 2)]);
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(8, 0), 2).unwrap().role, Role::Fin);
        assert_eq!(p.mark(Cell::at(0, 2), 2).unwrap().sign, '*');
        assert_eq!(p.mark(Cell::at(0, 2), 3), None);
        assert_eq!(p.legend[1], "Base of 2: rows 1 and 9");
        assert_eq!(p.legend[2], "Cover: columns 3 and 8");
        assert!(p.legend[3].starts_with("Fins: r9c1 (sashimi"));
    }

    #[test]
    fn a_franken_fish_names_its_boxes_among_base_and_cover() {
        // The lesson's franken swordfish on 9: rows 1, 9 and box 2 against
        // columns 2, 5 and 7, fins r1c8 and r3c6, r3c7 removed.
        let body = [(0, 1), (0, 6), (1, 4), (8, 1), (8, 4), (8, 6)];
        let units = (
            vec![Unit::row(0), Unit::row(8), Unit::boxed(1)],
            vec![Unit::col(1), Unit::col(4), Unit::col(6)],
        );
        let pattern = fish(9, &body, units, &[(0, 7), (2, 5)], false);
        let s = step(TechniqueId::FrankenFish, pattern, vec![cand(2, 6, 9)]);
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(2, 5), 9).unwrap().role, Role::Fin);
        assert_eq!(p.mark(Cell::at(1, 4), 9).unwrap().sign, '*');
        assert_eq!(p.legend[1], "Base of 9: row 1, row 9 and box 2");
        assert_eq!(p.legend[2], "Cover: columns 2, 5 and 7");
        assert_eq!(p.legend[3], "Fins: r1c8,r3c6");
    }

    #[test]
    fn a_mutant_fish_names_its_mixed_base_and_cover() {
        // The lesson's mutant swordfish on 9: row 7 and columns 1 and 4
        // against rows 1 and 5 and box 8, fin r7c7, r1c7 and r5c7 removed.
        let body = [(0, 0), (0, 3), (4, 0), (4, 3), (6, 5), (8, 3)];
        let units = (
            vec![Unit::row(6), Unit::col(0), Unit::col(3)],
            vec![Unit::row(0), Unit::row(4), Unit::boxed(7)],
        );
        let pattern = fish(9, &body, units, &[(6, 6)], false);
        let s = step(
            TechniqueId::MutantFish,
            pattern,
            vec![cand(0, 6, 9), cand(4, 6, 9)],
        );
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(6, 6), 9).unwrap().role, Role::Fin);
        assert_eq!(p.mark(Cell::at(8, 3), 9).unwrap().sign, '*');
        assert_eq!(p.mark(Cell::at(0, 6), 9).unwrap().sign, 'x');
        assert_eq!(p.legend[1], "Base of 9: row 7, column 1 and column 4");
        assert_eq!(p.legend[2], "Cover: row 1, row 5 and box 8");
        assert_eq!(p.legend[3], "Fins: r7c7");
    }

    #[test]
    fn a_locked_set_shades_its_cells_and_lists_each_digits_links() {
        use crate::step::pattern::DigitCover;
        // Rows 1 and 2 by columns 1 and 2: 1 and 2 linked by the rows, 3 by
        // column 1; 3 goes from r5c1.
        let cells = vec![
            Cell::at(0, 0),
            Cell::at(0, 1),
            Cell::at(1, 0),
            Cell::at(1, 1),
        ];
        let units = vec![Unit::row(0), Unit::row(1), Unit::col(0), Unit::col(1)];
        let covers = vec![
            DigitCover {
                digit: 1,
                units: vec![Unit::row(0), Unit::row(1)],
            },
            DigitCover {
                digit: 3,
                units: vec![Unit::col(0)],
            },
        ];
        let digits: Digits = [1, 3].into_iter().collect();
        let pattern = Pattern::new(cells, digits, units).with(Parts::Sectors(covers));
        let s = step(
            TechniqueId::MultiSectorLockedSet,
            pattern,
            vec![cand(4, 0, 3)],
        );
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(1, 1), 3).unwrap().sign, '*');
        assert_eq!(p.mark(Cell::at(4, 0), 3).unwrap().role, Role::Removed);
        // Only the four cells are shaded, not their rows and columns.
        assert_eq!(p.cells.len(), 4, "{:?}", p.cells);
        assert!(p.cells.iter().all(|m| m.shade == Shade::Pattern));
        assert_eq!(
            p.legend[1],
            "* the 4 empty cells where rows 1 and 2 cross columns 1 and 2"
        );
        assert_eq!(p.legend[2], "Links of 1: rows 1 and 2");
        assert_eq!(p.legend[3], "Links of 3: column 1");
    }

    #[test]
    fn a_sukaku_wing_letters_its_unrestricted_digit_and_names_its_pivot() {
        use crate::step::pattern::WingParts;
        // Pivot r1c1 (1,2,3,9) with r1c5 (1,9), r2c2 (2,9), r3c1 (3,9).
        let cells = vec![
            Cell::at(0, 0),
            Cell::at(0, 4),
            Cell::at(1, 1),
            Cell::at(2, 0),
        ];
        let digits: Digits = [1, 2, 3, 9].into_iter().collect();
        let pattern = Pattern::new(cells, digits, Vec::new()).with(Parts::Wing(WingParts {
            z: 9,
            cell_candidates: vec![vec![1, 2, 3, 9], vec![1, 9], vec![2, 9], vec![3, 9]],
        }));
        let s = step(TechniqueId::WxyzWing, pattern, vec![cand(0, 1, 9)]);
        let p = &drawing(&s, &crate::core::Grid::empty()).panels[0];
        assert_eq!(p.mark(Cell::at(0, 4), 9).unwrap().sign, 'Z');
        assert_eq!(p.mark(Cell::at(0, 4), 1).unwrap().sign, '*');
        assert_eq!(p.mark(Cell::at(0, 1), 9).unwrap().role, Role::Removed);
        assert_eq!(p.legend[1], "Pivot: r1c1");
        assert_eq!(p.legend[2], "Z: the unrestricted 9 in r1c1,r1c5,r2c2,r3c1");
        assert_eq!(p.sets[0].digits, [9]);
    }

    #[test]
    fn a_forcing_chain_is_one_panel_per_branch() {
        let node = |r, c, d, on, from: Vec<u16>| BranchNode {
            cell: Cell::at(r, c),
            digit: d,
            on,
            from,
            proof: Vec::new(),
            broken: None,
            pattern: None,
        };
        let branches = vec![
            vec![node(0, 0, 1, true, vec![]), node(0, 5, 1, false, vec![0])],
            vec![node(0, 0, 2, true, vec![]), node(0, 5, 1, false, vec![0])],
        ];
        let pattern = Pattern::default().with(Parts::Forcing(ForcingParts {
            branches,
            contradiction: None,
            nesting: None,
            kraken: None,
        }));
        let s = step(TechniqueId::CellForcingChain, pattern, vec![cand(0, 5, 1)]);
        let d = drawing(&s, &crate::core::Grid::empty());
        assert_eq!(d.panels.len(), 2);
        let second = &d.panels[1];
        assert_eq!(
            second.title.as_deref(),
            Some("Branch 2 of 2: suppose r1c1=2")
        );
        assert_eq!(second.mark(Cell::at(0, 0), 2).unwrap().sign, 'a');
        // The branch ends on the removed candidate: the grid shows the removal,
        // the legend still names the node, and the arrow still reaches it.
        let end = second.mark(Cell::at(0, 5), 1).unwrap();
        assert_eq!((end.sign, end.role), ('x', Role::Removed));
        assert_eq!(second.legend[1], "a r1c1=2, b r1c6<>1 (a)");
        assert_eq!(second.nodes[1].kind, NodeKind::Off);
        assert_eq!((second.links[0].from, second.links[0].to), (0, 1));
    }
}
