//! What the conflict simulation refuses of a blow or a shot, asked of the clash, discharge,
//! table shot and device rulings (`checks` has the numbers' limits): a ruling the game
//! would never resolve is refused with its rule.

use crate::record::Rejection;
use crate::rules::cards::Weapon;
use crate::rules::clash::{Answer, Arrival, Combatant};
use crate::rules::content::Content;
use crate::rules::devices::Device;
use crate::rules::discharge::{DischargeManeuver, Shot};
use crate::rules::panoply::PanoplyEffect;
use crate::ruling::checks::{LONGEST_CHARGE_CM, MODIFIERS_MAX, extra_dice_at_most, refuse};
use crate::table::light::DischargeLight;

/// The clash ruling's choices, besides the two pawns.
pub struct ClashChoices<'a> {
    pub arrival: Arrival,
    pub answer: Answer,
    pub dexterity: [Option<&'a str>; 2],
    pub second_weapon: Option<usize>,
    pub from_distance: bool,
}

/// How the clash came about, checked before anyone is chosen to attack.
pub fn arrival(index: usize, arrival: Arrival) -> Result<(), Rejection> {
    let pawn = match arrival {
        Arrival::Charge { pawn, .. } | Arrival::Engaged { pawn } => pawn,
        Arrival::Ongoing { first_activated } => first_activated,
    };
    if pawn > 1 {
        return Err(refuse(
            index,
            "Attacking and Responding Pawns",
            format!("a clash ruling has pawns 0 and 1, not {pawn}"),
        ));
    }
    if let Arrival::Charge { distance, .. } = arrival
        && !(distance > 0.0 && distance <= LONGEST_CHARGE_CM)
    {
        return Err(refuse(
            index,
            "Movement Maneuvers",
            format!(
                "a charge of {distance} cm; a charge runs more than 0 and at most 15 + 1D10 = {LONGEST_CHARGE_CM} cm"
            ),
        ));
    }
    Ok(())
}

/// § Attack and Reply, § Pawns' Reactions, § Block, § Multiple Attacks, § Fighting from a
/// Distance, § Attack of Opportunity, § Armament (Heavy): what the game would refuse in this
/// blow, with `attacker` (0 or 1) chosen.
pub fn clash(
    index: usize,
    combatants: &[Combatant; 2],
    attacker: usize,
    choices: &ClashChoices,
) -> Result<(), Rejection> {
    let target = 1 - attacker;
    let weapon_of = |pawn: usize| {
        let combatant = &combatants[pawn];
        combatant.card.weapons.get(combatant.weapon).ok_or_else(|| {
            refuse(
                index,
                "Attack and Reply",
                format!(
                    "{} has no weapon {} (counting from 0)",
                    combatant.card.name, combatant.weapon
                ),
            )
        })
    };
    weapon_of(attacker)?;
    let target_weapon = weapon_of(target)?;
    let arrived = match choices.arrival {
        Arrival::Charge { pawn, .. } | Arrival::Engaged { pawn } => Some(pawn),
        Arrival::Ongoing { .. } => None,
    };
    if let Some(pawn) = arrived {
        weapon_of(pawn)?
            .check_heavy(true)
            .map_err(|why| refuse(index, "Armament", why.reason()))?;
        if pawn == target && choices.answer != Answer::Fights {
            return Err(refuse(
                index,
                "Attack and Reply",
                format!(
                    "{} engaged this clash in its own activation: when its enemy attacks, it fights",
                    combatants[pawn].card.name
                ),
            ));
        }
    }
    match choices.answer {
        Answer::Fights if target_weapon.reply.is_none() => {
            return Err(refuse(
                index,
                "Attack and Reply",
                format!(
                    "the {} has no Reply: {} fights with a close combat weapon",
                    target_weapon.name, combatants[target].card.name
                ),
            ));
        }
        Answer::Blocks if target_weapon.block_limit().is_none() => {
            let card = &combatants[target].card;
            if let Some(block) = card.weapons.iter().find(|arm| arm.block_limit().is_some()) {
                return Err(refuse(
                    index,
                    "Block",
                    format!(
                        "{} blocks with its {}, the weapon with Block; the {} has none",
                        card.name, block.name, target_weapon.name
                    ),
                ));
            }
        }
        Answer::Retreats
            if choices.second_weapon.is_some() || choices.dexterity[attacker].is_some() =>
        {
            return Err(refuse(
                index,
                "Attack of Opportunity",
                "the target retreats: the attack of opportunity allows no second weapon or Dexterity card",
            ));
        }
        _ => {}
    }
    if let Some(second) = choices.second_weapon {
        let own = &combatants[attacker];
        own.card
            .check_second_weapon(own.weapon, second)
            .map_err(|why| refuse(index, "Multiple Attacks", why.reason()))?;
    }
    if choices.from_distance && combatants.iter().all(|pawn| pawn.card.hand_reach() == 0) {
        return Err(refuse(
            index,
            "Fighting from a Distance",
            "neither pawn has a close combat weapon with Range: they are engaged only in base contact",
        ));
    }
    Ok(())
}

