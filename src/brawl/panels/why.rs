//! The Hard computer's last searched decision, on demand: what it weighed, played on to the end,
//! and what each ended with (core's `Conflict::searched`).

use super::BrawlTable;
use bevy_egui::egui;

/// The options listed.
const SHOWN_OPTIONS: usize = 8;

pub(super) fn why_panel(ui: &mut egui::Ui, table: &BrawlTable) {
    let Some(choice) = &table.last_hard else {
        return;
    };
    egui::CollapsingHeader::new("Why the computer did that")
        .id_salt("brawl why")
        .show(ui, |ui| {
            ui.add(egui::Label::new(format!("Hard: {}.", choice.reason)).wrap());
            let best = choice.options.first().map_or(0.0, |best| best.score);
            for (index, option) in choice.options.iter().take(SHOWN_OPTIONS).enumerate() {
                let text = if index == 0 {
                    egui::RichText::new(format!("{:+.1}  Chosen: {}", option.score, option.words))
                        .strong()
                } else {
                    egui::RichText::new(format!(
                        "{:+.1} ({:+.1})  {}",
                        option.score,
                        option.score - best,
                        option.words
                    ))
                };
                ui.add(egui::Label::new(text).wrap());
            }
            ui.add(
                egui::Label::new(
                    egui::RichText::new(
                        "Each value is the Honour margin the band ended with, on average, when \
                         that command was played on to the end with the simple player on both \
                         sides, plus half the margin of pay wounded or beaten.",
                    )
                    .small()
                    .weak(),
                )
                .wrap(),
            );
        });
}
