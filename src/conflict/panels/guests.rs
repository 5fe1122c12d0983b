//! § Feast of Eucharist's panels: placing the Guest Markers in turn, activating one (where it
//! heads, whether it is turned over), uncovering one with the active pawn, the labels over the
//! markers, and the curtain that hands the screen from one person to the other.

use super::super::ConflictTable;
use super::super::scene::table_to_world;
use super::{WARNING_COLOUR, band_colour, band_name};
use bevy::prelude::*;
use bevy_egui::egui;
use ysbilia_core::conflict::{Action, ConflictCommand, Legal};
use ysbilia_core::table::base::Point;

/// What one of the viewer's markers hides, else nothing.
fn hidden_name(table: &ConflictTable, hides: Option<u32>) -> String {
    hides.map_or_else(String::new, |pawn| {
        format!(" — hides {}", table.game().names().pawn(pawn))
    })
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
        format!("at least {spacing:.0} cm from every other marker (the table has room for it)")
    } else {
        "anywhere on the table (no room is left to keep them apart)".to_owned()
    };
    ui.label(format!(
        "§ Feast of Eucharist: {} places {}. Click the table: {apart}. Nobody but its band knows what a marker hides.",
        band_name(table, by),
        table.game().guest_marker_name(next.marker)
    ));
    if next.hides.is_some() {
        ui.label(
            egui::RichText::new(format!(
                "Only you see this{}.",
                hidden_name(table, next.hides)
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
            Ok(()) => ui.colored_label(egui::Color32::LIGHT_GREEN, "It may go here."),
            Err(rejection) => ui.colored_label(WARNING_COLOUR, format!("Not here: {rejection}")),
        };
    }
    if ui.button("Place it for me").clicked() {
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
    ui.label(format!(
        "§ Feast of Eucharist: or activate a Guest Marker: choose it, then click the table where it heads; it moves 1D{} cm that way.",
        terms.move_die.sides()
    ));
    for marker in &waiting {
        let chosen = table.guest_choice == Some(marker.marker);
        let label = format!(
            "{}{}",
            table.game().guest_marker_name(marker.marker),
            hidden_name(table, marker.hides)
        );
        if ui.radio(chosen, label).clicked() {
            table.guest_choice = Some(marker.marker);
        }
    }
    let may = table.game().may_turn_over(band);
    ui.add_enabled(
        may,
        egui::Checkbox::new(&mut table.guest_reveal, "Turn it over at the end"),
    )
    .on_disabled_hover_text(format!(
        "Your band has a pawn on the table: only a pawn within {:.0} cm turns a marker over now (an Audacity roll).",
        terms.uncover_cm
    ));
    if ui.button("Move one for me").clicked() {
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
        let label = format!("Uncover {}", table.game().guest_marker_name(*marker));
        if ui
            .button(label)
            .on_hover_text("§ Feast of Eucharist: an Audacity roll; its activation ends. The pawn uncovered is activated at once to fight or walk away; an Antagonist answers by its Temperament.")
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
        let text = match marker.hides {
            Some(pawn) => format!(
                "G{}: {}",
                marker.marker + 1,
                table.game().names().short(pawn)
            ),
            None => format!("G{}", marker.marker + 1),
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
            ui.scope_builder(egui::UiBuilder::new().max_rect(screen.shrink2(egui::vec2(screen.width() * 0.3, 0.0))), |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(screen.height() * 0.25);
                    ui.heading(
                        egui::RichText::new(format!(
                            "Pass the screen to {}",
                            band_name(table, band)
                        ))
                        .color(band_colour(band)),
                    );
                    ui.label(
                        "§ Feast of Eucharist: what each band's Guest Markers hide is for its own eyes. The other player looks away now.",
                    );
                    let take = ui.button(format!(
                        "I play {}: show the table (Enter)",
                        band_name(table, band)
                    ));
                    if take.clicked() {
                        table.guests_shown = Some(band);
                    }
                });
            });
        });
}
