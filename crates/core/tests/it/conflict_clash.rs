//! 1650 § Resolution of Clashes: the side with more Vigour wins the clash and its player
//! chooses the result (hold, turn, push back).

use super::conflict::{
    activate, attack, content, deployed, duel, fight_back, finish_turn, place, turn_number,
};
use ysbilia_core::conflict::ClashVerdict;
use ysbilia_core::conflict::{Awaiting, ClashResult, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};

fn hand_weapon(card: &ContractCard) -> Option<usize> {
    card.weapons.iter().position(|arm| arm.attack.is_some())
}

/// Pawn 0 attacks pawn 1 (base to base) on the table of `setup` and, if asked, pawn 1 fights
/// back.
fn clash_on(setup: ConflictSetup) -> Option<Session<Conflict>> {
    let weapon = hand_weapon(&setup.sides[0].pawns[0])?;
    let mut session = deployed(setup, place(30.0, 18.75, 90.0), place(30.0, 21.25, 270.0));
    activate(&mut session, 0);
    session.play(attack(0, 1, weapon)).ok()?;
    fight_back(&mut session)?;
    Some(session)
}

/// The first pairing of the content's fighters whose blow, on the table `table` makes,
/// leaves both standing with unequal Vigour.
fn clash_with_a_winner(
    table: impl Fn(ConflictSetup) -> ConflictSetup,
) -> (Session<Conflict>, ClashVerdict) {
    let content = content();
    let fighters: Vec<&ContractCard> = content
        .bands
        .iter()
        .flat_map(|band| &band.cards)
        .filter(|card| hand_weapon(card).is_some())
        .collect();
    let found = fighters.iter().enumerate().find_map(|(index, first)| {
        let second = fighters.get(index + 1)?;
        let session = clash_on(table(duel((*first).clone(), (*second).clone())))?;
        let verdict = session
            .game()
            .clash_verdict()
            .filter(|verdict| !verdict.beaten)?;
        Some((session, verdict))
    });
    found.expect("some clash with a winner among the cards")
}

#[test]
fn resolution_of_clashes_the_winner_chooses_and_pushes_the_clash_back() {
    let (mut session, verdict) = clash_with_a_winner(|setup| setup);
    let hash = session.state_hash();
    let refusal = session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect_err("the winner's player chooses first");
    assert!(
        refusal.to_string().contains("Resolution of Clashes"),
        "{refusal}"
    );
    assert_eq!(session.state_hash(), hash);
    let before = |id: u32, session: &Session<Conflict>| {
        session
            .game()
            .pawn(id)
            .and_then(|pawn| pawn.placement)
            .expect("on the table")
    };
    let (winner_before, loser_before) = (
        before(verdict.winner, &session),
        before(verdict.loser, &session),
    );
    let reach = session.game().push_back_reach();
    session
        .play(ConflictCommand::ResolveClash {
            result: ClashResult::PushingBack,
        })
        .expect("the winner pushes");
    let (winner_after, loser_after) = (
        before(verdict.winner, &session),
        before(verdict.loser, &session),
    );
    let radians = winner_before.facing_degrees.to_radians();
    for (was, now) in [(winner_before, winner_after), (loser_before, loser_after)] {
        assert!(
            (now.x - was.x - radians.cos() * reach).abs() < 0.01,
            "{was:?} -> {now:?}"
        );
        assert!(
            (now.y - was.y - radians.sin() * reach).abs() < 0.01,
            "{was:?} -> {now:?}"
        );
    }
    assert!(session.game().clash_verdict().is_none());
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.rule.section == "Resolution of Clashes"
                && entry.text().contains("pushes"))
    );
}

fn rock(id: &str, y: f32) -> Piece {
    Piece {
        id: id.to_owned(),
        kind: PieceKind::LargeObstacle,
        shape: Footprint::Rect {
            width: 12.0,
            depth: 1.0,
        },
        x: 30.0,
        y,
        rotation_degrees: 0.0,
        height: 6.0,
    }
}

