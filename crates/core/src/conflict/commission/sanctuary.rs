//! 1650 § To Seek Sanctuary: the defenders deploy along the edge opposite the Church; the
//! attackers come in at the two edges beside it, more than 60 cm from any defender. The
//! defending Leader may fall unconscious and be dragged (`unconscious`); the Leader, or its
//! dragger, activated in contact with a Church entrance has sought sanctuary; the attackers want
//! it dragged off the table.

use super::terms::{Commission, DecreeFacts, Role};
use super::unconscious::is_leader_of;
use crate::conflict::EDGE_CONTACT_CM;
use crate::conflict::band::harm;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Fate, Luminaries};
use crate::msg;
use crate::record::Resolution;
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::table::base::Point;
use crate::table::layout::{Door, Layout, PieceKind};
use crate::words::Message;
use parry3d::math::Vec2;

const SECTION: &str = "To Seek Sanctuary";
/// "3 entrances pointed towards the other edges".
const ENTRANCES: usize = 3;
/// "a maximum of 20 cm deep".
const CHURCH_DEPTH_MAX_CM: f32 = 20.0;
/// A base this near a doorway is in contact with it (the rim touching the wall's face; our
/// reading, rules-gaps).
const AT_THE_DOOR_CM: f32 = 1.0;
/// § To Seek Sanctuary at night: the two extra luminaries, this far out of the main entrance
/// and this far to each side of its middle.
const LUMINARY_OUT_CM: f32 = 5.0;
const LUMINARY_ASIDE_CM: f32 = 4.0;

/// The edge a piece's footprint touches, if one does.
fn edge_touched(layout: &Layout, index: usize) -> Option<Edge> {
    let piece = layout.pieces.get(index)?;
    let table = layout.table;
    let corners = piece.corners();
    Edge::ALL.into_iter().find(|edge| {
        corners
            .iter()
            .any(|&corner| edge.distance(table, corner) <= EDGE_CONTACT_CM)
    })
}

/// What the Church must be, in English words, for the set-up screen until it shows
/// `church_rule`.
pub const CHURCH_RULE: &str =
    "a building of the layout touching a table edge, with 3 entrances, at most 20 cm deep";

/// What the Church must be, in words (refusals, and the set-up screen).
pub fn church_rule() -> Message {
    msg!(
        "conflict-commission-sanctuary-church-rule",
        entrances = ENTRANCES,
        depth = super::phrases::whole_cm(CHURCH_DEPTH_MAX_CM)
    )
}

/// Why piece `index` cannot be the Church, if it cannot.
fn church_problem(layout: &Layout, index: usize) -> Option<Message> {
    let Some(piece) = layout.pieces.get(index) else {
        return Some(msg!(
            "conflict-commission-sanctuary-no-piece",
            piece = index + 1
        ));
    };
    if !matches!(piece.kind, PieceKind::Building { .. }) {
        return Some(msg!(
            "conflict-commission-sanctuary-not-building",
            piece = &piece.id
        ));
    }
    if piece.doors().len() < ENTRANCES {
        return Some(msg!(
            "conflict-commission-sanctuary-few-doors",
            piece = &piece.id,
            doors = piece.doors().len(),
            entrances = ENTRANCES
        ));
    }
    let Some(edge) = edge_touched(layout, index) else {
        return Some(msg!(
            "conflict-commission-sanctuary-off-edge",
            piece = &piece.id
        ));
    };
    let table = layout.table;
    let deepest = piece
        .corners()
        .iter()
        .map(|&corner| edge.distance(table, corner))
        .fold(0.0_f32, f32::max);
    (deepest > CHURCH_DEPTH_MAX_CM + EDGE_CONTACT_CM).then(|| {
        msg!(
            "conflict-commission-sanctuary-too-deep",
            piece = &piece.id,
            depth = super::phrases::whole_cm(deepest),
            most = super::phrases::whole_cm(CHURCH_DEPTH_MAX_CM)
        )
    })
}

/// The layout's pieces that can be the Church (the set-up screen offers these).
pub fn church_candidates(layout: &Layout) -> Vec<usize> {
    (0..layout.pieces.len())
        .filter(|&index| church_problem(layout, index).is_none())
        .collect()
}

/// The layout's building that can be the Church, preferring one named so.
pub fn default_church(layout: &Layout) -> Option<usize> {
    let fits = church_candidates(layout);
    fits.iter()
        .copied()
        .find(|&index| layout.pieces[index].id.to_lowercase().contains("church"))
        .or_else(|| fits.first().copied())
}

