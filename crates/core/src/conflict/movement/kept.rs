//! The last move a full check passed, kept per thread. The computer checks the walk it chooses
//! (`PathTrials`, `check_path_among`), and the command it then plays asks the very same check
//! of the very same world (`check_path`): the answer is kept under the world's `serial`, which
//! changes with any write, and given back only for bit-identical arguments. A kept answer is the answer the
//! check gives (it is a pure function of the world and its arguments), so nothing a game does
//! depends on whether one was kept.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::table::movement::{MovePlan, Waypoint};
use std::cell::RefCell;

/// A passed check: the world's state, the question and the plan.
struct Kept {
    serial: u64,
    pawn: u32,
    gait: Gait,
    path: Vec<[u32; 3]>,
    facing: Option<u32>,
    plan: MovePlan,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// A waypoint's numbers as bits: only the very same numbers count as the same question.
fn bits(point: &Waypoint) -> [u32; 3] {
    [
        point.x.to_bits(),
        point.y.to_bits(),
        // A level's bits are never all ones (that is a NaN no check accepts).
        point.level.map_or(u32::MAX, f32::to_bits),
    ]
}

fn same_question(
    kept: &Kept,
    serial: u64,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
) -> bool {
    kept.serial == serial
        && kept.pawn == pawn
        && kept.gait == gait
        && kept.facing == facing.map(f32::to_bits)
        && kept.path.len() == path.len()
        && kept
            .path
            .iter()
            .zip(path)
            .all(|(kept, point)| *kept == bits(point))
}

/// Keeps `plan`, the plan a full check gave `pawn`'s `gait` along `path` in `world` as it stands.
pub(in crate::conflict) fn keep(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
    plan: &MovePlan,
) {
    let serial = world.serial();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        match kept.as_mut() {
            // The slot's lists are refilled in place (their allocations reused).
            Some(slot) => {
                slot.serial = serial;
                slot.pawn = pawn;
                slot.gait = gait;
                slot.path.clear();
                slot.path.extend(path.iter().map(bits));
                slot.facing = facing.map(f32::to_bits);
                slot.plan.clone_from(plan);
            }
            None => {
                *kept = Some(Kept {
                    serial,
                    pawn,
                    gait,
                    path: path.iter().map(bits).collect(),
                    facing: facing.map(f32::to_bits),
                    plan: plan.clone(),
                });
            }
        }
    });
}

/// The plan kept for this very question about `world` as it stands, if any.
pub(in crate::conflict) fn kept(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Option<MovePlan> {
    let serial = world.serial();
    KEPT.with(|kept| {
        kept.borrow()
            .as_ref()
            .filter(|kept| same_question(kept, serial, pawn, gait, path, facing))
            .map(|kept| kept.plan.clone())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conflict::world::components::Progress;
    use crate::conflict::world::snapshot;
    use crate::table::base::Placement;

    fn world() -> ConflictWorld {
        let layout = snapshot::bare_layout(60.0, 40.0);
        let at = |x: f32| Placement {
            x,
            y: 20.0,
            level: 0.0,
            facing_degrees: 0.0,
        };
        snapshot::test_world(layout, ["one", "other"], [at(10.0), at(50.0)])
    }

    fn point(x: f32) -> Waypoint {
        Waypoint {
            x,
            y: 20.0,
            level: None,
        }
    }

    /// § Movement Maneuvers: a check's answer is given back only for the same question about
    /// the world as it stood; any write to the world, another path, pawn, gait or facing, or
    /// another world, asks afresh.
    #[test]
    fn movement_maneuvers_a_kept_plan_answers_only_the_same_question_of_the_same_world() {
        let mut world = world();
        let path = [point(15.0)];
        let plan = MovePlan::standing(parry3d::math::Vec2::new(15.0, 20.0), 0.0);
        keep(&world, 0, Gait::Walk, &path, Some(0.0), &plan);
        assert_eq!(
            kept(&world, 0, Gait::Walk, &path, Some(0.0)),
            Some(plan.clone())
        );
        assert_eq!(kept(&world, 1, Gait::Walk, &path, Some(0.0)), None);
        assert_eq!(kept(&world, 0, Gait::Charge, &path, Some(0.0)), None);
        assert_eq!(kept(&world, 0, Gait::Walk, &path, None), None);
        assert_eq!(kept(&world, 0, Gait::Walk, &path, Some(-0.0)), None);
        assert_eq!(kept(&world, 0, Gait::Walk, &[point(15.5)], Some(0.0)), None);
        assert_eq!(
            kept(
                &world,
                0,
                Gait::Walk,
                &[point(15.0), point(16.0)],
                Some(0.0)
            ),
            None
        );
        assert_eq!(
            kept(&self::tests::world(), 0, Gait::Walk, &path, Some(0.0)),
            None
        );
        // A write, even one that changes nothing, makes the world another.
        world.resource_mut::<Progress>();
        assert_eq!(kept(&world, 0, Gait::Walk, &path, Some(0.0)), None);
        keep(&world, 0, Gait::Walk, &path, Some(0.0), &plan);
        let _ = &mut *world;
        assert_eq!(kept(&world, 0, Gait::Walk, &path, Some(0.0)), None);
    }

    /// A world's serial stands while nothing writes it and never comes back once it is written.
    #[test]
    fn a_world_keeps_its_serial_until_written_and_never_gets_an_old_one_back() {
        let mut world = world();
        let first = world.serial();
        assert_eq!(world.serial(), first);
        let mut seen = vec![first];
        for _ in 0..3 {
            world.resource_mut::<Progress>();
            let now = world.serial();
            assert!(!seen.contains(&now), "serial {now} came back");
            assert_eq!(world.serial(), now);
            seen.push(now);
        }
        assert!(!seen.contains(&self::tests::world().serial()));
    }
}
