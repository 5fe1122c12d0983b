//! The computer's aims that come from the Commission's Decrees rather than the nearest enemy:
//! an attacker that must bring pawns off the table by the far edge (§ Artillery's Wearing Down)
//! walks for it and leaves by it.

use super::command::ConflictCommand;
use super::view::PawnView;
use super::{Conflict, commission::Role};
use crate::simulate::Chooser;
use crate::table::base::Base;

/// Enemies nearer than this are fought first (cm).
const FIGHT_FIRST_CM: f32 = 12.0;
/// Closer to the edge than this, the pawn leaves rather than walks (cm).
const MIN_STEP_CM: f32 = 0.5;

impl Conflict {
    /// The edge `band` must bring pawns off the table by, where a Decree counts them.
    fn far_edge(&self, band: usize) -> Option<super::components::Edge> {
        let commission = self.setup.commission;
        if !commission.counts_leaving() || commission.role_of(band) != Role::Attacker {
            return None;
        }
        let edges = self.progress().edges?;
        edges.get(band).map(|edge| edge.opposite())
    }

    /// Leaves by the far edge when touching it.
    pub(super) fn leave_for_decree(&self, me: &PawnView) -> Option<ConflictCommand> {
        let far = self.far_edge(me.side)?;
        (self.check_leave_table(me.id).ok()? == far)
            .then_some(ConflictCommand::LeaveTable { pawn: me.id })
    }

    /// A walk towards the far edge, unless an enemy is close enough to fight first.
    pub(super) fn make_for_edge(
        &self,
        me: &PawnView,
        enemies: &[&PawnView],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let far = self.far_edge(me.side)?;
        let own = Base::at(me.placement?);
        let near = enemies.iter().any(|enemy| {
            enemy
                .placement
                .is_some_and(|place| Base::at(place).edge_distance(&own) < FIGHT_FIRST_CM)
        });
        if near && chooser.index(3) != Some(0) {
            return None;
        }
        let ahead = far.outward_degrees();
        let to_edge = far.distance(self.setup.layout.table, own.centre) - own.radius;
        if to_edge < MIN_STEP_CM {
            return None;
        }
        self.free_walk(me.id, own.centre, ahead, to_edge)
    }
}
