//! 1650 § Dice Rolls, § Success Level, § Criticals, § Dice Roll Modifiers and § Investing
//! Maravedies (extra dice): single and face-off D10 rolls.

use crate::dice::{Dice, Die, Modifier};
use crate::msg;
use crate::words::{Message, render};
use serde::{Deserialize, Serialize};
use std::fmt;

/// 1650 § Criticals: a natural 10.
pub const CRITICAL: u32 = 10;

/// A single roll against an Attribute, as made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollResult {
    pub attribute: u32,
    /// Every die rolled; more than one when Maravedies bought extra dice.
    pub dice: Vec<u32>,
    /// The die kept: the highest (§ Investing Maravedies: the lowest are discarded).
    pub kept: u32,
    /// Applied to the result, never to the Attribute (§ Dice Roll Modifiers).
    pub modifiers: Vec<Modifier>,
    pub total: i64,
    pub critical: bool,
    pub success: bool,
    /// § Success Level: result minus Attribute, never negative; 0 when the roll failed.
    pub success_level: u32,
}

impl RollResult {
    /// Judges dice already rolled (the rulings interface gives fixed dice this way).
    pub fn from_dice(attribute: u32, dice: Vec<u32>, modifiers: Vec<Modifier>) -> Self {
        let kept = dice.iter().copied().max().unwrap_or(0);
        let total = i64::from(kept)
            + modifiers
                .iter()
                .map(|modifier| i64::from(modifier.amount))
                .sum::<i64>();
        // § Criticals: a natural 10 beats any single roll, whatever the modifiers.
        let critical = kept == CRITICAL;
        let (success, success_level) = judge(attribute, total, critical);
        Self {
            attribute,
            dice,
            kept,
            modifiers,
            total,
            critical,
            success,
            success_level,
        }
    }

    /// The same roll with its natural 10 counted as a plain 10 (a Dexterity card can do this).
    pub fn without_critical(mut self) -> Self {
        self.critical = false;
        (self.success, self.success_level) = judge(self.attribute, self.total, false);
        self
    }
}

/// What one face of a D10 gives (the odds picture before a roll).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceOutcome {
    Failure,
    Success {
        success_level: u32,
    },
    /// § Criticals: a natural 10, whatever the modifiers.
    Critical {
        success_level: u32,
    },
}

impl FaceOutcome {
    pub fn succeeds(self) -> bool {
        self != FaceOutcome::Failure
    }
}

/// Each face of a D10 (1 to 10), plus `modifier`, against `attribute`: as `RollResult` would
/// judge it.
pub fn d10_faces(attribute: u32, modifier: i32) -> [FaceOutcome; CRITICAL as usize] {
    std::array::from_fn(|index| {
        // `RollResult::from_dice` of this one die, judged without building the roll.
        let face = index as u32 + 1;
        let critical = face == CRITICAL;
        let (success, success_level) =
            judge(attribute, i64::from(face) + i64::from(modifier), critical);
        match (critical, success) {
            (true, _) => FaceOutcome::Critical { success_level },
            (false, true) => FaceOutcome::Success { success_level },
            (false, false) => FaceOutcome::Failure,
        }
    })
}

/// § Success Level: success, and the SL (result minus Attribute, never negative; 0 on failure).
fn judge(attribute: u32, total: i64, critical: bool) -> (bool, u32) {
    let success = critical || total >= i64::from(attribute);
    let success_level = if success {
        u32::try_from((total - i64::from(attribute)).max(0)).unwrap_or(0)
    } else {
        0
    };
    (success, success_level)
}

