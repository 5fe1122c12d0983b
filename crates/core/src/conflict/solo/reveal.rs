//! 1650 § Revealing Hidden Pawn Markers: a marker is replaced by the enemy deck's next card when
//! one of the four causes comes about, its pawn facing by Audacity. § Raid in the Compas adds
//! the Informer, revealed with the first marker, and your Leader's price to keep one hidden.

use super::markers::{MARKER_RADIUS_CM, free_spot_near, plan};
use super::{Solo, enemy_band};
use crate::conflict::names::pawn_name;
use crate::conflict::orders::RevealPrice;
use crate::conflict::solo::notes::{Event, HiddenMarker, PendingReveal};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Progress, Table};
use crate::conflict::world::pawns::{card, footing, sight_pawns};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Activation;
use crate::rules::rule;
use crate::table::base::Placement;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::Message;
use parry3d::math::Vec2;

const SECTION: &str = "Revealing Hidden Pawn Markers";
const COMPAS: &str = "Raid in the Compas";

/// After each command: the markers the four causes reveal. `events` are the notes not yet
/// weighed.
pub(super) fn reveal_due(world: &mut ConflictWorld, events: &[Event], resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    // Markers are revealed by what pawns do in the turns, not by where they deploy.
    if plan(world).is_none()
        || world.resource::<Progress>().phase != crate::conflict::world::components::Phase::Turns
    {
        return;
    }
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return;
    };
    let rules = *rules;
    let terms = world
        .resource::<crate::conflict::world::components::Playing>()
        .0
        .terms()
        .solo;
    let on_end = !terms.is_some_and(|solo| solo.no_reveal_on_activation_end);
    super::markers::explore(world, band, resolution);
    for event in events {
        match *event {
            Event::ActivationEnded { pawn } if on_end => {
                for marker in near(world, pawn, rules.reveal_end_cm, true) {
                    reveal(
                        world,
                        marker,
                        Some(pawn),
                        msg!("conflict-solo-reveal-why-activation-ended"),
                        resolution,
                    );
                }
            }
            Event::Gunpowder { shooter } => {
                for marker in near(world, shooter, rules.reveal_gunpowder_cm, false) {
                    reveal(
                        world,
                        marker,
                        Some(shooter),
                        msg!("conflict-solo-reveal-why-gunpowder"),
                        resolution,
                    );
                }
            }
            _ => {}
        }
    }
    // Touching a marker engages it; an enemy pawn within 5 cm of one reveals it too (again for
    // each pawn a reveal puts down).
    for _ in 0..64 {
        let Some((marker, cause, why)) = touched(world, band, rules.reveal_placed_cm) else {
            break;
        };
        reveal(world, marker, cause, why, resolution);
    }
    forget_gone(world);
}

/// Questions about markers already revealed some other way are moot.
fn forget_gone(world: &mut ConflictWorld) {
    let solo = world.resource_mut::<Solo>();
    let markers = solo.markers.clone();
    solo.pending_reveals
        .retain(|waiting| markers.contains(&waiting.marker));
}

/// Whether `marker` is waiting for your Leader's answer, or was kept hidden this activation.
fn held(world: &ConflictWorld, marker: &HiddenMarker) -> bool {
    let solo = world.resource::<Solo>();
    solo.spared.contains(marker)
        || solo
            .pending_reveals
            .iter()
            .any(|pending| pending.marker == *marker)
}

/// The markers within `within` cm (edge to edge) of `pawn`, in its sight if `in_sight`,
/// nearest first.
fn near(world: &ConflictWorld, pawn: u32, within: f32, in_sight: bool) -> Vec<HiddenMarker> {
    let pawns = sight_pawns(world);
    let Some(own) = pawns.iter().find(|other| other.id == pawn).copied() else {
        return Vec::new();
    };
    let scenery = &world.resource::<Table>().0;
    let mut found: Vec<HiddenMarker> = world
        .resource::<Solo>()
        .markers
        .iter()
        .filter(|marker| {
            let at = Vec2::new(marker.x, marker.y);
            own.base.centre.distance(at) - own.base.radius - MARKER_RADIUS_CM <= within
        })
        .filter(|marker| {
            !in_sight || {
                let target = super::markers::as_sight_pawn(marker);
                line_of_sight(scenery, &pawns, &own, &target, SightOptions::default()).clear
            }
        })
        .copied()
        .collect();
    let from = own.base.centre;
    found.sort_by(|a, b| {
        from.distance(Vec2::new(a.x, a.y))
            .total_cmp(&from.distance(Vec2::new(b.x, b.y)))
    });
    found
}

