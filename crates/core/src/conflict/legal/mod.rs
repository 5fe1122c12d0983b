//! What the seat to act may do now, and why not (issue 67; HEBS's `options` is the model): every
//! command it may give, its discrete choices made (which pawn, which weapon, which enemy), and
//! each choice that is the player's to draw (where to walk, which way to face, where to put a
//! luminary) with its reach and the check that answers a concrete one; for what a pawn may not
//! do now, `apply`'s own refusal with its §. Every listed command was tried with `apply` on a
//! scratch copy, so the list and `apply` cannot disagree.

mod steps;
mod turn;

use super::orders::{ConflictCommand, HuntOrder};
use super::state::Conflict;
use super::world::components::Gait;
use crate::dice::Dice;
use crate::record::{Game, Rejection, Resolution};

/// What the seat to act may do now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Legal {
    /// The band to act (none once the conflict is over).
    pub side: Option<usize>,
    /// What it may do, in the order a panel lists them.
    pub offers: Vec<Offer>,
    /// What its pawns may not do now, each with `apply`'s reason and rule.
    pub refusals: Vec<Refusal>,
}

/// One thing the seat may do.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub action: Action,
    /// The pawn that does it (none for a band's choice).
    pub pawn: Option<u32>,
    pub choice: Choice,
}

/// How an offer becomes a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    /// Give `command` as it is; `extras` lists what may be added to it, each accepted with it.
    Command {
        command: ConflictCommand,
        extras: Extras,
    },
    /// The player draws the path (`Move` with this gait, or a clash winner's Engage walk): at
    /// most `reach`; `preview_move_to` (or `preview_engage_to`) answers a concrete one.
    Path { gait: Gait, reach: Reach },
    /// The player chooses a facing, any: `command` with its facing replaced.
    Facing { command: ConflictCommand },
    /// The player chooses a point on the table; `place` says which check answers one.
    Point { place: Place },
}

/// What may be added to a listed command: each extra alone with the command was accepted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Extras {
    /// § Investing Maravedies: up to this many extra dice.
    pub extra_dice: u32,
    /// § Dexterity Cards: the cards of the band's hand that may be played with it.
    pub dexterity: Vec<String>,
    /// § Armament, Ready: it may be a charge attack.
    pub charge_attack: bool,
    /// Duellist: a failed Reply roll may be repeated.
    pub repeat_reply: bool,
    /// § Multiple Attacks: a second weapon, after a hit on the same enemy (`None`) or against
    /// another engaged enemy.
    pub second: Vec<(usize, Option<u32>)>,
    /// § Accurate Shot: the pawn stayed still all activation.
    pub accurate: bool,
}

/// How far a drawn path may go: `cm`, and a D10 more for a charge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reach {
    pub cm: f32,
    pub plus_d10: bool,
}

/// A point on the table the player chooses, and what it is for.
#[derive(Clone, Debug, PartialEq)]
pub enum Place {
    /// `PlaceLuminary`; `preview_luminary` answers.
    Luminary,
    /// `Deploy` of every waiting pawn of `card`, `count` places; the deployment areas bound them.
    Deploy { card: String, count: usize },
    /// `Hunt(PlaceMarker)` for `pawn`; `preview_marker` answers.
    TrackingMarker { pawn: u32 },
    /// `PlaceEnclave`; `check_place_enclave` answers.
    Enclave { enclave: String },
    /// `DeployAntagonist`; `check_antagonist_deploy` answers.
    Antagonist { antagonist: String },
    /// `PlaceGuest`; `check_guest_place` answers.
    Guest,
    /// `MoveGuest`: the marker goes towards the point (and `reveal` may be asked with it).
    GuestWay { marker: usize, reveal: bool },
    /// `MoveByTemperament` towards a point; `check_move_by_temperament` answers.
    TemperamentGoal { charge: bool },
}

/// What kind of thing an offer or a refusal is: one per command, a move per gait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    Bid,
    LeaveAuction,
    ChooseFirst,
    ChooseEdge,
    PlaceLuminary,
    Deploy,
    Activate,
    AwaitReaction,
    Walk,
    Charge,
    Swim,
    Turn,
    Shoot,
    Reload,
    Attack,
    UsePanoply,
    PlaceBomb,
    Bless,
    Treat,
    Intimidate,
    LeaveTable,
    Drag,
    ConquerEnclave,
    UseEnclave,
    PutOutFuse,
    MoveGuest,
    UncoverGuest,
    ShootMarker,
    Coax,
    RevealRoom,
    EndActivation,
    FightOrRetreat,
    Answer,
    ResolveClash,
    Loot,
    ReactionShot,
    HoldFire,
    MoveByTemperament,
    StopTemperaments,
    KeepHidden,
    PlaceTrackingMarker,
    Confront,
    SendPawn,
    LeaveConfrontation,
    DeployOnMarker,
    ChooseTimeOfDay,
    Bombard,
    PlaceEnclave,
    StopPlacingEnclaves,
    DeployAntagonist,
    StopDeployingAntagonists,
    PlaceGuest,
    /// `ChooseDeployment`, which only games saved before `ChooseFirst` hold: never offered.
    ChooseDeployment,
}

