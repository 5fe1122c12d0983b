//! 1650 § How Do Antagonists Work, in play: pawns no player activates, moved by their
//! Temperament (the Antagonists; § Rescue's defenders, until roused). At the start of each turn
//! the band that won the Authority roll may move one of them for each band playing; between
//! activations each one not yet activated answers what stirs it (an enemy in its sight within
//! 20 cm, gunpowder fired within 30 cm, a pawn by its scenery element); a move that engages an
//! enemy rouses a Rescue defender (`commission::rouses`) and sets an Antagonist fighting
//! (`antagonists::clash`).

use crate::conflict::awaiting::mover;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Progress, Temperaments};
use crate::conflict::world::pawns::turn_mut;
use crate::conflict::world::pawns::{enemies_of, engaged_with, footing, sight_pawns};
use crate::dice::Die;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Activation;
use crate::rules::antagonists::{
    ELEMENT_GUARD_CM, ELEMENT_LEASH_CM, Heading, Pace, SIGHT_TRIGGER_CM, Stir, Temperament,
    authority_move, automatic_activation,
};
use crate::rules::rule;
use crate::table::base::Point;
use crate::table::sight::{SightOptions, line_of_sight};
use parry3d::math::Vec2;

const SECTION: &str = "How Do Antagonists Work";
/// An Antagonist this near its scenery element has no way to go back to it.
const ALREADY_BESIDE_CM: f32 = 1.0;

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
fn on_table(world: &ConflictWorld) -> Vec<(u32, Temperament)> {
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

/// At the start of a turn: no player activates them; the Authority roll's winner (rolled now
/// if the turn had none: § Rescue) may move one for each band playing.
pub(in crate::conflict) fn open_turn(
    world: &mut ConflictWorld,
    winner: Option<usize>,
    resolution: &mut Resolution,
) {
    let moved = on_table(world);
    if moved.is_empty() {
        return;
    }
    let ids: Vec<usize> = moved.iter().map(|&(id, _)| id as usize).collect();
    turn_mut(world, |turn| turn.by_temperament(&ids));
    let by = winner.unwrap_or_else(|| {
        let by = crate::conflict::world::pawns::authority(world, resolution);
        resolution.explain_with(rule(SECTION), || {
            format!(
                "{} won the Authority roll: it moves the pawns their Temperament drives",
                band_name(world, by)
            )
        });
        by
    });
    let bands = world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0
        .sides
        .len() as u32;
    resolution.explain_with(rule(SECTION), || {
        format!(
            "no player activates {}: before its first activation {} may move up to {bands} of them",
            crate::conflict::names::pawn_list(
                world,
                &moved.iter().map(|&(id, _)| id).collect::<Vec<_>>()
            ),
            band_name(world, by)
        )
    });
    world.resource_mut::<Temperaments>().moves = Some((by, bands));
}

/// Where a pawn its Temperament moves goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TemperamentGoal {
    /// Into contact with this pawn (the nearest, a shooter, one by its scenery element).
    Pawn(u32),
    /// Towards this point (where the player sends it; its scenery element).
    Point(Point),
}

/// Why `pawn` may not be moved by the Authority roll's winner now; else its Temperament.
pub fn check_movable(world: &ConflictWorld, pawn: u32) -> Result<Temperament, Rejection> {
    let section = rule(SECTION);
    let Some(temperament) = temperament_of(world, pawn) else {
        return Err(Rejection::by_rule(
            section,
            format!("no Temperament moves {}", pawn_name(world, pawn)),
        ));
    };
    if mover(world).is_none() {
        return Err(Rejection::by_rule(
            section,
            "pawns are moved by their Temperament only before the turn's first activation",
        ));
    }
    if crate::conflict::world::pawns::activation_state(world, pawn) != Some(Activation::Temperament)
        || footing(world, pawn).is_none()
    {
        return Err(Rejection::by_rule(
            section,
            format!(
                "{} has been activated this turn already",
                pawn_name(world, pawn)
            ),
        ));
    }
    if !engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            section,
            format!("{} is engaged in a clash", pawn_name(world, pawn)),
        ));
    }
    // § Guardians: a provoked Guarnicionero is moved by the band that took it over.
    if let (Some(owner), Some((by, _))) = (
        crate::conflict::commission::controller(world, pawn),
        mover(world),
    ) && owner != by
    {
        return Err(Rejection::by_rule(
            section,
            format!(
                "{} is {}'s to move",
                pawn_name(world, pawn),
                band_name(world, owner)
            ),
        ));
    }
    Ok(temperament)
}

