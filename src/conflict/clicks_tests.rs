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

/// § Activation: a key (Enter) activates what core's list offers and, for a pawn it does not,
/// shows the list's reason and plays nothing.
#[test]
fn activation_a_key_plays_only_what_the_list_offers() {
    let mut table = table(&setup::SetupForm::default(), 5);
    let mut chooser = Chooser::new(5);
    while table.game().progress().phase != Phase::Turns || table.game().progress().active.is_some()
    {
        let command = table
            .game()
            .computer_command(&mut chooser)
            .expect("someone acts");
        table.play(command);
    }
    let band = table.game().side_to_act().expect("a band activates a pawn");
    let enemy = table
        .game()
        .pawns()
        .into_iter()
        .find(|pawn| pawn.side != band)
        .expect("an enemy pawn");
    let played = table.session.commands().len();
    table.play_listed(ConflictCommand::Activate { pawn: enemy.id });
    assert_eq!(table.session.commands().len(), played, "nothing played");
    assert!(table.message.is_some(), "the reason is shown");
    let waiting = table
        .legal()
        .offers_of(ysbilia_core::conflict::Action::Activate, None)
        .find_map(|offer| offer.pawn)
        .expect("a pawn the list offers");
    table.play_listed(ConflictCommand::Activate { pawn: waiting });
    assert_eq!(table.session.commands().len(), played + 1);
    assert_eq!(table.message, None);
}

/// The pointer over raised surfaces: a platform's top, a climb's level, a deployment on it.
mod on_levels {
    use super::super::input::{click, surfaces_under};
    use super::super::scene::table_to_world;
    use super::super::*;
    use ysbilia_core::conflict::Phase;

