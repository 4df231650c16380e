//! The verifier stays independent of what it checks: `src/verify/` may use only
//! the geometry, the bit sets, the solution counter and the grid type that feeds
//! it (plus std and serde_json), never technique, engine, step, chain, forcing
//! or rendering code. A bug in a technique must not hide behind the same bug in
//! its checker.

use std::collections::BTreeSet;
use std::path::PathBuf;

/// The crate modules the verifier may name (`verify` is itself).
const ALLOWED: [&str; 5] = ["geometry", "bitset", "solver", "grid", "verify"];

/// Every `crate::<module>` the source names, and whether it climbs out of its
/// folder with `super::super`.
fn crate_modules(source: &str) -> (BTreeSet<String>, bool) {
    let mut modules = BTreeSet::new();
    for (at, _) in source.match_indices("crate::") {
        let rest = &source[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '{')
            .collect();
        if name.starts_with('{') {
            // `crate::{a, b::C}`: every name up to the closing brace.
            let inside = &rest[1..rest.find('}').unwrap_or(rest.len())];
            for part in inside.split(',') {
                let first = part.trim().split("::").next().unwrap_or("").trim();
                if !first.is_empty() {
                    modules.insert(first.to_string());
                }
            }
        } else {
            modules.insert(name);
        }
    }
    (modules, source.contains("super::super"))
}

#[test]
fn the_verifier_imports_only_geometry_bitsets_and_the_solution_counter() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/verify");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap();
        let (modules, climbs) = crate_modules(&source);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let foreign: Vec<&String> = modules
            .iter()
            .filter(|m| !ALLOWED.contains(&m.as_str()))
            .collect();
        assert!(
            foreign.is_empty(),
            "src/verify/{name} uses crate::{foreign:?}"
        );
        assert!(!climbs, "src/verify/{name} reaches out with super::super");
        assert!(
            !source.contains("sudoku_explain::"),
            "src/verify/{name} names the crate by its public name"
        );
        if name == "mod.rs" {
            assert!(
                !source.contains("super::"),
                "src/verify/mod.rs uses super::"
            );
        }
        files += 1;
    }
    assert!(files >= 8, "only {files} files in src/verify");
}

#[test]
fn the_scan_sees_every_form_of_import() {
    let (m, climbs) = crate_modules(
        "use crate::geometry::Cell;\nuse crate::{bitset::Digits, engine};\nlet x = crate::techniques::registry();\nuse super::super::step;",
    );
    assert_eq!(
        m.into_iter().collect::<Vec<_>>(),
        ["bitset", "engine", "geometry", "techniques"]
    );
    assert!(climbs);
}