/// Where `pawn` goes if the Authority roll's winner moves it now: a Sanguine pawn towards the
/// nearest pawn; the others towards `to`, the player's choice (a Phlegmatic one no more than
/// 20 cm from its scenery element); or why it may not.
pub fn check_move(
    world: &ConflictWorld,
    pawn: u32,
    to: Option<Point>,
) -> Result<TemperamentGoal, Rejection> {
    let section = rule(SECTION);
    let temperament = check_movable(world, pawn)?;
    match authority_move(temperament).heading {
        Heading::Any | Heading::AnyNearElement => {
            let Some(to) = to.filter(|to| to.x.is_finite() && to.y.is_finite()) else {
                return Err(Rejection::by_rule(
                    section,
                    format!(
                        "a {temperament:?} pawn goes where its mover chooses: choose a point on the table"
                    ),
                ));
            };
            if authority_move(temperament).heading == Heading::AnyNearElement
                && let Some(element) =
                    crate::conflict::antagonists::townsfolk::element_of(world, pawn)
            {
                let radius = footing(world, pawn).map_or(0.0, |place| place.base().radius);
                let far = crate::conflict::antagonists::townsfolk::element_gap(
                    world,
                    element,
                    Vec2::new(to.x, to.y),
                    radius,
                )
                .unwrap_or(0.0);
                if far > ELEMENT_LEASH_CM {
                    return Err(Rejection::by_rule(
                        section,
                        format!(
                            "that is {far:.1} cm from its scenery element; a Phlegmatic pawn is moved no more than {ELEMENT_LEASH_CM} cm from it"
                        ),
                    ));
                }
            }
            Ok(TemperamentGoal::Point(to))
        }
        _ => nearest_enemy(world, pawn, f32::INFINITY, false)
            .map(TemperamentGoal::Pawn)
            .ok_or_else(|| {
                Rejection::by_rule(
                    section,
                    format!("{} has no enemy on the table", pawn_name(world, pawn)),
                )
            }),
    }
}

/// The Authority roll's winner moves `pawn` by its Temperament (towards `to` where it chooses
/// the way): walking 1D10 cm, or charging 2D10 cm.
pub(in crate::conflict) fn move_by_choice(
    world: &mut ConflictWorld,
    pawn: u32,
    charge: bool,
    to: Option<Point>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let goal = check_move(world, pawn, to)?;
    if let Some((by, left)) = world.resource::<Temperaments>().moves {
        world.resource_mut::<Temperaments>().moves = Some((by, left.saturating_sub(1)));
    }
    let pace = if charge {
        Pace::Charge2D10
    } else {
        Pace::Walk1D10
    };
    carry_out(world, pawn, pace, goal, "its Temperament", resolution);
    Ok(())
}

/// The Authority roll's winner moves no more of them this turn.
pub(in crate::conflict) fn stop_moving(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Some((by, _)) = mover(world) else {
        return Err(Rejection::by_rule(
            rule(SECTION),
            "no pawn is waiting to be moved by its Temperament",
        ));
    };
    world.resource_mut::<Temperaments>().moves = None;
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} moves no more pawns by their Temperament",
            band_name(world, by)
        )
    });
    Ok(())
}

