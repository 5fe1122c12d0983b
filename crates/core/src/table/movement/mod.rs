//! Movement validation (1650 § Movement Maneuvers, § Troubles when Climbing and Jumping,
//! § Falling, § Engaging an Enemy Pawn, § Engaging Several Pawns, § Terrain, § Small Obstacles,
//! § Attack of Opportunity): a path is legal or refused with the rule and the place, and a legal
//! one says which climbs and jumps it needs, whom it engages and which Action Areas it crosses.

use super::base::{ACTION_AREA_REACH_CM, BaseSide, LEVEL_TOLERANCE_CM, Point};
use super::outline::segment_distance;
use super::scenery::Scenery;
use super::sight::{SightOptions, SightPawn, line_of_sight};
use crate::rules::vigour::VigourBand;
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

mod place;
mod samples;

pub use place::check_standing;
use place::{Near, PlaceRefusal, check_place, edge_between, well_inside};

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

/// Why a move is refused: the rule, the reason, and where on the path.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveRejection {
    pub section: String,
    pub reason: String,
    pub at: Option<Point>,
}

fn refuse(section: &str, reason: impl Into<String>, at: Option<Vec2>) -> MoveRejection {
    MoveRejection {
        section: section.to_owned(),
        reason: reason.into(),
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

struct Leg {
    from: Vec2,
    to: Vec2,
    level: f32,
    /// The level before this leg, when the leg starts with a climb or a jump down.
    from_level: f32,
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

fn check_move_with(
    context: &MoveContext,
    mover: &SightPawn,
    request: &MoveAsk,
    skip_clear_legs: bool,
    words: bool,
) -> Result<MovePlan, MoveRejection> {
    let start = mover.base.centre;
    // A place refused, in words when they are wanted.
    let place_refused = |refusal: PlaceRefusal, point: Vec2| {
        if words {
            refusal.in_words(context, point)
        } else {
            refuse("", String::new(), Some(point))
        }
    };
    if request.waypoints.is_empty() {
        return Err(refuse(
            "Movement Maneuvers",
            "a move needs at least one point to go to",
            None,
        ));
    }
    if request.waypoints.iter().any(|point| {
        !(point.x.is_finite() && point.y.is_finite() && point.level.is_none_or(f32::is_finite))
    }) {
        return Err(refuse(
            "Movement Maneuvers",
            "every point of the path needs finite numbers",
            None,
        ));
    }
    // The legs are worked out as they are walked (a path of one waypoint, most, needs no list).
    let legs = || legs_of(start, mover.base.level, request.waypoints);
    let straight = legs().zip(legs().skip(1)).all(|(first, second)| {
        let (first, second) = (first.to - first.from, second.to - second.from);
        first.length() < 1e-4
            || second.length() < 1e-4
            || first.angle_to(second).to_degrees().abs() < STRAIGHT_DEGREES
    });
    let (end_point, final_level) = legs()
        .last()
        .map_or((start, mover.base.level), |leg| (leg.to, leg.level));

    let mut plan = MovePlan::standing(end_point, final_level);
    let is_enemy = enemy_test(context.enemies);
    // The mover's enemies, in the table's order (walked twice: no list is kept).
    let enemies = || context.pawns.iter().filter(|pawn| is_enemy(pawn.id));
    // Enemies in contact at the end are engaged; they may be touched, nobody else overlapped.
    let engaged = || {
        enemies().filter(move |enemy| {
            let mut end_base = mover.base;
            end_base.centre = end_point;
            end_base.level = final_level;
            end_base.in_contact(&enemy.base)
        })
    };

    // Each enemy out of a clash, watched for whether the base is in its Action Area.
    // Held inline: a move is checked many times a command, and most have few enemies.
    let mut inside: smallvec::SmallVec<[AreaWatch; crate::table::sight::INLINE_PAWNS]> =
        smallvec::SmallVec::new();
    for enemy in enemies().filter(|enemy| !enemy.in_clash) {
        inside.push(AreaWatch {
            enemy,
            inside: enemy.base.action_area_reaches(&mover.base),
            entered: false,
            left: false,
            near_leg: false,
        });
    }
    let mut jumped_obstacles: Vec<usize> = Vec::new();

    for leg in legs() {
        let leg = &leg;
        let rise = leg.level - leg.from_level;
        let across = leg.from.distance(leg.to);
        if rise.abs() > LEVEL_TOLERANCE_CM {
            // A climb or a jump down across an edge: checked at its two ends.
            if across > LEVEL_CHANGE_REACH_CM {
                return Err(refuse(
                    "Movement Maneuvers",
                    format!(
                        "a climb or jump down moves at most {LEVEL_CHANGE_REACH_CM} cm across the edge; this one moves {across:.1} cm"
                    ),
                    Some(leg.to),
                ));
            }
            if rise > CLIMB_CM {
                return Err(refuse(
                    "Movement Maneuvers",
                    format!("pawns climb at most {CLIMB_CM} cm; this is {rise:.1} cm"),
                    Some(leg.to),
                ));
            }
            if -rise > JUMP_DOWN_CM {
                return Err(refuse(
                    "Movement Maneuvers",
                    format!(
                        "pawns jump down from at most {JUMP_DOWN_CM} cm; this is {:.1} cm",
                        -rise
                    ),
                    Some(leg.to),
                ));
            }
            if request.maneuver == Maneuver::Swim {
                return Err(refuse(
                    "Movement Maneuvers",
                    "a swimming pawn cannot climb or jump",
                    Some(leg.to),
                ));
            }
            check_place(
                context,
                mover,
                &Near::everything(context, mover, leg.to, mover.base.radius),
                leg.to,
                leg.level,
                request.maneuver,
                &mut plan,
                &mut jumped_obstacles,
            )
            .map_err(|refusal| place_refused(refusal, leg.to))?;
            let at = Point {
                x: leg.to.x,
                y: leg.to.y,
            };
            plan.steps.push(if rise > 0.0 {
                Step::Climb { height: rise, at }
            } else {
                Step::JumpDown { height: -rise, at }
            });
            plan.length += (across * across + rise * rise).sqrt();
            continue;
        }
        let samples = ((across / SAMPLE_CM).ceil() as usize).max(1);
        // What the base could meet anywhere on this leg, gathered once for all its samples.
        let near = Near::along(context, mover, leg);
        // The enemies whose Action Area the leg comes near: from the others the base is
        // outside at every sample.
        for watch in &mut inside {
            let enemy = watch.enemy;
            let reach = enemy.base.radius + ACTION_AREA_REACH_CM + mover.base.radius;
            watch.near_leg = segment_distance(enemy.base.centre, leg.from, leg.to) <= reach + 0.01;
        }
        let mut unsupported_from: Option<(Vec2, f32)> = None;
        // Standing: a pawn above the table needs a surface at its level under its centre.
        let supported_at = |point: Vec2| context.scenery.has_surface_at(point, leg.level);
        // A leg on the table's own surface, well inside its edges, with nothing to meet and no
        // enemy's Action Area near: every sample would pass every check, so only its length is
        // checked (the same answers as sampling it, for less work).
        let open_ground = skip_clear_legs
            && !context.ground_rough
            && leg.level <= LEVEL_TOLERANCE_CM
            && well_inside(context, mover.base.radius, leg.from)
            && well_inside(context, mover.base.radius, leg.to);
        let clear = open_ground && near.is_empty() && !inside.iter().any(|watch| watch.near_leg);
        // How far the base has gone at sample `index` of this leg, and where it is.
        let gone = plan.length;
        let travelled_at = |index: usize| gone + across * (index as f32 / samples as f32);
        let at = |index: usize| leg.from.lerp(leg.to, index as f32 / samples as f32);
        let too_long = |index: usize| {
            refuse(
                "Movement Maneuvers",
                format!(
                    "{:?} reaches {:.1} cm; this path is longer",
                    request.maneuver,
                    request.maneuver.reach()
                ),
                Some(at(index)),
            )
        };
        let limit = request.maneuver.reach() + 1e-3;
        // A clear leg is only measured: the distance gone grows with the sample, so when the
        // last is within reach all are, and the first past it is found by halving, the very
        // sample the walk would have stopped at.
        if clear && travelled_at(samples) > limit {
            let (mut low, mut high) = (1, samples);
            while low < high {
                let middle = (low + high) / 2;
                if travelled_at(middle) > limit {
                    high = middle;
                } else {
                    low = middle + 1;
                }
            }
            return Err(too_long(high));
        }
        let mut previous = leg.from;
        // A clear leg's samples would all pass: none is walked.
        let walked = if clear { 0 } else { samples };
        // On such a leg with something near, a sample far from all of it passes every check
        // too: only those near something are checked (`None`: every one).
        let worth_checking = if open_ground && !clear {
            samples::worth_checking(context, mover, &near, &inside, leg, samples)
        } else {
            None
        };
        if walked > 0 {
            // An enemy too far from the whole leg has the base outside its Action Area from the
            // first sample on: set once here, as each sample would.
            for watch in inside.iter_mut().filter(|watch| !watch.near_leg) {
                watch.leaves();
            }
        }
        for index in 1..=walked {
            let travelled = travelled_at(index);
            if travelled > limit {
                return Err(too_long(index));
            }
            if worth_checking.is_some_and(|mask| mask & (1u64 << index) == 0) {
                // Outside every watched Action Area, and on solid ground (no gap to measure).
                for watch in inside.iter_mut().filter(|watch| watch.near_leg) {
                    watch.leaves();
                }
                continue;
            }
            let point = at(index);
            check_place(
                context,
                mover,
                &near,
                point,
                leg.level,
                request.maneuver,
                &mut plan,
                &mut jumped_obstacles,
            )
            .map_err(|refusal| place_refused(refusal, point))?;
            let supported = supported_at(point);
            match (supported, unsupported_from) {
                (false, None) => {
                    unsupported_from =
                        Some((edge_between(previous, point, supported_at), travelled));
                }
                (true, Some((gap_start, _))) => {
                    let width = gap_start.distance(edge_between(previous, point, supported_at));
                    if width > JUMP_GAP_CM {
                        return Err(refuse(
                            "Movement Maneuvers",
                            format!(
                                "pawns jump gaps up to {JUMP_GAP_CM} cm wide; this one is {width:.1} cm"
                            ),
                            Some(gap_start),
                        ));
                    }
                    plan.steps.push(Step::JumpGap {
                        width,
                        at: Point {
                            x: gap_start.x,
                            y: gap_start.y,
                        },
                    });
                    unsupported_from = None;
                }
                _ => {}
            }
            previous = point;
            let mut moved = mover.base;
            moved.centre = point;
            moved.level = leg.level;
            for watch in inside.iter_mut().filter(|watch| watch.near_leg) {
                let now_inside = watch.enemy.base.action_area_reaches(&moved);
                if now_inside && !watch.inside {
                    watch.entered = true;
                }
                if !now_inside && watch.inside {
                    watch.left = true;
                }
                watch.inside = now_inside;
            }
        }
        if clear {
            // Every sample was outside every enemy's Action Area (none is near the leg).
            for watch in &mut inside {
                watch.leaves();
            }
        }
        if let Some((gap_start, _)) = unsupported_from {
            return Err(refuse(
                "Falling",
                "the path ends with nothing under the pawn's base",
                Some(gap_start),
            ));
        }
        plan.length += across;
    }

    if matches!(request.maneuver, Maneuver::Swim) && !straight {
        return Err(refuse(
            "Movement Maneuvers",
            "a swimming pawn turns only at the start of its movement",
            None,
        ));
    }
    let last_leg = legs()
        .map(|leg| leg.to - leg.from)
        .filter(|direction| direction.length() > 1e-4)
        .last();
    plan.end_facing_degrees = request
        .final_facing_degrees
        .or_else(|| last_leg.map(|direction| direction.y.atan2(direction.x).to_degrees()))
        .unwrap_or_else(|| mover.base.facing.y.atan2(mover.base.facing.x).to_degrees());

    for enemy in engaged() {
        let side = enemy.base.side_facing(start);
        let contact_side = enemy.base.side_facing(end_point);
        if side != contact_side {
            return Err(refuse(
                "Engaging an Enemy Pawn",
                format!(
                    "pawn {} can only be engaged on its {side:?} side, the side that faced the start of the movement (this ends on its {contact_side:?} side)",
                    enemy.id
                ),
                Some(end_point),
            ));
        }
        if let Some(occupant) = context.pawns.iter().find(|other| {
            other.id != mover.id
                && other.id != enemy.id
                && other.base.in_contact(&enemy.base)
                && enemy.base.side_facing(other.base.centre) == side
        }) {
            return Err(refuse(
                "Engaging an Enemy Pawn",
                format!(
                    "pawn {}'s {side:?} side is already taken by pawn {}",
                    enemy.id, occupant.id
                ),
                Some(end_point),
            ));
        }
        let charge = matches!(request.maneuver, Maneuver::Charge { .. });
        if charge {
            if !straight {
                return Err(refuse(
                    "Movement Maneuvers",
                    "a charge that engages may turn only at its start",
                    None,
                ));
            }
            let first_leg = legs().next().map(|leg| leg.to - leg.from);
            if !sees_facing(context, mover, first_leg, enemy) {
                return Err(refuse(
                    "Movement Maneuvers",
                    format!(
                        "a charge engages only an enemy in Line of Sight at its start; pawn {} is not",
                        enemy.id
                    ),
                    None,
                ));
            }
        } else if !mover.base.in_contact(&enemy.base) {
            // § Engaging an Enemy Pawn: "If the enemy is out of the Line of Sight of the pawn
            // who tries to engage it, the pawn will not be able to attack": a walk or swim
            // engages only an enemy seen from its start, turning to look (walkers may turn).
            let towards = enemy.base.centre - mover.base.centre;
            if !sees_facing(context, mover, Some(towards), enemy) {
                return Err(refuse(
                    "Engaging an Enemy Pawn",
                    format!(
                        "a pawn engages only an enemy in its Line of Sight at the start of its movement; pawn {} cannot be seen from there",
                        enemy.id
                    ),
                    None,
                ));
            }
        }
        plan.engagements.push(Engagement {
            enemy: enemy.id,
            side,
            // The clash compares with `>`: which the book means is a rules question (issue 71).
            charge_bonus: charge && plan.length >= crate::rules::clash::CHARGE_BONUS_CM,
        });
    }
    plan.action_areas = inside
        .into_iter()
        .filter(|watch| {
            !plan
                .engagements
                .iter()
                .any(|engagement| engagement.enemy == watch.enemy.id)
        })
        .filter_map(|watch| {
            let crossing = match (watch.entered, watch.left, watch.inside) {
                (true, true, false) => AreaCrossing::PassesThrough,
                (true, _, true) => AreaCrossing::Enters,
                (_, true, false) => AreaCrossing::Leaves,
                _ => return None,
            };
            Some((watch.enemy.id, crossing))
        })
        .collect();
    Ok(plan)
}

/// The legs of a path from `start` at `level` through `waypoints`, in order (a waypoint without
/// a level keeps the one before).
fn legs_of(start: Vec2, level: f32, waypoints: &[Waypoint]) -> impl Iterator<Item = Leg> + '_ {
    waypoints
        .iter()
        .scan((start, level), |(from, level), waypoint| {
            let to = Vec2::new(waypoint.x, waypoint.y);
            let next_level = waypoint.level.unwrap_or(*level);
            let leg = Leg {
                from: *from,
                to,
                level: next_level,
                from_level: *level,
            };
            (*from, *level) = (to, next_level);
            Some(leg)
        })
}

/// An enemy out of a clash as a move is checked: whether the base is in its Action Area now,
/// has entered it and has left it, and whether the leg being checked comes near it.
struct AreaWatch<'a> {
    enemy: &'a SightPawn,
    inside: bool,
    entered: bool,
    left: bool,
    near_leg: bool,
}

impl AreaWatch<'_> {
    /// The base is outside the Action Area from here on (leaving it if it was in).
    fn leaves(&mut self) {
        if self.inside {
            self.left = true;
        }
        self.inside = false;
    }
}

/// Whether a pawn id is among `enemies`: by a mask of ids when all are small (as they are:
/// a conflict numbers its pawns from 0), else by a search (a move is checked many times).
fn enemy_test(enemies: &[u32]) -> impl Fn(u32) -> bool + '_ {
    let mask = enemies.iter().try_fold(0u128, |mask, &id| {
        (id < u128::BITS).then(|| mask | (1u128 << id))
    });
    move |id| match mask {
        Some(mask) => id < u128::BITS && mask & (1u128 << id) != 0,
        None => enemies.contains(&id),
    }
}

/// Whether `mover`, turned towards `direction` where it has one, has `enemy` in its Line of
/// Sight (what a charge or a walk that engages asks at its start).
fn sees_facing(
    context: &MoveContext,
    mover: &SightPawn,
    direction: Option<Vec2>,
    enemy: &SightPawn,
) -> bool {
    let mut looking = *mover;
    if let Some(direction) = direction.filter(|direction| direction.length() > 1e-4) {
        looking.base.facing = direction.normalize();
    }
    line_of_sight(
        context.scenery,
        context.pawns,
        &looking,
        enemy,
        SightOptions::default(),
    )
    .clear
}
