//! Movement validation (1650 § Movement Maneuvers, § Troubles when Climbing and Jumping,
//! § Falling, § Engaging an Enemy Pawn, § Engaging Several Pawns, § Terrain, § Small Obstacles,
//! § Attack of Opportunity): a path is legal or refused with the rule and the place, and a legal
//! one says which climbs and jumps it needs, whom it engages and which Action Areas it crosses.

use super::base::{ACTION_AREA_REACH_CM, BaseSide, Point};
use super::scenery::Scenery;
use super::sight::SightPawn;
use crate::msg;
use crate::rules::vigour::VigourBand;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

mod engaging;
mod place;
mod samples;
mod walk;

pub use place::check_standing;
use walk::{AreaWatch, Leg, check_move_with};

/// 1650 § Movement Maneuvers: walking moves up to 10 cm.
pub const WALK_CM: f32 = 10.0;
/// 1650 § Movement Maneuvers: charging moves up to 15 + 1D10 cm.
pub const CHARGE_BASE_CM: f32 = 15.0;
/// 1650 § Movement Maneuvers: swimming moves up to 5 cm.
pub const SWIM_CM: f32 = 5.0;
/// 1650 § Movement Maneuvers: climbing up to 10 cm; jumping down from up to 10 cm.
pub const CLIMB_CM: f32 = 10.0;
pub const JUMP_DOWN_CM: f32 = 10.0;
/// 1650 § Movement Maneuvers: jumps over gaps 5 cm wide.
pub const JUMP_GAP_CM: f32 = 5.0;
/// The path is checked at this spacing (a base is 2.5 cm across: no wall slips between two
/// samples; a gap's edges are found more finely, see `edge_between`).
const SAMPLE_CM: f32 = 0.5;
/// Halvings that place a gap's edge between two samples (to within 0.5 / 2^8 cm).
const EDGE_HALVINGS: u32 = 8;
/// Legs turning by less than this (degrees) run straight on.
const STRAIGHT_DEGREES: f32 = 1.0;
/// Ysbilia ruling: a climb or a jump down may move the base at most this far across the edge.
const LEVEL_CHANGE_REACH_CM: f32 = 5.0;

/// How the pawn moves (jumps and climbs happen within a walk or a charge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Maneuver {
    Walk,
    /// With the D10 already rolled for its length.
    Charge {
        roll: u32,
    },
    Swim,
}

impl Maneuver {
    /// The maneuver's name, as the rulebook writes it.
    pub fn words(self) -> Message {
        match self {
            Maneuver::Walk => msg!("scenery-maneuver-walk"),
            Maneuver::Charge { .. } => msg!("scenery-maneuver-charge"),
            Maneuver::Swim => msg!("scenery-maneuver-swim"),
        }
    }

    pub fn reach(self) -> f32 {
        match self {
            Maneuver::Walk => WALK_CM,
            Maneuver::Charge { roll } => CHARGE_BASE_CM + roll.min(10) as f32,
            Maneuver::Swim => SWIM_CM,
        }
    }
}

/// A point the base's centre passes through; `level` changes the height it stands at (a climb
/// or a jump down at the start of the leg to this point).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Waypoint {
    pub x: f32,
    pub y: f32,
    #[serde(default)]
    pub level: Option<f32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveRequest {
    pub maneuver: Maneuver,
    pub waypoints: Vec<Waypoint>,
    /// The Approach at the end, degrees; by default the direction of the last leg.
    #[serde(default)]
    pub final_facing_degrees: Option<f32>,
}

/// A move as `check_move` reads it, its path borrowed (the computer's many tries keep theirs).
#[derive(Clone, Copy, Debug)]
pub struct MoveAsk<'a> {
    pub maneuver: Maneuver,
    pub waypoints: &'a [Waypoint],
    pub final_facing_degrees: Option<f32>,
}

impl MoveRequest {
    /// This request, read in place.
    pub fn ask(&self) -> MoveAsk<'_> {
        MoveAsk {
            maneuver: self.maneuver,
            waypoints: &self.waypoints,
            final_facing_degrees: self.final_facing_degrees,
        }
    }
}