#[test]
fn resolution_of_clashes_a_pawn_pushed_into_an_obstacle_leans_and_responds_next_turn() {
    // Rocks 1 cm behind each pawn: whoever wins, the loser is pushed into one.
    let (mut session, verdict) = clash_with_a_winner(|mut setup| {
        setup.layout.pieces = vec![rock("south rock", 16.0), rock("north rock", 24.0)];
        setup
    });
    assert!(
        session.game().push_back_reach() < 5.0,
        "the rock stops the push"
    );
    session
        .play(ConflictCommand::ResolveClash {
            result: ClashResult::PushingBack,
        })
        .expect("the winner pushes");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains(&format!(
                "{} collides",
                session.game().names().pawn(verdict.loser)
            ))),
        "{:#?}",
        session.log()
    );
    assert!(!session.game().is_leaning(verdict.loser), "from next turn");
    if let Some(active) = session.game().progress().active {
        session
            .play(ConflictCommand::EndActivation { pawn: active })
            .expect("its activation ends");
    }
    if turn_number(&session) == Some(1) {
        finish_turn(&mut session);
    }
    assert_eq!(turn_number(&session), Some(2));
    assert!(
        session.game().is_leaning(verdict.loser),
        "next turn it leans"
    );
    assert!(!session.game().is_leaning(verdict.winner));
}

#[test]
fn reloading_slow_weapons_a_pawn_engaged_while_reloading_does_not_reload() {
    use super::conflict::{activate, card_where, deployed_seeds, fire, weapon_index};
    use ysbilia_core::conflict::Gait;
    use ysbilia_core::rules::audacity::Nerve;
    use ysbilia_core::rules::cards::{SpecialRule, Weapon};
    use ysbilia_core::table::movement::Waypoint;
    let slow = |arm: &Weapon| {
        arm.slow_shots().is_some()
            && arm.range >= Some(20)
            && ysbilia_core::rules::devices::Device::of(arm).is_none()
            && !arm.rules.iter().any(|used| used.rule == SpecialRule::Heavy)
    };
    let content = content();
    let shooter = card_where(&content, |card| card.weapons.iter().any(slow));
    let charger = card_where(&content, |card| {
        card.weapons.iter().any(|arm| arm.attack.is_some())
    });
    let weapon = weapon_index(&shooter, slow);
    // 16 cm apart edge to edge: beyond the 15 cm that would make reloading need a roll, and
    // within the shortest charge (15 + 1).
    let setup = duel(shooter, charger);
    let mut session = deployed_seeds(setup, place(30.0, 4.0, 90.0), place(30.0, 22.5, 270.0))
        .find_map(|mut session| {
            activate(&mut session, 0);
            session.play(fire(weapon)).ok()?;
            session
                .play(ConflictCommand::EndActivation { pawn: 0 })
                .ok()?;
            finish_turn(&mut session);
            let turn = session.game().progress().turn.clone()?;
            // § The Weather Gets Worse: a flood makes every charge impossible.
            let charges = !session
                .game()
                .conditions()
                .weather
                .effects()
                .normal_is_rough;
            let steady = charges
                && session.game().pawn(1).is_some_and(|pawn| {
                    // Still where it was deployed (it did not run off and come back).
                    pawn.placement.is_some_and(|at| (at.y - 22.5).abs() < 0.01)
                        && pawn.nerve == Nerve::Steady
                });
            (turn.number == 2 && turn.to_act == 0 && steady).then_some(session)
        })
        .expect("a seed where the shot leaves the charger steady and band 0 acts first in turn 2");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("band 0 first");
    session
        .play(ConflictCommand::Reload { pawn: 0, weapon })
        .expect("no enemy within 15 cm: no roll");
    assert_eq!(
        session.game().loads(0).map(|loads| loads.reloading[weapon]),
        Some(true)
    );
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    session
        .play(ConflictCommand::Activate { pawn: 1 })
        .expect("band 1 now");
    session
        .play(ConflictCommand::Move {
            pawn: 1,
            gait: Gait::Charge,
            path: vec![Waypoint {
                x: 30.0,
                y: 6.5,
                level: None,
            }],
            facing: None,
        })
        .expect("a 16 cm charge always reaches");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("engaged while reloading")),
        "{:#?}",
        session.log()
    );
    assert_eq!(
        session.game().loads(0).map(|loads| loads.reloading[weapon]),
        Some(false),
        "the weapon stays unloaded"
    );
}

