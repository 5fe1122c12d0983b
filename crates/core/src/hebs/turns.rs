//! "2. Deployment Phase": on a turn a player plays a card, executes an Action, sacrifices a card,
//! or passes. Each command is checked in full before anything changes.

use super::card::{Ability, CardKind, Effect, Keyword, Side, Timing};
use super::command::{HebsCommand, Payment, Use};
use super::effects::Context;
use super::state::{COLUMNS, CardId, Seat, Zone, other};
use super::values::matches;
use super::{Hebs, ItemKind, StackItem};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::Message;

const PLAYING: &str = "Playing A Card";
const ACTING: &str = "Executing An Action";
const SACRIFICING: &str = "Sacrificing A Card";

impl Hebs {
    pub(super) fn deployment_turn(
        &mut self,
        seat: Seat,
        command: &HebsCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        match command {
            HebsCommand::Play {
                card,
                column,
                host,
                payment,
                when_played,
            } => {
                let play = Play {
                    card: *card,
                    column: column.map(usize::from),
                    host: *host,
                    when_played: *when_played,
                };
                self.check_play(seat, &play, payment)?;
                self.play_card(seat, &play, payment, resolution);
                Ok(())
            }
            HebsCommand::Action {
                card,
                ability,
                payment,
            } => {
                self.check_action(seat, *card, *ability, payment)?;
                self.initiate(seat, *card, *ability, payment, resolution);
                Ok(())
            }
            HebsCommand::Sacrifice { card } => self.sacrifice(seat, *card, resolution),
            HebsCommand::Pass => {
                self.pass(seat, resolution);
                Ok(())
            }
            _ => Err(Rejection::by_rule(
                self.rule("2. Deployment Phase"),
                msg!("hebs-turn-options"),
            )),
        }
    }

    /// A card `seat` may play from where it is: its hand, or the top of its discard pile if it is
    /// Relentless (G12).
    pub fn playable_from_zone(&self, seat: Seat, card: CardId) -> bool {
        if !self.table.exists(card) || self.table.owner(card) != seat {
            return false;
        }
        match self.table.card(card).zone {
            Zone::Hand => true,
            Zone::Discard => {
                self.table.players[seat].discard.last() == Some(&card)
                    && self
                        .table
                        .design(card)
                        .keywords
                        .contains(&Keyword::Relentless)
            }
            _ => false,
        }
    }

    pub(super) fn check_play(
        &self,
        seat: Seat,
        play: &Play,
        payment: &Payment,
    ) -> Result<(), Rejection> {
        let refuse = |reason: Message| Err(Rejection::by_rule(self.rule(PLAYING), reason));
        if !self.playable_from_zone(seat, play.card) {
            return refuse(msg!("hebs-play-from-hand"));
        }
        let design = self.table.design(play.card);
        let column = match &design.kind {
            CardKind::Event => {
                return refuse(msg!("hebs-play-event", card = &design.name));
            }
            CardKind::Leader => return refuse(msg!("hebs-play-leader")),
            CardKind::Unit(_) | CardKind::Character => {
                let Some(column) = play.column.filter(|&column| column < COLUMNS) else {
                    return refuse(msg!("hebs-play-column"));
                };
                if self.table.free_row(seat, column).is_none() {
                    return refuse(msg!(
                        "hebs-play-column-full",
                        column = self.column_name(column)
                    ));
                }
                Some(column)
            }
            CardKind::Attachment { side, host } => {
                let Some(target) = play.host.filter(|&target| self.table.exists(target)) else {
                    return refuse(msg!("hebs-play-choose-host", card = &design.name));
                };
                let side_ok = match side {
                    Side::Own => self.table.owner(target) == seat,
                    Side::Enemy => self.table.owner(target) != seat,
                };
                let on_field = matches!(self.table.card(target).zone, Zone::Battlefield { .. });
                if !side_ok || !on_field || !matches(host, self.table.design(target)) {
                    return refuse(msg!(
                        "hebs-play-bad-host",
                        card = &design.name,
                        host = &self.table.design(target).name
                    ));
                }
                self.table.column_of(target)
            }
            CardKind::Tactics => None,
        };
        if let Some(used) = play.when_played {
            let ability =
                self.ability_of(play.card, used, |timing| timing == Timing::WhenPlayed)?;
            let context = Context {
                seat,
                source: play.card,
                column,
                pick: used.pick,
                triggering: None,
            };
            self.check_pick(&context, ability)?;
        }
        self.check_payment(seat, payment, self.cost(seat, play.card), play.card)
    }

