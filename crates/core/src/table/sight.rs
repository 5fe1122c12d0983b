//! Line of sight (1650 § Line of Sight and Approach, § Hide, § Immediate Target, § Discharge Roll
//! Modifiers): from a pawn's eyes to the target's base and miniature, inside the 180° arc, past
//! scenery and other pawns, with the reason for every answer.

use super::base::{BASE_THICKNESS_CM, Base, MINIATURE_HEIGHT_CM, MINIATURE_RADIUS_CM};
use super::layout::PieceKind;
use super::outline::segment_distance;
use super::scenery::{Scenery, UprightCylinder};
use parry3d::math::{Vec2, Vec3};
use parry3d::query::Ray;

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

/// Where a sampled line ends up.
#[derive(Clone, Debug)]
enum LineState {
    Clear,
    PawnsOnly(Vec<(f32, u32)>),
    Blocked(Obstruction),
}

const RIM_SAMPLES: usize = 8;
const MINIATURE_SAMPLE_HEIGHTS: [f32; 3] = [0.5, 1.75, 3.0];
const MINIATURE_SAMPLE_DIRECTIONS: usize = 4;

/// How many points of a target `target_points` samples.
const TARGET_POINTS: usize =
    2 + RIM_SAMPLES + MINIATURE_SAMPLE_HEIGHTS.len() * MINIATURE_SAMPLE_DIRECTIONS;

/// Cosines and sines: of the rim samples' angles, then of the miniature rings' directions.
type SampleDirections = (
    [(f32, f32); RIM_SAMPLES],
    [(f32, f32); MINIATURE_SAMPLE_DIRECTIONS],
);

/// The cosine and sine of each rim sample's angle, then of each miniature ring's direction:
/// the same for every target (worked out once, as `target_points` worked them out each time).
static SAMPLE_DIRECTIONS: std::sync::LazyLock<SampleDirections> = std::sync::LazyLock::new(|| {
    let rim = std::array::from_fn(|step| {
        let angle = std::f32::consts::TAU * step as f32 / RIM_SAMPLES as f32;
        (angle.cos(), angle.sin())
    });
    let ring = std::array::from_fn(|step| {
        let angle =
            std::f32::consts::TAU * (step as f32 + 0.5) / MINIATURE_SAMPLE_DIRECTIONS as f32;
        (angle.cos(), angle.sin())
    });
    (rim, ring)
});

/// How far from a target's centre its sampled points (`target_points`) lie at most, and a hair.
fn points_reach(target: &Base) -> f32 {
    target.radius.max(MINIATURE_RADIUS_CM) + 0.01
}