/// A marker touched by one of your pawns (engaged), or within `placed_cm` of an enemy pawn;
/// not one already waiting for your Leader's answer or kept hidden this activation.
fn touched(
    world: &ConflictWorld,
    band: usize,
    placed_cm: f32,
) -> Option<(HiddenMarker, Option<u32>, Message)> {
    let pawns = sight_pawns(world);
    let markers = &world.resource::<Solo>().markers;
    for marker in markers.iter().filter(|marker| !held(world, marker)) {
        let at = Vec2::new(marker.x, marker.y);
        for pawn in &pawns {
            let gap = pawn.base.centre.distance(at) - pawn.base.radius - MARKER_RADIUS_CM;
            let enemy = crate::conflict::world::pawns::side(world, pawn.id) == Some(band);
            if enemy && gap <= placed_cm {
                return Some((*marker, None, msg!("conflict-solo-reveal-why-enemy-near")));
            }
            if !enemy && gap <= crate::conflict::turns::deployment::EDGE_CONTACT_CM {
                return Some((
                    *marker,
                    Some(pawn.id),
                    msg!("conflict-solo-reveal-why-touched"),
                ));
            }
        }
    }
    None
}

/// The marker `marker` (by its place in the list) a command of your pawn `pawn` names, or why
/// not: only your pawns, alone in the face of danger, `act` on markers (the rule `section`).
pub(super) fn your_marker(
    world: &ConflictWorld,
    pawn: u32,
    marker: usize,
    section: &'static str,
    act: Message,
) -> Result<HiddenMarker, Rejection> {
    if enemy_band(world).is_none() || crate::conflict::solo::notes::is_enemy(world, pawn) {
        return Err(Rejection::by_rule(
            rule(section),
            msg!("conflict-solo-marker-only-yours", act = act),
        ));
    }
    world
        .resource::<Solo>()
        .markers
        .get(marker)
        .copied()
        .ok_or_else(|| Rejection::by_rule(rule(section), msg!("conflict-solo-no-such-marker")))
}

/// Your Leader, when it may keep a marker hidden now: on the table, with a Maravedi of its
/// Incentive or a Panoply card to discard (§ Raid in the Compas).
fn leader_who_may_pay(world: &ConflictWorld) -> Option<u32> {
    let solo = world
        .resource::<crate::conflict::world::components::Playing>()
        .0
        .terms()
        .solo?;
    if !solo.leader_stops_reveals {
        return None;
    }
    let yours = crate::conflict::solo::notes::your_band(world)?;
    let leader = crate::conflict::world::pawns::leader_of(world, yours)?;
    let can_pay = crate::conflict::band::purse::purse(world, leader) > 0
        || !unused_panoply(world, leader).is_empty();
    can_pay.then_some(leader)
}

/// The Panoply cards `pawn` may discard: its single-use items not yet spent (the others'
/// effects are written on its card from the start; our reading, docs/rules-gaps.md).
pub(in crate::conflict) fn unused_panoply(
    world: &ConflictWorld,
    pawn: u32,
) -> Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>> {
    crate::conflict::band::factions::unused_single_use(world, pawn)
}

/// `marker` is to be revealed, `cause` (one of your pawns) revealing it: at once, or (where
/// your Leader may pay to keep it hidden) once your Leader has answered.
pub(super) fn reveal(
    world: &mut ConflictWorld,
    marker: HiddenMarker,
    cause: Option<u32>,
    why: Message,
    resolution: &mut Resolution,
) {
    if held(world, &marker) {
        return;
    }
    if leader_who_may_pay(world).is_some() {
        world
            .resource_mut::<Solo>()
            .pending_reveals
            .push(PendingReveal { marker, cause, why });
        return;
    }
    uncover(world, marker, cause, &why, resolution);
}

