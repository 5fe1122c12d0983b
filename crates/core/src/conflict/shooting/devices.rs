//! 1650 § Devices of the Modern Era on the table: a grenade thrown (or a cannon fired) at an
//! enemy bursts over every pawn within its area, or fails on the scatter table
//! (`rules::devices::throw`); each pawn struck takes the damage formula like any hit.

use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::shooting::smoke::make_smoke;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Table;
use crate::conflict::world::pawns::{card, footing, pawn_ids};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::cards::Weapon;
use crate::rules::damage::hit;
use crate::rules::devices::{Bystander, DeviceHit, throw};
use crate::rules::discharge::Shot;
use crate::rules::rule;
use crate::rules::vigour::Vigour;
use crate::table::base::LEVEL_TOLERANCE_CM;
use crate::table::layout::PieceKind;
use parry3d::math::{Vec2, Vec3};

/// Where a device bursts, above the surface it lands on: a wall or a building between it and a
/// pawn shelters the pawn, a pawn in the open does not.
pub(in crate::conflict) const BURST_HEIGHT_CM: f32 = 1.0;

/// § Devices of the Modern Era: "none of these devices affect pawns in cover behind large
/// obstacles": a large obstacle, a building's wall, floor or roof, or a level's side stands
/// between the burst and the pawn's eye (small obstacles shelter nobody).
pub(in crate::conflict) fn sheltered(world: &ConflictWorld, burst: Vec3, pawn: u32) -> bool {
    footing(world, pawn).is_some_and(|place| {
        world
            .resource::<Table>()
            .0
            .is_blocked(burst, place.base().eye())
    })
}

/// A device's hit on `victim`: the damage formula like any hit (a bomb's has no SL), wounds and
/// their consequences, the device's user `source` credited.
pub(in crate::conflict) fn strike(
    world: &mut ConflictWorld,
    victim: u32,
    struck: &DeviceHit,
    arm: &Weapon,
    source: u32,
    resolution: &mut Resolution,
) {
    let (Some(victim_card), Some(vigour)) = (card(world, victim), harm::health(world, victim))
    else {
        return;
    };
    let damage = hit(
        struck.success_level,
        struck.critical,
        arm.damage,
        arm.penetration(struck.critical),
        victim_card.defense,
    );
    harm::take_hit(world, victim, vigour, &damage, source, resolution);
}

/// The rules' view of the pawns near a burst: (pawn, cm from the burst, sheltered).
pub(in crate::conflict) fn bystanders(on_table: &[(u32, f32, bool)]) -> Vec<Bystander> {
    on_table
        .iter()
        .enumerate()
        .map(|(index, &(_, from_target_cm, sheltered))| Bystander {
            pawn: index,
            from_target_cm,
            sheltered,
        })
        .collect()
}

