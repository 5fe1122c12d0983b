//! The main menu: every mode, loading, settings and quitting; mouse, Tab/arrows + Enter, or 1–9.

use super::widgets::{ERROR_COLOUR, WARNING_COLOUR};
use super::{Navigate, Screen};
use crate::catalogue::{Catalogue, DataProblems};
use crate::settings::SettingsStatus;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::mode::Mode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_main_menu.run_if(in_state(Screen::MainMenu)),
    );
}

/// The menu's entries in order; the n-th answers to the digit key n.
fn entries() -> Vec<(String, Navigate)> {
    let mut entries: Vec<(String, Navigate)> = Mode::ALL
        .into_iter()
        .map(|mode| (mode.title().to_owned(), Navigate::To(Screen::Play(mode))))
        .collect();
    entries.push(("Load game".to_owned(), Navigate::To(Screen::LoadGame)));
    entries.push(("Settings".to_owned(), Navigate::To(Screen::Settings)));
    entries.push(("Quit".to_owned(), Navigate::Quit));
    entries
}

const DIGIT_KEYS: [egui::Key; 9] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
];

fn draw_main_menu(
    mut contexts: EguiContexts,
    catalogue: Res<Catalogue>,
    problems: Res<DataProblems>,
    settings_status: Res<SettingsStatus>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let context = contexts.ctx_mut()?;
    let entries = entries();
    for (key, (_, request)) in DIGIT_KEYS.iter().zip(&entries) {
        if context.input(|input| input.key_pressed(*key)) {
            navigate.write(*request);
        }
    }
    egui::CentralPanel::default().show(context, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(32.0);
            ui.label(egui::RichText::new("Ysbilia").size(56.0).strong());
            ui.label(
                egui::RichText::new("1650: A Capa y Espada on the tabletop, and three card games")
                    .italics(),
            );
            ui.add_space(24.0);
            for (index, (title, request)) in entries.iter().enumerate() {
                let button = egui::Button::new(
                    egui::RichText::new(format!("{}   {title}", index + 1)).size(22.0),
                )
                .min_size(egui::vec2(420.0, 40.0));
                let mut response = ui.add(button);
                if let Navigate::To(Screen::Play(mode)) = request
                    && let Some(info) = catalogue
                        .0
                        .as_ref()
                        .and_then(|catalogue| catalogue.info(*mode))
                {
                    response = response
                        .on_hover_text(format!("{}\nPlayers: {}", info.summary, info.players));
                }
                if index == 0 && !ui.memory(|memory| memory.focused().is_some()) {
                    response.request_focus();
                }
                if response.clicked() {
                    navigate.write(*request);
                }
            }
            ui.add_space(16.0);
            ui.label(
                egui::RichText::new("Mouse, or ↑ ↓ and Enter, or the number keys. Esc goes back.")
                    .weak(),
            );
            if let Some(problem) = &settings_status.problem {
                ui.colored_label(WARNING_COLOUR, problem);
            }
            if !problems.0.is_empty() {
                ui.add_space(8.0);
                ui.colored_label(
                    ERROR_COLOUR,
                    format!(
                        "{} data file problem(s); the game goes on without them:",
                        problems.0.len()
                    ),
                );
                for problem in &problems.0 {
                    ui.label(
                        egui::RichText::new(problem.to_string())
                            .monospace()
                            .color(ERROR_COLOUR),
                    );
                }
            }
        });
    });
    Ok(())
}
