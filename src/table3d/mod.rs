//! The 3D table every 1650 screen shares (the conflicts and the Scenery Designer): the board,
//! the scenery as recognisable pieces (buildings with walls, openings, floors, roofs and storey
//! lines; trees, rocks, walls, carts, barrels), the pawns as miniatures, and the light. Pictures
//! only: what a piece is and where it stands come from `ysbilia_core`.

mod looks;
mod miniatures;
mod scenery;
mod textures;

pub use looks::{Look, LookRules};
pub use miniatures::{Arms, Miniature, spawn_miniature};
pub use scenery::spawn_piece;

use bevy::prelude::*;
use std::collections::HashMap;
use textures::Surface;
use ysbilia_core::table::layout::TableSize;

/// The board's thickness under the table's surface.
const BOARD_THICKNESS: f32 = 1.0;
/// The wooden frame round the board.
const FRAME_WIDTH: f32 = 2.0;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, paint_textures);
}

/// The painted textures and the rules that pick a piece's look.
#[derive(Resource)]
pub struct Looks {
    textures: HashMap<Surface, Handle<Image>>,
    pub rules: LookRules,
}

fn paint_textures(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let textures = Surface::ALL
        .into_iter()
        .map(|surface| (surface, images.add(surface.image())))
        .collect();
    let rules = LookRules::read(&crate::paths::project_root().join(looks::LOOKS_FILE))
        .unwrap_or_else(|problem| {
            warn!("{problem}: every obstacle is drawn as stone");
            LookRules::default()
        });
    commands.insert_resource(Looks { textures, rules });
}

/// Table cm (x east, y north, level up) to the scene (centred, y up, north towards −z).
pub fn table_to_world(size: TableSize, x: f32, y: f32, level: f32) -> Vec3 {
    Vec3::new(x - size.width / 2.0, level, -(y - size.depth / 2.0))
}

pub fn world_to_table(size: TableSize, point: Vec3) -> Vec2 {
    Vec2::new(point.x + size.width / 2.0, size.depth / 2.0 - point.z)
}

/// A system's access to what painting needs; `painter` is `None` until the textures are painted
/// (a headless test without them draws nothing).
#[derive(bevy::ecs::system::SystemParam)]
pub struct PaintAssets<'w> {
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<StandardMaterial>>,
    looks: Option<Res<'w, Looks>>,
}

impl PaintAssets<'_> {
    pub fn painter(&mut self) -> Option<Painter<'_>> {
        Some(Painter {
            meshes: &mut self.meshes,
            materials: &mut self.materials,
            looks: self.looks.as_deref()?,
        })
    }
}

/// What spawning pictures needs: the asset stores and the looks.
pub struct Painter<'a> {
    pub meshes: &'a mut Assets<Mesh>,
    pub materials: &'a mut Assets<StandardMaterial>,
    pub looks: &'a Looks,
}

impl Painter<'_> {
    /// `surface`'s texture, repeated over `width` by `depth` cm.
    fn surface(&mut self, surface: Surface, width: f32, depth: f32) -> Handle<StandardMaterial> {
        self.surface_tinted(surface, width, depth, Color::WHITE)
    }

    fn surface_tinted(
        &mut self,
        surface: Surface,
        width: f32,
        depth: f32,
        tint: Color,
    ) -> Handle<StandardMaterial> {
        let tile = surface.tile_cm();
        let alpha = tint.alpha();
        self.materials.add(StandardMaterial {
            base_color: tint,
            base_color_texture: self.looks.textures.get(&surface).cloned(),
            uv_transform: bevy::math::Affine2::from_scale(Vec2::new(
                (width / tile).max(0.25),
                (depth / tile).max(0.25),
            )),
            alpha_mode: if alpha < 1.0 || surface == Surface::Water {
                AlphaMode::Blend
            } else {
                AlphaMode::Opaque
            },
            perceptual_roughness: if surface == Surface::Water { 0.2 } else { 0.92 },
            ..default()
        })
    }

    pub fn matte(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            perceptual_roughness: 0.85,
            ..default()
        })
    }

    pub fn metal(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            metallic: 0.8,
            perceptual_roughness: 0.35,
            ..default()
        })
    }

    pub fn glass(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.9,
            ..default()
        })
    }

    pub fn glow(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            emissive: LinearRgba::from(colour) * 4.0,
            ..default()
        })
    }
}

