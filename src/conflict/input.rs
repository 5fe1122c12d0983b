//! Keys and clicks on the table, turned into tools, previews and commands. Shortcuts: Tab next
//! pawn, Enter activate, W walk, C charge, B swim, F turn, S shoot, L reload, E end the
//! activation, M tape measure, O line of sight, V pawn's-eye view, Ctrl+Z undo, Esc cancel/menu;
//! engaged and asked, Enter fights and R retreats; in the auction, Enter bids and L leaves.

use super::camera::OrbitCamera;
use super::scene::{table_to_world, world_to_table};
use super::{ConflictScreen, ConflictTable, TableView, Tool};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Action, Awaiting, ClashResult, ConflictCommand, Gait, HuntOrder};
use ysbilia_core::rules::hunt::{HuntPhase, MARKER_RADIUS_CM};
use ysbilia_core::table::base::{BASE_THICKNESS_CM, Placement};
use ysbilia_core::table::movement::Waypoint;

/// Whether `letter` was just typed, wherever the keyboard's layout puts it (AZERTY, QWERTZ…):
/// the table's letter shortcuts read the layout's letters, not the keys' positions.
pub(super) fn letter_pressed(letters: &ButtonInput<Key>, letter: char) -> bool {
    letters.get_just_pressed().any(|key| match key {
        Key::Character(text) => text.chars().flat_map(char::to_lowercase).eq([letter]),
        _ => false,
    })
}

/// Decimals kept of a pointed place, so a preview is not recomputed for a hair's move.
const POINT_GRID_CM: f32 = 0.1;

/// A question the conflict waits for takes its keys first: Enter fights (or bids), R retreats,
/// L leaves the auction. True when one was answered.
fn answer_keys(
    table: &mut ConflictTable,
    keys: &ButtonInput<KeyCode>,
    letters: &ButtonInput<Key>,
) -> bool {
    let mine = table
        .game()
        .side_to_act()
        .is_some_and(|band| !table.is_computer(band));
    let command = match table.game().awaiting() {
        _ if !mine => None,
        Awaiting::FightOrRetreat { .. } if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::FightOrRetreat { retreat: false })
        }
        Awaiting::FightOrRetreat { .. } if letter_pressed(letters, 'r') => {
            Some(ConflictCommand::FightOrRetreat { retreat: true })
        }
        Awaiting::Temperaments { .. } if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopTemperaments)
        }
        Awaiting::KeepHidden(_) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::KeepHidden { price: None })
        }
        Awaiting::Phase(Phase::PlaceEnclaves { .. }) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopPlacingEnclaves)
        }
        Awaiting::Phase(Phase::DeployAntagonists { .. }) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::StopDeployingAntagonists)
        }
        Awaiting::Phase(Phase::Auction) if keys.just_pressed(KeyCode::Enter) => {
            Some(ConflictCommand::Bid)
        }
        Awaiting::Phase(Phase::Auction) if letter_pressed(letters, 'l') => {
            Some(ConflictCommand::LeaveAuction)
        }
        _ => None,
    };
    let answered = command.is_some();
    if let Some(command) = command {
        table.play(command);
    }
    answered
}

