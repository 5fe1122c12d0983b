//! Distance weapons in play (1650 § Distance Weapons, § Discharge Maneuvers, § Immediate Target,
//! § Reloading Slow Weapons, § Cloud of Smoke): the table measures sight, distance, cover and
//! light; `rules::discharge` rolls.

use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::shooting::fire_check::{check_may_shoot, check_weapon_fires};
use crate::conflict::shooting::firing;
use crate::conflict::shooting::smoke::make_smoke;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, Light, Loads, Moved, Table};
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{card, enemies_of, engaged_with, entity, footing, side};
use crate::conflict::world::pawns::{check_active, deeds, set_deeds};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{ImmediateTarget, immediate_target};
use crate::rules::antagonists::is_gunpowder;
use crate::rules::clash::Combatant;
use crate::rules::devices::Device;
use crate::rules::discharge::{DischargeManeuver, Shot, discharge};
use crate::rules::reloading::{COOL_UNDER_FIRE, ReloadAttempt, STEADY_HAND, check_reload, reload};
use crate::rules::rule;
use crate::table::light::DischargeLight;
use crate::table::sight::{
    Obstruction, Sight, SightOptions, SightPawn, SightVerdict, line_of_sight, sight_verdict,
};

fn loads(world: &ConflictWorld, pawn: u32) -> Option<&Loads> {
    entity(world, pawn).and_then(|entity| world.get::<Loads>(entity))
}

/// What the table says about a shot from `pawn` at `target`: the measured `Shot` (without the
/// maneuver), and whether pawns in the line call for an Audacity roll first.
pub struct Aim {
    pub shot: Shot,
    pub past_pawns: bool,
}

/// Sight, distance, cover and light from `pawn` to `target`, or why it cannot be shot at.
pub fn aim(world: &ConflictWorld, pawn: u32, target: u32) -> Result<Aim, Rejection> {
    aim_among(world, &TablePawns::for_pawn(world, pawn), pawn, target)
}

/// `aim` with the table's pawns already gathered (the computer aims at several enemies).
pub fn aim_among(
    world: &ConflictWorld,
    table_pawns: &TablePawns,
    pawn: u32,
    target: u32,
) -> Result<Aim, Rejection> {
    let (shooter, aimed, options) = aim_from(world, table_pawns, pawn, target)?;
    let table = &world.resource::<Table>().0;
    let sight = line_of_sight(table, &table_pawns.pawns, shooter, aimed, options);
    let past_pawns = sight_allows(world, &sight)?;
    let mut cover = u32::try_from(sight.cover_count()).unwrap_or(u32::MAX) + u32::from(past_pawns);
    // § Enclaves: a sheltering Enclave within 5 cm counts as a small obstacle for its target.
    cover += crate::conflict::enclaves::auras::auras_near(
        world,
        target,
        crate::rules::enclaves::AURA_NEAR_CM,
    )
    .iter()
    .filter(|(aura, _, _)| *aura == crate::rules::enclaves::EnclaveAura::Shelter)
    .count() as u32;
    let (light, distance) = light_and_distance(world, shooter, aimed);
    Ok(Aim {
        shot: Shot {
            distance,
            cover,
            light,
            maneuver: DischargeManeuver::Discharge,
            moved: false,
            slow_shots_left: None,
            extra_dice: 0,
            luck: 0,
        },
        past_pawns,
    })
}

/// Whether the light as it is (§ Day and Night, § Cloud of Smoke) lets a weapon of `range` cm
/// reach from `pawn` to `target` at all: `aim_among`'s distance and light, found without tracing
/// a Line of Sight (the computer passes over enemies the dark puts out of its reach). `true`
/// when either pawn is off the table (`aim_among` says why).
pub(in crate::conflict) fn light_reaches(
    world: &ConflictWorld,
    table_pawns: &TablePawns,
    pawn: u32,
    target: u32,
    range: u32,
) -> bool {
    let pawns = &table_pawns.pawns;
    let (Some(shooter), Some(aimed)) = (
        pawns.iter().find(|other| other.id == pawn),
        pawns.iter().find(|other| other.id == target),
    ) else {
        return true;
    };
    let (light, distance) = light_and_distance(world, shooter, aimed);
    light.reaches(distance, range)
}

