//! § Artillery's Wearing Down: the band the turn's artillery roll names chooses where the
//! shells fall: a pawn (click it, or a button), or on a 10 a scenery piece (a button).

use super::{ConflictTable, band_name};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{BombardTarget, ConflictCommand};

pub(super) fn bombardment_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    roll: u32,
    band: usize,
) {
    let options = table.game().bombardment_options();
    ui.label(tr!(
        "brawl-bombardment",
        roll = roll,
        band = band_name(table, band)
    ));
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for target in options {
                let label = match target {
                    BombardTarget::Pawn(pawn) => table.pawn_name(pawn),
                    BombardTarget::Piece(piece) => table.game().scenery().piece(piece).map_or_else(
                        || tr!("brawl-bombardment-piece", piece = piece),
                        |piece| piece.id.clone(),
                    ),
                };
                if ui.button(label).clicked() {
                    table.play(ConflictCommand::Bombard { target });
                }
            }
        });
    if ui.button(tr!("brawl-choose-for-me")).clicked() {
        table.play_computer_choice();
    }
}
