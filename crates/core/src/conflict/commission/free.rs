//! A free Conflict: two bands meet as in a Brawl, with the Enclaves the rules allow (§ Enclaves:
//! the players agree on a rural or urban table and bring up to their limit), and no Commission's
//! Decrees: Honour comes from the Pay beaten, the Enclaves held and the usual modifiers.

use super::DecreeFacts;
use crate::msg;
use crate::rules::honour::Decree;
use crate::words::Message;

pub(super) fn decree(_facts: &DecreeFacts) -> Decree {
    Decree::None
}

pub(super) fn decrees() -> [Message; 2] {
    [
        msg!("conflict-commission-free-main"),
        msg!("conflict-commission-free-secondary"),
    ]
}
