//! The designer's panels: New / Open / Save and the table's size above, the palette and the
//! keys on the left, the selected piece's numbers and the layout's problems on the right.

use super::{DesignerScreen, plan};
use crate::screens::keys_help::keys_of;
use crate::screens::widgets::{ERROR_COLOUR, WARNING_COLOUR, window_ui};
use crate::screens::{EscapeTaken, Navigate, Screen};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use ysbilia_core::mode::Mode;
use ysbilia_core::table::design::Design;
use ysbilia_core::table::layout::{Footprint, Opening, OpeningKind, PieceKind, TableSize, Wall};
use ysbilia_core::table::sight_map::edge_strips;

pub(super) fn draw_designer(
    mut contexts: EguiContexts,
    screen: Option<ResMut<DesignerScreen>>,
    mut navigate: MessageWriter<Navigate>,
    mut escape: ResMut<EscapeTaken>,
    mut brawl_layout: ResMut<crate::conflict::PlayOnLayout>,
) -> Result {
    let Some(mut screen) = screen else {
        return Ok(());
    };
    let context = contexts.ctx_mut()?;
    keyboard(context, &mut screen);
    // Esc first disarms the palette and clears the selection; then it goes back.
    escape.0 = screen.armed.is_some() || !screen.design.selected().is_empty();
    let mut ui = window_ui(context, "designer");
    let mut play_on = None;
    egui::Panel::top("designer top").show(&mut ui, |ui| {
        top_bar(ui, &mut screen, &mut navigate, &mut play_on);
    });
    if let Some(name) = play_on {
        brawl_layout.0 = Some(name);
        navigate.write(Navigate::To(Screen::Play(Mode::Conflict1650)));
    }
    // No wider than it needs: the plan and the 3D view get the middle.
    egui::Panel::left("designer palette")
        .resizable(false)
        .min_size(230.0)
        .max_size(330.0)
        .show(&mut ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| palette(ui, &mut screen));
        });
    egui::Panel::right("designer inspector")
        .resizable(true)
        .min_size(300.0)
        .show(&mut ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                inspector(ui, &mut screen);
                ui.separator();
                zones(ui, &mut screen);
                ui.separator();
                problems(ui, &screen);
                fairness(ui, &mut screen);
            });
        });
    if screen.three_d {
        let central = egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(&mut ui, |ui| super::view3d::draw_view(ui, &mut screen));
        let (rect, zoom) = (central.response.rect, context.zoom_factor());
        screen.free = Some(Rect::new(
            rect.min.x * zoom,
            rect.min.y * zoom,
            rect.max.x * zoom,
            rect.max.y * zoom,
        ));
    } else {
        egui::CentralPanel::default().show(&mut ui, |ui| plan::draw_plan(ui, &mut screen));
    }
    Ok(())
}

fn keyboard(context: &egui::Context, screen: &mut DesignerScreen) {
    if context.text_edit_focused() {
        return;
    }
    let (pressed, modifiers) = context.input(|input| {
        let keys: Vec<egui::Key> = input
            .events
            .iter()
            .filter_map(|event| match event {
                egui::Event::Key {
                    key, pressed: true, ..
                } => Some(*key),
                _ => None,
            })
            .collect();
        (keys, input.modifiers)
    });
    let step = if modifiers.shift { 5.0 } else { 1.0 };
    for key in pressed {
        let outcome = match (key, modifiers.command, modifiers.shift) {
            (egui::Key::Escape, _, _) => {
                if screen.armed.take().is_none() {
                    screen.design.select(None, false);
                }
                Ok(())
            }
            (egui::Key::Z, true, false) => {
                undo(screen);
                Ok(())
            }
            (egui::Key::Y, true, _) | (egui::Key::Z, true, true) => {
                redo(screen);
                Ok(())
            }
            (egui::Key::S, true, _) => {
                screen.save();
                Ok(())
            }
            (egui::Key::D, true, _) => screen.design.duplicate_selected(),
            (egui::Key::V, false, _) => {
                screen.three_d = !screen.three_d;
                Ok(())
            }
            (egui::Key::Delete | egui::Key::Backspace, _, _) => screen.design.delete_selected(),
            (egui::Key::R, false, shift) => {
                let degrees = if shift { -15.0 } else { 15.0 };
                screen.design.rotate_selected(degrees)
            }
            (egui::Key::ArrowLeft, false, _) => screen.design.move_selected(-step, 0.0),
            (egui::Key::ArrowRight, false, _) => screen.design.move_selected(step, 0.0),
            (egui::Key::ArrowUp, false, _) => screen.design.move_selected(0.0, step),
            (egui::Key::ArrowDown, false, _) => screen.design.move_selected(0.0, -step),
            _ => Ok(()),
        };
        screen.report(outcome);
    }
}

