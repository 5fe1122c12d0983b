//! 1650 § Movement Maneuvers, § Falling, § Engaging an Enemy Pawn, § Terrain, § Small Obstacles
//! and § Attack of Opportunity, on hand-built tables with hand-checked distances.

use crate::tables::{pawn, piece, table};
use proptest::prelude::*;
use ysbilia_core::table::base::{Base, BaseSide, Placement};
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};
use ysbilia_core::table::movement::{
    AreaCrossing, Maneuver, MoveContext, MovePlan, MoveRejection, MoveRequest, Step, Waypoint,
    check_move, fall_vigour_loss,
};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::SightPawn;

fn to(points: &[(f32, f32)]) -> Vec<Waypoint> {
    points
        .iter()
        .map(|&(x, y)| Waypoint { x, y, level: None })
        .collect()
}

fn plan(
    scenery: &Scenery,
    pawns: &[SightPawn],
    enemies: &[u32],
    maneuver: Maneuver,
    waypoints: Vec<Waypoint>,
) -> Result<MovePlan, MoveRejection> {
    let context = MoveContext {
        scenery,
        pawns,
        enemies,
        street_wise: false,
        ground_rough: false,
    };
    check_move(
        &context,
        &pawns[0],
        &MoveRequest {
            maneuver,
            waypoints,
            final_facing_degrees: None,
        },
    )
}

#[test]
fn walking_moves_up_to_10_cm_and_may_turn() {
    let scenery = table(Vec::new());
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    let walked = plan(
        &scenery,
        &pawns,
        &[],
        Maneuver::Walk,
        to(&[(25.0, 20.0), (25.0, 25.0)]),
    )
    .expect("two legs of 5 cm");
    assert!((walked.length - 10.0).abs() < 1e-3);
    assert!(
        (walked.end_facing_degrees - 90.0).abs() < 1e-3,
        "faces along its last leg"
    );
    let refused =
        plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(30.5, 20.0)])).expect_err("10.5 cm");
    assert!(
        refused.reason.to_string().contains("10.0 cm"),
        "{refused:?}"
    );
}

#[test]
fn charging_moves_up_to_15_plus_the_d10() {
    let scenery = table(Vec::new());
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    assert!(
        plan(
            &scenery,
            &pawns,
            &[],
            Maneuver::Charge { roll: 4 },
            to(&[(39.0, 20.0)])
        )
        .is_ok()
    );
    assert!(
        plan(
            &scenery,
            &pawns,
            &[],
            Maneuver::Charge { roll: 4 },
            to(&[(39.5, 20.0)])
        )
        .is_err()
    );
}

#[test]
fn large_obstacles_and_impassable_terrain_stop_movement_by_name() {
    let scenery = table(vec![piece(
        "cart",
        PieceKind::LargeObstacle,
        Footprint::Rect {
            width: 2.0,
            depth: 10.0,
        },
        25.0,
        20.0,
        6.0,
    )]);
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    let refused =
        plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(30.0, 20.0)])).expect_err("the cart");
    assert!(
        refused.reason.to_string().contains("the cart"),
        "{refused:?}"
    );
    let at = refused.at.expect("where");
    assert!(
        (at.x - 22.75).abs() < 0.3,
        "stopped where the base meets the cart: {at:?}"
    );
    let pit = table(vec![piece(
        "pit",
        PieceKind::Impassable,
        Footprint::Circle { radius: 2.0 },
        25.0,
        20.0,
        0.0,
    )]);
    assert!(
        plan(&pit, &pawns, &[], Maneuver::Walk, to(&[(30.0, 20.0)]))
            .expect_err("pit")
            .reason
            .to_string()
            .contains("impassable")
    );
}

#[test]
fn rough_terrain_forbids_charging_but_not_walking() {
    let scenery = table(vec![piece(
        "mud",
        PieceKind::Rough,
        Footprint::Rect {
            width: 4.0,
            depth: 10.0,
        },
        26.0,
        20.0,
        0.0,
    )]);
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    assert!(
        plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(30.0, 20.0)]))
            .expect("walks")
            .crosses_rough
    );
    assert!(
        plan(
            &scenery,
            &pawns,
            &[],
            Maneuver::Charge { roll: 1 },
            to(&[(30.0, 20.0)])
        )
        .is_err()
    );
}

