//! § Feast of Eucharist's Guest Markers before the first turn: where a marker may stand, how far
//! apart the page wants them, and the bands placing them in turn (the first to place activates
//! first on turn 1).

use super::super::terms::GuestTerms;
use super::{Guests, SECTION, marker_message};
use crate::conflict::names::band_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Phase, Progress, SetupOf, Table};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Point};
use crate::table::sight::SightPawn;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

/// A marker's base is a pawn's.
pub(super) const RADIUS: f32 = DEFAULT_BASE_DIAMETER_CM / 2.0;
/// The grid the table is searched on for a spot far enough from every marker (cm).
const SPOT_GRID_CM: f32 = 5.0;

/// A marker's base standing at `at`.
pub(super) fn base_at(at: Point) -> Base {
    Base::new(Vec2::new(at.x, at.y), RADIUS, 0.0, 0.0)
}

/// The pawns standing and the other markers placed, as bases a marker may not overlap.
fn standing(world: &ConflictWorld, except: Option<usize>) -> Vec<SightPawn> {
    let mut bases = crate::conflict::world::pawns::sight_pawns(world);
    for (index, marker) in world.resource::<Guests>().covered() {
        if Some(index) == except {
            continue;
        }
        if let Some(at) = marker.at {
            bases.push(SightPawn {
                id: u32::MAX - index as u32,
                base: base_at(at),
                in_clash: false,
            });
        }
    }
    bases
}

/// Why a marker's base may not stand at `at`: off the table, in scenery, on another base.
pub(super) fn check_spot(
    world: &ConflictWorld,
    at: Point,
    except: Option<usize>,
) -> Result<(), Message> {
    let table = world.resource::<Table>().0.layout().table;
    let inside = at.x.is_finite()
        && at.y.is_finite()
        && (RADIUS..=table.width - RADIUS).contains(&at.x)
        && (RADIUS..=table.depth - RADIUS).contains(&at.y);
    if !inside {
        return Err(msg!("conflict-commission-feast-off-table"));
    }
    let scenery = &world.resource::<Table>().0;
    crate::conflict::turns::deployment::check_placing(
        scenery,
        &standing(world, except),
        u32::MAX,
        base_at(at),
    )
    .map_err(|problem| problem.reason)
}

/// Edge to edge from `at` to the nearest placed marker (infinite with none).
fn nearest_marker_cm(world: &ConflictWorld, at: Point) -> f32 {
    world
        .resource::<Guests>()
        .markers
        .iter()
        .filter_map(|marker| marker.at)
        .map(|other| base_at(at).edge_distance(&base_at(other)))
        .fold(f32::INFINITY, f32::min)
}

/// The grid's spots at least `spacing` from every marker where a marker may stand.
fn spots_apart(world: &ConflictWorld, spacing: f32, first_only: bool) -> Vec<Point> {
    let table = world.resource::<Table>().0.layout().table;
    let mut found = Vec::new();
    let mut y = RADIUS;
    while y <= table.depth - RADIUS {
        let mut x = RADIUS;
        while x <= table.width - RADIUS {
            let at = Point { x, y };
            if nearest_marker_cm(world, at) >= spacing && check_spot(world, at, None).is_ok() {
                found.push(at);
                if first_only {
                    return found;
                }
            }
            x += SPOT_GRID_CM;
        }
        y += SPOT_GRID_CM;
    }
    found
}

/// How far apart the next marker must go: the widest of the page's spacings a spot on the
/// table still allows (searched on a 5 cm grid), else none.
pub fn spacing_now(world: &ConflictWorld) -> f32 {
    let Some(terms) = GuestTerms::of(world.resource::<SetupOf>().0.commission) else {
        return 0.0;
    };
    terms
        .spacing_cm
        .iter()
        .copied()
        .find(|&spacing| !spots_apart(world, spacing, true).is_empty())
        .unwrap_or(0.0)
}

