//! 1650 § Attack and Reply, § Pawns' Reactions, § A Draw During Clashes and § Block: one blow
//! struck and answered (the attack, the reply or none, who wins the face-off, a retreat's attack
//! of opportunity, a second weapon).

use super::strike::{Trick, roll_modifiers, strike, trick};
use super::{Answer, Blow, BlowEffect, BlowOptions, Combatant, charge_modifier};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::cards::Weapon;
use crate::rules::dexterity::DexterityCard;
use crate::rules::rolls::{FaceOff, RollResult, face_off, roll, second_weapon};
use crate::rules::rule;
use std::sync::Arc;

/// The attacker (index `attacker`) strikes at the other pawn, who answers as `options.answer`
/// allows.
pub fn blow(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    options: &BlowOptions,
    resolution: &mut Resolution,
) -> Result<Blow, Rejection> {
    let target = 1 - attacker;
    // The cards are shared: held here, their weapons and names are read without a copy while
    // the combatants' Vigour is marked.
    let cards = [
        Arc::clone(&combatants[0].card),
        Arc::clone(&combatants[1].card),
    ];
    combatants[attacker].weapon()?;
    combatants[target].weapon()?;
    let weapon = &cards[attacker].weapons[combatants[attacker].weapon];
    let target_weapon = &cards[target].weapons[combatants[target].weapon];
    let Some(attack_value) = weapon.attack else {
        return Err(Rejection::by_rule(
            rule("Attack and Reply"),
            msg!("rules-clash-not-hand-to-hand", weapon = &weapon.name),
        ));
    };
    let names = [&cards[0].name, &cards[1].name];
    let played = [options.dexterity[0].as_ref(), options.dexterity[1].as_ref()];
    let mut tricks = [trick(played[0]), trick(played[1])];
    for (trick, bought) in tricks.iter_mut().zip(options.extra_dice) {
        trick.extra_dice += bought;
    }
    for (pawn, card) in played.iter().enumerate() {
        if let Some(card) = card {
            resolution.explain_with(rule("Dexterity Cards"), || {
                msg!(
                    "rules-clash-dexterity-turned",
                    pawn = names[pawn],
                    card = &card.name,
                    text = &card.text
                )
            });
        }
    }
    if options.answer == Answer::Retreats {
        return Ok(attack_of_opportunity(
            combatants,
            attacker,
            weapon,
            attack_value,
            names,
            resolution,
        ));
    }
    let exchange = Exchange {
        attacker,
        target,
        names,
        weapon,
        target_weapon,
        tricks,
        played,
        options,
        // § Fighting from a Distance: "if any of the pawns has a close combat weapon with no
        // Range, it will be still able to stop the enemy's attack, but won't be able to damage"
        // (the attacker as well as the target).
        harmless_attack: options.from_distance && weapon.range.is_none(),
    };
    let attack = exchange.attack_roll(combatants, attack_value, resolution);
    let mut outcome = Blow::new(attack.clone());
    // Who can answer, and with what.
    match reply_value(options.answer, weapon, target_weapon, resolution) {
        None => exchange.unanswered(combatants, &attack, resolution, &mut outcome),
        Some(reply_value) => {
            let values = (attack_value, reply_value);
            exchange.answered(combatants, values, attack, resolution, &mut outcome);
        }
    }
    Ok(outcome)
}

