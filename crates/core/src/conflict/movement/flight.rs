//! Where a pawn running from danger goes (1650 § Every Man for Himself, § Pawns' Reactions):
//! the escape's run to the nearest edge going round obstacles and enemy Action Areas, and the
//! retreat's walk away from its attacker, both on paths the planner finds like any move.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Table};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{enemies_of, footing, side, sight_pawns};
use crate::table::base::{Base, facing_vector};
use crate::table::movement::{Maneuver, MoveContext, MovePlan, WALK_CM, Waypoint};
use crate::table::path::{Goal, PathRequest, farthest_along, find_route, plan_path};
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// Where an escape ends.
#[derive(Clone, Debug)]
pub(in crate::conflict) enum Escape {
    /// The run reaches the edge (the pawn dies there).
    ReachesEdge { edge: Edge, length: f32 },
    /// It stops on the way, where the plan ends.
    Stops { edge: Edge, plan: MovePlan },
    /// Nothing lets it through: it stays where it stands.
    Trapped,
}

/// Ysbilia ruling: a retreat turns up to this far either way from straight away from its
/// attacker, in these steps, to find a way (docs/rules-gaps.md).
const RETREAT_TURNS_DEGREES: [f32; 7] = [0.0, -30.0, 30.0, -60.0, 60.0, -90.0, 90.0];
/// And walks these fractions of its 10 cm when the whole walk does not fit.
const RETREAT_FRACTIONS: [f32; 4] = [1.0, 0.75, 0.5, 0.25];

/// The pawns as a runner sees them: every base is in its way, none is engaged by it, and
/// rough ground does not stop a run for its life.
fn runner(world: &ConflictWorld, pawn: u32) -> Option<(TablePawns, SightPawn)> {
    let table = TablePawns {
        pawns: smallvec::SmallVec::from_vec(sight_pawns(world)),
        enemies: crate::conflict::world::pawns::PawnIds::new(),
    };
    let mover = table.pawns.iter().find(|other| other.id == pawn).copied()?;
    Some((table, mover))
}

fn run_context<'a>(world: &'a ConflictWorld, table: &'a TablePawns) -> MoveContext<'a> {
    MoveContext {
        scenery: &world.resource::<Table>().0,
        pawns: &table.pawns,
        enemies: &table.enemies,
        street_wise: true,
        ground_rough: false,
    }
}

/// § Every Man for Himself: the escape of `pawn` with a run of `reach` cm (15 + 1D10), towards
/// the nearest edge, round obstacles and the Action Areas of enemies not in a clash. When no
/// way keeps out of them, it runs through them; when the nearest edge cannot be reached at
/// all, it runs for the next nearest (docs/rules-gaps.md).
pub(in crate::conflict) fn escape(world: &ConflictWorld, pawn: u32, reach: f32) -> Escape {
    let (Some(place), Some((table, mover))) = (footing(world, pawn), runner(world, pawn)) else {
        return Escape::Trapped;
    };
    let size = world.resource::<Table>().size();
    let centre = place.base().centre;
    let mut edges = Edge::ALL;
    edges.sort_by(|a, b| {
        a.distance(size, centre)
            .total_cmp(&b.distance(size, centre))
    });
    let band = side(world, pawn).unwrap_or(0);
    let enemies = enemies_of(world, band);
    let areas: Vec<Base> = table
        .pawns
        .iter()
        .filter(|other| enemies.contains(&other.id) && !other.in_clash)
        .map(|other| other.base)
        .collect();
    let context = run_context(world, &table);
    let radius = mover.base.radius;
    let maneuver = Maneuver::Charge {
        roll: (reach - crate::table::movement::CHARGE_BASE_CM).max(0.0) as u32,
    };
    for edge in edges {
        let (from, to) = edge_line(edge, size.width, size.depth, radius);
        // Then through the Action Areas, when there are any (else the same search again).
        let through = (!areas.is_empty()).then_some(&[][..]);
        for avoid in std::iter::once(&areas[..]).chain(through) {
            let request = PathRequest {
                maneuver,
                pinned: &[],
                goal: Goal::Line {
                    from: crate::table::base::Point {
                        x: from.x,
                        y: from.y,
                    },
                    to: crate::table::base::Point { x: to.x, y: to.y },
                },
                longest: f32::INFINITY,
                avoid,
                // Pawns the run cannot reach play no part in where it goes.
                pawns_near: Some(reach + 2.0 * radius),
                final_facing_degrees: None,
            };
            let Some(route) = find_route(&context, &mover, &request) else {
                continue;
            };
            if barred(world, pawn, centre, &route.waypoints) {
                continue;
            }
            if route.length <= reach {
                return Escape::ReachesEdge {
                    edge,
                    length: route.length,
                };
            }
            return match farthest_along(&context, &mover, maneuver, &route.waypoints, reach) {
                Some((_, plan)) => Escape::Stops { edge, plan },
                None => Escape::Trapped,
            };
        }
    }
    Escape::Trapped
}

