//! 1650 § Blessings and § Faith Roll on the table: a pawn with Blessing (X) calls on one of
//! its card's blessings "as a ranged weapon, without modifiers": a friend for the helpful
//! effect, an enemy for the harmful one, within the blessing's range and in sight. It is the
//! activation's Discharge Maneuver. The effects are ours (assets/1650/blessings.ron); choices
//! the book leaves open are in docs/rules-gaps.md.

use crate::conflict::band::harm;
use crate::conflict::band::not_on_table;
use crate::conflict::names::pawn_name;
use crate::conflict::orders::BlessOrder;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Light, Table};
use crate::conflict::world::pawns::{card, engaged_with, footing, side, sight_pawn, sight_pawns};
use crate::conflict::world::pawns::{check_active, deeds, set_deeds};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::audacity::{AudacityTrigger, Nerve};
use crate::rules::blessings::{Blessing, BlessingEffect, Casting, Invocation, invoke};
use crate::rules::rule;
use crate::table::sight::{SightOptions, line_of_sight};
use crate::words::{Arg, Message};

/// Everything checked about a blessing before its Faith roll.
pub struct CheckedBlessing {
    /// With its range as far as it reaches under this light.
    pub blessing: Blessing,
    pub casting: Casting,
    /// The caster's Faith: the roll must equal or beat it.
    pub faith: u32,
    /// The Faith roll's modifiers (the caster's wounds, boons, weather and Panoply; never
    /// range or cover), and the chance, 0 to 1, that it succeeds.
    pub modifiers: Vec<crate::dice::Modifier>,
    pub chance: f32,
}

impl CheckedBlessing {
    /// What each face of the Faith roll's D10 gives.
    pub fn faces(
        &self,
    ) -> [crate::rules::rolls::FaceOutcome; crate::rules::rolls::CRITICAL as usize] {
        crate::rules::rolls::d10_faces(self.faith, crate::dice::Modifier::total(&self.modifiers))
    }
}

/// Why the active pawn may not call on the blessing now, or the blessing and its casting.
pub fn check_bless(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    order: &BlessOrder,
) -> Result<CheckedBlessing, Rejection> {
    check_bless_with(world, setup, order, true)
}

/// Whether `check_bless` accepts `order`, its refusal for a target out of reach or sight not
/// written out (the computer's tries only want the answer, and most are refused so).
pub(in crate::conflict) fn bless_passes(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    order: &BlessOrder,
) -> bool {
    check_bless_with(world, setup, order, false).is_ok()
}

/// `check_bless`, the reach and sight refusals in words only with `words`.
fn check_bless_with(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    order: &BlessOrder,
    words: bool,
) -> Result<CheckedBlessing, Rejection> {
    check_active(world, order.pawn)?;
    let (faith, blessing) = caster_faith_and_blessing(world, setup, order)?;
    check_discharge_maneuver(world, order.pawn)?;
    check_target(world, order, blessing)?;
    let (in_sight, distance, reach) = measure(world, order.pawn, order.target, blessing.range);
    check_reach_and_sight(
        world,
        setup,
        order,
        blessing,
        (in_sight, distance, reach),
        words,
    )?;
    let mut blessing = blessing.clone();
    blessing.range = reach;
    let casting = Casting {
        target_distance_cm: distance,
        target_in_sight: in_sight,
        used_this_turn: false,
        edge: harm::health(world, order.pawn)
            .map(|vigour| vigour.roll_edge())
            .unwrap_or_default(),
        faith_bonus: harm::gear(world, order.pawn).faith,
    };
    let modifiers = faith_roll_modifiers(world, order.pawn, &casting);
    let total = crate::dice::Modifier::total(&modifiers);
    Ok(CheckedBlessing {
        blessing,
        casting,
        faith,
        chance: crate::conflict::d10_chance(faith, total),
        modifiers,
    })
}

/// A refusal by § Faith Roll.
fn refuse<T>(reason: Message) -> Result<T, Rejection> {
    Err(Rejection::by_rule(rule("Faith Roll"), reason))
}

/// The caster's Faith (its Blessing (X)) and the blessing asked for: one of its card's, and
/// come to the table.
fn caster_faith_and_blessing<'a>(
    world: &ConflictWorld,
    setup: &'a ConflictSetup,
    order: &BlessOrder,
) -> Result<(u32, &'a Blessing), Rejection> {
    let Some(caster) = card(world, order.pawn) else {
        return Err(not_on_table(world, order.pawn));
    };
    let Some(faith) = caster.faith() else {
        return refuse(msg!(
            "conflict-band-bless-no-faith",
            pawn = pawn_name(world, order.pawn)
        ));
    };
    if !caster.blessings.contains(&order.blessing) {
        let asked = setup
            .sides
            .iter()
            .flat_map(|side| &side.blessings)
            .find(|blessing| blessing.id == order.blessing)
            .map_or_else(|| order.blessing.clone(), |blessing| blessing.name.clone());
        return refuse(msg!(
            "conflict-band-bless-not-known",
            blessing = asked,
            pawn = pawn_name(world, order.pawn)
        ));
    }
    let blessing = setup
        .sides
        .iter()
        .flat_map(|side| &side.blessings)
        .find(|blessing| blessing.id == order.blessing)
        .ok_or_else(|| {
            Rejection::new(msg!(
                "conflict-band-bless-not-at-table",
                blessing = &order.blessing
            ))
        })?;
    Ok((faith, blessing))
}

