//! The effect language's interpreter: checking what an ability is aimed at, and resolving its
//! effects in order ("Card Abilities", "Common Terms", "Miscellaneous Rules"). An effect whose
//! target has gone by the time it resolves does nothing.

use super::card::{Ability, CardFilter, CardKind, Effect, Target};
use super::command::Pick;
use super::state::{COLUMNS, CardId, Seat, Zone, other};
use super::values::matches;
use super::{Hebs, ItemKind};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::Message;

/// What an ability acts from: who uses it, the card, its column (an event's: the picked one),
/// the aim chosen for it, and the card whose play it answers.
#[derive(Clone, Copy, Debug)]
pub(super) struct Context {
    pub seat: Seat,
    pub source: CardId,
    pub column: Option<usize>,
    pub pick: Pick,
    pub triggering: Option<CardId>,
}

/// Why an aim does not fit (a message with no arguments allocates nothing).
pub(super) enum Problem<'a> {
    Say(Message),
    Choose(&'a Target),
}

impl Context {
    fn picked_column(&self) -> Option<usize> {
        self.pick
            .column
            .map(usize::from)
            .filter(|&column| column < COLUMNS)
    }
}

pub(super) fn targets_of(effect: &Effect) -> Option<&Target> {
    match effect {
        Effect::Damage { target, .. }
        | Effect::Destroy(target)
        | Effect::Heal { target, .. }
        | Effect::Ready(target)
        | Effect::Tire(target)
        | Effect::Boost { target, .. }
        | Effect::Move(target)
        | Effect::ReturnToHand(target) => Some(target),
        _ => None,
    }
}

impl Hebs {
    fn on_field(&self, card: CardId) -> bool {
        self.table.exists(card) && matches!(self.table.card(card).zone, Zone::Battlefield { .. })
    }

    /// Is `card` a legal choice for a `Chosen…` target now?
    fn chosen_fits(&self, context: &Context, target: &Target, card: CardId) -> bool {
        if !self.on_field(card) {
            return false;
        }
        let enemy = self.table.owner(card) != context.seat;
        let design = self.table.design(card);
        match target {
            Target::ChosenEnemy(filter) => enemy && matches(filter, design),
            Target::ChosenEnemyInColumn(filter) => {
                enemy
                    && matches(filter, design)
                    && context.column.is_some()
                    && self.table.column_of(card) == context.column
            }
            Target::ChosenFriendly(filter) => !enemy && matches(filter, design),
            _ => true,
        }
    }

    /// Checks the aim of `ability` used in `context`.
    pub(super) fn check_pick(&self, context: &Context, ability: &Ability) -> Result<(), Rejection> {
        self.pick_problem(context, ability)
            .map_or(Ok(()), |problem| {
                let reason = match problem {
                    Problem::Say(reason) => reason,
                    Problem::Choose(target) => msg!(
                        "hebs-choose-target",
                        target = super::describe::target_message(target)
                    ),
                };
                Err(Rejection::by_rule(self.rule("Card Abilities"), reason))
            })
    }

