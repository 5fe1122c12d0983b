//! 1650 § Assault the Powder Magazine: the defenders (at most 400 Maravedies, without Stealthy or
//! Scout) deploy in a 30 cm circle in the middle round the Polvorin they hold, and act as
//! Sanguine Antagonists until engaged or hit (`antagonists::temperament`); once they stand, the attackers (at
//! most 200) choose day or night, come in touching the edges on turn 1 and activate first. The
//! band holding the Polvorin plunders it at will; an attacker that blows it up lights a fuse that
//! a defender beside it may put out (`enclaves::actions::put_out_fuse`) before the turn ends.
//! 6 turns.

use super::{DecreeFacts, Role};
use crate::msg;
use crate::rules::honour::Decree;
use crate::words::Message;

/// § Assault the Powder Magazine: Main: the band holding the Polvorin at the end. Secondary: the
/// attackers blow it up; the defenders keep it whole.
pub(super) fn decree(facts: &DecreeFacts, role: Role, band: usize) -> Decree {
    let held = facts.middle_enclave_holder == Some(band) && !facts.middle_enclave_exploded;
    let secondary = match role {
        Role::Attacker => facts.middle_enclave_exploded,
        Role::Defender | Role::Band => !facts.middle_enclave_exploded,
    };
    super::terms::decree_of(held, secondary)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Attacker => [
            msg!("conflict-commission-powder-magazine-attacker-main"),
            msg!("conflict-commission-powder-magazine-attacker-secondary"),
        ],
        Role::Defender | Role::Band => [
            msg!("conflict-commission-powder-magazine-defender-main"),
            msg!("conflict-commission-powder-magazine-defender-secondary"),
        ],
    }
}