/// The marker's pawn comes out; with the first marker revealed, the Informer's too (§ Raid in
/// the Compas: its card is the deck's first).
fn uncover(
    world: &mut ConflictWorld,
    marker: HiddenMarker,
    cause: Option<u32>,
    why: &Message,
    resolution: &mut Resolution,
) {
    let informer_hidden = {
        let solo = world.resource::<Solo>();
        solo.markers
            .iter()
            .find(|marker| marker.informer)
            .copied()
            .filter(|_| {
                solo.informer
                    .is_some_and(|pawn| solo.deck.first() == Some(&pawn))
            })
    };
    if let Some(informer) = informer_hidden
        && informer != marker
    {
        resolution.explain_with(rule(COMPAS), || {
            msg!("conflict-solo-informer-revealed-first")
        });
        draw(world, informer, cause, why, resolution);
    }
    draw(world, marker, cause, why, resolution);
}

/// The marker `marker` is revealed: the deck's next card, its pawn put where the marker stood,
/// facing `cause` if its Audacity is lower, else its back to it.
fn draw(
    world: &mut ConflictWorld,
    marker: HiddenMarker,
    cause: Option<u32>,
    why: &Message,
    resolution: &mut Resolution,
) {
    let pawn = {
        let solo = world.resource_mut::<Solo>();
        let Some(index) = solo.markers.iter().position(|other| *other == marker) else {
            return;
        };
        if solo.deck.is_empty() {
            return;
        }
        solo.markers.remove(index);
        solo.deck.remove(0)
    };
    let at = Vec2::new(marker.x, marker.y);
    let towards = cause
        .and_then(|cause| footing(world, cause))
        .map(|place| place.base().centre)
        .or_else(|| nearest_of_yours(world, at));
    let audacity = |id: u32| card(world, id).map_or(u32::MAX, |card| card.audacity);
    // Lower Audacity than the pawn that revealed it: it faces it; else its back to it.
    let bolder = cause.map(|cause| audacity(pawn) < audacity(cause));
    let faces = match (bolder, towards) {
        (Some(false), Some(to)) => at - (to - at),
        (_, Some(to)) => to,
        (_, None) => at + Vec2::new(0.0, 1.0),
    };
    let facing = (faces - at).y.atan2((faces - at).x).to_degrees();
    let spot = free_spot_near(world, at).unwrap_or(at);
    let place = Placement {
        x: spot.x,
        y: spot.y,
        level: 0.0,
        facing_degrees: facing,
    };
    let temperament = world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0
        .antagonist_temperament(pawn);
    if let (Some(temperament), Some(band)) = (temperament, enemy_band(world)) {
        // § Attitude of Antagonists: a hired Antagonist, once revealed, behaves by its
        // Temperament, keeping the scenery element nearest it.
        let radius = MARKER_RADIUS_CM;
        let element = crate::conflict::antagonists::townsfolk::nearest_element(world, spot, radius)
            .map_or(0, |(element, _)| element);
        crate::conflict::antagonists::townsfolk::set_down(
            world,
            pawn,
            band,
            element,
            place,
            temperament,
        );
    } else {
        crate::conflict::world::pawns::set_footings(world, &[pawn], &[place]);
        crate::conflict::world::pawns::turn_mut(world, |turn| {
            if let Some(state) = turn.states.get_mut(pawn as usize) {
                *state = Activation::Enemy;
            }
        });
    }
    world
        .resource_mut::<Solo>()
        .events
        .push(Event::Revealed { pawn });
    let cause_name = cause.map(|cause| pawn_name(world, cause).to_owned());
    let informer = world.resource::<Solo>().informer == Some(pawn);
    resolution.explain_with(rule(SECTION), || {
        let why = match cause_name {
            Some(name) => msg!("conflict-solo-reveal-cause", pawn = name, why = why.clone()),
            None => why.clone(),
        };
        let facing = match bolder {
            Some(true) => msg!("conflict-solo-revealed-facing"),
            Some(false) => msg!("conflict-solo-revealed-back"),
            None => msg!("conflict-solo-revealed-facing-nearest"),
        };
        let drawn = pawn_name(world, pawn);
        if informer {
            msg!(
                "conflict-solo-marker-revealed-informer",
                why = why,
                pawn = drawn,
                facing = facing
            )
        } else {
            msg!(
                "conflict-solo-marker-revealed",
                why = why,
                pawn = drawn,
                facing = facing
            )
        }
    });
}