/// § Enemy Pawns and Antagonists in Clashes, row 1: `pawn` flees up to `reach` cm towards
/// `point` (the nearest Hidden Pawn Marker), round what is in the way as an escape runs, and
/// stops `short` cm before it: the plan of the run, or `None` when nothing lets it through.
pub(in crate::conflict) fn run_towards(
    world: &ConflictWorld,
    pawn: u32,
    point: Vec2,
    short: f32,
    reach: f32,
) -> Option<MovePlan> {
    let (table, mover) = runner(world, pawn)?;
    let context = run_context(world, &table);
    let radius = mover.base.radius;
    let maneuver = Maneuver::Charge {
        roll: (reach - crate::table::movement::CHARGE_BASE_CM).max(0.0) as u32,
    };
    let request = PathRequest {
        maneuver,
        pinned: &[],
        goal: Goal::Point(Waypoint {
            x: point.x,
            y: point.y,
            level: None,
        }),
        longest: f32::INFINITY,
        avoid: &[],
        pawns_near: Some(reach + 2.0 * radius),
        final_facing_degrees: None,
    };
    let route = find_route(&context, &mover, &request)?;
    let length = (route.length - short).min(reach);
    farthest_along(&context, &mover, maneuver, &route.waypoints, length).map(|(_, plan)| plan)
}

/// The line a base's centre reaches when its edge touches the table's `edge`.
fn edge_line(edge: Edge, width: f32, depth: f32, radius: f32) -> (Vec2, Vec2) {
    match edge {
        Edge::South => (Vec2::new(radius, radius), Vec2::new(width - radius, radius)),
        Edge::North => (
            Vec2::new(radius, depth - radius),
            Vec2::new(width - radius, depth - radius),
        ),
        Edge::West => (Vec2::new(radius, radius), Vec2::new(radius, depth - radius)),
        Edge::East => (
            Vec2::new(width - radius, radius),
            Vec2::new(width - radius, depth - radius),
        ),
    }
}

/// Whether the way from `from` through `waypoints` enters a building `pawn`'s band may not
/// enter (§ Guardians).
fn barred(world: &ConflictWorld, pawn: u32, from: Vec2, waypoints: &[Waypoint]) -> bool {
    crate::conflict::commission::barred::check_route(world, pawn, from, waypoints).is_err()
}

