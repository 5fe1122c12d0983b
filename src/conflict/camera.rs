//! The table camera: orbit (right drag or [ ]), pan (middle drag, Shift+right drag or the
//! arrow keys), zoom (wheel or + −), a top-down view (T) and a pawn's-eye view (V).

use super::scene::{EYE_ABOVE_BASE, table_to_world};
use super::{ConflictScreen, SCREENS, TableView, at_the_table};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use ysbilia_core::conflict::Edge;

const MIN_DISTANCE: f32 = 15.0;
const MAX_DISTANCE: f32 = 320.0;
const MIN_PITCH: f32 = 0.12;
/// Room around the table when the view is fitted to it.
const FIT_MARGIN: f32 = 1.08;
const MAX_PITCH: f32 = 1.55;
/// Radians per pixel dragged.
const ORBIT_SPEED: f32 = 0.006;
/// Table cm per second with the arrow keys, at distance 100.
const PAN_SPEED: f32 = 60.0;

#[derive(Resource, Clone, Debug)]
pub(super) struct OrbitCamera {
    pub target: Vec3,
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    pub top_down: bool,
    /// The pawn whose eyes the camera looks through.
    pub eye_of: Option<u32>,
    /// The distance was set to show the whole table (false: fit it at the next frame).
    pub fitted: bool,
    /// The Brawl (its table's id) the view was turned to its one person's edge for.
    pub faced: Option<u64>,
}

