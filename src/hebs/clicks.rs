//! What a click or a drop on the table means now: choosing an aim, a host, a column, a payment
//! source, a card to discard, or selecting a card to see its options. Legality stays in core:
//! every offered choice comes from `Hebs::options` and `Hebs::next_step`.

use super::HebsTable;
use crate::tr;
use ysbilia_core::hebs::Phase;
use ysbilia_core::hebs::command::{HebsCommand, PAYMENT_MOST, Pick, Use};
use ysbilia_core::hebs::intent::{Intent, Step};
use ysbilia_core::hebs::options::Option_;
use ysbilia_core::hebs::state::{CardId, Seat, Zone};

/// Something the player pointed at on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Click {
    Card(CardId),
    /// A Frontier / Wedge card, or the acting seat's side of that column.
    Column(u8),
    /// The acting seat's reserve.
    Reserve,
    /// A card dragged from hand and let go over something.
    Drop(CardId, Target),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Target {
    Card(CardId),
    Column(u8),
    Reserve,
}

/// What to outline on the table.
#[derive(Clone, Debug, Default)]
pub(super) struct Highlights {
    pub cards: Vec<CardId>,
    pub columns: [bool; 3],
    /// The acting seat's next free slot in these columns.
    pub slots: [bool; 3],
    pub reserve: bool,
    pub marked: Vec<CardId>,
}

fn card_of(option: &Option_) -> Option<CardId> {
    match *option {
        Option_::Play { card, .. } | Option_::Use { card, .. } | Option_::Sacrifice(card) => {
            Some(card)
        }
        Option_::Pass | Option_::Decline => None,
    }
}

impl HebsTable {
    /// The options of the selected card for the acting seat.
    pub(super) fn selected_options(&self) -> Vec<Option_> {
        match (self.acting(), self.selected) {
            (Some(seat), Some(card)) => self
                .session
                .game()
                .options(seat)
                .into_iter()
                .filter(|option| card_of(option) == Some(card))
                .collect(),
            _ => Vec::new(),
        }
    }

    pub(super) fn highlights(&self) -> Highlights {
        let mut lit = Highlights::default();
        let Some(seat) = self.acting() else {
            return lit;
        };
        let game = self.session.game();
        if game.window.is_none() {
            match game.phase {
                Phase::PlaceLeader(_) => lit.slots = [true; 3],
                Phase::DiscardDown(_) | Phase::DraftDiscard(_) => {
                    lit.marked.clone_from(&self.discards);
                }
                _ => {}
            }
        }
        match self.step() {
            Some(Step::Aim(picks)) => light_picks(&mut lit, &picks),
            Some(Step::WhenPlayed(choices)) => {
                for choice in &choices {
                    light_picks(&mut lit, &choice.picks);
                }
            }
            Some(Step::Pay { .. }) => {
                lit.marked = self.payment.tire.to_vec();
                lit.marked.extend(&self.payment.discard);
                lit.cards = payment_sources(self, seat);
            }
            Some(Step::Ready(_)) => {}
            None => {
                for option in self.selected_options() {
                    match option {
                        Option_::Play {
                            column: Some(column),
                            ..
                        } => lit.slots[usize::from(column)] = true,
                        Option_::Play {
                            host: Some(host), ..
                        } => lit.cards.push(host),
                        Option_::Play { .. } => lit.reserve = true,
                        _ => {}
                    }
                }
            }
        }
        lit
    }

    pub(super) fn click(&mut self, click: Click) {
        let Some(seat) = self.acting() else {
            self.message = Some(tr!("cards-not-your-turn"));
            return;
        };
        match click {
            Click::Drop(card, target) => {
                self.clear_choices();
                self.select(seat, card);
                if self.selected == Some(card) {
                    let click = match target {
                        Target::Card(host) => Click::Card(host),
                        Target::Column(column) => Click::Column(column),
                        Target::Reserve => Click::Reserve,
                    };
                    self.click(click);
                }
            }
            Click::Card(card) => self.click_card(seat, card),
            Click::Column(column) => self.click_column(column),
            Click::Reserve => {
                if let Some(option) = self.selected_options().into_iter().find(|option| {
                    matches!(
                        option,
                        Option_::Play {
                            column: None,
                            host: None,
                            ..
                        }
                    )
                }) {
                    self.choose(Intent::new(option));
                }
            }
        }
    }

    fn click_card(&mut self, seat: Seat, card: CardId) {
        let game = self.session.game();
        match self.step() {
            Some(Step::Aim(picks)) => {
                if let Some(pick) = picks.iter().find(|pick| pick.card == Some(card)) {
                    self.set_pick(*pick);
                }
                return;
            }
            Some(Step::WhenPlayed(choices)) => {
                for choice in &choices {
                    if let Some(pick) = choice.picks.iter().find(|pick| pick.card == Some(card)) {
                        self.use_when_played(Some(Use {
                            ability: choice.ability,
                            pick: *pick,
                        }));
                        return;
                    }
                }
                return;
            }
            Some(Step::Pay { .. }) => {
                self.toggle_payment(seat, card);
                return;
            }
            _ => {}
        }
        if game.window.is_none()
            && matches!(game.phase, Phase::DiscardDown(_) | Phase::DraftDiscard(_))
        {
            if game.table.card(card).zone == Zone::Hand && game.table.owner(card) == seat {
                toggle(&mut self.discards, card);
            }
            return;
        }
        if let Some(option) = self.selected_options().into_iter().find(
            |option| matches!(option, Option_::Play { host: Some(host), .. } if *host == card),
        ) {
            self.choose(Intent::new(option));
            return;
        }
        self.select(seat, card);
    }

