//! Headless App (no window, no GPU): menu → mode → back by message and by the Esc key.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use ysbilia::screens::{Navigate, Screen, ScreenRoot, navigation_plugin};
use ysbilia_core::mode::Mode;

fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(navigation_plugin);
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn roots(app: &mut App) -> Vec<Screen> {
    let mut query = app.world_mut().query::<&ScreenRoot>();
    query.iter(app.world()).map(|root| root.0).collect()
}

/// A message is read in Update; the state changes in the next frame's transition.
fn settle(app: &mut App) {
    app.update();
    app.update();
}

#[test]
fn the_menu_opens_a_mode_and_back_returns() {
    let mut app = headless_app();
    assert_eq!(screen(&app), Screen::MainMenu);
    assert_eq!(roots(&mut app), vec![Screen::MainMenu]);

    app.world_mut()
        .write_message(Navigate::To(Screen::Play(Mode::MeleeEvent)));
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Play(Mode::MeleeEvent));
    assert_eq!(
        roots(&mut app),
        vec![Screen::Play(Mode::MeleeEvent)],
        "the menu's entities are gone"
    );

    app.world_mut().write_message(Navigate::Back);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::MainMenu);
}

#[test]
fn escape_goes_back_from_every_screen() {
    let mut app = headless_app();
    let screens = Mode::ALL
        .map(Screen::Play)
        .into_iter()
        .chain([Screen::LoadGame, Screen::Settings]);
    for target in screens {
        app.world_mut().write_message(Navigate::To(target));
        settle(&mut app);
        assert_eq!(screen(&app), target);

        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::Escape);
        settle(&mut app);
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::Escape);
        keys.clear();
        assert_eq!(screen(&app), Screen::MainMenu, "Esc from {target:?}");
    }
}

#[test]
fn escape_on_the_main_menu_stays_there() {
    let mut app = headless_app();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Escape);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::MainMenu);
    assert!(
        app.world().resource::<Messages<AppExit>>().is_empty(),
        "Esc never quits"
    );
}

#[test]
fn quit_asks_the_app_to_exit() {
    let mut app = headless_app();
    app.world_mut().write_message(Navigate::Quit);
    app.update();
    assert!(!app.world().resource::<Messages<AppExit>>().is_empty());
}

#[test]
fn keys_f1_lists_every_built_screens_keys() {
    use ysbilia::screens::keys_help::keys_of;
    let built = [Screen::MainMenu, Screen::LoadGame, Screen::Settings]
        .into_iter()
        .chain(
            Mode::ALL
                .into_iter()
                .filter(|mode| !matches!(mode, Mode::AloneInTheFaceOfDanger))
                .map(Screen::Play),
        );
    for screen in built {
        assert!(!keys_of(screen).is_empty(), "{screen:?} lists its keys");
    }
    let table: Vec<String> = keys_of(Screen::Play(Mode::Conflict1650))
        .into_iter()
        .map(|(keys, _)| keys)
        .collect();
    for key in ["Tab", "Enter", "R", "Ctrl+Z", "Right drag"] {
        assert!(
            table.iter().any(|listed| listed == key),
            "the 1650 table lists {key}"
        );
    }
}