/// Throws `pawn`'s device `weapon` at `target`, measured as `shot`. Its checks (a grenade or a
/// cannon, not in a Storm) were made with the shot's.
pub(in crate::conflict) fn throw_device(
    world: &mut ConflictWorld,
    pawn: u32,
    target: u32,
    weapon: usize,
    shot: Shot,
    thrower_vigour: Vigour,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let (Some(thrower), Some(aimed)) = (card(world, pawn), footing(world, target)) else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    let Some(arm) = thrower.weapons.get(weapon).cloned() else {
        return Err(Rejection::new(msg!(
            "conflict-clash-no-weapon",
            pawn = pawn_name(world, pawn),
            weapon = weapon + 1
        )));
    };
    // Every pawn on the table, by its distance from the target's base (the target at 0 cm).
    let burst = aimed.base();
    let burst_point = Vec3::new(
        burst.centre.x,
        burst.centre.y,
        burst.level + BURST_HEIGHT_CM,
    );
    let on_table: Vec<(u32, f32, bool)> = pawn_ids(world)
        .into_iter()
        .filter_map(|id| {
            let place = footing(world, id)?;
            if id == target {
                return Some((id, 0.0, false));
            }
            let distance = place.base().edge_distance(&burst).max(f32::EPSILON);
            Some((id, distance, sheltered(world, burst_point, id)))
        })
        .collect();
    let bystanders = bystanders(&on_table);
    let burst = throw(
        arm.discharge.unwrap_or(0),
        &arm,
        shot,
        &bystanders,
        true,
        thrower_vigour.roll_edge(),
        resolution,
    )?;
    // Where it blew up: over the target, at the thrower's feet (failure 1), or on the pawn it
    // deviated onto (failure 10); a deviation that found nobody is not placed on the table.
    let blast_at = match burst.scatter {
        None => Some(aimed.0),
        Some(1) => footing(world, pawn).map(|place| place.0),
        Some(_) => burst
            .hits
            .first()
            .and_then(|struck| on_table.get(struck.pawn?))
            .and_then(|&(id, _, _)| footing(world, id))
            .map(|place| place.0),
    };
    for struck in &burst.hits {
        let victim = match struck.pawn {
            Some(index) => on_table.get(index).map(|&(id, _, _)| id),
            None => Some(pawn),
        };
        let Some(victim) = victim else { continue };
        strike(world, victim, struck, &arm, pawn, resolution);
    }
    if let (Some(area), Some(at)) = (burst.clears_small_obstacles_cm, blast_at) {
        blow_away_small_obstacles(world, Vec2::new(at.x, at.y), at.level, area, resolution);
    }
    make_smoke(world, pawn, weapon, resolution);
    Ok(())
}

/// § Devices of the Modern Era: "any explosion caused by one of these devices requires
/// removing small obstacles in range (but never large ones)": every small obstacle within
/// `area_cm` of the blast at `at` (on the surface at `level`) leaves the table. A pawn hidden
/// behind one is hidden no more; one standing on one comes down to the surface below.
pub(in crate::conflict) fn blow_away_small_obstacles(
    world: &mut ConflictWorld,
    at: Vec2,
    level: f32,
    area_cm: f32,
    resolution: &mut Resolution,
) {
    let table = std::sync::Arc::clone(&world.resource::<Table>().0);
    // Stones set in water (a ford) are not scattered: pawns cross on them (our reading,
    // docs/rules-gaps.md).
    let in_water = |piece: &crate::table::layout::Piece| {
        table.pieces().any(|(_, other)| {
            other.kind == PieceKind::Water && other.footprint_distance(piece.centre()) <= 0.0
        })
    };
    let blown: Vec<usize> = table
        .pieces()
        .filter(|(_, piece)| {
            piece.kind == PieceKind::SmallObstacle
                && piece.footprint_distance(at) <= area_cm
                && piece.top() >= level - area_cm
                && !in_water(piece)
        })
        .map(|(index, _)| index)
        .collect();
    if blown.is_empty() {
        return;
    }
    // The pieces' ids as the layout names them, quoted: data, not words.
    let names: Vec<String> = blown
        .iter()
        .filter_map(|&index| table.piece(index).map(|piece| format!("'{}'", piece.id)))
        .collect();
    // The devices' areas are whole centimetres (5 and 10).
    resolution.explain_with(rule("Devices of the Modern Era"), || {
        msg!(
            "conflict-shooting-obstacles-blown-away",
            count = names.len(),
            area = area_cm.round() as i64,
            obstacles = names.join(", ")
        )
    });
    let mut removed = table.removed().to_vec();
    removed.extend(&blown);
    let scenery = table.rebuilt(table.layout().clone(), removed);
    world.insert_resource(Table(std::sync::Arc::new(scenery)));
    for id in pawn_ids(world) {
        if crate::conflict::movement::hide::hidden_behind(world, id)
            .is_some_and(|piece| blown.contains(&piece))
        {
            crate::conflict::movement::hide::reveal(
                world,
                id,
                msg!("conflict-shooting-reveal-blown-away"),
                resolution,
            );
        }
        come_down(world, id);
    }
}

