//! The 3D table every 1650 screen shares (the conflicts and the Scenery Designer): the board,
//! the scenery as recognisable pieces (buildings with walls, openings, floors, roofs and storey
//! lines; trees, rocks, walls, carts, barrels), the pawns as miniatures, and the light. Pictures
//! only: what a piece is and where it stands come from `ysbilia_core`.

mod batch;
mod looks;
mod miniatures;
mod scenery;
mod textures;

pub use miniatures::{Miniature, spawn_miniatures};
pub use scenery::spawn_scenery;

use bevy::prelude::*;
use looks::LookRules;
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

/// The painted textures, the rules that pick a piece's look, and the meshes and materials made
/// so far: parts of the same shape and paint share them, so Bevy draws them in one batch (a
/// table of thirty pieces and fifteen miniatures is some three hundred parts).
#[derive(Resource)]
pub struct Looks {
    textures: HashMap<Surface, Handle<Image>>,
    rules: LookRules,
    meshes: HashMap<Shape, Handle<Mesh>>,
    materials: HashMap<Paint, Handle<StandardMaterial>>,
}

impl Looks {
    fn new(textures: HashMap<Surface, Handle<Image>>, rules: LookRules) -> Self {
        Self {
            textures,
            rules,
            meshes: HashMap::new(),
            materials: HashMap::new(),
        }
    }
}

/// Tenths of a millimetre: sizes equal to that are one mesh.
fn tenth_mm(cm: f32) -> i32 {
    (cm * 100.0).round() as i32
}

/// A part's mesh by its shape and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Cuboid([i32; 3]),
    Cylinder([i32; 2]),
    Sphere(i32),
    Capsule([i32; 2]),
    Annulus([i32; 2]),
    Cone([i32; 2]),
    /// A unit ico-sphere, scaled into rocks, bushes and tree crowns.
    Blob,
}

impl Shape {
    pub fn cuboid(width: f32, height: f32, depth: f32) -> Self {
        Shape::Cuboid([tenth_mm(width), tenth_mm(height), tenth_mm(depth)])
    }
    pub fn cylinder(radius: f32, height: f32) -> Self {
        Shape::Cylinder([tenth_mm(radius), tenth_mm(height)])
    }
    pub fn sphere(radius: f32) -> Self {
        Shape::Sphere(tenth_mm(radius))
    }
    pub fn capsule(radius: f32, length: f32) -> Self {
        Shape::Capsule([tenth_mm(radius), tenth_mm(length)])
    }
    pub fn annulus(inner: f32, outer: f32) -> Self {
        Shape::Annulus([tenth_mm(inner), tenth_mm(outer)])
    }
    pub fn cone(radius: f32, height: f32) -> Self {
        Shape::Cone([tenth_mm(radius), tenth_mm(height)])
    }

    fn mesh(self) -> Mesh {
        let cm = |value: i32| value as f32 / 100.0;
        // Few facets: a miniature is 3.5 cm tall, and software rendering pays per vertex (the
        // shadow cascades draw each one again).
        match self {
            Shape::Cuboid([width, height, depth]) => {
                Cuboid::new(cm(width), cm(height), cm(depth)).into()
            }
            Shape::Cylinder([radius, height]) => Cylinder::new(cm(radius), cm(height))
                .mesh()
                .resolution(14)
                .build(),
            Shape::Sphere(radius) => Sphere::new(cm(radius)).mesh().uv(10, 7),
            Shape::Capsule([radius, length]) => Capsule3d::new(cm(radius), cm(length))
                .mesh()
                .longitudes(10)
                .latitudes(6)
                .build(),
            Shape::Annulus([inner, outer]) => Annulus::new(cm(inner), cm(outer))
                .mesh()
                .resolution(16)
                .build(),
            Shape::Cone([radius, height]) => Cone {
                radius: cm(radius),
                height: cm(height),
            }
            .mesh()
            .resolution(8)
            .build(),
            Shape::Blob => Sphere::new(1.0)
                .mesh()
                .ico(1)
                .unwrap_or_else(|_| Sphere::new(1.0).mesh().uv(10, 7)),
        }
    }
}

