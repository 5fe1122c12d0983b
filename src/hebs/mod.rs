//! The card scene of the Historic Epic Battle System (*1565, St. Elmo's Pay* and *1066, Tears to
//! Many Mothers*): a setup form, then both battlefields around the Frontier or Wedge cards.
//! Rules are decided by `ysbilia_core::hebs`; this plugin turns clicks, drags and keys into its
//! commands one choice at a time (`Intent`), autosaves after every command, and draws the state.

mod board;
mod cards;
mod charts;
mod clicks;
mod computer;
mod panels;
pub mod script;
mod session;
mod setup;

use crate::saves::{OpenRecord, autosave_path, saves_dir};
use crate::screens::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use session::HebsSession;
use ysbilia_core::hebs::command::{HebsCommand, Payment};
use ysbilia_core::hebs::intent::{Intent, Step};
use ysbilia_core::hebs::state::{CardId, Seat};
use ysbilia_core::mode::Mode;

/// The two modes this scene plays: the box decides the column cards, any faction may sit.
pub const HEBS_MODES: [Mode; 2] = [Mode::StElmosPay1565, Mode::TearsToManyMothers1066];

pub fn plugin(app: &mut App) {
    for mode in HEBS_MODES {
        app.add_systems(OnEnter(Screen::Play(mode)), open_hebs(mode))
            .add_systems(OnExit(Screen::Play(mode)), close_hebs);
    }
    app.add_systems(
        EguiPrimaryContextPass,
        (setup::draw_setup, panels::draw_table).run_if(in_hebs_screen),
    )
    .add_systems(
        Update,
        (
            crate::sound::send_cues::<HebsScreen>,
            computer::play_computer,
        )
            .run_if(in_hebs_screen),
    );
}

impl crate::sound::CueSource for HebsScreen {
    fn cues(&mut self) -> Option<&mut crate::sound::Cues> {
        match self {
            HebsScreen::Playing(table) => Some(&mut table.cues),
            _ => None,
        }
    }
}

fn in_hebs_screen(screen: Res<State<Screen>>) -> bool {
    matches!(screen.get(), Screen::Play(mode) if HEBS_MODES.contains(mode))
}

/// The screen's state: choosing factions and options, or a game in progress.
#[derive(Resource)]
enum HebsScreen {
    Setup(Box<setup::SetupForm>),
    Playing(Box<HebsTable>),
}

/// A game at the table, with the choices being put together and what the screen shows.
pub(crate) struct HebsTable {
    session: HebsSession,
    /// The seat whose hand is showing.
    revealed_to: Option<Seat>,
    /// A card whose ways of being used are offered.
    selected: Option<CardId>,
    /// The command being put together.
    intent: Option<Intent>,
    /// The payment being put together while the intent asks for one.
    payment: Payment,
    /// Cards picked to discard while the game waits for discards.
    discards: Vec<CardId>,
    message: Option<String>,
    /// The replay viewer: the game after this many commands.
    replay: Option<(usize, HebsSession)>,
    /// The seats' names from the setup.
    names: [String; 2],
    /// Where every command is saved (none in tests).
    autosave: Option<std::path::PathBuf>,
    /// The charts' round-by-round totals, for the record of this many commands.
    history: crate::screens::charts::HistoryCache<ysbilia_core::hebs::history::RoundTotals>,
    /// The sound effects of the commands just played.
    cues: crate::sound::Cues,
    /// The computer opponent at seat 1, when the setup seats one.
    computer: Option<computer::ComputerSeat>,
}

impl HebsTable {
    fn new(session: HebsSession) -> Self {
        let computer = session.opponent().map(computer::ComputerSeat::new);
        let hotseat = session.game().foe.is_none() && computer.is_none();
        let session_mode = session.mode();
        let names = session.names();
        Self {
            computer,
            names,
            session,
            revealed_to: (!hotseat).then_some(0),
            selected: None,
            intent: None,
            payment: Payment::default(),
            discards: Vec::new(),
            message: None,
            replay: None,
            autosave: Some(autosave_path(&saves_dir(), session_mode)),
            history: Default::default(),
            cues: crate::sound::Cues::default(),
        }
    }

