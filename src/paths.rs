//! Where Ysbilia finds its data files and keeps settings and saves.

use directories::ProjectDirs;
use std::path::{Path, PathBuf};

/// Overrides for tests and portable installs.
pub const ROOT_VARIABLE: &str = "YSBILIA_ROOT";
pub const CONFIG_VARIABLE: &str = "YSBILIA_CONFIG_DIR";
pub const DATA_VARIABLE: &str = "YSBILIA_DATA_DIR";

/// The folder holding assets/ and scenarios/: `$YSBILIA_ROOT`, else the working directory if it
/// has them, else the source tree this binary was built from, else the executable's folder.
pub fn project_root() -> PathBuf {
    if let Some(root) = std::env::var_os(ROOT_VARIABLE) {
        return PathBuf::from(root);
    }
    let has_assets = |folder: &Path| folder.join("assets").is_dir();
    if let Ok(current) = std::env::current_dir()
        && has_assets(&current)
    {
        return current;
    }
    let source_tree = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    if has_assets(&source_tree) {
        return source_tree;
    }
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf))
        .unwrap_or_default()
}

fn project_dirs() -> Option<ProjectDirs> {
    ProjectDirs::from("org", "Ysbilia", "ysbilia")
}

/// The OS config folder (settings.ron), e.g. ~/.config/ysbilia on Linux.
pub fn config_dir() -> PathBuf {
    std::env::var_os(CONFIG_VARIABLE)
        .map(PathBuf::from)
        .or_else(|| project_dirs().map(|dirs| dirs.config_dir().to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("ysbilia-config"))
}

/// The OS data folder (saves/), e.g. ~/.local/share/ysbilia on Linux.
pub fn data_dir() -> PathBuf {
    std::env::var_os(DATA_VARIABLE)
        .map(PathBuf::from)
        .or_else(|| project_dirs().map(|dirs| dirs.data_dir().to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("ysbilia-data"))
}

/// The player's own scenery layouts (the Scenery Designer saves there; the 1650 set-up screens
/// offer them after the shipped ones), e.g. ~/.local/share/ysbilia/layouts on Linux.
pub fn user_layouts_dir() -> PathBuf {
    data_dir().join("layouts")
}
