//! 1650 § Enclaves in play: where a Commission allows them, the bands bring Enclaves
//! (`SideSetup::enclaves`, at most `enclave_limit` for the table's setting and the band's value).
//! Once the opening bands are deployed they are placed in turn, the band worth least first
//! (more than 20 cm from every pawn and from each other, outside the deployment areas); each
//! stands on the table as a piece of scenery. A pawn within 5 cm may end its activation to roll
//! Audacity for one (§ Conquering Enclaves); its band holds it, +1 Honour at the end unless it
//! was destroyed (fallen to ruins), and a Usurpers Pure Band's pawn takes 1 Maravedi for it
//! (§ Planting the Banner).

use crate::conflict::enclaves::auras::standing;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::turns::deployment::{in_deployment_areas, next_in_turn, placing_order};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Enclaves, Phase, PlacedEnclave, Progress, Table};
use crate::conflict::world::pawns::{card, footing, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::enclaves::{
    ConquestAttempt, Enclave, EnclaveBody, EnclaveSpot, check_conquest, check_placement,
};
use crate::rules::rolls::roll;
use crate::rules::rule;
use crate::table::base::Point;
use crate::table::layout::{Footprint, Piece, PieceKind};
use parry3d::math::Vec2;

/// The heights an Enclave stands to on the table, by its body (cm): a small obstacle is at most
/// 5 cm; a large one (and a building Enclave, kept as a solid block) blocks sight.
const SMALL_HEIGHT_CM: f32 = 2.0;
const LARGE_HEIGHT_CM: f32 = 6.0;

/// The scenery piece an Enclave makes where it is placed.
pub fn piece_of(enclave: &Enclave, at: Point) -> Piece {
    let (kind, height) = match enclave.body {
        EnclaveBody::SmallObstacle => (PieceKind::SmallObstacle, SMALL_HEIGHT_CM),
        EnclaveBody::LargeObstacle | EnclaveBody::Building => {
            (PieceKind::LargeObstacle, LARGE_HEIGHT_CM)
        }
    };
    Piece {
        id: enclave.name.clone(),
        kind,
        shape: Footprint::Circle {
            radius: enclave.radius_cm,
        },
        x: at.x,
        y: at.y,
        rotation_degrees: 0.0,
        height,
    }
}

/// The Enclaves band `band` brought and has not placed yet, by id.
pub(in crate::conflict) fn unplaced(world: &ConflictWorld, band: usize) -> Vec<Enclave> {
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    let placed = &world.resource::<Enclaves>().placed;
    setup
        .sides
        .get(band)
        .map(|side| {
            side.enclaves
                .iter()
                .filter(|enclave| {
                    !placed
                        .iter()
                        .any(|done| done.band == band && done.enclave.id == enclave.id)
                })
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// The next band to place one, after `last` (or the first), if any still may.
fn next_placer(world: &ConflictWorld, last: Option<usize>) -> Option<usize> {
    let stopped = &world.resource::<Enclaves>().stopped;
    next_in_turn(&placing_order(world), last, |band| {
        !stopped.contains(&band) && !unplaced(world, band).is_empty()
    })
}

/// Once the opening bands are deployed: the Enclaves are placed, or (none brought) The Hunt or
/// the first turn follows.
pub(in crate::conflict) fn after_deployment(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) {
    let placing = world.resource::<Enclaves>().placed.is_empty()
        && world.resource::<Enclaves>().stopped.is_empty();
    match next_placer(world, None).filter(|_| placing) {
        Some(by) => {
            resolution.explain_with(rule("How to Place the Enclaves"), || {
                msg!(
                    "conflict-enclaves-placing-begins",
                    band = band_name(world, by)
                )
            });
            world.resource_mut::<Progress>().phase = Phase::PlaceEnclaves { by };
        }
        None => crate::conflict::world::components::finish_step(
            world,
            crate::conflict::world::components::Next::AfterDeployment,
        ),
    }
}

/// Why `enclave` of band `by` may not stand at `at`, measured on the table as it is.
pub(in crate::conflict) fn check_place(
    world: &ConflictWorld,
    by: usize,
    id: &str,
    at: Point,
) -> Result<Enclave, Rejection> {
    let section = rule("How to Place the Enclaves");
    let Some(enclave) = unplaced(world, by).into_iter().find(|each| each.id == id) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-none-left",
                band = band_name(world, by),
                enclave = id
            ),
        ));
    };
    let centre = Vec2::new(at.x, at.y);
    let radius = enclave.radius_cm;
    let scenery = &world.resource::<Table>().0;
    let table = scenery.layout().table;
    let on_table = at.x.is_finite()
        && at.y.is_finite()
        && at.x - radius >= 0.0
        && at.y - radius >= 0.0
        && at.x + radius <= table.width
        && at.y + radius <= table.depth;
    if !on_table {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-off-table", enclave = &enclave.name),
        ));
    }
    // It may stand on rough ground, not on another piece.
    if let Some((_, piece)) = scenery
        .pieces()
        .filter(|(_, piece)| piece.kind != PieceKind::Rough)
        .find(|(_, piece)| piece.footprint_distance(centre) < radius)
    {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-on-piece",
                enclave = &enclave.name,
                piece = &piece.id
            ),
        ));
    }
    let nearest_pawn_cm = pawn_ids(world)
        .into_iter()
        .filter_map(|id| footing(world, id))
        .map(|place| {
            let base = place.base();
            base.centre.distance(centre) - base.radius - radius
        })
        .min_by(f32::total_cmp);
    let placed = &world.resource::<Enclaves>().placed;
    let nearest_enclave_cm = placed
        .iter()
        .map(|other| {
            Vec2::new(other.at.x, other.at.y).distance(centre) - other.enclave.radius_cm - radius
        })
        .min_by(f32::total_cmp);
    check_placement(EnclaveSpot {
        nearest_pawn_cm,
        nearest_enclave_cm,
        in_deployment_area: in_deployment_areas(world, centre, radius),
    })?;
    Ok(enclave)
}