/// The light a shot from `shooter` at `aimed` is fired in, and the distance between their bases.
fn light_and_distance(
    world: &ConflictWorld,
    shooter: &SightPawn,
    aimed: &SightPawn,
) -> (DischargeLight, f32) {
    let table = world.resource::<Table>().0.layout().table;
    let light = world
        .resource::<Light>()
        .0
        .for_discharge(table, &shooter.base, &aimed.base);
    (light, shooter.base.edge_distance(&aimed.base))
}

/// Whether `pawn` may shoot at `target` (`aim_among` answers `Ok`), without measuring the shot:
/// the lines of sight stop at the first clear one (a Reaction Shot's window asks this of every
/// waiting pawn whenever an enemy stirs).
pub(in crate::conflict) fn may_aim(
    world: &ConflictWorld,
    table_pawns: &TablePawns,
    pawn: u32,
    target: u32,
) -> bool {
    let Ok((shooter, aimed, options)) = aim_from(world, table_pawns, pawn, target) else {
        return false;
    };
    let table = &world.resource::<Table>().0;
    match sight_verdict(table, &table_pawns.pawns, shooter, aimed, options) {
        SightVerdict::Clear => true,
        SightVerdict::PastPawns {
            pawns_in_line,
            clash_in_path,
        } => shot_past(&pawns_in_line, clash_in_path).is_ok(),
        SightVerdict::Blocked => false,
    }
}

/// What `aim_among` asks before any Line of Sight: `target` is an enemy on the table, not hidden
/// and not cut off from `pawn`'s sight; the two pawns as sight sees them, and the shooter's
/// sight options.
fn aim_from<'t>(
    world: &ConflictWorld,
    table_pawns: &'t TablePawns,
    pawn: u32,
    target: u32,
) -> Result<(&'t SightPawn, &'t SightPawn, SightOptions), Rejection> {
    if !table_pawns.enemies.contains(&target) {
        return Err(Rejection::by_rule(
            rule("Distance Weapons"),
            msg!(
                "conflict-shooting-not-an-enemy",
                pawn = pawn_name(world, target)
            ),
        ));
    }
    crate::conflict::movement::hide::check_not_hidden(
        world,
        target,
        msg!("conflict-shooting-hidden-shooting"),
    )?;
    let pawns = &table_pawns.pawns;
    let (Some(shooter), Some(aimed)) = (
        pawns.iter().find(|other| other.id == pawn),
        pawns.iter().find(|other| other.id == target),
    ) else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    if let Some(cut) = crate::conflict::commission::lurkers::sight_cut(
        world,
        pawn,
        shooter.base.edge_distance(&aimed.base),
    ) {
        return Err(cut);
    }
    // § Discharge Roll Modifiers: the obstacle the shooter takes cover behind gives no cover.
    let options = SightOptions {
        observer_hidden_behind: crate::conflict::movement::hide::cover_of(world, pawn),
    };
    Ok((shooter, aimed, options))
}

/// Whether `sight` lets a shot be aimed (§ Line of Sight and Approach, § Immediate Target): a
/// clear line, or only pawns in the way past which the target may be chosen (then `true`:
/// the shot is made past pawns); else why not.
fn sight_allows(world: &ConflictWorld, sight: &Sight) -> Result<bool, Rejection> {
    if sight.clear {
        return Ok(false);
    }
    let section = rule("Line of Sight and Approach");
    match sight.obstruction {
        Some(Obstruction::OutsideArc) => Err(Rejection::by_rule(
            section,
            msg!("conflict-shooting-outside-approach"),
        )),
        Some(Obstruction::Scenery { piece, .. }) => {
            let table = &world.resource::<Table>().0;
            let blocks = match table.piece(piece) {
                Some(piece) => msg!("conflict-shooting-piece-blocks-sight", piece = &piece.id),
                None => msg!("conflict-shooting-scenery-blocks-sight"),
            };
            Err(Rejection::by_rule(section, blocks))
        }
        Some(Obstruction::Pawn { .. }) | None => {
            shot_past(&sight.pawns_in_line, sight.clash_in_path).map(|()| true)
        }
    }
}

