//! Maravedies in play: 1650 § Investing Maravedies (an extra die per Maravedi, the lowest
//! dropped, at most two a band a turn).

use super::conflict::{activate, card_where, content, deployed, duel, place, weapon_index};
use super::conflict_preview::firearm;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::dice::Draw;

#[test]
fn investing_maravedies_buys_extra_dice_two_a_band_a_turn_at_most() {
    let content = content();
    let mut shooter = card_where(&content, |card| card.weapons.iter().any(firearm));
    // A purse deep enough that the band's allowance, not the purse, stops the third die.
    shooter.incentive = 3;
    let target = card_where(&content, |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    let weapon = weapon_index(&shooter, firearm);
    let incentive = shooter.incentive;
    let mut session = deployed(
        duel(shooter, target),
        place(30.0, 5.0, 90.0),
        place(30.0, 35.0, 270.0),
    );
    activate(&mut session, 0);
    let shoot = |extra_dice| ConflictCommand::Shoot {
        pawn: 0,
        target: 1,
        weapon,
        accurate: false,
        extra_dice,
    };
    let hash = session.state_hash();
    let refusal = session
        .play(shoot(3))
        .expect_err("three extra dice are over a band's two a turn");
    assert!(
        refusal.to_string().contains("Investing Maravedies"),
        "{refusal}"
    );
    assert_eq!(
        session.state_hash(),
        hash,
        "a refused investment spends nothing"
    );
    let commands_before = session.log().len();
    session.play(shoot(2)).expect("two extra dice");
    let purse = session.game().pawn(0).map(|pawn| pawn.purse);
    assert_eq!(purse, Some(incentive - 2));
    let entries = &session.log()[commands_before..];
    assert!(
        entries
            .iter()
            .any(|entry| entry.rule.section == "Investing Maravedies"),
        "{entries:?}"
    );
    let discharge_dice = entries
        .iter()
        .flat_map(|entry| &entry.draws)
        .filter(
            |draw| matches!(draw, Draw::Roll(roll) if roll.purpose.to_string() == "Discharge roll"),
        )
        .count();
    assert_eq!(
        discharge_dice, 3,
        "one die and two bought, the lowest dropped"
    );
}

/// § Investing Maravedies, "to use Peculiarities": Steady Hand (peculiarities.ron) invests 1
/// Maravedi for a reloading pawn to walk past § Reloading Slow Weapons' 5 cm; without one, the
/// limit holds.
#[test]
fn investing_maravedies_steady_hand_pays_a_maravedi_to_walk_while_reloading() {
    use super::conflict::{finish_turn, fire, walk_facing};
    let walked = |incentive: u32| {
        let content = content();
        let mut shooter = card_where(&content, |card| {
            card.has_peculiarity("steady-hand") && card.weapons.iter().any(firearm)
        });
        shooter.incentive = incentive;
        let target = card_where(&content, |card| {
            card.weapons.iter().all(|arm| arm.discharge.is_none())
        });
        let weapon = weapon_index(&shooter, firearm);
        // Corner to corner, beyond the weapon's range: the shot fails but is spent.
        let mut session = deployed(
            duel(shooter, target),
            place(2.0, 2.0, 33.0),
            place(58.0, 38.0, 213.0),
        );
        activate(&mut session, 0);
        session
            .play(fire(weapon))
            .expect("a shot out of range is taken");
        session
            .play(ConflictCommand::EndActivation { pawn: 0 })
            .expect("active");
        finish_turn(&mut session);
        activate(&mut session, 0);
        session
            .play(ConflictCommand::Reload { pawn: 0, weapon })
            .expect("declared first in the activation");
        let purse_before = session.game().pawn(0).map(|pawn| pawn.purse);
        let walk = session
            .play(walk_facing(0, 10.0, 2.0, 33.0))
            .map(|_| ())
            .map_err(|refusal| refusal.to_string());
        let purse_after = session.game().pawn(0).map(|pawn| pawn.purse);
        (walk, purse_before, purse_after)
    };
    let (paid, before, after) = walked(1);
    assert!(paid.is_ok(), "{paid:?}");
    assert_eq!(
        (before, after),
        (Some(1), Some(0)),
        "the Maravedi is invested"
    );
    let (refused, _, _) = walked(0);
    let refusal = refused.expect_err("no Maravedi: the 5 cm limit holds");
    assert!(
        refusal.contains("Steady Hand needs 1 Maravedi"),
        "{refusal}"
    );
}