pub(super) fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    letters: Res<ButtonInput<Key>>,
    view: Res<TableView>,
    screen: Option<ResMut<ConflictScreen>>,
    mut orbit: ResMut<OrbitCamera>,
) {
    let Some(mut screen) = screen else { return };
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    if !view.keys_free {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) && table.replay.is_some() {
        table.leave_replay();
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        escape(table, &mut orbit);
        return;
    }
    if table.menu_open || table.replay.is_some() {
        return;
    }
    // § Feast of Eucharist: behind the curtain no key plays; Enter takes the screen.
    if let Some(band) = table.curtain() {
        if keys.just_pressed(KeyCode::Enter) {
            table.guests_shown = Some(band);
        }
        return;
    }
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if control && letter_pressed(&letters, 'z') {
        table.ask_undo();
        return;
    }
    if answer_keys(table, &keys, &letters) {
        return;
    }
    if keys.just_pressed(KeyCode::Tab) {
        next_pawn(table);
    }
    // Q looks through the surface under the pointer to the next one below (a floor under a
    // roof), and back to the top after the lowest.
    if letter_pressed(&letters, 'q') {
        table.surface_skip += 1;
    }
    if keys.just_pressed(KeyCode::Enter)
        && let Some(pawn) = table.selected
    {
        table.play(ConflictCommand::Activate { pawn });
    }
    let tools = [
        ('w', Tool::Move(Gait::Walk)),
        ('c', Tool::Move(Gait::Charge)),
        ('b', Tool::Move(Gait::Swim)),
        ('f', Tool::Turn),
        ('s', Tool::Shoot),
        ('m', Tool::Tape),
        ('o', Tool::Sight),
    ];
    for (letter, tool) in tools {
        if letter_pressed(&letters, letter) {
            table.choose_tool(tool);
        }
    }
    if letter_pressed(&letters, 'r')
        && let Some(pawn) = table.selected
        && table.game().progress().active.is_none()
    {
        table.play(ConflictCommand::AwaitReaction { pawn });
    }
    if letter_pressed(&letters, 'h') && table.game().reaction_window().is_some() {
        table.play(ConflictCommand::HoldFire);
    }
    let active = table.game().progress().active;
    if letter_pressed(&letters, 'e')
        && let Some(pawn) = active
    {
        table.play(ConflictCommand::EndActivation { pawn });
    }
    // The first reload core's list offers the active pawn.
    if letter_pressed(&letters, 'l')
        && let Some(pawn) = active
    {
        let reload = super::panels::activation::listed(table.legal(), Action::Reload, Some(pawn));
        if let Some((command, _)) = reload {
            table.play(command);
        }
    }
    if letter_pressed(&letters, 'v') {
        orbit.eye_of = if orbit.eye_of.is_some() {
            None
        } else {
            table.selected
        };
    }
}

/// Esc backs out one step: the eye view, a tool's draft, the tool, then opens the menu.
fn escape(table: &mut ConflictTable, orbit: &mut OrbitCamera) {
    if orbit.eye_of.take().is_some() {
        return;
    }
    if table.menu_open {
        table.menu_open = false;
    } else if !table.waypoints.is_empty() || !table.deploying.is_empty() {
        table.waypoints.clear();
        table.deploying.clear();
    } else if !table.tape.is_empty() || !table.sight.is_empty() {
        table.tape.clear();
        table.sight.clear();
    } else if table.tool != Tool::Select {
        table.tool = Tool::Select;
    } else {
        table.menu_open = true;
    }
}

/// Tab: the next pawn of the band to act that may still be activated.
fn next_pawn(table: &mut ConflictTable) {
    let waiting = table.game().waiting_pawns();
    if waiting.is_empty() {
        return;
    }
    let next = match table
        .selected
        .and_then(|id| waiting.iter().position(|&w| w == id))
    {
        Some(index) => waiting[(index + 1) % waiting.len()],
        None => waiting[0],
    };
    table.selected = Some(next);
}

