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
    pub(super) against_foe: bool,
    difficulty: Difficulty,
    choices: ChoicePolicy,
    quick_play: bool,
    variants: Variants,
    message: Option<String>,
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
            against_foe: false,
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
        let foe = self.against_foe.then(|| FoeSetup {
            difficulty: self.difficulty,
            choices: self.choices,
            quick_play: self.quick_play,
            dial: library.solo.dial(self.difficulty),
        });
        let second_name = if self.against_foe {
            "The Foe".to_owned()
        } else {
            name(1, "Player 2")
        };
        Ok(HebsSetup {
            columns,
            factions: [faction(0)?, faction(1)?],
            variants: self.variants,
            foe,
            names: [name(0, "Player 1"), second_name],
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
    let title = form.mode.title();
    page(contexts.ctx_mut()?, title, &mut navigate, |ui| {
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
            &mut form.against_foe,
            false,
            "A second player at this screen",
        );
        ui.selectable_value(&mut form.against_foe, true, "The solo Foe (computer)");
    });
    egui::Grid::new("hebs seats")
        .num_columns(3)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for seat in 0..2 {
                if seat == 1 && form.against_foe {
                    ui.label("The Foe");
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
    if form.against_foe {
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

fn variants(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.label(egui::RichText::new("Variants").strong());
    ui.horizontal(|ui| {
        ui.label("Drawing");
        let drafting = &mut form.variants.drafting;
        ui.selectable_value(drafting, Drafting::Standard, "draw 2");
        ui.selectable_value(drafting, Drafting::DrawThreeDiscardOne, "draw 3, discard 1");
        ui.selectable_value(drafting, Drafting::DrawFourDiscardTwo, "draw 4, discard 2");
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
