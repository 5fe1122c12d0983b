//! The Melee Event screen: a setup form, then the table where Squires duel. Rules are decided by
//! `ysbilia_core::melee`; this plugin turns clicks and keys into its commands, lets computer
//! seats choose, autosaves after every command, and draws what core reports.

mod charts;
mod draft;
mod setup;
mod table;

use crate::saves::{OpenRecord, autosave_path, load_session, save_session, saves_dir};
use crate::screens::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use ysbilia_core::melee::{Melee, MeleeCommand, MeleeSetup};
use ysbilia_core::mode::Mode;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::Chooser;

const SCREEN: Screen = Screen::Play(Mode::MeleeEvent);
/// Seconds between two computer moves, so people at the table can follow them.
const COMPUTER_DELAY_SECONDS: f32 = 0.6;

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(SCREEN), open_melee)
        .add_systems(OnExit(SCREEN), close_melee)
        .add_systems(
            Update,
            (computer_moves, crate::sound::send_cues::<MeleeScreen>).run_if(in_state(SCREEN)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (setup::draw_setup, table::draw_table).run_if(in_state(SCREEN)),
        );
}

impl crate::sound::CueSource for MeleeScreen {
    fn cues(&mut self) -> Option<&mut crate::sound::Cues> {
        match self {
            MeleeScreen::Playing(table) => Some(&mut table.cues),
            _ => None,
        }
    }
}

/// The screen's state: choosing seats, or a game in progress.
#[derive(Resource)]
enum MeleeScreen {
    Setup(setup::SetupForm),
    Playing(Box<MeleeTable>),
}

/// A game at the table, with what the screen needs around it.
pub(crate) struct MeleeTable {
    session: Session<Melee>,
    /// Computer choices: seeded from the game's seed, and recorded as commands like any other.
    chooser: Chooser,
    /// The seat whose hidden cards are showing; a curtain hides them when another human's turn
    /// comes at a shared screen.
    revealed_to: Option<usize>,
    draft: draft::PlanDraft,
    message: Option<String>,
    computer_wait: f32,
    /// The exchange being revealed (combat phase, exchange) and when its reveal began (egui
    /// time, seconds), for the reveal animation.
    reveal: Option<(u32, usize, f64)>,
    /// The end screen's HP combat phase by combat phase, for the record of this many commands.
    history: crate::screens::charts::HistoryCache<ysbilia_core::melee::history::RoundTotals>,
    /// The sound effects of the commands just played.
    cues: crate::sound::Cues,
}

impl MeleeTable {
    fn new(session: Session<Melee>) -> Self {
        let chooser = Chooser::new(session.seed() ^ 0x00C0_FFEE);
        Self {
            session,
            chooser,
            revealed_to: None,
            draft: draft::PlanDraft::default(),
            message: None,
            computer_wait: COMPUTER_DELAY_SECONDS,
            reveal: None,
            history: Default::default(),
            cues: crate::sound::Cues::default(),
        }
    }

    /// Plays a command; a refusal becomes the message shown, and every success is autosaved.
    fn play(&mut self, command: MeleeCommand) {
        match self.session.play(command) {
            Ok(_) => {
                if let Some((played, said)) = self.session.last_played() {
                    self.cues.add(crate::sound::cues::melee(played, said));
                }
                self.message = None;
                self.draft = draft::PlanDraft::default();
                if let Err(problem) = save_session(
                    &autosave_path(&saves_dir(), Mode::MeleeEvent),
                    &self.session,
                ) {
                    error!("{problem}");
                    self.message = Some(problem);
                }
            }
            Err(rejection) => self.message = Some(rejection.to_string()),
        }
    }

    /// Takes back moves until the last one a person made is undone (computer moves after it
    /// would only be made again).
    fn undo(&mut self) {
        // The chart's history is keyed by the count of commands, which another move may reach
        // again with different ones.
        self.history.clear();
        let game = self.session.game();
        let human = |seat: usize| game.seats.get(seat).is_some_and(|seat| !seat.computer);
        let last_human = self
            .session
            .commands()
            .iter()
            .rposition(|command| human(command.seat()));
        let Some(last_human) = last_human else {
            self.message = Some(tr!("table-nothing-to-undo"));
            return;
        };
        while self.session.commands().len() > last_human {
            match self.session.undo() {
                Ok(true) => {}
                Ok(false) => break,
                Err(error) => {
                    self.message = Some(tr!("table-undo-failed", error = error.to_string()));
                    return;
                }
            }
        }
        self.draft = draft::PlanDraft::default();
        self.message = Some(tr!("table-taken-back"));
    }
}

fn open_melee(mut commands: Commands, mut open: ResMut<OpenRecord>) {
    let screen = match open.0.take() {
        Some(path) => match load_session::<Melee>(&path) {
            Ok(session) => MeleeScreen::Playing(Box::new(MeleeTable::new(session))),
            Err(error) => MeleeScreen::Setup(setup::SetupForm::with_message(error.to_string())),
        },
        None => MeleeScreen::Setup(setup::SetupForm::default()),
    };
    commands.insert_resource(screen);
}

fn close_melee(mut commands: Commands) {
    commands.remove_resource::<MeleeScreen>();
}

/// Computer seats act one move at a time, a moment apart.
fn computer_moves(time: Res<Time>, screen: Option<ResMut<MeleeScreen>>) {
    let Some(mut screen) = screen else { return };
    let MeleeScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    let game = table.session.game();
    let computer_seat = game
        .awaiting()
        .find(|&seat| game.seats.get(seat).is_some_and(|seat| seat.computer));
    let Some(seat) = computer_seat else { return };
    table.computer_wait -= time.delta_secs();
    if table.computer_wait > 0.0 {
        return;
    }
    table.computer_wait = COMPUTER_DELAY_SECONDS;
    let mut chooser = std::mem::replace(&mut table.chooser, Chooser::new(0));
    let command = table
        .session
        .game()
        .computer_command_for(seat, &mut chooser);
    table.chooser = chooser;
    if let Some(command) = command {
        table.play(command);
    }
}

/// Starts a new game from the form's setup.
fn start_game(setup: MeleeSetup, seed: u64) -> Result<MeleeTable, String> {
    Session::start(setup, seed)
        .map(MeleeTable::new)
        .map_err(|rejection| rejection.to_string())
}
