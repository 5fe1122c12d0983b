//! 1650 § Obtaining Honour Points, § Honour and Dishonour: what each band scores, from the
//! casualties it takes the credit for and the Commission's Decrees (read at the conflict's end,
//! and shown as it stands during play).

use crate::conflict::commission::terms::DecreeFacts;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Casualties, Edge, Fate};
use crate::conflict::world::pawns::{pawn_ids, side};
use crate::msg;
use crate::rules::audacity::Nerve;
use crate::rules::blessings::BLESSING;
use crate::rules::cards::ContractCard;
use crate::rules::honour::{ConflictTally, HonourScore, score};
use crate::words::{Arg, Message};

/// The enemy casualties band `band` takes the credit for: those its pawns eliminated, and
/// those no pawn is named for (run off, fallen to the cold), which go to every enemy band
/// (with two bands, every enemy casualty; our reading for three, rules-gaps).
fn credited<'a>(
    world: &'a ConflictWorld,
    band: usize,
) -> impl Iterator<Item = &'a crate::conflict::world::components::Casualty> + 'a {
    let setup = &world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0;
    world
        .resource::<Casualties>()
        .0
        .iter()
        // An Antagonist is nobody's enemy band: beating it earns nothing (§ Antagonists).
        .filter(move |casualty| casualty.side != band && !setup.is_antagonist_side(casualty.side))
        // Brought off the table on purpose: not beaten.
        .filter(|casualty| !matches!(casualty.fate, Fate::Left { .. } | Fate::Sanctuary))
        .filter(move |casualty| {
            casualty
                .by
                .is_none_or(|by| crate::conflict::world::pawns::side_of_any(world, by) == band)
        })
}

/// § Antagonists: those band `band`'s pawns eliminated before they attacked any pawn.
fn peaceful_antagonists_eliminated(world: &ConflictWorld, band: usize) -> u32 {
    let attacked = &world
        .resource::<crate::conflict::world::components::Antagonists>()
        .attacked;
    let setup = &world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0;
    world
        .resource::<Casualties>()
        .0
        .iter()
        .filter(|casualty| setup.is_antagonist_side(casualty.side))
        .filter(|casualty| !attacked.contains(&casualty.pawn))
        // § Feast of Eucharist: eliminating the Gentleman is the Decree, not a dishonour.
        .filter(|casualty| setup.added_pawn() != Some(casualty.pawn))
        .filter(|casualty| {
            casualty
                .by
                .is_some_and(|by| crate::conflict::world::pawns::side_of_any(world, by) == band)
        })
        .count() as u32
}

/// Whether `pawn` (by id) leads its band.
fn is_leader(setup: &ConflictSetup, pawn: u32) -> bool {
    setup
        .pawns()
        .nth(pawn as usize)
        .is_some_and(|(_, card)| setup.leads_band(pawn, card))
}

