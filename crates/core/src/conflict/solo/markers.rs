//! 1650 § Hidden Pawn Markers, § Deck of Contract Cards: the enemy's cards shuffled by the
//! game's dice (its Leader's last, or an Informer first, where the page says), and hexagons on
//! the table as the Commission places them (`reveal` brings them out). Where the book lets the
//! player place markers, the dice choose among the places the page allows (our reading,
//! docs/rules-gaps.md).

use super::{Solo, enemy_band};
use crate::conflict::commission::terms::{CompasPlan, HousePlan, MarkerPlan, ParishPlan};
use crate::conflict::names::pawn_name;
use crate::conflict::solo::notes::HiddenMarker;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Playing, Table};
use crate::conflict::world::pawns::{footing, sight_pawns};
use crate::msg;
use crate::record::Resolution;
use crate::rules::rule;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM};
use parry3d::math::Vec2;

/// A marker's hexagon is as wide as a pawn's base.
pub(super) const MARKER_RADIUS_CM: f32 = DEFAULT_BASE_DIAMETER_CM / 2.0;
/// Candidate places are tried on a grid this fine.
const GRID_CM: f32 = 1.5;

pub(super) fn plan(world: &ConflictWorld) -> Option<MarkerPlan> {
    world.resource::<Playing>().0.terms().solo?.markers
}

/// Cards of the enemy not yet under a marker on the table.
fn pool(world: &ConflictWorld) -> usize {
    let solo = world.resource::<Solo>();
    solo.deck.len().saturating_sub(solo.markers.len())
}

/// At the start, before your band deploys: the enemy's deck, shuffled (its Leader's card last
/// where the page says), and the markers round the Parish's buildings.
pub(in crate::conflict) fn lay(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let (Some(band), Some(plan)) = (enemy_band(world), plan(world)) else {
        return;
    };
    let mut deck = crate::conflict::world::pawns::undeployed(world, band).into_vec();
    // § Clearing the Parish, § Raid in the Compas: the Antagonists it hired are cards of its deck.
    deck.extend(hired_antagonists(world, band));
    resolution
        .dice()
        .shuffle(msg!("conflict-solo-shuffle-enemy-deck"), &mut deck);
    let terms = world.resource::<Playing>().0.terms().solo;
    let leader_last = terms.is_some_and(|solo| solo.leader_last);
    // § Raid in the Compas: "choose one at random and place it on top": the shuffled deck's
    // first card is already one drawn at random.
    let informer = terms
        .and_then(|solo| solo.informer_run_cm)
        .and(deck.first().copied());
    if leader_last
        && let Some(leader) = crate::conflict::world::pawns::leader_of(world, band)
        && let Some(at) = deck.iter().position(|&pawn| pawn == leader)
    {
        let leader = deck.remove(at);
        deck.push(leader);
    }
    let cards = deck.len();
    {
        let solo = world.resource_mut::<Solo>();
        solo.deck = deck;
        solo.informer = informer;
    }
    resolution.explain_with(rule("Deck of Contract Cards"), || {
        if leader_last {
            msg!("conflict-solo-deck-shuffled-leader-last", cards = cards)
        } else if informer.is_some() {
            msg!("conflict-solo-deck-shuffled-informer", cards = cards)
        } else {
            msg!("conflict-solo-deck-shuffled", cards = cards)
        }
    });
    match plan {
        MarkerPlan::Parish(plan) => lay_parish(world, plan, resolution),
        MarkerPlan::Compas(plan) => lay_compas(world, plan, resolution),
        MarkerPlan::CountryHouse(plan) => lay_house(world, plan, resolution),
    }
}

/// § Clearing the Parish: 1D10 markers round each building of the Parish.
fn lay_parish(world: &mut ConflictWorld, plan: ParishPlan, resolution: &mut Resolution) {
    let layout = world.resource::<Table>().0.layout().clone();
    for building in crate::conflict::commission::parish_buildings(&layout) {
        if pool(world) == 0 {
            break;
        }
        let count = resolution
            .dice()
            .roll(msg!("conflict-solo-roll-markers-round"), plan.around);
        let spots = spots_round(world, building, plan.around_within_cm);
        let placed = place(world, spots, count, plan.around_apart_cm, resolution);
        let name = layout.pieces.get(building).map_or("", |piece| &piece.id);
        resolution.explain_with(rule("Clearing the Parish"), || {
            msg!(
                "conflict-solo-markers-round",
                placed = placed,
                building = name,
                count = count
            )
        });
    }
}