/// The board: the table's grass in a wooden frame.
pub fn spawn_board<B: Bundle + Clone>(
    commands: &mut Commands,
    painter: &mut Painter,
    size: TableSize,
    tag: &B,
) {
    let grass = painter.surface(Surface::Grass, size.width, size.depth);
    commands.spawn((
        Name::new("Board"),
        tag.clone(),
        Mesh3d(
            painter
                .meshes
                .add(Cuboid::new(size.width, BOARD_THICKNESS, size.depth)),
        ),
        MeshMaterial3d(grass),
        Transform::from_xyz(0.0, -BOARD_THICKNESS / 2.0, 0.0),
    ));
    let frame_long = size.width + 2.0 * FRAME_WIDTH;
    let sides = [
        (
            frame_long,
            FRAME_WIDTH,
            0.0,
            size.depth / 2.0 + FRAME_WIDTH / 2.0,
        ),
        (
            frame_long,
            FRAME_WIDTH,
            0.0,
            -size.depth / 2.0 - FRAME_WIDTH / 2.0,
        ),
        (
            FRAME_WIDTH,
            size.depth,
            size.width / 2.0 + FRAME_WIDTH / 2.0,
            0.0,
        ),
        (
            FRAME_WIDTH,
            size.depth,
            -size.width / 2.0 - FRAME_WIDTH / 2.0,
            0.0,
        ),
    ];
    for (width, depth, x, z) in sides {
        let wood = painter.surface(Surface::Timber, width, depth);
        commands.spawn((
            Name::new("Board frame"),
            tag.clone(),
            Mesh3d(
                painter
                    .meshes
                    .add(Cuboid::new(width, BOARD_THICKNESS + 0.6, depth)),
            ),
            MeshMaterial3d(wood),
            Transform::from_xyz(x, -BOARD_THICKNESS / 2.0 + 0.3, z),
        ));
    }
}

/// Daylight (a warm sun casting shadows) or night (a faint blue moon: the luminaries' warm
/// lights carry the scene).
pub fn spawn_sky<B: Bundle + Clone>(commands: &mut Commands, night: bool, tag: &B) {
    let (illuminance, ambient, colour) = if night {
        (300.0, 90.0, Color::srgb(0.5, 0.58, 0.9))
    } else {
        (9_000.0, 500.0, Color::srgb(1.0, 0.95, 0.85))
    };
    commands.spawn((
        Name::new("Sun or moon"),
        tag.clone(),
        DirectionalLight {
            illuminance,
            color: colour,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-40.0, 100.0, 60.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: colour,
        brightness: ambient,
        ..default()
    });
}

/// Centres the camera's picture on `free` (the part of the window the panels leave, in logical
/// pixels): the view becomes a sub-view of a larger image, so picking through it stays exact.
/// Returns that larger image's size in physical pixels.
pub fn centre_view(camera: &mut Camera, window: &Window, free: Rect) -> Option<Vec2> {
    let scale = window.scale_factor();
    let size = Vec2::new(
        window.physical_width() as f32,
        window.physical_height() as f32,
    );
    let free_size = free.size() * scale;
    if size.min_element() < 1.0 || free_size.min_element() < 1.0 {
        return None;
    }
    let shift = free.center() * scale - size / 2.0;
    let full = size + 2.0 * shift.abs();
    let sub = bevy::camera::SubCameraView {
        full_size: full.round().as_uvec2(),
        offset: shift.abs() - shift,
        size: size.round().as_uvec2(),
    };
    if camera.sub_camera_view != Some(sub) {
        camera.sub_camera_view = Some(sub);
    }
    Some(full)
}

/// A luminary's warm light (§ Luminaries), `height` cm above `at`.
pub fn warm_light(intensity: f32, range: f32) -> PointLight {
    PointLight {
        color: Color::srgb(1.0, 0.72, 0.42),
        intensity,
        range,
        shadow_maps_enabled: false,
        ..default()
    }
}
