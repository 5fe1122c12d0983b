//! The commands players (and the computer) give in a conflict, as data: each is serialised in
//! the record and applied by `command::apply`.

use super::world::components::{Edge, Gait};
use crate::rules::activation::ClashResult;
use crate::rules::blessings::Invocation;
use crate::table::base::Placement;
use crate::table::movement::Waypoint;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ConflictCommand {
    /// § Everybody Has a Price: the band whose turn it is invests one more Maravedi from its
    /// Leader in the auction.
    Bid,
    /// § Everybody Has a Price: the band whose turn it is leaves the auction (the higher total
    /// wins the Personality).
    LeaveAuction,
    /// The Authority roll's winner deploys first (`first` its own band) along `edge`; or, with
    /// `first` the other band, both bands' choices at once: the winner lets it deploy first and
    /// it chose `edge` (how games saved before `ChooseFirst` recorded it).
    ChooseDeployment { first: usize, edge: Edge },
    /// The Authority roll's winner: which band deploys first (and so chooses the edge).
    ChooseFirst { first: usize },
    /// The band deploying first chooses its edge (the other band takes the opposite one).
    ChooseEdge { edge: Edge },
    /// A luminary, placed by the player whose turn it is to place one.
    PlaceLuminary { x: f32, y: f32 },
    /// Every waiting pawn of one type (Contract Card) of the band to deploy, one place each.
    Deploy {
        card: String,
        places: Vec<Placement>,
    },
    /// Moves the pawn's card forward: its activation begins.
    Activate { pawn: u32 },
    /// A movement maneuver along `path`; `facing` is its Approach at the end (by default the
    /// direction of the last leg).
    Move {
        pawn: u32,
        gait: Gait,
        path: Vec<Waypoint>,
        #[serde(default)]
        facing: Option<f32>,
    },
    /// Turns on the spot (a walk of 0 cm).
    TurnTo { pawn: u32, facing: f32 },
    /// A Discharge (or, staying still all activation, an Accurate Shot) at `target`.
    Shoot {
        pawn: u32,
        target: u32,
        weapon: usize,
        #[serde(default)]
        accurate: bool,
        /// § Investing Maravedies: extra dice bought for the Discharge roll (two a band a turn).
        #[serde(default)]
        extra_dice: u32,
    },
    /// Strikes an engaged enemy with `weapon` (and `second_weapon` after a hit, or against
    /// `second_target`); `dexterity` is a Dexterity card played face down; `charge_attack` uses
    /// a Ready weapon's charge attack.
    Attack {
        pawn: u32,
        target: u32,
        weapon: usize,
        #[serde(default)]
        second_weapon: Option<usize>,
        /// § Multiple Attacks: another engaged enemy the second weapon strikes, in its own
        /// combat roll after the first blow (none: the second weapon follows a hit on `target`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second_target: Option<u32>,
        #[serde(default)]
        dexterity: Option<String>,
        #[serde(default)]
        charge_attack: bool,
        /// Extra dice bought with Maravedies for the pawn's roll in this blow.
        #[serde(default)]
        extra_dice: u32,
        /// Duellist: if the pawn replies and its Reply roll fails, it repeats it (1 Maravedi).
        #[serde(default)]
        repeat_reply: bool,
    },
    /// § Pawns' Reactions: the player of a pawn a maneuver has just engaged (and activated)
    /// chooses at once whether it fights or retreats.
    FightOrRetreat { retreat: bool },
    /// The target of a blow: fight (with a Dexterity card, perhaps) or retreat.
    Answer {
        retreat: bool,
        #[serde(default)]
        dexterity: Option<String>,
        /// Extra dice bought with Maravedies for the Reply roll.
        #[serde(default)]
        extra_dice: u32,
        /// Duellist: a failed Reply roll is repeated (1 Maravedi, paid only then).
        #[serde(default)]
        repeat_reply: bool,
    },
    /// Declared first in an activation: the Slow weapon is ready again next turn.
    Reload { pawn: u32, weapon: usize },
    /// The pawn's activation is over (its card stays forward).
    EndActivation { pawn: u32 },
    /// The winner of a clash's player chooses its result.
    ResolveClash { result: ClashResult },
    /// The activated pawn uses a single-use Panoply item it carries (by the item's id).
    UsePanoply { pawn: u32, item: String },
    /// Declared first in an activation: the pawn places its bomb `weapon` where it stands, to go
    /// off at the end of the `fuse_turns`-th turn (1 to 3, kept secret) once it is placed.
    PlaceBomb {
        pawn: u32,
        weapon: usize,
        fuse_turns: u32,
    },
    /// § Reaction Shot: instead of activating, the pawn waits to fire at the first enemy that
    /// activates or moves in its sight (this is its side's activation).
    AwaitReaction { pawn: u32 },
    /// A waiting pawn fires its Reaction Shot at the enemy that stirred in its sight.
    ReactionShot {
        pawn: u32,
        weapon: usize,
        #[serde(default)]
        extra_dice: u32,
    },
    /// The waiting pawns let the enemy that stirred be; they keep waiting.
    HoldFire,
    /// § Blessings: the active pawn calls on one of its card's blessings (a Faith roll).
    Bless(BlessOrder),
    /// Surgeon: the active pawn clears the last marked box of a friend in base contact.
    Treat { pawn: u32, friend: u32 },
    /// Intimidating: the active pawn invests 1 Maravedi on an enemy it engaged this activation.
    Intimidate { pawn: u32, target: u32 },
    /// § The Hunt: a choice about Tracking Markers, their confrontations, or deploying on one.
    Hunt(HuntOrder),
    /// The active pawn, touching a table edge, leaves the table by it (where the Commission's
    /// Decrees count the pawns that leave, e.g. § Artillery's Wearing Down).
    LeaveTable { pawn: u32 },
    /// § Ambush: the attackers choose whether the ambush falls by night.
    ChooseTimeOfDay { night: bool },
    /// § To Seek Sanctuary: the active pawn takes hold of the unconscious pawn its base touches
    /// and drags it along (walking only).
    Drag { pawn: u32, target: u32 },
    /// § Artillery's Wearing Down: the band the turn's artillery roll names chooses where the
    /// shells fall: a pawn, or (on a 10) a scenery piece that falls to ruins.
    Bombard { target: BombardTarget },
    /// § How to Place the Enclaves: the band whose turn it is places its Enclave `enclave` (by
    /// id) with its centre at (`x`, `y`).
    PlaceEnclave { enclave: String, x: f32, y: f32 },
    /// The band whose turn it is places no more Enclaves.
    StopPlacingEnclaves,
    /// § Conquering Enclaves: the active pawn, within 5 cm of the Enclave (by its place in
    /// `Conflict::enclaves`), ends its activation and rolls Audacity for it.
    ConquerEnclave { pawn: u32, enclave: usize },
    /// § Enclaves: the active pawn, within 5 cm of an Enclave its band holds, uses the action
    /// `action` of it (by its place on the card); `dexterity` names the card Recover takes back.
    UseEnclave {
        pawn: u32,
        enclave: usize,
        action: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dexterity: Option<String>,
    },
    /// § Assault the Powder Magazine: the active defender, within 5 cm of the Enclave whose fuse
    /// burns and free of clashes, tries to put it out (an Audacity roll).
    PutOutFuse { pawn: u32 },
    /// § How Do Antagonists Work: before its first activation, the Authority roll's winner
    /// moves a pawn its Temperament drives, walking 1D10 cm or charging 2D10 cm: a Sanguine one
    /// towards the nearest pawn, the others towards `to` (any direction; a Phlegmatic one
    /// ending within 20 cm of its scenery element).
    MoveByTemperament {
        pawn: u32,
        charge: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<(f32, f32)>,
    },
    /// § How to Deploy Antagonists: the band whose turn it is deploys the Antagonist it brought
    /// (by card id) at (x, y).
    DeployAntagonist { antagonist: String, x: f32, y: f32 },
    /// The band whose turn it is deploys no more Antagonists.
    StopDeployingAntagonists,
    /// The Authority roll's winner moves no more pawns by their Temperament this turn.
    StopTemperaments,
    /// § Feast of Eucharist: the band whose turn it is places its next Guest Marker at (x, y).
    PlaceGuest { x: f32, y: f32 },
    /// § Feast of Eucharist: the band to act activates its Guest Marker `marker` (by its place in
    /// `Conflict::guest_markers`): it moves 1D10 cm towards (x, y), then is turned over if
    /// `reveal` (allowed while the band has no pawn on the table).
    MoveGuest {
        marker: usize,
        x: f32,
        y: f32,
        #[serde(default)]
        reveal: bool,
    },
    /// § Feast of Eucharist: the active pawn, within 5 cm of the Guest Marker `marker`, tries to
    /// uncover it (an Audacity roll; its activation ends).
    UncoverGuest { pawn: u32, marker: usize },
    /// § You No Longer Need It: the pawn that has just eliminated `victim` in a clash takes a
    /// Maravedi (`item` none) or the unused Panoply card `item` from it.
    Loot {
        pawn: u32,
        victim: u32,
        #[serde(default)]
        item: Option<String>,
    },
    /// § Raid in the Compas: your Leader keeps the Hidden Pawn Marker being revealed hidden, at
    /// `price` (a Maravedi or a Panoply card), or with none lets it be revealed.
    KeepHidden {
        #[serde(default)]
        price: Option<RevealPrice>,
    },
    /// § Revealing Hidden Pawn Markers: the active `pawn` discharges `weapon` at the Hidden Pawn
    /// Marker `marker` (by its place in `Conflict::hidden_markers`), revealing it.
    ShootMarker {
        pawn: u32,
        marker: usize,
        weapon: usize,
    },
    /// § Rumours: the active `pawn` coaxes the Antagonist `antagonist` within 5 cm about the
    /// Hidden Pawn Marker `marker`; `pay` invests a Maravedi should its Audacity roll fail.
    Coax {
        pawn: u32,
        antagonist: u32,
        marker: usize,
        #[serde(default)]
        pay: bool,
    },
    /// § Now or Never!: `pawn`, your Leader at the start of its activation, pays a Maravedi to
    /// reveal the Hidden Pawn Marker in the room `room` (a building, by index) beside its own.
    RevealRoom { pawn: u32, room: usize },
}

