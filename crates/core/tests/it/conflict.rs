//! The 1650 conflict simulation (1650 § Rules of Engagement to § Every Man for Himself, and
//! § Brawl): whole seeded Brawls, and the rules that only show when pawns take turns on a table.

use std::path::Path;
use ysbilia_core::conflict::computer::easy::ConflictLibrary;
use ysbilia_core::conflict::{
    Commission, Conflict, ConflictCommand, ConflictSetup, Gait, SideSetup,
};
use ysbilia_core::conflict::{Edge, Phase};
use ysbilia_core::record::Game;
use ysbilia_core::rules::cards::{ContractCard, SpecialRule, Weapon};
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::weather::Climate;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate, simulate_games_with};
use ysbilia_core::table::base::{Base, Placement};
use ysbilia_core::table::layout::{Layout, TableSize};
use ysbilia_core::table::movement::{MoveContext, Waypoint, check_standing};
use ysbilia_core::table::sight::SightPawn;

pub(super) fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

pub fn library() -> ConflictLibrary {
    ConflictLibrary::load(root()).expect("the ready-made bands and layouts load")
}

fn brawl_setup(library: &ConflictLibrary, seed: u64) -> ConflictSetup {
    Conflict::simulation_setup(library, &mut Chooser::new(seed), None)
}

#[test]
fn brawl_simulated_games_end_without_errors() {
    let library = library();
    let summary = simulate_games_with::<Conflict>(&library, 40, 1650, None);
    assert_eq!(summary.errors, 0, "{:?}", summary.problems);
    println!("{}", summary.line());
}

#[test]
fn brawl_starts_with_moment_of_truth_weather_and_authority() {
    let library = library();
    let session = Session::<Conflict>::start(brawl_setup(&library, 7), 7).expect("a valid setup");
    let rules: Vec<String> = session
        .log()
        .iter()
        .map(|entry| entry.rule.to_string())
        .collect();
    for section in [
        "Moment of Truth",
        "The Weather Gets Worse",
        "Authority Roll",
        "Brawl",
    ] {
        assert!(
            rules.iter().any(|rule| rule.contains(section)),
            "{section}: {rules:?}"
        );
    }
    assert!(!session.game().is_over());
}

/// 1650 § Bruises, Bleeding and Death, § Movement, § Terrain, and the record contract: 1,000
/// seeded Brawls played by the computer keep bases apart, Vigour in range and pawns off
/// impassable ground after every command, refuse illegal commands without changing anything,
/// and replay from their records to the same state hash.
#[test]
fn brawl_1000_seeded_games_keep_their_invariants_and_replay_exactly() {
    let library = library();
    let mut hunts = 0;
    for seed in 0..1000_u64 {
        let mut chooser = Chooser::new(seed ^ 0xB4A3);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() {
            assert!(session.commands().len() < 3_000, "seed {seed}: no end");
            if session.commands().len().is_multiple_of(25) {
                let before = session.state_hash();
                let refused = session.play(ConflictCommand::EndActivation { pawn: 999 });
                assert!(refused.is_err(), "seed {seed}: pawn 999 does not exist");
                assert_eq!(
                    session.state_hash(),
                    before,
                    "seed {seed}: a refusal changed the state"
                );
            }
            let command = session
                .game()
                .computer_command(&mut chooser)
                .expect("someone acts");
            if let Err(refusal) = session.play(command.clone()) {
                // The last lines of the game's log, newest first, to see how it came to this.
                let loud = Session::replay(&session.record()).expect("replays");
                let log: Vec<String> = loud
                    .log()
                    .iter()
                    .rev()
                    .take(30)
                    .map(ToString::to_string)
                    .collect();
                eprintln!("{log:#?}");
                panic!("seed {seed}: {command:?} refused: {refusal}");
            }
            check_invariants(session.game(), seed);
        }
        let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
        assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
        let confronted = session.commands().iter().any(|command| {
            matches!(
                command,
                ConflictCommand::Hunt(ysbilia_core::conflict::HuntOrder::SendPawn { .. })
            )
        });
        hunts += usize::from(confronted);
    }
    // § The Hunt: many ready-made bands have Stealthy or Scout pawns.
    assert!(
        hunts > 50,
        "only {hunts} Brawls fought out a Tracking Marker"
    );
}

