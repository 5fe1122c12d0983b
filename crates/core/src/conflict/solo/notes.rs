//! § Alone in the Face of Danger: what the enemy no player commands has pending, and the notes
//! the rule files leave of what the player's pawns did (a gunpowder weapon fired, an enemy pawn
//! wounded), for `solo` to weigh against the Activation Triggers. In the base of `conflict/`:
//! the rule files write here without importing `solo`, which reads it.

use crate::conflict::orders::ConflictCommand;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Playing;
use crate::conflict::world::pawns::{engaged_with, footing};
use crate::words::Message;
use serde::{Deserialize, Serialize};

/// What the enemy no player commands has pending.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Solo {
    /// What happened since the enemy last answered, not yet weighed for triggers.
    pub(in crate::conflict) events: Vec<Event>,
    /// Enemy pawns an Activation Trigger fired for, in the order they activate, with why.
    pub(in crate::conflict) triggered: Vec<(u32, Message)>,
    /// The enemy pawn activated now, and the maneuvers it has left.
    pub(in crate::conflict) acting: Option<(u32, Vec<ConflictCommand>)>,
    /// Enemy pawns hit by a discharge this turn (§ Activation Priorities Table, row 1).
    pub(in crate::conflict) shot_this_turn: Vec<u32>,
    /// (enemy, pawn) pairs already within the contact trigger's distance: it fires once for
    /// each pawn that comes that near.
    pub(in crate::conflict) close: Vec<(u32, u32)>,
    /// Every enemy activation: what fired it, the row it used and why the rows above did not fit.
    pub reports: Vec<EnemyReport>,
    /// The turn and the active pawn when the enemy last looked (what changed since is news).
    #[serde(default)]
    pub(in crate::conflict) seen_turn: Option<u32>,
    #[serde(default)]
    pub(in crate::conflict) seen_active: Option<u32>,
    /// § Hidden Pawn Markers on the table.
    #[serde(default)]
    pub markers: Vec<HiddenMarker>,
    /// § Deck of Contract Cards: the enemy pawns not yet revealed, in the order they are drawn
    /// (hidden from the player: the panel shows only how many).
    #[serde(default)]
    pub(in crate::conflict) deck: Vec<u32>,
    /// § Clearing the Parish: the buildings (by index) one of your pawns has stood in.
    #[serde(default)]
    pub(in crate::conflict) explored: Vec<usize>,
    /// § Raid in the Compas: the Informer's pawn (the deck's first card).
    #[serde(default)]
    pub informer: Option<u32>,
    /// § Raid in the Compas: markers about to be revealed, waiting for your Leader to keep them
    /// hidden or not, first first.
    #[serde(default)]
    pub pending_reveals: Vec<PendingReveal>,
    /// Markers your Leader kept hidden during the activation now going on: touching them again
    /// asks again only in a later activation of one of your pawns.
    #[serde(default)]
    pub(in crate::conflict) spared: Vec<HiddenMarker>,
    /// § Now or Never!: the rooms (by index) whose door your Leader has touched.
    #[serde(default)]
    pub inspected: Vec<usize>,
    /// § Now or Never!: your Leader paid to look into a room in the activation going on.
    #[serde(default)]
    pub(in crate::conflict) looked: bool,
    /// § Rumours: the pawn active now has coaxed an Antagonist.
    #[serde(default)]
    pub(in crate::conflict) coaxed: bool,
    /// Enemy pawns that lost a clash whose result is still to be chosen (§ Enemy Pawns and
    /// Antagonists in Clashes, row 1: they roll once it is).
    #[serde(default)]
    pub(in crate::conflict) losers: Vec<u32>,
}

/// § Hidden Pawn Markers: a hexagon standing for someone of the enemy band, not yet known.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HiddenMarker {
    pub x: f32,
    pub y: f32,
    /// § Raid in the Compas: the Informer's marker, in the middle of the Compas.
    #[serde(default)]
    pub informer: bool,
}

/// A marker one of the four causes is revealing, and what did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PendingReveal {
    pub marker: HiddenMarker,
    /// The pawn of yours that revealed it, if one did.
    pub cause: Option<u32>,
    pub why: Message,
}

/// § Raid in the Compas: the Informer has left the table (fled or fallen).
pub(in crate::conflict) fn informer_gone(world: &ConflictWorld) -> bool {
    world.resource::<Solo>().informer.is_some_and(|informer| {
        world
            .resource::<crate::conflict::world::components::Casualties>()
            .0
            .iter()
            .any(|casualty| casualty.pawn == informer)
    })
}

