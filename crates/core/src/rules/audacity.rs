//! 1650 § Bruises, Bleeding and Death (who makes Audacity rolls) and § Every Man for Himself
//! (escaping, recovering, dying at the table's edge).

use super::rolls::{RollResult, roll};
use super::rule;
use crate::dice::Modifier;
use crate::msg;
use crate::record::Resolution;
use crate::words::{Arg, Message, render};
use serde::{Deserialize, Serialize};

/// § Bruises, Bleeding and Death: the distance within which a friend's death or flight shakes a
/// pawn.
pub const SHAKEN_WITHIN_CM: f32 = 15.0;

/// Why a pawn must make an Audacity roll.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum AudacityTrigger {
    /// A friend with an equal or higher Audacity value was killed `distance` cm away.
    FriendKilled { distance: f32, friend_audacity: u32 },
    /// The pawn marked the first box of a new colour of its Vigour table.
    VigourColour,
    /// A friend escaping `distance` cm away, when this pawn is activated.
    FriendEscaping { distance: f32, friend_audacity: u32 },
    /// § Armament, Panic: lost Vigour to a Panic weapon (−1 when a friend is beaten by one).
    Panic { modifier: i32 },
    /// A harmful blessing's dread (blessings.ron: Dread).
    Dread,
    /// § Enemy Pawns and Antagonists in Clashes, row 1: the enemy no player commands lost a
    /// clash.
    LostClash,
}

impl AudacityTrigger {
    /// Why the pawn rolls, in words.
    pub fn message(self) -> Message {
        match self {
            AudacityTrigger::FriendKilled {
                distance,
                friend_audacity,
            } => msg!(
                "rules-audacity-trigger-friend-killed",
                audacity = friend_audacity,
                distance = Arg::tenths(distance)
            ),
            AudacityTrigger::VigourColour => msg!("rules-audacity-trigger-vigour-colour"),
            AudacityTrigger::FriendEscaping {
                distance,
                friend_audacity,
            } => msg!(
                "rules-audacity-trigger-friend-escaping",
                audacity = friend_audacity,
                distance = Arg::tenths(distance)
            ),
            AudacityTrigger::Panic { .. } => msg!("rules-audacity-trigger-panic"),
            AudacityTrigger::Dread => msg!("rules-audacity-trigger-dread"),
            AudacityTrigger::LostClash => msg!("rules-audacity-trigger-lost-clash"),
        }
    }
}

impl std::fmt::Display for AudacityTrigger {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&render(&self.message()))
    }
}

/// Whether `trigger` calls for a roll from a pawn with `audacity`.
pub fn must_roll(audacity: u32, trigger: AudacityTrigger) -> bool {
    match trigger {
        AudacityTrigger::FriendKilled {
            distance,
            friend_audacity,
        }
        | AudacityTrigger::FriendEscaping {
            distance,
            friend_audacity,
        } => distance <= SHAKEN_WITHIN_CM && friend_audacity >= audacity,
        AudacityTrigger::VigourColour
        | AudacityTrigger::Panic { .. }
        | AudacityTrigger::Dread
        | AudacityTrigger::LostClash => true,
    }
}

/// A pawn's state of mind (§ Every Man for Himself).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Nerve {
    #[default]
    Steady,
    /// Card flipped: runs for the nearest table edge by charging, leaving any clash.
    Escaping,
    /// Reached the table's edge while escaping.
    Dead,
}

/// Makes the Audacity roll `trigger` calls for (if it does) and returns the pawn's new nerve.
pub fn audacity_roll(
    audacity: u32,
    nerve: Nerve,
    trigger: AudacityTrigger,
    resolution: &mut Resolution,
) -> (Nerve, Option<RollResult>) {
    audacity_roll_with(audacity, nerve, trigger, Vec::new(), resolution)
}

/// `audacity_roll` with what the pawn adds to every Audacity roll (`standing`: its Panoply,
/// § Panoply Cards, and its Dying boxes, § Bruises, Bleeding and Death).
pub fn audacity_roll_with(
    audacity: u32,
    nerve: Nerve,
    trigger: AudacityTrigger,
    standing: Vec<Modifier>,
    resolution: &mut Resolution,
) -> (Nerve, Option<RollResult>) {
    if nerve != Nerve::Steady || !must_roll(audacity, trigger) {
        return (nerve, None);
    }
    let mut modifiers = match trigger {
        AudacityTrigger::Panic { modifier } if modifier != 0 => {
            vec![Modifier::new(msg!("rules-dice-panic"), modifier)]
        }
        _ => Vec::new(),
    };
    modifiers.extend(standing);
    let result = roll(
        resolution.dice(),
        msg!("rules-dice-audacity-roll"),
        audacity,
        modifiers,
        0,
    );
    let after = if result.success {
        Nerve::Steady
    } else {
        Nerve::Escaping
    };
    resolution.explain_with(rule("Bruises, Bleeding and Death"), || {
        if result.success {
            msg!(
                "rules-audacity-roll-holds",
                trigger = trigger.message(),
                result = result.message()
            )
        } else {
            msg!(
                "rules-audacity-roll-escapes",
                trigger = trigger.message(),
                result = result.message()
            )
        }
    });
    (after, Some(result))
}

