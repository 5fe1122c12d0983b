//! The HEBS setup form: who sits where (any faction against any), a second player at this screen
//! or the solo Foe with its difficulty, and the variants the rulebooks name.

use super::session::HebsSession;
use super::{HebsScreen, HebsTable};
use crate::paths::project_root;
use crate::saves::{autosave_path, fresh_seed, saves_dir};
use crate::screens::Navigate;
use crate::screens::widgets::{WARNING_COLOUR, page};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use std::sync::Arc;
use ysbilia_core::hebs::card::{Faction, FactionSeat, HebsGame};
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::hebs::opponent::Level;
use ysbilia_core::hebs::setup::{
    ChoicePolicy, Difficulty, Drafting, FoeSetup, HebsSetup, Variants,
};
use ysbilia_core::mode::Mode;

pub(super) struct SetupForm {
    mode: Mode,
    library: Result<HebsLibrary, String>,
    /// Faction keys for seat 0 and seat 1.
    pub(super) factions: [String; 2],
    names: [String; 2],
    pub(super) opponent: Opponent,
    difficulty: Difficulty,
    choices: ChoicePolicy,
    quick_play: bool,
    variants: Variants,
    message: Option<String>,
}

/// Who sits at seat 1 against the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Opponent {
    /// A second player at this screen.
    Person,
    /// The two-player computer opponent, at a level.
    Computer(Level),
    /// The 1565 solo Foe, played by its own rulebook.
    Foe,
}

pub(super) fn game_of(mode: Mode) -> HebsGame {
    match mode {
        Mode::TearsToManyMothers1066 => HebsGame::TearsToManyMothers1066,
        _ => HebsGame::StElmosPay1565,
    }
}

impl SetupForm {
    pub(super) fn new(mode: Mode) -> Self {
        let library = HebsLibrary::load(&project_root()).map_err(|error| error.to_string());
        let game = game_of(mode);
        let mut factions = [String::new(), String::new()];
        if let Ok(library) = &library {
            // The box's own pairing: the faction that takes the marker first sits first.
            let mut own: Vec<&Arc<Faction>> = library.factions_of(game).collect();
            own.sort_by_key(|faction| faction.seat != FactionSeat::First);
            for (seat, faction) in own.iter().take(2).enumerate() {
                factions[seat] = faction.key.clone();
            }
        }
        Self {
            mode,
            library,
            factions,
            names: [
                tr!("cards-player-name", seat = 1),
                tr!("cards-player-name", seat = 2),
            ],
            opponent: Opponent::Person,
            difficulty: Difficulty::Normal,
            choices: ChoicePolicy::Kind,
            quick_play: false,
            variants: Variants::default(),
            message: None,
        }
    }

    pub(super) fn with_message(mut self, message: String) -> Self {
        self.message = Some(message);
        self
    }

    pub(super) fn setup(&self) -> Result<HebsSetup, String> {
        let library = self.library.as_ref().map_err(Clone::clone)?;
        let faction = |seat: usize| {
            library
                .faction(&self.factions[seat])
                .cloned()
                .ok_or_else(|| tr!("cards-choose-faction", name = self.names[seat].as_str()))
        };
        let columns = library
            .columns(game_of(self.mode))
            .cloned()
            .ok_or_else(|| tr!("cards-no-columns", game = self.mode.title().to_string()))?;
        let name = |seat: usize, fallback: String| {
            let name = self.names[seat].trim();
            if name.is_empty() {
                fallback
            } else {
                name.to_owned()
            }
        };
        let foe = (self.opponent == Opponent::Foe).then(|| FoeSetup {
            difficulty: self.difficulty,
            choices: self.choices,
            quick_play: self.quick_play,
            dial: library.solo.dial(self.difficulty),
        });
        let computer = match self.opponent {
            Opponent::Computer(level) => Some(level),
            Opponent::Person | Opponent::Foe => None,
        };
        let second_name = match self.opponent {
            Opponent::Foe => tr!("cards-the-foe"),
            Opponent::Computer(level) => tr!("cards-computer-named", level = level_name(level)),
            Opponent::Person => name(1, tr!("cards-player-name", seat = 2)),
        };
        Ok(HebsSetup {
            columns,
            factions: [faction(0)?, faction(1)?],
            variants: self.variants,
            foe,
            names: [name(0, tr!("cards-player-name", seat = 1)), second_name],
            opponent: computer,
        })
    }