/// "As a ranged weapon": the activation's one Discharge Maneuver, not after a charge or a swim,
/// nor while engaged.
fn check_discharge_maneuver(world: &ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    let done = deeds(world, pawn);
    if done.shot || done.fought {
        return refuse(msg!("conflict-band-bless-one-discharge"));
    }
    if matches!(
        done.moved,
        Some(
            crate::conflict::world::components::Moved::Charged
                | crate::conflict::world::components::Moved::Swam
        )
    ) {
        return refuse(msg!("conflict-band-bless-charged-or-swam"));
    }
    if !engaged_with(world, pawn).is_empty() {
        return refuse(msg!("conflict-band-bless-engaged"));
    }
    Ok(())
}

/// The target is on the table: a friend for the helpful effect, an enemy (not hidden) for the
/// harmful one.
fn check_target(
    world: &ConflictWorld,
    order: &BlessOrder,
    blessing: &Blessing,
) -> Result<(), Rejection> {
    let (Some(own_side), Some(target_side)) = (side(world, order.pawn), side(world, order.target))
    else {
        return Err(not_on_table(world, order.target));
    };
    if footing(world, order.target).is_none() {
        return Err(not_on_table(world, order.target));
    }
    match order.invocation {
        Invocation::Helpful if own_side != target_side => {
            return refuse(msg!(
                "conflict-band-bless-helpful-for-friend",
                blessing = &blessing.name
            ));
        }
        Invocation::Harmful if own_side == target_side => {
            return refuse(msg!(
                "conflict-band-bless-harmful-for-enemy",
                blessing = &blessing.name
            ));
        }
        Invocation::Harmful => {
            crate::conflict::movement::hide::check_not_hidden(
                world,
                order.target,
                msg!("conflict-band-hidden-blessing"),
            )?;
        }
        Invocation::Helpful => {}
    }
    Ok(())
}

/// The target within the blessing's reach and in sight; the refusals in words only with
/// `words`. `measured` is `measure`'s sight, distance and reach.
fn check_reach_and_sight(
    world: &ConflictWorld,
    setup: &ConflictSetup,
    order: &BlessOrder,
    blessing: &Blessing,
    (in_sight, distance, reach): (bool, f32, u32),
    words: bool,
) -> Result<(), Rejection> {
    if distance <= reach as f32 && !in_sight {
        return refuse(if words {
            msg!(
                "conflict-band-bless-out-of-sight",
                pawn = pawn_name(world, order.target)
            )
        } else {
            msg!("conflict-band-bless-out-of-reach")
        });
    }
    if distance > reach as f32 {
        return refuse(if !words {
            msg!("conflict-band-bless-out-of-reach")
        } else if reach < blessing_range(setup, &order.blessing) {
            msg!(
                "conflict-band-bless-out-of-range-night",
                pawn = pawn_name(world, order.target),
                distance = Arg::tenths(distance),
                blessing = &blessing.name,
                reach = reach
            )
        } else {
            msg!(
                "conflict-band-bless-out-of-range",
                pawn = pawn_name(world, order.target),
                distance = Arg::tenths(distance),
                blessing = &blessing.name,
                reach = reach
            )
        });
    }
    Ok(())
}

/// The Faith roll's modifiers for this casting, and a Sanctified Enclave's near the caster.
fn faith_roll_modifiers(
    world: &ConflictWorld,
    pawn: u32,
    casting: &Casting,
) -> Vec<crate::dice::Modifier> {
    let mut modifiers = crate::rules::blessings::faith_modifiers(casting);
    // § Enclaves: a Sanctified Enclave within 5 cm of the caster.
    for (aura, name, _) in crate::conflict::enclaves::auras::auras_near(
        world,
        pawn,
        crate::rules::enclaves::AURA_NEAR_CM,
    ) {
        if let crate::rules::enclaves::EnclaveAura::Sanctified(bonus) = aura {
            modifiers.push(crate::dice::Modifier::new(
                msg!("conflict-band-modifier-sanctified", enclave = name),
                bonus,
            ));
        }
    }
    modifiers
}

fn blessing_range(setup: &ConflictSetup, id: &str) -> u32 {
    setup
        .sides
        .iter()
        .flat_map(|side| &side.blessings)
        .find(|blessing| blessing.id == id)
        .map_or(0, |blessing| blessing.range)
}