/// § Immediate Target: whether a shot may be made past the pawns in the line (nearest first),
/// when none is clear.
fn shot_past(pawns_in_line: &[u32], clash_in_path: bool) -> Result<(), Rejection> {
    match immediate_target(pawns_in_line, clash_in_path, |_| true, true) {
        ImmediateTarget::ClashInPath => Err(Rejection::by_rule(
            rule("Immediate Target"),
            msg!("conflict-shooting-clash-in-line"),
        )),
        ImmediateTarget::Clear => Err(Rejection::by_rule(
            rule("Line of Sight and Approach"),
            msg!("conflict-shooting-target-unseen"),
        )),
        _ => Ok(()),
    }
}

/// A Discharge Maneuver spent with nothing to roll against (§ Revealing Hidden Pawn Markers: a
/// discharge at a marker): the shooter is seen and, with gunpowder, heard; a Slow weapon's
/// shot and its smoke are used as by any discharge.
pub(in crate::conflict) fn spend_shot(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    resolution: &mut Resolution,
) {
    crate::conflict::movement::hide::reveal(
        world,
        pawn,
        msg!("conflict-shooting-reveal-ranged"),
        resolution,
    );
    if card(world, pawn).is_some_and(|shooter| is_gunpowder(&shooter, weapon)) {
        crate::conflict::antagonists::temperament::heard_gunpowder(world, pawn);
        crate::conflict::solo::notes::note_gunpowder(world, pawn);
    }
    let mut done = deeds(world, pawn).clone();
    done.shot = true;
    done.luck = 0;
    set_deeds(world, pawn, done);
    if let Some(mut pawn_loads) = loads(world, pawn).cloned()
        && let Some(Some(left)) = pawn_loads.shots_left.get_mut(weapon)
    {
        *left = left.saturating_sub(1);
        if let Some(entity) = entity(world, pawn) {
            crate::conflict::world::pawns::put(world, entity, pawn_loads);
        }
    }
    make_smoke(world, pawn, weapon, resolution);
}

/// The checks every shot makes first, and the shot measured on the table with its maneuver:
/// what `shoot` fires and the app's preview shows.
pub fn checked_shot(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
    weapon: usize,
    accurate: bool,
) -> Result<Aim, Rejection> {
    check_may_shoot(world, pawn, weapon)?;
    let done = deeds(world, pawn);
    let moved = done.walked_cm > 0.0 || done.moved == Some(Moved::Charged);
    if accurate && moved {
        return Err(Rejection::by_rule(
            rule("Discharge Maneuvers"),
            msg!("conflict-shooting-accurate-stationary"),
        ));
    }
    let mut aimed = aim(world, pawn, target)?;
    if aimed.shot.light == DischargeLight::SmokeForbids {
        return Err(Rejection::by_rule(
            rule("Cloud of Smoke"),
            msg!("conflict-shooting-smoke-at-night"),
        ));
    }
    aimed.shot.maneuver = if accurate {
        DischargeManeuver::AccurateShot
    } else {
        DischargeManeuver::Discharge
    };
    aimed.shot.moved = moved;
    aimed.shot.luck = done.luck;
    Ok(aimed)
}

/// § Discharge Maneuvers, Reaction Shot: `pawn`, waiting out of turn, fires `weapon` at the
/// enemy that stirred in its sight (the reaction window names them both).
pub fn checked_reaction_shot(
    world: &ConflictWorld,
    pawn: u32,
    weapon: usize,
) -> Result<Aim, Rejection> {
    let enemy = crate::conflict::shooting::discharge::check_may_react(world, pawn)?;
    check_weapon_fires(world, pawn, weapon)?;
    let mut aimed = aim(world, pawn, enemy)?;
    if aimed.shot.light == DischargeLight::SmokeForbids {
        return Err(Rejection::by_rule(
            rule("Cloud of Smoke"),
            msg!("conflict-shooting-smoke-at-night"),
        ));
    }
    aimed.shot.maneuver = DischargeManeuver::ReactionShot;
    Ok(aimed)
}

/// A shot as ordered: who, at whom, with which weapon, how, and the extra dice bought.
pub(in crate::conflict) struct ShotOrder {
    pub pawn: u32,
    pub target: u32,
    pub weapon: usize,
    pub accurate: bool,
    pub extra_dice: u32,
    /// A Reaction Shot, fired out of turn at the enemy in the reaction window.
    pub reaction: bool,
}

