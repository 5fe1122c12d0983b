//! § How Do Antagonists Work: before the turn's first activation, the band that won the
//! Authority roll moves the pawns their Temperament drives (the Antagonists, § Rescue's
//! defenders): each walks 1D10 cm or charges 2D10 cm, a Sanguine one towards the nearest pawn
//! as core says, the others towards the point the player clicks.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::antagonists::{ELEMENT_LEASH_CM, Pace};

pub(super) fn temperament_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    by: usize,
    left: u32,
) {
    ui.label(format!(
        "§ How Do Antagonists Work: {} won the Authority roll. Before the first activation it may move \
         {left} more of the pawns no player activates: walking {walk}D10 cm or charging {charge}D10 cm, a \
         Sanguine one towards the nearest pawn, a Choleric or Melancholic one wherever you click, \
         a Phlegmatic one no more than {ELEMENT_LEASH_CM} cm from its scenery element.",
        super::band_name(table, by),
        walk = Pace::Walk1D10.d10s(),
        charge = Pace::Charge2D10.d10s(),
    ));
    for (pawn, towards) in table.game().movable_by_temperament() {
        let name = table.pawn_name(pawn);
        let temperament = table
            .game()
            .temperament(pawn)
            .map_or_else(String::new, |temperament| format!(" ({temperament:?})"));
        ui.horizontal_wrapped(|ui| {
            let label = match towards {
                Some(enemy) => format!("{name}{temperament}, towards {}:", table.pawn_name(enemy)),
                None => format!("{name}{temperament}, where you click:"),
            };
            if ui.label(label).hovered() {
                table.selected = Some(pawn);
            }
            for (charge, pace) in [(false, Pace::Walk1D10), (true, Pace::Charge2D10)] {
                let words = match pace {
                    Pace::Walk1D10 => format!("Walk {}D10", pace.d10s()),
                    Pace::Charge2D10 => format!("Charge {}D10", pace.d10s()),
                };
                let aiming = table.temperament_aim == Some((pawn, charge));
                if ui.selectable_label(aiming, words).clicked() {
                    if towards.is_some() {
                        table.play(ConflictCommand::MoveByTemperament {
                            pawn,
                            charge,
                            to: None,
                        });
                    } else {
                        table.temperament_aim = Some((pawn, charge));
                    }
                }
            }
        });
    }
    if let (Some((pawn, _)), Some(point)) = (table.temperament_aim, table.hover_point) {
        match table
            .game()
            .check_move_by_temperament(pawn, Some((point.x, point.y)))
        {
            Ok(_) => ui.colored_label(
                egui::Color32::LIGHT_GREEN,
                format!("Click: {} goes this way.", table.pawn_name(pawn)),
            ),
            Err(rejection) => ui.colored_label(WARNING_COLOUR, format!("Not there: {rejection}")),
        };
    }
    if ui.button("Move no more (Enter)").clicked() {
        table.play(ConflictCommand::StopTemperaments);
    }
}
