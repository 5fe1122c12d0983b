//! docs/rules-coverage.md against the code (issue 67: "engineers' docs that stay true"). The
//! document holds one row per rulebook section: its name and a short status are written by hand,
//! its code and tests cells are worked out here from the sources, so they cannot go stale:
//! - code: the core files whose `//!` header cites the section (`§ Name`, or `"Name"` as the
//!   HEBS files quote their rulebooks);
//! - tests: the `#[test]` functions, anywhere in the workspace, named after it (the section's
//!   name in snake case, then `_`).
//!
//! Every `§ Name` a header cites must be a row (a misspelt or new section fails here). To
//! rewrite the generated cells after a change: `YSBILIA_BLESS=1 cargo test -p ysbilia_core --test
//! it rules_coverage`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const DOCUMENT: &str = "docs/rules-coverage.md";
/// The table header of the rows this test fills.
const HEADER: &str = "| section | status | code | tests |";
/// A status is a few words; the detail lives in the code's headers and the tests' names.
const STATUS_MOST_CHARS: usize = 90;
/// More files than this in a code cell are counted, not named.
const FILES_NAMED: usize = 6;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository is there")
}

fn rust_files(root: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

/// A file's `//!` header as one line of text (a citation may wrap).
fn header(text: &str) -> String {
    text.lines()
        .take_while(|line| line.starts_with("//!") || line.trim().is_empty())
        .filter_map(|line| line.strip_prefix("//!"))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A section's name as a test names it: `Pawns' Reactions` -> `pawns_reactions`.
fn snake(section: &str) -> String {
    let words: Vec<String> = section
        .split(|c: char| c.is_whitespace() || c == '-' || c == '/')
        .map(|word| {
            word.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
                .to_lowercase()
        })
        .filter(|word| !word.is_empty())
        .collect();
    words.join("_")
}

/// The names of the `#[test]` functions in `text`.
fn test_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut marked = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with("#[test]") {
            marked = true;
        } else if marked {
            if let Some(rest) = line.split("fn ").nth(1).filter(|_| line.contains("fn ")) {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                names.push(name);
                marked = false;
            } else if !line.starts_with("#[") && !line.starts_with("//") {
                marked = false;
            }
        }
    }
    names
}

struct Sources {
    /// Core files (relative to crates/core/src, without `.rs`) and their headers.
    headers: Vec<(String, String)>,
    /// Every test's name with its file (relative to the repository).
    tests: Vec<(String, String)>,
}

fn sources(repository: &Path) -> Sources {
    let core = repository.join("crates/core/src");
    let mut files = Vec::new();
    rust_files(&core, &mut files);
    let headers = files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("a source file is readable");
            let name = path
                .strip_prefix(&core)
                .expect("under crates/core/src")
                .with_extension("")
                .to_string_lossy()
                .replace('\\', "/");
            (name, header(&text))
        })
        .collect();
    let mut test_files = files;
    rust_files(&repository.join("crates/core/tests"), &mut test_files);
    rust_files(&repository.join("src"), &mut test_files);
    let mut tests = Vec::new();
    for path in &test_files {
        let text = std::fs::read_to_string(path).expect("a source file is readable");
        let file = path
            .strip_prefix(repository)
            .expect("inside the repository")
            .to_string_lossy()
            .replace('\\', "/");
        tests.extend(
            test_names(&text)
                .into_iter()
                .map(|name| (name, file.clone())),
        );
    }
    Sources { headers, tests }
}

/// What one table's rows are looked for in, from the `<!-- coverage: ... -->` line above it:
/// `code=` folders of core (a file elsewhere is not this rulebook's), `files=` words a test's
/// file path must hold, `tests=` what its tests' names start with before the section's.
#[derive(Clone, Default)]
struct Scope {
    code: Vec<String>,
    files: Vec<String>,
    tests: String,
}

impl Scope {
    fn read(line: &str) -> Option<Scope> {
        let body = line.strip_prefix("<!-- coverage:")?.strip_suffix("-->")?;
        let mut scope = Scope::default();
        for field in body.split_whitespace() {
            let (key, value) = field.split_once('=')?;
            let values = value.split(',').map(str::to_owned).collect();
            match key {
                "code" => scope.code = values,
                "files" => scope.files = values,
                "tests" => scope.tests = value.to_owned(),
                _ => return None,
            }
        }
        Some(scope)
    }

