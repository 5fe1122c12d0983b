//! Player settings, kept in the OS config folder and saved whenever the player changes one.

use crate::paths::config_dir;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use ysbilia_core::data::parse_ron;
use ysbilia_core::storage::{to_pretty_ron, write_atomically};

pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Multiplies the size of every panel, button and letter.
    pub ui_scale: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Self { ui_scale: 1.0 }
    }
}

impl Settings {
    fn clamped(mut self) -> Self {
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale
                .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end())
        } else {
            1.0
        };
        self
    }
}

/// What happened when settings were read or written, for the Settings screen to show.
#[derive(Resource, Default, Debug)]
pub struct SettingsStatus {
    pub problem: Option<String>,
}

pub fn settings_path() -> PathBuf {
    config_dir().join("settings.ron")
}

/// Reads settings; a missing file gives the defaults, a broken one gives the defaults and a
/// message (the broken file stays until the player changes a setting, then it is kept as .prev).
pub fn load_settings(path: &Path) -> (Settings, Option<String>) {
    match std::fs::read_to_string(path) {
        Ok(text) => match parse_ron::<Settings>(&path.display().to_string(), &text) {
            Ok(settings) => (settings.clamped(), None),
            Err(error) => (
                Settings::default(),
                Some(format!(
                    "Settings file is damaged, defaults are in use: {error}"
                )),
            ),
        },
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => (Settings::default(), None),
        Err(error) => (
            Settings::default(),
            Some(format!("{} cannot be read: {error}", path.display())),
        ),
    }
}

pub fn save_settings(path: &Path, settings: &Settings) -> Result<(), String> {
    let text = to_pretty_ron(settings).map_err(|error| error.to_string())?;
    write_atomically(path, &text)
        .map_err(|error| format!("{} cannot be written: {error}", path.display()))
}

pub fn plugin(app: &mut App) {
    let (settings, problem) = load_settings(&settings_path());
    if let Some(problem) = &problem {
        warn!("{problem}");
    }
    app.insert_resource(settings)
        .insert_resource(SettingsStatus { problem })
        .add_systems(
            Update,
            save_changed_settings.run_if(resource_changed::<Settings>),
        );
}

fn save_changed_settings(settings: Res<Settings>, mut status: ResMut<SettingsStatus>) {
    if settings.is_added() {
        return;
    }
    match save_settings(&settings_path(), &settings) {
        Ok(()) => status.problem = None,
        Err(problem) => {
            error!("{problem}");
            status.problem = Some(problem);
        }
    }
}
