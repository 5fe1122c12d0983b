//! What a Melee seat may do on the dice it has just rolled (issue 67; the conflict's `legal` is
//! the model): keep them, re-roll a die, and the trinket powers (Rewind of any dice, Raven's
//! Foresight for each Action card not in its plan, Mischief of the Flock), each with `apply`'s
//! answer, so a screen offers exactly what `apply` accepts and greys the rest with the reason.

use super::exchange::{Action, DieResult, die_result};
use super::{Melee, MeleeCommand, Phase};
use crate::record::{Game, Rejection};

/// A command a seat might give now, and `apply`'s answer to it.
#[derive(Clone, Debug, PartialEq)]
pub struct DiceOption {
    pub command: MeleeCommand,
    pub answer: Result<(), Rejection>,
}

impl Melee {
    /// The dice `seat`'s fighter rolled this exchange that missed (by position): what
    /// "Rewind the misses" re-rolls.
    pub fn misses(&self, seat: usize) -> Vec<usize> {
        let Phase::Rolled { exchange, dice, .. } = &self.phase else {
            return Vec::new();
        };
        let Some(team) = self.fighter_team(seat) else {
            return Vec::new();
        };
        let Some(value) = self.fighters[team]
            .plan
            .as_ref()
            .and_then(|plan| plan.get(*exchange))
            .map(super::PlannedAction::value)
        else {
            return Vec::new();
        };
        (0..dice[team].len())
            .filter(|&index| die_result(dice[team][index], value) == DieResult::Miss)
            .collect()
    }

    /// Every command `seat` might give on its dice now (keep, re-roll each die, Rewind of each
    /// choice of dice, Raven's Foresight for each action, Mischief), with `apply`'s answer.
    /// Empty unless its dice are rolled and undecided.
    pub fn dice_options(&self, seat: usize) -> Vec<DiceOption> {
        let Phase::Rolled { dice, decided, .. } = &self.phase else {
            return Vec::new();
        };
        let Some(team) = self.fighter_team(seat) else {
            return Vec::new();
        };
        if decided[team] {
            return Vec::new();
        }
        let count = dice[team].len();
        let mut commands = vec![MeleeCommand::Keep { seat }];
        commands.extend((0..count).map(|die| MeleeCommand::Reroll { seat, die }));
        // Every non-empty choice of dice, in order of the bits: at most seven for three dice.
        for choice in 1..(1_usize << count) {
            let dice = (0..count).filter(|die| choice & (1 << die) != 0).collect();
            commands.push(MeleeCommand::Rewind { seat, dice });
        }
        commands.extend(
            Action::ALL
                .into_iter()
                .map(|action| MeleeCommand::RavensForesight { seat, action }),
        );
        commands.push(MeleeCommand::Mischief { seat });
        commands
            .into_iter()
            .map(|command| DiceOption {
                answer: self.would_accept(&command),
                command,
            })
            .collect()
    }
}
