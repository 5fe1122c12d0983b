//! The path planner (1650 § Movement Maneuvers, § Terrain, § Engaging an Enemy Pawn, § Every
//! Man for Himself): hand-checked paths on the shipped layouts and hand-built tables, and the
//! invariants every planned path keeps.

use crate::tables::{pawn, piece, table};
use parry3d::math::{Vec2, Vec3};
use proptest::prelude::*;
use ysbilia_core::table::base::{Base, Placement, Point};
use ysbilia_core::table::layout::{Footprint, Layout, Opening, OpeningKind, PieceKind, Wall};
use ysbilia_core::table::movement::{
    Maneuver, MoveContext, MoveRequest, Step, Waypoint, check_move,
};
use ysbilia_core::table::path::{
    Goal, PathRequest, PlannedPath, find_route, find_route_searched_in_full, plan_path,
};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::SightPawn;

fn shipped(name: &str) -> Scenery {
    let file = format!(
        "{}/../../scenarios/layouts/{name}.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&file).expect("a shipped layout");
    Scenery::new(Layout::parse(&file, &text).expect("it parses"))
}

/// § Movement Maneuvers: a base stands on a level where something there covers its centre:
/// `has_surface_at` answers as the surfaces under the point say, on every shipped layout, at
/// every height anything gives and a hair off it.
#[test]
fn movement_maneuvers_a_surface_is_found_where_the_surfaces_under_it_say() {
    use ysbilia_core::table::base::LEVEL_TOLERANCE_CM;
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let layouts = ysbilia_core::conflict::computer::easy::load_layouts(root).expect("the layouts");
    let (mut found, mut asked) = (0, 0);
    for layout in layouts {
        let name = layout.name.clone();
        let scenery = Scenery::new(layout);
        let size = scenery.layout().table;
        let heights = scenery.surface_heights();
        for step in 0..400 {
            // A point on a fixed scatter over the table.
            let point = Vec2::new(
                (step as f32 * 7.31) % size.width,
                (step as f32 * 3.17 + step as f32 * step as f32 * 0.013) % size.depth,
            );
            let under = scenery.surfaces_at(point);
            for &height in &heights {
                for level in [
                    height,
                    height + 0.5 * LEVEL_TOLERANCE_CM,
                    height + 2.0 * LEVEL_TOLERANCE_CM,
                ] {
                    let expected = level <= LEVEL_TOLERANCE_CM
                        || under
                            .iter()
                            .any(|surface| (surface - level).abs() <= LEVEL_TOLERANCE_CM);
                    asked += 1;
                    found += usize::from(expected && level > LEVEL_TOLERANCE_CM);
                    assert_eq!(
                        scenery.has_surface_at(point, level),
                        expected,
                        "{name} at {point:?}, level {level}"
                    );
                }
            }
        }
    }
    // Not vacuous: some raised surfaces are found, and many levels have none.
    assert!(found > 0 && found < asked, "{found} of {asked}");
}

fn context<'a>(
    scenery: &'a Scenery,
    pawns: &'a [SightPawn],
    enemies: &'a [u32],
) -> MoveContext<'a> {
    MoveContext {
        scenery,
        pawns,
        enemies,
        street_wise: false,
        ground_rough: false,
    }
}

fn to_point(x: f32, y: f32) -> Goal {
    Goal::Point(Waypoint { x, y, level: None })
}

fn walk(goal: Goal) -> PathRequest<'static> {
    PathRequest {
        maneuver: Maneuver::Walk,
        pinned: &[],
        goal,
        longest: Maneuver::Walk.reach(),
        avoid: &[],
        pawns_near: None,
        final_facing_degrees: None,
    }
}

fn points(start: Vec2, path: &PlannedPath) -> Vec<Vec2> {
    std::iter::once(start)
        .chain(
            path.waypoints
                .iter()
                .map(|point| Vec2::new(point.x, point.y)),
        )
        .collect()
}