#[test]
fn small_obstacles_are_rough_and_a_charge_jumps_them() {
    let scenery = table(vec![piece(
        "low wall",
        PieceKind::SmallObstacle,
        Footprint::Rect {
            width: 1.0,
            depth: 10.0,
        },
        26.0,
        20.0,
        2.0,
    )]);
    let pawns = [pawn(1, 20.0, 20.0, 0.0)];
    let walked =
        plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(30.0, 20.0)])).expect("walks over");
    assert!(walked.crosses_rough && walked.steps.is_empty());
    let charged = plan(
        &scenery,
        &pawns,
        &[],
        Maneuver::Charge { roll: 1 },
        to(&[(30.0, 20.0)]),
    )
    .expect("jumps over");
    assert!(matches!(
        charged.steps.as_slice(),
        [Step::JumpObstacle { piece: 0, .. }]
    ));
}

#[test]
fn engaging_an_enemy_pawn_from_the_front_with_the_charge_bonus() {
    let scenery = table(Vec::new());
    // The enemy looks at the charger; 20 cm of charge ends base to base on its front.
    let pawns = [pawn(1, 20.0, 50.0, 0.0), pawn(2, 42.5, 50.0, 180.0)];
    let charged = plan(
        &scenery,
        &pawns,
        &[2],
        Maneuver::Charge { roll: 5 },
        to(&[(40.0, 50.0)]),
    )
    .expect("engages");
    assert_eq!(charged.engagements.len(), 1);
    let engagement = charged.engagements[0];
    assert_eq!(
        (engagement.enemy, engagement.side, engagement.charge_bonus),
        (2, BaseSide::Front, true)
    );
    assert!(
        charged.action_areas.is_empty(),
        "no attack of opportunity from the pawn engaged"
    );
}

#[test]
fn engaging_only_on_the_side_that_faced_the_start() {
    let scenery = table(Vec::new());
    let pawns = [pawn(1, 42.0, 50.0, 0.0), pawn(2, 50.0, 50.0, 180.0)];
    // Round to the enemy's back (23.7 cm): its front faced the start, so only its front may be
    // engaged.
    let around = to(&[(42.0, 44.0), (50.0, 44.0), (55.0, 47.0), (52.5, 50.0)]);
    let refused = plan(
        &scenery,
        &pawns,
        &[2],
        Maneuver::Charge { roll: 10 },
        around,
    )
    .expect_err("wrong side");
    assert_eq!(refused.section, "Engaging an Enemy Pawn");
    assert!(refused.reason.to_string().contains("Front"), "{refused:?}");
}

#[test]
fn engaging_refused_when_that_side_is_taken() {
    let scenery = table(Vec::new());
    // Enemy 2 looks west; pawn 3 already touches its front, 40° to the right of its Approach.
    let pawns = [
        pawn(1, 30.0, 48.26, 0.0),
        pawn(2, 50.0, 50.0, 180.0),
        pawn(3, 48.085, 51.607, 0.0),
    ];
    let refused = plan(
        &scenery,
        &pawns,
        &[2],
        Maneuver::Charge { roll: 4 },
        to(&[(48.2, 48.26)]),
    )
    .expect_err("taken");
    assert!(
        refused
            .reason
            .to_string()
            .contains("already taken by pawn 3"),
        "{refused:?}"
    );
}

