//! 1650 § Dexterity Cards: the cards (original, assets/1650/dexterity.ron), the deck a band may
//! bring, and whether a pawn may play one in a clash.

use super::cards::{ContractCard, WeaponColour};
use super::damage::Penetration;
use super::hiring::BAND_STEP_MRV;
use super::rule;
use crate::limits::in_context;
use crate::msg;
use crate::record::Rejection;
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// § Dexterity Cards: a deck of at most 6 for a 250 Maravedies band...
pub const DECK_SIZE: usize = 6;
/// ...one more or one fewer for every exact 50 Maravedies above or below it.
pub const DECK_STEP_MRV: u32 = 50;
/// The Peculiarity that lets a pawn play Dexterity cards (the rulebook leaves it to the cards).
pub const DEXTEROUS: &str = "dexterous";

/// Attack cards go with the Attack Attribute, Reply cards with the Reply Attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DexterityUse {
    Attack,
    Reply,
}

impl DexterityUse {
    /// The Attribute's name, as a message of the catalogue.
    pub fn message(self) -> Message {
        Message::new(match self {
            DexterityUse::Attack => "rules-dexterity-use-attack",
            DexterityUse::Reply => "rules-dexterity-use-reply",
        })
    }
}

/// What a card does to the first weapon's roll and blow: Ysbilia's small effect language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DexterityEffect {
    /// Added to this pawn's roll result.
    RollBonus(i32),
    /// Added to the opponent's roll result (a negative number hinders it).
    OpponentRoll(i32),
    /// Extra dice for this roll, the highest kept, without investing Maravedies.
    ExtraDice(u32),
    /// Added to the Damage of a hit with the first weapon.
    DamageBonus(u32),
    /// A hit meets armour this way.
    Penetration(Penetration),
    /// This pawn strikes in a draw, whatever the Attributes.
    WinsDraws,
    /// The opponent's natural 10 is not a critical this blow.
    CancelsCritical,
    /// After a hit, the enemy is turned its back to this pawn, as with Beating.
    TurnsEnemy,
    /// After the blow, this pawn may walk 5 cm out of the clash without an attack of opportunity.
    Disengages,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DexterityCard {
    pub id: String,
    pub name: String,
    pub used_with: DexterityUse,
    /// The weapon colours it serves (§ Dexterity Cards: same colour code as weapons).
    pub colours: Vec<WeaponColour>,
    pub effects: Vec<DexterityEffect>,
    /// Our wording of the card.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DexterityCatalogue {
    pub cards: Vec<DexterityCard>,
}

impl DexterityCatalogue {
    pub fn get(&self, id: &str) -> Option<&DexterityCard> {
        self.cards.iter().find(|card| card.id == id)
    }

    /// Problems with the catalogue itself, in words.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = super::repeated_ids(
            "Dexterity card",
            self.cards.iter().map(|card| card.id.as_str()),
        );
        problems.extend(card_problems(&self.cards));
        problems
    }
}

/// Problems with each of `cards` on its own (a band's deck is checked so, without copying it
/// into a catalogue: it may hold a card twice).
pub fn card_problems<'a>(cards: impl IntoIterator<Item = &'a DexterityCard>) -> Vec<String> {
    let mut problems = Vec::new();
    for card in cards {
        if card.colours.is_empty() {
            problems.push(format!("{} serves no weapon colour", card.name));
        }
        if card.effects.is_empty() {
            problems.push(format!("{} has no effect", card.name));
        }
        in_context(
            &mut problems,
            || card.name.clone(),
            |problems| problems.extend(super::limits::dexterity_limit_problems(card)),
        );
    }
    problems
}

/// § Dexterity Cards: the most cards a band of `band_value` Maravedies may bring.
pub fn deck_limit(band_value: u32) -> usize {
    let steps = |difference: u32| usize::try_from(difference / DECK_STEP_MRV).unwrap_or(0);
    if band_value >= BAND_STEP_MRV {
        DECK_SIZE + steps(band_value - BAND_STEP_MRV)
    } else {
        DECK_SIZE.saturating_sub(steps(BAND_STEP_MRV - band_value))
    }
}

