//! How the traced lines read as an answer (1650 § Hide, § Immediate Target, § Discharge Roll
//! Modifiers): the line shown, what stops it, the pawns in the way, cover, the "whole" answers.

use super::lines::{LineState, Lines};
use super::points::MINIATURE_SAMPLE_DIRECTIONS;
use super::{Obstruction, Sight, SightOptions, SightPawn};
use crate::table::layout::PieceKind;
use crate::table::scenery::Scenery;
use parry3d::math::Vec3;

/// The line past the fewest pawns, when no line is clear and some passes pawns only: its
/// point, the pawns (nearest first), whether one is in a clash, and where it meets the first.
pub(super) struct PastPawns {
    point: Vec3,
    pub(super) pawns_in_line: Vec<u32>,
    pub(super) clash_in_path: bool,
    first: (f32, u32),
}

pub(super) fn past_pawns<'c>(
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
pub(super) fn trace(
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
    let (whole_base_visible, whole_miniature_visible) = whole_visible(scenery, lines, states);
    let partial_cover = partial_cover(scenery, states);
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

/// Whether every sampled point of the base, and of the miniature, is seen clear with no
/// obstruction at all (1650 § Hide ends).
fn whole_visible(scenery: &Scenery, lines: &Lines, states: &[LineState]) -> (bool, bool) {
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
    (whole_base_visible, whole_miniature_visible)
}

/// The large obstacles and buildings that stop some of the lines, each once, in order: cover
/// when the target is still seen (1650 § Large Obstacles).
fn partial_cover(scenery: &Scenery, states: &[LineState]) -> Vec<usize> {
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
}
