//! § Resolution of Clashes on the table: the winner's player holds, turns the winner, pushes the
//! clash back, or (its enemies beaten) walks it up to 5 cm to engage.

use super::{ConflictTable, Tool};
use bevy_egui::egui;
use ysbilia_core::conflict::ClashVerdict;
use ysbilia_core::conflict::{Action, Choice, ClashResult, ConflictCommand, Gait};
use ysbilia_core::rules::activation::RESOLUTION_MOVE_CM;
use ysbilia_core::rules::pure_bands::LOOTING_THREAT_CM;

/// § Resolution of Clashes, Engage, in words with core's reach.
pub(in crate::conflict) fn engage_help() -> String {
    format!(
        "§ Resolution of Clashes, Engage: click where the winner goes, up to {RESOLUTION_MOVE_CM} cm in any direction (Shift-click adds waypoints, or drag the winner). Ending against an enemy engages it: the winner then counts as activated and may only block; an enemy that has not activated yet is activated at once to fight or retreat."
    )
}

pub(super) fn verdict_panel(ui: &mut egui::Ui, table: &mut ConflictTable, verdict: ClashVerdict) {
    let game = table.game();
    // A pawn taken off the table keeps its name from the setup.
    let name = |id: u32| game.names().pawn(id).to_owned();
    if verdict.beaten {
        ui.label(format!(
            "§ Resolution of Clashes: {} has left the clash; {} wins it with every enemy beaten. Choose its result:",
            name(verdict.loser),
            name(verdict.winner)
        ));
    } else {
        ui.label(format!(
            "§ Resolution of Clashes: {} has more Vigour in the clash with {} and wins it. Choose its result:",
            name(verdict.winner),
            name(verdict.loser)
        ));
    }
    // Turning to face a different enemy: one button each, the enemies core's list names.
    let turns: Vec<(String, f32)> = table
        .legal()
        .offers_of(Action::ResolveClash, None)
        .filter_map(|offer| match &offer.choice {
            Choice::Facing { towards, .. } => Some(towards.clone()),
            _ => None,
        })
        .flatten()
        .map(|(enemy, facing)| (name(enemy), facing))
        .collect();
    let reach = game.push_back_reach();
    let loot = game.lootable();
    table.selected = Some(verdict.winner);
    if let Some((victim, purse, cards)) = loot {
        loot_buttons(ui, table, verdict.winner, victim, purse, &cards);
    }
    if ui.button("Hold the ground").clicked() {
        resolve(table, ClashResult::Hold);
    }
    if verdict.beaten {
        let engaging = table.tool == Tool::Move(Gait::Walk);
        let move_label = format!("Move up to {RESOLUTION_MOVE_CM} cm and engage (W)");
        let label = if engaging {
            "Moving: click the table (Esc to stop)"
        } else {
            move_label.as_str()
        };
        if ui
            .add_enabled(!engaging, egui::Button::new(label))
            .on_hover_text(engage_help())
            .clicked()
        {
            table.tool = Tool::Move(Gait::Walk);
        }
        if engaging {
            ui.label(engage_help());
        }
    } else {
        let push = format!("Push the clash back {reach:.1} cm (the way the winner faces)");
        if ui
            .add_enabled(reach > 0.0, egui::Button::new(push))
            .on_disabled_hover_text("An obstacle stops the clash at once.")
            .clicked()
        {
            resolve(table, ClashResult::PushingBack);
        }
    }
    for (label, facing) in turns {
        if ui.button(format!("Turn to face {label}")).clicked() {
            resolve(table, ClashResult::Turn { facing });
        }
    }
}

/// § You No Longer Need It: one thing from the enemy the winner has just eliminated.
fn loot_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    pawn: u32,
    victim: u32,
    purse: u32,
    cards: &[std::sync::Arc<ysbilia_core::rules::panoply::PanoplyCard>],
) {
    let loot_help = format!(
        "§ You No Longer Need It: the pawn that eliminated its enemy may take one thing from it, a Maravedi or an unused Panoply card (the usual Panoply limits apply); with an enemy within {LOOTING_THREAT_CM} cm it needs an Audacity roll (Light Fingers: no roll)."
    );
    ui.label("Loot the fallen enemy (one thing), then choose the result:")
        .on_hover_text(&loot_help);
    ui.horizontal_wrapped(|ui| {
        if purse > 0
            && ui
                .button(format!("Take a Maravedi ({purse} on it)"))
                .on_hover_text(&loot_help)
                .clicked()
        {
            table.play(ConflictCommand::Loot {
                pawn,
                victim,
                item: None,
            });
        }
        for card in cards {
            if ui
                .button(format!("Take its {}", card.name))
                .on_hover_text(card.text.clone())
                .clicked()
            {
                table.play(ConflictCommand::Loot {
                    pawn,
                    victim,
                    item: Some(card.id.clone()),
                });
            }
        }
    });
}

fn resolve(table: &mut ConflictTable, result: ClashResult) {
    table.tool = Tool::Select;
    table.play(ConflictCommand::ResolveClash { result });
}
