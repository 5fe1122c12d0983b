//! The HEBS setup form: who sits where (any faction against any), a second player at this screen
//! or the solo Foe with its difficulty, and the variants the rulebooks name.

use super::session::HebsSession;
use super::{HebsScreen, HebsTable};
use crate::paths::project_root;
use crate::saves::{autosave_path, fresh_seed, saves_dir};
use crate::screens::Navigate;
use crate::screens::widgets::{WARNING_COLOUR, page};
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
            names: ["Player 1".to_owned(), "Player 2".to_owned()],
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
                .ok_or_else(|| format!("Choose a faction for {}.", self.names[seat]))
        };
        let columns = library
            .columns(game_of(self.mode))
            .cloned()
            .ok_or_else(|| format!("No column cards for {} were found.", self.mode.title()))?;
        let name = |seat: usize, fallback: &str| {
            let name = self.names[seat].trim();
            if name.is_empty() { fallback } else { name }.to_owned()
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
            Opponent::Foe => "The Foe".to_owned(),
            Opponent::Computer(level) => format!("The computer ({})", level_name(level)),
            Opponent::Person => name(1, "Player 2"),
        };
        Ok(HebsSetup {
            columns,
            factions: [faction(0)?, faction(1)?],
            variants: self.variants,
            foe,
            names: [name(0, "Player 1"), second_name],
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
        ui.label(
            "Two armies fight over three columns. Play cards into your battlefield, win the \
             Zeal and Might battles, claim two of the three, or destroy the enemy Leader.",
        );
        ui.add_space(8.0);
        match &form.library {
            Ok(_) => seats(ui, form),
            Err(problem) => {
                ui.colored_label(
                    WARNING_COLOUR,
                    format!("The card files cannot be read: {problem}"),
                );
            }
        }
        ui.add_space(8.0);
        variants(ui, form);
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui
                .button(egui::RichText::new("Start the battle").strong())
                .clicked()
            {
                match form.start(fresh_seed()) {
                    Ok(table) => next = Some(HebsScreen::Playing(Box::new(table))),
                    Err(problem) => form.message = Some(problem),
                }
            }
            let autosave = autosave_path(&saves_dir(), form.mode);
            if autosave.exists() && ui.button("Continue the last game").clicked() {
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
            (faction.key.clone(), format!("{} ({game})", faction.name))
        })
        .collect();
    ui.horizontal(|ui| {
        ui.label("Opponent");
        ui.selectable_value(
            &mut form.opponent,
            Opponent::Person,
            "A second player at this screen",
        );
        let computer = match form.opponent {
            Opponent::Computer(level) => level,
            Opponent::Person | Opponent::Foe => Level::Fair,
        };
        ui.selectable_value(
            &mut form.opponent,
            Opponent::Computer(computer),
            "The computer",
        )
        .on_hover_text("Plays the other faction by the two-player rules, never seeing your hand");
        ui.selectable_value(&mut form.opponent, Opponent::Foe, "The solo Foe (computer)");
    });
    if let Opponent::Computer(chosen) = &mut form.opponent {
        ui.horizontal(|ui| {
            ui.label("Level");
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
                    ui.label("The Foe");
                } else if seat == 1 && matches!(form.opponent, Opponent::Computer(_)) {
                    ui.label("The computer");
                } else {
                    ui.add_sized(
                        [180.0, 24.0],
                        egui::TextEdit::singleline(&mut form.names[seat]),
                    );
                }
                let chosen = all
                    .iter()
                    .find(|(key, _)| *key == form.factions[seat])
                    .map_or("choose", |(_, name)| name.as_str());
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
                        "bottom of the table"
                    } else {
                        "top"
                    })
                    .small()
                    .weak(),
                );
                ui.end_row();
            }
        });
    ui.label(
        egui::RichText::new(
            "Any faction may face any other: the box chosen from the menu gives the column cards.",
        )
        .small()
        .weak(),
    );
    if form.opponent == Opponent::Foe {
        ui.horizontal(|ui| {
            ui.label("Difficulty");
            for difficulty in Difficulty::ALL {
                ui.selectable_value(&mut form.difficulty, difficulty, format!("{difficulty:?}"))
                    .on_hover_text(format!(
                        "Resource Dial: {:?}; scoring bonus +{}",
                        library.solo.dial(difficulty),
                        difficulty.score_bonus()
                    ));
            }
        });
        ui.horizontal(|ui| {
            ui.label("\"Player's choice\" for the Foe");
            ui.selectable_value(&mut form.choices, ChoicePolicy::Kind, "the kind option");
            ui.selectable_value(
                &mut form.choices,
                ChoicePolicy::Hardest,
                "the hardest option",
            );
        });
        ui.checkbox(
            &mut form.quick_play,
            "Quick-Play Setup: the Foe's deck grows by cost as its Resources rise",
        );
    }
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Random => "Random",
        Level::Fair => "Fair",
        Level::Hard => "Hard",
    }
}

fn level_help(level: Level) -> &'static str {
    match level {
        Level::Random => "Any legal move",
        Level::Fair => "Tries each move once and keeps the one that leaves it best placed",
        Level::Hard => {
            "Plays its best moves on to the end of the next round, many times over, and keeps \
             the one that does best"
        }
    }
}

fn variants(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.label(egui::RichText::new("Variants").strong());
    ui.horizontal(|ui| {
        ui.label("Drawing");
        let drafting = &mut form.variants.drafting;
        for choice in [
            Drafting::Standard,
            Drafting::DrawThreeDiscardOne,
            Drafting::DrawFourDiscardTwo,
        ] {
            let words = match choice.discards() {
                0 => format!("draw {}", choice.draws()),
                discards => format!("draw {}, discard {discards}", choice.draws()),
            };
            ui.selectable_value(drafting, choice, words);
        }
    });
    ui.checkbox(
        &mut form.variants.shuffled_objectives,
        "Advanced Objective Variant: Objectives A to F shuffled, G stays last",
    );
    ui.checkbox(
        &mut form.variants.range_only_at_final,
        "Advanced Range Attacks Variant (1066): Range only once both are at the final Objective",
    );
}