fn undo(screen: &mut DesignerScreen) {
    if !screen.design.undo() {
        screen.message = Some(tr!("designer-nothing-to-undo"));
    }
}

fn redo(screen: &mut DesignerScreen) {
    if !screen.design.redo() {
        screen.message = Some(tr!("designer-nothing-to-redo"));
    }
}

/// Saves (if there are changes), then opens the Brawl's set-up on this layout; a layout with
/// problems is not offered for play, so it stays here with the reason.
pub(super) fn play_here(screen: &mut DesignerScreen, play_on: &mut PlayRequest) {
    if let Some(problem) = screen.design.problems().first() {
        screen.message = Some(tr!("designer-not-playable", problem = problem.to_string()));
        return;
    }
    if screen.design.unsaved_changes() {
        screen.save();
        if screen.design.unsaved_changes() {
            return;
        }
    }
    *play_on = Some(screen.design.layout().name.clone());
}

/// The layout to play a Brawl on, asked this frame.
pub(super) type PlayRequest = Option<String>;

fn top_bar(
    ui: &mut egui::Ui,
    screen: &mut DesignerScreen,
    navigate: &mut MessageWriter<Navigate>,
    play_on: &mut PlayRequest,
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr!("page-back"))
            .on_hover_text(tr!("designer-back-hover"))
            .clicked()
        {
            navigate.write(Navigate::Back);
        }
        ui.separator();
        let mut name = screen.design.layout().name.clone();
        ui.label(tr!("designer-name"));
        if ui
            .add(egui::TextEdit::singleline(&mut name).desired_width(180.0))
            .changed()
        {
            screen.design.rename(&name);
        }
        table_size(ui, screen);
        ui.checkbox(&mut screen.design.snapping, tr!("designer-snap"));
        ui.checkbox(&mut screen.show_sight, tr!("designer-sight-map"))
            .on_hover_text(tr!("designer-sight-map-hover"));
        let view_label = if screen.three_d {
            tr!("designer-plan-view")
        } else {
            tr!("designer-3d-view")
        };
        if ui
            .button(view_label)
            .on_hover_text(tr!("designer-view-hover"))
            .clicked()
        {
            screen.three_d = !screen.three_d;
        }
        ui.separator();
        if ui
            .add_enabled(
                screen.design.can_undo(),
                egui::Button::new(tr!("designer-undo")),
            )
            .on_hover_text(tr!("designer-undo-key"))
            .clicked()
        {
            undo(screen);
        }
        if ui
            .add_enabled(
                screen.design.can_redo(),
                egui::Button::new(tr!("designer-redo")),
            )
            .on_hover_text(tr!("designer-redo-key"))
            .clicked()
        {
            redo(screen);
        }
        if ui
            .button(tr!("designer-save"))
            .on_hover_text(tr!("designer-save-key"))
            .clicked()
        {
            screen.save();
        }
        if ui
            .button(tr!("designer-new"))
            .on_hover_text(tr!("designer-new-hover"))
            .clicked()
        {
            screen.design = Design::empty(&tr!("designer-new-name"));
            screen.message = Some(tr!("designer-new-done"));
        }
        open_menu(ui, screen);
        if ui
            .button(tr!("designer-print"))
            .on_hover_text(tr!("designer-print-hover"))
            .clicked()
        {
            screen.print();
        }
        if ui
            .button(tr!("designer-play-here"))
            .on_hover_text(tr!("designer-play-here-hover"))
            .clicked()
        {
            play_here(screen, play_on);
        }
        if screen.design.unsaved_changes() {
            ui.colored_label(WARNING_COLOUR, tr!("designer-unsaved"));
        }
    });
    if let Some(message) = &screen.message {
        ui.label(message);
    }
}

