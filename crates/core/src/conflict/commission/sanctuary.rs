//! 1650 § To Seek Sanctuary: the defenders deploy along the edge opposite the Church; the
//! attackers come in at the two edges beside it, more than 60 cm from any defender. An attacker's
//! wound that marks the defending Leader's coloured Vigour boxes, with no other defender within
//! 15 cm, knocks it unconscious; any pawn in contact may drag it (walking only); the Leader, or
//! its dragger, activated in contact with a Church entrance has sought sanctuary; the attackers
//! want it dragged off the table.

use super::{Commission, DecreeFacts, Role};
use crate::conflict::components::{Edge, Fate, Footing, Luminary, Playing, Unconscious};
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::{card, check_active, entity, footing, harm, pawn_ids, side};
use crate::record::{Rejection, Resolution};
use crate::rules::hiring::LEADER;
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::rules::vigour::{Marked, Vigour, VigourBand};
use crate::table::base::{Placement, Point};
use crate::table::layout::{Door, Layout, PieceKind};
use bevy_ecs::prelude::World;
use parry3d::math::Vec2;

const SECTION: &str = "To Seek Sanctuary";
/// "3 entrances pointed towards the other edges".
const ENTRANCES: usize = 3;
/// "a maximum of 20 cm deep".
const CHURCH_DEPTH_MAX_CM: f32 = 20.0;
/// No other defender this near, and the wounded Leader falls unconscious.
const ALONE_WITHIN_CM: f32 = 15.0;
/// A base this near a doorway is in contact with it (the rim touching the wall's face; our
/// reading, rules-gaps).
const AT_THE_DOOR_CM: f32 = 1.0;
/// In contact with a base: rims this close (cm).
const CONTACT_CM: f32 = 0.5;
/// § To Seek Sanctuary at night: the two extra luminaries, this far out of the main entrance
/// and this far to each side of its middle.
const LUMINARY_OUT_CM: f32 = 5.0;
const LUMINARY_ASIDE_CM: f32 = 4.0;

/// The edge a piece's footprint touches, if one does.
fn edge_touched(layout: &Layout, index: usize) -> Option<Edge> {
    let piece = layout.pieces.get(index)?;
    let table = layout.table;
    let corners = piece.corners();
    [Edge::South, Edge::North, Edge::West, Edge::East]
        .into_iter()
        .find(|edge| {
            corners
                .iter()
                .any(|&corner| edge.distance(table, corner) <= CONTACT_CM)
        })
}

/// Why piece `index` cannot be the Church, if it cannot.
fn church_problem(layout: &Layout, index: usize) -> Option<String> {
    let Some(piece) = layout.pieces.get(index) else {
        return Some(format!("the layout has no piece {}", index + 1));
    };
    if !matches!(piece.kind, PieceKind::Building { .. }) {
        return Some(format!("'{}' is not a building", piece.id));
    }
    if piece.doors().len() < ENTRANCES {
        return Some(format!(
            "'{}' has {} doors; the Church has {ENTRANCES} entrances",
            piece.id,
            piece.doors().len()
        ));
    }
    let Some(edge) = edge_touched(layout, index) else {
        return Some(format!("'{}' does not touch a table edge", piece.id));
    };
    let table = layout.table;
    let deepest = piece
        .corners()
        .iter()
        .map(|&corner| edge.distance(table, corner))
        .fold(0.0_f32, f32::max);
    (deepest > CHURCH_DEPTH_MAX_CM + CONTACT_CM).then(|| {
        format!(
            "'{}' reaches {deepest:.0} cm into the table; the Church is at most {CHURCH_DEPTH_MAX_CM:.0} cm deep",
            piece.id
        )
    })
}

/// The layout's building that can be the Church, preferring one named so.
pub fn default_church(layout: &Layout) -> Option<usize> {
    let fits: Vec<usize> = (0..layout.pieces.len())
        .filter(|&index| church_problem(layout, index).is_none())
        .collect();
    fits.iter()
        .copied()
        .find(|&index| layout.pieces[index].id.to_lowercase().contains("church"))
        .or_else(|| fits.first().copied())
}

