//! 1650 § How Do Antagonists Work, in play: pawns no player activates, moved by their
//! Temperament (the Antagonists; § Rescue's defenders, until roused), and the move their
//! Temperament makes them walk or charge. A move that engages an enemy rouses a Rescue defender
//! (`commission::rouses`) and sets an Antagonist fighting (`antagonists::clash`). Who moves them
//! at a turn's opening is `authority_moves`; what stirs them between activations,
//! `automatic_activations`.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Progress, Temperaments};
use crate::conflict::world::pawns::turn_mut;
use crate::conflict::world::pawns::{enemies_of, engaged_with, footing, sight_pawns};
use crate::dice::Die;
use crate::msg;
use crate::record::Resolution;
use crate::rules::antagonists::{Pace, Temperament};
use crate::rules::rule;
use crate::table::base::Point;
use crate::table::path::Goal;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

pub(super) const SECTION: &str = "How Do Antagonists Work";

/// The Temperament that moves `pawn`, while one does.
pub(in crate::conflict) fn temperament_of(world: &ConflictWorld, pawn: u32) -> Option<Temperament> {
    world
        .resource::<Temperaments>()
        .pawns
        .iter()
        .find(|(id, _)| *id == pawn)
        .map(|(_, temperament)| *temperament)
}

/// The pawns moved by a Temperament that stand on the table, conscious.
pub(super) fn on_table(world: &ConflictWorld) -> Vec<(u32, Temperament)> {
    world
        .resource::<Temperaments>()
        .pawns
        .iter()
        .copied()
        .filter(|&(id, _)| {
            footing(world, id).is_some() && !crate::conflict::commission::unconscious(world, id)
        })
        .collect()
}

/// Where a pawn its Temperament moves goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TemperamentGoal {
    /// Into contact with this pawn (the nearest, a shooter, one by its scenery element).
    Pawn(u32),
    /// Towards this point (where the player sends it; its scenery element).
    Point(Point),
}

/// The nearest enemy of `pawn` within `within` cm (edge to edge), in its Line of Sight if
/// `in_sight`.
pub(super) fn nearest_enemy(
    world: &ConflictWorld,
    pawn: u32,
    within: f32,
    in_sight: bool,
) -> Option<u32> {
    let band = crate::conflict::world::pawns::side(world, pawn)?;
    let pawns = sight_pawns(world);
    let own = *pawns.iter().find(|other| other.id == pawn)?;
    let scenery = &world
        .resource::<crate::conflict::world::components::Table>()
        .0;
    let mut enemies: Vec<(f32, u32)> = enemies_of(world, band)
        .into_iter()
        .filter(|&enemy| !crate::conflict::commission::fellow_townsfolk(world, pawn, enemy))
        .filter_map(|enemy| {
            let theirs = pawns.iter().find(|other| other.id == enemy)?;
            let distance = own.base.edge_distance(&theirs.base);
            (distance <= within).then_some((distance, enemy))
        })
        .collect();
    enemies.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    enemies
        .into_iter()
        .find(|&(_, enemy)| {
            !in_sight
                || pawns
                    .iter()
                    .find(|other| other.id == enemy)
                    .is_some_and(|theirs| {
                        line_of_sight(scenery, &pawns, &own, theirs, SightOptions::default()).clear
                    })
        })
        .map(|(_, enemy)| enemy)
}

/// Activates `pawn` outside its player's choice (its Temperament, its clash, its escape), when
/// its turn's card allows; false when it does not.
pub(super) fn activate(world: &mut ConflictWorld, pawn: u32) -> bool {
    let started = turn_mut(world, |turn| turn.activate_by_temperament(pawn as usize));
    if !matches!(started, Some(Ok(()))) {
        return false;
    }
    world.resource_mut::<Progress>().active = Some(pawn);
    true
}

/// `pawn` is activated by its Temperament and walks 1D10 cm or charges 2D10 cm towards
/// `goal`; it stays active if the move engaged it (a roused pawn's player, or the Antagonist's
/// own fight, acts on), else its activation ends.
pub(super) fn carry_out(
    world: &mut ConflictWorld,
    pawn: u32,
    pace: Pace,
    goal: TemperamentGoal,
    cause: Message,
    resolution: &mut Resolution,
) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    let (gait, reach, words) = roll_reach(pace, resolution);
    let (path_goal, towards) = goal_on_table(world, goal);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-antagonists-activated",
            pawn = pawn_name(world, pawn),
            cause = cause,
            moves = words,
            towards = towards
        )
    });
    let path = crate::conflict::movement::routes::approach_within(
        world,
        pawn,
        gait,
        path_goal,
        reach as f32,
    );
    let moved = path.is_some_and(|path| {
        crate::conflict::movement::moving::move_pawn_rolled(
            world, pawn, gait, &path, None, true, resolution,
        )
        .is_ok()
    });
    if !moved {
        resolution.explain_with(rule(SECTION), || {
            msg!("conflict-antagonists-no-way", pawn = pawn_name(world, pawn))
        });
    }
    finish_unless_engaged(world, pawn, resolution);
    true
}