/// The log names pawns, bands and places, never ids or coordinates: whole Brawls played by the
/// computer with their logs kept, every line read for "pawn 3", "band 2", "#4" or "(13.8, 28.8)".
#[test]
fn brawl_log_lines_name_pawns_bands_and_places_not_ids_or_coordinates() {
    let library = library();
    let id = |text: &str, word: &str| {
        text.match_indices(word).any(|(at, _)| {
            text[at + word.len()..]
                .chars()
                .next()
                .is_some_and(|next| next.is_ascii_digit())
        })
    };
    let coordinates = |text: &str| {
        text.match_indices('(').any(|(at, _)| {
            let inside: String = text[at + 1..].chars().take_while(|c| *c != ')').collect();
            let parts: Vec<&str> = inside.split(", ").collect();
            parts.len() == 2 && parts.iter().all(|part| part.parse::<f32>().is_ok())
        })
    };
    let mut lines = 0;
    for seed in 0..12_u64 {
        let mut chooser = Chooser::new(seed ^ 0x10C);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        let mut session = Session::<Conflict>::start(setup, seed).expect("a valid setup");
        while !session.is_over() && session.commands().len() < 3_000 {
            let command = session
                .game()
                .computer_command(&mut chooser)
                .expect("someone acts");
            session
                .play(command)
                .expect("the computer plays legal commands");
        }
        for entry in session.log() {
            let text = &entry.text();
            assert!(
                !id(text, "pawn ") && !id(text, "band ") && !id(text, "#") && !coordinates(text),
                "seed {seed}: {entry}"
            );
            lines += 1;
        }
    }
    assert!(lines > 1_000, "only {lines} lines read");
}

/// Seed `seed` of `library`'s Commission played by the computer on every side to its end (the
/// chooser seeded with `seed ^ salt`), at most `limit` commands, the table's invariants checked
/// and `watch` called after every command; its record then replays to the same hash.
pub(super) fn play_to_end(
    library: &ConflictLibrary,
    seed: u64,
    salt: u64,
    limit: usize,
    mut watch: impl FnMut(&Session<Conflict>, &ConflictCommand),
) -> Session<Conflict> {
    let mut chooser = Chooser::new(seed ^ salt);
    let setup = Conflict::simulation_setup(library, &mut chooser, None);
    let mut session = Session::<Conflict>::start_quiet(setup, seed)
        .unwrap_or_else(|refusal| panic!("seed {seed}: {refusal}"));
    while !session.is_over() {
        assert!(session.commands().len() < limit, "seed {seed}: no end");
        let command = session
            .game()
            .computer_command(&mut chooser)
            .unwrap_or_else(|| panic!("seed {seed}: nobody acts"));
        session
            .play(command.clone())
            .unwrap_or_else(|refusal| panic!("seed {seed}: {command:?} refused: {refusal}"));
        check_invariants(session.game(), seed);
        watch(&session, &command);
    }
    let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
    assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
    session
}

pub(super) fn check_invariants(conflict: &Conflict, seed: u64) {
    let pawns = conflict.pawns();
    let placed: Vec<(u32, Base)> = pawns
        .iter()
        .filter_map(|pawn| pawn.placement.map(|place| (pawn.id, Base::at(place))))
        .collect();
    for pawn in &pawns {
        assert!(
            pawn.vigour.marked <= pawn.vigour.table.total() && pawn.vigour.remaining() > 0,
            "seed {seed}: pawn {} has Vigour {:?} on the table",
            pawn.id,
            pawn.vigour
        );
    }
    for (index, (id, base)) in placed.iter().enumerate() {
        for (other, other_base) in &placed[index + 1..] {
            assert!(
                !base.overlaps(other_base),
                "seed {seed}: pawns {id} and {other} overlap"
            );
        }
        let alone = SightPawn {
            id: *id,
            base: *base,
            in_clash: false,
        };
        let context = MoveContext {
            scenery: conflict.scenery(),
            pawns: &[],
            enemies: &[],
            street_wise: false,
            ground_rough: false,
        };
        if let Err(problem) = check_standing(&context, &alone, base.centre, base.level) {
            panic!(
                "seed {seed}: pawn {id} stands where it may not: {}",
                problem.reason
            );
        }
    }
}

