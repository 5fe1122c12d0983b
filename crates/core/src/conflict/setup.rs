//! What a conflict starts from: the commission, the table's layout and the bands, written out
//! in full so a record replays without the content files it was built from.

use crate::record::Rejection;
use crate::rules::blessings::{Blessing, BlessingCatalogue};
use crate::rules::cards::{ContractCard, Faction};
use crate::rules::content::Content;
use crate::rules::dexterity::DexterityCard;
use crate::rules::hiring::BandKind;
use crate::rules::panoply::{PanoplyCard, PanoplyEffect};
use crate::rules::weather::Climate;
use crate::table::layout::Layout;
use serde::de::{Deserializer, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

pub use super::commission::terms::Commission;

/// One band as it comes to the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideSetup {
    pub name: String,
    pub faction: Faction,
    /// The band's value in Maravedies (sizes the Dexterity deck).
    pub value: u32,
    /// Its pawns' Contract Cards, in the order of the roster (pawn ids follow it, side 0 first).
    pub pawns: Vec<std::sync::Arc<ContractCard>>,
    #[serde(default)]
    pub dexterity: Vec<std::sync::Arc<DexterityCard>>,
    /// § Panoply Cards: each item and the pawn (its place in `pawns`) carrying it. Armour,
    /// extra Vigour and Range are already written on that pawn's card (`panoply::equip`).
    #[serde(default)]
    pub panoply: Vec<(usize, std::sync::Arc<PanoplyCard>)>,
    /// Played by the computer at the table (the app's seat; no rule reads it).
    #[serde(default)]
    pub computer: bool,
    /// How well the computer plays it, when it does (the app's seat too).
    #[serde(default)]
    pub computer_level: ComputerLevel,
    /// § Blessings: the blessings its pawns' cards list (blessings.ron).
    #[serde(default)]
    pub blessings: Vec<Blessing>,
    /// Pure or Mixed (§ Hiring your Band): a Pure Band plays its Faction's rule (§ Factions).
    #[serde(default = "mixed_band")]
    pub kind: BandKind,
    /// § Old Regime, Royal Salary: Maravedies the Leader takes at the start, as (the pawn's
    /// place in `pawns`, how many).
    #[serde(default)]
    pub royal_salary: Vec<(usize, u32)>,
    /// § Dishonourable Players: its player plays a ruthless employer and scores Dishonour
    /// points (where the Commission allows it).
    #[serde(default)]
    pub dishonourable: bool,
    /// § Enclaves: those the band brings (where the Commission allows them), whole cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enclaves: Vec<crate::rules::enclaves::Enclave>,
    /// § Antagonists: those the band brings to deploy once the Enclaves are placed (where the
    /// Commission allows them), whole cards. On the table each is a pawn of no band.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub antagonists: Vec<crate::rules::antagonists::Antagonist>,
}

/// How well the 1650 computer plays a band (the app's seat: no rule reads it; the levels'
/// play is `computer::hard` and `computer::search`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ComputerLevel {
    /// The simple player every figure is measured against.
    #[default]
    Easy,
    /// Weighs Easy's commands and a careful player's (activations, shots at the Leader and the
    /// wounded, waiting to fire, holding ground, Dexterity cards, extra dice) by playing each on
    /// to the end (`computer::search`).
    Hard,
}

impl ComputerLevel {
    pub fn name(self) -> &'static str {
        match self {
            ComputerLevel::Easy => "easy",
            ComputerLevel::Hard => "hard",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        [ComputerLevel::Easy, ComputerLevel::Hard]
            .into_iter()
            .find(|level| level.name() == name.trim().to_lowercase())
    }
}

impl SideSetup {
    /// A Mercenaries band of one test pawn named `name` (Audacity 5, a hand weapon), worth
    /// `value`: the unit tests' band.
    #[cfg(test)]
    pub(crate) fn one_test_pawn(name: &str, value: u32) -> SideSetup {
        use crate::rules::cards::{test_card, test_hand_weapon};
        SideSetup {
            name: name.to_owned(),
            faction: crate::rules::cards::Faction::Mercenaries,
            value,
            pawns: vec![std::sync::Arc::new(test_card(5, test_hand_weapon(name)))],
            dexterity: Vec::new(),
            panoply: Vec::new(),
            computer: false,
            computer_level: Default::default(),
            blessings: Vec::new(),
            kind: BandKind::Mixed,
            royal_salary: Vec::new(),
            dishonourable: false,
            enclaves: Vec::new(),
            antagonists: Vec::new(),
        }
    }

