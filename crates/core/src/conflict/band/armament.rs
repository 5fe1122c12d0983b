//! 1650 § Armament: what a blow leaves on a pawn after it is struck. Beating turns its back to
//! the hitter, and it may not turn to face an attacker until the end of the next turn;
//! Disrupting takes away its Block for the rest of the turn (and its activation, if it had not
//! activated); a Ready weapon's charge attack immobilises a target it wounds, and when it fails
//! the charger's activation ends and the target, free to act as normal, strikes back with a
//! single Attack roll. Choices the book leaves open are in docs/rules-gaps.md.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
pub use crate::conflict::world::notes::{Hamper, Hampered, Lasting};
use crate::conflict::world::pawns::engaged_with;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::clash::Answer;
use crate::rules::rule;
use crate::words::Message;

fn is(world: &ConflictWorld, pawn: u32, effect: Lasting) -> bool {
    let now = crate::conflict::clash::responding::turn_number(world);
    world
        .resource::<Hampered>()
        .0
        .iter()
        .any(|hamper| hamper.pawn == pawn && hamper.effect == effect && hamper.until_turn >= now)
}

/// Beating turned `pawn` away: it may not turn to face an attacker now.
pub(in crate::conflict) fn turned_away(world: &ConflictWorld, pawn: u32) -> bool {
    is(world, pawn, Lasting::TurnedAway)
}

/// Records what Beating (or a card that turns the enemy as Beating does) and Disrupting left on
/// `pawn`. Beating's "during its next turn" runs from the blow to the end of the next turn (a
/// pawn struck in its own activation may not turn back at once either); Disrupting's "for a
/// turn" is the turn of the blow, like its other effect (docs/rules-gaps.md).
pub(in crate::conflict) fn hamper(world: &mut ConflictWorld, pawn: u32, effect: Lasting) -> u32 {
    let now = crate::conflict::clash::responding::turn_number(world);
    let until_turn = match effect {
        Lasting::TurnedAway => now + 1,
        Lasting::Disrupted => now,
    };
    let hampered = world.resource_mut::<Hampered>();
    hampered
        .0
        .retain(|hamper| hamper.pawn != pawn || hamper.effect != effect);
    hampered.0.push(Hamper {
        pawn,
        effect,
        until_turn,
    });
    hampered.0.sort_unstable();
    until_turn
}

/// At a new turn, effects that ran out are forgotten.
pub(in crate::conflict) fn new_turn(world: &mut ConflictWorld, number: u32) {
    world
        .resource_mut::<Hampered>()
        .0
        .retain(|hamper| hamper.until_turn >= number);
}

pub(in crate::conflict) fn refuse_turning(world: &ConflictWorld, pawn: u32) -> Rejection {
    Rejection::by_rule(
        rule("Armament"),
        msg!(
            "conflict-band-armament-may-not-turn",
            pawn = pawn_name(world, pawn)
        ),
    )
}

/// Beating: a turned-away pawn engaged in a clash may not turn on the spot (nor, having won,
/// take the Turn result) to face its enemies.
pub(in crate::conflict) fn check_may_turn(
    world: &ConflictWorld,
    pawn: u32,
) -> Result<(), Rejection> {
    if turned_away(world, pawn) && !engaged_with(world, pawn).is_empty() {
        return Err(refuse_turning(world, pawn));
    }
    Ok(())
}

/// Disrupting: how a pawn that may only block answers: it blocks, unless a Disrupting weapon
/// struck it this turn; then it cannot, and the attacker makes a single Attack roll.
pub(in crate::conflict) fn block_or_not(
    world: &ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Answer {
    if !is(world, pawn, Lasting::Disrupted) {
        return Answer::Blocks;
    }
    resolution.explain_with(rule("Armament"), || {
        msg!(
            "conflict-band-armament-cannot-block",
            pawn = pawn_name(world, pawn)
        )
    });
    Answer::Cannot
}

/// Beating and Disrupting on `pawn`, struck by `hitter`, after the blow turned or stopped it.
pub(in crate::conflict) fn struck(
    world: &mut ConflictWorld,
    pawn: u32,
    hitter: u32,
    effect: Lasting,
    resolution: &mut Resolution,
) {
    let until = hamper(world, pawn, effect);
    // The blow's own line names the effect; this one says what it means on the table, and how
    // long.
    let (name, hitter) = (pawn_name(world, pawn), pawn_name(world, hitter));
    resolution.explain_with(rule("Armament"), || match effect {
        Lasting::TurnedAway => msg!(
            "conflict-band-armament-turned-away",
            pawn = name,
            hitter = hitter,
            turn = until
        ),
        Lasting::Disrupted => msg!(
            "conflict-band-armament-disrupted",
            pawn = name,
            turn = until
        ),
    });
}

/// § Armament, Ready: a charge attack needs a Ready weapon and a charge into this enemy in this
/// activation.
pub(in crate::conflict) fn check_charge_attack(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
    weapon: usize,
) -> Result<(), Rejection> {
    let ready = crate::conflict::world::pawns::card(world, pawn).is_some_and(|card| {
        card.weapons
            .get(weapon)
            .is_some_and(|arm| arm.applies(crate::rules::cards::SpecialRule::Ready, false))
    });
    let charged = crate::conflict::world::pawns::deeds(world, pawn)
        .charged_into
        .is_some_and(|(into, _)| into == target);
    if ready && charged {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            rule("Armament"),
            msg!("conflict-band-armament-charge-attack"),
        ))
    }
}

impl crate::conflict::state::Conflict {
    /// Beating turned `pawn`'s back: it may not turn to face an attacker (until the end of the
    /// turn after the blow).
    pub fn is_turned_away(&self, pawn: u32) -> bool {
        turned_away(&self.world, pawn)
    }

    /// Disrupting struck `pawn` this turn: it may not block.
    pub fn is_disrupted(&self, pawn: u32) -> bool {
        is(&self.world, pawn, Lasting::Disrupted)
    }

    /// § Armament, Ready: whether `pawn` may make a charge attack on `target` with `weapon` now.
    pub fn check_charge_attack(
        &self,
        pawn: u32,
        target: u32,
        weapon: usize,
    ) -> Result<(), Rejection> {
        check_charge_attack(&self.world, pawn, target, weapon)
    }

    /// What blows left on `pawn` now, in words: for each, a short line (with the turn it lasts
    /// to) and its rule.
    pub fn lasting_effects(&self, pawn: u32) -> Vec<(Message, Message)> {
        let now = crate::conflict::clash::responding::turn_number(&self.world);
        self.world
            .resource::<Hampered>()
            .0
            .iter()
            .filter(|hamper| hamper.pawn == pawn && hamper.until_turn >= now)
            .map(|hamper| {
                let until = if hamper.until_turn == now {
                    msg!("conflict-band-lasting-this-turn")
                } else {
                    msg!("conflict-band-lasting-until", turn = hamper.until_turn)
                };
                match hamper.effect {
                    Lasting::TurnedAway => (
                        msg!("conflict-band-lasting-beaten", until = until),
                        msg!("conflict-band-lasting-beaten-rule"),
                    ),
                    Lasting::Disrupted => (
                        msg!("conflict-band-lasting-disrupted", until = until),
                        msg!("conflict-band-lasting-disrupted-rule"),
                    ),
                }
            })
            .collect()
    }
}