#[test]
fn movement_maneuvers_a_walk_out_of_the_church_goes_through_its_south_door() {
    // The church (To Seek Sanctuary) spans x 35..65, y 80..100; its south door x 48..52.
    let scenery = shipped("church-sanctuary");
    let pawns = [pawn(1, 46.5, 83.0, 270.0)];
    let table = context(&scenery, &pawns, &[]);
    let straight = check_move(
        &table,
        &pawns[0],
        &MoveRequest {
            maneuver: Maneuver::Walk,
            waypoints: vec![Waypoint {
                x: 46.5,
                y: 77.0,
                level: None,
            }],
            final_facing_degrees: None,
        },
    )
    .expect_err("the south wall is in the way");
    assert!(
        straight.reason.to_string().contains("church"),
        "{straight:?}"
    );
    let planned =
        plan_path(&table, &pawns[0], &walk(to_point(46.5, 77.0))).expect("out by the door");
    assert!(planned.detour);
    let path = points(pawns[0].base.centre, &planned);
    assert!(
        path.iter()
            .any(|point| (48.0..=52.0).contains(&point.x) && (78.0..=82.0).contains(&point.y)),
        "it bends in the doorway: {path:?}"
    );
    // By hand: to the door's west jamb grown by the base (49.3, 81.7), out to (49.3, 78.4),
    // then to the point: about 3.1 + 3.3 + 3.1 cm.
    assert!(
        (8.5..10.0).contains(&planned.plan.length),
        "{}",
        planned.plan.length
    );
    for leg in path.windows(2) {
        let (from, to) = (leg[0], leg[1]);
        assert!(
            scenery
                .first_blocker(Vec3::new(from.x, from.y, 1.0), Vec3::new(to.x, to.y, 1.0))
                .is_none(),
            "no leg crosses a wall: {from:?} → {to:?}"
        );
    }
}

#[test]
fn movement_maneuvers_a_walk_goes_round_the_market_stalls() {
    // The stalls: 10 x 3 cm at (78, 42), turned 10°; their east end runs from about
    // (83.2, 41.4) to (82.7, 44.4).
    let scenery = shipped("church-sanctuary");
    let pawns = [pawn(1, 83.0, 39.0, 90.0)];
    let table = context(&scenery, &pawns, &[]);
    let planned = plan_path(&table, &pawns[0], &walk(to_point(83.0, 46.5))).expect("round the end");
    assert!(planned.detour);
    // By hand: (83, 39) → (84.7, 40.9) → (84.2, 45.9) → (83, 46.5): 2.6 + 5.0 + 1.3 cm.
    assert!(
        (8.4..9.4).contains(&planned.plan.length),
        "{}",
        planned.plan.length
    );
    assert!(
        planned.plan.steps.is_empty(),
        "round, not over: {:?}",
        planned.plan.steps
    );
    assert!(
        planned
            .waypoints
            .iter()
            .all(|point| point.x > 83.5 || point == planned.waypoints.last().expect("a point")),
        "it goes round the east end: {:?}",
        planned.waypoints
    );
}

#[test]
fn movement_maneuvers_nothing_in_the_way_the_path_is_the_straight_line() {
    let scenery = table(Vec::new());
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    let planned = plan_path(
        &context(&scenery, &pawns, &[]),
        &pawns[0],
        &walk(to_point(26.0, 28.0)),
    )
    .expect("open ground");
    assert!(!planned.detour);
    assert!((planned.plan.length - 10.0).abs() < 1e-4);
    assert_eq!(planned.waypoints.len(), 1);
}

#[test]
fn movement_maneuvers_a_closed_room_has_no_way_out_and_says_why() {
    let scenery = table(vec![piece(
        "locked barn",
        PieceKind::Building {
            storeys: 2,
            openings: Vec::new(),
        },
        Footprint::Rect {
            width: 10.0,
            depth: 10.0,
        },
        50.0,
        50.0,
        0.0,
    )]);
    let pawns = [pawn(1, 50.0, 50.0, 0.0)];
    let refused = plan_path(
        &context(&scenery, &pawns, &[]),
        &pawns[0],
        &walk(to_point(50.0, 41.0)),
    )
    .expect_err("no door");
    assert!(
        refused.reason.to_string().contains("locked barn"),
        "{refused:?}"
    );
    assert!(
        refused
            .reason
            .to_string()
            .contains("no way round it within 10.0 cm"),
        "{refused:?}"
    );
}

#[test]
fn movement_maneuvers_a_walk_climbs_onto_a_level_far_from_its_edge() {
    // A 4 cm platform x 40..60; the point clicked is 8 cm in from its west edge.
    let scenery = table(vec![piece(
        "platform",
        PieceKind::Level,
        Footprint::Rect {
            width: 20.0,
            depth: 20.0,
        },
        50.0,
        50.0,
        4.0,
    )]);
    let pawns = [pawn(1, 37.0, 50.0, 0.0)];
    let table_context = context(&scenery, &pawns, &[]);
    let goal = Goal::Point(Waypoint {
        x: 44.0,
        y: 50.0,
        level: Some(4.0),
    });
    let planned = plan_path(&table_context, &pawns[0], &walk(goal)).expect("walk, climb, walk");
    assert!(planned.detour);
    assert_eq!(
        planned
            .plan
            .steps
            .iter()
            .filter(|step| matches!(step, Step::Climb { .. }))
            .count(),
        1,
        "{:?}",
        planned.plan.steps
    );
    assert!((planned.plan.end_level - 4.0).abs() < 1e-4);
}