/// What the setup lacks for this Commission's Church, in words.
pub fn church_problems(setup: &ConflictSetup) -> Vec<Message> {
    let problem = match setup.church {
        None => Some(msg!(
            "conflict-commission-sanctuary-needs-church",
            rule = church_rule()
        )),
        Some(index) => church_problem(&setup.layout, index),
    };
    problem
        .map(|problem| msg!("conflict-commission-sanctuary-problem", problem = problem))
        .into_iter()
        .collect()
}

/// The defenders' edge: the one opposite the edge the Church stands against.
pub fn defenders_edge(setup: &ConflictSetup) -> Option<Edge> {
    edge_touched(&setup.layout, setup.church?).map(Edge::opposite)
}

/// The Church's doors, and the main one: the door facing most towards the defenders' edge.
pub fn doors(setup: &ConflictSetup) -> (Vec<Door>, Option<Door>) {
    let Some(piece) = setup
        .church
        .and_then(|index| setup.layout.pieces.get(index))
    else {
        return (Vec::new(), None);
    };
    let doors = piece.doors();
    let towards = defenders_edge(setup).map_or(Vec2::ZERO, |edge| {
        crate::table::base::facing_vector(edge.outward_degrees())
    });
    let main = doors
        .iter()
        .copied()
        .max_by(|a, b| a.outward.dot(towards).total_cmp(&b.outward.dot(towards)));
    (doors, main)
}

/// § To Seek Sanctuary at night: two more luminaries by the Church's main entrance.
pub fn light_the_church(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) {
    let Some(main) = doors(setup).1 else {
        return;
    };
    let aside = Vec2::new(-main.outward.y, main.outward.x);
    let table = setup.layout.table;
    for sign in [-1.0, 1.0] {
        let at =
            main.middle() + main.outward * LUMINARY_OUT_CM + aside * (sign * LUMINARY_ASIDE_CM);
        let at = Vec2::new(at.x.clamp(0.0, table.width), at.y.clamp(0.0, table.depth));
        world
            .resource_mut::<Luminaries>()
            .0
            .push(Point { x: at.x, y: at.y });
    }
    resolution.explain_with(rule(SECTION), || {
        msg!("conflict-commission-sanctuary-night-lights")
    });
}

/// On activation: the defending Leader, or the pawn dragging it, in contact with an entrance of
/// the Church has sought sanctuary.
pub fn on_activation(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    pawn: u32,
    resolution: &mut Resolution,
) {
    if setup.commission != Commission::ToSeekSanctuary {
        return;
    }
    let leader = if is_leader_of(world, pawn, Role::Defender)
        && !super::unconscious::unconscious(world, pawn)
    {
        Some(pawn)
    } else {
        super::unconscious::dragged_by(world, pawn)
            .filter(|&carried| is_leader_of(world, carried, Role::Defender))
    };
    let Some(leader) = leader else {
        return;
    };
    let Some(place) = crate::conflict::world::pawns::base(world, pawn) else {
        return;
    };
    let at_door = doors(setup)
        .0
        .iter()
        .any(|door| door.distance(place.centre) <= place.radius + AT_THE_DOOR_CM);
    if at_door {
        harm::remove(world, leader, Fate::Sanctuary, false, None, resolution);
    }
}

/// Whether a pawn may leave the table here: only one dragging a pawn.
pub fn may_leave(world: &ConflictWorld, pawn: u32) -> bool {
    super::unconscious::dragged_by(world, pawn).is_some()
}

/// § To Seek Sanctuary: Main: the attacker drags the unconscious Leader off the table; the
/// defender makes its Leader seek sanctuary. Secondary: the attacker keeps the Leader from
/// sanctuary; the defender keeps it from being dragged off.
pub(super) fn decree(facts: &DecreeFacts, role: Role, attacker: usize) -> Decree {
    let dragged_off = facts.leader_dragged_off_by == Some(attacker);
    match role {
        Role::Attacker => super::terms::decree_of(dragged_off, !facts.sanctuary_sought),
        Role::Defender | Role::Band => {
            super::terms::decree_of(facts.sanctuary_sought, !dragged_off)
        }
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Attacker => [
            msg!("conflict-commission-sanctuary-attacker-main"),
            msg!("conflict-commission-sanctuary-attacker-secondary"),
        ],
        Role::Defender | Role::Band => [
            msg!("conflict-commission-sanctuary-defender-main"),
            msg!("conflict-commission-sanctuary-defender-secondary"),
        ],
    }
}
