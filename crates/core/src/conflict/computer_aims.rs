//! The computer's aims that come from the Commission's Decrees rather than the nearest enemy:
//! an attacker that must bring pawns off the table by the far edge (§ Artillery's Wearing Down)
//! walks for it and leaves by it.

use super::command::{ConflictCommand, Gait};
use super::moves::{TablePawns, check_path_among};
use super::view::PawnView;
use super::{Conflict, commission::Role};
use crate::simulate::Chooser;
use crate::table::base::{Base, facing_vector};
use crate::table::movement::Waypoint;
use parry3d::math::Vec2;

/// Enemies nearer than this are fought first (cm).
const FIGHT_FIRST_CM: f32 = 12.0;
const STEPS_CM: [f32; 3] = [10.0, 6.0, 3.0];
const DETOURS_DEGREES: [f32; 5] = [0.0, 30.0, -30.0, 60.0, -60.0];

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
        let size = self.setup.layout.table;
        let to_edge = far.distance(size, own.centre) - own.radius;
        let table = TablePawns::for_pawn(&self.world, me.id);
        for length in STEPS_CM {
            let length = length.min(to_edge.max(0.0));
            if length <= 0.0 {
                break;
            }
            for detour in DETOURS_DEGREES {
                let point: Vec2 = own.centre + facing_vector(ahead + detour) * length;
                let path = [Waypoint {
                    x: point.x,
                    y: point.y,
                    level: None,
                }];
                if check_path_among(&self.world, &table, me.id, Gait::Walk, &path, None).is_ok() {
                    return Some(ConflictCommand::Move {
                        pawn: me.id,
                        gait: Gait::Walk,
                        path: path.to_vec(),
                        facing: Some(ahead),
                    });
                }
            }
        }
        None
    }
}