/// § Raid in the Compas: the Informer's marker in the middle of the Compas, the others within
/// 40 cm of it or inside it, more than 10 cm from one another.
fn lay_compas(world: &mut ConflictWorld, plan: CompasPlan, resolution: &mut Resolution) {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(compas) = crate::conflict::commission::compas(scenery.layout()) else {
        return;
    };
    let Some(piece) = scenery.piece(compas) else {
        return;
    };
    if world.resource::<Solo>().informer.is_some()
        && let Some(spot) = free_spot_near(world, piece.centre())
    {
        world.resource_mut::<Solo>().markers.push(HiddenMarker {
            x: spot.x,
            y: spot.y,
            informer: true,
        });
    }
    let reach = piece.bounding_radius() + plan.within_cm;
    let spots: Vec<Vec2> = grid(piece.centre(), reach)
        .filter(|&point| {
            piece.footprint_distance(point) - MARKER_RADIUS_CM <= plan.within_cm
                && free(world, point)
        })
        .collect();
    let left = pool(world) as u32;
    let placed = place(world, spots, left, plan.apart_cm, resolution);
    resolution.explain_with(rule("Raid in the Compas"), || {
        msg!(
            "conflict-solo-markers-compas",
            compas = &piece.id,
            placed = placed,
            distance = super::whole_cm(plan.within_cm)
        )
    });
    no_room(world, "Raid in the Compas", resolution);
}

/// The cards left with no marker once the page's places are full: they stay in the deck, never
/// drawn (the log says so; our reading, docs/rules-gaps.md).
fn no_room(world: &ConflictWorld, section: &'static str, resolution: &mut Resolution) {
    let left = pool(world);
    if left > 0 {
        resolution.explain_with(rule(section), || {
            msg!("conflict-solo-markers-no-room", left = left)
        });
    }
}

/// § Now or Never!: a marker in the middle of every room of the Country House but the central
/// one, the rest anywhere outside the house, more than 15 cm from one another.
fn lay_house(world: &mut ConflictWorld, plan: HousePlan, resolution: &mut Resolution) {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(house) = crate::conflict::commission::country_house(scenery.layout()) else {
        return;
    };
    let mut in_rooms = 0;
    for &room in house.rooms.iter().skip(1) {
        if pool(world) == 0 {
            break;
        }
        let Some(piece) = scenery.piece(room) else {
            continue;
        };
        if let Some(spot) = free_spot_near(world, piece.centre()) {
            world.resource_mut::<Solo>().markers.push(HiddenMarker {
                x: spot.x,
                y: spot.y,
                informer: false,
            });
            in_rooms += 1;
        }
    }
    let table = scenery.layout().table;
    let centre = Vec2::new(table.width / 2.0, table.depth / 2.0);
    // A coarser grid: the whole table is searched.
    let spots: Vec<Vec2> = grid_of(centre, table.width.max(table.depth), 2.0 * GRID_CM)
        .filter(|point| {
            let inset = MARKER_RADIUS_CM;
            (inset..=table.width - inset).contains(&point.x)
                && (inset..=table.depth - inset).contains(&point.y)
        })
        .filter(|&point| {
            house.rooms.iter().all(|&room| {
                scenery
                    .piece(room)
                    .is_none_or(|piece| piece.footprint_distance(point) > MARKER_RADIUS_CM)
            })
        })
        .filter(|&point| free(world, point))
        .collect();
    let left = pool(world) as u32;
    let outside = place(world, spots, left, plan.outside_apart_cm, resolution);
    resolution.explain_with(rule("Now or Never!"), || {
        msg!(
            "conflict-solo-markers-house",
            rooms = in_rooms,
            outside = outside
        )
    });
    no_room(world, "Now or Never!", resolution);
}

