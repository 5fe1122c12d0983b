//! The pointer on the table: the surface and pawn under it (a roof, a lower floor with Q), the
//! drag of the active pawn, and clicks turned into tools, previews and commands (the keys are
//! in `keys.rs`).

use super::scene::{table_to_world, world_to_table};
use super::{ConflictScreen, ConflictTable, TableView, Tool};
use bevy::prelude::*;
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Awaiting, ClashResult, ConflictCommand, Gait, HuntOrder};
use ysbilia_core::rules::hunt::{HuntPhase, MARKER_RADIUS_CM};
use ysbilia_core::table::base::{BASE_THICKNESS_CM, Placement};
use ysbilia_core::table::movement::Waypoint;

/// Decimals kept of a pointed place, so a preview is not recomputed for a hair's move.
const POINT_GRID_CM: f32 = 0.1;

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
pub(super) fn surfaces_under(table: &ConflictTable, ray: Ray3d) -> Vec<(Vec2, f32)> {
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
