//! 1650 § Contract Cards, § Weapon Attributes, § Weapon Colours, § Peculiarities and § Armament:
//! the data a pawn's Contract Card holds (original cards in assets/1650/, checked on load).

use super::damage::{Defense, Penetration, WeaponDamage};
use super::vigour::VigourTable;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// 1650 § Factions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Faction {
    OldRegime,
    NewOrder,
    Usurpers,
    Mercenaries,
}

impl Faction {
    /// The Faction's name as the rulebook writes it.
    pub fn name(self) -> &'static str {
        match self {
            Faction::OldRegime => "Old Regime",
            Faction::NewOrder => "New Order",
            Faction::Usurpers => "Usurpers",
            Faction::Mercenaries => "Mercenaries",
        }
    }

    /// The Faction as the refusals name it, mid-sentence ("the Old Regime").
    pub fn message(self) -> crate::words::Message {
        crate::words::Message::new(match self {
            Faction::OldRegime => "rules-cards-faction-old-regime",
            Faction::NewOrder => "rules-cards-faction-new-order",
            Faction::Usurpers => "rules-cards-faction-usurpers",
            Faction::Mercenaries => "rules-cards-faction-mercenaries",
        })
    }
}

/// § Weapon Colours: the table is missing from the text; Ysbilia's three kinds
/// (docs/rules-gaps.md). Dexterity cards name the colours they serve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum WeaponColour {
    /// Edged: swords, rapiers, daggers, knives.
    Red,
    /// Hafted and blunt: polearms, staves, clubs, hammers.
    Blue,
    /// Missile: firearms, crossbows, thrown weapons and devices.
    Green,
}

impl WeaponColour {
    /// The colour's name, as a message of the catalogue.
    pub fn message(self) -> crate::words::Message {
        crate::words::Message::new(match self {
            WeaponColour::Red => "rules-cards-colour-red",
            WeaponColour::Blue => "rules-cards-colour-blue",
            WeaponColour::Green => "rules-cards-colour-green",
        })
    }

    /// Colours as a list in brackets: "[Red, Blue]".
    pub fn list_message(colours: &[WeaponColour]) -> crate::words::Message {
        let mut list: Option<crate::words::Message> = None;
        for colour in colours.iter().rev() {
            list = Some(match list {
                None => colour.message(),
                Some(rest) => crate::msg!(
                    "rules-cards-colour-list",
                    first = colour.message(),
                    rest = rest
                ),
            });
        }
        match list {
            Some(list) => crate::msg!("rules-cards-colours", list = list),
            None => crate::msg!("rules-cards-colours-none"),
        }
    }
}

/// § Armament: the fifteen weapon Special Rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpecialRule {
    Beating,
    Block(u32),
    Bomb,
    Cannon,
    Disrupting,
    EasilyThrown(u32),
    Grenade,
    Heavy,
    Panic,
    Piercing,
    Ready,
    Slow(u32),
    Smashing,
    Smoke(u32),
    Tardy,
}

/// A Special Rule on a weapon; "(C)" ones apply only on a critical (§ Weapon Attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponRule {
    pub rule: SpecialRule,
    #[serde(default)]
    pub critical_only: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub name: String,
    pub colours: Vec<WeaponColour>,
    /// Centimetres; none for hand-to-hand weapons used in base contact.
    #[serde(default)]
    pub range: Option<u32>,
    #[serde(default)]
    pub attack: Option<u32>,
    #[serde(default)]
    pub reply: Option<u32>,
    #[serde(default)]
    pub discharge: Option<u32>,
    pub damage: WeaponDamage,
    #[serde(default)]
    pub rules: Vec<WeaponRule>,
}

impl Weapon {
    /// A distance weapon: it has a Discharge and a Range (§ Distance Weapons).
    pub fn is_distance(&self) -> bool {
        self.discharge.is_some() && self.range.is_some()
    }

    /// Whether the weapon has `wanted`, counting "(C)" rules only on a critical.
    pub fn applies(&self, wanted: SpecialRule, critical: bool) -> bool {
        self.rules
            .iter()
            .any(|used| used.rule == wanted && (critical || !used.critical_only))
    }

    /// Whether Heavy keeps this weapon from being used by a pawn that `moved` this turn
    /// (`check_heavy`, nothing written out).
    pub fn heavy_bars(&self, moved: bool) -> bool {
        moved && self.applies(SpecialRule::Heavy, false)
    }

    /// § Armament, Heavy: "the pawn must stay stationary during the turn" to use it.
    pub fn check_heavy(&self, moved: bool) -> Result<(), crate::record::Rejection> {
        if self.heavy_bars(moved) {
            return Err(crate::record::Rejection::by_rule(
                super::rule("Armament"),
                crate::msg!("rules-cards-heavy-moved", weapon = &self.name),
            ));
        }
        Ok(())
    }

