//! 1650 § Attacking and Responding Pawns, § Attack and Reply, § Pawns' Reactions, § Attack from
//! Behind, § A Draw During Clashes and § Block: one blow of a clash between two pawns.

use super::cards::{ContractCard, Weapon};
use super::damage::Hit;
use super::dexterity::DexterityCard;
use super::rolls::RollResult;
use super::vigour::{Marked, Vigour};
use crate::dice::Modifier;
use crate::msg;
use crate::record::Rejection;
use crate::words::{Arg, Message};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// § Movement Maneuvers: a charge longer than this makes the charger the attacker, with +1.
pub const CHARGE_BONUS_CM: f32 = 15.0;

/// How the clash came about, which decides who attacks.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arrival {
    /// `pawn` (0 or 1) charged `distance` cm into the clash.
    Charge { pawn: usize, distance: f32 },
    /// `pawn` walked, jumped, climbed or swam into contact.
    Engaged { pawn: usize },
    /// The clash was already there; `pawn` was activated first this turn.
    Ongoing { first_activated: usize },
}

/// How the target of the blow can answer it (§ Pawns' Reactions, § Attack from Behind, § Block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Not yet activated, engaged in its front: it fights (a face-off of Attack and Reply).
    #[default]
    Fights,
    /// Already activated this turn: it may only block, with a Block weapon.
    Blocks,
    /// Engaged from its Rearguard, or unable to reply: the attacker makes a single roll.
    Cannot,
    /// It turns and walks away from the clash, suffering an attack of opportunity.
    Retreats,
}

/// A pawn in the blow: its card, the weapon in hand and how worn it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combatant {
    /// Shared: a conflict hands each pawn's card, named for it, to every blow and shot it is in
    /// (`conflict::names::named_card`).
    pub card: Arc<ContractCard>,
    pub weapon: usize,
    pub vigour: Vigour,
}

impl Combatant {
    pub fn new(card: impl Into<Arc<ContractCard>>, weapon: usize) -> Self {
        let card = card.into();
        let vigour = Vigour::new(card.vigour);
        Self {
            card,
            weapon,
            vigour,
        }
    }

    fn weapon(&self) -> Result<&Weapon, Rejection> {
        self.card.weapons.get(self.weapon).ok_or_else(|| {
            Rejection::new(msg!(
                "rules-clash-no-weapon",
                pawn = &self.card.name,
                weapon = self.weapon + 1
            ))
        })
    }
}

/// § Attacking and Responding Pawns: who attacks (0 or 1), and whether it has the charge bonus.
pub fn attacker(combatants: [&Combatant; 2], arrival: Arrival) -> (usize, bool, Message) {
    match arrival {
        Arrival::Charge { pawn, distance } if distance > CHARGE_BONUS_CM => (
            pawn,
            true,
            msg!(
                "rules-clash-charged",
                pawn = &combatants[pawn].card.name,
                distance = Arg::tenths(distance)
            ),
        ),
        Arrival::Charge { pawn, .. } | Arrival::Engaged { pawn } => {
            let [first, second] = combatants.map(|combatant| combatant.card.audacity);
            let chosen = match first.cmp(&second) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Equal => pawn,
            };
            (
                chosen,
                false,
                msg!(
                    "rules-clash-audacity-decides",
                    first = first,
                    second = second,
                    pawn = &combatants[chosen].card.name
                ),
            )
        }
        Arrival::Ongoing { first_activated } => (
            first_activated,
            false,
            msg!(
                "rules-clash-activated-first",
                pawn = &combatants[first_activated].card.name
            ),
        ),
    }
}

/// § Charge: more than `CHARGE_BONUS_CM` charged adds this to the first Attack roll.
pub const CHARGE_BONUS: i32 = 1;

/// § Charge: more than 15 cm charged, +1 to the first Attack roll.
pub fn charge_modifier() -> Modifier {
    Modifier::new(msg!("rules-dice-charge-over-15-cm"), CHARGE_BONUS)
}

/// What a blow left behind besides lost Vigour (§ Armament, § Dexterity Cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlowEffect {
    /// Beating: turned its back to the hitter; it may not turn to face an attacker next turn.
    TurnedAway,
    /// Disrupting: not activated this turn if it was not yet, and no Block, for a turn.
    Disrupted,
    /// Panic: an Audacity roll or it escapes from the clash.
    PanicRoll,
    /// Panic beat it: enemies (its friends) within 15 cm roll Audacity at −1 or escape.
    PanicAround,
    /// It retreated from the clash by walking away (after the attack of opportunity).
    Retreated,
    /// A Dexterity card lets it walk 5 cm out of the clash without an attack of opportunity.
    MayDisengage,
}

impl BlowEffect {
    /// The effect in words, for the log.
    pub fn message(self) -> Message {
        Message::new(match self {
            BlowEffect::TurnedAway => "rules-clash-effect-turned-away",
            BlowEffect::Disrupted => "rules-clash-effect-disrupted",
            BlowEffect::PanicRoll => "rules-clash-effect-panic-roll",
            BlowEffect::PanicAround => "rules-clash-effect-panic-around",
            BlowEffect::Retreated => "rules-clash-effect-retreated",
            BlowEffect::MayDisengage => "rules-clash-effect-may-disengage",
        })
    }
}

/// What one blow did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Blow {
    pub attack: RollResult,
    pub reply: Option<RollResult>,
    /// Who hit whom: (hitter, hit, the damage worked out).
    pub hits: Vec<(usize, usize, Hit)>,
    pub marked: Vec<(usize, Marked)>,
    /// (pawn, effect), in the order they happened.
    #[serde(default)]
    pub effects: Vec<(usize, BlowEffect)>,
    /// The second weapon's roll (§ Multiple Attacks), when it was used.
    #[serde(default)]
    pub second: Option<RollResult>,
    /// The combatant whose failed Reply roll was repeated (Duellist): its Maravedi is spent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeated_reply: Option<usize>,
}

impl Blow {
    fn new(attack: RollResult) -> Self {
        Self {
            attack,
            reply: None,
            hits: Vec::new(),
            marked: Vec::new(),
            effects: Vec::new(),
            second: None,
            repeated_reply: None,
        }
    }
}

/// How the blow is struck, besides the two pawns.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BlowOptions {
    /// Charged more than 15 cm: +1 to the first Attack roll.
    #[serde(default)]
    pub charge_bonus: bool,
    #[serde(default)]
    pub answer: Answer,
    /// Dexterity cards played face down by (pawn 0, pawn 1), checked with
    /// `dexterity::check_play` before the blow.
    #[serde(default)]
    pub dexterity: [Option<DexterityCard>; 2],
    /// § Fighting from a Distance: engaged from afar; a weapon without Range can stop the
    /// blow but not hurt.
    #[serde(default)]
    pub from_distance: bool,
    /// § Multiple Attacks: the attacker's second weapon (index on its card) against the same
    /// enemy, used only after the first hits.
    #[serde(default)]
    pub second_weapon: Option<usize>,
    /// § Investing Maravedies: extra dice each combatant bought for its roll in this blow.
    #[serde(default)]
    pub extra_dice: [u32; 2],
    /// Duellist (peculiarities.ron): the combatant repeats a failed Reply roll and keeps the new
    /// one (its player chose to invest the Maravedi beforehand).
    #[serde(default, skip_serializing_if = "is_neither")]
    pub repeat_failed_reply: [bool; 2],
}

fn is_neither(flags: &[bool; 2]) -> bool {
    !flags[0] && !flags[1]
}

mod exchange;
mod strike;
#[cfg(test)]
mod tests;

pub use exchange::blow;