impl RollResult {
    /// The roll in words: "rolled 7 +1 (Panic) against 6: success, SL 2". The modifiers'
    /// reasons are written by the rules that give them.
    pub fn message(&self) -> Message {
        let modifiers: String = self
            .modifiers
            .iter()
            .map(|modifier| format!(" {:+} ({})", modifier.amount, modifier.reason))
            .collect();
        let outcome = match (self.critical, self.success) {
            (true, _) => "critical",
            (false, true) => "success",
            (false, false) => "failure",
        };
        if self.dice.len() > 1 {
            msg!(
                "rules-roll-result-extra-dice",
                dice = format!("{:?}", self.dice),
                kept = self.kept,
                modifiers = modifiers,
                attribute = self.attribute,
                outcome = outcome,
                sl = self.success_level
            )
        } else {
            msg!(
                "rules-roll-result",
                kept = self.kept,
                modifiers = modifiers,
                attribute = self.attribute,
                outcome = outcome,
                sl = self.success_level
            )
        }
    }
}

impl fmt::Display for RollResult {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&render(&self.message()))
    }
}

/// Rolls a D10 (plus `extra_dice` bought with Maravedies) against `attribute`.
pub fn roll(
    dice: &mut Dice,
    purpose: impl Into<Message>,
    attribute: u32,
    modifiers: Vec<Modifier>,
    extra_dice: u32,
) -> RollResult {
    let purpose = purpose.into();
    let results = (0..=extra_dice)
        .map(|_| dice.roll(purpose.clone(), Die::D10))
        .collect();
    RollResult::from_dice(attribute, results, modifiers)
}

/// 1650 § Multiple Attacks: a second weapon against the same enemy must equal or beat the
/// greater of its Attribute and the result of the opponent's first roll, and never adds its SL
/// to the Damage (so its SL is 0).
pub fn second_weapon(
    dice: &mut Dice,
    attribute: u32,
    opponent_first_result: u32,
    modifiers: Vec<Modifier>,
) -> RollResult {
    let difficulty = attribute.max(opponent_first_result);
    let mut result = roll(
        dice,
        msg!("rules-dice-second-weapon"),
        difficulty,
        modifiers,
        0,
    );
    result.success_level = 0;
    result
}

/// Who wins a face-off roll (§ Dice Rolls, § Criticals).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaceOff {
    First,
    Second,
    /// Both rolled a natural 10: both hit, with critical damage and their usual SL.
    BothCritical,
    /// Both succeeded with the same SL (§ A Draw During Clashes settles it).
    Draw,
    /// Neither succeeded.
    NeitherSucceeds,
}

