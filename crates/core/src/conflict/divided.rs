//! 1650 § Multiple Attacks: a pawn with two weapons divides its attacks between two engaged
//! enemies, "two different combat rolls, one for each enemy": checked with the first attack,
//! the second is struck once the first blow is over.

use super::fighting::attack;
use super::names::pawn_name;
use super::pawns::deeds;
use super::pawns::engaged_with;
use super::weapon_choice::AttackOrder;
use crate::record::{Rejection, Resolution};
use crate::rules::cards::ContractCard;
use crate::rules::rule;
use bevy_ecs::prelude::World;

/// § Multiple Attacks: the second weapon against another engaged enemy, checked with the
/// first attack so that nothing the first blow changes can make the command wrong.
pub(super) fn split_attack(
    world: &World,
    order: &AttackOrder,
    own: &ContractCard,
) -> Result<Option<(u32, usize)>, Rejection> {
    let Some(other) = order.second_target.filter(|&other| other != order.target) else {
        return Ok(None);
    };
    let section = rule("Multiple Attacks");
    let Some(weapon) = order.second_weapon else {
        return Err(Rejection::by_rule(
            section,
            "attacking a second enemy needs a second hand-to-hand weapon",
        ));
    };
    if order.charge_attack {
        return Err(Rejection::by_rule(
            section,
            "a Ready weapon's charge attack is a single Attack roll: it is not divided",
        ));
    }
    if !engaged_with(world, order.pawn).contains(&other) {
        return Err(Rejection::by_rule(
            section,
            format!(
                "{} is not engaged with {}",
                pawn_name(world, order.pawn),
                pawn_name(world, other)
            ),
        ));
    }
    if let Some(arm) = own.weapons.get(weapon) {
        arm.check_heavy(deeds(world, order.pawn).walked_cm > 0.0)?;
    }
    Ok(Some((other, weapon)))
}

/// The divided attack's second combat roll, once the first blow is over: refused quietly
/// (explained) when the first blow left nobody to strike.
pub(super) fn second_attack(
    world: &mut World,
    pawn: u32,
    (target, weapon): (u32, usize),
    resolution: &mut Resolution,
) {
    let order = AttackOrder {
        pawn,
        target,
        weapon,
        second_weapon: None,
        second_target: None,
        follow_up: true,
        dexterity: None,
        charge_attack: false,
        extra_dice: 0,
        repeat_reply: false,
    };
    resolution.explain_with(rule("Multiple Attacks"), || {
        format!(
            "{} divides its attacks: its second weapon strikes {} in a combat roll of its own",
            pawn_name(world, pawn),
            pawn_name(world, target)
        )
    });
    if let Err(why) = attack(world, order, resolution) {
        resolution.explain(
            rule("Multiple Attacks"),
            format!("the second attack is not made: {why}"),
        );
    }
}