/// Band `by` places its Enclave `id` at `at`: a piece of scenery from now on.
pub(in crate::conflict) fn place(
    world: &mut ConflictWorld,
    id: &str,
    at: Point,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::PlaceEnclaves { by } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!("conflict-enclaves-not-placing")));
    };
    let enclave = check_place(world, by, id, at)?;
    // Where it goes, in words, before it is itself the nearest landmark.
    let where_words = crate::conflict::world::pawns::place_of(world, Vec2::new(at.x, at.y), 0.0);
    resolution.explain_with(rule("How to Place the Enclaves"), || {
        msg!(
            "conflict-enclaves-placed",
            band = band_name(world, by),
            enclave = &enclave.name,
            place = where_words
        )
    });
    set_down(world, enclave, by, at, None);
    advance(world, by);
    Ok(())
}

/// The Enclave stands at `at` as a piece of the table's scenery.
fn set_down(
    world: &mut ConflictWorld,
    enclave: Enclave,
    band: usize,
    at: Point,
    holder: Option<usize>,
) {
    let table = std::sync::Arc::clone(&world.resource::<Table>().0);
    let mut layout = table.layout().clone();
    let piece = layout.pieces.len();
    layout.pieces.push(piece_of(&enclave, at));
    world.insert_resource(Table(std::sync::Arc::new(
        table.rebuilt(layout, table.removed().to_vec()),
    )));
    world.resource_mut::<Enclaves>().placed.push(PlacedEnclave {
        enclave,
        band,
        at,
        holder,
        piece,
    });
}

/// Before the deployment, the Enclave the page sets in the middle of the table, held by the
/// defenders (§ Assault the Powder Magazine: the Polvorin).
pub(in crate::conflict) fn set_in_the_middle(
    world: &mut ConflictWorld,
    setup: &crate::conflict::setup::ConflictSetup,
    enclave: &Enclave,
    resolution: &mut Resolution,
) {
    let commission = setup.commission;
    let defender = (0..commission.bands())
        .find(|&band| {
            commission.role_of(band) == crate::conflict::commission::terms::Role::Defender
        })
        .unwrap_or(0);
    let table = setup.layout.table;
    let at = Point {
        x: table.width / 2.0,
        y: table.depth / 2.0,
    };
    set_down(world, enclave.clone(), defender, at, Some(defender));
    resolution.explain_with(rule(commission.name()), || {
        msg!(
            "conflict-enclaves-in-the-middle",
            enclave = &enclave.name,
            band = band_name(world, defender)
        )
    });
}

/// Band `by` places no more Enclaves.
pub(in crate::conflict) fn stop(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::PlaceEnclaves { by } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!("conflict-enclaves-not-placing")));
    };
    world.resource_mut::<Enclaves>().stopped.push(by);
    resolution.explain_with(rule("How to Place the Enclaves"), || {
        msg!(
            "conflict-enclaves-placing-stops",
            band = band_name(world, by)
        )
    });
    advance(world, by);
    Ok(())
}

