//! 1650 § Hide: a pawn that walks into contact with an obstacle (small or large, or a building's
//! wall) hides behind it; one that charges there hides on a roll of 5+. A hidden pawn cannot be
//! charged or shot at. It stops hiding when it leaves the obstacle, declares a shot or a charge,
//! or an enemy sees all of its base or all of its miniature with nothing in the way. Choices the
//! book leaves open are listed in docs/rules-gaps.md.

use crate::conflict::names::pawn_name;
use crate::conflict::state::Conflict;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::Table;
pub use crate::conflict::world::notes::Hidden;
use crate::conflict::world::pawns::{enemies_of, side, sight_pawns};
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::sight::sees_whole;
use crate::words::{Arg, Message};

const SECTION: &str = "Hide";
/// A base within this of an obstacle's footprint is in contact with it (a hand's placing).
pub const HIDE_CONTACT_CM: f32 = crate::table::sight::OBSTACLE_CONTACT_CM;
/// § Hide: "a roll of 5+" after a charge.
const CHARGE_HIDE_ROLL: u32 = 5;

pub(in crate::conflict) fn hidden_behind(world: &ConflictWorld, pawn: u32) -> Option<usize> {
    world
        .resource::<Hidden>()
        .0
        .iter()
        .find(|&&(hidden, _)| hidden == pawn)
        .map(|&(_, piece)| piece)
}

/// Refuses `target` as the aim of a charge or a shot while it is hidden; `what` is the action
/// in words ("a charge").
pub(in crate::conflict) fn check_not_hidden(
    world: &ConflictWorld,
    target: u32,
    what: impl Into<Message>,
) -> Result<(), Rejection> {
    match hidden_behind(world, target) {
        Some(piece) => Err(Rejection::by_rule(
            rule(SECTION),
            msg!(
                "conflict-movement-target-hidden",
                pawn = pawn_name(world, target),
                obstacle = piece_name(world, piece),
                what = Into::<Message>::into(what)
            ),
        )),
        None => Ok(()),
    }
}

/// The obstacle's name in the layout, or "scenery" where the layout lacks it.
fn piece_name(world: &ConflictWorld, piece: usize) -> Arg {
    world.resource::<Table>().0.piece(piece).map_or_else(
        || msg!("conflict-movement-scenery").into(),
        |piece| Arg::from(&piece.id),
    )
}

/// The obstacle `pawn` takes cover behind: the one it hides behind, else the one its base
/// touches (a pawn seen whole still shoots over its own wall).
pub(in crate::conflict) fn cover_of(world: &ConflictWorld, pawn: u32) -> Option<usize> {
    hidden_behind(world, pawn).or_else(|| touching(world, pawn))
}

/// The obstacle `pawn`'s base is in contact with from the outside, standing below its top.
fn touching(world: &ConflictWorld, pawn: u32) -> Option<usize> {
    let base = crate::conflict::world::pawns::base(world, pawn)?;
    crate::table::sight::obstacle_touching(&world.resource::<Table>().0, &base)
}

fn set_hidden(world: &mut ConflictWorld, pawn: u32, piece: Option<usize>) {
    let hidden = world.resource_mut::<Hidden>();
    hidden.0.retain(|&(listed, _)| listed != pawn);
    if let Some(piece) = piece {
        hidden.0.push((pawn, piece));
        hidden.0.sort_unstable();
    }
}

/// Ends `pawn`'s hiding, saying why (nothing if it was not hidden).
pub(in crate::conflict) fn reveal(
    world: &mut ConflictWorld,
    pawn: u32,
    why: impl Into<Message>,
    resolution: &mut Resolution,
) {
    if hidden_behind(world, pawn).is_none() {
        return;
    }
    set_hidden(world, pawn, None);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-movement-no-longer-hidden",
            pawn = pawn_name(world, pawn),
            why = Into::<Message>::into(why)
        )
    });
}

