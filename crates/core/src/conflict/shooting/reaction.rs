//! 1650 § Discharge Maneuvers, Reaction Shot: instead of activating, a pawn declares it will
//! wait; the moment an enemy activates or moves within its Line of Sight it may fire at that
//! enemy, its only action and its one activation this turn. The enemy, if it survives, goes
//! on with its activation. When the window opens and what holding fire means are our choices,
//! listed in docs/rules-gaps.md.

use crate::conflict::names::{pawn_list, pawn_name};
use crate::conflict::shooting::discharge::check_may_react;
use crate::conflict::shooting::discharge::{ShotOrder, may_aim, shoot};
use crate::conflict::shooting::fire_check::weapon_may_fire;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Pending, Progress, Verdict};
use crate::conflict::world::components::{ReactionWindow, Reactions};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{card, engaged_with, footing, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Activation;
use crate::rules::audacity::Nerve;
use crate::rules::rule;
use crate::words::Message;

const SECTION: &str = "Discharge Maneuvers";

/// The distance weapons `pawn` could fire now, ignoring whom at.
pub(in crate::conflict) fn weapons_ready(world: &ConflictWorld, pawn: u32) -> Vec<usize> {
    ready_weapons(world, pawn).collect()
}

/// Whether `pawn` has a distance weapon it could fire now (`weapons_ready` is not empty).
fn has_weapon_ready(world: &ConflictWorld, pawn: u32) -> bool {
    ready_weapons(world, pawn).next().is_some()
}

/// `weapons_ready`, one at a time.
fn ready_weapons(world: &ConflictWorld, pawn: u32) -> impl Iterator<Item = usize> + '_ {
    card(world, pawn)
        .into_iter()
        .flat_map(|own| {
            // Hand weapons are passed over before the full check.
            (0..own.weapons.len()).filter(move |&weapon| own.weapons[weapon].discharge.is_some())
        })
        .filter(move |&weapon| weapon_may_fire(world, pawn, weapon))
}

/// Why `pawn` may not declare a Reaction Shot now, if it may not.
pub fn check_declare(world: &ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    let refuse = |reason: Message| Err(Rejection::by_rule(rule(SECTION), reason));
    let Some(turn) = world.resource::<Progress>().turn.as_ref() else {
        return Err(Rejection::new(msg!("conflict-clash-no-turn")));
    };
    if footing(world, pawn).is_none() {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    }
    turn.check_reaction_shot(pawn as usize)?;
    if !engaged_with(world, pawn).is_empty() {
        return refuse(msg!(
            "conflict-shooting-reaction-engaged",
            pawn = pawn_name(world, pawn)
        ));
    }
    let escaping = crate::conflict::world::pawns::morale(world, pawn)
        .is_some_and(|morale| morale.nerve == Nerve::Escaping);
    if escaping {
        return refuse(msg!(
            "conflict-shooting-reaction-escaping",
            pawn = pawn_name(world, pawn)
        ));
    }
    if !has_weapon_ready(world, pawn) {
        return refuse(msg!(
            "conflict-shooting-reaction-no-weapon",
            pawn = pawn_name(world, pawn)
        ));
    }
    Ok(())
}

/// The pawn waits for an enemy to stir: this is its side's activation for now.
pub(in crate::conflict) fn declare(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_declare(world, pawn)?;
    if let Some(turn) = world.resource_mut::<Progress>().turn.as_mut() {
        turn.declare_reaction_shot(pawn as usize)?;
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-shooting-reaction-declared",
            pawn = pawn_name(world, pawn)
        )
    });
    Ok(())
}

