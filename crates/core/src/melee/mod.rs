//! The Melee Event (melee-event-rules.txt): Squires duel with Action cards, Strategy cards and
//! three twelve-sided Melee Dice, team against team, until one team has no Squire standing.
//! Where the text is unclear, the choice is ours and listed in docs/rules-gaps.md.

mod combat;
mod computer;
pub mod exchange;
pub mod few;
pub mod history;
mod options;
mod seat_view;
mod setup_check;
pub mod trinkets;

use crate::dice::Die;
use crate::hash::StateHash;
use crate::log::{Rule, Rulebook};
use crate::mode::Mode;
use crate::msg;
use crate::record::{Game, Rejection, Resolution};
use crate::words::Arg;
use exchange::{
    Action, Initiative, MAX_STRATEGY_VALUE, dice_for, initiative, penalized, successes,
    trinkets_earned,
};
use few::Few;
pub use options::DiceOption;
pub use seat_view::{FighterSight, SeatSight, SeatView, SeenAction};
use serde::{Deserialize, Serialize};
use setup_check::check_setup;
pub use setup_check::{
    MAX_PLAYERS, MAX_SQUIRES_PER_TEAM, MIN_PLAYERS, setup_messages, setup_problems,
};

/// melee-event-rules.txt § Combat Phase: Squires have 4 HP; tired at 2; out at 0.
pub const SQUIRE_HP: u32 = 4;
pub const TIRED_AT_HP: u32 = 2;
/// § Gameplay: five Strategy cards in hand.
pub const HAND_SIZE: usize = 5;
/// § Optional Rules, Multiplayer: each team has the same number of Squires; four a side by
/// default (a standard deck has four Jacks).
pub const SQUIRES_PER_TEAM: u8 = 4;
pub const MAX_SQUIRES_PER_PLAYER: u8 = 4;
/// Ysbilia ruling: each fighter may re-roll one die per combat phase.
pub const REROLLS_PER_PHASE: u32 = 1;
/// Three actions a combat phase.
pub const ACTIONS_PER_PHASE: usize = 3;

