//! The Hard 1650 computer (issue 24, part 1): legal through whole conflicts, explaining what it
//! weighed, and ahead of Easy over mirror seeds (the full figures: `ysbilia duel --mode brawl`,
//! README).

use super::conflict::{library, root};
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::duel::duel;
use ysbilia_core::conflict::{computer::hard::ComputerLevel, computer::search::SearchSettings};
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};

/// A narrower search than the shipped one, so the tests stay quick.
fn light(
    mut library: ysbilia_core::conflict::computer::easy::ConflictLibrary,
) -> ysbilia_core::conflict::computer::easy::ConflictLibrary {
    library.search.candidates = 4;
    library.search.play_ons = 2;
    library.search.rounds = 2;
    library.search.round_commands = 0;
    // Every decision the same on any machine, however loaded.
    library.search.time_limit_ms = None;
    library.search.cutoff_ms = None;
    library
}

#[test]
fn hard_wins_most_decided_brawls_against_easy_over_mirror_seeds() {
    let report = duel(
        &light(library()),
        [ComputerLevel::Hard, ComputerLevel::Easy],
        20,
        1650,
        2,
        &|_| {},
    );
    assert_eq!(report.errors, 0, "{:?}", report.problems);
    // 20 games are few: the 75 % figure is over 1,000 (README); here Hard is clearly ahead.
    assert!(report.first_share().0 >= 0.6, "{:?}", report.lines());
    assert!(report.mean_margin > 0.0, "{:?}", report.lines());
}

#[test]
fn hard_gives_only_legal_commands_in_other_commissions_too() {
    for commission in [Commission::Slaughter, Commission::ToSeekSanctuary] {
        let mut library = light(library());
        library.commission = commission;
        let report = duel(
            &library,
            [ComputerLevel::Hard, ComputerLevel::Easy],
            2,
            3,
            2,
            &|_| {},
        );
        assert_eq!(report.errors, 0, "{commission:?}: {:?}", report.problems);
        assert_eq!(report.games, 2);
    }
}

#[test]
fn hard_says_what_it_weighed_and_chose() {
    let library = light(library());
    let mut chooser = Chooser::new(5);
    let setup = ysbilia_core::conflict::Conflict::simulation_setup(&library, &mut chooser, None);
    let mut session =
        Session::<ysbilia_core::conflict::Conflict>::start_quiet(setup, 5).expect("it starts");
    let mut explained = 0;
    let mut weighed: Vec<String> = Vec::new();
    for _ in 0..400 {
        if session.is_over() {
            break;
        }
        let game = session.game();
        let command = match game.searched(&mut chooser, &library.search) {
            Some(choice) => {
                if !choice.options.is_empty() {
                    assert!(choice.options.len() >= 2);
                    // The chosen first, those played on longest before those set aside.
                    let (kept, set_aside): (Vec<_>, Vec<_>) = choice
                        .options
                        .iter()
                        .partition(|option| !option.words.to_string().contains("set aside"));
                    assert!(!kept.is_empty());
                    assert!(
                        kept.windows(2).all(|pair| pair[0].score >= pair[1].score),
                        "best first"
                    );
                    assert_eq!(
                        choice.options[..kept.len()],
                        kept.into_iter().cloned().collect::<Vec<_>>()[..]
                    );
                    assert!(
                        set_aside
                            .iter()
                            .all(|option| option.words.to_string().contains("play-ons"))
                    );
                    weighed.extend(choice.options.iter().map(|option| option.words.to_string()));
                    let reason = choice.reason.to_string();
                    assert!(reason.contains("played on"), "{reason}");
                    explained += 1;
                }
                choice.command
            }
            None => break,
        };
        session.play(command).expect("Hard's commands are legal");
    }
    assert!(explained > 3, "{explained} searched decisions");
    // Beside Easy's commands it weighs waiting to fire, holding ground and buying dice.
    for kind in [
        "waits to fire a Reaction Shot",
        "stays where it is",
        "extra di",
    ] {
        assert!(
            weighed.iter().any(|words| words.contains(kind)),
            "{kind}: {weighed:?}"
        );
    }
}

/// A decision past its cutoff scores the play-on under way where it has got to, says so, and
/// still gives a legal command (a 1 ms cutoff: a Brawl's play-on takes many milliseconds).
#[test]
fn hard_cuts_play_ons_short_past_its_cutoff_and_says_so() {
    let mut library = light(library());
    library.search.time_limit_ms = Some(1);
    library.search.cutoff_ms = Some(1);
    let mut chooser = Chooser::new(7);
    let setup = ysbilia_core::conflict::Conflict::simulation_setup(&library, &mut chooser, None);
    let mut session =
        Session::<ysbilia_core::conflict::Conflict>::start_quiet(setup, 7).expect("it starts");
    let mut cut = 0;
    for _ in 0..40 {
        let Some(choice) = session.game().searched(&mut chooser, &library.search) else {
            break;
        };
        let reason = choice.reason.to_string();
        if reason.contains("cut short") {
            assert!(reason.contains("time limit"), "{reason}");
            cut += 1;
        }
        session
            .play(choice.command)
            .expect("a cut-short search still gives a legal command");
    }
    assert!(cut > 0, "no decision was cut short");
}

