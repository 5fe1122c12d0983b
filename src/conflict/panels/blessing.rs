//! § Blessings on the table: the active pawn's blessings, each with a button per pawn core's
//! list lets it be called on now (helpful or harmful) and the Faith roll's odds.

use super::ConflictTable;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, BlessOrder, ConflictCommand, Legal};
use ysbilia_core::rules::blessings::Invocation;

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
    ui.label(egui::RichText::new(format!("Blessings (Faith {faith})")).strong())
        .on_hover_text(
            "§ Blessings: a single Faith roll, equal or beat the Faith value, used like a ranged \
             weapon (in range and sight; it is the activation's Discharge Maneuver) but with no \
             range or cover modifiers. Helpful on a friend, harmful on an enemy; one a turn.",
        );
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
            ui.label(&blessing.name).on_hover_text(format!(
                "{} Range {} cm. Helpful: {:?}. Harmful: {:?}.",
                blessing.text, blessing.range, blessing.helpful, blessing.harmful
            ));
            let mut shown = 0;
            for order in offered.iter().filter(|order| order.blessing == blessing.id) {
                let Some(other) = table.game().pawn(order.target) else {
                    continue;
                };
                let (verb, effect) = match order.invocation {
                    Invocation::Helpful => ("help", blessing.helpful),
                    Invocation::Harmful => ("harm", blessing.harmful),
                };
                // A heal for the unhurt or a rally for the steady would do nothing.
                if !effect.would_change(&other.vigour, other.nerve) {
                    continue;
                }
                let Ok(checked) = table.game().check_bless(order) else {
                    continue;
                };
                let name = table.pawn_name(order.target);
                let bonus: i32 = checked.modifiers.iter().map(|modifier| modifier.amount).sum();
                let chance = checked.chance * 100.0;
                let label = format!("{verb} {}", table.game().names().short(order.target));
                let hover = format!(
                    "{effect:?} on {name}, {:.1} cm away: {chance:.0}% (Faith {} to equal or beat{})",
                    checked.casting.target_distance_cm,
                    checked.faith,
                    if bonus == 0 {
                        String::new()
                    } else {
                        format!(", {bonus:+} to the roll")
                    }
                );
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
                let why = legal.refusal(Action::Bless, Some(active)).map_or_else(
                    || "nobody in range and sight it would change now".to_owned(),
                    ToString::to_string,
                );
                ui.label(egui::RichText::new(why).weak());
            }
        });
    }
    if let Some(order) = chosen {
        table.play(ConflictCommand::Bless(order));
    }
}
