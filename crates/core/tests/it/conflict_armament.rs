//! 1650 § Armament in play: what Beating, Disrupting and a Ready weapon's charge attack leave
//! on the table after the blow, played through `Session` commands with scripted dice.

use super::conflict::{
    activate, attack, deployed, deployed_seeds, duel, fight_back, finish_turn, place,
    plain_fighter, turn_number, two_a_side,
};
use ysbilia_core::conflict::{Awaiting, ClashResult, Conflict, ConflictCommand, Gait};
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::rules::cards::{ContractCard, SpecialRule, WeaponRule};
use ysbilia_core::rules::damage::{Defense, WeaponDamage};
use ysbilia_core::rules::vigour::VigourTable;
use ysbilia_core::session::Session;
use ysbilia_core::table::movement::Waypoint;

/// A plain fighter named `id` with one hand weapon (Attack and Reply 5, Damage 1/2, no Range)
/// that carries `rules`; no Defense, ten boxes of Vigour (five Bruises: a blow or two calls for
/// no Audacity roll), no Peculiarities to muddle the blow.
fn fighter(id: &str, rules: &[SpecialRule]) -> (ContractCard, usize) {
    let mut card = plain_fighter();
    card.id = id.to_owned();
    card.name = id.to_owned();
    card.peculiarities.clear();
    card.blessings.clear();
    card.defense = Defense {
        armoured: 0,
        unarmoured: 0,
    };
    card.vigour = VigourTable {
        bruises: 5,
        bleeding: 3,
        dying: 2,
    };
    let hand = super::conflict::hand_weapon(&card);
    card.weapons = vec![card.weapons[hand].clone()].into();
    let weapon = &mut card.weapons_mut()[0];
    weapon.attack = Some(5);
    weapon.reply = Some(5);
    weapon.range = None;
    weapon.damage = WeaponDamage {
        normal: 1,
        critical: 2,
    };
    weapon.rules = rules
        .iter()
        .map(|&rule| WeaponRule {
            rule,
            critical_only: false,
        })
        .collect();
    (card, 0)
}

fn vigour_left(session: &Session<Conflict>, pawn: u32) -> u32 {
    session
        .game()
        .pawn(pawn)
        .map_or(0, |view| view.vigour.remaining())
}

fn state(session: &Session<Conflict>, pawn: u32) -> Option<Activation> {
    let turn = session.game().progress().turn.as_ref()?;
    turn.states.get(pawn as usize).copied()
}

