//! The crate's shape, checked on its source files:
//! - no import cycle between files, so the library reads bottom-up (a file's
//!   imports are resolved through re-exports to the file that defines the item,
//!   test modules included; `mod` declarations and `pub use` re-exports are
//!   naming, not use);
//! - clap only in the binary's files: argument parsing is the CLI's business;
//! - the verifier uses only the core types and the solution counter, so a bug in
//!   a technique cannot hide behind the same bug in its checker.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// One module file: what it defines, what it re-exports, what it names.
#[derive(Default)]
struct Module {
    /// Child modules declared in the file (`mod x;`), including inline ones.
    children: BTreeSet<String>,
    /// Items defined here (types, functions, traits, constants, macros).
    items: BTreeSet<String>,
    /// `pub use` names: the name and the path it stands for.
    reexports: BTreeMap<String, Vec<String>>,
    /// `pub use a::*` sources.
    globs: Vec<Vec<String>>,
    /// Every crate-relative path the file uses, with the inline module it sits
    /// in, as written.
    uses: Vec<(Vec<String>, Vec<String>)>,
    /// Whether the file names the clap crate.
    names_clap: bool,
}

/// The module files of one crate, keyed by module path.
struct Crate {
    root: PathBuf,
    modules: BTreeMap<Vec<String>, (PathBuf, Module)>,
}

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

impl Crate {
    /// Reads the crate whose root file is `root`, following `mod` declarations.
    fn read(root: &Path) -> Crate {
        let mut c = Crate {
            root: root.to_path_buf(),
            modules: BTreeMap::new(),
        };
        c.read_module(root, Vec::new());
        c
    }

