//! Load game: the saves in the OS data folder, what each holds, and why one can't be opened.

use super::unbuilt_mode::UNBUILT_MODES;
use super::widgets::{ERROR_COLOUR, WARNING_COLOUR, page};
use super::{Navigate, Screen};
use crate::saves::{OpenRecord, SaveEntry, list_saves, saves_dir};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::storage::RecordError;

/// The saves as listed when the screen opened (or Refresh was pressed), and the last message.
#[derive(Resource, Default)]
struct LoadGameState {
    saves: Vec<SaveEntry>,
    message: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LoadGameState>()
        .init_resource::<OpenRecord>()
        .add_systems(OnEnter(Screen::LoadGame), refresh_saves)
        .add_systems(
            EguiPrimaryContextPass,
            draw_load_game.run_if(in_state(Screen::LoadGame)),
        );
}

fn refresh_saves(mut state: ResMut<LoadGameState>) {
    state.saves = list_saves(&saves_dir());
    state.message = None;
}

fn draw_load_game(
    mut contexts: EguiContexts,
    mut state: ResMut<LoadGameState>,
    mut open: ResMut<OpenRecord>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let folder = saves_dir();
    let mut refresh = false;
    let mut message = None;
    let mut open_request = None;
    page(contexts.ctx_mut()?, "Load game", &mut navigate, |ui| {
        ui.horizontal(|ui| {
            ui.label(format!("Saves folder: {}", folder.display()));
            refresh = ui.button("Refresh").clicked();
        });
        if state.saves.is_empty() {
            ui.label(
                "No saved games yet. Games save themselves as you play (an autosave per mode).",
            );
        }
        for save in &state.saves {
            let name = save
                .path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(&name).monospace());
                if let Ok(header) = &save.header {
                    ui.label(header.mode.title());
                    if ui.button("Open").clicked() {
                        if UNBUILT_MODES.contains(&header.mode) {
                            message = Some(RecordError::ModeNotBuilt(header.mode).to_string());
                        } else {
                            open_request = Some((save.path.clone(), header.mode));
                        }
                    }
                }
            });
            if let Err(error) = &save.header {
                ui.add(
                    egui::Label::new(egui::RichText::new(error.to_string()).color(ERROR_COLOUR))
                        .wrap(),
                );
            }
            ui.add_space(4.0);
        }
        if let Some(message) = &state.message {
            ui.add_space(8.0);
            ui.colored_label(WARNING_COLOUR, message);
        }
    });
    if refresh {
        state.saves = list_saves(&folder);
        state.message = None;
    }
    if message.is_some() {
        state.message = message;
    }
    if let Some((path, mode)) = open_request {
        open.0 = Some(path);
        navigate.write(Navigate::To(Screen::Play(mode)));
    }
    Ok(())
}
