//! 1650 § Assault the Powder Magazine: the defenders (at most 400 Maravedies, without Stealthy or
//! Scout) deploy in a 30 cm circle in the middle round the Polvorin they hold, and act as
//! Sanguine Antagonists until engaged or hit (`antagonists::temperament`); once they stand, the attackers (at
//! most 200) choose day or night, come in touching the edges on turn 1 and activate first. The
//! band holding the Polvorin plunders it at will; an attacker that blows it up lights a fuse that
//! a defender beside it may put out (`enclaves::actions::put_out_fuse`) before the turn ends.
//! 6 turns.

use super::{DecreeFacts, Role};
use crate::rules::honour::Decree;

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

pub(super) fn decrees(role: Role) -> [String; 2] {
    match role {
        Role::Attacker => [
            "take the Polvorin and hold it when the Conflict ends".to_owned(),
            "blow the Polvorin up".to_owned(),
        ],
        Role::Defender | Role::Band => [
            "hold the Polvorin when the Conflict ends".to_owned(),
            "keep the Polvorin from being blown up".to_owned(),
        ],
    }
}
