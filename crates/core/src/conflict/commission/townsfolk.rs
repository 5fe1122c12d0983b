//! 1650 § Guardians' townsfolk: the 1D5 Guarnicioneros the page sets on the table as
//! Phlegmatic Antagonists, not enemies among themselves (one side of their own), placed by the
//! dice by the scenery (`place_townsfolk`), and taken over by the defenders, Sanguine, once a
//! clash is started against one or gunpowder is fired near it (`provoke_townsfolk`).

use super::Role;
use super::guardians::{SECTION, venue_candidates};
use crate::conflict::components::SetupOf;
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::{entity, footing, side};
use crate::record::Resolution;
use crate::rules::antagonists::Temperament;
use crate::rules::rule;
use crate::table::base::{Base, Placement, Point};
use bevy_ecs::prelude::World;
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

/// § Guardians: the Antagonists the page itself sets on the table ("1D5 Guarnicioneros ...
/// placed as if they were Antagonists with Phlegmatic Temperaments").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Townsfolk {
    /// Their kind, by id (antagonists.ron).
    pub antagonist: String,
    /// How many come: one roll of this die.
    pub die: crate::dice::Die,
    /// A gunpowder weapon fired this near one provokes it (cm, base to base).
    pub provoked_cm: f32,
    /// The role that takes a provoked one over, Sanguine.
    pub provoked_join: Role,
    /// Their Temperament until provoked, whatever their card's (the page's "Phlegmatic").
    pub temperament: Temperament,
}

/// How far apart the townsfolk must stand, tried in turn (edge to edge, cm): the Antagonists'
/// 20 cm out of every pawn's sight, then in sight, then closer, as § Feast of Eucharist relaxes
/// its markers (our reading, rules-gaps).
const TOWNSFOLK_TRIES: [(f32, bool); 4] =
    [(20.0, true), (20.0, false), (10.0, false), (0.0, false)];

/// § Guardians: "At the beginning of the Conflict, 1D5 Guarnicioneros will be placed on the
/// table as if they were Antagonists": the die says how many; each stands by the next scenery
/// piece of an order the dice shuffle, within 5 cm of it, outside the buildings, the middle
/// circle and the edges' 20 cm, apart from the others (`TOWNSFOLK_TRIES`). Nobody chooses
/// where: no band owns them (our reading, rules-gaps).
pub(super) fn place_townsfolk(
    world: &mut World,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let Some(terms) = setup.commission.terms().townsfolk.as_ref() else {
        return;
    };
    if setup.townsfolk.is_empty() {
        return;
    }
    let rolled = resolution
        .dice()
        .roll("§ Guardians: how many Guarnicioneros", terms.die) as usize;
    let count = rolled.min(setup.townsfolk.len());
    let mut pieces: Vec<usize> = (0..setup.layout.pieces.len()).collect();
    resolution
        .dice()
        .shuffle("§ Guardians: by which scenery they stand", &mut pieces);
    let spots = crate::conflict::antagonists::spots_by_scenery(world);
    let mut placed = Vec::new();
    for index in 0..count {
        let pawn = setup.first_townsfolk() + index as u32;
        let found = TOWNSFOLK_TRIES.iter().find_map(|&(spacing, unseen)| {
            pieces
                .iter()
                .cycle()
                .skip(index)
                .take(pieces.len())
                .find_map(|&piece| {
                    spots.iter().find_map(|&point| {
                        townsfolk_spot(world, setup, pawn, piece, point, spacing, unseen)
                            .map(|place| (piece, place))
                    })
                })
        });
        let Some((element, place)) = found else {
            continue;
        };
        crate::conflict::antagonists::set_down(
            world,
            pawn,
            setup.commission.defender(),
            element,
            place,
            terms.temperament,
        );
        placed.push((pawn, element));
    }
    resolution.explain_with(rule(SECTION), || {
        let by: Vec<String> = placed
            .iter()
            .map(|&(pawn, element)| {
                let piece = setup
                    .layout
                    .pieces
                    .get(element)
                    .map_or("?", |piece| piece.id.as_str());
                format!("{} by '{piece}'", pawn_name(world, pawn))
            })
            .collect();
        format!(
            "1D{} rolled {rolled}: {} {:?}, not enemies among themselves ({}); engaged in a clash or with gunpowder fired within {:.0} cm, one turns Sanguine and joins the {}s",
            terms.die.sides(),
            placed.len(),
            terms.temperament,
            by.join(", "),
            terms.provoked_cm,
            terms.provoked_join.label()
        )
    });
}