#[test]
fn search_settings_refuse_an_empty_or_unbounded_search() {
    let text = std::fs::read_to_string(root().join(SearchSettings::FILE)).expect("the file");
    assert!(SearchSettings::parse("computer.ron", &text).is_ok());
    for (from, to) in [
        ("play_ons: 4", "play_ons: 0"),
        ("candidates: 12", "candidates: 1000"),
        ("rounds: 3", "rounds: 0"),
        ("round_commands: 6000", "round_commands: 9000000"),
        ("time_limit_ms: Some(1200)", "time_limit_ms: Some(0)"),
        ("cutoff_ms: Some(1700)", "cutoff_ms: Some(1000)"),
    ] {
        let broken = text.replace(from, to);
        assert_ne!(broken, text, "{from}");
        let problem = SearchSettings::parse("computer.ron", &broken)
            .expect_err("refused")
            .to_string();
        assert!(
            problem.contains(to.split(':').next().unwrap_or_default()),
            "{problem}"
        );
    }
    // No limit is allowed (the tests search so), and an old file without the field reads.
    for (from, to) in [
        ("time_limit_ms: Some(1200)", "time_limit_ms: None"),
        ("time_limit_ms: Some(1200),", ""),
    ] {
        let limitless = SearchSettings::parse("computer.ron", &text.replace(from, to));
        assert_eq!(limitless.map(|settings| settings.time_limit_ms), Ok(None));
    }
}

/// Plays `commands` commands of `setup`, Hard for band 0 and Easy for band 1.
fn hard_against_easy(
    library: &ysbilia_core::conflict::computer::easy::ConflictLibrary,
    setup: ysbilia_core::conflict::ConflictSetup,
    commands: usize,
) -> Vec<ysbilia_core::conflict::ConflictCommand> {
    let mut session =
        Session::<ysbilia_core::conflict::Conflict>::start_quiet(setup, 9).expect("it starts");
    let mut chooser = Chooser::new(9);
    let mut played = Vec::new();
    for _ in 0..commands {
        let game = session.game();
        let level = match game.side_to_act() {
            Some(0) => ComputerLevel::Hard,
            Some(_) => ComputerLevel::Easy,
            None => break,
        };
        let Some(command) = game.computer_command_at(level, &library.search, &mut chooser) else {
            break;
        };
        session.play(command.clone()).expect("legal");
        played.push(command);
    }
    played
}

#[test]
fn hard_decides_the_same_whatever_dexterity_cards_the_other_band_holds() {
    // § Dexterity Cards: a band's hand is hidden from the other; Hard's play-ons never play the
    // other band's cards, so dealing it other cards changes none of Hard's choices.
    let library = light(library());
    let setup = library.drawn_setup(Some(&[0, 1]), &mut Chooser::new(11));
    let hidden = &setup.sides[1].dexterity;
    assert!(!hidden.is_empty(), "the other band holds cards");
    let catalogue = ysbilia_core::rules::content::Content::load(root())
        .dexterity
        .cards;
    let others: Vec<_> = catalogue
        .iter()
        .filter(|card| hidden.iter().all(|held| held.id != card.id))
        .cloned()
        .cycle()
        .take(hidden.len())
        .collect();
    let mut dealt_otherwise = setup.clone();
    dealt_otherwise.sides[1].dexterity = others.into_iter().map(Into::into).collect();
    assert_ne!(dealt_otherwise.sides[1].dexterity, setup.sides[1].dexterity);
    assert_eq!(
        hard_against_easy(&library, setup, 150),
        hard_against_easy(&library, dealt_otherwise, 150)
    );
}

/// 1650 § Alone in the Face of Danger, § Raid in the Compas: in a duel the book's enemy plays
/// itself, so each level is tallied by its own band against the script, once per seed each.
#[test]
fn alone_in_the_face_of_danger_a_duel_tallies_each_levels_band_against_the_script() {
    let mut library = library();
    library.commission = Commission::RaidInTheCompas;
    let report = duel(
        &library,
        [ComputerLevel::Easy, ComputerLevel::Easy],
        4,
        1900,
        2,
        &|_| {},
    );
    assert_eq!(report.errors, 0, "{:?}", report.problems);
    for (level, tally) in report.against_script.iter().enumerate() {
        assert_eq!(tally.iter().sum::<usize>(), 2, "level {level}: {tally:?}");
    }
    assert!(report.against_script_line().is_some());
}