#[expect(
    clippy::too_many_arguments,
    reason = "a Bevy system: each parameter is one resource"
)]
pub(super) fn pointer(
    windows: Query<&Window>,
    cameras: Query<(&Camera, &GlobalTransform)>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut view: ResMut<TableView>,
    screen: Option<ResMut<ConflictScreen>>,
    mut last_look: Local<Option<(Vec2, Mat4, usize)>>,
    mut last_revision: Local<u64>,
    scripted: Option<Res<super::ScriptDrives>>,
) {
    if buttons.get_just_pressed().next().is_some() {
        view.dragging_from_table = view.over_table;
    }
    if buttons.get_pressed().next().is_none() {
        view.dragging_from_table = false;
    }
    let Some(mut screen) = screen else { return };
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    if scripted.is_some() {
        table.refresh_previews();
        return;
    }
    // The replay viewer shows a past state: nothing on it can be clicked into a command.
    if table.replay.is_some() {
        table.hover_point = None;
        table.hover_pawn = None;
        return;
    }
    let cursor = windows.single().ok().and_then(Window::cursor_position);
    let Some((cursor, (camera, transform))) = cursor
        .zip(cameras.single().ok())
        // The pointer as it is now (a click may arrive before egui has seen it move off a
        // panel).
        .filter(|(cursor, _)| {
            view.over_table
                && !table.menu_open
                && view.free.is_none_or(|free| free.contains(*cursor))
        })
    else {
        table.hover_point = None;
        table.hover_pawn = None;
        *last_look = None;
        return;
    };
    // What lies under a still pointer only changes when the view or the table does.
    let look = (cursor, transform.to_matrix(), table.surface_skip);
    let pressed =
        buttons.get_just_pressed().next().is_some() || buttons.get_just_released().next().is_some();
    if *last_look == Some(look) && *last_revision == table.revision && !pressed {
        table.refresh_previews();
        return;
    }
    *last_look = Some(look);
    *last_revision = table.revision;
    let Ok(ray) = camera.viewport_to_world(transform, cursor) else {
        return;
    };
    let surfaces = surfaces_under(table, ray);
    if table.surface_skip >= surfaces.len().max(1) {
        table.surface_skip = 0;
    }
    let surface = surfaces.get(table.surface_skip).copied();
    table.hover_point = surface.map(|(point, _)| (point / POINT_GRID_CM).round() * POINT_GRID_CM);
    table.hover_level = surface.map_or(0.0, |(_, level)| level);
    table.hover_pawn = pawn_under(table, ray);
    table.refresh_previews();
    let active = table.mover();
    if buttons.just_pressed(MouseButton::Left) {
        // Pressing on the active pawn (or a winner free to engage) starts a drag: its walk's
        // ghost follows the pointer, and letting go moves it there.
        let grabbed = table.tool == Tool::Select
            && active.is_some()
            && table.hover_pawn == active
            && table.human_to_act().is_some();
        if grabbed {
            table.dragging = true;
            table.tool = Tool::Move(Gait::Walk);
            table.refresh_previews();
            return;
        }
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        click(table, shift);
    }
    if buttons.just_released(MouseButton::Left) && table.dragging {
        table.dragging = false;
        // Let go on the pawn itself: nothing moves.
        if table.hover_pawn != active {
            click(table, false);
        }
        table.tool = Tool::Select;
    }
    if buttons.just_pressed(MouseButton::Right) && !table.waypoints.is_empty() {
        table.waypoints.pop();
    }
}

/// The surfaces the ray meets (the table, levels, obstacles' tops, roofs), nearest first, so a
/// move can be pointed up onto the scenery, or (Q) down to a floor under a roof.
fn surfaces_under(table: &ConflictTable, ray: Ray3d) -> Vec<(Vec2, f32)> {
    let game = table.game();
    let size = game.setup().layout.table;
    let mut hits: Vec<(f32, Vec2, f32)> = game
        .scenery()
        .surface_heights()
        .into_iter()
        .filter_map(|height| {
            let distance = ray.intersect_plane(
                table_to_world(size, 0.0, 0.0, height),
                InfinitePlane3d::new(Vec3::Y),
            )?;
            let point = world_to_table(size, ray.get_point(distance));
            let stands = game
                .surfaces_at(point.x, point.y)
                .iter()
                .any(|surface| (surface - height).abs() < 0.01);
            stands.then_some((distance, point, height))
        })
        .collect();
    hits.sort_by(|first, second| first.0.total_cmp(&second.0));
    hits.into_iter()
        .map(|(_, point, height)| (point, height))
        .collect()
}

