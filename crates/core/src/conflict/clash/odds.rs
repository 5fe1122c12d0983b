//! 1650 § Attack and Reply: the odds of the pending blow before its target's player answers,
//! both sides' rolls as the blow would make them (the attacker's Dexterity card stays face down
//! and is not counted).

use crate::conflict::band::harm;
use crate::conflict::clash::weapon_choice::target_weapon;
use crate::conflict::state::Conflict;
use crate::conflict::world::pawns::{card, footing};
use crate::rules::clash::charge_modifier;
use crate::rules::clash_odds::{ClashChances, RollOdds, clash_chances};
use crate::rules::vigour::edge_modifiers;

/// What the blow's dice can do, both sides.
#[derive(Clone, Debug, PartialEq)]
pub struct BlowOdds {
    /// The pawn that strikes (the attacker, or its target when the target strikes).
    pub striker: u32,
    pub replier: u32,
    pub strike: RollOdds,
    /// None: the replier cannot reply, the blow is a single Attack roll.
    pub reply: Option<RollOdds>,
    pub chances: ClashChances,
    /// If the target retreats instead: the attacker's attack of opportunity.
    pub opportunity: RollOdds,
}

impl Conflict {
    /// The pending blow's odds if its target fights with `extra_dice` bought for its roll. None
    /// when no blow waits, or where the blow turns on more than the dice (engaged from afar,
    /// or a Block against a strike), which the log explains as it happens.
    pub fn blow_odds(&self, extra_dice: u32) -> Option<BlowOdds> {
        let blow = self.pending_blow()?;
        let world = &self.world;
        let (own, enemy) = (card(world, blow.attacker)?, card(world, blow.target)?);
        let (own_edge, enemy_edge) = (
            harm::health(world, blow.attacker)?.roll_edge(),
            harm::health(world, blow.target)?.roll_edge(),
        );
        let (own_place, enemy_place) =
            (footing(world, blow.attacker)?, footing(world, blow.target)?);
        if !own_place.base().in_contact(&enemy_place.base()) {
            return None;
        }
        let own_weapon = own.weapons.get(blow.weapon)?;
        let opportunity = RollOdds {
            attribute: own_weapon.reply.or(own_weapon.attack)?,
            modifiers: edge_modifiers(own_edge),
            extra_dice: 0,
        };
        let (striker, replier, strike, reply) = if blow.target_strikes {
            if !blow.active_replies {
                return None;
            }
            let weapon = enemy.weapons.get(target_weapon(&enemy, true))?;
            // The active pawn replies with the weapon it attacked with.
            let answer = own_weapon;
            let strike = RollOdds {
                attribute: weapon.attack?,
                modifiers: edge_modifiers(enemy_edge),
                extra_dice,
            };
            let reply = answer.reply.map(|attribute| RollOdds {
                attribute,
                modifiers: edge_modifiers(own_edge),
                extra_dice: blow.extra_dice,
            });
            (blow.target, blow.attacker, strike, reply)
        } else {
            let mut modifiers = Vec::new();
            if blow.charge_bonus {
                modifiers.push(charge_modifier());
            }
            modifiers.extend(edge_modifiers(own_edge));
            let strike = RollOdds {
                attribute: own_weapon.attack?,
                modifiers,
                extra_dice: blow.extra_dice,
            };
            let answer = enemy.weapons.get(target_weapon(&enemy, false))?;
            let reply = answer.reply.map(|attribute| RollOdds {
                attribute,
                modifiers: edge_modifiers(enemy_edge),
                extra_dice,
            });
            (blow.attacker, blow.target, strike, reply)
        };
        Some(BlowOdds {
            striker,
            replier,
            chances: clash_chances(&strike, reply.as_ref()),
            strike,
            reply,
            opportunity,
        })
    }
}
