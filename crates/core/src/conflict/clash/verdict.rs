//! 1650 § Resolution of Clashes: once a blow is struck, the side with more Vigour in the clash
//! wins it and its player chooses the result: hold, turn the winner to face another enemy, or
//! push the whole clash back 5 cm the way the winner faces (no attacks of opportunity). A winner
//! whose enemy left the clash may instead walk 5 cm and engage (`engage`).

use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{ClashVerdict, Footing, Table, Verdict};
use crate::conflict::world::pawns::{footing, side, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{ClashResult, RESOLUTION_MOVE_CM, clash_winner};
use crate::rules::audacity::Nerve;
use crate::rules::rule;
use crate::table::base::{Placement, facing_vector};
use crate::table::movement::{MoveContext, Waypoint, check_standing};
use crate::table::places::compass;
use crate::table::sight::SightPawn;
use crate::words::Arg;
use parry3d::math::Vec2;

/// Steps back along a push that meets an obstacle, to where both bases fit.
const PUSH_STEP_CM: f32 = 0.25;

/// After a blow between `pawns`: counts the Vigour in the clash and, when one side has more,
/// waits for its player to choose the result. `retreated` marks a pawn that walked away.
pub(in crate::conflict) fn count_vigour(
    world: &mut ConflictWorld,
    pawns: [u32; 2],
    retreated: [bool; 2],
    resolution: &mut Resolution,
) {
    let gone = [0, 1].map(|index| {
        retreated[index]
            || footing(world, pawns[index]).is_none()
            || harm::nerve(world, pawns[index]) == Nerve::Escaping
    });
    if let [false, true] | [true, false] = gone {
        let winner = usize::from(gone[0]);
        beaten(world, pawns[winner], pawns[1 - winner], resolution);
        return;
    }
    let in_contact = footing(world, pawns[0])
        .zip(footing(world, pawns[1]))
        .is_some_and(|(a, b)| a.base().in_contact(&b.base()));
    if !in_contact || gone[0] {
        return;
    }
    // § Resolution of Clashes: "which team has more Vigour points": every pawn in the clash.
    let members = clash_of(world, pawns);
    let totals: Vec<u32> = pawns
        .iter()
        .map(|&pawn| {
            let team = side(world, pawn);
            members
                .iter()
                .filter(|&&member| side(world, member) == team)
                .map(|&member| harm::health(world, member).map_or(0, |vigour| vigour.remaining()))
                .sum()
        })
        .collect();
    let winner = clash_winner(&totals);
    resolution.explain_with(rule("Resolution of Clashes"), || match winner {
        Some(index) => msg!(
            "conflict-clash-vigour-wins",
            first = totals[0],
            second = totals[1],
            pawns = members.len(),
            pawn = pawn_name(world, pawns[index])
        ),
        None => msg!(
            "conflict-clash-vigour-even",
            first = totals[0],
            second = totals[1],
            pawns = members.len()
        ),
    });
    if let Some(index) = winner {
        world.resource_mut::<Verdict>().0 = Some(ClashVerdict {
            winner: pawns[index],
            loser: pawns[1 - index],
            beaten: false,
        });
    }
}

/// § Multiple Clashes: every pawn in the clash of `pawns`: those engaged with them, and those
/// engaged with those, and so on.
pub(in crate::conflict) fn clash_of(world: &ConflictWorld, pawns: [u32; 2]) -> Vec<u32> {
    let mut members: Vec<u32> = pawns
        .into_iter()
        .filter(|&pawn| footing(world, pawn).is_some())
        .collect();
    let mut next = 0;
    while let Some(&pawn) = members.get(next) {
        for other in crate::conflict::world::pawns::engaged_with(world, pawn) {
            if !members.contains(&other) {
                members.push(other);
            }
        }
        next += 1;
    }
    members.sort_unstable();
    members
}

/// The loser left the clash: the winner, if no other enemy holds it, wins with every enemy
/// beaten and may also walk 5 cm in any direction (Engage).
fn beaten(world: &mut ConflictWorld, winner: u32, loser: u32, resolution: &mut Resolution) {
    let over = world
        .resource::<crate::conflict::world::components::Progress>()
        .phase
        == crate::conflict::world::components::Phase::Over;
    if over || !crate::conflict::world::systems::engaged_now(world, winner).is_empty() {
        return;
    }
    resolution.explain_with(rule("Resolution of Clashes"), || {
        msg!(
            "conflict-clash-beaten",
            loser = pawn_name(world, loser),
            pawn = pawn_name(world, winner),
            distance = RESOLUTION_MOVE_CM as i64
        )
    });
    world.resource_mut::<Verdict>().0 = Some(ClashVerdict {
        winner,
        loser,
        beaten: true,
    });
}

/// The winner's player's choice.
pub(in crate::conflict) fn resolve(
    world: &mut ConflictWorld,
    verdict: &ClashVerdict,
    result: &ClashResult,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    match *result {
        ClashResult::Engage { ref path, facing } => {
            move_to_engage(world, verdict, path, facing, resolution)
        }
        ClashResult::Hold => {
            hold(world, verdict, resolution);
            Ok(())
        }
        ClashResult::Turn { facing } => turn(world, verdict, facing, resolution),
        ClashResult::PushingBack => push_back(world, verdict, resolution),
    }
}

/// Engage: only a winner whose enemies are all beaten walks up to 5 cm and engages.
fn move_to_engage(
    world: &mut ConflictWorld,
    verdict: &ClashVerdict,
    path: &[Waypoint],
    facing: Option<f32>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if !verdict.beaten {
        return Err(Rejection::by_rule(
            rule("Resolution of Clashes"),
            msg!(
                "conflict-clash-still-engaged",
                pawn = pawn_name(world, verdict.winner),
                enemy = pawn_name(world, verdict.loser)
            ),
        ));
    }
    // `engage` checks the walk before it changes anything.
    crate::conflict::clash::engage::engage(world, verdict.winner, path, facing, resolution)?;
    world.resource_mut::<Verdict>().0 = None;
    Ok(())
}

/// Hold: the clash stays as it is.
fn hold(world: &mut ConflictWorld, verdict: &ClashVerdict, resolution: &mut Resolution) {
    world.resource_mut::<Verdict>().0 = None;
    resolution.explain_with(rule("Resolution of Clashes"), || {
        msg!(
            "conflict-clash-holds",
            pawn = pawn_name(world, verdict.winner)
        )
    });
}

/// Turn: the winner turns to face another enemy.
fn turn(
    world: &mut ConflictWorld,
    verdict: &ClashVerdict,
    facing: f32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("Resolution of Clashes");
    if !facing.is_finite() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-clash-facing-not-a-number"),
        ));
    }
    let Some(place) = footing(world, verdict.winner) else {
        return Err(Rejection::new(msg!("conflict-clash-winner-gone")));
    };
    crate::conflict::band::armament::check_may_turn(world, verdict.winner)?;
    world.resource_mut::<Verdict>().0 = None;
    set_place(
        world,
        verdict.winner,
        Placement {
            facing_degrees: facing.rem_euclid(360.0),
            ..place.0
        },
    );
    resolution.explain_with(section, || {
        msg!(
            "conflict-clash-turns",
            pawn = pawn_name(world, verdict.winner),
            direction = compass(facing_vector(facing)),
            degrees = facing.round_ties_even() as i64
        )
    });
    Ok(())
}

