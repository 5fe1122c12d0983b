//! "Generating Resources": discard a card from hand for 1, or Tire a Ready card you control for
//! its Resources; usable on either player's turn; no saving, so a payment may not raise more
//! than it needs.

use super::Hebs;
use super::command::Payment;
use super::state::{CardId, Seat, Zone};
use crate::record::{Rejection, Resolution};

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
        let refuse = |reason: String| Err(Rejection::by_rule(self.rule(SECTION), reason));
        // The sum and the smallest source, for "no saving".
        let mut total = 0u32;
        let mut smallest: Option<u32> = None;
        let mut add = |value: u32| {
            total += value;
            smallest = Some(smallest.map_or(value, |least| least.min(value)));
        };
        for (index, &card) in payment.tire.iter().enumerate() {
            if !self.table.exists(card) || card == source || payment.tire[..index].contains(&card) {
                return refuse("Each card can be Tired once, and not the card being used.".into());
            }
            if self.table.owner(card) != seat || !self.table.in_play(card) {
                return refuse("Only cards you control in play can be Tired for Resources.".into());
            }
            if !self.table.card(card).ready {
                return refuse(format!(
                    "{} is already Tired.",
                    self.table.design(card).name
                ));
            }
            add(u32::from(self.table.design(card).resources));
        }
        for (index, &card) in payment.discard.iter().enumerate() {
            let in_hand = self.table.exists(card)
                && self.table.owner(card) == seat
                && self.table.card(card).zone == Zone::Hand;
            if !in_hand || card == source || payment.discard[..index].contains(&card) {
                return refuse(
                    "Discard for Resources from your own hand, each card once, not the card being played."
                        .into(),
                );
            }
            add(DISCARD_RESOURCES);
        }
        let cost = u32::from(cost);
        if total < cost {
            return refuse(format!(
                "This costs {cost} and the payment raises only {total}."
            ));
        }
        // No saving: every source must be needed to reach the cost.
        if let Some(smallest) = smallest
            && total - smallest >= cost
        {
            return refuse(format!(
                "This costs {cost}; the payment raises {total}, more than it needs (resources cannot be saved)."
            ));
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
                let tired: Vec<String> = payment
                    .tire
                    .iter()
                    .map(|&card| {
                        let design = self.table.design(card);
                        format!("Tires {} for {}", design.name, design.resources)
                    })
                    .collect();
                let mut parts = tired;
                if !payment.discard.is_empty() {
                    parts.push(format!(
                        "discards {} for {}",
                        payment.discard.len(),
                        payment.discard.len()
                    ));
                }
                format!(
                    "{} pays: {}.",
                    self.table.factions[seat].name,
                    parts.join("; ")
                )
            });
        }
    }
}
