//! The Hard computer's last searched decision, on demand: what it weighed, played on to the end,
//! and what each ended with (core's `Conflict::searched`).

use super::ConflictTable;
use bevy_egui::egui;

pub(super) fn why_panel(ui: &mut egui::Ui, table: &ConflictTable) {
    let Some(choice) = &table.last_hard else {
        return;
    };
    let options: Vec<(&str, f32)> = choice
        .options
        .iter()
        .map(|option| (option.words.as_str(), option.score))
        .collect();
    crate::screens::widgets::why_the_computer(
        ui,
        "brawl why",
        &format!("Hard: {}.", choice.reason),
        &options,
        1,
        "Each value is the Honour margin the band ended with, on average, when that command was \
         played on to the end with the simple player on both sides, plus half the margin of pay \
         wounded or beaten.",
    );
}