fn table_size(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    let TableSize {
        mut width,
        mut depth,
    } = screen.design.layout().table;
    ui.label(tr!("designer-table"));
    let wide = ui.add(
        egui::DragValue::new(&mut width)
            .range(10.0..=400.0)
            .suffix(tr!("unit-cm-suffix")),
    );
    ui.label(tr!("designer-table-by"));
    let deep = ui.add(
        egui::DragValue::new(&mut depth)
            .range(10.0..=400.0)
            .suffix(tr!("unit-cm-suffix")),
    );
    if wide.changed() || deep.changed() {
        let outcome = screen.design.set_table(TableSize { width, depth });
        screen.report(outcome);
    }
}

/// Open: a shipped layout, or one of the player's (starting from a shipped one saves a copy of
/// the player's own).
fn open_menu(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    let mut chosen = None;
    ui.menu_button(tr!("designer-open"), |ui| {
        for (index, layout) in screen.layouts.iter().enumerate() {
            if ui.button(&layout.name).clicked() {
                chosen = Some(index);
                ui.close();
            }
        }
        for problem in &screen.unreadable {
            ui.colored_label(ERROR_COLOUR, problem);
        }
    });
    if let Some(layout) = chosen.and_then(|index| screen.layouts.get(index)).cloned() {
        screen.message = Some(tr!("designer-opened", name = layout.name.as_str()));
        screen.design = Design::opened(layout);
    }
}

fn palette(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    ui.heading(tr!("designer-pieces"));
    ui.label(egui::RichText::new(tr!("designer-pieces-note")).weak());
    match &screen.palette {
        Ok(palette) => {
            for (index, entry) in palette.pieces.iter().enumerate() {
                let armed = screen.armed == Some(index);
                if ui.selectable_label(armed, &entry.label).clicked() {
                    screen.armed = (!armed).then_some(index);
                }
            }
        }
        Err(why) => {
            ui.colored_label(
                ERROR_COLOUR,
                tr!("designer-palette-unreadable", why = why.to_string()),
            );
        }
    }
    ui.separator();
    ui.heading(tr!("designer-keys"));
    // Each key and what it does wrap to the panel's width.
    for (key, what) in keys_of(super::SCREEN) {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(key).monospace().strong());
            ui.label(what);
        });
    }
}

/// The one selected piece's numbers, typed exactly; with several selected, their count.
fn inspector(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    ui.heading(tr!("designer-selected"));
    let selected = screen.design.selected().to_vec();
    let [id] = selected.as_slice() else {
        if selected.is_empty() {
            ui.label(tr!("designer-selected-none"));
        } else {
            ui.label(tr!("designer-selected-many", count = selected.len()));
        }
        return;
    };
    let Some(piece) = screen
        .design
        .layout()
        .pieces
        .iter()
        .find(|piece| &piece.id == id)
        .cloned()
    else {
        return;
    };
    let mut edited = piece.clone();
    egui::Grid::new("designer piece")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(tr!("designer-name"));
            ui.text_edit_singleline(&mut edited.id);
            ui.end_row();
            ui.label(tr!("designer-kind"));
            ui.label(kind_name(&edited.kind));
            ui.end_row();
            let cm = tr!("unit-cm-suffix");
            number(ui, &tr!("designer-x"), &mut edited.x, &cm);
            number(ui, &tr!("designer-y"), &mut edited.y, &cm);
            number(
                ui,
                &tr!("designer-turned"),
                &mut edited.rotation_degrees,
                "°",
            );
            match &mut edited.shape {
                Footprint::Rect { width, depth } => {
                    number(ui, &tr!("designer-width"), width, &cm);
                    number(ui, &tr!("designer-depth"), depth, &cm);
                }
                Footprint::Circle { radius } => number(ui, &tr!("designer-radius"), radius, &cm),
            }
            if let PieceKind::Building { storeys, .. } = &mut edited.kind {
                ui.label(tr!("designer-storeys"));
                ui.add(egui::DragValue::new(storeys).range(1..=4));
                ui.end_row();
            } else {
                number(ui, &tr!("designer-height"), &mut edited.height, &cm);
            }
        });
    if let PieceKind::Building { openings, .. } = &mut edited.kind {
        openings_editor(ui, openings);
    }
    // A name being typed is applied when it is whole and free; numbers at once.
    if edited != piece && !edited.id.trim().is_empty() {
        let outcome = screen.design.set_piece(&piece.id, edited);
        screen.report(outcome);
    }
    ui.horizontal(|ui| {
        if ui
            .button(tr!("designer-duplicate"))
            .on_hover_text(tr!("designer-duplicate-key"))
            .clicked()
        {
            let outcome = screen.design.duplicate_selected();
            screen.report(outcome);
        }
        if ui
            .button(tr!("designer-delete"))
            .on_hover_text(tr!("designer-delete-key"))
            .clicked()
        {
            let outcome = screen.design.delete_selected();
            screen.report(outcome);
        }
    });
}