/// How your Leader keeps a marker hidden (§ Raid in the Compas).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RevealPrice {
    /// A Maravedi of its Incentive.
    Maravedi,
    /// One of the Panoply cards it carries, by item id, discarded.
    Panoply { item: String },
}

/// Where the artillery's shells fall (§ Artillery's Wearing Down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BombardTarget {
    /// A pawn (and every pawn within 5 cm of it).
    Pawn(u32),
    /// A scenery piece, by its index in the layout: it falls to ruins (a ruin falls away).
    Piece(usize),
}

/// A blessing as ordered: who calls on which, at whom, for which effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BlessOrder {
    pub pawn: u32,
    pub blessing: String,
    pub target: u32,
    pub invocation: Invocation,
}

impl ConflictCommand {
    /// The pawns this command names: the one giving it, then its target (a bombardment names
    /// only its target).
    pub fn named_pawns(&self) -> Vec<u32> {
        match self {
            ConflictCommand::Bless(order) => vec![order.pawn, order.target],
            ConflictCommand::Treat { pawn, friend } => vec![*pawn, *friend],
            ConflictCommand::Intimidate { pawn, target } => vec![*pawn, *target],
            ConflictCommand::Drag { pawn, target } => vec![*pawn, *target],
            ConflictCommand::Coax {
                pawn, antagonist, ..
            } => vec![*pawn, *antagonist],
            ConflictCommand::Loot { pawn, victim, .. } => vec![*pawn, *victim],
            ConflictCommand::Shoot { pawn, target, .. }
            | ConflictCommand::Attack { pawn, target, .. } => {
                vec![*pawn, *target]
            }
            ConflictCommand::Activate { pawn }
            | ConflictCommand::Move { pawn, .. }
            | ConflictCommand::TurnTo { pawn, .. }
            | ConflictCommand::UsePanoply { pawn, .. }
            | ConflictCommand::Reload { pawn, .. }
            | ConflictCommand::PlaceBomb { pawn, .. }
            | ConflictCommand::AwaitReaction { pawn }
            | ConflictCommand::ReactionShot { pawn, .. }
            | ConflictCommand::EndActivation { pawn }
            | ConflictCommand::MoveByTemperament { pawn, .. }
            | ConflictCommand::ConquerEnclave { pawn, .. }
            | ConflictCommand::UseEnclave { pawn, .. }
            | ConflictCommand::PutOutFuse { pawn }
            | ConflictCommand::UncoverGuest { pawn, .. }
            | ConflictCommand::RevealRoom { pawn, .. }
            | ConflictCommand::ShootMarker { pawn, .. }
            | ConflictCommand::LeaveTable { pawn } => vec![*pawn],
            ConflictCommand::Bombard { target } => match target {
                BombardTarget::Pawn(pawn) => vec![*pawn],
                BombardTarget::Piece(_) => Vec::new(),
            },
            ConflictCommand::KeepHidden { .. }
            | ConflictCommand::Bid
            | ConflictCommand::LeaveAuction
            | ConflictCommand::ChooseDeployment { .. }
            | ConflictCommand::ChooseFirst { .. }
            | ConflictCommand::ChooseEdge { .. }
            | ConflictCommand::PlaceLuminary { .. }
            | ConflictCommand::Deploy { .. }
            | ConflictCommand::Answer { .. }
            | ConflictCommand::FightOrRetreat { .. }
            | ConflictCommand::ResolveClash { .. }
            | ConflictCommand::HoldFire
            | ConflictCommand::StopTemperaments
            | ConflictCommand::PlaceEnclave { .. }
            | ConflictCommand::StopPlacingEnclaves
            | ConflictCommand::DeployAntagonist { .. }
            | ConflictCommand::StopDeployingAntagonists
            | ConflictCommand::PlaceGuest { .. }
            | ConflictCommand::MoveGuest { .. }
            | ConflictCommand::ChooseTimeOfDay { .. } => Vec::new(),
            ConflictCommand::Hunt(order) => match order {
                HuntOrder::PlaceMarker { pawn, .. }
                | HuntOrder::SendPawn { pawn, .. }
                | HuntOrder::Leave { pawn }
                | HuntOrder::DeployOnMarker { pawn, .. } => vec![*pawn],
                HuntOrder::Confront { .. } => Vec::new(),
            },
        }
    }

