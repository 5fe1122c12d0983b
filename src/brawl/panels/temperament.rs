//! § How Do Antagonists Work: before the turn's first activation, the band that won the
//! Authority roll moves the pawns their Temperament drives (§ Rescue's defenders): each walks
//! 1D10 cm or charges 2D10 cm towards the nearest enemy, as core says.

use super::super::BrawlTable;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;

pub(super) fn temperament_panel(ui: &mut egui::Ui, table: &mut BrawlTable, by: usize, left: u32) {
    ui.label(format!(
        "§ How Do Antagonists Work: {} won the Authority roll. Before the first activation it may move \
         {left} more of the pawns no player activates, each towards the nearest enemy: walking 1D10 cm \
         or charging 2D10 cm. A pawn that ends engaged wakes and acts for its band.",
        super::band_name(table, by)
    ));
    for (pawn, enemy) in table.game().movable_by_temperament() {
        let (name, towards) = (table.pawn_name(pawn), table.pawn_name(enemy));
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(format!("{name}, towards {towards}:"));
            if label.hovered() {
                table.selected = Some(pawn);
            }
            if ui.button("Walk 1D10").clicked() {
                table.play(ConflictCommand::MoveByTemperament {
                    pawn,
                    charge: false,
                });
            }
            if ui.button("Charge 2D10").clicked() {
                table.play(ConflictCommand::MoveByTemperament { pawn, charge: true });
            }
        });
    }
    if ui.button("Move no more (Enter)").clicked() {
        table.play(ConflictCommand::StopTemperaments);
    }
}
