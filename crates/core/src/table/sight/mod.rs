//! Line of sight (1650 § Line of Sight and Approach, § Hide, § Immediate Target, § Discharge Roll
//! Modifiers): from a pawn's eyes to the target's base and miniature, inside the 180° arc, past
//! scenery and other pawns, with the reason for every answer.

// The answers and their types are here; `points` samples the target, `lines` traces to it and
// `reading` reads the traced lines as an answer.
mod lines;
mod points;
mod reading;

use super::base::Base;
use super::scenery::Scenery;
use lines::Lines;
use parry3d::math::{Vec2, Vec3};
use points::{points_reach, target_points};
use reading::{past_pawns, trace};

/// How many pawns the lists gathered for nearly every command hold inline (the conflict's
/// table pawns and ids, a move check's watched enemies): more than most conflicts have. Their
/// allocation cost more than the room.
pub const INLINE_PAWNS: usize = 24;

/// A pawn as line of sight sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SightPawn {
    pub id: u32,
    pub base: Base,
    /// Engaged in a clash (1650 § Immediate Target: a clash in the path can't be shot through).
    pub in_clash: bool,
}

/// What stops a line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Obstruction {
    /// The target is behind the observer's Approach (1650 § Action Area: 180° of vision).
    OutsideArc,
    /// A large obstacle, a building or a level, with the piece's index in the layout.
    Scenery { piece: usize, at: Vec3 },
    /// Another pawn's base or miniature.
    Pawn { pawn: u32, at: Vec3 },
}

/// The answer to "can `observer` see `target`?", with everything a ruling or a picture needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Sight {
    /// Some point of the target's base or miniature is seen with nothing in the way.
    pub clear: bool,
    /// When not clear: what stops the best line.
    pub obstruction: Option<Obstruction>,
    /// The line the answer is about (eye to the target point), for drawing.
    pub line: Option<(Vec3, Vec3)>,
    /// Small obstacles on the shot's path to the target's base (−1 each to discharges).
    pub small_obstacles: Vec<usize>,
    /// Large obstacles hiding part of a target that is still seen: cover as small obstacles
    /// (1650 § Large Obstacles).
    pub partial_cover: Vec<usize>,
    /// When only pawns stand in the way: which (1650 § Immediate Target), nearest first.
    pub pawns_in_line: Vec<u32>,
    /// One of `pawns_in_line` is engaged in a clash.
    pub clash_in_path: bool,
    /// Every sampled point of the base is seen clear (1650 § Hide ends).
    pub whole_base_visible: bool,
    /// Every sampled point of the miniature is seen clear (1650 § Hide ends).
    pub whole_miniature_visible: bool,
}

impl Sight {
    /// Cover counted against a discharge: small obstacles plus partly hiding large ones.
    pub fn cover_count(&self) -> usize {
        self.small_obstacles.len() + self.partial_cover.len()
    }

    fn outside_arc() -> Self {
        Self {
            clear: false,
            obstruction: Some(Obstruction::OutsideArc),
            line: None,
            small_obstacles: Vec::new(),
            partial_cover: Vec::new(),
            pawns_in_line: Vec::new(),
            clash_in_path: false,
            whole_base_visible: false,
            whole_miniature_visible: false,
        }
    }
}

/// A base within this of an obstacle's footprint is in contact with it (a hand's placing).
pub const OBSTACLE_CONTACT_CM: f32 = 0.5;

/// The obstacle (a small or large one, or a building's wall) `base` is in contact with from the
/// outside, standing below its top: one a pawn hides or takes cover behind (1650 § Hide,
/// § Discharge Roll Modifiers).
pub fn obstacle_touching(scenery: &Scenery, base: &Base) -> Option<usize> {
    scenery.obstacles().iter().find_map(|obstacle| {
        // Cheap tests first (level, a lower bound of the gap with a hair's margin, as
        // `Piece::distance_at_least` gives it): the exact gap turns the point into the piece's
        // frame.
        let at_least = (obstacle.centre.distance(base.centre) - obstacle.reach).max(0.0);
        if base.level >= obstacle.top || at_least - base.radius > OBSTACLE_CONTACT_CM + 0.01 {
            return None;
        }
        let index = obstacle.index;
        let piece = scenery.piece(index)?;
        let gap = piece.footprint_distance(base.centre);
        let touches = gap > 0.0 && gap - base.radius <= OBSTACLE_CONTACT_CM;
        touches.then_some(index)
    })
}

