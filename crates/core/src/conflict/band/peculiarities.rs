//! Ysbilia's own Peculiarities in play (assets/1650/peculiarities.ron; the rulebook only names
//! the card's Peculiarities): the Surgeon's once-a-conflict treatment, Intimidating's Audacity
//! roll when engaging, and the Sworn Guard who takes its Leader's wound. Climber, Street-wise
//! and Fearless act where their rolls are made (`movement::maneuvers`, `movement::moving`, `harm`); the Duellist in the blow.

use crate::conflict::band::{harm, not_on_table};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
pub use crate::conflict::world::notes::SpentPeculiarities;
use crate::conflict::world::pawns::{card, engaged_with, footing, side};
use crate::conflict::world::pawns::{check_active, deeds, set_deeds};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::hiring::LEADER;
use crate::rules::maravedies::DUELLIST_MRV;
use crate::rules::rolls::roll;
use crate::rules::rule;
use crate::rules::vigour::{Marked, Vigour};
use crate::words::Message;

pub const SURGEON: &str = "surgeon";
pub const INTIMIDATING: &str = "intimidating";
pub const SWORN_GUARD: &str = "sworn-guard";
pub const DUELLIST: &str = "duellist";
/// Sworn Guard: its Leader must be this close (edge to edge, cm).
pub const GUARD_REACH_CM: f32 = 5.0;

const SECTION: &str = "Peculiarities";

fn spent(world: &ConflictWorld, pawn: u32, id: &str) -> bool {
    world
        .resource::<SpentPeculiarities>()
        .0
        .iter()
        .any(|(used, peculiarity)| *used == pawn && peculiarity == id)
}

/// Why the active `pawn` may not treat `friend` now, if it may not.
pub fn check_treat(world: &ConflictWorld, pawn: u32, friend: u32) -> Result<(), Rejection> {
    let refuse = |reason: Message| Err(Rejection::by_rule(rule(SECTION), reason));
    check_active(world, pawn)?;
    let Some(surgeon) = card(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    if !surgeon.has_peculiarity(SURGEON) {
        return refuse(msg!(
            "conflict-band-surgeon-not",
            pawn = pawn_name(world, pawn)
        ));
    }
    if spent(world, pawn, SURGEON) {
        return refuse(msg!(
            "conflict-band-surgeon-spent",
            pawn = pawn_name(world, pawn)
        ));
    }
    if !engaged_with(world, pawn).is_empty() {
        return refuse(msg!("conflict-band-surgeon-engaged"));
    }
    if side(world, friend) != side(world, pawn) {
        return refuse(msg!(
            "conflict-band-surgeon-not-friend",
            pawn = pawn_name(world, friend)
        ));
    }
    let (Some(own), Some(theirs)) = (footing(world, pawn), footing(world, friend)) else {
        return Err(not_on_table(world, friend));
    };
    if friend == pawn || !own.base().in_contact(&theirs.base()) {
        return refuse(msg!(
            "conflict-band-surgeon-not-in-contact",
            pawn = pawn_name(world, friend)
        ));
    }
    if harm::health(world, friend).is_none_or(|vigour| vigour.marked == 0) {
        return refuse(msg!(
            "conflict-band-surgeon-nothing-marked",
            pawn = pawn_name(world, friend)
        ));
    }
    Ok(())
}

/// Surgeon: clears the last marked box of a friend in base contact, once a conflict.
pub(in crate::conflict) fn treat(
    world: &mut ConflictWorld,
    pawn: u32,
    friend: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_treat(world, pawn, friend)?;
    let Some(mut vigour) = harm::health(world, friend) else {
        return Err(not_on_table(world, friend));
    };
    vigour.marked -= 1;
    harm::set_health(world, friend, vigour);
    world
        .resource_mut::<SpentPeculiarities>()
        .0
        .push((pawn, SURGEON.to_owned()));
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-band-surgeon-treats",
            surgeon = pawn_name(world, pawn),
            pawn = pawn_name(world, friend),
            vigour = vigour.remaining()
        )
    });
    Ok(())
}

