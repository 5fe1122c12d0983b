//! What the seat to act may do now, and why not (issue 67; HEBS's `options` is the model): every
//! command it may give, its discrete choices made (which pawn, which weapon, which enemy), and
//! each choice that is the player's to draw (where to walk, which way to face, where to put a
//! luminary) with its reach and the check that answers a concrete one; for what a pawn may not
//! do now, `apply`'s own refusal with its §. Every listed command was tried with `apply` on a
//! scratch copy, so the list and `apply` cannot disagree.

mod admits;
mod gather;
mod steps;
mod turn;

use super::orders::{ConflictCommand, HuntOrder};
use super::state::{Awaiting, Conflict};
use super::world::components::{Gait, Phase};
use crate::record::Rejection;
use gather::{
    Gather, Trial, accepted_cards, most_extra_dice, offer_with_dice, playable_cards, set_extras,
};

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
    /// The player chooses a facing, any: `command` with its facing replaced. `towards` names the
    /// pawns the rule has it turn to face, each with the facing that does (degrees): a clash's
    /// winner turning to a different enemy (§ Resolution of Clashes); empty for any way at all.
    Facing {
        command: ConflictCommand,
        towards: Vec<(u32, f32)>,
    },
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

    /// The pawn that gives this command, where one does (the first it names; a bombardment
    /// names only its target).
    pub fn actor(&self) -> Option<u32> {
        match self {
            ConflictCommand::Bombard { .. } => None,
            _ => self.named_pawns().first().copied(),
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

    /// The whole commands of `action` (for `pawn`, when given) the list offers, each with the
    /// extras it may carry.
    pub fn commands_of(
        &self,
        action: Action,
        pawn: Option<u32>,
    ) -> impl Iterator<Item = (&ConflictCommand, &Extras)> {
        self.offers_of(action, pawn)
            .filter_map(|offer| match &offer.choice {
                Choice::Command { command, extras } => Some((command, extras)),
                _ => None,
            })
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
            if self.awaiting() == Awaiting::Phase(Phase::Turns) {
                turn::gather(&mut gather, side);
            } else {
                steps::gather(&mut gather, side);
            }
        }
        gather.settle();
        gather.legal
    }
}