/// After `pawn`'s movement maneuver: in contact with an obstacle it hides (after a charge, on a
/// roll of 5+); elsewhere it is no longer hidden.
pub(in crate::conflict) fn after_move(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    resolution: &mut Resolution,
) {
    let Some(piece) = touching(world, pawn) else {
        reveal(
            world,
            pawn,
            msg!("conflict-movement-left-obstacle"),
            resolution,
        );
        return;
    };
    // Named only when explained (a simulated game keeps no lines).
    let (name, obstacle) = (|| pawn_name(world, pawn), || piece_name(world, piece));
    let hides = match gait {
        Gait::Walk | Gait::Swim => {
            resolution.explain_with(rule(SECTION), || {
                msg!(
                    "conflict-movement-walked-hidden",
                    pawn = name(),
                    obstacle = obstacle()
                )
            });
            true
        }
        Gait::Charge => {
            let roll = resolution
                .dice()
                .roll(msg!("conflict-movement-hide-roll"), Die::D10);
            let hides = roll >= CHARGE_HIDE_ROLL;
            resolution.explain_with(rule(SECTION), || {
                let (pawn, obstacle) = (name(), obstacle());
                if hides {
                    msg!(
                        "conflict-movement-charged-hidden",
                        pawn = pawn,
                        obstacle = obstacle,
                        roll = roll
                    )
                } else {
                    msg!(
                        "conflict-movement-charged-not-hidden",
                        pawn = pawn,
                        obstacle = obstacle,
                        roll = roll
                    )
                }
            });
            hides
        }
    };
    set_hidden(world, pawn, hides.then_some(piece));
}

/// After a pawn moved or turned: hidden pawns seen whole by `mover`, or `mover` itself seen whole
/// by an enemy, are hidden no more; so is a hidden pawn no longer at its obstacle.
pub(in crate::conflict) fn watch(
    world: &mut ConflictWorld,
    mover: u32,
    resolution: &mut Resolution,
) {
    let hidden = world.resource::<Hidden>().0.clone();
    if hidden.is_empty() {
        return;
    }
    let band = side(world, mover).unwrap_or(0);
    let hidden: Vec<(u32, usize)> = hidden
        .into_iter()
        .filter_map(|(pawn, _)| Some((pawn, side(world, pawn)?)))
        .collect();
    let hidden_enemies: Vec<u32> = hidden
        .iter()
        .filter(|&&(_, pawn_side)| pawn_side != band)
        .map(|&(id, _)| id)
        .collect();
    let mover_hidden = hidden_behind(world, mover);
    // No hidden enemy to look at and the mover not hidden: nothing to watch (no sight traced).
    if hidden_enemies.is_empty() && mover_hidden.is_none() {
        return;
    }
    let pawns = sight_pawns(world);
    let table = std::sync::Arc::clone(&world.resource::<Table>().0);
    let seen_whole = |observer: u32, target: u32| {
        let (Some(eye), Some(aimed)) = (
            pawns.iter().find(|pawn| pawn.id == observer),
            pawns.iter().find(|pawn| pawn.id == target),
        ) else {
            return false;
        };
        sees_whole(&table, &pawns, eye, aimed)
    };
    let mut revealed: Vec<(u32, Message)> = Vec::new();
    let sees_all = |seer: u32| {
        msg!(
            "conflict-movement-seen-whole",
            pawn = pawn_name(world, seer)
        )
    };
    for enemy in hidden_enemies {
        if seen_whole(mover, enemy) {
            revealed.push((enemy, sees_all(mover)));
        }
    }
    if let Some(piece) = mover_hidden {
        if touching(world, mover) != Some(piece) {
            revealed.push((mover, msg!("conflict-movement-left-obstacle")));
        } else if let Some(enemy) = enemies_of(world, band)
            .into_iter()
            .find(|&enemy| seen_whole(enemy, mover))
        {
            revealed.push((mover, sees_all(enemy)));
        }
    }
    for (pawn, why) in revealed {
        reveal(world, pawn, why, resolution);
    }
}

impl Conflict {
    /// The obstacle (its index in the layout) `pawn` is hidden behind, if it is.
    pub fn hidden_behind(&self, pawn: u32) -> Option<usize> {
        hidden_behind(&self.world, pawn)
    }
}
