//! § Resolution of Clashes on the table: the winner's player holds, turns the winner, pushes the
//! clash back, or (its enemies beaten) walks it up to 5 cm to engage.

use super::{ConflictTable, Tool};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::ClashVerdict;
use ysbilia_core::conflict::{Action, Choice, ClashResult, ConflictCommand, Gait};
use ysbilia_core::rules::activation::RESOLUTION_MOVE_CM;
use ysbilia_core::rules::pure_bands::LOOTING_THREAT_CM;

/// § Resolution of Clashes, Engage, in words with core's reach.
pub(in crate::conflict) fn engage_help() -> String {
    tr!("brawl-verdict-engage-help", cm = RESOLUTION_MOVE_CM)
}

pub(super) fn verdict_panel(ui: &mut egui::Ui, table: &mut ConflictTable, verdict: ClashVerdict) {
    let game = table.game();
    // A pawn taken off the table keeps its name from the setup.
    let name = |id: u32| game.names().pawn(id).to_owned();
    if verdict.beaten {
        ui.label(tr!(
            "brawl-verdict-beaten",
            loser = name(verdict.loser),
            winner = name(verdict.winner)
        ));
    } else {
        ui.label(tr!(
            "brawl-verdict-more-vigour",
            winner = name(verdict.winner),
            loser = name(verdict.loser)
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
    if ui.button(tr!("brawl-verdict-hold")).clicked() {
        resolve(table, ClashResult::Hold);
    }
    if verdict.beaten {
        let engaging = table.tool == Tool::Move(Gait::Walk);
        let label = if engaging {
            tr!("brawl-verdict-moving")
        } else {
            tr!("brawl-verdict-move", cm = RESOLUTION_MOVE_CM)
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
        let push = tr!("brawl-verdict-push", cm = format!("{reach:.1}"));
        if ui
            .add_enabled(reach > 0.0, egui::Button::new(push))
            .on_disabled_hover_text(tr!("brawl-verdict-push-blocked"))
            .clicked()
        {
            resolve(table, ClashResult::PushingBack);
        }
    }
    for (label, facing) in turns {
        if ui.button(tr!("brawl-verdict-turn", pawn = label)).clicked() {
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
    let loot_help = tr!("brawl-verdict-loot-help", cm = LOOTING_THREAT_CM);
    ui.label(tr!("brawl-verdict-loot"))
        .on_hover_text(&loot_help);
    ui.horizontal_wrapped(|ui| {
        if purse > 0
            && ui
                .button(tr!("brawl-verdict-take-maravedi", purse = purse))
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
                .button(tr!("brawl-verdict-take-card", card = card.name.clone()))
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
