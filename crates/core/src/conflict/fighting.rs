//! Clashes in play (1650 § Attacking and Responding Pawns, § Dexterity Cards, § Attack and Reply,
//! § Pawns' Reactions, § Attack from Behind, § Block, § Resolution of Clashes, § Armament):
//! who attacks, how the target may answer, the blow (`rules::clash::blow`) and what it leaves.

use super::armament::Lasting;
use super::components::{Footing, Pending, PendingBlow, Progress};
use super::harm;
use super::names::pawn_name;
use super::pawns::{card, engaged_with, entity, footing, pawn_ids, side};
use super::pawns::{check_active, deeds, set_deeds};
use super::weapon_choice::{
    AttackOrder, answering_weapon, attacking_weapon, dexterity_card, spend_dexterity,
};
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{Activation, EngagedReaction, multiple_clash_attacking_side};
use crate::rules::audacity::AudacityTrigger;
use crate::rules::cards::ContractCard;
use crate::rules::clash::{
    Answer, Arrival, Blow, BlowEffect, BlowOptions, Combatant, attacker, blow,
};
use crate::rules::dexterity::{DexterityUse, PlayContext, check_play};
use crate::rules::rule;
use crate::table::base::Placement;
use bevy_ecs::prelude::World;

/// § Bruises, Bleeding and Death: Panic shakes friends within 15 cm.
const PANIC_AROUND_CM: f32 = crate::rules::audacity::SHAKEN_WITHIN_CM;

/// Who strikes, and how the target answers, worked out before anything changes.
struct Plan {
    /// 0: the active pawn attacks; 1: the target does.
    attacker: usize,
    charge_bonus: bool,
    why: String,
    reaction: EngagedReaction,
    /// The turn with the target's card moved forward.
    turn: crate::rules::activation::Turn,
    weapons: [usize; 2],
    from_distance: bool,
}

