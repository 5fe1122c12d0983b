//! A move played (1650 § Movement Maneuvers, § Troubles when Climbing and Jumping, § Falling,
//! § Engaging an Enemy Pawn, § Attack of Opportunity): a turn or a checked path; the pawn rolls
//! its charge, climbs and jumps, moves, and suffers attacks of opportunity.

use super::maneuvers::{RELOADING_WALK_CM, check_path, morale, move_context, steady_hand_payer};
use crate::conflict::band::harm;
use crate::conflict::names::{pawn_list_message, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Moved, Progress};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{
    card, check_active, deeds, engaged_with, entity, footing, place_of, set_deeds,
};
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::clash::{Answer, BlowOptions, Combatant, blow};
use crate::rules::rule;
use crate::table::movement::{
    AreaCrossing, Maneuver, MovePlan, Step, Waypoint, climb_or_jump_target, fall_vigour_loss,
};
use crate::table::path::farthest_along;
use crate::table::places::compass;
use crate::table::sight::SightPawn;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

/// The Peculiarity Climber (peculiarities.ron): +1 to its climbing and jumping rolls.
pub const CLIMBER: &str = "climber";
/// § The Weather Gets Worse, Flood: the roll a charge needs to set off.
const SLIPPERY_CHARGE_ROLL: u32 = 5;

