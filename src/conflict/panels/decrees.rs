//! The Commission's Decrees on screen: what each band must do, and which it has fulfilled so
//! far (core's `Conflict::decrees`; § Honour and Dishonour: Main x2, Secondary x1.5).

use super::{ConflictTable, band_text};
use bevy_egui::egui;
use ysbilia_core::rules::honour::Decree;

pub(super) fn decrees_row(ui: &mut egui::Ui, table: &ConflictTable) {
    let game = table.game();
    let commission = game.setup().commission;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new("Decrees:").small().strong())
            .on_hover_text(format!(
                "§ {}: fulfilling the Main Decree doubles a band's Honour; the Secondary multiplies it by 1.5.",
                commission.name()
            ));
        // Alone in the Face of Danger: only your band has Decrees to meet.
        let enemy = game.enemy_band();
        for band in (0..game.setup().sides.len()).filter(|&band| Some(band) != enemy) {
            let ([main, secondary], fulfilled) = game.decrees(band);
            ui.label(band_text(table, band));
            // What is fulfilled so far, in words (the UI font has no tick mark).
            let mark = |which: Decree| if fulfilled == which { " (met)" } else { "" };
            let role = commission.role_of(band);
            let text = format!(
                "Main{}: {main}; Secondary{}: {secondary}",
                mark(Decree::Main),
                mark(Decree::Secondary)
            );
            ui.label(egui::RichText::new(text).small())
                .on_hover_text(format!("This band is {} here.", match role {
                    ysbilia_core::conflict::Role::Band => "a band (no attacker, no defender)",
                    ysbilia_core::conflict::Role::Attacker => "the attacker",
                    ysbilia_core::conflict::Role::Defender => "a defender",
                }));
            ui.separator();
        }
        // § Guardians: what the defenders' Main Decree counts, as it stands.
        if let Some((gentleman, points, goal)) = game.gentleman() {
            let name = game.names().pawn(gentleman).to_owned();
            ui.label(
                egui::RichText::new(format!("{name}'s Satisfaction: {points} of {goal}"))
                    .small()
                    .strong(),
            )
            .on_hover_text(satisfaction_help(commission));
        }
    });
}

/// The page's table of buildings, in words, from core's terms.
fn satisfaction_help(commission: ysbilia_core::conflict::Commission) -> String {
    let venues: Vec<String> = ysbilia_core::conflict::GentlemanTerms::of(commission)
        .map(|terms| {
            terms
                .venues
                .iter()
                .map(|venue| {
                    format!(
                        "the {} ({} points for {} Maravedies)",
                        venue.name, venue.satisfaction, venue.mrv
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    format!(
        "§ {}: each turn he ends inside {}, paid from his own purse.",
        commission.name(),
        venues.join(", ")
    )
}
