//! 1650 § Armament: what a blow leaves on a pawn after it is struck. Beating turns its back to
//! the hitter, and it may not turn to face an attacker until the end of the next turn;
//! Disrupting takes away its Block for the rest of the turn (and its activation, if it had not
//! activated); a Ready weapon's charge attack immobilises a target it wounds, and when it fails
//! the charger's activation ends and the target, free to act as normal, strikes back with a
//! single Attack roll. Choices the book leaves open are in docs/rules-gaps.md.

use super::components::{Progress, Verdict};
use super::names::pawn_name;
use super::pawns::{engaged_with, footing};
use crate::record::{Rejection, Resolution};
use crate::rules::activation::EngagedReaction;
use crate::rules::clash::{Answer, Blow, BlowOptions};
use crate::rules::rule;
use crate::table::base::Base;
use bevy_ecs::prelude::{Resource, World};
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

/// What a weapon's Special Rule left on a pawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Lasting {
    /// Beating: it may not turn to face an attacking enemy.
    TurnedAway,
    /// Disrupting: it may not use a Block weapon.
    Disrupted,
}

/// One pawn hampered by a blow, through the end of turn `until_turn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hamper {
    pub pawn: u32,
    pub effect: Lasting,
    pub until_turn: u32,
}

/// The pawns hampered now, sorted.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hampered(pub Vec<Hamper>);

fn is(world: &World, pawn: u32, effect: Lasting) -> bool {
    let now = super::responding::turn_number(world);
    world
        .resource::<Hampered>()
        .0
        .iter()
        .any(|hamper| hamper.pawn == pawn && hamper.effect == effect && hamper.until_turn >= now)
}

/// Beating turned `pawn` away: it may not turn to face an attacker now.
pub(super) fn turned_away(world: &World, pawn: u32) -> bool {
    is(world, pawn, Lasting::TurnedAway)
}

/// Records what Beating (or a card that turns the enemy as Beating does) and Disrupting left on
/// `pawn`. Beating's "during its next turn" runs from the blow to the end of the next turn (a
/// pawn struck in its own activation may not turn back at once either); Disrupting's "for a
/// turn" is the turn of the blow, like its other effect (docs/rules-gaps.md).
pub(super) fn hamper(world: &mut World, pawn: u32, effect: Lasting) -> u32 {
    let now = super::responding::turn_number(world);
    let until_turn = match effect {
        Lasting::TurnedAway => now + 1,
        Lasting::Disrupted => now,
    };
    let mut hampered = world.resource_mut::<Hampered>();
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
pub(super) fn new_turn(world: &mut World, number: u32) {
    world
        .resource_mut::<Hampered>()
        .0
        .retain(|hamper| hamper.until_turn >= number);
}

fn refuse_turning(world: &World, pawn: u32) -> Rejection {
    Rejection::by_rule(
        rule("Armament"),
        format!(
            "{} had its back turned by a Beating weapon: it may not turn to face its attackers until the end of the next turn",
            pawn_name(world, pawn)
        ),
    )
}

/// Beating: a turned-away pawn engaged in a clash may not turn on the spot (nor, having won,
/// take the Turn result) to face its enemies.
pub(super) fn check_may_turn(world: &World, pawn: u32) -> Result<(), Rejection> {
    if turned_away(world, pawn) && !engaged_with(world, pawn).is_empty() {
        return Err(refuse_turning(world, pawn));
    }
    Ok(())
}

/// Beating: a turned-away pawn may walk away from its clash, but not step round to face an
/// enemy behind it: a move that ends still engaged with an enemy now in its Rearguard, with that
/// enemy no longer in its Rearguard, is refused.
pub(super) fn check_move(
    world: &World,
    pawn: u32,
    gait: super::components::Gait,
    path: &[crate::table::movement::Waypoint],
    facing: Option<f32>,
) -> Result<(), Rejection> {
    if !turned_away(world, pawn) {
        return Ok(());
    }
    let Some(now) = footing(world, pawn).map(|place| place.base()) else {
        return Ok(());
    };
    // A path the move check refuses is refused there, with its own reason.
    let Ok(plan) = super::moves::check_path(world, pawn, gait, path, facing) else {
        return Ok(());
    };
    let end = Base::new(
        Vec2::new(plan.end.x, plan.end.y),
        now.radius,
        plan.end_level,
        plan.end_facing_degrees,
    );
    let faces_one_behind = engaged_with(world, pawn).into_iter().any(|enemy| {
        footing(world, enemy).is_some_and(|theirs| {
            let theirs = theirs.base();
            let reach =
                super::systems::reach_of(world, pawn).max(super::systems::reach_of(world, enemy));
            let still_engaged = end.engages(&theirs, reach);
            now.has_in_rearguard(&theirs) && still_engaged && !end.has_in_rearguard(&theirs)
        })
    });
    if faces_one_behind {
        return Err(refuse_turning(world, pawn));
    }
    Ok(())
}

/// Disrupting: how a pawn that may only block answers: it blocks, unless a Disrupting weapon
/// struck it this turn; then it cannot, and the attacker makes a single Attack roll.
pub(super) fn block_or_not(world: &World, pawn: u32, resolution: &mut Resolution) -> Answer {
    if !is(world, pawn, Lasting::Disrupted) {
        return Answer::Blocks;
    }
    resolution.explain_with(rule("Armament"), || {
        format!(
            "{} was struck by a Disrupting weapon this turn: it cannot use a Block weapon, so it cannot answer",
            pawn_name(world, pawn)
        )
    });
    Answer::Cannot
}

/// Beating and Disrupting on `pawn`, struck by `hitter`, after the blow turned or stopped it.
pub(super) fn struck(
    world: &mut World,
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
        Lasting::TurnedAway => format!(
            "{name}, its back to {hitter}, may not turn to face an attacker until the end of turn {until}"
        ),
        Lasting::Disrupted => format!(
            "{name} may not use a Block weapon until the end of turn {until}, nor be activated this turn if it had not been"
        ),
    });
}