#[test]
fn attack_of_opportunity_entering_leaving_and_passing_action_areas() {
    let scenery = table(Vec::new());
    // Enemy 2 looks south (270°) from (50, 50): a base reaches its Action Area within 7.5 cm of
    // its centre, in front of it.
    let pass = [pawn(1, 43.0, 44.0, 0.0), pawn(2, 50.0, 50.0, 270.0)];
    let passed = plan(
        &scenery,
        &pass,
        &[2],
        Maneuver::Walk,
        to(&[(50.0, 44.0), (52.0, 42.5)]),
    )
    .expect("legal");
    assert_eq!(passed.action_areas, vec![(2, AreaCrossing::PassesThrough)]);
    let entered = plan(&scenery, &pass, &[2], Maneuver::Walk, to(&[(48.0, 45.0)])).expect("legal");
    assert_eq!(entered.action_areas, vec![(2, AreaCrossing::Enters)]);
    let leave = [pawn(1, 50.0, 46.0, 270.0), pawn(2, 50.0, 50.0, 270.0)];
    let left = plan(&scenery, &leave, &[2], Maneuver::Walk, to(&[(50.0, 38.0)])).expect("legal");
    assert_eq!(left.action_areas, vec![(2, AreaCrossing::Leaves)]);
    // Behind the enemy (its Rearguard) nothing is crossed.
    let rear = [pawn(1, 45.0, 58.0, 0.0), pawn(2, 50.0, 50.0, 270.0)];
    let behind = plan(&scenery, &rear, &[2], Maneuver::Walk, to(&[(55.0, 58.0)])).expect("legal");
    assert!(behind.action_areas.is_empty());
    // A pawn busy in a clash has no Action Area.
    let mut busy = pass;
    busy[1].in_clash = true;
    assert!(
        plan(&scenery, &busy, &[2], Maneuver::Walk, to(&[(48.0, 45.0)]))
            .expect("legal")
            .action_areas
            .is_empty()
    );
}

fn hill() -> Piece {
    piece(
        "hill",
        PieceKind::Level,
        Footprint::Rect {
            width: 10.0,
            depth: 20.0,
        },
        35.0,
        50.0,
        4.0,
    )
}

#[test]
fn climbing_up_to_10_cm_counts_its_height() {
    let scenery = table(vec![hill()]);
    let pawns = [pawn(1, 27.0, 50.0, 0.0)];
    let waypoints = vec![Waypoint {
        x: 29.0,
        y: 50.0,
        level: Some(4.0),
    }];
    let climbed = plan(&scenery, &pawns, &[], Maneuver::Walk, waypoints).expect("climbs");
    assert!(
        matches!(climbed.steps.as_slice(), [Step::Climb { height, .. }] if (*height - 4.0).abs() < 1e-3)
    );
    assert!(
        (climbed.length - (4.0f32 + 16.0).sqrt()).abs() < 1e-3,
        "2 cm across and 4 up"
    );
    let walk_into = plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(32.0, 50.0)]))
        .expect_err("the hill's side");
    assert!(
        walk_into.reason.to_string().contains("the hill"),
        "{walk_into:?}"
    );
    let cliff = table(vec![piece(
        "cliff",
        PieceKind::Level,
        Footprint::Rect {
            width: 10.0,
            depth: 20.0,
        },
        35.0,
        50.0,
        12.0,
    )]);
    let too_high = vec![Waypoint {
        x: 29.0,
        y: 50.0,
        level: Some(12.0),
    }];
    assert!(
        plan(&cliff, &pawns, &[], Maneuver::Walk, too_high)
            .expect_err("12 cm")
            .reason
            .to_string()
            .contains("climb at most 10")
    );
}

#[test]
fn jumping_down_and_over_gaps() {
    let scenery = table(vec![
        hill(),
        piece(
            "far hill",
            PieceKind::Level,
            Footprint::Rect {
                width: 10.0,
                depth: 20.0,
            },
            49.0,
            50.0,
            4.0,
        ),
    ]);
    let mut on_hill = pawn(1, 36.0, 50.0, 0.0);
    on_hill.base.level = 4.0;
    // The hills' edges are at x = 40 and x = 44: a 4 cm gap.
    let over = plan(
        &scenery,
        &[on_hill],
        &[],
        Maneuver::Walk,
        vec![Waypoint {
            x: 46.0,
            y: 50.0,
            level: None,
        }],
    )
    .expect("jumps the gap");
    assert!(
        matches!(over.steps.as_slice(), [Step::JumpGap { width, .. }] if (*width - 4.0).abs() < 0.3),
        "{:?}",
        over.steps
    );
    let down = plan(
        &scenery,
        &[on_hill],
        &[],
        Maneuver::Walk,
        vec![
            Waypoint {
                x: 39.0,
                y: 50.0,
                level: None,
            },
            Waypoint {
                x: 42.0,
                y: 50.0,
                level: Some(0.0),
            },
        ],
    )
    .expect("jumps down");
    assert!(
        matches!(down.steps.last(), Some(Step::JumpDown { height, .. }) if (*height - 4.0).abs() < 1e-3)
    );
    let wide = table(vec![
        hill(),
        piece(
            "far hill",
            PieceKind::Level,
            Footprint::Rect {
                width: 10.0,
                depth: 20.0,
            },
            52.0,
            50.0,
            4.0,
        ),
    ]);
    assert!(
        plan(
            &wide,
            &[on_hill],
            &[],
            Maneuver::Walk,
            vec![Waypoint {
                x: 46.0,
                y: 50.0,
                level: None
            }]
        )
        .is_err(),
        "a 7 cm gap"
    );
}

