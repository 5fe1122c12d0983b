//! Alone in the Face of Danger: the enemy no player commands, activation by activation: the
//! trigger that fired, the row of the Activation Priorities Table it used and why each row
//! above did not fit (core's `Conflict::enemy_reports`), newest first.

use super::ConflictTable;
use bevy_egui::egui;

/// Activations listed before the rest fold away.
const SHOWN: usize = 12;

pub(super) fn enemy_panel(ui: &mut egui::Ui, table: &ConflictTable) {
    let game = table.game();
    let Some(band) = game.enemy_band() else {
        return;
    };
    ui.separator();
    ui.label(egui::RichText::new("The enemy (no player commands it)").strong())
        .on_hover_text(triggers_help());
    let names = game.names();
    let on_table = game
        .pawns()
        .iter()
        .filter(|pawn| pawn.side == band && pawn.placement.is_some())
        .count();
    let hidden = game.hidden_markers().len();
    let deck = if game.enemy_cards_left() > 0 || hidden > 0 {
        format!(
            "; {hidden} Hidden Pawn Marker(s), {} card(s) still in its deck",
            game.enemy_cards_left()
        )
    } else {
        String::new()
    };
    ui.label(
        egui::RichText::new(format!(
            "{on_table} of its pawns on the table{deck}; {} activation(s) so far",
            game.enemy_reports().len()
        ))
        .small(),
    )
    .on_hover_text("§ Deck of Contract Cards: the card drawn for each marker revealed stays hidden until then.");
    if let Some(informer) = game.informer() {
        let words = match game.edge_gap(informer) {
            Some(gap) => format!(
                "The Informer: {}, {gap:.0} cm from the nearest edge",
                names.pawn(informer)
            ),
            None if game
                .casualties()
                .iter()
                .any(|fallen| fallen.pawn == informer) =>
            {
                "The Informer is gone".to_owned()
            }
            None => "The Informer is still hidden, under the marker in the middle of the Compas"
                .to_owned(),
        };
        ui.label(egui::RichText::new(words).strong());
    }
    for report in game.enemy_reports().iter().rev().take(SHOWN) {
        let row = if report.row > 0 {
            format!("row {}", report.row)
        } else if table.game().informer() == Some(report.pawn) {
            "the Informer: no row".to_owned()
        } else {
            "no row fits".to_owned()
        };
        let head = format!(
            "Turn {}: {} ({row}) {}",
            report.turn,
            names.pawn(report.pawn),
            report.chose
        );
        let response = ui.label(egui::RichText::new(head).small());
        let mut why = format!("Trigger: {}.", report.trigger);
        for passed in &report.passed_over {
            why.push('\n');
            why.push_str(passed);
        }
        response.on_hover_text(why);
    }
}

/// § Attitude of Enemy Pawns in words, with core's distances (commissions.ron's `solo_rules`).
fn triggers_help() -> String {
    let Ok(rules) = ysbilia_core::conflict::solo_rules() else {
        return "§ Attitude of Enemy Pawns: its pawns never activate by choice.".to_owned();
    };
    format!(
        "§ Attitude of Enemy Pawns: its pawns never activate by choice. Your pawns' deeds trigger them (an activation ended within {:.0} cm in their sight, gunpowder within {:.0} cm, a wound within {:.0} cm, a pawn within {:.0} cm), and each then does what the first fitting row of the Activation Priorities Table says.",
        rules.activation_end_cm, rules.gunpowder_cm, rules.hurt_cm, rules.contact_cm
    )
}
