//! 1650 § Hidden Pawn Markers, § Deck of Contract Cards, § Revealing Hidden Pawn Markers: the
//! enemy's cards shuffled by the game's dice (its Leader's last where the page says), hexagons
//! on the table as the Commission places them, and a marker replaced by the next card's pawn
//! when one of the four causes comes about. Where the book lets the player place markers, the
//! dice choose among the places the page allows (our reading, docs/rules-gaps.md).

use super::{Solo, enemy_band};
use crate::conflict::commission::terms::MarkerPlan;
use crate::conflict::components::{Playing, Table};
use crate::conflict::names::pawn_name;
use crate::conflict::pawns::{card, footing, sight_pawns};
use crate::conflict::solo_notes::{Event, HiddenMarker};
use crate::record::Resolution;
use crate::rules::activation::Activation;
use crate::rules::rule;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Placement};
use crate::table::sight::{SightOptions, SightPawn, line_of_sight};
use bevy_ecs::prelude::World;
use parry3d::math::Vec2;

const SECTION: &str = "Revealing Hidden Pawn Markers";
/// A marker's hexagon is as wide as a pawn's base.
const MARKER_RADIUS_CM: f32 = DEFAULT_BASE_DIAMETER_CM / 2.0;
/// Candidate places are tried on a grid this fine.
const GRID_CM: f32 = 1.5;

fn plan(world: &World) -> Option<MarkerPlan> {
    world.resource::<Playing>().0.terms().solo?.markers
}

/// Cards of the enemy not yet under a marker on the table.
fn pool(world: &World) -> usize {
    let solo = world.resource::<Solo>();
    solo.deck.len().saturating_sub(solo.markers.len())
}

/// At the start, before your band deploys: the enemy's deck, shuffled (its Leader's card last
/// where the page says), and the markers round the Parish's buildings.
pub(in crate::conflict) fn lay(world: &mut World, resolution: &mut Resolution) {
    let (Some(band), Some(plan)) = (enemy_band(world), plan(world)) else {
        return;
    };
    let mut deck = crate::conflict::pawns::undeployed(world, band);
    resolution
        .dice()
        .shuffle("the enemy's Contract Cards", &mut deck);
    let leader_last = world
        .resource::<Playing>()
        .0
        .terms()
        .solo
        .is_some_and(|solo| solo.leader_last);
    if leader_last
        && let Some(leader) = crate::conflict::pawns::leader_of(world, band)
        && let Some(at) = deck.iter().position(|&pawn| pawn == leader)
    {
        let leader = deck.remove(at);
        deck.push(leader);
    }
    let cards = deck.len();
    {
        let mut solo = world.resource_mut::<Solo>();
        solo.deck = deck;
    }
    resolution.explain_with(rule("Deck of Contract Cards"), || {
        format!(
            "the enemy's {cards} Contract Cards are shuffled{}; a Hidden Pawn Marker stands for each",
            if leader_last {
                ", its Leader's card put last"
            } else {
                ""
            }
        )
    });
    let layout = world.resource::<Table>().0.layout().clone();
    for building in crate::conflict::commission::parish_buildings(&layout) {
        if pool(world) == 0 {
            break;
        }
        let count = resolution
            .dice()
            .roll("Hidden Pawn Markers round a building", plan.around);
        let spots = spots_round(world, building, plan.around_within_cm);
        let placed = place(world, spots, count, plan.around_apart_cm, resolution);
        let name = layout.pieces.get(building).map_or("", |piece| &piece.id);
        resolution.explain_with(rule("Clearing the Parish"), || {
            format!("{placed} Hidden Pawn Marker(s) round the {name} ({count} rolled)")
        });
    }
}