// Scenarios on a bare table, 60 x 40 cm: the two 20 cm deployment areas touch in the middle.

pub(super) fn content() -> Content {
    Content::load(root())
}

pub(super) fn card_where(
    content: &Content,
    wanted: impl Fn(&ContractCard) -> bool,
) -> ContractCard {
    content
        .bands
        .iter()
        .flat_map(|band| &band.cards)
        .find(|card| wanted(card))
        .cloned()
        .expect("a card in the content with that weapon")
}

fn has(weapon: &Weapon, rule: SpecialRule) -> bool {
    weapon
        .rules
        .iter()
        .any(|used| used.rule == rule && !used.critical_only)
}

pub(super) fn bare_table() -> Layout {
    Layout {
        name: "bare".to_owned(),
        table: TableSize {
            width: 60.0,
            depth: 40.0,
        },
        deployment_zones: Vec::new(),
        pieces: Vec::new(),
    }
}

/// Two one-pawn bands on a bare 60 x 40 cm table (the blessings their cards list come along).
pub(super) fn duel(first: ContractCard, second: ContractCard) -> ConflictSetup {
    let catalogue = if first.blessings.is_empty() && second.blessings.is_empty() {
        Vec::new()
    } else {
        content().blessings.blessings
    };
    let side = |card: ContractCard| SideSetup {
        name: card.name.clone(),
        faction: ysbilia_core::rules::cards::Faction::Mercenaries,
        value: 250,
        blessings: catalogue
            .iter()
            .filter(|blessing| card.blessings.contains(&blessing.id))
            .cloned()
            .collect(),
        pawns: vec![card.into()],
        dexterity: Vec::new(),
        panoply: Vec::new(),
        computer: false,
        computer_level: Default::default(),
        kind: ysbilia_core::rules::hiring::BandKind::Mixed,
        royal_salary: Vec::new(),
        dishonourable: false,
        enclaves: Vec::new(),
        antagonists: Vec::new(),
    };
    ConflictSetup {
        commission: Commission::Brawl,
        climate: Climate::Warm,
        layout: bare_table(),
        sides: vec![side(first), side(second)],
        church: None,
        setting: None,
        middle_enclave: None,
        venues: Vec::new(),
        townsfolk: Vec::new(),
    }
}

/// Why `setup` cannot start (it must be refused).
pub(super) fn refusal_of(setup: ConflictSetup) -> String {
    match Session::<Conflict>::start(setup, 1) {
        Ok(_) => panic!("the setup is refused"),
        Err(refusal) => refusal.to_string(),
    }
}

pub(super) fn place(x: f32, y: f32, facing_degrees: f32) -> Placement {
    Placement {
        x,
        y,
        level: 0.0,
        facing_degrees,
    }
}

/// Sessions at the deployment by day (seeds whose Moment of Truth gives daylight), band 0 on
/// the south edge and deploying first (unless its pawns deploy concealed), seed after seed.
pub(super) fn deploying_by_day(setup: ConflictSetup) -> impl Iterator<Item = Session<Conflict>> {
    deployment_chosen(setup)
        .filter(|session| matches!(session.game().progress().phase, Phase::Deployment { .. }))
}

/// Sessions seed after seed where band 0 chose to deploy first on the south edge, in whatever
/// phase that left them (night luminaries, deployment, or The Hunt).
pub(super) fn deployment_chosen(setup: ConflictSetup) -> impl Iterator<Item = Session<Conflict>> {
    (0..300).filter_map(move |seed| {
        let mut session = Session::<Conflict>::start(setup.clone(), seed).ok()?;
        session
            .play(ConflictCommand::ChooseDeployment {
                first: 0,
                edge: Edge::South,
            })
            .ok()?;
        Some(session)
    })
}

/// Duels deployed by day, pawn 0 on the south edge and pawn 1 on the north, at the start of
/// turn 1, seed after seed (for a test that needs the dice to fall a certain way).
pub(super) fn deployed_seeds(
    setup: ConflictSetup,
    south: Placement,
    north: Placement,
) -> impl Iterator<Item = Session<Conflict>> {
    let cards = [0, 1].map(|band| setup.sides[band].pawns[0].id.clone());
    deploying_by_day(setup).map(move |mut session| {
        // In the order the game asks (a Stealthy or Scout pawn deploys last, concealed).
        while let Phase::Deployment { side } = session.game().progress().phase {
            session
                .play(ConflictCommand::Deploy {
                    card: cards[side].clone(),
                    places: vec![[south, north][side]],
                })
                .expect("inside the deployment area");
        }
        session
    })
}

