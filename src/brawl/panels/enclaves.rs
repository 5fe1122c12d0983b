//! § Enclaves at the table: placing them in turn once the bands are deployed (the band worth
//! least first), and an active pawn's try to conquer one within 5 cm.

use super::super::BrawlTable;
use super::WARNING_COLOUR;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::enclaves::{
    CONQUEST_REACH_CM, EnclaveActionEffect, PLACEMENT_CLEARANCE_CM,
};

/// § How to Place the Enclaves: choose one of the band's Enclaves, click the table; core says
/// where it may not go.
pub(super) fn placing_panel(ui: &mut egui::Ui, table: &mut BrawlTable, by: usize) {
    ui.label(format!(
        "§ How to Place the Enclaves: {} places an Enclave, or no more. Click the table where it \
         stands: more than {PLACEMENT_CLEARANCE_CM} cm from every pawn and from the other \
         Enclaves, outside the deployment areas. Each stays on the table as scenery; a pawn \
         within {CONQUEST_REACH_CM} cm may later try to conquer it (+1 Honour to its band at \
         the end).",
        super::band_name(table, by)
    ));
    let left = table.game().unplaced_enclaves(by);
    let current = table.enclave_to_place(by);
    for enclave in &left {
        let chosen = current.as_deref() == Some(enclave.id.as_str());
        if ui
            .radio(chosen, &enclave.name)
            .on_hover_text(&enclave.text)
            .clicked()
        {
            table.enclave_choice = Some(enclave.id.clone());
        }
    }
    if let (Some(point), Some(id)) = (table.hover_point, current.as_deref()) {
        match table.game().check_place_enclave(by, id, point.x, point.y) {
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, "It may stand here."),
            Err(rejection) => ui.colored_label(WARNING_COLOUR, format!("Not here: {rejection}")),
        };
    }
    ui.horizontal(|ui| {
        if ui.button("Place it for me").clicked() {
            table.play_computer_choice();
        }
        if ui.button("Place no more (Enter)").clicked() {
            table.play(ConflictCommand::StopPlacingEnclaves);
        }
    });
}

/// § Enclaves: the actions of the Enclaves its band holds that the active pawn may use now,
/// and putting out a burning fuse where core allows it (§ Assault the Powder Magazine).
pub(super) fn action_buttons(ui: &mut egui::Ui, table: &mut BrawlTable, pawn: u32) {
    if table.game().check_put_out_fuse(pawn).is_ok()
        && ui
            .button("Put out the fuse (Audacity roll)")
            .on_hover_text("§ Assault the Powder Magazine: a lit fuse blows the Enclave up when the turn ends unless a defender beside it puts it out.")
            .clicked()
    {
        table.play(ConflictCommand::PutOutFuse { pawn });
    }
    for (enclave, action) in table.game().enclave_actions(pawn) {
        let Some((name, chosen)) = table.game().enclaves().get(enclave).and_then(|placed| {
            Some((
                placed.enclave.name.clone(),
                placed.enclave.actions.get(action)?.clone(),
            ))
        }) else {
            continue;
        };
        let roll = if chosen.audacity_roll {
            " (Audacity roll)"
        } else {
            ""
        };
        // Recover takes back a card the band chose: one button per card it has played.
        let choices: Vec<(String, Option<String>)> =
            if matches!(chosen.effect, EnclaveActionEffect::Recover) {
                let band = table.game().pawn(pawn).map_or(0, |view| view.side);
                table
                    .game()
                    .played_dexterity(band)
                    .into_iter()
                    .map(|card| (format!("{name}: {} '{card}'", chosen.name), Some(card)))
                    .collect()
            } else {
                vec![(format!("{name}: {}{roll}", chosen.name), None)]
            };
        for (label, dexterity) in choices {
            if ui.button(label).on_hover_text(&chosen.text).clicked() {
                table.play(ConflictCommand::UseEnclave {
                    pawn,
                    enclave,
                    action,
                    dexterity,
                });
            }
        }
    }
}

/// § Conquering Enclaves: the Enclaves the active pawn may try for now, each a button.
pub(super) fn conquer_buttons(ui: &mut egui::Ui, table: &mut BrawlTable, pawn: u32) {
    for enclave in table.game().conquerable_enclaves(pawn) {
        let Some(name) = table
            .game()
            .enclaves()
            .get(enclave)
            .map(|placed| placed.enclave.name.clone())
        else {
            continue;
        };
        if ui
            .button(format!("Conquer {name}"))
            .on_hover_text(
                "§ Conquering Enclaves: the pawn ends its activation and rolls Audacity; on a success its band holds the Enclave (+1 Honour at the end while it stands).",
            )
            .clicked()
        {
            table.play(ConflictCommand::ConquerEnclave { pawn, enclave });
        }
    }
}
