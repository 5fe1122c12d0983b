//! 1650 § Enclaves, their Peculiarities in play: a pawn of the band holding an Enclave, within
//! 5 cm of it, may use one of its actions once in an activation (assets/1650/enclaves.ron: the
//! Polvorin's To plunder and To explode, and the others'), with an Audacity roll where the card
//! asks for one. Limits: plundering once a Conflict, tending once a turn, recovering a card once.

use super::action_effects::{self as effects, FUSE_SECTION, SECTION};
use crate::conflict::band::harm;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Decks, Enclaves, Loads, Table};
use crate::conflict::world::pawns::{card, check_active, entity, footing, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::damage::{Penetration, WeaponDamage, hit};
use crate::rules::enclaves::{CONQUEST_REACH_CM, EnclaveActionEffect};
use crate::rules::rule;
use parry3d::math::Vec2;

/// The Dexterity cards band `band` has played (its starting deck less its hand), by id.
pub(in crate::conflict) fn played_cards(world: &ConflictWorld, band: usize) -> Vec<String> {
    let setup = &world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0;
    let mut hand: Vec<String> = world
        .resource::<Decks>()
        .0
        .get(band)
        .map(|cards| cards.iter().map(|card| card.id.clone()).collect())
        .unwrap_or_default();
    let mut played = Vec::new();
    for card in setup
        .sides
        .get(band)
        .map_or(&[][..], |side| &side.dexterity)
    {
        match hand.iter().position(|id| *id == card.id) {
            Some(place) => {
                hand.remove(place);
            }
            None => played.push(card.id.clone()),
        }
    }
    played
}

/// Why the active `pawn` may not use action `action` of the Enclave at `index` now.
pub fn check_use(
    world: &ConflictWorld,
    pawn: u32,
    index: usize,
    action: usize,
    dexterity: Option<&str>,
) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let section = rule(SECTION);
    let enclaves = world.resource::<Enclaves>();
    let Some(placed) = enclaves.placed.get(index) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-no-such-enclave"),
        ));
    };
    let Some(chosen) = placed.enclave.actions.get(action) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-no-such-action",
                enclave = &placed.enclave.name
            ),
        ));
    };
    let name = &placed.enclave.name;
    if !crate::conflict::enclaves::auras::standing(world, index) {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-destroyed", enclave = name),
        ));
    }
    let band = side(world, pawn);
    if placed.holder.is_none() || placed.holder != band {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-not-holding", enclave = name),
        ));
    }
    let near = footing(world, pawn)
        .is_some_and(|place| placed.rim_distance(&place.base()) <= CONQUEST_REACH_CM);
    if !near {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-too-far", enclave = name),
        ));
    }
    let turn = crate::conflict::clash::responding::turn_number(world);
    if enclaves
        .used
        .iter()
        .any(|done| done.pawn == pawn && done.turn == turn)
    {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-one-action"),
        ));
    }
    let used_here = |once_per_turn: bool| {
        enclaves.used.iter().any(|done| {
            done.enclave == index
                && done.action == action
                && done.band == band.unwrap_or(usize::MAX)
                && (!once_per_turn || done.turn == turn)
        })
    };
    match chosen.effect {
        EnclaveActionEffect::Plunder(_) | EnclaveActionEffect::Recover if used_here(false) => {
            return Err(Rejection::by_rule(
                section,
                msg!("conflict-enclaves-once-a-conflict", action = &chosen.name),
            ));
        }
        EnclaveActionEffect::Tend(_) if used_here(true) => {
            return Err(Rejection::by_rule(
                section,
                msg!("conflict-enclaves-once-a-turn", action = &chosen.name),
            ));
        }
        EnclaveActionEffect::Tend(_)
            if harm::health(world, pawn).is_none_or(|vigour| vigour.marked == 0) =>
        {
            return Err(Rejection::by_rule(
                section,
                msg!(
                    "conflict-enclaves-nothing-to-tend",
                    pawn = pawn_name(world, pawn)
                ),
            ));
        }
        EnclaveActionEffect::Rearm => {
            let short = card(world, pawn)
                .zip(entity(world, pawn).and_then(|pawn| world.get::<Loads>(pawn).cloned()))
                .is_some_and(|(card, loads)| loads.short_of_shots(&card).next().is_some());
            if !short {
                return Err(Rejection::by_rule(
                    section,
                    msg!(
                        "conflict-enclaves-nothing-to-rearm",
                        pawn = pawn_name(world, pawn)
                    ),
                ));
            }
        }
        EnclaveActionEffect::Recover => {
            let played = played_cards(world, band.unwrap_or(usize::MAX));
            let wanted = match dexterity {
                Some(id) => played.iter().any(|each| each == id),
                None => !played.is_empty(),
            };
            if !wanted {
                return Err(Rejection::by_rule(
                    section,
                    msg!("conflict-enclaves-recover-unplayed"),
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

/// The active `pawn` uses action `action` of the Enclave at `index` (`dexterity`: the card
/// Recover takes back).
pub(in crate::conflict) fn use_action(
    world: &mut ConflictWorld,
    pawn: u32,
    index: usize,
    action: usize,
    dexterity: Option<&str>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_use(world, pawn, index, action, dexterity)?;
    let placed = world.resource::<Enclaves>().placed[index].clone();
    let chosen = placed.enclave.actions[action].clone();
    let band = side(world, pawn).unwrap_or(0);
    // Recorded before the roll: a failed Audacity roll uses the action all the same.
    record_use(world, pawn, index, action, band);
    let name = pawn_name(world, pawn);
    if chosen.audacity_roll
        && !effects::audacity_passes(
            world,
            pawn,
            &name,
            &chosen,
            &placed.enclave.name,
            resolution,
        )
    {
        return Ok(());
    }
    let words = msg!(
        "conflict-enclaves-action-used",
        pawn = name,
        action = &chosen.name,
        enclave = &placed.enclave.name
    );
    match chosen.effect {
        EnclaveActionEffect::Plunder(maravedies) => {
            effects::plunder(world, pawn, maravedies, &words, resolution);
        }
        EnclaveActionEffect::Tend(boxes) => effects::tend(world, pawn, boxes, &words, resolution),
        EnclaveActionEffect::Rearm => effects::rearm(world, pawn, &words, resolution),
        EnclaveActionEffect::Recover => {
            let played = played_cards(world, band);
            effects::recover(world, band, dexterity, &played, &words, resolution);
        }
        EnclaveActionEffect::Explode { .. }
            if world
                .resource::<crate::conflict::world::components::Playing>()
                .0
                .terms()
                .fuse =>
        {
            effects::light_fuse(world, index, pawn, &placed.enclave.name, &words, resolution);
        }
        EnclaveActionEffect::Explode { radius_cm, damage } => {
            explode(world, &placed, radius_cm as f32, damage, pawn, resolution);
        }
    }
    Ok(())
}

/// The use, for the once-a-turn and once-a-Conflict limits.
fn record_use(world: &mut ConflictWorld, pawn: u32, index: usize, action: usize, band: usize) {
    let turn = crate::conflict::clash::responding::turn_number(world);
    world
        .resource_mut::<Enclaves>()
        .used
        .push(crate::conflict::world::components::EnclaveUse {
            enclave: index,
            action,
            pawn,
            band,
            turn,
        });
}

/// Why `pawn` may not try to put out the fuse now: it must be a defender, activated, free of
/// clashes, within 5 cm of the Enclave, and not have tried already.
pub fn check_put_out(world: &ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let section = rule(FUSE_SECTION);
    let enclaves = world.resource::<Enclaves>();
    let Some(fuse) = &enclaves.fuse else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-no-fuse"),
        ));
    };
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    if side(world, pawn).map(|band| commission.role_of(band))
        != Some(crate::conflict::Role::Defender)
    {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-defender-only"),
        ));
    }
    if fuse.tried.contains(&pawn) {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-enclaves-tried-already",
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    if !crate::conflict::world::pawns::engaged_with(world, pawn).is_empty() {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-engaged", pawn = pawn_name(world, pawn)),
        ));
    }
    let Some(placed) = enclaves.placed.get(fuse.enclave) else {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-no-such-enclave"),
        ));
    };
    let near = footing(world, pawn)
        .is_some_and(|place| placed.rim_distance(&place.base()) <= CONQUEST_REACH_CM);
    if !near {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-enclaves-too-far", enclave = &placed.enclave.name),
        ));
    }
    Ok(())
}

