//! A node of a forcing branch as the JSON trace writes it, read back by the
//! tests that check branches against the engine's own or against the text.

use serde::Deserialize;
use sudoku_explain::Cell;

/// `{"row", "col", "digit", "state": "on"|"off", "from": [...], "proof"?: [...]}`.
#[derive(Deserialize, Clone, Debug)]
pub struct JsonNode {
    pub row: u8,
    pub col: u8,
    pub digit: u8,
    pub state: String,
    pub from: Vec<usize>,
    #[serde(default)]
    pub proof: Vec<JsonNode>,
}

impl JsonNode {
    /// Whether the node says the digit is in the cell.
    pub fn on(&self) -> bool {
        self.state == "on"
    }

    pub fn cell(&self) -> Cell {
        Cell::at(self.row - 1, self.col - 1)
    }

    /// `r1c2=4` or `r1c2<>4`, as a sentence writes a node.
    pub fn words(&self) -> String {
        let sign = if self.on() { "=" } else { "<>" };
        format!("r{}c{}{sign}{}", self.row, self.col, self.digit)
    }
}
