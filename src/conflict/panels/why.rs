//! The Hard computer's last searched decision, on demand: what it weighed, played on to the end,
//! and what each ended with (core's `Conflict::searched`).

use super::ConflictTable;
use crate::tr;
use bevy_egui::egui;

pub(super) fn why_panel(ui: &mut egui::Ui, table: &ConflictTable) {
    let Some(choice) = &table.last_hard else {
        return;
    };
    let words: Vec<(String, f32)> = choice
        .options
        .iter()
        .map(|option| (option.words.to_string(), option.score))
        .collect();
    let options: Vec<(&str, f32)> = words
        .iter()
        .map(|(words, score)| (words.as_str(), *score))
        .collect();
    crate::screens::widgets::why_the_computer(
        ui,
        "brawl-why",
        &tr!("brawl-why-hard", reason = choice.reason.to_string()),
        &options,
        1,
        &tr!("brawl-why-values"),
    );
}
