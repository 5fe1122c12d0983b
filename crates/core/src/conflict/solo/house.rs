//! 1650 § Now or Never!: your Leader in the Country House. The first time it touches the door
//! of a room it rolls 1D10 on the room table (ours: the page's did not survive the OCR, so
//! assets/1650/commissions.ron's `room_table`), and at the start of an activation it may pay a
//! Maravedi to reveal the marker of a room beside its own.

use super::{Solo, enemy_band};
use crate::conflict::commission::terms::RoomFind;
use crate::conflict::commission::{House, country_house};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Playing, Progress, Table};
use crate::conflict::world::pawns::{footing, leader_of};
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::maravedies::LOOK_INTO_ROOM_MRV;
use crate::rules::rule;
use parry3d::math::Vec2;

const SECTION: &str = "Now or Never!";

/// The Country House, in § Now or Never!.
fn house(world: &ConflictWorld) -> Option<House> {
    if !world.resource::<Playing>().0.has_country_house() {
        return None;
    }
    country_house(world.resource::<Table>().0.layout())
}

/// Your Leader (the band no enemy), on the table.
fn your_leader(world: &ConflictWorld) -> Option<u32> {
    let yours = crate::conflict::solo::notes::your_band(world)?;
    leader_of(world, yours).filter(|&leader| footing(world, leader).is_some())
}

/// Before the turns: the central room, where your Leader wakes, is known already.
pub(super) fn lay(world: &mut ConflictWorld) {
    if let Some(central) = house(world).and_then(|house| house.rooms.first().copied()) {
        world.resource_mut::<Solo>().inspected.push(central);
    }
}

/// After each command in the turns: a room whose door your Leader now touches, or which it has
/// walked into, for the first time is inspected (one roll on the room table).
pub(super) fn inspect_doors(world: &mut ConflictWorld, resolution: &mut Resolution) {
    if world.resource::<Progress>().phase != crate::conflict::world::components::Phase::Turns {
        return;
    }
    let (Some(house), Some(leader)) = (house(world), your_leader(world)) else {
        return;
    };
    let Some(base) = crate::conflict::world::pawns::base(world, leader) else {
        return;
    };
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    for &room in &house.rooms {
        if world.resource::<Solo>().inspected.contains(&room) {
            continue;
        }
        let Some(piece) = scenery.piece(room) else {
            continue;
        };
        // Through a door or standing at one: a walk that crossed a doorway touched it.
        let touches = piece.footprint_distance(base.centre) <= 0.0
            || piece.doors().iter().any(|door| {
                door.distance(base.centre) - base.radius
                    <= crate::conflict::turns::deployment::EDGE_CONTACT_CM
            });
        if touches {
            world.resource_mut::<Solo>().inspected.push(room);
            inspect(world, leader, &piece.id, resolution);
        }
    }
}

/// One roll on the room table for `room`, and what your Leader finds.
fn inspect(world: &mut ConflictWorld, leader: u32, room: &str, resolution: &mut Resolution) {
    let roll = resolution
        .dice()
        .roll(msg!("conflict-solo-roll-room-table"), Die::D10);
    let Some(row) = crate::conflict::commission::room_row(roll) else {
        return;
    };
    let name = pawn_name(world, leader).to_owned();
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-solo-room-door",
            pawn = name,
            room = room,
            roll = roll,
            find = &row.text
        )
    });
    match row.find {
        RoomFind::Nothing => {}
        RoomFind::Alarm => {
            if let Some(marker) = nearest_marker(world, leader) {
                super::reveal::reveal(
                    world,
                    marker,
                    Some(leader),
                    msg!("conflict-solo-reveal-why-alarm"),
                    resolution,
                );
            }
        }
        RoomFind::Maravedies(count) => {
            crate::conflict::band::purse::change(world, leader, count, 0);
        }
        RoomFind::Heal(count) => {
            if let Some(mut vigour) = crate::conflict::band::harm::health(world, leader) {
                vigour.marked = vigour.marked.saturating_sub(count);
                crate::conflict::band::harm::set_health(world, leader, vigour);
            }
        }
        RoomFind::LeaderCard => {
            let enemy_leader = enemy_band(world).and_then(|band| leader_of(world, band));
            let solo = world.resource_mut::<Solo>();
            if let Some(leader) = enemy_leader
                && let Some(at) = solo.deck.iter().position(|&pawn| pawn == leader)
            {
                let card = solo.deck.remove(at);
                solo.deck.insert(0, card);
            }
        }
    }
}