/// Checks a band's chosen deck: its size, that every card exists, no card twice.
pub fn check_deck(
    deck: &[String],
    band_value: u32,
    catalogue: &DexterityCatalogue,
) -> Result<(), Vec<Rejection>> {
    let section = rule("Dexterity Cards");
    let mut problems = Vec::new();
    let limit = deck_limit(band_value);
    if deck.len() > limit {
        problems.push(Rejection::by_rule(
            section.clone(),
            msg!(
                "rules-dexterity-deck-too-big",
                value = band_value,
                limit = limit,
                cards = deck.len()
            ),
        ));
    }
    let mut seen = BTreeSet::new();
    for id in deck {
        if catalogue.get(id).is_none() {
            problems.push(Rejection::by_rule(
                section.clone(),
                msg!("rules-dexterity-unknown", id = id),
            ));
        }
        if !seen.insert(id.as_str()) {
            problems.push(Rejection::by_rule(
                section.clone(),
                msg!("rules-dexterity-twice", id = id),
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Why a pawn could not play a card now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayContext {
    /// Attack or Reply: the Attribute the pawn's first weapon uses this blow.
    pub using: DexterityUse,
    /// False when it cannot fight (attacked from behind, already activated, an attack of
    /// opportunity, a Ready charge attack).
    pub can_fight: bool,
    /// A card already played by this pawn this turn.
    pub played_this_turn: bool,
}

/// § Dexterity Cards: whether `pawn` may play `card` with `weapon` (its first weapon).
pub fn check_play(
    pawn: &ContractCard,
    weapon: usize,
    card: &DexterityCard,
    context: PlayContext,
) -> Result<(), Rejection> {
    let section = rule("Dexterity Cards");
    let refuse = |reason: Message| Err(Rejection::by_rule(section.clone(), reason));
    if !pawn.has_peculiarity(DEXTEROUS) {
        return refuse(msg!("rules-dexterity-not-dexterous", pawn = &pawn.name));
    }
    if !context.can_fight {
        return refuse(msg!("rules-dexterity-cannot-fight", pawn = &pawn.name));
    }
    if context.played_this_turn {
        return refuse(msg!("rules-dexterity-played", pawn = &pawn.name));
    }
    if card.used_with != context.using {
        return refuse(msg!(
            "rules-dexterity-wrong-use",
            card = &card.name,
            card_use = card.used_with.message(),
            pawn = &pawn.name,
            using = context.using.message()
        ));
    }
    let Some(first) = pawn.weapons.get(weapon) else {
        return refuse(msg!(
            "rules-dexterity-no-weapon",
            pawn = &pawn.name,
            weapon = weapon + 1
        ));
    };
    if !first
        .colours
        .iter()
        .any(|colour| card.colours.contains(colour))
    {
        return refuse(msg!(
            "rules-dexterity-wrong-colour",
            card = &card.name,
            colours = WeaponColour::list_message(&card.colours),
            weapon = &first.name,
            weapon_colours = WeaponColour::list_message(&first.colours)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{CardPeculiarity, Weapon, test_card};
    use crate::rules::damage::WeaponDamage;

    fn sword() -> Weapon {
        Weapon {
            name: "Sword".to_owned(),
            colours: vec![WeaponColour::Red],
            range: None,
            attack: Some(4),
            reply: Some(4),
            discharge: None,
            damage: WeaponDamage {
                normal: 3,
                critical: 5,
            },
            rules: Vec::new(),
        }
    }

    fn feint() -> DexterityCard {
        DexterityCard {
            id: "feint".to_owned(),
            name: "Feint".to_owned(),
            used_with: DexterityUse::Attack,
            colours: vec![WeaponColour::Red],
            effects: vec![DexterityEffect::RollBonus(1)],
            text: String::new(),
        }
    }

    fn duellist() -> ContractCard {
        let mut card = test_card(4, sword());
        card.peculiarities.push(CardPeculiarity {
            id: DEXTEROUS.to_owned(),
            value: None,
        });
        card
    }

    const ATTACKING: PlayContext = PlayContext {
        using: DexterityUse::Attack,
        can_fight: true,
        played_this_turn: false,
    };

    #[test]
    fn dexterity_cards_deck_of_6_plus_or_minus_one_per_exact_50_maravedies() {
        assert_eq!(deck_limit(250), 6);
        assert_eq!(deck_limit(300), 7);
        assert_eq!(deck_limit(200), 5);
        assert_eq!(deck_limit(500), 11);
        assert_eq!(deck_limit(275), 6, "only exact fifties count");
        assert_eq!(deck_limit(225), 6);
    }

    #[test]
    fn dexterity_cards_a_deck_over_its_size_or_with_a_card_twice_is_refused() {
        let catalogue = DexterityCatalogue {
            cards: vec![feint()],
        };
        assert!(check_deck(&["feint".to_owned()], 250, &catalogue).is_ok());
        let twice = check_deck(&["feint".to_owned(), "feint".to_owned()], 250, &catalogue);
        assert!(twice.is_err_and(|problems| problems[0].reason().contains("twice")));
        let many: Vec<String> = (0..6).map(|_| "feint".to_owned()).collect();
        let refused = check_deck(&many, 200, &catalogue);
        assert!(refused.is_err_and(|problems| problems[0].reason().contains("at most 5")));
    }

    #[test]
    fn dexterity_cards_colour_attribute_once_a_turn_and_only_when_fighting() {
        let pawn = duellist();
        assert!(check_play(&pawn, 0, &feint(), ATTACKING).is_ok());
        let replying = PlayContext {
            using: DexterityUse::Reply,
            ..ATTACKING
        };
        assert!(check_play(&pawn, 0, &feint(), replying).is_err());
        let mut blue = feint();
        blue.colours = vec![WeaponColour::Blue];
        assert!(check_play(&pawn, 0, &blue, ATTACKING).is_err());
        let again = PlayContext {
            played_this_turn: true,
            ..ATTACKING
        };
        assert!(check_play(&pawn, 0, &feint(), again).is_err());
        let from_behind = PlayContext {
            can_fight: false,
            ..ATTACKING
        };
        assert!(check_play(&pawn, 0, &feint(), from_behind).is_err());
        let plain = test_card(4, sword());
        assert!(check_play(&plain, 0, &feint(), ATTACKING).is_err());
    }
}
