//! Clashes in play (1650 § Attacking and Responding Pawns, § Dexterity Cards, § Attack and Reply,
//! § Pawns' Reactions, § Attack from Behind, § Block, § Resolution of Clashes, § Armament):
//! who attacks, how the target may answer, the blow (`rules::clash::blow`) and what it leaves.

use crate::conflict::clash::blow::strike;
use crate::conflict::clash::weapon_choice::{
    AttackOrder, answering_weapon, attacking_weapon, dexterity_card,
};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{EngagedQuestion, Engagement};
use crate::conflict::world::components::{Pending, PendingBlow, Progress};
use crate::conflict::world::pawns::{card, engaged_with, footing, side};
use crate::conflict::world::pawns::{check_active, deeds, set_deeds};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{EngagedReaction, multiple_clash_attacking_side};
use crate::rules::cards::ContractCard;
use crate::rules::clash::CHARGE_BONUS_CM;
use crate::rules::clash::{Answer, Arrival, BlowOptions, Combatant, attacker};
use crate::rules::dexterity::{DexterityUse, PlayContext, check_play};
use crate::rules::rule;
use crate::words::Message;

/// Who strikes, and how the target answers, worked out before anything changes.
struct Plan {
    /// 0: the active pawn attacks; 1: the target does.
    attacker: usize,
    charge_bonus: bool,
    why: Message,
    reaction: EngagedReaction,
    /// The turn with the target's card moved forward.
    turn: crate::rules::activation::Turn,
    weapons: [usize; 2],
    from_distance: bool,
}

/// What an attack's checks settle before anything changes.
struct Checked {
    done: crate::conflict::world::components::Deeds,
    /// § Multiple Attacks: the second weapon against another enemy, struck after this blow.
    split: Option<(u32, usize)>,
    plan: Plan,
    own_trick: Option<crate::rules::dexterity::DexterityCard>,
    bought: crate::conflict::band::purse::ExtraDice,
    /// The Maravedi Duellist spends, if it repeats a failed Reply roll.
    duellist: Option<u32>,
}

pub(in crate::conflict) fn attack(
    world: &mut ConflictWorld,
    order: AttackOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Checked {
        done,
        split,
        plan,
        own_trick,
        bought,
        duellist,
    } = check_attack(world, &order)?;
    // From here on the clash happens.
    resolution.explain_with(rule("Attacking and Responding Pawns"), || plan.why.clone());
    if order.charge_attack {
        resolution.explain(rule("Armament"), msg!("conflict-clash-charge-attack"));
    }
    crate::conflict::band::purse::pay(world, &bought, resolution);
    // § Armament, Ready: the charge attack's target is activated only if it loses Vigour.
    if !order.charge_attack {
        world.resource_mut::<Progress>().turn = Some(plan.turn.clone());
    }
    let answer = match plan.reaction {
        _ if order.charge_attack => Answer::Cannot,
        EngagedReaction::FightOrRetreat => {
            let chosen = (split, bought.count(), duellist.is_some());
            await_fight_or_retreat(world, &order, &plan, chosen, done, resolution);
            return Ok(());
        }
        EngagedReaction::StandStill | EngagedReaction::Nothing => Answer::Cannot,
        EngagedReaction::BlockOnly => {
            crate::conflict::band::armament::block_or_not(world, order.target, resolution)
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
    let struck = crate::conflict::clash::blow::strike(
        world,
        [order.pawn, order.target],
        plan.weapons,
        plan.attacker,
        &options,
        resolution,
    )?;
    let repeated = struck.as_ref().and_then(|blow| blow.repeated_reply);
    crate::conflict::band::peculiarities::pay_duellist(
        world,
        order.pawn,
        duellist,
        repeated == Some(0),
        resolution,
    );
    if order.charge_attack
        && let Some(blow) = &struck
    {
        let charge = crate::conflict::band::armament_play::ChargeAttack {
            charger: order.pawn,
            target: order.target,
            weapon: order.weapon,
            reaction: plan.reaction,
            blow,
        };
        crate::conflict::band::armament_play::after_charge_attack(world, &charge, resolution)?;
    }
    if let Some(then) = split {
        second_attack(world, order.pawn, then, resolution);
    }
    Ok(())
}

/// Every check of an attack, in the order the rules ask them: the activation's deeds, the
/// engagement, the weapons, a charge attack, who strikes, the Dexterity card, dice bought.
fn check_attack(world: &ConflictWorld, order: &AttackOrder) -> Result<Checked, Rejection> {
    check_active(world, order.pawn)?;
    let done = deeds(world, order.pawn).clone();
    let section = rule("Attack and Reply");
    if (done.fought && !order.follow_up) || done.shot {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!("conflict-clash-one-per-activation"),
        ));
    }
    if !engaged_with(world, order.pawn).contains(&order.target) {
        return Err(Rejection::by_rule(
            rule("Engaging an Enemy Pawn"),
            msg!(
                "conflict-clash-not-engaged-with",
                pawn = pawn_name(world, order.pawn),
                enemy = pawn_name(world, order.target)
            ),
        ));
    }
    let (Some(own), Some(enemy)) = (card(world, order.pawn), card(world, order.target)) else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    let Some(weapon) = own.weapons.get(order.weapon) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-no-weapon",
            pawn = pawn_name(world, order.pawn),
            weapon = order.weapon + 1
        )));
    };
    if weapon.attack.is_none() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-clash-not-hand-to-hand", weapon = &weapon.name),
        ));
    }
    weapon.check_heavy(done.walked_cm > 0.0)?;
    if let Some(second) = order.second_weapon {
        own.check_second_weapon(order.weapon, second)?;
    }
    let split = split_attack(world, order, &own)?;
    let charged = done.charged_into.filter(|(into, _)| *into == order.target);
    if order.charge_attack {
        crate::conflict::band::armament::check_charge_attack(
            world,
            order.pawn,
            order.target,
            order.weapon,
        )?;
    }
    let plan = plan_blow(
        world,
        order,
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
    let bought =
        crate::conflict::band::purse::plan_extra_dice(world, order.pawn, order.extra_dice)?;
    // The active pawn replies only when the enemy attacks.
    let duellist = crate::conflict::band::peculiarities::plan_duellist(
        world,
        order.pawn,
        order.repeat_reply && plan.attacker == 1,
    )?;
    Ok(Checked {
        done,
        split,
        plan,
        own_trick,
        bought,
        duellist,
    })
}

