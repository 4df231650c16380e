//! Embeds the lessons (`techniques/<id>.md`) in the library, so `sudoku learn`
//! works outside the source tree: writes a table of (id, text) to OUT_DIR.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time: a compiled build script may be reused for another
    // checkout of the same package sharing the target folder.
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&root).join("techniques");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".md"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut table = String::from(
        "/// Every lesson: (technique id, Markdown text).\npub static LESSONS: &[(&str, &str)] = &[\n",
    );
    for name in names {
        let path = dir.join(&name);
        println!("cargo:rerun-if-changed={}", path.display());
        let id = name.trim_end_matches(".md");
        writeln!(
            table,
            "    ({id:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    table.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("lessons.rs");
    std::fs::write(out, table).unwrap();
}
