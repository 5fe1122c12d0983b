//! § Slaughter: a band kept off the table deploys at the beginning of a later turn, each pawn
//! in contact with any table edge and far enough from every enemy; then the turn's activations
//! open as usual.

use crate::conflict::commission::terms::ArrivalEdges;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::turns::deployment::base_edges;
use crate::conflict::turns::deployment::{EDGE_CONTACT_CM, whole_cm, zones};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Table;
use crate::conflict::world::components::{Phase, Playing, Progress};
use crate::conflict::world::pawns::undeployed;
use crate::conflict::world::pawns::{enemies_of, footing, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::table::base::Placement;
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM};
use crate::table::layout::TableSize;
use crate::words::Message;
use parry3d::math::Vec2;

/// Places along each edge tried for room, this far apart (cm).
const SPOT_STEP_CM: f32 = 1.0;

/// The band that arrives at the beginning of turn `number`, if one does and has pawns to bring
/// (those with no room at the edges last time come at the next turn's beginning).
pub(in crate::conflict) fn arriving(world: &ConflictWorld, number: u32) -> Option<usize> {
    let (late, arrival) = world.resource::<Playing>().0.arrival()?;
    // § Hidden Pawn Markers: a hidden enemy comes on the table only when revealed.
    if world
        .resource::<Playing>()
        .0
        .terms()
        .solo
        .is_some_and(|solo| solo.markers.is_some() && solo.enemy_band == late)
    {
        return None;
    }
    (number >= arrival.turn && !undeployed(world, late).is_empty()).then_some(late)
}

/// Where an arriving pawn of `band` could stand now: points along the four edges, a base's
/// radius in, clear of enemies and standing free (scenery, other bases).
pub fn open_spots(world: &ConflictWorld, band: usize) -> Vec<Vec2> {
    let table = world.resource::<Table>().0.layout().table;
    let inset = DEFAULT_BASE_DIAMETER_CM / 2.0 + EDGE_CONTACT_CM / 2.0;
    let along = |length: f32| {
        let steps = ((length - 2.0 * inset) / SPOT_STEP_CM).max(0.0) as usize;
        (0..=steps).map(move |step| inset + step as f32 * SPOT_STEP_CM)
    };
    let mut spots: Vec<Vec2> = Vec::new();
    for x in along(table.width) {
        spots.push(Vec2::new(x, inset));
        spots.push(Vec2::new(x, table.depth - inset));
    }
    for y in along(table.depth) {
        spots.push(Vec2::new(inset, y));
        spots.push(Vec2::new(table.width - inset, y));
    }
    let standing = sight_pawns(world);
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    spots
        .into_iter()
        .filter(|&spot| {
            let base = Base::new(spot, DEFAULT_BASE_DIAMETER_CM / 2.0, 0.0, 0.0);
            check_place(world, band, &base).is_ok()
                && crate::conflict::turns::deployment::check_placing(
                    &scenery,
                    &standing,
                    u32::MAX,
                    base,
                )
                .is_ok()
        })
        .collect()
}

/// The arriving band deploys now, before the turn's Authority roll.
pub(in crate::conflict) fn open(
    world: &mut ConflictWorld,
    late: usize,
    number: u32,
    resolution: &mut Resolution,
) {
    let commission = world.resource::<Playing>().0;
    resolution.explain_with(rule(commission.name()), || {
        msg!(
            "conflict-turns-arrival-begins",
            turn = number,
            band = band_name(world, late),
            place = arrival_words(commission)
                .unwrap_or_else(|| msg!("conflict-turns-arrival-in-contact", edges = edges(None)))
        )
    });
    {
        let progress = world.resource_mut::<Progress>();
        progress.phase = Phase::Arrival { side: late };
        progress.active = None;
    }
    // The enemy no player commands is placed by the dice.
    place_the_enemy(world, late, resolution);
    after_placing(world, late, number, resolution);
}

/// The pawns of `band` that may deploy now: an arriving band's every pawn left off the table
/// (concealed or not: our reading, rules-gaps), else the deployment's order (`concealed`).
pub(in crate::conflict) fn deployable_now(world: &ConflictWorld, band: usize) -> Vec<u32> {
    let lurking = world
        .resource::<crate::conflict::world::components::Playing>()
        .0
        .lurking();
    let phase = &world.resource::<Progress>().phase;
    if *phase == (Phase::Arrival { side: band })
        || lurking.is_some_and(|(lurker, _)| {
            lurker == band && *phase == (Phase::Deployment { side: band })
        })
    {
        undeployed(world, band).into_vec()
    } else {
        crate::conflict::hunt::concealed::deployable(world, band)
    }
}

/// Where an arriving pawn goes, in words: "in contact with a table edge, at least 30 cm from
/// every enemy" (nothing when no band arrives late).
pub fn where_to(commission: crate::conflict::Commission) -> String {
    arrival_words(commission)
        .map(|words| words.to_string())
        .unwrap_or_default()
}

