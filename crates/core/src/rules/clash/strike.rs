//! 1650 § Attack and Reply: a blow that lands (the Damage worked out, Vigour marked, the
//! weapon's special rules that act on a hurt enemy) and the Dexterity cards' effects on rolls.

use super::{Blow, BlowEffect, Combatant};
use crate::dice::Modifier;
use crate::msg;
use crate::record::Resolution;
use crate::rules::cards::SpecialRule;
use crate::rules::damage::{Penetration, hit};
use crate::rules::dexterity::{DexterityCard, DexterityEffect};
use crate::rules::rolls::RollResult;
use crate::rules::rule;
use crate::rules::vigour::{RollEdge, edge_modifiers};
use std::sync::Arc;

/// The effects of one pawn's Dexterity card, gathered.
#[derive(Default)]
pub(super) struct Trick {
    pub(super) roll_bonus: i32,
    pub(super) opponent_roll: i32,
    pub(super) extra_dice: u32,
    pub(super) damage_bonus: u32,
    pub(super) penetration: Option<Penetration>,
    pub(super) wins_draws: bool,
    pub(super) cancels_critical: bool,
    pub(super) turns_enemy: bool,
    pub(super) disengages: bool,
}

pub(super) fn trick(card: Option<&DexterityCard>) -> Trick {
    let mut trick = Trick::default();
    for effect in card.map(|card| card.effects.as_slice()).unwrap_or_default() {
        match *effect {
            DexterityEffect::RollBonus(amount) => trick.roll_bonus += amount,
            DexterityEffect::OpponentRoll(amount) => trick.opponent_roll += amount,
            DexterityEffect::ExtraDice(count) => trick.extra_dice += count,
            DexterityEffect::DamageBonus(amount) => trick.damage_bonus += amount,
            DexterityEffect::Penetration(how) => trick.penetration = Some(how),
            DexterityEffect::WinsDraws => trick.wins_draws = true,
            DexterityEffect::CancelsCritical => trick.cancels_critical = true,
            DexterityEffect::TurnsEnemy => trick.turns_enemy = true,
            DexterityEffect::Disengages => trick.disengages = true,
        }
    }
    trick
}

/// The modifiers on one pawn's roll: its card, the opponent's card, its wounds.
pub(super) fn roll_modifiers(
    own: &Trick,
    opponent: &Trick,
    card: Option<&DexterityCard>,
    opponent_card: Option<&DexterityCard>,
    edge: RollEdge,
) -> Vec<Modifier> {
    let mut modifiers = Vec::new();
    if own.roll_bonus != 0 {
        let name = card.map_or("", |card| card.name.as_str());
        modifiers.push(Modifier::new(
            msg!("rules-dice-dexterity", card = name),
            own.roll_bonus,
        ));
    }
    if opponent.opponent_roll != 0 {
        let name = opponent_card.map_or("", |card| card.name.as_str());
        modifiers.push(Modifier::new(
            msg!("rules-dice-opponent-dexterity", card = name),
            opponent.opponent_roll,
        ));
    }
    modifiers.extend(edge_modifiers(edge));
    modifiers
}

/// `hitter` lands a blow with the weapon in hand, judged by `roll`.
pub(super) fn strike(
    combatants: &mut [Combatant; 2],
    hitter: usize,
    roll: &RollResult,
    trick: &Trick,
    resolution: &mut Resolution,
    outcome: &mut Blow,
) {
    let struck = 1 - hitter;
    // Shared cards, held: read without a copy while the struck pawn's Vigour is marked.
    let (hitter_card, struck_card) = (
        Arc::clone(&combatants[hitter].card),
        Arc::clone(&combatants[struck].card),
    );
    let Some(weapon) = hitter_card.weapons.get(combatants[hitter].weapon) else {
        return;
    };
    let penetration = trick
        .penetration
        .unwrap_or_else(|| weapon.penetration(roll.critical));
    let mut damage_values = weapon.damage;
    damage_values.normal += trick.damage_bonus;
    damage_values.critical += trick.damage_bonus;
    let damage = hit(
        roll.success_level,
        roll.critical,
        damage_values,
        penetration,
        combatants[struck].card.defense,
    );
    let marked = combatants[struck].vigour.mark(damage.vigour_lost);
    let (hitter_name, struck_name) = (&hitter_card.name, &struck_card.name);
    let remaining = combatants[struck].vigour.remaining();
    resolution.explain_with(rule("Damage"), || {
        let after = match (marked.calls_for_audacity_roll(), marked.eliminated) {
            (false, false) => "none",
            (true, false) => "colour",
            (false, true) => "removed",
            (true, true) => "both",
        };
        msg!(
            "rules-clash-damage",
            hitter = hitter_name,
            struck = struck_name,
            weapon = &weapon.name,
            sl = damage.success_level,
            damage = damage.damage,
            defense = damage.defense,
            lost = damage.vigour_lost,
            remaining = remaining,
            after = after
        )
    });
    // § Armament: rules that act when the enemy loses Vigour.
    if damage.vigour_lost > 0 {
        let mut effects = Vec::new();
        if marked.eliminated {
            if weapon.applies(SpecialRule::Panic, roll.critical) {
                effects.push(BlowEffect::PanicAround);
            }
        } else {
            if weapon.applies(SpecialRule::Beating, roll.critical) || trick.turns_enemy {
                effects.push(BlowEffect::TurnedAway);
            }
            if weapon.applies(SpecialRule::Disrupting, roll.critical) {
                effects.push(BlowEffect::Disrupted);
            }
            if weapon.applies(SpecialRule::Panic, roll.critical) {
                effects.push(BlowEffect::PanicRoll);
            }
        }
        for effect in effects {
            resolution.explain_with(rule("Armament"), || {
                msg!(
                    "rules-clash-armament-effect",
                    struck = struck_name,
                    weapon = &weapon.name,
                    effect = effect.message()
                )
            });
            outcome.effects.push((struck, effect));
        }
    }
    outcome.hits.push((hitter, struck, damage));
    outcome.marked.push((struck, marked));
}
