//! The designer's 3D view: the layout as every conflict's table shows it (`crate::table3d`),
//! turned by dragging and zoomed with the wheel; V or the top bar's button switches between
//! it and the plan. Built again whenever the layout changes.

use super::{DesignerScreen, SCREEN};
use crate::table3d::{PaintAssets, spawn_board, spawn_scenery, spawn_sky};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use ysbilia_core::table::layout::Layout;

const MIN_PITCH: f32 = 0.15;
const MAX_PITCH: f32 = 1.5;
/// Radians per point dragged.
const TURN_SPEED: f32 = 0.008;

/// Where the 3D view's camera stands: round the table's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    /// Times the table's longer side.
    pub distance: f32,
}

impl Default for Orbit {
    fn default() -> Self {
        Self {
            yaw: 0.0,
            pitch: 0.85,
            distance: 1.0,
        }
    }
}

impl Orbit {
    /// The camera `fitted` cm from the table's centre (times the zoom).
    fn transform(self, fitted: f32) -> Transform {
        let eye = Vec3::new(
            self.pitch.cos() * self.yaw.sin(),
            self.pitch.sin(),
            self.pitch.cos() * self.yaw.cos(),
        ) * fitted
            * self.distance;
        Transform::from_translation(eye).looking_at(Vec3::ZERO, Vec3::Y)
    }
}

/// The distance at which the whole table fits the free part of the picture (`full`: the whole
/// image's size, physical pixels; `free`: the free part's), with a little room round it.
fn fitted_distance(layout: &Layout, fov: f32, full: Vec2, free: Vec2) -> f32 {
    let reach = full.y / (2.0 * (fov / 2.0).tan());
    let across = layout.table.width.max(layout.table.depth) + 8.0;
    (across * reach / free.y).max(across * reach / free.x) * 0.9
}

/// The pieces of the designer's 3D table.
#[derive(Component, Clone)]
struct DesignerScene;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync_scene, place_camera).chain().run_if(in_state(SCREEN)),
    )
    .add_systems(OnExit(SCREEN), leave_view);
}

/// Builds the scene while the view is on, from the layout as it is (again when it changes).
fn sync_scene(
    mut commands: Commands,
    screen: Option<Res<DesignerScreen>>,
    mut paint: PaintAssets,
    scene: Query<Entity, With<DesignerScene>>,
    mut shown: Local<Option<Layout>>,
) {
    let wanted = screen
        .as_deref()
        .filter(|screen| screen.three_d)
        .map(|screen| screen.design.layout());
    if wanted == shown.as_ref() && (wanted.is_none() || !scene.is_empty()) {
        return;
    }
    for entity in &scene {
        commands.entity(entity).despawn();
    }
    *shown = wanted.cloned();
    let (Some(layout), Some(mut painter)) = (wanted, paint.painter()) else {
        return;
    };
    let tag = (DesignerScene, DespawnOnExit(SCREEN));
    spawn_board(&mut commands, &mut painter, layout.table, &tag);
    spawn_sky(&mut commands, false, &tag);
    spawn_scenery(
        &mut commands,
        &mut painter,
        layout.table,
        &layout.pieces,
        &tag,
    );
}

/// Turns the camera round the table, its picture centred on the part the panels leave free.
fn place_camera(
    screen: Option<Res<DesignerScreen>>,
    windows: Query<&Window>,
    mut cameras: Query<(&mut Transform, &mut Camera, &Projection), With<Camera3d>>,
) {
    let Some(screen) = screen else {
        return;
    };
    let window = windows.single().ok();
    for (mut transform, mut camera, projection) in &mut cameras {
        let wanted = if screen.three_d {
            let layout = screen.design.layout();
            let mut fitted = layout.table.width.max(layout.table.depth) * 1.3;
            if let (Some(window), Some(free)) = (window, screen.free)
                && let Some(full) = crate::table3d::centre_view(&mut camera, window, free)
                && let Projection::Perspective(perspective) = projection
            {
                let free = free.size() * window.scale_factor();
                fitted = fitted_distance(layout, perspective.fov, full, free);
            }
            screen.orbit.transform(fitted)
        } else {
            if camera.sub_camera_view.is_some() {
                camera.sub_camera_view = None;
            }
            crate::plugins::camera::home_transform()
        };
        if *transform != wanted {
            *transform = wanted;
        }
    }
}

/// Other screens draw through the camera as it was.
fn leave_view(mut cameras: Query<(&mut Transform, &mut Camera), With<Camera3d>>) {
    for (mut transform, mut camera) in &mut cameras {
        *transform = crate::plugins::camera::home_transform();
        camera.sub_camera_view = None;
    }
}

/// The central area while the view is on: see-through (the 3D table shows behind), a drag
/// turns the camera, the wheel zooms.
pub(super) fn draw_view(ui: &mut egui::Ui, screen: &mut DesignerScreen) {
    let area = ui.max_rect();
    let response = ui.interact(area, ui.id().with("designer 3d"), egui::Sense::drag());
    let dragged = response.drag_delta();
    let orbit = &mut screen.orbit;
    orbit.yaw -= dragged.x * TURN_SPEED;
    orbit.pitch = (orbit.pitch + dragged.y * TURN_SPEED).clamp(MIN_PITCH, MAX_PITCH);
    if response.hovered() {
        let scroll = ui.input(|input| input.smooth_scroll_delta.y);
        orbit.distance = (orbit.distance * (1.0 - scroll * 0.002)).clamp(0.2, 2.5);
    }
    ui.label(
        egui::RichText::new(tr!("designer-3d-note"))
            .color(egui::Color32::from_gray(230))
            .background_color(egui::Color32::from_black_alpha(140)),
    );
}
