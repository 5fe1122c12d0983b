//! Our own Peculiarities on the table (peculiarities.ron): the Surgeon's treatment and the
//! Intimidating pawn's Maravedi as buttons when core allows them, and the Duellist's repeated
//! Reply roll as a choice made with the attack or the answer.

use super::ConflictTable;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{Action, ConflictCommand, Legal};
use ysbilia_core::rules::maravedies::{DUELLIST_MRV, INTIMIDATING_MRV};

/// The Surgeon's and the Intimidating pawn's buttons for the active pawn, as core's list
/// offers them.
pub(super) fn peculiarity_rows(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    active: u32,
) {
    let mut chosen = None;
    let treat = super::activation::all_listed(legal, Action::Treat, Some(active));
    if !treat.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("brawl-surgeon"))
                .on_hover_text(tr!("brawl-surgeon-hover"));
            for (command, _) in treat {
                let ConflictCommand::Treat { friend, .. } = command else {
                    continue;
                };
                let label = tr!("brawl-surgeon-treat", pawn = table.pawn_name(friend));
                if ui.small_button(label).clicked() {
                    chosen = Some(command);
                }
            }
        });
    }
    let intimidate = super::activation::all_listed(legal, Action::Intimidate, Some(active));
    if !intimidate.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("brawl-intimidating"))
                .on_hover_text(tr!("brawl-intimidating-hover", mrv = INTIMIDATING_MRV));
            for (command, _) in intimidate {
                let ConflictCommand::Intimidate { target, .. } = command else {
                    continue;
                };
                let label = tr!(
                    "brawl-intimidate",
                    pawn = table.pawn_name(target),
                    mrv = INTIMIDATING_MRV
                );
                if ui.small_button(label).clicked() {
                    chosen = Some(command);
                }
            }
        });
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// The Duellist's choice, shown where core's list lets the coming blow carry it.
pub(super) fn duellist_choice(ui: &mut egui::Ui, table: &mut ConflictTable, pawn: &PawnView) {
    ui.checkbox(
        &mut table.attack.repeat_reply,
        tr!(
            "brawl-duellist",
            card = pawn.card.name.clone(),
            mrv = DUELLIST_MRV
        ),
    );
}
