//! "Generating Resources": discard a card from hand for 1, or Tire a Ready card you control for
//! its Resources; usable on either player's turn; no saving, so a payment may not raise more
//! than it needs.

use super::Hebs;
use super::command::Payment;
use super::describe::semicolon_list;
use super::state::{CardId, Seat, Zone};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::{Arg, Message};

const SECTION: &str = "Generating Resources";

/// "Generating Resources": what a card discarded from hand raises.
pub const DISCARD_RESOURCES: u32 = 1;

impl Hebs {
    /// Checks that `payment` by `seat` raises `cost` exactly as the rules allow. `source` is the
    /// card being paid for or Tired for its ability: it cannot pay for itself. What a table's Pay
    /// button asks before it is offered.
    pub fn check_payment(
        &self,
        seat: Seat,
        payment: &Payment,
        cost: u8,
        source: CardId,
    ) -> Result<(), Rejection> {
        let refuse = |reason: Message| Err(Rejection::by_rule(self.rule(SECTION), reason));
        // The sum and the smallest source, for "no saving".
        let mut total = 0u32;
        let mut smallest: Option<u32> = None;
        let mut add = |value: u32| {
            total += value;
            smallest = Some(smallest.map_or(value, |least| least.min(value)));
        };
        for (index, &card) in payment.tire.iter().enumerate() {
            if !self.table.exists(card) || card == source || payment.tire[..index].contains(&card) {
                return refuse(msg!("hebs-pay-tire-once"));
            }
            if self.table.owner(card) != seat || !self.table.in_play(card) {
                return refuse(msg!("hebs-pay-tire-own"));
            }
            if !self.table.card(card).ready {
                return refuse(msg!(
                    "hebs-pay-already-tired",
                    card = &self.table.design(card).name
                ));
            }
            add(u32::from(self.table.design(card).resources));
        }
        for (index, &card) in payment.discard.iter().enumerate() {
            let in_hand = self.table.exists(card)
                && self.table.owner(card) == seat
                && self.table.card(card).zone == Zone::Hand;
            if !in_hand || card == source || payment.discard[..index].contains(&card) {
                return refuse(msg!("hebs-pay-discard-own"));
            }
            add(DISCARD_RESOURCES);
        }
        let cost = u32::from(cost);
        if total < cost {
            return refuse(msg!("hebs-pay-short", cost = cost, total = total));
        }
        // No saving: every source must be needed to reach the cost.
        if let Some(smallest) = smallest
            && total - smallest >= cost
        {
            return refuse(msg!("hebs-pay-saving", cost = cost, total = total));
        }
        Ok(())
    }

    /// Makes a checked payment.
    pub(super) fn pay(&mut self, seat: Seat, payment: &Payment, resolution: &mut Resolution) {
        for &card in &payment.tire {
            self.table.card_mut(card).ready = false;
        }
        for &card in &payment.discard {
            self.table.to_discard(card);
        }
        if !payment.is_empty() {
            resolution.explain_with(self.rule(SECTION), || {
                let mut parts: Vec<Arg> = payment
                    .tire
                    .iter()
                    .map(|&card| {
                        let design = self.table.design(card);
                        msg!(
                            "hebs-pay-tires",
                            card = &design.name,
                            resources = design.resources
                        )
                        .into()
                    })
                    .collect();
                if !payment.discard.is_empty() {
                    parts.push(msg!("hebs-pay-discards", count = payment.discard.len()).into());
                }
                msg!(
                    "hebs-pays",
                    faction = &self.table.factions[seat].name,
                    parts = semicolon_list(parts.into_iter())
                )
            });
        }
    }
}