    pub(super) fn play_card(
        &mut self,
        seat: Seat,
        play: &Play,
        payment: &Payment,
        resolution: &mut Resolution,
    ) {
        let card = play.card;
        // Relentless: the card is taken before the payment's discards could cover it.
        self.table.to_resolving(card);
        self.pay(seat, payment, resolution);
        let kind = self.table.design(card).kind.clone();
        match (&kind, play.column, play.host) {
            (CardKind::Unit(_) | CardKind::Character, Some(column), _) => {
                let row = self.table.free_row(seat, column).unwrap_or(0);
                self.table.to_battlefield(card, column, row);
            }
            (CardKind::Attachment { .. }, _, Some(host)) => self.table.attach(card, host),
            _ => self.table.to_reserve(card),
        }
        resolution.explain_with(self.rule(PLAYING), || {
            let faction = &self.table.factions[seat].name;
            let name = &self.table.design(card).name;
            let cost = self.cost(seat, card);
            match self.table.card(card).zone {
                Zone::Battlefield { column, row } => msg!(
                    "hebs-plays-row",
                    faction = faction,
                    card = name,
                    cost = cost,
                    row = row + 1,
                    column = self.column_name(usize::from(column))
                ),
                Zone::Attached(host) => msg!(
                    "hebs-plays-onto",
                    faction = faction,
                    card = name,
                    cost = cost,
                    host = &self.table.design(host).name
                ),
                _ => msg!(
                    "hebs-plays-reserve",
                    faction = faction,
                    card = name,
                    cost = cost
                ),
            }
        });
        let item = if self.table.design(card).is_army() {
            StackItem {
                seat,
                source: card,
                kind: ItemKind::Played {
                    when_played: play.when_played,
                },
                pick: Default::default(),
                cancelled: false,
            }
        } else if let Some(used) = play.when_played {
            StackItem::ability(seat, card, used)
        } else {
            self.end_turn(seat, resolution);
            return;
        };
        self.push(item, resolution);
    }

    /// The ability `used` names on `card`, if its timing passes `allowed`.
    pub(super) fn ability_of(
        &self,
        card: CardId,
        used: Use,
        allowed: impl Fn(Timing) -> bool,
    ) -> Result<&Ability, Rejection> {
        let design = self.table.design(card);
        design
            .abilities
            .get(usize::from(used.ability))
            .filter(|ability| allowed(ability.timing))
            .ok_or_else(|| {
                Rejection::by_rule(
                    self.rule("Card Abilities"),
                    msg!("hebs-no-such-ability", card = &design.name),
                )
            })
    }

    /// An Action may be used: by Tiring a Ready card you control, or by paying for an event in
    /// hand. (A Solo: ability, in a solo game, is used the same way: "'Solo:' abilities".)
    pub(super) fn check_action(
        &self,
        seat: Seat,
        card: CardId,
        used: Use,
        payment: &Payment,
    ) -> Result<(), Rejection> {
        if !self.table.exists(card) || self.table.owner(card) != seat {
            return Err(Rejection::by_rule(
                self.rule(ACTING),
                msg!("hebs-use-own-card"),
            ));
        }
        let solo = self.foe.is_some();
        let ability = self.ability_of(card, used, |timing| {
            timing == Timing::Action || (solo && timing == Timing::Solo)
        })?;
        self.check_initiation(seat, card, used, ability, payment, None, ACTING)?;
        if self.variants.range_only_at_final
            && ability
                .effects
                .iter()
                .any(|effect| matches!(effect, Effect::Range(_)))
            && !(self.at_final(0) && self.at_final(1))
        {
            return Err(Rejection::by_rule(
                self.rule("Action Abilities"),
                msg!("hebs-range-variant"),
            ));
        }
        Ok(())
    }

