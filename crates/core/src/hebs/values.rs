//! Values after modifiers: Zeal and Might with boosts, attachments and Constant bonuses, costs
//! after "Cost -X", and Total Battle Values. "Miscellaneous Rules": nothing goes below 0.

use super::Hebs;
use super::card::{Attribute, CardDef, CardFilter, CardKind, Effect, Scope, Timing};
use super::state::{CardId, Seat, Zone};
use std::cell::OnceCell;

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
                if !table.traits_of(attached).host_bonus
                    || table.card(attached).zone != Zone::Attached(card)
                {
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
            if !table.traits_of(source).aura {
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
        let design = self.table.design(card);
        if design.cost == 0 {
            return 0;
        }
        let discount: u32 = self
            .table
            .controlled(seat)
            .filter(|&source| self.table.traits_of(source).discount)
            .flat_map(|source| constant_effects(self.table.design(source)))
            .map(|effect| match effect {
                Effect::CostDiscount { amount, filter } if matches(filter, design) => {
                    u32::from(*amount)
                }
                _ => 0,
            })
            .sum();
        u32::from(design.cost).saturating_sub(discount) as u8
    }

    /// What `seat` could raise, gathered once for many cards (when first asked).
    pub fn purse(&self, seat: Seat) -> Purse {
        Purse {
            seat,
            gathered: OnceCell::new(),
        }
    }

    fn gather(&self, seat: Seat) -> Gathered {
        let mut resources = self.table.players[seat].hand.len() as u32;
        let mut discounts = false;
        for source in self.table.controlled(seat) {
            let traits = self.table.traits_of(source);
            if self.table.card(source).ready {
                resources += u32::from(traits.resources);
            }
            discounts |= traits.discount;
        }
        Gathered {
            resources,
            discounts,
        }
    }

    /// Total Battle Value of `seat`'s Ready army cards in `column` (all columns when `None`).
    pub fn battle_value(&self, seat: Seat, column: Option<usize>, attribute: Attribute) -> u32 {
        let value = |card: CardId| {
            if self.table.card(card).ready {
                u32::from(self.attribute(card, attribute))
            } else {
                0
            }
        };
        match column {
            Some(column) => self.table.army_in(seat, column).map(value).sum(),
            None => self.table.army_of(seat).map(value).sum(),
        }
    }
}

/// A seat's means of paying: all the Resources it could raise, and whether it has "Cost -X"
/// discounts in play (costs are worked out only then).
pub struct Purse {
    seat: Seat,
    /// Worked out on first use: many questions about a card never need it.
    gathered: OnceCell<Gathered>,
}

#[derive(Clone, Copy)]
struct Gathered {
    resources: u32,
    discounts: bool,
}

impl Purse {
    fn gathered(&self, game: &Hebs) -> Gathered {
        *self.gathered.get_or_init(|| game.gather(self.seat))
    }

    /// Every Resource the seat could raise now (each card it might discard counts 1).
    pub fn resources(&self, game: &Hebs) -> u32 {
        self.gathered(game).resources
    }

    pub fn cost(&self, game: &Hebs, card: CardId) -> u8 {
        let printed = game.table.design(card).cost;
        if printed > 0 && self.gathered(game).discounts {
            game.cost(self.seat, card)
        } else {
            printed
        }
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
        let printed = game.table.design(card).cost;
        if printed == 0 {
            return true;
        }
        let available = self.resources(game).saturating_sub(own);
        // Discounts only lower a cost: they are looked for only when the printed one is too high.
        u32::from(printed) <= available || u32::from(self.cost(game, card)) <= available
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
