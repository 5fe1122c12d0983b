//! 1650 § Enemy Pawns and Antagonists in Clashes, the table's rows 2 to 4, for the enemy no player
//! commands when it wins a clash: attacked from its Rearguard, it turns to face your pawn; not
//! engaged any more, it engages another of your pawns within 5 cm or moves 5 cm towards the
//! nearest; else it pushes back. In the base of `conflict/` so `antagonist_play`, which answers
//! for it, reads it without importing `solo`.

use super::components::ClashVerdict;
use super::orders::ConflictCommand;
use super::pawns::{enemies_of, engaged_with, footing, side};
use crate::rules::activation::{ClashResult, RESOLUTION_MOVE_CM};
use crate::table::movement::Waypoint;
use bevy_ecs::prelude::World;

/// The results the table's first fitting row gives, then the fall-backs (push back, hold): the
/// first the rules accept is played.
pub(super) fn results(world: &World, verdict: &ClashVerdict) -> Vec<ConflictCommand> {
    let mut results = Vec::new();
    let winner = verdict.winner;
    if let (Some(own), Some(band)) = (footing(world, winner), side(world, winner)) {
        let own = own.base();
        let foes: Vec<u32> = enemies_of(world, band);
        let base_of = |pawn: u32| footing(world, pawn).map(|place| place.base());
        // Row 2: attacked from its Rearguard (an engaged pawn of yours behind it).
        let behind = engaged_with(world, winner)
            .into_iter()
            .filter_map(base_of)
            .find(|theirs| own.has_in_rearguard(theirs));
        if let Some(theirs) = behind {
            let towards = theirs.centre - own.centre;
            results.push(ConflictCommand::ResolveClash {
                result: ClashResult::Turn {
                    facing: towards.y.atan2(towards.x).to_degrees(),
                },
            });
        }
        // Row 3: not engaged: into contact with one of yours within 5 cm, else 5 cm towards
        // the nearest.
        if verdict.beaten {
            let mut near: Vec<(f32, crate::table::base::Base)> = foes
                .into_iter()
                .filter_map(base_of)
                .map(|theirs| (own.edge_distance(&theirs), theirs))
                .collect();
            near.sort_by(|a, b| a.0.total_cmp(&b.0));
            if let Some(&(gap, theirs)) = near.first() {
                let towards = (theirs.centre - own.centre).normalize_or_zero();
                let step = gap.min(RESOLUTION_MOVE_CM);
                let to = own.centre + towards * step;
                results.push(ConflictCommand::ResolveClash {
                    result: ClashResult::Engage {
                        path: vec![Waypoint {
                            x: to.x,
                            y: to.y,
                            level: None,
                        }],
                        facing: None,
                    },
                });
            }
        }
    }
    // Row 4: it pushes back; holding when nothing else is allowed.
    results.push(ConflictCommand::ResolveClash {
        result: ClashResult::PushingBack,
    });
    results.push(ConflictCommand::ResolveClash {
        result: ClashResult::Hold,
    });
    results
}