#[test]
fn water_is_swum_5_cm_straight() {
    let scenery = table(vec![piece(
        "stream",
        PieceKind::Water,
        Footprint::Rect {
            width: 100.0,
            depth: 6.0,
        },
        50.0,
        50.0,
        0.0,
    )]);
    let pawns = [pawn(1, 50.0, 46.0, 90.0)];
    assert!(
        plan(&scenery, &pawns, &[], Maneuver::Walk, to(&[(50.0, 52.0)]))
            .expect_err("walking in")
            .reason
            .to_string()
            .contains("swum")
    );
    assert!(plan(&scenery, &pawns, &[], Maneuver::Swim, to(&[(50.0, 51.0)])).is_ok());
    assert!(
        plan(
            &scenery,
            &pawns,
            &[],
            Maneuver::Swim,
            to(&[(50.0, 48.0), (52.0, 49.0)])
        )
        .expect_err("turns")
        .reason
        .to_string()
        .contains("turns only")
    );
}

#[test]
fn troubles_when_climbing_and_jumping_5_plus_rising_with_lost_vigour() {
    use ysbilia_core::rules::vigour::VigourBand;
    use ysbilia_core::table::movement::climb_or_jump_target;
    assert_eq!(climb_or_jump_target(None), 5);
    assert_eq!(climb_or_jump_target(Some(VigourBand::Bruises)), 6);
    assert_eq!(climb_or_jump_target(Some(VigourBand::Bleeding)), 7);
    assert_eq!(climb_or_jump_target(Some(VigourBand::Dying)), 8);
}

#[test]
fn falling_loses_half_the_height_in_vigour() {
    assert_eq!(fall_vigour_loss(7.0, false), 3);
    assert_eq!(fall_vigour_loss(10.0, false), 5);
    assert_eq!(
        fall_vigour_loss(8.0, true),
        0,
        "falling while climbing from the ground"
    );
}

proptest! {
    #[test]
    fn a_legal_move_never_ends_on_a_base_or_in_impassable_terrain(
        points in prop::collection::vec((5.0f32..95.0, 5.0f32..95.0), 1..4),
        charge in any::<bool>(),
    ) {
        let scenery = table(vec![
            piece("rock", PieceKind::Impassable, Footprint::Circle { radius: 4.0 }, 50.0, 50.0, 0.0),
            piece("tower", PieceKind::LargeObstacle, Footprint::Rect { width: 6.0, depth: 6.0 }, 30.0, 60.0, 10.0),
        ]);
        let pawns = [pawn(1, 45.0, 40.0, 0.0), pawn(2, 55.0, 42.0, 180.0), pawn(3, 40.0, 48.0, 90.0)];
        // Keep each path within reach so most are checked all the way.
        let waypoints: Vec<Waypoint> = points.iter().map(|&(x, y)| Waypoint { x: 45.0 + (x - 50.0) / 5.0, y: 40.0 + (y - 50.0) / 5.0, level: None }).collect();
        let maneuver = if charge { Maneuver::Charge { roll: 10 } } else { Maneuver::Walk };
        if let Ok(done) = plan(&scenery, &pawns, &[2, 3], maneuver, waypoints) {
            let end = Base::at(Placement { x: done.end.x, y: done.end.y, level: done.end_level, facing_degrees: 0.0 });
            for other in &pawns[1..] {
                prop_assert!(!end.overlaps(&other.base));
            }
            prop_assert!(scenery.layout().pieces[0].footprint_distance(end.centre) >= end.radius);
            prop_assert!(scenery.solid_overlapping(end.centre, end.radius, 0.05, 3.5).is_none());
        }
    }
}