/// A building's doors and windows: which wall, how far along it (from its left end seen from
/// outside), how wide and high, a window's sill; added and taken out here.
fn openings_editor(ui: &mut egui::Ui, openings: &mut Vec<Opening>) {
    ui.label(egui::RichText::new(tr!("designer-openings")).strong());
    let mut remove = None;
    for (index, opening) in openings.iter_mut().enumerate() {
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_id_salt(("opening kind", index))
                .selected_text(opening_name(opening.kind))
                .show_ui(ui, |ui| {
                    for kind in [OpeningKind::Door, OpeningKind::Window] {
                        ui.selectable_value(&mut opening.kind, kind, opening_name(kind));
                    }
                });
            egui::ComboBox::from_id_salt(("opening wall", index))
                .selected_text(tr!("designer-wall", wall = wall_name(opening.wall)))
                .show_ui(ui, |ui| {
                    for wall in [Wall::South, Wall::East, Wall::North, Wall::West] {
                        ui.selectable_value(&mut opening.wall, wall, wall_name(wall));
                    }
                });
            if ui.small_button(tr!("designer-remove")).clicked() {
                remove = Some(index);
            }
        });
        ui.horizontal_wrapped(|ui| {
            let field = |ui: &mut egui::Ui, label: &str, value: &mut f32| {
                ui.label(label);
                ui.add(
                    egui::DragValue::new(value)
                        .speed(0.1)
                        .suffix(tr!("unit-cm-suffix")),
                );
            };
            field(ui, &tr!("designer-along"), &mut opening.along);
            field(ui, &tr!("designer-wide"), &mut opening.width);
            field(ui, &tr!("designer-high"), &mut opening.height);
            if opening.kind == OpeningKind::Window {
                field(ui, &tr!("designer-sill"), &mut opening.bottom);
            }
        });
    }
    if let Some(index) = remove {
        openings.remove(index);
    }
    ui.horizontal(|ui| {
        if ui.button(tr!("designer-add-door")).clicked() {
            openings.push(Opening {
                wall: Wall::South,
                kind: OpeningKind::Door,
                along: 1.0,
                width: 3.0,
                bottom: 0.0,
                height: 5.0,
            });
        }
        if ui.button(tr!("designer-add-window")).clicked() {
            openings.push(Opening {
                wall: Wall::South,
                kind: OpeningKind::Window,
                along: 1.0,
                width: 2.0,
                bottom: 2.5,
                height: 3.0,
            });
        }
    });
}

fn number(ui: &mut egui::Ui, label: &str, value: &mut f32, suffix: &str) {
    ui.label(label);
    ui.add(egui::DragValue::new(value).speed(0.1).suffix(suffix));
    ui.end_row();
}

