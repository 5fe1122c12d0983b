//! § Antagonists at the table: deploying them in turn once the Enclaves are placed (the band
//! that placed the first Enclave first), each by a piece of scenery out of every pawn's sight.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use bevy_egui::egui;
use ysbilia_core::conflict::ConflictCommand;
use ysbilia_core::rules::antagonists::{
    ASSIGNED_REACH_CM, DEPLOYMENT_CLEARANCE_CM, PAY_PER_ENCLAVE_MRV,
};

/// § How to Deploy Antagonists: choose one the band's Pay allows, click the table; core says
/// where it may not stand.
pub(super) fn deploying_panel(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    let (left, pay) = table.game().deployable_antagonists(by);
    ui.label(format!(
        "§ How to Deploy Antagonists: {} deploys an Antagonist ({pay} Maravedies of Pay left, \
         {PAY_PER_ENCLAVE_MRV} for each Enclave it placed), or no more. Click the table: within {ASSIGNED_REACH_CM} cm \
         of a piece of scenery or an Enclave (it keeps to it), out of every pawn's Line of Sight, \
         more than {DEPLOYMENT_CLEARANCE_CM} cm from other Antagonists, outside the deployment \
         areas. Antagonists belong to nobody: every pawn's enemy, moved by their Temperament.",
        super::band_name(table, by)
    ));
    let current = table.antagonist_to_deploy(by);
    for (_, antagonist) in &left {
        let chosen = current.as_deref() == Some(antagonist.card.id.as_str());
        let label = format!(
            "{} ({:?}, {} Mrv)",
            antagonist.card.name, antagonist.temperament, antagonist.card.pay
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
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, "It may stand here."),
            Err(rejection) => ui.colored_label(WARNING_COLOUR, format!("Not here: {rejection}")),
        };
    }
    ui.horizontal(|ui| {
        if ui.button("Deploy it for me").clicked() {
            table.play_computer_choice();
        }
        if ui.button("Deploy no more (Enter)").clicked() {
            table.play(ConflictCommand::StopDeployingAntagonists);
        }
    });
}