/// Sight, edge-to-edge distance and the blessing's reach under this light ("as a ranged
/// weapon"); the caster itself is always in reach.
fn measure(world: &ConflictWorld, pawn: u32, target: u32, range: u32) -> (bool, f32, u32) {
    if pawn == target {
        return (true, 0.0, range);
    }
    // The two pawns read alone: every pawn is gathered only for a sight line.
    let (Some(from), Some(to)) = (sight_pawn(world, pawn), sight_pawn(world, target)) else {
        return (false, f32::MAX, range);
    };
    let table = &world.resource::<Table>().0;
    let light =
        world
            .resource::<Light>()
            .0
            .for_discharge(table.layout().table, &from.base, &to.base);
    let (distance, reach) = (from.base.edge_distance(&to.base), light.range(range));
    // Sight is costly to trace: a target out of reach is refused for that first.
    if distance > reach as f32 {
        return (true, distance, reach);
    }
    // § The Way Back Home: a lurking attacker's sight ends at 30 cm.
    if crate::conflict::commission::lurkers::sight_cut(world, pawn, distance).is_some() {
        return (false, distance, reach);
    }
    let sight = line_of_sight(
        table,
        &sight_pawns(world),
        &from,
        &to,
        SightOptions::default(),
    );
    (sight.clear, distance, reach)
}

/// Calls on the blessing: the Faith roll, then its effect on the target.
pub(in crate::conflict) fn bless(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    order: &BlessOrder,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let checked = check_bless(world, setup, order)?;
    let Some(caster) = card(world, order.pawn) else {
        return Err(not_on_table(world, order.pawn));
    };
    // Checked: from here on the blessing is used.
    let mut done = deeds(world, order.pawn).clone();
    done.shot = true;
    set_deeds(world, order.pawn, done);
    crate::conflict::movement::hide::reveal(
        world,
        order.pawn,
        msg!("conflict-band-reveal-blessing"),
        resolution,
    );
    let (_, effect) = invoke(
        &caster,
        &checked.blessing,
        order.invocation,
        checked.casting,
        resolution,
    )?;
    if let Some(effect) = effect {
        apply(world, order, effect, resolution);
    }
    Ok(())
}

fn apply(
    world: &mut ConflictWorld,
    order: &BlessOrder,
    effect: BlessingEffect,
    resolution: &mut Resolution,
) {
    let target = order.target;
    let name = pawn_name(world, target);
    let section = rule("Blessings");
    let Some(mut vigour) = harm::health(world, target) else {
        return;
    };
    match effect {
        BlessingEffect::Heal(boxes) => {
            let cleared = boxes.min(vigour.marked);
            vigour.marked -= cleared;
            harm::set_health(world, target, vigour);
            resolution.explain_with(section, || {
                msg!(
                    "conflict-band-bless-heal",
                    pawn = name,
                    cleared = cleared,
                    left = vigour.remaining()
                )
            });
        }
        BlessingEffect::Strengthen(amount) | BlessingEffect::Curse(amount) => {
            vigour.blessed += amount;
            harm::set_health(world, target, vigour);
            resolution.explain_with(section, || {
                // The sign is the message's: a boon adds, a curse takes away.
                if amount < 0 {
                    msg!(
                        "conflict-band-bless-curse",
                        pawn = name,
                        amount = amount.unsigned_abs()
                    )
                } else {
                    msg!("conflict-band-bless-boon", pawn = name, amount = amount)
                }
            });
        }
        BlessingEffect::Rally => {
            if harm::nerve(world, target) == Nerve::Escaping {
                harm::recover(world, target);
                resolution
                    .explain_with(section, || msg!("conflict-band-bless-rallied", pawn = name));
            } else {
                resolution.explain_with(section, || {
                    msg!("conflict-band-bless-nothing-to-rally", pawn = name)
                });
            }
        }
        BlessingEffect::Smite(lost) => {
            let marked = vigour.mark(lost);
            harm::set_health(world, target, vigour);
            resolution.explain_with(section, || {
                msg!(
                    "conflict-band-bless-smite",
                    pawn = name,
                    lost = lost,
                    left = vigour.remaining()
                )
            });
            harm::after_wound(world, target, &marked, Some(order.pawn), resolution);
        }
        BlessingEffect::Dread => harm::shake(world, target, AudacityTrigger::Dread, resolution),
    }
}

/// At a new turn, every blessing's boon or curse ends.
pub(in crate::conflict) fn new_turn(world: &mut ConflictWorld) {
    for id in crate::conflict::world::pawns::pawn_ids(world) {
        if let Some(health) = crate::conflict::world::pawns::vigour_mut(world, id)
            && health.blessed != 0
        {
            health.blessed = 0;
        }
    }
}

impl crate::conflict::state::Conflict {
    /// The blessing as the active pawn would call on it now (its reach and the Faith roll's
    /// modifiers), or why it may not.
    pub fn check_bless(&self, order: &BlessOrder) -> Result<CheckedBlessing, Rejection> {
        check_bless(&self.world, &self.setup, order)
    }

    /// The blessings that came to the table with both bands.
    pub fn blessings(&self) -> Vec<&Blessing> {
        self.setup
            .sides
            .iter()
            .flat_map(|side| &side.blessings)
            .collect()
    }
}