/// The nearest enemy of `pawn` within `within` cm (edge to edge), in its Line of Sight if
/// `in_sight`.
fn nearest_enemy(world: &ConflictWorld, pawn: u32, within: f32, in_sight: bool) -> Option<u32> {
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
fn activate(world: &mut ConflictWorld, pawn: u32) -> bool {
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
fn carry_out(
    world: &mut ConflictWorld,
    pawn: u32,
    pace: Pace,
    goal: TemperamentGoal,
    cause: &str,
    resolution: &mut Resolution,
) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    let (gait, reach, words) = match pace {
        Pace::Walk1D10 => {
            let roll = resolution
                .dice()
                .roll("Temperament walk (1D10 cm)", Die::D10);
            (Gait::Walk, roll, format!("walks 1D10 = {roll} cm"))
        }
        Pace::Charge2D10 => {
            let first = resolution
                .dice()
                .roll("Temperament charge (2D10 cm)", Die::D10);
            let second = resolution
                .dice()
                .roll("Temperament charge (2D10 cm)", Die::D10);
            (
                Gait::Charge,
                first + second,
                format!("charges 2D10 = {first} + {second} = {} cm", first + second),
            )
        }
    };
    let (path_goal, towards) = match goal {
        TemperamentGoal::Pawn(target) => (
            crate::table::path::Goal::Contact(target),
            pawn_name(world, target).to_owned(),
        ),
        TemperamentGoal::Point(at) => (
            crate::table::path::Goal::Point(crate::table::movement::Waypoint {
                x: at.x,
                y: at.y,
                level: None,
            }),
            crate::conflict::world::pawns::place_of(world, Vec2::new(at.x, at.y), 0.0),
        ),
    };
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} is activated by {cause}: it {words} towards {towards}",
            pawn_name(world, pawn),
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
            format!("{} finds no way there and stays", pawn_name(world, pawn))
        });
    }
    let done = crate::conflict::world::pawns::deeds(world, pawn);
    let engaged = done.charged_into.is_some() || !done.walked_into.is_empty();
    if footing(world, pawn).is_some() && engaged {
        if crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn) {
            // It fights the pawn it reached (`antagonists::clash`).
            return true;
        }
        rouse(world, pawn, "it is engaged in a clash", resolution);
        if world.resource::<Progress>().active == Some(pawn)
            && temperament_of(world, pawn).is_none()
        {
            return true;
        }
    }
    if world.resource::<Progress>().active == Some(pawn) {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
    true
}

/// § Every Man for Himself for a pawn no player activates: an escaping one is activated between
/// activations, as its Temperament's would be, to recover or run again (our reading,
/// docs/rules-gaps.md).
fn escape_on(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    resolution.explain_with(rule("Every Man for Himself"), || {
        format!(
            "{} is escaping: it is activated to run, unless it recovers",
            pawn_name(world, pawn)
        )
    });
    crate::conflict::band::harm::escaping_activation_of(world, pawn, resolution);
    if world.resource::<Progress>().active == Some(pawn) {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
    true
}

/// § Antagonists in Clashes (our reading, docs/rules-gaps.md): an Antagonist engaged in a clash
/// and not yet activated this turn is activated to fight it (`antagonists::clash` strikes).
fn fight_on(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    resolution.explain_with(rule("Antagonists"), || {
        format!(
            "{} is engaged in a clash: it is activated to fight it",
            pawn_name(world, pawn)
        )
    });
    true
}

/// `pawn` is moved by its Temperament no more: its player activates it from now on (one not
/// yet activated this turn may be activated now).
pub(in crate::conflict) fn rouse(
    world: &mut ConflictWorld,
    pawn: u32,
    why: &str,
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
        format!(
            "{why}: {} acts normally {}",
            pawn_name(world, pawn),
            commission.roused_for()
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
        rouse(world, pawn, "it is engaged in a clash", resolution);
    }
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    commission.after_settling(world, resolution)
}

/// What a pawn moved by its Temperament does when something stirs it.
enum Stirred {
    Move {
        pace: Pace,
        goal: TemperamentGoal,
        cause: &'static str,
    },
    Fight,
    /// § Every Man for Himself: it is escaping, and runs (or recovers) when it is activated.
    Escape,
}

/// What stirs the first pawn moved by its Temperament that must answer now, if any: between
/// activations, with nothing else pending (our reading, docs/rules-gaps.md).
fn next_stirred(world: &ConflictWorld) -> Option<(u32, Stirred)> {
    let waiting: Vec<(u32, Temperament)> = on_table(world)
        .into_iter()
        .filter(|&(id, _)| {
            crate::conflict::world::pawns::activation_state(world, id)
                == Some(Activation::Temperament)
        })
        .collect();
    waiting
        .into_iter()
        .find_map(|(id, temperament)| Some((id, stirred(world, id, temperament)?)))
}

/// What stirs `pawn`, of `temperament`, now: a clash it is in (an Antagonist), gunpowder
/// fired near it, an enemy in its sight, a pawn by its scenery element.
fn stirred(world: &ConflictWorld, pawn: u32, temperament: Temperament) -> Option<Stirred> {
    if crate::conflict::band::harm::nerve(world, pawn) == crate::rules::audacity::Nerve::Escaping {
        return Some(Stirred::Escape);
    }
    let engaged = !engaged_with(world, pawn).is_empty();
    let antagonist = crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn);
    if engaged && antagonist {
        return Some(Stirred::Fight);
    }
    let own = crate::conflict::world::pawns::base(world, pawn)?;
    let base_of = |id: u32| crate::conflict::world::pawns::base(world, id);
    let element = crate::conflict::antagonists::townsfolk::element_of(world, pawn);
    let shooters = world.resource::<Temperaments>().gunpowder.clone();
    for shooter in shooters {
        let Some(theirs) = base_of(shooter) else {
            continue;
        };
        if crate::conflict::world::pawns::side(world, shooter)
            == crate::conflict::world::pawns::side(world, pawn)
        {
            continue;
        }
        let stir = Stir::Gunpowder {
            distance_cm: own.edge_distance(&theirs),
        };
        match automatic_activation(temperament, engaged, stir).map(|reaction| reaction.heading) {
            Some(Heading::Shooter) => {
                return Some(Stirred::Move {
                    pace: Pace::Walk1D10,
                    goal: TemperamentGoal::Pawn(shooter),
                    cause: "gunpowder fired near it",
                });
            }
            Some(Heading::AssignedElement) => {
                let Some(element) = element else { continue };
                if crate::conflict::antagonists::townsfolk::distance_to_element(
                    world, pawn, element,
                )
                .is_some_and(|far| far < ALREADY_BESIDE_CM)
                {
                    continue;
                }
                let to = crate::conflict::antagonists::townsfolk::beside_element(
                    world, element, own.centre,
                )?;
                return Some(Stirred::Move {
                    pace: Pace::Walk1D10,
                    goal: TemperamentGoal::Point(to),
                    cause: "gunpowder fired near it (it goes back to its scenery element)",
                });
            }
            _ => {}
        }
    }
    if let Some(enemy) = nearest_enemy(world, pawn, SIGHT_TRIGGER_CM, true)
        && let Some(theirs) = base_of(enemy)
    {
        let stir = Stir::PawnInSight {
            distance_cm: own.edge_distance(&theirs),
        };
        if automatic_activation(temperament, engaged, stir)
            .is_some_and(|reaction| reaction.heading == Heading::NearestPawn)
        {
            return Some(Stirred::Move {
                pace: Pace::Charge2D10,
                goal: TemperamentGoal::Pawn(enemy),
                cause: "an enemy in its sight",
            });
        }
    }
    let element = element?;
    let element_cm =
        crate::conflict::antagonists::townsfolk::distance_to_element(world, pawn, element)?;
    let side = crate::conflict::world::pawns::side(world, pawn)?;
    let by_element = enemies_of(world, side)
        .into_iter()
        .filter(|&enemy| !crate::conflict::commission::fellow_townsfolk(world, pawn, enemy))
        .filter_map(|enemy| {
            let near = crate::conflict::antagonists::townsfolk::distance_to_element(
                world, enemy, element,
            )?;
            Some((own.edge_distance(&base_of(enemy)?), near, enemy))
        })
        .filter(|&(_, near, _)| near <= ELEMENT_GUARD_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)))?;
    let stir = Stir::PawnNearElement {
        pawn_cm: by_element.1,
        element_cm,
    };
    automatic_activation(temperament, engaged, stir).map(|_| Stirred::Move {
        pace: Pace::Charge2D10,
        goal: TemperamentGoal::Pawn(by_element.2),
        cause: "a pawn by the scenery element it keeps",
    })
}