    use ysbilia_core::conflict::Edge;
    use ysbilia_core::conflict::{Commission, Conflict, ConflictSetup, side_from_roster};
    use ysbilia_core::rules::content::Content;
    use ysbilia_core::rules::weather::Climate;
    use ysbilia_core::session::Session;
    use ysbilia_core::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};

    /// A Brawl of two ready-made bands on `layout` where band 0 deploys first from `edge`, by
    /// day (the first of 50 seeds whose Moment of Truth gives it).
    fn deploying_first(layout: Layout, edge: Edge) -> ConflictTable {
        let content = Content::load(&crate::paths::project_root());
        let side = |name: &str| side_from_roster(&content, name).expect("a ready-made band");
        let setup = ConflictSetup {
            commission: Commission::Brawl,
            climate: Climate::Warm,
            layout,
            sides: vec![side("broken-pike-company"), side("guard-of-ysbilia")],
            church: None,
            setting: None,
            middle_enclave: None,
            venues: Vec::new(),
            townsfolk: Vec::new(),
        };
        (0..50)
            .find_map(|seed| {
                let mut session = Session::<Conflict>::start(setup.clone(), seed).ok()?;
                session
                    .play(ConflictCommand::ChooseDeployment { first: 0, edge })
                    .ok()?;
                matches!(
                    session.game().progress().phase,
                    Phase::Deployment { side: 0 }
                )
                .then(|| ConflictTable::new(session))
            })
            .expect("a seed deploying by day")
    }

    /// A 60 x 40 cm table with a 3 cm high platform at (30, 10), in band 1's area.
    fn platform_table() -> ConflictTable {
        let layout = Layout {
            name: "platform".to_owned(),
            table: TableSize {
                width: 60.0,
                depth: 40.0,
            },
            deployment_zones: Vec::new(),
            pieces: vec![Piece {
                id: "platform".to_owned(),
                kind: PieceKind::Level,
                shape: Footprint::Rect {
                    width: 6.0,
                    depth: 6.0,
                },
                x: 30.0,
                y: 10.0,
                rotation_degrees: 0.0,
                height: 3.0,
            }],
        };
        deploying_first(layout, Edge::South)
    }

    /// The computer deploys what is left and plays until band 1 is to activate a pawn.
    fn computer_plays_until_band_1_acts(table: &mut ConflictTable, seed: u64) {
        let mut chooser = ysbilia_core::simulate::Chooser::new(seed);
        while table.game().progress().phase != Phase::Turns
            || table
                .game()
                .progress()
                .turn
                .as_ref()
                .map(|turn| turn.to_act)
                != Some(0)
        {
            let command = table
                .game()
                .computer_command(&mut chooser)
                .expect("someone acts");
            table.play(command);
        }
    }

    /// Climbing by mouse: a click on the platform seen from above points at its top, the
    /// waypoint carries the top's level, and core plans the walk as a climb onto it.
    #[test]
    fn a_click_on_a_platform_points_at_its_top_and_the_walk_climbs_onto_it() {
        let mut table = platform_table();
        // The first type of band 1 deploys touching the platform's south side; the rest as the
        // computer places them.
        let (card, pawns) = table.game().next_deployment(0).expect("band 1 deploys");
        let climber = pawns[0];
        let places: Vec<Placement> = (0..pawns.len())
            .map(|index| Placement {
                x: 30.0 + 3.0 * index as f32,
                y: 5.5,
                level: 0.0,
                facing_degrees: 90.0,
            })
            .collect();
        table.play(ConflictCommand::Deploy { card, places });
        computer_plays_until_band_1_acts(&mut table, 3);
        table.play(ConflictCommand::Activate { pawn: climber });
        assert_eq!(table.game().progress().active, Some(climber));

        let size = table.game().setup().layout.table;
        let above = table_to_world(size, 30.0, 10.0, 80.0);
        let ray = Ray3d::new(above, Dir3::NEG_Y);
        let surfaces = surfaces_under(&table, ray);
        let (top, level) = *surfaces.first().expect("the platform and the table");
        assert!((level - 3.0).abs() < 0.01, "{surfaces:?}");
        assert!((top - Vec2::new(30.0, 10.0)).length() < 0.05, "{top:?}");
        assert!(
            surfaces.iter().any(|(_, floor)| floor.abs() < 0.01),
            "Q looks through to the table: {surfaces:?}"
        );
        // As the pointer system does with the surface under the pointer.
        table.hover_level = level;
        let waypoint = table.waypoint_at(top);
        assert_eq!(waypoint.level, Some(3.0));
        let preview = table
            .game()
            .preview_move(climber, Gait::Walk, &[waypoint], None)
            .expect("a walk that climbs onto the platform");
        assert!((preview.plan.end_level - 3.0).abs() < 0.01);
        assert!(
            preview
                .plan
                .steps
                .iter()
                .any(|step| matches!(step, ysbilia_core::table::movement::Step::Climb { .. })),
            "{:?}",
            preview.plan.steps
        );
    }

    /// § Movement Maneuvers, by mouse: the Captain stands in the church (To Seek Sanctuary);
    /// the Walk tool pointed just outside its south wall shows the planned way out through the
    /// door before the click, and the click walks it there.
    #[test]
    fn a_click_outside_the_church_walks_out_through_its_door() {
        let file = crate::paths::project_root().join("scenarios/layouts/church-sanctuary.ron");
        let text = std::fs::read_to_string(&file).expect("the shipped layout");
        let layout = Layout::parse("church-sanctuary.ron", &text).expect("it parses");
        let mut table = deploying_first(layout, Edge::North);
        let (card, pawns) = table.game().next_deployment(0).expect("band 1 deploys");
        let captain = pawns[0];
        table.play(ConflictCommand::Deploy {
            card,
            places: vec![Placement {
                x: 46.5,
                y: 83.0,
                level: 0.0,
                facing_degrees: 270.0,
            }],
        });
        computer_plays_until_band_1_acts(&mut table, 5);
        table.play(ConflictCommand::Activate { pawn: captain });
        table.tool = Tool::Move(Gait::Walk);
        table.hover_point = Some(Vec2::new(46.5, 77.0));
        table.hover_level = 0.0;
        table.refresh_previews();
        let ghost = table
            .move_preview
            .clone()
            .expect("a ghost under the pointer");
        let preview = ghost.answer.expect("a way out of the church");
        assert!(preview.detour, "the straight way is through the wall");
        assert!(
            preview
                .path
                .iter()
                .any(|point| (48.0..=52.0).contains(&point.x) && (78.0..=82.0).contains(&point.y)),
            "the ghost bends in the doorway: {:?}",
            preview.path
        );
        click(&mut table, false);
        let place = table
            .game()
            .pawn(captain)
            .and_then(|view| view.placement)
            .expect("on the table");
        assert!(
            (place.x - 46.5).abs() < 0.05 && (place.y - 77.0).abs() < 0.05,
            "{place:?}"
        );
        let walked = table
            .session
            .log()
            .iter()
            .rev()
            .find(|entry| entry.text().contains(" walks "))
            .map(|entry| entry.text())
            .unwrap_or_default();
        assert!(
            walked.starts_with("Captain of the Broken Pike walks") && !walked.contains('('),
            "the log names the pawn and the place: {walked}"
        );
    }
}
