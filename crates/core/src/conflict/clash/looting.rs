//! 1650 § You No Longer Need It in play: the pawn that has just eliminated its enemy in a clash
//! may take one thing from it, a Maravedi or an unused Panoply card, before its player chooses
//! the clash's result; with an enemy within 15 cm it needs an Audacity roll first (Light
//! Fingers does not).

use crate::conflict::band::factions::carried;
use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Casualties, ClashVerdict, Looted};
use crate::conflict::world::pawns::{card, enemies_of, footing, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::pure_bands::{LIGHT_FINGERS, Loot, LootingChance, check_loot};
use crate::rules::rule;

/// The victim the winner of `verdict` may loot now, if any: (victim, Maravedies, the cards it
/// may take).
pub(in crate::conflict) fn lootable(
    world: &ConflictWorld,
    verdict: &ClashVerdict,
) -> Option<(
    u32,
    u32,
    Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>>,
)> {
    let index = casualty_of(world, verdict)?;
    let casualty = world.resource::<Casualties>().0.get(index)?;
    let chance = chance(world, verdict.winner, index)?;
    // Only what the usual Panoply limits let the looter carry.
    let cards: Vec<_> = casualty
        .unused
        .iter()
        .filter(|card| check_loot(&chance, &Loot::Panoply(card.id.clone())).is_ok())
        .cloned()
        .collect();
    (casualty.purse > 0 || !cards.is_empty()).then_some((casualty.pawn, casualty.purse, cards))
}

/// Where in the casualties the loser of `verdict` lies, if its eliminator may loot it (the
/// latest: a pawn that came back may fall again, § Artillery's Wearing Down).
fn casualty_of(world: &ConflictWorld, verdict: &ClashVerdict) -> Option<usize> {
    if !verdict.beaten {
        return None;
    }
    world
        .resource::<Casualties>()
        .0
        .iter()
        .rposition(|casualty| {
            casualty.pawn == verdict.loser
                && casualty.fate == crate::conflict::world::components::Fate::Killed
                && casualty.by == Some(verdict.winner)
                && !casualty.looted
        })
}

fn chance(world: &ConflictWorld, looter: u32, casualty: usize) -> Option<LootingChance> {
    let casualty = world.resource::<Casualties>().0.get(casualty)?;
    let band = side(world, looter)?;
    let own = footing(world, looter)?;
    let mut band_holds: Vec<(String, usize)> = Vec::new();
    for pawn in crate::conflict::world::pawns::pawn_ids(world) {
        if side(world, pawn) != Some(band) {
            continue;
        }
        for item in carried(world, pawn) {
            match band_holds.iter_mut().find(|(id, _)| *id == item.id) {
                Some((_, count)) => *count += 1,
                None => band_holds.push((item.id.clone(), 1)),
            }
        }
    }
    let nearest_enemy_cm = enemies_of(world, band)
        .into_iter()
        .filter_map(|enemy| footing(world, enemy))
        .map(|theirs| own.base().edge_distance(&theirs.base()))
        .min_by(f32::total_cmp);
    Some(LootingChance {
        eliminated_victim: true,
        victim_incentive_left: casualty.purse,
        victim_panoply: casualty.unused.iter().map(|item| item.id.clone()).collect(),
        looter_panoply: carried(world, looter)
            .into_iter()
            .map(|item| item.id.clone())
            .collect(),
        band_holds,
        nearest_enemy_cm,
        light_fingers: card(world, looter).is_some_and(|card| card.has_peculiarity(LIGHT_FINGERS)),
    })
}

/// `pawn` loots `victim`: a Maravedi (`item` none) or the Panoply card `item`.
pub(in crate::conflict) fn loot(
    world: &mut ConflictWorld,
    verdict: &ClashVerdict,
    pawn: u32,
    victim: u32,
    item: Option<&str>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("You No Longer Need It");
    let eligible = lootable(world, verdict)
        .is_some_and(|(lootable_victim, _, _)| lootable_victim == victim && verdict.winner == pawn);
    if !eligible {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-clash-loot-not-eligible"),
        ));
    }
    let Some(index) = casualty_of(world, verdict) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-clash-loot-nothing-left"),
        ));
    };
    let Some(chance) = chance(world, pawn, index) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let wanted = match item {
        None => Loot::Maravedi,
        Some(id) => Loot::Panoply(id.to_owned()),
    };
    let needs_roll = check_loot(&chance, &wanted)?;
    // Checked: from here on the pawn tries.
    let (name, fallen) = (pawn_name(world, pawn), pawn_name(world, victim));
    if let Some(casualty) = world.resource_mut::<Casualties>().0.get_mut(index) {
        casualty.looted = true;
    }
    if needs_roll {
        let nerve =
            harm::roll_audacity(world, pawn, msg!("conflict-clash-roll-looting"), resolution);
        let passed = nerve.success;
        resolution.explain_with(section.clone(), || {
            if passed {
                msg!(
                    "conflict-clash-loot-roll",
                    pawn = name.as_str(),
                    result = nerve.message()
                )
            } else {
                msg!(
                    "conflict-clash-loot-roll-failed",
                    pawn = name.as_str(),
                    result = nerve.message()
                )
            }
        });
        if !passed {
            return Ok(());
        }
    }
    match wanted {
        Loot::Maravedi => {
            if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, pawn) {
                *purse += 1;
            }
            if let Some(casualty) = world.resource_mut::<Casualties>().0.get_mut(index) {
                casualty.purse = casualty.purse.saturating_sub(1);
            }
            resolution.explain_with(section, || {
                msg!(
                    "conflict-clash-loot-maravedi",
                    pawn = name.as_str(),
                    fallen = fallen.as_str()
                )
            });
        }
        Loot::Panoply(id) => {
            let mut taken = None;
            if let Some(casualty) = world.resource_mut::<Casualties>().0.get_mut(index)
                && let Some(position) = casualty.unused.iter().position(|card| card.id == id)
            {
                taken = Some(casualty.unused.remove(position));
            }
            if let Some(card) = taken {
                let item_name = card.name.clone();
                world.resource_mut::<Looted>().0.push((pawn, card));
                resolution.explain_with(section, || {
                    msg!(
                        "conflict-clash-loot-card",
                        pawn = name.as_str(),
                        fallen = fallen.as_str(),
                        card = item_name.as_str()
                    )
                });
            }
        }
    }
    Ok(())
}