proptest! {
    /// § Movement Maneuvers, § Terrain: a move checks its leg's scenery and bases once (what the
    /// base could meet anywhere on it) and each sample among those; every place a legal move
    /// passes must still be a legal place to stand as the whole table sees it.
    #[test]
    fn movement_maneuvers_every_sample_of_a_legal_walk_is_clear_on_the_whole_table(
        walls in prop::collection::vec((10.0f32..90.0, 10.0f32..90.0, 0.0f32..180.0, 0.5f32..8.0), 1..12),
        others in prop::collection::vec((35.0f32..65.0, 35.0f32..65.0, 0.0f32..360.0), 0..8),
        heading in 0.0f32..360.0,
        length in 0.5f32..10.0,
    ) {
        let pieces = walls
            .iter()
            .enumerate()
            .map(|(index, &(x, y, rotation, width))| Piece {
                rotation_degrees: rotation,
                ..piece(&format!("wall {index}"), PieceKind::LargeObstacle, Footprint::Rect { width, depth: 0.5 }, x, y, 6.0)
            })
            .collect();
        let scenery = table(pieces);
        let mut pawns = vec![pawn(1, 50.0, 50.0, heading)];
        pawns.extend(others.iter().zip(2u32..).map(|(&(x, y, facing), id)| pawn(id, x, y, facing)));
        let enemies: Vec<u32> = (2..pawns.len() as u32 + 1).filter(|id| id % 2 == 0).collect();
        let (sin, cos) = heading.to_radians().sin_cos();
        let end = (50.0 + cos * length, 50.0 + sin * length);
        let context = MoveContext { scenery: &scenery, pawns: &pawns, enemies: &enemies, street_wise: false, ground_rough: false };
        if plan(&scenery, &pawns, &enemies, Maneuver::Walk, to(&[end])).is_ok() {
            let samples = (length / 0.5).ceil().max(1.0) as usize;
            // From the first sample on, as the move checks them (it may start in contact).
            for index in 1..=samples {
                let fraction = index as f32 / samples as f32;
                let point = pawns[0].base.centre.lerp(parry3d::math::Vec2::new(end.0, end.1), fraction);
                prop_assert!(
                    ysbilia_core::table::movement::check_standing(&context, &pawns[0], point, 0.0).is_ok(),
                    "the walk passed {point:?}, where the base cannot stand"
                );
            }
        }
    }
}

proptest! {
    /// § Movement Maneuvers, § Terrain, § Attack of Opportunity: a leg with nothing near it (no
    /// base, solid or ground piece, no enemy's Action Area, well inside the table, on the
    /// table's surface) is checked by its length alone, and on any other such leg only the
    /// samples near something are checked; the plan or the refusal must be exactly what
    /// checking its every sample gives, crossings of Action Areas, rough ground and jumped
    /// obstacles included.
    #[test]
    fn movement_maneuvers_a_clear_leg_gives_what_sampling_it_gives(
        (grounds, walls, others) in busy_pieces(),
        start in (1.0f32..99.0, 1.0f32..99.0),
        points in prop::collection::vec((-14.0f32..14.0, -14.0f32..14.0), 1..4),
        maneuver in 0usize..3,
        ground_rough in any::<bool>(),
        street_wise in any::<bool>(),
    ) {
        let (scenery, pawns, enemies) = busy_table(&grounds, &walls, &others, start);
        let context = MoveContext { scenery: &scenery, pawns: &pawns, enemies: &enemies, street_wise, ground_rough };
        let mut at = start;
        let waypoints: Vec<Waypoint> = points
            .iter()
            .map(|&(dx, dy)| {
                at = (at.0 + dx, at.1 + dy);
                Waypoint { x: at.0, y: at.1, level: None }
            })
            .collect();
        let maneuver = [Maneuver::Walk, Maneuver::Charge { roll: 10 }, Maneuver::Swim][maneuver];
        let request = MoveRequest { maneuver, waypoints, final_facing_degrees: None };
        prop_assert_eq!(
            check_move(&context, &pawns[0], &request),
            ysbilia_core::table::movement::check_move_sampled(&context, &pawns[0], &request)
        );
    }
}

