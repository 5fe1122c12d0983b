//! What lost Vigour sets off (1650 § Bruises, Bleeding and Death, § Every Man for Himself):
//! removal at 0, the Audacity rolls of the wounded and of friends nearby, escaping pawns'
//! runs to the table's edge.

use crate::conflict::movement::flight::Escape;
use crate::conflict::names::pawn_name;
use crate::conflict::turns::deployment::{edge_name, whole_cm};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    Casualties, Casualty, Fate, Gear, Morale, Pending, Progress,
};
use crate::conflict::world::pawns::{card, entity, footing, pawn_ids, side};
use crate::dice::{Die, Modifier};
use crate::msg;
use crate::record::Resolution;
use crate::rules::audacity::{AudacityTrigger, Nerve, audacity_roll_with};
use crate::rules::rule;
use crate::rules::vigour::{Marked, Vigour, edge_modifiers};
use crate::table::movement::CHARGE_BASE_CM;
use crate::words::{Arg, Message};

/// § Every Man for Himself: `pawn` recovers its nerve; "pawns who recover their original state
/// won't be able to do anything else during the rest of that turn, except turn".
pub(in crate::conflict) fn recover(world: &mut ConflictWorld, pawn: u32) {
    set_morale(
        world,
        pawn,
        Morale {
            nerve: Nerve::Steady,
            only_turn: true,
        },
    );
}

pub(in crate::conflict) fn set_morale(world: &mut ConflictWorld, pawn: u32, morale: Morale) {
    if let Some(row) = crate::conflict::world::pawns::morale_mut(world, pawn) {
        *row = morale;
    }
}

pub(in crate::conflict) fn nerve(world: &ConflictWorld, pawn: u32) -> Nerve {
    crate::conflict::world::pawns::morale(world, pawn).map_or(Nerve::Dead, |morale| morale.nerve)
}

pub(in crate::conflict) fn set_health(world: &mut ConflictWorld, pawn: u32, mut vigour: Vigour) {
    // § The Weather Gets Worse, Heat: −1 to every roll of a pawn with a coloured box marked.
    if world
        .resource::<crate::conflict::world::components::Conditions>()
        .weather
        .effects()
        .wounded_penalty
    {
        vigour.weathered = -i32::from(vigour.marked > 0);
    }
    if let Some(row) = crate::conflict::world::pawns::vigour_mut(world, pawn) {
        *row = vigour;
    }
}

/// What the pawn's Panoply always adds (none for a pawn not on the table).
pub(in crate::conflict) fn gear(world: &ConflictWorld, pawn: u32) -> Gear {
    entity(world, pawn)
        .and_then(|entity| world.get::<Gear>(entity).copied())
        .unwrap_or_default()
}

/// `pawn` rolls its Audacity for `purpose`, with what it adds to every Audacity roll.
pub(in crate::conflict) fn roll_audacity(
    world: &ConflictWorld,
    pawn: u32,
    purpose: impl Into<Message>,
    resolution: &mut Resolution,
) -> crate::rules::rolls::RollResult {
    let audacity = card(world, pawn).map_or(0, |card| card.audacity);
    crate::rules::rolls::roll(
        resolution.dice(),
        purpose,
        audacity,
        audacity_modifiers(world, pawn),
        0,
    )
}

/// What `pawn` adds to every Audacity roll: its Panoply (§ Panoply Cards) and what its state
/// adds to every roll (§ Bruises, Bleeding and Death: −1 once a Dying box is marked; a
/// blessing's boon or curse; the weather).
pub(in crate::conflict) fn audacity_modifiers(world: &ConflictWorld, pawn: u32) -> Vec<Modifier> {
    let panoply = gear(world, pawn).audacity;
    let mut modifiers: Vec<Modifier> = (panoply != 0)
        .then(|| Modifier::new(msg!("conflict-band-modifier-panoply"), panoply))
        .into_iter()
        .collect();
    if let Some(vigour) = health(world, pawn) {
        modifiers.extend(edge_modifiers(vigour.roll_edge()));
    }
    // § Enclaves: a Rallying Enclave its band holds, within 15 cm.
    let band = crate::conflict::world::pawns::side(world, pawn);
    for (aura, name, holder) in crate::conflict::enclaves::auras::auras_near(
        world,
        pawn,
        crate::rules::enclaves::RALLYING_CM,
    ) {
        if let crate::rules::enclaves::EnclaveAura::Rallying(bonus) = aura
            && holder.is_some()
            && holder == band
        {
            modifiers.push(Modifier::new(
                msg!("conflict-band-modifier-rallying", enclave = name),
                bonus,
            ));
        }
    }
    modifiers
}