    /// The cost of initiating an Action or Response: a Ready card in play Tires (and pays
    /// nothing else); an event in hand is paid for.
    #[expect(
        clippy::too_many_arguments,
        reason = "each names one part of the initiation the rules check"
    )]
    pub(super) fn check_initiation(
        &self,
        seat: Seat,
        card: CardId,
        used: Use,
        ability: &Ability,
        payment: &Payment,
        triggering: Option<CardId>,
        section: &'static str,
    ) -> Result<(), Rejection> {
        let design = self.table.design(card);
        let zone = self.table.card(card).zone;
        if self.table.in_play(card) {
            if !self.table.card(card).ready {
                return Err(Rejection::by_rule(
                    self.rule(section),
                    msg!("hebs-tired", card = &design.name),
                ));
            }
            if !payment.is_empty() {
                return Err(Rejection::by_rule(
                    self.rule(section),
                    msg!("hebs-tiring-whole-cost"),
                ));
            }
        } else if !(zone == Zone::Hand && design.kind == CardKind::Event) {
            return Err(Rejection::by_rule(
                self.rule(section),
                msg!("hebs-not-usable", card = &design.name),
            ));
        } else {
            self.check_payment(seat, payment, self.cost(seat, card), card)?;
        }
        let context = Context {
            seat,
            source: card,
            column: self
                .table
                .column_of(card)
                .or(used.pick.column.map(usize::from)),
            pick: used.pick,
            triggering,
        };
        self.check_pick(&context, ability)
    }

    /// Pays for (or Tires) the source, and puts the ability on the stack.
    pub(super) fn initiate(
        &mut self,
        seat: Seat,
        card: CardId,
        used: Use,
        payment: &Payment,
        resolution: &mut Resolution,
    ) {
        if self.table.in_play(card) {
            self.table.card_mut(card).ready = false;
        } else {
            self.table.to_resolving(card);
            self.pay(seat, payment, resolution);
        }
        resolution.explain_with(self.rule("Card Abilities"), || {
            msg!(
                "hebs-uses",
                faction = &self.table.factions[seat].name,
                card = &self.table.design(card).name,
                ability = super::describe::ability_of_message(self, card, used.ability)
            )
        });
        self.push(StackItem::ability(seat, card, used), resolution);
    }

    fn sacrifice(
        &mut self,
        seat: Seat,
        card: CardId,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let on_side = self.table.exists(card)
            && self.table.owner(card) == seat
            && matches!(
                self.table.card(card).zone,
                Zone::Battlefield { .. } | Zone::Attached(_)
            );
        if !on_side {
            return Err(Rejection::by_rule(
                self.rule(SACRIFICING),
                msg!("hebs-sacrifice-own"),
            ));
        }
        if self.table.design(card).kind == CardKind::Leader {
            return Err(Rejection::by_rule(
                self.rule(SACRIFICING),
                msg!("hebs-sacrifice-leader"),
            ));
        }
        resolution.explain_with(self.rule(SACRIFICING), || {
            msg!(
                "hebs-sacrifices",
                faction = &self.table.factions[seat].name,
                card = &self.table.design(card).name
            )
        });
        self.table.to_discard(card);
        self.end_turn(seat, resolution);
        Ok(())
    }

    fn pass(&mut self, seat: Seat, resolution: &mut Resolution) {
        let first_to_pass = !self.table.players[other(seat)].passed;
        self.table.players[seat].passed = true;
        if first_to_pass {
            self.first_player = seat;
        }
        resolution.explain_with(self.rule("2. Deployment Phase"), || {
            let name = &self.table.factions[seat].name;
            if first_to_pass {
                msg!("hebs-passes-first", faction = name)
            } else {
                msg!("hebs-passes", faction = name)
            }
        });
        self.end_turn(seat, resolution);
    }
}

/// A checked "Play" command, columns as indices.
pub(super) struct Play {
    pub card: CardId,
    pub column: Option<usize>,
    pub host: Option<CardId>,
    pub when_played: Option<Use>,
}
