//! 1650 § Blessings and § Faith Roll in play: a pawn with Blessing (X) calls on its card's
//! blessings as a ranged weapon without modifiers: one a turn, in range and sight, the helpful
//! effect on a friend, the harmful one on an enemy.

use super::conflict::{activate, card_where, content, deployed, deployed_seeds, duel, place};
use ysbilia_core::conflict::{BlessOrder, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::blessings::Invocation;
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::session::Session;

fn friar() -> ContractCard {
    card_where(&content(), |card| {
        card.faith().is_some() && card.blessings.contains(&"aspersion".to_owned())
    })
}

fn enemy() -> ContractCard {
    card_where(&content(), |card| card.faith().is_none())
}

fn order(blessing: &str, target: u32, invocation: Invocation) -> ConflictCommand {
    ConflictCommand::Bless(BlessOrder {
        pawn: 0,
        blessing: blessing.to_owned(),
        target,
        invocation,
    })
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

/// The friar 12 cm (edge to edge) from the enemy, facing it.
fn facing_off(setup: ConflictSetup) -> impl Iterator<Item = Session<Conflict>> {
    deployed_seeds(setup, place(30.0, 14.5, 90.0), place(30.0, 29.0, 270.0))
}

#[test]
fn blessings_the_harmful_effect_smites_an_enemy_in_range_on_a_faith_roll() {
    let session = facing_off(duel(friar(), enemy())).find_map(|mut session| {
        activate(&mut session, 0);
        session
            .play(order("aspersion", 1, Invocation::Harmful))
            .expect("in range and sight");
        let log = log_text(&session);
        log.iter()
            .any(|line| line.contains("loses 1 Vigour"))
            .then_some((session, log))
    });
    let (session, log) = session.expect("a seed whose Faith roll succeeds");
    assert!(
        log.iter().any(|line| line.contains("[1650 § Faith Roll]")
            && line.contains("Aspersion")
            && line.contains("Faith 5")),
        "{log:#?}"
    );
    let enemy = session.game().pawn(1).expect("still standing");
    assert_eq!(enemy.vigour.marked, 1, "{log:#?}");
}

#[test]
fn blessings_are_refused_out_of_range_at_the_wrong_side_and_twice_an_activation() {
    let mut session = deployed(
        duel(friar(), enemy()),
        place(30.0, 4.0, 90.0),
        place(30.0, 29.0, 270.0),
    );
    activate(&mut session, 0);
    let far = session
        .play(order("aspersion", 1, Invocation::Harmful))
        .expect_err("22.5 cm: Aspersion reaches 15");
    assert!(far.to_string().contains("reaches 15 cm"), "{far}");
    let wrong = session
        .play(order("aspersion", 1, Invocation::Helpful))
        .expect_err("the helpful effect is for friends");
    assert!(wrong.to_string().contains("for a friend"), "{wrong}");
    session
        .play(order("word-of-wrath", 0, Invocation::Helpful))
        .expect("on itself");
    let again = session
        .play(order("aspersion", 0, Invocation::Helpful))
        .expect_err("one a turn");
    assert!(
        again.to_string().contains("one Discharge Maneuver"),
        "{again}"
    );
}

#[test]
fn panoply_cards_a_reliquary_adds_one_to_faith_rolls_and_a_boon_lasts_the_turn() {
    let reliquary = content()
        .panoply
        .get("reliquary")
        .cloned()
        .expect("the Pocket Reliquary");
    let mut setup = duel(friar(), enemy());
    setup.sides[0].panoply.push((0, reliquary.into()));
    let found = facing_off(setup).find_map(|mut session| {
        activate(&mut session, 0);
        session
            .play(order("word-of-wrath", 0, Invocation::Helpful))
            .expect("on itself");
        let blessed = session.game().pawn(0).map(|pawn| pawn.vigour.blessed);
        (blessed == Some(1)).then_some(session)
    });
    let mut session = found.expect("a seed whose Faith roll succeeds");
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("Faith roll") && line.contains("+1 (Panoply)")),
        "{log:#?}"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    super::conflict::finish_turn(&mut session);
    assert_eq!(
        session.game().pawn(0).map(|pawn| pawn.vigour.blessed),
        Some(0),
        "the boon ends with the turn"
    );
}

#[test]
fn blessings_a_record_saved_before_they_travelled_in_the_setup_gets_its_priests_blessings_back() {
    let content = content();
    let brawl = ConflictSetup::brawl(
        &content,
        ["old-purples", "guard-of-ysbilia"],
        duel(friar(), enemy()).layout,
        ysbilia_core::rules::weather::Climate::Warm,
    )
    .expect("two ready-made bands");
    assert!(!brawl.sides[0].blessings.is_empty(), "the Old Purples pray");
    assert!(!brawl.lacks_blessings());
    let mut old = brawl.clone();
    old.sides[0].blessings.clear();
    assert!(old.lacks_blessings());
    assert!(old.add_missing_blessings(&content.blessings));
    assert_eq!(old.sides[0].blessings, brawl.sides[0].blessings);
    assert!(!old.lacks_blessings());
    assert!(
        !old.add_missing_blessings(&content.blessings),
        "nothing more to add"
    );
}
