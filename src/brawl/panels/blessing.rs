//! § Blessings on the table: the active pawn's blessings, each with a button per pawn it may be
//! called on now (the helpful effect on friends, the harmful one on enemies) and the Faith
//! roll's odds.

use super::BrawlTable;
use bevy_egui::egui;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{BlessOrder, ConflictCommand};
use ysbilia_core::rules::blessings::Invocation;

pub(super) fn blessing_rows(ui: &mut egui::Ui, table: &mut BrawlTable, active: u32) {
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
    let targets: Vec<PawnView> = table
        .game()
        .pawns()
        .into_iter()
        .filter(|other| other.placement.is_some())
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
            let mut offered = 0;
            for other in &targets {
                let (target, name) = (other.id, table.pawn_name(other.id));
                let friend = other.side == pawn.side;
                let (verb, effect, invocation) = if friend {
                    ("help", blessing.helpful, Invocation::Helpful)
                } else {
                    ("harm", blessing.harmful, Invocation::Harmful)
                };
                // A heal for the unhurt or a rally for the steady would do nothing.
                if !effect.would_change(&other.vigour, other.nerve) {
                    continue;
                }
                let order = BlessOrder {
                    pawn: active,
                    blessing: blessing.id.clone(),
                    target,
                    invocation,
                };
                let Ok(checked) = table.game().check_bless(&order) else {
                    continue;
                };
                let bonus: i32 = checked.modifiers.iter().map(|modifier| modifier.amount).sum();
                let chance = checked.chance * 100.0;
                let label = format!("{verb} {}", table.game().names().short(target));
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
                    chosen = Some(order);
                }
                offered += 1;
            }
            if offered == 0 {
                ui.label(egui::RichText::new("nobody in range and sight it would change now").weak());
            }
        });
    }
    if let Some(order) = chosen {
        table.play(ConflictCommand::Bless(order));
    }
}