/// Why the active `pawn` may not intimidate `target` now; the Maravedi's payer if it may.
pub fn check_intimidate(world: &ConflictWorld, pawn: u32, target: u32) -> Result<u32, Rejection> {
    let refuse = |reason: Message| Err(Rejection::by_rule(rule(SECTION), reason));
    check_active(world, pawn)?;
    let Some(own) = card(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    if !own.has_peculiarity(INTIMIDATING) {
        return refuse(msg!(
            "conflict-band-intimidating-not",
            pawn = pawn_name(world, pawn)
        ));
    }
    let done = deeds(world, pawn);
    let engaging = done.walked_into.contains(&target)
        || done.charged_into.is_some_and(|(enemy, _)| enemy == target);
    if !engaging {
        return refuse(msg!(
            "conflict-band-intimidating-not-engaging",
            pawn = pawn_name(world, pawn),
            target = pawn_name(world, target)
        ));
    }
    if done.fought || done.intimidated.contains(&target) {
        return refuse(msg!("conflict-band-intimidating-once"));
    }
    crate::conflict::band::purse::plan_peculiarity(world, pawn, 1)
}

/// Intimidating: 1 Maravedi invested; the enemy engaged rolls Audacity or is the responding
/// pawn against this one for the rest of the turn.
pub(in crate::conflict) fn intimidate(
    world: &mut ConflictWorld,
    pawn: u32,
    target: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let payer = check_intimidate(world, pawn, target)?;
    let Some(enemy) = card(world, target) else {
        return Err(not_on_table(world, target));
    };
    crate::conflict::band::purse::pay_peculiarity(
        world,
        payer,
        pawn,
        crate::rules::maravedies::INTIMIDATING_MRV,
        "Intimidating",
        resolution,
    );
    let modifiers = harm::audacity_modifiers(world, target);
    let nerve = roll(
        resolution.dice(),
        msg!("conflict-band-roll-intimidated"),
        enemy.audacity,
        modifiers,
        0,
    );
    let held = nerve.success;
    resolution.explain_with(rule(SECTION), || {
        let target = pawn_name(world, target);
        if held {
            msg!(
                "conflict-band-intimidating-holds",
                target = target,
                result = nerve.message()
            )
        } else {
            msg!(
                "conflict-band-intimidating-cowed",
                target = target,
                result = nerve.message()
            )
        }
    });
    let mut done = deeds(world, pawn).clone();
    done.intimidated.push(target);
    if !held {
        done.cowed.push(target);
    }
    set_deeds(world, pawn, done);
    Ok(())
}

/// Sworn Guard: `leader` was about to go from `before` to `after`; a friendly Sworn Guard within
/// 5 cm that has not yet done so this turn marks the loss on its own table instead. Returns the
/// guard and what marking its boxes set off, having put the Leader back as it was.
pub(in crate::conflict) fn guard_the_leader(
    world: &mut ConflictWorld,
    leader: u32,
    before: Vigour,
    after: Vigour,
    resolution: &mut Resolution,
) -> Option<(u32, Marked)> {
    let lost = after
        .marked
        .checked_sub(before.marked)
        .filter(|&lost| lost > 0)?;
    if !card(world, leader).is_some_and(|card| card.has_peculiarity(LEADER)) {
        return None;
    }
    let place = footing(world, leader)?;
    let band = side(world, leader)?;
    let guard = crate::conflict::world::pawns::pawn_ids(world)
        .into_iter()
        .find(|&pawn| {
            pawn != leader
                && side(world, pawn) == Some(band)
                && card(world, pawn).is_some_and(|card| card.has_peculiarity(SWORN_GUARD))
                && !deeds(world, pawn).guarded
                && footing(world, pawn)
                    .is_some_and(|own| own.base().edge_distance(&place.base()) <= GUARD_REACH_CM)
        })?;
    let mut guard_vigour = harm::health(world, guard)?;
    let marked = guard_vigour.mark(lost);
    harm::set_health(world, leader, before);
    harm::set_health(world, guard, guard_vigour);
    let mut done = deeds(world, guard).clone();
    done.guarded = true;
    set_deeds(world, guard, done);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-band-sworn-guard",
            guard = pawn_name(world, guard),
            lost = lost,
            leader = pawn_name(world, leader),
            left = guard_vigour.remaining()
        )
    });
    Some((guard, marked))
}

impl crate::conflict::state::Conflict {
    /// Whether the active `pawn` may treat `friend` (Surgeon) now, or why not.
    pub fn check_treat(&self, pawn: u32, friend: u32) -> Result<(), Rejection> {
        check_treat(&self.world, pawn, friend)
    }

    /// Whether the active `pawn` may intimidate `target` (Intimidating) now, or why not.
    pub fn check_intimidate(&self, pawn: u32, target: u32) -> Result<(), Rejection> {
        check_intimidate(&self.world, pawn, target).map(|_| ())
    }
}

/// Duellist: the Maravedi a repeated Reply roll would cost, checked beforehand (`None` when
/// the player did not ask for it).
pub(in crate::conflict) fn plan_duellist(
    world: &ConflictWorld,
    pawn: u32,
    wanted: bool,
) -> Result<Option<u32>, Rejection> {
    if !wanted {
        return Ok(None);
    }
    let Some(own) = card(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    if !own.has_peculiarity(DUELLIST) {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!("conflict-band-duellist-not", pawn = pawn_name(world, pawn)),
        ));
    }
    crate::conflict::band::purse::plan_peculiarity(world, pawn, DUELLIST_MRV).map(Some)
}

/// Duellist: pays the Maravedi when the Reply roll was repeated.
pub(in crate::conflict) fn pay_duellist(
    world: &mut ConflictWorld,
    pawn: u32,
    payer: Option<u32>,
    repeated: bool,
    resolution: &mut Resolution,
) {
    if let (Some(payer), true) = (payer, repeated) {
        crate::conflict::band::purse::pay_peculiarity(
            world,
            payer,
            pawn,
            DUELLIST_MRV,
            "Duellist",
            resolution,
        );
    }
}