pub(super) fn attack(
    world: &mut World,
    order: AttackOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_active(world, order.pawn)?;
    let done = deeds(world, order.pawn);
    let section = rule("Attack and Reply");
    if (done.fought && !order.follow_up) || done.shot {
        return Err(Rejection::by_rule(
            rule("Activation"),
            "one clash or one Discharge Maneuver per activation",
        ));
    }
    if !engaged_with(world, order.pawn).contains(&order.target) {
        return Err(Rejection::by_rule(
            rule("Engaging an Enemy Pawn"),
            format!(
                "{} is not engaged with {}",
                pawn_name(world, order.pawn),
                pawn_name(world, order.target)
            ),
        ));
    }
    let (Some(own), Some(enemy)) = (card(world, order.pawn), card(world, order.target)) else {
        return Err(Rejection::new("both pawns must be on the table"));
    };
    let Some(weapon) = own.weapons.get(order.weapon) else {
        return Err(Rejection::new(format!(
            "{} has no weapon {}",
            pawn_name(world, order.pawn),
            order.weapon + 1
        )));
    };
    if weapon.attack.is_none() {
        return Err(Rejection::by_rule(
            section,
            format!("the {} is not a hand-to-hand weapon", weapon.name),
        ));
    }
    weapon.check_heavy(done.walked_cm > 0.0)?;
    if let Some(second) = order.second_weapon {
        own.check_second_weapon(order.weapon, second)?;
    }
    let split = super::divided::split_attack(world, &order, &own)?;
    let charged = done.charged_into.filter(|(into, _)| *into == order.target);
    if order.charge_attack {
        super::armament::check_charge_attack(world, order.pawn, order.target, order.weapon)?;
    }
    let plan = plan_blow(
        world,
        &order,
        &own,
        &enemy,
        charged.map(|(_, distance)| distance),
    )?;
    let band = side(world, order.pawn).unwrap_or(0);
    let own_trick = dexterity_card(world, band, order.dexterity.as_deref())?;
    if let Some(trick) = &own_trick {
        check_play(
            &own,
            plan.weapons[0],
            trick,
            PlayContext {
                using: if plan.attacker == 0 {
                    DexterityUse::Attack
                } else {
                    DexterityUse::Reply
                },
                can_fight: !order.charge_attack,
                played_this_turn: done.played_dexterity,
            },
        )?;
    }
    let bought = super::purse::plan_extra_dice(world, order.pawn, order.extra_dice)?;
    // The active pawn replies only when the enemy attacks.
    let duellist = super::peculiar::plan_duellist(
        world,
        order.pawn,
        order.repeat_reply && plan.attacker == 1,
    )?;
    // Checked: from here on the clash happens.
    resolution.explain_with(rule("Attacking and Responding Pawns"), || plan.why.clone());
    if order.charge_attack {
        resolution.explain(
            rule("Armament"),
            "Ready: a charge attack is a single Attack roll, without the usual rules (no +1 for the charge, no reply, no Dexterity cards)",
        );
    }
    super::purse::pay(world, &bought, resolution);
    // § Armament, Ready: the charge attack's target is activated only if it loses Vigour.
    if !order.charge_attack {
        world.resource_mut::<Progress>().turn = Some(plan.turn.clone());
    }
    let answer = match plan.reaction {
        _ if order.charge_attack => Answer::Cannot,
        // § Pawns' Reactions: the engaged pawn chooses to fight or retreat, whichever of the
        // two attacks (a lower Audacity makes it the attacking pawn, and it still chooses).
        EngagedReaction::FightOrRetreat => {
            let target_attacks = plan.attacker == 1;
            let fight_chosen = super::engaged::stands_against(world, order.target, order.pawn);
            world.resource_mut::<Pending>().0 = Some(PendingBlow {
                attacker: order.pawn,
                target: order.target,
                weapon: order.weapon,
                second_weapon: order
                    .second_weapon
                    .filter(|_| !target_attacks && split.is_none()),
                then: split,
                charge_bonus: plan.charge_bonus,
                dexterity: order.dexterity.clone(),
                extra_dice: bought.count(),
                target_strikes: target_attacks,
                active_replies: target_attacks,
                active_repeats_reply: duellist.is_some(),
                fight_chosen,
            });
            let mut done = done;
            done.fought = true;
            set_deeds(world, order.pawn, done);
            resolution.explain_with(rule("Pawns' Reactions"), || {
                let target = pawn_name(world, order.target);
                if fight_chosen {
                    format!("{target} stood to fight: its player may now play a Dexterity card and buy dice")
                } else {
                    format!("{target} is engaged and activated: its player chooses to fight or retreat")
                }
            });
            return Ok(());
        }
        EngagedReaction::StandStill | EngagedReaction::Nothing => Answer::Cannot,
        EngagedReaction::BlockOnly => {
            super::armament::block_or_not(world, order.target, resolution)
        }
    };
    let mut done = done;
    done.fought = true;
    set_deeds(world, order.pawn, done);
    let options = BlowOptions {
        charge_bonus: plan.charge_bonus && !order.charge_attack,
        answer,
        // Indexed by combatant (the active pawn first), whichever of them attacks.
        dexterity: [own_trick, None],
        from_distance: plan.from_distance,
        second_weapon: if plan.attacker == 0 && split.is_none() {
            order.second_weapon
        } else {
            None
        },
        extra_dice: [bought.count(), 0],
        repeat_failed_reply: [duellist.is_some(), false],
    };
    let struck = strike(
        world,
        [order.pawn, order.target],
        plan.weapons,
        plan.attacker,
        &options,
        resolution,
    )?;
    let repeated = struck.as_ref().and_then(|blow| blow.repeated_reply);
    super::peculiar::pay_duellist(world, order.pawn, duellist, repeated == Some(0), resolution);
    if order.charge_attack
        && let Some(blow) = &struck
    {
        let charge = super::armament::ChargeAttack {
            charger: order.pawn,
            target: order.target,
            weapon: order.weapon,
            reaction: plan.reaction,
            blow,
        };
        super::armament::after_charge_attack(world, &charge, resolution)?;
    }
    if let Some(then) = split {
        super::divided::second_attack(world, order.pawn, then, resolution);
    }
    Ok(())
}

