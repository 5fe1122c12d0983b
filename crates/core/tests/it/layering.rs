//! How the files of `conflict/` import one another (issue 19: "the files of `conflict/` stop
//! importing each other in a circle"). The data and per-pawn accessors form a base that imports
//! no rule file; the rule files sit on it in layers, and no files import one another in a
//! circle. These tests read the sources, so a new import that breaks the layering fails here
//! with the files it names. One module is let off the circle: `world`, the conflict's world,
//! holds the state the base's files define (their types, never their functions), and every
//! file takes it; it may import only the base (the base test checks that).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The base of `conflict/`: data, the setup and its checks, the world that holds the state, and
/// the accessors every rule file shares. Nothing here may import a rule file, nor the conflict's root (which re-exports all).
const BASE: [&str; 23] = [
    "band/factions",
    "band/purse",
    "clash/weapon_choice",
    "commission/catalogue",
    "commission/page",
    "commission/terms",
    "enclaves/auras",
    "names",
    "orders",
    "setup",
    "setup_check",
    "shooting/smoke",
    "solo/notes",
    "state",
    "turns/deployment",
    "world",
    "world/components",
    "world/notes",
    "world/pawn_index",
    "world/pawns",
    "world/questions",
    "world/spawn",
    "world/systems",
];

fn conflict_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/conflict")
}

/// Every module of `conflict/` by its path under it (`commission/terms`; "" for the root),
/// with its source up to its tests.
fn sources() -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        let entries = std::fs::read_dir(dir).expect("conflict/ is readable");
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let relative = path.strip_prefix(root).expect("under conflict/");
                let mut name = relative
                    .with_extension("")
                    .to_string_lossy()
                    .replace('\\', "/");
                if name == "mod" {
                    name.clear();
                } else if let Some(parent) = name.strip_suffix("/mod") {
                    name = parent.to_owned();
                }
                let text = std::fs::read_to_string(&path).expect("a source file is readable");
                let code = text.split("#[cfg(test)]").next().unwrap_or("").to_owned();
                out.insert(name, code);
            }
        }
    }
    let root = conflict_dir();
    let mut out = BTreeMap::new();
    walk(&root, &root, &mut out);
    out
}

fn segments(module: &str) -> Vec<&str> {
    module.split('/').filter(|part| !part.is_empty()).collect()
}

/// The paths a `use` tree names, each from its first segment: `a::{b, c::d}` gives `a::b` and
/// `a::c::d`.
fn paths_in(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim();
    match tree.find('{') {
        None => vec![
            tree.split("::")
                .map(|part| part.split_whitespace().next().unwrap_or("").to_owned())
                .filter(|part| !part.is_empty())
                .collect(),
        ],
        Some(open) => {
            let head: Vec<String> = tree[..open]
                .split("::")
                .map(str::trim)
                .filter(|part| !part.is_empty())
                .map(str::to_owned)
                .collect();
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut items = Vec::new();
            let (mut depth, mut start) = (0, 0);
            for (index, character) in inner.char_indices() {
                match character {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        items.push(&inner[start..index]);
                        start = index + 1;
                    }
                    _ => {}
                }
            }
            items.push(&inner[start..]);
            items
                .into_iter()
                .filter(|item| !item.trim().is_empty())
                .flat_map(paths_in)
                .map(|tail| head.iter().cloned().chain(tail).collect())
                .collect()
        }
    }
}

/// The text of the path tree starting at `from`: up to the end of a `{...}` group or of the
/// identifiers and `::` that follow.
fn tree_at(code: &str, from: usize) -> &str {
    let bytes = code.as_bytes();
    let mut end = from;
    let mut depth = 0;
    while end < bytes.len() {
        let byte = bytes[end];
        match byte {
            b'{' => depth += 1,
            b'}' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    end += 1;
                    break;
                }
            }
            _ if depth > 0 => {}
            b':' => {}
            _ if byte.is_ascii_alphanumeric() || byte == b'_' => {}
            _ => break,
        }
        end += 1;
    }
    &code[from..end]
}

