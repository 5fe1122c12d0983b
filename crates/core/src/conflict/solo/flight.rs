//! 1650 § Enemy Pawns and Antagonists in Clashes, row 1: an enemy pawn that lost a clash rolls
//! its Audacity once the clash's result is settled; failing, it flees towards the nearest
//! Hidden Pawn Marker (15 + 1D10 cm, as an escape runs) and regroups once within 5 cm of it.
//! With no marker on the table it runs for the nearest edge as any escaping pawn (§ Defence to
//! the Bitter End: "enemy pawns who run away, will do so to the closest edges").

use super::markers::MARKER_RADIUS_CM;
use super::{Solo, enemy_band};
use crate::conflict::band::harm::{audacity_modifiers, escape_run, nerve, set_morale};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Morale, Verdict};
use crate::conflict::world::pawns::{card, footing};
use crate::dice::Die;
use crate::msg;
use crate::record::Resolution;
use crate::rules::audacity::{AudacityTrigger, Nerve, audacity_roll_with};
use crate::rules::rule;
use crate::table::movement::CHARGE_BASE_CM;
use crate::words::Arg;
use parry3d::math::Vec2;

const SECTION: &str = "Enemy Pawns and Antagonists in Clashes";

/// After each command: notes an enemy pawn that lost a clash still standing in it; once no
/// result is pending, each one noted rolls (row 1). Then escaping enemies near a marker regroup.
pub(super) fn after_clash(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    let verdict = world.resource::<Verdict>().0;
    if let Some(verdict) = verdict {
        let loser = verdict.loser;
        if !verdict.beaten
            && crate::conflict::world::pawns::side(world, loser) == Some(band)
            && !world.resource::<Solo>().losers.contains(&loser)
        {
            world.resource_mut::<Solo>().losers.push(loser);
        }
        return;
    }
    let losers = std::mem::take(&mut world.resource_mut::<Solo>().losers);
    for pawn in losers {
        lost(world, pawn, resolution);
    }
    regroup(world, resolution);
}

/// Row 1: `pawn` lost a clash: an Audacity roll; failing, it flees.
fn lost(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) {
    if footing(world, pawn).is_none() || nerve(world, pawn) != Nerve::Steady {
        return;
    }
    let Some(audacity) = card(world, pawn).map(|card| card.audacity) else {
        return;
    };
    let standing = audacity_modifiers(world, pawn);
    let name = pawn_name(world, pawn).to_owned();
    let (after, _) = audacity_roll_with(
        audacity,
        Nerve::Steady,
        AudacityTrigger::LostClash,
        standing,
        resolution,
    );
    if after != Nerve::Escaping {
        resolution.explain_with(rule(SECTION), || {
            msg!("conflict-solo-lost-stands", pawn = name)
        });
        return;
    }
    set_morale(
        world,
        pawn,
        Morale {
            nerve: Nerve::Escaping,
            only_turn: false,
        },
    );
    flee(world, pawn, resolution);
}

/// The nearest Hidden Pawn Marker to `pawn`.
fn nearest_marker(world: &ConflictWorld, pawn: u32) -> Option<Vec2> {
    let from = crate::conflict::world::pawns::base(world, pawn)?.centre;
    crate::conflict::solo::notes::nearest_marker(world, from)
        .map(|(_, marker)| Vec2::new(marker.x, marker.y))
}

/// Flees towards the nearest marker, or the nearest edge when none is left.
fn flee(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) {
    let name = pawn_name(world, pawn).to_owned();
    let Some(marker) = nearest_marker(world, pawn) else {
        resolution.explain_with(rule(SECTION), || {
            msg!("conflict-solo-flees-to-edge", pawn = name)
        });
        escape_run(world, pawn, resolution);
        return;
    };
    let roll = resolution
        .dice()
        .roll(msg!("conflict-solo-roll-flight"), Die::D10);
    let reach = CHARGE_BASE_CM + roll as f32;
    let radius = footing(world, pawn).map_or(0.0, |place| place.base().radius);
    // It stops with its base's edge 1 cm from the marker's: well within the 5 cm.
    let short = radius + MARKER_RADIUS_CM + 1.0;
    match crate::conflict::movement::flight::run_towards(world, pawn, marker, short, reach) {
        Some(plan) => {
            let length = plan.length;
            crate::conflict::world::pawns::stand_at_end(world, pawn, &plan);
            resolution.explain_with(rule(SECTION), || {
                msg!(
                    "conflict-solo-flees-to-marker",
                    pawn = name,
                    length = Arg::tenths(length),
                    reach = super::whole_cm(reach)
                )
            });
        }
        None => resolution.explain_with(rule(SECTION), || {
            msg!("conflict-solo-flight-blocked", pawn = name)
        }),
    }
    if world
        .resource::<crate::conflict::world::components::Progress>()
        .active
        == Some(pawn)
    {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
}

/// Escaping enemy pawns within 5 cm of a marker regroup.
fn regroup(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return;
    };
    let within = rules.contact_cm;
    for pawn in crate::conflict::world::pawns::deployed_of(world, band) {
        if nerve(world, pawn) != Nerve::Escaping {
            continue;
        }
        let Some(base) = crate::conflict::world::pawns::base(world, pawn) else {
            continue;
        };
        let near = world.resource::<Solo>().markers.iter().any(|marker| {
            base.centre.distance(Vec2::new(marker.x, marker.y)) - base.radius - MARKER_RADIUS_CM
                <= within
        });
        if near {
            set_morale(
                world,
                pawn,
                Morale {
                    nerve: Nerve::Steady,
                    only_turn: false,
                },
            );
            let name = pawn_name(world, pawn).to_owned();
            resolution.explain_with(rule(SECTION), || {
                msg!("conflict-solo-regroups", pawn = name)
            });
        }
    }
}