    /// § Attack and Reply: `pawn` strikes `target` with `weapon` alone: no second weapon,
    /// Dexterity card, extra dice or Peculiarity.
    pub fn plain_attack(pawn: u32, target: u32, weapon: usize) -> Self {
        ConflictCommand::Attack {
            pawn,
            target,
            weapon,
            second_weapon: None,
            second_target: None,
            dexterity: None,
            charge_attack: false,
            extra_dice: 0,
            repeat_reply: false,
        }
    }
}

/// A player's choice during The Hunt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum HuntOrder {
    /// § Lying in Wait: the band to place sets one of `pawn`'s Tracking Markers at (x, y).
    PlaceMarker { pawn: u32, x: f32, y: f32 },
    /// § Open Season: the band to choose sets its marker `own` against the enemy's `enemy`
    /// (marker indices, in the order they were placed).
    Confront { own: usize, enemy: usize },
    /// § The Hunt: the band to choose sends `pawn` to the confrontation, with extra dice
    /// bought for its roll and, in a clash, a Dexterity card played face down.
    SendPawn {
        pawn: u32,
        #[serde(default)]
        extra_dice: u32,
        #[serde(default)]
        dexterity: Option<String>,
    },
    /// § The Hunt: the replying band's `pawn` leaves before the confrontation: its markers go.
    Leave { pawn: u32 },
    /// § Deployment of Concealed Pawns: `pawn` deploys on its band's marker `marker`.
    DeployOnMarker {
        pawn: u32,
        marker: usize,
        facing: f32,
    },
}
