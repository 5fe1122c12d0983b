//! Lines drawn on the table each frame: the 10 cm grid, deployment zones, rings for the pawns
//! that may act, clashes, the ghost of a move (path, arc, attacks of opportunity, who gains or
//! loses sight), the shot under the pointer, the tape measure, the line of sight tool, and the
//! pawns of a log line that was clicked.

mod shapes;

use super::scene::table_to_world;
use shapes::{LIFT, arc, at, grid, verdict_ring, zone_outline};
pub(super) use shapes::{hexagon, ring};

use super::{ConflictScreen, ConflictTable, Tool};
use bevy::prelude::*;
use ysbilia_core::conflict::BombStage;
use ysbilia_core::conflict::Phase;
use ysbilia_core::rules::devices::BOMB_AREA_CM;
use ysbilia_core::rules::hunt::HuntPhase;
use ysbilia_core::table::base::{ACTION_AREA_REACH_CM, DEFAULT_BASE_DIAMETER_CM};
use ysbilia_core::table::layout::TableSize;
use ysbilia_core::table::light::{LUMINARY_LIGHT_RADIUS_CM, LUMINARY_MIN_SPACING_CM};

const LEGAL: Color = {
    let [red, green, blue] = crate::palette::LEGAL;
    Color::srgb_u8(red, green, blue)
};
const ILLEGAL: Color = {
    let [red, green, blue] = crate::palette::ILLEGAL;
    Color::srgb_u8(red, green, blue)
};
const ACTIVE: Color = Color::srgb(1.0, 0.85, 0.2);
const WAITING: Color = Color::srgb(0.55, 0.95, 0.6);
const HIGHLIGHT: Color = Color::srgb(1.0, 0.3, 0.9);
const TAPE: Color = Color::srgb(0.95, 0.95, 0.95);

pub(super) fn draw_marks(mut gizmos: Gizmos, screen: Option<Res<ConflictScreen>>) {
    let Some(ConflictScreen::Playing(table)) = screen.as_deref() else {
        return;
    };
    let game = table.game();
    let size = game.setup().layout.table;
    grid(&mut gizmos, size);
    let phase = &game.progress().phase;
    for band in 0..game.setup().sides.len() {
        let deploying = matches!(
            phase,
            Phase::Deployment { side } | Phase::Arrival { side } if *side == band
        );
        let placing_lights = matches!(phase, Phase::PlaceLuminaries { .. });
        if deploying || placing_lights {
            for zone in game.deployment_zones(band) {
                zone_outline(&mut gizmos, size, zone, band_colour(band));
            }
            // § Rescue: the opening band deploys in a circle in the middle.
            if let Some((centre, radius)) = game.deployment_circle(band) {
                let centre = Vec2::new(centre.x, centre.y);
                ring(&mut gizmos, size, centre, 0.0, radius, band_colour(band));
                ring(
                    &mut gizmos,
                    size,
                    centre,
                    0.0,
                    radius - 0.3,
                    band_colour(band),
                );
            }
        }
    }
    if matches!(phase, Phase::PlaceLuminaries { .. }) {
        luminary_places(&mut gizmos, table, size);
    }
    if matches!(phase, Phase::Hunt) {
        tracking_markers(&mut gizmos, table, size);
    }
    hidden_pawn_markers(&mut gizmos, table, size);
    enclaves(&mut gizmos, table, size);
    antagonist_elements(&mut gizmos, table, size);
    super::guests::guest_marks(&mut gizmos, table, size);
    pawn_rings(&mut gizmos, table, size);
    bombs(&mut gizmos, table, size);
    for place in &table.deploying {
        ring(
            &mut gizmos,
            size,
            Vec2::new(place.x, place.y),
            0.0,
            DEFAULT_BASE_DIAMETER_CM / 2.0,
            WAITING,
        );
    }
    move_ghost(&mut gizmos, table, size);
    shot_line(&mut gizmos, table, size);
    tools(&mut gizmos, table, size);
    highlighted(&mut gizmos, table, size);
}

/// While luminaries are placed: around each one its light and the 20 cm no other may enter,
/// and at the pointer the light a luminary there would cast, green where core allows it.
fn luminary_places(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    for point in table.game().luminaries() {
        let centre = Vec2::new(point.x, point.y);
        ring(gizmos, size, centre, 0.0, LUMINARY_MIN_SPACING_CM, ILLEGAL);
        ring(gizmos, size, centre, 0.0, LUMINARY_LIGHT_RADIUS_CM, ACTIVE);
    }
    if let Some(point) = table.hover_point {
        let allowed = table.game().preview_luminary(point.x, point.y).is_ok();
        let colour = if allowed { LEGAL } else { ILLEGAL };
        verdict_ring(
            gizmos,
            size,
            point,
            0.0,
            LUMINARY_LIGHT_RADIUS_CM,
            (allowed, colour),
        );
    }
}

