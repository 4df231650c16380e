//! How the engine runs: which techniques, in which order, with which limits.
//! Configuration only: nothing here solves.

use crate::catalog::{self, TechniqueId, TechniqueInfo};
use crate::engine::SolvePath;

/// In which order the enabled techniques are tried.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Order {
    /// Easiest first by difficulty, as Sudoku Explainer rates: hidden singles before
    /// naked singles, X-wing before hidden pairs. Techniques of equal difficulty
    /// keep the catalog's order. The default.
    #[default]
    Difficulty,
    /// The catalog's solving order (full house, naked single, hidden single, ...).
    Solving,
}

impl Order {
    /// Both orders, the default first.
    pub const ALL: [Order; 2] = [Order::Difficulty, Order::Solving];

    /// The order's name, as options spell it.
    pub const fn name(self) -> &'static str {
        match self {
            Order::Difficulty => "difficulty",
            Order::Solving => "solving",
        }
    }

    /// The order in a few words.
    pub const fn about(self) -> &'static str {
        match self {
            Order::Difficulty => {
                "Easiest first, as Sudoku Explainer rates (the default): hidden singles before naked singles, X-wing before hidden pairs"
            }
            Order::Solving => {
                "The catalog's solving order (full house, naked single, hidden single, ...)"
            }
        }
    }

    /// Every technique of the catalog, the fallback last, in this order.
    pub fn arrange(self) -> Vec<&'static TechniqueInfo> {
        let mut all: Vec<&'static TechniqueInfo> = catalog::TECHNIQUES.iter().collect();
        if self == Order::Difficulty {
            // A stable sort: equal difficulties keep the catalog's order.
            all.sort_by_key(|t| t.difficulty);
        }
        all
    }
}

/// How the engine runs.
#[derive(Clone, Debug)]
pub struct Options {
    /// The enabled techniques (by default every one the human path takes:
    /// see [`TechniqueId::on_human_path`]).
    pub techniques: Vec<TechniqueId>,
    /// The order they are tried in.
    pub order: Order,
    /// Allow techniques that hold only for a puzzle with a single solution (used
    /// only when the solution counter has proved it has one).
    pub uniqueness: bool,
    /// Stop after this many steps (the rest of the grid stays open).
    pub max_steps: Option<usize>,
    /// Which path the steps walk: the human path (the default) tries the
    /// enabled techniques in [`Options::order`]; SE's path asks Sudoku
    /// Explainer's producers in SE's order, each where its technique is
    /// enabled.
    pub path: SolvePath,
    /// Walk SE's forcing chains from 9.0 up by SE's nesting levels (`rate
    /// --deep`, `explain --path se --deep`): each is then a deep forcing
    /// chain; seconds a puzzle on the hardest, where the default path takes
    /// milliseconds.
    pub deep: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            techniques: catalog::techniques()
                .map(|(id, _)| id)
                .filter(|id| id.on_human_path())
                .collect(),
            order: Order::default(),
            uniqueness: true,
            max_steps: None,
            path: SolvePath::Human,
            deep: false,
        }
    }
}

impl Options {
    /// The options callers choose (`--techniques`, `--max-technique`,
    /// `--order`, `--no-uniqueness`): the techniques named, else those no
    /// harder than `max_technique`, else all.
    pub fn chosen(
        techniques: Option<&[TechniqueId]>,
        max_technique: Option<TechniqueId>,
        order: Order,
        uniqueness: bool,
    ) -> Options {
        let base = match (techniques, max_technique) {
            (Some(ids), _) => Options {
                techniques: ids.to_vec(),
                ..Options::default()
            },
            (None, Some(id)) => Options::up_to(id),
            (None, None) => Options::default(),
        };
        Options {
            order,
            uniqueness,
            ..base
        }
    }

    /// Only the techniques no harder than `id` (those of equal difficulty
    /// included): what `--max-technique` asks for.
    pub fn up_to(id: TechniqueId) -> Options {
        let limit = id.info().difficulty;
        Options {
            techniques: catalog::techniques()
                .map(|(t, _)| t)
                .filter(|t| t.on_human_path() && t.info().difficulty <= limit)
                .collect(),
            ..Options::default()
        }
    }
}
