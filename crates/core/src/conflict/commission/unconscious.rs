//! Unconscious pawns and dragging (1650 § To Seek Sanctuary, § Ambush; § Rescue will use them):
//! an attacker's wound that marks a lone defender's coloured Vigour boxes knocks it out (which
//! defenders may fall, the Commission says); any pawn in contact may drag it, walking, carried
//! off the table behind it; it is put down where its dragger fell or fled, and leaves the
//! table with a dragger that does.

use super::terms::{Commission, Role};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Footing, Playing, Unconscious};
use crate::conflict::world::pawns::{card, check_active, footing, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::hiring::LEADER;
use crate::rules::vigour::{Marked, Vigour, VigourBand};
use crate::table::base::Placement;

/// No other defender this near, and the wounded defender falls unconscious.
const ALONE_WITHIN_CM: f32 = 15.0;
/// In contact with a base: rims this close (cm).
const CONTACT_CM: f32 = 0.5;

/// Whether `pawn` is a Leader of a band with `role`.
pub(super) fn is_leader_of(world: &ConflictWorld, pawn: u32, role: Role) -> bool {
    let commission = world.resource::<Playing>().0;
    side(world, pawn).is_some_and(|band| commission.role_of(band) == role)
        && card(world, pawn).is_some_and(|card| card.has_peculiarity(LEADER))
}

/// Whether the Commission lets `pawn` fall unconscious: § To Seek Sanctuary, the defending
/// Leader; § Ambush, any defender.
fn may_fall(world: &ConflictWorld, pawn: u32) -> bool {
    let commission = world.resource::<Playing>().0;
    match commission {
        Commission::ToSeekSanctuary => is_leader_of(world, pawn, Role::Defender),
        Commission::Ambush => {
            side(world, pawn).is_some_and(|band| commission.role_of(band) == Role::Defender)
        }
        _ => false,
    }
}

pub fn unconscious(world: &ConflictWorld, pawn: u32) -> bool {
    crate::conflict::world::pawns::unconscious(world, pawn).is_some()
}

/// The pawn `dragger` drags, if any.
pub fn dragged_by(world: &ConflictWorld, dragger: u32) -> Option<u32> {
    // The first by id.
    let index = world.resource::<crate::conflict::world::pawn_index::PawnIndex>();
    if !index.any_unconscious() {
        return None;
    }
    index.present_ids().find(|&id| {
        index
            .unconscious(id)
            .is_some_and(|state| state.carried_by == Some(dragger))
    })
}

/// Whether the wound `marked` (`health` after it) that `by` dealt `pawn` knocks it out.
pub fn knocks_out(
    world: &ConflictWorld,
    pawn: u32,
    by: Option<u32>,
    marked: &Marked,
    health: &Vigour,
) -> bool {
    let commission = world.resource::<Playing>().0;
    if !may_fall(world, pawn) || marked.eliminated || marked.boxes == 0 {
        return false;
    }
    let attacker = by
        .and_then(|by| side(world, by))
        .map(|band| commission.role_of(band));
    let coloured = health
        .worst_marked()
        .is_some_and(|band| band != VigourBand::Bruises);
    let Some(own) = crate::conflict::world::pawns::base(world, pawn) else {
        return false;
    };
    let band = side(world, pawn);
    let friend_near = pawn_ids(world).into_iter().any(|friend| {
        friend != pawn
            && side(world, friend) == band
            && !unconscious(world, friend)
            && footing(world, friend)
                .is_some_and(|place| place.base().edge_distance(&own) <= ALONE_WITHIN_CM)
    });
    attacker == Some(Role::Attacker) && coloured && !friend_near && !unconscious(world, pawn)
}

/// The Leader falls unconscious: it leaves the turn and does nothing more.
pub fn knock_out(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) {
    if world
        .resource::<crate::conflict::world::components::Progress>()
        .active
        == Some(pawn)
    {
        crate::conflict::world::pawns::finish_active(world, pawn);
    } else {
        crate::conflict::world::pawns::turn_mut(world, |turn| turn.remove(pawn as usize));
    }
    crate::conflict::world::pawns::set_unconscious(world, pawn, Some(Unconscious::default()));
    resolution.explain_with(crate::conflict::world::commission_rule(world), || {
        msg!(
            "conflict-commission-unconscious-falls",
            pawn = pawn_name(world, pawn),
            within = super::phrases::whole_cm(ALONE_WITHIN_CM)
        )
    });
}

/// Why the active `pawn` may not drag `target` now, if it may not.
pub fn check_drag(world: &ConflictWorld, pawn: u32, target: u32) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let section = crate::conflict::world::commission_rule(world);
    let state = crate::conflict::world::pawns::unconscious(world, target);
    match state {
        None => {
            return Err(Rejection::by_rule(
                section,
                msg!(
                    "conflict-commission-unconscious-not",
                    pawn = pawn_name(world, target)
                ),
            ));
        }
        Some(state) if state.carried_by.is_some() => {
            return Err(Rejection::by_rule(
                section,
                msg!(
                    "conflict-commission-unconscious-already-dragged",
                    pawn = pawn_name(world, target)
                ),
            ));
        }
        Some(_) => {}
    }
    if !world.resource::<Playing>().0.may_drag(world, pawn) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-unconscious-attackers-only",
                pawn = pawn_name(world, target)
            ),
        ));
    }
    if dragged_by(world, pawn).is_some() {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-unconscious-drags-already",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    let touching = footing(world, pawn)
        .zip(footing(world, target))
        .is_some_and(|(own, theirs)| own.base().edge_distance(&theirs.base()) <= CONTACT_CM);
    if !touching {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-unconscious-contact",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    Ok(())
}

/// `pawn` takes hold of `target`: it is carried along (off the table) behind it.
pub fn drag(
    world: &mut ConflictWorld,
    pawn: u32,
    target: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_drag(world, pawn, target)?;
    crate::conflict::world::pawns::set_unconscious(
        world,
        target,
        Some(Unconscious {
            carried_by: Some(pawn),
        }),
    );
    crate::conflict::world::pawns::set_footing(world, target, None);
    resolution.explain_with(crate::conflict::world::commission_rule(world), || {
        msg!(
            "conflict-commission-unconscious-drags",
            pawn = pawn_name(world, pawn),
            target = pawn_name(world, target)
        )
    });
    Ok(())
}

/// The pawn `dragger` drags is put down at `at` (the dragger fell or fled).
pub fn drop_carried(
    world: &mut ConflictWorld,
    dragger: u32,
    at: Placement,
    resolution: &mut Resolution,
) {
    let Some(carried) = dragged_by(world, dragger) else {
        return;
    };
    crate::conflict::world::pawns::set_unconscious(world, carried, Some(Unconscious::default()));
    crate::conflict::world::pawns::set_footing(world, carried, Some(Footing(at)));
    resolution.explain_with(crate::conflict::world::commission_rule(world), || {
        msg!(
            "conflict-commission-unconscious-put-down",
            pawn = pawn_name(world, carried),
            dragger = pawn_name(world, dragger)
        )
    });
}
