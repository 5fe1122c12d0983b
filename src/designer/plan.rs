//! The plan: the table seen from above at the largest scale that fits, each piece drawn by its
//! footprint and kind, the selection outlined, the pieces a problem names outlined in red.
//! Click places the armed palette piece or selects (Shift adds), drag moves, a drag over the
//! bare table selects what it encloses, a drag of a corner handle resizes, the wheel turns.

use super::DesignerScreen;
use crate::screens::widgets::ERROR_COLOUR;
use crate::tr;
use bevy::prelude::Vec2;
use bevy_egui::egui;
use ysbilia_core::table::design_shape::{SizeHandle, size_handles_of};
use ysbilia_core::table::edit::SNAP_DEGREES;
use ysbilia_core::table::layout::{Footprint, OpeningKind, Piece, PieceKind, TableSize};
use ysbilia_core::table::print::grid_lines;

/// Table cm to screen points and back, for a plan drawn in `rect`.
#[derive(Clone, Copy)]
struct Frame {
    rect: egui::Rect,
    scale: f32,
    table: TableSize,
}

impl Frame {
    fn fit(available: egui::Rect, table: TableSize) -> Self {
        let margin = 12.0;
        let scale = ((available.width() - 2.0 * margin) / table.width.max(1.0))
            .min((available.height() - 2.0 * margin) / table.depth.max(1.0))
            .max(0.1);
        let size = egui::vec2(table.width * scale, table.depth * scale);
        let rect = egui::Rect::from_center_size(available.center(), size);
        Self { rect, scale, table }
    }

    /// North is up: the table's y grows towards the top of the screen.
    fn to_screen(self, point: Vec2) -> egui::Pos2 {
        egui::pos2(
            self.rect.left() + point.x * self.scale,
            self.rect.bottom() - point.y * self.scale,
        )
    }

    /// Where a zone of the table lies on the screen.
    fn zone_rect(self, zone: &ysbilia_core::table::layout::Zone) -> egui::Rect {
        egui::Rect::from_two_pos(
            self.to_screen(Vec2::new(zone.x, zone.y)),
            self.to_screen(Vec2::new(zone.x + zone.width, zone.y + zone.depth)),
        )
    }

    fn to_table(self, pos: egui::Pos2) -> Vec2 {
        Vec2::new(
            (pos.x - self.rect.left()) / self.scale,
            (self.rect.bottom() - pos.y) / self.scale,
        )
    }
}

pub(super) fn draw_plan(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    let available = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(available, egui::Sense::click_and_drag());
    let frame = Frame::fit(available, screen.design.layout().table);
    let painter = ui.painter_at(available);
    painter.rect_filled(frame.rect, 2.0, egui::Color32::from_rgb(0x5C, 0x6B, 0x3E));
    draw_grid(&painter, frame);
    if let Some(view) = screen.sight() {
        draw_sight(&painter, frame, view);
    }
    let pointer = response
        .hover_pos()
        .or(response.interact_pointer_pos())
        .map(|pos| frame.to_table(pos));
    draw_zones(&painter, frame, &screen.design.layout().deployment_zones);
    let dragged_by = drag_offset(screen, pointer);
    let named: Vec<String> = screen
        .design
        .layout()
        .pieces_with_problems()
        .into_iter()
        .map(str::to_owned)
        .collect();
    // The piece being resized is drawn as the drop will leave it.
    let resized = screen
        .resizing
        .zip(pointer)
        .and_then(|(handle, point)| screen.design.resized(handle, point).ok());
    for piece in &screen.design.layout().pieces {
        let selected = screen.design.is_selected(&piece.id);
        let offset = if selected { dragged_by } else { Vec2::ZERO };
        let piece = resized
            .as_ref()
            .filter(|resized| resized.id == piece.id)
            .unwrap_or(piece);
        let outline = if selected {
            egui::Stroke::new(2.5, egui::Color32::from_rgb(0xFF, 0xE0, 0x70))
        } else if named.contains(&piece.id) {
            egui::Stroke::new(2.5, ERROR_COLOUR)
        } else {
            egui::Stroke::new(1.0, egui::Color32::from_black_alpha(160))
        };
        draw_piece(&painter, frame, piece, offset, outline);
    }
    if screen.drag.is_none() {
        for handle in handles_of(screen, resized.as_ref()) {
            let at = frame.to_screen(handle.at);
            let square = egui::Rect::from_center_size(at, egui::vec2(HANDLE_POINTS, HANDLE_POINTS));
            painter.rect(
                square,
                1.0,
                egui::Color32::WHITE,
                egui::Stroke::new(1.0, egui::Color32::BLACK),
                egui::StrokeKind::Inside,
            );
        }
    }
    if let (Some(start), Some(point)) = (screen.boxing, pointer) {
        let rect = egui::Rect::from_two_pos(frame.to_screen(start), frame.to_screen(point));
        painter.rect(
            rect,
            0.0,
            egui::Color32::from_rgba_unmultiplied(0xFF, 0xE0, 0x70, 30),
            egui::Stroke::new(1.0, egui::Color32::from_rgb(0xFF, 0xE0, 0x70)),
            egui::StrokeKind::Inside,
        );
    }
    if let (Some(index), Some(point)) = (screen.armed, pointer) {
        ui.ctx().set_cursor_icon(egui::CursorIcon::Crosshair);
        if let Some(entry) = screen
            .palette
            .as_ref()
            .ok()
            .and_then(|palette| palette.pieces.get(index))
        {
            let mut ghost = entry.piece.clone();
            ghost.x = point.x;
            ghost.y = point.y;
            let stroke = egui::Stroke::new(1.5, egui::Color32::from_white_alpha(200));
            draw_piece(&painter, frame, &ghost, Vec2::ZERO, stroke);
        }
    }
    if let Some(point) = pointer {
        painter.text(
            available.left_bottom() + egui::vec2(8.0, -8.0),
            egui::Align2::LEFT_BOTTOM,
            tr!(
                "designer-pointer",
                x = format!("{:.1}", point.x),
                y = format!("{:.1}", point.y)
            ),
            egui::FontId::monospace(13.0),
            egui::Color32::WHITE,
        );
    }
    handle_pointer(ui, &response, screen, pointer, frame);
}