    /// What is wrong with the aim in `context`, without building text (the random player tries
    /// many aims).
    fn pick_problem<'a>(&self, context: &Context, ability: &'a Ability) -> Option<Problem<'a>> {
        // Columns come from commands read from files: only the three there are.
        let outside = |column: usize| column >= COLUMNS;
        if context.column.is_some_and(outside)
            || context.pick.column.map(usize::from).is_some_and(outside)
        {
            return Some(Problem::Say(msg!("hebs-three-columns")));
        }
        for effect in &ability.effects {
            if let Effect::Range(_) = effect {
                let fits = context.pick.card.is_some_and(|card| {
                    self.chosen_fits(context, &Target::ChosenEnemyInColumn(CardFilter::Any), card)
                });
                if !fits {
                    return Some(Problem::Say(msg!("hebs-range-aim")));
                }
            }
            if let Effect::Artillery(_) = effect
                && context.column.is_none()
            {
                return Some(Problem::Say(msg!("hebs-artillery-column")));
            }
            if let Effect::DamageFrontier(_) = effect {
                let open = context
                    .picked_column()
                    .is_some_and(|column| self.table.columns[column].claimed_by.is_none());
                if !self.at_final(context.seat) {
                    return Some(Problem::Say(msg!("hebs-frontier-final")));
                }
                if !open {
                    return Some(Problem::Say(msg!("hebs-frontier-open")));
                }
            }
            let Some(target) = targets_of(effect) else {
                continue;
            };
            match target {
                Target::ChosenEnemy(_)
                | Target::ChosenEnemyInColumn(_)
                | Target::ChosenFriendly(_) => {
                    let fits = context
                        .pick
                        .card
                        .is_some_and(|card| self.chosen_fits(context, target, card));
                    if !fits {
                        return Some(Problem::Choose(target));
                    }
                }
                Target::EachEnemyInColumn(_) | Target::EachFriendlyInColumn(_) => {
                    if context.column.is_none() {
                        return Some(Problem::Say(msg!("hebs-choose-column")));
                    }
                }
                Target::This => {
                    if !self.table.design(context.source).is_army() {
                        return Some(Problem::Say(msg!("hebs-self-army")));
                    }
                }
                Target::Host | Target::Triggering => {}
            }
            if let Effect::Move(target) = effect {
                let mover = match target {
                    Target::This => Some(context.source),
                    _ => context.pick.card,
                };
                let Some(mover) = mover else {
                    return Some(Problem::Say(msg!("hebs-choose-mover")));
                };
                let from = self.table.column_of(mover);
                let owner = self.table.owner(mover);
                let fits = context.picked_column().is_some_and(|column| {
                    Some(column) != from && self.table.free_row(owner, column).is_some()
                });
                if !fits {
                    return Some(Problem::Say(msg!("hebs-move-column")));
                }
            }
        }
        None
    }

    /// Some aim makes `ability` legal for `context`.
    pub(super) fn any_pick(&self, context: &Context, ability: &Ability) -> bool {
        let mut found = false;
        self.for_each_pick(context, ability, |_| {
            found = true;
            false
        });
        found
    }

    /// Calls `visit` with every legal aim for `ability` in `context` (whose own pick is ignored)
    /// until it returns false: each card on the battlefield, each column, as the effects need.
    pub(super) fn for_each_pick(
        &self,
        context: &Context,
        ability: &Ability,
        mut visit: impl FnMut(Pick) -> bool,
    ) {
        let wants_card = ability.effects.iter().any(|effect| {
            matches!(effect, Effect::Range(_))
                || targets_of(effect).is_some_and(|target| {
                    matches!(
                        target,
                        Target::ChosenEnemy(_)
                            | Target::ChosenEnemyInColumn(_)
                            | Target::ChosenFriendly(_)
                    )
                })
        });
        let is_event = self.table.design(context.source).kind == CardKind::Event;
        let wants_column = ability.effects.iter().any(|effect| {
            matches!(effect, Effect::Move(_) | Effect::DamageFrontier(_))
                || (is_event
                    && targets_of(effect).is_some_and(|target| {
                        matches!(
                            target,
                            Target::ChosenEnemyInColumn(_)
                                | Target::EachEnemyInColumn(_)
                                | Target::EachFriendlyInColumn(_)
                        )
                    }))
        });
        let mut cards = [None; 2 * COLUMNS * super::state::ROWS + 1];
        let mut card_count = 1;
        if wants_card {
            card_count = 0;
            for seat in 0..2 {
                for card in self.table.army_of(seat) {
                    cards[card_count] = Some(card);
                    card_count += 1;
                }
            }
        }
        let columns: &[Option<u8>] = if wants_column {
            &[Some(0), Some(1), Some(2)]
        } else {
            &[None]
        };
        for &card in &cards[..card_count] {
            for &column in columns {
                let pick = Pick { card, column };
                let trial = Context {
                    pick,
                    column: context.column.or(column.map(usize::from)),
                    ..*context
                };
                if self.pick_problem(&trial, ability).is_none() && !visit(pick) {
                    return;
                }
            }
        }
    }

    /// The damage `effect` would deal `card` were `seat`'s `source` to use it now, from where
    /// it stands, aimed at `card` where it chooses (Range: "a chosen enemy army card in this
    /// card's column").
    pub(super) fn damage_reaching(
        &self,
        seat: Seat,
        source: CardId,
        effect: &Effect,
        card: CardId,
    ) -> u8 {
        let range = Target::ChosenEnemyInColumn(CardFilter::Any);
        let (amount, target) = match effect {
            Effect::Range(amount) => (*amount, &range),
            Effect::Damage { amount, target } => (*amount, target),
            _ => return 0,
        };
        let context = Context {
            seat,
            source,
            column: self.table.column_of(source),
            pick: Pick {
                card: Some(card),
                column: None,
            },
            triggering: None,
        };
        if self
            .resolve_target(&context, target)
            .into_iter()
            .any(|reached| reached == card)
        {
            amount
        } else {
            0
        }
    }

    /// The cards `target` means now: one card, or the army cards of one column.
    fn resolve_target(&self, context: &Context, target: &Target) -> Targets {
        let mut targets = Targets::default();
        match target {
            Target::This => targets.push(Some(context.source).filter(|&card| self.on_field(card))),
            Target::Host => targets.push(match self.table.card(context.source).zone {
                Zone::Attached(host) => Some(host),
                _ => None,
            }),
            Target::Triggering => {
                targets.push(context.triggering.filter(|&card| self.on_field(card)));
            }
            Target::ChosenEnemy(_) | Target::ChosenEnemyInColumn(_) | Target::ChosenFriendly(_) => {
                targets.push(
                    context
                        .pick
                        .card
                        .filter(|&card| self.chosen_fits(context, target, card)),
                );
            }
            Target::EachEnemyInColumn(filter) | Target::EachFriendlyInColumn(filter) => {
                let side = if matches!(target, Target::EachEnemyInColumn(_)) {
                    other(context.seat)
                } else {
                    context.seat
                };
                if let Some(column) = context.column {
                    for card in self.table.army_in(side, column) {
                        if matches(filter, self.table.design(card)) {
                            targets.push(Some(card));
                        }
                    }
                }
            }
        }
        targets
    }

    /// Resolves `effects` in order.
    pub(super) fn run(
        &mut self,
        context: &Context,
        effects: &[Effect],
        resolution: &mut Resolution,
    ) {
        for effect in effects {
            if self.outcome.is_some() {
                return;
            }
            self.run_one(context, effect, resolution);
        }
    }

    fn run_one(&mut self, context: &Context, effect: &Effect, resolution: &mut Resolution) {
        let seat = context.seat;
        match effect {
            Effect::Draw(count) => {
                let drawn = self.table.draw(seat, usize::from(*count));
                resolution.explain_with(self.rule("Card Abilities"), || {
                    msg!(
                        "hebs-draws",
                        faction = &self.table.factions[seat].name,
                        count = drawn
                    )
                });
            }
            Effect::Artillery(amount) => self.artillery(context, *amount, resolution),
            Effect::Range(amount) => {
                let target = Target::ChosenEnemyInColumn(CardFilter::Any);
                for card in self.resolve_target(context, &target) {
                    self.damage_card(card, *amount, resolution);
                }
            }
            Effect::Damage { amount, target } => {
                for card in self.resolve_target(context, target) {
                    self.damage_card(card, *amount, resolution);
                }
            }
            Effect::Destroy(target) => {
                for card in self.resolve_target(context, target) {
                    self.destroy(card, resolution);
                }
            }
            Effect::Heal { amount, target } => {
                for card in self.resolve_target(context, target) {
                    let state = self.table.card_mut(card);
                    state.damage = state.damage.saturating_sub(*amount);
                }
            }
            Effect::Ready(target) => {
                for card in self.resolve_target(context, target) {
                    self.table.card_mut(card).ready = true;
                }
            }
            Effect::Tire(target) => {
                for card in self.resolve_target(context, target) {
                    self.table.card_mut(card).ready = false;
                }
            }
            Effect::Boost {
                attribute,
                amount,
                target,
            } => {
                let slot = usize::from(*attribute == super::card::Attribute::Might);
                for card in self.resolve_target(context, target) {
                    let boost = &mut self.table.card_mut(card).boost[slot];
                    *boost = boost.saturating_add(*amount);
                }
            }
            Effect::Move(target) => {
                let Some(column) = context.picked_column() else {
                    return;
                };
                for card in self.resolve_target(context, target) {
                    let owner = self.table.owner(card);
                    if self.table.column_of(card) == Some(column) {
                        continue;
                    }
                    if let Some(row) = self.table.free_row(owner, column) {
                        self.table.to_battlefield(card, column, row);
                    }
                }
            }
            Effect::ReturnToHand(target) => {
                for card in self.resolve_target(context, target) {
                    if self.table.design(card).kind != CardKind::Leader {
                        self.table.to_hand(card);
                    }
                }
            }
            Effect::DamageFrontier(amount) => {
                if let Some(column) = context.picked_column()
                    && self.at_final(seat)
                {
                    self.place_tokens(seat, column, u32::from(*amount), resolution);
                }
            }
            Effect::DamageObjective(amount) => {
                self.damage_objective(seat, u32::from(*amount), resolution);
            }
            Effect::OpponentDiscards(count) => {
                self.discard_at_random(other(seat), *count, resolution);
            }
            Effect::Cancel => {
                if let Some(answered) = self.stack.last_mut()
                    && matches!(answered.kind, ItemKind::Ability(_))
                {
                    answered.cancelled = true;
                }
            }
            Effect::Aura { .. } | Effect::CostDiscount { .. } | Effect::HostBonus { .. } => {}
        }
    }

    /// "Artillery X": X damage to the enemies in the column, one point at a time, Row 1 first
    /// ("Miscellaneous Rules": Row order); the solo Foe aims by B.A.R. instead.
    fn artillery(&mut self, context: &Context, amount: u8, resolution: &mut Resolution) {
        let seat = context.seat;
        let Some(column) = context.column else {
            return;
        };
        if self.foe.is_some() && seat == 1 {
            // "Artillery/Range Attacks".
            self.foe_artillery(column, amount, resolution);
            return;
        }
        for _ in 0..amount {
            let Some(card) = self.table.army_in(other(seat), column).next() else {
                break;
            };
            self.damage_card(card, 1, resolution);
        }
    }

    /// `seat` discards `count` cards from its hand at random.
    fn discard_at_random(&mut self, seat: Seat, count: u8, resolution: &mut Resolution) {
        let hand = &mut self.table.players[seat].hand;
        resolution
            .dice()
            .shuffle(msg!("hebs-roll-cards-discarded-at-random"), hand);
        for _ in 0..count {
            if let Some(&card) = self.table.players[seat].hand.last() {
                self.table.to_discard(card);
            }
        }
    }

    /// Damage tokens on an army card; at its Health it is destroyed ("Common Terms: Destroy").
    pub(super) fn damage_card(&mut self, card: CardId, amount: u8, resolution: &mut Resolution) {
        if !self.on_field(card) || amount == 0 {
            return;
        }
        let health = self.table.design(card).health;
        let state = self.table.card_mut(card);
        state.damage = state.damage.saturating_add(amount);
        let damage = state.damage;
        resolution.explain_with(self.rule("Common Terms"), || {
            msg!(
                "hebs-takes-damage",
                card = &self.table.design(card).name,
                amount = amount,
                damage = damage,
                health = health
            )
        });
        if damage >= health {
            self.destroy(card, resolution);
        }
    }

    pub(super) fn destroy(&mut self, card: CardId, resolution: &mut Resolution) {
        if !self.on_field(card) {
            return;
        }
        let owner = self.table.owner(card);
        if self.table.design(card).kind == CardKind::Leader {
            self.leaders_lost[owner] = true;
        }
        resolution.explain_with(self.rule("Common Terms"), || {
            msg!("hebs-destroyed", card = &self.table.design(card).name)
        });
        self.table.to_discard(card);
    }

    pub(super) fn take_leaders_lost(&mut self) -> [bool; 2] {
        std::mem::take(&mut self.leaders_lost)
    }
}

/// The cards an effect acts on: at most a column's Rows (no allocation while resolving).
#[derive(Default)]
struct Targets {
    cards: [Option<CardId>; super::state::ROWS],
    len: usize,
}

impl Targets {
    fn push(&mut self, card: Option<CardId>) {
        if let (Some(card), Some(slot)) = (card, self.cards.get_mut(self.len)) {
            *slot = Some(card);
            self.len += 1;
        }
    }
}

impl IntoIterator for Targets {
    type Item = CardId;
    type IntoIter =
        std::iter::Flatten<std::array::IntoIter<Option<CardId>, { super::state::ROWS }>>;

    fn into_iter(self) -> Self::IntoIter {
        self.cards.into_iter().flatten()
    }
}
