//! The camera every screen draws through (egui attaches its context to the first camera).

use bevy::prelude::*;

/// Candle-lit dark walnut behind the panels.
const BACKGROUND: Color = Color::srgb(0.09, 0.07, 0.06);

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .add_systems(Startup, spawn_camera);
}

/// Where the camera stands on every screen without a table of its own.
pub fn home_transform() -> Transform {
    Transform::from_xyz(0.0, 120.0, 120.0).looking_at(Vec3::ZERO, Vec3::Y)
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Main camera"),
        Camera3d::default(),
        home_transform(),
    ));
}
