//! What a Melee Event setup may hold (§ Optional Rules, Multiplayer and Game Duration): what
//! `Melee::start` refuses and what a saved game's setup is checked for.

use super::{MAX_SQUIRES_PER_PLAYER, MeleeSetup, rule};
use crate::limits::{NAME_MAX, check_name};
use crate::msg;
use crate::record::Rejection;
use crate::words::{Arg, Message, render};

/// melee-event-rules.txt § Optional Rules, Multiplayer: two to six players.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// A team's Squires: at most three players of `MAX_SQUIRES_PER_PLAYER` (the setup form offers
/// up to 8 a side, shared among the team's players).
pub const MAX_SQUIRES_PER_TEAM: u32 = 12;

pub(super) fn check_setup(setup: &MeleeSetup) -> Result<(), Rejection> {
    match setup_messages(setup).into_iter().next() {
        Some(problem) => Err(Rejection::by_rule(rule("Optional Rules"), problem)),
        None => Ok(()),
    }
}

/// Every rule a setup breaks (§ Optional Rules, Multiplayer and Game Duration), each naming
/// its field, in the catalogue's language: what `Melee::start` refuses, and what a saved
/// game's setup is checked for.
pub fn setup_problems(setup: &MeleeSetup) -> Vec<String> {
    setup_messages(setup).iter().map(render).collect()
}

