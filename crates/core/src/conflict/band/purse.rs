//! Maravedies in play (1650 § Investing Maravedies, § Maravedies and Leaders): extra dice for a
//! pawn's roll, paid from its own Incentive and then from its Leader's when the Leader is within
//! its Leader (X) range, at most two a band a turn.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Spending;
use crate::conflict::world::pawns::side;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::hiring::LEADER;
use crate::rules::maravedies::{Investment, Payer, TurnSpending, invest};
use crate::rules::panoply::PanoplyCard;
use crate::rules::rule;

/// Who pays for each extra die, checked against the purses and the band's allowance.
#[derive(Clone, Debug, Default, PartialEq)]
pub(in crate::conflict) struct ExtraDice {
    band: usize,
    payers: Vec<u32>,
    /// § Offering: the Panoply cards the pawn invests instead, one a die.
    offered: Vec<(u32, std::sync::Arc<PanoplyCard>)>,
}

impl ExtraDice {
    pub(in crate::conflict) fn count(&self) -> u32 {
        u32::try_from(self.payers.len() + self.offered.len()).unwrap_or(u32::MAX)
    }
}

/// What `band` has invested this turn.
fn spending_of(world: &ConflictWorld, band: usize) -> TurnSpending {
    world
        .resource::<Spending>()
        .0
        .get(band)
        .copied()
        .unwrap_or_default()
}

/// The Maravedies left in `pawn`'s Incentive.
pub(in crate::conflict) fn purse(world: &ConflictWorld, pawn: u32) -> u32 {
    crate::conflict::world::pawns::purse(world, pawn).unwrap_or(0)
}

/// Adds `gained` Maravedies to `pawn`'s Incentive and takes `spent` off it (never below 0).
pub(in crate::conflict) fn change(world: &mut ConflictWorld, pawn: u32, gained: u32, spent: u32) {
    if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, pawn) {
        *purse = (*purse + gained).saturating_sub(spent);
    }
}

/// The band's Leader that could pay for `pawn`, with how far it is and its Leader (X) range:
/// the first in range with Maravedies left, else the band's first (§ Guardians: the Gentleman
/// pays as a Leader (30) beside the band's own).
fn paying_leader(world: &ConflictWorld, pawn: u32, band: usize) -> Option<(u32, f32, u32)> {
    let base = |id: u32| crate::conflict::world::pawns::base(world, id);
    // The index's rows read in place: no list of ids, no copy of a card.
    let index = world.resource::<crate::conflict::world::pawn_index::PawnIndex>();
    let leaders: Vec<(u32, f32, u32)> = index
        .present_ids()
        .filter(|&id| id != pawn && index.side(id) == Some(band))
        .filter_map(|leader| {
            let range = index
                .cards
                .get(leader as usize)?
                .peculiarities
                .iter()
                .find(|peculiarity| peculiarity.id == LEADER)?
                .value?;
            let distance = base(pawn)?.edge_distance(&base(leader)?);
            Some((leader, distance, range))
        })
        .collect();
    let pays = |&(leader, distance, range): &(u32, f32, u32)| {
        distance <= range as f32 && purse(world, leader) > 0
    };
    leaders
        .iter()
        .copied()
        .find(pays)
        .or_else(|| leaders.first().copied())
}

