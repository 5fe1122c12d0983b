//! The 1650 Brawl on the 3D table, hotseat or against the computer. Every rule is decided by
//! `ysbilia_core::conflict`; this plugin draws the table, turns clicks and keys into its
//! commands, previews what a command would do (asking core), lets computer bands act, and
//! autosaves after every command.

mod camera;
mod guests;
mod hire_table;
mod input;
mod keys;
mod marks;
pub mod measure;
mod opening;
mod panels;
mod previews;
mod scene;
pub mod script;
mod setup;
mod setup_extras;

use crate::paths::project_root;
use crate::saves::{OpenRecord, autosave_path, load_session, save_session, saves_dir};
use crate::screens::{EscapeTaken, Screen};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
pub use opening::PlayOnLayout;
pub(super) use opening::load_brawl;
use opening::{RuleTexts, close_brawl, computer_moves, load_rule_texts, open_brawl, take_escape};
use std::collections::HashMap;
use ysbilia_core::conflict::computer::hard::ComputerLevel;
use ysbilia_core::conflict::{Conflict, ConflictCommand, Gait, Legal, MovePreview, ShotPreview};
use ysbilia_core::mode::Mode;
use ysbilia_core::rules::content::Content;
use ysbilia_core::rules::devices::Device;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::Chooser;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::movement::Waypoint;
use ysbilia_core::table::path::Goal;

/// The two menu entries that open the 1650 table: the Conflicts, and Alone in the Face of
/// Danger (the same table and panels; its set-up offers the Commissions played alone).
const SCREENS: [Screen; 2] = [
    Screen::Play(Mode::Conflict1650),
    Screen::Play(Mode::AloneInTheFaceOfDanger),
];

/// Whether the screen shown is the 1650 table, by either entry.
pub(crate) fn at_the_table(screen: Option<Res<State<Screen>>>) -> bool {
    screen.is_some_and(|screen| SCREENS.contains(screen.get()))
}
/// Seconds between two computer commands, so the players can follow them.
const COMPUTER_DELAY_SECONDS: f32 = 0.5;

pub fn plugin(app: &mut App) {
    app.init_resource::<TableView>()
        .init_resource::<PlayOnLayout>()
        .init_resource::<RuleTexts>();
    for screen in SCREENS {
        app.add_systems(OnEnter(screen), (open_brawl, load_rule_texts))
            .add_systems(OnExit(screen), close_brawl);
    }
    app.add_systems(
        Update,
        (
            take_escape,
            computer_moves,
            keys::keyboard,
            input::pointer,
            scene::sync_scene,
            marks::draw_marks,
            crate::sound::send_cues::<ConflictScreen>,
        )
            .chain()
            .run_if(at_the_table),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (setup::draw_setup, panels::draw_panels).run_if(at_the_table),
    )
    .add_plugins(camera::plugin);
}

impl crate::sound::CueSource for ConflictScreen {
    fn cues(&mut self) -> Option<&mut crate::sound::Cues> {
        match self {
            ConflictScreen::Playing(table) => Some(&mut table.cues),
            _ => None,
        }
    }
}

/// Numbers the tables opened in this run.
static NEXT_TABLE_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Where the pointer and keyboard are: on the 3D table, or busy with a panel.
#[derive(Resource, Debug, Default)]
pub(crate) struct TableView {
    /// The pointer is over the table, not over a panel or window.
    over_table: bool,
    /// No text field has the keyboard.
    keys_free: bool,
    /// A mouse button went down over the table and is still held (camera drags).
    dragging_from_table: bool,
    /// The part of the window the panels leave to the table, in logical pixels.
    free: Option<Rect>,
}

/// The scripted opening points and clicks; the real pointer is left out.
#[derive(Resource, Debug)]
pub(crate) struct ScriptDrives;

/// The screen's state: choosing the bands, or a Brawl at the table.
#[derive(Resource)]
enum ConflictScreen {
    Setup(Box<setup::SetupForm>),
    Playing(Box<ConflictTable>),
}

/// What the pointer is doing on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Tool {
    /// Clicking a pawn selects (and, if it may, activates) it.
    #[default]
    Select,
    Move(Gait),
    /// Click a point: the active pawn turns to face it.
    Turn,
    /// Click an enemy: the active pawn fires its chosen distance weapon.
    Shoot,
    /// Click two points: the edge-to-edge distance.
    Tape,
    /// Click two pawns: whether the first sees the second.
    Sight,
}

