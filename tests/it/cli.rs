//! The headless commands, run as a player would run them.

use crate::scratch_dir;
use std::process::{Command, Output};

fn ysbilia(arguments: &[&str]) -> Output {
    let scratch = scratch_dir("cli-home");
    Command::new(env!("CARGO_BIN_EXE_ysbilia"))
        .args(arguments)
        .env("YSBILIA_CONFIG_DIR", scratch.join("config"))
        .env("YSBILIA_DATA_DIR", scratch.join("data"))
        .output()
        .expect("the binary runs")
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[test]
fn validate_passes_on_the_shipped_data() {
    let root = env!("CARGO_MANIFEST_DIR");
    let output = ysbilia(&["validate", "--root", root]);
    assert!(output.status.success(), "{}", text(&output));
    assert!(text(&output).contains("0 error(s)"));
}

#[test]
fn validate_reports_every_broken_file_with_line_and_column() {
    let root = scratch_dir("broken-data");
    std::fs::create_dir_all(root.join("assets")).expect("mkdir");
    std::fs::create_dir_all(root.join("scenarios/layouts")).expect("mkdir");
    std::fs::write(
        root.join("assets/modes.ron"),
        "(\n    modes: [\n        (mode: Chess,\n",
    )
    .expect("write");
    std::fs::write(
        root.join("scenarios/layouts/street.ron"),
        "(pieces: [1, 2,, 3])",
    )
    .expect("write");

    let root_text = root.to_string_lossy().into_owned();
    let output = ysbilia(&["validate", "--root", &root_text]);
    let printed = text(&output);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert!(printed.contains("assets/modes.ron:3:"), "{printed}");
    assert!(printed.contains("Chess"), "says what it found: {printed}");
    assert!(
        printed.contains("scenarios/layouts/street.ron:1:"),
        "{printed}"
    );
    assert!(printed.contains("2 error(s)"), "{printed}");
}

#[test]
fn simulate_refuses_an_unknown_mode_clearly() {
    let output = ysbilia(&["simulate", "--mode", "nonexistent", "--games", "3"]);
    let printed = text(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(printed.contains("unknown mode 'nonexistent'"), "{printed}");
    assert!(printed.contains("melee"), "lists the modes: {printed}");
}

#[test]
fn replay_explains_a_damaged_record() {
    let file = scratch_dir("replay").join("broken.ron");
    std::fs::write(&file, "(format: 1, mode: MeleeEvent, seed:").expect("write");
    let file_text = file.to_string_lossy().into_owned();
    let output = ysbilia(&["replay", &file_text]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).contains("broken.ron:1:"), "{}", text(&output));
}

#[test]
fn replay_refuses_a_newer_record() {
    let file = scratch_dir("replay-newer").join("newer.ron");
    std::fs::write(&file, "(format: 9, mode: MeleeEvent)").expect("write");
    let file_text = file.to_string_lossy().into_owned();
    let output = ysbilia(&["replay", &file_text]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).contains("newer Ysbilia"), "{}", text(&output));
}

#[test]
fn simulate_plays_melee_games_headless() {
    let output = ysbilia(&[
        "simulate",
        "--mode",
        "melee",
        "--games",
        "30",
        "--players",
        "4",
        "--seed",
        "7",
    ]);
    let printed = text(&output);
    assert!(output.status.success(), "{printed}");
    assert!(
        printed.contains("games=30 errors=0 games_per_s="),
        "{printed}"
    );
}

#[test]
fn replay_prints_the_same_hash_the_game_reached() {
    use ysbilia::saves::save_session;
    use ysbilia_core::melee::{Melee, MeleeSetup};
    use ysbilia_core::session::Session;
    use ysbilia_core::simulate::Chooser;

    let mut session = Session::<Melee>::start(MeleeSetup::balanced(3, 0), 99).expect("valid");
    let mut chooser = Chooser::new(3);
    for _ in 0..40 {
        let Some(command) = session.game().computer_command(&mut chooser) else {
            break;
        };
        session.play(command).expect("legal");
    }
    let file = scratch_dir("replay-melee").join("melee.ron");
    save_session(&file, &session).expect("saved");
    let file_text = file.to_string_lossy().into_owned();
    let output = ysbilia(&["replay", &file_text]);
    let printed = text(&output);
    assert!(output.status.success(), "{printed}");
    assert!(
        printed.contains(&format!("state_hash={}", session.state_hash())),
        "{printed}"
    );
}

