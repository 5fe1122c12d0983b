//! § Antagonists at the table: deploying them in turn once the Enclaves are placed (the band
//! that placed the first Enclave first), each by a piece of scenery out of every pawn's sight.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use crate::conflict::setup_extras::temperament_id;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::antagonists::{
    ASSIGNED_REACH_CM, DEPLOYMENT_CLEARANCE_CM, PAY_PER_ENCLAVE_MRV,
};

/// § How to Deploy Antagonists: choose one the band's Pay allows, click the table; core says
/// where it may not stand.
pub(super) fn deploying_panel(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    let (left, pay) = table.game().deployable_antagonists(by);
    ui.label(tr!(
        "brawl-antagonist-deploying",
        band = super::band_name(table, by),
        pay = pay,
        per_enclave = PAY_PER_ENCLAVE_MRV,
        reach = ASSIGNED_REACH_CM,
        clearance = DEPLOYMENT_CLEARANCE_CM
    ));
    let current = table.antagonist_to_deploy(by);
    for (_, antagonist) in &left {
        let chosen = current.as_deref() == Some(antagonist.card.id.as_str());
        let label = tr!(
            "brawl-antagonist-choice",
            antagonist = antagonist.card.name.clone(),
            temperament = temperament_id(antagonist.temperament),
            pay = antagonist.card.pay
        );
        if ui
            .radio(chosen, label)
            .on_hover_text(&antagonist.text)
            .clicked()
        {
            table.antagonist_choice = Some(antagonist.card.id.clone());
        }
    }
    if let (Some(point), Some(id)) = (table.hover_point, current.as_deref()) {
        match table
            .game()
            .check_antagonist_deploy(by, id, point.x, point.y)
        {
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, tr!("brawl-may-stand-here")),
            Err(rejection) => ui.colored_label(
                WARNING_COLOUR,
                tr!("brawl-not-here", why = rejection.to_string()),
            ),
        };
    }
    ui.horizontal(|ui| {
        if ui.button(tr!("brawl-antagonist-deploy-for-me")).clicked() {
            table.play_computer_choice();
        }
        if ui.button(tr!("brawl-antagonist-deploy-no-more")).clicked() {
            table.play(ConflictCommand::StopDeployingAntagonists);
        }
    });
}
