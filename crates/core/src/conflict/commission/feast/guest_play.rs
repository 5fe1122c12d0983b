//! § Feast of Eucharist's Guest Markers in the turns: moving one when its band activates it,
//! turning it over, and uncovering it with a pawn (an Audacity roll).

use super::super::terms::GuestTerms;
use super::guest_placing::{RADIUS, base_at, check_spot};
use super::{Guests, SECTION, marker_message};
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Footing, Phase, Progress, SetupOf};
use crate::conflict::world::pawns::{footing, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::base::{Placement, Point};
use crate::words::Arg;
use parry3d::math::Vec2;

/// Steps back along a marker's move when its end is no place to stand (cm).
const BACK_STEP_CM: f32 = 0.5;

/// Each marker's band, in marker order: their slots follow the pawns' in a turn.
pub(in crate::conflict) fn marker_bands(world: &ConflictWorld) -> Vec<usize> {
    world
        .resource::<Guests>()
        .markers
        .iter()
        .map(|marker| marker.band)
        .collect()
}

/// A new turn's markers that are not on the table, or turned over, wait for nothing.
pub(in crate::conflict) fn rest_idle_markers(
    world: &ConflictWorld,
    turn: &mut crate::rules::activation::Turn,
) {
    for (index, marker) in world.resource::<Guests>().markers.iter().enumerate() {
        if marker.uncovered || marker.at.is_none() {
            turn.remove(super::slot(world, index));
        }
    }
}

/// Whether band `band` has a pawn of its own on the table (then it may no longer turn its
/// markers over).
pub(super) fn has_pawn_on_table(world: &ConflictWorld, band: usize) -> bool {
    crate::conflict::world::pawns::pawn_ids(world)
        .into_iter()
        .any(|id| side(world, id) == Some(band) && footing(world, id).is_some())
}

fn covered_marker(world: &ConflictWorld, marker: usize) -> Result<super::GuestMarker, Rejection> {
    world
        .resource::<Guests>()
        .markers
        .get(marker)
        .filter(|guest| !guest.uncovered && guest.at.is_some())
        .cloned()
        .ok_or_else(|| {
            Rejection::by_rule(
                rule(SECTION),
                msg!(
                    "conflict-commission-feast-no-covered-marker",
                    number = marker + 1
                ),
            )
        })
}

/// Why band-to-act may not activate `marker` now (and turn it over when `reveal`).
fn check_move(
    world: &ConflictWorld,
    marker: usize,
    to: Point,
    reveal: bool,
) -> Result<super::GuestMarker, Rejection> {
    let section = rule(SECTION);
    let guest = covered_marker(world, marker)?;
    let progress = world.resource::<Progress>();
    let Some(turn) = progress.turn.as_ref() else {
        return Err(Rejection::new(msg!("conflict-commission-feast-no-turn")));
    };
    if progress.active.is_some()
        || !matches!(
            crate::conflict::awaiting::awaiting(world),
            crate::conflict::Awaiting::Phase(Phase::Turns)
        )
    {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!("conflict-commission-feast-activation-busy"),
        ));
    }
    if turn.to_act != guest.band {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!(
                "conflict-commission-feast-band-to-act",
                band = band_name(world, turn.to_act)
            ),
        ));
    }
    if turn.states.get(super::slot(world, marker))
        != Some(&crate::rules::activation::Activation::Waiting)
    {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!(
                "conflict-commission-feast-marker-done",
                marker = marker_message(world, marker)
            ),
        ));
    }
    if !(to.x.is_finite() && to.y.is_finite()) {
        return Err(Rejection::new(msg!(
            "conflict-commission-feast-bad-direction"
        )));
    }
    if reveal && has_pawn_on_table(world, guest.band) {
        let within = GuestTerms::of(world.resource::<SetupOf>().0.commission)
            .map_or(0.0, |terms| terms.uncover_cm);
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-feast-pawns-uncover",
                within = super::super::phrases::whole_cm(within)
            ),
        ));
    }
    Ok(guest)
}