/// Pushing back: the whole clash moves up to 5 cm the way the winner faces; a pawn pushed into
/// an obstacle leans its card.
fn push_back(
    world: &mut ConflictWorld,
    verdict: &ClashVerdict,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("Resolution of Clashes");
    if verdict.beaten {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-clash-nothing-to-push",
                pawn = pawn_name(world, verdict.loser)
            ),
        ));
    }
    let distance = push_distance(world, verdict);
    let Some(place) = footing(world, verdict.winner) else {
        return Err(Rejection::new(msg!("conflict-clash-winner-gone")));
    };
    world.resource_mut::<Verdict>().0 = None;
    let members = clash_of(world, [verdict.winner, verdict.loser]);
    let stopped = stopped_by_scenery(world, &members, place.0.facing_degrees, distance);
    let shift = facing_vector(place.0.facing_degrees) * distance;
    for &pawn in &members {
        if let Some(place) = footing(world, pawn) {
            set_place(
                world,
                pawn,
                Placement {
                    x: place.0.x + shift.x,
                    y: place.0.y + shift.y,
                    ..place.0
                },
            );
        }
    }
    resolution.explain_with(section.clone(), || {
        if distance + f32::EPSILON >= RESOLUTION_MOVE_CM {
            msg!(
                "conflict-clash-pushes-back",
                pawn = pawn_name(world, verdict.winner),
                distance = RESOLUTION_MOVE_CM as i64
            )
        } else {
            msg!(
                "conflict-clash-pushes-into-obstacle",
                pawn = pawn_name(world, verdict.winner),
                distance = Arg::tenths(distance)
            )
        }
    });
    // § Resolution of Clashes: a pawn pushed into an obstacle leans its card and is
    // the responding pawn in next turn's clash.
    for pawn in stopped {
        crate::conflict::clash::responding::lean(world, pawn);
        resolution.explain_with(section.clone(), || {
            msg!("conflict-clash-leans", pawn = pawn_name(world, pawn))
        });
    }
    Ok(())
}

