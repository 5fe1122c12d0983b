//! 1650 § Panoply Cards: the items (original, assets/1650/panoply.ron) and the limits on buying
//! them when hiring a band.

use super::cards::ContractCard;
use super::rule;
use crate::limits::in_context;
use crate::msg;
use crate::record::Rejection;
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// § Panoply Cards: at most two cards of each type in a band.
pub const SAME_PANOPLY_PER_BAND: usize = 2;

/// What an item does: Ysbilia's small effect language, read by the rules that it touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PanoplyEffect {
    /// Added to both Defense values.
    Armour(u32),
    /// Extra boxes at the start of the Vigour table (Bruises).
    ExtraVigour(u32),
    /// The pawn carries a light: at night it lights 15 cm around it, as a luminary.
    Light,
    /// Once: a Slow weapon is reloaded at once, without walking limit or Audacity roll.
    SpareCharge,
    /// Once: added to one roll of the owner's choice, declared before rolling.
    OneRollBonus(i32),
    /// Added to climbing and jumping rolls.
    ClimbBonus(i32),
    /// Once: one marked Vigour box is cleared.
    Bandage,
    /// Added to every distance weapon's Range, in cm.
    RangeBonus(u32),
    /// Added to Audacity rolls.
    AudacityBonus(i32),
    /// Added to Faith rolls.
    FaithBonus(i32),
}

impl PanoplyEffect {
    /// Effects that are spent when used; the card is then removed.
    pub fn single_use(self) -> bool {
        matches!(
            self,
            PanoplyEffect::SpareCharge | PanoplyEffect::OneRollBonus(_) | PanoplyEffect::Bandage
        )
    }
}