/// The band to act activates its marker `marker`: it moves 1D10 cm towards `to` (less if it
/// would stand nowhere there), then is turned over if `reveal` (its band having no pawn on
/// the table).
pub(in crate::conflict) fn move_guest(
    world: &mut ConflictWorld,
    marker: usize,
    to: Point,
    reveal: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let guest = check_move(world, marker, to, reveal)?;
    let Some(from) = guest.at else {
        return Ok(());
    };
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let die =
        GuestTerms::of(setup.commission).map_or(crate::dice::Die::D10, |terms| terms.move_die);
    let rolled = resolution
        .dice()
        .roll(msg!("conflict-commission-feast-move-purpose"), die);
    let start = Vec2::new(from.x, from.y);
    let towards = Vec2::new(to.x, to.y) - start;
    let reach = (rolled as f32).min(towards.length());
    let direction = towards.normalize_or_zero();
    let mut step = reach;
    let mut end = from;
    while step > 0.0 {
        let at = start + direction * step;
        let at = Point { x: at.x, y: at.y };
        if check_spot(world, at, Some(marker)).is_ok() {
            end = at;
            break;
        }
        step -= BACK_STEP_CM;
    }
    let slot = super::slot(world, marker);
    crate::conflict::world::pawns::turn_mut(world, |turn| {
        if turn.activate(slot).is_ok() {
            let _ = turn.finish(slot);
        }
    });
    world.resource_mut::<Guests>().markers[marker].at = Some(end);
    let moved = Vec2::new(end.x - from.x, end.y - from.y).length();
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-feast-marker-moves",
            marker = marker_message(world, marker),
            sides = die.sides(),
            rolled = rolled,
            moved = Arg::tenths(moved)
        )
    });
    if reveal {
        turn_over(world, marker, false, resolution);
    }
    Ok(())
}

/// The marker is turned over: its pawn stands where it stood (an Antagonist keeps the nearest
/// scenery piece and its Temperament moves it from now on).
fn turn_over(
    world: &mut ConflictWorld,
    marker: usize,
    uncovered: bool,
    resolution: &mut Resolution,
) -> Option<u32> {
    let guest = world.resource::<Guests>().markers.get(marker)?.clone();
    // A pawn may have walked onto the marker (markers do not bar the way): the guest stands
    // at the nearest free spot beside it.
    let at = free_spot_near(world, guest.at?, marker);
    world.resource_mut::<Guests>().markers[marker].uncovered = true;
    let pawn = guest.hides;
    let place = Placement {
        x: at.x,
        y: at.y,
        level: 0.0,
        facing_degrees: crate::conflict::antagonists::townsfolk::facing_at(world, at),
    };
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    if setup.is_antagonist_pawn(pawn) {
        let element = crate::conflict::antagonists::townsfolk::nearest_element(
            world,
            Vec2::new(at.x, at.y),
            RADIUS,
        )
        .map_or(0, |(element, _)| element);
        let temperament = setup
            .antagonist_temperament(pawn)
            .unwrap_or(crate::rules::antagonists::Temperament::Phlegmatic);
        crate::conflict::antagonists::townsfolk::set_down(
            world,
            pawn,
            guest.band,
            element,
            place,
            temperament,
        );
        // Uncovered by a pawn, it is activated at once: its Temperament answers what stirs it
        // (the uncoverer in its sight); turned over by its band, that was its activation.
        crate::conflict::world::pawns::turn_mut(world, |turn| {
            if let Some(state) = turn.states.get_mut(pawn as usize).filter(|_| uncovered) {
                *state = crate::rules::activation::Activation::Temperament;
            }
        });
    } else {
        crate::conflict::world::pawns::set_footing(world, pawn, Some(Footing(place)));
    }
    let slot = super::slot(world, marker);
    crate::conflict::world::pawns::turn_mut(world, |turn| {
        if turn
            .states
            .get(slot)
            .is_some_and(|state| state.not_yet_activated())
        {
            turn.remove(slot);
        }
    });
    resolution.explain_with(rule(SECTION), || {
        if setup.added_pawn() == Some(pawn) {
            msg!(
                "conflict-commission-feast-turned-over-gentleman",
                marker = marker_message(world, marker),
                pawn = pawn_name(world, pawn)
            )
        } else {
            msg!(
                "conflict-commission-feast-turned-over",
                marker = marker_message(world, marker),
                pawn = pawn_name(world, pawn)
            )
        }
    });
    Some(pawn)
}

