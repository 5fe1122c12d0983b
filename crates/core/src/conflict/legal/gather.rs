//! Gathering the list: every candidate tried with `apply` on a scratch copy, the offers kept, the
//! first refusal of each action and pawn kept with its reason; and the extras a listed command
//! may carry (extra dice, Dexterity cards), tried one at a time.

use super::{Action, Choice, Extras, Legal, Offer, Refusal};
use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::dice::Dice;
use crate::record::{Game, Rejection, Resolution};
use crate::rules::maravedies::EXTRA_DICE_PER_TURN;

/// Tries commands with `apply` on a scratch copy of the conflict: a refused command changes
/// nothing (`CHECKS_BEFORE_CHANGING`), so one copy serves until a command is accepted.
pub(super) struct Trial<'a> {
    conflict: &'a Conflict,
    scratch: Option<Conflict>,
}

impl<'a> Trial<'a> {
    pub(super) fn new(conflict: &'a Conflict) -> Self {
        Self {
            conflict,
            scratch: None,
        }
    }

    pub(super) fn conflict(&self) -> &'a Conflict {
        self.conflict
    }

    /// `apply`'s answer to `command` now.
    pub(super) fn accepts(&mut self, command: &ConflictCommand) -> Result<(), Rejection> {
        let scratch = self.scratch.get_or_insert_with(|| self.conflict.clone());
        let mut dice = Dice::unrecorded(0);
        let mut resolution = Resolution::new(&mut dice, None, false);
        let answer = scratch.apply(command, &mut resolution);
        if answer.is_ok() {
            // Changed by the command: the next try needs a fresh copy.
            self.scratch = None;
        }
        answer
    }
}

/// The offers and refusals being gathered.
pub(super) struct Gather<'a> {
    pub(super) trial: Trial<'a>,
    pub(super) legal: Legal,
}

impl<'a> Gather<'a> {
    /// Offers `command` as `action` of `pawn` if `apply` accepts it; else keeps the first refusal
    /// of that action and pawn. True when offered.
    pub(super) fn try_command(&mut self, command: ConflictCommand, extras: Extras) -> bool {
        let action = command.action();
        let pawn = command.actor();
        match self.trial.accepts(&command) {
            Ok(()) => {
                self.legal.offers.push(Offer {
                    action,
                    pawn,
                    choice: Choice::Command { command, extras },
                });
                true
            }
            Err(why) => {
                self.refuse(action, pawn, why);
                false
            }
        }
    }

    /// Keeps `why` as the reason `pawn` may not do `action`, unless one is kept already.
    pub(super) fn refuse(&mut self, action: Action, pawn: Option<u32>, why: Rejection) {
        if !self
            .legal
            .refusals
            .iter()
            .any(|refusal| refusal.action == action && refusal.pawn == pawn)
        {
            self.legal.refusals.push(Refusal { action, pawn, why });
        }
    }

    pub(super) fn offer(&mut self, action: Action, pawn: Option<u32>, choice: Choice) {
        self.legal.offers.push(Offer {
            action,
            pawn,
            choice,
        });
    }

    /// Drops the refusals of actions that were offered after all (for another target, say).
    pub(super) fn settle(&mut self) {
        let offers = &self.legal.offers;
        self.legal.refusals.retain(|refusal| {
            !offers
                .iter()
                .any(|offer| offer.action == refusal.action && offer.pawn == refusal.pawn)
        });
    }
}

/// Offers `command(0)` with as many extra dice as are accepted.
pub(super) fn offer_with_dice(gather: &mut Gather, command: impl Fn(u32) -> ConflictCommand) {
    if gather.try_command(command(0), Extras::default()) {
        let extras = Extras {
            extra_dice: most_extra_dice(gather, &command),
            ..Extras::default()
        };
        set_extras(gather, extras);
    }
}

/// The most extra dice (§ Investing Maravedies) `command` is accepted with, trying one more at a
/// time.
pub(super) fn most_extra_dice(
    gather: &mut Gather,
    command: impl Fn(u32) -> ConflictCommand,
) -> u32 {
    let mut most = 0;
    for dice in 1..=EXTRA_DICE_PER_TURN {
        if gather.trial.accepts(&command(dice)).is_err() {
            break;
        }
        most = dice;
    }
    most
}

/// The cards of band `side`'s Dexterity hand that `command` is accepted with.
pub(super) fn playable_cards(
    gather: &mut Gather,
    side: usize,
    command: impl Fn(String) -> ConflictCommand,
) -> Vec<String> {
    let hand: Vec<String> = gather
        .trial
        .conflict()
        .hand(side)
        .iter()
        .map(|card| card.id.clone())
        .collect();
    accepted_cards(gather, hand, command)
}

/// Those of `cards` (Dexterity cards, by id) that `command` is accepted with.
pub(super) fn accepted_cards(
    gather: &mut Gather,
    cards: Vec<String>,
    command: impl Fn(String) -> ConflictCommand,
) -> Vec<String> {
    let mut accepted: Vec<String> = Vec::new();
    for card in cards {
        if !accepted.contains(&card) && gather.trial.accepts(&command(card.clone())).is_ok() {
            accepted.push(card);
        }
    }
    accepted
}

/// Gives the offer just made its extras.
pub(super) fn set_extras(gather: &mut Gather, extras: Extras) {
    if let Some(Offer {
        choice: Choice::Command { extras: kept, .. },
        ..
    }) = gather.legal.offers.last_mut()
    {
        *kept = extras;
    }
}
