//! Saving and loading records and settings: atomic writes that keep the previous file, and reads
//! that explain what is wrong with a file instead of losing it.

use crate::data::{DataError, parse_ron};
use crate::mode::Mode;
use crate::record::{Game, RECORD_FORMAT, Record, RecordHeader};
use crate::session::{ReplayError, Session};
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where the file that `write_atomically` replaced is kept: `NAME.prev` beside it.
pub fn previous_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(OsString::from).unwrap_or_default();
    name.push(".prev");
    path.with_file_name(name)
}

/// Writes `contents` to `path` so that a crash at any moment leaves either the old file or the
/// new one whole: write a temporary file, flush it to disk, keep a copy of the old file as
/// `NAME.prev`, then rename the temporary file over the old one.
pub fn write_atomically(path: &Path, contents: &str) -> std::io::Result<()> {
    if let Some(parent) = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        std::fs::create_dir_all(parent)?;
    }
    let mut temporary_name = path.file_name().map(OsString::from).unwrap_or_default();
    temporary_name.push(".tmp");
    let temporary = path.with_file_name(temporary_name);
    {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
    }
    if path.exists() {
        std::fs::copy(path, previous_path(path))?;
    }
    std::fs::rename(&temporary, path)
}

/// Why a record file could not be used. The file itself is never changed or removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Unreadable {
        file: String,
        reason: String,
    },
    Malformed(DataError),
    /// Written by a newer Ysbilia: this build does not know its format.
    NewerFormat {
        file: String,
        found: u32,
    },
    ModeNotBuilt(Mode),
    /// The content a mode's games are set up from is missing or broken.
    Content(String),
    Replay {
        file: String,
        error: ReplayError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Unreadable { file, reason } => {
                write!(formatter, "{file}: cannot be read: {reason}")
            }
            RecordError::Malformed(error) => write!(formatter, "{error}"),
            RecordError::NewerFormat { file, found } => write!(
                formatter,
                "{file}: saved by a newer Ysbilia (record format {found}; this version reads up \
                 to {RECORD_FORMAT}). Update Ysbilia to open it; the file was left as it is."
            ),
            RecordError::ModeNotBuilt(mode) => write!(
                formatter,
                "{mode} is not built in this version of Ysbilia, so its games cannot be played \
                 or replayed yet."
            ),
            RecordError::Content(reason) => write!(formatter, "{reason}"),
            RecordError::Replay { file, error } => write!(formatter, "{file}: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

#[derive(Deserialize)]
struct FormatOnly {
    format: u32,
}

/// Reads which mode a record belongs to, refusing formats newer than this build.
pub fn read_header(file: &str, text: &str) -> Result<RecordHeader, RecordError> {
    let format: FormatOnly = parse_ron(file, text).map_err(RecordError::Malformed)?;
    if format.format > RECORD_FORMAT {
        return Err(RecordError::NewerFormat {
            file: file.to_owned(),
            found: format.format,
        });
    }
    parse_ron(file, text).map_err(RecordError::Malformed)
}

/// Parses a whole record of game `G` and replays it.
pub fn replay_text<G: Game>(file: &str, text: &str) -> Result<Session<G>, RecordError> {
    let header = read_header(file, text)?;
    if header.mode != G::MODE {
        return Err(RecordError::Malformed(DataError::whole_file(
            file,
            format!("is a {} record, not {}", header.mode, G::MODE),
        )));
    }
    let record: Record<G> = parse_ron(file, text).map_err(RecordError::Malformed)?;
    Session::replay(&record).map_err(|error| RecordError::Replay {
        file: file.to_owned(),
        error,
    })
}

/// Writes a record as readable RON.
pub fn record_to_ron<G: Game>(record: &Record<G>) -> Result<String, ron::Error> {
    ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::default())
}

/// Reads a file to text, naming it in the error.
pub fn read_text(path: &Path) -> Result<String, RecordError> {
    std::fs::read_to_string(path).map_err(|error| RecordError::Unreadable {
        file: path.display().to_string(),
        reason: error.to_string(),
    })
}

/// Serialises anything as pretty RON (settings, layouts).
pub fn to_pretty_ron<T: Serialize>(value: &T) -> Result<String, ron::Error> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_keeps_the_previous_file() -> std::io::Result<()> {
        let folder = std::env::temp_dir().join(format!("ysbilia-storage-{}", std::process::id()));
        let path = folder.join("save.ron");
        write_atomically(&path, "first")?;
        write_atomically(&path, "second")?;
        assert_eq!(std::fs::read_to_string(&path)?, "second");
        assert_eq!(std::fs::read_to_string(previous_path(&path))?, "first");
        std::fs::remove_dir_all(folder)
    }

    #[test]
    fn a_newer_record_format_is_refused_with_a_clear_message() {
        let error = read_header("save.ron", "(format: 99, mode: MeleeEvent)").err();
        let text = error.map(|error| error.to_string()).unwrap_or_default();
        assert!(text.contains("newer Ysbilia"), "{text}");
    }

    #[test]
    fn a_newer_record_with_an_unknown_mode_is_still_called_newer() {
        let error = read_header("save.ron", "(format: 2, mode: SomeFutureMode)").err();
        assert!(matches!(
            error,
            Some(RecordError::NewerFormat { found: 2, .. })
        ));
    }
}
