//! 1650 § Authority Roll: who activates a pawn first each turn.

use super::rule;
use crate::dice::Die;
use crate::msg;
use crate::record::Resolution;
use serde::{Deserialize, Serialize};

/// Re-rolls of a dead tie before giving up to the first player (never reached in practice:
/// thirty ties in a row has odds below one in a billion billion).
const MAX_TIE_ROUNDS: usize = 30;

/// One band's side of the roll: the Maravedies on its Leader's Contract Card (0 with no Leader,
/// or a Leader without Maravedies, or a defeated one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuthorityEntry {
    pub leader_maravedies: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuthorityResult {
    /// 0 or 1: who activates first.
    pub winner: usize,
    /// Each round's D10s (more than one round after a dead tie).
    pub rounds: Vec<[u32; 2]>,
}

/// Each side rolls a D10 and adds its Leader's Maravedies; a tie goes to the side with more
/// Maravedies, and with the same Maravedies the roll is made again.
pub fn authority_roll(
    entries: [AuthorityEntry; 2],
    resolution: &mut Resolution,
) -> AuthorityResult {
    let mut rounds = Vec::new();
    for _ in 0..MAX_TIE_ROUNDS {
        let dice = [
            resolution
                .dice()
                .roll(msg!("rules-dice-authority-roll"), Die::D10),
            resolution
                .dice()
                .roll(msg!("rules-dice-authority-roll"), Die::D10),
        ];
        rounds.push(dice);
        let totals = [
            dice[0] + entries[0].leader_maravedies,
            dice[1] + entries[1].leader_maravedies,
        ];
        let winner = match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => match entries[0]
                .leader_maravedies
                .cmp(&entries[1].leader_maravedies)
            {
                std::cmp::Ordering::Greater => Some(0),
                std::cmp::Ordering::Less => Some(1),
                std::cmp::Ordering::Equal => None,
            },
        };
        if let Some(winner) = winner {
            resolution.explain_with(rule("Authority Roll"), || {
                msg!(
                    "rules-authority-wins",
                    first_die = dice[0],
                    first_maravedies = entries[0].leader_maravedies,
                    first_total = totals[0],
                    second_die = dice[1],
                    second_maravedies = entries[1].leader_maravedies,
                    second_total = totals[1],
                    winner = winner
                )
            });
            return AuthorityResult { winner, rounds };
        }
        resolution.explain_with(rule("Authority Roll"), || {
            msg!(
                "rules-authority-tie",
                first_total = totals[0],
                second_total = totals[1]
            )
        });
    }
    AuthorityResult { winner: 0, rounds }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;

    fn rolled(seed: u64, maravedies: [u32; 2]) -> AuthorityResult {
        let mut dice = Dice::new(seed);
        let mut resolution = Resolution::new(&mut dice, None, true);
        authority_roll(
            maravedies.map(|leader_maravedies| AuthorityEntry { leader_maravedies }),
            &mut resolution,
        )
    }

    #[test]
    fn authority_roll_adds_the_leaders_maravedies_and_settles_ties() {
        for seed in 0..200 {
            let result = rolled(seed, [3, 1]);
            let last = result.rounds[result.rounds.len() - 1];
            let totals = [last[0] + 3, last[1] + 1];
            assert_eq!(
                result.rounds.len(),
                1,
                "a tie goes to the richer Leader, never re-rolled"
            );
            let expected = if totals[0] >= totals[1] { 0 } else { 1 };
            assert_eq!(result.winner, expected, "seed {seed}: {totals:?}");
        }
    }

    #[test]
    fn authority_roll_equal_maravedies_tie_is_rolled_again() {
        let rerolled = (0..500)
            .map(|seed| rolled(seed, [2, 2]))
            .find(|result| result.rounds.len() > 1)
            .expect("some seed ties");
        let first = rerolled.rounds[0];
        assert_eq!(first[0], first[1]);
        let last = rerolled.rounds[rerolled.rounds.len() - 1];
        assert_ne!(last[0], last[1]);
        assert_eq!(rerolled.winner, usize::from(last[1] > last[0]));
    }
}
