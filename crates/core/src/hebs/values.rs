//! Values after modifiers: Zeal and Might with boosts, attachments and Constant bonuses, costs
//! after "Cost -X", and Total Battle Values. "Miscellaneous Rules": nothing goes below 0.

use super::Hebs;
use super::card::{Attribute, CardDef, CardFilter, CardKind, Effect, Scope, Timing};
use super::state::{CardId, Seat, Zone};

/// Does `design` match `filter`?
pub fn matches(filter: &CardFilter, design: &CardDef) -> bool {
    match filter {
        CardFilter::Any => true,
        CardFilter::Unit(None) => matches!(design.kind, CardKind::Unit(_)),
        CardFilter::Unit(Some(unit)) => design.kind == CardKind::Unit(*unit),
        CardFilter::Character => matches!(design.kind, CardKind::Character | CardKind::Leader),
        CardFilter::NotLeader => !matches!(design.kind, CardKind::Leader),
        CardFilter::Trait(name) => design.traits.iter().any(|owned| owned == name),
        CardFilter::CostAtMost(cost) => design.cost <= *cost,
        CardFilter::All(filters) => filters.iter().all(|filter| matches(filter, design)),
    }
}

fn printed(design: &CardDef, attribute: Attribute) -> u8 {
    match attribute {
        Attribute::Zeal => design.zeal,
        Attribute::Might => design.might,
    }
}

const fn slot(attribute: Attribute) -> usize {
    match attribute {
        Attribute::Zeal => 0,
        Attribute::Might => 1,
    }
}

impl Hebs {
    /// A card's Zeal or Might now.
    pub fn attribute(&self, card: CardId, attribute: Attribute) -> u8 {
        let table = &self.table;
        let design = table.design(card);
        let mut value = i32::from(printed(design, attribute))
            + i32::from(table.card(card).boost[slot(attribute)]);
        let owner = table.owner(card);
        let column = table.column_of(card);
        // Attachments on it, from either side (their text names their host).
        for seat in 0..2 {
            for &attached in &table.players[seat].attachments {
                if table.card(attached).zone != Zone::Attached(card) {
                    continue;
                }
                for effect in constant_effects(table.design(attached)) {
                    if let Effect::HostBonus {
                        attribute: bonus_attribute,
                        amount,
                    } = effect
                        && *bonus_attribute == attribute
                    {
                        value += i32::from(*amount);
                    }
                }
            }
        }
        // "Constant": own-faction cards only.
        for source in table.controlled(owner) {
            if !table.traits_of(source).constant {
                continue;
            }
            let source_design = table.design(source);
            for effect in constant_effects(source_design) {
                if let Effect::Aura {
                    attribute: aura_attribute,
                    amount,
                    scope,
                    filter,
                } = effect
                {
                    let reaches = match scope {
                        Scope::Everywhere => true,
                        Scope::SameColumn => column.is_some() && table.column_of(source) == column,
                    };
                    if *aura_attribute == attribute && reaches && matches(filter, design) {
                        value += i32::from(*amount);
                    }
                }
            }
        }
        value.clamp(0, i32::from(u8::MAX)) as u8
    }

    /// What playing `card` costs `seat` now ("Cost -X", never below 0).
    pub fn cost(&self, seat: Seat, card: CardId) -> u8 {
        self.purse(seat).cost(self, card)
    }

    /// What `seat` could raise and the discounts it has, gathered once for many cards.
    pub fn purse(&self, seat: Seat) -> Purse<'_> {
        let mut discounts = Vec::new();
        let mut resources = self.table.players[seat].hand.len() as u32;
        for source in self.table.controlled(seat) {
            let traits = self.table.traits_of(source);
            if self.table.card(source).ready {
                resources += u32::from(traits.resources);
            }
            if !traits.constant {
                continue;
            }
            for effect in constant_effects(self.table.design(source)) {
                if let Effect::CostDiscount { amount, filter } = effect {
                    discounts.push((*amount, filter));
                }
            }
        }
        Purse {
            resources,
            discounts,
        }
    }

    /// Total Battle Value of `seat`'s Ready army cards in `column` (all columns when `None`).
    pub fn battle_value(&self, seat: Seat, column: Option<usize>, attribute: Attribute) -> u32 {
        let cards: Box<dyn Iterator<Item = CardId>> = match column {
            Some(column) => Box::new(self.table.army_in(seat, column)),
            None => Box::new(self.table.army_of(seat)),
        };
        cards
            .filter(|&card| self.table.card(card).ready)
            .map(|card| u32::from(self.attribute(card, attribute)))
            .sum()
    }
}

/// A seat's means of paying: all the Resources it could raise, and its "Cost -X" discounts.
pub struct Purse<'a> {
    pub resources: u32,
    discounts: Vec<(u8, &'a CardFilter)>,
}

impl Purse<'_> {
    pub fn cost(&self, game: &Hebs, card: CardId) -> u8 {
        let design = game.table.design(card);
        let discount: u32 = self
            .discounts
            .iter()
            .filter(|(_, filter)| matches(filter, design))
            .map(|(amount, _)| u32::from(*amount))
            .sum();
        u32::from(design.cost).saturating_sub(discount) as u8
    }

    /// `card` can be paid for, without using itself (from hand, or Tired in play).
    pub fn affords(&self, game: &Hebs, card: CardId) -> bool {
        let state = game.table.card(card);
        let own = if state.zone == Zone::Hand {
            1
        } else if state.ready && game.table.in_play(card) {
            u32::from(game.table.design(card).resources)
        } else {
            0
        };
        u32::from(self.cost(game, card)) <= self.resources.saturating_sub(own)
    }
}

/// The effects of a design's Constant abilities.
pub fn constant_effects(design: &CardDef) -> impl Iterator<Item = &Effect> {
    design
        .abilities
        .iter()
        .filter(|ability| ability.timing == Timing::Constant)
        .flat_map(|ability| ability.effects.iter())
}