impl Default for OrbitCamera {
    fn default() -> Self {
        Self {
            target: Vec3::ZERO,
            yaw: 0.0,
            pitch: 1.0,
            distance: 140.0,
            top_down: false,
            eye_of: None,
            fitted: false,
            faced: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OrbitCamera>();
    for screen in SCREENS {
        app.add_systems(OnEnter(screen), reset_camera)
            .add_systems(OnExit(screen), leave_table);
    }
    app.add_systems(
        Update,
        (steer_camera, face_own_edge, frame_table, place_camera)
            .chain()
            .run_if(at_the_table),
    );
}

fn reset_camera(mut orbit: ResMut<OrbitCamera>) {
    *orbit = OrbitCamera::default();
}

/// Other screens draw egui over an empty scene: the camera goes back where it was.
fn leave_table(mut cameras: Query<(&mut Transform, &mut Camera), With<Camera3d>>) {
    for (mut transform, mut camera) in &mut cameras {
        *transform = crate::plugins::camera::home_transform();
        camera.sub_camera_view = None;
    }
}

/// Frames the table in the part of the window the panels leave free: the view's centre moves
/// to that part's centre (a sub-view of a larger image, so picking stays exact) and, once per
/// reset, the distance shows the whole table there.
fn frame_table(
    mut orbit: ResMut<OrbitCamera>,
    view: Res<TableView>,
    screen: Option<Res<ConflictScreen>>,
    windows: Query<&Window>,
    mut cameras: Query<(&mut Camera, &Projection), With<Camera3d>>,
) {
    let (Ok(window), Ok((mut camera, projection)), Some(free)) =
        (windows.single(), cameras.single_mut(), view.free)
    else {
        return;
    };
    let Some(full) = crate::table3d::centre_view(&mut camera, window, free) else {
        return;
    };
    let free_size = free.size() * window.scale_factor();
    let Some(ConflictScreen::Playing(table)) = screen.as_deref() else {
        return;
    };
    if orbit.fitted {
        return;
    }
    let Projection::Perspective(perspective) = projection else {
        return;
    };
    let table_size = table.game().setup().layout.table;
    // Seen from the West or East edge, the table's depth runs across the screen.
    let (across, along) = if orbit.yaw.sin().abs() > 0.7 {
        (table_size.depth, table_size.width)
    } else {
        (table_size.width, table_size.depth)
    };
    // Pixels per cm at distance 1 (the vertical field of view spans the full image's height).
    let reach = full.y / (2.0 * (perspective.fov / 2.0).tan());
    let fit = (along * reach / free_size.y).max(across * reach / free_size.x);
    orbit.distance = (fit * FIT_MARGIN).clamp(MIN_DISTANCE, MAX_DISTANCE);
    orbit.fitted = true;
}

fn steer_camera(
    mut orbit: ResMut<OrbitCamera>,
    view: Res<TableView>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    (motion, scroll, letters): (
        Res<AccumulatedMouseMotion>,
        Res<AccumulatedMouseScroll>,
        Res<ButtonInput<bevy::input::keyboard::Key>>,
    ),
    time: Res<Time>,
    settings: Res<crate::settings::Settings>,
) {
    if !view.keys_free {
        return;
    }
    let seconds = time.delta_secs();
    let speed = settings.camera_speed;
    let tilt = if settings.invert_orbit { -1.0 } else { 1.0 };
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let dragging_on_table = view.dragging_from_table;
    let pan_drag =
        buttons.pressed(MouseButton::Middle) || (shift && buttons.pressed(MouseButton::Right));
    if dragging_on_table && buttons.pressed(MouseButton::Right) && !pan_drag {
        orbit.yaw -= motion.delta.x * ORBIT_SPEED * speed;
        orbit.pitch =
            (orbit.pitch + tilt * motion.delta.y * ORBIT_SPEED * speed).clamp(MIN_PITCH, MAX_PITCH);
        orbit.eye_of = None;
    }
    let mut pan = Vec2::ZERO;
    if dragging_on_table && pan_drag {
        pan += Vec2::new(-motion.delta.x, -motion.delta.y) * orbit.distance * 0.002 * speed;
    }
    let key_pan = [
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
        (KeyCode::ArrowUp, Vec2::NEG_Y),
        (KeyCode::ArrowDown, Vec2::Y),
    ];
    for (key, direction) in key_pan {
        if keys.pressed(key) {
            pan += direction * PAN_SPEED * speed * seconds * orbit.distance / 100.0;
        }
    }
    if pan != Vec2::ZERO {
        // Screen right and screen down, flattened onto the table.
        let right = Vec3::new(orbit.yaw.cos(), 0.0, -orbit.yaw.sin());
        let down = Vec3::new(orbit.yaw.sin(), 0.0, orbit.yaw.cos());
        let moved = orbit.target + right * pan.x + down * pan.y;
        orbit.target = moved.clamp(Vec3::splat(-80.0), Vec3::splat(80.0));
        orbit.eye_of = None;
    }
    if keys.pressed(KeyCode::BracketLeft) {
        orbit.yaw += 1.5 * seconds;
    }
    if keys.pressed(KeyCode::BracketRight) {
        orbit.yaw -= 1.5 * seconds;
    }
    let mut zoom = 0.0;
    if view.over_table {
        zoom += match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y * 0.1,
            MouseScrollUnit::Pixel => scroll.delta.y * 0.002,
        };
    }
    if keys.any_pressed([KeyCode::Equal, KeyCode::NumpadAdd, KeyCode::PageUp]) {
        zoom += 1.5 * seconds;
    }
    if keys.any_pressed([KeyCode::Minus, KeyCode::NumpadSubtract, KeyCode::PageDown]) {
        zoom -= 1.5 * seconds;
    }
    if zoom != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - zoom)).clamp(MIN_DISTANCE, MAX_DISTANCE);
    }
    if super::keys::letter_pressed(&letters, 't') {
        orbit.top_down = !orbit.top_down;
        orbit.eye_of = None;
    }
    if keys.just_pressed(KeyCode::Home) {
        *orbit = OrbitCamera::default();
    }
}

/// The orbit as the camera shows it now: with a smooth camera it glides towards the orbit.
#[derive(Clone, Copy, Debug)]
struct ShownOrbit {
    yaw: f32,
    pitch: f32,
    distance: f32,
    target: Vec3,
}

/// How fast a smooth camera closes on where it is sent (per second, exponential).
const GLIDE_RATE: f32 = 12.0;

impl ShownOrbit {
    fn of(orbit: &OrbitCamera) -> Self {
        Self {
            yaw: orbit.yaw,
            pitch: orbit.pitch,
            distance: orbit.distance,
            target: orbit.target,
        }
    }

