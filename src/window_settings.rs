//! The window as the player left it: its size and place remembered, fullscreen with F11 (or
//! the Settings screen), all kept in `Settings`.

use crate::settings::{DEFAULT_WINDOW, Settings, WindowPlace};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowPosition, WindowResolution};

/// A moved or resized window is remembered once it has kept still this long (seconds), so a
/// drag writes the settings file once, not every frame.
const SETTLE_SECONDS: f32 = 0.5;

/// The first window, as the settings remember it.
pub fn first_window(settings: &Settings, title: &str) -> Window {
    let (width, height) = settings
        .window
        .map_or(DEFAULT_WINDOW, |place| (place.width, place.height));
    Window {
        title: title.to_owned(),
        resolution: WindowResolution::new(width, height),
        position: settings.window.and_then(|place| place.corner).map_or(
            WindowPosition::Centered(MonitorSelection::Primary),
            |(x, y)| WindowPosition::At(IVec2::new(x, y)),
        ),
        mode: mode_for(settings.fullscreen),
        ..default()
    }
}

fn mode_for(fullscreen: bool) -> WindowMode {
    if fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            toggle_fullscreen,
            apply_fullscreen.run_if(resource_changed::<Settings>),
            remember_window,
        )
            .chain(),
    );
}

/// F11 switches fullscreen on every screen.
fn toggle_fullscreen(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::F11) {
        settings.fullscreen = !settings.fullscreen;
    }
}

/// The window follows the setting (F11, or the Settings screen's box).
fn apply_fullscreen(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let Ok(mut window) = windows.single_mut() else {
        return;
    };
    let wanted = mode_for(settings.fullscreen);
    if window.mode != wanted {
        window.mode = wanted;
    }
}

/// A windowed window's size and place, once it keeps still, go into the settings.
fn remember_window(
    time: Res<Time>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
    mut pending: Local<Option<(WindowPlace, f32)>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    if window.mode != WindowMode::Windowed || settings.fullscreen {
        *pending = None;
        return;
    }
    // Where the window is, once the window system has said (some never do: then the size
    // alone is kept, and the window opens centred).
    let corner = match window.position {
        WindowPosition::At(corner) => Some((corner.x, corner.y)),
        _ => settings.window.and_then(|place| place.corner),
    };
    let place = WindowPlace {
        width: window.physical_width(),
        height: window.physical_height(),
        corner,
    };
    if settings.window == Some(place) {
        *pending = None;
        return;
    }
    match pending.as_mut() {
        Some((waiting, still)) if *waiting == place => {
            *still += time.delta_secs();
            if *still >= SETTLE_SECONDS {
                settings.window = Some(place);
                *pending = None;
            }
        }
        _ => *pending = Some((place, 0.0)),
    }
}