    /// § Armament, Block (X): how many blocks the weapon makes; `None` when it cannot block.
    pub fn block_limit(&self) -> Option<u32> {
        self.rules.iter().find_map(|used| match used.rule {
            SpecialRule::Block(limit) if !used.critical_only => Some(limit),
            _ => None,
        })
    }

    /// § Armament, Slow (X): the shots a loaded weapon holds; `None` for other weapons.
    pub fn slow_shots(&self) -> Option<u32> {
        self.rules.iter().find_map(|used| match used.rule {
            SpecialRule::Slow(shots) => Some(shots),
            _ => None,
        })
    }

    /// How a hit meets armour (§ Armament: Piercing ignores Defense, Smashing uses the second).
    pub fn penetration(&self, critical: bool) -> Penetration {
        if self.applies(SpecialRule::Piercing, critical) {
            Penetration::Piercing
        } else if self.applies(SpecialRule::Smashing, critical) {
            Penetration::Smashing
        } else {
            Penetration::Normal
        }
    }
}

/// 1650 § Everybody Has a Price: how a Personality behaves in an auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PersonalityKind {
    /// The usual auction rules.
    Mercenary,
    /// The band of lower value adds 1 Maravedi to its bids.
    Reliable,
    /// The band of higher value adds 1 Maravedi to its bids.
    Treacherous,
}

impl PersonalityKind {
    /// The kind's name, as a message of the catalogue.
    pub fn message(self) -> crate::words::Message {
        crate::words::Message::new(match self {
            PersonalityKind::Mercenary => "rules-cards-personality-mercenary",
            PersonalityKind::Reliable => "rules-cards-personality-reliable",
            PersonalityKind::Treacherous => "rules-cards-personality-treacherous",
        })
    }
}

/// A Peculiarity on a card, with its value where it takes one: Leader (X) is its range in cm,
/// Blessing (X) its Faith.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardPeculiarity {
    pub id: String,
    #[serde(default)]
    pub value: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContractCard {
    /// Unique across all bands; "type" for the two-of-a-type limit.
    pub id: String,
    pub name: String,
    /// § Pay and Incentive, in Maravedies.
    pub pay: u32,
    pub incentive: u32,
    pub audacity: u32,
    pub defense: Defense,
    pub vigour: VigourTable,
    /// Shared between the copies of a card (a conflict copies its cards into every blow and
    /// onto the table); written through `Arc::make_mut`, which copies them first when shared.
    pub weapons: Arc<Vec<Weapon>>,
    #[serde(default)]
    pub peculiarities: Vec<CardPeculiarity>,
    /// Hired as a Mercenary (only into Mixed Bands, § Hiring).
    #[serde(default)]
    pub mercenary: bool,
    #[serde(default)]
    pub personality: Option<PersonalityKind>,
    /// Blessing ids (assets/1650/blessings.ron) for pawns with Blessing (X).
    #[serde(default)]
    pub blessings: Vec<String>,
}

impl ContractCard {
    /// The card's weapons to change (copied first when another copy of the card shares them).
    pub fn weapons_mut(&mut self) -> &mut Vec<Weapon> {
        Arc::make_mut(&mut self.weapons)
    }

    /// § Multiple Attacks: the second weapon is another close combat weapon on the card.
    pub fn check_second_weapon(
        &self,
        first: usize,
        second: usize,
    ) -> Result<(), crate::record::Rejection> {
        let usable = second != first
            && self
                .weapons
                .get(second)
                .is_some_and(|arm| arm.attack.is_some());
        if usable {
            Ok(())
        } else {
            Err(crate::record::Rejection::by_rule(
                super::rule("Multiple Attacks"),
                crate::msg!("rules-cards-second-weapon", card = &self.name),
            ))
        }
    }

    /// § Engaging an Enemy Pawn, § Fighting from a Distance: the longest Range among its close
    /// combat weapons (0 without one), how far from its base it engages enemies.
    pub fn hand_reach(&self) -> u32 {
        self.weapons
            .iter()
            .filter(|weapon| weapon.attack.is_some() && weapon.discharge.is_none())
            .filter_map(|weapon| weapon.range)
            .max()
            .unwrap_or(0)
    }

    pub fn has_peculiarity(&self, id: &str) -> bool {
        self.peculiarities
            .iter()
            .any(|peculiarity| peculiarity.id == id)
    }

    /// The X of its Blessing (X), its Faith, if it has one.
    pub fn faith(&self) -> Option<u32> {
        self.peculiarities
            .iter()
            .find(|peculiarity| peculiarity.id == super::blessings::BLESSING)
            .and_then(|peculiarity| peculiarity.value)
    }
}

/// A Peculiarity's rule, as the catalogue gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peculiarity {
    pub id: String,
    pub name: String,
    /// Our wording of the rule.
    pub text: String,
    /// Maravedies to invest to use it, if it costs any.
    #[serde(default)]
    pub cost: Option<u32>,
    /// Written "Name (X)" on cards.
    #[serde(default)]
    pub takes_value: bool,
    /// The rulebook section it comes from, or "Ysbilia" for our own.
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeculiarityCatalogue {
    pub peculiarities: Vec<Peculiarity>,
}