/// A Brawl at the table, with everything the screen keeps around it.
pub(crate) struct ConflictTable {
    session: Session<Conflict>,
    /// Computer choices: seeded from the game's seed, and recorded as commands like any other.
    chooser: Chooser,
    computer_wait: f32,
    /// How a Hard computer band searches (`assets/1650/computer.ron`).
    search: Result<ysbilia_core::conflict::computer::search::SearchSettings, String>,
    /// A Hard computer band's last searched decision, for "Why the computer did that".
    last_hard: Option<ysbilia_core::conflict::computer::hard::HardChoice>,
    /// The last refusal or notice, shown until the next command.
    message: Option<String>,
    /// The pawn shown in the side panel.
    selected: Option<u32>,
    /// § How to Place the Enclaves: the Enclave (by id) a click on the table places.
    enclave_choice: Option<String>,
    /// The Antagonist the band deploying them has picked to put down next, by card id.
    antagonist_choice: Option<String>,
    /// A pawn the Authority winner sends by its Temperament to where it next clicks, and
    /// whether it charges (§ How Do Antagonists Work: Choleric, Melancholic, Phlegmatic).
    temperament_aim: Option<(u32, bool)>,
    tool: Tool,
    /// Waypoints placed so far for a move (Shift+click adds one).
    waypoints: Vec<Waypoint>,
    /// The distance weapon the Shoot tool fires, and whether as an Accurate Shot.
    shoot_weapon: usize,
    accurate: bool,
    /// Maravedies invested in extra dice for the next shot, attack or answer.
    extra_dice: u32,
    /// The clash choices: weapon, second weapon, Dexterity card, Ready charge attack.
    attack: AttackDraft,
    /// Places chosen so far for the type of pawn being deployed.
    deploying: Vec<Placement>,
    /// The table point and pawn under the pointer (None when it is over a panel).
    hover_point: Option<Vec2>,
    /// The height of the surface under the pointer (a roof, a level; 0 on the table).
    hover_level: f32,
    /// How many surfaces under the pointer to look past (Q): a lower floor below a roof.
    surface_skip: usize,
    hover_pawn: Option<u32>,
    /// The active pawn is being dragged to where it walks.
    dragging: bool,
    /// Tape measure and sight tool: first point or pawn, then the second.
    tape: Vec<Vec2>,
    sight: Vec<u32>,
    /// The command whose log lines were clicked: its pawns are highlighted.
    highlight: Option<usize>,
    /// The band whose Dexterity hand is showing; hidden again when another band is to act.
    hand_shown: Option<usize>,
    /// § Feast of Eucharist: the band whose Guest Markers' contents show (the one that took
    /// the screen behind the curtain); none again when another band is to act.
    guests_shown: Option<usize>,
    /// The Guest Marker a click on the table moves, and whether it is turned over after.
    guest_choice: Option<usize>,
    guest_reveal: bool,
    menu_open: bool,
    /// A band asking to take back its last command, waiting for the other band's yes.
    undo_asked_by: Option<usize>,
    /// This table, among all opened in this run (the scene rebuilds when it changes).
    id: u64,
    /// Bumped after every change, so the 3D scene redraws the pawns.
    revision: u64,
    /// What the band to act may do now: core's list, worked out once per change (`changed`).
    legal: std::sync::OnceLock<Legal>,
    /// Log entries already shown: the log scrolls to new ones.
    log_seen: usize,
    /// The ghost of the move under the pointer.
    move_preview: Option<MoveGhost>,
    /// The shot under the pointer: target, weapon, accurate, and core's answer.
    shot_preview: Option<(u32, usize, bool, Result<ShotPreview, String>)>,
    /// The replay viewer: the Brawl as it stood after this many commands.
    replay: Option<(usize, Session<Conflict>)>,
    /// The end screen's turn-by-turn totals, for the record of this many commands.
    history: crate::screens::charts::HistoryCache<ysbilia_core::conflict::history::TurnTotals>,
    /// The sound effects of the commands just played.
    cues: crate::sound::Cues,
    /// Where every command is autosaved (none in the tests).
    autosave: Option<std::path::PathBuf>,
}