/// A duel deployed by day, pawn 0 on the south edge and pawn 1 on the north, at the start of
/// turn 1.
pub(super) fn deployed(
    setup: ConflictSetup,
    south: Placement,
    north: Placement,
) -> Session<Conflict> {
    deployed_seeds(setup, south, north)
        .next()
        .expect("a daylight seed")
}

/// Band `side`'s pawn of `card` (by its card's id).
pub(super) fn pawn_of(session: &Session<Conflict>, side: usize, card: &str) -> u32 {
    session
        .game()
        .pawns()
        .into_iter()
        .find(|pawn| pawn.side == side && pawn.card.id == card)
        .map(|pawn| pawn.id)
        .unwrap_or_else(|| panic!("no pawn of {card}"))
}

/// Two pawns a band, deployed by day where `places` says (by card id, band 0 on the south).
pub(super) fn two_a_side(bands: [[(ContractCard, Placement); 2]; 2]) -> Session<Conflict> {
    two_a_side_with(bands, |_| {})
}

/// `two_a_side`, with the setup changed by `adjust` first.
pub(super) fn two_a_side_with(
    bands: [[(ContractCard, Placement); 2]; 2],
    adjust: impl FnOnce(&mut ConflictSetup),
) -> Session<Conflict> {
    let mut setup = duel(bands[0][0].0.clone(), bands[1][0].0.clone());
    for (side, band) in bands.iter().enumerate() {
        setup.sides[side].pawns.push(band[1].0.clone().into());
    }
    adjust(&mut setup);
    let mut session = deploying_by_day(setup).next().expect("a daylight seed");
    let mut next = [0, 0];
    while let Phase::Deployment { side } = session.game().progress().phase {
        let (card, place) = &bands[side][next[side]];
        next[side] += 1;
        session
            .play(ConflictCommand::Deploy {
                card: card.id.clone(),
                places: vec![*place],
            })
            .expect("inside the deployment area");
    }
    session
}

/// Activates band 0's `pawn`, band 1's `bystander` first passing if band 1 acts first.
pub(super) fn activate_after(session: &mut Session<Conflict>, bystander: u32, pawn: u32) {
    if session.game().side_to_act() == Some(1) {
        pass(session, bystander);
    }
    session
        .play(ConflictCommand::Activate { pawn })
        .expect("band 0's turn");
}

/// `pawn` is activated and does nothing.
pub(super) fn pass(session: &mut Session<Conflict>, pawn: u32) {
    session
        .play(ConflictCommand::Activate { pawn })
        .expect("its turn");
    session
        .play(ConflictCommand::EndActivation { pawn })
        .expect("active");
}

/// A card with one Dying box and no Defense: one hit kills it.
pub(super) fn frail_fighter(id: &str) -> ContractCard {
    let mut frail = plain_fighter();
    frail.id = id.to_owned();
    frail.vigour = ysbilia_core::rules::vigour::VigourTable {
        bruises: 0,
        bleeding: 0,
        dying: 1,
    };
    frail.defense = ysbilia_core::rules::damage::Defense {
        armoured: 0,
        unarmoured: 0,
    };
    frail
}

/// Activates `pawn`, first letting the other band's pawn pass if it is that band's turn.
pub(super) fn activate(session: &mut Session<Conflict>, pawn: u32) {
    let band = pawn as usize;
    let to_act = session
        .game()
        .progress()
        .turn
        .as_ref()
        .map(|turn| turn.to_act);
    if to_act != Some(band) {
        pass(session, 1 - pawn);
    }
    session
        .play(ConflictCommand::Activate { pawn })
        .expect("its turn now");
}

pub(super) fn walk(pawn: u32, x: f32, y: f32) -> ConflictCommand {
    walk_facing(pawn, x, y, 90.0)
}

/// A walk straight to (x, y), ending faced towards `facing` degrees.
pub(super) fn walk_facing(pawn: u32, x: f32, y: f32, facing: f32) -> ConflictCommand {
    ConflictCommand::Move {
        pawn,
        gait: Gait::Walk,
        path: vec![Waypoint { x, y, level: None }],
        facing: Some(facing),
    }
}

