//! 1650 § Brawl: two bands, no attacker and no defender; the Decrees.

use super::{Commission, DecreeFacts};
use crate::msg;
use crate::rules::honour::Decree;
use crate::words::Message;

/// § Brawl: Main Decree: eliminate the enemy band's Leader. Secondary Decree: make 3 pawns of
/// the enemy band run away off the table.
pub(super) fn decree(facts: &DecreeFacts) -> Decree {
    super::terms::decree_of(
        facts.leaders_eliminated > 0,
        facts.ran_off_by_band.iter().sum::<usize>() >= Commission::Brawl.decree_pawns(),
    )
}

pub(super) fn decrees() -> [Message; 2] {
    [
        msg!("conflict-commission-decree-enemy-leader"),
        msg!(
            "conflict-commission-brawl-secondary",
            count = Commission::Brawl.decree_pawns()
        ),
    ]
}