pub(in crate::conflict) fn turn_to(
    world: &mut ConflictWorld,
    pawn: u32,
    facing: f32,
) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let mut done = deeds(world, pawn).clone();
    if !facing.is_finite() {
        return Err(Rejection::new(msg!(
            "conflict-movement-facing-not-a-number"
        )));
    }
    let recovering = morale(world, pawn).only_turn;
    if done.moved.is_some() && !recovering {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!("conflict-movement-already-moved"),
        ));
    }
    let Some(mut place) = footing(world, pawn) else {
        return Err(Rejection::new(msg!(
            "conflict-movement-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    place.0.facing_degrees = facing;
    crate::conflict::world::pawns::set_footing(world, pawn, Some(place));
    if done.moved.is_none() {
        done.moved = Some(Moved::Turned);
    }
    set_deeds(world, pawn, done);
    Ok(())
}

pub(in crate::conflict) fn move_pawn(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    move_pawn_rolled(world, pawn, gait, path, facing, false, resolution)
}

/// `move_pawn`, with `rolled` true for a move whose length was rolled already (an Antagonist's
/// charge of 2D10 cm): a charge then rolls no 15 + 1D10.
pub(in crate::conflict) fn move_pawn_rolled(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    path: &[Waypoint],
    facing: Option<f32>,
    rolled: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let mut plan = check_path(world, pawn, gait, path, facing)?;
    let Some(mover) = crate::conflict::world::pawns::sight_pawn(world, pawn) else {
        return Err(Rejection::new(msg!(
            "conflict-movement-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    // Checked: from here on the move happens.
    pay_steady_hand(world, pawn, &plan, resolution);
    let slipped =
        gait == Gait::Charge && slips_on_flood(world, pawn, &mover, &mut plan, resolution);
    if gait == Gait::Charge && !slipped && !rolled {
        roll_charge(world, pawn, path, &mover, &mut plan, resolution);
    }
    if !steps_succeed(world, pawn, &plan, &mover, resolution) {
        return Ok(());
    }
    let was_engaged = engaged_with(world, pawn);
    crate::conflict::world::pawns::stand_at_end(world, pawn, &plan);
    let engaged = record_move(world, pawn, gait, &plan, &was_engaged);
    explain_move(world, pawn, gait, &mover, &plan, resolution);
    for &enemy in &engaged {
        crate::conflict::clash::responding::when_engaged(world, enemy, resolution);
    }
    crate::conflict::clash::fight_or_retreat::activate(world, pawn, &engaged, resolution);
    face_the_engager(world, pawn, &plan);
    let left_clash = clashes_left(world, pawn, was_engaged);
    attacks_of_opportunity(world, pawn, &plan, &left_clash, resolution);
    if !plan.engagements.is_empty() && gait == Gait::Charge {
        crate::conflict::movement::hide::reveal(
            world,
            pawn,
            msg!("conflict-movement-charged-enemy"),
            resolution,
        );
    } else if footing(world, pawn).is_some() {
        crate::conflict::movement::hide::after_move(world, pawn, gait, resolution);
    }
    Ok(())
}

/// The Peculiarity Steady Hand: a reloading pawn walking farther than a reload allows pays
/// for it, when its band can.
fn pay_steady_hand(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &MovePlan,
    resolution: &mut Resolution,
) {
    if deeds(world, pawn).reloading
        && plan.length > RELOADING_WALK_CM
        && let Ok(payer) = steady_hand_payer(world, pawn)
    {
        crate::conflict::band::purse::pay_peculiarity(
            world,
            payer,
            pawn,
            crate::rules::maravedies::STEADY_HAND_MRV,
            "Steady Hand",
            resolution,
        );
    }
}

/// § The Weather Gets Worse, Flood: a charge on slippery ground needs a roll of 5+ to set off;
/// true when it slips, its plan then to stay where it is.
fn slips_on_flood(
    world: &ConflictWorld,
    pawn: u32,
    mover: &SightPawn,
    plan: &mut MovePlan,
    resolution: &mut Resolution,
) -> bool {
    let slippery = world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .slippery;
    if !slippery {
        return false;
    }
    let footing_roll = resolution
        .dice()
        .roll(msg!("conflict-movement-slippery-roll"), Die::D10);
    let sets_off = footing_roll >= SLIPPERY_CHARGE_ROLL;
    resolution.explain_with(rule("The Weather Gets Worse"), || {
        if sets_off {
            msg!(
                "conflict-movement-slippery-sets-off",
                pawn = pawn_name(world, pawn),
                roll = footing_roll,
                needed = SLIPPERY_CHARGE_ROLL
            )
        } else {
            msg!(
                "conflict-movement-slippery-slips",
                pawn = pawn_name(world, pawn),
                roll = footing_roll,
                needed = SLIPPERY_CHARGE_ROLL
            )
        }
    });
    if !sets_off {
        *plan = MovePlan::standing(mover.base.centre, mover.base.level);
        plan.end_facing_degrees = facing_of(mover);
    }
    !sets_off
}

/// § Movement Maneuvers: a charge reaches 15 + 1D10 cm; a longer path stops where the roll
/// runs out.
fn roll_charge(
    world: &ConflictWorld,
    pawn: u32,
    path: &[Waypoint],
    mover: &SightPawn,
    plan: &mut MovePlan,
    resolution: &mut Resolution,
) {
    let roll = resolution
        .dice()
        .roll(msg!("conflict-movement-charge-roll"), Die::D10);
    let reach = Maneuver::Charge { roll }.reach();
    resolution.explain_with(rule("Movement Maneuvers"), || {
        msg!(
            "conflict-movement-charges",
            pawn = pawn_name(world, pawn),
            roll = roll,
            reach = whole_cm(reach)
        )
    });
    if plan.length > reach {
        *plan = shortened_charge(world, pawn, roll, path, reach).unwrap_or_else(|| {
            let mut stay = MovePlan::standing(mover.base.centre, mover.base.level);
            stay.end_facing_degrees = facing_of(mover);
            stay
        });
        resolution.explain_with(rule("Movement Maneuvers"), || {
            msg!(
                "conflict-movement-charge-falls-short",
                reach = whole_cm(reach),
                pawn = pawn_name(world, pawn),
                distance = Arg::tenths(plan.length)
            )
        });
    }
}

/// The pawn's deeds after the move: how it moved, how far, and whom it charged or walked
/// into; returns the enemies it engaged.
fn record_move(
    world: &mut ConflictWorld,
    pawn: u32,
    gait: Gait,
    plan: &MovePlan,
    was_engaged: &[u32],
) -> Vec<u32> {
    let mut done = deeds(world, pawn).clone();
    done.moved = Some(match gait {
        Gait::Walk => Moved::Walked,
        Gait::Charge => Moved::Charged,
        Gait::Swim => Moved::Swam,
    });
    done.walked_cm = plan.length;
    for engagement in &plan.engagements {
        if gait == Gait::Charge {
            done.charged_into = Some((engagement.enemy, plan.length));
        } else {
            done.walked_into.push(engagement.enemy);
        }
    }
    if gait != Gait::Charge {
        // § Attacking and Responding Pawns: walking within a long weapon's reach engages too.
        for enemy in crate::conflict::world::systems::engaged_now(world, pawn) {
            if !was_engaged.contains(&enemy) && !done.walked_into.contains(&enemy) {
                done.walked_into.push(enemy);
            }
        }
    }
    let engaged: Vec<u32> = done
        .walked_into
        .iter()
        .copied()
        .chain(done.charged_into.map(|(enemy, _)| enemy))
        .collect();
    set_deeds(world, pawn, done);
    engaged
}

/// "Pawn walks 8.5 cm north-east, to …, engaging …".
fn explain_move(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    mover: &SightPawn,
    plan: &MovePlan,
    resolution: &mut Resolution,
) {
    resolution.explain_with(rule("Movement Maneuvers"), || {
        let (name, moved) = (
            pawn_name(world, pawn),
            move_words(world, gait, mover.base.centre, plan),
        );
        if plan.engagements.is_empty() {
            msg!("conflict-movement-moves", pawn = name, moved = moved)
        } else {
            let enemies: Vec<u32> = plan
                .engagements
                .iter()
                .map(|engagement| engagement.enemy)
                .collect();
            msg!(
                "conflict-movement-moves-engaging",
                pawn = name,
                moved = moved,
                enemies = pawn_list_message(world, &enemies)
            )
        }
    });
}

/// The enemies of `was_engaged` that the pawn is no longer in contact with after its move.
fn clashes_left(world: &ConflictWorld, pawn: u32, was_engaged: Vec<u32>) -> Vec<u32> {
    match footing(world, pawn) {
        Some(now) => was_engaged
            .into_iter()
            .filter(|&enemy| {
                footing(world, enemy).is_some_and(|place| !now.base().in_contact(&place.base()))
            })
            .collect(),
        None => Vec::new(),
    }
}

/// A move in words, after the pawn's name: "walks 8.5 cm north-east, to 3 cm north of the
/// well", from `from` to the plan's end.
pub(in crate::conflict) fn move_words(
    world: &ConflictWorld,
    gait: Gait,
    from: Vec2,
    plan: &MovePlan,
) -> Message {
    let end = Vec2::new(plan.end.x, plan.end.y);
    let place = place_of(world, end, plan.end_level);
    if plan.length < 0.05 {
        return msg!("conflict-movement-stays", place = place);
    }
    let gait = match gait {
        Gait::Walk => "walk",
        Gait::Charge => "charge",
        Gait::Swim => "swim",
    };
    // A distance from a landmark reads "to 3 cm north of the well"; the others ("by the
    // church's south door", "on the tavern's roof") stand on their own.
    if place.starts_with(|first: char| first.is_ascii_digit()) {
        msg!(
            "conflict-movement-goes-to",
            gait = gait,
            distance = Arg::tenths(plan.length),
            direction = compass(end - from),
            place = place
        )
    } else {
        msg!(
            "conflict-movement-goes",
            gait = gait,
            distance = Arg::tenths(plan.length),
            direction = compass(end - from),
            place = place
        )
    }
}

/// A reach in whole centimetres (a charge's 15 + 1D10), as the log writes it.
fn whole_cm(reach: f32) -> u32 {
    reach.round().max(0.0) as u32
}

fn facing_of(pawn: &SightPawn) -> f32 {
    pawn.base.facing.y.atan2(pawn.base.facing.x).to_degrees()
}

/// A charge whose die fell short: the same path, cut at `reach` and stepped back until the
/// base fits.
fn shortened_charge(
    world: &ConflictWorld,
    pawn: u32,
    roll: u32,
    path: &[Waypoint],
    reach: f32,
) -> Option<MovePlan> {
    let table = TablePawns::for_pawn(world, pawn);
    let mover = table.pawns.iter().find(|other| other.id == pawn).copied()?;
    let context = move_context(world, &table, pawn);
    farthest_along(&context, &mover, Maneuver::Charge { roll }, path, reach).map(|(_, plan)| plan)
}

/// § Troubles when Climbing and Jumping, § Falling: each climb or jump is a D10 roll; a failure
/// drops the pawn where it started, costs Vigour and ends its activation.
pub(in crate::conflict) fn steps_succeed(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &MovePlan,
    mover: &SightPawn,
    resolution: &mut Resolution,
) -> bool {
    let Some(vigour) = harm::health(world, pawn) else {
        return false;
    };
    // § The Weather Gets Worse, Flood: climbing and jumping are one harder.
    let slippery = world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .slippery;
    let target = climb_or_jump_target(vigour.worst_marked()) + u32::from(slippery);
    for step in &plan.steps {
        let (what, height) = match *step {
            Step::Climb { height, .. } => (msg!("conflict-movement-climb"), height),
            Step::JumpDown { height, .. } => (msg!("conflict-movement-jump-down"), height),
            Step::JumpGap { .. } => (msg!("conflict-movement-jump"), 0.0),
            // § Movement Maneuvers: a charge jumps a small obstacle (rough terrain) in its way;
            // a fall there is from the ground, so it costs no Vigour (docs/rules-gaps.md).
            Step::JumpObstacle { piece, .. } => {
                let name = world
                    .resource::<crate::conflict::world::components::Table>()
                    .0
                    .piece(piece)
                    .map_or_else(
                        || msg!("conflict-movement-obstacle").into(),
                        |piece| Arg::from(&piece.id),
                    );
                (msg!("conflict-movement-jump-over", obstacle = name), 0.0)
            }
        };
        let die = resolution
            .dice()
            .roll(msg!("conflict-movement-climb-roll"), Die::D10);
        // § Panoply Cards: climbing gear adds to the roll; so does the Peculiarity Climber.
        let gear = harm::gear(world, pawn).climb;
        let climber =
            i32::from(card(world, pawn).is_some_and(|card| card.has_peculiarity(CLIMBER)));
        let bonus = gear + climber;
        let roll = (die as i32 + bonus).max(0) as u32;
        // "rolled 4 +1 (Panoply) +1 (Climber) = 6", each bonus wrapping what came before.
        let mut rolled = msg!("conflict-movement-rolled", die = die);
        if gear != 0 {
            rolled = msg!(
                "conflict-movement-rolled-bonus",
                rolled = rolled,
                bonus = format!("{gear:+}"),
                reason = msg!("conflict-movement-bonus-panoply")
            );
        }
        if climber != 0 {
            rolled = msg!(
                "conflict-movement-rolled-bonus",
                rolled = rolled,
                bonus = format!("{climber:+}"),
                reason = msg!("conflict-movement-bonus-climber")
            );
        }
        if bonus != 0 {
            rolled = msg!(
                "conflict-movement-rolled-total",
                rolled = rolled,
                total = roll
            );
        }
        if roll >= target {
            resolution.explain_with(rule("Troubles when Climbing and Jumping"), || {
                msg!(
                    "conflict-movement-step-made",
                    what = what,
                    rolled = rolled,
                    target = target
                )
            });
            continue;
        }
        let from_ground = matches!(step, Step::Climb { .. } | Step::JumpObstacle { .. })
            && mover.base.level < 0.5;
        let loss = fall_vigour_loss(height, from_ground);
        let mut vigour = vigour;
        let marked = vigour.mark(loss);
        harm::set_health(world, pawn, vigour);
        resolution.explain_with(rule("Falling"), || {
            msg!(
                "conflict-movement-step-falls",
                what = what,
                rolled = rolled,
                target = target,
                loss = loss
            )
        });
        let mut done = deeds(world, pawn).clone();
        done.fallen = true;
        done.moved = Some(Moved::Walked);
        set_deeds(world, pawn, done);
        harm::after_wound(world, pawn, &marked, None, resolution);
        if world.resource::<Progress>().active == Some(pawn) {
            crate::conflict::world::pawns::finish_active(world, pawn);
        }
        return false;
    }
    true
}

/// § Engaging an Enemy Pawn: a pawn not yet activated turns to face whoever engaged it (unless
/// engaged from its Rearguard, § Attack from Behind).
pub(in crate::conflict) fn face_the_engager(world: &mut ConflictWorld, pawn: u32, plan: &MovePlan) {
    let Some(mover) = footing(world, pawn) else {
        return;
    };
    for engagement in &plan.engagements {
        let enemy = engagement.enemy;
        let waiting = world
            .resource::<Progress>()
            .turn
            .as_ref()
            .and_then(|turn| turn.states.get(enemy as usize).copied())
            .is_some_and(|state| {
                matches!(
                    state,
                    crate::rules::activation::Activation::Waiting
                        | crate::rules::activation::Activation::Temperament
                        | crate::rules::activation::Activation::Enemy
                )
            });
        let Some(mut place) = footing(world, enemy) else {
            continue;
        };
        // § Armament, Beating: a pawn whose back was turned does not turn to face it.
        let turned_away = crate::conflict::band::armament::turned_away(world, enemy);
        if !waiting || turned_away || place.base().has_in_rearguard(&mover.base()) {
            continue;
        }
        let towards = mover.base().centre - place.base().centre;
        place.0.facing_degrees = towards.y.atan2(towards.x).to_degrees();
        crate::conflict::world::pawns::set_footing(world, enemy, Some(place));
    }
}

/// § Attack of Opportunity: each enemy whose Action Area the path entered without engaging,
/// left or passed through makes a single Reply roll at the mover.
pub(in crate::conflict) fn attacks_of_opportunity(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &MovePlan,
    left_clash: &[u32],
    resolution: &mut Resolution,
) {
    let mut strikers: Vec<u32> = plan
        .action_areas
        .iter()
        .filter(|(_, crossing)| {
            matches!(
                crossing,
                AreaCrossing::Enters | AreaCrossing::Leaves | AreaCrossing::PassesThrough
            )
        })
        .map(|(enemy, _)| *enemy)
        .collect();
    // Walking out of a clash is retreating from it: the same single roll.
    strikers.extend_from_slice(left_clash);
    strikers.sort_unstable();
    strikers.dedup();
    for enemy in strikers {
        if entity(world, pawn).is_none() {
            return;
        }
        strike_in_passing(world, enemy, pawn, resolution);
    }
}

/// One attack of opportunity by `striker` at `target`.
pub(in crate::conflict) fn strike_in_passing(
    world: &mut ConflictWorld,
    striker: u32,
    target: u32,
    resolution: &mut Resolution,
) {
    let (Some(striker_card), Some(target_card)) = (card(world, striker), card(world, target))
    else {
        return;
    };
    let Some(weapon) = striker_card
        .weapons
        .iter()
        .position(|weapon| weapon.attack.is_some())
    else {
        return;
    };
    let (Some(striker_vigour), Some(target_vigour)) =
        (harm::health(world, striker), harm::health(world, target))
    else {
        return;
    };
    let mut combatants = [
        Combatant {
            card: crate::conflict::names::named_card(world, striker, &striker_card),
            weapon,
            vigour: striker_vigour,
        },
        Combatant {
            card: crate::conflict::names::named_card(world, target, &target_card),
            weapon: 0,
            vigour: target_vigour,
        },
    ];
    let options = BlowOptions {
        answer: Answer::Retreats,
        ..BlowOptions::default()
    };
    let Ok(outcome) = blow(&mut combatants, 0, &options, resolution) else {
        return;
    };
    harm::set_health(world, target, combatants[1].vigour);
    for (hit, marked) in &outcome.marked {
        if *hit == 1 {
            harm::after_wound(world, target, marked, Some(striker), resolution);
        }
    }
}
