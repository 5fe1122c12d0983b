//! The main menu: every mode, loading, settings and quitting; mouse, Tab/arrows + Enter, or 1–9.

use super::widgets::{ERROR_COLOUR, WARNING_COLOUR, window_ui};
use super::{Navigate, Screen};
use crate::catalogue::DataProblems;
use crate::settings::SettingsStatus;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::mode::Mode;
use ysbilia_core::words::render;

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
        .map(|mode| (mode.title().to_string(), Navigate::To(Screen::Play(mode))))
        .collect();
    entries.push((tr!("menu-load-game"), Navigate::To(Screen::LoadGame)));
    entries.push((tr!("menu-settings"), Navigate::To(Screen::Settings)));
    entries.push((tr!("menu-lab"), Navigate::To(Screen::Lab)));
    entries.push((tr!("menu-quit"), Navigate::Quit));
    entries
}

/// Which entry's description is shown: the one most recently hovered or focused, so mouse and
/// keyboard players both see the entry they just moved to.
#[derive(Default)]
struct Highlight {
    hovered: Option<usize>,
    focused: Option<usize>,
    shown: Option<usize>,
}

impl Highlight {
    fn update(&mut self, hovered: Option<usize>, focused: Option<usize>) -> Option<usize> {
        if hovered != self.hovered {
            self.hovered = hovered;
            self.shown = hovered.or(self.shown);
        }
        if focused != self.focused {
            self.focused = focused;
            self.shown = focused.or(self.shown);
        }
        self.shown
    }
}

/// Room for the data problems list before it scrolls.
const PROBLEMS_HEIGHT: f32 = 160.0;

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
    problems: Res<DataProblems>,
    settings_status: Res<SettingsStatus>,
    mut navigate: MessageWriter<Navigate>,
    mut highlight: Local<Highlight>,
) -> Result {
    let context = contexts.ctx_mut()?;
    let entries = entries();
    for (key, (_, request)) in DIGIT_KEYS.iter().zip(&entries) {
        if context.input(|input| input.key_pressed(*key)) {
            navigate.write(*request);
        }
    }
    egui::CentralPanel::default().show(&mut window_ui(context, "main menu"), |ui| {
        // Scrolls in a window too small for the menu; at 1280x700 everything shows.
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(egui::RichText::new(tr!("game-name")).size(48.0).strong());
                ui.label(egui::RichText::new(tr!("game-tagline")).italics());
                ui.add_space(12.0);
                let (mut hovered, mut focused) = (None, None);
                for (index, (title, request)) in entries.iter().enumerate() {
                    let label = egui::RichText::new(format!("{}   {title}", index + 1)).size(20.0);
                    let response =
                        ui.add(egui::Button::new(label).min_size(egui::vec2(420.0, 34.0)));
                    if index == 0 && ui.memory(|memory| memory.focused().is_none()) {
                        response.request_focus();
                    }
                    if response.hovered() {
                        hovered = Some(index);
                    }
                    if response.has_focus() {
                        focused = Some(index);
                    }
                    if response.clicked() {
                        navigate.write(*request);
                    }
                }
                ui.add_space(12.0);
                let shown = highlight.update(hovered, focused);
                let blurb = match shown
                    .and_then(|index| entries.get(index))
                    .map(|entry| entry.1)
                {
                    Some(Navigate::To(Screen::Play(mode))) => Some(tr!(
                        "menu-mode-blurb",
                        summary = render(&mode.summary()),
                        players = render(&mode.players())
                    )),
                    Some(Navigate::To(Screen::LoadGame)) => Some(tr!("menu-load-game-blurb")),
                    Some(Navigate::To(Screen::Settings)) => Some(tr!("menu-settings-blurb")),
                    Some(Navigate::To(Screen::Lab)) => Some(tr!("menu-lab-blurb")),
                    _ => None,
                };
                ui.set_max_width(640.0);
                ui.label(blurb.unwrap_or_default());
                ui.add_space(12.0);
                ui.label(egui::RichText::new(tr!("menu-keys")).weak());
                if let Some(problem) = &settings_status.problem {
                    ui.colored_label(WARNING_COLOUR, problem);
                }
                if !problems.0.is_empty() {
                    ui.add_space(8.0);
                    ui.colored_label(
                        ERROR_COLOUR,
                        tr!("menu-data-problems", count = problems.0.len()),
                    );
                    egui::ScrollArea::vertical()
                        .max_height(PROBLEMS_HEIGHT)
                        .show(ui, |ui| {
                            for problem in &problems.0 {
                                ui.label(
                                    egui::RichText::new(problem.to_string())
                                        .monospace()
                                        .color(ERROR_COLOUR),
                                );
                            }
                        });
                }
            });
        });
    });
    Ok(())
}
