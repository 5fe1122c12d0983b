//! 1650 § Clearing the Parish (Alone in the Face of Danger): by night your band (the attacker)
//! comes in from an edge to a parish of at least four buildings in the middle of the table,
//! where the enemy (the defender, no player's) hides under Hidden Pawn Markers round the
//! buildings and, once your pawns step inside, in them (`conflict::solo::markers`). Its
//! Leader's card is drawn last. 6 turns.

use super::terms::{MarkerPlan, ParishPlan};
use super::{Commission, DecreeFacts, Role};
use crate::msg;
use crate::rules::honour::Decree;
use crate::table::layout::Layout;
use crate::words::Message;

/// Main: eliminate the enemy band's Leader. Secondary: eliminate no more than half the enemy
/// band's pawns. The enemy (no player) wants the opposite.
pub(super) fn decree(facts: &DecreeFacts, role: Role, band: usize) -> Decree {
    let enemy = Commission::ClearingTheParish.enemy_band().unwrap_or(1);
    let other = if band == enemy { 0 } else { enemy };
    let half = facts.band_sizes.get(other).copied().unwrap_or(0) / 2;
    let (main, secondary) = match role {
        Role::Attacker | Role::Band => (
            facts.leaders_eliminated > 0,
            facts.enemies_eliminated <= half,
        ),
        Role::Defender => (facts.leaders_eliminated > 0, false),
    };
    super::terms::decree_of(main, secondary)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Attacker | Role::Band => [
            msg!("conflict-commission-decree-enemy-leader"),
            msg!("conflict-commission-parish-secondary"),
        ],
        Role::Defender => [
            msg!("conflict-commission-decree-attacking-leader"),
            msg!("conflict-commission-decree-none-for-enemy"),
        ],
    }
}

pub(in crate::conflict) fn plan() -> Option<ParishPlan> {
    match Commission::ClearingTheParish.terms().solo?.markers? {
        MarkerPlan::Parish(plan) => Some(plan),
        _ => None,
    }
}

/// The buildings of the Parish on `layout`: those whose centre stands within the page's
/// distance of the table's middle, by index.
pub fn parish_buildings(layout: &Layout) -> Vec<usize> {
    let Some(plan) = plan() else {
        return Vec::new();
    };
    super::buildings_near_middle(layout, plan.parish_within_cm)
        .into_iter()
        .map(|(index, _)| index)
        .collect()
}

/// What a layout lacks: "at least 4 buildings in the middle of the table area".
pub(super) fn layout_problem(layout: &Layout) -> Option<Message> {
    let plan = plan()?;
    let found = parish_buildings(layout).len();
    (found < plan.buildings).then(|| {
        msg!(
            "conflict-commission-parish-few-buildings",
            least = plan.buildings,
            within = super::phrases::whole_cm(plan.parish_within_cm),
            found = found
        )
    })
}
