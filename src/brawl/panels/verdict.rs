//! § Resolution of Clashes on the table: the winner's player holds, turns the winner, pushes the
//! clash back, or (its enemies beaten) walks it up to 5 cm to engage.

use super::{BrawlTable, Tool};
use bevy_egui::egui;
use ysbilia_core::conflict::components::ClashVerdict;
use ysbilia_core::conflict::{ClashResult, ConflictCommand, Gait};

pub(in crate::brawl) const ENGAGE_HELP: &str = "§ Resolution of Clashes, Engage: click where the winner goes, up to 5 cm in any direction (Shift-click adds waypoints, or drag the winner). Ending against an enemy engages it: the winner then counts as activated and may only block; an enemy that has not activated yet is activated at once to fight or retreat.";

pub(super) fn verdict_panel(ui: &mut egui::Ui, table: &mut BrawlTable, verdict: ClashVerdict) {
    let game = table.game();
    let name = |id: u32| {
        game.pawn(id)
            .map_or(format!("#{id}"), |pawn| format!("{} #{id}", pawn.card.name))
    };
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
    // Turning to face another enemy: one button each.
    let mut turns = Vec::new();
    if let Some(winner) = game.pawn(verdict.winner)
        && let Some(from) = winner.placement
    {
        for enemy in game.pawns() {
            let Some(place) = enemy.placement else {
                continue;
            };
            if enemy.side != winner.side && enemy.id != verdict.loser {
                let facing = (place.y - from.y).atan2(place.x - from.x).to_degrees();
                turns.push((name(enemy.id), facing));
            }
        }
    }
    let reach = game.push_back_reach();
    table.selected = Some(verdict.winner);
    if ui.button("Hold the ground").clicked() {
        resolve(table, ClashResult::Hold);
    }
    if verdict.beaten {
        let engaging = table.tool == Tool::Move(Gait::Walk);
        let label = if engaging {
            "Moving: click the table (Esc to stop)"
        } else {
            "Move up to 5 cm and engage (W)"
        };
        if ui
            .add_enabled(!engaging, egui::Button::new(label))
            .on_hover_text(ENGAGE_HELP)
            .clicked()
        {
            table.tool = Tool::Move(Gait::Walk);
        }
        if engaging {
            ui.label(ENGAGE_HELP);
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

fn resolve(table: &mut BrawlTable, result: ClashResult) {
    table.tool = Tool::Select;
    table.play(ConflictCommand::ResolveClash { result });
}
