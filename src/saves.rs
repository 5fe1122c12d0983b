//! Saved games in the OS data folder: listing them with what each holds, or why it can't be used.

use crate::paths::data_dir;
use std::path::{Path, PathBuf};
use ysbilia_core::record::RecordHeader;
use ysbilia_core::storage::{RecordError, read_header, read_text, write_atomically};

pub fn saves_dir() -> PathBuf {
    data_dir().join("saves")
}

/// The autosave of a mode: rewritten after every command, the one before kept as .prev.
pub fn autosave_path(mode_cli_name: &str) -> PathBuf {
    saves_dir().join(format!("autosave-{mode_cli_name}.ron"))
}

/// Writes a record's text atomically into the saves folder.
pub fn write_save(path: &Path, text: &str) -> Result<(), String> {
    write_atomically(path, text)
        .map_err(|error| format!("{} cannot be written: {error}", path.display()))
}

/// One file in the saves folder, readable or not.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub path: PathBuf,
    pub header: Result<RecordHeader, RecordError>,
}

/// Every `.ron` file in the saves folder (the `.prev` copies are not listed), newest name first.
pub fn list_saves(folder: &Path) -> Vec<SaveEntry> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveEntry> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ron"))
        .map(|path| {
            let label = path.display().to_string();
            let header = read_text(&path).and_then(|text| read_header(&label, &text));
            SaveEntry { path, header }
        })
        .collect();
    saves.sort_by(|first, second| second.path.cmp(&first.path));
    saves
}
