//! The walk that judges a move (1650 § Movement Maneuvers, § Falling): the path leg by leg,
//! climbs and jumps down at their ends, every other leg sample by sample (or only measured
//! where nothing is near), watching the enemies' Action Areas on the way.

use super::engaging::{action_area_crossings, enemy_test, engage};
use super::place::{Near, PlaceRefusal, check_place, edge_between, well_inside};
use super::{
    CLIMB_CM, JUMP_DOWN_CM, JUMP_GAP_CM, LEVEL_CHANGE_REACH_CM, Maneuver, MoveAsk, MoveContext,
    MovePlan, MoveRejection, SAMPLE_CM, STRAIGHT_DEGREES, Step, Waypoint, refuse, samples,
    whole_cm,
};
use crate::msg;
use crate::table::base::{ACTION_AREA_REACH_CM, LEVEL_TOLERANCE_CM, Point};
use crate::table::outline::segment_distance;
use crate::table::sight::{INLINE_PAWNS, SightPawn};
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

pub(super) struct Leg {
    pub(super) from: Vec2,
    pub(super) to: Vec2,
    pub(super) level: f32,
    /// The level before this leg, when the leg starts with a climb or a jump down.
    pub(super) from_level: f32,
}

/// An enemy out of a clash as a move is checked: whether the base is in its Action Area now,
/// has entered it and has left it, and whether the leg being checked comes near it.
pub(super) struct AreaWatch<'a> {
    pub(super) enemy: &'a SightPawn,
    pub(super) inside: bool,
    pub(super) entered: bool,
    pub(super) left: bool,
    pub(super) near_leg: bool,
}

impl AreaWatch<'_> {
    /// The base is outside the Action Area from here on (leaving it if it was in).
    pub(super) fn leaves(&mut self) {
        if self.inside {
            self.left = true;
        }
        self.inside = false;
    }

    /// The base stands as `moved`: entering or leaving the Action Area is noted.
    fn stands(&mut self, moved: &crate::table::base::Base) {
        let now_inside = self.enemy.base.action_area_reaches(moved);
        if now_inside && !self.inside {
            self.entered = true;
        }
        if !now_inside && self.inside {
            self.left = true;
        }
        self.inside = now_inside;
    }
}

/// The legs of a path from `start` at `level` through `waypoints`, in order (a waypoint without
/// a level keeps the one before).
pub(super) fn legs_of(
    start: Vec2,
    level: f32,
    waypoints: &[Waypoint],
) -> impl Iterator<Item = Leg> + '_ {
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

