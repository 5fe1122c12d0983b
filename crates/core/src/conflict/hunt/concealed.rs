//! Stealthy and Scout pawns "may deploy concealed" (1650 § The Hunt names the Peculiarities'
//! usual rules without printing them; ours are in peculiarities.ron and docs/rules-gaps.md):
//! they deploy after every other pawn of both bands, a Stealthy pawn anywhere within 10 cm
//! beyond its band's deployment area, a Scout anywhere out of the enemy's area and more than
//! 20 cm from every enemy.

use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::deployment::{base_edges, deployment_zone};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Edge, Progress};
use crate::conflict::world::pawns::{card, enemies_of, footing};
use crate::msg;
use crate::record::Rejection;
use crate::rules::hunt::{SCOUT, STEALTHY};
use crate::rules::rule;
use crate::table::base::Base;
use crate::table::layout::Zone;
use crate::words::Message;

/// A Stealthy pawn may deploy this much deeper than its band's area.
pub const STEALTHY_EXTRA_CM: f32 = 10.0;
/// A Scout deploys more than this from every enemy.
pub const SCOUT_CLEAR_CM: f32 = 20.0;

const SECTION: &str = "Peculiarities";

pub(in crate::conflict) fn concealed(world: &ConflictWorld, pawn: u32) -> bool {
    world
        .resource::<crate::conflict::world::pawn_index::PawnIndex>()
        .hides(pawn)
}

/// The pawns of `band` that may deploy now: the others first, the concealed ones once every
/// other pawn of both bands is on the table.
pub(in crate::conflict) fn deployable(world: &ConflictWorld, band: usize) -> Vec<u32> {
    // Every deployment asks: the index's rows are read in place, no list made but the answer.
    let index = world.resource::<crate::conflict::world::pawn_index::PawnIndex>();
    let undeployed = |band: usize| crate::conflict::world::pawns::undeployed_in(index, band);
    // § The Hunt: with Stealthy or Scout pawns on both sides, those deploy on Tracking Markers.
    if crate::conflict::hunt::tracking::applies(world) {
        return undeployed(band)
            .filter(|&pawn| !index.hides(pawn))
            .collect();
    }
    if !crate::conflict::world::pawns::opening_bands(world).contains(&band) {
        // A band arriving later deploys when it arrives (`arrival`).
        return Vec::new();
    }
    let others_waiting = crate::conflict::world::pawns::opening_bands(world)
        .any(|side| undeployed(side).any(|pawn| !index.hides(pawn)));
    undeployed(band)
        .filter(|&pawn| index.hides(pawn) != others_waiting)
        .collect()
}

/// The band that deploys now: `preferred` unless only the other has pawns it may deploy.
pub(in crate::conflict) fn first_to_deploy(world: &ConflictWorld, preferred: usize) -> usize {
    match crate::conflict::world::pawns::other_opening_band(world, preferred) {
        Some(other) if deployable(world, preferred).is_empty() => other,
        _ => preferred,
    }
}

/// Why `pawns` (all concealed or none) may not stand at their places, checked as a concealed
/// deployment; `None` when they are not concealed (the usual area applies).
pub(in crate::conflict) fn check_concealed(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    band: usize,
    pawn: u32,
    base: &Base,
) -> Option<Result<(), Rejection>> {
    // § Rescue: the defenders deploy "as if they were Antagonists", all in the middle circle.
    if setup.commission.centre_deployment_cm().is_some() {
        return None;
    }
    let own = card(world, pawn)?;
    let [first, second]: [Edge; 2] = world.resource::<Progress>().edges?;
    // Only the two opening bands deploy concealed; a band arriving later does not.
    let (own_edge, enemy_edge) = match band {
        0 => (first, second),
        1 => (second, first),
        _ => return None,
    };
    let refuse = |reason: Message| Some(Err(Rejection::by_rule(rule(SECTION), reason)));
    let edges_of_base = base_edges(base);
    let inside = |zone: &Zone| edges_of_base.iter().all(|&point| zone.contains(point));
    if own.has_peculiarity(SCOUT) {
        let enemy_zone = deployment_zone(setup, enemy_edge);
        let touches_enemy_area = edges_of_base
            .iter()
            .any(|&point| enemy_zone.contains(point));
        let table = setup.layout.table;
        let on_table = inside(&Zone {
            x: 0.0,
            y: 0.0,
            width: table.width,
            depth: table.depth,
        });
        if !on_table || touches_enemy_area {
            return refuse(msg!(
                "conflict-hunt-scout-out-of-enemy-area",
                edge = enemy_edge.message()
            ));
        }
        let too_near = enemies_of(world, band).into_iter().find(|&enemy| {
            footing(world, enemy)
                .is_some_and(|theirs| theirs.base().edge_distance(base) <= SCOUT_CLEAR_CM)
        });
        if let Some(enemy) = too_near {
            return refuse(msg!(
                "conflict-hunt-scout-too-near",
                most = SCOUT_CLEAR_CM.round() as u32,
                pawn = pawn_name(world, enemy)
            ));
        }
        return Some(Ok(()));
    }
    if own.has_peculiarity(STEALTHY) {
        let zone = stealthy_zone(setup, own_edge);
        if !inside(&zone) {
            return refuse(msg!(
                "conflict-hunt-stealthy-beyond-area",
                most = STEALTHY_EXTRA_CM.round() as u32
            ));
        }
        return Some(Ok(()));
    }
    None
}

/// Band `edge`'s deployment area made 10 cm deeper (Stealthy).
pub fn stealthy_zone(setup: &ConflictSetup, edge: Edge) -> Zone {
    let mut zone = deployment_zone(setup, edge);
    match edge {
        Edge::South => zone.depth += STEALTHY_EXTRA_CM,
        Edge::North => {
            zone.y -= STEALTHY_EXTRA_CM;
            zone.depth += STEALTHY_EXTRA_CM;
        }
        Edge::West => zone.width += STEALTHY_EXTRA_CM,
        Edge::East => {
            zone.x -= STEALTHY_EXTRA_CM;
            zone.width += STEALTHY_EXTRA_CM;
        }
    }
    zone
}

impl crate::conflict::state::Conflict {
    /// Where the next type band `band` deploys may go, in words, when it deploys concealed.
    pub fn concealed_note(&self, band: usize) -> Option<Message> {
        let pawn = *deployable(&self.world, band).first()?;
        let own = card(&self.world, pawn)?;
        if own.has_peculiarity(SCOUT) {
            Some(msg!("conflict-hunt-scouts-note"))
        } else if own.has_peculiarity(STEALTHY) {
            Some(msg!("conflict-hunt-stealthy-note"))
        } else {
            None
        }
    }
}
