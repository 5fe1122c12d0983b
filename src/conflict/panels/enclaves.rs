//! § Enclaves at the table: placing them in turn once the bands are deployed (the band worth
//! least first), and an active pawn's try to conquer one within 5 cm.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, Legal};
use ysbilia_core::rules::enclaves::{
    CONQUEST_REACH_CM, EnclaveActionEffect, PLACEMENT_CLEARANCE_CM,
};
use ysbilia_core::rules::honour::CONQUERED_ENCLAVE_HONOUR;

/// § How to Place the Enclaves: choose one of the band's Enclaves, click the table; core says
/// where it may not go.
pub(super) fn placing_panel(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    ui.label(tr!(
        "brawl-enclave-placing",
        band = super::band_name(table, by),
        clearance = PLACEMENT_CLEARANCE_CM,
        reach = CONQUEST_REACH_CM,
        honour = CONQUERED_ENCLAVE_HONOUR
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
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, tr!("brawl-may-stand-here")),
            Err(rejection) => ui.colored_label(
                WARNING_COLOUR,
                tr!("brawl-not-here", why = rejection.to_string()),
            ),
        };
    }
    ui.horizontal(|ui| {
        if ui.button(tr!("brawl-place-for-me")).clicked() {
            table.play_computer_choice();
        }
        if ui.button(tr!("brawl-enclave-place-no-more")).clicked() {
            table.play(ConflictCommand::StopPlacingEnclaves);
        }
    });
}

/// § Enclaves: the actions of the Enclaves its band holds that core's list lets the active
/// pawn use now (a Recover once per card it may take back), and putting out a burning fuse
/// (§ Assault the Powder Magazine).
pub(super) fn action_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    pawn: u32,
) {
    let mut chosen = None;
    if legal
        .commands_of(Action::PutOutFuse, Some(pawn))
        .next()
        .is_some()
        && ui
            .button(tr!("brawl-enclave-put-out-fuse"))
            .on_hover_text(tr!("brawl-enclave-put-out-fuse-hover"))
            .clicked()
    {
        chosen = Some(ConflictCommand::PutOutFuse { pawn });
    }
    for (command, extras) in legal.commands_of(Action::UseEnclave, Some(pawn)) {
        let ConflictCommand::UseEnclave {
            enclave,
            action,
            dexterity,
            ..
        } = command
        else {
            continue;
        };
        let Some((name, used)) = table.game().enclaves().get(*enclave).and_then(|placed| {
            Some((
                placed.enclave.name.clone(),
                placed.enclave.actions.get(*action)?.clone(),
            ))
        }) else {
            continue;
        };
        // Recover takes back a card the band chose: one button per card core allows.
        let choices: Vec<(String, Option<String>)> =
            if matches!(used.effect, EnclaveActionEffect::Recover) {
                extras
                    .dexterity
                    .iter()
                    .map(|card| {
                        (
                            tr!(
                                "brawl-enclave-recover",
                                enclave = name.clone(),
                                action = used.name.clone(),
                                card = card.clone()
                            ),
                            Some(card.clone()),
                        )
                    })
                    .collect()
            } else {
                let label = if used.audacity_roll {
                    tr!(
                        "brawl-enclave-action-roll",
                        enclave = name.clone(),
                        action = used.name.clone()
                    )
                } else {
                    tr!(
                        "brawl-enclave-action",
                        enclave = name.clone(),
                        action = used.name.clone()
                    )
                };
                vec![(label, dexterity.clone())]
            };
        for (label, dexterity) in choices {
            if ui.button(label).on_hover_text(&used.text).clicked() {
                chosen = Some(ConflictCommand::UseEnclave {
                    pawn,
                    enclave: *enclave,
                    action: *action,
                    dexterity,
                });
            }
        }
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// § Conquering Enclaves: the Enclaves core's list lets the active pawn try for now, each a
/// button.
pub(super) fn conquer_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    pawn: u32,
) {
    let mut chosen = None;
    for (command, _) in legal.commands_of(Action::ConquerEnclave, Some(pawn)) {
        let ConflictCommand::ConquerEnclave { enclave, .. } = command else {
            continue;
        };
        let Some(name) = table
            .game()
            .enclaves()
            .get(*enclave)
            .map(|placed| placed.enclave.name.clone())
        else {
            continue;
        };
        if ui
            .button(tr!("brawl-enclave-conquer", enclave = name))
            .on_hover_text(tr!(
                "brawl-enclave-conquer-hover",
                honour = CONQUERED_ENCLAVE_HONOUR
            ))
            .clicked()
        {
            chosen = Some(command.clone());
        }
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}
