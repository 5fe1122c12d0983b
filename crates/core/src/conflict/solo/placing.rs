//! Where the enemy no player commands stands: it comes in at the table's edges by the game's
//! dice (§ Defence to the Bitter End: "within 20 cm of any of the edges"; the places the book
//! leaves to the player), and at the start of each turn it closes in on the middle of the
//! table, free, before the player activates (§ Defence to the Bitter End: 10 cm).

use super::enemy_band;
use crate::conflict::Gait;
use crate::conflict::arrival::{facing_into_table, open_spots};
use crate::conflict::components::{Playing, Table};
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::pawns::{footing, undeployed};
use crate::dice::Die;
use crate::record::Resolution;
use crate::rules::rule;
use crate::table::base::Placement;
use crate::table::movement::Waypoint;
use crate::table::path::Goal;
use bevy_ecs::prelude::World;

/// The arriving band is the enemy: each of its pawns goes to a spot along the edges drawn
/// with two D10s (a D100 over the open spots), facing into the table. True when it was.
pub(in crate::conflict) fn arrive(
    world: &mut World,
    band: usize,
    resolution: &mut Resolution,
) -> bool {
    if enemy_band(world) != Some(band) {
        return false;
    }
    let commission = world.resource::<Playing>().0;
    let table = world.resource::<Table>().0.layout().table;
    for pawn in undeployed(world, band) {
        let spots = open_spots(world, band);
        if spots.is_empty() {
            break;
        }
        let tens = resolution
            .dice()
            .roll("enemy arrival spot (tens)", Die::D10);
        let units = resolution
            .dice()
            .roll("enemy arrival spot (units)", Die::D10);
        let hundredth = (tens - 1) * 10 + (units - 1);
        let index = (hundredth as usize * spots.len()) / 100;
        let Some(&spot) = spots.get(index.min(spots.len() - 1)) else {
            break;
        };
        let place = Placement {
            x: spot.x,
            y: spot.y,
            facing_degrees: facing_into_table(table, spot),
            level: 0.0,
        };
        crate::conflict::pawns::set_footings(world, &[pawn], &[place]);
        resolution.explain_with(rule(commission.name()), || {
            format!(
                "{} of {} comes in at the edge, {} (the dice place the enemy)",
                pawn_name(world, pawn),
                band_name(world, band),
                crate::conflict::pawns::place_of(world, spot, 0.0)
            )
        });
    }
    true
}

/// At the start of the turn, before the player's first activation: every enemy pawn on the
/// table and not in a clash walks up to the page's distance towards the middle of the table.
pub(in crate::conflict) fn turn_start(world: &mut World, resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    let commission = world.resource::<Playing>().0;
    let Some(advance) = commission.terms().solo.and_then(|solo| solo.advance_cm) else {
        return;
    };
    let table = world.resource::<Table>().0.layout().table;
    let middle = parry3d::math::Vec2::new(table.width / 2.0, table.depth / 2.0);
    let pawns: Vec<u32> = crate::conflict::pawns::deployed_of(world, band);
    for pawn in pawns {
        let Some(from) = footing(world, pawn).map(|place| place.base().centre) else {
            continue;
        };
        // Engaged now: the pawns moved before it this turn start may have come into contact.
        if !crate::conflict::systems::engaged_now(world, pawn).is_empty() {
            continue;
        }
        let started =
            crate::conflict::pawns::turn_mut(world, |turn| turn.activate_by_trigger(pawn as usize));
        if !matches!(started, Some(Ok(()))) {
            continue;
        }
        world
            .resource_mut::<crate::conflict::components::Progress>()
            .active = Some(pawn);
        // The point the page's distance takes it to, straight towards the middle; nearer
        // points when that one is taken (by the ruins' defenders, or scenery).
        let towards = (middle - from).normalize_or_zero();
        let room = from.distance(middle);
        let path = [1.0, 0.75, 0.5, 0.25].into_iter().find_map(|share| {
            let to = from + towards * (advance * share).min(room);
            crate::conflict::moves::approach_within(
                world,
                pawn,
                Gait::Walk,
                Goal::Point(Waypoint {
                    x: to.x,
                    y: to.y,
                    level: None,
                }),
                advance,
            )
        });
        let moved = path.is_some_and(|path| {
            crate::conflict::moves::move_pawn(world, pawn, Gait::Walk, &path, None, resolution)
                .is_ok()
        });
        if world
            .resource::<crate::conflict::components::Progress>()
            .active
            == Some(pawn)
        {
            crate::conflict::pawns::finish_active(world, pawn);
        }
        // Free: it leaves the pawn's maneuvers for the turn's triggers untouched.
        crate::conflict::pawns::set_deeds(world, pawn, Default::default());
        if moved {
            resolution.explain_with(rule(commission.name()), || {
                format!(
                    "{} closes in (up to {advance:.0} cm) towards the middle of the table, free, before your activations",
                    pawn_name(world, pawn)
                )
            });
        }
    }
}