    fn admits_code(&self, file: &str) -> bool {
        self.code.is_empty()
            || self
                .code
                .iter()
                .any(|folder| file.starts_with(folder.as_str()))
    }

    fn admits_test_file(&self, file: &str) -> bool {
        self.files.is_empty() || self.files.iter().any(|word| file.contains(word.as_str()))
    }
}

/// The longest of `sections` that `text` starts with, as a whole word or words.
fn longest_at<'s>(text: &str, sections: &'s [String]) -> Option<&'s str> {
    sections
        .iter()
        .filter(|section| {
            text.starts_with(section.as_str())
                && !text[section.len()..]
                    .chars()
                    .next()
                    .is_some_and(char::is_alphanumeric)
        })
        .max_by_key(|section| section.len())
        .map(String::as_str)
}

/// The sections of one table a file's header cites (each citation counted for the longest row
/// it starts with, so "§ Discharge Roll Modifiers" is not also "§ Discharge Roll").
fn cited_sections<'s>(header: &str, sections: &'s [String]) -> Vec<&'s str> {
    let mut cited = Vec::new();
    for mark in ["§ ", "\""] {
        for (at, _) in header.match_indices(mark) {
            if let Some(section) = longest_at(&header[at + mark.len()..], sections) {
                cited.push(section);
            }
        }
    }
    cited
}

fn code_cell(sources: &Sources, scope: &Scope, sections: &[String], section: &str) -> String {
    let files: Vec<&str> = sources
        .headers
        .iter()
        .filter(|(name, header)| {
            scope.admits_code(name) && cited_sections(header, sections).contains(&section)
        })
        .map(|(name, _)| name.as_str())
        .collect();
    let mut cell: Vec<String> = files
        .iter()
        .take(FILES_NAMED)
        .map(|name| format!("`{name}`"))
        .collect();
    if files.len() > FILES_NAMED {
        cell.push(format!("+{} more", files.len() - FILES_NAMED));
    }
    cell.join(", ")
}

/// A test file as the cells name it: core's by module (`rules/weather`) or `tests/it/...`, the
/// app's under `app/`.
fn short_test_file(file: &str) -> String {
    let file = file.trim_end_matches(".rs").trim_end_matches("/mod");
    if let Some(core) = file.strip_prefix("crates/core/src/") {
        core.to_owned()
    } else if let Some(tests) = file.strip_prefix("crates/core/") {
        tests.to_owned()
    } else {
        format!("app/{}", file.trim_start_matches("src/"))
    }
}

fn tests_cell(sources: &Sources, scope: &Scope, sections: &[String], section: &str) -> String {
    let prefixes: Vec<(String, &str)> = sections
        .iter()
        .map(|name| (format!("{}{}_", scope.tests, snake(name)), name.as_str()))
        .collect();
    let mut by_file: BTreeMap<String, usize> = BTreeMap::new();
    for (name, file) in &sources.tests {
        let named = prefixes
            .iter()
            .filter(|(prefix, _)| name.starts_with(prefix.as_str()))
            .max_by_key(|(prefix, _)| prefix.len())
            .map(|(_, section)| *section);
        if named == Some(section) && scope.admits_test_file(file) {
            *by_file.entry(short_test_file(file)).or_default() += 1;
        }
    }
    if by_file.is_empty() {
        return String::new();
    }
    let total: usize = by_file.values().sum();
    let files: Vec<String> = by_file.keys().map(|file| format!("`{file}`")).collect();
    format!(
        "`{}{}_*` {total}: {}",
        scope.tests,
        snake(section),
        files.join(", ")
    )
}

/// One table's rows as written: (section, status), and the lines' places in the document.
struct Table {
    scope: Scope,
    rows: Vec<(usize, String, String)>,
}

fn tables(document: &str) -> Vec<Table> {
    let mut tables = Vec::new();
    let mut scope = Scope::default();
    let mut current: Option<Table> = None;
    for (at, line) in document.lines().enumerate() {
        if let Some(read) = Scope::read(line) {
            scope = read;
        }
        if line == HEADER {
            current = Some(Table {
                scope: std::mem::take(&mut scope),
                rows: Vec::new(),
            });
            continue;
        }
        if !line.starts_with('|') {
            tables.extend(current.take());
            continue;
        }
        let cells: Vec<&str> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(str::trim)
            .collect();
        if let (Some(table), false, 4) = (current.as_mut(), line.starts_with("|---"), cells.len()) {
            table
                .rows
                .push((at, cells[0].to_owned(), cells[1].to_owned()));
        }
    }
    tables.extend(current);
    tables
}

