//! 1650 § Revealing Hidden Pawn Markers: "whenever any of your pawns discharge ... a Hidden
//! Pawn Marker" it is revealed. The active pawn spends a Discharge Maneuver of a distance weapon
//! that reaches the marker in its sight; nothing is rolled (there is no one to hit until the
//! card is drawn: our reading, docs/rules-gaps.md), and the marker is revealed with it as the
//! cause (in § Raid in the Compas your Leader may still pay to keep it hidden).

use super::Solo;
use crate::conflict::names::pawn_name;
use crate::conflict::solo::notes::HiddenMarker;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Table;
use crate::conflict::world::pawns::{card, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::Arg;

const SECTION: &str = "Revealing Hidden Pawn Markers";

/// The marker `marker` (by its place in the list) `pawn` may discharge `weapon` at now, or why
/// not.
pub(in crate::conflict) fn check(
    world: &ConflictWorld,
    pawn: u32,
    marker: usize,
    weapon: usize,
) -> Result<HiddenMarker, Rejection> {
    let section = rule(SECTION);
    let target = super::reveal::your_marker(
        world,
        pawn,
        marker,
        SECTION,
        msg!("conflict-solo-act-discharge"),
    )?;
    if world.resource::<Solo>().spared.contains(&target) {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-marker-spared"),
        ));
    }
    crate::conflict::shooting::fire_check::check_may_shoot(world, pawn, weapon)?;
    let pawns = sight_pawns(world);
    let Some(own) = pawns.iter().find(|other| other.id == pawn).copied() else {
        return Err(Rejection::new(msg!(
            "conflict-solo-shooter-off-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let aimed = super::markers::as_sight_pawn(&target);
    let range = card(world, pawn)
        .and_then(|card| card.weapons.get(weapon).and_then(|arm| arm.range))
        .unwrap_or(0) as f32;
    let distance = own.base.edge_distance(&aimed.base);
    if distance > range {
        return Err(Rejection::by_rule(
            rule("Distance Weapons"),
            msg!(
                "conflict-solo-marker-out-of-range",
                distance = Arg::tenths(distance),
                range = super::whole_cm(range)
            ),
        ));
    }
    let scenery = &world.resource::<Table>().0;
    if !line_of_sight(scenery, &pawns, &own, &aimed, SightOptions::default()).clear {
        return Err(Rejection::by_rule(
            rule("Line of Sight and Approach"),
            msg!("conflict-solo-marker-unseen"),
        ));
    }
    Ok(target)
}

/// The active `pawn` discharges `weapon` at the marker `marker`: the shot is spent and the
/// marker revealed.
pub(in crate::conflict) fn shoot_marker(
    world: &mut ConflictWorld,
    pawn: u32,
    marker: usize,
    weapon: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let target = check(world, pawn, marker, weapon)?;
    crate::conflict::shooting::discharge::spend_shot(world, pawn, weapon, resolution);
    let name = pawn_name(world, pawn).to_owned();
    let arm = card(world, pawn)
        .and_then(|card| card.weapons.get(weapon).map(|arm| arm.name.clone()))
        .unwrap_or_default();
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-solo-discharges-at-marker",
            pawn = name,
            weapon = arm
        )
    });
    super::reveal::reveal(
        world,
        target,
        Some(pawn),
        msg!("conflict-solo-reveal-why-discharged"),
        resolution,
    );
    Ok(())
}

/// The markers (by their place in the list) `pawn` could discharge `weapon` at now.
pub(in crate::conflict) fn reachable(
    world: &ConflictWorld,
    pawn: u32,
    weapon: usize,
) -> Vec<usize> {
    let count = world.resource::<Solo>().markers.len();
    (0..count)
        .filter(|&marker| check(world, pawn, marker, weapon).is_ok())
        .collect()
}

impl crate::conflict::Conflict {
    /// § Revealing Hidden Pawn Markers: the markers `pawn` may discharge `weapon` at now (the
    /// app's buttons), by their place in `hidden_markers`.
    pub fn markers_in_reach(&self, pawn: u32, weapon: usize) -> Vec<usize> {
        reachable(&self.world, pawn, weapon)
    }
}