/// After `stirring` activates or moves: the waiting enemies that see it may fire at it.
pub(in crate::conflict) fn watch(
    world: &mut ConflictWorld,
    stirring: u32,
    resolution: &mut Resolution,
) {
    let busy = world.resource::<Reactions>().0.is_some()
        || world.resource::<Pending>().0.is_some()
        || world.resource::<Verdict>().0.is_some();
    let waiting_any = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .is_some_and(|turn| turn.states.contains(&Activation::ReactionReady));
    if busy || !waiting_any || world.resource::<Progress>().active != Some(stirring) {
        return;
    }
    let Some(enemy_side) = side(world, stirring) else {
        return;
    };
    // The turn's states read once, in place, not once per pawn.
    let states: &[Activation] = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(&[], |turn| &turn.states);
    let waiting: Vec<u32> = crate::conflict::world::pawns::pawn_ids(world)
        .into_iter()
        .filter(|&pawn| {
            states.get(pawn as usize) == Some(&Activation::ReactionReady)
                && side(world, pawn).is_some_and(|own| own != enemy_side)
                && engaged_with(world, pawn).is_empty()
                && has_weapon_ready(world, pawn)
        })
        .collect();
    let Some(&first) = waiting.first() else {
        return;
    };
    // Sight is costly to trace: the table's pawns are gathered once for the waiting band.
    let table = TablePawns::for_pawn(world, first);
    let shooters: Vec<u32> = waiting
        .into_iter()
        .filter(|&pawn| may_aim(world, &table, pawn, stirring))
        .collect();
    if shooters.is_empty() {
        return;
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-shooting-reaction-window",
            enemy = pawn_name(world, stirring),
            shooters = pawn_list(world, &shooters)
        )
    });
    world.resource_mut::<Reactions>().0 = Some(ReactionWindow {
        enemy: stirring,
        shooters,
    });
}

/// The waiting `pawn` fires its Reaction Shot; the window stays open for the others.
pub(in crate::conflict) fn fire(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    extra_dice: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let enemy = check_may_react(world, pawn)?;
    if let Some(mut turn) = world.resource::<Progress>().turn.clone() {
        turn.trigger_reaction_shot(pawn as usize, enemy as usize, true)?;
    }
    let name = pawn_name(world, pawn);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-shooting-reaction-fires",
            pawn = name.as_str(),
            enemy = pawn_name(world, enemy)
        )
    });
    shoot(
        world,
        ShotOrder {
            pawn,
            target: enemy,
            weapon,
            accurate: false,
            extra_dice,
            reaction: true,
        },
        resolution,
    )?;
    // A grenade falling at its thrower's feet may have taken the pawn off the table already.
    if crate::conflict::world::pawns::activation_state(world, pawn)
        == Some(Activation::ReactionReady)
        && let Some(turn) = world.resource_mut::<Progress>().turn.as_mut()
    {
        turn.trigger_reaction_shot(pawn as usize, enemy as usize, true)?;
    }
    let enemy_gone = footing(world, enemy).is_none();
    let reactions = world.resource_mut::<Reactions>();
    if let Some(window) = reactions.0.as_mut() {
        window.shooters.retain(|&shooter| shooter != pawn);
        if window.shooters.is_empty() || enemy_gone {
            reactions.0 = None;
        }
    }
    Ok(())
}

/// The waiting pawns let this enemy be: they keep waiting for another.
pub(in crate::conflict) fn hold(
    world: &mut ConflictWorld,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Some(window) = world.resource_mut::<Reactions>().0.take() else {
        return Err(Rejection::by_rule(
            rule(SECTION),
            msg!("conflict-shooting-no-enemy-stirred"),
        ));
    };
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-shooting-reaction-held",
            enemy = pawn_name(world, window.enemy)
        )
    });
    Ok(())
}

/// The side whose waiting pawns may fire now.
pub(in crate::conflict) fn deciding_side(world: &ConflictWorld) -> Option<usize> {
    let window = world.resource::<Reactions>().0.as_ref()?;
    window.shooters.first().and_then(|&pawn| side(world, pawn))
}

impl crate::conflict::state::Conflict {
    /// The enemy that stirred in the sight of waiting pawns, and who may fire at it.
    pub fn reaction_window(&self) -> Option<&ReactionWindow> {
        self.world.resource::<Reactions>().0.as_ref()
    }

    /// Whether `pawn` declared a Reaction Shot this turn and has not fired it yet.
    pub fn is_waiting_to_fire(&self, pawn: u32) -> bool {
        crate::conflict::world::pawns::activation_state(&self.world, pawn)
            == Some(Activation::ReactionReady)
    }

    /// Whether `pawn` may declare a Reaction Shot now, or why not.
    pub fn check_reaction_declare(&self, pawn: u32) -> Result<(), Rejection> {
        check_declare(&self.world, pawn)
    }
}