/// The document with every row's generated cells worked out anew, every table's sections, and
/// the rows whose status is too long.
fn regenerate(document: &str, sources: &Sources) -> (String, Vec<Table>, Vec<String>) {
    let tables = tables(document);
    let mut lines: Vec<String> = document.lines().map(str::to_owned).collect();
    let mut long_statuses = Vec::new();
    for table in &tables {
        let sections: Vec<String> = table.rows.iter().map(|(_, name, _)| name.clone()).collect();
        for (at, section, status) in &table.rows {
            if status.chars().count() > STATUS_MOST_CHARS {
                long_statuses.push(section.clone());
            }
            let code = code_cell(sources, &table.scope, &sections, section);
            let tests = tests_cell(sources, &table.scope, &sections, section);
            lines[*at] = format!("| {section} | {status} | {code} | {tests} |");
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    (out, tables, long_statuses)
}

/// The `§ Name` citations in the headers that start with no row's name.
fn unknown_citations(sources: &Sources, tables: &[Table]) -> Vec<String> {
    let mut unknown = Vec::new();
    for (file, header) in &sources.headers {
        let sections: Vec<String> = tables
            .iter()
            .filter(|table| table.scope.admits_code(file))
            .flat_map(|table| table.rows.iter().map(|(_, name, _)| name.clone()))
            .collect();
        for (at, _) in header.match_indices("§ ") {
            let cited = &header[at + "§ ".len()..];
            if longest_at(cited, &sections).is_none() {
                let shown: String = cited.chars().take(40).collect();
                unknown.push(format!("{file}: § {shown}"));
            }
        }
    }
    unknown
}

#[test]
fn rules_coverage_rows_name_the_code_and_tests_of_their_section() {
    let repository = repository();
    let path = repository.join(DOCUMENT);
    let document = std::fs::read_to_string(&path).expect("docs/rules-coverage.md is readable");
    let sources = sources(&repository);
    let (regenerated, tables, long_statuses) = regenerate(&document, &sources);
    let rows: usize = tables.iter().map(|table| table.rows.len()).sum();
    assert!(rows > 50, "the document's rows were read");
    assert!(
        long_statuses.is_empty(),
        "statuses over {STATUS_MOST_CHARS} characters (say the detail in the code's header): {long_statuses:?}"
    );
    let unknown = unknown_citations(&sources, &tables);
    assert!(
        unknown.is_empty(),
        "headers cite sections docs/rules-coverage.md has no row for:\n{}",
        unknown.join("\n")
    );
    if regenerated != document {
        if std::env::var_os("YSBILIA_BLESS").is_some() {
            std::fs::write(&path, &regenerated).expect("docs/rules-coverage.md is writable");
        } else {
            let stale: Vec<&str> = regenerated
                .lines()
                .filter(|line| !document.lines().any(|old| old == *line))
                .collect();
            panic!(
                "docs/rules-coverage.md's code or tests cells are stale; rewrite them with \
                 YSBILIA_BLESS=1 cargo test -p ysbilia_core --test it rules_coverage\n{}",
                stale.join("\n")
            );
        }
    }
}

#[test]
fn rules_coverage_reads_citations_and_test_names_as_written() {
    let sections = [
        "Hide",
        "Discharge Roll",
        "Discharge Roll Modifiers",
        "Generating Resources",
    ]
    .map(str::to_owned);
    assert_eq!(cited_sections("x § Hide, then", &sections), ["Hide"]);
    assert!(cited_sections("§ Hidden Pawn Markers", &sections).is_empty());
    assert_eq!(
        cited_sections("§ Discharge Roll Modifiers", &sections),
        ["Discharge Roll Modifiers"]
    );
    assert_eq!(
        cited_sections("plays \"Generating Resources\": discard", &sections),
        ["Generating Resources"]
    );
    assert_eq!(snake("Pawns' Reactions"), "pawns_reactions");
    assert_eq!(snake("Now or Never!"), "now_or_never");
    let text = "#[test]\n#[ignore]\nfn a_b() {}\nfn helper() {}\n#[test]\nfn c() {}";
    assert_eq!(test_names(text), ["a_b", "c"]);
}
