//! Built-in puzzles, so the commands show something on a fresh machine without a file.

/// A named built-in puzzle.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    /// The name `--example` takes.
    pub name: &'static str,
    /// What it shows.
    pub about: &'static str,
    /// The puzzle, one 81-character line.
    pub puzzle: &'static str,
}

/// Every built-in puzzle; the first is the default of `sudoku explain`.
pub const EXAMPLES: [Example; 3] = [
    Example {
        name: "tour",
        about: "singles, pointing, a naked pair and an X-wing in one short solve (SE 3.2)",
        puzzle: "6....3.845.1.9.......46..9.9.....3...72...85...8.....2.9..78.......2.7.936.1....8",
    },
    Example {
        name: "classic",
        about: "the tutorials' classic puzzle, solved by singles",
        puzzle: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    },
    Example {
        name: "seventeen",
        about: "a 17-clue puzzle from the tutorials, harder",
        puzzle: "....6.7...59.......1.2........1.....6..5.....3.....46.................918..74....",
    },
];

/// The built-in puzzle with this name.
pub fn example(name: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.name == name)
}