/// § Every Man for Himself: an escaping pawn, when activated, may roll to recover; engaged in a
/// clash it recovers at once; reaching the edge it dies. `standing`: what the pawn adds to
/// every Audacity roll.
pub fn escaping_activation(
    audacity: u32,
    engaged: bool,
    at_edge: bool,
    standing: Vec<Modifier>,
    resolution: &mut Resolution,
) -> (Nerve, Option<RollResult>) {
    if at_edge {
        resolution.explain_with(rule("Every Man for Himself"), || {
            msg!("rules-audacity-edge-dies")
        });
        return (Nerve::Dead, None);
    }
    if engaged {
        resolution.explain_with(rule("Every Man for Himself"), || {
            msg!("rules-audacity-engaged-recovers")
        });
        return (Nerve::Steady, None);
    }
    let result = roll(
        resolution.dice(),
        msg!("rules-dice-audacity-roll-to-recover"),
        audacity,
        standing,
        0,
    );
    let after = if result.success {
        Nerve::Steady
    } else {
        Nerve::Escaping
    };
    resolution.explain_with(rule("Every Man for Himself"), || {
        if result.success {
            msg!("rules-audacity-recovers", result = result.message())
        } else {
            msg!("rules-audacity-keeps-running", result = result.message())
        }
    });
    (after, Some(result))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;

    #[test]
    fn bruises_bleeding_and_death_who_must_make_an_audacity_roll() {
        let killed = |distance, friend_audacity| AudacityTrigger::FriendKilled {
            distance,
            friend_audacity,
        };
        assert!(must_roll(5, killed(12.0, 6)));
        assert!(
            must_roll(5, killed(15.0, 5)),
            "15 cm or less; equal Audacity counts"
        );
        assert!(!must_roll(5, killed(15.5, 6)));
        assert!(!must_roll(5, killed(10.0, 4)));
        assert!(must_roll(5, AudacityTrigger::VigourColour));
    }

    #[test]
    fn every_man_for_himself_a_failed_roll_escapes_and_the_edge_kills() {
        let mut dice = Dice::scripted(1, vec![3, 7]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let (nerve, roll) = audacity_roll(
            5,
            Nerve::Steady,
            AudacityTrigger::VigourColour,
            &mut resolution,
        );
        assert_eq!(nerve, Nerve::Escaping);
        assert!(roll.is_some_and(|roll| !roll.success));
        let (recovered, _) = escaping_activation(5, false, false, Vec::new(), &mut resolution);
        assert_eq!(recovered, Nerve::Steady, "7 against 5 recovers");
        assert_eq!(
            escaping_activation(5, true, false, Vec::new(), &mut resolution).0,
            Nerve::Steady
        );
        assert_eq!(
            escaping_activation(5, false, true, Vec::new(), &mut resolution).0,
            Nerve::Dead
        );
    }

    #[test]
    fn panoply_cards_a_scapular_adds_one_to_the_audacity_roll() {
        let mut dice = Dice::scripted(1, vec![4]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let (nerve, roll) = audacity_roll_with(
            5,
            Nerve::Steady,
            AudacityTrigger::VigourColour,
            vec![Modifier::new("Panoply", 1)],
            &mut resolution,
        );
        assert_eq!(nerve, Nerve::Steady, "4 + 1 (Panoply) makes Audacity 5");
        assert_eq!(roll.map(|roll| roll.total), Some(5));
    }

    #[test]
    fn armament_panic_rolls_with_its_modifier() {
        let mut dice = Dice::scripted(1, vec![5]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let (nerve, roll) = audacity_roll(
            5,
            Nerve::Steady,
            AudacityTrigger::Panic { modifier: -1 },
            &mut resolution,
        );
        assert_eq!(nerve, Nerve::Escaping, "5 - 1 misses Audacity 5");
        assert_eq!(roll.map(|roll| roll.total), Some(4));
    }
}