/// The nearest pawn whose miniature the ray passes through.
fn pawn_under(table: &ConflictTable, ray: Ray3d) -> Option<u32> {
    let size = table.game().setup().layout.table;
    table
        .game()
        .pawns()
        .into_iter()
        .filter_map(|pawn| {
            let placement = pawn.placement?;
            let radius = table.game().base_of(pawn.id)?.radius;
            let centre = table_to_world(
                size,
                placement.x,
                placement.y,
                placement.level + BASE_THICKNESS_CM + 1.2,
            );
            let distance = ray.intersect_plane(centre, InfinitePlane3d::new(Vec3::Y))?;
            let hit = ray.get_point(distance);
            (hit.distance(centre) <= radius + 0.3).then_some((pawn.id, distance))
        })
        .min_by(|first, second| first.1.total_cmp(&second.1))
        .map(|(id, _)| id)
}

pub(super) fn click(table: &mut ConflictTable, shift: bool) {
    let point = table.hover_point;
    let pawn = table.hover_pawn;
    match table.tool {
        Tool::Tape => {
            if let Some(point) = point {
                if table.tape.len() >= 2 {
                    table.tape.clear();
                }
                table.tape.push(point);
            }
            return;
        }
        Tool::Sight => {
            if let Some(pawn) = pawn {
                if table.sight.len() >= 2 {
                    table.sight.clear();
                }
                table.sight.push(pawn);
            }
            return;
        }
        _ => {}
    }
    if table.human_to_act().is_none() {
        if let Some(pawn) = pawn {
            table.selected = Some(pawn);
        }
        return;
    }
    // § How Do Antagonists Work: a pawn sent by its Temperament goes where the click is.
    if let (Awaiting::Temperaments { .. }, Some((aimed, charge)), Some(point)) =
        (table.game().awaiting(), table.temperament_aim, point)
    {
        table.temperament_aim = None;
        table.play(ConflictCommand::MoveByTemperament {
            pawn: aimed,
            charge,
            to: Some((point.x, point.y)),
        });
        return;
    }
    match table.game().progress().phase.clone() {
        Phase::PlaceLuminaries { .. } => {
            if let Some(point) = point {
                table.play(ConflictCommand::PlaceLuminary {
                    x: point.x,
                    y: point.y,
                });
            }
        }
        Phase::Deployment { side } | Phase::Arrival { side } => {
            if let Some(point) = point {
                deploy_at(table, side, point);
            }
        }
        Phase::DeployAntagonists { by } => {
            if let (Some(point), Some(antagonist)) = (point, table.antagonist_to_deploy(by)) {
                table.play(ConflictCommand::DeployAntagonist {
                    antagonist,
                    x: point.x,
                    y: point.y,
                });
            }
        }
        Phase::PlaceEnclaves { by } => {
            if let (Some(point), Some(enclave)) = (point, table.enclave_to_place(by)) {
                table.play(ConflictCommand::PlaceEnclave {
                    enclave,
                    x: point.x,
                    y: point.y,
                });
            }
        }
        Phase::PlaceGuests { .. } => {
            if let Some(point) = point {
                table.play(ConflictCommand::PlaceGuest {
                    x: point.x,
                    y: point.y,
                });
            }
        }
        Phase::Turns => {
            // § Feast of Eucharist: with a Guest Marker chosen, a click sends it that way.
            let marker = table
                .game()
                .side_to_act()
                .filter(|_| table.game().progress().active.is_none())
                .and_then(|band| Some((band, table.guest_to_move(band)?)));
            match (marker, point) {
                (Some((band, marker)), Some(point)) => {
                    let reveal = table.guest_reveal && table.game().may_turn_over(band);
                    table.play(ConflictCommand::MoveGuest {
                        marker,
                        x: point.x,
                        y: point.y,
                        reveal,
                    });
                }
                _ => turn_click(table, point, pawn, shift),
            }
        }
        Phase::Bombardment { .. } => {
            if let Some(pawn) = pawn {
                table.play(ConflictCommand::Bombard {
                    target: ysbilia_core::conflict::BombardTarget::Pawn(pawn),
                });
            }
        }
        Phase::Hunt => hunt_click(table, point),
        Phase::Auction
        | Phase::ChooseTimeOfDay { .. }
        | Phase::ChooseDeployment { .. }
        | Phase::ChooseEdge { .. }
        | Phase::Over => {
            if let Some(pawn) = pawn {
                table.selected = Some(pawn);
            }
        }
    }
}