fn plan_blow(
    world: &World,
    order: &AttackOrder,
    own: &ContractCard,
    enemy: &ContractCard,
    charged: Option<f32>,
) -> Result<Plan, Rejection> {
    let (Some(own_place), Some(enemy_place)) =
        (footing(world, order.pawn), footing(world, order.target))
    else {
        return Err(Rejection::new("both pawns must be on the table"));
    };
    let Some(mut turn) = world.resource::<Progress>().turn.clone() else {
        return Err(Rejection::new("no turn is being played"));
    };
    let from_rearguard = enemy_place.base().has_in_rearguard(&own_place.base());
    let fallen = deeds(world, order.target).fallen;
    let reaction = match turn.engaged(order.target as usize, from_rearguard)? {
        // It chose to fight when this pawn engaged it (§ Pawns' Reactions): it is activated
        // already, but it fights, not only blocks.
        EngagedReaction::BlockOnly
            if super::engaged::stands_against(world, order.target, order.pawn) =>
        {
            EngagedReaction::FightOrRetreat
        }
        reaction => reaction,
    };
    let blocking = reaction == EngagedReaction::BlockOnly;
    let combatants = [
        Combatant::new(
            super::names::named_card(world, order.pawn, own),
            order.weapon,
        ),
        Combatant::new(
            super::names::named_card(world, order.target, enemy),
            answering_weapon(enemy, blocking),
        ),
    ];
    let arrival = match charged {
        Some(distance) => Arrival::Charge { pawn: 0, distance },
        None if deeds(world, order.pawn).walked_into.contains(&order.target) => {
            Arrival::Engaged { pawn: 0 }
        }
        // A clash from before: the pawn activated now strikes (our reading, see rules-gaps).
        None => Arrival::Ongoing { first_activated: 0 },
    };
    let (mut chosen, mut charge_bonus, mut why) =
        attacker([&combatants[0], &combatants[1]], arrival);
    // § Multiple Clashes: a pawn that walked into several enemies at once faces the lowest
    // Audacity among them, not just this one's.
    let met = deeds(world, order.pawn).walked_into;
    if matches!(arrival, Arrival::Engaged { .. }) && met.len() > 1 {
        let lowest = met
            .iter()
            .filter_map(|&enemy| card(world, enemy).map(|card| card.audacity))
            .min()
            .unwrap_or(enemy.audacity);
        let side = multiple_clash_attacking_side(None, [own.audacity, lowest], 0);
        chosen = side;
        let name = pawn_name(world, order.pawn);
        why = format!(
            "{name} engaged {} enemies at once: its Audacity {} against their lowest, {lowest}: {} attacks",
            met.len(),
            own.audacity,
            if side == 0 {
                name.as_str()
            } else {
                "its enemies' side"
            }
        );
    }
    // A pawn the rules make respond (hidden, reloading, leaning) leaves the attack to the other.
    let responder = match (
        super::responding::must_respond(world, order.pawn, order.target),
        super::responding::must_respond(world, order.target, order.pawn),
    ) {
        (Some(why_own), None) => Some((1, order.pawn, why_own)),
        (None, Some(why_target)) => Some((0, order.target, why_target)),
        _ => None,
    };
    if let Some((forced, pawn, reason)) = responder
        && forced != chosen
    {
        chosen = forced;
        charge_bonus = false;
        why.push_str(&format!(
            "; but {} is {reason}: it is the responding pawn",
            pawn_name(world, pawn)
        ));
    }
    let reaction = if fallen {
        why.push_str("; the target fell this turn and cannot defend itself");
        EngagedReaction::Nothing
    } else {
        reaction
    };
    if chosen == 1 && reaction != EngagedReaction::FightOrRetreat {
        chosen = 0;
        why.push_str("; but the target cannot fight back, so the active pawn strikes");
    }
    let weapons = if chosen == 1 {
        [order.weapon, attacking_weapon(enemy)]
    } else {
        [order.weapon, combatants[1].weapon]
    };
    let from_distance = !own_place.base().in_contact(&enemy_place.base());
    Ok(Plan {
        attacker: chosen,
        charge_bonus,
        why,
        reaction,
        turn,
        weapons,
        from_distance,
    })
}

/// Strikes the blow between `pawns` (the active pawn first) and applies all it leaves; the
/// blow, unless a pawn was missing.
pub(super) fn strike(
    world: &mut World,
    pawns: [u32; 2],
    weapons: [usize; 2],
    attacker_index: usize,
    options: &BlowOptions,
    resolution: &mut Resolution,
) -> Result<Option<Blow>, Rejection> {
    let mut combatants = Vec::new();
    for (pawn, weapon) in pawns.iter().zip(weapons) {
        let (Some(card), Some(vigour)) = (card(world, *pawn), harm::health(world, *pawn)) else {
            return Ok(None);
        };
        combatants.push(Combatant {
            card: super::names::named_card(world, *pawn, &card),
            weapon,
            vigour,
        });
    }
    let Ok(mut combatants) = <[Combatant; 2]>::try_from(combatants) else {
        return Ok(None);
    };
    let before = [combatants[0].vigour, combatants[1].vigour];
    let outcome = blow(&mut combatants, attacker_index, options, resolution)?;
    for (index, pawn) in pawns.iter().enumerate() {
        harm::set_health(world, *pawn, combatants[index].vigour);
        if let Some(played) = &options.dexterity[index] {
            spend_dexterity(world, *pawn, played);
        }
    }
    for (index, effect) in &outcome.effects {
        blow_effect(world, pawns, *index, *effect, resolution);
    }
    for (index, marked) in &outcome.marked {
        let hitter = pawns[1 - index];
        let wounded = pawns[*index];
        let guarded = super::peculiar::guard_the_leader(
            world,
            wounded,
            before[*index],
            combatants[*index].vigour,
            resolution,
        );
        match guarded {
            Some((guard, guard_marked)) => {
                harm::after_wound(world, guard, &guard_marked, Some(hitter), resolution);
            }
            None => harm::after_wound(world, wounded, marked, Some(hitter), resolution),
        }
    }
    let retreated = [0, 1].map(|index| {
        outcome
            .effects
            .iter()
            .any(|(hit, effect)| *hit == index && *effect == BlowEffect::Retreated)
    });
    super::verdict::count_vigour(world, pawns, retreated, resolution);
    Ok(Some(outcome))
}

