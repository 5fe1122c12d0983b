//! A 1650 command in a player's words, for the Hard computer's "why" (the log says what a
//! command did; this says what one would do, before it is played).

use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::world::components::Gait;
use crate::msg;
use crate::words::{Arg, Message};

impl Conflict {
    /// "Shoot at the Sergeant with the Arquebus", "Activate the Captain", "Walk the Pikeman
    /// 9.5 cm"; a command the computer seldom weighs is named by its kind.
    pub fn command_words(&self, command: &ConflictCommand) -> Message {
        // The table's own labels: two pawns of one card read "I" and "II" there and here.
        let name = |pawn: u32| crate::conflict::names::pawn_name(&self.world, pawn).to_owned();
        let weapon = |pawn: u32, weapon: usize| {
            self.setup
                .pawns()
                .nth(pawn as usize)
                .and_then(|(_, card)| card.weapons.get(weapon))
                .map_or_else(
                    || Arg::from(msg!("conflict-computer-unknown-weapon", index = weapon)),
                    |arm| Arg::from(&arm.name),
                )
        };
        match command {
            ConflictCommand::Activate { pawn } => {
                msg!("conflict-computer-activate", pawn = name(*pawn))
            }
            ConflictCommand::AwaitReaction { pawn } => {
                msg!("conflict-computer-await-reaction", pawn = name(*pawn))
            }
            ConflictCommand::Move {
                pawn, gait, path, ..
            } => {
                let gait = match gait {
                    Gait::Walk => "walk",
                    Gait::Charge => "charge",
                    Gait::Swim => "swim",
                };
                let from = crate::conflict::world::pawns::base(&self.world, *pawn);
                let length = from.map_or(0.0, |from| {
                    let mut at = (from.centre.x, from.centre.y);
                    let mut length = 0.0;
                    for point in path {
                        length += ((point.x - at.0).powi(2) + (point.y - at.1).powi(2)).sqrt();
                        at = (point.x, point.y);
                    }
                    length
                });
                msg!(
                    "conflict-computer-move",
                    gait = gait,
                    pawn = name(*pawn),
                    length = Arg::tenths(length)
                )
            }
            ConflictCommand::TurnTo { pawn, .. } => {
                msg!("conflict-computer-turn", pawn = name(*pawn))
            }
            ConflictCommand::Shoot {
                pawn,
                target,
                weapon: arm,
                extra_dice,
                ..
            } => msg!(
                "conflict-computer-shoot",
                pawn = name(*pawn),
                target = name(*target),
                weapon = weapon(*pawn, *arm),
                spending = spending_words(None, *extra_dice)
            ),
            ConflictCommand::Attack {
                pawn,
                target,
                weapon: arm,
                dexterity,
                extra_dice,
                ..
            } => msg!(
                "conflict-computer-attack",
                pawn = name(*pawn),
                target = name(*target),
                weapon = weapon(*pawn, *arm),
                spending = spending_words(dexterity.as_deref(), *extra_dice)
            ),
            ConflictCommand::Answer { retreat: true, .. } => msg!("conflict-computer-retreat-blow"),
            ConflictCommand::Answer {
                dexterity,
                extra_dice,
                ..
            } => msg!(
                "conflict-computer-fight-back",
                spending = spending_words(dexterity.as_deref(), *extra_dice)
            ),
            ConflictCommand::ReactionShot {
                pawn, weapon: arm, ..
            } => msg!(
                "conflict-computer-reaction-shot",
                pawn = name(*pawn),
                weapon = weapon(*pawn, *arm)
            ),
            ConflictCommand::HoldFire => msg!("conflict-computer-hold-fire"),
            ConflictCommand::Reload { pawn, weapon: arm } => msg!(
                "conflict-computer-reload",
                pawn = name(*pawn),
                weapon = weapon(*pawn, *arm)
            ),
            ConflictCommand::EndActivation { pawn } => {
                let deeds = crate::conflict::world::pawns::deeds(&self.world, *pawn);
                if deeds.moved.is_none() && !deeds.shot && !deeds.fought {
                    msg!("conflict-computer-stay", pawn = name(*pawn))
                } else {
                    msg!("conflict-computer-end-activation", pawn = name(*pawn))
                }
            }
            ConflictCommand::PlaceLuminary { .. } => msg!("conflict-computer-place-luminary"),
            ConflictCommand::FightOrRetreat { retreat: true } => msg!("conflict-computer-retreat"),
            ConflictCommand::FightOrRetreat { retreat: false } => {
                msg!("conflict-computer-stand-and-fight")
            }
            ConflictCommand::PlaceBomb { pawn, .. } => {
                msg!("conflict-computer-place-bomb", pawn = name(*pawn))
            }
            ConflictCommand::Deploy { card, .. } => msg!("conflict-computer-deploy", card = card),
            other => {
                // The variant's name ("Bless", "Treat"), as the code spells it: the computer
                // seldom weighs these.
                let debug = format!("{other:?}");
                let kind = debug.split([' ', '(', '{']).next().unwrap_or_default();
                msg!("conflict-computer-other-command", kind = kind)
            }
        }
    }
}

/// ", playing a Dexterity card, buying 1 extra die": what a command spends. The card is not
/// named: the why is read by the other player, and the band's hand is hidden from them.
fn spending_words(dexterity: Option<&str>, extra_dice: u32) -> Message {
    let card = if dexterity.is_some() {
        "played"
    } else {
        "none"
    };
    msg!("conflict-computer-spending", card = card, dice = extra_dice)
}
