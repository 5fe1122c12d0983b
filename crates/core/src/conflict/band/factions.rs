//! 1650 § Factions in play, each Pure Band's rule: Royal Salary (an Old Regime Leader takes
//! Maravedies from its pawns at the start), Wage (a New Order pawn earns 1 for its first enemy
//! beaten) and Offering (a Mercenary pawn invests an unused Panoply card as a Maravedi).
//! Planting the Banner needs Enclaves, which the Brawl does not allow.

use crate::conflict::names::pawn_name;
use crate::conflict::setup::{ConflictSetup, SideSetup};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{BandRules, Carried, Casualties, Looted, PanoplyUsed};
use crate::conflict::world::pawns::{entity, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::hiring::LEADER;
use crate::rules::panoply::PanoplyCard;
use crate::rules::pure_bands::{offering_allowed, royal_salary, wage};
use crate::rules::rule;
use crate::words::Arg;

/// The band's Incentives once its Leader has drawn its Royal Salary (checked).
pub(in crate::conflict) fn incentives(side: &SideSetup) -> Result<Vec<u32>, Rejection> {
    let mut incentives: Vec<u32> = side.pawns.iter().map(|card| card.incentive).collect();
    if side.royal_salary.is_empty() {
        return Ok(incentives);
    }
    let Some(leader) = side
        .pawns
        .iter()
        .position(|card| card.has_peculiarity(LEADER))
    else {
        return Err(Rejection::by_rule(
            rule("Royal Salary"),
            msg!("conflict-band-salary-no-leader", band = &side.name),
        ));
    };
    royal_salary(
        side.faction,
        side.kind,
        &mut incentives,
        leader,
        &side.royal_salary,
    )?;
    Ok(incentives)
}

/// § Royal Salary, in the log at the start.
pub(in crate::conflict) fn explain_salaries(setup: &ConflictSetup, resolution: &mut Resolution) {
    for side in &setup.sides {
        let taken: u32 = side.royal_salary.iter().map(|(_, amount)| amount).sum();
        if taken == 0 {
            continue;
        }
        resolution.explain_with(rule("Royal Salary"), || {
            let leader = side
                .pawns
                .iter()
                .find(|card| card.has_peculiarity(LEADER))
                .map_or_else(
                    || Arg::from(msg!("conflict-band-salary-the-leader")),
                    |card| Arg::from(&card.name),
                );
            let from = side
                .royal_salary
                .iter()
                .filter(|(_, amount)| *amount > 0)
                .filter_map(|(index, amount)| {
                    Some(Arg::from(msg!(
                        "conflict-band-salary-from",
                        amount = *amount,
                        pawn = &side.pawns.get(*index)?.name
                    )))
                })
                .collect();
            msg!(
                "conflict-band-salary",
                leader = leader,
                band = &side.name,
                taken = taken,
                from = list(from, false)
            )
        });
    }
}

/// `items` (names, or phrases of their own) as one phrase: "a, b, c", or with `and` "a, b and
/// c" (each language joins its own way). Here, in the base, so that the purse can say its
/// payers too.
pub(in crate::conflict) fn list(items: Vec<Arg>, and: bool) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(mut list) = items.next() else {
        return msg!("conflict-band-list-none").into();
    };
    for (index, item) in items.enumerate() {
        list = if and && index == 0 {
            msg!("conflict-band-list-last", first = item, last = list)
        } else {
            msg!("conflict-band-list", first = item, rest = list)
        }
        .into();
    }
    list
}

/// § Wage: a New Order Pure Band's pawn that eliminated its first enemy earns 1 Maravedi.
pub(in crate::conflict) fn pay_wage(
    world: &mut ConflictWorld,
    killer: u32,
    resolution: &mut Resolution,
) {
    let Some(band) = side(world, killer) else {
        return;
    };
    let Some(&(faction, kind)) = world.resource::<BandRules>().0.get(band) else {
        return;
    };
    let beaten_before = world
        .resource::<Casualties>()
        .0
        .iter()
        .filter(|casualty| casualty.by == Some(killer))
        .count()
        .saturating_sub(1);
    let earned = wage(
        faction,
        kind,
        u32::try_from(beaten_before).unwrap_or(u32::MAX),
    );
    if earned == 0 {
        return;
    }
    if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, killer) {
        *purse += earned;
    }
    let name = pawn_name(world, killer);
    resolution.explain_with(rule("Wage"), || {
        msg!("conflict-band-wage", pawn = name, earned = earned)
    });
}

/// Every Panoply card `pawn` has: those it came with and those it looted.
pub(in crate::conflict) fn carried(
    world: &ConflictWorld,
    pawn: u32,
) -> Vec<std::sync::Arc<PanoplyCard>> {
    let mut items = entity(world, pawn)
        .and_then(|entity| world.get::<Carried>(entity))
        .map(|carried| carried.0.clone())
        .unwrap_or_default();
    items.extend(
        world
            .resource::<Looted>()
            .0
            .iter()
            .filter(|(looter, _)| *looter == pawn)
            .map(|(_, item)| item.clone()),
    );
    items
}

/// The single-use cards `pawn` still has unspent.
pub(in crate::conflict) fn unused_single_use(
    world: &ConflictWorld,
    pawn: u32,
) -> Vec<std::sync::Arc<PanoplyCard>> {
    let used = &world.resource::<PanoplyUsed>().0;
    carried(world, pawn)
        .into_iter()
        .filter(|item| item.effects.iter().any(|effect| effect.single_use()))
        .filter(|item| {
            !used
                .iter()
                .any(|(user, id)| *user == pawn && *id == item.id)
        })
        .collect()
}

/// § Offering: the cards `pawn` may invest as Maravedies (a Mercenary Pure Band's unused
/// single-use cards; docs/rules-gaps.md).
pub(in crate::conflict) fn offerable(
    world: &ConflictWorld,
    pawn: u32,
) -> Vec<std::sync::Arc<PanoplyCard>> {
    let Some(band) = side(world, pawn) else {
        return Vec::new();
    };
    let Some(&(faction, kind)) = world.resource::<BandRules>().0.get(band) else {
        return Vec::new();
    };
    if !offering_allowed(faction, kind) {
        return Vec::new();
    }
    unused_single_use(world, pawn)
}
