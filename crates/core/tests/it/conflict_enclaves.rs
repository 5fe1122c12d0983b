//! 1650 § Enclaves in play (§ How to Place the Enclaves, § Conquering Enclaves, § Number of
//! Enclaves per Conflict), in § Artillery's Wearing Down, where the page allows them.

use super::conflict::{content, duel, place, plain_leader, walk_facing};
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::conflict::{Edge, Phase};
use ysbilia_core::rules::enclaves::Setting;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::layout::TableSize;

const WARDEN: u32 = 0;
const CHIEF: u32 = 1;

/// Artillery's Wearing Down on a bare 120 x 80 table: the defenders (250 Maravedies) bring the
/// Polvorin, the attackers (200, so they place first) the Barricada; an urban table.
fn with_enclaves() -> ConflictSetup {
    let enclaves = content().enclaves;
    let card = |id: &str| {
        enclaves
            .get(id)
            .cloned()
            .expect("an Enclave of the catalogue")
    };
    let mut setup = duel(plain_leader("warden"), plain_leader("chief"));
    setup.commission = Commission::Artillery;
    setup.layout.table = TableSize {
        width: 120.0,
        depth: 80.0,
    };
    setup.setting = Some(Setting::Urban);
    setup.sides[1].value = 200;
    setup.sides[0].enclaves = vec![card("polvorin")];
    setup.sides[1].enclaves = vec![card("barricada")];
    setup
}

/// Deploys (or brings in) the band's one pawn of `card` at `at`.
fn deploy(session: &mut Session<Conflict>, card: &str, at: Placement, why: &str) {
    session
        .play(ConflictCommand::Deploy {
            card: card.to_owned(),
            places: vec![at],
        })
        .expect(why);
}

/// The band whose turn it is places its Enclave `id` at (`x`, `y`).
fn place_enclave(session: &mut Session<Conflict>, id: &str, x: f32, y: f32, why: &str) {
    session
        .play(ConflictCommand::PlaceEnclave {
            enclave: id.to_owned(),
            x,
            y,
        })
        .expect(why);
}

/// The defenders deployed on the south edge: the Enclaves are placed.
fn deployed() -> Session<Conflict> {
    let mut session = Session::<Conflict>::start(with_enclaves(), 5).expect("a legal setup");
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the defenders choose");
    deploy(
        &mut session,
        "warden",
        place(60.0, 10.0, 90.0),
        "within 20 cm of the south edge",
    );
    session
}

#[test]
fn how_to_place_the_enclaves_in_turn_the_band_worth_least_first_with_the_premises() {
    let mut session = deployed();
    assert_eq!(
        session.game().progress().phase,
        Phase::PlaceEnclaves { by: 1 },
        "the band worth least places first"
    );
    let near = session
        .play(ConflictCommand::PlaceEnclave {
            enclave: "barricada".to_owned(),
            x: 60.0,
            y: 30.0,
        })
        .expect_err("within 20 cm of the warden");
    assert!(near.reason().contains("20 cm from any pawn"), "{near}");
    place_enclave(
        &mut session,
        "barricada",
        60.0,
        62.0,
        "clear of pawns and areas",
    );
    assert_eq!(
        session.game().progress().phase,
        Phase::PlaceEnclaves { by: 0 }
    );
    let crowded = session
        .play(ConflictCommand::PlaceEnclave {
            enclave: "polvorin".to_owned(),
            x: 70.0,
            y: 50.0,
        })
        .expect_err("within 20 cm of the Barricada");
    assert!(crowded.reason().contains("apart"), "{crowded}");
    let in_area = session
        .play(ConflictCommand::PlaceEnclave {
            enclave: "polvorin".to_owned(),
            x: 100.0,
            y: 15.0,
        })
        .expect_err("in the defenders' deployment area");
    assert!(in_area.reason().contains("deployment areas"), "{in_area}");
    place_enclave(&mut session, "polvorin", 20.0, 45.0, "clear");
    let game = session.game();
    assert_eq!(game.enclaves().len(), 2);
    assert!(
        game.scenery()
            .pieces()
            .any(|(_, piece)| piece.id == "Polvorin"),
        "it stands on the table as scenery"
    );
    assert_eq!(
        game.progress().phase,
        Phase::Arrival { side: 1 },
        "every Enclave placed: turn 1 opens with the attackers' arrival"
    );
    let replayed = Session::<Conflict>::replay(&session.record()).expect("replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
}

#[test]
fn conquering_enclaves_a_pawn_within_5_cm_ends_its_activation_and_its_band_holds_it() {
    let mut session = deployed();
    place_enclave(&mut session, "barricada", 60.0, 62.0, "placed");
    session
        .play(ConflictCommand::StopPlacingEnclaves)
        .expect("the defenders keep theirs back");
    // The artillery's first roll: nothing happens.
    session.script_dice(vec![1]);
    deploy(
        &mut session,
        "chief",
        place(60.0, 78.5, 270.0),
        "touching the north edge",
    );
    session
        .play(ConflictCommand::Activate { pawn: CHIEF })
        .expect("the attackers first");
    let far = session
        .game()
        .check_conquer_enclave(CHIEF, 0)
        .expect_err("7 cm away");
    assert!(far.reason().contains("within 5 cm"), "{far}");
    session
        .play(walk_facing(CHIEF, 60.0, 75.5, 270.0))
        .expect("3 cm south");
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::ConquerEnclave {
            pawn: CHIEF,
            enclave: 0,
        })
        .expect("within 5 cm");
    let game = session.game();
    assert_eq!(game.enclaves()[0].holder, Some(1), "the attackers hold it");
    assert_eq!(game.progress().active, None, "its activation ended");
    assert!(
        game.honour(1)
            .lines
            .iter()
            .any(|line| line.reason.to_string().contains("conquered Enclave")),
        "+1 Honour for it"
    );
    assert!(
        game.honour(0)
            .lines
            .iter()
            .all(|line| !line.reason.to_string().contains("Enclave"))
    );
    // The Barricada rallies the pawns of the band holding it, within 15 cm.
    assert!(
        game.audacity_modifiers(CHIEF)
            .iter()
            .any(|modifier| modifier.reason.to_string().contains("Barricada")
                && modifier.amount == 1),
        "{:?}",
        game.audacity_modifiers(CHIEF)
    );
    assert!(
        game.audacity_modifiers(WARDEN)
            .iter()
            .all(|modifier| !modifier.reason.to_string().contains("Barricada")),
        "not the other band's"
    );
}

