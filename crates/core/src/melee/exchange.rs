//! One exchange of the Melee Event: the action matrix, initiative, the dice each side rolls,
//! successes and criticals (melee-event-rules.txt § Action roll & resolution, § Rolling the Dice).

use crate::msg;
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The four Action cards (the Aces).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// ♠: a damage per success when it wins.
    Attack,
    /// ♥: successes become protection points until the next combat phase.
    Defend,
    /// ♦: a damage per success when it wins.
    Outflank,
    /// ♣: winning with 3 successes eliminates the opposing Squire.
    Knockdown,
}

impl Action {
    pub const ALL: [Action; 4] = [
        Action::Attack,
        Action::Defend,
        Action::Outflank,
        Action::Knockdown,
    ];

    pub const fn suit(self) -> &'static str {
        match self {
            Action::Attack => "♠",
            Action::Defend => "♥",
            Action::Outflank => "♦",
            Action::Knockdown => "♣",
        }
    }

    /// The card's name, as a message of the catalogue (the log and the refusals name it so).
    pub fn message(self) -> Message {
        match self {
            Action::Attack => msg!("melee-action-attack"),
            Action::Defend => msg!("melee-action-defend"),
            Action::Outflank => msg!("melee-action-outflank"),
            Action::Knockdown => msg!("melee-action-knockdown"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{self:?}")
    }
}

/// Dice as the log lists them: "4, 9, 1" (inside square brackets in the sentence).
pub fn dice_text(dice: &[u32]) -> String {
    dice.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Melee dice each player rolls for an action.
pub const MELEE_DICE: usize = 3;
/// Two Strategy cards on one action add up to at most 10.
pub const MAX_STRATEGY_VALUE: u32 = 10;

/// melee-event-rules.txt § Action roll & resolution, the table: which action of a pair is
/// penalized, `None` for a standard roll. We read "P. (X)" as "X is penalized", the only reading
/// under which the table is symmetric (docs/rules-gaps.md).
pub fn penalized(first: Action, second: Action) -> Option<Action> {
    use Action::{Attack, Defend, Knockdown, Outflank};
    match (first.min(second), first.max(second)) {
        // Pairs in the enum's order: Attack < Defend < Outflank < Knockdown.
        (Attack, Defend) | (Attack, Knockdown) => Some(Attack),
        (Attack, Outflank) | (Outflank, Knockdown) => Some(Outflank),
        (Defend, Outflank) => Some(Defend),
        _ => None,
    }
}

/// Who acts first in an exchange: the lower Strategy value; equal values act together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Initiative {
    First,
    Second,
    Together,
}

pub fn initiative(first_value: u32, second_value: u32) -> Initiative {
    match first_value.cmp(&second_value) {
        std::cmp::Ordering::Less => Initiative::First,
        std::cmp::Ordering::Greater => Initiative::Second,
        std::cmp::Ordering::Equal => Initiative::Together,
    }
}

/// How many dice an action rolls: 3, less 1 if penalized and quicker, less 2 if penalized and
/// slower (or level: Ysbilia ruling, the harsher).
pub fn dice_for(action: Action, opponent: Action, has_initiative: bool) -> usize {
    if penalized(action, opponent) == Some(action) {
        if has_initiative {
            MELEE_DICE - 1
        } else {
            MELEE_DICE - 2
        }
    } else {
        MELEE_DICE
    }
}

/// melee-event-rules.txt § Rolling the Dice: a die at or under the Strategy value succeeds; a 1
/// is a critical worth two successes.
pub fn successes(dice: &[u32], strategy_value: u32) -> u32 {
    dice.iter()
        .map(|&die| match die_result(die, strategy_value) {
            DieResult::Critical => 2,
            DieResult::Success => 1,
            DieResult::Miss => 0,
        })
        .sum()
}

/// What one Melee die shows against a Strategy value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DieResult {
    /// A 1: two successes.
    Critical,
    Success,
    Miss,
}

pub fn die_result(die: u32, strategy_value: u32) -> DieResult {
    match die {
        1 => DieResult::Critical,
        die if die <= strategy_value => DieResult::Success,
        _ => DieResult::Miss,
    }
}

/// melee-event-rules.txt § Trinkets: a feather (11) earns one trinket, a raven (12) two.
pub const FEATHER_FACE: u32 = 11;
pub const FEATHER_TRINKETS: u32 = 1;
pub const RAVEN_FACE: u32 = 12;
pub const RAVEN_TRINKETS: u32 = 2;

/// melee-event-rules.txt § Trinkets: the trinkets a roll's feathers and ravens earn.
pub fn trinkets_earned(dice: &[u32]) -> u32 {
    dice.iter()
        .map(|&die| match die {
            FEATHER_FACE => FEATHER_TRINKETS,
            RAVEN_FACE => RAVEN_TRINKETS,
            _ => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Action::{Attack, Defend, Knockdown, Outflank};

    #[test]
    fn action_roll_and_resolution_the_matrix_is_symmetric_and_as_printed() {
        // Row by row as the table prints it: Std., or P. (the action penalized).
        let table = [
            (Attack, [None, Some(Outflank), Some(Attack), Some(Attack)]),
            (
                Outflank,
                [Some(Outflank), None, Some(Outflank), Some(Defend)],
            ),
            (Knockdown, [Some(Attack), Some(Outflank), None, None]),
            (Defend, [Some(Attack), Some(Defend), None, None]),
        ];
        let columns = [Attack, Outflank, Knockdown, Defend];
        for (row, expected) in table {
            for (column, penalty) in columns.into_iter().zip(expected) {
                assert_eq!(
                    penalized(row, column),
                    penalty,
                    "{row:?} against {column:?}"
                );
                assert_eq!(penalized(column, row), penalty);
            }
        }
    }

    #[test]
    fn penalized_rolls_drop_one_die_with_initiative_and_two_without() {
        assert_eq!(dice_for(Attack, Defend, true), 2);
        assert_eq!(dice_for(Attack, Defend, false), 1);
        assert_eq!(
            dice_for(Defend, Attack, false),
            3,
            "the other side rolls all three"
        );
        assert_eq!(dice_for(Knockdown, Defend, false), 3, "standard");
    }

    #[test]
    fn rolling_the_dice_successes_at_or_under_the_card_and_criticals_count_double() {
        assert_eq!(successes(&[1, 5, 9], 5), 3, "a critical and one success");
        assert_eq!(successes(&[6, 12, 7], 5), 0);
        assert_eq!(successes(&[10, 10, 1], 10), 4);
    }

    #[test]
    fn the_quicker_action_is_the_lower_strategy_value() {
        assert_eq!(initiative(3, 7), Initiative::First);
        assert_eq!(initiative(9, 7), Initiative::Second);
        assert_eq!(initiative(6, 6), Initiative::Together);
    }

    #[test]
    fn trinkets_feathers_and_ravens() {
        assert_eq!(trinkets_earned(&[11, 12, 3]), 3);
    }
}