/// The pawns of a push cut short (`distance` under 5 cm) that its next step would have driven
/// into the scenery; none when the push went the whole way.
fn stopped_by_scenery(
    world: &ConflictWorld,
    members: &[u32],
    facing_degrees: f32,
    distance: f32,
) -> Vec<u32> {
    if distance + f32::EPSILON >= RESOLUTION_MOVE_CM {
        return Vec::new();
    }
    let blocked = facing_vector(facing_degrees) * (distance + PUSH_STEP_CM).min(RESOLUTION_MOVE_CM);
    members
        .iter()
        .copied()
        .filter(|&pawn| meets_scenery(world, pawn, blocked))
        .collect()
}

/// How far the whole clash can be pushed (up to 5 cm) with every base still standing.
pub(in crate::conflict) fn push_distance(world: &ConflictWorld, verdict: &ClashVerdict) -> f32 {
    let Some(winner) = footing(world, verdict.winner) else {
        return 0.0;
    };
    let members = clash_of(world, [verdict.winner, verdict.loser]);
    let placed: Vec<(u32, Footing)> = members
        .iter()
        .filter_map(|&pawn| footing(world, pawn).map(|place| (pawn, place)))
        .collect();
    let direction = facing_vector(winner.0.facing_degrees);
    let scenery = &world.resource::<Table>().0;
    let standing = sight_pawns(world);
    let mut distance = RESOLUTION_MOVE_CM;
    while distance > 0.0 {
        let shift = direction * distance;
        let moved: Vec<SightPawn> = standing
            .iter()
            .map(|pawn| {
                if members.contains(&pawn.id) {
                    let mut base = pawn.base;
                    base.centre += shift;
                    SightPawn { base, ..*pawn }
                } else {
                    *pawn
                }
            })
            .collect();
        let context = MoveContext {
            scenery,
            pawns: &moved,
            enemies: &[],
            street_wise: false,
            ground_rough: false,
        };
        let fits = placed.iter().all(|&(pawn, place)| {
            let Some(mover) = moved.iter().find(|other| other.id == pawn) else {
                return false;
            };
            let point = Vec2::new(place.0.x, place.0.y) + shift;
            // § Guardians: nor into a building the pawn's band may not enter.
            let band = crate::conflict::world::pawns::side(world, pawn).unwrap_or(usize::MAX);
            check_standing(&context, mover, point, place.0.level).is_ok()
                && crate::conflict::commission::barred::check_standing(world, band, point).is_ok()
        });
        if fits {
            return distance;
        }
        distance -= PUSH_STEP_CM;
    }
    0.0
}

/// Whether the scenery alone stops `pawn`'s base moved by `shift` (other pawns aside).
fn meets_scenery(world: &ConflictWorld, pawn: u32, shift: Vec2) -> bool {
    let Some(place) = footing(world, pawn) else {
        return false;
    };
    let mut base = place.base();
    base.centre += shift;
    let mover = SightPawn {
        id: pawn,
        base,
        in_clash: true,
    };
    let context = MoveContext {
        scenery: &world.resource::<Table>().0,
        pawns: &[],
        enemies: &[],
        street_wise: false,
        ground_rough: false,
    };
    check_standing(&context, &mover, base.centre, place.0.level).is_err()
}

fn set_place(world: &mut ConflictWorld, pawn: u32, place: Placement) {
    crate::conflict::world::pawns::set_footing(world, pawn, Some(Footing(place)));
}

/// The winner's band, waiting to choose (for `side_to_act`).
pub(in crate::conflict) fn chooser(world: &ConflictWorld) -> Option<usize> {
    let verdict = world.resource::<Verdict>().0.as_ref()?;
    side(world, verdict.winner)
}
