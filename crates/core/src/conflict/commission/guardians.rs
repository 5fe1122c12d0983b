//! 1650 § Guardians: the defenders (200 to 300 Maravedies) deploy in a 30 cm circle in the
//! middle round the Gentleman, a pawn of their own with no band's Pay (the RON's card: no
//! weapons nor Peculiarities of his own, Incentive 5, Leader (30) over the defenders); the
//! attacker has named three of the layout's buildings the Church, the Tavern and the Brothel
//! (`ConflictSetup::venues`), chooses day or night once the defenders stand, and comes in
//! touching the edges on turn 1, activating first. The Gentleman earns Satisfaction for every
//! turn he ends inside one of them, paying its Maravedies from his own purse (`satisfy`); no
//! attacker may enter them (`check_route`). Unlimited turns: the conflict ends when the
//! Gentleman is off the table.

use super::terms::GentlemanTerms;
use super::terms::{Commission, DecreeFacts, Role};
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Casualties, Fate, Footing, SetupOf};
pub use crate::conflict::world::notes::Satisfaction;
use crate::conflict::world::pawns::{entity, footing};
use crate::msg;
use crate::record::Resolution;
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::table::base::Placement;
use crate::table::layout::{Layout, PieceKind};
use crate::words::{Message, render};

pub const SECTION: &str = "Guardians";

/// The Gentleman's pawn id, where the setup's Commission has one.
pub fn gentleman(setup: &ConflictSetup) -> Option<u32> {
    setup.added_pawn()
}

/// The Gentleman in play, by id.
pub fn gentleman_in(world: &ConflictWorld) -> Option<u32> {
    gentleman(&world.resource::<SetupOf>().0)
}

/// Whether `pawn` is the Gentleman.
pub fn is_gentleman(world: &ConflictWorld, pawn: u32) -> bool {
    gentleman_in(world) == Some(pawn)
}

/// The layout's buildings, by piece index: those the attacker may name (the set-up screen
/// offers these).
pub fn venue_candidates(layout: &Layout) -> Vec<usize> {
    (0..layout.pieces.len())
        .filter(|&index| matches!(layout.pieces[index].kind, PieceKind::Building { .. }))
        .collect()
}

/// The buildings the attacker would name, in the page's order: each one named like its
/// venue if the layout has one, else the first left over.
pub fn default_venues(commission: Commission, layout: &Layout) -> Vec<usize> {
    let Some(terms) = GentlemanTerms::of(commission) else {
        return Vec::new();
    };
    let mut left = venue_candidates(layout);
    let mut named: Vec<Option<usize>> = terms
        .venues
        .iter()
        .map(|venue| {
            let wanted = venue.name.to_lowercase();
            let found = left
                .iter()
                .position(|&index| layout.pieces[index].id.to_lowercase().contains(&wanted))?;
            Some(left.remove(found))
        })
        .collect();
    for slot in &mut named {
        if slot.is_none() && !left.is_empty() {
            *slot = Some(left.remove(0));
        }
    }
    named
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default()
}

/// What the venues must be, in words (the set-up screen shows it), in the catalogue's
/// language.
pub fn venues_rule(commission: Commission) -> String {
    render(&venues_rule_message(commission))
}