pub(super) fn shooter_and_target(
    content: &Content,
    weapon_rule: impl Fn(&Weapon) -> bool,
) -> ConflictSetup {
    let shooter = card_where(content, |card| card.weapons.iter().any(&weapon_rule));
    let target = card_where(content, |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    duel(shooter, target)
}

/// Pawn 0 fires `weapon` at pawn 1: a plain Discharge, no dice bought.
pub(super) fn fire(weapon: usize) -> ConflictCommand {
    fire_at(0, 1, weapon)
}

/// `pawn` fires `weapon` at `target`: a plain Discharge, no dice bought.
pub(super) fn fire_at(pawn: u32, target: u32, weapon: usize) -> ConflictCommand {
    ConflictCommand::Shoot {
        pawn,
        target,
        weapon,
        accurate: false,
        extra_dice: 0,
    }
}

/// The engaged pawn's answer: it fights, with no card, dice or Peculiarity.
pub(super) fn fight() -> ConflictCommand {
    ConflictCommand::Answer {
        retreat: false,
        dexterity: None,
        extra_dice: 0,
        repeat_reply: false,
    }
}

/// The engaged pawn's player answers a pending blow by fighting, if one is pending.
pub(super) fn fight_back(session: &mut Session<Conflict>) -> Option<()> {
    if session.game().pending_blow().is_some() {
        session.play(fight()).ok()?;
    }
    Some(())
}

/// § Pawns' Reactions: every pawn the last maneuver engaged and activated stands to fight.
pub(super) fn stand_and_fight(session: &mut Session<Conflict>) {
    while let ysbilia_core::conflict::Awaiting::FightOrRetreat { .. } = session.game().awaiting() {
        session
            .play(ConflictCommand::FightOrRetreat { retreat: false })
            .expect("an engaged pawn may stand and fight");
    }
}

/// `pawn` strikes `target` with `weapon`: one weapon, no card, dice or Peculiarity.
pub(super) fn attack(pawn: u32, target: u32, weapon: usize) -> ConflictCommand {
    ConflictCommand::plain_attack(pawn, target, weapon)
}

/// A card with a gun (not a device, not Heavy) reaching 20 cm or more.
pub(super) fn shooter() -> ContractCard {
    card_where(&content(), |card| {
        card.weapons.iter().any(|arm| {
            arm.discharge.is_some()
                && arm.range.is_some_and(|range| range >= 20)
                && ysbilia_core::rules::devices::Device::of(arm).is_none()
                && !has(arm, SpecialRule::Heavy)
        })
    })
}

/// The index of `card`'s first weapon that is a gun (a distance weapon, not a device).
pub(super) fn gun_of(card: &ContractCard) -> usize {
    weapon_index(card, |arm| {
        arm.discharge.is_some() && ysbilia_core::rules::devices::Device::of(arm).is_none()
    })
}

pub(super) fn weapon_index(card: &ContractCard, wanted: impl Fn(&Weapon) -> bool) -> usize {
    card.weapons.iter().position(wanted).expect("the weapon")
}

/// The card's first hand-to-hand weapon.
pub(super) fn hand_weapon(card: &ContractCard) -> usize {
    weapon_index(card, |arm| arm.attack.is_some())
}

/// A fighter that neither hunts (Stealthy, Scout), nor leads, nor is unique.
/// `plain_fighter` as a Leader, with the card id `id`.
pub(super) fn plain_leader(id: &str) -> ContractCard {
    let mut leader = plain_fighter();
    leader.id = id.to_owned();
    leader
        .peculiarities
        .push(ysbilia_core::rules::cards::CardPeculiarity {
            id: ysbilia_core::rules::hiring::LEADER.to_owned(),
            value: None,
        });
    leader
}

pub(super) fn plain_fighter() -> ContractCard {
    card_where(&content(), |card| {
        ![
            "stealthy",
            "scout",
            "unique",
            ysbilia_core::rules::hiring::LEADER,
        ]
        .iter()
        .any(|id| card.has_peculiarity(id))
            && card.weapons.iter().any(|arm| arm.attack.is_some())
    })
}

#[test]
fn brawl_deployment_refuses_a_place_outside_the_band_area() {
    let content = content();
    let setup = shooter_and_target(&content, |arm| arm.discharge.is_some());
    let mut session = deploying_by_day(setup.clone())
        .next()
        .expect("a daylight seed");
    let card = setup.sides[0].pawns[0].id.clone();
    let refusal = session
        .play(ConflictCommand::Deploy {
            card,
            places: vec![place(30.0, 30.0, 90.0)],
        })
        .expect_err("30 cm from the south edge is outside a 20 cm area");
    assert!(refusal.to_string().contains("deployment area"), "{refusal}");
}

#[test]
fn activation_one_movement_maneuver_per_activation() {
    let content = content();
    let setup = shooter_and_target(&content, |arm| arm.attack.is_some());
    let mut session = deployed(setup, place(10.0, 5.0, 90.0), place(50.0, 35.0, 270.0));
    activate(&mut session, 0);
    session.play(walk(0, 10.0, 12.0)).expect("a 7 cm walk");
    let refusal = session
        .play(walk(0, 10.0, 15.0))
        .expect_err("a second maneuver");
    assert!(
        refusal.to_string().contains("Movement Maneuver"),
        "{refusal}"
    );
}

#[test]
fn armament_heavy_weapon_needs_the_pawn_stationary() {
    let content = content();
    let heavy = |arm: &Weapon| {
        arm.discharge.is_some()
            && has(arm, SpecialRule::Heavy)
            && !has(arm, SpecialRule::Bomb)
            && !has(arm, SpecialRule::Cannon)
    };
    let setup = shooter_and_target(&content, heavy);
    let weapon = weapon_index(&setup.sides[0].pawns[0], heavy);
    let mut session = deployed(setup, place(30.0, 5.0, 90.0), place(30.0, 35.0, 270.0));
    activate(&mut session, 0);
    session.play(walk(0, 30.0, 8.0)).expect("a short walk");
    let refusal = session
        .play(fire(weapon))
        .expect_err("a Heavy weapon after walking");
    assert!(refusal.to_string().contains("Heavy"), "{refusal}");
}

#[test]
fn movement_maneuvers_charging_pawns_cannot_use_distance_weapons() {
    let content = content();
    let pistol = |arm: &Weapon| {
        arm.discharge.is_some()
            && arm.range.is_some_and(|range| range >= 20)
            && !arm.rules.iter().any(|used| {
                matches!(
                    used.rule,
                    SpecialRule::Heavy
                        | SpecialRule::Grenade
                        | SpecialRule::Bomb
                        | SpecialRule::Cannon
                )
            })
    };
    let setup = shooter_and_target(&content, pistol);
    let weapon = weapon_index(&setup.sides[0].pawns[0], pistol);
    let mut session = deployed(setup, place(10.0, 5.0, 90.0), place(50.0, 35.0, 270.0));
    activate(&mut session, 0);
    session
        .play(ConflictCommand::Move {
            pawn: 0,
            gait: Gait::Charge,
            path: vec![Waypoint {
                x: 10.0,
                y: 17.0,
                level: None,
            }],
            facing: None,
        })
        .expect("a charge into the open");
    let refusal = session
        .play(fire(weapon))
        .expect_err("shooting after a charge");
    assert!(refusal.to_string().contains("charge"), "{refusal}");
}

#[test]
fn pawns_reactions_an_engaged_pawn_fights_or_retreats_and_cannot_shoot() {
    let content = content();
    let pistol_and_blade = |card: &ContractCard| {
        card.weapons
            .iter()
            .any(|arm| arm.discharge.is_some() && !has(arm, SpecialRule::Heavy))
            && card.weapons.iter().any(|arm| arm.attack.is_some())
    };
    let first = card_where(&content, pistol_and_blade);
    let second = card_where(&content, |card| {
        card.weapons.iter().any(|arm| arm.attack.is_some())
    });
    let pistol = weapon_index(&first, |arm| arm.discharge.is_some());
    let blade = weapon_index(&first, |arm| arm.attack.is_some());
    // Base to base across the middle line: engaged from deployment.
    let mut session = deployed(
        duel(first, second),
        place(30.0, 18.75, 90.0),
        place(30.0, 21.25, 270.0),
    );
    assert_eq!(
        session.game().pawn(0).map(|pawn| pawn.engaged),
        Some(vec![1])
    );
    activate(&mut session, 0);
    let refusal = session
        .play(ConflictCommand::Shoot {
            pawn: 0,
            target: 1,
            weapon: pistol,
            accurate: false,
            extra_dice: 0,
        })
        .expect_err("engaged pawns do not shoot");
    assert!(refusal.to_string().contains("engaged"), "{refusal}");
    let attack = attack(0, 1, blade);
    session
        .play(attack)
        .expect("it strikes the enemy it is engaged with");
    if session
        .game()
        .pawn(1)
        .is_some_and(|pawn| pawn.deeds == Default::default())
        && session.game().side_to_act() == Some(1)
    {
        let refusal = session.play(ConflictCommand::EndActivation { pawn: 0 });
        assert!(
            refusal.is_err(),
            "the engaged pawn's player must answer first"
        );
        session.play(fight()).expect("it fights");
    }
    let rules: Vec<String> = session
        .log()
        .iter()
        .map(|entry| entry.rule.to_string())
        .collect();
    assert!(
        rules
            .iter()
            .any(|rule| rule.contains("Attacking and Responding Pawns"))
    );
    assert!(
        rules
            .iter()
            .any(|rule| rule.contains("Attack and Reply") || rule.contains("Pawns' Reactions"))
    );
}

/// The turn being played, if the turns have begun.
pub(super) fn turn_number(session: &Session<Conflict>) -> Option<u32> {
    session.game().turn_number()
}

/// Lets whoever is to act in the current turn pass until the turn is over.
pub(super) fn finish_turn(session: &mut Session<Conflict>) {
    let number = turn_number;
    let start = number(session);
    for pawn in [0, 1, 0, 1] {
        if number(session) != start {
            return;
        }
        if session.play(ConflictCommand::Activate { pawn }).is_ok() {
            session
                .play(ConflictCommand::EndActivation { pawn })
                .expect("the pawn just activated ends its activation");
        }
    }
}

/// § Brawl: "The winner will decide whether to be the first one to choose an edge and deploy
/// one of his pawns, or let his opponent do so": letting the other band go first, the winner
/// does not also pick the edge; the band deploying first does.
#[test]
fn brawl_the_band_that_deploys_first_chooses_its_edge() {
    let setup = duel(plain_fighter(), shooter());
    let mut session = Session::<Conflict>::start(setup, 3).expect("a Brawl starts");
    let Phase::ChooseDeployment { chooser: winner } = session.game().progress().phase else {
        panic!("the winner chooses first");
    };
    let other = 1 - winner;
    session
        .play(ConflictCommand::ChooseFirst { first: other })
        .expect("the winner lets the other band go first");
    assert_eq!(
        session.game().side_to_act(),
        Some(other),
        "it chooses the edge"
    );
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::West })
        .expect("the first to deploy chooses its edge");
    let edges = session.game().progress().edges.expect("edges chosen");
    assert_eq!(edges[other], Edge::West);
    assert_eq!(edges[winner], Edge::East);
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(
        log.iter()
            .any(|line| line.contains("lets") && line.contains("chooses its edge")),
        "{log:#?}"
    );
    // Deploying first itself, the winner chooses the edge next.
    let mut session =
        Session::<Conflict>::start(duel(plain_fighter(), shooter()), 3).expect("a Brawl starts");
    session
        .play(ConflictCommand::ChooseFirst { first: winner })
        .expect("the winner deploys first");
    assert_eq!(session.game().side_to_act(), Some(winner));
}