    fn read_module(&mut self, file: &Path, path: Vec<String>) {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        let mut m = Module {
            names_clap: text.contains("clap::") || text.contains("use clap"),
            ..Module::default()
        };
        let mut files = Vec::new();
        collect(&ast.items, &[], &mut m, &mut files);
        self.modules.insert(path.clone(), (file.to_path_buf(), m));
        // Children live beside a `mod.rs`/root file, or in a folder named after
        // the file.
        let dir = if file == self.root || file.file_name().is_some_and(|n| n == "mod.rs") {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        for (child, explicit) in files {
            let child_file = match explicit {
                Some(p) => file.parent().unwrap().join(p),
                None if dir.join(format!("{child}.rs")).exists() => dir.join(format!("{child}.rs")),
                None => dir.join(&child).join("mod.rs"),
            };
            let mut child_path = path.clone();
            child_path.push(child);
            self.read_module(&child_file, child_path);
        }
    }

    /// The file that defines what `path` (absolute, from the crate root) names,
    /// following re-exports; `None` for paths outside the crate.
    fn defining_file(&self, path: &[String], depth: usize) -> Option<PathBuf> {
        if depth > 16 {
            return None;
        }
        let mut at: Vec<String> = Vec::new();
        for (i, seg) in path.iter().enumerate() {
            let (file, m) = self.modules.get(&at)?;
            let mut next = at.clone();
            next.push(seg.clone());
            if self.modules.contains_key(&next) {
                at = next;
                continue;
            }
            if m.items.contains(seg) || m.children.contains(seg) {
                return Some(file.clone());
            }
            if let Some(target) = m.reexports.get(seg) {
                let mut full = self.child_relative(&at, &[], absolute(&at, &[], target)?);
                full.extend(path[i + 1..].iter().cloned());
                return self.defining_file(&full, depth + 1);
            }
            for glob in &m.globs {
                let Some(full) = absolute(&at, &[], glob) else {
                    continue;
                };
                let mut full = self.child_relative(&at, &[], full);
                full.extend(path[i..].iter().cloned());
                if let Some(f) = self.defining_file(&full, depth + 1) {
                    return Some(f);
                }
            }
            return Some(file.clone());
        }
        self.modules.get(&at).map(|(f, _)| f.clone())
    }

    /// File-to-file edges, each with one path that makes it.
    fn edges(&self) -> BTreeMap<(PathBuf, PathBuf), String> {
        self.edges_where(|_| true)
    }

    /// The edges made by uses in the inline modules `keep` accepts (by the
    /// inline module's path within its file).
    fn edges_where(
        &self,
        keep: impl Fn(&[String]) -> bool,
    ) -> BTreeMap<(PathBuf, PathBuf), String> {
        let mut edges = BTreeMap::new();
        for (path, (file, m)) in &self.modules {
            for (inline, used) in m.uses.iter().filter(|(inline, _)| keep(inline)) {
                let Some(abs) = absolute(path, inline, used) else {
                    continue;
                };
                let abs = self.child_relative(path, inline, abs);
                if let Some(target) = self.defining_file(&abs, 0)
                    && target != *file
                {
                    edges
                        .entry((file.clone(), target))
                        .or_insert_with(|| used.join("::"));
                }
            }
        }
        edges
    }

    /// `use child::X` inside a module means its own child, not a crate.
    fn child_relative(
        &self,
        module: &[String],
        inline: &[String],
        abs: Vec<String>,
    ) -> Vec<String> {
        if !abs.is_empty() && abs[0] == "__relative" {
            let mut p = module.to_vec();
            p.extend(inline.iter().cloned());
            p.extend(abs[1..].iter().cloned());
            return p;
        }
        abs
    }
}

/// Collects definitions, re-exports and used paths of `items` sitting in the
/// inline module `inline` of a file; `files` gets the `mod x;` declarations.
fn collect(
    items: &[syn::Item],
    inline: &[String],
    m: &mut Module,
    files: &mut Vec<(String, Option<String>)>,
) {
    for item in items {
        let mut visitor = Paths {
            inline,
            found: Vec::new(),
        };
        match item {
            syn::Item::Mod(md) => {
                let name = md.ident.to_string();
                if let Some((_, inner)) = &md.content {
                    let mut deeper = inline.to_vec();
                    deeper.push(name.clone());
                    if inline.is_empty() {
                        m.items.insert(name);
                    }
                    collect(inner, &deeper, m, files);
                } else if inline.is_empty() {
                    let explicit = md.attrs.iter().find_map(|a| {
                        if !a.path().is_ident("path") {
                            return None;
                        }
                        match &a.meta {
                            syn::Meta::NameValue(nv) => match &nv.value {
                                syn::Expr::Lit(syn::ExprLit {
                                    lit: syn::Lit::Str(s),
                                    ..
                                }) => Some(s.value()),
                                _ => None,
                            },
                            _ => None,
                        }
                    });
                    m.children.insert(name.clone());
                    files.push((name, explicit));
                }
                continue;
            }
            syn::Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, Vec::new(), &mut leaves);
                let public = !matches!(u.vis, syn::Visibility::Inherited);
                for (path, name) in leaves {
                    if public && inline.is_empty() {
                        match name {
                            Some(n) => {
                                m.reexports.insert(n, path);
                            }
                            None => m.globs.push(path),
                        }
                    } else {
                        m.uses.push((inline.to_vec(), path));
                    }
                }
                continue;
            }
            _ => {}
        }
        if inline.is_empty()
            && let Some(name) = item_name(item)
        {
            m.items.insert(name);
        }
        visitor.visit_item(item);
        m.uses.extend(visitor.found);
    }
}

fn item_name(item: &syn::Item) -> Option<String> {
    Some(match item {
        syn::Item::Const(i) => i.ident.to_string(),
        syn::Item::Enum(i) => i.ident.to_string(),
        syn::Item::Fn(i) => i.sig.ident.to_string(),
        syn::Item::Static(i) => i.ident.to_string(),
        syn::Item::Struct(i) => i.ident.to_string(),
        syn::Item::Trait(i) => i.ident.to_string(),
        syn::Item::Type(i) => i.ident.to_string(),
        syn::Item::Union(i) => i.ident.to_string(),
        syn::Item::Macro(i) => i.ident.as_ref()?.to_string(),
        _ => return None,
    })
}

