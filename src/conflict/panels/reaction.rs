//! § Discharge Maneuvers, Reaction Shot on the table: the "Wait" choice beside each pawn that
//! could be activated, and the fire-or-hold choice when an enemy stirs in a waiting pawn's sight.

use super::{ConflictTable, GOOD, WARNING_COLOUR, investment};
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, ReactionWindow};
use ysbilia_core::words::render;

/// An enemy stirred in the sight of waiting pawns: each may fire one of its weapons, with the
/// roll's odds shown; or all hold their fire and go on waiting.
pub(super) fn reaction_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    band: usize,
    window: &ReactionWindow,
) {
    let name = |table: &ConflictTable, id: u32| table.pawn_name(id);
    ui.label(tr!(
        "brawl-reaction-how",
        pawn = name(table, window.enemy),
        waiting = window.shooters.len()
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
                    let distance = format!("{:.1}", preview.distance_cm);
                    let odds = if preview.in_range() {
                        tr!(
                            "brawl-reaction-odds",
                            percent = format!("{:.0}", preview.chance * 100.0),
                            distance = distance
                        )
                    } else {
                        tr!(
                            "brawl-reaction-out-of-range",
                            distance = distance,
                            range = preview.range_cm
                        )
                    };
                    let modifiers: Vec<String> = preview
                        .modifiers
                        .iter()
                        .map(|modifier| {
                            tr!(
                                "brawl-modifier",
                                amount = format!("{:+}", modifier.amount),
                                reason = render(&modifier.reason)
                            )
                        })
                        .collect();
                    let text = tr!(
                        "brawl-reaction-fire",
                        weapon = arm.name.clone(),
                        odds = odds
                    );
                    let colour = if preview.in_range() {
                        GOOD
                    } else {
                        WARNING_COLOUR
                    };
                    let clicked = ui
                        .button(egui::RichText::new(text).color(colour))
                        .on_hover_text(tr!(
                            "brawl-reaction-hover",
                            value = preview.attribute,
                            modifiers = if modifiers.is_empty() {
                                tr!("brawl-dexterity-none")
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
                    ui.label(tr!(
                        "brawl-reaction-refused",
                        weapon = arm.name.clone(),
                        why = reason.to_string()
                    ));
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
    if ui.button(tr!("brawl-reaction-hold")).clicked() {
        table.play(ConflictCommand::HoldFire);
    }
}