/// Whether `pawn` may still stand at `place` as the move checks judge a stand: a base on a
/// level's edge, its centre just past it (where a push back can leave it), is held up.
fn still_held_up(world: &ConflictWorld, pawn: u32, place: crate::table::base::Placement) -> bool {
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let base = crate::table::base::Base::at(place);
    let mover = crate::table::sight::SightPawn {
        id: pawn,
        base,
        in_clash: false,
    };
    let context = crate::table::movement::MoveContext {
        scenery: &scenery,
        pawns: &[],
        enemies: &[],
        street_wise: false,
        ground_rough: false,
    };
    crate::table::movement::check_standing(&context, &mover, base.centre, place.level).is_ok()
}

/// A pawn left standing on air (its obstacle gone) stands on the highest surface below it.
fn come_down(world: &mut ConflictWorld, pawn: u32) {
    let Some(mut place) = footing(world, pawn) else {
        return;
    };
    let surfaces = world
        .resource::<Table>()
        .0
        .surfaces_at(Vec2::new(place.0.x, place.0.y));
    let standing = surfaces
        .iter()
        .any(|&surface| (surface - place.0.level).abs() <= LEVEL_TOLERANCE_CM);
    if standing || still_held_up(world, pawn, place.0) {
        return;
    }
    place.0.level = surfaces
        .into_iter()
        .filter(|&surface| surface <= place.0.level)
        .fold(0.0, f32::max);
    crate::conflict::world::pawns::set_footing(world, pawn, Some(place));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conflict::world::snapshot;
    use crate::table::base::Placement;
    use crate::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};

    /// A 60 x 40 table with a crate at (10, 10) and a platform 2 cm high, radius 5, at (30, 20);
    /// pawn 0 up on the platform at `place`.
    fn on_platform(place: Placement) -> ConflictWorld {
        let piece = |id: &str, kind: PieceKind, shape: Footprint, x: f32, y: f32| Piece {
            id: id.to_owned(),
            kind,
            shape,
            x,
            y,
            rotation_degrees: 0.0,
            height: 2.0,
        };
        let layout = Layout {
            name: "platform".to_owned(),
            table: TableSize {
                width: 60.0,
                depth: 40.0,
            },
            deployment_zones: Vec::new(),
            pieces: vec![
                piece(
                    "crate",
                    PieceKind::SmallObstacle,
                    Footprint::Rect {
                        width: 3.0,
                        depth: 3.0,
                    },
                    10.0,
                    10.0,
                ),
                piece(
                    "platform",
                    PieceKind::Level,
                    Footprint::Circle { radius: 5.0 },
                    30.0,
                    20.0,
                ),
            ],
        };
        // The other band's pawn stands far off, out of the way.
        let other = Placement {
            x: 55.0,
            y: 35.0,
            level: 0.0,
            facing_degrees: 270.0,
        };
        snapshot::test_world(layout, ["up", "other"], [place, other])
    }

    /// § Devices of the Modern Era: "one standing on one comes down to the surface below" - only
    /// when nothing holds it up any more. A pawn on a level's edge (its base's centre just past
    /// the edge, as a push back can leave it: the move and push checks let it stand there) stays
    /// up when an explosion blows a crate away elsewhere.
    #[test]
    fn devices_of_the_modern_era_a_pawn_on_a_levels_edge_stays_up_when_a_crate_is_blown_away() {
        let edge = Placement {
            x: 30.0,
            y: 25.4,
            level: 2.0,
            facing_degrees: 90.0,
        };
        let mut world = on_platform(edge);
        let mut dice = crate::dice::Dice::new(1);
        let mut resolution = Resolution::new(&mut dice, None, true);
        blow_away_small_obstacles(&mut world, Vec2::new(10.0, 10.0), 0.0, 5.0, &mut resolution);
        assert_eq!(
            world.resource::<Table>().0.removed(),
            &[0],
            "the crate is gone"
        );
        assert_eq!(footing(&world, 0).map(|place| place.0), Some(edge));
    }
}