/// Spots (on the 5 cm grid) where the next marker may go now: the computer picks among them.
pub fn candidate_spots(world: &ConflictWorld) -> Vec<Point> {
    spots_apart(world, spacing_now(world), false)
}

/// The next marker band `by` places, by index.
fn next_to_place(world: &ConflictWorld, by: usize) -> Option<usize> {
    world
        .resource::<Guests>()
        .markers
        .iter()
        .position(|marker| marker.band == by && marker.at.is_none())
}

/// Why band `by` may not place its next marker at `at`; else the marker and the spacing it
/// keeps.
pub(in crate::conflict) fn check_place(
    world: &ConflictWorld,
    by: usize,
    at: Point,
) -> Result<(usize, f32), Rejection> {
    let section = rule(SECTION);
    let Some(marker) = next_to_place(world, by) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-feast-all-placed",
                band = band_name(world, by)
            ),
        ));
    };
    check_spot(world, at, None).map_err(|reason| Rejection::by_rule(section.clone(), reason))?;
    let spacing = spacing_now(world);
    let nearest = nearest_marker_cm(world, at);
    if nearest < spacing {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-commission-feast-too-close",
                spacing = super::super::phrases::whole_cm(spacing),
                distance = Arg::tenths(nearest)
            ),
        ));
    }
    Ok((marker, spacing))
}

/// Band `by` (whose turn it is) places its next marker at `at`; the bands alternate while both
/// have markers left; then the first turn opens.
pub(in crate::conflict) fn place(
    world: &mut ConflictWorld,
    at: Point,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Phase::PlaceGuests { by } = world.resource::<Progress>().phase else {
        return Err(Rejection::new(msg!(
            "conflict-commission-feast-not-placing"
        )));
    };
    let (marker, spacing) = check_place(world, by, at)?;
    world.resource_mut::<Guests>().markers[marker].at = Some(at);
    resolution.explain_with(rule(SECTION), || {
        if spacing > 0.0 {
            msg!(
                "conflict-commission-feast-placed-apart",
                band = band_name(world, by),
                marker = marker_message(world, marker),
                x = Arg::tenths(at.x),
                y = Arg::tenths(at.y),
                spacing = super::super::phrases::whole_cm(spacing)
            )
        } else {
            msg!(
                "conflict-commission-feast-placed",
                band = band_name(world, by),
                marker = marker_message(world, marker),
                x = Arg::tenths(at.x),
                y = Arg::tenths(at.y)
            )
        }
    });
    let bands = world.resource::<SetupOf>().0.sides.len();
    let next = (1..=bands)
        .map(|step| (by + step) % bands)
        .find(|&band| next_to_place(world, band).is_some());
    match next {
        Some(band) => world.resource_mut::<Progress>().phase = Phase::PlaceGuests { by: band },
        None => crate::conflict::turns::sequence::open_activations(world, 1, resolution),
    }
    Ok(())
}

/// The Authority roll's winner chose band `first`: with Guest Markers there are no edges, and
/// `first` places the first marker (and activates first on turn 1). False where the page has
/// no markers (the usual choice of edges follows).
pub(in crate::conflict) fn place_first(
    world: &mut ConflictWorld,
    first: usize,
    resolution: &mut Resolution,
) -> bool {
    if GuestTerms::of(world.resource::<SetupOf>().0.commission).is_none() {
        return false;
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-feast-first",
            band = band_name(world, first)
        )
    });
    let progress = world.resource_mut::<Progress>();
    progress.first_deployer = Some(first);
    progress.phase = Phase::PlaceGuests { by: first };
    true
}

/// § Feast of Eucharist: on the first turn the band that placed the first marker activates
/// first, without an Authority roll.
pub(in crate::conflict) fn opens_turn(world: &ConflictWorld, number: u32) -> Option<usize> {
    GuestTerms::of(world.resource::<SetupOf>().0.commission)?;
    (number == 1)
        .then(|| world.resource::<Progress>().first_deployer)
        .flatten()
}