pub(super) fn band_colour(band: usize) -> Color {
    let colour = super::setup::band_colour(band);
    Color::srgb_u8(colour.r(), colour.g(), colour.b())
}

/// A placed bomb's 10 cm blast (its fuse is secret); a bomb being placed rings its carrier.
fn bombs(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    for bomb in game.bombs() {
        match bomb.stage {
            BombStage::Placed { at, level } => {
                ring(
                    gizmos,
                    size,
                    Vec2::new(at.x, at.y),
                    level,
                    BOMB_AREA_CM,
                    ILLEGAL,
                );
            }
            BombStage::Placing { from } => {
                ring(
                    gizmos,
                    size,
                    Vec2::new(from.x, from.y),
                    from.level,
                    BOMB_AREA_CM,
                    ACTIVE,
                );
            }
            BombStage::Exploded { .. } => {}
        }
    }
}

fn pawn_rings(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    let active = game.progress().active;
    let waiting = game.waiting_pawns();
    for pawn in game.pawns() {
        let (Some(place), Some(base)) = (pawn.placement, game.base_of(pawn.id)) else {
            continue;
        };
        let radius = base.radius;
        let centre = Vec2::new(place.x, place.y);
        if Some(pawn.id) == active {
            ring(gizmos, size, centre, place.level, radius + 0.5, ACTIVE);
            // § Action Area: the 180° in front, 5 cm from the base.
            arc(
                gizmos,
                size,
                centre,
                place.level,
                radius + ACTION_AREA_REACH_CM,
                place.facing_degrees - 90.0,
                place.facing_degrees + 90.0,
                ACTIVE.with_alpha(0.6),
            );
        } else if active.is_none() && waiting.contains(&pawn.id) {
            ring(gizmos, size, centre, place.level, radius + 0.4, WAITING);
        }
        if Some(pawn.id) == table.selected && Some(pawn.id) != active {
            ring(gizmos, size, centre, place.level, radius + 0.8, TAPE);
        }
        if Some(pawn.id) == table.hover_pawn {
            ring(
                gizmos,
                size,
                centre,
                place.level,
                radius + 0.2,
                TAPE.with_alpha(0.6),
            );
        }
        for enemy in &pawn.engaged {
            if *enemy > pawn.id
                && let Some(other) = game.pawn(*enemy).and_then(|view| view.placement)
            {
                gizmos.line(
                    at(size, centre, place.level + 1.0),
                    at(size, Vec2::new(other.x, other.y), other.level + 1.0),
                    ILLEGAL,
                );
            }
        }
    }
}

fn move_ghost(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let Some(ghost) = &table.move_preview else {
        return;
    };
    let Some(mover) = table
        .mover()
        .and_then(|id| table.game().pawn(id))
        .and_then(|view| view.placement)
    else {
        return;
    };
    let start = Vec2::new(mover.x, mover.y);
    // The path core would take (round what is in the way), or the one asked for if refused.
    let (path, colour) = match &ghost.answer {
        Ok(preview) => (&preview.path, LEGAL),
        Err(_) => (&ghost.asked, ILLEGAL),
    };
    let mut level = mover.level;
    let mut points = vec![at(size, start, level)];
    for waypoint in path {
        level = waypoint.level.unwrap_or(level);
        points.push(at(size, Vec2::new(waypoint.x, waypoint.y), level));
    }
    gizmos.linestrip(points, colour);
    let Ok(preview) = &ghost.answer else {
        if let Some(last) = path.last() {
            verdict_ring(
                gizmos,
                size,
                Vec2::new(last.x, last.y),
                mover.level,
                DEFAULT_BASE_DIAMETER_CM / 2.0,
                (false, ILLEGAL),
            );
        }
        return;
    };
    let end = Vec2::new(preview.plan.end.x, preview.plan.end.y);
    let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
    verdict_ring(
        gizmos,
        size,
        end,
        preview.plan.end_level,
        radius,
        (true, LEGAL),
    );
    let facing = preview.plan.end_facing_degrees;
    arc(
        gizmos,
        size,
        end,
        preview.plan.end_level,
        radius + ACTION_AREA_REACH_CM,
        facing - 90.0,
        facing + 90.0,
        LEGAL.with_alpha(0.7),
    );
    // How far the maneuver may reach from the start.
    ring(
        gizmos,
        size,
        start,
        mover.level,
        preview.allowance_cm,
        LEGAL.with_alpha(0.25),
    );
    let game = table.game();
    let place_of = |id: u32| game.pawn(id).and_then(|view| view.placement);
    for enemy in &preview.attacks_of_opportunity {
        if let Some(place) = place_of(*enemy) {
            ring(
                gizmos,
                size,
                Vec2::new(place.x, place.y),
                place.level,
                radius + 1.0,
                Color::srgb(1.0, 0.55, 0.1),
            );
        }
    }
    // Red: enemies that would gain sight of the pawn; green: those that would lose it.
    for enemy in &preview.seen_by_after {
        if !preview.seen_by_before.contains(enemy)
            && let Some(place) = place_of(*enemy)
        {
            gizmos.line(
                at(size, Vec2::new(place.x, place.y), place.level + 3.0),
                at(size, end, preview.plan.end_level + 3.0),
                ILLEGAL.with_alpha(0.8),
            );
        }
    }
    for enemy in &preview.seen_by_before {
        if !preview.seen_by_after.contains(enemy)
            && let Some(place) = place_of(*enemy)
        {
            gizmos.line(
                at(size, Vec2::new(place.x, place.y), place.level + 3.0),
                at(size, end, preview.plan.end_level + 3.0),
                LEGAL.with_alpha(0.8),
            );
        }
    }
}

