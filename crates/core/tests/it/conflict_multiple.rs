//! Clashes of three or more pawns (1650 § Multiple Clashes, § Multiple Attacks, § Resolution of
//! Clashes), played on the table with scripted dice.

use super::conflict::{fight_back, hand_weapon, pawn_of, place, plain_fighter, two_a_side};
use ysbilia_core::conflict::{ClashResult, Conflict, ConflictCommand};
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::rules::vigour::VigourTable;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;

fn fighter(id: &str, vigour: VigourTable) -> ContractCard {
    let mut card = plain_fighter();
    card.id = id.to_owned();
    card.vigour = vigour;
    card
}

const STURDY: VigourTable = VigourTable {
    bruises: 5,
    bleeding: 3,
    dying: 2,
};
const FRAIL: VigourTable = VigourTable {
    bruises: 0,
    bleeding: 0,
    dying: 1,
};

/// One pawn of band 0 (`lone`) walks into base contact with two of band 1 (`frail` and
/// `friend`, side by side), which stand to fight (band 1 first lets `friend` pass if it acts
/// first). Returns the session, `lone` still active, and the three pawns' ids.
fn two_against_one(lone: ContractCard) -> (Session<Conflict>, [u32; 3]) {
    let (frail, friend) = (fighter("frail", FRAIL), fighter("friend", STURDY));
    let lone_id = lone.id.clone();
    let mut session = two_a_side([
        [
            (lone, place(31.25, 14.0, 90.0)),
            (super::conflict::shooter(), place(50.0, 5.0, 90.0)),
        ],
        [
            (frail.clone(), place(30.0, 21.25, 270.0)),
            (friend.clone(), place(32.5, 21.25, 270.0)),
        ],
    ]);
    let ids = [
        pawn_of(&session, 0, &lone_id),
        pawn_of(&session, 1, &frail.id),
        pawn_of(&session, 1, &friend.id),
    ];
    super::conflict::activate_after(&mut session, ids[2], ids[0]);
    // Bases of 2.5 cm: it ends touching both, which touch each other.
    let y = 21.25 - (2.5_f32.powi(2) - 1.25_f32.powi(2)).sqrt();
    session
        .play(super::conflict::walk_facing(ids[0], 31.25, y, 90.0))
        .expect("a walk into both");
    super::conflict::stand_and_fight(&mut session);
    (session, ids)
}

fn log(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

fn at(session: &Session<Conflict>, pawn: u32) -> Placement {
    session
        .game()
        .pawn(pawn)
        .and_then(|pawn| pawn.placement)
        .expect("on the table")
}

/// § Resolution of Clashes: "count which team has more Vigour points": a sturdy pawn alone
/// against a frail enemy and its sturdy friend loses the count to their team (it would win
/// against the frail one alone), and the winner's "Pushing Back" moves "the whole clash".
#[test]
fn resolution_of_clashes_a_clash_of_three_goes_to_the_team_with_more_vigour_and_moves_whole() {
    let lone = fighter("lone", STURDY);
    let blade = hand_weapon(&lone);
    let (mut session, [lone, frail, friend]) = two_against_one(lone);
    // Every roll fails: nobody is hurt; the count is 10 against 1 + 10.
    session.script_dice(vec![1; 8]);
    session
        .play(super::conflict::attack(lone, frail, blade))
        .expect("it strikes");
    fight_back(&mut session);
    let verdict = session
        .game()
        .clash_verdict()
        .unwrap_or_else(|| panic!("a team wins: {:#?}", log(&session)));
    assert_eq!(verdict.winner, frail, "{:#?}", log(&session));
    assert!(
        log(&session)
            .iter()
            .any(|line| line.contains("10 against 11") && line.contains("3 pawns")),
        "{:#?}",
        log(&session)
    );
    let before = [lone, frail, friend].map(|pawn| at(&session, pawn));
    let reach = session.game().push_back_reach();
    assert!(reach > 0.0, "room to push");
    session
        .play(ConflictCommand::ResolveClash {
            result: ClashResult::PushingBack,
        })
        .expect("the winning team pushes");
    // Facing south (270°): every pawn of the clash moves south by the same distance.
    for (pawn, was) in [lone, frail, friend].into_iter().zip(before) {
        let now = at(&session, pawn);
        assert!((now.x - was.x).abs() < 0.01, "{was:?} -> {now:?}");
        assert!((was.y - now.y - reach).abs() < 0.01, "{was:?} -> {now:?}");
    }
}

/// § Multiple Attacks: "a pawn with two weapons that divides its attacks between two enemies
/// must perform two different combat rolls, one for each enemy"; an enemy it is not engaged
/// with cannot be the second.
#[test]
fn multiple_attacks_a_pawn_with_two_weapons_divides_them_between_two_enemies() {
    let mut lone = fighter("lone", STURDY);
    let blade = hand_weapon(&lone);
    let mut dagger = lone.weapons[blade].clone();
    dagger.name = "Test Dagger".to_owned();
    lone.weapons_mut().push(dagger);
    let dagger = lone.weapons.len() - 1;
    let (mut session, [lone, frail, friend]) = two_against_one(lone);
    let divided = |second_target| ConflictCommand::Attack {
        pawn: lone,
        target: frail,
        weapon: blade,
        second_weapon: Some(dagger),
        second_target: Some(second_target),
        dexterity: None,
        charge_attack: false,
        extra_dice: 0,
        repeat_reply: false,
    };
    let refused = session
        .play(divided(lone))
        .map(|_| ())
        .err()
        .map(|why| why.to_string());
    assert!(
        refused.is_some_and(|why| why.contains("not engaged")),
        "the second enemy must be engaged with it"
    );
    session.script_dice(vec![1; 16]);
    session
        .play(divided(friend))
        .expect("it divides its attacks");
    fight_back(&mut session);
    fight_back(&mut session);
    let lines = log(&session);
    assert!(
        lines
            .iter()
            .any(|line| line.contains("divides its attacks") && line.contains("strikes")),
        "{lines:#?}"
    );
    let turn = session.game().progress().turn.clone().expect("a turn");
    assert_eq!(
        turn.states.get(friend as usize),
        Some(&Activation::Done),
        "the second enemy was drawn into the fight: {lines:#?}"
    );
}
