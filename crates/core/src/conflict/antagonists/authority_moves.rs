//! 1650 § How Do Antagonists Work, at a turn's opening: no player activates the pawns their
//! Temperament moves; the band that won the Authority roll (rolled then if the turn had none:
//! § Rescue) may move one of them for each band playing, before any pawn is activated.

use super::temperament::{
    SECTION, TemperamentGoal, carry_out, nearest_enemy, on_table, temperament_of,
};
use super::townsfolk::temperament_words;
use crate::conflict::awaiting::mover;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Temperaments;
use crate::conflict::world::pawns::turn_mut;
use crate::conflict::world::pawns::{engaged_with, footing};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Activation;
use crate::rules::antagonists::{ELEMENT_LEASH_CM, Heading, Pace, Temperament, authority_move};
use crate::rules::rule;
use crate::table::base::Point;
use crate::words::Arg;
use parry3d::math::Vec2;

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
            msg!(
                "conflict-antagonists-authority-won",
                band = band_name(world, by)
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
        msg!(
            "conflict-antagonists-no-player-activates",
            pawns = crate::conflict::names::pawn_list_message(
                world,
                &moved.iter().map(|&(id, _)| id).collect::<Vec<_>>()
            ),
            band = band_name(world, by),
            most = bands
        )
    });
    world.resource_mut::<Temperaments>().moves = Some((by, bands));
}

/// Why `pawn` may not be moved by the Authority roll's winner now; else its Temperament.
pub fn check_movable(world: &ConflictWorld, pawn: u32) -> Result<Temperament, Rejection> {
    let section = rule(SECTION);
    let Some(temperament) = temperament_of(world, pawn) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-antagonists-no-temperament",
                pawn = pawn_name(world, pawn)
            ),
        ));
    };
    if mover(world).is_none() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-command-temperaments-only-before"),
        ));
    }
    if crate::conflict::world::pawns::activation_state(world, pawn) != Some(Activation::Temperament)
        || footing(world, pawn).is_none()
    {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-antagonists-already-activated",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    if !engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-antagonists-engaged",
                pawn = pawn_name(world, pawn)
            ),
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
            msg!(
                "conflict-antagonists-others-to-move",
                pawn = pawn_name(world, pawn),
                band = band_name(world, owner)
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
                    msg!(
                        "conflict-antagonists-choose-point",
                        temperament = temperament_words(temperament)
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
                        msg!(
                            "conflict-antagonists-phlegmatic-leash",
                            distance = Arg::tenths(far),
                            most = ELEMENT_LEASH_CM.round() as u32
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
                    msg!(
                        "conflict-antagonists-no-enemy",
                        pawn = pawn_name(world, pawn)
                    ),
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
    carry_out(
        world,
        pawn,
        pace,
        goal,
        msg!("conflict-antagonists-cause-temperament"),
        resolution,
    );
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
            msg!("conflict-antagonists-none-waiting"),
        ));
    };
    world.resource_mut::<Temperaments>().moves = None;
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-antagonists-stops-moving",
            band = band_name(world, by)
        )
    });
    Ok(())
}