/// What the Commission's Decrees read for band `band`.
pub(in crate::conflict) fn decree_facts(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
) -> DecreeFacts {
    let bands = setup.sides.len();
    let (ran_off_by_band, leaders_eliminated) = run_off_and_leaders(world, setup, band);
    let (left_by_far_edge, first_left_by_far_edge) = left_by_far_edge(world, bands);
    let (sanctuary_sought, leader_dragged_off_by) = leader_off_the_table(world, setup);
    let (enemies_dragged_off, own_dragged_off, carried_off_by_band) =
        dragged_off(world, band, bands);
    let (middle_enclave_holder, middle_enclave_exploded) = middle_enclave(world, setup);
    let (gentleman_eliminated, gentleman_satisfied) =
        crate::conflict::commission::guardians_facts(world);
    let (gentleman_eliminated_by, left_after_gentleman) =
        crate::conflict::commission::feast_facts(world, bands);
    let (band_sizes, hired_eliminated) = with_hired_antagonists(world, setup, band);
    let casualties = &world.resource::<Casualties>().0;
    let own_ran_off = casualties
        .iter()
        .filter(|casualty| casualty.side == band && casualty.fate == Fate::RanOff)
        .count();
    let own_lost = casualties
        .iter()
        .filter(|casualty| {
            casualty.side == band && matches!(casualty.fate, Fate::Killed | Fate::RanOff)
        })
        .count();
    let own_leader_left = casualties.iter().any(|casualty| {
        casualty.side == band
            && is_leader(setup, casualty.pawn)
            && matches!(casualty.fate, Fate::Left { .. })
    });
    DecreeFacts {
        own_lost,
        own_leader_left,
        informer_killed: crate::conflict::solo::notes::informer_killed(world),
        own_leader_standing: crate::conflict::world::pawns::leader_of(world, band).is_some(),
        enemies_eliminated: credited(world, band).count() + hired_eliminated,
        band_sizes,
        in_ruins_by_band: crate::conflict::commission::enemies_in_ruins(world, bands),
        gentleman_eliminated_by,
        left_after_gentleman,
        gentleman_eliminated,
        gentleman_satisfied,
        middle_enclave_holder,
        middle_enclave_exploded,
        leaders_eliminated,
        ran_off_by_band,
        own_ran_off,
        left_by_far_edge,
        sanctuary_sought,
        leader_dragged_off_by,
        enemies_dragged_off,
        own_dragged_off,
        carried_off_by_band,
        first_left_by_far_edge,
    }
}

/// Of the casualties band `band` takes the credit for: those that ran off, per band, and the
/// Leaders among them.
fn run_off_and_leaders(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
) -> (Vec<usize>, u32) {
    let mut ran_off_by_band = vec![0; setup.sides.len()];
    let mut leaders_eliminated = 0;
    for casualty in credited(world, band) {
        if casualty.fate == Fate::RanOff
            && let Some(count) = ran_off_by_band.get_mut(casualty.side)
        {
            *count += 1;
        }
        leaders_eliminated += u32::from(is_leader(setup, casualty.pawn));
    }
    (ran_off_by_band, leaders_eliminated)
}

/// Each band's pawns that left the table on purpose by the edge opposite their own, and the
/// turn the first of them did.
fn left_by_far_edge(world: &ConflictWorld, bands: usize) -> (Vec<usize>, Vec<Option<u32>>) {
    let edges = world
        .resource::<crate::conflict::world::components::Progress>()
        .edges;
    let mut left_by_far_edge = vec![0; bands];
    let mut first_left_by_far_edge = vec![None; bands];
    for casualty in &world.resource::<Casualties>().0 {
        let far = edges
            .and_then(|edges| edges.get(casualty.side).copied())
            .map(Edge::opposite);
        if let Fate::Left { edge } = casualty.fate
            && Some(edge) == far
            && let Some(count) = left_by_far_edge.get_mut(casualty.side)
        {
            *count += 1;
            if let Some(first @ None) = first_left_by_far_edge.get_mut(casualty.side) {
                *first = Some(casualty.turn);
            }
        }
    }
    (left_by_far_edge, first_left_by_far_edge)
}

/// § To Seek Sanctuary: whether a Leader sought sanctuary, and the enemy band whose pawn
/// dragged a Leader off the table (the last Leader to leave it decides).
fn leader_off_the_table(world: &ConflictWorld, setup: &ConflictSetup) -> (bool, Option<usize>) {
    let mut sanctuary_sought = false;
    let mut leader_dragged_off_by = None;
    for casualty in &world.resource::<Casualties>().0 {
        match casualty.fate {
            Fate::Sanctuary if is_leader(setup, casualty.pawn) => sanctuary_sought = true,
            Fate::Left { .. } if is_leader(setup, casualty.pawn) => {
                leader_dragged_off_by = casualty
                    .by
                    .map(|by| crate::conflict::world::pawns::side_of_any(world, by))
                    .filter(|&band| band != casualty.side);
            }
            _ => {}
        }
    }
    (sanctuary_sought, leader_dragged_off_by)
}

