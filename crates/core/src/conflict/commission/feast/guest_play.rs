//! § Feast of Eucharist's Guest Markers on the table: placing them in turn, moving one when its
//! band activates it, turning it over, and uncovering it with a pawn; and what each band may
//! see of them.

use super::super::terms::GuestTerms;
use super::{Guests, SECTION, marker_name};
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::state::Conflict;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Footing, Phase, Progress, SetupOf, Table};
use crate::conflict::world::pawns::{footing, side};
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Placement, Point};
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// A marker's base is a pawn's.
const RADIUS: f32 = DEFAULT_BASE_DIAMETER_CM / 2.0;
/// The grid the table is searched on for a spot far enough from every marker (cm).
const SPOT_GRID_CM: f32 = 5.0;
/// Steps back along a marker's move when its end is no place to stand (cm).
const BACK_STEP_CM: f32 = 0.5;

/// What a band may know of one Guest Marker still covered.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct GuestView {
    pub marker: usize,
    pub band: usize,
    pub at: Option<Point>,
    /// The pawn under it: only for its own band's eyes (none for everybody else's).
    pub hides: Option<u32>,
    /// Still to activate this turn.
    pub waiting: bool,
}

fn base_at(at: Point) -> Base {
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
fn check_spot(world: &ConflictWorld, at: Point, except: Option<usize>) -> Result<(), String> {
    let table = world.resource::<Table>().0.layout().table;
    let inside = at.x.is_finite()
        && at.y.is_finite()
        && (RADIUS..=table.width - RADIUS).contains(&at.x)
        && (RADIUS..=table.depth - RADIUS).contains(&at.y);
    if !inside {
        return Err("a Guest Marker stands wholly on the table".to_owned());
    }
    let scenery = &world.resource::<Table>().0;
    crate::conflict::turns::deployment::check_placing(
        scenery,
        &standing(world, except),
        u32::MAX,
        base_at(at),
    )
    .map_err(|problem| problem.reason.to_string())
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
            format!("{} has placed every Guest Marker", band_name(world, by)),
        ));
    };
    check_spot(world, at, None).map_err(|reason| Rejection::by_rule(section.clone(), reason))?;
    let spacing = spacing_now(world);
    let nearest = nearest_marker_cm(world, at);
    if nearest < spacing {
        return Err(Rejection::by_rule(
            section,
            format!(
                "Guest Markers go at least {spacing:.0} cm apart while the table has room for it; this spot is {nearest:.1} cm from one"
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
        return Err(Rejection::new("Guest Markers are not being placed"));
    };
    let (marker, spacing) = check_place(world, by, at)?;
    world.resource_mut::<Guests>().markers[marker].at = Some(at);
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} places {} at ({:.1}, {:.1}){}",
            band_name(world, by),
            marker_name(world, marker),
            at.x,
            at.y,
            if spacing > 0.0 {
                format!(", {spacing:.0} cm or more from the others")
            } else {
                String::new()
            }
        )
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
        format!(
            "{} places the first Guest Marker, and will activate first",
            band_name(world, first)
        )
    });
    let progress = world.resource_mut::<Progress>();
    progress.first_deployer = Some(first);
    progress.phase = Phase::PlaceGuests { by: first };
    true
}

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

/// § Feast of Eucharist: on the first turn the band that placed the first marker activates
/// first, without an Authority roll.
pub(in crate::conflict) fn opens_turn(world: &ConflictWorld, number: u32) -> Option<usize> {
    GuestTerms::of(world.resource::<SetupOf>().0.commission)?;
    (number == 1)
        .then(|| world.resource::<Progress>().first_deployer)
        .flatten()
}

