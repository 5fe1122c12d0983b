//! The enemy no player commands closes in: at the start of each turn, before the player
//! activates, it moves towards the middle of the table, free (§ Defence to the Bitter End:
//! 10 cm). It comes in at the edges by the dice (`arrival`).

use super::enemy_band;
use crate::conflict::Gait;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Playing, Table};
use crate::conflict::world::pawns::footing;
use crate::msg;
use crate::record::Resolution;
use crate::rules::rule;
use crate::table::movement::Waypoint;
use crate::table::path::Goal;

/// At the start of the turn, before the player's first activation: every enemy pawn on the
/// table and not in a clash walks up to the page's distance towards the middle of the table.
pub(super) fn turn_start(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    // § Raid in the Compas: "at the beginning of each turn, this should be moved 10 cm towards
    // the closest edge of the table area, before activating your pawns".
    super::informer::run(
        world,
        msg!("conflict-solo-informer-when-turn-begins"),
        resolution,
    );
    let commission = world.resource::<Playing>().0;
    let Some(advance) = commission.terms().solo.and_then(|solo| solo.advance_cm) else {
        return;
    };
    let table = world.resource::<Table>().0.layout().table;
    let middle = parry3d::math::Vec2::new(table.width / 2.0, table.depth / 2.0);
    let pawns = crate::conflict::world::pawns::deployed_of(world, band);
    for pawn in pawns {
        let Some(from) = footing(world, pawn).map(|place| place.base().centre) else {
            continue;
        };
        // Engaged now: the pawns moved before it this turn start may have come into contact.
        if !crate::conflict::world::systems::engaged_now(world, pawn).is_empty() {
            continue;
        }
        let started = crate::conflict::world::pawns::turn_mut(world, |turn| {
            turn.activate_by_trigger(pawn as usize)
        });
        if !matches!(started, Some(Ok(()))) {
            continue;
        }
        world
            .resource_mut::<crate::conflict::world::components::Progress>()
            .active = Some(pawn);
        // The point the page's distance takes it to, straight towards the middle; nearer
        // points when that one is taken (by the ruins' defenders, or scenery).
        let towards = (middle - from).normalize_or_zero();
        let room = from.distance(middle);
        let path = [1.0, 0.75, 0.5, 0.25].into_iter().find_map(|share| {
            let to = from + towards * (advance * share).min(room);
            crate::conflict::movement::routes::approach_within(
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
            crate::conflict::movement::moving::move_pawn(
                world,
                pawn,
                Gait::Walk,
                &path,
                None,
                resolution,
            )
            .is_ok()
        });
        if world
            .resource::<crate::conflict::world::components::Progress>()
            .active
            == Some(pawn)
        {
            crate::conflict::world::pawns::finish_active(world, pawn);
        }
        // Free: it leaves the pawn's maneuvers for the turn's triggers untouched.
        crate::conflict::world::pawns::set_deeds(world, pawn, Default::default());
        if moved {
            resolution.explain_with(rule(commission.name()), || {
                msg!(
                    "conflict-solo-closes-in",
                    pawn = pawn_name(world, pawn),
                    advance = super::whole_cm(advance)
                )
            });
        }
    }
}