/// The one check of a move: `skip_clear_legs` measures legs with nothing near instead of
/// sampling them (the same answers); `words` writes out a refused place.
pub(super) fn check_move_with(
    context: &MoveContext,
    mover: &SightPawn,
    request: &MoveAsk,
    skip_clear_legs: bool,
    words: bool,
) -> Result<MovePlan, MoveRejection> {
    let start = mover.base.centre;
    points_are_finite(request.waypoints)?;
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

    let plan = MovePlan::standing(end_point, final_level);
    let mut walk = Walk::new(
        context,
        mover,
        request.maneuver,
        plan,
        (skip_clear_legs, words),
    );
    for leg in legs() {
        if (leg.level - leg.from_level).abs() > LEVEL_TOLERANCE_CM {
            walk.change_level(&leg)?;
        } else {
            walk.along(&leg)?;
        }
    }
    let Walk {
        mut plan, inside, ..
    } = walk;

    if matches!(request.maneuver, Maneuver::Swim) && !straight {
        return Err(refuse(
            "Movement Maneuvers",
            msg!("scenery-move-swimmer-turns"),
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

    let first_leg = legs().next().map(|leg| leg.to - leg.from);
    engage(
        context,
        mover,
        request.maneuver,
        straight,
        first_leg,
        &mut plan,
    )?;
    plan.action_areas = action_area_crossings(inside, &plan.engagements);
    Ok(plan)
}

/// A path needs a point to go to, each of finite numbers.
fn points_are_finite(waypoints: &[Waypoint]) -> Result<(), MoveRejection> {
    if waypoints.is_empty() {
        return Err(refuse(
            "Movement Maneuvers",
            msg!("scenery-move-no-points"),
            None,
        ));
    }
    if waypoints.iter().any(|point| {
        !(point.x.is_finite() && point.y.is_finite() && point.level.is_none_or(f32::is_finite))
    }) {
        return Err(refuse(
            "Movement Maneuvers",
            msg!("scenery-move-not-finite"),
            None,
        ));
    }
    Ok(())
}

/// What the check carries from leg to leg: the plan so far, the watched Action Areas and the
/// small obstacles already jumped.
struct Walk<'a> {
    context: &'a MoveContext<'a>,
    mover: &'a SightPawn,
    maneuver: Maneuver,
    skip_clear_legs: bool,
    words: bool,
    plan: MovePlan,
    /// Each enemy out of a clash. Held inline: a move is checked many times a command, and
    /// most have few enemies.
    inside: smallvec::SmallVec<[AreaWatch<'a>; INLINE_PAWNS]>,
    jumped_obstacles: Vec<usize>,
}

impl<'a> Walk<'a> {
    fn new(
        context: &'a MoveContext<'a>,
        mover: &'a SightPawn,
        maneuver: Maneuver,
        plan: MovePlan,
        (skip_clear_legs, words): (bool, bool),
    ) -> Self {
        let is_enemy = enemy_test(context.enemies);
        let mut inside = smallvec::SmallVec::new();
        for enemy in context.pawns.iter().filter(|pawn| is_enemy(pawn.id)) {
            if !enemy.in_clash {
                inside.push(AreaWatch {
                    enemy,
                    inside: enemy.base.action_area_reaches(&mover.base),
                    entered: false,
                    left: false,
                    near_leg: false,
                });
            }
        }
        Self {
            context,
            mover,
            maneuver,
            skip_clear_legs,
            words,
            plan,
            inside,
            jumped_obstacles: Vec::new(),
        }
    }

    /// A place refused, in words when they are wanted.
    fn place_refused(&self, refusal: PlaceRefusal, point: Vec2) -> MoveRejection {
        if self.words {
            refusal.in_words(self.context, point)
        } else {
            refuse("", Message::new(""), Some(point))
        }
    }

    /// Whether the base may stand at `point` on `level`, among `near`.
    fn place(&mut self, near: &Near, point: Vec2, level: f32) -> Result<(), MoveRejection> {
        check_place(
            self.context,
            self.mover,
            near,
            point,
            level,
            self.maneuver,
            &mut self.plan,
            &mut self.jumped_obstacles,
        )
        .map_err(|refusal| self.place_refused(refusal, point))
    }

    /// A climb or a jump down across an edge: checked at its two ends.
    fn change_level(&mut self, leg: &Leg) -> Result<(), MoveRejection> {
        let rise = leg.level - leg.from_level;
        let across = leg.from.distance(leg.to);
        if across > LEVEL_CHANGE_REACH_CM {
            return Err(refuse(
                "Movement Maneuvers",
                msg!(
                    "scenery-move-level-change-across",
                    most = whole_cm(LEVEL_CHANGE_REACH_CM),
                    across = Arg::tenths(across)
                ),
                Some(leg.to),
            ));
        }
        if rise > CLIMB_CM {
            return Err(refuse(
                "Movement Maneuvers",
                msg!(
                    "scenery-move-climb-high",
                    most = whole_cm(CLIMB_CM),
                    rise = Arg::tenths(rise)
                ),
                Some(leg.to),
            ));
        }
        if -rise > JUMP_DOWN_CM {
            return Err(refuse(
                "Movement Maneuvers",
                msg!(
                    "scenery-move-jump-down-high",
                    most = whole_cm(JUMP_DOWN_CM),
                    drop = Arg::tenths(-rise)
                ),
                Some(leg.to),
            ));
        }
        if self.maneuver == Maneuver::Swim {
            return Err(refuse(
                "Movement Maneuvers",
                msg!("scenery-move-swimmer-climbs"),
                Some(leg.to),
            ));
        }
        let near = Near::everything(self.context, self.mover, leg.to, self.mover.base.radius);
        self.place(&near, leg.to, leg.level)?;
        let at = Point {
            x: leg.to.x,
            y: leg.to.y,
        };
        self.plan.steps.push(if rise > 0.0 {
            Step::Climb { height: rise, at }
        } else {
            Step::JumpDown { height: -rise, at }
        });
        self.plan.length += (across * across + rise * rise).sqrt();
        Ok(())
    }

    /// A leg on one level: sampled every `SAMPLE_CM`, or only measured when clear.
    fn along(&mut self, leg: &Leg) -> Result<(), MoveRejection> {
        let samples = Samples::of(leg, self.plan.length);
        // What the base could meet anywhere on this leg, gathered once for all its samples.
        let near = Near::along(self.context, self.mover, leg);
        // The enemies whose Action Area the leg comes near: from the others the base is
        // outside at every sample.
        for watch in &mut self.inside {
            let enemy = watch.enemy;
            let reach = enemy.base.radius + ACTION_AREA_REACH_CM + self.mover.base.radius;
            watch.near_leg = segment_distance(enemy.base.centre, leg.from, leg.to) <= reach + 0.01;
        }
        // A leg on the table's own surface, well inside its edges, with nothing to meet and no
        // enemy's Action Area near: every sample would pass every check, so only its length is
        // checked (the same answers as sampling it, for less work).
        let open_ground = self.skip_clear_legs
            && !self.context.ground_rough
            && leg.level <= LEVEL_TOLERANCE_CM
            && well_inside(self.context, self.mover.base.radius, leg.from)
            && well_inside(self.context, self.mover.base.radius, leg.to);
        let clear =
            open_ground && near.is_empty() && !self.inside.iter().any(|watch| watch.near_leg);
        let limit = self.maneuver.reach() + 1e-3;
        if clear {
            // The distance gone grows with the sample, so when the last is within reach all
            // are, and the first past it is found by halving, the very sample the walk would
            // have stopped at.
            if samples.travelled_at(samples.count) > limit {
                let (mut low, mut high) = (1, samples.count);
                while low < high {
                    let middle = (low + high) / 2;
                    if samples.travelled_at(middle) > limit {
                        high = middle;
                    } else {
                        low = middle + 1;
                    }
                }
                return Err(self.too_long(samples.at(high)));
            }
            // Every sample was outside every enemy's Action Area (none is near the leg).
            for watch in &mut self.inside {
                watch.leaves();
            }
        } else {
            // On open ground with something near, a sample far from all of it passes every
            // check too: only those near something are checked (`None`: every one).
            let worth_checking = open_ground
                .then(|| {
                    samples::worth_checking(
                        self.context,
                        self.mover,
                        &near,
                        &self.inside,
                        leg,
                        samples.count,
                    )
                })
                .flatten();
            self.walk_samples(leg, &near, &samples, limit, worth_checking)?;
        }
        self.plan.length += samples.across;
        Ok(())
    }

    /// Every sample of a leg that is not clear, in order: its length, its place, gaps jumped
    /// and Action Areas entered or left.
    fn walk_samples(
        &mut self,
        leg: &Leg,
        near: &Near,
        samples: &Samples,
        limit: f32,
        worth_checking: Option<u64>,
    ) -> Result<(), MoveRejection> {
        // An enemy too far from the whole leg has the base outside its Action Area from the
        // first sample on: set once here, as each sample would.
        for watch in self.inside.iter_mut().filter(|watch| !watch.near_leg) {
            watch.leaves();
        }
        // Standing: a pawn above the table needs a surface at its level under its centre.
        let context = self.context;
        let supported_at = |point: Vec2| context.scenery.has_surface_at(point, leg.level);
        let mut unsupported_from: Option<Vec2> = None;
        let mut previous = leg.from;
        for index in 1..=samples.count {
            if samples.travelled_at(index) > limit {
                return Err(self.too_long(samples.at(index)));
            }
            if worth_checking.is_some_and(|mask| mask & (1u64 << index) == 0) {
                // Outside every watched Action Area, and on solid ground (no gap to measure).
                for watch in self.inside.iter_mut().filter(|watch| watch.near_leg) {
                    watch.leaves();
                }
                continue;
            }
            let point = samples.at(index);
            self.place(near, point, leg.level)?;
            match (supported_at(point), unsupported_from) {
                (false, None) => {
                    unsupported_from = Some(edge_between(previous, point, supported_at));
                }
                (true, Some(gap_start)) => {
                    let width = gap_start.distance(edge_between(previous, point, supported_at));
                    self.jump_gap(gap_start, width)?;
                    unsupported_from = None;
                }
                _ => {}
            }
            previous = point;
            let mut moved = self.mover.base;
            moved.centre = point;
            moved.level = leg.level;
            for watch in self.inside.iter_mut().filter(|watch| watch.near_leg) {
                watch.stands(&moved);
            }
        }
        if let Some(gap_start) = unsupported_from {
            return Err(refuse(
                "Falling",
                msg!("scenery-move-ends-unsupported"),
                Some(gap_start),
            ));
        }
        Ok(())
    }

    /// A gap of `width` from `gap_start`: jumped if narrow enough.
    fn jump_gap(&mut self, gap_start: Vec2, width: f32) -> Result<(), MoveRejection> {
        if width > JUMP_GAP_CM {
            return Err(refuse(
                "Movement Maneuvers",
                msg!(
                    "scenery-move-gap-wide",
                    most = whole_cm(JUMP_GAP_CM),
                    width = Arg::tenths(width)
                ),
                Some(gap_start),
            ));
        }
        self.plan.steps.push(Step::JumpGap {
            width,
            at: Point {
                x: gap_start.x,
                y: gap_start.y,
            },
        });
        Ok(())
    }

    fn too_long(&self, at: Vec2) -> MoveRejection {
        refuse(
            "Movement Maneuvers",
            msg!(
                "scenery-move-too-long",
                maneuver = self.maneuver.words(),
                reach = Arg::tenths(self.maneuver.reach())
            ),
            Some(at),
        )
    }
}

/// A leg's samples: how far the base has gone at each, and where it is.
struct Samples {
    from: Vec2,
    to: Vec2,
    across: f32,
    count: usize,
    /// The path's length before this leg.
    gone: f32,
}

impl Samples {
    fn of(leg: &Leg, gone: f32) -> Self {
        let across = leg.from.distance(leg.to);
        Self {
            from: leg.from,
            to: leg.to,
            across,
            count: ((across / SAMPLE_CM).ceil() as usize).max(1),
            gone,
        }
    }

    fn travelled_at(&self, index: usize) -> f32 {
        self.gone + self.across * (index as f32 / self.count as f32)
    }

    fn at(&self, index: usize) -> Vec2 {
        self.from.lerp(self.to, index as f32 / self.count as f32)
    }
}