/// Options of a sight query.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SightOptions {
    /// The small obstacle the observer is hidden behind: it gives the target no cover
    /// (1650 § Discharge Roll Modifiers).
    pub observer_hidden_behind: Option<usize>,
}

/// Whether `observer` sees `target`, and why (or why not).
pub fn line_of_sight(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
    options: SightOptions,
) -> Sight {
    if let Some(sight) = super::sight_kept::recall(scenery, pawns, observer, target, options) {
        return sight;
    }
    let sight = trace(scenery, pawns, observer, target, options);
    super::sight_kept::keep(scenery, pawns, observer, target, options, &sight);
    sight
}

/// What a Line of Sight allows at the least: a clear line, or lines past pawns only, or none.
/// `line_of_sight`'s `clear`, `pawns_in_line` and `clash_in_path` alone (`sight_verdict`).
#[derive(Clone, Debug, PartialEq)]
pub enum SightVerdict {
    Clear,
    /// No line is clear; the line past the fewest pawns passes these, nearest first.
    PastPawns {
        pawns_in_line: Vec<u32>,
        clash_in_path: bool,
    },
    /// Every line is stopped by scenery or lies outside the arc.
    Blocked,
}

impl SightVerdict {
    /// The verdict of a whole answer.
    fn of(sight: Sight) -> Self {
        match sight.obstruction {
            _ if sight.clear => Self::Clear,
            Some(Obstruction::Pawn { .. }) => Self::PastPawns {
                pawns_in_line: sight.pawns_in_line,
                clash_in_path: sight.clash_in_path,
            },
            _ => Self::Blocked,
        }
    }
}

/// `line_of_sight`'s verdict (`SightVerdict`), tracing no line after the first clear one and
/// reading nothing else of the lines (no cover, no "whole" answers): what asks only whether a
/// pawn may be shot at needs no more.
pub fn sight_verdict(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
    options: SightOptions,
) -> SightVerdict {
    if let Some(sight) = super::sight_kept::recall(scenery, pawns, observer, target, options) {
        return SightVerdict::of(sight);
    }
    let lines = match Lines::to(scenery, pawns, observer, target) {
        Ok(lines) => lines,
        Err(unseen) => return SightVerdict::of(unseen.sight()),
    };
    // Which scenery blocks a line matters not here, only whether some does.
    let mut last_blocker = None;
    let mut past: Vec<(Vec3, Vec<(f32, u32)>)> = Vec::new();
    for &point in &lines.points {
        if lines.stopped(scenery, point, &mut last_blocker) {
            continue;
        }
        let crossing = lines.pawns_crossed(point);
        if crossing.is_empty() {
            return SightVerdict::Clear;
        }
        past.push((point, crossing));
    }
    match past_pawns(
        &lines,
        past.iter().map(|(point, crossing)| (*point, crossing)),
    ) {
        Some(past) => SightVerdict::PastPawns {
            pawns_in_line: past.pawns_in_line,
            clash_in_path: past.clash_in_path,
        },
        None => SightVerdict::Blocked,
    }
}

/// Whether `observer` sees the whole of `target`'s base, or the whole of its miniature, with no
/// obstruction at all (1650 § Hide): `line_of_sight`'s two "whole" answers, without the rest of
/// its reading, stopping at the first line that is not clear.
pub fn sees_whole(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
) -> bool {
    // A line that crosses cover is obstructed: when the first line to the base and the first
    // to the miniature both cross some (a pawn hidden behind its obstacle, mostly), neither
    // is seen whole, whatever else the lines meet; nothing more is traced.
    let eye = observer.base.eye();
    let (points, base_points) = target_points(&target.base);
    let cover = scenery.cover_near(
        Vec2::new(eye.x, eye.y),
        target.base.centre,
        points_reach(&target.base),
    );
    let first_covered = |from: usize| {
        points
            .get(from)
            .is_some_and(|&point| scenery.crosses_cover_among(&cover, eye, point))
    };
    if first_covered(0) && first_covered(base_points) {
        return false;
    }
    let Ok(mut lines) = Lines::with_points(scenery, pawns, observer, target, (points, base_points))
    else {
        return false;
    };
    lines.cover = std::cell::OnceCell::from(cover);
    let (base, miniature) = lines.points.split_at(lines.base_points);
    let mut last_blocker = None;
    let mut unobstructed = |point: &Vec3| lines.unobstructed(scenery, *point, &mut last_blocker);
    base.iter().all(&mut unobstructed) || miniature.iter().all(&mut unobstructed)
}