/// Free places outside `building`, within `within` cm of it.
fn spots_round(world: &World, building: usize, within: f32) -> Vec<Vec2> {
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
fn spots_inside(world: &World, building: usize, pawn: u32) -> Vec<Vec2> {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(piece) = scenery.piece(building) else {
        return Vec::new();
    };
    let Some(own) = footing(world, pawn).map(|place| place.base()) else {
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
fn spots_at_edges(world: &World, depth: f32) -> Vec<Vec2> {
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
    let steps = (reach / GRID_CM).ceil() as i32;
    (-steps..=steps).flat_map(move |gx| {
        (-steps..=steps).map(move |gy| centre + Vec2::new(gx as f32, gy as f32) * GRID_CM)
    })
}

/// A pawn's base could stand here, clear of the scenery, the pawns and the other markers.
fn free(world: &World, point: Vec2) -> bool {
    let scenery = &world.resource::<Table>().0;
    let base = Base::new(point, MARKER_RADIUS_CM, 0.0, 0.0);
    let clear_of_markers = world
        .resource::<Solo>()
        .markers
        .iter()
        .all(|marker| Vec2::new(marker.x, marker.y).distance(point) >= 2.0 * MARKER_RADIUS_CM);
    clear_of_markers
        && crate::conflict::placing::check_placing(scenery, &sight_pawns(world), u32::MAX, base)
            .is_ok()
}

/// Up to `count` markers (no more than the cards left for them) on `spots`, each drawn with two
/// D10s and more than `apart` cm (edge to edge) from the others; how many were placed.
fn place(
    world: &mut World,
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
            .d100_index("Hidden Pawn Marker place", spots.len())
            .and_then(|index| spots.get(index))
        else {
            break;
        };
        world.resource_mut::<Solo>().markers.push(HiddenMarker {
            x: spot.x,
            y: spot.y,
        });
        placed += 1;
    }
    placed
}

/// After each command: the markers the four causes reveal, and the buildings explored for the
/// first time (§ Clearing the Parish). `events` are the notes not yet weighed.
pub(super) fn reveal_due(world: &mut World, events: &[Event], resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    // Markers are revealed by what pawns do in the turns, not by where they deploy.
    if plan(world).is_none()
        || world
            .resource::<crate::conflict::components::Progress>()
            .phase
            != crate::conflict::components::Phase::Turns
    {
        return;
    }
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return;
    };
    let rules = *rules;
    explore(world, band, resolution);
    for event in events {
        match *event {
            Event::ActivationEnded { pawn } => {
                for index in near(world, pawn, rules.reveal_end_cm, true) {
                    reveal(
                        world,
                        index,
                        Some(pawn),
                        "ended its activation within 15 cm, in sight",
                        resolution,
                    );
                }
            }
            Event::Gunpowder { shooter } => {
                for index in near(world, shooter, rules.reveal_gunpowder_cm, false) {
                    reveal(
                        world,
                        index,
                        Some(shooter),
                        "fired a gunpowder weapon within 30 cm",
                        resolution,
                    );
                }
            }
            _ => {}
        }
    }
    // Touching a marker engages it; an enemy pawn within 5 cm of one reveals it too (again for
    // each pawn a reveal puts down).
    for _ in 0..64 {
        let Some((index, cause, why)) = touched(world, band, rules.reveal_placed_cm) else {
            break;
        };
        reveal(world, index, cause, why, resolution);
    }
}

/// The markers within `within` cm (edge to edge) of `pawn`, in its sight if `in_sight`,
/// nearest first; by index, highest first (so revealing one keeps the others' indices).
fn near(world: &World, pawn: u32, within: f32, in_sight: bool) -> Vec<usize> {
    let pawns = sight_pawns(world);
    let Some(own) = pawns.iter().find(|other| other.id == pawn).copied() else {
        return Vec::new();
    };
    let scenery = &world.resource::<Table>().0;
    let mut found: Vec<usize> = world
        .resource::<Solo>()
        .markers
        .iter()
        .enumerate()
        .filter(|(_, marker)| {
            let at = Vec2::new(marker.x, marker.y);
            own.base.centre.distance(at) - own.base.radius - MARKER_RADIUS_CM <= within
        })
        .filter(|(_, marker)| {
            !in_sight || {
                let target = SightPawn {
                    id: u32::MAX,
                    base: Base::new(Vec2::new(marker.x, marker.y), MARKER_RADIUS_CM, 0.0, 0.0),
                    in_clash: false,
                };
                line_of_sight(scenery, &pawns, &own, &target, SightOptions::default()).clear
            }
        })
        .map(|(index, _)| index)
        .collect();
    found.sort_unstable_by(|a, b| b.cmp(a));
    found
}

/// A marker touched by one of your pawns (engaged), or within `placed_cm` of an enemy pawn.
fn touched(
    world: &World,
    band: usize,
    placed_cm: f32,
) -> Option<(usize, Option<u32>, &'static str)> {
    let pawns = sight_pawns(world);
    let markers = &world.resource::<Solo>().markers;
    for (index, marker) in markers.iter().enumerate() {
        let at = Vec2::new(marker.x, marker.y);
        for pawn in &pawns {
            let gap = pawn.base.centre.distance(at) - pawn.base.radius - MARKER_RADIUS_CM;
            let enemy = crate::conflict::pawns::side(world, pawn.id) == Some(band);
            if enemy && gap <= placed_cm {
                return Some((index, None, "an enemy pawn stands within 5 cm of it"));
            }
            if !enemy && gap <= crate::conflict::placing::EDGE_CONTACT_CM {
                return Some((index, Some(pawn.id), "touched it (engaged)"));
            }
        }
    }
    None
}

/// The marker `index` is revealed: the deck's next card, its pawn put where the marker stood,
/// facing `cause` if its Audacity is lower, else its back to it.
fn reveal(
    world: &mut World,
    index: usize,
    cause: Option<u32>,
    why: &str,
    resolution: &mut Resolution,
) {
    let marker = {
        let mut solo = world.resource_mut::<Solo>();
        if index >= solo.markers.len() || solo.deck.is_empty() {
            return;
        }
        solo.markers.remove(index)
    };
    let pawn = world.resource_mut::<Solo>().deck.remove(0);
    let at = Vec2::new(marker.x, marker.y);
    let towards = cause
        .and_then(|cause| footing(world, cause))
        .map(|place| place.base().centre)
        .or_else(|| nearest_of_yours(world, at));
    let audacity = |id: u32| card(world, id).map_or(u32::MAX, |card| card.audacity);
    // Lower Audacity than the pawn that revealed it: it faces it; else its back to it.
    let bolder = cause.map(|cause| audacity(pawn) < audacity(cause));
    let faces = match (bolder, towards) {
        (Some(false), Some(to)) => at - (to - at),
        (_, Some(to)) => to,
        (_, None) => at + Vec2::new(0.0, 1.0),
    };
    let facing = (faces - at).y.atan2((faces - at).x).to_degrees();
    let spot = free_spot_near(world, at).unwrap_or(at);
    crate::conflict::pawns::set_footings(
        world,
        &[pawn],
        &[Placement {
            x: spot.x,
            y: spot.y,
            level: 0.0,
            facing_degrees: facing,
        }],
    );
    crate::conflict::pawns::turn_mut(world, |turn| {
        if let Some(state) = turn.states.get_mut(pawn as usize) {
            *state = Activation::Enemy;
        }
    });
    world
        .resource_mut::<Solo>()
        .events
        .push(Event::Revealed { pawn });
    let cause_name = cause.map(|cause| pawn_name(world, cause).to_owned());
    resolution.explain_with(rule(SECTION), || {
        let who = cause_name.map_or_else(String::new, |name| format!("{name} "));
        format!(
            "a Hidden Pawn Marker is revealed ({who}{why}): the card drawn is {}, put where the marker stood, {}",
            pawn_name(world, pawn),
            match bolder {
                Some(true) => "facing the pawn that revealed it (its Audacity is lower)",
                Some(false) => "its back to the pawn that revealed it (its Audacity is not lower)",
                None => "facing the nearest of your pawns",
            }
        )
    });
}

fn nearest_of_yours(world: &World, at: Vec2) -> Option<Vec2> {
    let band = enemy_band(world)?;
    crate::conflict::pawns::enemies_of(world, band)
        .into_iter()
        .filter_map(|pawn| footing(world, pawn).map(|place| place.base().centre))
        .min_by(|a, b| a.distance(at).total_cmp(&b.distance(at)))
}

/// The marker's place, or the nearest free one round it (a pawn may have come to stand there).
fn free_spot_near(world: &World, at: Vec2) -> Option<Vec2> {
    let scenery = &world.resource::<Table>().0;
    let standing = sight_pawns(world);
    let fits = |point: Vec2| {
        let base = Base::new(point, MARKER_RADIUS_CM, 0.0, 0.0);
        crate::conflict::placing::check_placing(scenery, &standing, u32::MAX, base).is_ok()
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

/// § Clearing the Parish: one of your pawns inside a building of the Parish for the first time
/// fills it with 1D5 markers (those with no room inside go round it); once every building is
/// explored, the markers left come in at the edges.
fn explore(world: &mut World, band: usize, resolution: &mut Resolution) {
    let Some(plan) = plan(world) else {
        return;
    };
    // The table's Arc, not a copy of its layout: this runs after every command.
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let layout = scenery.layout();
    let parish = crate::conflict::commission::parish_buildings(layout);
    for pawn in crate::conflict::pawns::enemies_of(world, band) {
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
                .roll("Hidden Pawn Markers inside a building", plan.inside);
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
                format!(
                    "{} steps into the {name} for the first time: {placed} Hidden Pawn Marker(s) inside it{} ({count} rolled)",
                    pawn_name(world, pawn),
                    if outside > 0 {
                        format!(", {outside} round it for want of room")
                    } else {
                        String::new()
                    }
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
            format!(
                "every building of the Parish is explored: the {placed} marker(s) left come in within {:.0} cm of the edges",
                plan.edge_depth_cm
            )
        });
    }
}