    pub(super) fn start(&self, seed: u64) -> Result<HebsTable, String> {
        let setup = self.setup()?;
        HebsSession::start(self.mode, setup, seed)
            .map(HebsTable::new)
            .map_err(|rejection| rejection.to_string())
    }
}

pub(super) fn draw_setup(
    mut contexts: EguiContexts,
    screen: Option<ResMut<HebsScreen>>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let HebsScreen::Setup(form) = screen.as_mut() else {
        return Ok(());
    };
    let mut next = None;
    let title = form.mode.title().to_string();
    page(contexts.ctx_mut()?, &title, &mut navigate, |ui| {
        ui.label(tr!("cards-setup-intro"));
        ui.add_space(8.0);
        match &form.library {
            Ok(_) => seats(ui, form),
            Err(problem) => {
                ui.colored_label(
                    WARNING_COLOUR,
                    tr!("cards-unreadable", problem = problem.as_str()),
                );
            }
        }
        ui.add_space(8.0);
        variants(ui, form);
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui
                .button(egui::RichText::new(tr!("cards-start")).strong())
                .clicked()
            {
                match form.start(fresh_seed()) {
                    Ok(table) => next = Some(HebsScreen::Playing(Box::new(table))),
                    Err(problem) => form.message = Some(problem),
                }
            }
            let autosave = autosave_path(&saves_dir(), form.mode);
            if autosave.exists() && ui.button(tr!("cards-continue")).clicked() {
                match HebsSession::load(form.mode, &autosave) {
                    Ok(session) => {
                        next = Some(HebsScreen::Playing(Box::new(HebsTable::new(session))));
                    }
                    Err(problem) => form.message = Some(problem),
                }
            }
        });
        if let Some(message) = &form.message {
            ui.colored_label(WARNING_COLOUR, message);
        }
    });
    if let Some(next) = next {
        *screen = next;
    }
    Ok(())
}