/// § Activation: "Fight in a clash and/or use a Movement Maneuver": a pawn whose enemy falls in
/// the clash it fought may still walk that activation.
#[test]
fn activation_fight_then_move_once_the_clash_is_over() {
    let mut tough = super::conflict::plain_fighter();
    tough.vigour = ysbilia_core::rules::vigour::VigourTable {
        bruises: 5,
        bleeding: 3,
        dying: 2,
    };
    let blade = super::conflict::hand_weapon(&tough);
    let frail = super::conflict::frail_fighter(&super::conflict::plain_fighter().id);
    let (backup, bystander) = (super::conflict::shooter(), super::conflict::shooter());
    // Base to base across the middle line: engaged from deployment; a friend of each elsewhere.
    let mut session = super::conflict::two_a_side([
        [
            (tough.clone(), place(30.0, 18.75, 90.0)),
            (backup, place(50.0, 5.0, 90.0)),
        ],
        [
            (frail.clone(), place(30.0, 21.25, 270.0)),
            (bystander.clone(), place(55.0, 35.0, 270.0)),
        ],
    ]);
    let pawn = |side, card: &ContractCard| super::conflict::pawn_of(&session, side, &card.id);
    let (tough, frail, bystander) = (pawn(0, &tough), pawn(1, &frail), pawn(1, &bystander));
    super::conflict::activate_after(&mut session, bystander, tough);
    session.script_dice(vec![10; 8]);
    session
        .play(attack(tough, frail, blade))
        .expect("it strikes");
    super::conflict::fight_back(&mut session);
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(
        session
            .game()
            .pawn(frail)
            .is_none_or(|pawn| pawn.placement.is_none()),
        "the frail enemy falls: {log:#?}"
    );
    if session.game().clash_verdict().is_some() {
        session
            .play(ConflictCommand::ResolveClash {
                result: ClashResult::Hold,
            })
            .expect("the winner holds");
    }
    session
        .play(super::conflict::walk_facing(tough, 30.0, 12.0, 270.0))
        .expect("its clash is over: it may still use its Movement Maneuver");
}

/// § Activation: a pawn that fought and is still engaged stays in its clash until it is
/// resolved.
#[test]
fn activation_a_pawn_still_engaged_after_fighting_may_not_walk_away() {
    let fighter = super::conflict::plain_fighter();
    let blade = super::conflict::hand_weapon(&fighter);
    let mut session = deployed(
        duel(fighter.clone(), fighter),
        place(30.0, 18.75, 90.0),
        place(30.0, 21.25, 270.0),
    );
    activate(&mut session, 0);
    // Every roll fails: nobody is hurt, both stay engaged.
    session.script_dice(vec![1; 8]);
    session.play(attack(0, 1, blade)).expect("it strikes");
    super::conflict::fight_back(&mut session);
    if session.game().clash_verdict().is_some() {
        session
            .play(ConflictCommand::ResolveClash {
                result: ClashResult::Hold,
            })
            .expect("the winner holds");
    }
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert_eq!(
        session.game().pawn(0).map(|pawn| pawn.engaged),
        Some(vec![1]),
        "{log:#?}"
    );
    let refusal = session
        .play(super::conflict::walk_facing(0, 30.0, 12.0, 270.0))
        .expect_err("still engaged");
    assert!(refusal.to_string().contains("clash"), "{refusal}");
}

/// Pawn 0 (`walker`) walks into base contact with pawn 1 (`enemy`), face to face.
fn walked_into_contact(walker: ContractCard, enemy: ContractCard) -> Session<Conflict> {
    let mut session = deployed(
        duel(walker, enemy),
        place(30.0, 15.0, 90.0),
        place(30.0, 24.0, 270.0),
    );
    activate(&mut session, 0);
    session
        .play(super::conflict::walk_facing(0, 30.0, 21.5, 90.0))
        .expect("a walk into contact");
    session
}

/// § Attacking and Responding Pawns, § Pawns' Reactions: a pawn walks into an enemy of lower
/// Audacity, which thereby attacks; engaged, that enemy is still asked to fight or retreat.
#[test]
fn pawns_reactions_a_lower_audacity_enemy_that_attacks_still_chooses_fight_or_retreat() {
    let mut walker = super::conflict::plain_fighter();
    walker.audacity = 7;
    let blade = super::conflict::hand_weapon(&walker);
    let mut braver = super::conflict::plain_fighter();
    braver.audacity = 3;
    let mut session = walked_into_contact(walker, braver);
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert_eq!(
        session.game().awaiting(),
        Awaiting::FightOrRetreat {
            engager: 0,
            pawn: 1
        },
        "the engaged pawn is asked at once: {log:#?}"
    );
    super::conflict::stand_and_fight(&mut session);
    session.play(attack(0, 1, blade)).expect("the clash begins");
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    let pending = session
        .game()
        .pending_blow()
        .unwrap_or_else(|| panic!("the engaged pawn is asked for its cards and dice: {log:#?}"));
    assert!(pending.target_strikes, "the braver enemy attacks");
    session
        .play(ConflictCommand::Answer {
            retreat: false,
            dexterity: None,
            extra_dice: 0,
            repeat_reply: false,
        })
        .expect("it fights, striking first");
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(
        log.iter().any(|line| line.contains("stands to fight")),
        "{log:#?}"
    );
}