fn nearest_marker(
    world: &ConflictWorld,
    pawn: u32,
) -> Option<crate::conflict::solo::notes::HiddenMarker> {
    let from = crate::conflict::world::pawns::base(world, pawn)?.centre;
    crate::conflict::solo::notes::nearest_marker(world, from).map(|(_, marker)| marker)
}

/// The rooms beside your Leader's whose marker it may pay to reveal now, or why none.
pub(in crate::conflict) fn rooms_to_reveal(
    world: &ConflictWorld,
    pawn: u32,
) -> Result<Vec<usize>, Rejection> {
    let section = rule(SECTION);
    let Some(house) = house(world) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-look-only-now-or-never"),
        ));
    };
    if your_leader(world) != Some(pawn) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-solo-not-your-leader",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    crate::conflict::world::pawns::check_active(world, pawn)?;
    let deeds = crate::conflict::world::pawns::deeds(world, pawn);
    if deeds.moved.is_some() || deeds.shot || deeds.fought || world.resource::<Solo>().looked {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-look-only-at-start"),
        ));
    }
    if crate::conflict::band::purse::purse(world, pawn) < LOOK_INTO_ROOM_MRV {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-no-maravedi", pawn = pawn_name(world, pawn)),
        ));
    }
    let layout = world.resource::<Table>().0.layout();
    let Some(here) =
        footing(world, pawn).and_then(|place| house.room_at(layout, place.base().centre))
    else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-solo-not-in-a-room", pawn = pawn_name(world, pawn)),
        ));
    };
    let markers = &world.resource::<Solo>().markers;
    Ok(house
        .adjacent(here)
        .into_iter()
        .filter(|&room| {
            layout.pieces.get(room).is_some_and(|piece| {
                markers
                    .iter()
                    .any(|marker| piece.footprint_distance(Vec2::new(marker.x, marker.y)) <= 0.0)
            })
        })
        .collect())
}

/// `pawn`, your Leader, pays a Maravedi to reveal the marker in `room`, beside its own.
pub(in crate::conflict) fn reveal_room(
    world: &mut ConflictWorld,
    pawn: u32,
    room: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let rooms = rooms_to_reveal(world, pawn)?;
    let scenery = std::sync::Arc::clone(&world.resource::<Table>().0);
    let Some(piece) = scenery.piece(room).filter(|_| rooms.contains(&room)) else {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!("conflict-solo-room-not-beside"),
        ));
    };
    let Some(marker) = world
        .resource::<Solo>()
        .markers
        .iter()
        .find(|marker| piece.footprint_distance(Vec2::new(marker.x, marker.y)) <= 0.0)
        .copied()
    else {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!("conflict-solo-room-no-marker"),
        ));
    };
    crate::conflict::band::purse::change(world, pawn, 0, LOOK_INTO_ROOM_MRV);
    world.resource_mut::<Solo>().looked = true;
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-solo-looks-into-room",
            pawn = pawn_name(world, pawn),
            room = &piece.id
        )
    });
    super::reveal::reveal(
        world,
        marker,
        Some(pawn),
        msg!("conflict-solo-reveal-why-looked-into"),
        resolution,
    );
    Ok(())
}

impl crate::conflict::Conflict {
    /// § Now or Never!: the rooms (buildings, by index) `pawn`, your Leader, may pay a Maravedi
    /// to look into now, or why none (the app's buttons).
    pub fn rooms_to_reveal(&self, pawn: u32) -> Result<Vec<usize>, Rejection> {
        rooms_to_reveal(&self.world, pawn)
    }
}