/// A band of one Faction and its Contract Cards (assets/1650/bands/*.ron).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub id: String,
    pub name: String,
    pub faction: Faction,
    pub description: String,
    pub cards: Vec<ContractCard>,
}

const ATTRIBUTE_RANGE: std::ops::RangeInclusive<u32> = 1..=10;

/// Every problem with a card, in words; `peculiarities` are the ids the catalogue knows.
pub fn card_problems(card: &ContractCard, peculiarities: &PeculiarityCatalogue) -> Vec<String> {
    let mut problems = card_rule_problems(card);
    for used in &card.peculiarities {
        match peculiarities
            .peculiarities
            .iter()
            .find(|known| known.id == used.id)
        {
            None => problems.push(format!(
                "Peculiarity '{}' is not in assets/1650/peculiarities.ron",
                used.id
            )),
            Some(known) if known.takes_value && used.value.is_none() => problems.push(format!(
                "{} needs its value, as in {} (X)",
                known.name, known.name
            )),
            Some(_) => {}
        }
    }
    problems
}

/// Every problem a card has on its own, without the catalogues (what the cards a saved game
/// carries are checked for): Attributes, Defense, Vigour, weapons, and the card limits.
pub fn card_rule_problems(card: &ContractCard) -> Vec<String> {
    let mut problems = super::limits::card_limit_problems(card);
    // The label is written only for a problem (a game's start checks every card).
    let mut attribute = |name: &dyn Fn() -> String, value: u32| {
        if !ATTRIBUTE_RANGE.contains(&value) {
            problems.push(format!(
                "{} is {value}; Attributes run from 1 to 10",
                name()
            ));
        }
    };
    attribute(&|| "Audacity".to_owned(), card.audacity);
    for weapon in card.weapons.iter() {
        for (name, value) in [
            ("Attack", weapon.attack),
            ("Reply", weapon.reply),
            ("Discharge", weapon.discharge),
        ] {
            if let Some(value) = value {
                attribute(&|| format!("{}'s {name}", weapon.name), value);
            }
        }
    }
    if card.defense.unarmoured > card.defense.armoured {
        problems.push("its second Defense (without armour) is higher than its first".to_owned());
    }
    if card.vigour.total() == 0 {
        problems.push("its Vigour table has no boxes".to_owned());
    }
    if card.weapons.is_empty() {
        problems.push("it carries no weapon".to_owned());
    }
    for weapon in card.weapons.iter() {
        // Checked in place, not gathered into a set: every game's start checks every card.
        let colours = &weapon.colours;
        let repeated = (1..colours.len()).any(|at| colours[..at].contains(&colours[at]));
        if colours.is_empty() || colours.len() > 3 || repeated {
            problems.push(format!("{} needs 1 to 3 different colours", weapon.name));
        }
        let ranged = weapon.range.is_some_and(|range| range > 5);
        if ranged && weapon.discharge.is_none() {
            problems.push(format!(
                "{} has a Range over 5 cm but no Discharge",
                weapon.name
            ));
        }
        if !ranged && (weapon.attack.is_none() || weapon.reply.is_none()) {
            problems.push(format!(
                "{} is a hand-to-hand weapon without Attack and Reply",
                weapon.name
            ));
        }
        if weapon.damage.critical < weapon.damage.normal {
            problems.push(format!(
                "{}'s critical Damage is below its normal Damage",
                weapon.name
            ));
        }
    }
    problems
}

/// A Faction and the rule of its Pure Bands (assets/1650/factions.ron).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionInfo {
    pub faction: Faction,
    pub name: String,
    pub motto: String,
    pub pure_band_rule: String,
    pub rule_text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionCatalogue {
    pub factions: Vec<FactionInfo>,
}

/// A plain hand weapon (Attack and Reply 5, Damage 2/4) named `name`, for the rules' own tests.
#[cfg(test)]
pub(crate) fn test_hand_weapon(name: &str) -> Weapon {
    Weapon {
        name: name.to_owned(),
        colours: vec![WeaponColour::Blue],
        range: None,
        attack: Some(5),
        reply: Some(5),
        discharge: None,
        damage: crate::rules::damage::WeaponDamage {
            normal: 2,
            critical: 4,
        },
        rules: Vec::new(),
    }
}

/// A plain Contract Card around one weapon, for the rules' own tests.
#[cfg(test)]
pub(crate) fn test_card(audacity: u32, weapon: Weapon) -> ContractCard {
    ContractCard {
        id: weapon.name.clone(),
        name: weapon.name.clone(),
        pay: 30,
        incentive: 1,
        audacity,
        defense: Defense {
            armoured: 3,
            unarmoured: 2,
        },
        vigour: VigourTable {
            bruises: 3,
            bleeding: 2,
            dying: 1,
        },
        weapons: Arc::new(vec![weapon]),
        peculiarities: Vec::new(),
        mercenary: false,
        personality: None,
        blessings: Vec::new(),
    }
}
