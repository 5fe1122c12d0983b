//! § Discharge Maneuvers, Reaction Shot on the table: the "Wait" choice beside each pawn that
//! could be activated, and the fire-or-hold choice when an enemy stirs in a waiting pawn's sight.

use super::{ConflictTable, GOOD, WARNING_COLOUR, investment};
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, ReactionWindow};


/// An enemy stirred in the sight of waiting pawns: each may fire one of its weapons, with the
/// roll's odds shown; or all hold their fire and go on waiting.
pub(super) fn reaction_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    band: usize,
    window: &ReactionWindow,
) {
    let name = |table: &ConflictTable, id: u32| table.pawn_name(id);
    ui.label(format!(
        "§ Reaction Shot: {} stirs in the sight of your waiting pawn(s). Fire at it now (that pawn's one activation this turn), or hold fire and keep waiting (H).",
        name(table, window.enemy)
    ));
    table.selected = Some(window.enemy);
    for &shooter in &window.shooters {
        ui.separator();
        ui.label(egui::RichText::new(name(table, shooter)).strong());
        let Some(pawn) = table.game().pawn(shooter) else {
            continue;
        };
        for (weapon, arm) in pawn.card.weapons.iter().enumerate() {
            if arm.discharge.is_none() {
                continue;
            }
            match table.game().preview_reaction_shot(shooter, weapon) {
                Ok(preview) => {
                    let odds = if preview.in_range() {
                        format!(
                            "{:.0}% to hit at {:.1} cm",
                            preview.chance * 100.0,
                            preview.distance_cm
                        )
                    } else {
                        format!(
                            "out of range ({:.1} cm, Range {} cm): it fails",
                            preview.distance_cm, preview.range_cm
                        )
                    };
                    let modifiers: Vec<String> = preview
                        .modifiers
                        .iter()
                        .map(|modifier| format!("{:+} {}", modifier.amount, modifier.reason))
                        .collect();
                    let text = format!("Fire the {} ({odds})", arm.name);
                    let colour = if preview.in_range() {
                        GOOD
                    } else {
                        WARNING_COLOUR
                    };
                    let clicked = ui
                        .button(egui::RichText::new(text).color(colour))
                        .on_hover_text(format!(
                            "Discharge {} to equal or beat; modifiers: {}",
                            preview.attribute,
                            if modifiers.is_empty() {
                                "none".to_owned()
                            } else {
                                modifiers.join(", ")
                            }
                        ))
                        .clicked();
                    if clicked {
                        let extra_dice = table.extra_dice;
                        table.play(ConflictCommand::ReactionShot {
                            pawn: shooter,
                            weapon,
                            extra_dice,
                        });
                    }
                }
                Err(reason) => {
                    ui.label(format!("{}: {reason}", arm.name));
                }
            }
        }
    }
    if let Some(&first) = window.shooters.first() {
        // Extra dice as far as core's list allows them with this shooter's shots.
        let most = super::activation::all_listed(table.legal(), Action::ReactionShot, Some(first))
            .iter()
            .map(|(_, extras)| extras.extra_dice)
            .max()
            .unwrap_or(0);
        investment(ui, table, band, first, most);
    }
    ui.separator();
    if ui.button("Hold fire (H)").clicked() {
        table.play(ConflictCommand::HoldFire);
    }
}