#[test]
fn engaging_an_enemy_pawn_the_walk_goes_round_a_wall_into_contact() {
    let scenery = table(vec![piece(
        "wall",
        PieceKind::LargeObstacle,
        Footprint::Rect {
            width: 1.0,
            depth: 4.0,
        },
        50.0,
        50.0,
        3.0,
    )]);
    // The enemy faces the wall: its front, the side facing the start, is reached round
    // the wall's end (y 48..52) at about 45°. The wall is 3 cm high: the walker sees the
    // enemy's head over it, as a walk that engages needs (§ Engaging an Enemy Pawn).
    let pawns = [pawn(1, 47.0, 50.0, 0.0), pawn(2, 55.0, 50.0, 180.0)];
    let planned = plan_path(
        &context(&scenery, &pawns, &[2]),
        &pawns[0],
        &walk(Goal::Contact(2)),
    )
    .expect("round the wall's end");
    assert!(planned.detour);
    assert_eq!(planned.plan.engagements.len(), 1);
    assert_eq!(planned.plan.engagements[0].enemy, 2);
}

#[test]
fn every_man_for_himself_the_run_to_the_edge_keeps_out_of_enemy_action_areas() {
    // An enemy 10 cm south of the runner faces it; the South edge lies beyond.
    let scenery = table(Vec::new());
    let pawns = [pawn(1, 50.0, 14.0, 270.0), pawn(2, 50.0, 4.0, 90.0)];
    let avoid = [pawns[1].base];
    let request = PathRequest {
        maneuver: Maneuver::Charge { roll: 10 },
        pinned: &[],
        goal: Goal::Line {
            from: Point { x: 0.0, y: 1.25 },
            to: Point { x: 100.0, y: 1.25 },
        },
        longest: f32::INFINITY,
        avoid: &avoid,
        pawns_near: None,
        final_facing_degrees: None,
    };
    let route = find_route(&context(&scenery, &pawns, &[]), &pawns[0], &request).expect("round it");
    let mut from = pawns[0].base.centre;
    for waypoint in &route.waypoints {
        let to = Vec2::new(waypoint.x, waypoint.y);
        for step in 0..=100 {
            let point = from.lerp(to, step as f32 / 100.0);
            let runner = Base::at(Placement {
                x: point.x,
                y: point.y,
                level: 0.0,
                facing_degrees: 0.0,
            });
            assert!(
                !pawns[1].base.action_area_reaches(&runner),
                "at {point:?} the runner is in the enemy's Action Area"
            );
        }
        from = to;
    }
    assert!(
        (from.y - 1.25).abs() < 1e-3,
        "it reaches the edge: {from:?}"
    );
}

/// § Every Man for Himself: a run to an edge that the planner finds straight onto the edge,
/// without adding its corners, is the very route the full search finds (to the last bit), from
/// everywhere on a busy table, towards every edge, keeping out of an enemy's Action Area or
/// not; and both kinds of route occur.
#[test]
fn every_man_for_himself_the_run_found_without_corners_is_the_full_searchs() {
    let scenery = busy_table();
    let size = scenery.layout().table;
    let (mut straight, mut bent) = (0, 0);
    for step in 0..81 {
        let (x, y) = (
            4.0 + (step % 9) as f32 * 11.5,
            4.0 + (step / 9) as f32 * 11.5,
        );
        let pawns = [pawn(1, x, y, 0.0), pawn(2, 50.0, 50.0, step as f32 * 40.0)];
        let table_context = context(&scenery, &pawns, &[2]);
        let radius = pawns[0].base.radius;
        let (low, high_x, high_y) = (radius, size.width - radius, size.depth - radius);
        let edges = [
            ((low, low), (high_x, low)),
            ((low, high_y), (high_x, high_y)),
            ((low, low), (low, high_y)),
            ((high_x, low), (high_x, high_y)),
        ];
        for ((from_x, from_y), (to_x, to_y)) in edges {
            for avoid in [&[pawns[1].base][..], &[]] {
                let request = PathRequest {
                    maneuver: Maneuver::Charge { roll: 10 },
                    pinned: &[],
                    goal: Goal::Line {
                        from: Point {
                            x: from_x,
                            y: from_y,
                        },
                        to: Point { x: to_x, y: to_y },
                    },
                    longest: f32::INFINITY,
                    avoid,
                    pawns_near: Some(30.0),
                    final_facing_degrees: None,
                };
                let quick = find_route(&table_context, &pawns[0], &request);
                let full = find_route_searched_in_full(&table_context, &pawns[0], &request);
                let answer = |route: &Option<ysbilia_core::table::path::Route>| {
                    route.as_ref().map(|route| {
                        let points: Vec<[u32; 2]> = route
                            .waypoints
                            .iter()
                            .map(|point| [point.x.to_bits(), point.y.to_bits()])
                            .collect();
                        (points, route.length.to_bits())
                    })
                };
                assert_eq!(
                    answer(&quick),
                    answer(&full),
                    "from ({x}, {y}) to {request:?}"
                );
                match quick.map(|route| route.waypoints.len()) {
                    Some(1) => straight += 1,
                    Some(_) => bent += 1,
                    None => {}
                }
            }
        }
    }
    assert!(
        straight > 50 && bent > 50,
        "{straight} straight, {bent} bent"
    );
}

