//! docs/architecture.md's map against the folders on disk (issue 67: "engineers' docs that stay
//! true"): every folder of Rust code has its row, and every row names a folder that is there.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The folders the map's rows name (the first cell's backticked paths, without the last `/`).
fn mapped(document: &str) -> BTreeSet<String> {
    let section = document
        .split("\n## ")
        .find(|part| part.starts_with("Map\n"))
        .expect("docs/architecture.md has a Map section");
    section
        .lines()
        .filter(|line| line.starts_with("| `"))
        .flat_map(|line| {
            let first = line.split(" | ").next().unwrap_or("");
            first
                .split('`')
                .skip(1)
                .step_by(2)
                .map(|path| path.trim_end_matches('/').to_owned())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every folder under `root` (itself included) that holds a Rust file, relative to the
/// repository.
fn code_folders(root: &Path, repository: &Path, out: &mut BTreeSet<String>) {
    let entries: Vec<PathBuf> = std::fs::read_dir(root)
        .expect("a source folder is readable")
        .flatten()
        .map(|entry| entry.path())
        .collect();
    if entries
        .iter()
        .any(|path| path.extension().is_some_and(|ext| ext == "rs"))
    {
        let relative = root
            .strip_prefix(repository)
            .expect("inside the repository");
        out.insert(relative.to_string_lossy().replace('\\', "/"));
    }
    for path in entries.iter().filter(|path| path.is_dir()) {
        code_folders(path, repository, out);
    }
}

#[test]
fn architecture_map_names_every_folder_of_code_and_no_other() {
    let repository = repository()
        .canonicalize()
        .expect("the repository is there");
    let document = std::fs::read_to_string(repository.join("docs/architecture.md"))
        .expect("docs/architecture.md is readable");
    let rows = mapped(&document);
    let mut folders = BTreeSet::new();
    for root in ["crates/core/src", "src"] {
        code_folders(&repository.join(root), &repository, &mut folders);
    }
    let missing: Vec<&String> = folders.difference(&rows).collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md's map has no row for {missing:?}: add one (what it holds, what it may use)"
    );
    let gone: Vec<&String> = rows.difference(&folders).collect();
    assert!(
        gone.is_empty(),
        "docs/architecture.md's map names folders that hold no code: {gone:?}"
    );
}

#[test]
fn architecture_map_reads_every_path_of_a_row() {
    let document = "intro\n## Map\n\n| folder | holds |\n|---|---|\n| `a/`, `a/b/` | x |\n| `c/` | `d` |\n## Next\n| `e/` | y |\n";
    assert_eq!(
        mapped(document),
        ["a", "a/b", "c"].map(str::to_owned).into()
    );
}
