//! Leaving the table on purpose: where a Commission's Decree counts the pawns brought off the
//! table by an edge (§ Artillery's Wearing Down), the active pawn touching that edge may walk
//! off it. It is not beaten: no Pay, no Honour for its enemies.

use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::state::Conflict;
use crate::conflict::turns::deployment::base_edges;
use crate::conflict::turns::deployment::edge_strip;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Fate, Playing, Table};
use crate::conflict::world::pawns::{check_active, engaged_with, footing};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;

/// The edge the active `pawn` may leave the table by now, or why it may not.
pub(in crate::conflict) fn check_leave(
    world: &ConflictWorld,
    pawn: u32,
) -> Result<Edge, Rejection> {
    check_active(world, pawn)?;
    let commission = world.resource::<Playing>().0;
    let section = rule(commission.name());
    if !commission.counts_leaving() || !commission.may_leave(world, pawn) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-movement-leave-who",
                commission = commission.name(),
                who = commission.who_leaves()
            ),
        ));
    }
    if !engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            rule("Pawns' Reactions"),
            msg!(
                "conflict-movement-leave-engaged",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    let Some(place) = footing(world, pawn) else {
        return Err(Rejection::new(msg!(
            "conflict-movement-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let table = world.resource::<Table>().0.layout().table;
    let points = base_edges(&place.base());
    Edge::ALL
        .into_iter()
        .find(|&edge| {
            let strip = edge_strip(table, edge);
            points.iter().all(|&point| strip.contains(point))
        })
        .filter(|_| place.0.level.abs() < crate::table::base::LEVEL_TOLERANCE_CM)
        .ok_or_else(|| {
            Rejection::by_rule(
                section,
                msg!(
                    "conflict-movement-leave-from-edge",
                    pawn = pawn_name(world, pawn)
                ),
            )
        })
}

/// The active `pawn` leaves the table by the edge it touches.
pub(in crate::conflict) fn leave(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let edge = check_leave(world, pawn)?;
    harm::remove(world, pawn, Fate::Left { edge }, false, None, resolution);
    Ok(())
}

impl Conflict {
    /// The edge `pawn` may leave the table by now (the app's button), or why not.
    pub fn check_leave_table(&self, pawn: u32) -> Result<Edge, Rejection> {
        check_leave(&self.world, pawn)
    }
}