fn shot_line(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    let Some(shooter) = game.progress().active.and_then(|id| game.pawn(id)) else {
        return;
    };
    let Some(from) = shooter.placement else {
        return;
    };
    if table.tool == Tool::Shoot
        && let Some(range) = shooter
            .card
            .weapons
            .get(table.shoot_weapon)
            .and_then(|weapon| weapon.range)
    {
        ring(
            gizmos,
            size,
            Vec2::new(from.x, from.y),
            from.level,
            range as f32,
            ACTIVE.with_alpha(0.3),
        );
    }
    let Some((target, _, _, answer)) = &table.shot_preview else {
        return;
    };
    let Some(to) = game.pawn(*target).and_then(|view| view.placement) else {
        return;
    };
    let colour = match answer {
        Ok(preview) if preview.in_range() => LEGAL.mix(&ILLEGAL, 1.0 - preview.chance),
        _ => {
            // A shot core refuses, or out of range: a ✗ over the target as well as the colour.
            shapes::cross(
                gizmos,
                size,
                Vec2::new(to.x, to.y),
                to.level + 2.0,
                2.5,
                ILLEGAL,
            );
            ILLEGAL
        }
    };
    gizmos.line(
        at(size, Vec2::new(from.x, from.y), from.level + 3.0),
        at(size, Vec2::new(to.x, to.y), to.level + 2.0),
        colour,
    );
}

fn tools(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    if table.tool == Tool::Tape {
        let mut points = table.tape.clone();
        if points.len() == 1
            && let Some(hover) = table.hover_point
        {
            points.push(hover);
        }
        if let [from, to] = points[..] {
            gizmos.line(at(size, from, 0.0), at(size, to, 0.0), TAPE);
        }
        for point in &points {
            ring(gizmos, size, *point, 0.0, 0.5, TAPE);
        }
    }
    if let [observer, target] = table.sight[..]
        && let Some(sight) = table.game().sight_between(observer, target)
        && let Some((from, to)) = sight.line
    {
        let colour = if sight.clear { LEGAL } else { ILLEGAL };
        gizmos.line(
            table_to_world(size, from.x, from.y, from.z),
            table_to_world(size, to.x, to.y, to.z),
            colour,
        );
        // The line's meaning in a shape too: ✓ seen, ✗ blocked, halfway along it.
        let middle = Vec2::new(from.x + to.x, from.y + to.y) / 2.0;
        let level = (from.z + to.z) / 2.0;
        if sight.clear {
            shapes::tick(gizmos, size, middle, level, 2.0, colour);
        } else {
            shapes::cross(gizmos, size, middle, level, 2.0, colour);
        }
    }
}

/// The pawns of the command whose log line was clicked, joined by a line.
fn highlighted(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let Some(command) = table
        .highlight
        .and_then(|index| table.shown_session().commands().get(index))
    else {
        return;
    };
    let pawns = command.named_pawns();
    let game = table.game();
    let places: Vec<_> = pawns
        .iter()
        .filter_map(|id| game.pawn(*id).and_then(|view| view.placement))
        .collect();
    for place in &places {
        ring(
            gizmos,
            size,
            Vec2::new(place.x, place.y),
            place.level,
            DEFAULT_BASE_DIAMETER_CM / 2.0 + 1.2,
            HIGHLIGHT,
        );
    }
    if let [first, second] = places[..] {
        gizmos.line(
            at(size, Vec2::new(first.x, first.y), first.level + 2.0),
            at(size, Vec2::new(second.x, second.y), second.level + 2.0),
            HIGHLIGHT,
        );
    }
}

