//! The labels over the pawns on the table: each pawn's short name, its state at a glance
//! (hidden, waiting, reloading, escaping, done) and its Vigour as pips in the table's colours.

use super::super::ConflictTable;
use super::super::scene::table_to_world;
use super::super::setup::pawn_colour;
use crate::conflict::setup_extras::temperament_id;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::rules::vigour::{Vigour, VigourBand};

/// § Guardians: the name each named building goes by (the Church, the Tavern, the Brothel),
/// over its roof, so both players see where the Gentleman is going and the attackers may not.
pub(super) fn venue_labels(
    context: &egui::Context,
    table: &ConflictTable,
    camera: &Camera,
    transform: &GlobalTransform,
    clip: egui::Rect,
) {
    let setup = table.game().setup();
    let Some(terms) = ysbilia_core::conflict::GentlemanTerms::of(setup.commission) else {
        return;
    };
    let painter = context
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(clip);
    let zoom = context.zoom_factor();
    for (&index, venue) in setup.venues.iter().zip(&terms.venues) {
        let Some(piece) = setup.layout.pieces.get(index) else {
            continue;
        };
        let centre = piece.centre();
        let above = table_to_world(setup.layout.table, centre.x, centre.y, piece.top() + 2.0);
        let Ok(screen) = camera.world_to_viewport(transform, above) else {
            continue;
        };
        painter.text(
            egui::pos2(screen.x / zoom, screen.y / zoom),
            egui::Align2::CENTER_BOTTOM,
            tr!(
                "brawl-label-venue",
                venue = venue.name.clone(),
                piece = piece.id.clone()
            ),
            egui::FontId::proportional(15.0),
            egui::Color32::from_rgb(240, 220, 160),
        );
    }
}

/// Each pawn's short name, state and Vigour over its miniature.
pub(super) fn pawn_labels(
    context: &egui::Context,
    table: &ConflictTable,
    camera: &Camera,
    transform: &GlobalTransform,
    clip: egui::Rect,
) {
    let painter = context
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(clip);
    let size = table.game().setup().layout.table;
    let zoom = context.zoom_factor();
    for pawn in table.game().pawns() {
        let Some(place) = pawn.placement else {
            continue;
        };
        let above = table_to_world(size, place.x, place.y, place.level + 4.6);
        let Ok(screen) = camera.world_to_viewport(transform, above) else {
            continue;
        };
        let position = egui::pos2(screen.x / zoom, screen.y / zoom);
        let colour = pawn_colour(table.game(), pawn.id, pawn.side);
        let game = table.game();
        let mut label = if table.hover_pawn == Some(pawn.id) {
            // Pointed at: the whole name, and the id the files and the CLI use.
            tr!(
                "brawl-label-pawn-id",
                pawn = game.names().pawn(pawn.id).to_string(),
                id = pawn.id
            )
        } else {
            game.names().short(pawn.id).to_owned()
        };
        let done = game
            .progress()
            .turn
            .as_ref()
            .and_then(|turn| turn.states.get(pawn.id as usize))
            == Some(&Activation::Done);
        // Each state by the catalogue's selector.
        for (flag, state) in [
            (game.hidden_behind(pawn.id).is_some(), "hidden"),
            (game.is_waiting_to_fire(pawn.id), "waits"),
            (pawn.deeds.reloading, "reloading"),
            (pawn.nerve == Nerve::Escaping, "escaping"),
            (game.is_turned_away(pawn.id), "beaten"),
            (game.is_disrupted(pawn.id), "disrupted"),
            (game.is_unconscious(pawn.id), "unconscious"),
            (done, "done"),
        ] {
            if flag {
                label.push_str(" · ");
                label.push_str(&tr!("brawl-label-state", state = state));
            }
        }
        if let Some(temperament) = game.temperament(pawn.id) {
            label.push_str(" · ");
            label.push_str(&tr!(
                "brawl-label-temperament",
                temperament = temperament_id(temperament)
            ));
        }
        // § To Seek Sanctuary: the pawn dragged travels with its dragger, off the table.
        if let Some(carried) = game.dragging(pawn.id) {
            label.push_str(" · ");
            label.push_str(&tr!(
                "brawl-label-dragging",
                pawn = game.names().pawn(carried).to_string()
            ));
        }
        painter.text(
            position - egui::vec2(0.0, 7.0),
            egui::Align2::CENTER_BOTTOM,
            label,
            egui::FontId::proportional(14.0),
            colour,
        );
        vigour_pips(&painter, position - egui::vec2(0.0, 3.0), pawn.vigour);
    }
}

/// § Vigour Table at a glance: a pip per box in its band's colour and shape, hollow once marked.
fn vigour_pips(painter: &egui::Painter, centre: egui::Pos2, vigour: Vigour) {
    const PIP: f32 = 6.0;
    const GAP: f32 = 1.5;
    let total = vigour.table.total();
    let width = total as f32 * (PIP + GAP) - GAP;
    for index in 0..total {
        let at = egui::pos2(
            centre.x - width / 2.0 + index as f32 * (PIP + GAP) + PIP / 2.0,
            centre.y,
        );
        let rect = egui::Rect::from_center_size(at, egui::vec2(PIP, PIP));
        vigour_box(
            painter,
            rect,
            vigour.table.band_of(index),
            index < vigour.marked,
        );
    }
}

/// One Vigour box in `rect`: its band's colour and its own shape (a circle for Bruises, a
/// diamond for Bleeding, a square for Dying), so the band reads without colour; filled while
/// free, an outline crossed once marked.
pub(super) fn vigour_box(
    painter: &egui::Painter,
    rect: egui::Rect,
    band: VigourBand,
    marked: bool,
) {
    let colour = vigour_colour(band);
    let (centre, half) = (rect.center(), rect.width().min(rect.height()) / 2.0);
    let outline = egui::Stroke::new((half / 4.0).clamp(1.0, 2.0), colour);
    match (band, marked) {
        (VigourBand::Bruises, false) => {
            painter.circle_filled(centre, half, colour);
        }
        (VigourBand::Bruises, true) => {
            painter.circle_stroke(centre, half - 0.5, outline);
        }
        (VigourBand::Bleeding, _) => {
            let corners = vec![
                centre + egui::vec2(0.0, -half),
                centre + egui::vec2(half, 0.0),
                centre + egui::vec2(0.0, half),
                centre + egui::vec2(-half, 0.0),
            ];
            let fill = if marked {
                egui::Color32::TRANSPARENT
            } else {
                colour
            };
            painter.add(egui::Shape::convex_polygon(corners, fill, outline));
        }
        (VigourBand::Dying, false) => {
            painter.rect_filled(rect, 1.0, colour);
        }
        (VigourBand::Dying, true) => {
            painter.rect_stroke(rect.shrink(0.5), 1.0, outline, egui::StrokeKind::Inside);
        }
    }
    if marked {
        let cross = egui::Stroke::new((half / 4.0).clamp(1.0, 2.5), colour);
        let inner = rect.shrink(half * 0.45);
        painter.line_segment([inner.left_top(), inner.right_bottom()], cross);
        painter.line_segment([inner.right_top(), inner.left_bottom()], cross);
    }
}

/// The colours of the Vigour Table's three bands, on the card and on the labels.
fn vigour_colour(band: VigourBand) -> egui::Color32 {
    match band {
        VigourBand::Bruises => crate::palette::egui(crate::palette::VIGOUR[0]),
        VigourBand::Bleeding => crate::palette::egui(crate::palette::VIGOUR[1]),
        VigourBand::Dying => crate::palette::egui(crate::palette::VIGOUR[2]),
    }
}