/// `venues_rule` as a message: "the attacker names 3 different buildings of the layout: the
/// Church, the Tavern, the Brothel".
pub fn venues_rule_message(commission: Commission) -> Message {
    let venues: Vec<Message> = GentlemanTerms::of(commission)
        .map(|terms| {
            terms
                .venues
                .iter()
                .map(|venue| {
                    msg!(
                        "conflict-commission-guardians-the-venue",
                        venue = &venue.name
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    msg!(
        "conflict-commission-guardians-venues-rule",
        count = venues.len(),
        venues = super::phrases::listed(venues)
    )
}

/// What the layout lacks for the page's buildings, in words.
pub fn layout_problem(commission: Commission, layout: &Layout) -> Option<Message> {
    let wanted = GentlemanTerms::of(commission)?.venues.len();
    let found = venue_candidates(layout).len();
    (found < wanted).then(|| {
        msg!(
            "conflict-commission-guardians-few-buildings",
            found = found,
            rule = venues_rule_message(commission),
            wanted = wanted
        )
    })
}

/// What the setup's named buildings lack, in words.
pub fn venue_problems(setup: &ConflictSetup) -> Vec<Message> {
    let Some(terms) = GentlemanTerms::of(setup.commission) else {
        return if setup.venues.is_empty() {
            Vec::new()
        } else {
            vec![msg!(
                "conflict-commission-guardians-no-venues-here",
                commission = setup.commission.title()
            )]
        };
    };
    let rule_words = venues_rule_message(setup.commission);
    if setup.venues.len() != terms.venues.len() {
        return vec![msg!(
            "conflict-commission-guardians-named-count",
            count = setup.venues.len(),
            rule = rule_words
        )];
    }
    let mut problems = Vec::new();
    for (slot, &index) in setup.venues.iter().enumerate() {
        let name = &terms.venues[slot].name;
        match setup.layout.pieces.get(index) {
            None => problems.push(msg!(
                "conflict-commission-guardians-venue-missing",
                venue = name,
                piece = index + 1
            )),
            Some(piece) if !matches!(piece.kind, PieceKind::Building { .. }) => {
                problems.push(msg!(
                    "conflict-commission-guardians-venue-not-building",
                    venue = name,
                    piece = &piece.id
                ));
            }
            Some(piece) if setup.venues[..slot].contains(&index) => problems.push(msg!(
                "conflict-commission-guardians-venue-twice",
                piece = &piece.id,
                rule = rule_words.clone()
            )),
            Some(_) => {}
        }
    }
    problems
}

/// Where the Gentleman stands at the start: the middle of the table, facing north.
fn middle(setup: &ConflictSetup) -> Placement {
    Placement {
        x: setup.layout.table.width / 2.0,
        y: setup.layout.table.depth / 2.0,
        level: 0.0,
        facing_degrees: 90.0,
    }
}

/// § Guardians: "A pawn, which will represent the Gentleman, will be placed in the centre of
/// the table area" (before the defenders deploy round him: our reading, rules-gaps).
pub(super) fn place_the_gentleman(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let (Some(_), Some(id)) = (GentlemanTerms::of(setup.commission), gentleman(setup)) else {
        return;
    };
    if entity(world, id).is_none() {
        return;
    }
    crate::conflict::world::pawns::set_footing(world, id, Some(Footing(middle(setup))));
    let names: Vec<Message> = setup
        .venues
        .iter()
        .zip(GentlemanTerms::of(setup.commission).map_or(&[][..], |terms| &terms.venues))
        .filter_map(|(&index, venue)| {
            let piece = setup.layout.pieces.get(index)?;
            Some(msg!(
                "conflict-commission-guardians-venue-is",
                piece = &piece.id,
                venue = &venue.name
            ))
        })
        .collect();
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-guardians-gentleman-placed",
            pawn = pawn_name(world, id),
            venues = super::phrases::listed(names)
        )
    });
}

/// At the end of each turn: the Gentleman inside a named building invests its Maravedies from
/// his purse and gains its Satisfaction; without them he gains nothing.
pub(in crate::conflict) fn satisfy(
    world: &mut ConflictWorld,
    turn: u32,
    resolution: &mut Resolution,
) {
    let setup = std::sync::Arc::clone(&world.resource::<SetupOf>().0);
    let (Some(terms), Some(id)) = (GentlemanTerms::of(setup.commission), gentleman(&setup)) else {
        return;
    };
    let Some(place) = footing(world, id) else {
        return;
    };
    let Some(slot) = super::barred::venue_at(&setup, place.base().centre) else {
        return;
    };
    let Some(venue) = terms.venues.get(slot) else {
        return;
    };
    let Some(purse) = crate::conflict::world::pawns::purse(world, id) else {
        return;
    };
    if purse < venue.mrv {
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-commission-guardians-no-money",
                pawn = pawn_name(world, id),
                venue = &venue.name,
                purse = purse,
                cost = venue.mrv
            )
        });
        return;
    }
    if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, id) {
        *purse -= venue.mrv;
    }
    let points = {
        let satisfaction = world.resource_mut::<Satisfaction>();
        satisfaction.points += venue.satisfaction;
        satisfaction.visits.push((turn, slot));
        satisfaction.points
    };
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-commission-guardians-satisfied",
            pawn = pawn_name(world, id),
            venue = &venue.name,
            cost = venue.mrv,
            gained = venue.satisfaction,
            points = points,
            goal = terms.satisfaction_goal
        )
    });
}

