//! Assembles the game: Bevy's default plugins, then one plugin per feature.

use crate::screens::Screen;
use crate::{
    catalogue, conflict, designer, hebs, lab, melee, plugins, screens, settings, sound, table3d,
    window_check, window_settings,
};
use bevy::prelude::*;
use std::path::PathBuf;

#[derive(Clone, Debug, Default)]
pub struct LaunchOptions {
    /// The screen to open on (the main menu unless asked otherwise).
    pub screen: Screen,
    /// Take a screenshot here, judge it and exit (the window test).
    pub window_check: Option<PathBuf>,
    /// Play the Brawl's scripted opening before the window check's screenshot.
    pub scripted_opening: bool,
    /// Time this many frames of the screen and exit (`frame_times`).
    pub measure_frames: Option<u32>,
}

pub fn build(options: LaunchOptions) -> App {
    let mut app = App::new();
    // The window opens as the player left it (the settings plugin reads the file again and
    // reports a damaged one).
    let (remembered, _) = settings::load_settings(&settings::settings_path());
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(window_settings::first_window(
            &remembered,
            &crate::tr!("game-name"),
        )),
        ..default()
    }));
    app.add_plugins((
        settings::plugin,
        sound::plugin,
        window_settings::plugin,
        catalogue::plugin,
        plugins::camera::plugin,
        plugins::egui::plugin,
        table3d::plugin,
        screens::plugin,
        melee::plugin,
        conflict::plugin,
        hebs::plugin,
        designer::plugin,
        lab::plugin,
    ));
    // After the screens plugin's `init_state`, so this replaces its initial state cleanly.
    app.insert_state(options.screen);
    if let Some(path) = options.window_check {
        if options.scripted_opening {
            match options.screen {
                Screen::Play(mode) if hebs::HEBS_MODES.contains(&mode) => {
                    app.add_plugins(hebs::script::plugin(path.clone()));
                }
                _ => {
                    app.add_plugins(conflict::script::plugin(path.clone()));
                }
            }
        }
        app.add_plugins(window_check::plugin(path));
    }
    if let Some(frames) = options.measure_frames {
        if matches!(
            options.screen,
            Screen::Play(
                ysbilia_core::mode::Mode::Conflict1650
                    | ysbilia_core::mode::Mode::AloneInTheFaceOfDanger
            )
        ) {
            app.add_plugins(conflict::measure::plugin);
        }
        app.add_plugins(crate::frame_times::plugin(frames));
    }
    app
}