    /// `self` moved the share `step` of the way to `goal` (yaw the short way round).
    fn towards(self, goal: Self, step: f32) -> Self {
        let turn = (goal.yaw - self.yaw + std::f32::consts::PI).rem_euclid(std::f32::consts::TAU)
            - std::f32::consts::PI;
        Self {
            yaw: self.yaw + turn * step,
            pitch: self.pitch + (goal.pitch - self.pitch) * step,
            distance: self.distance + (goal.distance - self.distance) * step,
            target: self.target.lerp(goal.target, step),
        }
    }
}

/// Puts the camera where the orbit (or the pawn's eyes) says.
fn place_camera(
    orbit: Res<OrbitCamera>,
    screen: Option<Res<ConflictScreen>>,
    settings: Res<crate::settings::Settings>,
    time: Res<Time>,
    mut shown: Local<Option<ShownOrbit>>,
    mut cameras: Query<&mut Transform, With<Camera3d>>,
) {
    let Ok(mut transform) = cameras.single_mut() else {
        return;
    };
    let goal = ShownOrbit::of(&orbit);
    let now = match *shown {
        Some(was) if settings.smooth_camera => {
            was.towards(goal, 1.0 - (-GLIDE_RATE * time.delta_secs()).exp())
        }
        _ => goal,
    };
    *shown = Some(now);
    let orbit = OrbitCamera {
        yaw: now.yaw,
        pitch: now.pitch,
        distance: now.distance,
        target: now.target,
        ..orbit.clone()
    };
    if let (Some(pawn), Some(screen)) = (orbit.eye_of, screen.as_deref())
        && let ConflictScreen::Playing(table) = screen
        && let Some(placement) = table.game().pawn(pawn).and_then(|view| view.placement)
    {
        let size = table.game().setup().layout.table;
        let eye = table_to_world(
            size,
            placement.x,
            placement.y,
            placement.level + EYE_ABOVE_BASE,
        );
        let radians = placement.facing_degrees.to_radians();
        let ahead = table_to_world(
            size,
            placement.x + radians.cos() * 10.0,
            placement.y + radians.sin() * 10.0,
            placement.level + EYE_ABOVE_BASE,
        );
        *transform = Transform::from_translation(eye).looking_at(ahead, Vec3::Y);
        return;
    }
    if orbit.top_down {
        // The screen's top is the far side, as in the orbit view.
        let far = -Vec3::new(orbit.yaw.sin(), 0.0, orbit.yaw.cos());
        *transform = Transform::from_translation(orbit.target + Vec3::Y * orbit.distance)
            .looking_at(orbit.target, far);
        return;
    }
    let offset = Vec3::new(
        orbit.yaw.sin() * orbit.pitch.cos(),
        orbit.pitch.sin(),
        orbit.yaw.cos() * orbit.pitch.cos(),
    ) * orbit.distance;
    *transform =
        Transform::from_translation(orbit.target + offset).looking_at(orbit.target, Vec3::Y);
}

/// Against the computer, the view starts from the person's own edge once the edges are
/// chosen (in a hotseat Brawl the shared view stays where it is).
fn face_own_edge(mut orbit: ResMut<OrbitCamera>, screen: Option<Res<ConflictScreen>>) {
    let Some(ConflictScreen::Playing(table)) = screen.as_deref() else {
        return;
    };
    let Some(edges) = table.game().progress().edges else {
        return;
    };
    if orbit.faced == Some(table.id) {
        return;
    }
    orbit.faced = Some(table.id);
    let bands = table.game().setup().sides.len();
    let people: Vec<usize> = (0..bands)
        .filter(|&band| !table.is_computer(band))
        .collect();
    let [band] = people[..] else {
        return;
    };
    let Some(&edge) = edges.get(band) else {
        return;
    };
    orbit.yaw = match edge {
        Edge::South => 0.0,
        Edge::North => std::f32::consts::PI,
        Edge::West => -std::f32::consts::FRAC_PI_2,
        Edge::East => std::f32::consts::FRAC_PI_2,
    };
    orbit.fitted = false;
}
