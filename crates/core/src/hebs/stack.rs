//! "Response Abilities": after an ability is initiated or an army card played, the opponent of
//! the player who did it may respond, then the other, until both decline (G15); the stack
//! resolves last in, first out. A player with no Response they could make is passed over.

use super::card::{Timing, Trigger};
use super::command::{HebsCommand, Use};
use super::effects::Context;
use super::state::{CardId, Seat, Zone, other};
use super::{Hebs, ItemKind, Phase, StackItem, Window};
use crate::msg;
use crate::record::{Rejection, Resolution};

const SECTION: &str = "Response Abilities";

impl StackItem {
    /// An ability of `source` being initiated by `seat`, aimed as `used` says.
    pub(super) fn ability(seat: Seat, source: CardId, used: super::command::Use) -> Self {
        Self {
            seat,
            source,
            kind: ItemKind::Ability(used.ability),
            pick: used.pick,
            cancelled: false,
        }
    }

    /// What a Response to this item must answer.
    pub fn trigger(&self) -> Trigger {
        match self.kind {
            ItemKind::Ability(_) => Trigger::EnemyAbility,
            ItemKind::Played { .. } => Trigger::EnemyPlaysCard,
        }
    }
}

impl Hebs {
    /// Puts an item on the stack and runs it (and whatever answers it) to the end.
    pub(super) fn push(&mut self, item: StackItem, resolution: &mut Resolution) {
        self.push_item(item);
        self.settle(resolution);
    }

    pub(super) fn push_item(&mut self, item: StackItem) {
        self.stack.push(item);
        self.window = Some(Window {
            responder: other(item.seat),
            declines: 0,
        });
    }

    /// Moves the stack on until a player must decide whether to respond, or it is empty and the
    /// deployment turn ends.
    pub(super) fn settle(&mut self, resolution: &mut Resolution) {
        loop {
            if self.outcome.is_some() {
                self.stack.clear();
                self.window = None;
                return;
            }
            match self.window {
                Some(window) if window.declines >= 2 => self.window = None,
                Some(window) => {
                    if self.can_respond(window.responder) {
                        return;
                    }
                    self.window = Some(Window {
                        responder: other(window.responder),
                        declines: window.declines + 1,
                    });
                }
                None => {
                    let Some(item) = self.stack.pop() else {
                        if let Phase::Deployment(seat) = self.phase {
                            self.end_turn(seat, resolution);
                        }
                        return;
                    };
                    self.resolve_item(item, resolution);
                    self.check_leaders(resolution);
                }
            }
        }
    }

    fn resolve_item(&mut self, item: StackItem, resolution: &mut Resolution) {
        match item.kind {
            ItemKind::Played { when_played } => {
                if let Some(used) = when_played
                    && self.table.in_play(item.source)
                {
                    self.push_item(StackItem::ability(item.seat, item.source, used));
                }
            }
            ItemKind::Ability(index) => {
                if item.cancelled {
                    resolution.explain_with(self.rule(SECTION), || {
                        msg!(
                            "hebs-cancelled",
                            card = &self.table.design(item.source).name
                        )
                    });
                } else {
                    let context = Context {
                        seat: item.seat,
                        source: item.source,
                        column: self
                            .table
                            .column_of(item.source)
                            .or(item.pick.column.map(usize::from)),
                        pick: item.pick,
                        triggering: self.stack.last().map(|below| below.source),
                    };
                    // The faction's designs are shared and never change in play: hold them while
                    // the effects change the table.
                    let owner = self.table.owner(item.source);
                    let faction = std::sync::Arc::clone(&self.table.factions[owner]);
                    let design = &faction.cards[usize::from(self.table.card(item.source).design)];
                    if let Some(ability) = design.abilities.get(usize::from(index)) {
                        self.run(&context, &ability.effects, resolution);
                    }
                }
                // An event is discarded once resolved (or cancelled).
                if self.table.card(item.source).zone == Zone::Resolving {
                    self.table.to_discard(item.source);
                }
            }
        }
    }

    /// `seat` has a Response it could make to the top of the stack now.
    pub fn can_respond(&self, seat: Seat) -> bool {
        let Some(top) = self.stack.last() else {
            return false;
        };
        if top.seat == seat || (self.foe.is_some() && seat == 1) {
            return false;
        }
        let trigger = top.trigger();
        let answers = |card: CardId| {
            let traits = self.table.traits_of(card);
            match trigger {
                Trigger::EnemyAbility => traits.answers_ability,
                Trigger::EnemyPlaysCard => traits.answers_play,
            }
        };
        let in_play = self
            .table
            .controlled(seat)
            .filter(|&card| answers(card) && self.table.card(card).ready);
        let purse = self.purse(seat);
        let events = self.table.players[seat]
            .hand
            .iter()
            .copied()
            .filter(move |&card| {
                answers(card)
                    && self.table.design(card).kind == super::card::CardKind::Event
                    && purse.affords(self, card)
            });
        in_play.chain(events).any(|card| {
            self.table.design(card).abilities.iter().any(|ability| {
                ability.timing == Timing::Response(trigger)
                    && self.any_pick(
                        &Context {
                            seat,
                            source: card,
                            column: self.table.column_of(card),
                            pick: Default::default(),
                            triggering: Some(top.source),
                        },
                        ability,
                    )
            })
        })
    }

    pub(super) fn respond(
        &mut self,
        seat: Seat,
        command: &HebsCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let Some(window) = self.window else {
            return Err(Rejection::new(msg!("hebs-nothing-to-answer")));
        };
        match command {
            HebsCommand::Decline => {
                resolution.explain_with(self.rule(SECTION), || {
                    msg!("hebs-declines", faction = &self.table.factions[seat].name)
                });
                self.window = Some(Window {
                    responder: other(seat),
                    declines: window.declines + 1,
                });
                self.settle(resolution);
                Ok(())
            }
            HebsCommand::Respond {
                card,
                ability,
                payment,
            } => {
                self.check_response(seat, *card, *ability, payment)?;
                self.initiate(seat, *card, *ability, payment, resolution);
                Ok(())
            }
            _ => Err(Rejection::by_rule(
                self.rule(SECTION),
                msg!("hebs-respond-or-decline"),
            )),
        }
    }

    fn check_response(
        &self,
        seat: Seat,
        card: super::state::CardId,
        used: Use,
        payment: &super::command::Payment,
    ) -> Result<(), Rejection> {
        let Some(top) = self.stack.last().copied() else {
            return Err(Rejection::new(msg!("hebs-nothing-to-answer")));
        };
        if !self.table.exists(card) || self.table.owner(card) != seat || top.seat == seat {
            return Err(Rejection::by_rule(
                self.rule(SECTION),
                msg!("hebs-respond-own"),
            ));
        }
        let trigger = top.trigger();
        let ability = self.ability_of(card, used, |timing| timing == Timing::Response(trigger))?;
        self.check_initiation(
            seat,
            card,
            used,
            ability,
            payment,
            Some(top.source),
            SECTION,
        )
    }
}
