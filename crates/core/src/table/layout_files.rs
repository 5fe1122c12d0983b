//! Layout files in a folder: the shipped `scenarios/layouts/` and the player's own `layouts/`
//! in the OS data folder, which the Scenery Designer saves to (issue 22). A file that does not
//! read, or a draft that does not validate yet, is named with the reason and not offered for
//! play; the others still are.

use super::layout::Layout;
use crate::data::{DataError, parse_ron, ron_files};
use crate::msg;
use crate::storage::{to_pretty_ron, write_atomically};
use crate::words::Message;
use std::path::{Path, PathBuf};

/// The layouts of `folder` that validate, sorted by file name, and a line for each file that
/// does not (`file:line:col: what`, or the draft's first problem). A missing folder has none.
pub fn read_layouts(folder: &Path) -> (Vec<Layout>, Vec<String>) {
    let Ok(paths) = ron_files(folder) else {
        return (Vec::new(), Vec::new());
    };
    let mut layouts = Vec::new();
    let mut problems = Vec::new();
    for path in paths {
        let label = path.display().to_string();
        let read = std::fs::read_to_string(&path)
            .map_err(|error| DataError::unreadable(&label, &error))
            .and_then(|text| parse_ron::<Layout>(&label, &text));
        // In the catalogue's language: the lists that show these hold text.
        match read {
            Ok(layout) => match layout.problem_messages().into_iter().next() {
                None => layouts.push(layout),
                Some(problem) => problems.push(
                    msg!("scenery-layout-draft", file = &label, problem = problem).to_string(),
                ),
            },
            Err(problem) => problems.push(problem.to_string()),
        }
    }
    (layouts, problems)
}

/// The file name a layout is saved under: its name in lower case, letters and digits kept,
/// anything else a single '-' ("Church for To Seek Sanctuary" → `church-for-to-seek-sanctuary.ron`).
pub fn layout_file_name(name: &str) -> String {
    let mut stem = String::new();
    for character in name.chars().flat_map(char::to_lowercase) {
        if character.is_alphanumeric() {
            stem.push(character);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    format!("{}.ron", if stem.is_empty() { "layout" } else { stem })
}

/// Saves `layout` (a draft too) into `folder` under its name, atomically, the file it replaces
/// kept as `.prev`; the file written.
pub fn save_layout(folder: &Path, layout: &Layout) -> Result<PathBuf, Message> {
    let path = folder.join(layout_file_name(&layout.name));
    let not_written = |error: String| {
        msg!(
            "scenery-layout-not-written",
            path = path.display().to_string(),
            error = error
        )
    };
    let text = to_pretty_ron(layout).map_err(|error| not_written(error.to_string()))?;
    write_atomically(&path, &text).map_err(|error| not_written(error.to_string()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{Footprint, Piece, PieceKind, TableSize};

    fn layout(name: &str, x: f32) -> Layout {
        Layout {
            name: name.to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces: vec![Piece {
                id: "rock".to_owned(),
                kind: PieceKind::LargeObstacle,
                shape: Footprint::Circle { radius: 3.0 },
                x,
                y: 50.0,
                rotation_degrees: 0.0,
                height: 10.0,
            }],
        }
    }

    #[test]
    fn file_names_keep_letters_and_digits() {
        assert_eq!(
            layout_file_name("Church for To Seek Sanctuary"),
            "church-for-to-seek-sanctuary.ron"
        );
        assert_eq!(
            layout_file_name("  Plaza #2 (night)! "),
            "plaza-2-night.ron"
        );
        assert_eq!(layout_file_name("../.."), "layout.ron");
    }

    #[test]
    fn saved_layouts_read_back_and_drafts_and_damaged_files_are_named() {
        let folder = std::env::temp_dir().join(format!("ysbilia-layouts-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        assert_eq!(
            read_layouts(&folder),
            (Vec::new(), Vec::new()),
            "no folder yet"
        );
        let square = layout("My square", 50.0);
        let path = save_layout(&folder, &square).expect("saved");
        assert!(path.ends_with("my-square.ron"));
        let moved = layout("My square", 40.0);
        save_layout(&folder, &moved).expect("saved again");
        assert!(
            folder.join("my-square.ron.prev").exists(),
            "the previous kept"
        );
        save_layout(&folder, &layout("Off the edge", 250.0)).expect("a draft saves too");
        std::fs::write(folder.join("broken.ron"), "(name: \"broken\", pieces: [").expect("written");
        let (layouts, problems) = read_layouts(&folder);
        assert_eq!(layouts, vec![moved]);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems
                .iter()
                .any(|problem| problem.contains("broken.ron:"))
        );
        assert!(problems.iter().any(|problem| problem.contains("a draft")));
        let _ = std::fs::remove_dir_all(&folder);
    }
}