/// Screen points a resize handle's square spans (and how near a press must be to take it).
const HANDLE_POINTS: f32 = 9.0;

/// The selected piece's resize handles, where the drag in progress has put them.
fn handles_of(screen: &DesignerScreen, resized: Option<&Piece>) -> Vec<SizeHandle> {
    resized.map_or_else(|| screen.design.size_handles(), size_handles_of)
}

/// How far the dragged selection has moved from where it was grabbed, snapped as the drop
/// will be (so the preview is where the pieces land).
fn drag_offset(screen: &DesignerScreen, pointer: Option<Vec2>) -> Vec2 {
    let (Some((anchor, grab)), Some(pointer)) = (&screen.drag, pointer) else {
        return Vec2::ZERO;
    };
    screen
        .design
        .drag_offset(anchor, pointer - *grab)
        .unwrap_or(Vec2::ZERO)
}

fn handle_pointer(
    ui: &egui::Ui,
    response: &egui::Response,
    screen: &mut DesignerScreen,
    pointer: Option<Vec2>,
    frame: Frame,
) {
    let adding = ui.input(|input| input.modifiers.shift);
    // Where the button went down: a drag starts only once the pointer has moved a little.
    let origin = ui
        .input(|input| input.pointer.press_origin())
        .map(|pos| frame.to_table(pos))
        .or(pointer);
    if response.drag_started()
        && let Some(point) = origin
        && screen.armed.is_none()
    {
        let pressed = frame.to_screen(point);
        let handle = screen
            .design
            .size_handles()
            .into_iter()
            .find(|handle| frame.to_screen(handle.at).distance(pressed) <= HANDLE_POINTS);
        if let Some(handle) = handle {
            screen.resizing = Some(handle.index);
        } else if let Some(piece) = screen.design.piece_at(point) {
            let id = piece.id.clone();
            let grab = point - Vec2::new(piece.x, piece.y);
            if !screen.design.is_selected(&id) {
                screen.design.select(Some(&id), adding);
            }
            screen.drag = Some((id, grab));
        } else {
            screen.boxing = Some(point);
        }
    }
    if response.drag_stopped()
        && let Some(point) = pointer
    {
        if let Some((anchor, grab)) = screen.drag.take() {
            let outcome = screen.design.drag_selected(&anchor, point - grab);
            screen.report(outcome);
        }
        if let Some(handle) = screen.resizing.take() {
            let outcome = screen.design.drag_handle(handle, point);
            screen.report(outcome);
        }
        if let Some(start) = screen.boxing.take() {
            screen.design.select_within(start, point, adding);
        }
    }
    if response.clicked()
        && let Some(point) = pointer
    {
        click(screen, point, adding);
    }
    if response.hovered() && !screen.design.selected().is_empty() {
        let scroll = ui.input(|input| input.smooth_scroll_delta.y);
        if scroll.abs() > 0.5 {
            let outcome = screen
                .design
                .rotate_selected(SNAP_DEGREES * scroll.signum());
            screen.report(outcome);
        }
    }
}

pub(super) fn click(screen: &mut DesignerScreen, point: Vec2, adding: bool) {
    if let Some(index) = screen.armed {
        let template = screen
            .palette
            .as_ref()
            .ok()
            .and_then(|palette| palette.pieces.get(index))
            .map(|entry| entry.piece.clone());
        if let Some(template) = template {
            match screen.design.place(&template, point) {
                Ok(id) => screen.message = Some(tr!("designer-placed", id = id.to_string())),
                Err(why) => screen.message = Some(why.to_string()),
            }
        }
        // Shift keeps the piece armed to place several.
        if !adding {
            screen.armed = None;
        }
        return;
    }
    let picked = screen.design.piece_at(point).map(|piece| piece.id.clone());
    screen.design.select(picked.as_deref(), adding);
}

