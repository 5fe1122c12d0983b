//! § Guardians: the named buildings the barred role's pawns may not enter. Asked by moves, the
//! path planner, flight and arrivals, so it sits below them and imports no rule file.

use super::terms::GentlemanTerms;
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::SetupOf;
use crate::conflict::world::pawns::side;
use crate::msg;
use crate::record::Rejection;
use crate::rules::rule;
use crate::table::movement::Waypoint;
use crate::words::Arg;
use parry3d::math::Vec2;

const SECTION: &str = "Guardians";

/// The most steps a leg of a path is checked in (a leg across the largest table).
const MAX_STEPS: usize = 1_000;

/// Why `pawn` may not go from `from` along `path`: the barred role's pawns do not enter the
/// named buildings (every centimetre of the way is checked).
pub(in crate::conflict) fn check_route(
    world: &ConflictWorld,
    pawn: u32,
    from: Vec2,
    path: &[Waypoint],
) -> Result<(), Rejection> {
    let setup = &world.resource::<SetupOf>().0;
    let Some(terms) = GentlemanTerms::of(setup.commission) else {
        return Ok(());
    };
    // An Antagonist's side has no role (`Commission::role_of`): only the barred band's pawns.
    if side(world, pawn).map(|band| setup.commission.role_of(band)) != Some(terms.barred) {
        return Ok(());
    }
    let mut last = from;
    for next in path.iter().map(|way| Vec2::new(way.x, way.y)) {
        if !(next.is_finite() && last.is_finite()) {
            return Ok(());
        }
        // A centimetre a step; no leg on a table is longer than this many.
        let steps = (last.distance(next).ceil() as usize).clamp(1, MAX_STEPS);
        for step in 1..=steps {
            let point = last.lerp(next, step as f32 / steps as f32);
            if let Some(slot) = venue_at(setup, point) {
                return Err(barred(setup, terms, slot, pawn_name(world, pawn).into()));
            }
        }
        last = next;
    }
    Ok(())
}

/// Why a base centred at `point` may not stand there (an arriving attacker).
pub(in crate::conflict) fn check_standing(
    world: &ConflictWorld,
    band: usize,
    point: Vec2,
) -> Result<(), Rejection> {
    let setup = &world.resource::<SetupOf>().0;
    let Some(terms) = GentlemanTerms::of(setup.commission) else {
        return Ok(());
    };
    if setup.commission.role_of(band) != terms.barred {
        return Ok(());
    }
    match venue_at(setup, point) {
        Some(slot) => Err(barred(
            setup,
            terms,
            slot,
            msg!("conflict-commission-guardians-attacking-pawn").into(),
        )),
        None => Ok(()),
    }
}

/// The venue whose building `point` is inside, by its index in the page's table.
pub(super) fn venue_at(setup: &ConflictSetup, point: Vec2) -> Option<usize> {
    setup.venues.iter().position(|&index| {
        setup
            .layout
            .pieces
            .get(index)
            .is_some_and(|piece| piece.footprint_distance(point) <= 0.0)
    })
}

/// `who` (a pawn's name, or a phrase) may not enter the building of venue `slot`.
fn barred(setup: &ConflictSetup, terms: &GentlemanTerms, slot: usize, who: Arg) -> Rejection {
    // A venue the setup names always has its piece and its name (`venue_problems`); the
    // fallbacks keep a broken setup's refusal readable.
    let building: Arg = setup
        .venues
        .get(slot)
        .and_then(|&index| setup.layout.pieces.get(index))
        .map_or_else(
            || msg!("conflict-commission-guardians-unknown-piece").into(),
            |piece| Arg::from(&piece.id),
        );
    let venue: Arg = terms.venues.get(slot).map_or_else(
        || msg!("conflict-commission-guardians-unknown-venue").into(),
        |venue| Arg::from(&venue.name),
    );
    Rejection::by_rule(
        rule(SECTION),
        msg!(
            "conflict-commission-guardians-barred",
            who = who,
            venue = venue,
            building = building,
            role = terms.barred.label()
        ),
    )
}
