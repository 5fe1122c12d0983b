//! Load game: the saves in the OS data folder, what each holds, and why one can't be opened.

use super::widgets::{ERROR_COLOUR, page};
use super::{Navigate, Screen};
use crate::saves::{OpenRecord, SaveEntry, list_saves, saves_dir};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::words::render;

/// The saves as listed when the screen opened (or Refresh was pressed).
#[derive(Resource, Default)]
struct LoadGameState {
    saves: Vec<SaveEntry>,
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
}

fn draw_load_game(
    mut contexts: EguiContexts,
    mut state: ResMut<LoadGameState>,
    mut open: ResMut<OpenRecord>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let folder = saves_dir();
    let mut refresh = false;
    let mut open_request = None;
    page(
        contexts.ctx_mut()?,
        &tr!("load-title"),
        &mut navigate,
        |ui| {
            ui.horizontal(|ui| {
                ui.label(tr!("load-folder", path = folder.display().to_string()));
                refresh = ui.button(tr!("load-refresh")).clicked();
            });
            if state.saves.is_empty() {
                ui.label(tr!("load-none"));
            }
            for save in &state.saves {
                let name = save
                    .path
                    .file_name()
                    .map(|name| name.to_string_lossy().into_owned())
                    .unwrap_or_default();
                ui.horizontal(|ui| {
                    // The game and when it was saved; the file's own name on hover.
                    let title = save.header.as_ref().map_or_else(
                        |_| tr!("load-a-save"),
                        |header| render(&header.mode.title()),
                    );
                    ui.label(egui::RichText::new(title).strong())
                        .on_hover_text(tr!("load-file", name = name.as_str()));
                    ui.label(egui::RichText::new(save_description(&save.path, &name)).weak());
                    if let Ok(header) = &save.header
                        && ui.button(tr!("load-open")).clicked()
                    {
                        open_request = Some((save.path.clone(), header.mode));
                    }
                });
                // Who plays and how far it got, on a line of its own (it may be long).
                if !save.description.is_empty() {
                    ui.add(egui::Label::new(&save.description).wrap());
                }
                if let Err(error) = &save.header {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(error.to_string()).color(ERROR_COLOUR),
                        )
                        .wrap(),
                    );
                }
                ui.add_space(4.0);
            }
        },
    );
    if refresh {
        state.saves = list_saves(&folder);
    }
    if let Some((path, mode)) = open_request {
        open.0 = Some(path);
        navigate.write(Navigate::To(Screen::Play(mode)));
    }
    Ok(())
}

/// "autosave, saved 2026-11-23 14:05 UTC" or "a saved copy, ...": what a player needs to pick
/// a save, from its file's name and time.
fn save_description(path: &std::path::Path, name: &str) -> String {
    let autosave = name.starts_with("autosave");
    let when = std::fs::metadata(path)
        .and_then(|metadata| metadata.modified())
        .ok()
        .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|since| utc_text(since.as_secs()));
    match (autosave, when) {
        (true, Some(when)) => tr!("load-autosave-when", when = when),
        (false, Some(when)) => tr!("load-copy-when", when = when),
        (true, None) => tr!("load-autosave"),
        (false, None) => tr!("load-copy"),
    }
}

/// Seconds since 1970 as "YYYY-MM-DD HH:MM UTC" (the civil calendar from a day count).
fn utc_text(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let minutes = (seconds % 86_400) / 60;
    // Days since 1970-01-01 to a Gregorian date, by eras of 400 years.
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minutes / 60,
        minutes % 60
    )
}

#[cfg(test)]
mod tests {
    use super::utc_text;

    #[test]
    fn save_times_read_as_dates() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(1_795_444_800), "2026-11-23 14:40 UTC");
        assert_eq!(utc_text(951_782_400), "2000-02-29 00:00 UTC");
    }
}