fn kind_name(kind: &PieceKind) -> String {
    match kind {
        PieceKind::SmallObstacle => tr!("designer-kind-small-obstacle"),
        PieceKind::LargeObstacle => tr!("designer-kind-large-obstacle"),
        PieceKind::Building { .. } => tr!("designer-kind-building"),
        PieceKind::Level => tr!("designer-kind-level"),
        PieceKind::Water => tr!("designer-kind-water"),
        PieceKind::Rough => tr!("designer-kind-rough"),
        PieceKind::Impassable => tr!("designer-kind-impassable"),
    }
}

fn opening_name(kind: OpeningKind) -> String {
    match kind {
        OpeningKind::Door => tr!("designer-door"),
        OpeningKind::Window => tr!("designer-window"),
    }
}

fn wall_name(wall: Wall) -> String {
    match wall {
        Wall::South => tr!("designer-wall-south"),
        Wall::East => tr!("designer-wall-east"),
        Wall::North => tr!("designer-wall-north"),
        Wall::West => tr!("designer-wall-west"),
    }
}

/// The deployment zones (rectangles along the table's axes), typed exactly; the Brawl's two
/// edge strips in one click.
fn zones(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    ui.heading(tr!("designer-zones"));
    let before = screen.design.layout().deployment_zones.clone();
    let mut zones = before.clone();
    let mut remove = None;
    for (index, zone) in zones.iter_mut().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{}:", index + 1));
            for (label, value) in [
                (tr!("designer-x"), &mut zone.x),
                (tr!("designer-y"), &mut zone.y),
                (tr!("designer-wide"), &mut zone.width),
                (tr!("designer-deep"), &mut zone.depth),
            ] {
                ui.label(label);
                ui.add(
                    egui::DragValue::new(value)
                        .speed(0.1)
                        .suffix(tr!("unit-cm-suffix")),
                );
            }
            if ui.small_button(tr!("designer-remove")).clicked() {
                remove = Some(index);
            }
        });
    }
    if let Some(index) = remove {
        zones.remove(index);
    }
    let depth = super::brawl_depth_cm();
    let [south, north] = edge_strips(screen.design.layout().table, depth);
    ui.horizontal(|ui| {
        if ui
            .button(tr!("designer-add-zone"))
            .on_hover_text(tr!("designer-add-zone-hover", depth = depth))
            .clicked()
        {
            zones.push(south);
        }
        if zones.is_empty()
            && ui
                .button(tr!("designer-brawl-zones"))
                .on_hover_text(tr!("designer-brawl-zones-hover", depth = depth))
                .clicked()
        {
            zones.extend([south, north]);
        }
    });
    if zones != before {
        let outcome = screen.design.set_zones(zones);
        screen.report(outcome);
    }
}

/// The fairness readout of the two zones outlined on the plan (core's `zone_fairness`).
fn fairness(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    let Some(view) = screen.sight() else {
        return;
    };
    ui.separator();
    ui.heading(tr!("designer-fairness"));
    ui.label(
        egui::RichText::new(tr!(
            "designer-fairness-note",
            depth = super::brawl_depth_cm()
        ))
        .weak(),
    );
    for (index, fair) in view.fairness.iter().enumerate() {
        let cover = fair.cover_cm.map_or_else(
            || tr!("designer-no-cover"),
            |cm| tr!("designer-cover", cm = format!("{cm:.1}")),
        );
        ui.label(tr!(
            "designer-zone-fairness",
            zone = index.saturating_add(1),
            cells = fair.cells,
            sight = format!("{:.0}", fair.sight * 100.0),
            cover = cover,
            sees_other = format!("{:.0}", fair.sees_other * 100.0)
        ));
    }
}

/// What keeps the layout from being played: the checks of `ysbilia validate`.
fn problems(ui: &mut egui::Ui, screen: &DesignerScreen) {
    let problems = screen.design.problems();
    if problems.is_empty() {
        ui.label(tr!("designer-no-problems"));
        return;
    }
    ui.colored_label(
        ERROR_COLOUR,
        tr!("designer-problems", count = problems.len()),
    );
    for problem in problems {
        ui.label(tr!("designer-problem", problem = problem.to_string()));
    }
}