#[test]
fn number_of_enclaves_per_conflict_a_setup_breaking_the_limits_is_refused() {
    let mut brawl = with_enclaves();
    brawl.commission = Commission::Brawl;
    let refusal = Session::<Conflict>::start(brawl, 1).expect_err("the Brawl allows none");
    assert!(refusal.to_string().contains("no Enclaves"), "{refusal}");
    let mut unset = with_enclaves();
    unset.setting = None;
    let refusal = Session::<Conflict>::start(unset, 1).expect_err("rural or urban?");
    assert!(refusal.to_string().contains("rural or urban"), "{refusal}");
    let mut many = with_enclaves();
    many.setting = Some(Setting::Rural);
    many.sides[1].enclaves = content().enclaves.enclaves[1..3].to_vec();
    let refusal = Session::<Conflict>::start(many, 1).expect_err("a rural table allows 1");
    assert!(refusal.to_string().contains("allows"), "{refusal}");
}

/// § Enclaves: the Polvorin's holder uses its actions: not before conquering it, and its
/// To explode (an Audacity roll) blows it up, hurting every pawn within 10 cm; a destroyed
/// Enclave scores no Honour.
#[test]
fn enclaves_the_polvorins_holder_blows_it_up_and_it_scores_no_more() {
    let mut setup = with_enclaves();
    setup.sides[0].enclaves.clear();
    setup.sides[1].enclaves = vec![
        content()
            .enclaves
            .get("polvorin")
            .cloned()
            .expect("the Polvorin"),
    ];
    let mut session = Session::<Conflict>::start(setup, 5).expect("a legal setup");
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the defenders choose");
    deploy(&mut session, "warden", place(60.0, 10.0, 90.0), "deployed");
    place_enclave(&mut session, "polvorin", 60.0, 62.0, "placed");
    session.script_dice(vec![1]);
    deploy(&mut session, "chief", place(60.0, 78.5, 270.0), "arrived");
    session
        .play(ConflictCommand::Activate { pawn: CHIEF })
        .expect("the attackers first");
    session
        .play(walk_facing(CHIEF, 60.0, 73.5, 270.0))
        .expect("5 cm south");
    let before = session
        .game()
        .check_use_enclave(CHIEF, 0, 1, None)
        .expect_err("not held yet");
    assert!(before.reason().contains("conquer it first"), "{before}");
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::ConquerEnclave {
            pawn: CHIEF,
            enclave: 0,
        })
        .expect("conquered");
    // The warden passes; turn 2 opens with the artillery (nothing).
    session.script_dice(vec![1]);
    super::conflict::pass(&mut session, WARDEN);
    session
        .play(ConflictCommand::Activate { pawn: CHIEF })
        .expect("turn 2, the attackers first");
    let vigour = |session: &Session<Conflict>| {
        session
            .game()
            .pawn(CHIEF)
            .map(|pawn| pawn.vigour.remaining())
            .expect("on the table")
    };
    let unhurt = vigour(&session);
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::UseEnclave {
            pawn: CHIEF,
            enclave: 0,
            action: 1,
            dexterity: None,
        })
        .expect("To explode, with an Audacity roll");
    let game = session.game();
    assert!(!game.enclave_standing(0), "the Polvorin is gone");
    assert!(
        !game
            .scenery()
            .pieces()
            .any(|(_, piece)| piece.id == "Polvorin"),
        "and off the table"
    );
    assert!(vigour(&session) < unhurt, "the chief was within 10 cm");
    assert!(
        session
            .game()
            .honour(1)
            .lines
            .iter()
            .all(|line| !line.reason.to_string().contains("Enclave")),
        "a destroyed Enclave scores nothing"
    );
}

