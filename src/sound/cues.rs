//! Which effect a played command makes: read from the command the player (or the computer)
//! chose and whether core rolled dice for it. Sound only: no rule is decided here.

use super::Effect;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::dice::Draw;
use ysbilia_core::hebs::command::HebsCommand;
use ysbilia_core::log::LogEntry;
use ysbilia_core::melee::MeleeCommand;

fn rolled(entries: &[LogEntry]) -> bool {
    entries
        .iter()
        .flat_map(|entry| &entry.draws)
        .any(|draw| matches!(draw, Draw::Roll(_)))
}

/// 1650: a shot fired, blades crossed, or other dice.
pub fn conflict(command: &ConflictCommand, entries: &[LogEntry]) -> Option<Effect> {
    if !rolled(entries) {
        return None;
    }
    Some(match command {
        ConflictCommand::Shoot { .. } | ConflictCommand::ReactionShot { .. } => Effect::Shot,
        ConflictCommand::Attack { .. }
        | ConflictCommand::Answer { retreat: false, .. }
        | ConflictCommand::FightOrRetreat { retreat: false }
        | ConflictCommand::ResolveClash { .. } => Effect::Steel,
        _ => Effect::Dice,
    })
}

/// HEBS: a card put on the table or used (the games roll no dice).
pub fn hebs(command: &HebsCommand) -> Option<Effect> {
    match command {
        HebsCommand::Play { .. } | HebsCommand::Respond { .. } | HebsCommand::Action { .. } => {
            Some(Effect::Card)
        }
        _ => None,
    }
}

/// The Melee Event: cards laid for a plan, steel when an exchange is settled, dice thrown.
pub fn melee(command: &MeleeCommand, entries: &[LogEntry]) -> Vec<Effect> {
    let mut effects = Vec::new();
    if matches!(command, MeleeCommand::Plan { .. }) {
        effects.push(Effect::Card);
    }
    if matches!(command, MeleeCommand::Keep { .. }) && !entries.is_empty() {
        effects.push(Effect::Steel);
    }
    if rolled(entries) {
        effects.push(Effect::Dice);
    }
    effects
}

#[cfg(test)]
mod tests {
    use super::*;
    use ysbilia_core::dice::{Die, Roll};
    use ysbilia_core::log::{Rule, Rulebook};

    fn said(rolls: usize) -> Vec<LogEntry> {
        vec![LogEntry {
            command: Some(0),
            rule: Rule::new(Rulebook::CapaYEspada1650, "test"),
            message: ysbilia_core::words::Message::untranslated("test"),
            draws: (0..rolls)
                .map(|_| {
                    Draw::Roll(Roll {
                        purpose: "test".into(),
                        die: Die::D10,
                        result: 5,
                        modifiers: Vec::new(),
                    })
                })
                .collect(),
        }]
    }

    #[test]
    fn a_shot_fired_sounds_a_shot_and_a_clash_steel() {
        let shoot = ConflictCommand::Shoot {
            pawn: 0,
            target: 1,
            weapon: 0,
            accurate: false,
            extra_dice: 0,
        };
        assert_eq!(conflict(&shoot, &said(1)), Some(Effect::Shot));
        // Refused before any die (out of range, say): silence.
        assert_eq!(conflict(&shoot, &said(0)), None);
        let fight = ConflictCommand::Answer {
            retreat: false,
            dexterity: None,
            extra_dice: 0,
            repeat_reply: false,
        };
        assert_eq!(conflict(&fight, &said(2)), Some(Effect::Steel));
        let pass = ConflictCommand::EndActivation { pawn: 0 };
        assert_eq!(conflict(&pass, &said(1)), Some(Effect::Dice));
        assert_eq!(conflict(&pass, &said(0)), None);
    }

    #[test]
    fn a_card_game_sounds_cards_and_the_melee_its_dice() {
        assert_eq!(hebs(&HebsCommand::Pass), None);
        let keep = MeleeCommand::Keep { seat: 0 };
        assert_eq!(melee(&keep, &said(0)), vec![Effect::Steel]);
        assert_eq!(melee(&keep, &[]), Vec::<Effect>::new());
        assert_eq!(melee(&keep, &said(3)), vec![Effect::Steel, Effect::Dice]);
    }
}