/// `setup_problems` as messages of the catalogue.
pub fn setup_messages(setup: &MeleeSetup) -> Vec<Message> {
    let mut problems = Vec::new();
    let players = setup.seats.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        problems.push(msg!(
            "melee-setup-players",
            least = MIN_PLAYERS,
            most = MAX_PLAYERS,
            players = players
        ));
    }
    let mut totals = [0u32; 2];
    let mut players_of = [0usize; 2];
    // Past the most players, the count above says all; their seats are not gone through.
    for (index, seat) in setup.seats.iter().enumerate().take(MAX_PLAYERS) {
        let name: Arg = if check_name(&mut Vec::new(), "name", &seat.name) {
            Arg::from(&seat.name)
        } else {
            problems.push(msg!(
                "melee-setup-name-too-long",
                index = index,
                most = NAME_MAX
            ));
            msg!("melee-setup-unnamed", number = index + 1).into()
        };
        if seat.team > 1 {
            problems.push(msg!(
                "melee-setup-team",
                index = index,
                name = name.clone(),
                team = seat.team
            ));
        }
        if !(1..=MAX_SQUIRES_PER_PLAYER).contains(&seat.squires) {
            problems.push(msg!(
                "melee-setup-squires",
                index = index,
                name = name,
                most = MAX_SQUIRES_PER_PLAYER,
                squires = seat.squires
            ));
        }
        if let Some(total) = totals.get_mut(usize::from(seat.team)) {
            *total += u32::from(seat.squires);
            players_of[usize::from(seat.team)] += 1;
        }
    }
    if players_of[0] == 0 || players_of[1] == 0 {
        problems.push(msg!("melee-setup-one-each"));
    } else if totals[0] != totals[1] {
        problems.push(msg!(
            "melee-setup-balance",
            first = totals[0],
            second = totals[1]
        ));
    }
    for (team, total) in totals.into_iter().enumerate() {
        if total > MAX_SQUIRES_PER_TEAM {
            problems.push(msg!(
                "melee-setup-team-size",
                team = team + 1,
                total = total,
                most = MAX_SQUIRES_PER_TEAM
            ));
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::assert_names;
    use crate::melee::{Melee, MeleeSetup, SeatSetup};
    use crate::record::Game;
    use crate::session::Session;
    use crate::simulate::{Chooser, Simulate};
    use crate::storage::{RecordError, record_to_ron, replay_text};

    #[test]
    fn every_setup_the_form_and_the_simulation_make_that_starts_has_no_setup_problems() {
        for players in MIN_PLAYERS..=MAX_PLAYERS {
            for squires_per_team in 1..=8 {
                let setup = MeleeSetup::balanced_with(players, squires_per_team, players);
                let starts = Session::<Melee>::start_quiet(setup.clone(), 1).is_ok();
                assert_eq!(
                    Melee::setup_problems(&setup).is_empty(),
                    starts,
                    "{players} players, {squires_per_team} a side"
                );
            }
            assert!(Melee::setup_problems(&MeleeSetup::balanced(players, 0)).is_empty());
        }
        for seed in 0..20 {
            let setup = Melee::simulation_setup(&(), &mut Chooser::new(seed), None);
            assert!(Melee::setup_problems(&setup).is_empty(), "seed {seed}");
        }
    }

    #[test]
    fn a_saved_setup_with_seven_players_or_one_is_refused() {
        for players in [0, 1, 7, 1_000_000] {
            let mut setup = MeleeSetup::balanced(2, 0);
            setup.seats = (0..players)
                .map(|seat| SeatSetup {
                    name: format!("Player {seat}"),
                    team: (seat % 2) as u8,
                    squires: 1,
                    computer: false,
                })
                .collect();
            let problems = Melee::setup_problems(&setup);
            assert_names(
                &problems,
                &[&format!(
                    "seats: the Melee Event is for 2 to 6 players, not {players}"
                )],
            );
            assert!(problems.len() <= 4, "{problems:?}");
        }
    }

    #[test]
    fn a_saved_setup_with_a_team_of_255_is_refused() {
        let mut setup = MeleeSetup::balanced(2, 0);
        setup.seats[1].team = 255;
        assert_names(
            &Melee::setup_problems(&setup),
            &[
                "seats[1].team: Player 2 must be on team 1 or 2 (0 or 1 in the file), not 255",
                "seats: each team needs at least one player",
            ],
        );
    }

    #[test]
    fn a_saved_setup_with_255_squires_or_none_is_refused() {
        let mut setup = MeleeSetup::balanced(4, 0);
        setup.seats[0].squires = 255;
        setup.seats[3].squires = 0;
        assert_names(
            &Melee::setup_problems(&setup),
            &[
                "seats[0].squires: Player 1 needs 1 to 4 Squires (a deck has four Jacks), not 255",
                "seats[3].squires: Player 4 needs 1 to 4 Squires (a deck has four Jacks), not 0",
                "seats: teams need the same number of Squires: 257 against 2",
                "seats: team 1 has 257 Squires; at most 12",
            ],
        );
    }

    #[test]
    fn a_saved_setup_with_an_overlong_name_is_refused() {
        let mut setup = MeleeSetup::balanced(2, 0);
        setup.seats[0].name = "x".repeat(100_000);
        setup.seats[0].squires = 9;
        let problems = Melee::setup_problems(&setup);
        assert_names(
            &problems,
            &[
                "seats[0].name is longer than 120 characters",
                "seats[0].squires: player 1 needs 1 to 4 Squires",
            ],
        );
        assert!(problems.iter().all(|problem| problem.len() < 1_000));
    }

    /// The record contract: `storage::replay_text` refuses a save whose setup breaks a rule,
    /// naming the field, before anything is replayed.
    #[test]
    fn a_saved_melee_with_a_damaged_setup_is_refused_before_it_is_replayed() {
        let session =
            Session::<Melee>::start_quiet(MeleeSetup::balanced(3, 0), 5).expect("a valid setup");
        let mut record = session.record();
        let text = record_to_ron(&record).expect("records serialise");
        assert!(replay_text::<Melee>("melee.ron", &text).is_ok());
        record.setup.seats[2].squires = 200;
        let text = record_to_ron(&record).expect("records serialise");
        match replay_text::<Melee>("melee.ron", &text) {
            Err(RecordError::Setup { problems, .. }) => {
                assert_names(&problems, &["seats[2].squires"]);
            }
            other => panic!("the damaged save was not refused for its setup: {other:?}"),
        }
    }
}