/// One blow's parts, as `blow` gathered them.
struct Exchange<'a> {
    attacker: usize,
    target: usize,
    names: [&'a String; 2],
    weapon: &'a Weapon,
    target_weapon: &'a Weapon,
    tricks: [Trick; 2],
    played: [Option<&'a DexterityCard>; 2],
    options: &'a BlowOptions,
    /// The attacker strikes from afar with a weapon without Range: it cannot hurt.
    harmless_attack: bool,
}

impl Exchange<'_> {
    /// The attacker's roll: its card, the target's card, its wounds, a charge's +1.
    fn attack_roll(
        &self,
        combatants: &[Combatant; 2],
        attack_value: u32,
        resolution: &mut Resolution,
    ) -> RollResult {
        let (attacker, target) = (self.attacker, self.target);
        let mut attack_modifiers = roll_modifiers(
            &self.tricks[attacker],
            &self.tricks[target],
            self.played[attacker],
            self.played[target],
            combatants[attacker].vigour.roll_edge(),
        );
        if self.options.charge_bonus {
            attack_modifiers.insert(0, charge_modifier());
        }
        let attack = roll(
            resolution.dice(),
            msg!("rules-dice-attack-roll"),
            attack_value,
            attack_modifiers,
            self.tricks[attacker].extra_dice,
        );
        if self.tricks[target].cancels_critical {
            attack.without_critical()
        } else {
            attack
        }
    }

    fn cannot_hurt(&self, resolution: &mut Resolution) {
        resolution.explain_with(rule("Fighting from a Distance"), || {
            msg!(
                "rules-clash-no-range-to-hurt",
                pawn = self.names[self.attacker],
                weapon = &self.weapon.name
            )
        });
    }

    /// § Pawns' Reactions: no reply possible, a single Attack roll.
    fn unanswered(
        &self,
        combatants: &mut [Combatant; 2],
        attack: &RollResult,
        resolution: &mut Resolution,
        outcome: &mut Blow,
    ) {
        resolution.explain_with(rule("Pawns' Reactions"), || {
            msg!(
                "rules-clash-cannot-reply",
                pawn = self.names[self.target],
                attack = attack.message()
            )
        });
        if attack.success && self.harmless_attack {
            self.cannot_hurt(resolution);
        } else if attack.success {
            let trick = &self.tricks[self.attacker];
            strike(
                combatants,
                self.attacker,
                attack,
                trick,
                resolution,
                outcome,
            );
        }
        second_blow(
            combatants,
            self.attacker,
            self.options,
            None,
            resolution,
            outcome,
        );
    }

    /// The target replies: a face-off of the two rolls, and the winner strikes.
    fn answered(
        &self,
        combatants: &mut [Combatant; 2],
        (attack_value, reply_value): (u32, u32),
        attack: RollResult,
        resolution: &mut Resolution,
        outcome: &mut Blow,
    ) {
        let (attacker, target) = (self.attacker, self.target);
        let mut reply = reply_roll(
            combatants,
            target,
            reply_value,
            (&self.tricks, self.played),
            self.options,
            self.names,
            resolution,
            outcome,
        );
        if self.tricks[attacker].cancels_critical {
            reply = reply.without_critical();
        }
        outcome.reply = Some(reply.clone());
        resolution.explain_with(rule("Attack and Reply"), || {
            msg!(
                "rules-clash-attack-and-reply",
                attacker = self.names[attacker],
                attack = attack.message(),
                target = self.names[target],
                reply = reply.message()
            )
        });
        let rolls = (&attack, &reply);
        let winner = self.winner(
            combatants,
            (attack_value, reply_value),
            rolls,
            resolution,
            outcome,
        );
        self.land(combatants, winner, rolls, resolution, outcome);
        for (pawn, trick) in self.tricks.iter().enumerate() {
            if trick.disengages && self.played[pawn].is_some() {
                outcome.effects.push((pawn, BlowEffect::MayDisengage));
            }
        }
    }

    /// § Block, § Fighting from a Distance: the target's reply stops the blow but never hurts.
    fn harmless_reply(&self) -> bool {
        self.options.answer == Answer::Blocks
            || (self.options.from_distance && self.target_weapon.range.is_none())
    }

    /// Who wins the face-off (`None`: nobody strikes, or both already did on two criticals).
    fn winner(
        &self,
        combatants: &mut [Combatant; 2],
        (attack_value, reply_value): (u32, u32),
        (attack, reply): (&RollResult, &RollResult),
        resolution: &mut Resolution,
        outcome: &mut Blow,
    ) -> Option<usize> {
        let (attacker, target) = (self.attacker, self.target);
        let draw_winner = match (
            self.tricks[attacker].wins_draws,
            self.tricks[target].wins_draws,
        ) {
            (true, false) => Some(attacker),
            (false, true) => Some(target),
            // § A Draw During Clashes: the lower Attribute strikes; equal, nobody does.
            _ => crate::rules::clash_odds::draw_goes_to(attack_value, reply_value)
                .map(|side| if side == 0 { attacker } else { target }),
        };
        match face_off(attack, reply) {
            FaceOff::First => Some(attacker),
            FaceOff::Second => Some(target),
            FaceOff::BothCritical if self.harmless_reply() => Some(attacker),
            FaceOff::BothCritical if self.harmless_attack => Some(target),
            FaceOff::BothCritical => {
                resolution.explain_with(rule("Criticals"), || msg!("rules-clash-both-critical"));
                let tricks = &self.tricks;
                strike(
                    combatants,
                    attacker,
                    attack,
                    &tricks[attacker],
                    resolution,
                    outcome,
                );
                strike(
                    combatants,
                    target,
                    reply,
                    &tricks[target],
                    resolution,
                    outcome,
                );
                None
            }
            FaceOff::Draw => {
                if draw_winner.is_none() {
                    resolution.explain_with(rule("A Draw During Clashes"), || {
                        msg!("rules-clash-draw-nobody-hit")
                    });
                }
                draw_winner
            }
            FaceOff::NeitherSucceeds => {
                resolution.explain_with(rule("Attack and Reply"), || {
                    msg!("rules-clash-neither-succeeds")
                });
                None
            }
        }
    }

    /// The face-off's winner strikes, unless its weapon cannot hurt from where it stands.
    fn land(
        &self,
        combatants: &mut [Combatant; 2],
        winner: Option<usize>,
        (attack, reply): (&RollResult, &RollResult),
        resolution: &mut Resolution,
        outcome: &mut Blow,
    ) {
        let (attacker, target) = (self.attacker, self.target);
        match winner {
            Some(hitter) if hitter == attacker && self.harmless_attack => {
                self.cannot_hurt(resolution);
            }
            Some(hitter) if hitter == attacker => {
                let trick = &self.tricks[attacker];
                strike(combatants, attacker, attack, trick, resolution, outcome);
                let options = self.options;
                second_blow(
                    combatants,
                    attacker,
                    options,
                    Some(reply),
                    resolution,
                    outcome,
                );
            }
            Some(_) if self.harmless_reply() => self.stopped(resolution),
            Some(_) => {
                let trick = &self.tricks[target];
                strike(combatants, target, reply, trick, resolution, outcome);
            }
            None => {}
        }
    }

    /// The target's reply stopped the blow without hurting: why.
    fn stopped(&self, resolution: &mut Resolution) {
        let target = self.names[self.target];
        let why = if self.options.answer == Answer::Blocks {
            ("Block", msg!("rules-clash-blocks", pawn = target))
        } else {
            (
                "Fighting from a Distance",
                msg!(
                    "rules-clash-stops-from-afar",
                    pawn = target,
                    weapon = &self.target_weapon.name
                ),
            )
        };
        resolution.explain(rule(why.0), why.1);
    }
}

