//! Saves and settings on disk: nothing lost, and a clear word for every damaged or newer file.

use crate::scratch_dir;
use ysbilia::saves::list_saves;
use ysbilia::settings::{Settings, WindowPlace, load_settings, save_settings};
use ysbilia_core::melee::{Melee, MeleeSetup};
use ysbilia_core::mode::Mode;
use ysbilia_core::session::Session;
use ysbilia_core::storage::{RecordError, previous_path, record_to_ron};

#[test]
fn the_saves_list_explains_damaged_and_newer_files() {
    let folder = scratch_dir("saves");
    let write = |name: &str, text: &str| std::fs::write(folder.join(name), text).expect("write");
    let game = Session::<Melee>::start_quiet(MeleeSetup::balanced(2, 0), 3).expect("a setup");
    let good = record_to_ron(&game.record()).expect("a record");
    write("good.ron", &good);
    // The same game with a seat edited to 200 Squires: it reads, but cannot be played.
    let mut edited = game.record();
    edited.setup.seats[1].squires = 200;
    write("edited.ron", &record_to_ron(&edited).expect("a record"));
    write("damaged.ron", "(format: 1, mode: ");
    write("newer.ron", "(format: 7, mode: SomethingNew)");
    write("good.ron.prev", "kept copies are not listed");
    // Newest first: when each was written, not its name.
    let day = std::time::Duration::from_secs(86_400);
    let written = std::time::SystemTime::UNIX_EPOCH + 20_000 * day;
    for (name, days) in [
        ("good.ron", 4),
        ("edited.ron", 1),
        ("damaged.ron", 0),
        ("newer.ron", 3),
    ] {
        std::fs::File::options()
            .write(true)
            .open(folder.join(name))
            .and_then(|file| file.set_modified(written + days * day))
            .expect("a file's time");
    }

    let saves = list_saves(&folder);
    let names: Vec<String> = saves
        .iter()
        .map(|save| {
            save.path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(
        names,
        ["good.ron", "newer.ron", "edited.ron", "damaged.ron"]
    );
    assert!(matches!(
        &saves[1].header,
        Err(RecordError::NewerFormat { found: 7, .. })
    ));
    assert_eq!(
        saves[0].header.as_ref().map(|header| header.mode),
        Ok(Mode::MeleeEvent)
    );
    assert_eq!(
        saves[0].description, "2 players (Player 1, Player 2), round 1",
        "who plays and how far it got"
    );
    let edited = saves[2]
        .header
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(
        edited.contains("edited.ron") && edited.contains("seats[1].squires"),
        "the field that cannot be played: {edited}"
    );
    let damaged = saves[3]
        .header
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    assert!(
        damaged.contains("damaged.ron:1:"),
        "file:line:col in {damaged}"
    );
    assert!(
        folder.join("damaged.ron").exists(),
        "a damaged save is never removed"
    );
}

#[test]
fn settings_round_trip_and_keep_the_previous_file() {
    let path = scratch_dir("settings").join("settings.ron");
    assert_eq!(
        load_settings(&path),
        (Settings::default(), None),
        "missing file: defaults"
    );

    let larger = Settings {
        ui_scale: 1.5,
        ..Settings::default()
    };
    save_settings(&path, &larger).expect("saved");
    let mine = Settings {
        ui_scale: 1.25,
        fullscreen: true,
        window: Some(WindowPlace {
            width: 1600,
            height: 900,
            corner: Some((40, 30)),
        }),
        camera_speed: 2.0,
        invert_orbit: true,
        smooth_camera: false,
        sound_volume: 0.35,
        sound_muted: true,
    };
    save_settings(&path, &mine).expect("saved again");
    assert_eq!(load_settings(&path), (mine, None), "every setting persists");
    assert!(previous_path(&path).exists());
}

#[test]
fn settings_written_before_the_window_and_camera_settings_still_load() {
    let path = scratch_dir("old-settings").join("settings.ron");
    std::fs::write(&path, "(ui_scale: 1.5)").expect("write");
    let (settings, problem) = load_settings(&path);
    assert_eq!(problem, None);
    assert_eq!(
        settings,
        Settings {
            ui_scale: 1.5,
            ..Settings::default()
        }
    );
}

#[test]
fn a_remembered_window_out_of_bounds_is_forgotten_and_the_camera_speed_clamped() {
    let path = scratch_dir("window-bounds").join("settings.ron");
    std::fs::write(
        &path,
        "(window: Some((width: 20, height: 900, corner: Some((0, 0)))), camera_speed: 99.0)",
    )
    .expect("write");
    let (settings, _) = load_settings(&path);
    assert_eq!(settings.window, None);
    assert_eq!(settings.camera_speed, 4.0);
}

#[test]
fn a_sound_volume_out_of_bounds_is_clamped_and_muting_silences_it() {
    let path = scratch_dir("sound-bounds").join("settings.ron");
    std::fs::write(&path, "(sound_volume: 7.5, sound_muted: false)").expect("write");
    let (mut settings, problem) = load_settings(&path);
    assert_eq!(problem, None);
    assert_eq!(settings.sound_volume, 1.0);
    assert_eq!(ysbilia::sound::heard_volume(&settings), 1.0);
    settings.sound_muted = true;
    assert_eq!(ysbilia::sound::heard_volume(&settings), 0.0);
    std::fs::write(&path, "(sound_volume: -1.0)").expect("write");
    assert_eq!(load_settings(&path).0.sound_volume, 0.0);
}

#[test]
fn damaged_settings_give_defaults_and_a_message_and_stay_on_disk() {
    let path = scratch_dir("damaged-settings").join("settings.ron");
    std::fs::write(&path, "(ui_scale: \"big\")").expect("write");
    let (settings, problem) = load_settings(&path);
    assert_eq!(settings, Settings::default());
    assert!(problem.is_some_and(|problem| problem.contains("settings.ron:1:")));
    assert_eq!(
        std::fs::read_to_string(&path).ok().as_deref(),
        Some("(ui_scale: \"big\")")
    );
}

#[test]
fn an_out_of_range_scale_is_clamped() {
    let path = scratch_dir("clamp").join("settings.ron");
    std::fs::write(&path, "(ui_scale: 40.0)").expect("write");
    assert_eq!(load_settings(&path).0.ui_scale, 2.0);
}

#[test]
fn an_autosave_replays_to_the_same_game_and_keeps_the_one_before() {
    use ysbilia::saves::{autosave_path, load_session, save_session};
    use ysbilia_core::fixtures::{Pig, PigCommand, PigSetup};
    use ysbilia_core::session::Session;

    let folder = scratch_dir("autosave");
    let path = autosave_path(&folder, Mode::MeleeEvent);
    let mut session = Session::<Pig>::start(
        PigSetup {
            players: 2,
            target: 30,
        },
        9,
    )
    .expect("starts");
    session.play(PigCommand::Roll { player: 0 }).expect("legal");
    save_session(&path, &session).expect("first autosave");
    let first = std::fs::read_to_string(&path).expect("written");
    let _ = session.play(PigCommand::Roll {
        player: session.game().to_act,
    });
    save_session(&path, &session).expect("second autosave");

    assert_eq!(
        std::fs::read_to_string(previous_path(&path)).ok(),
        Some(first)
    );
    let loaded = load_session::<Pig>(&path).expect("loads");
    assert_eq!(loaded.state_hash(), session.state_hash());
    assert_eq!(
        list_saves(&folder).len(),
        1,
        "only the autosave is listed, not its .prev"
    );
}
