//! Game data in RON: parsing with errors that point at `file:line:col`, and checking a whole tree.

use crate::mode::Mode;
use crate::msg;
use crate::words::Message;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

/// A problem in a data file: where it is and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    /// 1-based line and column; `None` when the problem is the file as a whole.
    pub position: Option<(usize, usize)>,
    pub message: Message,
}

impl DataError {
    pub fn whole_file(file: impl Into<String>, message: impl Into<Message>) -> Self {
        Self {
            file: file.into(),
            position: None,
            message: message.into(),
        }
    }

    /// A file (or folder) the system would not read.
    pub fn unreadable(file: impl Into<String>, error: &std::io::Error) -> Self {
        Self::whole_file(
            file,
            msg!("storage-file-unreadable", error = error.to_string()),
        )
    }

    /// The problem with where it is: "`file:line:col`: what".
    pub fn in_full(&self) -> Message {
        match self.position {
            Some((line, column)) => msg!(
                "storage-data-error-at",
                file = &self.file,
                line = line,
                column = column,
                problem = self.message.clone()
            ),
            None => msg!(
                "storage-data-error",
                file = &self.file,
                problem = self.message.clone()
            ),
        }
    }
}

impl fmt::Display for DataError {
    /// In the catalogue's language.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.in_full().fmt(formatter)
    }
}

impl std::error::Error for DataError {}

/// Parses RON text into `T`; `file` names the source in the error.
pub fn parse_ron<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, DataError> {
    ron::from_str(text).map_err(|error| DataError {
        file: file.to_owned(),
        position: Some((error.span.start.line, error.span.start.col)),
        // The RON reader's own words for what it expected.
        message: msg!("storage-ron-problem", problem = error.code.to_string()),
    })
}

/// Scenery layouts for conflicts and the designer (`crate::table::layout::Layout`).
pub const LAYOUTS_FOLDER: &str = "scenarios/layouts/";

/// assets/modes.ron: what the main menu says about each mode.
pub const MODE_CATALOGUE_FILE: &str = "assets/modes.ron";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModeInfo {
    pub mode: Mode,
    /// The rulebook file under shared/rules the mode implements.
    pub rulebook: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModeCatalogue {
    pub modes: Vec<ModeInfo>,
}

impl ModeCatalogue {
    pub fn parse(file: &str, text: &str) -> Result<Self, DataError> {
        let catalogue: Self = parse_ron(file, text)?;
        let listed: BTreeSet<Mode> = catalogue.modes.iter().map(|info| info.mode).collect();
        if listed.len() != catalogue.modes.len() {
            return Err(DataError::whole_file(
                file,
                msg!("storage-mode-listed-twice"),
            ));
        }
        if let Some(missing) = Mode::ALL.into_iter().find(|mode| !listed.contains(mode)) {
            return Err(DataError::whole_file(
                file,
                msg!("storage-mode-missing", mode = format!("{missing:?}")),
            ));
        }
        Ok(catalogue)
    }

    pub fn info(&self, mode: Mode) -> Option<&ModeInfo> {
        self.modes.iter().find(|info| info.mode == mode)
    }
}

/// What `validate_tree` found.
#[derive(Clone, Debug, Default)]
pub struct ValidationReport {
    pub files_checked: usize,
    pub errors: Vec<DataError>,
}

/// Checks every `.ron` file under `root`/assets and `root`/scenarios: files with a known place are
/// parsed into their types, any other `.ron` file must at least be well-formed RON.
pub fn validate_tree(root: &Path) -> ValidationReport {
    let mut report = ValidationReport::default();
    let mut files = Vec::new();
    for folder in ["assets", "scenarios"] {
        collect_ron_files(&root.join(folder), &mut files, &mut report.errors);
    }
    files.sort();
    for path in files {
        let label = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        report.files_checked += 1;
        let result = std::fs::read_to_string(&path)
            .map_err(|error| DataError::unreadable(&label, &error))
            .and_then(|text| validate_file(&label, &text));
        if let Err(error) = result {
            report.errors.push(error);
        }
    }
    report
        .errors
        .extend(crate::rules::content::cross_check(root));
    report
}

/// Validates one file's text by the place it has in the tree (`label` is relative to the root).
pub fn validate_file(label: &str, text: &str) -> Result<(), DataError> {
    if label == MODE_CATALOGUE_FILE {
        ModeCatalogue::parse(label, text).map(drop)
    } else if label == crate::table::design::PALETTE_FILE {
        crate::table::design::Palette::parse(label, text).map(drop)
    } else if label == crate::conflict::computer::search::SearchSettings::FILE {
        crate::conflict::computer::search::SearchSettings::parse(label, text).map(drop)
    } else if label.starts_with(LAYOUTS_FOLDER) {
        crate::table::layout::Layout::parse(label, text).map(drop)
    } else if let Some(result) = crate::rules::content::validate_file(label, text) {
        result
    } else if let Some(result) = crate::hebs::content::validate_file(label, text) {
        result
    } else {
        parse_ron::<ron::Value>(label, text).map(drop)
    }
}

/// The `.ron` files directly in `folder`, in file-name order.
pub fn ron_files(folder: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut paths: Vec<_> = std::fs::read_dir(folder)?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ron"))
        .collect();
    paths.sort();
    Ok(paths)
}

fn collect_ron_files(folder: &Path, files: &mut Vec<PathBuf>, errors: &mut Vec<DataError>) {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return,
        Err(error) => {
            errors.push(DataError::whole_file(
                folder.display().to_string(),
                msg!("storage-folder-unreadable", error = error.to_string()),
            ));
            return;
        }
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_ron_files(&path, files, errors);
        } else if path.extension().is_some_and(|extension| extension == "ron") {
            files.push(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_malformed_file_is_reported_with_line_and_column() {
        let error =
            parse_ron::<ModeCatalogue>("assets/modes.ron", "(\n  modes: [\n    (mode: Nope,")
                .err()
                .map(|error| error.to_string());
        let text = error.unwrap_or_default();
        assert!(text.starts_with("assets/modes.ron:3:"), "{text}");
    }

    #[test]
    fn the_catalogue_must_name_every_mode() {
        let error = ModeCatalogue::parse("modes.ron", "(modes: [])").err();
        assert!(error.is_some_and(|error| error.message.to_string().contains("missing")));
    }
}