/// The leaves of a use tree: the full path and the name it binds (`None` for
/// a glob).
fn use_leaves(
    tree: &syn::UseTree,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut next = prefix;
            next.push(p.ident.to_string());
            use_leaves(&p.tree, next, out);
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let mut path = prefix;
            if name != "self" {
                path.push(name.clone());
            }
            let bound = path.last().cloned();
            out.push((path, bound));
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix;
            path.push(r.ident.to_string());
            out.push((path, Some(r.rename.to_string())));
        }
        syn::UseTree::Glob(_) => out.push((prefix, None)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix.clone(), out);
            }
        }
    }
}

/// Paths in code that start at `crate`, `super` or `self`.
struct Paths<'a> {
    inline: &'a [String],
    found: Vec<(Vec<String>, Vec<String>)>,
}

impl<'ast> Visit<'ast> for Paths<'_> {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if matches!(
            segs.first().map(String::as_str),
            Some("crate" | "super" | "self")
        ) {
            self.found.push((self.inline.to_vec(), segs));
        }
        syn::visit::visit_path(self, p);
    }

    // `pub(super)` and `pub(in path)` say who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        use_leaves(&u.tree, Vec::new(), &mut leaves);
        for (path, _) in leaves {
            self.found.push((self.inline.to_vec(), path));
        }
    }
}

/// `used`, written in module `module` (inside its inline module `inline`), as
/// a path from the crate root. Paths that start with another name are either
/// another crate (`None`) or a child module (marked `__relative`, resolved by
/// the caller).
fn absolute(module: &[String], inline: &[String], used: &[String]) -> Option<Vec<String>> {
    let mut here: Vec<String> = module.iter().chain(inline).cloned().collect();
    let mut rest = used;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            here.clear();
            rest = &rest[1..];
        }
        Some("self") => rest = &rest[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                here.pop();
                rest = &rest[1..];
            }
        }
        Some("std" | "core" | "alloc" | "serde" | "serde_json" | "clap" | "sudoku_explain")
        | None => {
            return None;
        }
        Some(_) => {
            let mut p = vec!["__relative".to_string()];
            p.extend(rest.iter().cloned());
            return Some(p);
        }
    }
    // Paths inside an inline test module name the file's own module when they
    // climb out of it; the inline part itself is not a file.
    let depth = module.len();
    if here.len() > depth {
        here.truncate(depth);
    }
    here.extend(rest.iter().cloned());
    Some(here)
}

/// Every cycle of the file graph, as strongly connected groups of files.
fn cycles(edges: &BTreeMap<(PathBuf, PathBuf), String>) -> Vec<Vec<PathBuf>> {
    let mut next: BTreeMap<&PathBuf, Vec<&PathBuf>> = BTreeMap::new();
    for (a, b) in edges.keys() {
        next.entry(a).or_default().push(b);
    }
    let nodes: BTreeSet<&PathBuf> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    // Two files are in one cycle when each reaches the other.
    let reach = |from: &PathBuf| -> BTreeSet<PathBuf> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from];
        while let Some(n) = todo.pop() {
            for &m in next.get(n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m);
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&PathBuf, BTreeSet<PathBuf>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut groups: Vec<Vec<PathBuf>> = Vec::new();
    let mut placed = BTreeSet::new();
    for n in &nodes {
        if placed.contains(*n) || !reaches[n].contains(*n) {
            continue;
        }
        let group: Vec<PathBuf> = nodes
            .iter()
            .filter(|m| reaches[n].contains(**m) && reaches[*m].contains(*n))
            .map(|m| (*m).clone())
            .collect();
        placed.extend(group.iter().cloned());
        groups.push(group);
    }
    groups
}

fn short(p: &Path) -> String {
    p.strip_prefix(src()).unwrap_or(p).display().to_string()
}

fn report(edges: &BTreeMap<(PathBuf, PathBuf), String>, groups: &[Vec<PathBuf>]) -> String {
    let mut out = String::new();
    for g in groups {
        out.push_str("cycle:\n");
        for ((a, b), via) in edges {
            if g.contains(a) && g.contains(b) {
                out.push_str(&format!("  {} -> {} ({via})\n", short(a), short(b)));
            }
        }
    }
    out
}