/// After each command: while no pawn is being activated and nothing else is pending, each
/// pawn its Temperament moves answers what stirs it, one at a time.
pub(in crate::conflict) fn after_command(
    world: &mut ConflictWorld,
    settle: &mut crate::conflict::world::systems::Settle,
    resolution: &mut Resolution,
) {
    if after_settling(world, resolution) {
        settle.run(world);
    }
    loop {
        // Most conflicts have no pawn moved by a Temperament: asked first, it spares the rest.
        if world.resource::<Temperaments>().pawns.is_empty() {
            return;
        }
        let idle = world.resource::<Progress>().active.is_none()
            && matches!(
                crate::conflict::awaiting::awaiting(world),
                crate::conflict::Awaiting::Phase(crate::conflict::world::components::Phase::Turns)
            );
        if !idle {
            return;
        }
        let Some((pawn, stirred)) = next_stirred(world) else {
            world.resource_mut::<Temperaments>().gunpowder.clear();
            return;
        };
        let acted = match stirred {
            Stirred::Move { pace, goal, cause } => {
                carry_out(world, pawn, pace, goal, cause, resolution)
            }
            Stirred::Fight => fight_on(world, pawn, resolution),
            Stirred::Escape => escape_on(world, pawn, resolution),
        };
        if !acted {
            return;
        }
        settle.run(world);
        if after_settling(world, resolution) {
            settle.run(world);
        }
    }
}
