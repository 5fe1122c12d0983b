//! The Commission's Decrees on screen: what each band must do, and which it has fulfilled so
//! far (core's `Conflict::decrees`; § Honour and Dishonour: Main x2, Secondary x1.5).

use super::{ConflictTable, band_text};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::rules::honour::Decree;

pub(super) fn decrees_row(ui: &mut egui::Ui, table: &ConflictTable) {
    let game = table.game();
    let commission = game.setup().commission;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("brawl-decrees")).small().strong())
            .on_hover_text(tr!(
                "brawl-decrees-hover",
                commission = commission.name().to_string()
            ));
        // Alone in the Face of Danger: only your band has Decrees to meet.
        let enemy = game.enemy_band();
        for band in (0..game.setup().sides.len()).filter(|&band| Some(band) != enemy) {
            let ([main, secondary], fulfilled) = game.decrees(band);
            ui.label(band_text(table, band));
            // What is fulfilled so far, in words (the UI font has no tick mark).
            let met = match fulfilled {
                Decree::Main => "main",
                Decree::Secondary => "secondary",
                Decree::None => "none",
            };
            let role = match commission.role_of(band) {
                ysbilia_core::conflict::Role::Band => "band",
                ysbilia_core::conflict::Role::Attacker => "attacker",
                ysbilia_core::conflict::Role::Defender => "defender",
            };
            let text = tr!(
                "brawl-decrees-band",
                met = met,
                main = main,
                secondary = secondary
            );
            ui.label(egui::RichText::new(text).small())
                .on_hover_text(tr!("brawl-decrees-role", role = role));
            ui.separator();
        }
        // § Guardians: what the defenders' Main Decree counts, as it stands.
        if let Some((gentleman, points, goal)) = game.gentleman() {
            let name = game.names().pawn(gentleman).to_owned();
            ui.label(
                egui::RichText::new(tr!(
                    "brawl-decrees-satisfaction",
                    pawn = name,
                    points = points,
                    goal = goal
                ))
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
                    tr!(
                        "brawl-decrees-venue",
                        venue = venue.name.clone(),
                        points = venue.satisfaction,
                        mrv = venue.mrv
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    tr!(
        "brawl-decrees-satisfaction-hover",
        commission = commission.name().to_string(),
        venues = venues.join(", ")
    )
}