/// § Pawns' Reactions: the engaged pawn chooses to fight or retreat, whichever of the two
/// attacks (a lower Audacity makes it the attacking pawn, and it still chooses); the blow waits
/// for its answer. `chosen`: the split attack, the dice bought and whether Duellist repeats.
fn await_fight_or_retreat(
    world: &mut ConflictWorld,
    order: &AttackOrder,
    plan: &Plan,
    (then, extra_dice, active_repeats_reply): (Option<(u32, usize)>, u32, bool),
    done: crate::conflict::world::components::Deeds,
    resolution: &mut Resolution,
) {
    let target_attacks = plan.attacker == 1;
    let fight_chosen =
        crate::conflict::clash::fight_or_retreat::stands_against(world, order.target, order.pawn);
    world.resource_mut::<Pending>().0 = Some(PendingBlow {
        attacker: order.pawn,
        target: order.target,
        weapon: order.weapon,
        second_weapon: order
            .second_weapon
            .filter(|_| !target_attacks && then.is_none()),
        then,
        charge_bonus: plan.charge_bonus,
        dexterity: order.dexterity.clone(),
        extra_dice,
        target_strikes: target_attacks,
        active_replies: target_attacks,
        active_repeats_reply,
        fight_chosen,
    });
    let mut done = done;
    done.fought = true;
    set_deeds(world, order.pawn, done);
    resolution.explain_with(rule("Pawns' Reactions"), || {
        let target = pawn_name(world, order.target);
        if fight_chosen {
            msg!("conflict-clash-stood-to-fight", pawn = target)
        } else {
            msg!("conflict-clash-fight-or-retreat", pawn = target)
        }
    });
}