/// `at`, or the nearest spot around it (rings 1 cm apart, 10 cm at most) where a base stands
/// free of scenery and other bases.
fn free_spot_near(world: &ConflictWorld, at: Point, marker: usize) -> Point {
    const RINGS: u32 = 10;
    const SPOKES: u32 = 16;
    if check_spot(world, at, Some(marker)).is_ok() {
        return at;
    }
    for ring in 1..=RINGS {
        for spoke in 0..SPOKES {
            let angle = (spoke as f32 / SPOKES as f32) * std::f32::consts::TAU;
            let spot = Point {
                x: at.x + ring as f32 * angle.cos(),
                y: at.y + ring as f32 * angle.sin(),
            };
            if check_spot(world, spot, Some(marker)).is_ok() {
                return spot;
            }
        }
    }
    at
}

/// Why the active `pawn` may not try to uncover `marker`.
pub(in crate::conflict) fn check_uncover(
    world: &ConflictWorld,
    pawn: u32,
    marker: usize,
) -> Result<(), Rejection> {
    crate::conflict::world::pawns::check_active(world, pawn)?;
    let guest = covered_marker(world, marker)?;
    let within = GuestTerms::of(world.resource::<SetupOf>().0.commission)
        .map_or(0.0, |terms| terms.uncover_cm);
    let (Some(own), Some(at)) = (footing(world, pawn), guest.at) else {
        return Err(Rejection::new(msg!(
            "conflict-commission-feast-pawn-off-table"
        )));
    };
    let gap = own.base().edge_distance(&base_at(at));
    if gap > within {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!(
                "conflict-commission-feast-too-far",
                pawn = pawn_name(world, pawn),
                distance = Arg::tenths(gap),
                marker = marker_message(world, marker),
                within = super::super::phrases::whole_cm(within)
            ),
        ));
    }
    Ok(())
}

/// The active `pawn` tries to uncover `marker`: an Audacity roll, and its activation ends
/// (our reading). Uncovered, a band's pawn is activated at once by its player, to fight or
/// walk away; an Antagonist answers by its Temperament.
pub(in crate::conflict) fn uncover(
    world: &mut ConflictWorld,
    pawn: u32,
    marker: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_uncover(world, pawn, marker)?;
    // `harm::roll_audacity`'s roll: that one takes its purpose in English words, not a message.
    let roll = crate::rules::rolls::roll(
        resolution.dice(),
        msg!("conflict-commission-feast-uncover-purpose"),
        crate::conflict::world::pawns::card(world, pawn).map_or(0, |card| card.audacity),
        crate::conflict::band::harm::audacity_modifiers(world, pawn),
        0,
    );
    resolution.explain_with(rule(SECTION), || {
        if roll.success {
            msg!(
                "conflict-commission-feast-uncovered",
                pawn = pawn_name(world, pawn),
                marker = marker_message(world, marker),
                result = roll.message()
            )
        } else {
            msg!(
                "conflict-commission-feast-stays-covered",
                pawn = pawn_name(world, pawn),
                marker = marker_message(world, marker),
                result = roll.message()
            )
        }
    });
    crate::conflict::world::pawns::finish_active(world, pawn);
    if !roll.success {
        return Ok(());
    }
    let Some(guest) = turn_over(world, marker, true, resolution) else {
        return Ok(());
    };
    if world.resource::<SetupOf>().0.is_antagonist_pawn(guest) {
        return Ok(());
    }
    let activated = crate::conflict::world::pawns::turn_mut(world, |turn| {
        turn.activate_now(guest as usize).is_ok()
    })
    .unwrap_or(false);
    if activated {
        world.resource_mut::<Progress>().active = Some(guest);
        resolution.explain_with(rule(SECTION), || {
            if side(world, guest) == side(world, pawn) {
                msg!(
                    "conflict-commission-feast-activated",
                    pawn = pawn_name(world, guest)
                )
            } else {
                msg!(
                    "conflict-commission-feast-activated-to-fight",
                    pawn = pawn_name(world, guest),
                    uncoverer = pawn_name(world, pawn)
                )
            }
        });
    }
    Ok(())
}