fn log(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

/// The winner of a clash, if any, holds: nothing more to choose.
fn hold(session: &mut Session<Conflict>) {
    if session.game().clash_verdict().is_some() {
        session
            .play(ConflictCommand::ResolveClash {
                result: ClashResult::Hold,
            })
            .expect("the winner holds");
    }
}

/// § Armament, Beating: "An enemy placed this way won't be allowed to turn around during its
/// next turn in order to face an attacking enemy."
#[test]
fn armament_beating_the_beaten_pawn_cannot_turn_next_turn() {
    let (beater, club) = fighter("beater", &[SpecialRule::Beating]);
    let (beaten, _) = fighter("beaten", &[]);
    // Base to base across the middle line, face to face.
    let mut session = deployed(
        duel(beater, beaten),
        place(30.0, 18.75, 90.0),
        place(30.0, 21.25, 270.0),
    );
    activate(&mut session, 0);
    // Attack 6 against 5 (SL 1), Reply 1 fails: 1 + 1 = 2 Bruises off the beaten pawn.
    session.script_dice(vec![6, 1]);
    session.play(attack(0, 1, club)).expect("it strikes");
    fight_back(&mut session).expect("the beaten pawn fights");
    assert_eq!(vigour_left(&session, 1), 8, "{:#?}", log(&session));
    hold(&mut session);
    let facing = |session: &Session<Conflict>| {
        session
            .game()
            .pawn(1)
            .and_then(|view| view.placement)
            .map(|placement| placement.facing_degrees)
    };
    let turned = facing(&session).expect("on the table");
    assert!(
        (turned - 90.0).abs() < 0.5,
        "it turned its back to the beater: {turned}"
    );
    let effects = session.game().lasting_effects(1);
    assert!(
        effects
            .iter()
            .map(|(effect, _)| effect.to_string())
            .any(
                |effect| effect.starts_with("Beaten") && effect.contains("until the end of turn 2")
            ),
        "the card panel says how long it lasts: {effects:?}"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    if turn_number(&session) == Some(1) {
        finish_turn(&mut session);
    }
    assert_eq!(turn_number(&session), Some(2));
    activate(&mut session, 1);
    let refusal = session
        .play(ConflictCommand::TurnTo {
            pawn: 1,
            facing: 270.0,
        })
        .expect_err("turned away by Beating: it may not turn to face the beater this turn");
    assert!(refusal.to_string().contains("Beating"), "{refusal}");
    // Nor may it step round to face it: the move, and the ghost the table shows before it.
    let at = session
        .game()
        .pawn(1)
        .and_then(|view| view.placement)
        .expect("on the table");
    let step_round = [Waypoint {
        x: at.x + 0.5,
        y: at.y,
        level: None,
    }];
    let ghost = session
        .game()
        .preview_move(1, Gait::Walk, &step_round, Some(270.0))
        .map(|_| ())
        .expect_err("the ghost is refused too");
    assert!(ghost.to_string().contains("Beating"), "{ghost}");
    let refusal = session
        .play(ConflictCommand::Move {
            pawn: 1,
            gait: Gait::Walk,
            path: step_round.to_vec(),
            facing: Some(270.0),
        })
        .expect_err("no stepping round to face the beater");
    assert!(refusal.to_string().contains("Beating"), "{refusal}");
    assert!(
        (facing(&session).expect("on the table") - 90.0).abs() < 0.5,
        "still facing away"
    );
    // The turn after, it may turn again.
    session
        .play(ConflictCommand::EndActivation { pawn: 1 })
        .expect("active");
    if turn_number(&session) == Some(2) {
        finish_turn(&mut session);
    }
    assert_eq!(turn_number(&session), Some(3));
    assert!(
        session.game().lasting_effects(1).is_empty(),
        "it has run out"
    );
    activate(&mut session, 1);
    session
        .play(ConflictCommand::TurnTo {
            pawn: 1,
            facing: 270.0,
        })
        .expect("Beating lasts one turn after the blow");
}

/// § Armament, Disrupting: the struck pawn "won't be able to use a weapon with the Special Rule
/// Block. This will last for a turn": attacked again that turn, already activated, it cannot
/// block, and the attacker makes a single Attack roll.
#[test]
fn armament_disrupting_the_struck_pawn_cannot_block_this_turn() {
    let (disrupter, mace) = fighter("disrupter", &[SpecialRule::Disrupting]);
    let (mut second, pike) = fighter("second attacker", &[]);
    second.weapons_mut()[pike].range = Some(5);
    let (blocker, _) = fighter("blocker", &[SpecialRule::Block(10)]);
    let (bystander, _) = fighter("bystander", &[]);
    // The blocker faces south with the disrupter against its front; the second attacker's pike
    // reaches it from 3.5 cm away in front of it (in its Action Area, where an activated pawn
    // blocks).
    let mut session = two_a_side([
        [
            (disrupter.clone(), place(30.0, 18.75, 90.0)),
            (second.clone(), place(25.0, 18.0, 33.0)),
        ],
        [
            (blocker.clone(), place(30.0, 21.25, 270.0)),
            (bystander.clone(), place(55.0, 35.0, 270.0)),
        ],
    ]);
    let pawn = |side, card: &ContractCard| super::conflict::pawn_of(&session, side, &card.id);
    let (disrupter, second, blocker, bystander) = (
        pawn(0, &disrupter),
        pawn(0, &second),
        pawn(1, &blocker),
        pawn(1, &bystander),
    );
    let pass = |session: &mut Session<Conflict>| {
        let waiting = state(session, bystander) == Some(Activation::Waiting);
        if session.game().side_to_act() == Some(1) && waiting {
            super::conflict::pass(session, bystander);
        }
    };
    pass(&mut session);
    session
        .play(ConflictCommand::Activate { pawn: disrupter })
        .expect("its turn");
    // Attack 6 against 5, the blocker's Reply 1 fails: 2 Bruises, and it is disrupted.
    session.script_dice(vec![6, 1]);
    session
        .play(attack(disrupter, blocker, mace))
        .expect("it strikes");
    fight_back(&mut session).expect("the blocker fights");
    assert_eq!(vigour_left(&session, blocker), 8, "{:#?}", log(&session));
    hold(&mut session);
    session
        .play(ConflictCommand::EndActivation { pawn: disrupter })
        .expect("active");
    pass(&mut session);
    session
        .play(ConflictCommand::Activate { pawn: second })
        .expect("its turn");
    // Attack 6 against 5 (SL 1); a Block's Reply would be a natural 10 and stop it.
    session.script_dice(vec![6, 10]);
    session
        .play(attack(second, blocker, pike))
        .expect("it strikes");
    assert_eq!(
        vigour_left(&session, blocker),
        6,
        "disrupted, it cannot block: a single Attack roll hits: {:#?}",
        log(&session)
    );
    assert!(
        log(&session)
            .iter()
            .any(|line| line.contains("Disrupting") && line.contains("Block")),
        "{:#?}",
        log(&session)
    );
}

/// § Armament, Ready: "In the event that the pawn equipped with this weapon fails the charge
/// attack, its activation will be finished and the target pawn will be able to act as normal.
/// If the target pawn is within Range ... it will be able to execute a single Attack roll".
#[test]
fn armament_ready_a_failed_charge_attack_ends_the_activation_and_the_target_strikes_back() {
    let (mut session, lance) = ready_charger_facing_its_target();
    // The charge rolls 10; the charge attack rolls 1 (a failure); the target strikes back
    // with a 6 (SL 1): 2 Vigour off the charger.
    session.script_dice(vec![10, 1, 6]);
    charge_in_with(&mut session, lance);
    hold(&mut session);
    let lines = log(&session);
    assert_eq!(vigour_left(&session, 1), 10, "missed: {lines:#?}");
    assert_eq!(
        vigour_left(&session, 0),
        8,
        "the target's single Attack roll hits: {lines:#?}"
    );
    assert_ne!(
        session.game().progress().active,
        Some(0),
        "the charger's activation is over: {lines:#?}"
    );
    assert_eq!(
        state(&session, 1),
        Some(Activation::Waiting),
        "the target is not used up: it acts as normal this turn: {lines:#?}"
    );
    session
        .play(ConflictCommand::Activate { pawn: 1 })
        .expect("the target activates in its band's turn");
}

/// § Armament, Ready: "If the enemy loses Vigour because of the attack, he will remain
/// immobilized and won't be able to be activated during the rest of the turn".
#[test]
fn armament_ready_a_charge_attack_that_wounds_immobilises_the_target() {
    let (mut session, lance) = ready_charger_facing_its_target();
    session.script_dice(vec![10, 6]);
    charge_in_with(&mut session, lance);
    assert_eq!(vigour_left(&session, 1), 8, "{:#?}", log(&session));
    assert_eq!(state(&session, 1), Some(Activation::Done));
}

/// A Ready charger (pawn 0, activated, with its Ready weapon's index) 17.5 cm edge to edge
/// from its target, face to face, in weather that lets it charge: a charge of 15 + 3 reaches.
fn ready_charger_facing_its_target() -> (Session<Conflict>, usize) {
    let (charger, lance) = fighter("charger", &[SpecialRule::Ready]);
    let (target, _) = fighter("target", &[]);
    let mut session = deployed_seeds(
        duel(charger, target),
        place(30.0, 5.0, 90.0),
        place(30.0, 25.0, 270.0),
    )
    .find(|session| {
        let weather = session.game().conditions().weather.effects();
        !weather.normal_is_rough && !weather.slippery && !weather.wounded_penalty
    })
    .expect("a seed whose weather lets a pawn charge");
    activate(&mut session, 0);
    (session, lance)
}

/// Pawn 0 charges to base contact with pawn 1 (at 30, 22.5).
fn charge_to_contact(session: &mut Session<Conflict>) {
    session
        .play(ConflictCommand::Move {
            pawn: 0,
            gait: Gait::Charge,
            path: vec![Waypoint {
                x: 30.0,
                y: 22.5,
                level: None,
            }],
            facing: None,
        })
        .expect("the charge reaches");
}

/// Pawn 0 charges to base contact with pawn 1 and makes a Ready charge attack.
fn charge_in_with(session: &mut Session<Conflict>, lance: usize) {
    charge_to_contact(session);
    session
        .play(ConflictCommand::Attack {
            pawn: 0,
            target: 1,
            weapon: lance,
            second_weapon: None,
            second_target: None,
            dexterity: None,
            charge_attack: true,
            extra_dice: 0,
            repeat_reply: false,
        })
        .expect("a charge attack");
}

/// § Armament, Ready, § Pawns' Reactions: a charge attack is made "without the usual rules", so
/// the target of a Ready charger is not asked to fight or retreat until the charger chooses its
/// attack; a charger that ends its activation without attacking leaves it engaged, and so
/// activated and asked then.
#[test]
fn armament_ready_the_charge_target_is_asked_only_when_the_charger_has_chosen() {
    let (mut session, lance) = ready_charger_facing_its_target();
    assert!(
        session.game().check_charge_attack(0, 1, lance).is_err(),
        "no charge attack before a charge (the attack panel offers none)"
    );
    session.script_dice(vec![10]);
    charge_to_contact(&mut session);
    assert!(
        session.game().check_charge_attack(0, 1, lance).is_ok(),
        "charged into it with a Ready weapon: the panel offers the charge attack"
    );
    assert!(
        matches!(session.game().awaiting(), Awaiting::Phase(_)),
        "the charger chooses first: {:#?}",
        log(&session)
    );
    assert_eq!(state(&session, 1), Some(Activation::Waiting));
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("the charger ends without attacking");
    assert_eq!(
        session.game().awaiting(),
        Awaiting::FightOrRetreat {
            engager: 0,
            pawn: 1
        },
        "{:#?}",
        log(&session)
    );
    assert_eq!(state(&session, 1), Some(Activation::Done));
}
