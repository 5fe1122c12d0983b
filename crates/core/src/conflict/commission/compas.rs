//! 1650 § Raid in the Compas (Alone in the Face of Danger): by night your band (the attacker)
//! hunts the Informer among the rabble hidden round the Compas, the building in the middle of
//! the table. The Informer's marker stands in the Compas; once revealed it runs for the nearest
//! edge (`conflict::solo::informer`). The Commission ends when it flees or is eliminated.

use super::terms::MarkerPlan;
use super::{Commission, DecreeFacts, Role};
use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::rules::honour::Decree;
use crate::table::layout::Layout;
use crate::words::Message;

/// Main: eliminate the Informer. Secondary: keep more than half your pawns alive.
pub(super) fn decree(facts: &DecreeFacts, role: Role, band: usize) -> Decree {
    let size = facts.band_sizes.get(band).copied().unwrap_or(0);
    match role {
        Role::Attacker | Role::Band => super::terms::decree_of(
            facts.informer_killed,
            size.saturating_sub(facts.own_lost) * 2 > size,
        ),
        Role::Defender => super::terms::decree_of(false, false),
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Attacker | Role::Band => [
            msg!("conflict-commission-compas-main"),
            msg!("conflict-commission-compas-secondary"),
        ],
        Role::Defender => [
            msg!("conflict-commission-compas-enemy-main"),
            msg!("conflict-commission-decree-none-for-enemy"),
        ],
    }
}

/// The Compas on `layout`: the building nearest the table's middle, within the page's distance.
pub fn compas(layout: &Layout) -> Option<usize> {
    let Some(MarkerPlan::Compas(plan)) = Commission::RaidInTheCompas
        .terms()
        .solo
        .and_then(|solo| solo.markers)
    else {
        return None;
    };
    super::buildings_near_middle(layout, plan.compas_within_cm)
        .into_iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(index, _)| index)
}

/// What a layout lacks: "1 building in the middle of the table area".
pub(super) fn layout_problem(layout: &Layout) -> Option<Message> {
    compas(layout)
        .is_none()
        .then(|| msg!("conflict-commission-compas-no-building"))
}

/// The Commission is over once the Informer has fled or fallen.
pub(super) fn ended(world: &ConflictWorld) -> Option<Message> {
    crate::conflict::solo::notes::informer_gone(world)
        .then(|| msg!("conflict-commission-compas-ended"))
}
