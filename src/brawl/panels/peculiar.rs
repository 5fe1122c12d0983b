//! Our own Peculiarities on the table (peculiarities.ron): the Surgeon's treatment and the
//! Intimidating pawn's Maravedi as buttons when core allows them, and the Duellist's repeated
//! Reply roll as a choice made with the attack or the answer.

use super::BrawlTable;
use bevy_egui::egui;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{ConflictCommand, DUELLIST};

/// The Surgeon's and the Intimidating pawn's buttons for the active pawn, when they apply.
pub(super) fn peculiarity_rows(ui: &mut egui::Ui, table: &mut BrawlTable, active: u32) {
    let pawns = table.game().pawns();
    let mut chosen = None;
    let treatable: Vec<&PawnView> = pawns
        .iter()
        .filter(|friend| table.game().check_treat(active, friend.id).is_ok())
        .collect();
    if !treatable.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Surgeon:").on_hover_text(
                "Once a conflict, free of clashes: clear the last marked Vigour box of a friend in base contact.",
            );
            for friend in treatable {
                let label = format!("treat {}", table.pawn_name(friend.id));
                if ui.small_button(label).clicked() {
                    chosen = Some(ConflictCommand::Treat {
                        pawn: active,
                        friend: friend.id,
                    });
                }
            }
        });
    }
    let intimidated: Vec<&PawnView> = pawns
        .iter()
        .filter(|enemy| table.game().check_intimidate(active, enemy.id).is_ok())
        .collect();
    if !intimidated.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Intimidating:").on_hover_text(
                "Invest 1 Maravedi when engaging: the enemy rolls Audacity or is the responding pawn in this clash.",
            );
            for enemy in intimidated {
                let label = format!("intimidate {} (1 Mrv)", table.pawn_name(enemy.id));
                if ui.small_button(label).clicked() {
                    chosen = Some(ConflictCommand::Intimidate {
                        pawn: active,
                        target: enemy.id,
                    });
                }
            }
        });
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// The Duellist's choice, for a pawn that may make a Reply roll in the coming blow.
pub(super) fn duellist_choice(ui: &mut egui::Ui, table: &mut BrawlTable, pawn: &PawnView) {
    if pawn.card.has_peculiarity(DUELLIST) {
        ui.checkbox(
            &mut table.attack.repeat_reply,
            "Duellist: repeat a failed Reply roll (1 Maravedi, paid only if repeated)",
        );
    } else {
        table.attack.repeat_reply = false;
    }
}