/// What the setup lacks for this Commission's Church, in words.
pub fn church_problems(setup: &ConflictSetup) -> Vec<String> {
    let problem = match setup.church {
        None => Some(
            "the Commission needs a Church: a building of the layout touching a table edge, with 3 entrances, at most 20 cm deep".to_owned(),
        ),
        Some(index) => church_problem(&setup.layout, index),
    };
    problem
        .map(|problem| format!("§ {SECTION}: {problem}"))
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
pub fn light_the_church(world: &mut World, setup: &ConflictSetup, resolution: &mut Resolution) {
    let Some(main) = doors(setup).1 else {
        return;
    };
    let aside = Vec2::new(-main.outward.y, main.outward.x);
    let table = setup.layout.table;
    for sign in [-1.0, 1.0] {
        let at =
            main.middle() + main.outward * LUMINARY_OUT_CM + aside * (sign * LUMINARY_ASIDE_CM);
        let at = Vec2::new(at.x.clamp(0.0, table.width), at.y.clamp(0.0, table.depth));
        world.spawn(Luminary(Point { x: at.x, y: at.y }));
    }
    resolution.explain_with(rule(SECTION), || {
        "at night, two more luminaries burn by the Church's main entrance".to_owned()
    });
}

pub fn unconscious(world: &World, pawn: u32) -> bool {
    entity(world, pawn).is_some_and(|pawn| world.get::<Unconscious>(pawn).is_some())
}

/// The pawn `dragger` drags, if any.
pub fn dragged_by(world: &World, dragger: u32) -> Option<u32> {
    pawn_ids(world).into_iter().find(|&id| {
        entity(world, id)
            .and_then(|pawn| world.get::<Unconscious>(pawn))
            .is_some_and(|state| state.carried_by == Some(dragger))
    })
}

fn is_leader_of(world: &World, pawn: u32, role: Role) -> bool {
    let commission = world.resource::<Playing>().0;
    side(world, pawn).is_some_and(|band| commission.role_of(band) == role)
        && card(world, pawn).is_some_and(|card| card.has_peculiarity(LEADER))
}

/// Whether the wound `marked` (`health` after it) that `by` dealt `pawn` knocks it out.
pub fn knocks_out(
    world: &World,
    pawn: u32,
    by: Option<u32>,
    marked: &Marked,
    health: &Vigour,
) -> bool {
    let commission = world.resource::<Playing>().0;
    if commission != Commission::ToSeekSanctuary || marked.eliminated || marked.boxes == 0 {
        return false;
    }
    let attacker = by
        .and_then(|by| side(world, by))
        .map(|band| commission.role_of(band));
    let coloured = health
        .worst_marked()
        .is_some_and(|band| band != VigourBand::Bruises);
    let Some(own) = footing(world, pawn).map(|place| place.base()) else {
        return false;
    };
    let band = side(world, pawn);
    let friend_near = pawn_ids(world).into_iter().any(|friend| {
        friend != pawn
            && side(world, friend) == band
            && !unconscious(world, friend)
            && footing(world, friend)
                .is_some_and(|place| place.base().edge_distance(&own) <= ALONE_WITHIN_CM)
    });
    attacker == Some(Role::Attacker)
        && coloured
        && !friend_near
        && is_leader_of(world, pawn, Role::Defender)
        && !unconscious(world, pawn)
}

/// The Leader falls unconscious: it leaves the turn and does nothing more.
pub fn knock_out(world: &mut World, pawn: u32, resolution: &mut Resolution) {
    if world
        .resource::<crate::conflict::components::Progress>()
        .active
        == Some(pawn)
    {
        crate::conflict::turns::finish_active(world, pawn);
    } else {
        crate::conflict::turns::turn_mut(world, |turn| turn.remove(pawn as usize));
    }
    if let Some(pawn_entity) = entity(world, pawn) {
        world.entity_mut(pawn_entity).insert(Unconscious::default());
    }
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} is wounded with no friend within {ALONE_WITHIN_CM:.0} cm: it falls unconscious; any pawn in contact may drag it",
            pawn_name(world, pawn)
        )
    });
}