/// § Everybody Has a Price: "if the same Personality has been hired by both players, an auction
/// will take place" before the conflict: the bands bid Maravedies from their Leaders, the winner
/// pays and keeps the Personality, the other band plays without it.
#[test]
fn everybody_has_a_price_a_personality_both_bands_hired_is_auctioned_first() {
    let content = content();
    let band = ysbilia_core::conflict::side_from_roster(&content, "broken-pike-company")
        .expect("a ready-made band with a Personality");
    let mut setup = brawl_setup(&library(), 1);
    setup.sides = vec![band.clone(), band];
    setup.sides[1].name.push_str(" (rivals)");
    let mut session = Session::<Conflict>::start(setup, 7).expect("a legal setup");
    assert_eq!(session.game().progress().phase, Phase::Auction);
    let personality = |session: &Session<Conflict>, side: usize| {
        session
            .game()
            .pawns()
            .into_iter()
            .filter(|pawn| pawn.side == side && pawn.card.personality.is_some())
            .count()
    };
    assert_eq!((personality(&session, 0), personality(&session, 1)), (1, 1));
    let refused = session
        .play(ConflictCommand::ChooseFirst { first: 0 })
        .expect_err("the auction comes first");
    assert!(refused.to_string().contains("auctioned"), "{refused}");
    // Equal values: a die chose who bids first. That band bids, the other bids, the first
    // leaves: 1 against 1, the band that stays wins.
    let first = session.game().auction().expect("an auction").next;
    let leader_purse = |session: &Session<Conflict>, side: usize| {
        session
            .game()
            .pawns()
            .into_iter()
            .find(|pawn| {
                pawn.side == side
                    && pawn
                        .card
                        .has_peculiarity(ysbilia_core::rules::hiring::LEADER)
            })
            .map(|pawn| pawn.purse)
            .expect("a Leader")
    };
    let purses = [leader_purse(&session, 0), leader_purse(&session, 1)];
    session.play(ConflictCommand::Bid).expect("first bid");
    session.play(ConflictCommand::Bid).expect("second bid");
    session
        .play(ConflictCommand::LeaveAuction)
        .expect("the first bidder leaves");
    let winner = 1 - first;
    assert_eq!(personality(&session, winner), 1, "the winner keeps it");
    assert_eq!(
        personality(&session, first),
        0,
        "the other plays without it"
    );
    assert_eq!(
        leader_purse(&session, winner),
        purses[winner] - 1,
        "it paid"
    );
    assert_eq!(
        leader_purse(&session, first),
        purses[first],
        "its Maravedi back"
    );
    assert!(
        matches!(
            session.game().progress().phase,
            Phase::ChooseDeployment { .. }
        ),
        "then the Authority roll and the deployment"
    );
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(
        log.iter()
            .any(|line| line.contains("Everybody Has a Price") && line.contains("will not fight")),
        "{log:#?}"
    );
}