pub(in crate::conflict) fn shoot(
    world: &mut ConflictWorld,
    order: ShotOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let ShotOrder {
        pawn,
        target,
        weapon,
        accurate,
        extra_dice,
        reaction,
    } = order;
    let Aim {
        mut shot,
        past_pawns,
    } = if reaction {
        checked_reaction_shot(world, pawn, weapon)?
    } else {
        checked_shot(world, pawn, target, weapon, accurate)?
    };
    let (done, bought, mut ready) =
        ready_to_fire(world, pawn, target, weapon, extra_dice, &mut shot)?;
    // Checked: from here on the shot is taken.
    firing::open_fire(
        world,
        pawn,
        weapon,
        &ready.shooter_card,
        &bought,
        done,
        resolution,
    );
    if past_pawns
        && !firing::dares_fire_past_pawns(world, pawn, &ready.shooter_card, reaction, resolution)
    {
        return Ok(());
    }
    if ready
        .shooter_card
        .weapons
        .get(weapon)
        .is_some_and(|arm| Device::of(arm).is_some())
    {
        // A device is spent like any Slow weapon's shot, whatever the throw does.
        firing::spend_slow_shot(&mut ready.pawn_loads, weapon);
        firing::store_loads(world, pawn, ready.pawn_loads);
        return crate::conflict::shooting::devices::throw_device(
            world,
            pawn,
            target,
            weapon,
            shot,
            ready.shooter_vigour,
            resolution,
        );
    }
    fire_at_the_target(world, pawn, target, weapon, shot, ready, resolution)
}

/// § Distance Weapons: the discharge roll against the target, the Slow weapon's shot spent,
/// the smoke, and the wound.
fn fire_at_the_target(
    world: &mut ConflictWorld,
    pawn: u32,
    target: u32,
    weapon: usize,
    shot: Shot,
    ready: Ready,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let Ready {
        shooter_card,
        target_card,
        shooter_vigour,
        target_vigour,
        mut pawn_loads,
    } = ready;
    let shooter = Combatant {
        card: crate::conflict::names::named_card(world, pawn, &shooter_card),
        weapon,
        vigour: shooter_vigour,
    };
    let mut aimed = Combatant {
        card: crate::conflict::names::named_card(world, target, &target_card),
        weapon: 0,
        vigour: target_vigour,
    };
    let outcome = discharge(&shooter, &mut aimed, shot, resolution)?;
    if outcome.shot_spent {
        firing::spend_slow_shot(&mut pawn_loads, weapon);
    }
    firing::store_loads(world, pawn, pawn_loads);
    make_smoke(world, pawn, weapon, resolution);
    harm::set_health(world, target, aimed.vigour);
    firing::after_the_hit(
        world,
        pawn,
        target,
        (target_vigour, aimed.vigour),
        &outcome,
        resolution,
    );
    Ok(())
}

/// What a shot checked as ready to fire carries on with.
struct Ready {
    shooter_card: std::sync::Arc<crate::rules::cards::ContractCard>,
    target_card: std::sync::Arc<crate::rules::cards::ContractCard>,
    shooter_vigour: crate::rules::vigour::Vigour,
    target_vigour: crate::rules::vigour::Vigour,
    pawn_loads: Loads,
}

/// Both pawns are on the table and the extra dice can be paid; `shot` learns the Slow
/// weapon's shots left and the dice bought. The shooter's deeds and the dice to pay come first.
fn ready_to_fire(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
    weapon: usize,
    extra_dice: u32,
    shot: &mut Shot,
) -> Result<
    (
        crate::conflict::world::components::Deeds,
        crate::conflict::band::purse::ExtraDice,
        Ready,
    ),
    Rejection,
> {
    let done = deeds(world, pawn).clone();
    let (Some(shooter_card), Some(target_card)) = (card(world, pawn), card(world, target)) else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    let (Some(shooter_vigour), Some(target_vigour)) =
        (harm::health(world, pawn), harm::health(world, target))
    else {
        return Err(Rejection::new(msg!("conflict-clash-both-on-table")));
    };
    let pawn_loads = loads(world, pawn).cloned().unwrap_or(Loads {
        shots_left: Vec::new(),
        reloading: Vec::new(),
    });
    shot.slow_shots_left = pawn_loads.shots_left.get(weapon).copied().flatten();
    let bought = crate::conflict::band::purse::plan_extra_dice(world, pawn, extra_dice)?;
    shot.extra_dice = bought.count();
    let ready = Ready {
        shooter_card,
        target_card,
        shooter_vigour,
        target_vigour,
        pawn_loads,
    };
    Ok((done, bought, ready))
}

