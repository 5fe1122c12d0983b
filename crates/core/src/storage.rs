//! Saving and loading records and settings: atomic writes that keep the previous file, and reads
//! that explain what is wrong with a file instead of losing it.

use crate::data::{DataError, parse_ron};
use crate::mode::Mode;
use crate::msg;
use crate::record::{Game, RECORD_FORMAT, Record, RecordHeader};
use crate::session::{ReplayError, Session};
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::ffi::OsString;
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the file that `write_atomically` replaced is kept: `NAME.prev` beside it.
pub fn previous_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().map(OsString::from).unwrap_or_default();
    name.push(".prev");
    path.with_file_name(name)
}

/// Writes `contents` to `path` so that a crash at any moment leaves either the old file or the
/// new one whole: write a temporary file of a name no other write uses (two running copies of
/// the game never share one), flush it to disk, keep a copy of the old file as `NAME.prev`,
/// rename the temporary file over the old one, and flush the folder so the rename lasts.
pub fn write_atomically(path: &Path, contents: &str) -> std::io::Result<()> {
    let folder = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty());
    if let Some(folder) = folder {
        std::fs::create_dir_all(folder)?;
    }
    let temporary = path.with_file_name(temporary_name(path));
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        if path.exists() {
            std::fs::copy(path, previous_path(path))?;
        }
        std::fs::rename(&temporary, path)
    })();
    if written.is_err() {
        // Nothing half-written is left behind; the old file stands.
        let _ = std::fs::remove_file(&temporary);
        return written;
    }
    sync_folder(folder.unwrap_or_else(|| Path::new(".")));
    Ok(())
}

/// `.NAME.PID-COUNT-NANOS.tmp`: unique to this process and this write.
fn temporary_name(path: &Path) -> OsString {
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.subsec_nanos());
    let mut name = OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(
        ".{}-{}-{nanos}.tmp",
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    ));
    name
}

/// Flushes a folder's entries (the rename) to disk where the system allows it; a system that
/// cannot open folders as files (Windows) makes renames durable itself.
fn sync_folder(folder: &Path) {
    if let Ok(handle) = std::fs::File::open(folder) {
        let _ = handle.sync_all();
    }
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
    Content(Message),
    Replay {
        file: String,
        error: ReplayError,
    },
    /// The setup the record carries breaks the limits its content must keep.
    Setup {
        file: String,
        problems: Vec<String>,
    },
}

impl RecordError {
    /// What is wrong, as the Load list and the command line say it.
    pub fn message(&self) -> Message {
        match self {
            RecordError::Unreadable { file, reason } => {
                msg!("storage-unreadable", file = file, reason = reason)
            }
            RecordError::Malformed(error) => error.in_full(),
            RecordError::NewerFormat { file, found } => msg!(
                "storage-newer-format",
                file = file,
                found = *found,
                readable = RECORD_FORMAT
            ),
            RecordError::ModeNotBuilt(mode) => msg!("storage-mode-not-built", mode = mode.title()),
            RecordError::Content(reason) => reason.clone(),
            RecordError::Replay { file, error } => {
                msg!("storage-replay", file = file, error = error.message())
            }
            RecordError::Setup { file, problems } => {
                msg!("storage-setup", file = file, problems = problems.join("; "))
            }
        }
    }
}

impl fmt::Display for RecordError {
    /// In the catalogue's language.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(formatter)
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
            msg!(
                "storage-wrong-mode",
                found = header.mode.title(),
                wanted = G::MODE.title()
            )
            .to_string(),
        )));
    }
    let record: Record<G> = parse_ron(file, text).map_err(RecordError::Malformed)?;
    // A record's setup is player input like a data file: checked before anything is built.
    let problems = G::setup_problems(&record.setup);
    if !problems.is_empty() {
        return Err(RecordError::Setup {
            file: file.to_owned(),
            problems,
        });
    }
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
    fn saves_are_written_safely_two_writers_never_share_a_temporary_file() -> std::io::Result<()> {
        let folder = std::env::temp_dir().join(format!("ysbilia-writers-{}", std::process::id()));
        let path = folder.join("autosave.ron");
        let writers: Vec<_> = (0..4)
            .map(|writer| {
                let path = path.clone();
                std::thread::spawn(move || {
                    (0..25).try_for_each(|round| {
                        write_atomically(&path, &format!("writer {writer} round {round}\n"))
                    })
                })
            })
            .collect();
        for writer in writers {
            writer
                .join()
                .map_err(|_| std::io::Error::other("a writer panicked"))??;
        }
        let last = std::fs::read_to_string(&path)?;
        assert!(
            last.starts_with("writer ") && last.ends_with("round 24\n"),
            "{last}"
        );
        let left: Vec<_> = std::fs::read_dir(&folder)?
            .flatten()
            .filter(|entry| entry.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(left.is_empty(), "temporary files left behind: {left:?}");
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