    /// The band cut down to a Commission's value (§ Rescue: 200 Maravedies): pawns that are not
    /// its Leader and carry no Panoply leave from the end of its list until its pawns and
    /// Panoply cost no more (the computer's simulated games use it).
    pub fn cut_to_value(mut self, most: u32) -> SideSetup {
        let cost = |side: &SideSetup| -> u32 {
            side.pawns.iter().map(|card| card.pay).sum::<u32>()
                + side.panoply.iter().map(|(_, item)| item.cost).sum::<u32>()
        };
        while cost(&self) > most {
            let carriers: Vec<usize> = self.panoply.iter().map(|(pawn, _)| *pawn).collect();
            let Some(last) = (0..self.pawns.len()).rev().find(|&place| {
                !carriers.contains(&place)
                    && !self.pawns[place].has_peculiarity(crate::rules::hiring::LEADER)
            }) else {
                break;
            };
            self.remove_pawn(last);
        }
        self.value = self.value.min(most);
        self
    }

    /// The pawn at `place` stays home, with its Panoply and Royal Salary; the later pawns'
    /// places in those lists move up by one.
    pub(crate) fn remove_pawn(&mut self, place: usize) {
        if place >= self.pawns.len() {
            return;
        }
        self.pawns.remove(place);
        self.panoply.retain(|(pawn, _)| *pawn != place);
        self.royal_salary.retain(|(pawn, _)| *pawn != place);
        for pawn in self
            .panoply
            .iter_mut()
            .map(|(pawn, _)| pawn)
            .chain(self.royal_salary.iter_mut().map(|(pawn, _)| pawn))
        {
            if *pawn > place {
                *pawn -= 1;
            }
        }
    }

    /// The band cut down to one pawn worth at most `most` with its Panoply (§ The Way Back
    /// Home's defender): the dearest that fits, the Leader first among equals; the computer's
    /// simulated games use it. A band with none that fits keeps its first pawn.
    pub fn single_pawn(mut self, most: u32) -> SideSetup {
        let cost = |place: usize| -> u32 {
            self.pawns[place].pay
                + self
                    .panoply
                    .iter()
                    .filter(|(pawn, _)| *pawn == place)
                    .map(|(_, item)| item.cost)
                    .sum::<u32>()
        };
        let keep = (0..self.pawns.len())
            .filter(|&place| cost(place) <= most)
            .max_by_key(|&place| {
                (
                    cost(place),
                    self.pawns[place].has_peculiarity(crate::rules::hiring::LEADER),
                    std::cmp::Reverse(place),
                )
            })
            .unwrap_or(0);
        if let Some(card) = self.pawns.get(keep).cloned() {
            self.pawns = vec![card];
        }
        self.panoply.retain(|(pawn, _)| *pawn == keep);
        for (pawn, _) in &mut self.panoply {
            *pawn = 0;
        }
        self.royal_salary.retain(|(pawn, _)| *pawn == keep);
        for (pawn, _) in &mut self.royal_salary {
            *pawn = 0;
        }
        self.value = self.value.min(most);
        self
    }
}

fn mixed_band() -> BandKind {
    BandKind::Mixed
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConflictSetup {
    #[serde(default)]
    pub commission: Commission,
    /// The Weather Gets Worse table the players agreed on.
    pub climate: Climate,
    pub layout: Layout,
    /// The bands, in the order of the Commission's roles (`Commission::roles`).
    #[serde(deserialize_with = "sides_list")]
    pub sides: Vec<SideSetup>,
    /// § To Seek Sanctuary: the layout's piece (by index) that is the Church.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub church: Option<usize>,
    /// § Number of Enclaves per Conflict: the table's setting, rural or urban, when bands bring
    /// Enclaves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setting: Option<crate::rules::enclaves::Setting>,
    /// The Enclave the Commission sets in the middle of the table, held by its defenders
    /// (§ Assault the Powder Magazine: the Polvorin), as a whole card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub middle_enclave: Option<crate::rules::enclaves::Enclave>,
    /// § Guardians: the layout's buildings (by piece index) the attacker named the Church, the
    /// Tavern and the Brothel, in that order (`commission::default_venues`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub venues: Vec<usize>,
    /// The Antagonists the Commission brings (§ Guardians: as many Guarnicioneros as its die
    /// can give; the die says how many come), as whole cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub townsfolk: Vec<crate::rules::antagonists::Antagonist>,
}

/// The bands as a list, read from a list or (records saved when a conflict had exactly two
/// bands) a pair.
fn sides_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<SideSetup>, D::Error> {
    struct Sides;
    impl<'de> Visitor<'de> for Sides {
        type Value = Vec<SideSetup>;

        fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
            formatter.write_str("a list of bands")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut sides = Vec::new();
            while let Some(side) = seq.next_element()? {
                // A save names three bands at most: stop reading a longer list early.
                if sides.len() >= super::setup_check::SIDES_MAX {
                    return Err(serde::de::Error::custom(format!(
                        "a conflict has at most {} bands",
                        super::setup_check::SIDES_MAX
                    )));
                }
                sides.push(side);
            }
            Ok(sides)
        }
    }
    deserializer.deserialize_any(Sides)
}