/// Pawns dragged off the table: enemies band `band`'s pawns dragged off, its own that enemies
/// dragged off, and each band's that its own pawns carried off.
fn dragged_off(world: &ConflictWorld, band: usize, bands: usize) -> (usize, usize, Vec<usize>) {
    let (mut enemies_dragged_off, mut own_dragged_off) = (0, 0);
    let mut carried_off_by_band = vec![0; bands];
    for casualty in &world.resource::<Casualties>().0 {
        let Fate::Left { .. } = casualty.fate else {
            continue;
        };
        let dragger = casualty
            .by
            .map(|by| crate::conflict::world::pawns::side_of_any(world, by));
        match dragger {
            Some(dragger) if dragger == band && casualty.side != band => enemies_dragged_off += 1,
            Some(dragger) if dragger != band && casualty.side == band => own_dragged_off += 1,
            _ => {}
        }
        if dragger == Some(casualty.side)
            && let Some(count) = carried_off_by_band.get_mut(casualty.side)
        {
            *count += 1;
        }
    }
    (enemies_dragged_off, own_dragged_off, carried_off_by_band)
}

/// The band holding the Enclave the page set in the middle, and whether it was blown up.
fn middle_enclave(world: &ConflictWorld, setup: &ConflictSetup) -> (Option<usize>, bool) {
    let enclaves = world.resource::<crate::conflict::world::components::Enclaves>();
    let middle = setup.middle_enclave.as_ref().and_then(|wanted| {
        enclaves
            .placed
            .iter()
            .position(|placed| placed.enclave.id == wanted.id)
    });
    let holder = middle.and_then(|index| enclaves.placed[index].holder);
    let exploded =
        middle.is_some_and(|index| !crate::conflict::enclaves::auras::standing(world, index));
    (holder, exploded)
}

/// § Clearing the Parish: "Antagonists included": those an enemy band hired count with it.
/// Each band's size with those it hired, and the hired ones band `band` eliminated (or that
/// fell where nobody took the credit).
fn with_hired_antagonists(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
) -> (Vec<usize>, usize) {
    let hired: Vec<(usize, u32)> = setup
        .antagonist_pawns()
        .filter(|(by, _)| setup.commission.hires_antagonists(*by))
        .collect();
    let band_sizes = setup
        .sides
        .iter()
        .enumerate()
        .map(|(side, each)| each.pawns.len() + hired.iter().filter(|(by, _)| *by == side).count())
        .collect();
    let hired_eliminated = world
        .resource::<Casualties>()
        .0
        .iter()
        .filter(|casualty| hired.iter().any(|(_, pawn)| *pawn == casualty.pawn))
        .filter(|casualty| matches!(casualty.fate, Fate::Killed | Fate::RanOff))
        .filter(|casualty| {
            casualty
                .by
                .is_none_or(|by| crate::conflict::world::pawns::side_of_any(world, by) == band)
        })
        .count();
    (band_sizes, hired_eliminated)
}