/// § Distance Weapons, § Discharge Maneuvers, § Reloading Slow Weapons, § Armament (Heavy),
/// § Investing Maravedies, § Panoply Cards: what the game refuses before a shot (or a
/// device's throw, `device` true), whatever the table measured.
pub fn shot(
    index: usize,
    weapon: &Weapon,
    shot: &Shot,
    device: bool,
    content: &Content,
) -> Result<(), Rejection> {
    match Device::of(weapon) {
        Some(Device::Bomb) => {
            return Err(refuse(
                index,
                "Devices of the Modern Era",
                format!("the {} is a bomb: it is placed, never fired", weapon.name),
            ));
        }
        Some(_) if !device => {
            return Err(refuse(
                index,
                "Devices of the Modern Era",
                format!(
                    "the {} is a device: a Device ruling throws or fires it",
                    weapon.name
                ),
            ));
        }
        _ => {}
    }
    weapon
        .check_heavy(shot.moved)
        .map_err(|why| refuse(index, "Armament", why.reason()))?;
    if shot.maneuver == DischargeManeuver::ReactionShot && shot.moved {
        return Err(refuse(
            index,
            "Discharge Maneuvers",
            "a pawn waiting for a Reaction Shot has not activated: it has not moved this turn",
        ));
    }
    if shot.maneuver == DischargeManeuver::AccurateShot && shot.moved {
        return Err(refuse(
            index,
            "Discharge Maneuvers",
            "an Accurate Shot needs the pawn to stay where it is all activation",
        ));
    }
    if shot.light == DischargeLight::SmokeForbids {
        return Err(refuse(
            index,
            "Cloud of Smoke",
            "at night, thick smoke stops every distance weapon in that quadrant",
        ));
    }
    if !shot.distance.is_finite() || shot.distance < 0.0 {
        return Err(refuse(
            index,
            "Distance Weapons",
            "the distance must be a number of cm, 0 or more",
        ));
    }
    match (weapon.slow_shots(), shot.slow_shots_left) {
        (None, Some(_)) => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                format!(
                    "the {} is not a Slow weapon: it has no shots to count",
                    weapon.name
                ),
            ));
        }
        (Some(full), Some(left)) if left > full => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                format!(
                    "the {} is Slow ({full}): it holds at most {full} shots, not {left}",
                    weapon.name
                ),
            ));
        }
        (Some(_), Some(0)) => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                format!("the {} must be reloaded before it fires again", weapon.name),
            ));
        }
        _ => {}
    }
    if shot.cover as usize > MODIFIERS_MAX {
        return Err(refuse(
            index,
            "Discharge Roll Modifiers",
            format!(
                "{} small obstacles in the way; a ruling counts at most {MODIFIERS_MAX}",
                shot.cover
            ),
        ));
    }
    extra_dice_at_most(index, shot.extra_dice)?;
    let luck_there = content.panoply.cards.iter().any(|card| {
        card.effects
            .contains(&PanoplyEffect::OneRollBonus(shot.luck))
    });
    if shot.luck != 0 && !luck_there {
        return Err(refuse(
            index,
            "Panoply Cards",
            format!("no Panoply card adds {:+} to one roll", shot.luck),
        ));
    }
    Ok(())
}