/// The move under the pointer as core answers it: straight, or the planner's way round.
#[derive(Clone, Debug)]
pub(crate) struct MoveGhost {
    /// The waypoints pinned so far, then the pointer's (drawn in red when refused).
    asked: Vec<Waypoint>,
    /// A pawn under the pointer: the move goes into base contact with it.
    target: Option<u32>,
    gait: Gait,
    answer: Result<MovePreview, String>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct AttackDraft {
    target: Option<u32>,
    weapon: Option<usize>,
    second_weapon: Option<usize>,
    /// § Multiple Attacks: another engaged enemy the second weapon strikes.
    second_target: Option<u32>,
    dexterity: Option<String>,
    charge_attack: bool,
    /// Duellist: repeat a failed Reply roll in the coming blow.
    repeat_reply: bool,
}

impl ConflictTable {
    fn new(session: Session<Conflict>) -> Self {
        let chooser = Chooser::new(session.seed() ^ 0x1650_B4A1);
        // A game alone keeps its own autosave (the menu's Alone in the Face of Danger).
        let mode = if session.game().setup().commission.is_solo() {
            Mode::AloneInTheFaceOfDanger
        } else {
            Mode::Conflict1650
        };
        Self {
            autosave: Some(autosave_path(&saves_dir(), mode)),
            session,
            chooser,
            computer_wait: COMPUTER_DELAY_SECONDS,
            search: ysbilia_core::conflict::computer::search::SearchSettings::load(
                &crate::paths::project_root(),
            )
            .map_err(|error| error.to_string()),
            last_hard: None,
            message: None,
            selected: None,
            enclave_choice: None,
            antagonist_choice: None,
            temperament_aim: None,
            tool: Tool::Select,
            waypoints: Vec::new(),
            shoot_weapon: 0,
            accurate: false,
            extra_dice: 0,
            attack: AttackDraft::default(),
            deploying: Vec::new(),
            hover_point: None,
            hover_level: 0.0,
            surface_skip: 0,
            hover_pawn: None,
            dragging: false,
            tape: Vec::new(),
            sight: Vec::new(),
            highlight: None,
            hand_shown: None,
            guests_shown: None,
            guest_choice: None,
            guest_reveal: true,
            menu_open: false,
            undo_asked_by: None,
            id: NEXT_TABLE_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            revision: 1,
            legal: std::sync::OnceLock::new(),
            log_seen: 0,
            move_preview: None,
            shot_preview: None,
            replay: None,
            history: Default::default(),
            cues: crate::sound::Cues::default(),
        }
    }

    /// The table changed: the scene redraws and core's list is asked again.
    fn changed(&mut self) {
        self.revision += 1;
        self.legal = std::sync::OnceLock::new();
    }

    /// What the band to act may do now, and why its pawns may not do the rest (core's list:
    /// the action panel's buttons come from it).
    fn legal(&self) -> &Legal {
        self.legal.get_or_init(|| self.game().legal())
    }

    /// The Brawl on the table: the replay viewer's, or the one being played.
    fn game(&self) -> &Conflict {
        self.shown_session().game()
    }

    fn shown_session(&self) -> &Session<Conflict> {
        self.replay
            .as_ref()
            .map_or(&self.session, |(_, session)| session)
    }

    /// Shows the Brawl as it stood after its first `count` commands (replayed from the record).
    fn replay_to(&mut self, count: usize) {
        let mut record = self.session.record();
        record.commands.truncate(count);
        match Session::replay(&record) {
            Ok(view) => {
                self.replay = Some((count, view));
                self.selected = None;
                self.tool = Tool::Select;
                self.changed();
            }
            Err(error) => {
                self.message = Some(tr!("brawl-replay-stopped", error = error.to_string()));
            }
        }
    }

    fn leave_replay(&mut self) {
        if self.replay.take().is_some() {
            self.changed();
        }
    }

    fn is_computer(&self, band: usize) -> bool {
        self.game()
            .setup()
            .sides
            .get(band)
            .is_some_and(|side| side.computer)
    }

    /// The band a person must act for now, if any (none while the replay viewer is open).
    fn human_to_act(&self) -> Option<usize> {
        if self.replay.is_some() {
            return None;
        }
        self.game()
            .side_to_act()
            .filter(|&band| !self.is_computer(band))
    }