#[test]
fn ruling_prints_the_explanation_of_a_worked_example() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/rulings/success-level.ron"
    );
    let output = ysbilia(&["ruling", file]);
    let printed = text(&output);
    assert!(output.status.success(), "{printed}");
    assert!(
        printed.contains("[1650 § Dice Rolls] Single roll: rolled 5 against 3: success, SL 2"),
        "{printed}"
    );
}

#[test]
fn ruling_refuses_an_illegal_ruling_with_its_reason() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/rulings/illegal-attribute.ron"
    );
    let output = ysbilia(&["ruling", file]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text(&output).contains("an Attribute runs from 1 to 10, not 12"),
        "{}",
        text(&output)
    );
}

#[test]
fn validate_checks_cards_against_the_peculiarities() {
    let root = scratch_dir("broken-card");
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/1650");
    std::fs::create_dir_all(root.join("assets/1650/bands")).expect("mkdir");
    std::fs::copy(
        source.join("peculiarities.ron"),
        root.join("assets/1650/peculiarities.ron"),
    )
    .expect("copy");
    let band = std::fs::read_to_string(source.join("bands/old-purples.ron")).expect("read");
    std::fs::write(
        root.join("assets/1650/bands/old-purples.ron"),
        band.replace("(id: \"scout\")", "(id: \"flying\")"),
    )
    .expect("write");

    let root_text = root.to_string_lossy().into_owned();
    let output = ysbilia(&["validate", "--root", &root_text]);
    let printed = text(&output);
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert!(
        printed.contains(
            "assets/1650/bands/old-purples.ron: Sacristan (sacristan): Peculiarity 'flying'"
        ),
        "{printed}"
    );
}

/// Issue 22's sight heat map and fairness readout, asked of a shipped layout.
#[test]
fn sight_map_prints_the_heat_map_and_both_zones() {
    let layout = format!(
        "{}/scenarios/layouts/church-sanctuary.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let output = ysbilia(&["sight-map", &layout]);
    assert!(output.status.success(), "{}", text(&output));
    let said = text(&output);
    let rows: Vec<&str> = said
        .lines()
        .filter(|line| line.len() == 20 && line.chars().all(|c| c == '#' || c.is_ascii_digit()))
        .collect();
    assert_eq!(rows.len(), 20, "{said}");
    assert!(
        rows.iter().any(|row| row.contains('#')),
        "the church: {said}"
    );
    assert!(said.contains("zone 1") && said.contains("zone 2"), "{said}");
}

#[test]
fn sight_map_of_a_damaged_layout_names_the_file() {
    let root = scratch_dir("sight-map-damaged");
    let file = root.join("broken.ron");
    std::fs::write(&file, "(name: \"broken\", pieces: [(id: 3)])").expect("written");
    let output = ysbilia(&["sight-map", &file.display().to_string()]);
    assert!(!output.status.success());
    assert!(text(&output).contains("broken.ron"), "{}", text(&output));
}

/// A reader that stops reading (`ysbilia sight-map ... | head`) ends the command quietly: no
/// panic on the broken pipe, as Unix tools behave.
#[test]
fn sight_map_piped_into_a_reader_that_closes_ends_quietly() {
    let layout = format!(
        "{}/scenarios/layouts/church-sanctuary.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let scratch = scratch_dir("cli-broken-pipe");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ysbilia"))
        .args(["sight-map", &layout, "--step", "2"])
        .env("YSBILIA_CONFIG_DIR", scratch.join("config"))
        .env("YSBILIA_DATA_DIR", scratch.join("data"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Close our end before it prints: every line it writes meets a closed pipe.
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("it ends");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn duel_with_every_commission_prints_a_report_for_each_and_a_table_of_them_all() {
    let output = ysbilia(&[
        "duel",
        "--mode",
        "brawl",
        "--commission",
        "every",
        "--first",
        "easy",
        "--second",
        "easy",
        "--games",
        "2",
        "--threads",
        "1",
    ]);
    let printed = text(&output);
    assert!(output.status.success(), "{printed}");
    for commission in ["Brawl:", "Guardians:", "Defence to the Bitter End:"] {
        assert!(printed.contains(commission), "{commission} in {printed}");
    }
    assert!(printed.contains("| Commission | games |"), "{printed}");
    // A row for each of the 15 Commissions under the table's head.
    let rows = printed
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| Commission"))
        .count();
    assert_eq!(rows, 15, "{printed}");
}