#[test]
fn the_library_files_import_each_other_without_cycles() {
    let lib = Crate::read(&src().join("lib.rs"));
    assert!(
        lib.modules.len() > 80,
        "only {} files read",
        lib.modules.len()
    );
    let edges = lib.edges();
    let groups = cycles(&edges);
    assert!(groups.is_empty(), "{}", report(&edges, &groups));
}

#[test]
fn the_binary_files_import_each_other_without_cycles() {
    let bin = Crate::read(&src().join("main.rs"));
    let edges = bin.edges();
    let groups = cycles(&edges);
    assert!(groups.is_empty(), "{}", report(&edges, &groups));
}

#[test]
fn clap_is_used_only_by_the_binary() {
    let lib = Crate::read(&src().join("lib.rs"));
    let users: Vec<String> = lib
        .modules
        .values()
        .filter(|(_, m)| m.names_clap)
        .map(|(f, _)| short(f))
        .collect();
    assert!(users.is_empty(), "library files that use clap: {users:?}");
    let bin = Crate::read(&src().join("main.rs"));
    assert!(bin.modules.values().any(|(_, m)| m.names_clap));
}

/// Every import of the files under `from` (paths or folders of `src/`)
/// reaches only into `allowed`; at least `least` imports are seen, so that the
/// scan is not idle.
fn assert_imports_only(
    edges: BTreeMap<(PathBuf, PathBuf), String>,
    from: &[&str],
    allowed: &[&str],
    least: usize,
) {
    let mut seen = 0;
    for ((file, to), via) in edges {
        let (file, to) = (short(&file), short(&to));
        if !from.iter().any(|f| file.starts_with(f)) {
            continue;
        }
        seen += 1;
        assert!(
            allowed.iter().any(|a| to.starts_with(a)),
            "{file} uses {to} ({via})"
        );
    }
    assert!(seen > least, "only {seen} imports of {from:?} seen");
}

#[test]
fn the_verifier_uses_only_the_core_and_the_solution_counter() {
    let lib = Crate::read(&src().join("lib.rs"));
    let allowed = ["core/", "solver/", "verify/"];
    assert_imports_only(lib.edges(), &["verify/"], &allowed, 10);
}

#[test]
fn steps_and_the_id_table_import_no_solving_code() {
    // A step names its technique by an id from the id table; the catalog, which
    // joins ids to implementations, sits above the techniques, which make steps.
    let lib = Crate::read(&src().join("lib.rs"));
    let below = ["step/", "technique_id.rs"];
    let allowed = ["core/", "step/", "technique_id.rs"];
    assert_imports_only(lib.edges(), &below, &allowed, 5);
}

#[test]
fn the_rating_is_values_and_the_fold_over_steps() {
    // A rating folds the values of a path's steps; it walks no path and
    // searches nothing, so it imports only what a step is made of, the scale
    // that values it and the name of the path (the paths themselves, the
    // human one and SE's, are the engine's).
    let lib = Crate::read(&src().join("lib.rs"));
    let allowed = [
        "core/",
        "step/",
        "technique_id.rs",
        "rating/",
        "scale.rs",
        "engine/path.rs",
    ];
    let outside_tests = lib.edges_where(|inline| !inline.iter().any(|m| m == "tests"));
    assert_imports_only(outside_tests, &["rating/"], &allowed, 4);
}

#[test]
fn the_scale_values_steps_from_what_they_are_made_of() {
    // The techniques and SE's path choose by value, so the scale sits below
    // them: it reads a step's parts and nothing that searches.
    let lib = Crate::read(&src().join("lib.rs"));
    let allowed = ["core/", "step/", "technique_id.rs"];
    let outside_tests = lib.edges_where(|inline| !inline.iter().any(|m| m == "tests"));
    assert_imports_only(outside_tests, &["scale.rs"], &allowed, 3);
}

