//! The player's own choices about the enemy's Hidden Pawn Markers: § Raid in the Compas's price
//! to keep one from being revealed, and § Now or Never!'s Maravedi to look into a room beside
//! the Leader's. What is allowed, and why not, is core's.

use super::super::ConflictTable;
use super::WARNING_COLOUR;
use crate::tr;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, Legal, PendingReveal};
use ysbilia_core::rules::maravedies::LOOK_INTO_ROOM_MRV;

/// A marker is being revealed: your Leader pays to keep it hidden, or lets it be.
pub(super) fn keep_hidden_panel(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    pending: &PendingReveal,
) {
    let place = table.game().place_words(pending.marker.x, pending.marker.y);
    let why = pending.why.clone();
    ui.label(match pending.cause {
        Some(pawn) => tr!(
            "brawl-hidden-revealed-by",
            place = place,
            pawn = table.pawn_name(pawn),
            why = why
        ),
        None => tr!("brawl-hidden-revealed", place = place, why = why),
    });
    let prices = table.game().keep_hidden_prices();
    if prices.is_empty() {
        ui.colored_label(WARNING_COLOUR, tr!("brawl-hidden-nothing-to-pay"));
    }
    for (price, words) in prices {
        if ui
            .button(tr!("brawl-hidden-keep", price = words))
            .on_hover_text(tr!("brawl-hidden-keep-hover"))
            .clicked()
        {
            table.play(ConflictCommand::KeepHidden { price: Some(price) });
        }
    }
    if ui
        .button(tr!("brawl-hidden-let-it-be"))
        .on_hover_text(tr!("brawl-hidden-let-it-be-hover"))
        .clicked()
    {
        table.play(ConflictCommand::KeepHidden { price: None });
    }
}

/// § Revealing Hidden Pawn Markers: the active pawn may discharge a distance weapon at a marker
/// core's list offers (one it sees within range), revealing it.
pub(super) fn marker_shot_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    active: u32,
) {
    let Some(pawn) = table.game().pawn(active) else {
        return;
    };
    let mut chosen = None;
    for (command, _) in legal.commands_of(Action::ShootMarker, Some(active)) {
        let ConflictCommand::ShootMarker { marker, weapon, .. } = command else {
            continue;
        };
        let (Some(spot), Some(arm)) = (
            table.game().hidden_markers().get(*marker).copied(),
            pawn.card.weapons.get(*weapon),
        ) else {
            continue;
        };
        let place = table.game().place_words(spot.x, spot.y);
        if ui
            .button(tr!(
                "brawl-hidden-discharge",
                weapon = arm.name.clone(),
                place = place
            ))
            .on_hover_text(tr!("brawl-hidden-discharge-hover"))
            .clicked()
        {
            chosen = Some(command.clone());
        }
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// § Rumours: the active pawn coaxes an Antagonist core's list offers about a marker of the
/// player's choice; whether a Maravedi is invested should the Audacity roll fail.
pub(super) fn coax_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    active: u32,
) {
    let offered: Vec<(u32, usize, bool)> = legal
        .commands_of(Action::Coax, Some(active))
        .filter_map(|(command, _)| match command {
            ConflictCommand::Coax {
                antagonist,
                marker,
                pay,
                ..
            } => Some((*antagonist, *marker, *pay)),
            _ => None,
        })
        .collect();
    let mut antagonists: Vec<u32> = offered
        .iter()
        .map(|(antagonist, _, _)| *antagonist)
        .collect();
    antagonists.dedup();
    if antagonists.is_empty() {
        return;
    }
    let pay_id = egui::Id::new(("coax pay", active));
    let mut pay = ui.data_mut(|data| *data.get_temp_mut_or(pay_id, true));
    let mut chosen = None;
    for antagonist in antagonists {
        let name = table.pawn_name(antagonist);
        ui.collapsing(tr!("brawl-hidden-coax", pawn = name), |ui| {
            ui.checkbox(&mut pay, tr!("brawl-hidden-coax-pay"));
            for &(_, marker, _) in offered
                .iter()
                .filter(|(each, _, paid)| *each == antagonist && *paid == pay)
            {
                let Some(spot) = table.game().hidden_markers().get(marker).copied() else {
                    continue;
                };
                let place = table.game().place_words(spot.x, spot.y);
                if ui
                    .button(tr!("brawl-hidden-the-marker", place = place))
                    .on_hover_text(tr!("brawl-hidden-coax-hover"))
                    .clicked()
                {
                    chosen = Some(ConflictCommand::Coax {
                        pawn: active,
                        antagonist,
                        marker,
                        pay,
                    });
                }
            }
        });
    }
    ui.data_mut(|data| data.insert_temp(pay_id, pay));
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// § Now or Never!: at the start of its activation, your Leader may pay a Maravedi to reveal the
/// marker of a room beside its own: the rooms core's list offers, or its reason.
pub(super) fn room_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    active: u32,
) {
    if !table.game().setup().commission.has_country_house() {
        return;
    }
    let rooms: Vec<ConflictCommand> = legal
        .commands_of(Action::RevealRoom, Some(active))
        .map(|(command, _)| command.clone())
        .collect();
    if rooms.is_empty() {
        if let Some(why) = legal.refusal(Action::RevealRoom, Some(active)) {
            ui.add_enabled(
                false,
                egui::Button::new(tr!("brawl-hidden-look-into-a-room")),
            )
            .on_disabled_hover_text(why.to_string());
        }
        return;
    }
    for command in rooms {
        let ConflictCommand::RevealRoom { room, .. } = command else {
            continue;
        };
        let name = table
            .game()
            .setup()
            .layout
            .pieces
            .get(room)
            .map_or_else(String::new, |piece| piece.id.clone());
        if ui
            .button(tr!(
                "brawl-hidden-look-into",
                room = name,
                mrv = LOOK_INTO_ROOM_MRV
            ))
            .on_hover_text(tr!("brawl-hidden-look-into-hover"))
            .clicked()
        {
            table.play(command);
            return;
        }
    }
}