/// A climb or jump the path needs; each is a 5+ roll (harder with lost Vigour).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    Climb {
        height: f32,
        at: Point,
    },
    JumpDown {
        height: f32,
        at: Point,
    },
    JumpGap {
        width: f32,
        at: Point,
    },
    /// 1650 § Movement Maneuvers: jumping pawns ignore small obstacles (a charge must jump them).
    JumpObstacle {
        piece: usize,
        at: Point,
    },
}

/// 1650 § Attack of Opportunity: how the path meets an enemy's Action Area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AreaCrossing {
    Enters,
    Leaves,
    PassesThrough,
}

/// An enemy the move ends in contact with.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Engagement {
    pub enemy: u32,
    /// The enemy's side the mover engages (the side that faced the start of the movement).
    pub side: BaseSide,
    /// A charge that covered 15 cm before engaging: +1 to its first roll.
    pub charge_bonus: bool,
}

/// A legal move, and all it sets in motion.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MovePlan {
    pub length: f32,
    pub end: Point,
    pub end_level: f32,
    pub end_facing_degrees: f32,
    pub steps: Vec<Step>,
    /// The path crossed rough ground or a small obstacle.
    pub crosses_rough: bool,
    pub engagements: Vec<Engagement>,
    pub action_areas: Vec<(u32, AreaCrossing)>,
}

impl MovePlan {
    /// A plan that goes nowhere: the pawn stands at `point` on `level`.
    pub fn standing(point: Vec2, level: f32) -> Self {
        Self {
            length: 0.0,
            end: Point {
                x: point.x,
                y: point.y,
            },
            end_level: level,
            end_facing_degrees: 0.0,
            steps: Vec::new(),
            crosses_rough: false,
            engagements: Vec::new(),
            action_areas: Vec::new(),
        }
    }
}

/// Why a move is refused: the rule (the rulebook's section), the reason, and where on the path.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveRejection {
    pub section: String,
    pub reason: Message,
    pub at: Option<Point>,
}

impl MoveRejection {
    /// Whether this is a refusal of `check_move_quietly` without words.
    pub fn is_quiet(&self) -> bool {
        self.section.is_empty() && self.reason.id.is_empty()
    }
}

/// One of the rulebook's whole-cm limits, as a number of the catalogue.
fn whole_cm(limit: f32) -> Arg {
    Arg::Int(limit.round() as i64)
}

fn refuse(section: &str, reason: Message, at: Option<Vec2>) -> MoveRejection {
    MoveRejection {
        section: section.to_owned(),
        reason,
        at: at.map(|point| Point {
            x: point.x,
            y: point.y,
        }),
    }
}

/// The table and who stands on it.
pub struct MoveContext<'a> {
    pub scenery: &'a Scenery,
    pub pawns: &'a [SightPawn],
    /// The mover's enemies, by pawn id.
    pub enemies: &'a [u32],
    /// The mover charges through rough terrain as if it were open ground (Street-wise).
    pub street_wise: bool,
    /// § The Weather Gets Worse (Flood, Morning Frost): all the ground counts as rough.
    pub ground_rough: bool,
}

/// 1650 § Movement Maneuvers and § Troubles when Climbing and Jumping: the D10 score a climb
/// or a jump needs: 5+, then 6+, 7+ and 8+ once boxes of the Vigour table's first, second or
/// third colour are marked.
pub fn climb_or_jump_target(worst_marked: Option<VigourBand>) -> u32 {
    match worst_marked {
        None => 5,
        Some(VigourBand::Bruises) => 6,
        Some(VigourBand::Bleeding) => 7,
        Some(VigourBand::Dying) => 8,
    }
}

/// 1650 § Falling: a fall costs half the height in Vigour, rounded down; a pawn that falls
/// while climbing up from the ground loses none.
pub fn fall_vigour_loss(height: f32, climbing_from_ground: bool) -> u32 {
    if climbing_from_ground {
        0
    } else {
        (height.max(0.0) / 2.0).floor() as u32
    }
}