/// The active defender `pawn` tries to put out the fuse: an Audacity roll.
pub(in crate::conflict) fn put_out(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_put_out(world, pawn)?;
    if let Some(fuse) = world.resource_mut::<Enclaves>().fuse.as_mut() {
        fuse.tried.push(pawn);
    }
    let nerve = crate::conflict::band::harm::roll_audacity(
        world,
        pawn,
        msg!("conflict-enclaves-roll-fuse"),
        resolution,
    );
    let passed = nerve.success;
    resolution.explain_with(rule(FUSE_SECTION), || {
        if passed {
            msg!(
                "conflict-enclaves-fuse-out",
                pawn = pawn_name(world, pawn),
                result = nerve.message()
            )
        } else {
            msg!(
                "conflict-enclaves-fuse-burns-on",
                pawn = pawn_name(world, pawn),
                result = nerve.message()
            )
        }
    });
    if passed {
        world.resource_mut::<Enclaves>().fuse = None;
    }
    Ok(())
}

/// At the end of the turn, a fuse still burning blows its Enclave up.
pub(in crate::conflict) fn fuse_burns_out(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some(fuse) = world.resource_mut::<Enclaves>().fuse.take() else {
        return;
    };
    let Some(placed) = world
        .resource::<Enclaves>()
        .placed
        .get(fuse.enclave)
        .cloned()
    else {
        return;
    };
    let blast = placed
        .enclave
        .actions
        .iter()
        .find_map(|action| match action.effect {
            EnclaveActionEffect::Explode { radius_cm, damage } => Some((radius_cm, damage)),
            _ => None,
        });
    if let Some((radius_cm, damage)) = blast {
        resolution.explain(rule(FUSE_SECTION), msg!("conflict-enclaves-fuse-burnt-out"));
        explode(
            world,
            &placed,
            radius_cm as f32,
            damage,
            fuse.lit_by,
            resolution,
        );
    }
}

