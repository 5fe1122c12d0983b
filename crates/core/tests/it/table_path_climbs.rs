//! The path planner's search with climbs and jumps is left unbuilt when the search on the level
//! alone went everywhere it could and no leg from there reaches a climb or a jump: the answer
//! must be the full search's.

use crate::tables::pawn;
use parry3d::math::Vec2;
use ysbilia_core::table::base::Point;
use ysbilia_core::table::movement::{Maneuver, MoveContext};
use ysbilia_core::table::path::{
    Goal, PathRequest, Route, find_route, find_route_searched_in_full,
};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::SightPawn;

/// A route to the last bit: its waypoints (levels too) and length.
fn answer(route: &Option<Route>) -> Option<(Vec<[u32; 3]>, u32)> {
    route.as_ref().map(|route| {
        let points = route
            .waypoints
            .iter()
            .map(|point| {
                [
                    point.x.to_bits(),
                    point.y.to_bits(),
                    point.level.map_or(u32::MAX, f32::to_bits),
                ]
            })
            .collect();
        (points, route.length.to_bits())
    })
}

/// § Movement Maneuvers, § Every Man for Himself, § Engaging an Enemy Pawn: on every shipped
/// layout, from a scatter of places, the mover free, half hemmed in or boxed in by enemy bases,
/// runs to every edge and walks into contact with a far pawn are planned as the full search
/// plans them (whichever search answers); both pawns that cannot get out and ways that climb
/// occur.
#[test]
fn movement_maneuvers_the_search_with_climbs_left_unbuilt_answers_as_the_full_search() {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let layouts = ysbilia_core::conflict::computer::easy::load_layouts(root).expect("the layouts");
    let (mut trapped, mut climbing, mut asked) = (0, 0, 0);
    for layout in layouts {
        let scenery = Scenery::new(layout);
        let size = scenery.layout().table;
        for step in 0..24 {
            let start = Vec2::new(
                3.0 + (step as f32 * 17.31) % (size.width - 6.0),
                3.0 + (step as f32 * 11.17 + step as f32 * step as f32 * 0.37) % (size.depth - 6.0),
            );
            let mover = pawn(1, start.x, start.y, 0.0);
            let far = pawn(2, size.width - start.x, size.depth - start.y, 90.0);
            for ring in [0usize, 5, 6] {
                let mut pawns: Vec<SightPawn> = vec![mover, far];
                let reach = 2.0 * mover.base.radius + 0.02;
                pawns.extend((0..ring).map(|index| {
                    let at = start
                        + ysbilia_core::table::base::facing_vector(index as f32 * 60.0) * reach;
                    pawn(10 + index as u32, at.x, at.y, index as f32 * 60.0 + 180.0)
                }));
                let enemies: Vec<u32> = pawns.iter().skip(1).map(|other| other.id).collect();
                let context = MoveContext {
                    scenery: &scenery,
                    pawns: &pawns,
                    enemies: &enemies,
                    street_wise: false,
                    ground_rough: false,
                };
                let radius = mover.base.radius;
                let (low, high_x, high_y) = (radius, size.width - radius, size.depth - radius);
                let lines = [
                    ((low, low), (high_x, low)),
                    ((low, high_y), (high_x, high_y)),
                    ((low, low), (low, high_y)),
                    ((high_x, low), (high_x, high_y)),
                ];
                let mut goals: Vec<(Goal, Maneuver, f32)> = lines
                    .iter()
                    .map(|&((from_x, from_y), (to_x, to_y))| {
                        let goal = Goal::Line {
                            from: Point {
                                x: from_x,
                                y: from_y,
                            },
                            to: Point { x: to_x, y: to_y },
                        };
                        (goal, Maneuver::Charge { roll: 10 }, f32::INFINITY)
                    })
                    .collect();
                goals.push((Goal::Contact(2), Maneuver::Walk, f32::INFINITY));
                goals.push((Goal::Contact(2), Maneuver::Walk, 60.0));
                for (goal, maneuver, longest) in goals {
                    let request = PathRequest {
                        maneuver,
                        pinned: &[],
                        goal,
                        longest,
                        avoid: &[],
                        pawns_near: None,
                        final_facing_degrees: None,
                    };
                    let quick = find_route(&context, &mover, &request);
                    let full = find_route_searched_in_full(&context, &mover, &request);
                    assert_eq!(
                        answer(&quick),
                        answer(&full),
                        "from {start:?} ({ring} round it) to {request:?}"
                    );
                    asked += 1;
                    match &quick {
                        None => trapped += 1,
                        Some(route) => {
                            if route.waypoints.iter().any(|point| point.level.is_some()) {
                                climbing += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("asked {asked}, trapped {trapped}, climbing {climbing}");
    assert!(
        trapped > 0 && climbing > 0,
        "asked {asked}: {trapped} found nothing, {climbing} climbed"
    );
}
