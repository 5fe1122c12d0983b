//! Player settings, kept in the OS config folder and saved whenever the player changes one.

use crate::paths::config_dir;
use crate::tr;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use ysbilia_core::data::parse_ron;
use ysbilia_core::storage::{to_pretty_ron, write_atomically};

pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;
pub const CAMERA_SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.25..=4.0;
pub const SOUND_VOLUME_RANGE: std::ops::RangeInclusive<f32> = 0.0..=1.0;
/// The first window, in pixels: it fits a 1366x768 laptop screen with a title bar and a panel.
pub const DEFAULT_WINDOW: (u32, u32) = (1280, 700);
/// A remembered window smaller or larger than this is not restored (a damaged file).
const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 480..=16_384;
const WINDOW_PLACE_RANGE: std::ops::RangeInclusive<i32> = -16_384..=16_384;

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Multiplies the size of every panel, button and letter.
    pub ui_scale: f32,
    /// The window fills the screen (F11 switches it).
    pub fullscreen: bool,
    /// Where the window was last, windowed (none: the default size, centred).
    pub window: Option<WindowPlace>,
    /// Multiplies how fast a drag or the arrow keys orbit and pan the table's camera.
    pub camera_speed: f32,
    /// Dragging up tilts the camera down (and the other way round).
    pub invert_orbit: bool,
    /// The camera glides to where a drag, a key or the wheel sends it rather than jumping.
    pub smooth_camera: bool,
    /// How loud the effects (dice, shots, steel, cards) play: 0 silent, 1 as made.
    pub sound_volume: f32,
    /// No effects at all, whatever the volume.
    pub sound_muted: bool,
}

/// A window's size and its top-left corner (when the window system said where it is), in
/// physical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlace {
    pub width: u32,
    pub height: u32,
    #[serde(default)]
    pub corner: Option<(i32, i32)>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            ui_scale: 1.0,
            fullscreen: false,
            window: None,
            camera_speed: 1.0,
            invert_orbit: false,
            smooth_camera: true,
            sound_volume: 0.7,
            sound_muted: false,
        }
    }
}

impl Settings {
    fn clamped(mut self) -> Self {
        let clamp = |value: f32, range: &std::ops::RangeInclusive<f32>, default: f32| {
            if value.is_finite() {
                value.clamp(*range.start(), *range.end())
            } else {
                default
            }
        };
        self.ui_scale = clamp(self.ui_scale, &UI_SCALE_RANGE, 1.0);
        self.camera_speed = clamp(self.camera_speed, &CAMERA_SPEED_RANGE, 1.0);
        self.sound_volume = clamp(self.sound_volume, &SOUND_VOLUME_RANGE, 0.7);
        self.window = self.window.filter(|place| {
            WINDOW_SIDE_RANGE.contains(&place.width)
                && WINDOW_SIDE_RANGE.contains(&place.height)
                && place.corner.is_none_or(|(x, y)| {
                    WINDOW_PLACE_RANGE.contains(&x) && WINDOW_PLACE_RANGE.contains(&y)
                })
        });
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
                Some(tr!("settings-file-damaged", error = error.to_string())),
            ),
        },
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => (Settings::default(), None),
        Err(error) => (
            Settings::default(),
            Some(tr!(
                "saves-cannot-read",
                path = path.display().to_string(),
                error = error.to_string()
            )),
        ),
    }
}

pub fn save_settings(path: &Path, settings: &Settings) -> Result<(), String> {
    let text = to_pretty_ron(settings).map_err(|error| error.to_string())?;
    write_atomically(path, &text).map_err(|error| {
        tr!(
            "saves-cannot-write",
            path = path.display().to_string(),
            error = error.to_string()
        )
    })
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