fn blow_effect(
    world: &mut World,
    pawns: [u32; 2],
    index: usize,
    effect: BlowEffect,
    resolution: &mut Resolution,
) {
    let pawn = pawns[index];
    let other = pawns[1 - index];
    match effect {
        BlowEffect::TurnedAway => {
            if let (Some(mut place), Some(hitter)) = (footing(world, pawn), footing(world, other)) {
                let away = place.base().centre - hitter.base().centre;
                place.0.facing_degrees = away.y.atan2(away.x).to_degrees();
                set_footing(world, pawn, place);
                super::armament::struck(world, pawn, other, Lasting::TurnedAway, resolution);
            }
        }
        BlowEffect::Disrupted => {
            super::armament::struck(world, pawn, other, Lasting::Disrupted, resolution);
            let mut progress = world.resource_mut::<Progress>();
            if let Some(turn) = progress.turn.as_mut()
                && let Some(state) = turn.states.get_mut(pawn as usize)
                && matches!(*state, Activation::Waiting | Activation::Temperament)
            {
                *state = Activation::Done;
            }
        }
        BlowEffect::PanicRoll => {
            harm::shake(
                world,
                pawn,
                AudacityTrigger::Panic { modifier: 0 },
                resolution,
            );
        }
        BlowEffect::PanicAround => {
            let (Some(place), Some(band)) = (footing(world, pawn), side(world, pawn)) else {
                return;
            };
            for friend in pawn_ids(world) {
                let near = footing(world, friend).is_some_and(|other| {
                    other.base().edge_distance(&place.base()) <= PANIC_AROUND_CM
                });
                if friend != pawn && side(world, friend) == Some(band) && near {
                    harm::shake(
                        world,
                        friend,
                        AudacityTrigger::Panic { modifier: -1 },
                        resolution,
                    );
                }
            }
        }
        BlowEffect::Retreated => retreat(world, pawn, other, resolution),
        BlowEffect::MayDisengage => {}
    }
}

fn set_footing(world: &mut World, pawn: u32, place: Footing) {
    if let Some(entity) = entity(world, pawn) {
        world.entity_mut(entity).insert(place);
    }
}

/// § Pawns' Reactions: it turns its back to the attacker and walks away, up to 10 cm, round
/// what is in the way (`flight::retreat`).
fn retreat(world: &mut World, pawn: u32, from: u32, resolution: &mut Resolution) {
    let (Some(place), Some(enemy)) = (footing(world, pawn), footing(world, from)) else {
        return;
    };
    let attacker = enemy.base().centre;
    let away = (place.base().centre - attacker).normalize_or_zero();
    let facing = away.y.atan2(away.x).to_degrees();
    let Some(plan) = super::flight::retreat(world, pawn, attacker) else {
        set_footing(
            world,
            pawn,
            Footing(Placement {
                facing_degrees: facing,
                ..place.0
            }),
        );
        resolution.explain_with(rule("Pawns' Reactions"), || {
            format!(
                "{} turns its back on the clash but has nowhere to walk",
                pawn_name(world, pawn)
            )
        });
        return;
    };
    super::moves::stand_at_end(world, pawn, &plan);
    resolution.explain_with(rule("Pawns' Reactions"), || {
        format!(
            "{} walks {:.1} cm away from the clash",
            pawn_name(world, pawn),
            plan.length
        )
    });
}

#[cfg(test)]
mod tests {
    use super::{answering_weapon, attacking_weapon};
    use crate::rules::cards::{test_card, test_hand_weapon};

    /// § Attack and Reply: a roll succeeds at or above the Attribute, so the lower Attack or
    /// Reply is the better one: a pawn answering or striking on its enemy's activation uses it.
    #[test]
    fn attack_and_reply_the_weapon_used_unasked_is_the_one_with_the_lower_attribute() {
        let mut clumsy = test_hand_weapon("club");
        clumsy.attack = Some(8);
        clumsy.reply = Some(8);
        let mut deft = test_hand_weapon("rapier");
        deft.attack = Some(4);
        deft.reply = Some(3);
        let mut card = test_card(5, clumsy);
        card.weapons.push(deft);
        assert_eq!(attacking_weapon(&card), 1, "Attack 4 rather than 8");
        assert_eq!(answering_weapon(&card, false), 1, "Reply 3 rather than 8");
    }
}