impl ConflictSetup {
    /// Whether a band's cards list blessings it does not carry (a record saved before the
    /// blessings travelled in the setup).
    pub fn lacks_blessings(&self) -> bool {
        self.sides.iter().any(|side| {
            side.blessings.is_empty() && side.pawns.iter().any(|card| !card.blessings.is_empty())
        })
    }

    /// Gives each band without blessings the ones its cards list, in the order `side_from_hires`
    /// gathers them, from `catalogue` (blessings.ron). Returns whether any were added.
    pub fn add_missing_blessings(&mut self, catalogue: &BlessingCatalogue) -> bool {
        let mut added = false;
        for side in &mut self.sides {
            if !side.blessings.is_empty() {
                continue;
            }
            for id in side.pawns.iter().flat_map(|card| &card.blessings) {
                if let Some(blessing) = catalogue.get(id)
                    && !side.blessings.contains(blessing)
                {
                    side.blessings.push(blessing.clone());
                    added = true;
                }
            }
        }
        added
    }

    /// A Brawl between two ready-made bands (`assets/1650/rosters/NAME.ron`), checked against
    /// every hiring rule first.
    pub fn brawl(
        content: &Content,
        rosters: [&str; 2],
        layout: Layout,
        climate: Climate,
    ) -> Result<Self, Rejection> {
        Self::commission(content, Commission::Brawl, &rosters, layout, climate)
    }

    /// The Audacity, climbing and Faith bonuses the items `pawn` carries always give.
    pub fn gear_of(&self, pawn: u32) -> super::world::components::Gear {
        let mut gear = super::world::components::Gear::default();
        for item in self.panoply_of(pawn) {
            for effect in &item.effects {
                match *effect {
                    PanoplyEffect::AudacityBonus(bonus) => gear.audacity += bonus,
                    PanoplyEffect::ClimbBonus(bonus) => gear.climb += bonus,
                    PanoplyEffect::FaithBonus(bonus) => gear.faith += bonus,
                    _ => {}
                }
            }
        }
        gear
    }

    /// The Panoply cards `pawn` came with (shared with the setup).
    pub fn panoply_of(&self, pawn: u32) -> Vec<&std::sync::Arc<PanoplyCard>> {
        let mut first = 0;
        for side in &self.sides {
            let count = side.pawns.len();
            if (pawn as usize) < first + count {
                let index = pawn as usize - first;
                return side
                    .panoply
                    .iter()
                    .filter(|(carrier, _)| *carrier == index)
                    .map(|(_, item)| item)
                    .collect();
            }
            first += count;
        }
        Vec::new()
    }

    /// Whether pawn `pawn` carries a light (a Farol): at night it lights 15 cm around it.
    pub fn carries_light(&self, pawn: u32) -> bool {
        self.panoply_of(pawn)
            .iter()
            .any(|item| item.effects.contains(&PanoplyEffect::Light))
    }

    /// Every pawn's card in pawn-id order, with its side: the bands' pawns, then the
    /// Antagonists (each a side of its own past the bands: everybody's enemy, § Who Do the
    /// Antagonists Belong To), then the pawn a Commission adds to a band (§ Guardians: the
    /// Gentleman, the defenders').
    pub fn pawns(&self) -> impl Iterator<Item = (usize, &ContractCard)> {
        let gentleman = self.added();
        let bands = self.sides.len();
        self.sides
            .iter()
            .enumerate()
            .flat_map(|(side, setup)| setup.pawns.iter().map(move |card| (side, &**card)))
            .chain(
                self.antagonists()
                    .enumerate()
                    .map(move |(index, (_, antagonist))| (bands + index, &antagonist.card)),
            )
            .chain(gentleman)
            .chain(
                self.townsfolk
                    .iter()
                    .map(move |antagonist| (self.townsfolk_side(), &antagonist.card)),
            )
    }

    /// The shared card of pawn `id` when it is one of the bands' own (the first pawns).
    pub(crate) fn band_card(&self, id: u32) -> Option<&std::sync::Arc<ContractCard>> {
        self.sides
            .iter()
            .flat_map(|side| &side.pawns)
            .nth(id as usize)
    }

    /// The Antagonists the bands bring, in pawn order, with the band that brings each.
    pub fn antagonists(
        &self,
    ) -> impl Iterator<Item = (usize, &crate::rules::antagonists::Antagonist)> {
        self.sides.iter().enumerate().flat_map(|(band, side)| {
            side.antagonists
                .iter()
                .map(move |antagonist| (band, antagonist))
        })
    }