/// Checks `request` for the pawn `mover`; returns the plan or the first rule it breaks.
pub fn check_move(
    context: &MoveContext,
    mover: &SightPawn,
    request: &MoveRequest,
) -> Result<MovePlan, MoveRejection> {
    check_move_with(context, mover, &request.ask(), true, true)
}

/// `check_move`, but a refused place (off the table, in scenery, in impassable ground or water,
/// on another base) is not written out: that refusal comes back with an empty section and
/// reason, at the same point; every other refusal keeps its words, and a passed plan is the
/// same. The computer's many tries want only the answer; a refusal shown is `check_move`'s.
pub fn check_move_quietly(
    context: &MoveContext,
    mover: &SightPawn,
    request: &MoveRequest,
) -> Result<MovePlan, MoveRejection> {
    check_move_asked(context, mover, &request.ask(), false)
}

/// `check_move` (with `words`) or `check_move_quietly` of a move read in place.
pub fn check_move_asked(
    context: &MoveContext,
    mover: &SightPawn,
    ask: &MoveAsk,
    words: bool,
) -> Result<MovePlan, MoveRejection> {
    check_move_with(context, mover, ask, true, words)
}

/// Whether the place a path of one waypoint on the mover's own level ends at is refused for
/// being off the table, on another base or in a solid, as `check_move_with` checks its last
/// sample there (the same point, to the last bit): then the whole move is refused, whatever
/// comes before, for `check_move_with` checks every sample up to that one (or finds them all
/// clear). A few tests instead of the whole path's: many of the computer's tries that fail,
/// fail there (into a building, a pawn). `false` says nothing: the ground is not asked, nor is
/// any other path (a climb, several legs).
pub fn end_refused(context: &MoveContext, mover: &SightPawn, waypoints: &[Waypoint]) -> bool {
    let [end] = waypoints else {
        return false;
    };
    if end.level.is_some() || !(end.x.is_finite() && end.y.is_finite()) {
        return false;
    }
    let (from, to) = (mover.base.centre, Vec2::new(end.x, end.y));
    // The last sample's place as `check_move_with` reckons it: `samples / samples`, exactly 1.
    let point = from.lerp(to, 1.0);
    place::off_table_or_blocked(context, mover, point, mover.base.level)
}

/// The pawns of `pawns` that can play any part in a path of `mover` whose every waypoint is
/// within `within` cm of its start (`keeps_within`), in the table's order: a path checked among
/// these alone gets the answer the whole table gives. Every point of such a path is that near
/// (the path runs straight between its waypoints); a base it could touch, an enemy whose Action
/// Area or base it could reach, a pawn on that enemy's side and one standing between the start
/// and that enemy (a charge's Line of Sight) are each within three of the widest bases and the
/// Action Area's reach of that, with a centimetre to spare for rounding. The computer tries many
/// paths of one pawn from one place.
pub fn pawns_near_path(pawns: &[SightPawn], mover: &SightPawn, within: f32) -> Vec<SightPawn> {
    const SPARE_CM: f32 = 1.0;
    let widest = pawns
        .iter()
        .map(|pawn| pawn.base.radius)
        .fold(mover.base.radius, f32::max);
    let near = within + mover.base.radius + ACTION_AREA_REACH_CM + 3.0 * widest + SPARE_CM;
    pawns
        .iter()
        .filter(|pawn| pawn.base.centre.distance(mover.base.centre) <= near)
        .copied()
        .collect()
}

/// Whether every waypoint of a path of `mover` is within `within` cm of its start (the paths
/// `pawns_near_path` serves).
pub fn keeps_within(mover: &SightPawn, waypoints: &[Waypoint], within: f32) -> bool {
    waypoints
        .iter()
        .all(|point| Vec2::new(point.x, point.y).distance(mover.base.centre) <= within)
}

/// `check_move` with every sample of every leg checked, clear legs too: what the tests compare
/// `check_move`'s shortcut with.
#[doc(hidden)]
pub fn check_move_sampled(
    context: &MoveContext,
    mover: &SightPawn,
    request: &MoveRequest,
) -> Result<MovePlan, MoveRejection> {
    check_move_with(context, mover, &request.ask(), false, true)
}
