//! 1650 § The Hunt on the table: when both bands have Stealthy or Scout pawns, those pawns do
//! not deploy with the others. Once every other pawn is on the table their bands place
//! Tracking Markers in turn (§ Lying in Wait), fight out the markers that meet (§ Open Season,
//! in `confrontation`), and deploy the pawns on their band's markers (§ Deployment of Concealed
//! Pawns); a pawn left without a marker is eliminated. `rules::hunt` keeps the order.

use crate::conflict::band::harm;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::orders::HuntOrder;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::deployment_zone;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    Fate, Footing, HuntFight, HuntPlay, HuntTable, Phase, Progress, Table,
};
use crate::conflict::world::pawns::{card, entity, pawn_ids, place_of, side, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::hunt::{Hunt, HuntOutcome, HuntPhase, MARKER_RADIUS_CM};
use crate::rules::rule;
use crate::table::base::{Base, Placement, Point};
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

fn section() -> crate::log::Rule {
    rule("The Hunt")
}

fn refuse<T>(reason: impl Into<Message>) -> Result<T, Rejection> {
    Err(Rejection::by_rule(section(), reason))
}

/// § Lying in Wait: both bands have a Stealthy or Scout pawn.
pub(in crate::conflict) fn applies(world: &ConflictWorld) -> bool {
    // Between two bands deploying at the start; a band arriving later does not hunt.
    let opening = crate::conflict::world::pawns::opening_bands(world);
    // A pawn with markers is a Stealthy or Scout one (`markers_for`): the index's flag.
    let index = world.resource::<crate::conflict::world::pawn_index::PawnIndex>();
    opening.len() == 2
        && opening.into_iter().all(|band| {
            index
                .present_ids()
                .any(|id| index.side(id) == Some(band) && index.hides(id))
        })
}

/// Every pawn not hunting is on the table: The Hunt begins, or (without it) turn 1.
pub(in crate::conflict) fn after_deployment(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) {
    let started = world.resource::<HuntTable>().0.is_some();
    if crate::conflict::commission::ambush::chooses_time_of_day(world)
        && !matches!(
            world.resource::<Progress>().phase,
            Phase::ChooseTimeOfDay { .. }
        )
    {
        crate::conflict::commission::ambush::ask_time_of_day(world, resolution);
        return;
    }
    if started || !applies(world) {
        crate::conflict::world::components::finish_step(
            world,
            crate::conflict::world::components::Next::BeginTurn { turn: 1 },
        );
        return;
    }
    let first = world.resource::<Progress>().first_deployer.unwrap_or(0);
    let hunters: Vec<(
        u32,
        usize,
        std::sync::Arc<crate::rules::cards::ContractCard>,
    )> = pawn_ids(world)
        .into_iter()
        .filter(|&id| crate::conflict::world::pawns::footing(world, id).is_none())
        .filter_map(|id| Some((id, side(world, id)?, card(world, id)?)))
        .collect();
    let hunt = Hunt::begin(
        first,
        hunters.iter().map(|(id, band, card)| (*id, *band, &**card)),
    );
    resolution.explain_with(section(), || {
        msg!("conflict-hunt-begins", band = band_name(world, first))
    });
    world.resource_mut::<HuntTable>().0 = Some(HuntPlay { hunt, fight: None });
    world.resource_mut::<Progress>().phase = Phase::Hunt;
    settle(world, resolution);
}

/// The band whose player acts in The Hunt now.
pub(in crate::conflict) fn band_to_act(world: &ConflictWorld) -> Option<usize> {
    let play = world.resource::<HuntTable>().0.as_ref()?;
    if let Some(fight) = &play.fight {
        return Some(chooser(fight));
    }
    match play.hunt.phase {
        HuntPhase::Placing { band } | HuntPhase::OpenSeason { band } => Some(band),
        HuntPhase::Deploying { band } => Some(band),
        HuntPhase::Over => None,
    }
}

/// The band choosing its pawn for `fight`: the one that chooses first, then the other.
pub(in crate::conflict) fn chooser(fight: &HuntFight) -> usize {
    let first = fight.confrontation.chooses_first;
    if fight.pawns[first].is_none() {
        first
    } else {
        1 - first
    }
}

fn play_state(world: &ConflictWorld) -> Result<HuntPlay, Rejection> {
    world
        .resource::<HuntTable>()
        .0
        .clone()
        .ok_or_else(|| Rejection::by_rule(section(), msg!("conflict-command-hunt-not-played")))
}

fn store(world: &mut ConflictWorld, play: HuntPlay) {
    world.resource_mut::<HuntTable>().0 = Some(play);
}

pub(in crate::conflict) fn play(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    order: &HuntOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    // The play is a copy: a refused order leaves the stored one as it was.
    let mut play = play_state(world)?;
    match order {
        HuntOrder::PlaceMarker { pawn, x, y } => {
            place_marker(world, setup, &mut play, *pawn, *x, *y, resolution)?;
        }
        HuntOrder::Confront { own, enemy } => {
            confront(world, &mut play, *own, *enemy, resolution)?;
        }
        HuntOrder::SendPawn {
            pawn,
            extra_dice,
            dexterity,
        } => {
            send_pawn(
                world,
                setup,
                &mut play,
                *pawn,
                *extra_dice,
                dexterity,
                resolution,
            )?;
        }
        HuntOrder::Leave { pawn } => leave(world, &mut play, *pawn, resolution)?,
        HuntOrder::DeployOnMarker {
            pawn,
            marker,
            facing,
        } => deploy_on_marker(world, &mut play, *pawn, *marker, *facing, resolution)?,
    }
    store(world, play);
    settle(world, resolution);
    Ok(())
}

/// § Lying in Wait: the band placing now puts down a Tracking Marker of `pawn`.
fn place_marker(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    play: &mut HuntPlay,
    pawn: u32,
    x: f32,
    y: f32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let HuntPhase::Placing { band } = play.hunt.phase else {
        return refuse(msg!("rules-hunt-not-placing"));
    };
    check_marker(world, setup, &play.hunt, band, x, y)?;
    let enemy_zone = enemy_zone(world, setup, band)?;
    play.hunt
        .place_marker(pawn, Point { x, y }, enemy_zone, false)?;
    resolution.explain_with(section(), || {
        msg!(
            "conflict-hunt-places-marker",
            band = band_name(world, band),
            pawn = pawn_name(world, pawn),
            place = place_of(world, Vec2::new(x, y), 0.0)
        )
    });
    Ok(())
}

/// § Open Season: two markers meet; the confrontation waits for its pawns.
fn confront(
    world: &mut ConflictWorld,
    play: &mut HuntPlay,
    own: usize,
    enemy: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    // § Open Season: the confrontation chosen is fought out before another is chosen.
    if play.fight.is_some() {
        return refuse(msg!("conflict-hunt-confrontation-under-way"));
    }
    let confrontation = play.hunt.confront(own, enemy)?;
    // § The Hunt: every confrontation is a turn (the Maravedies' allowance too).
    for spent in &mut world
        .resource_mut::<crate::conflict::world::components::Spending>()
        .0
    {
        spent.new_turn();
    }
    resolution.explain_with(section(), || {
        let marker_of = |index: usize| {
            play.hunt.markers.get(index).map_or_else(
                || msg!("conflict-hunt-a-marker"),
                |marker| {
                    msg!(
                        "conflict-hunt-marker-of",
                        pawn = pawn_name(world, marker.pawn)
                    )
                },
            )
        };
        let (own_marker, enemy_marker) = (marker_of(own), marker_of(enemy));
        let (distance, attacker) = (
            Arg::tenths(confrontation.distance_cm),
            band_name(world, confrontation.attacker),
        );
        if confrontation.clash {
            msg!(
                "conflict-hunt-markers-meet-clash",
                own = own_marker,
                enemy = enemy_marker,
                distance = distance,
                band = attacker
            )
        } else {
            msg!(
                "conflict-hunt-markers-meet-shots",
                own = own_marker,
                enemy = enemy_marker,
                distance = distance,
                band = attacker
            )
        }
    });
    play.fight = Some(HuntFight {
        confrontation,
        pawns: [None; 2],
        extra_dice: [0; 2],
        dexterity: [None, None],
    });
    Ok(())
}

/// § Open Season: the choosing band sends its pawn; with both sent, the fight is fought.
fn send_pawn(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    play: &mut HuntPlay,
    pawn: u32,
    extra_dice: u32,
    dexterity: &Option<String>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Some(fight) = play.fight.as_mut() else {
        return refuse(msg!("conflict-hunt-no-confrontation-waiting"));
    };
    let band = chooser(fight);
    check_eligible(world, &play.hunt, band, pawn)?;
    crate::conflict::hunt::confrontation::check_send(
        world, fight, band, pawn, extra_dice, dexterity,
    )?;
    fight.pawns[band] = Some(pawn);
    fight.extra_dice[band] = extra_dice;
    fight.dexterity[band].clone_from(dexterity);
    resolution.explain_with(section(), || {
        msg!(
            "conflict-hunt-sends",
            band = band_name(world, band),
            pawn = pawn_name(world, pawn)
        )
    });
    if fight.pawns.iter().all(Option::is_some) {
        let fight = fight.clone();
        let outcome = crate::conflict::hunt::confrontation::fight(
            world, setup, &play.hunt, &fight, resolution,
        );
        play.fight = None;
        play.hunt.resolve(outcome)?;
    }
    Ok(())
}

/// § Open Season: the replying band's pawn leaves instead; its markers are removed.
fn leave(
    world: &mut ConflictWorld,
    play: &mut HuntPlay,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Some(fight) = play.fight.as_ref() else {
        return refuse(msg!("conflict-hunt-no-confrontation-waiting"));
    };
    let band = chooser(fight);
    if band == fight.confrontation.attacker {
        return refuse(msg!("conflict-hunt-only-replier-leaves"));
    }
    check_eligible(world, &play.hunt, band, pawn)?;
    play.fight = None;
    play.hunt.resolve(HuntOutcome::Left { pawn })?;
    resolution.explain_with(section(), || {
        msg!("conflict-hunt-leaves", pawn = pawn_name(world, pawn))
    });
    Ok(())
}

/// § Deployment of Concealed Pawns: `pawn` is put on one of its band's markers.
fn deploy_on_marker(
    world: &mut ConflictWorld,
    play: &mut HuntPlay,
    pawn: u32,
    marker: usize,
    facing: f32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if !facing.is_finite() {
        return refuse(msg!("conflict-movement-facing-not-a-number"));
    }
    let at = play.hunt.deploy(pawn, marker)?;
    crate::conflict::world::pawns::set_footing(
        world,
        pawn,
        Some(Footing(Placement {
            x: at.x,
            y: at.y,
            level: 0.0,
            facing_degrees: facing.rem_euclid(360.0),
        })),
    );
    resolution.explain_with(rule("Deployment of Concealed Pawns"), || {
        msg!(
            "conflict-hunt-deploys-on-marker",
            pawn = pawn_name(world, pawn),
            place = place_of(world, Vec2::new(at.x, at.y), 0.0)
        )
    });
    Ok(())
}

fn check_eligible(
    world: &ConflictWorld,
    hunt: &Hunt,
    band: usize,
    pawn: u32,
) -> Result<(), Rejection> {
    if hunt.eligible(band, pawn) {
        Ok(())
    } else {
        refuse(msg!(
            "conflict-hunt-not-eligible",
            pawn = pawn_name(world, pawn),
            band = band_name(world, band)
        ))
    }
}

fn enemy_zone(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
) -> Result<crate::table::layout::Zone, Rejection> {
    let edges = world
        .resource::<Progress>()
        .edges
        .ok_or_else(|| Rejection::new(msg!("conflict-hunt-edges-not-chosen")))?;
    Ok(deployment_zone(setup, edges[1 - band]))
}

/// § Lying in Wait: a marker goes where a pawn could stand, out of the enemy's deployment area
/// (its whole base), off other markers.
pub(in crate::conflict) fn check_marker(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    hunt: &Hunt,
    band: usize,
    x: f32,
    y: f32,
) -> Result<(), Rejection> {
    if !x.is_finite() || !y.is_finite() {
        return refuse(msg!("conflict-hunt-marker-needs-place"));
    }
    let base = Base::at(Placement {
        x,
        y,
        level: 0.0,
        facing_degrees: 0.0,
    });
    let zone = enemy_zone(world, setup, band)?;
    if crate::conflict::turns::deployment::base_edges(&base)
        .iter()
        .any(|&point| zone.contains(point))
    {
        return refuse(msg!("rules-hunt-in-enemy-area"));
    }
    let on_another = hunt.markers.iter().any(|marker| {
        !marker.removed
            && Vec2::new(marker.at.x, marker.at.y).distance(base.centre) < 2.0 * MARKER_RADIUS_CM
    });
    if on_another {
        return refuse(msg!("conflict-hunt-marker-taken"));
    }
    let standing = sight_pawns(world);
    let base = Base { level: 0.0, ..base };
    crate::conflict::turns::deployment::check_placing(
        &world.resource::<Table>().0,
        &standing,
        u32::MAX,
        base,
    )
    .map_err(|problem| {
        Rejection::by_rule(
            section(),
            msg!("conflict-hunt-marker-impassable", reason = problem.reason),
        )
    })
}

/// Passes over what needs no one's choice; once The Hunt is over, removes the pawns left
/// without a marker and begins turn 1.
fn settle(world: &mut ConflictWorld, resolution: &mut Resolution) {
    // Read in place: after every command while the Hunt lasts, and it is over once.
    let over = world
        .resource::<HuntTable>()
        .0
        .as_ref()
        .filter(|play| play.hunt.phase == HuntPhase::Over);
    let Some(casualties) = over.map(|play| play.hunt.casualties()) else {
        return;
    };
    for pawn in casualties {
        if entity(world, pawn).is_some()
            && crate::conflict::world::pawns::footing(world, pawn).is_none()
        {
            harm::remove(world, pawn, Fate::NoMarker, false, None, resolution);
        }
    }
    resolution.explain_with(section(), || msg!("conflict-hunt-over"));
    crate::conflict::world::components::finish_step(
        world,
        crate::conflict::world::components::Next::BeginTurn { turn: 1 },
    );
}
