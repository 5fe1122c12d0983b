//! § Blessings on the table: the active pawn's blessings, each with a button per pawn core's
//! list lets it be called on now (helpful or harmful) and the Faith roll's odds.

use super::ConflictTable;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, BlessOrder, ConflictCommand, Legal};
use ysbilia_core::rules::blessings::Invocation;
use ysbilia_core::words::render;

pub(super) fn blessing_rows(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    active: u32,
) {
    let Some(pawn) = table.game().pawn(active) else {
        return;
    };
    let Some(faith) = pawn.card.faith() else {
        return;
    };
    ui.label(egui::RichText::new(tr!("brawl-blessings", faith = faith)).strong())
        .on_hover_text(tr!("brawl-blessings-hover"));
    // The blessings core's list lets the pawn call on now, by target and invocation.
    let offered: Vec<BlessOrder> = legal
        .commands_of(Action::Bless, Some(active))
        .filter_map(|(command, _)| match command {
            ConflictCommand::Bless(order) => Some(order.clone()),
            _ => None,
        })
        .collect();
    let mut chosen = None;
    for id in &pawn.card.blessings {
        let Some(blessing) = table
            .game()
            .blessings()
            .into_iter()
            .find(|blessing| &blessing.id == id)
            .cloned()
        else {
            continue;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(&blessing.name).on_hover_text(tr!(
                "brawl-blessing-hover",
                text = blessing.text.clone(),
                range = blessing.range,
                helpful = render(&blessing.helpful.message()),
                harmful = render(&blessing.harmful.message())
            ));
            let mut shown = 0;
            for order in offered.iter().filter(|order| order.blessing == blessing.id) {
                let Some(other) = table.game().pawn(order.target) else {
                    continue;
                };
                let (invocation, effect) = match order.invocation {
                    Invocation::Helpful => ("helpful", blessing.helpful),
                    Invocation::Harmful => ("harmful", blessing.harmful),
                };
                // A heal for the unhurt or a rally for the steady would do nothing.
                if !effect.would_change(&other.vigour, other.nerve) {
                    continue;
                }
                let Ok(checked) = table.game().check_bless(order) else {
                    continue;
                };
                let name = table.pawn_name(order.target);
                let bonus: i32 = checked
                    .modifiers
                    .iter()
                    .map(|modifier| modifier.amount)
                    .sum();
                let chance = checked.chance * 100.0;
                let label = tr!(
                    "brawl-blessing-target",
                    invocation = invocation,
                    pawn = table.game().names().short(order.target).to_string()
                );
                let (effect, distance, chance) = (
                    render(&effect.message()),
                    format!("{:.1}", checked.casting.target_distance_cm),
                    format!("{chance:.0}"),
                );
                let hover = if bonus == 0 {
                    tr!(
                        "brawl-blessing-odds",
                        effect = effect,
                        pawn = name,
                        distance = distance,
                        chance = chance,
                        faith = checked.faith
                    )
                } else {
                    tr!(
                        "brawl-blessing-odds-bonus",
                        effect = effect,
                        pawn = name,
                        distance = distance,
                        chance = chance,
                        faith = checked.faith,
                        bonus = format!("{bonus:+}")
                    )
                };
                let faces = checked.faces();
                let button = ui.small_button(label).on_hover_ui(|ui| {
                    ui.label(&hover);
                    crate::screens::widgets::odds_picture(ui, &faces);
                });
                if button.clicked() {
                    chosen = Some(order.clone());
                }
                shown += 1;
            }
            if shown == 0 {
                let why = legal
                    .refusal(Action::Bless, Some(active))
                    .map_or_else(|| tr!("brawl-blessing-nobody"), ToString::to_string);
                ui.label(egui::RichText::new(why).weak());
            }
        });
    }
    if let Some(order) = chosen {
        table.play(ConflictCommand::Bless(order));
    }
}