/// § Reloading Slow Weapons: declared first in the activation; ready next turn.
pub(in crate::conflict) fn reload_weapon(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let (attempt, shooter, mut pawn_loads) = check_reload_now(world, pawn, weapon)?;
    let weather = world.resource::<Conditions>().weather.effects();
    let standing = harm::audacity_modifiers(world, pawn);
    let (ready, _) = reload(shooter.audacity, attempt, weather, standing, resolution)?;
    let mut done = deeds(world, pawn).clone();
    done.reloading = true;
    set_deeds(world, pawn, done);
    if ready && let Some(slot) = pawn_loads.reloading.get_mut(weapon) {
        *slot = true;
    }
    if let Some(entity) = entity(world, pawn) {
        crate::conflict::world::pawns::put(world, entity, pawn_loads);
    }
    Ok(())
}

/// Whether the active `pawn` may declare the reload of `weapon` now, and the attempt it
/// would make (what the Reload button asks before it is pressed).
pub(in crate::conflict) fn check_reload_now(
    world: &ConflictWorld,
    pawn: u32,
    weapon: usize,
) -> Result<
    (
        ReloadAttempt,
        std::sync::Arc<crate::rules::cards::ContractCard>,
        Loads,
    ),
    Rejection,
> {
    check_active(world, pawn)?;
    let done = deeds(world, pawn);
    let section = rule("Reloading Slow Weapons");
    let Some(shooter) = card(world, pawn) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let Some(pawn_loads) = loads(world, pawn).cloned() else {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let full = shooter.weapons.get(weapon).and_then(|arm| arm.slow_shots());
    let left = pawn_loads.shots_left.get(weapon).copied().flatten();
    let (Some(full), Some(left)) = (full, left) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-shooting-reload-slow-only"),
        ));
    };
    if left >= full || pawn_loads.reloading.get(weapon).copied().unwrap_or(false) {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-shooting-already-loaded"),
        ));
    }
    let nearest_enemy_cm = footing(world, pawn).and_then(|own| {
        enemies_of(world, side(world, pawn).unwrap_or(0))
            .into_iter()
            .filter_map(|enemy| footing(world, enemy))
            .map(|enemy| own.base().edge_distance(&enemy.base()))
            .min_by(f32::total_cmp)
    });
    let attempt = ReloadAttempt {
        declared_at_start: done.moved.is_none() && !done.shot && !done.fought,
        engaged: !engaged_with(world, pawn).is_empty(),
        walked_cm: 0.0,
        fired_this_turn: done.shot,
        nearest_enemy_cm,
        gunpowder: is_gunpowder(&shooter, weapon),
        steady_hand: shooter.has_peculiarity(STEADY_HAND),
        cool_under_fire: shooter.has_peculiarity(COOL_UNDER_FIRE),
    };
    let weather = world.resource::<Conditions>().weather.effects();
    check_reload(attempt, weather)?;
    Ok((attempt, shooter, pawn_loads))
}

/// The enemy `pawn` may fire at now, or why it may not react.
pub(in crate::conflict) fn check_may_react(
    world: &ConflictWorld,
    pawn: u32,
) -> Result<u32, Rejection> {
    match &world
        .resource::<crate::conflict::world::components::Reactions>()
        .0
    {
        Some(window) if window.shooters.contains(&pawn) => Ok(window.enemy),
        Some(window) => Err(Rejection::by_rule(
            rule("Discharge Maneuvers"),
            msg!(
                "conflict-shooting-not-waiting-for",
                pawn = pawn_name(world, pawn),
                enemy = pawn_name(world, window.enemy)
            ),
        )),
        None => Err(Rejection::by_rule(
            rule("Discharge Maneuvers"),
            msg!("conflict-shooting-no-enemy-stirred"),
        )),
    }
}