/// 1650 § Obtaining Honour Points, § Honour and Dishonour, and the Commission's Decrees.
pub(in crate::conflict) fn honour(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
) -> HonourScore {
    let cards: Vec<(usize, &ContractCard)> = setup.pawns().collect();
    let fallen: Vec<_> = credited(world, band).collect();
    let card_of = |pawn: u32| cards.get(pawn as usize).map(|(_, card)| *card);
    let escaping_now: Vec<u32> = pawn_ids(world)
        .into_iter()
        .filter(|&id| side(world, id).is_some_and(|owner| owner != band))
        .filter(|&id| {
            crate::conflict::world::pawns::morale(world, id)
                .is_some_and(|morale| morale.nerve == Nerve::Escaping)
        })
        .collect();
    let pay_of = |pawn: u32| card_of(pawn).map_or(0, |card| card.pay);
    let is_leader = |pawn: u32| card_of(pawn).is_some_and(|card| setup.leads_band(pawn, card));
    let enemy_pay_beaten = fallen
        .iter()
        .map(|casualty| pay_of(casualty.pawn))
        .sum::<u32>()
        + escaping_now.iter().map(|&pawn| pay_of(pawn)).sum::<u32>();
    let leaders = fallen
        .iter()
        .filter(|casualty| is_leader(casualty.pawn))
        .count() as u32;
    let decree = setup
        .commission
        .decree(&decree_facts(world, setup, band), band);
    let distance_weapons = |side: usize| {
        cards
            .iter()
            .filter(|(owner, _)| *owner == side)
            .flat_map(|(_, card)| card.weapons.iter())
            .filter(|weapon| weapon.discharge.is_some())
            .count()
    };
    // § Honour and Dishonour: "+1 for each dishonourable Leader (pawn) eliminated": those of a
    // ruthless employer's band (our reading, rules-gaps), Leaders counted once, as Leaders.
    let ruthless = |side: usize| setup.sides.get(side).is_some_and(|side| side.dishonourable);
    let ruthless_leaders = fallen
        .iter()
        .filter(|casualty| ruthless(casualty.side) && is_leader(casualty.pawn))
        .count() as u32;
    let ruthless_pawns = fallen
        .iter()
        .filter(|casualty| ruthless(casualty.side) && !is_leader(casualty.pawn))
        .count() as u32;
    let most_distance_weapons = (0..setup.sides.len())
        .filter(|&other| other != band)
        .all(|other| distance_weapons(band) > distance_weapons(other));
    let tally = ConflictTally {
        enemy_pay_beaten,
        dishonourable_leaders_eliminated: ruthless_leaders,
        dishonourable_pawns_eliminated: ruthless_pawns,
        decree,
        enemy_leaders_eliminated: leaders,
        most_distance_weapons,
        eliminated_from_rearguard: fallen
            .iter()
            .filter(|casualty| casualty.from_rearguard)
            .count() as u32,
        escaping_eliminated: fallen.iter().filter(|casualty| casualty.escaping).count() as u32,
        faithful_eliminated: fallen
            .iter()
            .filter(|casualty| casualty.fate == Fate::Killed)
            .filter(|casualty| {
                card_of(casualty.pawn).is_some_and(|card| card.has_peculiarity(BLESSING))
            })
            .count() as u32,
        enclaves_conquered: crate::conflict::enclaves::auras::held_by(world, band),
        peaceful_antagonists_eliminated: peaceful_antagonists_eliminated(world, band),
        ..ConflictTally::default()
    };
    score(
        &tally,
        setup.sides.get(band).is_some_and(|side| side.dishonourable),
    )
}

/// A number of points as the score says it: whole, or with its one decimal (x1.5, 7.5).
fn points(value: f32) -> Arg {
    if value.fract() == 0.0 {
        Arg::Int(value as i64)
    } else {
        Arg::tenths(value)
    }
}

/// The score and its sum in words: "3 Honour for Pay x2, +2 1 x enemy Leader eliminated = 8
/// Honour points".
pub(in crate::conflict) fn score_message(score: &HonourScore) -> Message {
    let unit = if score.dishonourable_player {
        "dishonour"
    } else {
        "honour"
    };
    // Each line carries the ones after it; the sign is the message's.
    let lines = score
        .lines
        .iter()
        .rev()
        .fold(msg!("conflict-turns-score-end"), |rest, line| {
            if line.points < 0.0 {
                msg!(
                    "conflict-turns-score-loss",
                    points = points(-line.points),
                    reason = line.reason.clone(),
                    rest = rest
                )
            } else {
                msg!(
                    "conflict-turns-score-gain",
                    points = points(line.points),
                    reason = line.reason.clone(),
                    rest = rest
                )
            }
        });
    if score.multiplier == 1.0 {
        msg!(
            "conflict-turns-score",
            base = score.base,
            unit = unit,
            lines = lines,
            total = points(score.total)
        )
    } else {
        msg!(
            "conflict-turns-score-multiplied",
            base = score.base,
            unit = unit,
            multiplier = points(score.multiplier),
            lines = lines,
            total = points(score.total)
        )
    }
}