    /// Selects one of the seat's cards, explaining why when it can do nothing now.
    fn select(&mut self, seat: Seat, card: CardId) {
        let game = self.session.game();
        if game.table.owner(card) != seat {
            self.message = Some(tr!(
                "cards-not-yours",
                card = game.table.design(card).name.as_str()
            ));
            return;
        }
        self.intent = None;
        self.selected = Some(card);
        self.message = if self.selected_options().is_empty() {
            Some(tr!(
                "cards-why-not",
                card = game.table.design(card).name.as_str(),
                why = game.why_not(seat, card)
            ))
        } else {
            None
        };
    }

    fn click_column(&mut self, column: u8) {
        let game = self.session.game();
        if game.window.is_none() && matches!(game.phase, Phase::PlaceLeader(_)) {
            self.play(HebsCommand::PlaceLeader { column });
            return;
        }
        match self.step() {
            Some(Step::Aim(picks)) => {
                if let Some(pick) = picks.iter().find(|pick| pick.column == Some(column)) {
                    self.set_pick(*pick);
                }
            }
            Some(Step::WhenPlayed(choices)) => {
                for choice in &choices {
                    if let Some(pick) = choice.picks.iter().find(|pick| pick.column == Some(column))
                    {
                        self.use_when_played(Some(Use {
                            ability: choice.ability,
                            pick: *pick,
                        }));
                        return;
                    }
                }
            }
            Some(_) => {}
            None => {
                let options = self.selected_options();
                let into = options.iter().find(|option| {
                    matches!(option, Option_::Play { column: Some(chosen), .. } if *chosen == column)
                });
                match (into, self.selected) {
                    (Some(option), _) => self.choose(Intent::new(*option)),
                    (None, Some(card)) if game.table.design(card).is_army() => {
                        let name = game.table.design(card).name.as_str();
                        let place = game.column_name(usize::from(column));
                        self.message = Some(if options.is_empty() {
                            tr!(
                                "cards-why-not",
                                card = name,
                                why = game.why_not(self.acting().unwrap_or(0), card)
                            )
                        } else {
                            tr!("cards-rows-full", card = name, column = place)
                        });
                    }
                    _ => {}
                }
            }
        }
    }

    pub(super) fn set_pick(&mut self, pick: Pick) {
        if let Some(intent) = &mut self.intent {
            intent.pick = Some(pick);
        }
        self.advance();
    }

    pub(super) fn use_when_played(&mut self, when_played: Option<Use>) {
        if let Some(intent) = &mut self.intent {
            intent.when_played = Some(when_played);
        }
        self.advance();
    }

    /// Puts a card in the payment or takes it out: Tired if it is in play, discarded if in hand.
    fn toggle_payment(&mut self, seat: Seat, card: CardId) {
        if !payment_sources(self, seat).contains(&card) {
            return;
        }
        let list = if self.session.game().table.card(card).zone == Zone::Hand {
            &mut self.payment.discard
        } else {
            &mut self.payment.tire
        };
        if !list.toggle(card) {
            self.message = Some(tr!("cards-payment-most", most = PAYMENT_MOST));
        }
    }

    /// Confirms the payment being put together.
    /// Core's answer to the payment as it stands, for a cost of `cost`: whether Pay may be
    /// pressed, or why not (short, or more than it needs).
    pub(super) fn payment_answer(&self, cost: u8) -> Result<(), String> {
        let seat = self.acting().ok_or_else(|| tr!("cards-nobody-paying"))?;
        let source = self
            .intent
            .as_ref()
            .and_then(|intent| card_of(&intent.option))
            .ok_or_else(|| tr!("cards-nothing-paid-for"))?;

        self.session
            .game()
            .check_payment(seat, &self.payment, cost, source)
            .map_err(|refusal| refusal.to_string())
    }

    pub(super) fn pay(&mut self) {
        if let Some(intent) = &mut self.intent {
            intent.payment = Some(self.payment.clone());
        }
        self.advance();
        // A refused payment goes back to being edited.
        if let Some(intent) = &mut self.intent {
            intent.payment = None;
        }
    }
}

/// Cards that could help pay for the intent's card (core's list).
fn payment_sources(table: &HebsTable, seat: Seat) -> Vec<CardId> {
    let source = table
        .intent
        .as_ref()
        .and_then(|intent| card_of(&intent.option));
    match source {
        Some(source) => table.session.game().payment_sources(seat, source),
        None => Vec::new(),
    }
}

fn light_picks(lit: &mut Highlights, picks: &[Pick]) {
    for pick in picks {
        if let Some(card) = pick.card {
            lit.cards.push(card);
        } else if let Some(column) = pick.column {
            lit.columns[usize::from(column)] = true;
        }
    }
}

fn toggle(cards: &mut Vec<CardId>, card: CardId) {
    if let Some(index) = cards.iter().position(|&chosen| chosen == card) {
        cards.remove(index);
    } else {
        cards.push(card);
    }
}