/// A building with doors, a rock, a platform and water: the invariants' table.
fn busy_table() -> Scenery {
    let mut house = piece(
        "house",
        PieceKind::Building {
            storeys: 1,
            openings: vec![Opening {
                wall: Wall::South,
                kind: OpeningKind::Door,
                along: 4.0,
                width: 3.0,
                bottom: 0.0,
                height: 4.5,
            }],
        },
        Footprint::Rect {
            width: 14.0,
            depth: 10.0,
        },
        40.0,
        60.0,
        0.0,
    );
    house.rotation_degrees = 20.0;
    table(vec![
        house,
        piece(
            "rock",
            PieceKind::LargeObstacle,
            Footprint::Circle { radius: 3.0 },
            60.0,
            45.0,
            8.0,
        ),
        piece(
            "pond",
            PieceKind::Water,
            Footprint::Rect {
                width: 8.0,
                depth: 6.0,
            },
            45.0,
            40.0,
            0.0,
        ),
        piece(
            "mound",
            PieceKind::Level,
            Footprint::Rect {
                width: 8.0,
                depth: 8.0,
            },
            62.0,
            62.0,
            3.0,
        ),
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Whatever the search returns within the walk's reach, the move check accepts; no leg
    /// passes through a wall or a rock; with nothing in the way it is the straight line.
    #[test]
    fn movement_maneuvers_a_planned_path_is_one_the_move_check_accepts(
        start_x in 28.0f32..72.0, start_y in 28.0f32..72.0,
        end_x in 28.0f32..72.0, end_y in 28.0f32..72.0,
    ) {
        let scenery = busy_table();
        let pawns = [pawn(1, start_x, start_y, 0.0)];
        let table_context = context(&scenery, &pawns, &[]);
        if ysbilia_core::table::movement::check_standing(&table_context, &pawns[0], pawns[0].base.centre, 0.0).is_err() {
            return Ok(());
        }
        let request = walk(to_point(end_x, end_y));
        if let Some(route) = find_route(&table_context, &pawns[0], &request) {
            let accepted = check_move(&table_context, &pawns[0], &MoveRequest {
                maneuver: Maneuver::Walk,
                waypoints: route.waypoints.clone(),
                final_facing_degrees: None,
            });
            prop_assert!(accepted.is_ok(), "{:?} refused: {:?}", route.waypoints, accepted);
            let (mut from, mut level) = (pawns[0].base.centre, 0.0);
            for waypoint in &route.waypoints {
                let to = Vec2::new(waypoint.x, waypoint.y);
                if waypoint.level.is_none() && from.distance(to) > 1e-3 {
                    let blocker = scenery.first_blocker(
                        Vec3::new(from.x, from.y, level + 1.0),
                        Vec3::new(to.x, to.y, level + 1.0),
                    );
                    prop_assert!(blocker.is_none(), "{from:?} → {to:?} crosses {blocker:?}");
                }
                level = waypoint.level.unwrap_or(level);
                from = to;
            }
        }
        let open = table(Vec::new());
        let alone = context(&open, &pawns, &[]);
        if let Ok(planned) = plan_path(&alone, &pawns[0], &request) {
            let straight = pawns[0].base.centre.distance(Vec2::new(end_x, end_y));
            prop_assert!((planned.plan.length - straight).abs() < 1e-3);
        }
    }
}