/// § Pawns' Reactions: the retreat of `pawn` from `attacker`: a walk of up to 10 cm with its
/// back to the attacker, straight away when it can; otherwise the walk (turning up to 90°
/// from straight away, shortened if it must) that ends farthest from the attacker, round what
/// is in the way. `None` when it cannot move at all.
pub(in crate::conflict) fn retreat(
    world: &ConflictWorld,
    pawn: u32,
    attacker: Vec2,
) -> Option<MovePlan> {
    let (table, mover) = runner(world, pawn)?;
    let context = run_context(world, &table);
    let start = mover.base.centre;
    let away = (start - attacker).normalize_or_zero();
    let ahead = away.y.atan2(away.x).to_degrees();
    let mut best: Option<MovePlan> = None;
    for fraction in RETREAT_FRACTIONS {
        for turn in RETREAT_TURNS_DEGREES {
            let point = start + facing_vector(ahead + turn) * (WALK_CM * fraction);
            let request = PathRequest {
                maneuver: Maneuver::Walk,
                pinned: &[],
                goal: Goal::Point(Waypoint {
                    x: point.x,
                    y: point.y,
                    level: None,
                }),
                longest: WALK_CM,
                avoid: &[],
                pawns_near: None,
                final_facing_degrees: Some(ahead),
            };
            let Ok(planned) = plan_path(&context, &mover, &request) else {
                continue;
            };
            // § Guardians: not into a building the pawn's band may not enter.
            if barred(world, pawn, start, &planned.waypoints) {
                continue;
            }
            if turn == 0.0 && !planned.detour {
                return Some(planned.plan);
            }
            let end = Vec2::new(planned.plan.end.x, planned.plan.end.y);
            let farther = best.as_ref().is_none_or(|kept| {
                end.distance(attacker) > Vec2::new(kept.end.x, kept.end.y).distance(attacker)
            });
            if farther {
                best = Some(planned.plan);
            }
        }
        if best.is_some() {
            return best;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conflict::world::snapshot;
    use crate::table::base::Placement;
    use crate::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};

    /// A 60 x 40 cm table with a wall along y = 4 from x = 20 to 40, one pawn a band.
    fn walled(runner: Placement, enemy: Placement) -> ConflictWorld {
        let wall = Piece {
            id: "wall".to_owned(),
            kind: PieceKind::LargeObstacle,
            shape: Footprint::Rect {
                width: 20.0,
                depth: 1.0,
            },
            x: 30.0,
            y: 4.0,
            rotation_degrees: 0.0,
            height: 6.0,
        };
        let layout = Layout {
            name: "walled".to_owned(),
            table: TableSize {
                width: 60.0,
                depth: 40.0,
            },
            deployment_zones: Vec::new(),
            pieces: vec![wall],
        };
        snapshot::test_world(layout, ["runner", "enemy"], [runner, enemy])
    }

    fn at(x: f32, y: f32, facing_degrees: f32) -> Placement {
        Placement {
            x,
            y,
            level: 0.0,
            facing_degrees,
        }
    }

    #[test]
    fn every_man_for_himself_the_escape_goes_round_the_wall_towards_the_edge() {
        // The South edge is nearest (8 cm) but the wall stands in the way: round its nearer,
        // east end, by hand (32, 8) → (41.3, 5.8) → (41.3, 1.25): 9.6 + 4.6 = 14.1 cm.
        let world = walled(at(32.0, 8.0, 90.0), at(55.0, 35.0, 180.0));
        match escape(&world, 0, 12.0) {
            Escape::Stops { edge, plan } => {
                assert_eq!(edge, Edge::South);
                assert!((plan.length - 12.0).abs() <= 0.6, "{}", plan.length);
                assert!(
                    plan.end.x > 40.0,
                    "it went round the wall's end: {:?}",
                    plan.end
                );
            }
            other => panic!("the straight run through the wall is no escape: {other:?}"),
        }
        let Escape::ReachesEdge { edge, length } = escape(&world, 0, 16.0) else {
            panic!("a run of 16 cm reaches the edge round the wall");
        };
        assert_eq!(edge, Edge::South);
        assert!((length - 14.1).abs() < 0.2, "{length}");
    }

    #[test]
    fn every_man_for_himself_the_escape_keeps_out_of_an_enemy_action_area() {
        // The South edge is nearest (11 cm); an enemy stands 8 cm south facing the runner: the
        // run bends round its Action Area (6.25 cm round it) instead of through it.
        let world = walled(at(48.0, 11.0, 270.0), at(48.0, 3.0, 90.0));
        let Escape::ReachesEdge { edge, length } = escape(&world, 0, 25.0) else {
            panic!("25 cm is enough to reach the edge round it");
        };
        assert_eq!(edge, Edge::South);
        assert!(
            length > 11.0 - 1.25 + 2.0,
            "not the straight 9.75 cm: {length}"
        );
    }

    #[test]
    fn pawns_reactions_a_retreat_walks_round_the_wall_not_through_it() {
        // The attacker is north; straight away (south) is the wall: the retreat turns aside.
        let world = walled(at(30.0, 6.5, 90.0), at(30.0, 9.0, 270.0));
        let plan = retreat(&world, 0, Vec2::new(30.0, 9.0)).expect("a way out");
        assert!(
            plan.end.y > 4.5 + 1.25,
            "it did not cross the wall: {:?}",
            plan.end
        );
        assert!(
            Vec2::new(plan.end.x, plan.end.y).distance(Vec2::new(30.0, 9.0)) > 5.0,
            "it got away from its attacker: {:?}",
            plan.end
        );
    }
}
