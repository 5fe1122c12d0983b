//! Single-use Panoply items in play: 1650 § Panoply Cards (a spare powder flask, a bandage).

use super::conflict::{activate, card_where, content, deployed, duel, fire, place, weapon_index};
use super::conflict_preview::firearm;
use ysbilia_core::conflict::{Conflict, ConflictCommand};
use ysbilia_core::rules::cards::{SpecialRule, Weapon};
use ysbilia_core::session::Session;

fn slow_firearm(arm: &Weapon) -> bool {
    firearm(arm)
        && arm
            .rules
            .iter()
            .any(|used| matches!(used.rule, SpecialRule::Slow(_)))
}

/// A shooter with a Slow firearm carrying Panoply `item`, activated across the table from a
/// target tough enough that one shot never ends the Brawl; and the firearm's place on its card.
fn shooter_carrying(item: &str) -> (Session<Conflict>, usize, Option<u32>) {
    let content = content();
    let shooter = card_where(&content, |card| card.weapons.iter().any(slow_firearm));
    let mut target = card_where(&content, |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    // As sturdy as a card may be: a shot or two never kills it.
    target.vigour.bruises = ysbilia_core::rules::limits::VIGOUR_BOXES_MAX;
    target.vigour.bleeding = ysbilia_core::rules::limits::VIGOUR_BOXES_MAX;
    let weapon = weapon_index(&shooter, slow_firearm);
    let full = shooter.weapons[weapon].slow_shots();
    let mut setup = duel(shooter, target);
    let carried = content.panoply.get(item).expect("the item").clone();
    setup.sides[0].panoply = vec![(0, carried.into())];
    let mut session = deployed(setup, place(30.0, 5.0, 90.0), place(30.0, 35.0, 270.0));
    activate(&mut session, 0);
    (session, weapon, full)
}

#[test]
fn panoply_cards_a_spare_powder_flask_reloads_at_once_and_is_spent() {
    let (mut session, weapon, full) = shooter_carrying("powder-flask");
    let loaded = |session: &Session<Conflict>| {
        session
            .game()
            .loads(0)
            .and_then(|loads| loads.shots_left.get(weapon).copied().flatten())
    };
    let refusal = session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "powder-flask".to_owned(),
        })
        .expect_err("a loaded weapon needs no spare charge");
    assert!(refusal.to_string().contains("Panoply Cards"), "{refusal}");
    session.play(fire(weapon)).expect("a shot across the table");
    assert!(loaded(&session) < full, "the Slow weapon spent a shot");
    session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "powder-flask".to_owned(),
        })
        .expect("the flask reloads it");
    assert_eq!(loaded(&session), full);
    assert!(session.game().item_used(0, "powder-flask"));
    let again = session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "powder-flask".to_owned(),
        })
        .expect_err("spent");
    assert!(again.to_string().contains("used already"), "{again}");
    let not_carried = session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "bandages".to_owned(),
        })
        .expect_err("it carries none");
    assert!(
        not_carried.to_string().contains("carries no"),
        "{not_carried}"
    );
}

/// § Panoply Cards: the Lucky Real is declared before rolling (here, before the activation's
/// Discharge): +2 to that roll, shown in the preview and the roll; spent once used, and refused
/// once the Discharge is made.
#[test]
fn panoply_cards_a_lucky_real_adds_two_to_the_next_discharge_roll() {
    let (mut session, weapon, _) = shooter_carrying("lucky-real");
    let lucky = |modifiers: &[ysbilia_core::dice::Modifier]| {
        modifiers
            .iter()
            .any(|modifier| modifier.reason.to_string() == "Lucky Real" && modifier.amount == 2)
    };
    let before = session
        .game()
        .preview_shot(0, 1, weapon, false)
        .expect("a shot across the table");
    assert!(!lucky(&before.modifiers));
    session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "lucky-real".to_owned(),
        })
        .expect("declared before rolling");
    let declared = session
        .game()
        .preview_shot(0, 1, weapon, false)
        .expect("a shot across the table");
    assert!(lucky(&declared.modifiers), "{:?}", declared.modifiers);
    assert!(declared.chance >= before.chance);
    let again = session
        .play(ConflictCommand::UsePanoply {
            pawn: 0,
            item: "lucky-real".to_owned(),
        })
        .expect_err("spent once declared");
    assert!(again.to_string().contains("used already"), "{again}");
    session.play(fire(weapon)).expect("the shot");
    let rolled = session
        .log()
        .iter()
        .any(|entry| entry.to_string().contains("Lucky Real"));
    assert!(rolled, "the roll shows the Lucky Real");
    assert_eq!(session.game().pawn(0).map(|pawn| pawn.deeds.luck), Some(0));
}
