//! The camera every screen draws through (egui attaches its context to the first camera).

use bevy::prelude::*;

/// Candle-lit dark walnut behind the panels.
const BACKGROUND: Color = Color::srgb(0.09, 0.07, 0.06);

pub fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, fit_antialiasing);
}

/// MSAA off on a software renderer (Mesa's llvmpipe, as under Xvfb): it pays for every sample
/// on the CPU, four samples costing some 40% of a table's frame there, where a GPU pays little.
fn fit_antialiasing(
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    mut cameras: Query<&mut Msaa, With<Camera3d>>,
    mut done: Local<bool>,
) {
    let Some(adapter) = adapter.filter(|_| !*done) else {
        return;
    };
    *done = true;
    // Bevy does not re-export wgpu's `DeviceType`: its name says it.
    if format!("{:?}", adapter.device_type) != "Cpu" {
        return;
    }
    info!("software rendering ({}): MSAA off", adapter.name);
    for mut msaa in &mut cameras {
        *msaa = Msaa::Off;
    }
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
