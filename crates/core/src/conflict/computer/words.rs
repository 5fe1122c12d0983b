//! A 1650 command in a player's words, for the Hard computer's "why" (the log says what a
//! command did; this says what one would do, before it is played).

use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::conflict::world::components::Gait;

impl Conflict {
    /// "Shoot at the Sergeant with the Arquebus", "Activate the Captain", "Walk the Pikeman
    /// 9.5 cm"; a command the computer seldom weighs is named by its kind.
    pub fn command_words(&self, command: &ConflictCommand) -> String {
        // The table's own labels: two pawns of one card read "I" and "II" there and here.
        let name = |pawn: u32| crate::conflict::names::pawn_name(&self.world, pawn);
        let weapon = |pawn: u32, weapon: usize| {
            self.setup
                .pawns()
                .nth(pawn as usize)
                .and_then(|(_, card)| card.weapons.get(weapon))
                .map_or_else(|| format!("weapon {weapon}"), |arm| arm.name.clone())
        };
        match command {
            ConflictCommand::Activate { pawn } => format!("Activate {}", name(*pawn)),
            ConflictCommand::AwaitReaction { pawn } => {
                format!("{} waits to fire a Reaction Shot", name(*pawn))
            }
            ConflictCommand::Move {
                pawn, gait, path, ..
            } => {
                let verb = match gait {
                    Gait::Walk => "Walk",
                    Gait::Charge => "Charge with",
                    Gait::Swim => "Swim",
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
                format!("{verb} {} {length:.1} cm", name(*pawn))
            }
            ConflictCommand::TurnTo { pawn, .. } => format!("Turn {}", name(*pawn)),
            ConflictCommand::Shoot {
                pawn,
                target,
                weapon: arm,
                extra_dice,
                ..
            } => format!(
                "{} shoots at {} with the {}{}",
                name(*pawn),
                name(*target),
                weapon(*pawn, *arm),
                self.spending_words(None, *extra_dice)
            ),
            ConflictCommand::Attack {
                pawn,
                target,
                weapon: arm,
                dexterity,
                extra_dice,
                ..
            } => format!(
                "{} attacks {} with the {}{}",
                name(*pawn),
                name(*target),
                weapon(*pawn, *arm),
                self.spending_words(dexterity.as_deref(), *extra_dice)
            ),
            ConflictCommand::Answer { retreat: true, .. } => "Retreat from the blow".to_owned(),
            ConflictCommand::Answer {
                dexterity,
                extra_dice,
                ..
            } => format!(
                "Fight back{}",
                self.spending_words(dexterity.as_deref(), *extra_dice)
            ),
            ConflictCommand::ReactionShot {
                pawn, weapon: arm, ..
            } => {
                format!(
                    "{} fires a Reaction Shot with the {}",
                    name(*pawn),
                    weapon(*pawn, *arm)
                )
            }
            ConflictCommand::HoldFire => "Hold fire".to_owned(),
            ConflictCommand::Reload { pawn, weapon: arm } => {
                format!("{} reloads the {}", name(*pawn), weapon(*pawn, *arm))
            }
            ConflictCommand::EndActivation { pawn } => {
                let deeds = crate::conflict::world::pawns::deeds(&self.world, *pawn);
                if deeds.moved.is_none() && !deeds.shot && !deeds.fought {
                    format!("{} stays where it is (ends its activation)", name(*pawn))
                } else {
                    format!("End {}'s activation", name(*pawn))
                }
            }
            ConflictCommand::PlaceLuminary { .. } => "Place a Luminary".to_owned(),
            ConflictCommand::FightOrRetreat { retreat: true } => "Retreat".to_owned(),
            ConflictCommand::FightOrRetreat { retreat: false } => "Stand and fight".to_owned(),
            ConflictCommand::PlaceBomb { pawn, .. } => format!("{} places a bomb", name(*pawn)),
            ConflictCommand::Deploy { card, .. } => format!("Deploy {card}"),
            other => {
                // The variant's name ("Bless", "Treat"): the computer seldom weighs these.
                let debug = format!("{other:?}");
                debug
                    .split([' ', '(', '{'])
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            }
        }
    }

    /// ", playing a Dexterity card, buying 1 extra die": what a command spends. The card is not
    /// named: the why is read by the other player, and the band's hand is hidden from them.
    fn spending_words(&self, dexterity: Option<&str>, extra_dice: u32) -> String {
        let mut words = String::new();
        if dexterity.is_some() {
            words.push_str(", playing a Dexterity card");
        }
        match extra_dice {
            0 => {}
            1 => words.push_str(", buying 1 extra die"),
            dice => words.push_str(&format!(", buying {dice} extra dice")),
        }
        words
    }
}