/// Places the next waiting pawn of the type being deployed; the last place deploys them all.
fn deploy_at(table: &mut ConflictTable, side: usize, point: Vec2) {
    let Some((card, count)) = table.deploying_type(side) else {
        return;
    };
    // Facing into the table, as the computer deploys: away from its edge, or for a band
    // arriving at any edge, towards the middle.
    let size = table.game().setup().layout.table;
    let facing = table
        .game()
        .progress()
        .edges
        .and_then(|edges| edges.get(side).copied())
        .filter(|_| table.game().progress().phase == (Phase::Deployment { side }))
        .map_or(
            ysbilia_core::conflict::facing_into_table(size, point),
            |edge| edge.opposite().outward_degrees(),
        );
    table.deploying.push(Placement {
        x: point.x,
        y: point.y,
        level: 0.0,
        facing_degrees: facing,
    });
    if table.deploying.len() >= count {
        let places = std::mem::take(&mut table.deploying);
        table.play(ConflictCommand::Deploy { card, places });
    }
}

fn turn_click(table: &mut ConflictTable, point: Option<Vec2>, pawn: Option<u32>, shift: bool) {
    if table.engaging_winner().is_some() {
        engage_click(table, point, shift);
        return;
    }
    let active = table.game().progress().active;
    match (table.tool, active) {
        (Tool::Move(gait), Some(mover)) => {
            let Some(path) = path_to(table, point, shift) else {
                return;
            };
            table.play(ConflictCommand::Move {
                pawn: mover,
                gait,
                path,
                facing: None,
            });
        }
        (Tool::Turn, Some(mover)) => {
            let (Some(point), Some(placement)) = (
                point,
                table.game().pawn(mover).and_then(|view| view.placement),
            ) else {
                return;
            };
            let facing = (point.y - placement.y)
                .atan2(point.x - placement.x)
                .to_degrees()
                .rem_euclid(360.0);
            table.play(ConflictCommand::TurnTo {
                pawn: mover,
                facing,
            });
        }
        (Tool::Shoot, Some(shooter)) => {
            if let Some(target) = pawn {
                table.play(ConflictCommand::Shoot {
                    pawn: shooter,
                    target,
                    weapon: table.shoot_weapon,
                    accurate: table.accurate,
                    extra_dice: table.extra_dice,
                });
            }
        }
        _ => {
            let Some(pawn) = pawn else { return };
            table.selected = Some(pawn);
            if active.is_none() && table.game().waiting_pawns().contains(&pawn) {
                table.play(ConflictCommand::Activate { pawn });
            }
        }
    }
}

/// A Shift-click pins the waypoint at `point`; a plain click answers the move the ghost shows
/// (its path, or `None` when core refused it and the banner says why).
fn path_to(table: &mut ConflictTable, point: Option<Vec2>, shift: bool) -> Option<Vec<Waypoint>> {
    if shift {
        let waypoint = table.waypoint_at(point?);
        table.waypoints.push(waypoint);
        return None;
    }
    table.clicked_move()
}

/// § Resolution of Clashes, Engage: the winner's walk of up to 5 cm, waypoint by waypoint.
fn engage_click(table: &mut ConflictTable, point: Option<Vec2>, shift: bool) {
    if !matches!(table.tool, Tool::Move(_)) {
        return;
    }
    let Some(path) = path_to(table, point, shift) else {
        return;
    };
    table.play(ConflictCommand::ResolveClash {
        result: ClashResult::Engage { path, facing: None },
    });
    if table.engaging_winner().is_none() {
        table.tool = Tool::Select;
    }
}