/// Where townsperson `pawn` would stand at `point` by the scenery piece `piece`, if it may.
fn townsfolk_spot(
    world: &World,
    setup: &ConflictSetup,
    pawn: u32,
    piece: usize,
    point: Vec2,
    spacing: f32,
    unseen: bool,
) -> Option<Placement> {
    let radius = crate::table::base::DEFAULT_BASE_DIAMETER_CM / 2.0;
    let by = setup.layout.pieces.get(piece)?;
    if by.footprint_distance(point) - radius > crate::rules::antagonists::ASSIGNED_REACH_CM {
        return None;
    }
    let table = setup.layout.table;
    let middle = Vec2::new(table.width / 2.0, table.depth / 2.0);
    let circle = setup.commission.centre_deployment_cm().unwrap_or(0.0) / 2.0;
    let depth = setup.commission.deployment_depth_cm();
    let inside_building = venue_candidates(&setup.layout)
        .iter()
        .any(|&index| setup.layout.pieces[index].footprint_distance(point) <= 0.0);
    let near_edge = crate::conflict::components::Edge::ALL
        .iter()
        .any(|edge| edge.distance(table, point) - radius < depth);
    if inside_building || near_edge || point.distance(middle) - radius <= circle {
        return None;
    }
    let place = Placement {
        x: point.x,
        y: point.y,
        level: 0.0,
        facing_degrees: crate::conflict::antagonists::facing_at(
            world,
            Point {
                x: point.x,
                y: point.y,
            },
        ),
    };
    let base = Base::at(place);
    let standing = crate::conflict::sight_pawns(world);
    let scenery = std::sync::Arc::clone(&world.resource::<crate::conflict::components::Table>().0);
    crate::conflict::turns::check_terrain(&scenery, &standing, pawn, base).ok()?;
    let crowded = standing
        .iter()
        .any(|other| setup.is_townsfolk(other.id) && other.base.edge_distance(&base) <= spacing);
    if crowded {
        return None;
    }
    if unseen && crate::conflict::antagonists::first_watcher(world, &standing, pawn, base).is_some()
    {
        return None;
    }
    Some(place)
}

/// The band that moves a provoked townsperson by its Temperament (§ Guardians: the
/// defenders'), where one does.
pub(in crate::conflict) fn controller(world: &World, pawn: u32) -> Option<usize> {
    let setup = &world.resource::<SetupOf>().0;
    let band = side(world, pawn)?;
    (setup.is_townsfolk(pawn) && !setup.is_antagonist_side(band)).then_some(band)
}

/// Whether `a` and `b` are both the Commission's townsfolk: "not enemies among themselves",
/// provoked or not.
pub(in crate::conflict) fn fellow_townsfolk(world: &World, a: u32, b: u32) -> bool {
    let setup = &world.resource::<SetupOf>().0;
    setup.is_townsfolk(a) && setup.is_townsfolk(b)
}

/// Whether `pawn` is a townsperson no band has taken over yet.
fn unprovoked(world: &World, pawn: u32) -> bool {
    let setup = &world.resource::<SetupOf>().0;
    setup.is_townsfolk(pawn) && side(world, pawn) == Some(setup.townsfolk_side())
}

/// After each command: a townsperson engaged in a clash, or near a gunpowder weapon just
/// fired, is provoked.
pub(in crate::conflict) fn provoke_townsfolk(world: &mut World, resolution: &mut Resolution) {
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let Some(terms) = setup.commission.terms().townsfolk.as_ref() else {
        return;
    };
    let first = setup.first_townsfolk();
    let shooters = world
        .resource::<crate::conflict::components::Temperaments>()
        .gunpowder
        .clone();
    let townsfolk: Vec<u32> = (first..first + setup.townsfolk.len() as u32)
        .filter(|&pawn| unprovoked(world, pawn))
        .collect();
    for pawn in townsfolk {
        let Some(own) = footing(world, pawn).map(|place| place.base()) else {
            continue;
        };
        let engaged = crate::conflict::engaged_with(world, pawn)
            .into_iter()
            .any(|other| !setup.is_townsfolk(other));
        let heard = shooters.iter().any(|&shooter| {
            !setup.is_townsfolk(shooter)
                && footing(world, shooter)
                    .is_some_and(|theirs| theirs.base().edge_distance(&own) <= terms.provoked_cm)
        });
        if engaged || heard {
            let why = if engaged {
                "a clash is started against it".to_owned()
            } else {
                format!(
                    "a gunpowder weapon fired within {:.0} cm",
                    terms.provoked_cm
                )
            };
            provoke(world, &setup, terms, pawn, &why, resolution);
        }
    }
}

fn provoke(
    world: &mut World,
    setup: &ConflictSetup,
    terms: &Townsfolk,
    pawn: u32,
    why: &str,
    resolution: &mut Resolution,
) {
    let Some(band) =
        (0..setup.sides.len()).find(|&band| setup.commission.role_of(band) == terms.provoked_join)
    else {
        return;
    };
    if let Some(entity) = entity(world, pawn) {
        world
            .entity_mut(entity)
            .insert(crate::conflict::components::Side(band));
    }
    {
        let mut temperaments = world.resource_mut::<crate::conflict::components::Temperaments>();
        for (id, temperament) in &mut temperaments.pawns {
            if *id == pawn {
                *temperament = Temperament::Sanguine;
            }
        }
    }
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{why}: {} turns Sanguine and is the {}s' for the rest of the Conflict (they move it by its Temperament)",
            pawn_name(world, pawn),
            terms.provoked_join.label()
        )
    });
}
