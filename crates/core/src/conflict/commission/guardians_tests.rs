//! § Guardians, rule by rule on the Gentleman's round.

use super::*;
use crate::conflict::commission::barred::{check_route, check_standing};
use crate::conflict::commission::townsfolk::{controller, provoke_townsfolk};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::pawns::side;
use crate::conflict::{SideSetup, world::snapshot};
use crate::dice::Dice;
use crate::rules::antagonists::Temperament;
use crate::rules::weather::Climate;
use crate::table::movement::Waypoint;
use crate::table::scenery::Scenery;
use parry3d::math::Vec2;
use std::sync::Arc;

const CAPTAIN: u32 = 0;
const RAIDER: u32 = 1;
const GENTLEMAN: u32 = 2;
const SADDLER: u32 = 3;

/// § Guardians on the Gentleman's round: a captain and a raider of one pawn each; the
/// Gentleman after them.
fn round() -> ConflictWorld {
    let layout = Layout::parse(
        "gentlemans-round.ron",
        include_str!("../../../../../scenarios/layouts/gentlemans-round.ron"),
    )
    .expect("the sample layout parses");
    let side = SideSetup::one_test_pawn;
    let setup = Arc::new(ConflictSetup {
        commission: Commission::Guardians,
        climate: Climate::Warm,
        venues: default_venues(Commission::Guardians, &layout),
        townsfolk: Commission::Guardians.townsfolk_from(
            &ron::from_str(include_str!("../../../../../assets/1650/antagonists.ron"))
                .expect("the Antagonists parse"),
        ),
        layout: layout.clone(),
        sides: vec![side("captain", 250), side("raider", 250)],
        church: None,
        setting: None,
        middle_enclave: None,
    });
    snapshot::build_world(&setup, &Arc::new(Scenery::new(layout)))
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

fn turn_ends(world: &mut ConflictWorld, turn: u32) -> Vec<String> {
    let mut dice = Dice::new(1);
    let mut resolution = Resolution::new(&mut dice, None, true);
    satisfy(world, turn, &mut resolution);
    texts(resolution)
}

fn way(x: f32, y: f32) -> Waypoint {
    Waypoint { x, y, level: None }
}

/// What a resolution explained, line by line.
fn texts(resolution: Resolution) -> Vec<String> {
    resolution
        .into_entries()
        .into_iter()
        .map(|entry| entry.text())
        .collect()
}

fn purse_of(world: &ConflictWorld, pawn: u32) -> u32 {
    crate::conflict::world::pawns::purse(world, pawn).unwrap_or(0)
}

#[test]
fn guardians_the_gentleman_is_the_defenders_pawn_after_every_other() {
    let world = round();
    assert_eq!(gentleman_in(&world), Some(GENTLEMAN));
    assert_eq!(side(&world, GENTLEMAN), Some(0));
    assert_eq!(purse_of(&world, GENTLEMAN), 5, "Incentive 5");
    assert_eq!(pawn_name(&world, GENTLEMAN), "The Gentleman");
    assert_ne!(
        crate::conflict::world::pawns::leader_of(&world, 0),
        Some(GENTLEMAN),
        "his Leader (30) pays for the defenders; he leads no band"
    );
}

#[test]
fn guardians_each_turn_in_a_building_buys_its_satisfaction_from_his_purse() {
    let mut world = round();
    put(&mut world, GENTLEMAN, 50.0, 50.0);
    assert!(turn_ends(&mut world, 1).is_empty(), "outside, nothing");
    put(&mut world, GENTLEMAN, 78.0, 24.0);
    turn_ends(&mut world, 2);
    assert_eq!((satisfaction(&world), purse_of(&world, GENTLEMAN)), (5, 3));
    turn_ends(&mut world, 3);
    assert_eq!((satisfaction(&world), purse_of(&world, GENTLEMAN)), (10, 1));
    let broke = turn_ends(&mut world, 4);
    assert_eq!(
        (satisfaction(&world), purse_of(&world, GENTLEMAN)),
        (10, 1),
        "the Brothel costs 2"
    );
    assert!(
        broke.iter().any(|line| line.contains("no Satisfaction")),
        "{broke:?}"
    );
    put(&mut world, GENTLEMAN, 22.0, 76.0);
    let church = turn_ends(&mut world, 5);
    assert_eq!((satisfaction(&world), purse_of(&world, GENTLEMAN)), (11, 1));
    assert!(
        church.iter().any(|line| line.contains("in the Church")),
        "{church:?}"
    );
    assert_eq!(
        world.resource::<Satisfaction>().visits,
        [(2, 2), (3, 2), (5, 0)]
    );
}

#[test]
fn guardians_no_attacker_enters_the_named_buildings() {
    let mut world = round();
    put(&mut world, RAIDER, 78.0, 40.0);
    put(&mut world, CAPTAIN, 76.0, 40.0);
    let into_the_brothel = [way(78.0, 31.0), way(78.0, 26.0)];
    let refusal = check_route(&world, RAIDER, Vec2::new(78.0, 40.0), &into_the_brothel)
        .expect_err("the attackers are barred");
    assert!(
        refusal
            .to_string()
            .contains("may not enter the Brothel ('brothel')"),
        "{refusal}"
    );
    assert!(
        check_route(&world, CAPTAIN, Vec2::new(76.0, 40.0), &into_the_brothel).is_ok(),
        "a defender goes in"
    );
    let into_the_store = [way(32.0, 24.0), way(22.0, 24.0)];
    assert!(
        check_route(&world, RAIDER, Vec2::new(40.0, 24.0), &into_the_store).is_ok(),
        "an unnamed building is open to all"
    );
    assert!(check_standing(&world, 1, Vec2::new(22.0, 76.0)).is_err());
}

#[test]
fn guardians_a_guarnicionero_near_gunpowder_turns_sanguine_and_joins_the_defenders() {
    let mut world = round();
    put(&mut world, SADDLER, 50.0, 30.0);
    put(&mut world, RAIDER, 50.0, 70.0);
    world
        .resource_mut::<crate::conflict::world::components::Temperaments>()
        .pawns
        .push((SADDLER, Temperament::Phlegmatic));
    assert_eq!(side(&world, SADDLER), Some(2), "the townsfolk's own side");
    assert_eq!(controller(&world, SADDLER), None);
    let mut dice = Dice::new(1);
    let mut resolution = Resolution::new(&mut dice, None, true);
    world
        .resource_mut::<crate::conflict::world::components::Temperaments>()
        .gunpowder
        .push(RAIDER);
    provoke_townsfolk(&mut world, &mut resolution);
    assert_eq!(side(&world, SADDLER), Some(2), "40 cm off: nothing");
    put(&mut world, RAIDER, 50.0, 55.0);
    provoke_townsfolk(&mut world, &mut resolution);
    assert_eq!(
        side(&world, SADDLER),
        Some(0),
        "within 30 cm: the defenders'"
    );
    assert_eq!(controller(&world, SADDLER), Some(0));
    assert_eq!(
        crate::conflict::antagonists::temperament::temperament_of(&world, SADDLER),
        Some(Temperament::Sanguine)
    );
    let log = texts(resolution);
    assert!(
        log.iter()
            .any(|line| line.contains("gunpowder weapon fired within 30 cm")),
        "{log:?}"
    );
}

/// § Every Man for Himself: an escaping Antagonist, whom no player activates, is activated
/// between activations to recover or run again (a Guarnicionero on the Gentleman's round).
#[test]
fn every_man_for_himself_an_escaping_antagonist_runs_between_activations() {
    use crate::conflict::world::components::{Morale, Phase, Progress, Temperaments};
    use crate::rules::activation::Activation;
    use crate::rules::audacity::Nerve;
    let mut world = round();
    put(&mut world, SADDLER, 50.0, 30.0);
    put(&mut world, CAPTAIN, 50.0, 60.0);
    put(&mut world, RAIDER, 30.0, 60.0);
    world
        .resource_mut::<Temperaments>()
        .pawns
        .push((SADDLER, Temperament::Phlegmatic));
    if let Some(morale) = crate::conflict::world::pawns::morale_mut(&mut world, SADDLER) {
        *morale = Morale {
            nerve: Nerve::Escaping,
            only_turn: false,
        };
    }
    world.resource_mut::<Progress>().phase = Phase::Turns;
    let mut dice = Dice::new(7);
    let mut resolution = Resolution::new(&mut dice, None, true);
    crate::conflict::turns::sequence::begin_turn(&mut world, 2, &mut resolution);
    // The Authority roll's winner lets the Temperaments be.
    world.resource_mut::<Temperaments>().moves = None;
    let mut settle = crate::conflict::world::systems::Settle::default();
    crate::conflict::antagonists::automatic_activations::after_command(
        &mut world,
        &mut settle,
        &mut resolution,
    );
    let state = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .and_then(|turn| turn.states.get(SADDLER as usize).copied());
    assert_ne!(
        state,
        Some(Activation::Temperament),
        "it was activated this turn"
    );
    let log = texts(resolution);
    assert!(
        log.iter()
            .any(|line| line.contains("Guarnicionero I is escaping: it is activated")),
        "{log:?}"
    );
}
