//! 1650 § Hiring your Band (the three limits), § Pay and Incentive, pure and mixed bands and
//! mercenaries: a roster is accepted, or refused with every rule it breaks.

use super::cards::{Band, ContractCard, Faction};
use super::panoply::PanoplyPurchase;
use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// § Pay and Incentive: bands normally cost 250 Maravedies, and up to 500.
pub const BAND_STEP_MRV: u32 = 250;
pub const MAX_BAND_MRV: u32 = 500;
/// The least a band may be built to: below § Rescue's 200-Maravedi defenders by one step of the
/// builder (our choice; the rules set no floor).
pub const MIN_BAND_MRV: u32 = 100;
/// § Hiring your Band: at most two pawns of a type per 250 Maravedies.
pub const SAME_TYPE_PER_STEP: usize = 2;
pub const LEADER: &str = "leader";
/// The Peculiarity "Unique": one such pawn in a band.
pub const UNIQUE: &str = "unique";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BandKind {
    /// One band of the Faction only.
    Pure,
    /// The Leader's band mixed with the Faction's other bands, and Mercenaries.
    Mixed,
}

/// A player's band for a Conflict: the Contract Cards hired, by id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roster {
    pub name: String,
    pub faction: Faction,
    pub kind: BandKind,
    /// The band hired from (Pure), or the Leader's band (Mixed).
    pub band: String,
    /// The band's value in Maravedies: 250, up to 500.
    pub value: u32,
    pub hires: Vec<String>,
    /// § Panoply Cards bought for the hired pawns.
    #[serde(default)]
    pub panoply: Vec<PanoplyPurchase>,
    /// § Dexterity Cards: the band's deck, by card id.
    #[serde(default)]
    pub dexterity: Vec<String>,
}

/// What an accepted roster adds up to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RosterSummary {
    pub pawns: usize,
    pub pay: u32,
    pub incentive: u32,
    pub leaders: usize,
}

/// A Contract Card hired, with the band whose card it is.
type Hire<'a> = (&'a ContractCard, &'a Band);

/// Checks `roster` against the bands' cards; every broken rule is listed.
pub fn check_roster(roster: &Roster, bands: &[Band]) -> Result<RosterSummary, Vec<Rejection>> {
    let mut problems = Vec::new();
    check_value(roster, &mut problems);
    let Some(home) = bands.iter().find(|band| band.id == roster.band) else {
        refuse(
            &mut problems,
            msg!("rules-hiring-unknown-band", band = &roster.band),
        );
        return Err(problems);
    };
    check_faction(roster, home, &mut problems);
    let hired = find_hires(roster, bands, &mut problems);
    check_who_may_join(roster, home, &hired, &mut problems);
    let steps = (roster.value / BAND_STEP_MRV).max(1) as usize;
    let pay = check_pay(roster, &hired, &mut problems);
    let leaders = check_leaders(roster, home, &hired, steps, &mut problems);
    check_pawns_of_a_type(roster, &hired, steps, &mut problems);
    check_unique(&hired, &mut problems);
    let incentive = check_incentive(&hired, &mut problems);
    if problems.is_empty() {
        Ok(RosterSummary {
            pawns: hired.len(),
            pay,
            incentive,
            leaders,
        })
    } else {
        Err(problems)
    }
}

/// Every refusal here is by § Hiring your Band.
fn refuse(problems: &mut Vec<Rejection>, reason: Message) {
    problems.push(Rejection::by_rule(rule("Hiring your Band"), reason));
}

/// § Pay and Incentive: the band's value, up to 500 Maravedies.
fn check_value(roster: &Roster, problems: &mut Vec<Rejection>) {
    if roster.value == 0 || roster.value > MAX_BAND_MRV {
        refuse(
            problems,
            msg!(
                "rules-hiring-value",
                most = MAX_BAND_MRV,
                value = roster.value
            ),
        );
    }
}

/// The band hired from (or the Leader's band) is of the roster's Faction.
fn check_faction(roster: &Roster, home: &Band, problems: &mut Vec<Rejection>) {
    if home.faction != roster.faction {
        refuse(
            problems,
            msg!(
                "rules-hiring-faction",
                band = &home.name,
                faction = home.faction.message(),
                chosen = roster.faction.message()
            ),
        );
    }
}

/// The Contract Cards hired, in the roster's order; an unknown card is refused and left out.
fn find_hires<'a>(
    roster: &Roster,
    bands: &'a [Band],
    problems: &mut Vec<Rejection>,
) -> Vec<Hire<'a>> {
    let mut hired: Vec<Hire<'a>> = Vec::new();
    for id in &roster.hires {
        match bands.iter().find_map(|band| {
            band.cards
                .iter()
                .find(|card| &card.id == id)
                .map(|card| (card, band))
        }) {
            Some(found) => hired.push(found),
            None => refuse(problems, msg!("rules-hiring-unknown-card", id = id)),
        }
    }
    hired
}

