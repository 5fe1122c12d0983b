//! The Melee Event's setup form: how many play, who, human or computer, and the teams.

use super::{MeleeScreen, MeleeTable, start_game};
use crate::saves::{autosave_path, fresh_seed, load_session, saves_dir};
use crate::screens::Navigate;
use crate::screens::widgets::{WARNING_COLOUR, page};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::melee::exchange::{FEATHER_FACE, FEATHER_TRINKETS, RAVEN_FACE, RAVEN_TRINKETS};
use ysbilia_core::melee::trinkets::{FORESIGHT_COST, MISCHIEF_COST, REWIND_COST};
use ysbilia_core::melee::{Melee, MeleeSetup, SQUIRES_PER_TEAM};
use ysbilia_core::mode::Mode;
use ysbilia_core::words::render;

/// Team colours: crimson and azure, as on the lists of a tourney.
pub(super) const TEAM_COLOURS: [egui::Color32; 2] = [
    egui::Color32::from_rgb(0xD0, 0x4A, 0x45),
    egui::Color32::from_rgb(0x4A, 0x8E, 0xD8),
];

#[derive(Clone, Debug)]
pub(super) struct SetupForm {
    players: usize,
    squires_per_team: u8,
    names: Vec<String>,
    computer: Vec<bool>,
    trinkets: bool,
    message: Option<String>,
}

impl Default for SetupForm {
    fn default() -> Self {
        Self {
            players: 2,
            squires_per_team: SQUIRES_PER_TEAM,
            names: (1..=6u32)
                .map(|seat| tr!("melee-player-name", seat = seat))
                .collect(),
            computer: (0..6).map(|seat| seat % 2 == 1).collect(),
            trinkets: false,
            message: None,
        }
    }
}

impl SetupForm {
    pub(super) fn with_message(message: String) -> Self {
        Self {
            message: Some(message),
            ..Self::default()
        }
    }

    fn setup(&self) -> MeleeSetup {
        let mut setup =
            MeleeSetup::balanced_with(self.players, self.squires_per_team, self.players);
        for (seat, form) in setup.seats.iter_mut().enumerate() {
            form.name = self.names[seat].trim().to_owned();
            if form.name.is_empty() {
                form.name = tr!("melee-player-name", seat = seat.saturating_add(1));
            }
            form.computer = self.computer[seat];
        }
        setup.trinkets = self.trinkets;
        setup
    }
}

pub(super) fn draw_setup(
    mut contexts: EguiContexts,
    screen: Option<ResMut<MeleeScreen>>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let MeleeScreen::Setup(form) = screen.as_mut() else {
        return Ok(());
    };
    let mut next: Option<MeleeScreen> = None;
    page(
        contexts.ctx_mut()?,
        &render(&Mode::MeleeEvent.title()),
        &mut navigate,
        |ui| {
            ui.label(tr!("melee-setup-intro"));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                ui.label(tr!("melee-form-players"));
                for count in 2..=6 {
                    ui.selectable_value(&mut form.players, count, count.to_string());
                }
            });
            ui.horizontal(|ui| {
                ui.label(tr!("melee-form-squires"));
                for count in 1..=8 {
                    ui.selectable_value(&mut form.squires_per_team, count, count.to_string());
                }
                ui.label(
                    egui::RichText::new(tr!("melee-setup-duration"))
                        .small()
                        .weak(),
                );
            });
            let preview = form.setup();
            egui::Grid::new("melee seats")
                .num_columns(4)
                .spacing([16.0, 6.0])
                .show(ui, |ui| {
                    for (seat, planned) in preview.seats.iter().enumerate() {
                        ui.colored_label(
                            TEAM_COLOURS[usize::from(planned.team)],
                            tr!(
                                "melee-team",
                                team = u32::from(planned.team).saturating_add(1)
                            ),
                        );
                        ui.add_sized(
                            [200.0, 26.0],
                            egui::TextEdit::singleline(&mut form.names[seat]),
                        );
                        ui.checkbox(&mut form.computer[seat], tr!("melee-setup-computer"));
                        ui.label(tr!("melee-setup-squire-count", count = planned.squires));
                        ui.end_row();
                    }
                });
            ui.checkbox(
                &mut form.trinkets,
                tr!(
                    "melee-setup-trinkets",
                    feather = FEATHER_FACE,
                    feather_trinkets = FEATHER_TRINKETS,
                    raven = RAVEN_FACE,
                    raven_trinkets = RAVEN_TRINKETS,
                    rewind = REWIND_COST,
                    foresight = FORESIGHT_COST,
                    mischief = MISCHIEF_COST
                ),
            );
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new(tr!("melee-setup-start")).strong())
                    .clicked()
                {
                    match start_game(form.setup(), fresh_seed()) {
                        Ok(table) => next = Some(MeleeScreen::Playing(Box::new(table))),
                        Err(problem) => form.message = Some(problem),
                    }
                }
                let autosave = autosave_path(&saves_dir(), Mode::MeleeEvent);
                if autosave.exists() && ui.button(tr!("melee-setup-continue")).clicked() {
                    match load_session::<Melee>(&autosave) {
                        Ok(session) => {
                            next = Some(MeleeScreen::Playing(Box::new(MeleeTable::new(session))));
                        }
                        Err(error) => form.message = Some(error.to_string()),
                    }
                }
            });
            if let Some(message) = &form.message {
                ui.colored_label(WARNING_COLOUR, message);
            }
        },
    );
    if let Some(next) = next {
        *screen = next;
    }
    Ok(())
}