fn plan_blow(
    world: &ConflictWorld,
    order: &AttackOrder,
    own: &ContractCard,
    enemy: &ContractCard,
    charged: Option<f32>,
) -> Result<Plan, Rejection> {
    let (Some(own_place), Some(enemy_place)) =
        (footing(world, order.pawn), footing(world, order.target))
    else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    let Some(mut turn) = world.resource::<Progress>().turn.clone() else {
        return Err(Rejection::new(msg!("conflict-clash-no-turn")));
    };
    let from_rearguard = enemy_place.base().has_in_rearguard(&own_place.base());
    let fallen = deeds(world, order.target).fallen;
    let reaction = match turn.engaged(order.target as usize, from_rearguard)? {
        // It chose to fight when this pawn engaged it (§ Pawns' Reactions): it is activated
        // already, but it fights, not only blocks.
        EngagedReaction::BlockOnly
            if crate::conflict::clash::fight_or_retreat::stands_against(
                world,
                order.target,
                order.pawn,
            ) =>
        {
            EngagedReaction::FightOrRetreat
        }
        reaction => reaction,
    };
    let blocking = reaction == EngagedReaction::BlockOnly;
    let combatants = [
        Combatant::new(
            crate::conflict::names::named_card(world, order.pawn, own),
            order.weapon,
        ),
        Combatant::new(
            crate::conflict::names::named_card(world, order.target, enemy),
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
    let met = deeds(world, order.pawn).walked_into.clone();
    if matches!(arrival, Arrival::Engaged { .. }) && met.len() > 1 {
        let lowest = met
            .iter()
            .filter_map(|&enemy| card(world, enemy).map(|card| card.audacity))
            .min()
            .unwrap_or(enemy.audacity);
        let side = multiple_clash_attacking_side(None, [own.audacity, lowest], 0);
        chosen = side;
        let name = pawn_name(world, order.pawn);
        why = if side == 0 {
            msg!(
                "conflict-clash-several-engaged-own",
                pawn = name,
                count = met.len(),
                audacity = own.audacity,
                lowest = lowest
            )
        } else {
            msg!(
                "conflict-clash-several-engaged-enemies",
                pawn = name,
                count = met.len(),
                audacity = own.audacity,
                lowest = lowest
            )
        };
    }
    // A pawn the rules make respond (hidden, reloading, leaning) leaves the attack to the other.
    let responder = match (
        crate::conflict::clash::responding::must_respond(world, order.pawn, order.target),
        crate::conflict::clash::responding::must_respond(world, order.target, order.pawn),
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
        why = msg!(
            "conflict-clash-why-responding",
            why = why,
            pawn = pawn_name(world, pawn),
            reason = reason
        );
    }
    let reaction = if fallen {
        why = msg!("conflict-clash-why-target-fell", why = why);
        EngagedReaction::Nothing
    } else {
        reaction
    };
    if chosen == 1 && reaction != EngagedReaction::FightOrRetreat {
        chosen = 0;
        why = msg!("conflict-clash-why-cannot-fight-back", why = why);
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

// § Multiple Attacks: a pawn with two weapons divides its attacks between two engaged enemies,
// "two different combat rolls, one for each enemy": checked with the first attack, the second is
// struck once the first blow is over.

/// § Multiple Attacks: the second weapon against another engaged enemy, checked with the
/// first attack so that nothing the first blow changes can make the command wrong.
pub(in crate::conflict) fn split_attack(
    world: &ConflictWorld,
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
            msg!("conflict-clash-split-needs-second-weapon"),
        ));
    };
    if order.charge_attack {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-clash-split-charge-attack"),
        ));
    }
    if !engaged_with(world, order.pawn).contains(&other) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-clash-not-engaged-with",
                pawn = pawn_name(world, order.pawn),
                enemy = pawn_name(world, other)
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
pub(in crate::conflict) fn second_attack(
    world: &mut ConflictWorld,
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
        msg!(
            "conflict-clash-split-second-strikes",
            pawn = pawn_name(world, pawn),
            enemy = pawn_name(world, target)
        )
    });
    if let Err(why) = attack(world, order, resolution) {
        let not_made = match &why.rule {
            Some(by) => msg!(
                "conflict-clash-split-not-made-by-rule",
                reason = why.message,
                rule = by.to_string()
            ),
            None => msg!("conflict-clash-split-not-made", reason = why.message),
        };
        resolution.explain(rule("Multiple Attacks"), not_made);
    }
}

/// § Attack and Reply, step 2: the engaged pawn fights (it stays, and cannot retreat from its
/// engager's attack later) or retreats (the engager strikes once as it walks away).
pub(in crate::conflict) fn answer(
    world: &mut ConflictWorld,
    question: &EngagedQuestion,
    retreat: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let engager = question.engager;
    let rest: Vec<u32> = question.to_answer.iter().skip(1).copied().collect();
    world.resource_mut::<Engagement>().0 = (!rest.is_empty()).then_some(EngagedQuestion {
        engager,
        to_answer: rest,
    });
    let Some(&pawn) = question.to_answer.first() else {
        return Ok(());
    };
    let (Some(own), Some(theirs)) = (card(world, engager), card(world, pawn)) else {
        // One of them left the table meanwhile: there is nothing to answer.
        return Ok(());
    };
    let (name, enemy) = (pawn_name(world, pawn), pawn_name(world, engager));
    if !retreat {
        let mut done = deeds(world, pawn).clone();
        done.stands_against.push(engager);
        set_deeds(world, pawn, done);
        resolution.explain_with(rule("Pawns' Reactions"), || {
            msg!(
                "conflict-clash-stands-to-fight",
                pawn = name.as_str(),
                enemy = enemy.as_str()
            )
        });
        return Ok(());
    }
    resolution.explain_with(rule("Attack of Opportunity"), || {
        msg!(
            "conflict-clash-retreats",
            pawn = name.as_str(),
            enemy = enemy.as_str()
        )
    });
    let charge_bonus = deeds(world, engager)
        .charged_into
        .is_some_and(|(into, distance)| into == pawn && distance > CHARGE_BONUS_CM);
    let options = BlowOptions {
        charge_bonus,
        answer: Answer::Retreats,
        from_distance: footing(world, engager)
            .zip(footing(world, pawn))
            .is_some_and(|(a, b)| !a.base().in_contact(&b.base())),
        ..BlowOptions::default()
    };
    strike(
        world,
        [engager, pawn],
        [attacking_weapon(&own), answering_weapon(&theirs, false)],
        0,
        &options,
        resolution,
    )?;
    Ok(())
}
