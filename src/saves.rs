//! Saved games in the OS data folder: autosaves written atomically, listing with what each file
//! holds or why it can't be used, and loading by replay.

use crate::paths::data_dir;
use crate::tr;
use std::path::{Path, PathBuf};
use ysbilia_core::mode::Mode;
use ysbilia_core::record::{Game, RecordHeader};
use ysbilia_core::session::Session;
use ysbilia_core::simulate::replay_any;
use ysbilia_core::storage::{
    RecordError, read_header, read_text, record_to_ron, replay_text, write_atomically,
};

/// A saved game the Load game screen asked a mode's screen to open.
#[derive(bevy::prelude::Resource, Default, Debug)]
pub struct OpenRecord(pub Option<PathBuf>);

pub fn saves_dir() -> PathBuf {
    data_dir().join("saves")
}

/// A seed for a new game: any number will do, and it is saved with the game's record, so the
/// game replays exactly.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1650, |elapsed| elapsed.as_nanos() as u64)
}

/// A mode's autosave in `folder`: rewritten after every command, the one before kept as .prev.
pub fn autosave_path(folder: &Path, mode: Mode) -> PathBuf {
    folder.join(format!("autosave-{}.ron", mode.cli_name()))
}

/// A new file in the saves folder for "Save a copy": the mode's name and the time.
pub fn copy_path(mode: Mode) -> PathBuf {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    saves_dir().join(format!("{}-{seconds}.ron", mode.cli_name()))
}

/// Writes a session's record atomically (the file it replaces is kept as `NAME.prev`).
pub fn save_session<G: Game>(path: &Path, session: &Session<G>) -> Result<(), String> {
    let text = record_to_ron(&session.record()).map_err(|error| error.to_string())?;
    write_atomically(path, &text).map_err(|error| {
        tr!(
            "saves-cannot-write",
            path = path.display().to_string(),
            error = error.to_string()
        )
    })
}

/// Reads a record and replays it into a session.
pub fn load_session<G: Game>(path: &Path) -> Result<Session<G>, RecordError> {
    let text = read_text(path)?;
    replay_text(&path.display().to_string(), &text)
}

/// What a saved game holds, once it is known to open: its header, after its setup is checked
/// and its commands replayed as opening it would (a damaged save is refused here, with the
/// reason, rather than when its Open button is pressed). A mode not built yet keeps its header:
/// its screen says so.
fn check_save(label: &str, text: &str) -> Result<(RecordHeader, String), RecordError> {
    let header = read_header(label, text)?;
    match replay_any(label, text) {
        Ok(summary) => Ok((header, summary.description)),
        Err(RecordError::ModeNotBuilt(_)) => Ok((header, String::new())),
        Err(error) => Err(error),
    }
}

/// One file in the saves folder, readable or not.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub path: PathBuf,
    pub header: Result<RecordHeader, RecordError>,
    /// Who plays and how far the game got (empty when it cannot be read).
    pub description: String,
    /// When the file was last written.
    pub modified: Option<std::time::SystemTime>,
}

/// Every `.ron` file in the saves folder (the `.prev` copies are not listed), newest first.
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
            let read = read_text(&path).and_then(|text| check_save(&label, &text));
            let modified = std::fs::metadata(&path)
                .and_then(|metadata| metadata.modified())
                .ok();
            let (header, description) = match read {
                Ok((header, description)) => (Ok(header), description),
                Err(error) => (Err(error), String::new()),
            };
            SaveEntry {
                path,
                header,
                description,
                modified,
            }
        })
        .collect();
    saves.sort_by(|first, second| {
        second
            .modified
            .cmp(&first.modified)
            .then_with(|| second.path.cmp(&first.path))
    });
    saves
}