/// Whether band `band` has a pawn of its own on the table (then it may no longer turn its
/// markers over).
fn has_pawn_on_table(world: &ConflictWorld, band: usize) -> bool {
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
                format!("there is no covered Guest Marker {}", marker + 1),
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
        return Err(Rejection::new("no turn is being played"));
    };
    if progress.active.is_some()
        || !matches!(
            crate::conflict::awaiting::awaiting(world),
            crate::conflict::Awaiting::Phase(Phase::Turns)
        )
    {
        return Err(Rejection::by_rule(
            rule("Activation"),
            "a pawn is still being activated, or a choice is waiting",
        ));
    }
    if turn.to_act != guest.band {
        return Err(Rejection::by_rule(
            rule("Activation"),
            format!("it is {}'s turn to activate", band_name(world, turn.to_act)),
        ));
    }
    if turn.states.get(super::slot(world, marker))
        != Some(&crate::rules::activation::Activation::Waiting)
    {
        return Err(Rejection::by_rule(
            rule("Activation"),
            format!(
                "{} has already been activated this turn",
                marker_name(world, marker)
            ),
        ));
    }
    if !(to.x.is_finite() && to.y.is_finite()) {
        return Err(Rejection::new(
            "the marker's direction must be a point on the table",
        ));
    }
    if reveal && has_pawn_on_table(world, guest.band) {
        let within = GuestTerms::of(world.resource::<SetupOf>().0.commission)
            .map_or(0.0, |terms| terms.uncover_cm);
        return Err(Rejection::by_rule(
            section,
            format!(
                "a band turns its own markers over only while it has no pawn on the table; now its pawns must uncover them (within {within:.0} cm, an Audacity roll)"
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
        .roll(format!("§ {SECTION}: how far the marker moves"), die) as f32;
    let start = Vec2::new(from.x, from.y);
    let towards = Vec2::new(to.x, to.y) - start;
    let reach = rolled.min(towards.length());
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
        format!(
            "{} is activated: 1D{} gave {rolled:.0} cm; it moves {moved:.1} cm",
            marker_name(world, marker),
            die.sides()
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
        let gentleman = if setup.added_pawn() == Some(pawn) {
            ": the Gentleman!"
        } else {
            ""
        };
        format!(
            "{} is turned over: {}{gentleman}",
            marker_name(world, marker),
            pawn_name(world, pawn)
        )
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
        return Err(Rejection::new("the pawn is not on the table"));
    };
    let gap = own.base().edge_distance(&base_at(at));
    if gap > within {
        return Err(Rejection::by_rule(
            rule(SECTION),
            format!(
                "{} is {gap:.1} cm from {}; a pawn uncovers a marker within {within:.0} cm",
                pawn_name(world, pawn),
                marker_name(world, marker)
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
    let roll = crate::conflict::band::harm::roll_audacity(
        world,
        pawn,
        "Audacity roll (uncovering a Guest Marker)",
        resolution,
    );
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} tries to uncover {}: Audacity roll {roll}: {}",
            pawn_name(world, pawn),
            marker_name(world, marker),
            if roll.success {
                "it is turned over"
            } else {
                "it stays covered"
            }
        )
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
                format!("{} is activated at once", pawn_name(world, guest))
            } else {
                format!(
                    "{} is activated at once: it may fight {} or walk away",
                    pawn_name(world, guest),
                    pawn_name(world, pawn)
                )
            }
        });
    }
    Ok(())
}

impl Conflict {
    /// The Guest Markers still covered, as band `viewer` may know them: what one hides only for
    /// its own band (none: nobody's eyes, the spectator's).
    pub fn guest_markers(&self, viewer: Option<usize>) -> Vec<GuestView> {
        let guests = self.world.resource::<Guests>();
        let turn = self.progress().turn.as_ref();
        guests
            .markers
            .iter()
            .enumerate()
            .filter(|(_, marker)| !marker.uncovered)
            .map(|(index, marker)| GuestView {
                marker: index,
                band: marker.band,
                at: marker.at,
                hides: (viewer == Some(marker.band)).then_some(marker.hides),
                waiting: turn.is_some_and(|turn| {
                    turn.states.get(super::slot(&self.world, index))
                        == Some(&crate::rules::activation::Activation::Waiting)
                }),
            })
            .collect()
    }

    /// A copy in which what band `band`'s covered markers hide goes round by one: the same
    /// table as every other band sees it (the hidden-information test's).
    #[doc(hidden)]
    pub fn with_guests_swapped_for_test(&self, band: usize) -> Conflict {
        let mut copy = self.clone();
        let guests = copy.world.resource_mut::<Guests>();
        let covered: Vec<usize> = guests
            .markers
            .iter()
            .enumerate()
            .filter(|(_, marker)| marker.band == band && !marker.uncovered)
            .map(|(index, _)| index)
            .collect();
        let hidden: Vec<u32> = covered
            .iter()
            .map(|&index| guests.markers[index].hides)
            .collect();
        for (slot, &index) in covered.iter().enumerate() {
            guests.markers[index].hides = hidden[(slot + 1) % hidden.len()];
        }
        copy.awaiting = crate::conflict::awaiting::awaiting(&copy.world);
        copy
    }

    /// Markers the active `pawn` may try to uncover now.
    pub fn uncoverable_markers(&self, pawn: u32) -> Vec<usize> {
        self.world
            .resource::<Guests>()
            .covered()
            .map(|(index, _)| index)
            .filter(|&index| check_uncover(&self.world, pawn, index).is_ok())
            .collect()
    }

    /// Whether band `band` may turn over the marker it activates (no pawn of its own on the
    /// table yet).
    pub fn may_turn_over(&self, band: usize) -> bool {
        !has_pawn_on_table(&self.world, band)
    }

    /// "Guest Marker 3 (Band A's)": what the log and the panels call marker `marker`.
    pub fn guest_marker_name(&self, marker: usize) -> String {
        marker_name(&self.world, marker)
    }

    /// How far apart the next Guest Marker must go (cm; 0: anywhere).
    pub fn guest_spacing(&self) -> f32 {
        spacing_now(&self.world)
    }

    /// Why band `by` may not place its next marker at `at`.
    pub fn check_guest_place(&self, by: usize, at: Point) -> Result<(), Rejection> {
        check_place(&self.world, by, at).map(|_| ())
    }
}
