//! 1650 § Attack and Reply, § Pawns' Reactions: the attacked pawn's player answers a pending
//! blow (fight with a Dexterity card and dice, or retreat), and the blow is struck.

use crate::conflict::band::purse::ExtraDice;
use crate::conflict::clash::blow::strike;
use crate::conflict::clash::weapon_choice::{dexterity_card, target_weapon};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Pending, PendingBlow};
use crate::conflict::world::pawns::deeds;
use crate::conflict::world::pawns::{card, footing, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::cards::ContractCard;
use crate::rules::clash::{Answer, BlowOptions};
use crate::rules::dexterity::{DexterityCard, DexterityUse, PlayContext, check_play};
use crate::rules::rule;

/// The engaged pawn's player's answer to a pending blow.
pub(in crate::conflict) struct AnswerOrder<'a> {
    pub retreat: bool,
    pub dexterity: Option<&'a str>,
    pub extra_dice: u32,
    /// Duellist: repeat the Reply roll if it fails (1 Maravedi, paid if repeated).
    pub repeat_reply: bool,
}

/// The target's player answers a pending blow.
pub(in crate::conflict) fn answer(
    world: &mut ConflictWorld,
    pending: &PendingBlow,
    order: AnswerOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let (Some(_), Some(enemy)) = (card(world, pending.attacker), card(world, pending.target))
    else {
        world.resource_mut::<Pending>().0 = None;
        return Ok(());
    };
    let AnswerPlan {
        strikes,
        target_weapon,
        their_trick,
        own_trick,
        bought,
        duellist,
        active_duellist,
    } = plan_answer(world, pending, &order, &enemy)?;
    let retreat = order.retreat;
    // Checked: from here on the clash happens.
    world.resource_mut::<Pending>().0 = None;
    crate::conflict::band::purse::pay(world, &bought, resolution);
    let options = BlowOptions {
        charge_bonus: pending.charge_bonus,
        answer: if retreat {
            Answer::Retreats
        } else if strikes && !pending.active_replies {
            crate::conflict::band::armament::block_or_not(world, pending.attacker, resolution)
        } else {
            Answer::Fights
        },
        dexterity: [own_trick, their_trick],
        from_distance: footing(world, pending.attacker)
            .zip(footing(world, pending.target))
            .is_some_and(|(a, b)| !a.base().in_contact(&b.base())),
        second_weapon: pending.second_weapon,
        extra_dice: [pending.extra_dice, bought.count()],
        repeat_failed_reply: [active_duellist.is_some(), duellist.is_some()],
    };
    let repeated = strike(
        world,
        [pending.attacker, pending.target],
        [pending.weapon, target_weapon],
        usize::from(strikes && !retreat),
        &options,
        resolution,
    )?
    .and_then(|blow| blow.repeated_reply);
    crate::conflict::band::peculiarities::pay_duellist(
        world,
        pending.target,
        duellist,
        repeated == Some(1),
        resolution,
    );
    crate::conflict::band::peculiarities::pay_duellist(
        world,
        pending.attacker,
        active_duellist,
        repeated == Some(0),
        resolution,
    );
    if let Some(then) = pending.then {
        crate::conflict::clash::fighting::second_attack(world, pending.attacker, then, resolution);
    }
    Ok(())
}

/// An answer checked against the rules, before anything of the clash happens.
struct AnswerPlan {
    /// § Resolution of Clashes: the target strikes rather than replies.
    strikes: bool,
    target_weapon: usize,
    their_trick: Option<DexterityCard>,
    own_trick: Option<DexterityCard>,
    bought: ExtraDice,
    /// Who pays the target's Duellist Maravedi, if it repeats its Reply roll.
    duellist: Option<u32>,
    /// Who pays the attacker's Duellist Maravedi.
    active_duellist: Option<u32>,
}

/// Checks the answer in the order its player would be told of a problem; changes nothing.
fn plan_answer(
    world: &ConflictWorld,
    pending: &PendingBlow,
    order: &AnswerOrder,
    enemy: &ContractCard,
) -> Result<AnswerPlan, Rejection> {
    let retreat = order.retreat;
    // § Resolution of Clashes: engaged by a winner that counts as activated, the target
    // strikes; otherwise it replies.
    let strikes = pending.target_strikes;
    let target_weapon = target_weapon(enemy, strikes);
    if retreat && pending.fight_chosen {
        return Err(Rejection::by_rule(
            rule("Pawns' Reactions"),
            msg!(
                "conflict-clash-chose-to-fight",
                pawn = pawn_name(world, pending.target)
            ),
        ));
    }
    let their_trick = target_dexterity(world, pending, order, enemy, target_weapon)?;
    let attacker_band = side(world, pending.attacker).unwrap_or(0);
    let own_trick = dexterity_card(world, attacker_band, pending.dexterity.as_deref())?;
    if retreat && order.extra_dice > 0 {
        return Err(Rejection::by_rule(
            rule("Investing Maravedies"),
            msg!("conflict-clash-retreat-buys-no-dice"),
        ));
    }
    let bought =
        crate::conflict::band::purse::plan_extra_dice(world, pending.target, order.extra_dice)?;
    if strikes && order.repeat_reply {
        return Err(Rejection::by_rule(
            rule("Resolution of Clashes"),
            msg!("conflict-clash-strikes-no-reply"),
        ));
    }
    let duellist = crate::conflict::band::peculiarities::plan_duellist(
        world,
        pending.target,
        order.repeat_reply && !retreat,
    )?;
    // The attacker's Duellist Maravedi was planned with its attack; if the purse it counted on
    // has paid for extra dice since, the attacker simply cannot repeat: that is no reason to
    // refuse its target's answer.
    let active_duellist = crate::conflict::band::peculiarities::plan_duellist(
        world,
        pending.attacker,
        pending.active_repeats_reply && !retreat,
    )
    .ok()
    .flatten();
    Ok(AnswerPlan {
        strikes,
        target_weapon,
        their_trick,
        own_trick,
        bought,
        duellist,
        active_duellist,
    })
}

/// § Dexterity Cards: the card the target plays to fight, checked; none when it retreats.
fn target_dexterity(
    world: &ConflictWorld,
    pending: &PendingBlow,
    order: &AnswerOrder,
    enemy: &ContractCard,
    target_weapon: usize,
) -> Result<Option<DexterityCard>, Rejection> {
    if order.retreat {
        if order.dexterity.is_some() {
            return Err(Rejection::by_rule(
                rule("Dexterity Cards"),
                msg!("conflict-clash-retreat-plays-no-card"),
            ));
        }
        return Ok(None);
    }
    let band = side(world, pending.target).unwrap_or(0);
    let Some(trick) = dexterity_card(world, band, order.dexterity)? else {
        return Ok(None);
    };
    check_play(
        enemy,
        target_weapon,
        &trick,
        PlayContext {
            using: if pending.target_strikes {
                DexterityUse::Attack
            } else {
                DexterityUse::Reply
            },
            can_fight: true,
            played_this_turn: deeds(world, pending.target).played_dexterity,
        },
    )?;
    Ok(Some(trick))
}