/// A marker as the sight tests see it: a pawn-sized base on the ground, nobody's.
pub(super) fn as_sight_pawn(marker: &HiddenMarker) -> crate::table::sight::SightPawn {
    crate::table::sight::SightPawn {
        id: u32::MAX,
        base: Base::new(Vec2::new(marker.x, marker.y), MARKER_RADIUS_CM, 0.0, 0.0),
        in_clash: false,
    }
}

/// The Antagonists band `band` hired, by pawn id (they come after every band's pawns).
fn hired_antagonists(world: &ConflictWorld, band: usize) -> Vec<u32> {
    world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0
        .antagonist_pawns()
        .filter(|(by, _)| *by == band)
        .map(|(_, pawn)| pawn)
        .collect()
}

/// Free places outside `building`, within `within` cm of it.
fn spots_round(world: &ConflictWorld, building: usize, within: f32) -> Vec<Vec2> {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(piece) = scenery.piece(building) else {
        return Vec::new();
    };
    let reach = piece.bounding_radius() + within;
    grid(piece.centre(), reach)
        .filter(|&point| {
            let gap = piece.footprint_distance(point) - MARKER_RADIUS_CM;
            gap > 0.0 && gap <= within && free(world, point)
        })
        .collect()
}

/// Free places inside `building`, out of `pawn`'s Action Area.
fn spots_inside(world: &ConflictWorld, building: usize, pawn: u32) -> Vec<Vec2> {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(piece) = scenery.piece(building) else {
        return Vec::new();
    };
    let Some(own) = crate::conflict::world::pawns::base(world, pawn) else {
        return Vec::new();
    };
    grid(piece.centre(), piece.bounding_radius())
        .filter(|&point| {
            piece.footprint_distance(point) <= 0.0
                && point.distance(own.centre)
                    > own.radius + crate::table::base::ACTION_AREA_REACH_CM + MARKER_RADIUS_CM
                && free(world, point)
        })
        .collect()
}

/// Free places within `depth` cm of the table's edges.
fn spots_at_edges(world: &ConflictWorld, depth: f32) -> Vec<Vec2> {
    let table = world.resource::<Table>().0.layout().table;
    let centre = Vec2::new(table.width / 2.0, table.depth / 2.0);
    grid(centre, table.width.max(table.depth))
        .filter(|point| {
            let inset = MARKER_RADIUS_CM;
            (inset..=table.width - inset).contains(&point.x)
                && (inset..=table.depth - inset).contains(&point.y)
                && (point.x <= depth
                    || point.y <= depth
                    || point.x >= table.width - depth
                    || point.y >= table.depth - depth)
        })
        .filter(|&point| free(world, point))
        .collect()
}

fn grid(centre: Vec2, reach: f32) -> impl Iterator<Item = Vec2> {
    grid_of(centre, reach, GRID_CM)
}

fn grid_of(centre: Vec2, reach: f32, step: f32) -> impl Iterator<Item = Vec2> {
    let steps = (reach / step).ceil() as i32;
    (-steps..=steps).flat_map(move |gx| {
        (-steps..=steps).map(move |gy| centre + Vec2::new(gx as f32, gy as f32) * step)
    })
}

/// A pawn's base could stand here, clear of the scenery, the pawns and the other markers.
fn free(world: &ConflictWorld, point: Vec2) -> bool {
    let scenery = &world.resource::<Table>().0;
    let base = Base::new(point, MARKER_RADIUS_CM, 0.0, 0.0);
    let clear_of_markers = world
        .resource::<Solo>()
        .markers
        .iter()
        .all(|marker| Vec2::new(marker.x, marker.y).distance(point) >= 2.0 * MARKER_RADIUS_CM);
    clear_of_markers
        && crate::conflict::turns::deployment::check_placing(
            scenery,
            &sight_pawns(world),
            u32::MAX,
            base,
        )
        .is_ok()
}