/// A material by what it is painted with (colours to the 8 bits they end up in; a texture's
/// repeats to the quarter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Paint {
    Surface(Surface, [u8; 4], [i32; 2]),
    Matte([u8; 4]),
    Metal([u8; 4]),
    Glass([u8; 4]),
    Glow([u8; 4]),
}

fn colour_key(colour: Color) -> [u8; 4] {
    colour.to_srgba().to_u8_array()
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
    commands.insert_resource(Looks::new(textures, rules));
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
    looks: Option<ResMut<'w, Looks>>,
}

impl PaintAssets<'_> {
    pub fn painter(&mut self) -> Option<Painter<'_>> {
        Some(Painter {
            meshes: &mut self.meshes,
            materials: &mut self.materials,
            looks: self.looks.as_deref_mut()?,
        })
    }
}

/// What spawning pictures needs: the asset stores and the looks.
pub struct Painter<'a> {
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<StandardMaterial>,
    looks: &'a mut Looks,
}

impl Painter<'_> {
    /// The mesh of `shape`, made once.
    pub fn mesh(&mut self, shape: Shape) -> Handle<Mesh> {
        if let Some(mesh) = self.looks.meshes.get(&shape) {
            return mesh.clone();
        }
        let mesh = self.meshes.add(shape.mesh());
        self.looks.meshes.insert(shape, mesh.clone());
        mesh
    }

    /// The material painted with `paint`, made once by `make`.
    fn paint(
        &mut self,
        paint: Paint,
        make: impl FnOnce(&Looks) -> StandardMaterial,
    ) -> Handle<StandardMaterial> {
        if let Some(material) = self.looks.materials.get(&paint) {
            return material.clone();
        }
        let material = self.materials.add(make(self.looks));
        self.looks.materials.insert(paint, material.clone());
        material
    }

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
        // Repeats to the quarter, so pieces of near sizes share a material.
        let repeats = |cm: f32| ((cm / tile).max(0.25) * 4.0).round() / 4.0;
        let (across, down) = (repeats(width), repeats(depth));
        let key = Paint::Surface(
            surface,
            colour_key(tint),
            [(across * 4.0) as i32, (down * 4.0) as i32],
        );
        self.paint(key, |looks| StandardMaterial {
            base_color: tint,
            base_color_texture: looks.textures.get(&surface).cloned(),
            uv_transform: bevy::math::Affine2::from_scale(Vec2::new(across, down)),
            alpha_mode: if tint.alpha() < 1.0 || surface == Surface::Water {
                AlphaMode::Blend
            } else {
                AlphaMode::Opaque
            },
            perceptual_roughness: if surface == Surface::Water { 0.2 } else { 0.92 },
            ..default()
        })
    }

    pub fn matte(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.paint(Paint::Matte(colour_key(colour)), |_| StandardMaterial {
            base_color: colour,
            perceptual_roughness: 0.85,
            ..default()
        })
    }

    pub fn metal(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.paint(Paint::Metal(colour_key(colour)), |_| StandardMaterial {
            base_color: colour,
            metallic: 0.8,
            perceptual_roughness: 0.35,
            ..default()
        })
    }

    pub fn glass(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.paint(Paint::Glass(colour_key(colour)), |_| StandardMaterial {
            base_color: colour,
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.9,
            ..default()
        })
    }

    pub fn glow(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.paint(Paint::Glow(colour_key(colour)), |_| StandardMaterial {
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
        Mesh3d(painter.mesh(Shape::cuboid(size.width, BOARD_THICKNESS, size.depth))),
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
            Mesh3d(painter.mesh(Shape::cuboid(width, BOARD_THICKNESS + 0.6, depth))),
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

/// The warm light of a luminary or a carried Farol (§ Luminaries).
pub fn warm_light(intensity: f32, range: f32) -> PointLight {
    PointLight {
        color: Color::srgb(1.0, 0.72, 0.42),
        intensity,
        range,
        shadow_maps_enabled: false,
        ..default()
    }
}
