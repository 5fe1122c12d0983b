//! The app's screens as a Bevy state, and the one place that moves between them.

pub mod charts;
pub mod keys_help;
mod load_game;
mod main_menu;
mod settings;
pub mod widgets;

use crate::plugins::egui::TypingInText;
use bevy::prelude::*;
use ysbilia_core::mode::Mode;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    MainMenu,
    /// One of the modes: its table or card scene, or an honest note that it isn't built yet.
    Play(Mode),
    LoadGame,
    Settings,
    /// Every ready-made band against every other, played by the computer (`crate::lab`).
    Lab,
}

impl Screen {
    /// Where Back (Esc) leads; `None` on the main menu.
    pub fn parent(self) -> Option<Screen> {
        match self {
            Screen::MainMenu => None,
            Screen::Play(_) | Screen::LoadGame | Screen::Settings | Screen::Lab => {
                Some(Screen::MainMenu)
            }
        }
    }

    /// Parses the `--screen` name: main-menu, load, settings, lab or a mode's CLI name.
    pub fn from_name(name: &str) -> Option<Screen> {
        match name {
            "main-menu" => Some(Screen::MainMenu),
            "load" => Some(Screen::LoadGame),
            "settings" => Some(Screen::Settings),
            "lab" => Some(Screen::Lab),
            other => Mode::from_cli_name(other).map(Screen::Play),
        }
    }
}

/// A request to change screen, from a button, a key or a test.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Navigate {
    To(Screen),
    Back,
    Quit,
}

/// Set by a screen that handles Esc itself (the Brawl table: cancel, then its menu).
#[derive(Resource, Debug, Default)]
pub struct EscapeTaken(pub bool);

/// Marks an entity that lives while a screen is shown, so each screen owns what it spawns.
#[derive(Component, Debug)]
pub struct ScreenRoot(pub Screen);

/// Screens and navigation, without drawing: what headless tests drive.
pub fn navigation_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<EscapeTaken>()
        .add_message::<Navigate>()
        .add_systems(Update, (back_on_escape, apply_navigation).chain())
        .add_systems(
            OnEnter(Screen::MainMenu),
            spawn_screen_root(Screen::MainMenu),
        )
        .add_systems(
            OnEnter(Screen::LoadGame),
            spawn_screen_root(Screen::LoadGame),
        )
        .add_systems(
            OnEnter(Screen::Settings),
            spawn_screen_root(Screen::Settings),
        )
        .add_systems(OnEnter(Screen::Lab), spawn_screen_root(Screen::Lab));
    for mode in Mode::ALL {
        app.add_systems(
            OnEnter(Screen::Play(mode)),
            spawn_screen_root(Screen::Play(mode)),
        );
    }
}

/// Navigation plus every screen's egui panel.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        navigation_plugin,
        main_menu::plugin,
        load_game::plugin,
        settings::plugin,
        keys_help::plugin,
    ));
}

fn spawn_screen_root(screen: Screen) -> impl Fn(Commands) {
    move |mut commands: Commands| {
        commands.spawn((
            Name::new(format!("{screen:?} screen")),
            ScreenRoot(screen),
            DespawnOnExit(screen),
        ));
    }
}

/// Esc goes back, unless the player is typing in a text field (which takes Esc itself).
fn back_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    typing: Option<Res<TypingInText>>,
    taken: Res<EscapeTaken>,
    mut navigate: MessageWriter<Navigate>,
) {
    let typing = typing.is_some_and(|typing| typing.0);
    if keys.just_pressed(KeyCode::Escape) && !typing && !taken.0 {
        navigate.write(Navigate::Back);
    }
}

fn apply_navigation(
    mut requests: MessageReader<Navigate>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(request) = requests.read().last().copied() else {
        return;
    };
    match request {
        Navigate::To(target) => next.set(target),
        Navigate::Back => {
            if let Some(parent) = screen.get().parent() {
                next.set(parent);
            }
        }
        Navigate::Quit => {
            exit.write(AppExit::Success);
        }
    }
}
