//! The systems around the table: opening a game (a save, a layout from the Scenery Designer,
//! the set-up of the entry it was opened by), closing it, the rule texts for the card's help, Esc
//! at the table, and the computer bands' pace.

use super::*;

/// A saved Brawl, replayed; one saved before the blessings travelled in the setup is replayed
/// again with the blessings its priests' cards list (its commands stay as they were).
pub(crate) fn load_brawl(path: &std::path::Path) -> Result<Session<Conflict>, String> {
    let session = load_session::<Conflict>(path).map_err(|error| error.to_string())?;
    if !session.game().setup().lacks_blessings() {
        return Ok(session);
    }
    let mut record = session.record();
    let content = Content::load(&crate::paths::project_root());
    if !record.setup.add_missing_blessings(&content.blessings) {
        return Ok(session);
    }
    Session::replay(&record).map_err(|error| error.to_string())
}

/// The layout a new Brawl is set up on, asked by the Scenery Designer's "Play a Brawl here".
#[derive(Resource, Debug, Default)]
pub struct PlayOnLayout(pub Option<String>);

pub(super) fn open_brawl(
    mut commands: Commands,
    mut open: ResMut<OpenRecord>,
    mut on_layout: ResMut<PlayOnLayout>,
    entry: Res<State<Screen>>,
) {
    // The menu's Alone in the Face of Danger: the set-up offers the Commissions played alone.
    let solo = *entry.get() == Screen::Play(Mode::AloneInTheFaceOfDanger);
    let screen = match (open.0.take(), on_layout.0.take()) {
        (None, None) if solo => ConflictScreen::Setup(Box::new(setup::SetupForm::solo())),
        (Some(path), _) => match load_brawl(&path) {
            Ok(session) => ConflictScreen::Playing(Box::new(ConflictTable::new(session))),
            Err(error) => ConflictScreen::Setup(Box::new(setup::SetupForm::with_message(error))),
        },
        (None, Some(name)) => ConflictScreen::Setup(Box::new(setup::SetupForm::on_layout(&name))),
        (None, None) => ConflictScreen::Setup(Box::default()),
    };
    commands.insert_resource(screen);
}

pub(super) fn close_brawl(mut commands: Commands, mut escape: ResMut<EscapeTaken>) {
    commands.remove_resource::<ConflictScreen>();
    escape.0 = false;
}

/// Peculiarity names and rule texts by id, for the contract card's hover help.
#[derive(Resource, Default)]
pub(crate) struct RuleTexts(pub(super) HashMap<String, (String, String)>);

pub(super) fn load_rule_texts(mut texts: ResMut<RuleTexts>) {
    let content = Content::load(&project_root());
    texts.0 = content
        .peculiarities
        .peculiarities
        .into_iter()
        .map(|peculiarity| (peculiarity.id, (peculiarity.name, peculiarity.text)))
        .collect();
}

/// At the table Esc belongs to the table (cancel, then the menu), not to the screens.
pub(super) fn take_escape(screen: Option<Res<ConflictScreen>>, mut escape: ResMut<EscapeTaken>) {
    let playing = matches!(screen.as_deref(), Some(ConflictScreen::Playing(_)));
    if escape.0 != playing {
        escape.0 = playing;
    }
}

/// Computer bands act one command at a time, a moment apart.
pub(super) fn computer_moves(time: Res<Time>, screen: Option<ResMut<ConflictScreen>>) {
    let Some(mut screen) = screen else { return };
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    let Some(band) = table.game().side_to_act() else {
        return;
    };
    if !table.is_computer(band) || table.menu_open || table.replay.is_some() {
        return;
    }
    table.computer_wait -= time.delta_secs();
    if table.computer_wait > 0.0 {
        return;
    }
    table.computer_wait = COMPUTER_DELAY_SECONDS;
    table.play_computer_choice();
}
