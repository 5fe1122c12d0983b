//! 1650 § Feast of Eucharist: two bands without distance weapons (nor weapons with a Range, nor
//! a normal Damage of 5 or more) come to a truce day hidden under Guest Markers, one for every
//! pawn and 4 more each for Antagonists of at most 15 Maravedies; one Antagonist's marker,
//! drawn at random, hides the Gentleman instead. The dice mix each band's markers, so only
//! their owner knows what each hides (`GuestView` shows the rest as blank). After an Authority
//! roll the bands place them in turn, as far apart as the table allows (30, then 20, then 10 cm,
//! then anywhere: `guest_placing`); activating a marker moves it 1D10 cm, and a band with no
//! pawn on the table may turn it over; later only a pawn within 5 cm uncovers one, with an
//! Audacity roll (`guest_play`). Main Decree: eliminate the Gentleman; Secondary: then bring 2
//! pawns off.

use super::DecreeFacts;
use super::guardians::gentleman_casualty;
use super::terms::GuestTerms;
use crate::conflict::names::band_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Casualties, Fate, SetupOf};
pub use crate::conflict::world::notes::{GuestMarker, Guests};
use crate::conflict::world::pawn_index::PawnIndex;
use crate::conflict::world::pawns::{footing, side};
use crate::msg;
use crate::record::Resolution;
use crate::rules::antagonists::{Antagonist, AntagonistCatalogue};
use crate::rules::cards::Weapon;
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::words::{Message, render};

pub(in crate::conflict) mod computer;
mod guest_placing;
mod guest_play;
mod guest_views;

pub(in crate::conflict) use guest_placing::{candidate_spots, opens_turn, place, place_first};
pub(in crate::conflict) use guest_play::{marker_bands, move_guest, rest_idle_markers, uncover};
pub use guest_views::GuestView;

pub const SECTION: &str = "Feast of Eucharist";

/// Whether the page bars `weapon`: a distance weapon, a weapon with a Range, or a normal
/// Damage of `barred_damage` or more.
pub fn barred_weapon(terms: &GuestTerms, weapon: &Weapon) -> bool {
    weapon.discharge.is_some()
        || weapon.range.is_some()
        || weapon.damage.normal >= terms.barred_damage
}

/// The rule, in words (refusals and the set-up screen), in the catalogue's language.
pub fn weapons_rule(terms: &GuestTerms) -> String {
    render(&weapons_rule_message(terms))
}

/// `weapons_rule` as a message.
pub fn weapons_rule_message(terms: &GuestTerms) -> Message {
    msg!(
        "conflict-commission-feast-weapons-rule",
        damage = terms.barred_damage
    )
}

/// What the setup breaks of the page: barred weapons, and the Antagonists' markers.
pub(super) fn setup_problems(setup: &ConflictSetup) -> Vec<Message> {
    let Some(terms) = GuestTerms::of(setup.commission) else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    for side in &setup.sides {
        for card in &side.pawns {
            if let Some(weapon) = card.weapons.iter().find(|w| barred_weapon(terms, w)) {
                problems.push(msg!(
                    "conflict-commission-feast-barred-weapon",
                    band = &side.name,
                    card = &card.name,
                    weapon = &weapon.name,
                    rule = weapons_rule_message(terms)
                ));
            }
        }
        let dear = side
            .antagonists
            .iter()
            .filter(|each| each.card.pay > terms.antagonist_pay_max)
            .count();
        if side.antagonists.len() != terms.antagonists || dear > 0 {
            problems.push(msg!(
                "conflict-commission-feast-antagonists",
                band = &side.name,
                brought = side.antagonists.len(),
                dear = dear,
                pay = terms.antagonist_pay_max,
                wanted = terms.antagonists
            ));
        }
    }
    problems
}

/// The Antagonists band `band` brings by default: the catalogue's that the page allows, each
/// band starting further along it so the two bring different ones where it can.
pub fn guest_antagonists_from(
    commission: super::Commission,
    catalogue: &AntagonistCatalogue,
    band: usize,
) -> Vec<Antagonist> {
    let Some(terms) = GuestTerms::of(commission) else {
        return Vec::new();
    };
    let allowed: Vec<&Antagonist> = catalogue
        .antagonists
        .iter()
        .filter(|each| each.card.pay <= terms.antagonist_pay_max)
        .collect();
    if allowed.is_empty() {
        return Vec::new();
    }
    (0..terms.antagonists)
        .map(|index| allowed[(band * terms.antagonists + index) % allowed.len()].clone())
        .collect()
}

/// A band's pawns the page bars stay home (the computer's simulated bands, ready-made bands on
/// the set-up screen), its Leader too: a band may play without one.
pub(super) fn fit_band(
    commission: super::Commission,
    mut band: crate::conflict::SideSetup,
) -> crate::conflict::SideSetup {
    let Some(terms) = GuestTerms::of(commission) else {
        return band;
    };
    let mut place = 0;
    while place < band.pawns.len() {
        let card = &band.pawns[place];
        let barred = card
            .weapons
            .iter()
            .any(|weapon| barred_weapon(terms, weapon));
        if !barred {
            place += 1;
            continue;
        }
        band.remove_pawn(place);
    }
    band
}