/// Checks that `pawn` may buy `count` extra dice now, and says who pays for each; pays nothing.
pub(in crate::conflict) fn plan_extra_dice(
    world: &ConflictWorld,
    pawn: u32,
    count: u32,
) -> Result<ExtraDice, Rejection> {
    let band = side(world, pawn).unwrap_or(0);
    let mut plan = ExtraDice {
        band,
        payers: Vec::new(),
        offered: Vec::new(),
    };
    if count == 0 {
        return Ok(plan);
    }
    let mut spending = spending_of(world, band);
    let mut own = purse(world, pawn);
    let leader = paying_leader(world, pawn, band);
    let mut leader_purse = leader.map_or(0, |(id, _, _)| purse(world, id));
    let mut offerable = crate::conflict::band::factions::offerable(world, pawn);
    for _ in 0..count {
        let leader_pays =
            leader.is_some_and(|(_, distance, range)| leader_purse > 0 && distance <= range as f32);
        if own == 0 && !leader_pays && !offerable.is_empty() {
            // § Offering: a Mercenary Pure Band's pawn invests a Panoply card as a Maravedi.
            let mut card_as_coin = 1;
            invest(
                &mut card_as_coin,
                Payer::Own,
                Investment::ExtraDie,
                &mut spending,
            )?;
            plan.offered.push((pawn, offerable.remove(0)));
            continue;
        }
        match leader {
            Some((id, distance, range)) if own == 0 => {
                invest(
                    &mut leader_purse,
                    Payer::Leader { distance, range },
                    Investment::ExtraDie,
                    &mut spending,
                )?;
                plan.payers.push(id);
            }
            _ => {
                invest(&mut own, Payer::Own, Investment::ExtraDie, &mut spending)?;
                plan.payers.push(pawn);
            }
        }
    }
    Ok(plan)
}

/// Pays for the dice `plan` bought: a Maravedi off each payer's card, counted for the band.
pub(in crate::conflict) fn pay(
    world: &mut ConflictWorld,
    plan: &ExtraDice,
    resolution: &mut Resolution,
) {
    for (pawn, item) in &plan.offered {
        world
            .resource_mut::<crate::conflict::world::components::PanoplyUsed>()
            .0
            .push((*pawn, item.id.clone()));
        resolution.explain_with(rule("Offering"), || {
            msg!(
                "conflict-band-offering",
                pawn = pawn_name(world, *pawn),
                item = &item.name
            )
        });
    }
    if let Some(spent) = world.resource_mut::<Spending>().0.get_mut(plan.band) {
        spent.extra_dice += u32::try_from(plan.offered.len()).unwrap_or(0);
    }
    if plan.payers.is_empty() {
        return;
    }
    for &payer in &plan.payers {
        if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, payer) {
            *purse = (*purse).saturating_sub(1);
        }
    }
    if let Some(spent) = world.resource_mut::<Spending>().0.get_mut(plan.band) {
        spent.extra_dice += u32::try_from(plan.payers.len()).unwrap_or(0);
    }
    resolution.explain_with(rule("Investing Maravedies"), || {
        let payers = plan
            .payers
            .iter()
            .map(|&payer| crate::words::Arg::from(pawn_name(world, payer)))
            .collect();
        msg!(
            "conflict-band-extra-dice",
            count = plan.payers.len(),
            payers = crate::conflict::band::factions::list(payers, true)
        )
    });
}

/// Who pays `cost` Maravedies for a Peculiarity of `pawn`'s (no limit a turn): its own Incentive,
/// or else its Leader's within the Leader's range. Checked, nothing paid.
pub(in crate::conflict) fn plan_peculiarity(
    world: &ConflictWorld,
    pawn: u32,
    cost: u32,
) -> Result<u32, Rejection> {
    let band = side(world, pawn).unwrap_or(0);
    let mut spending = spending_of(world, band);
    let mut own = purse(world, pawn);
    let investment = Investment::Peculiarity { cost };
    match paying_leader(world, pawn, band) {
        Some((leader, distance, range)) if own < cost => {
            let mut leader_purse = purse(world, leader);
            invest(
                &mut leader_purse,
                Payer::Leader { distance, range },
                investment,
                &mut spending,
            )?;
            Ok(leader)
        }
        _ => {
            invest(&mut own, Payer::Own, investment, &mut spending)?;
            Ok(pawn)
        }
    }
}

/// Pays `cost` Maravedies off `payer`'s card for `pawn`'s Peculiarity `name`.
pub(in crate::conflict) fn pay_peculiarity(
    world: &mut ConflictWorld,
    payer: u32,
    pawn: u32,
    cost: u32,
    name: &str,
    resolution: &mut Resolution,
) {
    if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, payer) {
        *purse = (*purse).saturating_sub(cost);
    }
    resolution.explain_with(rule("Investing Maravedies"), || {
        msg!(
            "conflict-band-peculiarity-paid",
            cost = cost,
            pawn = pawn_name(world, pawn),
            peculiarity = name,
            payer = pawn_name(world, payer)
        )
    });
}
