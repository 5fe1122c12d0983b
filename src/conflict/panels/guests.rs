//! § Feast of Eucharist's panels: placing the Guest Markers in turn, activating one (where it
//! heads, whether it is turned over), uncovering one with the active pawn, the labels over the
//! markers, and the curtain that hands the screen from one person to the other.

use super::super::ConflictTable;
use super::super::scene::table_to_world;
use super::{WARNING_COLOUR, band_colour, band_name};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, Legal};
use ysbilia_core::table::base::Point;

/// A marker's name, and for one of the viewer's own what it hides.
fn marker_words(table: &ConflictTable, marker: usize, hides: Option<u32>) -> String {
    let name = table.game().guest_marker_name(marker);
    match hides {
        Some(pawn) => tr!(
            "brawl-guest-hides",
            marker = name,
            pawn = table.game().names().pawn(pawn).to_string()
        ),
        None => name,
    }
}

/// Band `by` places its next marker: a click on the table, as far from the others as core's
/// spacing asks.
pub(super) fn placing_panel(ui: &mut egui::Ui, table: &mut ConflictTable, by: usize) {
    let spacing = table.game().guest_spacing();
    let next = table
        .guests()
        .into_iter()
        .find(|marker| marker.band == by && marker.at.is_none());
    let Some(next) = next else {
        return;
    };
    let apart = if spacing > 0.0 {
        tr!("brawl-guest-apart", cm = format!("{spacing:.0}"))
    } else {
        tr!("brawl-guest-anywhere")
    };
    ui.label(tr!(
        "brawl-guest-placing",
        band = band_name(table, by),
        marker = table.game().guest_marker_name(next.marker),
        apart = apart
    ));
    if let Some(pawn) = next.hides {
        ui.label(
            egui::RichText::new(tr!(
                "brawl-guest-only-you",
                pawn = table.game().names().pawn(pawn).to_string()
            ))
            .italics(),
        );
    }
    if let Some(point) = table.hover_point {
        match table.game().check_guest_place(
            by,
            Point {
                x: point.x,
                y: point.y,
            },
        ) {
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, tr!("brawl-guest-may-go-here")),
            Err(rejection) => ui.colored_label(
                WARNING_COLOUR,
                tr!("brawl-not-here", why = rejection.to_string()),
            ),
        };
    }
    if ui.button(tr!("brawl-place-for-me")).clicked() {
        table.play_computer_choice();
    }
}

/// The band's markers still to activate this turn: choose one, then click where it heads.
pub(super) fn markers_to_activate(ui: &mut egui::Ui, table: &mut ConflictTable, band: usize) {
    let waiting: Vec<_> = table
        .guests()
        .into_iter()
        .filter(|marker| marker.band == band && marker.waiting)
        .collect();
    if waiting.is_empty() {
        return;
    }
    let Some(terms) = ysbilia_core::conflict::GuestTerms::of(table.game().setup().commission)
    else {
        return;
    };
    ui.separator();
    ui.label(tr!("brawl-guest-activate", sides = terms.move_die.sides()));
    for marker in &waiting {
        let chosen = table.guest_choice == Some(marker.marker);
        let label = marker_words(table, marker.marker, marker.hides);
        if ui.radio(chosen, label).clicked() {
            table.guest_choice = Some(marker.marker);
        }
    }
    let may = table.game().may_turn_over(band);
    ui.add_enabled(
        may,
        egui::Checkbox::new(&mut table.guest_reveal, tr!("brawl-guest-turn-over")),
    )
    .on_disabled_hover_text(tr!(
        "brawl-guest-turn-over-disabled",
        cm = format!("{:.0}", terms.uncover_cm)
    ));
    if ui.button(tr!("brawl-guest-move-for-me")).clicked() {
        table.play_computer_choice();
    }
}

/// The active pawn may try to uncover the markers core's list offers (an Audacity roll; its
/// activation ends).
pub(super) fn uncover_buttons(
    ui: &mut egui::Ui,
    table: &mut ConflictTable,
    legal: &Legal,
    pawn: u32,
) {
    let mut chosen = None;
    for (command, _) in legal.commands_of(Action::UncoverGuest, Some(pawn)) {
        let ConflictCommand::UncoverGuest { marker, .. } = command else {
            continue;
        };
        let label = tr!(
            "brawl-guest-uncover",
            marker = table.game().guest_marker_name(*marker)
        );
        if ui
            .button(label)
            .on_hover_text(tr!("brawl-guest-uncover-hover"))
            .clicked()
        {
            chosen = Some(command.clone());
        }
    }
    if let Some(command) = chosen {
        table.play(command);
    }
}

/// Over each covered marker its number, and for the viewer's own what it hides.
pub(super) fn guest_labels(
    context: &egui::Context,
    table: &ConflictTable,
    camera: &Camera,
    transform: &GlobalTransform,
    clip: egui::Rect,
) {
    if !table.has_guests() || table.curtain().is_some() {
        return;
    }
    let painter = context
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(clip);
    let size = table.game().setup().layout.table;
    let zoom = context.zoom_factor();
    for marker in table.guests() {
        let Some(at) = marker.at else {
            continue;
        };
        let above = table_to_world(size, at.x, at.y, 1.5);
        let Ok(screen) = camera.world_to_viewport(transform, above) else {
            continue;
        };
        let number = marker.marker.saturating_add(1);
        let text = match marker.hides {
            Some(pawn) => tr!(
                "brawl-guest-label-hides",
                number = number,
                pawn = table.game().names().short(pawn).to_string()
            ),
            None => tr!("brawl-guest-label", number = number),
        };
        painter.text(
            egui::pos2(screen.x / zoom, screen.y / zoom),
            egui::Align2::CENTER_BOTTOM,
            text,
            egui::FontId::proportional(14.0),
            band_colour(marker.band),
        );
    }
}

/// Between two people at a feast: the screen goes dark until the band to act takes it, so
/// neither sees what the other's markers hide.
pub(super) fn curtain(context: &egui::Context, table: &mut ConflictTable) {
    let Some(band) = table.curtain() else {
        return;
    };
    let screen = context.content_rect();
    egui::Area::new(egui::Id::new("feast curtain"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(context, |ui| {
            ui.painter()
                .rect_filled(screen, 0.0, egui::Color32::from_rgb(20, 16, 12));
            ui.scope_builder(
                egui::UiBuilder::new()
                    .max_rect(screen.shrink2(egui::vec2(screen.width() * 0.3, 0.0))),
                |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add_space(screen.height() * 0.25);
                        ui.heading(
                            egui::RichText::new(tr!(
                                "brawl-guest-pass-screen",
                                band = band_name(table, band)
                            ))
                            .color(band_colour(band)),
                        );
                        ui.label(tr!("brawl-guest-look-away"));
                        let take = ui.button(tr!(
                            "brawl-guest-take-screen",
                            band = band_name(table, band)
                        ));
                        if take.clicked() {
                            table.guests_shown = Some(band);
                        }
                    });
                },
            );
        });
}