/// The Attribute the target answers a blow with: its Reply when it fights, or blocks a weapon its
/// Block can stop (§ Block); none when it cannot reply (§ Pawns' Reactions).
fn reply_value(
    answer: Answer,
    weapon: &Weapon,
    target_weapon: &Weapon,
    resolution: &mut Resolution,
) -> Option<u32> {
    match answer {
        Answer::Fights => target_weapon.reply,
        Answer::Blocks => {
            let block = target_weapon.block_limit();
            match block {
                Some(limit) if limit >= weapon.damage.normal => target_weapon.reply,
                Some(limit) => {
                    resolution.explain_with(rule("Block"), || {
                        msg!(
                            "rules-clash-block-too-weak",
                            weapon = &target_weapon.name,
                            block = limit,
                            damage = weapon.damage.normal
                        )
                    });
                    None
                }
                None => None,
            }
        }
        Answer::Cannot | Answer::Retreats => None,
    }
}

/// § Attack and Reply, step 2: the target walks away from the clash; the attacker gets an attack
/// of opportunity, a single Reply roll (no Range, second weapon or Dexterity).
fn attack_of_opportunity(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    weapon: &Weapon,
    attack_value: u32,
    names: [&String; 2],
    resolution: &mut Resolution,
) -> Blow {
    let target = 1 - attacker;
    let reply_value = weapon.reply.unwrap_or(attack_value);
    let penalty = combatants[attacker].vigour.roll_edge();
    let modifiers = roll_modifiers(&Trick::default(), &Trick::default(), None, None, penalty);
    let opportunity = roll(
        resolution.dice(),
        msg!("rules-dice-attack-of-opportunity"),
        reply_value,
        modifiers,
        0,
    );
    resolution.explain_with(rule("Attack of Opportunity"), || {
        msg!(
            "rules-clash-retreats",
            target = names[target],
            attacker = names[attacker],
            result = opportunity.message()
        )
    });
    let mut outcome = Blow::new(opportunity.clone());
    if opportunity.success {
        strike(
            combatants,
            attacker,
            &opportunity,
            &Trick::default(),
            resolution,
            &mut outcome,
        );
    }
    outcome.effects.push((target, BlowEffect::Retreated));
    outcome
}

