//! 1650 § Antagonists in play (§ Number of Antagonists per Conflict, § How to Deploy
//! Antagonists, § How Do Antagonists Work), in a free Conflict, with scripted dice.

use super::conflict::{content, duel, place, plain_leader, walk_facing};
use ysbilia_core::conflict::{Awaiting, Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::conflict::{Edge, Phase};
use ysbilia_core::rules::antagonists::Temperament;
use ysbilia_core::rules::enclaves::Setting;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::TableSize;

const WARDEN: u32 = 0;
/// The first Antagonist's pawn id: after both bands' pawns.
const TOWNSFOLK: u32 = 2;

/// A free Conflict on a bare 120 x 80 urban table: the warden's band (250 Maravedies) brings
/// the Barricada, the chief's (200, so it places first) the Polvorin and `antagonist`.
fn free_with(antagonist: &str) -> ConflictSetup {
    let content = content();
    let enclave = |id: &str| content.enclaves.get(id).cloned().expect("an Enclave");
    let mut setup = duel(plain_leader("warden"), plain_leader("chief"));
    setup.commission = Commission::FreeConflict;
    setup.layout.table = TableSize {
        width: 120.0,
        depth: 80.0,
    };
    setup.setting = Some(Setting::Urban);
    setup.sides[1].value = 200;
    setup.sides[0].enclaves = vec![enclave("barricada")];
    setup.sides[1].enclaves = vec![enclave("polvorin")];
    setup.sides[1].antagonists = vec![
        content
            .antagonists
            .get(antagonist)
            .cloned()
            .expect("an Antagonist of the catalogue"),
    ];
    setup
}

/// By day (Moment of Truth 1, Sunny), both bands deployed looking away (the warden south at
/// (40, 12), the chief north at (60, 70)), the Polvorin at (20, 40) and the Barricada at
/// (100, 40): the chief's band deploys the Antagonists.
fn deploying(antagonist: &str) -> Session<Conflict> {
    deploying_facing(antagonist, 270.0)
}

fn deploying_facing(antagonist: &str, warden_facing: f32) -> Session<Conflict> {
    let mut session = Session::<Conflict>::start_scripted(free_with(antagonist), 5, vec![1, 2])
        .expect("a legal setup");
    session
        .play(ConflictCommand::ChooseFirst { first: 0 })
        .expect("the warden's band deploys first");
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the south edge");
    for (card, at) in [
        ("warden", place(40.0, 12.0, warden_facing)),
        ("chief", place(60.0, 70.0, 90.0)),
    ] {
        session
            .play(ConflictCommand::Deploy {
                card: card.to_owned(),
                places: vec![at],
            })
            .expect("in its area");
    }
    for (enclave, x, y) in [("polvorin", 20.0, 40.0), ("barricada", 100.0, 40.0)] {
        session
            .play(ConflictCommand::PlaceEnclave {
                enclave: enclave.to_owned(),
                x,
                y,
            })
            .expect("clear of pawns and areas");
    }
    session
}

fn deploy_at(session: &mut Session<Conflict>, id: &str, x: f32, y: f32) -> Result<(), String> {
    session
        .play(ConflictCommand::DeployAntagonist {
            antagonist: id.to_owned(),
            x,
            y,
        })
        .map(drop)
        .map_err(|refusal| refusal.to_string())
}

#[test]
fn how_to_deploy_antagonists_by_their_scenery_out_of_sight_outside_the_areas() {
    let mut session = deploying("verdulera");
    assert_eq!(
        session.game().progress().phase,
        Phase::DeployAntagonists { by: 1 },
        "the band that placed the first Enclave deploys first"
    );
    let far = deploy_at(&mut session, "verdulera", 60.0, 40.0).expect_err("in the open");
    assert!(far.contains("within 5 cm of it"), "{far}");
    let in_area = deploy_at(&mut session, "verdulera", 100.0, 55.0).expect_err("by the Barricada");
    assert!(
        in_area.contains("outside the deployment areas") || in_area.contains("5 cm"),
        "{in_area}"
    );
    deploy_at(&mut session, "verdulera", 20.0, 29.0).expect("beside the Polvorin");
    let game = session.game();
    assert_eq!(game.antagonists().len(), 1);
    assert!(game.is_antagonist(TOWNSFOLK));
    assert_eq!(game.temperament(TOWNSFOLK), Some(Temperament::Choleric));
    let townsfolk = game
        .pawns()
        .into_iter()
        .find(|pawn| pawn.id == TOWNSFOLK)
        .expect("on the table");
    assert_eq!(
        townsfolk.vigour.remaining(),
        1,
        "§ Enemy Pawns and Antagonists in Clashes: Antagonists only have 1 Vigour point"
    );
    assert!(
        townsfolk.side >= game.setup().sides.len(),
        "an Antagonist belongs to no band"
    );
    // The table marks the scenery element it keeps: the nearest point of it, within 5 cm.
    let element = game.element_point(TOWNSFOLK).expect("it keeps an element");
    let place = townsfolk.placement.expect("on the table");
    let gap = ((element.x - place.x).powi(2) + (element.y - place.y).powi(2)).sqrt();
    assert!(gap <= 5.0 + 2.0, "{gap} cm from its base's centre");
    assert_eq!(
        game.progress().phase,
        Phase::Turns,
        "nobody has more to deploy: the turns begin"
    );
}

#[test]
fn how_to_deploy_antagonists_never_in_a_pawns_sight() {
    // The warden looking north-west, over the spot by the Polvorin.
    let mut watched = deploying_facing("verdulera", 135.0);
    let refusal = deploy_at(&mut watched, "verdulera", 20.0, 29.0).expect_err("it sees the spot");
    assert!(refusal.contains("would see it"), "{refusal}");
    let mut session = deploying("verdulera");
    deploy_at(&mut session, "verdulera", 20.0, 29.0).expect("nobody looks that way");
}

#[test]
fn number_of_antagonists_per_conflict_setups_past_the_rules_are_refused() {
    let content = content();
    let mut brawl = free_with("verdulera");
    brawl.commission = Commission::Brawl;
    brawl.sides[0].enclaves.clear();
    brawl.sides[1].enclaves.clear();
    brawl.setting = None;
    let problems = brawl.problems();
    assert!(!problems.is_empty(), "no Antagonists in a Brawl");
    assert!(
        problems
            .iter()
            .any(|problem| problem.contains("no Antagonists are allowed")),
        "{problems:?}"
    );
    let mut costly = free_with("matachin");
    costly.sides[1].antagonists[0] = content.antagonists.get("matachin").cloned().expect("one");
    let problems = costly.problems();
    assert!(
        problems.iter().any(|problem| problem.contains("allow 5")),
        "{problems:?}"
    );
    let mut twice = free_with("aguador");
    twice.sides[0].antagonists = twice.sides[1].antagonists.clone();
    let problems = twice.problems();
    assert!(
        problems
            .iter()
            .any(|problem| problem.contains("only one Aguador")),
        "{problems:?}"
    );
}

/// The verdulera by the Polvorin; the warden (band 0, winning the Authority roll) walks within
/// 20 cm of her sight and ends its activation.
fn stirred() -> Session<Conflict> {
    let mut session = deploying("verdulera");
    // Turn 1's Authority roll: the warden's band 10, the chief's 1.
    session.script_dice(vec![10, 1]);
    deploy_at(&mut session, "verdulera", 20.0, 29.0).expect("beside the Polvorin");
    session
}

#[test]
fn how_do_antagonists_work_the_authority_winner_chooses_where_a_choleric_antagonist_goes() {
    let mut session = stirred();
    let game = session.game();
    let Awaiting::Temperaments { by, left } = game.awaiting() else {
        panic!(
            "the Authority winner moves Antagonists first: {:?}",
            game.awaiting()
        );
    };
    assert_eq!(left, 2, "one Antagonist for each band playing");
    assert_eq!(by, 0, "the Authority roll's winner");
    let refusal = session
        .play(ConflictCommand::MoveByTemperament {
            pawn: TOWNSFOLK,
            charge: false,
            to: None,
        })
        .expect_err("a Choleric Antagonist goes where its mover says");
    assert!(refusal.reason().contains("choose a point"), "{refusal}");
    session.script_dice(vec![4]);
    session
        .play(ConflictCommand::MoveByTemperament {
            pawn: TOWNSFOLK,
            charge: false,
            to: Some((20.0, 20.0)),
        })
        .expect("any direction");
    let game = session.game();
    let moved = game
        .pawns()
        .into_iter()
        .find(|pawn| pawn.id == TOWNSFOLK)
        .and_then(|pawn| pawn.placement)
        .expect("on the table");
    assert!(
        (moved.y - 25.0).abs() < 0.6,
        "walked 1D10 = 4 cm south: {moved:?}"
    );
}

#[test]
fn how_do_antagonists_work_a_choleric_antagonist_charges_a_pawn_in_sight_and_strikes_it() {
    let mut session = stirred();
    session
        .play(ConflictCommand::StopTemperaments)
        .expect("no move");
    assert_eq!(
        session.game().side_to_act(),
        Some(0),
        "the Authority winner"
    );
    session
        .play(ConflictCommand::Activate { pawn: WARDEN })
        .expect("the warden's turn");
    session
        .play(walk_facing(WARDEN, 33.0, 14.0, 270.0))
        .expect("7 cm west, still looking south");
    // The verdulera's charge: 2D10 = 10 + 10.
    session.script_dice(vec![10, 10]);
    session
        .play(ConflictCommand::EndActivation { pawn: WARDEN })
        .expect("ends");
    let game = session.game();
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("an enemy in its sight")),
        "the log names what stirred her"
    );
    assert!(
        game.pawns()
            .into_iter()
            .any(|pawn| pawn.id == TOWNSFOLK && pawn.engaged.contains(&WARDEN)),
        "she charged into the warden"
    );
    assert!(
        game.antagonists_that_attacked().contains(&TOWNSFOLK)
            || matches!(game.awaiting(), Awaiting::Blow(ref blow) if blow.target == WARDEN),
        "and struck at it, no player choosing for her: {:?}",
        game.awaiting()
    );
    assert_ne!(
        game.side_to_act(),
        game.pawns()
            .into_iter()
            .find(|pawn| pawn.id == TOWNSFOLK)
            .map(|pawn| pawn.side),
        "no player is ever asked to act for an Antagonist"
    );
}

#[test]
fn free_conflict_1000_seeded_games_with_antagonists_end_and_replay_exactly() {
    let played = super::conflict_slaughter::play_whole(Commission::FreeConflict, 1000, 0xA17A);
    println!(
        "{} Antagonists deployed, {} struck a pawn, {} eliminated",
        played.antagonists_deployed, played.antagonists_attacked, played.antagonists_eliminated
    );
    assert!(
        played.antagonists_deployed > 100,
        "Antagonists are deployed"
    );
    assert!(played.antagonists_attacked > 10, "and fight");
}