pub(crate) fn rule(section: &'static str) -> Rule {
    Rule::new(Rulebook::MeleeEvent, section)
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    /// Team 0 or team 1.
    pub team: u8,
    pub squires: u8,
    /// Played by the computer.
    #[serde(default)]
    pub computer: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeSetup {
    pub seats: Vec<SeatSetup>,
    /// § Optional Rules, Trinkets: feathers and ravens earn trinkets to spend on powers.
    #[serde(default)]
    pub trinkets: bool,
}

impl MeleeSetup {
    /// `players` seats alternating between the teams, each team's four Squires shared out as
    /// evenly as its players allow (three players: 4 / 2 / 2).
    pub fn balanced(players: usize, computer_from: usize) -> Self {
        Self::balanced_with(players, SQUIRES_PER_TEAM, computer_from)
    }

    /// `balanced` with `squires_per_team` a side (§ Optional Rules, Game Duration: about ten
    /// minutes a Squire).
    pub fn balanced_with(players: usize, squires_per_team: u8, computer_from: usize) -> Self {
        let seats = (0..players)
            .map(|seat| {
                let team = (seat % 2) as u8;
                let team_size = ((players + 1 - usize::from(team)) / 2).max(1);
                let rank = seat / 2;
                let per_team = usize::from(squires_per_team);
                let squires = per_team / team_size + usize::from(rank < per_team % team_size);
                SeatSetup {
                    name: format!("Player {}", seat + 1),
                    team,
                    squires: u8::try_from(squires).unwrap_or(u8::MAX),
                    computer: seat >= computer_from,
                }
            })
            .collect();
        Self {
            seats,
            trinkets: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Squire {
    pub hp: u32,
}

impl Squire {
    pub fn standing(&self) -> bool {
        self.hp > 0
    }

    pub fn tired(&self) -> bool {
        self.hp > 0 && self.hp <= TIRED_AT_HP
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    pub team: u8,
    pub computer: bool,
    pub squires: Vec<Squire>,
    /// Strategy cards by value (2 to 10); suits play no part.
    pub deck: Vec<u32>,
    pub hand: Vec<u32>,
    pub discard: Vec<u32>,
    pub trinkets: u32,
}

impl Seat {
    pub fn standing_squire(&self) -> Option<usize> {
        self.squires.iter().position(Squire::standing)
    }
}

/// A combat phase's plan: three actions in order.
pub type Plan = [PlannedAction; ACTIONS_PER_PHASE];

/// One action of a plan, with the Strategy card (or two) behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlannedAction {
    pub action: Action,
    /// One Strategy card, or two.
    pub cards: Cards,
}

/// The most Strategy cards behind one action.
pub const CARDS_PER_ACTION: usize = 2;
/// The Strategy cards behind an action: one or two values.
pub type Cards = Few<CARDS_PER_ACTION>;
/// An exchange's Melee Dice: up to three.
pub type MeleeDice = Few<3>;

impl PlannedAction {
    /// An action backed by `cards` (at most two are kept).
    pub fn new(action: Action, cards: &[u32]) -> Self {
        let mut kept = Cards::default();
        for &card in cards.iter().take(CARDS_PER_ACTION) {
            kept.push(card);
        }
        Self {
            action,
            cards: kept,
        }
    }
}

impl PlannedAction {
    /// The cards' sum (saturating: a command read from a file may carry any number; the plan
    /// check then refuses it).
    pub fn value(&self) -> u32 {
        self.cards
            .iter()
            .fold(0, |sum: u32, &card| sum.saturating_add(card))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeleeCommand {
    /// A fighter's secret plan for the combat phase: three different actions in order.
    Plan { seat: usize, plan: Plan },
    /// Roll one of this exchange's dice again (the first result no longer counts).
    Reroll { seat: usize, die: usize },
    /// Keep the dice as they are.
    Keep { seat: usize },
    /// Trinkets: re-roll the chosen dice (4 trinkets).
    Rewind { seat: usize, dice: Vec<usize> },
    /// Trinkets: play another Action card this exchange and re-roll (5 trinkets).
    RavensForesight { seat: usize, action: Action },
    /// Trinkets: take one success from the other side's roll and re-roll all your dice (6
    /// trinkets).
    Mischief { seat: usize },
}

impl MeleeCommand {
    /// The seat giving the command.
    pub fn seat(&self) -> usize {
        match self {
            MeleeCommand::Plan { seat, .. }
            | MeleeCommand::Reroll { seat, .. }
            | MeleeCommand::Keep { seat }
            | MeleeCommand::Rewind { seat, .. }
            | MeleeCommand::RavensForesight { seat, .. }
            | MeleeCommand::Mischief { seat, .. } => *seat,
        }
    }
}

/// An action as played in an exchange: the card and its Strategy value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Played {
    action: Action,
    value: u32,
}

/// The Squire fighting for a team this combat phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fighter {
    pub seat: usize,
    pub squire: usize,
    pub plan: Option<Plan>,
    pub protection: u32,
    pub rerolls: u32,
    /// Successes the other side's Mischief of the Flock took from this exchange's roll.
    #[serde(default)]
    pub taken: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Both fighters choose their plans in secret.
    Planning,
    /// Exchange `exchange` (0 to 2) is rolled; fighters may re-roll a die or keep.
    Rolled {
        exchange: usize,
        dice: [MeleeDice; 2],
        decided: [bool; 2],
    },
    Over {
        winner: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Melee {
    pub seats: Vec<Seat>,
    pub trinkets: bool,
    pub round: u32,
    /// Indexed by team.
    pub fighters: [Fighter; 2],
    pub phase: Phase,
    /// The seat of each team that fought last, to rotate fighters among the team's players.
    last_fighter: [usize; 2],
}

impl Melee {
    /// The team's seats, in seating order.
    fn team_seats(&self, team: usize) -> impl Iterator<Item = usize> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(move |(_, seat)| usize::from(seat.team) == team)
            .map(|(index, _)| index)
    }

    /// The next seat of `team` after `after` with a Squire standing (the same one for a single
    /// player); `None` when the team is beaten.
    fn next_fighter(&self, team: usize, after: usize) -> Option<Fighter> {
        // The team's seats after `after`, then from the start round to `after` itself.
        let later = self.team_seats(team).filter(|&seat| seat > after);
        let earlier = self.team_seats(team).filter(|&seat| seat <= after);
        later.chain(earlier).find_map(|seat| {
            self.seats[seat].standing_squire().map(|squire| Fighter {
                seat,
                squire,
                plan: None,
                protection: 0,
                rerolls: REROLLS_PER_PHASE,
                taken: 0,
            })
        })
    }

    fn fighter_team(&self, seat: usize) -> Option<usize> {
        self.fighters
            .iter()
            .position(|fighter| fighter.seat == seat)
    }

    /// Who must act now: seats whose plan or dice decision is awaited.
    pub fn awaiting(&self) -> impl Iterator<Item = usize> + '_ {
        (0..2)
            .filter(move |&team| match &self.phase {
                Phase::Planning => self.fighters[team].plan.is_none(),
                Phase::Rolled { decided, .. } => !decided[team],
                Phase::Over { .. } => false,
            })
            .map(move |team| self.fighters[team].seat)
    }

    pub fn winner(&self) -> Option<u8> {
        match self.phase {
            Phase::Over { winner } => Some(winner),
            _ => None,
        }
    }

    fn check_plan(&self, seat: usize, plan: &[PlannedAction]) -> Result<(), Rejection> {
        let section = rule("Combat Phase");
        for (index, step) in plan.iter().enumerate() {
            if plan[..index]
                .iter()
                .any(|earlier| earlier.action == step.action)
            {
                return Err(Rejection::by_rule(
                    section,
                    msg!("melee-plan-twice", action = step.action.message()),
                ));
            }
            if !(1..=CARDS_PER_ACTION).contains(&step.cards.len()) {
                return Err(Rejection::by_rule(
                    section,
                    msg!("melee-plan-cards", action = step.action.message()),
                ));
            }
            if step.cards.len() == CARDS_PER_ACTION && step.value() > MAX_STRATEGY_VALUE {
                return Err(Rejection::by_rule(
                    section,
                    msg!(
                        "melee-plan-over",
                        most = MAX_STRATEGY_VALUE,
                        first = step.cards[0],
                        second = step.cards[1],
                        total = step.value()
                    ),
                ));
            }
        }
        // Strategy cards run 2 to 10: count what the hand holds of each.
        let mut held = [0u8; 11];
        for &card in &self.seats[seat].hand {
            if let Some(count) = held.get_mut(card as usize) {
                *count += 1;
            }
        }
        for &card in plan.iter().flat_map(|step| step.cards.iter()) {
            match held.get_mut(card as usize) {
                Some(count) if *count > 0 => *count -= 1,
                _ => {
                    return Err(Rejection::by_rule(
                        section,
                        msg!("melee-plan-not-in-hand", card = card),
                    ));
                }
            }
        }
        Ok(())
    }
}

impl Game for Melee {
    const MODE: Mode = Mode::MeleeEvent;
    const CHECKS_BEFORE_CHANGING: bool = true;
    type Setup = MeleeSetup;
    type Command = MeleeCommand;

    fn start(setup: &MeleeSetup, resolution: &mut Resolution) -> Result<Self, Rejection> {
        check_setup(setup)?;
        let mut seats = Vec::with_capacity(setup.seats.len());
        for seat in &setup.seats {
            // melee-event-rules.txt § Setup: a deck's number cards, 2 to 10 in four suits.
            let mut deck: Vec<u32> = (2..=10).flat_map(|value| [value; 4]).collect();
            resolution
                .dice()
                .shuffle(msg!("melee-roll-strategy-deck"), &mut deck);
            let hand = deck.split_off(deck.len() - HAND_SIZE);
            seats.push(Seat {
                name: seat.name.clone(),
                team: seat.team,
                computer: seat.computer,
                squires: vec![Squire { hp: SQUIRE_HP }; usize::from(seat.squires)],
                deck,
                hand,
                discard: Vec::new(),
                trinkets: 0,
            });
        }
        let placeholder = Fighter {
            seat: 0,
            squire: 0,
            plan: None,
            protection: 0,
            rerolls: REROLLS_PER_PHASE,
            taken: 0,
        };
        let mut melee = Melee {
            seats,
            trinkets: setup.trinkets,
            round: 1,
            fighters: [placeholder.clone(), placeholder],
            phase: Phase::Planning,
            last_fighter: [0, 0],
        };
        for team in 0..2 {
            let first = melee.team_seats(team).next().unwrap_or(0);
            melee.fighters[team] = Fighter {
                seat: first,
                squire: 0,
                plan: None,
                protection: 0,
                rerolls: REROLLS_PER_PHASE,
                taken: 0,
            };
            melee.last_fighter[team] = first;
        }
        resolution.explain_with(rule("Setup"), || {
            let squires: u32 = setup
                .seats
                .iter()
                .filter(|seat| seat.team == 0)
                .map(|seat| u32::from(seat.squires))
                .sum();
            msg!(
                "melee-setup",
                players = melee.seats.len(),
                squires = squires,
                hp = SQUIRE_HP,
                hand = HAND_SIZE,
                first = melee.fighter_name(0),
                second = melee.fighter_name(1)
            )
        });
        Ok(melee)
    }

    fn setup_problems(setup: &MeleeSetup) -> Vec<String> {
        setup_problems(setup)
    }

    fn apply(
        &mut self,
        command: &MeleeCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let seat = command.seat();
        let Some(name) = self.seats.get(seat).map(|seat| seat.name.as_str()) else {
            return Err(Rejection::new(msg!("melee-no-seat", seat = seat)));
        };
        let Some(team) = self.fighter_team(seat) else {
            return Err(Rejection::by_rule(
                rule("Combat Phase"),
                msg!("melee-not-fighting", name = name),
            ));
        };
        // Every check first (`CHECKS_BEFORE_CHANGING`), then the change.
        match (command, &self.phase) {
            (MeleeCommand::Plan { plan, .. }, Phase::Planning) => {
                if self.fighters[team].plan.is_some() {
                    return Err(Rejection::by_rule(
                        rule("Combat Phase"),
                        msg!("melee-plan-already", name = name),
                    ));
                }
                self.check_plan(seat, plan)?;
                self.fighters[team].plan = Some(*plan);
                resolution.explain_with(rule("Combat Phase"), || {
                    msg!("melee-plan-laid", name = &self.seats[seat].name)
                });
                if self.fighters.iter().all(|fighter| fighter.plan.is_some()) {
                    self.roll_exchange(0, resolution);
                }
                Ok(())
            }
            (MeleeCommand::Reroll { die, .. }, Phase::Rolled { .. }) => {
                self.reroll(seat, team, *die, resolution)
            }
            (MeleeCommand::Keep { .. }, Phase::Rolled { decided, .. }) => {
                if decided[team] {
                    return Err(Rejection::by_rule(
                        rule("Rolling the Dice"),
                        msg!("melee-already-decided", name = name),
                    ));
                }
                let Phase::Rolled {
                    exchange,
                    dice,
                    mut decided,
                } = std::mem::replace(&mut self.phase, Phase::Planning)
                else {
                    return Err(Rejection::new(msg!("melee-not-rolled")));
                };
                decided[team] = true;
                self.after_decision(exchange, dice, decided, resolution);
                Ok(())
            }
            (
                MeleeCommand::Rewind { .. }
                | MeleeCommand::RavensForesight { .. }
                | MeleeCommand::Mischief { .. },
                Phase::Rolled { .. },
            ) => self.spend_trinkets(seat, team, command, resolution),
            (_, Phase::Over { .. }) => Err(Rejection::new(msg!("melee-over"))),
            (MeleeCommand::Plan { .. }, Phase::Rolled { .. }) => Err(Rejection::by_rule(
                rule("Combat Phase"),
                msg!("melee-plans-revealed"),
            )),
            (_, Phase::Planning) => Err(Rejection::by_rule(
                rule("Combat Phase"),
                msg!("melee-still-planning"),
            )),
        }
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// "3 players (Ana, Blas, Carmen), round 4".
    fn describe(&self) -> crate::words::Message {
        // "Ana, Blas, Carmen", built from the last name.
        let mut names = self.seats.iter().rev().map(|seat| Arg::from(&seat.name));
        let last = names.next().unwrap_or_else(|| Arg::from(""));
        let names = names.fold(last, |rest, first| {
            msg!("session-describe-list", first = first, rest = rest).into()
        });
        let when = if self.is_over() {
            msg!("session-describe-over")
        } else {
            msg!("session-describe-round", round = self.round)
        };
        msg!(
            "session-describe-melee",
            players = self.seats.len(),
            names = names,
            when = when
        )
    }

    fn state_hash(&self) -> StateHash {
        StateHash::of(self)
    }
}
