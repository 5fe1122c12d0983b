//! 1650 § Slaughter: two defending bands along opposite edges, and an attacker that arrives on
//! turn 3 at any edge; the attacker activates first from then on; the Decrees.

use super::terms::{Commission, DecreeFacts, Role};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::pawns::{pawn_ids, side};
use crate::msg;
use crate::rules::honour::Decree;
use crate::words::Message;

/// Whether the late band has come onto the table (any of its pawns stands on it).
pub(super) fn arrived(world: &ConflictWorld, band: usize) -> bool {
    pawn_ids(world).into_iter().any(|id| {
        side(world, id) == Some(band) && crate::conflict::world::pawns::footing(world, id).is_some()
    })
}

/// § Slaughter: Main Decree: eliminate at least one of the opposing bands' Leaders. Secondary
/// Decree: a defender keeps fewer than 3 of its pawns from running off; the attacker makes 3
/// pawns of one defending band run off.
pub(super) fn decree(facts: &DecreeFacts, role: Role) -> Decree {
    let runaways = Commission::Slaughter.decree_pawns();
    let secondary = match role {
        Role::Attacker => facts.ran_off_by_band.iter().any(|&count| count >= runaways),
        Role::Defender | Role::Band => facts.own_ran_off < runaways,
    };
    super::terms::decree_of(facts.leaders_eliminated > 0, secondary)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let runaways = Commission::Slaughter.decree_pawns();
    let secondary = match role {
        Role::Attacker => msg!(
            "conflict-commission-slaughter-attacker-secondary",
            count = runaways
        ),
        Role::Defender | Role::Band => msg!(
            "conflict-commission-slaughter-defender-secondary",
            count = runaways
        ),
    };
    [msg!("conflict-commission-slaughter-main"), secondary]
}