/// The modules of `conflict/` that `module` names, and the root when it names an item the
/// root holds or re-exports.
fn imports(module: &str, code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let own = segments(module);
    let mut found = BTreeSet::new();
    let bytes = code.as_bytes();
    let mut at = 0;
    while at < code.len() {
        let rest = &code[at..];
        let starts_path = at == 0 || {
            let before = bytes[at - 1];
            !(before.is_ascii_alphanumeric() || before == b'_' || before == b':')
        };
        let prefix = if !starts_path {
            None
        } else if rest.starts_with("crate::conflict::") {
            Some((Vec::new(), "crate::conflict::".len()))
        } else if rest.starts_with("super::") {
            let mut base = own.clone();
            let mut length = 0;
            while rest[length..].starts_with("super::") {
                base.pop();
                length += "super::".len();
            }
            Some((base, length))
        } else {
            None
        };
        let Some((base, length)) = prefix else {
            at += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        for path in paths_in(tree_at(code, at + length)) {
            let resolved = (1..=path.len())
                .rev()
                .map(|take| {
                    base.iter()
                        .copied()
                        .chain(path[..take].iter().map(String::as_str))
                        .collect::<Vec<_>>()
                        .join("/")
                })
                .find(|candidate| modules.contains(candidate))
                .unwrap_or_else(|| base.join("/"));
            if resolved != module {
                found.insert(resolved);
            }
        }
        at += length;
    }
    found
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let sources = sources();
    let modules: BTreeSet<String> = sources.keys().cloned().collect();
    sources
        .iter()
        .map(|(module, code)| (module.clone(), imports(module, code, &modules)))
        .collect()
}

/// The largest set of modules that import one another in a circle.
fn largest_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    // Modules reachable both ways from a module share its circle: small graph, plain search.
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(next) = stack.pop() {
            for to in graph.get(&next).into_iter().flatten() {
                if seen.insert(to.clone()) {
                    stack.push(to.clone());
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|module| (module, reach(module))).collect();
    graph
        .keys()
        .map(|module| {
            reachable[module]
                .iter()
                .filter(|other| reachable[*other].contains(module))
                .cloned()
                .collect::<BTreeSet<String>>()
        })
        .max_by_key(BTreeSet::len)
        .unwrap_or_default()
}

#[test]
fn conflict_layering_the_parser_finds_grouped_and_nested_imports() {
    let modules: BTreeSet<String> = ["", "pawns", "harm", "commission", "commission/terms"]
        .map(str::to_owned)
        .into();
    let code = "use super::pawns::{card, side};\nuse super::{harm, Conflict};\nfn f() { crate::conflict::commission::terms::Role::Band; }";
    let found = imports("moves", code, &modules);
    assert_eq!(
        found,
        ["", "commission/terms", "harm", "pawns"]
            .map(str::to_owned)
            .into()
    );
    let nested = imports(
        "commission/terms",
        "use super::super::pawns::card;",
        &modules,
    );
    assert_eq!(nested, ["pawns"].map(str::to_owned).into());
}

#[test]
fn conflict_layering_the_base_imports_no_rule_file_nor_the_root() {
    let graph = graph();
    let base: BTreeSet<String> = BASE.map(str::to_owned).into();
    for module in &base {
        let Some(imported) = graph.get(module) else {
            panic!("the base module conflict/{module} is gone: update BASE");
        };
        let outside: Vec<&String> = imported.difference(&base).collect();
        assert!(
            outside.is_empty(),
            "conflict/{module} is in the base but imports {outside:?} (the root is \"\")"
        );
    }
}

#[test]
fn conflict_layering_no_files_import_one_another_in_a_circle() {
    let mut graph = graph();
    // The world names the state types of the base files that take it (see the module's note).
    graph.insert("world".to_owned(), BTreeSet::new());
    let circle = largest_circle(&graph);
    assert!(
        circle.is_empty(),
        "these files of conflict/ import one another in a circle: {circle:?} (a step that must \
         go on with the turn flow hands on through `components::NextStep` instead)"
    );
}