/// Points on the target: the top of its base (centre and rim), then its miniature (rings at
/// three heights and the top of the head). Returns the points and how many belong to the base.
fn target_points(base: &Base) -> ([Vec3; TARGET_POINTS], usize) {
    let surface = base.level + BASE_THICKNESS_CM;
    let (rim_directions, ring_directions) = &*SAMPLE_DIRECTIONS;
    let mut points = [Vec3::ZERO; TARGET_POINTS];
    let mut count = 0;
    let mut push = |point: Vec3| {
        points[count] = point;
        count += 1;
    };
    push(Vec3::new(base.centre.x, base.centre.y, surface));
    let rim = base.radius * 0.95;
    for &(cos, sin) in rim_directions {
        push(Vec3::new(
            base.centre.x + rim * cos,
            base.centre.y + rim * sin,
            surface,
        ));
    }
    let base_points = 1 + RIM_SAMPLES;
    for height in MINIATURE_SAMPLE_HEIGHTS {
        for &(cos, sin) in ring_directions {
            push(Vec3::new(
                base.centre.x + MINIATURE_RADIUS_CM * cos,
                base.centre.y + MINIATURE_RADIUS_CM * sin,
                surface + height,
            ));
        }
    }
    push(Vec3::new(
        base.centre.x,
        base.centre.y,
        surface + MINIATURE_HEIGHT_CM - 0.05,
    ));
    (points, base_points)
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

/// The line past the fewest pawns, when no line is clear and some passes pawns only: its
/// point, the pawns (nearest first), whether one is in a clash, and where it meets the first.
struct PastPawns {
    point: Vec3,
    pawns_in_line: Vec<u32>,
    clash_in_path: bool,
    first: (f32, u32),
}

fn past_pawns<'c>(
    lines: &Lines,
    crossings: impl Iterator<Item = (Vec3, &'c Vec<(f32, u32)>)>,
) -> Option<PastPawns> {
    let (point, crossing) = crossings.min_by_key(|(_, crossing)| crossing.len())?;
    let pawns_in_line: Vec<u32> = crossing.iter().map(|(_, pawn)| *pawn).collect();
    let clash_in_path = lines
        .others
        .iter()
        .any(|pawn| pawn.in_clash && pawns_in_line.contains(&pawn.id));
    Some(PastPawns {
        point,
        pawns_in_line,
        clash_in_path,
        first: *crossing.first()?,
    })
}

/// `line_of_sight` worked out.
fn trace(
    scenery: &Scenery,
    pawns: &[SightPawn],
    observer: &SightPawn,
    target: &SightPawn,
    options: SightOptions,
) -> Sight {
    let lines = match Lines::to(scenery, pawns, observer, target) {
        Ok(lines) => lines,
        Err(unseen) => return unseen.sight(),
    };
    let states: Vec<LineState> = lines
        .points
        .iter()
        .map(|&point| lines.state(scenery, point))
        .collect();
    read(scenery, &lines, &states, options)
}

/// The answer the lines' `states` (one per sampled point, in order) give.
fn read(scenery: &Scenery, lines: &Lines, states: &[LineState], options: SightOptions) -> Sight {
    let (eye, points, base_points) = (lines.eye, &lines.points, lines.base_points);
    let is_clear = |state: &LineState| matches!(state, LineState::Clear);
    // 1650 § Hide: "a clear Line of Sight, with no obstructions": small obstacles count here.
    let unobstructed = |(point, state): (&Vec3, &LineState)| {
        is_clear(state) && !scenery.crosses_cover_among(lines.cover_near(scenery), eye, *point)
    };
    let whole_base_visible = points[..base_points]
        .iter()
        .zip(&states[..base_points])
        .all(unobstructed);
    let whole_miniature_visible = points[base_points..]
        .iter()
        .zip(&states[base_points..])
        .all(unobstructed);
    let partial_cover: Vec<usize> = {
        let mut pieces: Vec<usize> = states
            .iter()
            .filter_map(|state| match state {
                LineState::Blocked(Obstruction::Scenery { piece, .. }) => Some(*piece),
                _ => None,
            })
            .filter(|piece| {
                scenery.piece(*piece).is_some_and(|piece| {
                    matches!(
                        piece.kind,
                        PieceKind::LargeObstacle | PieceKind::Building { .. }
                    )
                })
            })
            .collect();
        pieces.sort_unstable();
        pieces.dedup();
        pieces
    };

    // Cover: the small obstacles the shot's path crosses on its way to the target's feet (the
    // centre of its base), whichever part of the target is seen (docs/rules-gaps.md).
    let small_obstacles = {
        let mut crossed = scenery.cover_crossed(eye, points[0]);
        crossed.retain(|piece| Some(*piece) != options.observer_hidden_behind);
        crossed
    };
    // The line shown: to the first clear point; else to the point behind the fewest pawns;
    // else to the miniature's middle, for its reason.
    let clear_best = points
        .iter()
        .zip(states)
        .find(|(_, state)| is_clear(state))
        .map(|(&point, _)| point);
    if let Some(point) = clear_best {
        return Sight {
            clear: true,
            obstruction: None,
            line: Some((eye, point)),
            small_obstacles,
            partial_cover,
            pawns_in_line: Vec::new(),
            clash_in_path: false,
            whole_base_visible,
            whole_miniature_visible,
        };
    }
    let crossings = points
        .iter()
        .zip(states)
        .filter_map(|(&point, state)| match state {
            LineState::PawnsOnly(crossing) => Some((point, crossing)),
            _ => None,
        });
    if let Some(past) = past_pawns(lines, crossings) {
        let (time, nearest) = past.first;
        return Sight {
            clear: false,
            obstruction: Some(Obstruction::Pawn {
                pawn: nearest,
                at: eye + (past.point - eye) * time,
            }),
            line: Some((eye, past.point)),
            small_obstacles,
            partial_cover: Vec::new(),
            pawns_in_line: past.pawns_in_line,
            clash_in_path: past.clash_in_path,
            whole_base_visible,
            whole_miniature_visible,
        };
    }
    let middle = base_points + MINIATURE_SAMPLE_DIRECTIONS;
    let obstruction = match &states[middle] {
        LineState::Blocked(obstruction) => *obstruction,
        _ => Obstruction::OutsideArc,
    };
    Sight {
        clear: false,
        obstruction: Some(obstruction),
        line: Some((eye, points[middle])),
        small_obstacles: Vec::new(),
        partial_cover: Vec::new(),
        pawns_in_line: Vec::new(),
        clash_in_path: false,
        whole_base_visible,
        whole_miniature_visible,
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

/// The lines from an observer's eye to the sampled points of a target, with what they may meet:
/// what `line_of_sight` and `sees_whole` both trace.
struct Lines<'a> {
    viewer: Base,
    eye: Vec3,
    /// The other pawns near the eye-to-target line.
    others: Vec<&'a SightPawn>,
    points: [Vec3; TARGET_POINTS],
    /// How many of `points` are on the base (the rest are on the miniature).
    base_points: usize,
    /// The scenery's blockers near the eye-to-target line.
    near: Vec<u32>,
    /// The cover near it, gathered when first asked (`cover_near`).
    cover: std::cell::OnceCell<Vec<u32>>,
    /// The target's centre, and how far from it every sampled point lies at most.
    target_centre: Vec2,
    reach: f32,
}

/// Why no line need be traced.
enum Unseen {
    OutsideArc,
    /// Another room of the building `piece`; `at` is the target's feet.
    Room {
        piece: usize,
        at: Vec3,
    },
}

impl Unseen {
    fn sight(self) -> Sight {
        match self {
            Unseen::OutsideArc => Sight::outside_arc(),
            Unseen::Room { piece, at } => Sight {
                obstruction: Some(Obstruction::Scenery { piece, at }),
                ..Sight::outside_arc()
            },
        }
    }
}

impl<'a> Lines<'a> {
    /// Why no line need be traced, when none need be: outside the arc, or in another room.
    fn to(
        scenery: &Scenery,
        pawns: &'a [SightPawn],
        observer: &SightPawn,
        target: &SightPawn,
    ) -> Result<Self, Unseen> {
        Self::with_points(
            scenery,
            pawns,
            observer,
            target,
            target_points(&target.base),
        )
    }

    /// `to`, with the target's sampled points (`target_points`) already worked out.
    fn with_points(
        scenery: &Scenery,
        pawns: &'a [SightPawn],
        observer: &SightPawn,
        target: &SightPawn,
        (points, base_points): ([Vec3; TARGET_POINTS], usize),
    ) -> Result<Self, Unseen> {
        let viewer = observer.base;
        if viewer.facing.dot(target.base.centre - viewer.centre) < -target.base.radius {
            return Err(Unseen::OutsideArc);
        }
        if let Some(piece) = scenery.room_between(viewer.centre, target.base.centre) {
            let (centre, level) = (target.base.centre, target.base.level);
            return Err(Unseen::Room {
                piece,
                at: Vec3::new(centre.x, centre.y, level),
            });
        }
        let eye = viewer.eye();
        // Every sampled point lies within the target's radius of its centre, so a line to one
        // passes within that of the eye-to-centre line: pawns farther off can stand in none.
        let eye_plan = Vec2::new(eye.x, eye.y);
        let others: Vec<&SightPawn> = pawns
            .iter()
            .filter(|pawn| pawn.id != observer.id && pawn.id != target.id)
            .filter(|pawn| {
                let reach = pawn.base.radius.max(MINIATURE_RADIUS_CM)
                    + target.base.radius.max(MINIATURE_RADIUS_CM)
                    + 0.01;
                segment_distance(pawn.base.centre, eye_plan, target.base.centre) <= reach
            })
            .collect();
        // Every sampled point lies within this reach of the target's centre: the scenery the
        // lines can meet is gathered once (`blockers_near`), not walked again for each of them.
        let reach = points_reach(&target.base);
        let near = scenery.blockers_near(eye_plan, target.base.centre, reach);
        Ok(Self {
            viewer,
            eye,
            others,
            points,
            base_points,
            near,
            cover: std::cell::OnceCell::new(),
            target_centre: target.base.centre,
            reach,
        })
    }

    /// The cover the lines can cross (`Scenery::cover_near`), gathered on first asking.
    fn cover_near(&self, scenery: &Scenery) -> &[u32] {
        self.cover.get_or_init(|| {
            scenery.cover_near(
                Vec2::new(self.eye.x, self.eye.y),
                self.target_centre,
                self.reach,
            )
        })
    }

    /// Where the line to `point` ends up: outside the arc, stopped by scenery, past pawns, clear.
    fn state(&self, scenery: &Scenery, point: Vec3) -> LineState {
        if !self.viewer.faces(Vec2::new(point.x, point.y)) {
            return LineState::Blocked(Obstruction::OutsideArc);
        }
        if let Some(hit) = scenery.first_blocker_among(&self.near, self.eye, point) {
            return LineState::Blocked(Obstruction::Scenery {
                piece: hit.piece,
                at: hit.point,
            });
        }
        let crossing = self.pawns_crossed(point);
        if crossing.is_empty() {
            LineState::Clear
        } else {
            LineState::PawnsOnly(crossing)
        }
    }

    /// The other pawns the line to `point` passes, nearest first (where it meets each, as a
    /// fraction of the line).
    fn pawns_crossed(&self, point: Vec3) -> Vec<(f32, u32)> {
        let mut crossing: Vec<(f32, u32)> = self
            .others
            .iter()
            .filter_map(|pawn| pawn_hit(self.eye, point, &pawn.base).map(|time| (time, pawn.id)))
            .collect();
        crossing.sort_by(|first, second| first.0.total_cmp(&second.0));
        crossing
    }

    /// Whether the viewer's arc or some scenery stops the line to `point` (not which piece:
    /// `last_blocker` as `Scenery::blocked_among` keeps it).
    fn stopped(&self, scenery: &Scenery, point: Vec3, last_blocker: &mut Option<u32>) -> bool {
        !self.viewer.faces(Vec2::new(point.x, point.y))
            || scenery.blocked_among(&self.near, self.eye, point, last_blocker)
    }

    /// The line to `point` is clear and crosses no cover either (§ Hide: "a clear Line of
    /// Sight, with no obstructions"); `last_blocker` as `stopped` keeps it.
    fn unobstructed(&self, scenery: &Scenery, point: Vec3, last_blocker: &mut Option<u32>) -> bool {
        !self.stopped(scenery, point, last_blocker)
            && !self
                .others
                .iter()
                .any(|pawn| pawn_hit(self.eye, point, &pawn.base).is_some())
            && !scenery.crosses_cover_among(self.cover_near(scenery), self.eye, point)
    }
}

/// Where the segment `from`→`to` first enters a pawn's base or miniature, as a fraction of it.
fn pawn_hit(from: Vec3, to: Vec3, base: &Base) -> Option<f32> {
    let surface = base.level + BASE_THICKNESS_CM;
    let ray = Ray::new(from, to - from);
    let base_disc = UprightCylinder {
        centre: base.centre,
        radius: base.radius,
        bottom: base.level,
        top: surface,
    };
    let miniature = UprightCylinder {
        centre: base.centre,
        radius: MINIATURE_RADIUS_CM,
        bottom: surface,
        top: surface + MINIATURE_HEIGHT_CM,
    };
    [base_disc.cast(&ray, 1.0), miniature.cast(&ray, 1.0)]
        .into_iter()
        .flatten()
        .min_by(f32::total_cmp)
}