/// Why the active `pawn` may not drag `target` now, if it may not.
pub fn check_drag(world: &World, pawn: u32, target: u32) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let section = rule(SECTION);
    let state = entity(world, target).and_then(|target| world.get::<Unconscious>(target));
    match state {
        None => {
            return Err(Rejection::by_rule(
                section,
                format!("{} is not unconscious", pawn_name(world, target)),
            ));
        }
        Some(state) if state.carried_by.is_some() => {
            return Err(Rejection::by_rule(
                section,
                format!("{} is already being dragged", pawn_name(world, target)),
            ));
        }
        Some(_) => {}
    }
    if dragged_by(world, pawn).is_some() {
        return Err(Rejection::by_rule(
            section,
            format!("{} already drags a pawn", pawn_name(world, pawn)),
        ));
    }
    let touching = footing(world, pawn)
        .zip(footing(world, target))
        .is_some_and(|(own, theirs)| own.base().edge_distance(&theirs.base()) <= CONTACT_CM);
    if !touching {
        return Err(Rejection::by_rule(
            section,
            format!(
                "{} drags a pawn its base is in contact with",
                pawn_name(world, pawn)
            ),
        ));
    }
    Ok(())
}

/// `pawn` takes hold of `target`: it is carried along (off the table) behind it.
pub fn drag(
    world: &mut World,
    pawn: u32,
    target: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_drag(world, pawn, target)?;
    if let Some(target_entity) = entity(world, target) {
        world
            .entity_mut(target_entity)
            .insert(Unconscious {
                carried_by: Some(pawn),
            })
            .remove::<Footing>();
    }
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} drags {}: from now on it may only walk",
            pawn_name(world, pawn),
            pawn_name(world, target)
        )
    });
    Ok(())
}

/// The pawn `dragger` drags is put down at `at` (the dragger fell or fled).
pub fn drop_carried(world: &mut World, dragger: u32, at: Placement, resolution: &mut Resolution) {
    let Some(carried) = dragged_by(world, dragger) else {
        return;
    };
    if let Some(carried_entity) = entity(world, carried) {
        world
            .entity_mut(carried_entity)
            .insert((Unconscious::default(), Footing(at)));
    }
    resolution.explain_with(rule(SECTION), || {
        format!(
            "{} lies where {} left it",
            pawn_name(world, carried),
            pawn_name(world, dragger)
        )
    });
}

/// The dragged pawn leaves the table with its dragger by `edge`.
pub fn leaves_with(world: &mut World, dragger: u32, edge: Edge, resolution: &mut Resolution) {
    if let Some(carried) = dragged_by(world, dragger) {
        harm::remove(
            world,
            carried,
            Fate::Left { edge },
            false,
            Some(dragger),
            resolution,
        );
    }
}

/// On activation: the defending Leader, or the pawn dragging it, in contact with an entrance of
/// the Church has sought sanctuary.
pub fn on_activation(
    world: &mut World,
    setup: &ConflictSetup,
    pawn: u32,
    resolution: &mut Resolution,
) {
    if setup.commission != Commission::ToSeekSanctuary {
        return;
    }
    let leader = if is_leader_of(world, pawn, Role::Defender) && !unconscious(world, pawn) {
        Some(pawn)
    } else {
        dragged_by(world, pawn).filter(|&carried| is_leader_of(world, carried, Role::Defender))
    };
    let Some(leader) = leader else {
        return;
    };
    let Some(place) = footing(world, pawn).map(|place| place.base()) else {
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
pub fn may_leave(world: &World, pawn: u32) -> bool {
    dragged_by(world, pawn).is_some()
}

/// § To Seek Sanctuary: Main: the attacker drags the unconscious Leader off the table; the
/// defender makes its Leader seek sanctuary. Secondary: the attacker keeps the Leader from
/// sanctuary; the defender keeps it from being dragged off.
pub(super) fn decree(facts: &DecreeFacts, role: Role, attacker: usize) -> Decree {
    let dragged_off = facts.leader_dragged_off_by == Some(attacker);
    match role {
        Role::Attacker => super::decree_of(dragged_off, !facts.sanctuary_sought),
        Role::Defender | Role::Band => super::decree_of(facts.sanctuary_sought, !dragged_off),
    }
}

pub(super) fn decrees(role: Role) -> [String; 2] {
    match role {
        Role::Attacker => [
            "drag the unconscious defending Leader off the table".to_owned(),
            "keep the defending Leader from seeking sanctuary".to_owned(),
        ],
        Role::Defender | Role::Band => [
            "bring your Leader to a Church entrance: it seeks sanctuary".to_owned(),
            "keep your Leader from being dragged off the table".to_owned(),
        ],
    }
}