/// `victim` (with `vigour` as it stands) takes the `hit` that `source` dealt: marked, said in the
/// log with the damage formula, and its consequences (a device, an exploding Enclave).
pub(in crate::conflict) fn take_hit(
    world: &mut ConflictWorld,
    victim: u32,
    mut vigour: Vigour,
    hit: &crate::rules::damage::Hit,
    source: u32,
    resolution: &mut Resolution,
) {
    let marked = vigour.mark(hit.vigour_lost);
    resolution.explain_with(rule("Damage"), || {
        msg!(
            "conflict-band-damage",
            pawn = pawn_name(world, victim),
            sl = hit.success_level,
            damage = hit.damage,
            defense = hit.defense,
            lost = hit.vigour_lost,
            left = vigour.remaining()
        )
    });
    set_health(world, victim, vigour);
    after_wound(world, victim, &marked, Some(source), resolution);
}

pub(in crate::conflict) fn health(world: &ConflictWorld, pawn: u32) -> Option<Vigour> {
    crate::conflict::world::pawns::vigour(world, pawn)
}

/// After `pawn` lost Vigour to `by`: removed at 0, else the colour's Audacity roll.
pub(in crate::conflict) fn after_wound(
    world: &mut ConflictWorld,
    pawn: u32,
    marked: &Marked,
    by: Option<u32>,
    resolution: &mut Resolution,
) {
    crate::conflict::solo::notes::note_wound(world, pawn, by);
    let knocked_out = health(world, pawn).is_some_and(|vigour| {
        crate::conflict::commission::unconscious::knocks_out(world, pawn, by, marked, &vigour)
    });
    if knocked_out {
        crate::conflict::commission::unconscious::knock_out(world, pawn, resolution);
    } else if marked.eliminated {
        let from_rearguard = by
            .and_then(|by| footing(world, by))
            .zip(footing(world, pawn))
            .is_some_and(|(hitter, hit)| hit.base().has_in_rearguard(&hitter.base()));
        remove(world, pawn, Fate::Killed, from_rearguard, by, resolution);
    } else if marked.calls_for_audacity_roll() {
        shake(world, pawn, AudacityTrigger::VigourColour, resolution);
    }
}

/// The Peculiarity Fearless (peculiarities.ron): no Audacity roll for Panic.
pub const FEARLESS: &str = "fearless";

/// Makes the Audacity roll `trigger` calls for; a failure sends the pawn running.
pub(in crate::conflict) fn shake(
    world: &mut ConflictWorld,
    pawn: u32,
    trigger: AudacityTrigger,
    resolution: &mut Resolution,
) {
    let Some(audacity) = card(world, pawn).map(|card| card.audacity) else {
        return;
    };
    // An unconscious pawn rolls for nothing.
    if crate::conflict::commission::unconscious::unconscious(world, pawn) {
        return;
    }
    let fearless = card(world, pawn).is_some_and(|card| card.has_peculiarity(FEARLESS));
    if fearless && matches!(trigger, AudacityTrigger::Panic { .. }) {
        let name = pawn_name(world, pawn);
        resolution.explain_with(rule("Armament"), || {
            msg!("conflict-band-fearless", pawn = name)
        });
        return;
    }
    let before = nerve(world, pawn);
    let standing = audacity_modifiers(world, pawn);
    let (after, _) = audacity_roll_with(audacity, before, trigger, standing, resolution);
    if after == Nerve::Escaping && before != Nerve::Escaping {
        set_morale(
            world,
            pawn,
            Morale {
                nerve: after,
                only_turn: false,
            },
        );
        escape_run(world, pawn, resolution);
    }
}

