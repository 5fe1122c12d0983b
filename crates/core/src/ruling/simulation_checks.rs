//! What the conflict simulation refuses of a blow or a shot, asked of the clash, discharge,
//! table shot and device rulings (`checks` has the numbers' limits): a ruling the game
//! would never resolve is refused with its rule.

use crate::msg;
use crate::record::Rejection;
use crate::rules::cards::Weapon;
use crate::rules::clash::{Answer, Arrival, Combatant};
use crate::rules::content::Content;
use crate::rules::devices::Device;
use crate::rules::discharge::{DischargeManeuver, Shot};
use crate::rules::panoply::PanoplyEffect;
use crate::ruling::checks::{LONGEST_CHARGE_CM, MODIFIERS_MAX, extra_dice_at_most, refuse};
use crate::table::light::DischargeLight;
use crate::words::Arg;

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
            msg!("ruling-clash-pawn", pawn = pawn),
        ));
    }
    if let Arrival::Charge { distance, .. } = arrival
        && !(distance > 0.0 && distance <= LONGEST_CHARGE_CM)
    {
        return Err(refuse(
            index,
            "Movement Maneuvers",
            msg!(
                "ruling-charge-length",
                distance = distance.to_string(),
                most = Arg::Int(LONGEST_CHARGE_CM.round() as i64)
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
                msg!(
                    "ruling-no-weapon",
                    card = &combatant.card.name,
                    weapon = combatant.weapon
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
            .map_err(|why| refuse(index, "Armament", why.message))?;
        if pawn == target && choices.answer != Answer::Fights {
            return Err(refuse(
                index,
                "Attack and Reply",
                msg!(
                    "ruling-clash-engager-fights",
                    card = &combatants[pawn].card.name
                ),
            ));
        }
    }
    match choices.answer {
        Answer::Fights if target_weapon.reply.is_none() => {
            return Err(refuse(
                index,
                "Attack and Reply",
                msg!(
                    "ruling-clash-no-reply",
                    weapon = &target_weapon.name,
                    card = &combatants[target].card.name
                ),
            ));
        }
        Answer::Blocks if target_weapon.block_limit().is_none() => {
            let card = &combatants[target].card;
            if let Some(block) = card.weapons.iter().find(|arm| arm.block_limit().is_some()) {
                return Err(refuse(
                    index,
                    "Block",
                    msg!(
                        "ruling-clash-block-weapon",
                        card = &card.name,
                        block = &block.name,
                        weapon = &target_weapon.name
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
                msg!("ruling-clash-retreat"),
            ));
        }
        _ => {}
    }
    if let Some(second) = choices.second_weapon {
        let own = &combatants[attacker];
        own.card
            .check_second_weapon(own.weapon, second)
            .map_err(|why| refuse(index, "Multiple Attacks", why.message))?;
    }
    if choices.from_distance && combatants.iter().all(|pawn| pawn.card.hand_reach() == 0) {
        return Err(refuse(
            index,
            "Fighting from a Distance",
            msg!("ruling-clash-no-range"),
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
                msg!("ruling-shot-bomb", weapon = &weapon.name),
            ));
        }
        Some(_) if !device => {
            return Err(refuse(
                index,
                "Devices of the Modern Era",
                msg!("ruling-shot-device", weapon = &weapon.name),
            ));
        }
        _ => {}
    }
    weapon
        .check_heavy(shot.moved)
        .map_err(|why| refuse(index, "Armament", why.message))?;
    if shot.maneuver == DischargeManeuver::ReactionShot && shot.moved {
        return Err(refuse(
            index,
            "Discharge Maneuvers",
            msg!("ruling-shot-reaction-moved"),
        ));
    }
    if shot.maneuver == DischargeManeuver::AccurateShot && shot.moved {
        return Err(refuse(
            index,
            "Discharge Maneuvers",
            msg!("ruling-shot-accurate-moved"),
        ));
    }
    if shot.light == DischargeLight::SmokeForbids {
        return Err(refuse(index, "Cloud of Smoke", msg!("ruling-shot-smoke")));
    }
    if !shot.distance.is_finite() || shot.distance < 0.0 {
        return Err(refuse(
            index,
            "Distance Weapons",
            msg!("ruling-shot-distance"),
        ));
    }
    match (weapon.slow_shots(), shot.slow_shots_left) {
        (None, Some(_)) => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                msg!("ruling-shot-not-slow", weapon = &weapon.name),
            ));
        }
        (Some(full), Some(left)) if left > full => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                msg!(
                    "ruling-shot-slow-shots",
                    weapon = &weapon.name,
                    full = full,
                    left = left
                ),
            ));
        }
        (Some(_), Some(0)) => {
            return Err(refuse(
                index,
                "Reloading Slow Weapons",
                msg!("ruling-shot-reload", weapon = &weapon.name),
            ));
        }
        _ => {}
    }
    if shot.cover as usize > MODIFIERS_MAX {
        return Err(refuse(
            index,
            "Discharge Roll Modifiers",
            msg!(
                "ruling-shot-cover",
                cover = shot.cover,
                most = MODIFIERS_MAX
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
            msg!("ruling-shot-luck", luck = format!("{:+}", shot.luck)),
        ));
    }
    Ok(())
}