/// Your Leader's answer to the first marker waiting (§ Raid in the Compas): `price` keeps it
/// hidden, none lets it be revealed.
pub(in crate::conflict) fn answer(
    world: &mut ConflictWorld,
    price: Option<&RevealPrice>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule(COMPAS);
    let Some(pending) = world.resource::<Solo>().pending_reveals.first().cloned() else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-no-reveal-pending"),
        ));
    };
    let Some(price) = price else {
        world.resource_mut::<Solo>().pending_reveals.remove(0);
        uncover(
            world,
            pending.marker,
            pending.cause,
            &pending.why,
            resolution,
        );
        // The Informer's marker comes out with the first: a question about it is moot.
        forget_gone(world);
        return Ok(());
    };
    let Some(leader) = leader_who_may_pay(world) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-leader-cannot-pay"),
        ));
    };
    let name = pawn_name(world, leader).to_owned();
    let paid = match price {
        RevealPrice::Maravedi => {
            if crate::conflict::band::purse::purse(world, leader) == 0 {
                return Err(Rejection::by_rule(
                    section,
                    msg!("conflict-solo-no-maravedi", pawn = &name),
                ));
            }
            crate::conflict::band::purse::change(world, leader, 0, 1);
            msg!("conflict-solo-paid-maravedi")
        }
        RevealPrice::Panoply { item } => {
            let Some(card) = unused_panoply(world, leader)
                .into_iter()
                .find(|card| card.id == *item)
            else {
                return Err(Rejection::by_rule(
                    section,
                    msg!("conflict-solo-no-panoply-item", pawn = &name, item = item),
                ));
            };
            world
                .resource_mut::<crate::conflict::world::components::PanoplyUsed>()
                .0
                .push((leader, card.id.clone()));
            msg!("conflict-solo-paid-panoply", item = &card.name)
        }
    };
    {
        let solo = world.resource_mut::<Solo>();
        solo.pending_reveals.remove(0);
        solo.spared.push(pending.marker);
    }
    resolution.explain_with(section, || {
        msg!("conflict-solo-kept-hidden", pawn = name, paid = paid)
    });
    Ok(())
}

fn nearest_of_yours(world: &ConflictWorld, at: Vec2) -> Option<Vec2> {
    let band = enemy_band(world)?;
    crate::conflict::world::pawns::enemies_of(world, band)
        .into_iter()
        .filter_map(|pawn| footing(world, pawn).map(|place| place.base().centre))
        .min_by(|a, b| a.distance(at).total_cmp(&b.distance(at)))
}

/// The computer's answer for your Leader: it lets the first marker go (the Informer comes out
/// with it), then keeps markers hidden while two Maravedies are left (one stays for the dice).
pub(in crate::conflict) fn computer_price(world: &ConflictWorld) -> Option<RevealPrice> {
    let solo = world.resource::<Solo>();
    let informer_hidden = solo
        .informer
        .is_some_and(|informer| solo.deck.contains(&informer));
    let leader = leader_who_may_pay(world)?;
    (!informer_hidden && crate::conflict::band::purse::purse(world, leader) >= 2)
        .then_some(RevealPrice::Maravedi)
}

impl crate::conflict::Conflict {
    /// § Raid in the Compas: how your Leader may keep the marker being revealed hidden now (a
    /// Maravedi, or one of its Panoply cards by name); empty when it cannot.
    pub fn keep_hidden_prices(&self) -> Vec<(RevealPrice, Message)> {
        let world = &self.world;
        let Some(leader) = leader_who_may_pay(world) else {
            return Vec::new();
        };
        let mut prices = Vec::new();
        let purse = crate::conflict::band::purse::purse(world, leader);
        if purse > 0 {
            prices.push((
                RevealPrice::Maravedi,
                msg!("conflict-solo-price-maravedi", left = purse),
            ));
        }
        for item in unused_panoply(world, leader) {
            prices.push((
                RevealPrice::Panoply {
                    item: item.id.clone(),
                },
                msg!("conflict-solo-price-panoply", item = &item.name),
            ));
        }
        prices
    }
}
