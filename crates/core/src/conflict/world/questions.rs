//! The questions a conflict waits on, as resources: a blow's answer (§ Pawns' Reactions), the
//! engaged pawns' fight or retreat, a clash's verdict (§ Resolution of Clashes), and the Hunt's
//! confrontation (§ The Hunt).

use serde::{Deserialize, Serialize};

/// A blow waiting for the engaged pawn's player to fight or retreat (§ Pawns' Reactions).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingBlow {
    pub attacker: u32,
    pub target: u32,
    pub weapon: usize,
    pub second_weapon: Option<usize>,
    pub charge_bonus: bool,
    /// The attacker's Dexterity card, face down until the target answers.
    pub dexterity: Option<String>,
    /// Extra dice the attacker bought (and paid for) for its roll.
    #[serde(default)]
    pub extra_dice: u32,
    /// The target strikes if it fights: § Resolution of Clashes, `attacker` engaged it after
    /// winning a clash and counts as activated (it may only block); or § Attacking and
    /// Responding Pawns, the target's lower Audacity makes it the attacking pawn
    /// (`active_replies`).
    #[serde(default)]
    pub target_strikes: bool,
    /// The active pawn answers the target's strike with its full Reply, not only a block.
    #[serde(default)]
    pub active_replies: bool,
    /// The active pawn, a Duellist, repeats a failed Reply roll for a Maravedi.
    #[serde(default)]
    pub active_repeats_reply: bool,
    /// The target chose to fight when it was engaged: it may no longer retreat.
    #[serde(default)]
    pub fight_chosen: bool,
    /// § Multiple Attacks: the attacker divides its attacks: once this blow is over, its second
    /// weapon strikes this other enemy.
    #[serde(default)]
    pub then: Option<(u32, usize)>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Pending(pub Option<PendingBlow>);

/// § Pawns' Reactions: the enemies a Movement Maneuver has just engaged, activated at once;
/// each that may fight answers in turn whether it fights or retreats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngagedQuestion {
    /// The pawn whose maneuver engaged them.
    pub engager: u32,
    /// The engaged pawns still to answer; the first answers now.
    pub to_answer: Vec<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engagement(pub Option<EngagedQuestion>);

/// § Resolution of Clashes: the pawn that won a clash, waiting for its player's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClashVerdict {
    pub winner: u32,
    pub loser: u32,
    /// The loser left the clash (eliminated, escaping or retreated) and the winner is engaged
    /// with nobody: it may also walk 5 cm in any direction (Engage) but has nothing to push.
    #[serde(default)]
    pub beaten: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict(pub Option<ClashVerdict>);

/// § The Hunt on the table: the markers and their confrontations (`None` when the Hunt is not
/// played).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct HuntTable(pub Option<HuntPlay>);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HuntPlay {
    pub hunt: crate::rules::hunt::Hunt,
    /// The confrontation whose pawns are being chosen.
    pub fight: Option<HuntFight>,
}

/// § The Hunt: a confrontation, and what each band (by index) sends to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HuntFight {
    pub confrontation: crate::rules::hunt::Confrontation,
    pub pawns: [Option<u32>; 2],
    pub extra_dice: [u32; 2],
    pub dexterity: [Option<String>; 2],
}