/// § Bruises, Bleeding and Death: friends within 15 cm of a pawn escaping, with Audacity no
/// higher than its, roll when activated.
pub(in crate::conflict) fn shaken_by_escaping_friends(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) {
    let (Some(own), Some(band)) = (footing(world, pawn), side(world, pawn)) else {
        return;
    };
    // One pass over the pawns in the index, in id order: each trigger rolls. Escaping is
    // rare: it is asked first.
    let index = world.resource::<crate::conflict::world::pawn_index::PawnIndex>();
    let escaping: Vec<(u32, AudacityTrigger)> = index
        .present_ids()
        .filter(|&friend| {
            index
                .morale
                .get(friend as usize)
                .is_some_and(|morale| morale.nerve == Nerve::Escaping)
                && friend != pawn
                && index.band(friend) == band
        })
        .filter_map(|friend| {
            let footing = index.footing(friend);
            Some((
                friend,
                AudacityTrigger::FriendEscaping {
                    distance: own.base().edge_distance(&footing?.base()),
                    friend_audacity: index.cards.get(friend as usize)?.audacity,
                },
            ))
        })
        .collect();
    for (_, trigger) in escaping {
        shake(world, pawn, trigger, resolution);
    }
}

/// Takes the pawn off the table: its card leaves the turn, Honour notes how.
pub(in crate::conflict) fn remove(
    world: &mut ConflictWorld,
    pawn: u32,
    fate: Fate,
    from_rearguard: bool,
    by: Option<u32>,
    resolution: &mut Resolution,
) {
    // Only a pawn still in the conflict has a band.
    let Some(band) = side(world, pawn) else {
        return;
    };
    let place = footing(world, pawn);
    let audacity = card(world, pawn).map_or(0, |card| card.audacity);
    let escaping = nerve(world, pawn) == Nerve::Escaping;
    let name = pawn_name(world, pawn);
    let number = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(0, |turn| turn.number);
    // The pawn being activated ends its activation (the next band acts); any other just
    // leaves the turn.
    if world.resource::<Progress>().active == Some(pawn) {
        crate::conflict::world::pawns::finish_active(world, pawn);
    } else if let Some(turn) = world.resource_mut::<Progress>().turn.as_mut() {
        turn.remove(pawn as usize);
    }
    let purse = crate::conflict::world::pawns::purse(world, pawn).unwrap_or(0);
    let unused = crate::conflict::band::factions::unused_single_use(world, pawn);
    world.resource_mut::<Casualties>().0.push(Casualty {
        pawn,
        side: band,
        fate,
        turn: number,
        from_rearguard,
        escaping: escaping && fate == Fate::Killed,
        by,
        purse,
        unused,
        looted: false,
    });
    if fate == Fate::Killed
        && let Some(killer) = by
    {
        crate::conflict::band::factions::pay_wage(world, killer, resolution);
    }
    let pending = world.resource::<Pending>().0.clone();
    if pending.is_some_and(|blow| blow.attacker == pawn || blow.target == pawn) {
        world.resource_mut::<Pending>().0 = None;
    }
    let returns = matches!(fate, Fate::Killed | Fate::RanOff)
        && side(world, pawn)
            .zip(card(world, pawn))
            .is_some_and(|(band, card)| {
                world
                    .resource::<crate::conflict::world::components::Playing>()
                    .0
                    .returns_when_eliminated(band, &card)
            });
    // § To Seek Sanctuary: a dragged pawn leaves with its dragger, or lies where it fell (a
    // fleeing dragger drops it where the run began: `escape_run`).
    match (fate, place) {
        (Fate::Left { edge }, _) => leaves_with(world, pawn, edge, resolution),
        (Fate::RanOff, _) => {}
        (_, Some(place)) => {
            crate::conflict::commission::unconscious::drop_carried(
                world, pawn, place.0, resolution,
            );
        }
        (_, None) => {}
    }
    crate::conflict::world::pawns::remove_pawn(world, pawn);
    resolution.explain_with(rule("Bruises, Bleeding and Death"), || {
        let pawn = name.clone();
        match fate {
            Fate::Killed => msg!("conflict-band-removed-killed", pawn = pawn),
            Fate::RanOff => msg!("conflict-band-removed-ran-off", pawn = pawn),
            Fate::NoMarker => msg!("conflict-band-removed-no-marker", pawn = pawn),
            Fate::Left { edge } => msg!(
                "conflict-band-removed-left",
                pawn = pawn,
                edge = edge_name(edge)
            ),
            Fate::Sanctuary => msg!("conflict-band-removed-sanctuary", pawn = pawn),
        }
    });
    if returns {
        world
            .resource_mut::<crate::conflict::world::components::Returning>()
            .0
            .push(pawn);
        // The page that brings it back: § Artillery's Wearing Down, § Defence to the Bitter End.
        let page = world
            .resource::<crate::conflict::world::components::Playing>()
            .0
            .name();
        resolution.explain_with(rule(page), || msg!("conflict-band-comes-back", pawn = name));
    }
    if fate == Fate::Killed
        && let Some(place) = place
    {
        for friend in pawn_ids(world) {
            if side(world, friend) != Some(band) {
                continue;
            }
            let Some(friend_place) = footing(world, friend) else {
                continue;
            };
            let trigger = AudacityTrigger::FriendKilled {
                distance: friend_place.base().edge_distance(&place.base()),
                friend_audacity: audacity,
            };
            shake(world, friend, trigger, resolution);
        }
    }
}

