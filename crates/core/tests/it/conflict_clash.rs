//! 1650 § Resolution of Clashes: the side with more Vigour wins the clash and its player
//! chooses the result (hold, turn, push back).

use super::conflict::{activate, content, deployed, duel, place};
use ysbilia_core::conflict::{ClashResult, Conflict, ConflictCommand};
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::session::Session;

fn hand_weapon(card: &ContractCard) -> Option<usize> {
    card.weapons.iter().position(|arm| arm.attack.is_some())
}

/// Pawn 0 attacks pawn 1 (base to base) and, if asked, pawn 1 fights back.
fn clash(first: &ContractCard, second: &ContractCard) -> Option<Session<Conflict>> {
    let weapon = hand_weapon(first)?;
    let mut session = deployed(
        duel(first.clone(), second.clone()),
        place(30.0, 18.75, 90.0),
        place(30.0, 21.25, 270.0),
    );
    activate(&mut session, 0);
    session
        .play(ConflictCommand::Attack {
            pawn: 0,
            target: 1,
            weapon,
            second_weapon: None,
            dexterity: None,
            charge_attack: false,
            extra_dice: 0,
        })
        .ok()?;
    if session.game().pending_blow().is_some() {
        session
            .play(ConflictCommand::Answer {
                retreat: false,
                dexterity: None,
                extra_dice: 0,
            })
            .ok()?;
    }
    Some(session)
}

#[test]
fn resolution_of_clashes_the_winner_chooses_and_pushes_the_clash_back() {
    let content = content();
    let fighters: Vec<&ContractCard> = content
        .bands
        .iter()
        .flat_map(|band| &band.cards)
        .filter(|card| hand_weapon(card).is_some())
        .collect();
    // The first pairing whose blow leaves both standing with unequal Vigour.
    let found = fighters.iter().enumerate().find_map(|(index, first)| {
        let second = fighters.get(index + 1)?;
        let session = clash(first, second)?;
        let verdict = session.game().clash_verdict()?;
        Some((session, verdict))
    });
    let (mut session, verdict) = found.expect("some clash with a winner among the cards");
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
    assert!(session.log().iter().any(
        |entry| entry.rule.section == "Resolution of Clashes" && entry.text.contains("pushes")
    ));
}