fn seats(ui: &mut egui::Ui, form: &mut SetupForm) {
    let Ok(library) = &form.library else { return };
    let all: Vec<(String, String)> = library
        .factions
        .iter()
        .map(|faction| {
            let game = match faction.game {
                HebsGame::StElmosPay1565 => "1565",
                HebsGame::TearsToManyMothers1066 => "1066",
            };
            (
                faction.key.clone(),
                tr!(
                    "cards-faction-box",
                    faction = faction.name.as_str(),
                    game = game
                ),
            )
        })
        .collect();
    ui.horizontal(|ui| {
        ui.label(tr!("cards-opponent"));
        ui.selectable_value(
            &mut form.opponent,
            Opponent::Person,
            tr!("cards-opponent-person"),
        );
        let computer = match form.opponent {
            Opponent::Computer(level) => level,
            Opponent::Person | Opponent::Foe => Level::Fair,
        };
        ui.selectable_value(
            &mut form.opponent,
            Opponent::Computer(computer),
            tr!("cards-opponent-computer"),
        )
        .on_hover_text(tr!("cards-opponent-computer-hover"));
        ui.selectable_value(&mut form.opponent, Opponent::Foe, tr!("cards-opponent-foe"));
    });
    if let Opponent::Computer(chosen) = &mut form.opponent {
        ui.horizontal(|ui| {
            ui.label(tr!("cards-level"));
            for level in Level::OFFERED {
                ui.selectable_value(chosen, level, level_name(level))
                    .on_hover_text(level_help(level));
            }
        });
    }
    egui::Grid::new("hebs seats")
        .num_columns(3)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for seat in 0..2 {
                if seat == 1 && form.opponent == Opponent::Foe {
                    ui.label(tr!("cards-the-foe"));
                } else if seat == 1 && matches!(form.opponent, Opponent::Computer(_)) {
                    ui.label(tr!("cards-opponent-computer"));
                } else {
                    ui.add_sized(
                        [180.0, 24.0],
                        egui::TextEdit::singleline(&mut form.names[seat]),
                    );
                }
                let chosen = all
                    .iter()
                    .find(|(key, _)| *key == form.factions[seat])
                    .map_or_else(|| tr!("cards-choose"), |(_, name)| name.clone());
                egui::ComboBox::from_id_salt(("hebs faction", seat))
                    .selected_text(chosen)
                    .width(240.0)
                    .show_ui(ui, |ui| {
                        for (key, name) in &all {
                            ui.selectable_value(&mut form.factions[seat], key.clone(), name);
                        }
                    });
                ui.label(
                    egui::RichText::new(if seat == 0 {
                        tr!("cards-setup-bottom")
                    } else {
                        tr!("cards-setup-top")
                    })
                    .small()
                    .weak(),
                );
                ui.end_row();
            }
        });
    ui.label(egui::RichText::new(tr!("cards-any-faction")).small().weak());
    if form.opponent == Opponent::Foe {
        ui.horizontal(|ui| {
            ui.label(tr!("cards-difficulty"));
            for difficulty in Difficulty::ALL {
                ui.selectable_value(
                    &mut form.difficulty,
                    difficulty,
                    difficulty_name(difficulty),
                )
                .on_hover_text(tr!(
                    "cards-difficulty-hover",
                    dial = format!("{:?}", library.solo.dial(difficulty)),
                    bonus = difficulty.score_bonus()
                ));
            }
        });
        ui.horizontal(|ui| {
            ui.label(tr!("cards-players-choice"));
            ui.selectable_value(
                &mut form.choices,
                ChoicePolicy::Kind,
                tr!("cards-kind-option"),
            );
            ui.selectable_value(
                &mut form.choices,
                ChoicePolicy::Hardest,
                tr!("cards-hardest-option"),
            );
        });
        ui.checkbox(&mut form.quick_play, tr!("cards-quick-play"));
    }
}

fn level_name(level: Level) -> String {
    match level {
        Level::Random => tr!("cards-level-random"),
        Level::Fair => tr!("cards-level-fair"),
        Level::Hard => tr!("cards-level-hard"),
    }
}

fn level_help(level: Level) -> String {
    match level {
        Level::Random => tr!("cards-level-random-hover"),
        Level::Fair => tr!("cards-level-fair-hover"),
        Level::Hard => tr!("cards-level-hard-hover"),
    }
}

fn difficulty_name(difficulty: Difficulty) -> String {
    match difficulty {
        Difficulty::Easy => tr!("cards-difficulty-easy"),
        Difficulty::Normal => tr!("cards-difficulty-normal"),
        Difficulty::Hard => tr!("cards-difficulty-hard"),
    }
}

fn variants(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.label(egui::RichText::new(tr!("cards-variants")).strong());
    ui.horizontal(|ui| {
        ui.label(tr!("cards-drawing"));
        let drafting = &mut form.variants.drafting;
        for choice in [
            Drafting::Standard,
            Drafting::DrawThreeDiscardOne,
            Drafting::DrawFourDiscardTwo,
        ] {
            let words = match choice.discards() {
                0 => tr!("cards-draw", draws = choice.draws()),
                discards => tr!(
                    "cards-draw-discard",
                    draws = choice.draws(),
                    discards = discards
                ),
            };
            ui.selectable_value(drafting, choice, words);
        }
    });
    ui.checkbox(
        &mut form.variants.shuffled_objectives,
        tr!("cards-shuffled-objectives"),
    );
    ui.checkbox(
        &mut form.variants.range_only_at_final,
        tr!("cards-range-only-at-final"),
    );
}