pub fn face_off(first: &RollResult, second: &RollResult) -> FaceOff {
    match (first.critical, second.critical) {
        (true, true) => return FaceOff::BothCritical,
        (true, false) => return FaceOff::First,
        (false, true) => return FaceOff::Second,
        (false, false) => {}
    }
    match (first.success, second.success) {
        (false, false) => FaceOff::NeitherSucceeds,
        (true, false) => FaceOff::First,
        (false, true) => FaceOff::Second,
        (true, true) => match first.success_level.cmp(&second.success_level) {
            std::cmp::Ordering::Greater => FaceOff::First,
            std::cmp::Ordering::Less => FaceOff::Second,
            std::cmp::Ordering::Equal => FaceOff::Draw,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn judged(attribute: u32, die: u32, modifiers: &[(&'static str, i32)]) -> RollResult {
        RollResult::from_dice(
            attribute,
            vec![die],
            modifiers
                .iter()
                .map(|&(reason, amount)| Modifier::new(reason, amount))
                .collect(),
        )
    }

    /// § Success Level, § Criticals: each face's outcome is the judgement of that one die rolled.
    #[test]
    fn success_level_each_d10_face_is_judged_as_the_die_rolled() {
        for attribute in 0..=13 {
            for modifier in -6..=6 {
                let faces = d10_faces(attribute, modifier);
                for (face, outcome) in (1..=CRITICAL).zip(faces) {
                    let rolled = judged(attribute, face, &[("modifiers", modifier)]);
                    let expected = match (rolled.critical, rolled.success) {
                        (true, _) => FaceOutcome::Critical {
                            success_level: rolled.success_level,
                        },
                        (false, true) => FaceOutcome::Success {
                            success_level: rolled.success_level,
                        },
                        (false, false) => FaceOutcome::Failure,
                    };
                    assert_eq!(outcome, expected, "{attribute} {modifier} {face}");
                }
            }
        }
    }

    #[test]
    fn success_level_worked_example_5_against_3_is_2() {
        let result = judged(3, 5, &[]);
        assert!(result.success);
        assert_eq!(result.success_level, 2);
    }

    #[test]
    fn dice_rolls_single_roll_matches_or_beats_the_attribute() {
        assert!(judged(6, 6, &[]).success);
        assert!(!judged(6, 5, &[]).success);
        assert_eq!(judged(6, 5, &[]).success_level, 0);
    }

    #[test]
    fn criticals_worked_example_a_10_with_minus_1_cover_is_still_critical_with_sl_from_9() {
        let result = judged(4, 10, &[("small obstacle", -1)]);
        assert!(result.critical && result.success);
        assert_eq!(result.total, 9);
        assert_eq!(result.success_level, 5);
    }

    #[test]
    fn criticals_beat_any_single_roll_and_sl_is_never_negative() {
        // Attribute 9 with −3: a natural 10 makes 7, still a critical success, SL 0 not −2.
        let result = judged(9, 10, &[("wounded", -1), ("night", -2)]);
        assert!(result.critical && result.success);
        assert_eq!(result.success_level, 0);
    }

    #[test]
    fn dice_roll_modifiers_apply_to_the_result_not_the_attribute() {
        let result = judged(5, 6, &[("charge", 1)]);
        assert_eq!(
            (result.attribute, result.total, result.success_level),
            (5, 7, 2)
        );
    }

    #[test]
    fn investing_maravedies_extra_die_keeps_the_highest() {
        let result = RollResult::from_dice(5, vec![3, 8], Vec::new());
        assert_eq!((result.kept, result.success_level), (8, 3));
        let critical = RollResult::from_dice(5, vec![10, 2], Vec::new());
        assert!(critical.critical);
    }

    #[test]
    fn face_off_rolls_highest_sl_wins_and_criticals_overcome_automatically() {
        assert_eq!(
            face_off(&judged(3, 7, &[]), &judged(4, 6, &[])),
            FaceOff::First
        );
        assert_eq!(
            face_off(&judged(3, 5, &[]), &judged(4, 6, &[])),
            FaceOff::Draw
        );
        assert_eq!(
            face_off(&judged(3, 9, &[]), &judged(8, 10, &[("cover", -1)])),
            FaceOff::Second
        );
        assert_eq!(
            face_off(&judged(3, 10, &[]), &judged(3, 10, &[])),
            FaceOff::BothCritical
        );
        assert_eq!(
            face_off(&judged(8, 2, &[]), &judged(8, 3, &[])),
            FaceOff::NeitherSucceeds
        );
    }

    #[test]
    fn multiple_attacks_worked_example_attack_3_against_a_reply_roll_of_5() {
        let mut dice = Dice::scripted(1, vec![4, 5]);
        let miss = second_weapon(&mut dice, 3, 5, Vec::new());
        assert!(
            !miss.success,
            "a 4 beats the Attack of 3 but not the Reply roll of 5"
        );
        let hit = second_weapon(&mut dice, 3, 5, Vec::new());
        assert!(hit.success);
        assert_eq!(hit.success_level, 0, "the second weapon never adds its SL");
    }

    proptest! {
        #[test]
        fn a_seeded_roll_is_always_the_same(seed in any::<u64>(), attribute in 1u32..10, extra in 0u32..3) {
            let first = roll(&mut Dice::new(seed), "test", attribute, vec![Modifier::new("test", -1)], extra);
            let second = roll(&mut Dice::new(seed), "test", attribute, vec![Modifier::new("test", -1)], extra);
            prop_assert_eq!(&first, &second);
            prop_assert!(first.success || first.success_level == 0);
            prop_assert!(first.dice.iter().all(|die| (1..=10).contains(die)));
        }
    }
}