/// The target's Reply roll, with its card's and the attacker's card's modifiers; Duellist
/// repeats a failed one and keeps the new roll.
#[expect(
    clippy::too_many_arguments,
    reason = "the blow's parts, read where the blow holds them"
)]
fn reply_roll(
    combatants: &[Combatant; 2],
    target: usize,
    reply_value: u32,
    (tricks, tricks_played): (&[Trick; 2], [Option<&DexterityCard>; 2]),
    options: &BlowOptions,
    names: [&String; 2],
    resolution: &mut Resolution,
    outcome: &mut Blow,
) -> RollResult {
    let attacker = 1 - target;
    let reply_modifiers = roll_modifiers(
        &tricks[target],
        &tricks[attacker],
        tricks_played[target],
        tricks_played[attacker],
        combatants[target].vigour.roll_edge(),
    );
    let mut reply = roll(
        resolution.dice(),
        msg!("rules-dice-reply-roll"),
        reply_value,
        reply_modifiers,
        tricks[target].extra_dice,
    );
    if !reply.success && options.repeat_failed_reply[target] {
        let failed = reply.clone();
        reply = roll(
            resolution.dice(),
            msg!("rules-dice-reply-roll-repeated"),
            reply_value,
            roll_modifiers(
                &tricks[target],
                &tricks[attacker],
                tricks_played[target],
                tricks_played[attacker],
                combatants[target].vigour.roll_edge(),
            ),
            tricks[target].extra_dice,
        );
        outcome.repeated_reply = Some(target);
        resolution.explain_with(rule("Peculiarities"), || {
            msg!(
                "rules-clash-duellist-repeats",
                pawn = names[target],
                failed = failed.message()
            )
        });
    }
    reply
}

/// § Multiple Attacks: after a hit with the first weapon, the second weapon rolls against the
/// greater of its Attribute and the opponent's first roll, and adds no SL.
fn second_blow(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    options: &BlowOptions,
    opponent_roll: Option<&RollResult>,
    resolution: &mut Resolution,
    outcome: &mut Blow,
) {
    let Some(second) = options.second_weapon else {
        return;
    };
    let hit_first = outcome
        .hits
        .iter()
        .any(|(hitter, _, _)| *hitter == attacker);
    let struck_alive = combatants[1 - attacker].vigour.remaining() > 0;
    let Some(attribute) = combatants[attacker]
        .card
        .weapons
        .get(second)
        .and_then(|weapon| weapon.attack)
    else {
        return;
    };
    if !hit_first || !struck_alive {
        resolution.explain_with(rule("Multiple Attacks"), || {
            msg!("rules-clash-second-weapon-after-hit")
        });
        return;
    }
    let opponent_result =
        opponent_roll.map_or(0, |made| u32::try_from(made.total.max(0)).unwrap_or(0));
    let made = second_weapon(
        resolution.dice(),
        attribute,
        opponent_result,
        roll_modifiers(
            &Trick::default(),
            &Trick::default(),
            None,
            None,
            combatants[attacker].vigour.roll_edge(),
        ),
    );
    resolution.explain_with(rule("Multiple Attacks"), || {
        msg!(
            "rules-clash-second-weapon",
            attribute = attribute,
            opponent = opponent_result,
            result = made.message()
        )
    });
    outcome.second = Some(made.clone());
    if made.success {
        let first = combatants[attacker].weapon;
        combatants[attacker].weapon = second;
        strike(
            combatants,
            attacker,
            &made,
            &Trick::default(),
            resolution,
            outcome,
        );
        combatants[attacker].weapon = first;
    }
}