/// Puts `item` on `card`: what the item always does is written onto the card the pawn plays
/// with (Armour on both Defense values, extra Bruises boxes, Range for distance weapons). The
/// other effects are read where they apply.
pub fn equip(card: &mut ContractCard, item: &PanoplyCard) {
    for effect in &item.effects {
        match *effect {
            PanoplyEffect::Armour(amount) => {
                card.defense.armoured += amount;
                card.defense.unarmoured += amount;
            }
            PanoplyEffect::ExtraVigour(boxes) => card.vigour.bruises += boxes,
            PanoplyEffect::RangeBonus(cm) => {
                for weapon in card.weapons_mut().iter_mut() {
                    if weapon.discharge.is_some()
                        && let Some(range) = &mut weapon.range
                    {
                        *range += cm;
                    }
                }
            }
            _ => {}
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanoplyCard {
    pub id: String,
    pub name: String,
    /// Maravedies, paid from what is left after hiring the pawns.
    pub cost: u32,
    pub effects: Vec<PanoplyEffect>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanoplyCatalogue {
    pub cards: Vec<PanoplyCard>,
}

impl PanoplyCatalogue {
    pub fn get(&self, id: &str) -> Option<&PanoplyCard> {
        self.cards.iter().find(|card| card.id == id)
    }

    pub fn problems(&self) -> Vec<String> {
        let mut problems = super::repeated_ids(
            "Panoply card",
            self.cards.iter().map(|card| card.id.as_str()),
        );
        for card in &self.cards {
            if card.effects.is_empty() {
                problems.push(format!("{} has no effect", card.name));
            }
            if card.cost == 0 {
                problems.push(format!("{} costs nothing", card.name));
            }
            in_context(
                &mut problems,
                || card.name.clone(),
                |problems| problems.extend(super::limits::panoply_limit_problems(card)),
            );
        }
        problems
    }
}

/// One item bought for one hired pawn (its place in the roster's hires).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanoplyPurchase {
    pub pawn: usize,
    pub card: String,
}

/// § Panoply Cards: checks the purchases against the hired pawns; returns their total cost.
pub fn check_purchases(
    hired: &[&ContractCard],
    purchases: &[PanoplyPurchase],
    catalogue: &PanoplyCatalogue,
) -> Result<u32, Vec<Rejection>> {
    let section = rule("Panoply Cards");
    let mut problems = Vec::new();
    let mut refuse = |reason: Message| problems.push(Rejection::by_rule(section.clone(), reason));
    let mut per_pawn: BTreeMap<usize, (u32, BTreeSet<&str>)> = BTreeMap::new();
    let mut per_band: BTreeMap<&str, usize> = BTreeMap::new();
    let mut total = 0;
    for purchase in purchases {
        let Some(card) = catalogue.get(&purchase.card) else {
            refuse(msg!("rules-panoply-unknown", id = &purchase.card));
            continue;
        };
        let Some(pawn) = hired.get(purchase.pawn) else {
            refuse(msg!(
                "rules-panoply-no-such-pawn",
                card = &card.name,
                pawn = purchase.pawn + 1,
                pawns = hired.len()
            ));
            continue;
        };
        total += card.cost;
        let (spent, kinds) = per_pawn.entry(purchase.pawn).or_default();
        *spent += card.cost;
        if !kinds.insert(card.id.as_str()) {
            refuse(msg!(
                "rules-panoply-two-of-a-type",
                pawn = &pawn.name,
                card = &card.name
            ));
        }
        *per_band.entry(card.id.as_str()).or_default() += 1;
    }
    for (index, (spent, _)) in &per_pawn {
        let Some(pawn) = hired.get(*index) else {
            continue;
        };
        // Half the Pay, rounded down: a 35 Maravedies pawn carries up to 17.
        let allowance = pawn.pay / 2;
        if *spent > allowance {
            refuse(msg!(
                "rules-panoply-over-half-pay",
                pawn = &pawn.name,
                spent = *spent,
                allowance = allowance
            ));
        }
    }
    for (id, count) in per_band {
        if count > SAME_PANOPLY_PER_BAND {
            let name = catalogue.get(id).map_or(id, |card| card.name.as_str());
            refuse(msg!(
                "rules-panoply-band-limit",
                count = count,
                name = name,
                most = SAME_PANOPLY_PER_BAND
            ));
        }
    }
    if problems.is_empty() {
        Ok(total)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{test_card, test_hand_weapon};

    fn pawn(pay: u32) -> ContractCard {
        let mut card = test_card(4, test_hand_weapon("Club"));
        card.pay = pay;
        card
    }

    fn catalogue() -> PanoplyCatalogue {
        let item = |id: &str, cost| PanoplyCard {
            id: id.to_owned(),
            name: id.to_owned(),
            cost,
            effects: vec![PanoplyEffect::Light],
            text: String::new(),
        };
        PanoplyCatalogue {
            cards: vec![item("farol", 5), item("cuirass", 12)],
        }
    }

    fn buy(pawn: usize, card: &str) -> PanoplyPurchase {
        PanoplyPurchase {
            pawn,
            card: card.to_owned(),
        }
    }

    #[test]
    fn panoply_cards_cost_at_most_half_the_pawns_pay() {
        let (cheap, dear) = (pawn(20), pawn(30));
        let hired = [&cheap, &dear];
        assert_eq!(
            check_purchases(&hired, &[buy(1, "cuirass")], &catalogue()),
            Ok(12)
        );
        let refused = check_purchases(&hired, &[buy(0, "cuirass")], &catalogue());
        assert!(refused.is_err_and(|problems| problems[0].reason().contains("over half its Pay")));
    }

    #[test]
    fn panoply_cards_one_of_a_type_per_pawn_and_two_per_band() {
        let pawns = [pawn(30), pawn(30), pawn(30)];
        let hired: Vec<&ContractCard> = pawns.iter().collect();
        let twice = check_purchases(&hired, &[buy(0, "farol"), buy(0, "farol")], &catalogue());
        assert!(twice.is_err_and(|problems| problems[0].reason().contains("one of a type")));
        let three = [buy(0, "farol"), buy(1, "farol"), buy(2, "farol")];
        let refused = check_purchases(&hired, &three, &catalogue());
        assert!(refused.is_err_and(|problems| problems[0].reason().contains("at most 2")));
    }
}
