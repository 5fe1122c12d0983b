//! 1650 § Enemy Pawns and Antagonists in Clashes, the table's rows 2 to 4, for the enemy no player
//! commands when it wins a clash: attacked from its Rearguard, it turns to face your pawn; not
//! engaged any more, it engages another of your pawns within 5 cm or moves 5 cm towards the
//! nearest; else it pushes back. In the base of `conflict/` so `antagonists::clash`, which answers
//! for it, reads it without importing `solo`.

use crate::conflict::orders::ConflictCommand;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::ClashVerdict;
use crate::conflict::world::pawns::{enemies_of, engaged_with, footing, side};
use crate::rules::activation::{ClashResult, RESOLUTION_MOVE_CM};
use crate::table::movement::Waypoint;

/// The results the table's first fitting row gives, then the fall-backs (push back, hold): the
/// first the rules accept is played.
pub(in crate::conflict) fn results(
    world: &ConflictWorld,
    verdict: &ClashVerdict,
) -> Vec<ConflictCommand> {
    let mut results = Vec::new();
    let winner = verdict.winner;
    if let (Some(own), Some(band)) = (footing(world, winner), side(world, winner)) {
        let own = own.base();
        let foes = enemies_of(world, band);
        let base_of = |pawn: u32| crate::conflict::world::pawns::base(world, pawn);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conflict::world::pawn_index::PawnIndex;
    use crate::rules::activation::ClashResult;
    use crate::table::base::Placement;

    fn at(x: f32, y: f32, facing_degrees: f32) -> Placement {
        Placement {
            x,
            y,
            level: 0.0,
            facing_degrees,
        }
    }

    /// Pawn 0 (the enemy, winning) at (20, 20) facing east; pawn 1 in contact at `other`.
    fn clash(other: Placement) -> ConflictWorld {
        let layout = crate::conflict::world::snapshot::bare_layout(40.0, 40.0);
        let mut world = crate::conflict::world::snapshot::test_world(
            layout,
            ["winner", "yours"],
            [at(20.0, 20.0, 0.0), other],
        );
        for (pawn, foe) in [(0, 1), (1, 0)] {
            world.resource_mut::<PawnIndex>().engaged[pawn] = vec![foe];
        }
        world
    }

    fn first(world: &ConflictWorld) -> Option<ConflictCommand> {
        let verdict = ClashVerdict {
            winner: 0,
            loser: 1,
            beaten: false,
        };
        results(world, &verdict).into_iter().next()
    }

    /// § Enemy Pawns and Antagonists in Clashes, row 2: "an enemy pawn or Antagonist winning a
    /// clash and who has been attacked from the Rearguard will always turn to face your pawn";
    /// attacked from the front, it pushes back (row 4).
    #[test]
    fn enemy_pawns_in_clashes_row_2_a_winner_attacked_from_its_rearguard_turns_to_face_it() {
        let behind = clash(at(17.5, 20.0, 0.0));
        match first(&behind) {
            Some(ConflictCommand::ResolveClash {
                result: ClashResult::Turn { facing },
            }) => assert!((facing.rem_euclid(360.0) - 180.0).abs() < 1.0, "{facing}"),
            other => panic!("turns to face the pawn behind it: {other:?}"),
        }
        let in_front = clash(at(22.5, 20.0, 180.0));
        assert_eq!(
            first(&in_front),
            Some(ConflictCommand::ResolveClash {
                result: ClashResult::PushingBack
            })
        );
    }
}