/// Before anybody places a marker: each band's pawns and Antagonists go under its markers in
/// an order the dice mix, and the dice choose which Antagonist's marker hides the Gentleman
/// (the Antagonist it would have hidden stays home). The log says a shuffle was made, never
/// its outcome.
pub(super) fn seat_the_guests(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    if GuestTerms::of(setup.commission).is_none() {
        return;
    }
    let Some(gentleman) = setup.added_pawn() else {
        return;
    };
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); setup.sides.len()];
    for (id, (side, _)) in (0u32..).zip(setup.pawns()) {
        if let Some(list) = lists.get_mut(side) {
            list.push(id);
        }
    }
    let first = setup.first_antagonist();
    let mut brought: Vec<(usize, u32)> = setup
        .antagonists()
        .zip(first..)
        .map(|((band, _), id)| (band, id))
        .collect();
    resolution.dice().shuffle(
        msg!("conflict-commission-feast-which-gentleman"),
        &mut brought,
    );
    if let Some(&(band, stays_home)) = brought.first() {
        lists[band].push(gentleman);
        for (other, id) in setup.antagonists().zip(first..) {
            if id != stays_home {
                lists[other.0].push(id);
            }
        }
    }
    let mut markers = Vec::new();
    for (band, list) in lists.iter_mut().enumerate() {
        resolution
            .dice()
            .shuffle(msg!("conflict-commission-feast-markers-mixed"), list);
        markers.extend(list.iter().map(|&hides| GuestMarker {
            band,
            hides,
            at: None,
            uncovered: false,
        }));
    }
    world.insert_resource(Guests { markers });
    resolution.explain_with(rule(SECTION), || {
        let counts: Vec<Message> = (0..setup.sides.len())
            .map(|band| {
                let count = world
                    .resource::<Guests>()
                    .markers
                    .iter()
                    .filter(|marker| marker.band == band)
                    .count();
                msg!(
                    "conflict-commission-feast-band-markers",
                    band = band_name(world, band),
                    count = count
                )
            })
            .collect();
        msg!(
            "conflict-commission-feast-seated",
            counts = super::phrases::listed(counts)
        )
    });
}

/// Whether `pawn` is under a marker still covered (a hidden pawn is in the conflict).
pub(in crate::conflict) fn hidden(world: &ConflictWorld, pawn: u32) -> bool {
    world
        .resource::<Guests>()
        .markers
        .iter()
        .any(|m| !m.uncovered && m.hides == pawn)
}

/// The Turn's slot of marker `marker`: after every pawn's.
pub(in crate::conflict) fn slot(world: &ConflictWorld, marker: usize) -> usize {
    world.resource::<PawnIndex>().entities.len() + marker
}

/// Pawns leave the table once the Gentleman is eliminated (the Secondary Decree counts them).
pub(super) fn may_leave(world: &ConflictWorld) -> bool {
    gentleman_casualty(world).is_some()
}

/// The band whose pawn eliminated the Gentleman, and each band's pawns that left the table on
/// purpose after he fell.
pub(in crate::conflict) fn facts(
    world: &ConflictWorld,
    bands: usize,
) -> (Option<usize>, Vec<usize>) {
    let mut left = vec![0; bands];
    let Some((at, fallen)) = gentleman_casualty(world) else {
        return (None, left);
    };
    let by = fallen
        .by
        .map(|pawn| crate::conflict::world::pawns::side_of_any(world, pawn))
        .filter(|&band| band < bands);
    for casualty in &world.resource::<Casualties>().0[at..] {
        if let Fate::Left { .. } = casualty.fate
            && let Some(count) = left.get_mut(casualty.side)
        {
            *count += 1;
        }
    }
    (by, left)
}

/// Unlimited turns: the conflict ends once the Gentleman has fallen and each band has brought
/// its pawns off or has none left standing.
pub(super) fn ended(world: &ConflictWorld) -> Option<Message> {
    gentleman_casualty(world)?;
    let setup = &world.resource::<SetupOf>().0;
    let (_, left) = facts(world, setup.sides.len());
    let wanted = setup.commission.decree_pawns();
    let done = (0..setup.sides.len()).all(|band| {
        left[band] >= wanted
            || !crate::conflict::world::pawns::pawn_ids(world)
                .into_iter()
                .any(|id| {
                    side(world, id) == Some(band)
                        && (footing(world, id).is_some() || hidden(world, id))
                })
    });
    done.then(|| msg!("conflict-commission-feast-ended"))
}

pub(super) fn decree(facts: &DecreeFacts, band: usize, decree_pawns: usize) -> Decree {
    let secondary = facts.gentleman_eliminated
        && facts.left_after_gentleman.get(band).copied().unwrap_or(0) >= decree_pawns;
    super::terms::decree_of(facts.gentleman_eliminated_by == Some(band), secondary)
}

pub(super) fn decrees(decree_pawns: usize) -> [Message; 2] {
    [
        msg!("conflict-commission-feast-main"),
        msg!("conflict-commission-feast-secondary", count = decree_pawns),
    ]
}

/// Names a marker for the panels: "Guest Marker 3 (Band A's)", in the catalogue's language.
pub fn marker_name(world: &ConflictWorld, marker: usize) -> String {
    render(&marker_message(world, marker))
}

/// `marker_name` as a message (the log's).
pub fn marker_message(world: &ConflictWorld, marker: usize) -> Message {
    let band = world
        .resource::<Guests>()
        .markers
        .get(marker)
        .map(|marker| marker.band);
    match band {
        Some(band) => msg!(
            "conflict-commission-feast-marker",
            number = marker + 1,
            band = band_name(world, band)
        ),
        None => msg!(
            "conflict-commission-feast-marker-unowned",
            number = marker + 1
        ),
    }
}