/// § Enclaves: the Barricada shelters a pawn within 5 cm of it as a small obstacle would, against
/// discharges (whoever holds it).
#[test]
fn enclaves_the_barricada_shelters_a_pawn_next_to_it_from_shots() {
    let mut setup = with_enclaves();
    let mut gunner = super::conflict::shooter();
    gunner.id = "gunner".to_owned();
    setup.sides[0].pawns = vec![gunner.clone().into()];
    setup.sides[0].enclaves.clear();
    setup.layout.table.depth = 50.0;
    let cover_at = |with_barricada: bool| {
        let mut setup = setup.clone();
        if !with_barricada {
            setup.sides[1].enclaves.clear();
        }
        let mut session = Session::<Conflict>::start(setup, 5).expect("a legal setup");
        session
            .play(ConflictCommand::ChooseEdge { edge: Edge::South })
            .expect("chosen");
        deploy(&mut session, "gunner", place(60.0, 18.75, 90.0), "deployed");
        if with_barricada {
            place_enclave(&mut session, "barricada", 30.0, 36.0, "placed");
        }
        session.script_dice(vec![1]);
        deploy(
            &mut session,
            "chief",
            place(30.0, 48.5, 270.0),
            "arrived beside it",
        );
        session
            .play(ConflictCommand::Activate { pawn: CHIEF })
            .expect("first");
        session
            .play(ConflictCommand::EndActivation { pawn: CHIEF })
            .expect("ends");
        session
            .play(ConflictCommand::Activate { pawn: WARDEN })
            .expect("the gunner");
        session
            .game()
            .preview_shot(WARDEN, CHIEF, super::conflict::gun_of(&gunner), false)
            .map(|preview| preview.cover)
    };
    let open = cover_at(false).expect("a shot in the open");
    let sheltered = cover_at(true).expect("a shot at the sheltered chief");
    assert_eq!(sheltered, open + 1, "one small obstacle's cover more");
}

/// A free Conflict played whole: 1,000 seeded games by the computer bring, place and fight
/// for Enclaves, end and replay.
#[test]
fn free_conflict_1000_seeded_games_place_enclaves_end_and_replay_exactly() {
    let played = super::conflict_slaughter::play_whole(Commission::FreeConflict, 1000, 0xF4EE);
    println!(
        "{} Enclaves placed, {} conquests tried",
        played.enclaves_placed, played.conquests_tried
    );
    assert!(played.enclaves_placed > 500, "Enclaves are placed");
    assert!(played.conquests_tried > 10, "and fought for");
}

/// § Enclaves: at night the Lamp of the Four Streets lights its surroundings as a luminary does
/// (a free Conflict, the Moment of Truth scripted to night).
#[test]
fn enclaves_a_lamp_lights_the_pawns_near_it_at_night() {
    let lit_after_walking = |with_lamp: bool| {
        let mut setup = with_enclaves();
        setup.commission = Commission::FreeConflict;
        setup.sides[0].enclaves.clear();
        setup.sides[1].enclaves = vec![
            content()
                .enclaves
                .get("lamp-of-four-streets")
                .cloned()
                .expect("the Lamp"),
        ];
        // Night (8: four luminaries), Drizzle, and the Authority roll to the warden's band.
        let mut session = Session::<Conflict>::start_scripted(setup, 5, vec![8, 1, 10, 1])
            .expect("a legal setup");
        assert!(session.game().is_night());
        session
            .play(ConflictCommand::ChooseFirst { first: 0 })
            .expect("the warden's band deploys first");
        session
            .play(ConflictCommand::ChooseEdge { edge: Edge::South })
            .expect("along the south edge");
        for (x, y) in [(5.0, 30.0), (115.0, 30.0), (5.0, 55.0), (115.0, 55.0)] {
            session
                .play(ConflictCommand::PlaceLuminary { x, y })
                .expect("far from the middle");
        }
        deploy(&mut session, "warden", place(60.0, 10.0, 90.0), "deployed");
        deploy(&mut session, "chief", place(60.0, 70.0, 270.0), "deployed");
        let placing = if with_lamp {
            ConflictCommand::PlaceEnclave {
                enclave: "lamp-of-four-streets".to_owned(),
                x: 60.0,
                y: 35.0,
            }
        } else {
            ConflictCommand::StopPlacingEnclaves
        };
        session.play(placing).expect("more than 20 cm from both");
        while session.game().side_to_act() == Some(1) {
            super::conflict::pass(&mut session, CHIEF);
        }
        assert!(!session.game().is_lit(WARDEN), "25 cm from the Lamp: dark");
        session
            .play(ConflictCommand::Activate { pawn: WARDEN })
            .expect("its turn");
        session
            .play(walk_facing(WARDEN, 60.0, 20.0, 90.0))
            .expect("10 cm north");
        session.game().is_lit(WARDEN)
    };
    assert!(lit_after_walking(true), "15 cm from the Lamp: lit");
    assert!(
        !lit_after_walking(false),
        "without the Lamp the same place is dark"
    );
}