/// Each cell coloured by the share of the table seen from it (dark blue: little, yellow: much),
/// the two zones the readout compares outlined and numbered.
fn draw_sight(painter: &egui::Painter, frame: Frame, view: &super::SightView) {
    let map = &view.map;
    let half = Vec2::splat(map.step / 2.0);
    for row in 0..map.rows {
        for column in 0..map.columns {
            let Some(seen) = map.at(column, row) else {
                continue;
            };
            let centre = map.centre(column, row);
            let rect = egui::Rect::from_two_pos(
                frame.to_screen(centre - half),
                frame.to_screen(centre + half),
            );
            let low = egui::Color32::from_rgb(0x1E, 0x2A, 0x78);
            let high = egui::Color32::from_rgb(0xF2, 0xD0, 0x3A);
            let colour = low.lerp_to_gamma(high, seen.clamp(0.0, 1.0));
            painter.rect_filled(rect, 0.0, colour.gamma_multiply(0.75));
        }
    }
    for (index, zone) in view.zones.iter().enumerate() {
        let rect = frame.zone_rect(zone);
        painter.rect_stroke(
            rect,
            0.0,
            egui::Stroke::new(2.0, egui::Color32::WHITE),
            egui::StrokeKind::Inside,
        );
        painter.text(
            rect.left_top() + egui::vec2(4.0, 2.0),
            egui::Align2::LEFT_TOP,
            format!("zone {}", index + 1),
            egui::FontId::proportional(12.0),
            egui::Color32::WHITE,
        );
    }
}

/// The layout's deployment zones, shaded and numbered.
fn draw_zones(painter: &egui::Painter, frame: Frame, zones: &[ysbilia_core::table::layout::Zone]) {
    for (index, zone) in zones.iter().enumerate() {
        let rect = frame.zone_rect(zone);
        painter.rect(
            rect,
            0.0,
            egui::Color32::from_rgba_unmultiplied(0xE0, 0xE8, 0xFF, 40),
            egui::Stroke::new(1.5, egui::Color32::from_rgb(0xB8, 0xC8, 0xF0)),
            egui::StrokeKind::Inside,
        );
        painter.text(
            rect.right_top() + egui::vec2(-4.0, 2.0),
            egui::Align2::RIGHT_TOP,
            tr!("designer-zone-label", zone = index.saturating_add(1)),
            egui::FontId::proportional(12.0),
            egui::Color32::from_rgb(0xE0, 0xE8, 0xFF),
        );
    }
}

fn draw_grid(painter: &egui::Painter, frame: Frame) {
    let stroke = egui::Stroke::new(1.0, egui::Color32::from_white_alpha(40));
    for (from, to) in grid_lines(frame.table) {
        painter.line_segment([frame.to_screen(from), frame.to_screen(to)], stroke);
    }
}

fn kind_colour(kind: &PieceKind) -> egui::Color32 {
    match kind {
        PieceKind::SmallObstacle => egui::Color32::from_rgb(0x9C, 0x7A, 0x4E),
        PieceKind::LargeObstacle => egui::Color32::from_rgb(0x6E, 0x6A, 0x66),
        PieceKind::Building { .. } => egui::Color32::from_rgb(0xC8, 0xB0, 0x8A),
        PieceKind::Level => egui::Color32::from_rgb(0x7E, 0x8F, 0x4A),
        PieceKind::Water => egui::Color32::from_rgb(0x3F, 0x6E, 0x9A),
        PieceKind::Rough => egui::Color32::from_rgb(0x6B, 0x55, 0x3A),
        PieceKind::Impassable => egui::Color32::from_rgb(0x22, 0x22, 0x22),
    }
}

fn draw_piece(
    painter: &egui::Painter,
    frame: Frame,
    piece: &Piece,
    offset: Vec2,
    outline: egui::Stroke,
) {
    let fill = kind_colour(&piece.kind);
    let centre = frame.to_screen(Vec2::new(piece.x, piece.y) + offset);
    match piece.shape {
        Footprint::Circle { radius } => {
            painter.circle(centre, radius * frame.scale, fill, outline);
        }
        Footprint::Rect { .. } => {
            // Where the piece is drawn: moved by a drag not yet dropped.
            let mut shown = piece.clone();
            shown.x += offset.x;
            shown.y += offset.y;
            let points: Vec<egui::Pos2> = shown
                .corners()
                .into_iter()
                .map(|corner| frame.to_screen(corner))
                .collect();
            painter.add(egui::Shape::convex_polygon(points, fill, outline));
            for (opening, from, to) in shown.openings_on_table() {
                let colour = match opening.kind {
                    OpeningKind::Door => egui::Color32::WHITE,
                    OpeningKind::Window => egui::Color32::from_rgb(0x9E, 0xD0, 0xF0),
                };
                painter.line_segment(
                    [frame.to_screen(from), frame.to_screen(to)],
                    egui::Stroke::new(3.0, colour),
                );
            }
        }
    }
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        &piece.id,
        egui::FontId::proportional(12.0),
        egui::Color32::from_rgb(0x10, 0x10, 0x10),
    );
}