proptest! {
    /// § Movement Maneuvers, § Terrain: the computer's tries ask without the refusal's words;
    /// the answer must be the one the full check gives, to the plan and the place refused.
    #[test]
    fn movement_maneuvers_a_check_without_words_gives_the_same_answer(
        (grounds, walls, others) in busy_pieces(),
        start in (1.0f32..99.0, 1.0f32..99.0),
        heading in 0.0f32..360.0,
        length in 0.5f32..15.0,
        climb in prop::option::of(-3.0f32..3.0),
        maneuver in 0usize..3,
        ground_rough in any::<bool>(),
        street_wise in any::<bool>(),
    ) {
        let (scenery, pawns, enemies) = busy_table(&grounds, &walls, &others, start);
        let context = MoveContext { scenery: &scenery, pawns: &pawns, enemies: &enemies, street_wise, ground_rough };
        let (sin, cos) = heading.to_radians().sin_cos();
        let end = (start.0 + cos * length, start.1 + sin * length);
        let maneuver = [Maneuver::Walk, Maneuver::Charge { roll: 10 }, Maneuver::Swim][maneuver];
        // Now and then a climb at the end (from the table, none goes down): its place is
        // checked where it ends.
        let waypoints = vec![Waypoint { x: end.0, y: end.1, level: climb.map(|rise| rise.max(0.0)) }];
        let request = MoveRequest { maneuver, waypoints, final_facing_degrees: None };
        let full = check_move(&context, &pawns[0], &request);
        let quiet = ysbilia_core::table::movement::check_move_quietly(&context, &pawns[0], &request);
        match (full, quiet) {
            (Ok(full), Ok(quiet)) => prop_assert_eq!(full, quiet),
            (Err(full), Err(quiet)) => {
                prop_assert_eq!(full.at, quiet.at);
                // A place refused has no words; any other refusal keeps its own.
                prop_assert!(
                    quiet.is_quiet() || quiet == full,
                    "{quiet:?} against {full:?}"
                );
            }
            (full, quiet) => prop_assert!(false, "{full:?} against {quiet:?}"),
        }
    }
}

/// A busy table's ground pieces (place, kind, size), walls (place, turn, width) and other
/// pawns (place, facing, in a clash), as the property tests draw them (`busy_table`).
pub(crate) type BusyPieces = (
    Vec<(f32, f32, usize, f32)>,
    Vec<(f32, f32, f32, f32)>,
    Vec<(f32, f32, f32, bool)>,
);

pub(crate) fn busy_pieces() -> impl Strategy<Value = BusyPieces> {
    (
        prop::collection::vec((5.0f32..95.0, 5.0f32..95.0, 0usize..4, 0.5f32..6.0), 0..6),
        prop::collection::vec(
            (5.0f32..95.0, 5.0f32..95.0, 0.0f32..180.0, 0.5f32..8.0),
            0..4,
        ),
        prop::collection::vec(
            (2.0f32..98.0, 2.0f32..98.0, 0.0f32..360.0, any::<bool>()),
            0..8,
        ),
    )
}

/// Ground pieces of every kind, walls and other pawns (every other one an enemy), as the
/// property tests draw them, round a mover at `start` (pawn 1): the table, its pawns and the
/// mover's enemies.
pub(crate) fn busy_table(
    grounds: &[(f32, f32, usize, f32)],
    walls: &[(f32, f32, f32, f32)],
    others: &[(f32, f32, f32, bool)],
    start: (f32, f32),
) -> (Scenery, Vec<SightPawn>, Vec<u32>) {
    let kinds = [
        PieceKind::Rough,
        PieceKind::Water,
        PieceKind::Impassable,
        PieceKind::SmallObstacle,
    ];
    let mut pieces: Vec<Piece> = grounds
        .iter()
        .enumerate()
        .map(|(index, &(x, y, kind, size))| {
            let shape = if index % 2 == 0 {
                Footprint::Circle { radius: size }
            } else {
                Footprint::Rect {
                    width: size * 2.0,
                    depth: size,
                }
            };
            piece(
                &format!("ground {index}"),
                kinds[kind].clone(),
                shape,
                x,
                y,
                1.0,
            )
        })
        .collect();
    pieces.extend(
        walls
            .iter()
            .enumerate()
            .map(|(index, &(x, y, rotation, width))| Piece {
                rotation_degrees: rotation,
                ..piece(
                    &format!("wall {index}"),
                    PieceKind::LargeObstacle,
                    Footprint::Rect { width, depth: 0.5 },
                    x,
                    y,
                    6.0,
                )
            }),
    );
    let scenery = table(pieces);
    let mut pawns = vec![pawn(1, start.0, start.1, 0.0)];
    pawns.extend(
        others
            .iter()
            .zip(2u32..)
            .map(|(&(x, y, facing, in_clash), id)| SightPawn {
                in_clash,
                ..pawn(id, x, y, facing)
            }),
    );
    let enemies: Vec<u32> = (2..pawns.len() as u32 + 1)
        .filter(|id| id % 2 == 0)
        .collect();
    (scenery, pawns, enemies)
}