/// Something a pawn (or the band) may not do now, and `apply`'s reason.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub action: Action,
    pub pawn: Option<u32>,
    pub why: Rejection,
}

impl ConflictCommand {
    /// What kind of command this is (a move by its gait).
    pub fn action(&self) -> Action {
        match self {
            ConflictCommand::Bid => Action::Bid,
            ConflictCommand::LeaveAuction => Action::LeaveAuction,
            ConflictCommand::ChooseDeployment { .. } => Action::ChooseDeployment,
            ConflictCommand::ChooseFirst { .. } => Action::ChooseFirst,
            ConflictCommand::ChooseEdge { .. } => Action::ChooseEdge,
            ConflictCommand::PlaceLuminary { .. } => Action::PlaceLuminary,
            ConflictCommand::Deploy { .. } => Action::Deploy,
            ConflictCommand::Activate { .. } => Action::Activate,
            ConflictCommand::Move { gait, .. } => match gait {
                Gait::Walk => Action::Walk,
                Gait::Charge => Action::Charge,
                Gait::Swim => Action::Swim,
            },
            ConflictCommand::TurnTo { .. } => Action::Turn,
            ConflictCommand::Shoot { .. } => Action::Shoot,
            ConflictCommand::Attack { .. } => Action::Attack,
            ConflictCommand::FightOrRetreat { .. } => Action::FightOrRetreat,
            ConflictCommand::Answer { .. } => Action::Answer,
            ConflictCommand::Reload { .. } => Action::Reload,
            ConflictCommand::EndActivation { .. } => Action::EndActivation,
            ConflictCommand::ResolveClash { .. } => Action::ResolveClash,
            ConflictCommand::UsePanoply { .. } => Action::UsePanoply,
            ConflictCommand::PlaceBomb { .. } => Action::PlaceBomb,
            ConflictCommand::AwaitReaction { .. } => Action::AwaitReaction,
            ConflictCommand::ReactionShot { .. } => Action::ReactionShot,
            ConflictCommand::HoldFire => Action::HoldFire,
            ConflictCommand::Bless(_) => Action::Bless,
            ConflictCommand::Treat { .. } => Action::Treat,
            ConflictCommand::Intimidate { .. } => Action::Intimidate,
            ConflictCommand::Hunt(order) => match order {
                HuntOrder::PlaceMarker { .. } => Action::PlaceTrackingMarker,
                HuntOrder::Confront { .. } => Action::Confront,
                HuntOrder::SendPawn { .. } => Action::SendPawn,
                HuntOrder::Leave { .. } => Action::LeaveConfrontation,
                HuntOrder::DeployOnMarker { .. } => Action::DeployOnMarker,
            },
            ConflictCommand::LeaveTable { .. } => Action::LeaveTable,
            ConflictCommand::ChooseTimeOfDay { .. } => Action::ChooseTimeOfDay,
            ConflictCommand::Drag { .. } => Action::Drag,
            ConflictCommand::Bombard { .. } => Action::Bombard,
            ConflictCommand::PlaceEnclave { .. } => Action::PlaceEnclave,
            ConflictCommand::StopPlacingEnclaves => Action::StopPlacingEnclaves,
            ConflictCommand::ConquerEnclave { .. } => Action::ConquerEnclave,
            ConflictCommand::UseEnclave { .. } => Action::UseEnclave,
            ConflictCommand::PutOutFuse { .. } => Action::PutOutFuse,
            ConflictCommand::MoveByTemperament { .. } => Action::MoveByTemperament,
            ConflictCommand::DeployAntagonist { .. } => Action::DeployAntagonist,
            ConflictCommand::StopDeployingAntagonists => Action::StopDeployingAntagonists,
            ConflictCommand::StopTemperaments => Action::StopTemperaments,
            ConflictCommand::PlaceGuest { .. } => Action::PlaceGuest,
            ConflictCommand::MoveGuest { .. } => Action::MoveGuest,
            ConflictCommand::UncoverGuest { .. } => Action::UncoverGuest,
            ConflictCommand::Loot { .. } => Action::Loot,
            ConflictCommand::KeepHidden { .. } => Action::KeepHidden,
            ConflictCommand::ShootMarker { .. } => Action::ShootMarker,
            ConflictCommand::Coax { .. } => Action::Coax,
            ConflictCommand::RevealRoom { .. } => Action::RevealRoom,
        }
    }