    /// Plays a command; a refusal becomes the message shown, and every success is autosaved.
    fn play(&mut self, command: ConflictCommand) {
        match self.session.play(command) {
            Ok(_) => {
                if let Some((played, said)) = self.session.last_played() {
                    self.cues.add(crate::sound::cues::conflict(played, said));
                }
                self.message = None;
                self.after_change();
                if let Some(path) = &self.autosave
                    && let Err(problem) = save_session(path, &self.session)
                {
                    error!("{problem}");
                    self.message = Some(problem);
                }
            }
            Err(rejection) => {
                self.message = Some(tr!("brawl-not-allowed", why = rejection.to_string()));
            }
        }
    }

    /// A key's command: played when core's list offers it, else the list's reason shown, as the
    /// greyed button would say it.
    fn play_listed(&mut self, command: ConflictCommand) {
        if self.legal().offers_command(&command) {
            self.play(command);
        } else {
            // The list's reason for this pawn, or else core's own answer to the command.
            let listed = self
                .legal()
                .refusal(command.action(), command.actor())
                .map(ToString::to_string);
            let why = listed.unwrap_or_else(|| {
                match ysbilia_core::record::Game::would_accept(self.game(), &command) {
                    Err(rejection) => rejection.to_string(),
                    Ok(()) => tr!("brawl-not-offered-now"),
                }
            });
            self.message = Some(tr!("brawl-not-allowed", why = why));
        }
    }

    /// Clears drafts that a change may have made stale.
    fn after_change(&mut self) {
        // A maneuver tool has done its one job; measuring tools stay out.
        if matches!(self.tool, Tool::Move(_) | Tool::Turn | Tool::Shoot) {
            self.tool = Tool::Select;
        }
        self.extra_dice = 0;
        self.waypoints.clear();
        self.move_preview = None;
        self.shot_preview = None;
        self.deploying.clear();
        self.changed();
        let active = self.game().progress().active;
        if active.is_none() {
            self.tool = Tool::Select;
            self.attack = AttackDraft::default();
        }
        if let Some(pawn) = active {
            self.selected = Some(pawn);
        }
        if self.human_to_act() != self.hand_shown {
            self.hand_shown = None;
        }
        if self.human_to_act() != self.guests_shown {
            self.guests_shown = None;
        }
    }

    /// Takes back commands until one a person gave is undone (the computer's after it would
    /// only be made again).
    fn undo(&mut self) {
        // The charts' history is keyed by the count of commands, which another move may reach
        // again with different ones.
        self.history.clear();
        let mut undone = 0;
        loop {
            match self.session.undo() {
                Ok(true) => undone += 1,
                Ok(false) => break,
                Err(error) => {
                    self.message = Some(tr!("table-undo-failed", error = error.to_string()));
                    return;
                }
            }
            if self.human_to_act().is_some() {
                break;
            }
        }
        self.after_change();
        self.message = Some(if undone == 0 {
            tr!("brawl-nothing-to-undo")
        } else {
            tr!("brawl-took-back", count = undone)
        });
    }

    /// Asks to take back the last command: at once against the computer, or once the other
    /// person agrees at a shared screen.
    fn ask_undo(&mut self) {
        let bands = self.game().setup().sides.len();
        let humans = (0..bands).filter(|&band| !self.is_computer(band)).count();
        if humans >= 2 {
            self.undo_asked_by = self.game().side_to_act().or(Some(0));
        } else {
            self.undo();
        }
    }

    fn choose_tool(&mut self, tool: Tool) {
        self.tool = if self.tool == tool {
            Tool::Select
        } else {
            tool
        };
        self.waypoints.clear();
        self.tape.clear();
        self.sight.clear();
        if self.tool == Tool::Shoot
            && let Some(pawn) = self
                .game()
                .progress()
                .active
                .and_then(|id| self.game().pawn(id))
            && pawn
                .card
                .weapons
                .get(self.shoot_weapon)
                .is_none_or(|weapon| weapon.discharge.is_none())
        {
            self.shoot_weapon = pawn
                .card
                .weapons
                .iter()
                .position(|weapon| {
                    weapon.discharge.is_some() && Device::of(weapon) != Some(Device::Bomb)
                })
                .unwrap_or(0);
        }
    }

    /// The type of pawn `side` deploys next (§ Brawl: a whole type at once) and how many.
    fn deploying_type(&self, side: usize) -> Option<(String, usize)> {
        self.game()
            .next_deployment(side)
            .map(|(card, pawns)| (card, pawns.len()))
    }