    /// Both seats are people at one screen: hands hide behind a curtain between them.
    fn hotseat(&self) -> bool {
        self.session.game().foe.is_none() && self.computer.is_none()
    }

    /// The seat the person at the screen may act for now (None behind the curtain, for the Foe's
    /// seat, or when the game is over).
    fn acting(&self) -> Option<Seat> {
        if self.replay.is_some() {
            return None;
        }
        let seat = self.session.game().to_act()?;
        (self.revealed_to == Some(seat)).then_some(seat)
    }

    /// The seat whose private cards may show.
    fn viewer(&self) -> Option<Seat> {
        if self.hotseat() {
            self.revealed_to
                .filter(|&seat| self.session.game().to_act() == Some(seat))
        } else {
            Some(0)
        }
    }

    /// The game on the table: the replay viewer's, or the one being played.
    fn shown(&self) -> &HebsSession {
        self.replay.as_ref().map_or(&self.session, |(_, view)| view)
    }

    fn clear_choices(&mut self) {
        self.selected = None;
        self.intent = None;
        self.payment = Payment::default();
        self.discards.clear();
    }

    /// Plays a command; a refusal becomes the message shown, and every success is autosaved.
    fn play(&mut self, command: HebsCommand) {
        let cue = crate::sound::cues::hebs(&command);
        match self.session.play(command) {
            Ok(()) => {
                self.cues.add(cue);
                self.message = None;
                self.clear_choices();
                if let Some(path) = &self.autosave
                    && let Err(problem) = self.session.save(path)
                {
                    error!("{problem}");
                    self.message = Some(problem);
                }
                if !self.hotseat() {
                    self.revealed_to = Some(0);
                }
            }
            Err(rejection) => self.message = Some(rejection.to_string()),
        }
    }

    /// Starts putting a command together, and goes as far as it can without another choice.
    fn choose(&mut self, intent: Intent) {
        self.payment = Payment::default();
        self.intent = Some(intent);
        self.advance();
    }

    /// Plays the intent once it is complete; otherwise readies what the next step shows.
    fn advance(&mut self) {
        let (Some(seat), Some(intent)) = (self.acting(), &self.intent) else {
            return;
        };
        match self.session.game().next_step(seat, intent) {
            Step::Ready(command) => self.play(command),
            Step::Pay { proposal, .. } => {
                if self.payment.is_empty() {
                    self.payment = proposal.unwrap_or_default();
                }
            }
            Step::Aim(_) | Step::WhenPlayed(_) => {}
        }
    }

    /// What the intent needs next, if one is being put together.
    fn step(&self) -> Option<Step> {
        let seat = self.acting()?;
        let intent = self.intent.as_ref()?;
        Some(self.session.game().next_step(seat, intent))
    }

    fn cancel(&mut self) {
        if self.intent.is_some() || self.selected.is_some() {
            self.clear_choices();
            self.message = None;
        }
    }

    fn undo(&mut self) {
        // The charts' history is keyed by the count of commands, which another move may reach
        // again with different ones.
        self.history.clear();
        match self.session.undo() {
            Ok(true) => {
                self.clear_choices();
                self.message = Some(tr!("table-taken-back"));
            }
            Ok(false) => self.message = Some(tr!("cards-nothing-to-undo")),
            Err(error) => {
                self.message = Some(tr!("table-undo-failed", error = error.to_string()));
            }
        }
    }
}

fn open_hebs(mode: Mode) -> impl Fn(Commands, ResMut<OpenRecord>) {
    move |mut commands: Commands, mut open: ResMut<OpenRecord>| {
        let screen = match open.0.take() {
            Some(path) => match HebsSession::load(mode, &path) {
                Ok(session) => HebsScreen::Playing(Box::new(HebsTable::new(session))),
                Err(error) => {
                    HebsScreen::Setup(Box::new(setup::SetupForm::new(mode).with_message(error)))
                }
            },
            None => HebsScreen::Setup(Box::new(setup::SetupForm::new(mode))),
        };
        commands.insert_resource(screen);
    }
}

fn close_hebs(mut commands: Commands, mut escape: ResMut<crate::screens::EscapeTaken>) {
    commands.remove_resource::<HebsScreen>();
    escape.0 = false;
}

#[cfg(test)]
mod tests;