    /// The pawn that gives this command, where one does.
    pub fn actor(&self) -> Option<u32> {
        match self {
            ConflictCommand::Activate { pawn }
            | ConflictCommand::Move { pawn, .. }
            | ConflictCommand::TurnTo { pawn, .. }
            | ConflictCommand::Shoot { pawn, .. }
            | ConflictCommand::Attack { pawn, .. }
            | ConflictCommand::Reload { pawn, .. }
            | ConflictCommand::EndActivation { pawn }
            | ConflictCommand::UsePanoply { pawn, .. }
            | ConflictCommand::PlaceBomb { pawn, .. }
            | ConflictCommand::AwaitReaction { pawn }
            | ConflictCommand::ReactionShot { pawn, .. }
            | ConflictCommand::Treat { pawn, .. }
            | ConflictCommand::Intimidate { pawn, .. }
            | ConflictCommand::LeaveTable { pawn }
            | ConflictCommand::Drag { pawn, .. }
            | ConflictCommand::ConquerEnclave { pawn, .. }
            | ConflictCommand::UseEnclave { pawn, .. }
            | ConflictCommand::PutOutFuse { pawn }
            | ConflictCommand::MoveByTemperament { pawn, .. }
            | ConflictCommand::UncoverGuest { pawn, .. }
            | ConflictCommand::Loot { pawn, .. }
            | ConflictCommand::ShootMarker { pawn, .. }
            | ConflictCommand::Coax { pawn, .. }
            | ConflictCommand::RevealRoom { pawn, .. } => Some(*pawn),
            ConflictCommand::Bless(order) => Some(order.pawn),
            ConflictCommand::Hunt(
                HuntOrder::PlaceMarker { pawn, .. }
                | HuntOrder::SendPawn { pawn, .. }
                | HuntOrder::Leave { pawn }
                | HuntOrder::DeployOnMarker { pawn, .. },
            ) => Some(*pawn),
            _ => None,
        }
    }
}

impl Legal {
    /// The offers of `action` (for `pawn`, when given).
    pub fn offers_of(&self, action: Action, pawn: Option<u32>) -> impl Iterator<Item = &Offer> {
        self.offers
            .iter()
            .filter(move |offer| offer.action == action && (pawn.is_none() || offer.pawn == pawn))
    }

    /// Why `pawn` may not do `action` now, if the list says so.
    pub fn refusal(&self, action: Action, pawn: Option<u32>) -> Option<&Rejection> {
        self.refusals
            .iter()
            .find(|refusal| refusal.action == action && refusal.pawn == pawn)
            .map(|refusal| &refusal.why)
    }

    /// Whether `command` is one the list offers: given as listed (with listed extras), or a
    /// drawn path, facing or point of an offered kind. A drawn choice is still answered by its
    /// check when given.
    pub fn offers_command(&self, command: &ConflictCommand) -> bool {
        self.offers
            .iter()
            .any(|offer| offer.action == command.action() && offer.admits(command))
    }
}

impl Offer {
    fn admits(&self, command: &ConflictCommand) -> bool {
        match &self.choice {
            Choice::Command {
                command: listed,
                extras,
            } => extras.admit(listed, command),
            Choice::Path { gait, .. } => match command {
                ConflictCommand::Move {
                    pawn, gait: given, ..
                } => Some(*pawn) == self.pawn && given == gait,
                ConflictCommand::ResolveClash {
                    result: crate::rules::activation::ClashResult::Engage { .. },
                } => self.action == Action::ResolveClash,
                _ => false,
            },
            Choice::Facing { command: listed } => same_but_facing(listed, command),
            Choice::Point { place } => place.admits(self.pawn, command),
        }
    }
}

