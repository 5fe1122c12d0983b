//! 1650 § Investing Maravedies and § Maravedies and Leaders: spending Incentive on extra dice and
//! Peculiarities, within the band's limit per turn, from a pawn's own card or its Leader's.

use super::rule;
use crate::msg;
use crate::record::Rejection;
use serde::{Deserialize, Serialize};

/// § Investing Maravedies: at most two Maravedies a turn, per band, on extra dice.
pub const EXTRA_DICE_PER_TURN: u32 = 2;

/// Peculiarities' costs (assets/1650/peculiarities.ron's `cost`, checked equal by a test):
/// Intimidating, Duellist (paid only when the Reply roll is repeated) and Steady Hand.
pub const INTIMIDATING_MRV: u32 = 1;
pub const DUELLIST_MRV: u32 = 1;
pub const STEADY_HAND_MRV: u32 = 1;
/// § Now or Never!: what your Leader pays to look into a room beside its own.
pub const LOOK_INTO_ROOM_MRV: u32 = 1;

/// What a Maravedi buys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Investment {
    /// One more die in a roll, the lowest dropped (never the Authority roll).
    ExtraDie,
    /// A Peculiarity's cost: no limit a turn.
    Peculiarity { cost: u32 },
}

/// Where the Maravedies come from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Payer {
    /// The pawn's own Incentive.
    Own,
    /// The band's Leader's Incentive, the pawn being `distance` cm from a Leader (X = `range`).
    Leader { distance: f32, range: u32 },
}

/// A band's Maravedies spent on extra dice this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnSpending {
    pub extra_dice: u32,
}

impl TurnSpending {
    /// § Rules of Engagement: a new turn, a new allowance.
    pub fn new_turn(&mut self) {
        self.extra_dice = 0;
    }
}

/// Checks and makes an investment: takes the Maravedies off `purse` (the paying card's) and
/// counts extra dice against the band's allowance.
pub fn invest(
    purse: &mut u32,
    payer: Payer,
    investment: Investment,
    spending: &mut TurnSpending,
) -> Result<u32, Rejection> {
    let section = rule("Investing Maravedies");
    if let Payer::Leader { distance, range } = payer
        && distance > range as f32
    {
        return Err(Rejection::by_rule(
            rule("Maravedies and Leaders"),
            msg!(
                "rules-maravedies-leader-reach",
                range = range,
                distance = crate::words::Arg::tenths(distance)
            ),
        ));
    }
    let cost = match investment {
        Investment::ExtraDie => {
            if spending.extra_dice >= EXTRA_DICE_PER_TURN {
                return Err(Rejection::by_rule(
                    section,
                    msg!(
                        "rules-maravedies-dice-allowance",
                        allowance = EXTRA_DICE_PER_TURN
                    ),
                ));
            }
            1
        }
        Investment::Peculiarity { cost } => cost,
    };
    if *purse < cost {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-maravedies-purse", cost = cost, left = *purse),
        ));
    }
    *purse -= cost;
    if investment == Investment::ExtraDie {
        spending.extra_dice += 1;
    }
    Ok(cost)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn investing_maravedies_two_extra_dice_a_turn_per_band() {
        let (mut purse, mut spending) = (5, TurnSpending::default());
        assert!(invest(&mut purse, Payer::Own, Investment::ExtraDie, &mut spending).is_ok());
        assert!(invest(&mut purse, Payer::Own, Investment::ExtraDie, &mut spending).is_ok());
        let third = invest(&mut purse, Payer::Own, Investment::ExtraDie, &mut spending);
        assert!(third.is_err_and(|rejection| rejection.reason().contains("already invested 2")));
        assert!(
            invest(
                &mut purse,
                Payer::Own,
                Investment::Peculiarity { cost: 2 },
                &mut spending
            )
            .is_ok(),
            "no limit on Peculiarities"
        );
        assert_eq!(purse, 1);
        spending.new_turn();
        assert!(invest(&mut purse, Payer::Own, Investment::ExtraDie, &mut spending).is_ok());
        assert!(
            invest(&mut purse, Payer::Own, Investment::ExtraDie, &mut spending)
                .is_err_and(|rejection| rejection.reason().contains("left on the card"))
        );
    }

    #[test]
    fn maravedies_and_leaders_within_the_leaders_range() {
        let (mut purse, mut spending) = (3, TurnSpending::default());
        assert!(
            invest(
                &mut purse,
                Payer::Leader {
                    distance: 14.0,
                    range: 15
                },
                Investment::ExtraDie,
                &mut spending
            )
            .is_ok()
        );
        let far = invest(
            &mut purse,
            Payer::Leader {
                distance: 16.0,
                range: 15,
            },
            Investment::ExtraDie,
            &mut spending,
        );
        assert!(far.is_err_and(|rejection| rejection.reason().contains("reach 15 cm")));
        assert_eq!(purse, 2, "a refused investment takes nothing");
    }
}