/// § Raid in the Compas: the Informer was killed (not fled).
pub(in crate::conflict) fn informer_killed(world: &ConflictWorld) -> bool {
    world.resource::<Solo>().informer.is_some_and(|informer| {
        world
            .resource::<crate::conflict::world::components::Casualties>()
            .0
            .iter()
            .any(|casualty| {
                casualty.pawn == informer
                    && casualty.fate == crate::conflict::world::components::Fate::Killed
            })
    })
}

/// One enemy activation, as the log and the panel tell it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnemyReport {
    pub turn: u32,
    pub pawn: u32,
    /// The Activation Trigger that fired, in words.
    pub trigger: Message,
    /// The row of the Activation Priorities Table used (1 to 6; 0 when none fitted).
    pub row: u8,
    /// Why each row above it did not fit, in order.
    pub passed_over: Vec<Message>,
    /// What the row makes it do.
    pub chose: Message,
}

/// The band no player commands, in a Commission played alone.
pub(in crate::conflict) fn enemy_band(world: &ConflictWorld) -> Option<usize> {
    world.resource::<Playing>().0.enemy_band()
}

/// The band the player commands, in a Commission played alone.
pub(in crate::conflict) fn your_band(world: &ConflictWorld) -> Option<usize> {
    let enemy = enemy_band(world)?;
    (0..world.resource::<Playing>().0.bands()).find(|&band| band != enemy)
}

/// The Hidden Pawn Marker nearest `point`, with its place in the list.
pub(in crate::conflict) fn nearest_marker(
    world: &ConflictWorld,
    point: parry3d::math::Vec2,
) -> Option<(usize, HiddenMarker)> {
    let far = |marker: &HiddenMarker| point.distance(parry3d::math::Vec2::new(marker.x, marker.y));
    world
        .resource::<Solo>()
        .markers
        .iter()
        .copied()
        .enumerate()
        .min_by(|(_, a), (_, b)| far(a).total_cmp(&far(b)))
}

/// Whether `pawn` belongs to the band no player commands.
pub(in crate::conflict) fn is_enemy(world: &ConflictWorld, pawn: u32) -> bool {
    enemy_band(world)
        .is_some_and(|band| crate::conflict::world::pawns::side_of_any(world, pawn) == band)
}

/// Something a pawn did that may fire a trigger.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(in crate::conflict) enum Event {
    /// A player's pawn finished its activation.
    ActivationEnded { pawn: u32 },
    /// A player's pawn fired a gunpowder weapon.
    Gunpowder { shooter: u32 },
    /// `victim` (an enemy pawn) was wounded or eliminated at (x, y) by `by`.
    Wounded {
        victim: u32,
        x: f32,
        y: f32,
        by: u32,
        shot: bool,
    },
    /// A player's pawn engaged with enemy pawns activated: they activate too.
    Activated { pawn: u32 },
    /// An enemy pawn was revealed (§ Attitude of Enemy Pawns, the first trigger).
    Revealed { pawn: u32 },
}

fn push(world: &mut ConflictWorld, event: Event) {
    world.resource_mut::<Solo>().events.push(event);
}

/// A gunpowder weapon was fired (`shooting::discharge`).
pub(in crate::conflict) fn note_gunpowder(world: &mut ConflictWorld, shooter: u32) {
    if enemy_band(world).is_some() && !is_enemy(world, shooter) {
        push(world, Event::Gunpowder { shooter });
    }
}

/// `victim` was wounded by `by` (`harm::after_wound`), before it leaves the table.
pub(in crate::conflict) fn note_wound(world: &mut ConflictWorld, victim: u32, by: Option<u32>) {
    let Some(by) = by else {
        return;
    };
    if enemy_band(world).is_none() || !is_enemy(world, victim) || is_enemy(world, by) {
        return;
    }
    let Some(place) = footing(world, victim) else {
        return;
    };
    // A discharge: the wounder shot this activation and is not in a clash with it (an attack
    // of opportunity on a pawn leaving its clash is a blow, not a shot).
    let shot = crate::conflict::world::pawns::deeds(world, by).shot
        && !engaged_with(world, by).contains(&victim);
    if shot {
        world.resource_mut::<Solo>().shot_this_turn.push(victim);
    }
    push(
        world,
        Event::Wounded {
            victim,
            x: place.0.x,
            y: place.0.y,
            by,
            shot,
        },
    );
}