/// § Activation, § Pawns' Reactions: "every pawn engaged in a clash by an enemy will be
/// activated automatically": asked at once, it may retreat before the engager does anything
/// else (its engager strikes once as it goes), and it stays activated even when the engager
/// ends its activation without attacking.
#[test]
fn pawns_reactions_engaging_activates_the_engaged_pawn_at_once() {
    let walker = super::conflict::plain_fighter();
    let enemy = super::conflict::plain_fighter();
    let mut session = walked_into_contact(walker.clone(), enemy.clone());
    let refused = session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect_err("the engaged pawn answers first");
    assert!(
        refused.to_string().contains("fight or retreat"),
        "{refused}"
    );
    super::conflict::stand_and_fight(&mut session);
    let turn = |session: &Session<Conflict>| session.game().turn_number();
    let before = turn(&session);
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("the engager may end without attacking");
    assert_ne!(
        turn(&session),
        before,
        "both cards are forward (the engaged pawn was activated): the turn is over"
    );

    // The same engagement, answered by a retreat.
    let mut session = walked_into_contact(walker, enemy);
    session
        .play(ConflictCommand::FightOrRetreat { retreat: true })
        .expect("it may retreat at once");
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(
        log.iter()
            .any(|line| line.contains("strikes once as it goes")),
        "{log:#?}"
    );
    let engaged = session.game().pawn(1).map(|pawn| pawn.engaged);
    assert!(
        engaged.is_none() || engaged == Some(Vec::new()),
        "it walked out of the clash (or fell): {log:#?}"
    );
    let log: Vec<String> = session.log().iter().map(ToString::to_string).collect();
    assert!(log.iter().any(|line| line.contains("retreat")), "{log:#?}");
}

/// § Dishonourable Players: a ruthless employer's "negative Honour points for dishonourable
/// events (*) would increase those Dishonour points": its pawn killing an enemy from the
/// Rearguard earns it a Dishonour point where an honourable band would lose an Honour point.
#[test]
fn dishonourable_players_score_dishonour_for_an_enemy_killed_from_behind() {
    let mut killer = super::conflict::plain_fighter();
    killer.id = "killer".to_owned();
    let blade = super::conflict::hand_weapon(&killer);
    let frail = super::conflict::frail_fighter("frail");
    let play = |ruthless: bool| {
        let (backup, bystander) = (super::conflict::shooter(), super::conflict::shooter());
        // The frail pawn turns its back (facing north) on the killer south of it.
        let mut session = super::conflict::two_a_side_with(
            [
                [
                    (killer.clone(), place(30.0, 18.75, 90.0)),
                    (backup, place(50.0, 5.0, 90.0)),
                ],
                [
                    (frail.clone(), place(30.0, 21.25, 90.0)),
                    (bystander.clone(), place(55.0, 35.0, 270.0)),
                ],
            ],
            |setup| setup.sides[0].dishonourable = ruthless,
        );
        let pawn = |side, card: &ContractCard| super::conflict::pawn_of(&session, side, &card.id);
        let (killer, frail, bystander) = (pawn(0, &killer), pawn(1, &frail), pawn(1, &bystander));
        super::conflict::activate_after(&mut session, bystander, killer);
        session.script_dice(vec![10; 8]);
        session
            .play(attack(killer, frail, blade))
            .expect("it strikes from behind");
        super::conflict::fight_back(&mut session);
        assert!(session.game().pawn(frail).is_none(), "{:#?}", session.log());
        session.game().honour(0)
    };
    let rearguard = |score: &ysbilia_core::rules::honour::HonourScore| {
        score
            .lines
            .iter()
            .find(|line| line.reason.to_string().contains("Rearguard"))
            .map(|line| line.points)
    };
    let honourable = play(false);
    assert_eq!(honourable.unit(), "honour");
    assert_eq!(rearguard(&honourable), Some(-1.0), "{honourable}");
    let ruthless = play(true);
    assert_eq!(ruthless.unit(), "dishonour");
    assert_eq!(rearguard(&ruthless), Some(1.0), "{ruthless}");
    assert_eq!(ruthless.total, honourable.total + 2.0);
}
