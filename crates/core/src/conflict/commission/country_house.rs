//! 1650 § Now or Never! (Alone in the Face of Danger): your Leader alone wakes in the central
//! room of a Country House (at least five buildings joined by their doors) and must get away by
//! night and fog through captors hidden in its rooms and round it. No Line of Sight passes
//! between the rooms (`Layout::sealed_rooms`); the room table and the Maravedi that reveals a
//! room beside the Leader's are `conflict::solo::house`. The page's Duration and Decrees did not
//! survive the OCR: ours (docs/rules-gaps.md).

use super::terms::{HousePlan, MarkerPlan};
use super::{Commission, DecreeFacts, Role};
use crate::msg;
use crate::rules::honour::Decree;
use crate::table::layout::{Layout, PieceKind};
use crate::words::Message;
use parry3d::math::Vec2;

/// Main: your Leader gets away (leaves the table by an edge). Secondary: eliminate the enemy
/// Leader.
pub(super) fn decree(facts: &DecreeFacts, role: Role) -> Decree {
    match role {
        Role::Attacker | Role::Band => {
            super::terms::decree_of(facts.own_leader_left, facts.leaders_eliminated > 0)
        }
        Role::Defender => super::terms::decree_of(facts.leaders_eliminated > 0, false),
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    match role {
        Role::Attacker | Role::Band => [
            msg!("conflict-commission-now-or-never-main"),
            msg!("conflict-commission-decree-enemy-leader"),
        ],
        Role::Defender => [
            msg!("conflict-commission-now-or-never-enemy-main"),
            msg!("conflict-commission-decree-none-for-enemy"),
        ],
    }
}

pub(in crate::conflict) fn plan() -> Option<HousePlan> {
    match Commission::NowOrNever.terms().solo?.markers? {
        MarkerPlan::CountryHouse(plan) => Some(plan),
        _ => None,
    }
}

/// The Country House on a layout: its rooms (buildings, by index; the central one first) and
/// which of them a door joins.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct House {
    pub rooms: Vec<usize>,
    pub links: Vec<(usize, usize)>,
}

impl House {
    /// The rooms a door joins to `room`.
    pub fn adjacent(&self, room: usize) -> Vec<usize> {
        self.links
            .iter()
            .filter_map(|&(a, b)| {
                if a == room {
                    Some(b)
                } else if b == room {
                    Some(a)
                } else {
                    None
                }
            })
            .collect()
    }

    /// The room `point` stands in.
    pub fn room_at(&self, layout: &Layout, point: Vec2) -> Option<usize> {
        self.rooms.iter().copied().find(|&room| {
            layout
                .pieces
                .get(room)
                .is_some_and(|piece| piece.footprint_distance(point) <= 0.0)
        })
    }
}

/// The Country House on `layout`: the building in the middle of the table and every building
/// reached from it through doors (a door of one facing the other's wall).
pub fn country_house(layout: &Layout) -> Option<House> {
    let plan = plan()?;
    let buildings: Vec<usize> = layout
        .pieces
        .iter()
        .enumerate()
        .filter(|(_, piece)| matches!(piece.kind, PieceKind::Building { .. }))
        .map(|(index, _)| index)
        .collect();
    let central = super::buildings_near_middle(layout, plan.centre_within_cm)
        .into_iter()
        .min_by(|a, b| a.1.total_cmp(&b.1))?
        .0;
    let joined = |a: usize, b: usize| {
        let (Some(one), Some(other)) = (layout.pieces.get(a), layout.pieces.get(b)) else {
            return false;
        };
        let faces = |from: &crate::table::layout::Piece, to: &crate::table::layout::Piece| {
            from.doors()
                .iter()
                .any(|door| to.footprint_distance(door.middle()) <= plan.connected_within_cm)
        };
        faces(one, other) || faces(other, one)
    };
    let mut house = House {
        rooms: vec![central],
        links: Vec::new(),
    };
    let mut next = 0;
    while let Some(&room) = house.rooms.get(next) {
        next += 1;
        for &other in &buildings {
            if other != room && joined(room, other) {
                if !house.links.contains(&(other, room)) && !house.links.contains(&(room, other)) {
                    house.links.push((room, other));
                }
                if !house.rooms.contains(&other) {
                    house.rooms.push(other);
                }
            }
        }
    }
    Some(house)
}

/// What a layout lacks: "at least 5 buildings, connected to each other via their doors ... the
/// central building of the formation in the middle of the table area".
pub(super) fn layout_problem(layout: &Layout) -> Option<Message> {
    let plan = plan()?;
    let rooms = country_house(layout).map_or(0, |house| house.rooms.len());
    (rooms < plan.rooms).then(|| {
        msg!(
            "conflict-commission-now-or-never-small-house",
            least = plan.rooms,
            rooms = rooms
        )
    })
}
