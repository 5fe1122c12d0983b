//! 1650 § Rumours: your active pawn within 5 cm of an Antagonist on the table that is not
//! Sanguine coaxes it about a Hidden Pawn Marker of your choice: an Audacity roll, or (failing,
//! if you wish) a Maravedi, reveals the marker. A failure unpaid ends the pawn's activation, and
//! the Antagonist walks towards the nearest marker.

use super::Solo;
use super::markers::MARKER_RADIUS_CM;
use crate::conflict::names::pawn_name;
use crate::conflict::solo::notes::HiddenMarker;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{SetupOf, Temperaments};
use crate::conflict::world::pawns::{card, footing};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::antagonists::Temperament;
use crate::rules::rolls::roll;
use crate::rules::rule;
use crate::table::movement::WALK_CM;
use crate::words::Arg;
use parry3d::math::Vec2;

const SECTION: &str = "Rumours";

/// Why `pawn` may not coax `antagonist` about the marker `marker` now, or the marker.
pub(in crate::conflict) fn check(
    world: &ConflictWorld,
    pawn: u32,
    antagonist: u32,
    marker: usize,
) -> Result<HiddenMarker, Rejection> {
    let section = rule(SECTION);
    let target =
        super::reveal::your_marker(world, pawn, marker, SECTION, msg!("conflict-solo-act-coax"))?;
    crate::conflict::world::pawns::check_active(world, pawn)?;
    if world.resource::<Solo>().coaxed {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-coaxed-already"),
        ));
    }
    let temperament = world
        .resource::<Temperaments>()
        .pawns
        .iter()
        .find(|(id, _)| *id == antagonist)
        .map(|(_, temperament)| *temperament);
    let standing = footing(world, antagonist)
        .filter(|_| world.resource::<SetupOf>().0.is_antagonist_pawn(antagonist));
    let (Some(temperament), Some(theirs)) = (temperament, standing) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-solo-not-an-antagonist",
                pawn = pawn_name(world, antagonist)
            ),
        ));
    };
    if temperament == Temperament::Sanguine {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-solo-sanguine",
                pawn = pawn_name(world, antagonist)
            ),
        ));
    }
    let Some(own) = footing(world, pawn) else {
        return Err(Rejection::new(msg!("conflict-solo-pawn-off-table")));
    };
    let within = crate::conflict::commission::solo_rules()
        .map(|rules| rules.contact_cm)
        .unwrap_or(5.0);
    let gap = own.base().edge_distance(&theirs.base());
    if gap > within {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-solo-coax-too-far",
                distance = Arg::tenths(gap),
                within = super::whole_cm(within)
            ),
        ));
    }
    Ok(target)
}

/// `pawn` coaxes `antagonist` about `marker`; `pay` invests a Maravedi if the roll fails.
pub(in crate::conflict) fn coax(
    world: &mut ConflictWorld,
    pawn: u32,
    antagonist: u32,
    marker: usize,
    pay: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let target = check(world, pawn, antagonist, marker)?;
    world.resource_mut::<Solo>().coaxed = true;
    let audacity = card(world, pawn).map_or(0, |card| card.audacity);
    let standing = crate::conflict::band::harm::audacity_modifiers(world, pawn);
    let result = roll(
        resolution.dice(),
        msg!("conflict-solo-roll-rumours"),
        audacity,
        standing,
        0,
    );
    let name = pawn_name(world, pawn).to_owned();
    let told = pawn_name(world, antagonist).to_owned();
    let payer = (!result.success && pay)
        .then(|| crate::conflict::band::purse::plan_peculiarity(world, pawn, 1).ok())
        .flatten();
    if result.success || payer.is_some() {
        if let Some(payer) = payer {
            crate::conflict::band::purse::pay_peculiarity(
                world, payer, pawn, 1, "Rumours", resolution,
            );
        }
        resolution.explain_with(rule(SECTION), || {
            if result.success {
                msg!(
                    "conflict-solo-coaxes",
                    pawn = name,
                    antagonist = told,
                    result = result.message()
                )
            } else {
                msg!(
                    "conflict-solo-coaxes-paid",
                    pawn = name,
                    antagonist = told,
                    result = result.message()
                )
            }
        });
        super::reveal::reveal(
            world,
            target,
            Some(pawn),
            msg!("conflict-solo-reveal-why-told"),
            resolution,
        );
        return Ok(());
    }
    resolution.explain_with(rule(SECTION), || {
        if pay {
            msg!(
                "conflict-solo-coax-fails-unpaid",
                pawn = name,
                antagonist = told,
                result = result.message()
            )
        } else {
            msg!(
                "conflict-solo-coax-fails",
                pawn = name,
                antagonist = told,
                result = result.message()
            )
        }
    });
    if world
        .resource::<crate::conflict::world::components::Progress>()
        .active
        == Some(pawn)
    {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
    walk_to_nearest_marker(world, antagonist);
    Ok(())
}

/// The Antagonist walks towards the nearest Hidden Pawn Marker, up to a walk's 10 cm.
fn walk_to_nearest_marker(world: &mut ConflictWorld, antagonist: u32) {
    let Some(base) = crate::conflict::world::pawns::base(world, antagonist) else {
        return;
    };
    let Some((_, marker)) = crate::conflict::solo::notes::nearest_marker(world, base.centre) else {
        return;
    };
    let marker = Vec2::new(marker.x, marker.y);
    let short = base.radius + MARKER_RADIUS_CM + 1.0;
    if let Some(plan) =
        crate::conflict::movement::flight::run_towards(world, antagonist, marker, short, WALK_CM)
    {
        crate::conflict::world::pawns::stand_at_end(world, antagonist, &plan);
    }
}

impl crate::conflict::Conflict {
    /// § Rumours: the Antagonists `pawn` may coax now (the app's buttons), by pawn id.
    pub fn coaxable(&self, pawn: u32) -> Vec<u32> {
        let world = &self.world;
        if world.resource::<Solo>().markers.is_empty() {
            return Vec::new();
        }
        world
            .resource::<Temperaments>()
            .pawns
            .iter()
            .map(|(id, _)| *id)
            .filter(|&antagonist| check(world, pawn, antagonist, 0).is_ok())
            .collect()
    }
}
