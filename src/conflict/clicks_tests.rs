//! The conflict screen's table clicks, without a window: whole hotseat games in which every
//! choice the player makes on the table (activating a pawn, a walk or a charge waypoint by
//! waypoint, a turn, a shot, placing luminaries, Guest Markers and pawns) goes through the
//! pointer and `input::click`, and becomes the command core's list offered. The choices the
//! computer would make are the script; the panels' buttons play the list's commands as they are.

use super::input::click;
use super::{ConflictTable, Tool, setup};
use bevy::math::Vec2;
use ysbilia_core::conflict::{ConflictCommand, Phase};
use ysbilia_core::simulate::Chooser;
use ysbilia_core::table::movement::Waypoint;

/// The table `form` starts, saving nothing.
fn table(form: &setup::SetupForm, seed: u64) -> ConflictTable {
    let mut table = form
        .start_with_seed(seed)
        .expect("the form's set-up starts");
    table.autosave = None;
    table
}

/// The pointer over `at` on the table (on `level`), over no pawn.
fn point_at(table: &mut ConflictTable, x: f32, y: f32, level: f32) {
    table.hover_point = Some(Vec2::new(x, y));
    table.hover_level = level;
    table.hover_pawn = None;
}

/// The pointer over `pawn`'s miniature.
fn point_at_pawn(table: &mut ConflictTable, pawn: u32) {
    let place = table.game().pawn(pawn).and_then(|view| view.placement);
    table.hover_point = place.map(|place| Vec2::new(place.x, place.y));
    table.hover_level = place.map_or(0.0, |place| place.level);
    table.hover_pawn = Some(pawn);
}

/// A walk, charge or swim along `path`: the tool, a Shift-click at each waypoint but the last,
/// a plain click there.
fn click_path(table: &mut ConflictTable, gait: ysbilia_core::conflict::Gait, path: &[Waypoint]) {
    table.choose_tool(Tool::Move(gait));
    let start = table.mover().and_then(|pawn| table.game().pawn(pawn));
    let mut level = start
        .and_then(|pawn| pawn.placement)
        .map_or(0.0, |at| at.level);
    for (index, waypoint) in path.iter().enumerate() {
        level = waypoint.level.unwrap_or(level);
        point_at(table, waypoint.x, waypoint.y, level);
        table.refresh_previews();
        click(table, index + 1 < path.len());
    }
}

/// What a player does on the screen to give `command`: true when it is a table click (and
/// was clicked), false when it is a panel's button (the caller plays it as the button does).
fn click_for(table: &mut ConflictTable, command: &ConflictCommand) -> bool {
    match command {
        ConflictCommand::Activate { pawn } => {
            table.choose_tool(Tool::Select);
            table.tool = Tool::Select;
            point_at_pawn(table, *pawn);
            click(table, false);
        }
        ConflictCommand::Move {
            gait,
            path,
            facing: None,
            ..
        } => click_path(table, *gait, path),
        ConflictCommand::TurnTo { pawn, facing } => {
            let Some(at) = table.game().pawn(*pawn).and_then(|view| view.placement) else {
                return false;
            };
            table.choose_tool(Tool::Turn);
            let (sin, cos) = facing.to_radians().sin_cos();
            point_at(table, at.x + 5.0 * cos, at.y + 5.0 * sin, at.level);
            click(table, false);
        }
        ConflictCommand::Shoot {
            target,
            weapon,
            accurate,
            extra_dice: 0,
            ..
        } => {
            table.choose_tool(Tool::Shoot);
            table.shoot_weapon = *weapon;
            table.accurate = *accurate;
            point_at_pawn(table, *target);
            click(table, false);
        }
        ConflictCommand::PlaceLuminary { x, y } | ConflictCommand::PlaceGuest { x, y } => {
            point_at(table, *x, *y, 0.0);
            click(table, false);
        }
        ConflictCommand::Deploy { places, .. } => {
            for place in places {
                point_at(table, place.x, place.y, 0.0);
                click(table, false);
            }
        }
        _ => return false,
    }
    true
}

/// Whether the command the click gave is the one the script asked for, as a player would see
/// it: the same kind by the same pawn (a walk's path is the planner's way to the last
/// waypoint, a deployment faces into the table as the screen turns it), the rest the same.
fn same_choice(asked: &ConflictCommand, given: &ConflictCommand) -> bool {
    match (asked, given) {
        (
            ConflictCommand::Move { pawn, gait, .. },
            ConflictCommand::Move {
                pawn: moved,
                gait: walked,
                ..
            },
        ) => pawn == moved && gait == walked,
        (
            ConflictCommand::Deploy { card, places },
            ConflictCommand::Deploy {
                card: put,
                places: at,
            },
        ) => {
            card == put
                && places.len() == at.len()
                && places.iter().zip(at).all(|(a, b)| a.x == b.x && a.y == b.y)
        }
        (
            ConflictCommand::TurnTo { pawn, facing },
            ConflictCommand::TurnTo {
                pawn: turned,
                facing: faced,
            },
        ) => {
            pawn == turned
                && ((facing - faced).rem_euclid(360.0)).min((faced - facing).rem_euclid(360.0))
                    < 0.5
        }
        _ => asked == given,
    }
}

/// Plays the game `form` sets up to its end, every table choice of a person clicked (a
/// computer band plays as on the screen); how many commands were clicked.
fn play_by_clicks(form: &setup::SetupForm, seed: u64) -> usize {
    let mut table = table(form, seed);
    let commission = table.game().setup().commission;
    let mut chooser = Chooser::new(seed);
    let mut clicked = 0;
    for step in 0..3_000 {
        if table.game().progress().phase == Phase::Over {
            return clicked;
        }
        if table.human_to_act().is_none() {
            assert!(
                table.play_computer_choice(),
                "{commission:?} seed {seed}: the computer plays"
            );
            continue;
        }
        let game = table.game();
        let Some(asked) = game.computer_command(&mut chooser) else {
            panic!("{commission:?} seed {seed}: nobody acts at step {step}");
        };
        assert!(
            table.legal().offers_command(&asked),
            "{commission:?} seed {seed}: {asked:?} is not in the list"
        );
        let before = table.session.commands().len();
        let context = format!("{commission:?} seed {seed}, step {step}: {asked:?}");
        if click_for(&mut table, &asked) {
            assert_eq!(table.message, None, "{context}: the click was refused");
            let given = table.session.commands().get(before);
            assert!(
                given.is_some_and(|given| same_choice(&asked, given)),
                "{context}: the click gave {given:?}"
            );
            clicked += 1;
        } else {
            table.play(asked);
            assert_eq!(
                table.message, None,
                "{context}: the button's command was refused"
            );
        }
    }
    panic!("{commission:?} seed {seed}: no end in 3,000 commands");
}

#[test]
fn brawl_a_hotseat_game_played_to_its_end_by_clicks_on_the_table() {
    let form = setup::SetupForm::default();
    let mut clicked = 0;
    for seed in 0..2 {
        let hotseat = table(&form, seed);
        assert!(
            (0..hotseat.game().setup().sides.len()).all(|band| !hotseat.is_computer(band)),
            "both bands are people's"
        );
        clicked += play_by_clicks(&form, seed);
    }
    assert!(clicked > 100, "{clicked} commands clicked");
}

#[test]
fn alone_in_the_face_of_danger_the_players_band_played_by_clicks_against_the_book() {
    assert!(play_by_clicks(&setup::SetupForm::solo(), 3) > 20);
}
