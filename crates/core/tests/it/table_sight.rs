//! 1650 § Line of Sight and Approach, § Small/Large Obstacles, § Hide, § Immediate Target and
//! § Discharge Roll Modifiers (cover), on hand-built tables with hand-checked answers.

use crate::tables::{pawn, piece, table};
use proptest::prelude::*;
use ysbilia_core::table::layout::{
    Footprint, Layout, Opening, OpeningKind, Piece, PieceKind, TableSize, Wall,
};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::{
    Obstruction, SightOptions, SightPawn, SightVerdict, line_of_sight, sees_whole, sight_verdict,
};

fn wall(kind: PieceKind, height: f32) -> Piece {
    piece(
        "wall",
        kind,
        Footprint::Rect {
            width: 1.0,
            depth: 20.0,
        },
        40.0,
        50.0,
        height,
    )
}

#[test]
fn line_of_sight_on_an_open_table_sees_all_of_the_target() {
    let (observer, target) = (pawn(1, 20.0, 50.0, 0.0), pawn(2, 60.0, 50.0, 180.0));
    let sight = line_of_sight(
        &table(Vec::new()),
        &[observer, target],
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(sight.clear);
    assert!(sight.whole_base_visible && sight.whole_miniature_visible);
    assert_eq!(sight.cover_count(), 0);
}

#[test]
fn line_of_sight_only_inside_the_180_degree_arc() {
    let (observer, target) = (pawn(1, 20.0, 50.0, 180.0), pawn(2, 60.0, 50.0, 0.0));
    let sight = line_of_sight(
        &table(Vec::new()),
        &[observer, target],
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(!sight.clear);
    assert_eq!(sight.obstruction, Some(Obstruction::OutsideArc));
}

#[test]
fn large_obstacles_block_line_of_sight_and_say_where() {
    let (observer, target) = (pawn(1, 20.0, 50.0, 0.0), pawn(2, 60.0, 50.0, 180.0));
    let sight = line_of_sight(
        &table(vec![wall(PieceKind::LargeObstacle, 10.0)]),
        &[observer, target],
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(!sight.clear);
    match sight.obstruction {
        Some(Obstruction::Scenery { piece: 0, at }) => assert!(
            (at.x - 39.5).abs() < 0.01,
            "hit the wall's near face: {at:?}"
        ),
        other => panic!("expected the wall, got {other:?}"),
    }
}

#[test]
fn small_obstacles_give_cover_but_do_not_block() {
    let (observer, target) = (pawn(1, 20.0, 50.0, 0.0), pawn(2, 42.0, 50.0, 180.0));
    let sight = line_of_sight(
        &table(vec![wall(PieceKind::SmallObstacle, 2.0)]),
        &[observer, target],
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(sight.clear, "the head shows over a 2 cm wall");
    assert_eq!(sight.small_obstacles, vec![0], "−1 to the discharge");
    assert!(
        !sight.whole_base_visible,
        "the wall hides the base: a hidden pawn stays hidden"
    );
}

#[test]
fn an_obstacle_the_shooter_hides_behind_gives_no_cover() {
    let (observer, target) = (pawn(1, 38.0, 50.0, 0.0), pawn(2, 70.0, 50.0, 180.0));
    let scenery = table(vec![wall(PieceKind::SmallObstacle, 2.0)]);
    let options = SightOptions {
        observer_hidden_behind: Some(0),
    };
    let sight = line_of_sight(&scenery, &[observer, target], &observer, &target, options);
    assert!(sight.clear);
    assert!(sight.small_obstacles.is_empty());
}

#[test]
fn a_pawn_partly_behind_a_large_obstacle_has_cover_as_if_small() {
    // The target stands at the wall's end: part of it shows past the corner.
    let (observer, target) = (pawn(1, 20.0, 50.0, 0.0), pawn(2, 45.0, 63.0, 180.0));
    let sight = line_of_sight(
        &table(vec![wall(PieceKind::LargeObstacle, 10.0)]),
        &[observer, target],
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(sight.clear);
    assert_eq!(sight.partial_cover, vec![0]);
    assert_eq!(sight.cover_count(), 1);
    assert!(!sight.whole_miniature_visible);
}

#[test]
fn immediate_target_pawns_in_the_line_are_named_nearest_first() {
    let (observer, target) = (pawn(1, 20.0, 50.0, 0.0), pawn(2, 60.0, 50.0, 180.0));
    let near = pawn(3, 30.0, 50.0, 90.0);
    let mut far = pawn(4, 45.0, 50.0, 90.0);
    far.in_clash = true;
    let pawns = [observer, target, far, near];
    let sight = line_of_sight(
        &table(Vec::new()),
        &pawns,
        &observer,
        &target,
        SightOptions::default(),
    );
    assert!(!sight.clear);
    assert!(matches!(
        sight.obstruction,
        Some(Obstruction::Pawn { pawn: 3, .. })
    ));
    assert_eq!(sight.pawns_in_line, vec![3, 4]);
    assert!(sight.clash_in_path, "pawn 4 is in a clash");
}

fn house() -> Piece {
    let window = Opening {
        wall: Wall::West,
        kind: OpeningKind::Window,
        along: 4.0,
        width: 4.0,
        bottom: 1.5,
        height: 3.5,
    };
    piece(
        "house",
        PieceKind::Building {
            storeys: 2,
            openings: vec![window],
        },
        Footprint::Rect {
            width: 16.0,
            depth: 12.0,
        },
        60.0,
        50.0,
        0.0,
    )
}

#[test]
fn building_walls_block_and_windows_let_sight_through() {
    let scenery = table(vec![house()]);
    let inside = pawn(2, 60.0, 50.0, 180.0);
    // The West wall runs y 44..56; "along" counts from its left end seen from outside (y = 56),
    // so the window spans y 48..52: straight in, the observer sees through it.
    let through_window = pawn(1, 40.0, 50.0, 0.0);
    let sight = line_of_sight(
        &scenery,
        &[through_window, inside],
        &through_window,
        &inside,
        SightOptions::default(),
    );
    assert!(sight.clear, "{sight:?}");
    // Offset to y = 45 the same line crosses the solid wall.
    let (against_wall, inside_low) = (pawn(1, 40.0, 45.0, 0.0), pawn(2, 56.0, 45.0, 180.0));
    let sight = line_of_sight(
        &scenery,
        &[against_wall, inside_low],
        &against_wall,
        &inside_low,
        SightOptions::default(),
    );
    assert!(
        matches!(
            sight.obstruction,
            Some(Obstruction::Scenery { piece: 0, .. })
        ),
        "{sight:?}"
    );
}

#[test]
fn floors_and_roofs_stand_pawns_at_each_storey() {
    let scenery = table(vec![house()]);
    assert_eq!(
        scenery.surfaces_at(parry3d::math::Vec2::new(60.0, 50.0)),
        vec![0.0, 6.0, 12.0]
    );
    assert_eq!(
        scenery.surfaces_at(parry3d::math::Vec2::new(10.0, 10.0)),
        vec![0.0]
    );
}

#[test]
fn a_pawn_on_the_roof_sees_over_a_wall_that_hides_it_from_the_street() {
    let scenery = table(vec![
        house(),
        piece(
            "wall",
            PieceKind::LargeObstacle,
            Footprint::Rect {
                width: 1.0,
                depth: 30.0,
            },
            75.0,
            50.0,
            8.0,
        ),
    ]);
    let mut on_roof = pawn(1, 60.0, 50.0, 0.0);
    on_roof.base.level = 12.0;
    let street = pawn(2, 90.0, 50.0, 180.0);
    assert!(
        line_of_sight(
            &scenery,
            &[on_roof, street],
            &on_roof,
            &street,
            SightOptions::default()
        )
        .clear
    );
    let ground = pawn(3, 70.0, 50.0, 0.0);
    assert!(
        !line_of_sight(
            &scenery,
            &[ground, street],
            &ground,
            &street,
            SightOptions::default()
        )
        .clear
    );
}

fn shifted(piece: &Piece, dx: f32, dy: f32) -> Piece {
    Piece {
        x: piece.x + dx,
        y: piece.y + dy,
        ..piece.clone()
    }
}

proptest! {
    #[test]
    fn line_of_sight_is_unchanged_by_moving_the_whole_table(
        dx in -30.0f32..30.0, dy in -30.0f32..30.0,
        observer_y in 30.0f32..70.0, target_y in 30.0f32..70.0, facing in -60.0f32..60.0,
    ) {
        let pieces = [wall(PieceKind::LargeObstacle, 10.0), shifted(&wall(PieceKind::SmallObstacle, 2.0), 8.0, 5.0), house()];
        let big = |pieces: Vec<Piece>| Scenery::new(Layout { name: "t".to_owned(), table: TableSize { width: 200.0, depth: 200.0 }, deployment_zones: Vec::new(), pieces });
        let here = big(pieces.iter().map(|piece| shifted(piece, 50.0, 50.0)).collect());
        let there = big(pieces.iter().map(|piece| shifted(piece, 50.0 + dx, 50.0 + dy)).collect());
        let observer = pawn(1, 65.0, observer_y + 50.0, facing);
        let target = pawn(2, 140.0, target_y + 50.0, 180.0);
        let move_pawn = |p: SightPawn| { let mut moved = p; moved.base.centre += parry3d::math::Vec2::new(dx, dy); moved };
        let (observer_there, target_there) = (move_pawn(observer), move_pawn(target));
        let a = line_of_sight(&here, &[observer, target], &observer, &target, SightOptions::default());
        let b = line_of_sight(&there, &[observer_there, target_there], &observer_there, &target_there, SightOptions::default());
        prop_assert_eq!(a.clear, b.clear);
        prop_assert_eq!(a.small_obstacles, b.small_obstacles);
        prop_assert_eq!(a.whole_base_visible, b.whole_base_visible);
        prop_assert_eq!(a.whole_miniature_visible, b.whole_miniature_visible);
    }
}

fn arbitrary_piece() -> impl Strategy<Value = Piece> {
    (
        0u8..5,
        10.0f32..90.0,
        10.0f32..90.0,
        1.0f32..8.0,
        1.0f32..8.0,
        0.0f32..180.0,
        1.0f32..12.0,
    )
        .prop_map(|(kind, x, y, width, depth, rotation, height)| {
            let (kind, shape, height) = match kind {
                0 => (
                    PieceKind::LargeObstacle,
                    Footprint::Rect { width, depth },
                    height,
                ),
                1 => (
                    PieceKind::LargeObstacle,
                    Footprint::Circle {
                        radius: width / 2.0,
                    },
                    height,
                ),
                2 => (
                    PieceKind::Level,
                    Footprint::Rect { width, depth },
                    height / 3.0,
                ),
                3 => (
                    PieceKind::SmallObstacle,
                    Footprint::Rect { width, depth },
                    height.min(5.0),
                ),
                _ => (
                    PieceKind::Building {
                        storeys: 1 + u8::from(height > 6.0),
                        openings: vec![Opening {
                            wall: Wall::North,
                            kind: OpeningKind::Door,
                            along: 0.2,
                            width: 0.7,
                            bottom: 0.0,
                            height: 4.0,
                        }],
                    },
                    Footprint::Rect {
                        width: width + 2.0,
                        depth: depth + 2.0,
                    },
                    0.0,
                ),
            };
            Piece {
                id: String::new(),
                kind,
                shape,
                x,
                y,
                rotation_degrees: rotation,
                height,
            }
        })
}

proptest! {
    #[test]
    fn the_nearest_blocker_is_the_same_by_grid_bvh_and_brute_force(
        pieces in prop::collection::vec(arbitrary_piece(), 0..30),
        from in (0.0f32..100.0, 0.0f32..100.0, 0.0f32..15.0),
        to in (0.0f32..100.0, 0.0f32..100.0, 0.0f32..15.0),
    ) {
        let scenery = table(pieces);
        let (from, to) = (parry3d::math::Vec3::new(from.0, from.1, from.2), parry3d::math::Vec3::new(to.0, to.1, to.2));
        let brute = scenery.first_blocker_brute_force(from, to).map(|hit| hit.point);
        for fast in [scenery.first_blocker(from, to), scenery.first_blocker_bvh(from, to)] {
            match (fast.map(|hit| hit.point), brute) {
                (None, None) => {}
                (Some(first), Some(second)) => prop_assert!(first.distance(second) < 1e-3, "{first:?} vs {second:?}"),
                (first, second) => prop_assert!(false, "{first:?} vs {second:?}"),
            }
        }
        prop_assert_eq!(scenery.is_blocked(from, to), brute.is_some());
    }

    /// A sight line gathers the colliders near its eye-to-target line once (`blockers_near`):
    /// for every point within the reach of the target's centre, the nearest blocker among them
    /// is the nearest on the whole table; whether some blocker stops the line, asked trying
    /// the last line's blocker first (`blocked_among`), is whether there is a nearest; and the
    /// cover gathered near it the same way (`cover_near`) answers whether the line crosses any.
    #[test]
    fn the_blockers_near_a_sight_line_hold_the_nearest_blocker_of_every_line_to_the_target(
        pieces in prop::collection::vec(arbitrary_piece(), 0..30),
        from in (0.0f32..100.0, 0.0f32..100.0, 0.0f32..15.0),
        centre in (0.0f32..100.0, 0.0f32..100.0),
        reach in 0.0f32..3.0,
        offsets in prop::collection::vec((-1.0f32..1.0, -1.0f32..1.0, 0.0f32..6.0), 1..8),
        first_tried in 0usize..8,
    ) {
        let scenery = table(pieces);
        let eye = parry3d::math::Vec3::new(from.0, from.1, from.2);
        let centre = parry3d::math::Vec2::new(centre.0, centre.1);
        let near = scenery.blockers_near(parry3d::math::Vec2::new(eye.x, eye.y), centre, reach);
        let mut last_blocker = near.get(first_tried).copied();
        let cover = scenery.cover_near(parry3d::math::Vec2::new(eye.x, eye.y), centre, reach);
        for (x, y, z) in offsets {
            let offset = parry3d::math::Vec2::new(x, y).clamp_length_max(1.0) * reach;
            let point = parry3d::math::Vec3::new(centre.x + offset.x, centre.y + offset.y, z);
            let whole = scenery.first_blocker(eye, point).map(|hit| (hit.piece, hit.point));
            let among = scenery.first_blocker_among(&near, eye, point).map(|hit| (hit.piece, hit.point));
            prop_assert_eq!(scenery.blocked_among(&near, eye, point, &mut last_blocker), among.is_some());
            prop_assert_eq!(scenery.crosses_cover_among(&cover, eye, point), scenery.crosses_cover(eye, point));
            match (whole, among) {
                (None, None) => {}
                (Some(first), Some(second)) => prop_assert!(first.0 == second.0 && first.1.distance(second.1) < 1e-3, "{first:?} vs {second:?}"),
                (first, second) => prop_assert!(false, "{first:?} vs {second:?}"),
            }
        }
    }
}

proptest! {
    /// § Hide: whether a pawn sees all of another (its whole base or its whole miniature, with
    /// no obstruction at all) is `line_of_sight`'s answer, also where it stops tracing early.
    #[test]
    fn seeing_the_whole_of_a_pawn_is_the_line_of_sight_answer(
        pieces in prop::collection::vec(arbitrary_piece(), 0..20),
        seats in prop::collection::vec((5.0f32..95.0, 5.0f32..95.0, -180.0f32..180.0), 2..8),
    ) {
        let scenery = table(pieces);
        let pawns: Vec<SightPawn> = (0u32..)
            .zip(&seats)
            .map(|(id, &(x, y, facing))| pawn(id, x, y, facing))
            .collect();
        for observer in &pawns {
            for target in pawns.iter().filter(|target| target.id != observer.id) {
                let sight = line_of_sight(&scenery, &pawns, observer, target, SightOptions::default());
                prop_assert_eq!(
                    sees_whole(&scenery, &pawns, observer, target),
                    sight.whole_base_visible || sight.whole_miniature_visible,
                    "{} sees {}", observer.id, target.id
                );
            }
        }
    }
}

proptest! {
    /// § Line of Sight and Approach, § Immediate Target: the verdict traced up to the first clear
    /// line is `line_of_sight`'s own (clear; else the pawns past which the best line goes and
    /// whether one is in a clash; else blocked). Traced first, so no kept answer serves it.
    #[test]
    fn the_sight_verdict_is_the_line_of_sight_answer(
        pieces in prop::collection::vec(arbitrary_piece(), 0..20),
        seats in prop::collection::vec(
            (5.0f32..95.0, 5.0f32..95.0, -180.0f32..180.0, any::<bool>()),
            2..8,
        ),
    ) {
        let scenery = table(pieces);
        let pawns: Vec<SightPawn> = (0u32..)
            .zip(&seats)
            .map(|(id, &(x, y, facing, in_clash))| SightPawn { in_clash, ..pawn(id, x, y, facing) })
            .collect();
        for observer in &pawns {
            for target in pawns.iter().filter(|target| target.id != observer.id) {
                let options = SightOptions::default();
                let verdict = sight_verdict(&scenery, &pawns, observer, target, options);
                let sight = line_of_sight(&scenery, &pawns, observer, target, options);
                let expected = match sight.obstruction {
                    _ if sight.clear => SightVerdict::Clear,
                    Some(Obstruction::Pawn { .. }) => SightVerdict::PastPawns {
                        pawns_in_line: sight.pawns_in_line.clone(),
                        clash_in_path: sight.clash_in_path,
                    },
                    _ => SightVerdict::Blocked,
                };
                prop_assert_eq!(verdict, expected, "{} sees {}", observer.id, target.id);
            }
        }
    }
}

proptest! {
    /// § Small Obstacles blown away (§ Bombs): a scenery rebuilt with pieces taken off (sharing
    /// what blocks with the scenery before when only small obstacles went) answers as one built
    /// from scratch without them: sight between every two pawns, and the solids at each place.
    #[test]
    fn a_scenery_rebuilt_without_pieces_answers_as_one_built_without_them(
        pieces in prop::collection::vec(arbitrary_piece(), 1..20),
        taken in prop::collection::vec(any::<bool>(), 20),
        any_kind in any::<bool>(),
        seats in prop::collection::vec((5.0f32..95.0, 5.0f32..95.0, -180.0f32..180.0), 2..6),
    ) {
        let before = table(pieces);
        let layout = before.layout().clone();
        let removed: Vec<usize> = layout
            .pieces
            .iter()
            .enumerate()
            .filter(|(index, piece)| {
                taken[*index] && (any_kind || piece.kind == PieceKind::SmallObstacle)
            })
            .map(|(index, _)| index)
            .collect();
        let rebuilt = before.rebuilt(layout.clone(), removed.clone());
        let fresh = Scenery::without(layout, removed);
        let pawns: Vec<SightPawn> = (0u32..)
            .zip(&seats)
            .map(|(id, &(x, y, facing))| pawn(id, x, y, facing))
            .collect();
        for observer in &pawns {
            let (centre, radius) = (observer.base.centre, observer.base.radius);
            prop_assert_eq!(
                rebuilt.solid_overlapping(centre, radius, 0.05, 3.0),
                fresh.solid_overlapping(centre, radius, 0.05, 3.0)
            );
            let reach = parry3d::math::Vec2::splat(10.0);
            prop_assert_eq!(
                rebuilt.solids_near(centre - reach, centre + reach, 0.0, 5.0),
                fresh.solids_near(centre - reach, centre + reach, 0.0, 5.0)
            );
            for target in pawns.iter().filter(|target| target.id != observer.id) {
                let options = SightOptions::default();
                prop_assert_eq!(
                    line_of_sight(&rebuilt, &pawns, observer, target, options),
                    line_of_sight(&fresh, &pawns, observer, target, options),
                    "{} sees {}", observer.id, target.id
                );
            }
        }
    }
}