/// `where_to`, as a message: none when no band arrives late.
pub fn arrival_words(commission: crate::conflict::Commission) -> Option<Message> {
    let (_, arrival) = commission.arrival()?;
    let edges = edges(Some(arrival.at));
    Some(if arrival.clear_of_enemies_cm > 0.0 {
        msg!(
            "conflict-turns-arrival-clear",
            edges = edges,
            clear = whole_cm(arrival.clear_of_enemies_cm)
        )
    } else {
        msg!("conflict-turns-arrival-in-contact", edges = edges)
    })
}

/// The edges an arriving band comes in at, in words ("a table edge" when the page says none).
fn edges(at: Option<ArrivalEdges>) -> Message {
    match at {
        Some(ArrivalEdges::Opposite) => msg!("conflict-turns-edges-opposite"),
        Some(ArrivalEdges::Sides) => msg!("conflict-turns-edges-sides"),
        Some(ArrivalEdges::Any) | None => msg!("conflict-turns-edges-any"),
    }
}

/// The Approach of a pawn arriving at `point`: towards the table's middle.
pub fn facing_into_table(table: TableSize, point: Vec2) -> f32 {
    let towards = Vec2::new(table.width / 2.0, table.depth / 2.0) - point;
    towards.y.atan2(towards.x).to_degrees()
}

/// Why an arriving pawn of `band` may not stand on `base`, if it may not.
pub(in crate::conflict) fn check_place(
    world: &ConflictWorld,
    band: usize,
    base: &Base,
) -> Result<(), Rejection> {
    let commission = world.resource::<Playing>().0;
    let section = rule(commission.name());
    let clear = commission
        .arrival()
        .map_or(0.0, |(_, arrival)| arrival.clear_of_enemies_cm);
    let touches_edge = zones(world)
        .iter()
        .any(|zone| base_edges(base).iter().all(|&point| zone.contains(point)));
    if !(base.centre.x.is_finite() && base.centre.y.is_finite() && touches_edge) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-turns-arrival-not-at-edge",
                band = band_name(world, band),
                edges = edges(commission.arrival().map(|(_, arrival)| arrival.at))
            ),
        ));
    }
    crate::conflict::commission::barred::check_standing(world, band, base.centre)?;
    let near = enemies_of(world, band).into_iter().find(|&enemy| {
        footing(world, enemy).is_some_and(|theirs| theirs.base().edge_distance(base) < clear)
    });
    if let Some(enemy) = near {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-turns-arrival-too-near",
                clear = whole_cm(clear),
                pawn = pawn_name(world, enemy)
            ),
        ));
    }
    Ok(())
}

/// After each group placed, and when the arrival opens: once the whole band is on the table,
/// or no room is left at the edges for the rest (they try again next turn: our reading,
/// rules-gaps), the turn's activations open.
pub(in crate::conflict) fn after_placing(
    world: &mut ConflictWorld,
    band: usize,
    number: u32,
    resolution: &mut Resolution,
) {
    let left = undeployed(world, band).len();
    if left > 0 && !open_spots(world, band).is_empty() {
        return;
    }
    if left > 0 {
        let commission = world.resource::<Playing>().0;
        let clear = commission
            .arrival()
            .map_or(0.0, |(_, arrival)| arrival.clear_of_enemies_cm);
        resolution.explain_with(rule(commission.name()), || {
            msg!(
                "conflict-turns-arrival-no-room",
                clear = whole_cm(clear),
                left = left,
                band = band_name(world, band)
            )
        });
    }
    crate::conflict::world::components::finish_step(
        world,
        crate::conflict::world::components::Next::AfterArrival { turn: number },
    );
}

/// § Alone in the Face of Danger: when the arriving band is the enemy no player commands,
/// each of its pawns goes to a spot along the edges drawn with two D10s (a D100 over the open
/// spots), facing into the table (§ Defence to the Bitter End: "within 20 cm of any of the
/// edges", the places the book leaves to the player).
fn place_the_enemy(world: &mut ConflictWorld, band: usize, resolution: &mut Resolution) {
    if crate::conflict::solo::notes::enemy_band(world) != Some(band) {
        return;
    }
    let commission = world.resource::<Playing>().0;
    let table = world.resource::<Table>().0.layout().table;
    for pawn in undeployed(world, band) {
        let spots = open_spots(world, band);
        let Some(&spot) = resolution
            .dice()
            .d100_index(msg!("conflict-turns-roll-enemy-arrival"), spots.len())
            .and_then(|index| spots.get(index))
        else {
            break;
        };
        let place = Placement {
            x: spot.x,
            y: spot.y,
            facing_degrees: facing_into_table(table, spot),
            level: 0.0,
        };
        crate::conflict::world::pawns::set_footings(world, &[pawn], &[place]);
        resolution.explain_with(rule(commission.name()), || {
            msg!(
                "conflict-turns-arrival-enemy-placed",
                pawn = pawn_name(world, pawn),
                band = band_name(world, band),
                place = crate::conflict::world::pawns::place_of(world, spot, 0.0)
            )
        });
    }
}