impl Extras {
    /// Whether `given` is `listed` with at most one extra of the listed ones (two or more
    /// extras together are not promised: each was tried alone).
    fn admit(&self, listed: &ConflictCommand, given: &ConflictCommand) -> bool {
        use ConflictCommand as C;
        match (listed, given) {
            (
                C::Attack {
                    pawn,
                    target,
                    weapon,
                    ..
                },
                C::Attack {
                    pawn: p,
                    target: t,
                    weapon: w,
                    second_weapon,
                    second_target,
                    dexterity,
                    charge_attack,
                    extra_dice,
                    repeat_reply,
                },
            ) => {
                (pawn, target, weapon) == (p, t, w)
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
                    && (!charge_attack || self.charge_attack)
                    && (!repeat_reply || self.repeat_reply)
                    && second_weapon
                        .is_none_or(|second| self.second.contains(&(second, *second_target)))
                    && (second_weapon.is_some() || second_target.is_none())
            }
            (
                C::Shoot {
                    pawn,
                    target,
                    weapon,
                    ..
                },
                C::Shoot {
                    pawn: p,
                    target: t,
                    weapon: w,
                    accurate,
                    extra_dice,
                },
            ) => {
                (pawn, target, weapon) == (p, t, w)
                    && *extra_dice <= self.extra_dice
                    && (!accurate || self.accurate)
            }
            (
                C::ReactionShot { pawn, weapon, .. },
                C::ReactionShot {
                    pawn: p,
                    weapon: w,
                    extra_dice,
                },
            ) => (pawn, weapon) == (p, w) && *extra_dice <= self.extra_dice,
            (
                C::Answer { retreat, .. },
                C::Answer {
                    retreat: r,
                    dexterity,
                    extra_dice,
                    repeat_reply,
                },
            ) => {
                retreat == r
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
                    && (!repeat_reply || self.repeat_reply)
            }
            (
                C::Hunt(HuntOrder::SendPawn { pawn, .. }),
                C::Hunt(HuntOrder::SendPawn {
                    pawn: p,
                    extra_dice,
                    dexterity,
                }),
            ) => {
                pawn == p
                    && *extra_dice <= self.extra_dice
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
            }
            (
                C::UseEnclave {
                    pawn,
                    enclave,
                    action,
                    ..
                },
                C::UseEnclave {
                    pawn: p,
                    enclave: e,
                    action: a,
                    dexterity,
                },
            ) => {
                (pawn, enclave, action) == (p, e, a)
                    && dexterity
                        .as_ref()
                        .is_none_or(|card| self.dexterity.contains(card))
            }
            _ => listed == given,
        }
    }
}

/// Whether `given` is `listed` but for a facing the player chose.
fn same_but_facing(listed: &ConflictCommand, given: &ConflictCommand) -> bool {
    use crate::rules::activation::ClashResult;
    match (listed, given) {
        (ConflictCommand::TurnTo { pawn, .. }, ConflictCommand::TurnTo { pawn: p, .. }) => {
            pawn == p
        }
        (
            ConflictCommand::ResolveClash {
                result: ClashResult::Turn { .. },
            },
            ConflictCommand::ResolveClash {
                result: ClashResult::Turn { .. },
            },
        ) => true,
        (
            ConflictCommand::Hunt(HuntOrder::DeployOnMarker { pawn, marker, .. }),
            ConflictCommand::Hunt(HuntOrder::DeployOnMarker {
                pawn: p, marker: m, ..
            }),
        ) => (pawn, marker) == (p, m),
        _ => false,
    }
}

impl Place {
    fn admits(&self, pawn: Option<u32>, command: &ConflictCommand) -> bool {
        match (self, command) {
            (Place::Luminary, ConflictCommand::PlaceLuminary { .. })
            | (Place::Guest, ConflictCommand::PlaceGuest { .. }) => true,
            (Place::Deploy { card, count }, ConflictCommand::Deploy { card: c, places }) => {
                card == c && places.len() == *count
            }
            (
                Place::TrackingMarker { pawn: marker_pawn },
                ConflictCommand::Hunt(HuntOrder::PlaceMarker { pawn: p, .. }),
            ) => marker_pawn == p,
            (Place::Enclave { enclave }, ConflictCommand::PlaceEnclave { enclave: e, .. }) => {
                enclave == e
            }
            (
                Place::Antagonist { antagonist },
                ConflictCommand::DeployAntagonist { antagonist: a, .. },
            ) => antagonist == a,
            (
                Place::GuestWay { marker, reveal },
                ConflictCommand::MoveGuest {
                    marker: m,
                    reveal: r,
                    ..
                },
            ) => marker == m && (!r || *reveal),
            (
                Place::TemperamentGoal { charge },
                ConflictCommand::MoveByTemperament {
                    pawn: p,
                    charge: c,
                    to: Some(_),
                },
            ) => pawn == Some(*p) && charge == c,
            _ => false,
        }
    }
}

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
    fn settle(&mut self) {
        let offers = &self.legal.offers;
        self.legal.refusals.retain(|refusal| {
            !offers
                .iter()
                .any(|offer| offer.action == refusal.action && offer.pawn == refusal.pawn)
        });
    }
}

impl Conflict {
    /// What the seat to act may do now, and why its pawns may not do the rest (the one list
    /// the screens, the lessons and online guests ask; `apply` decides each entry).
    pub fn legal(&self) -> Legal {
        let mut gather = Gather {
            trial: Trial::new(self),
            legal: Legal {
                side: self.side_to_act(),
                ..Legal::default()
            },
        };
        if let Some(side) = gather.legal.side {
            steps::gather(&mut gather, side);
        }
        gather.settle();
        gather.legal
    }
}