/// Up to `count` markers (no more than the cards left for them) on `spots`, each drawn with two
/// D10s and more than `apart` cm (edge to edge) from the others; how many were placed.
fn place(
    world: &mut ConflictWorld,
    mut spots: Vec<Vec2>,
    count: u32,
    apart: f32,
    resolution: &mut Resolution,
) -> u32 {
    let mut placed = 0;
    while placed < count && pool(world) > 0 {
        let markers = world.resource::<Solo>().markers.clone();
        spots.retain(|spot| {
            markers.iter().all(|marker| {
                Vec2::new(marker.x, marker.y).distance(*spot) - 2.0 * MARKER_RADIUS_CM > apart
            })
        });
        let Some(&spot) = resolution
            .dice()
            .d100_index(msg!("conflict-solo-roll-marker-place"), spots.len())
            .and_then(|index| spots.get(index))
        else {
            break;
        };
        world.resource_mut::<Solo>().markers.push(HiddenMarker {
            x: spot.x,
            y: spot.y,
            informer: false,
        });
        placed += 1;
    }
    placed
}

/// § Clearing the Parish: one of your pawns inside a building of the Parish for the first time
/// fills it with 1D5 markers (those with no room inside go round it); once every building is
/// explored, the markers left come in at the edges.
pub(super) fn explore(world: &mut ConflictWorld, band: usize, resolution: &mut Resolution) {
    let Some(MarkerPlan::Parish(plan)) = plan(world) else {
        return;
    };
    // The table's Arc, not a copy of its layout: this runs after every command.
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let layout = scenery.layout();
    let parish = crate::conflict::commission::parish_buildings(layout);
    for pawn in crate::conflict::world::pawns::enemies_of(world, band) {
        let Some(centre) = footing(world, pawn).map(|place| place.base().centre) else {
            continue;
        };
        for &building in &parish {
            let inside = layout
                .pieces
                .get(building)
                .is_some_and(|piece| piece.footprint_distance(centre) <= 0.0);
            if !inside || world.resource::<Solo>().explored.contains(&building) {
                continue;
            }
            world.resource_mut::<Solo>().explored.push(building);
            let count = resolution
                .dice()
                .roll(msg!("conflict-solo-roll-markers-inside"), plan.inside);
            let spots = spots_inside(world, building, pawn);
            let placed = place(world, spots, count, plan.inside_apart_cm, resolution);
            let outside = if placed < count {
                let spots = spots_round(world, building, plan.around_within_cm);
                place(
                    world,
                    spots,
                    count - placed,
                    plan.around_apart_cm,
                    resolution,
                )
            } else {
                0
            };
            let name = layout.pieces.get(building).map_or("", |piece| &piece.id);
            resolution.explain_with(rule("Clearing the Parish"), || {
                msg!(
                    "conflict-solo-markers-inside",
                    pawn = pawn_name(world, pawn),
                    building = name,
                    placed = placed,
                    outside = outside,
                    count = count
                )
            });
        }
    }
    let all_explored = parish
        .iter()
        .all(|building| world.resource::<Solo>().explored.contains(building));
    let left = pool(world);
    if all_explored && left > 0 && !parish.is_empty() {
        let spots = spots_at_edges(world, plan.edge_depth_cm);
        let placed = place(world, spots, left as u32, 0.0, resolution);
        resolution.explain_with(rule("Clearing the Parish"), || {
            msg!(
                "conflict-solo-markers-at-edges",
                placed = placed,
                distance = super::whole_cm(plan.edge_depth_cm)
            )
        });
    }
}

/// The marker's place, or the nearest free one round it (a pawn may have come to stand there).
pub(super) fn free_spot_near(world: &ConflictWorld, at: Vec2) -> Option<Vec2> {
    let scenery = &world.resource::<Table>().0;
    let standing = sight_pawns(world);
    let fits = |point: Vec2| {
        let base = Base::new(point, MARKER_RADIUS_CM, 0.0, 0.0);
        crate::conflict::turns::deployment::check_placing(scenery, &standing, u32::MAX, base)
            .is_ok()
    };
    if fits(at) {
        return Some(at);
    }
    (1..=8).find_map(|ring| {
        let radius = ring as f32 * 0.75;
        (0..16).find_map(|step| {
            let angle = (step as f32 * 22.5_f32).to_radians();
            let point = at + Vec2::new(angle.cos(), angle.sin()) * radius;
            fits(point).then_some(point)
        })
    })
}