    /// The Antagonists the bands bring, by pawn id, with the band that brings each.
    pub fn antagonist_pawns(&self) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.antagonists()
            .map(|(band, _)| band)
            .zip(self.first_antagonist()..)
    }

    /// The pawn id of the first Antagonist (every band's pawn comes before).
    pub fn first_antagonist(&self) -> u32 {
        self.sides.iter().map(|side| side.pawns.len() as u32).sum()
    }

    /// Whether any pawn is an Antagonist (brought by a band, added by the Commission, or its
    /// townsfolk): without one, nothing plays for them.
    pub fn has_antagonists(&self) -> bool {
        self.antagonists().next().is_some()
            || self
                .added()
                .is_some_and(|(side, _)| self.is_antagonist_side(side))
            || !self.townsfolk.is_empty()
    }

    /// Whether pawn `pawn` is an Antagonist (the pawns after every band's, and the
    /// Commission's townsfolk after the pawn it adds).
    #[inline]
    pub fn is_antagonist_pawn(&self, pawn: u32) -> bool {
        // Every Antagonist's id comes after every band's pawn: the common answer, at once (kept
        // apart from the rest so that the callers' loops inline it).
        let first = self.first_antagonist();
        pawn >= first && self.is_antagonist_past_the_bands(pawn, first)
    }

    /// `is_antagonist_pawn` for a pawn whose id comes after every band's (`first` onwards).
    fn is_antagonist_past_the_bands(&self, pawn: u32, first: u32) -> bool {
        let brought = ((pawn - first) as usize) < self.antagonists().count();
        let added = self
            .added()
            .is_some_and(|(side, _)| self.is_antagonist_side(side))
            && self.added_pawn() == Some(pawn);
        brought || added || self.is_townsfolk(pawn)
    }

    /// The pawn the Commission adds, with its side and card: § Guardians' Gentleman for the
    /// defenders; § Feast of Eucharist's, an Antagonist of his own side past the others.
    fn added(&self) -> Option<(usize, &ContractCard)> {
        if let Some(terms) = super::commission::terms::GentlemanTerms::of(self.commission) {
            return Some((self.commission.defender(), &terms.card));
        }
        super::commission::terms::GuestTerms::of(self.commission).map(|terms| {
            (
                self.sides.len() + self.antagonists().count(),
                &terms.gentleman,
            )
        })
    }

    /// The pawn the Commission adds (the Gentleman), by id: after every band's pawn and
    /// Antagonist, so no band's ids move.
    pub fn added_pawn(&self) -> Option<u32> {
        self.added()
            .map(|_| self.first_antagonist() + self.antagonists().count() as u32)
    }

    /// Whether pawn `pawn` leads its band: a Leader's card, and not the pawn a Commission adds
    /// (§ Guardians: the Gentleman's Leader (30) only pays for the defenders' dice).
    pub fn leads_band(&self, pawn: u32, card: &ContractCard) -> bool {
        card.has_peculiarity(crate::rules::hiring::LEADER) && self.added_pawn() != Some(pawn)
    }

    /// The Temperament Antagonist `pawn` comes with: its card's for one a band brings; the
    /// page's for the pawn a Commission adds as an Antagonist (§ Feast of Eucharist's Gentleman).
    pub fn antagonist_temperament(
        &self,
        pawn: u32,
    ) -> Option<crate::rules::antagonists::Temperament> {
        if self.added_pawn() == Some(pawn) && self.is_antagonist_pawn(pawn) {
            return super::commission::terms::GuestTerms::of(self.commission)
                .map(|terms| terms.gentleman_temperament);
        }
        let index = pawn.checked_sub(self.first_antagonist())? as usize;
        self.antagonists()
            .nth(index)
            .map(|(_, antagonist)| antagonist.temperament)
    }

    /// The first of the Commission's townsfolk, by pawn id (after every other pawn).
    pub fn first_townsfolk(&self) -> u32 {
        let first_after = self.first_antagonist() + self.antagonists().count() as u32;
        first_after + u32::from(self.added_pawn().is_some())
    }

    /// Whether pawn `pawn` is one of the Commission's townsfolk (§ Guardians' Guarnicioneros).
    pub fn is_townsfolk(&self, pawn: u32) -> bool {
        let first = self.first_townsfolk();
        pawn >= first && ((pawn - first) as usize) < self.townsfolk.len()
    }

    /// The one side the Commission's townsfolk share: not enemies among themselves.
    pub fn townsfolk_side(&self) -> usize {
        let added = self
            .added()
            .is_some_and(|(side, _)| self.is_antagonist_side(side));
        self.sides.len() + self.antagonists().count() + usize::from(added)
    }

    /// Whether `side` is an Antagonist's rather than a band's.
    pub fn is_antagonist_side(&self, side: usize) -> bool {
        side >= self.sides.len()
    }
}