/// § Every Man for Himself: the pawn faces the nearest edge and charges (15 + 1D10 cm) towards
/// it, leaving any clash, going round obstacles and enemy Action Areas; reaching the edge it
/// dies.
pub(in crate::conflict) fn escape_run(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) {
    let Some(before) = footing(world, pawn) else {
        return;
    };
    let carried = crate::conflict::commission::unconscious::dragged_by(world, pawn);
    run(world, pawn, resolution);
    // § To Seek Sanctuary: a fleeing dragger leaves what it dragged where the run began.
    if carried.is_some() && footing(world, pawn) != Some(before) {
        crate::conflict::commission::unconscious::drop_carried(world, pawn, before.0, resolution);
    }
}

/// The escape itself: 15 + 1D10 cm towards the nearest edge.
fn run(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) {
    let roll = resolution
        .dice()
        .roll(msg!("conflict-band-roll-escape"), Die::D10);
    let reach = CHARGE_BASE_CM + roll as f32;
    let name = pawn_name(world, pawn);
    match crate::conflict::movement::flight::escape(world, pawn, reach) {
        Escape::ReachesEdge { edge, length } => {
            resolution.explain_with(rule("Every Man for Himself"), || {
                msg!(
                    "conflict-band-escape-reaches-edge",
                    pawn = name,
                    reach = whole_cm(reach),
                    edge = edge_name(edge),
                    length = Arg::tenths(length)
                )
            });
            remove(world, pawn, Fate::RanOff, false, None, resolution);
        }
        Escape::Stops { edge, plan } => {
            let moved = plan.length;
            crate::conflict::world::pawns::stand_at_end(world, pawn, &plan);
            resolution.explain_with(rule("Every Man for Himself"), || {
                msg!(
                    "conflict-band-escape-runs",
                    pawn = name,
                    moved = Arg::tenths(moved),
                    reach = whole_cm(reach),
                    edge = edge_name(edge)
                )
            });
        }
        Escape::Trapped => {
            resolution.explain_with(rule("Every Man for Himself"), || {
                msg!("conflict-band-escape-trapped", pawn = name)
            });
        }
    }
}

/// § Every Man for Himself: the activated escaping `pawn` rolls Audacity to recover, or runs
/// again (its activation then ends, if it is still on the table).
pub(in crate::conflict) fn escaping_activation_of(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) {
    let audacity = card(world, pawn).map_or(0, |card| card.audacity);
    let engaged = !crate::conflict::world::pawns::engaged_with(world, pawn).is_empty();
    let standing = audacity_modifiers(world, pawn);
    let (nerve, _) =
        crate::rules::audacity::escaping_activation(audacity, engaged, false, standing, resolution);
    if nerve == Nerve::Steady {
        recover(world, pawn);
    } else {
        escape_run(world, pawn, resolution);
        if entity(world, pawn).is_some() {
            crate::conflict::world::pawns::finish_active(world, pawn);
        }
    }
}

/// The dragged pawn leaves the table with its dragger by `edge`.
pub(in crate::conflict) fn leaves_with(
    world: &mut ConflictWorld,
    dragger: u32,
    edge: crate::conflict::world::components::Edge,
    resolution: &mut Resolution,
) {
    if let Some(carried) = crate::conflict::commission::unconscious::dragged_by(world, dragger) {
        remove(
            world,
            carried,
            Fate::Left { edge },
            false,
            Some(dragger),
            resolution,
        );
    }
}