/// § The Hunt: a click places the chosen pawn's Tracking Marker, or deploys the chosen pawn on
/// the band's marker under the pointer.
fn hunt_click(table: &mut ConflictTable, point: Option<Vec2>) {
    let (Some(point), Some(pawn)) = (point, table.selected) else {
        return;
    };
    let Some(play) = table.game().hunt() else {
        return;
    };
    match play.hunt.phase {
        HuntPhase::Placing { .. } => table.play(ConflictCommand::Hunt(HuntOrder::PlaceMarker {
            pawn,
            x: point.x,
            y: point.y,
        })),
        HuntPhase::Deploying { band } => {
            let under = play.hunt.markers.iter().position(|marker| {
                marker.band == band
                    && !marker.removed
                    && Vec2::new(marker.at.x, marker.at.y).distance(point) <= MARKER_RADIUS_CM
            });
            if let Some(marker) = under {
                table.deploy_on_marker(pawn, marker);
            }
        }
        HuntPhase::OpenSeason { .. } | HuntPhase::Over => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_letters_follow_the_layout_not_the_key_position() {
        // On an AZERTY keyboard the key where QWERTY has W types Z: the layout's letter counts.
        let mut letters = ButtonInput::<bevy::input::keyboard::Key>::default();
        letters.press(bevy::input::keyboard::Key::Character("z".into()));
        assert!(letter_pressed(&letters, 'z'));
        assert!(!letter_pressed(&letters, 'w'));
        // Shift gives the capital: the same shortcut.
        let mut shifted = ButtonInput::<bevy::input::keyboard::Key>::default();
        shifted.press(bevy::input::keyboard::Key::Character("W".into()));
        assert!(letter_pressed(&shifted, 'w'));
    }

    use ysbilia_core::conflict::Edge;
    use ysbilia_core::conflict::{Commission, Conflict, ConflictSetup, side_from_roster};
    use ysbilia_core::rules::content::Content;
    use ysbilia_core::rules::weather::Climate;
    use ysbilia_core::session::Session;
    use ysbilia_core::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};

    /// A 60 x 40 cm table with a 3 cm high platform at (30, 10), in band 1's area.
    fn platform_table() -> ConflictTable {
        let content = Content::load(&crate::paths::project_root());
        let side = |name: &str| side_from_roster(&content, name).expect("a ready-made band");
        let setup = ConflictSetup {
            commission: Commission::Brawl,
            climate: Climate::Warm,
            layout: Layout {
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
            },
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
                    .play(ConflictCommand::ChooseDeployment {
                        first: 0,
                        edge: Edge::South,
                    })
                    .ok()?;
                matches!(
                    session.game().progress().phase,
                    Phase::Deployment { side: 0 }
                )
                .then(|| ConflictTable::new(session))
            })
            .expect("a seed deploying by day")
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
        let content = Content::load(&crate::paths::project_root());
        let side = |name: &str| side_from_roster(&content, name).expect("a ready-made band");
        let file = crate::paths::project_root().join("scenarios/layouts/church-sanctuary.ron");
        let text = std::fs::read_to_string(&file).expect("the shipped layout");
        let layout = Layout::parse("church-sanctuary.ron", &text).expect("it parses");
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
        let mut table = (0..50)
            .find_map(|seed| {
                let mut session = Session::<Conflict>::start(setup.clone(), seed).ok()?;
                session
                    .play(ConflictCommand::ChooseDeployment {
                        first: 0,
                        edge: Edge::North,
                    })
                    .ok()?;
                matches!(
                    session.game().progress().phase,
                    Phase::Deployment { side: 0 }
                )
                .then(|| ConflictTable::new(session))
            })
            .expect("a seed deploying by day");
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
            .find(|entry| entry.text.contains(" walks "))
            .map(|entry| entry.text.clone())
            .unwrap_or_default();
        assert!(
            walked.starts_with("Captain of the Broken Pike walks") && !walked.contains('('),
            "the log names the pawn and the place: {walked}"
        );
    }
}