/// A Pure Band hires from its own band; a Mixed Band from its Faction's bands and Mercenaries.
fn check_who_may_join(roster: &Roster, home: &Band, hired: &[Hire], problems: &mut Vec<Rejection>) {
    for (card, band) in hired {
        let allowed = match roster.kind {
            BandKind::Pure => band.id == home.id,
            BandKind::Mixed => band.faction == roster.faction || card.mercenary,
        };
        if !allowed {
            let why = match roster.kind {
                BandKind::Pure => msg!("rules-hiring-pure-only", band = &home.name),
                BandKind::Mixed => msg!(
                    "rules-hiring-mixed-only",
                    faction = roster.faction.message()
                ),
            };
            refuse(
                problems,
                msg!(
                    "rules-hiring-cannot-join",
                    card = &card.name,
                    band = &band.name,
                    why = why
                ),
            );
        }
    }
}

/// § Pay and Incentive: the Pay adds up to no more than the band's value; the Pay.
fn check_pay(roster: &Roster, hired: &[Hire], problems: &mut Vec<Rejection>) -> u32 {
    let pay: u32 = hired.iter().map(|(card, _)| card.pay).sum();
    if pay > roster.value {
        refuse(
            problems,
            msg!("rules-hiring-pay", pay = pay, value = roster.value),
        );
    }
    pay
}

/// One Leader per 250 Maravedies, and a Mixed Band led by a Leader of its chosen band; the
/// Leaders hired.
fn check_leaders(
    roster: &Roster,
    home: &Band,
    hired: &[Hire],
    steps: usize,
    problems: &mut Vec<Rejection>,
) -> usize {
    let leaders = hired
        .iter()
        .filter(|(card, _)| card.has_peculiarity(LEADER))
        .count();
    if leaders > steps {
        refuse(
            problems,
            msg!(
                "rules-hiring-leaders",
                leaders = leaders,
                value = roster.value,
                most = steps
            ),
        );
    }
    if roster.kind == BandKind::Mixed {
        let leads_home = hired
            .iter()
            .any(|(card, band)| band.id == home.id && card.has_peculiarity(LEADER));
        if !leads_home {
            refuse(
                problems,
                msg!("rules-hiring-mixed-leader", band = &home.name),
            );
        }
    }
    leaders
}

/// At most two pawns of a type per 250 Maravedies.
fn check_pawns_of_a_type(
    roster: &Roster,
    hired: &[Hire],
    steps: usize,
    problems: &mut Vec<Rejection>,
) {
    let mut per_type: BTreeMap<&str, usize> = BTreeMap::new();
    for (card, _) in hired {
        // § Mercenaries, Offering: Mercenary Mixed Bands hire mercenaries without the usual limits.
        let exempt = roster.kind == BandKind::Mixed
            && roster.faction == Faction::Mercenaries
            && card.mercenary;
        if !exempt {
            *per_type.entry(card.id.as_str()).or_default() += 1;
        }
    }
    for (id, count) in per_type {
        if count > SAME_TYPE_PER_STEP * steps {
            let name = hired
                .iter()
                .find(|(card, _)| card.id == id)
                .map_or(id, |(card, _)| card.name.as_str());
            refuse(
                problems,
                msg!(
                    "rules-hiring-same-type",
                    count = count,
                    name = name,
                    most = SAME_TYPE_PER_STEP * steps,
                    value = roster.value
                ),
            );
        }
    }
}

/// The Peculiarity "Unique": one such pawn in a band.
fn check_unique(hired: &[Hire], problems: &mut Vec<Rejection>) {
    let mut uniques: BTreeMap<&str, usize> = BTreeMap::new();
    for (card, _) in hired {
        if card.has_peculiarity(UNIQUE) {
            *uniques.entry(card.name.as_str()).or_default() += 1;
        }
    }
    for (name, count) in uniques {
        if count > 1 {
            refuse(
                problems,
                msg!("rules-hiring-unique", count = count, name = name),
            );
        }
    }
}

/// § Pay and Incentive: at least one Maravedi of Incentive per pawn; the Incentive.
fn check_incentive(hired: &[Hire], problems: &mut Vec<Rejection>) -> u32 {
    let incentive: u32 = hired.iter().map(|(card, _)| card.incentive).sum();
    if (incentive as usize) < hired.len() {
        refuse(
            problems,
            msg!(
                "rules-hiring-incentive",
                incentive = incentive,
                pawns = hired.len()
            ),
        );
    }
    incentive
}