/// § Enclaves: a ring round each in its holder's colour (grey while nobody holds it, none once
/// fallen), its 5 cm conquering reach dotted; while they are placed, the one under the pointer,
/// green where core allows it.
fn enclaves(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    for (index, placed) in game.enclaves().iter().enumerate() {
        if !game.enclave_standing(index) {
            continue;
        }
        let colour = placed
            .holder
            .map_or(Color::srgb(0.7, 0.7, 0.7), band_colour);
        let centre = Vec2::new(placed.at.x, placed.at.y);
        ring(
            gizmos,
            size,
            centre,
            0.0,
            placed.enclave.radius_cm + 0.4,
            colour,
        );
        ring(
            gizmos,
            size,
            centre,
            0.0,
            placed.enclave.radius_cm + ysbilia_core::rules::enclaves::CONQUEST_REACH_CM,
            colour.with_alpha(0.35),
        );
    }
    let Phase::PlaceEnclaves { by } = game.progress().phase else {
        return;
    };
    let (Some(point), Some(id)) = (table.hover_point, table.enclave_to_place(by)) else {
        return;
    };
    let Some(enclave) = game
        .unplaced_enclaves(by)
        .into_iter()
        .find(|each| each.id == id)
    else {
        return;
    };
    let allowed = game.check_place_enclave(by, &id, point.x, point.y).is_ok();
    let colour = if allowed { WAITING } else { ILLEGAL };
    verdict_ring(
        gizmos,
        size,
        Vec2::new(point.x, point.y),
        0.0,
        enclave.radius_cm,
        (allowed, colour),
    );
}

/// § How Do Antagonists Work: a faint line from each Antagonist on the table to the scenery
/// element it keeps (the one a Phlegmatic Antagonist guards and walks back to), with a small
/// ring where it meets it.
fn antagonist_elements(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    let colour = Color::srgba(0.85, 0.75, 0.55, 0.6);
    for deployed in game.antagonists() {
        let (Some(pawn), Some(point)) =
            (game.pawn(deployed.pawn), game.element_point(deployed.pawn))
        else {
            continue;
        };
        let Some(place) = pawn.placement else {
            continue;
        };
        let from = Vec2::new(place.x, place.y);
        let to = Vec2::new(point.x, point.y);
        if from.distance(to) < 0.5 {
            continue;
        }
        gizmos.line(at(size, from, place.level), at(size, to, 0.0), colour);
        ring(gizmos, size, to, 0.0, 0.6, colour);
    }
}

/// § The Hunt: each Tracking Marker still on the table as a hexagon in its band's colour; while
/// markers are placed, the enemy's deployment area and a ghost marker under the pointer.
/// § Hidden Pawn Markers (Alone in the Face of Danger): a hexagon in the enemy's colour for
/// each, a smaller one inside so it reads as a marker, not a base.
fn hidden_pawn_markers(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    let Some(enemy) = game.enemy_band() else {
        return;
    };
    for marker in game.hidden_markers() {
        let at = Vec2::new(marker.x, marker.y);
        hexagon(gizmos, size, at, band_colour(enemy));
        shapes::cross(gizmos, size, at, LIFT, 1.2, band_colour(enemy));
    }
}

fn tracking_markers(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    let game = table.game();
    let Some(play) = game.hunt() else {
        return;
    };
    for marker in play.hunt.markers.iter().filter(|marker| !marker.removed) {
        hexagon(
            gizmos,
            size,
            Vec2::new(marker.at.x, marker.at.y),
            band_colour(marker.band),
        );
    }
    if let HuntPhase::Placing { band } = play.hunt.phase {
        if let Some(zone) = game.deployment_zone(1 - band) {
            zone_outline(gizmos, size, zone, band_colour(1 - band));
        }
        if let Some(point) = table.hover_point {
            let allowed = game.preview_marker(point.x, point.y).is_ok();
            let colour = if allowed { LEGAL } else { ILLEGAL };
            hexagon(gizmos, size, point, colour);
            if allowed {
                shapes::tick(gizmos, size, point, LIFT, 2.0, colour);
            } else {
                shapes::cross(gizmos, size, point, LIFT, 2.0, colour);
            }
        }
    }
}