fn advance(world: &mut ConflictWorld, last: usize) {
    match next_placer(world, Some(last)) {
        Some(by) => world.resource_mut::<Progress>().phase = Phase::PlaceEnclaves { by },
        None => crate::conflict::world::components::finish_step(
            world,
            crate::conflict::world::components::Next::AfterEnclaves,
        ),
    }
}

/// How far `pawn`'s base is from the Enclave at `index` (edge to edge, cm).
fn distance_to(world: &ConflictWorld, pawn: u32, index: usize) -> Option<f32> {
    let placed = world.resource::<Enclaves>().placed.get(index)?;
    Some(
        placed
            .rim_distance(&crate::conflict::world::pawns::base(world, pawn)?)
            .max(0.0),
    )
}

/// Why the active `pawn` may not try to conquer the Enclave at `index` now.
pub fn check_conquer(world: &ConflictWorld, pawn: u32, index: usize) -> Result<(), Rejection> {
    crate::conflict::world::pawns::check_active(world, pawn)?;
    let section = rule("Conquering Enclaves");
    let Some(placed) = world.resource::<Enclaves>().placed.get(index) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-no-such-enclave"),
        ));
    };
    if !standing(world, index) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-destroyed",
                enclave = &placed.enclave.name
            ),
        ));
    }
    let band = side(world, pawn);
    if placed.holder.is_some() && placed.holder == band {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-already-held",
                band = band_name(world, band.unwrap_or(0)),
                enclave = &placed.enclave.name
            ),
        ));
    }
    let nearest_holder_cm = placed.holder.and_then(|holder| {
        pawn_ids(world)
            .into_iter()
            .filter(|&id| side(world, id) == Some(holder))
            .filter_map(|id| distance_to(world, id, index))
            .min_by(f32::total_cmp)
    });
    check_conquest(ConquestAttempt {
        distance_cm: distance_to(world, pawn, index).unwrap_or(f32::INFINITY),
        held_by_other: placed.holder.is_some(),
        nearest_holder_cm,
    })
}

/// § Conquering Enclaves: the pawn ends its activation and rolls Audacity; on a success its
/// band holds the Enclave (and a Usurpers Pure Band's pawn takes 1 Maravedi, § Planting the
/// Banner).
pub(in crate::conflict) fn conquer(
    world: &mut ConflictWorld,
    pawn: u32,
    index: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_conquer(world, pawn, index)?;
    let Some(band) = side(world, pawn) else {
        return Err(Rejection::new(msg!("conflict-enclaves-pawn-off-table")));
    };
    let audacity = card(world, pawn).map_or(0, |card| card.audacity);
    let modifiers = crate::conflict::band::harm::audacity_modifiers(world, pawn);
    let name = world.resource::<Enclaves>().placed[index]
        .enclave
        .name
        .clone();
    crate::conflict::world::pawns::finish_active(world, pawn);
    let result = roll(
        resolution.dice(),
        msg!("conflict-enclaves-roll-conquest"),
        audacity,
        modifiers,
        0,
    );
    resolution.explain_with(rule("Conquering Enclaves"), || {
        if result.success {
            msg!(
                "conflict-enclaves-conquered",
                pawn = pawn_name(world, pawn),
                enclave = name.as_str(),
                result = result.message(),
                band = band_name(world, band)
            )
        } else {
            msg!(
                "conflict-enclaves-not-conquered",
                pawn = pawn_name(world, pawn),
                enclave = name.as_str(),
                result = result.message()
            )
        }
    });
    if !result.success {
        return Ok(());
    }
    world.resource_mut::<Enclaves>().placed[index].holder = Some(band);
    let (faction, kind) = world
        .resource::<crate::conflict::world::components::BandRules>()
        .0
        .get(band)
        .copied()
        .unzip();
    let bonus = faction.zip(kind).map_or(0, |(faction, kind)| {
        crate::rules::pure_bands::planting_the_banner(faction, kind)
    });
    if bonus > 0
        && let Some(purse) = crate::conflict::world::pawns::purse_mut(world, pawn)
    {
        *purse += bonus;
        resolution.explain_with(rule("Planting the Banner"), || {
            msg!(
                "conflict-enclaves-banner-bonus",
                pawn = pawn_name(world, pawn),
                maravedies = bonus
            )
        });
    }
    Ok(())
}

/// The Enclaves the active `pawn` may try to conquer now, by index.
pub(in crate::conflict) fn conquerable(world: &ConflictWorld, pawn: u32) -> Vec<usize> {
    (0..world.resource::<Enclaves>().placed.len())
        .filter(|&index| check_conquer(world, pawn, index).is_ok())
        .collect()
}
