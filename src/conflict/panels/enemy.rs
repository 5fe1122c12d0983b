//! Alone in the Face of Danger: the enemy no player commands, activation by activation: the
//! trigger that fired, the row of the Activation Priorities Table it used and why each row
//! above did not fit (core's `Conflict::enemy_reports`), newest first.

use super::ConflictTable;
use crate::tr;
use bevy_egui::egui;

/// Activations listed before the rest fold away.
const SHOWN: usize = 12;

pub(super) fn enemy_panel(ui: &mut egui::Ui, table: &ConflictTable) {
    let game = table.game();
    let Some(band) = game.enemy_band() else {
        return;
    };
    ui.separator();
    ui.label(egui::RichText::new(tr!("brawl-enemy-title")).strong())
        .on_hover_text(triggers_help());
    let names = game.names();
    let on_table = game
        .pawns()
        .iter()
        .filter(|pawn| pawn.side == band && pawn.placement.is_some())
        .count();
    let hidden = game.hidden_markers().len();
    let (cards, activations) = (game.enemy_cards_left(), game.enemy_reports().len());
    let counts = if cards > 0 || hidden > 0 {
        tr!(
            "brawl-enemy-counts-deck",
            on_table = on_table,
            hidden = hidden,
            cards = cards,
            activations = activations
        )
    } else {
        tr!(
            "brawl-enemy-counts",
            on_table = on_table,
            activations = activations
        )
    };
    ui.label(egui::RichText::new(counts).small())
        .on_hover_text(tr!("brawl-enemy-deck-hover"));
    if let Some(informer) = game.informer() {
        let words = match game.edge_gap(informer) {
            Some(gap) => tr!(
                "brawl-enemy-informer",
                pawn = names.pawn(informer).to_string(),
                gap = format!("{gap:.0}")
            ),
            None if game
                .casualties()
                .iter()
                .any(|fallen| fallen.pawn == informer) =>
            {
                tr!("brawl-enemy-informer-gone")
            }
            None => tr!("brawl-enemy-informer-hidden"),
        };
        ui.label(egui::RichText::new(words).strong());
    }
    for report in game.enemy_reports().iter().rev().take(SHOWN) {
        let row = if report.row > 0 {
            tr!("brawl-enemy-row", row = report.row)
        } else if table.game().informer() == Some(report.pawn) {
            tr!("brawl-enemy-informer-no-row")
        } else {
            tr!("brawl-enemy-no-row")
        };
        let head = tr!(
            "brawl-enemy-report",
            turn = report.turn,
            pawn = names.pawn(report.pawn).to_string(),
            row = row,
            chose = report.chose.clone()
        );
        let response = ui.label(egui::RichText::new(head).small());
        let mut why = tr!("brawl-enemy-trigger", trigger = report.trigger.clone());
        for passed in &report.passed_over {
            why.push('\n');
            why.push_str(&passed.to_string());
        }
        response.on_hover_text(why);
    }
}

/// § Attitude of Enemy Pawns in words, with core's distances (commissions.ron's `solo_rules`).
fn triggers_help() -> String {
    let Ok(rules) = ysbilia_core::conflict::solo_rules() else {
        return tr!("brawl-enemy-attitude");
    };
    tr!(
        "brawl-enemy-attitude-triggers",
        activation_end = format!("{:.0}", rules.activation_end_cm),
        gunpowder = format!("{:.0}", rules.gunpowder_cm),
        hurt = format!("{:.0}", rules.hurt_cm),
        contact = format!("{:.0}", rules.contact_cm)
    )
}