/// The Enclave blows up: it is gone, every pawn within `radius` takes `damage` (no SL) against
/// its Defense, and the small obstacles within it are blown away.
fn explode(
    world: &mut ConflictWorld,
    placed: &crate::conflict::world::components::PlacedEnclave,
    radius: f32,
    damage: u32,
    source: u32,
    resolution: &mut Resolution,
) {
    let table = std::sync::Arc::clone(&world.resource::<Table>().0);
    let mut removed = table.removed().to_vec();
    removed.push(placed.piece);
    world.insert_resource(Table(std::sync::Arc::new(
        table.rebuilt(table.layout().clone(), removed),
    )));
    let centre = Vec2::new(placed.at.x, placed.at.y);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-enclaves-blows-up",
            enclave = &placed.enclave.name,
            radius = radius.round_ties_even() as i64,
            damage = damage
        )
    });
    let struck: Vec<u32> = pawn_ids(world)
        .into_iter()
        .filter(|&id| {
            footing(world, id).is_some_and(|place| placed.rim_distance(&place.base()) <= radius)
        })
        .collect();
    for victim in struck {
        let (Some(victim_card), Some(vigour)) = (card(world, victim), harm::health(world, victim))
        else {
            continue;
        };
        let blast = hit(
            0,
            false,
            WeaponDamage {
                normal: damage,
                critical: damage,
            },
            Penetration::Normal,
            victim_card.defense,
        );
        harm::take_hit(world, victim, vigour, &blast, source, resolution);
    }
    crate::conflict::shooting::devices::blow_away_small_obstacles(
        world,
        centre,
        0.0,
        radius + placed.enclave.radius_cm,
        resolution,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conflict::world::components::{Footing, Progress};
    use crate::conflict::{Commission, ConflictSetup, SideSetup, world::snapshot};
    use crate::dice::Dice;
    use crate::rules::enclaves::{Enclave, EnclaveCatalogue};
    use crate::rules::weather::Climate;
    use crate::table::base::Placement;
    use crate::table::layout::{Layout, TableSize};
    use std::sync::Arc;

    const KEEPER: u32 = 0;
    const RAIDER: u32 = 1;

    fn polvorin() -> Enclave {
        let catalogue: EnclaveCatalogue =
            ron::from_str(include_str!("../../../../../assets/1650/enclaves.ron")).expect("parses");
        catalogue.get("polvorin").cloned().expect("the Polvorin")
    }

    /// § Assault the Powder Magazine on a bare 80 cm table: the Polvorin in the middle, taken by
    /// the raider's band; the raider beside it, the keeper (a defender, Audacity 5) 20 cm off.
    fn held_by_the_raider() -> ConflictWorld {
        let layout = Layout {
            name: "yard".to_owned(),
            table: TableSize {
                width: 80.0,
                depth: 80.0,
            },
            deployment_zones: Vec::new(),
            pieces: Vec::new(),
        };
        let side = SideSetup::one_test_pawn;
        let setup = Arc::new(ConflictSetup {
            commission: Commission::PowderMagazine,
            climate: Climate::Warm,
            layout: layout.clone(),
            sides: vec![side("keeper", 400), side("raider", 200)],
            church: None,
            setting: None,
            middle_enclave: Some(polvorin()),
            venues: Vec::new(),
            townsfolk: Vec::new(),
        });
        let mut world = snapshot::build_world(
            &setup,
            &Arc::new(crate::table::scenery::Scenery::new(layout)),
        );
        let mut dice = Dice::new(1);
        let mut resolution = Resolution::new(&mut dice, None, true);
        crate::conflict::enclaves::on_table::set_in_the_middle(
            &mut world,
            &setup,
            &polvorin(),
            &mut resolution,
        );
        world.resource_mut::<Enclaves>().placed[0].holder = Some(1);
        put(&mut world, KEEPER, 40.0, 60.0);
        put(&mut world, RAIDER, 40.0, 32.0);
        world
    }

    fn put(world: &mut ConflictWorld, pawn: u32, x: f32, y: f32) {
        crate::conflict::world::pawns::set_footing(
            world,
            pawn,
            Some(Footing(Placement {
                x,
                y,
                level: 0.0,
                facing_degrees: 90.0,
            })),
        );
    }

    fn play<T>(
        world: &mut ConflictWorld,
        dice: Vec<u32>,
        act: impl FnOnce(&mut ConflictWorld, &mut Resolution) -> T,
    ) -> T {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        act(world, &mut resolution)
    }

    /// The raider lights the fuse (Audacity 10).
    fn lit() -> ConflictWorld {
        let mut world = held_by_the_raider();
        world.resource_mut::<Progress>().active = Some(RAIDER);
        let explode = polvorin()
            .actions
            .iter()
            .position(|action| matches!(action.effect, EnclaveActionEffect::Explode { .. }))
            .expect("To explode");
        play(&mut world, vec![10], |world, resolution| {
            use_action(world, RAIDER, 0, explode, None, resolution)
        })
        .expect("the band holding it uses it");
        world
    }

    #[test]
    fn assault_the_powder_magazine_to_explode_lights_a_fuse_that_blows_it_up_at_the_turns_end() {
        let mut world = lit();
        assert!(world.resource::<Enclaves>().fuse.is_some(), "a fuse burns");
        assert!(
            crate::conflict::enclaves::auras::standing(&world, 0),
            "nothing blows up yet"
        );
        world.resource_mut::<Progress>().active = Some(KEEPER);
        let far = check_put_out(&world, KEEPER).expect_err("20 cm off");
        assert!(far.to_string().contains("within 5 cm"), "{far}");
        put(&mut world, KEEPER, 40.0, 48.0);
        play(&mut world, vec![1], |world, resolution| {
            put_out(world, KEEPER, resolution)
        })
        .expect("beside it, free of clashes");
        assert!(
            world.resource::<Enclaves>().fuse.is_some(),
            "a failed Audacity roll leaves it burning"
        );
        let again = check_put_out(&world, KEEPER).expect_err("one try each");
        assert!(again.to_string().contains("tried already"), "{again}");
        let mut dice = Dice::new(7);
        fuse_burns_out(&mut world, &mut Resolution::new(&mut dice, None, true));
        assert!(
            !crate::conflict::enclaves::auras::standing(&world, 0),
            "the turn ends with the fuse burning: the Polvorin blows up"
        );
        assert!(world.resource::<Enclaves>().fuse.is_none());
    }

    #[test]
    fn assault_the_powder_magazine_a_defender_beside_the_polvorin_puts_the_fuse_out() {
        let mut world = lit();
        put(&mut world, KEEPER, 40.0, 48.0);
        world.resource_mut::<Progress>().active = Some(RAIDER);
        let not_theirs = check_put_out(&world, RAIDER).expect_err("an attacker");
        assert!(
            not_theirs.to_string().contains("only a defender"),
            "{not_theirs}"
        );
        world.resource_mut::<Progress>().active = Some(KEEPER);
        play(&mut world, vec![10], |world, resolution| {
            put_out(world, KEEPER, resolution)
        })
        .expect("beside it, free of clashes");
        assert!(world.resource::<Enclaves>().fuse.is_none(), "it is out");
        let mut dice = Dice::new(7);
        fuse_burns_out(&mut world, &mut Resolution::new(&mut dice, None, true));
        assert!(
            crate::conflict::enclaves::auras::standing(&world, 0),
            "the Polvorin stands"
        );
    }
}
