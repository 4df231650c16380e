//! A long sentence cut into blocks a reader takes one at a time: a nested
//! forcing chain's outer layer and each inner chain's block
//! ([`Sentence::layers`]), a forcing step's lines branch by branch
//! ([`Sentence::branches`]). The terminal prints the blocks one under the
//! other (`text`); the drawing gives each panel the words of its own block,
//! in plain words, so that a page showing one branch or one inner chain shows
//! its words alone. Only plain pieces in, strings out: the caller says how a
//! line of pieces is written (coloured or not).

use crate::step::sentence::{Layers, Piece, Sentence};

/// How far the because-lines of a sentence are indented when the caller does
/// not line them up with anything.
pub(super) const BECAUSE_INDENT: usize = 4;

/// A nested forcing chain one layer at a time, as the terminal prints it: the
/// outer layer, then each inner chain's block under it.
pub(super) fn layered(
    sentence: &Sentence,
    layers: &Layers,
    line: &dyn Fn(&[Piece]) -> String,
    indent: usize,
) -> String {
    let (outer, inner) = layer_blocks(sentence, layers, line, indent, InnerChains::Below);
    let pad = " ".repeat(indent + 2);
    let mut s = outer;
    for block in inner {
        s.push('\n');
        s.push_str(&pad);
        s.push_str(&block);
    }
    s
}

/// A forcing step with several branches: its main line, then each branch's
/// lines as a block under its assumption (`If r2c9=7:`), without the
/// `if r2c9=7: ` each line of the plain text opens with.
pub(super) fn by_branch(
    sentence: &Sentence,
    line: &dyn Fn(&[Piece]) -> String,
    indent: usize,
) -> String {
    let pad = " ".repeat(indent + 2);
    let mut s = line(sentence.pieces());
    for (branch, lines) in sentence.branches().iter().zip(branch_lines(sentence, line)) {
        s.push_str(&format!("\n{pad}If {}:", branch.assumption));
        for l in lines {
            s.push_str(&format!("\n{pad}  {l}"));
        }
    }
    s
}

/// Each branch's because-lines, without the words that name its assumption.
fn branch_lines(sentence: &Sentence, line: &dyn Fn(&[Piece]) -> String) -> Vec<Vec<String>> {
    let lines = sentence.because_lines();
    sentence
        .branches()
        .iter()
        .map(|b| {
            lines[b.lines.clone()]
                .iter()
                .map(|l| line(&l.pieces()[b.lead..]))
                .collect()
        })
        .collect()
}

/// A forcing step's words branch by branch, in plain words: for each branch,
/// the main line and that branch's lines alone, so that a page showing one
/// branch shows the lines it draws (`None` for a step without several
/// branches).
pub(crate) fn plain_branches(sentence: &Sentence) -> Option<Vec<String>> {
    if sentence.branches().is_empty() {
        return None;
    }
    let main = plain_line(sentence.pieces());
    let pad = " ".repeat(BECAUSE_INDENT + 2);
    Some(
        branch_lines(sentence, &plain_line)
            .into_iter()
            .map(|lines| {
                let mut s = main.clone();
                for l in lines {
                    s.push_str(&format!("\n{pad}{l}"));
                }
                s
            })
            .collect(),
    )
}

/// Where a reader finds a nested chain's inner chains: below the outer chain
/// (the terminal prints them after it), or each opened on its own (the pages
/// show one layer at a time).
#[derive(Clone, Copy)]
enum InnerChains {
    Below,
    Opened,
}

/// A nested forcing chain's sentence cut into its layers, in plain words:
/// the outer layer, then one block per inner chain, each in the form of a
/// sentence (a first line, then its lines), so that a page can show the
/// words of the layer it draws. The terminal prints the same blocks.
pub(crate) fn plain_layers(sentence: &Sentence) -> Option<(String, Vec<String>)> {
    let layers = sentence.layers()?;
    Some(layer_blocks(
        sentence,
        layers,
        &plain_line,
        BECAUSE_INDENT,
        InnerChains::Opened,
    ))
}

/// The outer layer (its main line without the bracket that tells every
/// inner chain at once, and its because-lines, with a pointer where a node
/// rests on an inner chain), and each inner chain as a block of its own: a
/// heading with what it proves and its story, and its lines indented under
/// it, without the `if r1c2=1: ` the heading already says.
fn layer_blocks(
    sentence: &Sentence,
    layers: &Layers,
    line: &dyn Fn(&[Piece]) -> String,
    indent: usize,
    whereabouts: InnerChains,
) -> (String, Vec<String>) {
    let pieces = sentence.pieces();
    let count = layers.inner.len();
    let chains = match count {
        1 => "one inner chain".to_string(),
        n => format!("{n} inner chains"),
    };
    let (aside, pointer) = match whereabouts {
        InnerChains::Below => (format!(" ({chains}, below)"), " (below)"),
        InnerChains::Opened => (format!(" ({chains}, each opened on its own)"), ""),
    };
    let mut s = line(&pieces[..layers.aside.start]);
    s.push_str(&aside);
    s.push_str(&line(&pieces[layers.aside.end..]));
    let pad = " ".repeat(indent + 2);
    let lines = sentence.because_lines();
    let mut k = 0;
    while k < lines.len() {
        s.push('\n');
        s.push_str(&pad);
        match layers.inner.iter().position(|i| i.lines.start == k) {
            Some(n) => {
                let inner = &layers.inner[n];
                s.push_str(&format!(
                    "{} by inner chain {}{pointer}",
                    inner.proves,
                    n + 1
                ));
                k = inner.lines.end.max(k + 1);
            }
            None => {
                s.push_str(&line(lines[k].pieces()));
                k += 1;
            }
        }
    }
    let blocks = layers
        .inner
        .iter()
        .enumerate()
        .map(|(n, inner)| {
            let mut b = format!("Inner chain {} of {count}: ", n + 1);
            b.push_str(&line(&pieces[inner.story.clone()]));
            for because in &lines[inner.lines.clone()] {
                b.push('\n');
                b.push_str(&pad);
                b.push_str("  ");
                b.push_str(&line(&because.pieces()[inner.lead..]));
            }
            b
        })
        .collect();
    (s, blocks)
}

/// A step whose because-lines are each one case of its own (a junior
/// exocet's rejected ways), in plain words: for each line, the main line and
/// that line alone under it, as a page showing that case's panel shows it.
pub(crate) fn plain_because(sentence: &Sentence) -> Vec<String> {
    let main = plain_line(sentence.pieces());
    let pad = " ".repeat(BECAUSE_INDENT + 2);
    sentence
        .because_lines()
        .iter()
        .map(|l| format!("{main}\n{pad}{}", plain_line(l.pieces())))
        .collect()
}

/// A line of pieces in plain words.
fn plain_line(pieces: &[Piece]) -> String {
    pieces.iter().map(|p| p.to_string()).collect()
}