/// § Armament, Ready: a charge attack needs a Ready weapon and a charge into this enemy in this
/// activation.
pub(super) fn check_charge_attack(
    world: &World,
    pawn: u32,
    target: u32,
    weapon: usize,
) -> Result<(), Rejection> {
    let ready = super::pawns::card(world, pawn)
        .and_then(|card| card.weapons.get(weapon).cloned())
        .is_some_and(|arm| arm.applies(crate::rules::cards::SpecialRule::Ready, false));
    let charged = super::pawns::deeds(world, pawn)
        .charged_into
        .is_some_and(|(into, _)| into == target);
    if ready && charged {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            rule("Armament"),
            "a charge attack needs a Ready weapon and a charge into this enemy this activation",
        ))
    }
}

/// How a Ready charge attack went, for what follows it.
pub(super) struct ChargeAttack<'a> {
    pub charger: u32,
    pub target: u32,
    /// The charger's weapon (for the target's strike back, should it come).
    pub weapon: usize,
    /// What the target could do, engaged as it was (§ Activation).
    pub reaction: EngagedReaction,
    pub blow: &'a Blow,
}

/// § Armament, Ready: after the charge attack's single Attack roll (the blow in `attack`, with
/// the target's card not yet moved forward). A target that lost Vigour is immobilised: its card
/// moves forward. A failed roll ends the charger's activation; the target, free to act as
/// normal this turn, strikes back at once with a single Attack roll if it could fight (not
/// activated, not engaged from its Rearguard) and is still engaged with the charger.
pub(super) fn after_charge_attack(
    world: &mut World,
    charge: &ChargeAttack,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("Armament");
    let (charger, target) = (charge.charger, charge.target);
    let wounded = charge
        .blow
        .hits
        .iter()
        .any(|(_, struck, hit)| *struck == 1 && hit.vigour_lost > 0);
    let could_act = matches!(
        charge.reaction,
        EngagedReaction::FightOrRetreat | EngagedReaction::StandStill
    );
    if wounded {
        if footing(world, target).is_some() && could_act {
            super::pawns::turn_mut(world, |turn| turn.count_as_activated(target as usize));
            resolution.explain_with(section, || {
                format!(
                    "Ready: {} loses Vigour to the charge attack and stays immobilised: it cannot be activated this turn",
                    pawn_name(world, target)
                )
            });
        }
        return Ok(());
    }
    if charge.blow.attack.success {
        resolution.explain_with(section, || {
            format!(
                "Ready: the charge attack takes no Vigour from {}: it is not immobilised and acts as normal",
                pawn_name(world, target)
            )
        });
        return Ok(());
    }
    resolution.explain_with(section.clone(), || {
        format!(
            "Ready: the charge attack fails: {}'s activation is over, and {} may act as normal this turn",
            pawn_name(world, charger),
            pawn_name(world, target)
        )
    });
    let strikes_back = charge.reaction == EngagedReaction::FightOrRetreat
        && footing(world, charger).is_some()
        && engaged_with(world, target).contains(&charger);
    if strikes_back && let Some(enemy) = super::pawns::card(world, target) {
        resolution.explain_with(section, || {
            format!(
                "{} strikes back at {}: a single Attack roll, without a second weapon or Dexterity cards",
                pawn_name(world, target),
                pawn_name(world, charger)
            )
        });
        // The clash's Vigour is counted again after this blow, for both.
        world.resource_mut::<Verdict>().0 = None;
        let options = BlowOptions {
            answer: Answer::Cannot,
            from_distance: footing(world, charger)
                .zip(footing(world, target))
                .is_some_and(|(a, b)| !a.base().in_contact(&b.base())),
            ..BlowOptions::default()
        };
        super::fighting::strike(
            world,
            [charger, target],
            [
                charge.weapon,
                super::weapon_choice::attacking_weapon(&enemy),
            ],
            1,
            &options,
            resolution,
        )?;
    }
    if world.resource::<Progress>().active == Some(charger) {
        super::pawns::finish_active(world, charger);
    }
    Ok(())
}

impl super::state::Conflict {
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
    pub fn lasting_effects(&self, pawn: u32) -> Vec<(String, String)> {
        let now = super::responding::turn_number(&self.world);
        self.world
            .resource::<Hampered>()
            .0
            .iter()
            .filter(|hamper| hamper.pawn == pawn && hamper.until_turn >= now)
            .map(|hamper| {
                let until = if hamper.until_turn == now {
                    "this turn".to_owned()
                } else {
                    format!("until the end of turn {}", hamper.until_turn)
                };
                match hamper.effect {
                    Lasting::TurnedAway => (
                        format!("Beaten: it may not turn to face an attacker {until}"),
                        "1650 § Armament, Beating: turned with its back to the pawn that hurt it, it won't be allowed to turn around during its next turn to face an attacking enemy.".to_owned(),
                    ),
                    Lasting::Disrupted => (
                        format!("Disrupted: it cannot Block {until}"),
                        "1650 § Armament, Disrupting: hurt by a Disrupting weapon, it won't be able to use Block for a turn.".to_owned(),
                    ),
                }
            })
            .collect()
    }
}