#[test]
fn the_engine_walks_and_never_rates() {
    // The engine decides steps; a rating is a fold over the steps it returns,
    // made once above it (`outcome/`). So nothing under engine/ (its tests
    // included) reaches the rating or the outcome that stores it.
    let lib = Crate::read(&src().join("lib.rs"));
    let mut seen = 0;
    for ((from, to), via) in lib.edges() {
        let (from, to) = (short(&from), short(&to));
        if !from.starts_with("engine/") {
            continue;
        }
        seen += 1;
        assert!(
            !to.starts_with("rating/") && !to.starts_with("outcome/"),
            "{from} uses {to} ({via})"
        );
    }
    assert!(seen > 10, "only {seen} imports of engine/ seen");
}

#[test]
fn the_scan_sees_a_cycle_made_of_a_use_and_a_path() {
    let mut c = Crate {
        root: PathBuf::from("lib.rs"),
        modules: BTreeMap::new(),
    };
    let module = |items: &[&str], uses: &[&[&str]]| Module {
        items: items.iter().map(|s| s.to_string()).collect(),
        uses: uses
            .iter()
            .map(|u| (Vec::new(), u.iter().map(|s| s.to_string()).collect()))
            .collect(),
        ..Module::default()
    };
    let mut root = module(&[], &[]);
    root.children = ["a".to_string(), "b".to_string()].into();
    c.modules.insert(vec![], (PathBuf::from("lib.rs"), root));
    c.modules.insert(
        vec!["a".into()],
        (
            PathBuf::from("a.rs"),
            module(&["A"], &[&["crate", "b", "B"]]),
        ),
    );
    c.modules.insert(
        vec!["b".into()],
        (
            PathBuf::from("b.rs"),
            module(&["B"], &[&["super", "a", "A", "new"]]),
        ),
    );
    let edges = c.edges();
    assert_eq!(cycles(&edges).len(), 1, "{edges:?}");
}

/// The top-level module a library file belongs to: `techniques/fish/x.rs` is
/// `techniques`, `catalog.rs` is `catalog`.
fn top_level(file: &Path) -> PathBuf {
    let short = short(file);
    let first = short.split('/').next().unwrap_or(&short);
    PathBuf::from(first.trim_end_matches(".rs"))
}

#[test]
fn the_top_level_modules_import_each_other_without_cycles() {
    // The file graph has no cycle; neither may the modules it makes up, so
    // that each module (the rating, the engine, the techniques) reads on its
    // own, above the ones it uses.
    let lib = Crate::read(&src().join("lib.rs"));
    let mut edges = BTreeMap::new();
    for ((from, to), via) in lib.edges() {
        let (from, to) = (top_level(&from), top_level(&to));
        if from != to {
            edges.entry((from, to)).or_insert(via);
        }
    }
    assert!(edges.len() > 20, "only {} module edges", edges.len());
    let groups = cycles(&edges);
    assert!(groups.is_empty(), "{}", report(&edges, &groups));
}

#[test]
fn renderers_call_no_solving_code() {
    // A renderer prints what was found (the steps, the stored rating, a hint,
    // a lesson's worked cases); it never solves, rates or searches on its own.
    // What it reads is data in files of their own: the engine's outcome and
    // options, the hint's answer, the listed steps, the lesson's parts, the
    // rating's values and scale. (Its tests may solve to make their input.)
    let lib = Crate::read(&src().join("lib.rs"));
    let solving = [
        "engine/mod.rs",
        "outcome/solve.rs",
        "techniques/",
        "solver/",
        "generate/",
        "hint/mod.rs",
        "hint/culprits.rs",
        "all_steps/mod.rs",
        "lesson/mod.rs",
        "engine/se_path/",
    ];
    for place in solving {
        let path = src().join(place);
        assert!(path.exists(), "{place} is not in src/: the list is stale");
    }
    let mut seen = 0;
    let outside_tests = lib.edges_where(|inline| !inline.iter().any(|m| m == "tests"));
    for ((from, to), via) in outside_tests {
        let (from, to) = (short(&from), short(&to));
        if !from.starts_with("render/") {
            continue;
        }
        seen += 1;
        assert!(
            !solving.iter().any(|s| to.starts_with(s)),
            "{from} uses {to} ({via})"
        );
    }
    assert!(seen > 10, "only {seen} imports of the renderers seen");
}