/// § Dishonourable Players: "one player may choose to represent a really ruthless employer":
/// a setup with two is refused with the rule.
#[test]
fn dishonourable_players_only_one_band_may_be_ruthless() {
    let mut setup = duel(plain_fighter(), plain_fighter());
    setup.sides[0].dishonourable = true;
    assert!(Session::<Conflict>::start(setup.clone(), 1).is_ok());
    setup.sides[1].dishonourable = true;
    let refused = Session::<Conflict>::start(setup, 1)
        .err()
        .map(|why| why.to_string())
        .unwrap_or_default();
    assert!(refused.contains("only one player"), "{refused}");
}

/// The end screen's charts: a Brawl played again turn by turn, each band's Vigour and Honour as
/// each turn began and at the end.
#[test]
fn honour_and_dishonour_the_turn_by_turn_history_ends_where_the_game_did() {
    let library = library();
    let session = play_to_end(&library, 11, 0, 3_000, |_, _| {});
    let history = ysbilia_core::conflict::history::turn_history(&session.record())
        .expect("the record plays again");
    let turns: Vec<u32> = history.iter().map(|totals| totals.turn).collect();
    assert!(turns.windows(2).all(|pair| pair[0] < pair[1]), "{turns:?}");
    assert_eq!(turns.first(), Some(&1));
    let first = &history[0];
    let game = session.game();
    let full: Vec<u32> = (0..game.setup().sides.len())
        .map(|band| {
            game.setup().sides[band]
                .pawns
                .iter()
                .map(|card| card.vigour.total())
                .sum()
        })
        .collect();
    // As turn 1 begins only the weather or The Hunt can have hurt anybody.
    for (left, whole) in first.vigour_left.iter().zip(&full) {
        assert!(left <= whole && *left > 0, "{left} of {whole}");
    }
    let last = history.last().expect("the end");
    let honour: Vec<f32> = (0..game.setup().sides.len())
        .map(|band| game.honour(band).total)
        .collect();
    assert_eq!(last.honour, honour, "the last point is the Honour screen's");
}
