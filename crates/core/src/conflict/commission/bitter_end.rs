//! 1650 § Defence to the Bitter End (Alone in the Face of Danger): the player's band holds the
//! ruins on a hill in the middle of the table for 9 turns; the enemy band no player commands
//! (`conflict::solo`) comes in at the edges, closes in every turn and comes back when
//! eliminated. The ruins are read as the middle circle the band deploys in (our reading,
//! docs/rules-gaps.md).

use super::{Commission, DecreeFacts, Role};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Table;
use crate::conflict::world::pawns::{footing, live_pawns};
use crate::msg;
use crate::rules::honour::Decree;
use crate::table::layout::{Layout, PieceKind};
use crate::words::Message;
use parry3d::math::Vec2;

/// Main: the defending Leader survives (the attacker eliminates it). Secondary: no attacker
/// inside the ruins at the end of the last turn (the attacker stands in them).
pub(super) fn decree(facts: &DecreeFacts, role: Role, band: usize) -> Decree {
    let attacker = Commission::DefenceToTheBitterEnd.attacker();
    let attackers_inside = facts.in_ruins_by_band.get(attacker).copied().unwrap_or(0);
    let (main, secondary) = match role {
        Role::Defender | Role::Band => (facts.own_leader_standing, attackers_inside == 0),
        Role::Attacker => (
            facts.leaders_eliminated > 0,
            facts.in_ruins_by_band.get(band).copied().unwrap_or(0) > 0,
        ),
    };
    super::terms::decree_of(main, secondary)
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Defender | Role::Band => [
            msg!("conflict-commission-bitter-end-defender-main"),
            msg!("conflict-commission-bitter-end-defender-secondary"),
        ],
        Role::Attacker => [
            msg!("conflict-commission-decree-defending-leader"),
            msg!("conflict-commission-bitter-end-attacker-secondary"),
        ],
    }
}

/// The middle of the table and the ruins' radius there.
fn ruins(world: &ConflictWorld) -> Option<(Vec2, f32)> {
    let diameter = world
        .resource::<crate::conflict::world::components::Playing>()
        .0
        .centre_deployment_cm()?;
    let table = world.resource::<Table>().0.layout().table;
    Some((
        Vec2::new(table.width / 2.0, table.depth / 2.0),
        diameter / 2.0,
    ))
}

/// How many pawns of each of `bands` stand inside the ruins now (their base's centre within
/// the circle); zeros outside this Commission.
pub(in crate::conflict) fn enemies_in_ruins(world: &ConflictWorld, bands: usize) -> Vec<usize> {
    let mut inside = vec![0; bands];
    let playing = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    if playing != Commission::DefenceToTheBitterEnd {
        return inside;
    }
    let Some((middle, radius)) = ruins(world) else {
        return inside;
    };
    for id in live_pawns(world) {
        let Some(band) = crate::conflict::world::pawns::side(world, id) else {
            continue;
        };
        if footing(world, id).is_some_and(|place| place.base().centre.distance(middle) <= radius)
            && let Some(count) = inside.get_mut(band)
        {
            *count += 1;
        }
    }
    inside
}

/// What a layout lacks for the page: "ruins in the middle of the table area, on a hill" (a
/// raised level under the middle of the table).
pub(super) fn layout_problem(layout: &Layout) -> Option<Message> {
    let middle = Vec2::new(layout.table.width / 2.0, layout.table.depth / 2.0);
    let on_a_hill = layout
        .pieces
        .iter()
        .any(|piece| piece.kind == PieceKind::Level && piece.footprint_distance(middle) <= 0.0);
    (!on_a_hill).then(|| msg!("conflict-commission-bitter-end-no-hill"))
}
