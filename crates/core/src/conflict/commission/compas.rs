//! 1650 § Raid in the Compas (Alone in the Face of Danger): by night your band (the attacker)
//! hunts the Informer among the rabble hidden round the Compas, the building in the middle of
//! the table. The Informer's marker stands in the Compas; once revealed it runs for the nearest
//! edge (`conflict::solo::informer`). The Commission ends when it flees or is eliminated.

use super::terms::MarkerPlan;
use super::{Commission, DecreeFacts, Role};
use crate::conflict::world::ConflictWorld;
use crate::rules::honour::Decree;
use crate::table::layout::Layout;

const SECTION: &str = "Raid in the Compas";

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

pub(super) fn decrees(role: Role) -> [String; 2] {
    match role {
        Role::Attacker | Role::Band => [
            "eliminate the Informer".to_owned(),
            "keep more than half your band's pawns alive".to_owned(),
        ],
        Role::Defender => [
            "(the Informer gets away)".to_owned(),
            "(no Secondary Decree for the enemy)".to_owned(),
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
pub(super) fn layout_problem(layout: &Layout) -> Option<String> {
    compas(layout).is_none().then(|| {
        format!("§ {SECTION}: the Compas de Trueque-Villano is a building in the middle of the table; this layout has none there")
    })
}

/// The Commission is over once the Informer has fled or fallen.
pub(super) fn ended(world: &ConflictWorld) -> Option<&'static str> {
    crate::conflict::solo::notes::informer_gone(world).then_some(
        "the Informer has fled or been eliminated (§ Raid in the Compas: the Commission is finished)",
    )
}
