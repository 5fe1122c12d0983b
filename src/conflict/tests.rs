//! The conflict screen's saves, replays and computer bands, without a window.

use super::*;

/// A Brawl saved before the blessings travelled in the setup opens with them, its commands
/// replayed as they were.
#[test]
fn an_old_save_of_a_brawl_with_priests_opens_with_their_blessings() {
    let content = Content::load(&crate::paths::project_root());
    let mut setup = ysbilia_core::conflict::ConflictSetup::brawl(
        &content,
        ["old-purples", "guard-of-ysbilia"],
        setup::SetupForm::default()
            .start_with_seed(1)
            .expect("the default Brawl starts")
            .game()
            .setup()
            .layout
            .clone(),
        ysbilia_core::rules::weather::Climate::Warm,
    )
    .expect("two ready-made bands");
    let blessed = setup.sides[0].blessings.clone();
    setup.sides[0].blessings.clear();
    let mut session = Session::<Conflict>::start(setup, 5).expect("a Brawl");
    let mut chooser = Chooser::new(5);
    for _ in 0..20 {
        let Some(command) = session.game().computer_command(&mut chooser) else {
            break;
        };
        session.play(command).expect("legal");
    }
    let path = std::env::temp_dir().join(format!("ysbilia-old-brawl-{}.ron", std::process::id()));
    save_session(&path, &session).expect("saved");
    let loaded = load_brawl(&path).expect("it opens");
    let _ = std::fs::remove_file(&path);
    assert_eq!(loaded.game().setup().sides[0].blessings, blessed);
    assert_eq!(loaded.commands().len(), session.commands().len());
}

/// Issue 24: a band the set-up gives the computer at Hard searches (its decisions are
/// kept for "Why the computer did that"); a person's band placed "for me" stays Easy's.
#[test]
fn a_hard_computer_band_searches_and_keeps_what_it_weighed() {
    let mut form = setup::SetupForm::default();
    form.set_computer(1, ComputerLevel::Hard);
    let mut table = form.start_with_seed(1650).expect("the Brawl starts");
    assert_eq!(
        table.game().setup().sides[1].computer_level,
        ComputerLevel::Hard
    );
    for _ in 0..400 {
        if table.last_hard.is_some() || !table.play_computer_choice() {
            break;
        }
    }
    let choice = table.last_hard.as_ref().expect("a searched decision");
    assert!(choice.options.len() >= 2, "{choice:?}");
    assert!(!choice.options[0].words.to_string().is_empty());
    assert!(
        table
            .game()
            .setup()
            .sides
            .get(1)
            .is_some_and(|side| side.computer),
        "the Hard band is the computer's"
    );
}

/// The replay viewer shows the Brawl after any number of its commands, blocks play while
/// open, and leaves the game where it was.
#[test]
fn the_replay_viewer_steps_through_the_record_and_leaves_the_game_alone() {
    let mut table = setup::SetupForm::default()
        .start_with_seed(1650)
        .expect("the default Brawl starts");
    let mut chooser = Chooser::new(7);
    for _ in 0..30 {
        let Some(command) = table.session.game().computer_command(&mut chooser) else {
            break;
        };
        table
            .session
            .play(command)
            .expect("the computer's commands are legal");
    }
    let played = table.session.commands().len();
    assert!(played > 10);
    let live = table.session.state_hash();
    table.replay_to(10);
    let mut record = table.session.record();
    record.commands.truncate(10);
    let expected = Session::replay(&record).expect("replays").state_hash();
    assert_eq!(table.shown_session().state_hash(), expected);
    assert_eq!(
        table.human_to_act(),
        None,
        "nothing is played from a past state"
    );
    table.leave_replay();
    assert_eq!(table.shown_session().state_hash(), live);
    assert_eq!(table.session.commands().len(), played);
}