/// A table of `kind` pieces placed, sized and turned as `specs` say (round, or rectangles a
/// quarter as deep as wide), and a leg from `from` by `step`.
fn turned_pieces_and_leg(
    specs: &[(f32, f32, f32, f32, bool)],
    kind: PieceKind,
    height: f32,
    from: (f32, f32),
    step: (f32, f32),
) -> (Scenery, parry3d::math::Vec2, parry3d::math::Vec2) {
    let pieces: Vec<Piece> = specs
        .iter()
        .enumerate()
        .map(|(index, &(x, y, rotation, size, round))| {
            let shape = if round {
                Footprint::Circle { radius: size / 2.0 }
            } else {
                Footprint::Rect {
                    width: size,
                    depth: size / 4.0,
                }
            };
            Piece {
                rotation_degrees: rotation,
                ..piece(&format!("piece {index}"), kind.clone(), shape, x, y, height)
            }
        })
        .collect();
    (
        table(pieces),
        parry3d::math::Vec2::new(from.0, from.1),
        parry3d::math::Vec2::new(from.0 + step.0, from.1 + step.1),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// § Terrain: the solids a leg is checked against (those within a base's radius of it, from
    /// `solids_near_segment`) stop the base at every sample exactly as the whole table's solids
    /// do, turned walls and round rocks alike.
    #[test]
    fn terrain_the_solids_near_a_leg_stop_it_as_the_whole_table_does(
        walls in prop::collection::vec((5.0f32..95.0, 5.0f32..95.0, 0.0f32..180.0, 0.5f32..12.0, any::<bool>()), 1..8),
        from in (2.0f32..98.0, 2.0f32..98.0),
        step in (-14.0f32..14.0, -14.0f32..14.0),
    ) {
        let (scenery, from, to) =
            turned_pieces_and_leg(&walls, PieceKind::LargeObstacle, 6.0, from, step);
        let (radius, bottom, top) = (1.25, 0.05, 3.0);
        let near = scenery.solids_near_segment(from, to, radius, bottom, top);
        for index in 0..=40 {
            let point = from.lerp(to, index as f32 / 40.0);
            prop_assert_eq!(
                scenery.solid_overlapping_among(&near, point, radius, bottom, top),
                scenery.solid_overlapping(point, radius, bottom, top)
            );
        }
    }

    /// § Terrain: the ground pieces a leg is checked against (`ground_near_segment`) hold every
    /// piece whose footprint reaches into the base at some sample, turned rectangles included.
    #[test]
    fn terrain_the_ground_near_a_leg_is_every_piece_the_base_stands_in(
        grounds in prop::collection::vec((5.0f32..95.0, 5.0f32..95.0, 0.0f32..180.0, 0.5f32..12.0, any::<bool>()), 1..8),
        from in (2.0f32..98.0, 2.0f32..98.0),
        step in (-14.0f32..14.0, -14.0f32..14.0),
    ) {
        let (scenery, from, to) = turned_pieces_and_leg(&grounds, PieceKind::Rough, 0.0, from, step);
        let radius = 1.25;
        let near = scenery.ground_near_segment(from, to, radius);
        for index in 0..=40 {
            let point = from.lerp(to, index as f32 / 40.0);
            let met: Vec<usize> = scenery
                .ground_near_among(&near, point, radius)
                .filter(|(_, piece)| piece.footprint_distance(point) < radius)
                .map(|(index, _)| index)
                .collect();
            let everywhere: Vec<usize> = scenery
                .pieces()
                .filter(|(_, piece)| piece.footprint_distance(point) < radius)
                .map(|(index, _)| index)
                .collect();
            prop_assert_eq!(met, everywhere);
        }
    }
}