/// § Enclaves: the Humilladero adds to the Faith rolls of a caster within 5 cm of it (a free
/// Conflict; the Authority rolls scripted).
#[test]
fn enclaves_the_humilladero_sanctifies_a_caster_beside_it() {
    let friar = ysbilia_core::rules::cards::ContractCard {
        id: "friar".to_owned(),
        ..super::conflict::card_where(&content(), |card| {
            card.faith().is_some() && card.blessings.contains(&"aspersion".to_owned())
        })
    };
    let faith_modifiers = |with_humilladero: bool| {
        let mut setup = duel(friar.clone(), super::conflict::plain_fighter());
        std::sync::Arc::make_mut(&mut setup.sides[1].pawns[0]).id = "enemy".to_owned();
        setup.commission = Commission::FreeConflict;
        setup.layout.table = TableSize {
            width: 120.0,
            depth: 80.0,
        };
        setup.setting = Some(Setting::Urban);
        setup.sides[1].value = 200;
        if with_humilladero {
            setup.sides[1].enclaves =
                vec![content().enclaves.get("humilladero").cloned().expect("it")];
        }
        // By day, Drizzle, the friar's band first.
        let mut session =
            Session::<Conflict>::start_scripted(setup, 5, vec![3, 1, 10, 1]).expect("legal");
        session
            .play(ConflictCommand::ChooseFirst { first: 0 })
            .expect("first");
        session
            .play(ConflictCommand::ChooseEdge { edge: Edge::South })
            .expect("south");
        deploy(&mut session, "friar", place(60.0, 18.75, 90.0), "deployed");
        // Turn 1's Authority roll, once the deployment (and the Humilladero) is over.
        session.script_dice(vec![10, 1]);
        deploy(&mut session, "enemy", place(75.0, 61.25, 270.0), "deployed");
        if with_humilladero {
            place_enclave(&mut session, "humilladero", 85.0, 30.0, "clear of both");
        }
        let walk = |session: &mut Session<Conflict>, pawn: u32, x: f32, y: f32, facing: f32| {
            session
                .play(ConflictCommand::Activate { pawn })
                .expect("its turn");
            session
                .play(walk_facing(pawn, x, y, facing))
                .expect("a walk");
        };
        walk(&mut session, 0, 69.0, 23.0, 90.0);
        session
            .play(ConflictCommand::EndActivation { pawn: 0 })
            .expect("ends");
        walk(&mut session, 1, 75.0, 51.5, 270.0);
        // Turn 2: the enemy first.
        session.script_dice(vec![1, 10]);
        session
            .play(ConflictCommand::EndActivation { pawn: 1 })
            .expect("ends");
        walk(&mut session, 1, 75.0, 41.75, 270.0);
        session
            .play(ConflictCommand::EndActivation { pawn: 1 })
            .expect("ends");
        walk(&mut session, 0, 77.0, 27.0, 90.0);
        session
            .game()
            .check_bless(&ysbilia_core::conflict::BlessOrder {
                pawn: 0,
                blessing: "aspersion".to_owned(),
                target: 1,
                invocation: ysbilia_core::rules::blessings::Invocation::Harmful,
            })
            .expect("in range and sight")
            .modifiers
    };
    let sanctified = |modifiers: &[ysbilia_core::dice::Modifier]| {
        modifiers.iter().any(|modifier| {
            modifier.reason.to_string().contains("Humilladero") && modifier.amount == 1
        })
    };
    assert!(
        sanctified(&faith_modifiers(true)),
        "+1 beside the Humilladero"
    );
    assert!(!sanctified(&faith_modifiers(false)), "nothing without it");
}
