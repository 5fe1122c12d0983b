//! § How Do Antagonists Work: before the turn's first activation, the band that won the
//! Authority roll moves the pawns their Temperament drives (the Antagonists, § Rescue's
//! defenders): each walks 1D10 cm or charges 2D10 cm, a Sanguine one towards the nearest pawn
//! as core says, the others towards the point the player clicks.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use crate::conflict::setup_extras::temperament_id;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::antagonists::{ELEMENT_LEASH_CM, Pace};

pub(super) fn temperament_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    by: usize,
    left: u32,
) {
    ui.label(tr!(
        "brawl-temperament-how",
        band = super::band_name(table, by),
        left = left,
        walk = Pace::Walk1D10.d10s(),
        charge = Pace::Charge2D10.d10s(),
        leash = ELEMENT_LEASH_CM
    ));
    for (pawn, towards) in table.game().movable_by_temperament() {
        let name = table.pawn_name(pawn);
        let who = match table.game().temperament(pawn) {
            Some(temperament) => tr!(
                "brawl-pawn-temperament",
                pawn = name,
                temperament = temperament_id(temperament)
            ),
            None => name,
        };
        ui.horizontal_wrapped(|ui| {
            let label = match towards {
                Some(enemy) => tr!(
                    "brawl-temperament-towards",
                    pawn = who.clone(),
                    enemy = table.pawn_name(enemy)
                ),
                None => tr!("brawl-temperament-where-you-click", pawn = who.clone()),
            };
            if ui.label(label).hovered() {
                table.selected = Some(pawn);
            }
            for (charge, pace) in [(false, Pace::Walk1D10), (true, Pace::Charge2D10)] {
                let words = match pace {
                    Pace::Walk1D10 => tr!("brawl-temperament-walk", dice = pace.d10s()),
                    Pace::Charge2D10 => tr!("brawl-temperament-charge", dice = pace.d10s()),
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
                tr!("brawl-temperament-goes", pawn = table.pawn_name(pawn)),
            ),
            Err(rejection) => ui.colored_label(
                WARNING_COLOUR,
                tr!("brawl-not-there", why = rejection.to_string()),
            ),
        };
    }
    if ui.button(tr!("brawl-temperament-no-more")).clicked() {
        table.play(ConflictCommand::StopTemperaments);
    }
}
