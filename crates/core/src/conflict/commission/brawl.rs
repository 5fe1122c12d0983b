//! 1650 § Brawl: two bands, no attacker and no defender; the Decrees.

use super::{Commission, DecreeFacts};
use crate::rules::honour::Decree;

/// § Brawl: Main Decree: eliminate the enemy band's Leader. Secondary Decree: make 3 pawns of
/// the enemy band run away off the table.
pub(super) fn decree(facts: &DecreeFacts) -> Decree {
    super::terms::decree_of(
        facts.leaders_eliminated > 0,
        facts.ran_off_by_band.iter().sum::<usize>() >= Commission::Brawl.decree_pawns(),
    )
}

pub(super) fn decrees() -> [String; 2] {
    [
        "eliminate the enemy band's Leader".to_owned(),
        format!(
            "make {} enemy pawns run off the table",
            Commission::Brawl.decree_pawns()
        ),
    ]
}
