//! The computer's many tries of one pawn's paths are checked among the pawns near enough to
//! matter (`pawns_near_path`), and a try whose end is off the table, on a base or in a solid is
//! refused at once (`end_refused`): the answers must be the whole table's.

use crate::table_movement::{busy_pieces, busy_table};
use proptest::prelude::*;
use ysbilia_core::table::movement::{
    Maneuver, MoveContext, MoveRequest, Waypoint, check_move, end_refused, keeps_within,
    pawns_near_path,
};

proptest! {
    /// § Movement Maneuvers, § Engaging an Enemy Pawn, § Attack of Opportunity: a path whose
    /// every waypoint is within the maneuver's reach of the start, checked among the pawns
    /// `pawns_near_path` keeps, gets the answer the whole table gives: the plan (whom it
    /// engages, which Action Areas it crosses) or the refusal, to the place and the words.
    /// Pawns are drawn round the mover, and now and then the path ends in contact with one,
    /// so engaging (its side, its Line of Sight) is weighed too. And a path the walk tries
    /// refuse at once for its end (`end_refused`) is refused by the whole check.
    #[test]
    fn movement_maneuvers_a_path_near_its_start_gets_the_whole_tables_answer_among_the_near_pawns(
        (grounds, walls, _) in busy_pieces(),
        around in prop::collection::vec(
            (-30.0f32..30.0, -30.0f32..30.0, 0.0f32..360.0, any::<bool>()),
            0..12,
        ),
        start in (10.0f32..90.0, 10.0f32..90.0),
        points in prop::collection::vec((-0.7f32..0.7, -0.7f32..0.7), 1..3),
        contact in prop::option::of(0usize..12),
        maneuver in 0usize..3,
        ground_rough in any::<bool>(),
        street_wise in any::<bool>(),
    ) {
        let others: Vec<(f32, f32, f32, bool)> = around
            .iter()
            .map(|&(dx, dy, facing, in_clash)| {
                ((start.0 + dx).clamp(2.0, 98.0), (start.1 + dy).clamp(2.0, 98.0), facing, in_clash)
            })
            .collect();
        let (scenery, pawns, enemies) = busy_table(&grounds, &walls, &others, start);
        let mover = pawns[0];
        let maneuver = [Maneuver::Walk, Maneuver::Charge { roll: 10 }, Maneuver::Swim][maneuver];
        let reach = maneuver.reach();
        let mut at = mover.base.centre;
        let mut waypoints: Vec<Waypoint> = points
            .iter()
            .map(|&(dx, dy)| {
                at += parry3d::math::Vec2::new(dx, dy) * reach;
                Waypoint { x: at.x, y: at.y, level: None }
            })
            .collect();
        // Into contact with another pawn, from the path's last point but one.
        if let Some(other) = contact.and_then(|index| pawns.get(index + 1))
            && let Some(last) = waypoints.last_mut()
        {
            let from = at - parry3d::math::Vec2::new(points[points.len() - 1].0, points[points.len() - 1].1) * reach;
            let towards = (other.base.centre - from).normalize_or_zero();
            let end = other.base.centre - towards * (other.base.radius + mover.base.radius);
            *last = Waypoint { x: end.x, y: end.y, level: None };
        }
        prop_assume!(keeps_within(&mover, &waypoints, reach));
        let request = MoveRequest { maneuver, waypoints, final_facing_degrees: None };
        let whole = MoveContext { scenery: &scenery, pawns: &pawns, enemies: &enemies, street_wise, ground_rough };
        let near_pawns = pawns_near_path(&pawns, &mover, reach);
        let near = MoveContext { pawns: &near_pawns, ..whole };
        let answer = check_move(&whole, &mover, &request);
        prop_assert_eq!(check_move(&near, &mover, &request), answer.clone());
        // § Terrain: a path of one leg whose end `end_refused` finds off the table, on another
        // base or in a solid is refused by the whole check too (whatever it meets first).
        if end_refused(&whole, &mover, &request.waypoints) {
            prop_assert!(answer.is_err());
        }
    }
}