/// The Gentleman's Satisfaction so far.
pub fn satisfaction(world: &ConflictWorld) -> u32 {
    world.resource::<Satisfaction>().points
}

/// The Gentleman's casualty once he is off the table, and its place among the casualties
/// (§ Guardians, § Feast of Eucharist).
pub(super) fn gentleman_casualty(
    world: &ConflictWorld,
) -> Option<(usize, &crate::conflict::world::components::Casualty)> {
    let id = gentleman_in(world)?;
    world
        .resource::<Casualties>()
        .0
        .iter()
        .enumerate()
        .find(|(_, casualty)| casualty.pawn == id)
}

/// What became of the Gentleman, once he is off the table.
fn fate(world: &ConflictWorld) -> Option<Fate> {
    gentleman_casualty(world).map(|(_, casualty)| casualty.fate)
}

/// Whether the conflict plays on with one band gone: while the Gentleman stands, he may still
/// earn his Satisfaction and leave.
pub(super) fn plays_on(world: &ConflictWorld) -> bool {
    gentleman_in(world).is_some_and(|id| footing(world, id).is_some())
}

/// Why the conflict is over, once the Gentleman is off the table (unlimited turns).
pub(super) fn ended(world: &ConflictWorld) -> Option<Message> {
    Some(match fate(world)? {
        Fate::Left { .. } => msg!("conflict-commission-guardians-left"),
        _ => msg!("conflict-commission-guardians-eliminated"),
    })
}

/// Only the Gentleman leaves the table on purpose.
pub(super) fn may_leave(world: &ConflictWorld, pawn: u32) -> bool {
    is_gentleman(world, pawn)
}

/// § Guardians: Main: the attackers eliminate the Gentleman; the defenders bring him to his
/// Satisfaction and then off the table. Secondary: the attackers keep him from that; the
/// defenders make 3 attackers run off the table.
pub(super) fn decree(
    facts: &DecreeFacts,
    role: Role,
    attacker: usize,
    decree_pawns: usize,
) -> Decree {
    match role {
        Role::Attacker => {
            super::terms::decree_of(facts.gentleman_eliminated, !facts.gentleman_satisfied)
        }
        Role::Defender | Role::Band => super::terms::decree_of(
            facts.gentleman_satisfied,
            facts.ran_off_by_band.get(attacker).copied().unwrap_or(0) >= decree_pawns,
        ),
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let goal = GentlemanTerms::of(Commission::Guardians).map_or(0, |terms| terms.satisfaction_goal);
    match role {
        Role::Attacker => [
            msg!("conflict-commission-guardians-attacker-main"),
            msg!(
                "conflict-commission-guardians-attacker-secondary",
                goal = goal
            ),
        ],
        Role::Defender | Role::Band => [
            msg!("conflict-commission-guardians-defender-main", goal = goal),
            msg!(
                "conflict-commission-guardians-defender-secondary",
                count = Commission::Guardians.decree_pawns()
            ),
        ],
    }
}

/// The Gentleman's fate, for the Decrees: eliminated (killed or run off), and whether he left
/// on purpose with his Satisfaction.
pub(in crate::conflict) fn facts(world: &ConflictWorld) -> (bool, bool) {
    let goal = GentlemanTerms::of(world.resource::<SetupOf>().0.commission)
        .map_or(0, |terms| terms.satisfaction_goal);
    match fate(world) {
        Some(Fate::Left { .. }) => (false, satisfaction(world) >= goal),
        Some(_) => (true, false),
        None => (false, false),
    }
}

#[cfg(test)]
#[path = "guardians_tests.rs"]
mod tests;