/// How far a Temperament's walk or charge goes (`Pace::d10s` D10 in cm), and the roll in words.
fn roll_reach(pace: Pace, resolution: &mut Resolution) -> (Gait, u32, Message) {
    // The dice log's labels are messages without arguments: a roll's purpose costs nothing
    // when no record is kept.
    let (gait, label, does) = match pace {
        Pace::Walk1D10 => (Gait::Walk, "conflict-antagonists-walk-roll", "walk"),
        Pace::Charge2D10 => (Gait::Charge, "conflict-antagonists-charge-roll", "charge"),
    };
    let dice = pace.d10s();
    let rolls: Vec<u32> = (0..dice)
        .map(|_| resolution.dice().roll(Message::new(label), Die::D10))
        .collect();
    let reach: u32 = rolls.iter().sum();
    let words = match rolls.as_slice() {
        [_] => msg!(
            "conflict-antagonists-pace-rolled",
            gait = does,
            dice = dice,
            reach = reach
        ),
        _ => {
            let each: Vec<String> = rolls.iter().map(u32::to_string).collect();
            msg!(
                "conflict-antagonists-pace-rolled-sum",
                gait = does,
                dice = dice,
                rolls = each.join(" + "),
                reach = reach
            )
        }
    };
    (gait, reach, words)
}

/// Where the planner takes the pawn for `goal`, and that place in words.
fn goal_on_table(world: &ConflictWorld, goal: TemperamentGoal) -> (Goal, Arg) {
    match goal {
        TemperamentGoal::Pawn(target) => (Goal::Contact(target), pawn_name(world, target).into()),
        TemperamentGoal::Point(at) => (
            Goal::Point(crate::table::movement::Waypoint {
                x: at.x,
                y: at.y,
                level: None,
            }),
            crate::conflict::world::pawns::place_of(world, Vec2::new(at.x, at.y), 0.0).into(),
        ),
    }
}

/// After its move: engaged, an Antagonist fights on and a roused pawn's player acts on (both
/// stay active); otherwise the activation ends.
fn finish_unless_engaged(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) {
    let done = crate::conflict::world::pawns::deeds(world, pawn);
    let engaged = done.charged_into.is_some() || !done.walked_into.is_empty();
    if footing(world, pawn).is_some() && engaged {
        if crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn) {
            // It fights the pawn it reached (`antagonists::clash`).
            return;
        }
        rouse(
            world,
            pawn,
            msg!("conflict-antagonists-roused-engaged"),
            resolution,
        );
        if world.resource::<Progress>().active == Some(pawn)
            && temperament_of(world, pawn).is_none()
        {
            return;
        }
    }
    if world.resource::<Progress>().active == Some(pawn) {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
}

/// `pawn` is moved by its Temperament no more: its player activates it from now on (one not
/// yet activated this turn may be activated now).
pub(in crate::conflict) fn rouse(
    world: &mut ConflictWorld,
    pawn: u32,
    why: impl Into<Message>,
    resolution: &mut Resolution,
) {
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    if temperament_of(world, pawn).is_none()
        || !commission.rouses()
        || crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn)
    {
        return;
    }
    world
        .resource_mut::<Temperaments>()
        .pawns
        .retain(|(id, _)| *id != pawn);
    turn_mut(world, |turn| turn.rouse(pawn as usize));
    resolution.explain_with(rule(commission.name()), || {
        msg!(
            "conflict-antagonists-roused",
            why = Into::<Message>::into(why),
            pawn = pawn_name(world, pawn),
            until = commission.roused_for()
        )
    });
}

/// A gunpowder weapon fired: the Temperaments within 30 cm answer once the activation ends.
pub(in crate::conflict) fn heard_gunpowder(world: &mut ConflictWorld, shooter: u32) {
    if !world.resource::<Temperaments>().pawns.is_empty() {
        world.resource_mut::<Temperaments>().gunpowder.push(shooter);
    }
}

/// A pawn engaged by an enemy, or hit by a distance weapon, is roused (§ Rescue). Whether a
/// pawn changed bands (the table must settle again: who is engaged follows from the bands).
pub(in crate::conflict) fn after_settling(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> bool {
    let engaged: Vec<u32> = on_table(world)
        .into_iter()
        .map(|(id, _)| id)
        .filter(|&id| !engaged_with(world, id).is_empty())
        .collect();
    for pawn in engaged {
        rouse(
            world,
            pawn,
            msg!("conflict-antagonists-roused-engaged"),
            resolution,
        );
    }
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    commission.after_settling(world, resolution)
}