    /// The computer's choice for the band to act, played (a computer band's turn, "Place them
    /// for me", the scripted and measured tables); false when it has none.
    pub(super) fn play_computer_choice(&mut self) -> bool {
        let mut chooser = std::mem::replace(&mut self.chooser, Chooser::new(0));
        // A computer band set to Hard searches; the rest (and "Place them for me") is Easy's.
        let hard = self.game().side_to_act().and_then(|band| {
            self.game()
                .setup()
                .sides
                .get(band)
                .filter(|side| side.computer && side.computer_level == ComputerLevel::Hard)
        });
        let command = match (hard, &self.search) {
            (Some(_), Ok(settings)) => {
                let choice = self.game().searched(&mut chooser, settings);
                if let Some(choice) = choice.as_ref().filter(|choice| !choice.options.is_empty()) {
                    self.last_hard = Some(choice.clone());
                }
                choice.map(|choice| choice.command)
            }
            (Some(_), Err(problem)) => {
                self.message = Some(tr!("brawl-hard-plays-easy", problem = problem.to_string()));
                self.game().computer_command(&mut chooser)
            }
            (None, _) => self.game().computer_command(&mut chooser),
        };
        self.chooser = chooser;
        let Some(command) = command else {
            return false;
        };
        self.play(command);
        true
    }

    /// § Deployment of Concealed Pawns: `pawn` onto its band's marker `marker`, facing the
    /// table's middle.
    fn deploy_on_marker(&mut self, pawn: u32, marker: usize) {
        let Some(at) = self
            .game()
            .hunt()
            .and_then(|play| play.hunt.markers.get(marker))
            .map(|placed| placed.at)
        else {
            return;
        };
        let size = self.game().setup().layout.table;
        let facing = (size.depth / 2.0 - at.y)
            .atan2(size.width / 2.0 - at.x)
            .to_degrees()
            .rem_euclid(360.0);
        self.play(ConflictCommand::Hunt(
            ysbilia_core::conflict::HuntOrder::DeployOnMarker {
                pawn,
                marker,
                facing,
            },
        ));
    }

    /// The winner of a clash whose enemies are beaten, while its player chooses: the pawn the
    /// move tool walks (§ Resolution of Clashes, Engage).
    fn engaging_winner(&self) -> Option<u32> {
        self.game()
            .clash_verdict()
            .filter(|verdict| verdict.beaten)
            .map(|verdict| verdict.winner)
    }

    /// § How to Place the Enclaves: the Enclave band `by` places with its next click: the one
    /// chosen in the panel, else its first left.
    fn enclave_to_place(&self, by: usize) -> Option<String> {
        let left = self.game().unplaced_enclaves(by);
        self.enclave_choice
            .clone()
            .filter(|id| left.iter().any(|enclave| enclave.id == *id))
            .or_else(|| left.first().map(|enclave| enclave.id.clone()))
    }

    /// § How to Deploy Antagonists: the Antagonist band `by` deploys with its next click: the
    /// one chosen in the panel, else the first its Pay allows.
    fn antagonist_to_deploy(&self, by: usize) -> Option<String> {
        let (left, _) = self.game().deployable_antagonists(by);
        self.antagonist_choice
            .clone()
            .filter(|id| left.iter().any(|(_, each)| each.card.id == *id))
            .or_else(|| left.first().map(|(_, each)| each.card.id.clone()))
    }

    /// A pawn's name as the log and panels give it ("Veteran Pikeman II").
    fn pawn_name(&self, id: u32) -> String {
        self.game().names().pawn(id).to_owned()
    }

    /// Several pawns' names, for a sentence.
    fn pawn_names(&self, ids: &[u32]) -> String {
        let names: Vec<String> = ids.iter().map(|&id| self.pawn_name(id)).collect();
        names.join(", ")
    }

    /// Saves the record under a new name in the saves folder.
    fn save_copy(&mut self) {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_secs());
        let path = saves_dir().join(format!("brawl-{stamp}.ron"));
        self.message = Some(match save_session(&path, &self.session) {
            Ok(()) => tr!("brawl-saved-as", path = path.display().to_string()),
            Err(problem) => problem,
        });
    }
}

#[cfg(test)]
mod clicks_tests;
#[cfg(test)]
mod tests;
