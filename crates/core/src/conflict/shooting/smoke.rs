//! § Cloud of Smoke: the markers a Smoke (X) weapon or a bomb leaves in a quadrant. Below the
//! rule files that fire weapons and set off devices, which both call it.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, SmokeMarkers, SmokeUsed, Table};
use crate::conflict::world::pawns::{card, footing};
use crate::msg;
use crate::record::Resolution;
use crate::rules::cards::SpecialRule;
use crate::rules::rule;
use crate::table::light::Quadrant;

/// § Cloud of Smoke: a Smoke (X) weapon leaves X markers in the shooter's quadrant.
pub(in crate::conflict) fn make_smoke(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    resolution: &mut Resolution,
) {
    // The card's list of weapons is shared: held, it is read while the world is written.
    let arms = card(world, pawn).map(|card| std::sync::Arc::clone(&card.weapons));
    let (Some(arm), Some(place)) = (
        arms.as_ref().and_then(|arms| arms.get(weapon)),
        footing(world, pawn),
    ) else {
        return;
    };
    let table = world.resource::<Table>().size();
    smoke_at(world, arm, table, place.base().centre, resolution);
}

/// § Cloud of Smoke: `arm`'s Smoke (X) markers in the quadrant of `point` (where it was fired,
/// or where a bomb went off).
pub(in crate::conflict) fn smoke_at(
    world: &mut ConflictWorld,
    arm: &crate::rules::cards::Weapon,
    table: crate::table::layout::TableSize,
    point: parry3d::math::Vec2,
    resolution: &mut Resolution,
) {
    let markers = arm.rules.iter().find_map(|used| match used.rule {
        SpecialRule::Smoke(count) => Some(count),
        _ => None,
    });
    let Some(markers) = markers else {
        return;
    };
    if world.resource::<Conditions>().weather.effects().no_smoke {
        return;
    }
    let quadrant = Quadrant::of(table, point);
    world.resource_mut::<SmokeMarkers>().0[quadrant.index()] += markers;
    world.resource_mut::<SmokeUsed>().0[quadrant.index()] = true;
    resolution.explain_with(rule("Cloud of Smoke"), || {
        // The quadrant as the catalogue's selector reads it.
        let quadrant = match quadrant {
            Quadrant::SouthWest => "south-west",
            Quadrant::SouthEast => "south-east",
            Quadrant::NorthWest => "north-west",
            Quadrant::NorthEast => "north-east",
        };
        msg!(
            "conflict-shooting-smoke-markers",
            count = markers,
            quadrant = quadrant
        )
    });
}
