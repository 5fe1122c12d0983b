//! The 3D table: the board, the layout's scenery as simple readable meshes, the pawns as
//! miniatures (base, body, head and a facing marker in the band's colour), luminaries with their
//! light, smoke markers, and day or night lighting. Rebuilt from core after every command.

use super::setup::pawn_colour;
use super::{BrawlScreen, SCREEN};
use bevy::prelude::*;
use ysbilia_core::conflict::view::PawnView;
use ysbilia_core::conflict::{BombStage, Conflict};
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::table::base::{
    BASE_THICKNESS_CM, DEFAULT_BASE_DIAMETER_CM, MINIATURE_HEIGHT_CM, Placement,
};
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind, STOREY_HEIGHT_CM, TableSize};
use ysbilia_core::table::light::{LUMINARY_LIGHT_RADIUS_CM, Quadrant};
use ysbilia_core::table::scenery::building_boxes;

/// A pawn's eyes above its base's underside (the pawn's-eye camera).
pub(super) const EYE_ABOVE_BASE: f32 = BASE_THICKNESS_CM + 3.1;
/// How high a piece without a height stands (large obstacles, levels).
const DEFAULT_PIECE_HEIGHT: f32 = 6.0;

/// Table cm (x east, y north, level up) to the scene (centred, y up, north towards −z).
pub(super) fn table_to_world(size: TableSize, x: f32, y: f32, level: f32) -> Vec3 {
    Vec3::new(x - size.width / 2.0, level, -(y - size.depth / 2.0))
}

pub(super) fn world_to_table(size: TableSize, point: Vec3) -> Vec2 {
    Vec2::new(point.x + size.width / 2.0, size.depth / 2.0 - point.z)
}

/// Everything of the table scene (board, scenery, lights).
#[derive(Component)]
pub(super) struct TableScene;

/// What changes with every command: pawns, luminaries, smoke.
#[derive(Component)]
pub(super) struct TablePieces;

/// Which game and revision the scene shows.
#[derive(Default)]
pub(super) struct Shown {
    game: Option<u64>,
    revision: u64,
    /// The scenery pieces blown away when the table was last built.
    removed: Vec<usize>,
    /// And those fallen to ruins (§ Artillery's Wearing Down).
    ruins: Vec<usize>,
    /// How many pieces it had (an Enclave placed adds one).
    pieces: usize,
}

pub(super) fn sync_scene(
    mut commands: Commands,
    screen: Option<Res<BrawlScreen>>,
    mut shown: Local<Shown>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    scene: Query<Entity, With<TableScene>>,
    pieces: Query<Entity, With<TablePieces>>,
) {
    let Some(BrawlScreen::Playing(table)) = screen.as_deref() else {
        if shown.game.is_some() {
            for entity in scene.iter().chain(pieces.iter()) {
                commands.entity(entity).despawn();
            }
            *shown = Shown::default();
        }
        return;
    };
    let game = table.game();
    let key = table.id;
    let mut assets = Palette {
        meshes: &mut meshes,
        materials: &mut materials,
    };
    // Leaving the screen despawned the scene: coming back to the same game builds it again.
    // An explosion that blew small obstacles away (or an undo that brings them back) builds
    // the table again without them.
    let removed = game.scenery().removed();
    let ruins = game.ruins();
    if shown.game != Some(key)
        || scene.is_empty()
        || shown.removed != removed
        || shown.ruins != ruins
        || shown.pieces != game.scenery().layout().pieces.len()
    {
        for entity in &scene {
            commands.entity(entity).despawn();
        }
        spawn_table(&mut commands, &mut assets, game);
        shown.game = Some(key);
        shown.revision = 0;
        shown.removed = removed.to_vec();
        shown.ruins = ruins.to_vec();
        shown.pieces = game.scenery().layout().pieces.len();
    }
    if shown.revision != table.revision {
        for entity in &pieces {
            commands.entity(entity).despawn();
        }
        spawn_pieces(&mut commands, &mut assets, game);
        shown.revision = table.revision;
    }
}

struct Palette<'a> {
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<StandardMaterial>,
}

impl Palette<'_> {
    fn matte(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            perceptual_roughness: 0.9,
            ..default()
        })
    }

    fn glass(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.9,
            ..default()
        })
    }

    fn glow(&mut self, colour: Color) -> Handle<StandardMaterial> {
        self.materials.add(StandardMaterial {
            base_color: colour,
            emissive: LinearRgba::from(colour) * 4.0,
            ..default()
        })
    }
}

fn spawn_table(commands: &mut Commands, assets: &mut Palette, game: &Conflict) {
    let size = game.setup().layout.table;
    let night = game.is_night();
    let board = assets.meshes.add(Cuboid::new(size.width, 1.0, size.depth));
    let felt = assets.matte(Color::srgb(0.36, 0.42, 0.25));
    commands.spawn((
        Name::new("Board"),
        TableScene,
        DespawnOnExit(SCREEN),
        Mesh3d(board),
        MeshMaterial3d(felt),
        Transform::from_xyz(0.0, -0.5, 0.0),
    ));
    let (illuminance, ambient, colour) = if night {
        (350.0, 120.0, Color::srgb(0.55, 0.62, 0.9))
    } else {
        (9_000.0, 600.0, Color::srgb(1.0, 0.96, 0.88))
    };
    commands.spawn((
        Name::new("Sun or moon"),
        TableScene,
        DespawnOnExit(SCREEN),
        DirectionalLight {
            illuminance,
            color: colour,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(-40.0, 100.0, 60.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: colour,
        brightness: ambient,
        ..default()
    });
    for (_, piece) in game.scenery().pieces() {
        spawn_piece(commands, assets, size, piece);
    }
}

fn piece_colour(kind: &PieceKind) -> Color {
    match kind {
        PieceKind::SmallObstacle => Color::srgb(0.55, 0.45, 0.33),
        PieceKind::LargeObstacle => Color::srgb(0.42, 0.3, 0.2),
        PieceKind::Building { .. } => Color::srgb(0.86, 0.8, 0.68),
        PieceKind::Level => Color::srgb(0.5, 0.52, 0.34),
        PieceKind::Water => Color::srgba(0.2, 0.4, 0.7, 0.85),
        PieceKind::Rough => Color::srgb(0.45, 0.36, 0.24),
        PieceKind::Impassable => Color::srgb(0.2, 0.18, 0.17),
    }
}

fn spawn_piece(commands: &mut Commands, assets: &mut Palette, size: TableSize, piece: &Piece) {
    let rotation = Quat::from_rotation_y(piece.rotation_degrees.to_radians());
    let colour = piece_colour(&piece.kind);
    let centre = table_to_world(size, piece.x, piece.y, 0.0);
    let height = match &piece.kind {
        PieceKind::Water | PieceKind::Rough => 0.08,
        PieceKind::Building { storeys, .. } => f32::from(*storeys) * STOREY_HEIGHT_CM,
        _ if piece.height > 0.0 => piece.height,
        _ => DEFAULT_PIECE_HEIGHT,
    };
    if let PieceKind::Building { storeys, openings } = &piece.kind {
        let wall = assets.matte(colour);
        let slab = assets.glass(Color::srgba(0.62, 0.32, 0.22, 0.45));
        for (min, max) in building_boxes(piece, *storeys, openings) {
            let extent = max - min;
            let middle = (min + max) / 2.0;
            let offset = rotation * Vec3::new(middle.x, middle.z, -middle.y);
            let is_slab = extent.z < 1.0 && max.z > 0.9;
            let material = if is_slab { slab.clone() } else { wall.clone() };
            commands.spawn((
                Name::new(format!("{} part", piece.id)),
                TableScene,
                DespawnOnExit(SCREEN),
                Mesh3d(assets.meshes.add(Cuboid::new(extent.x, extent.z, extent.y))),
                MeshMaterial3d(material),
                Transform::from_translation(centre + offset).with_rotation(rotation),
            ));
        }
        return;
    }
    let material = if matches!(piece.kind, PieceKind::Water) {
        assets.glass(colour)
    } else {
        assets.matte(colour)
    };
    let mesh = match piece.shape {
        Footprint::Rect { width, depth } => assets.meshes.add(Cuboid::new(width, height, depth)),
        Footprint::Circle { radius } => assets.meshes.add(Cylinder::new(radius, height)),
    };
    commands.spawn((
        Name::new(piece.id.clone()),
        TableScene,
        DespawnOnExit(SCREEN),
        Mesh3d(mesh),
        MeshMaterial3d(material),
        Transform::from_translation(centre + Vec3::Y * (height / 2.0)).with_rotation(rotation),
    ));
}

fn spawn_pieces(commands: &mut Commands, assets: &mut Palette, game: &Conflict) {
    let size = game.setup().layout.table;
    let night = game.is_night();
    for mut pawn in game.pawns() {
        // § To Seek Sanctuary: a dragged pawn is off the table, carried: drawn behind its dragger.
        if pawn.placement.is_none()
            && let Some(dragger) = game
                .carried_by(pawn.id)
                .and_then(|dragger| game.pawn(dragger))
                .and_then(|dragger| dragger.placement)
        {
            let back = dragger.facing_degrees.to_radians();
            let behind = DEFAULT_BASE_DIAMETER_CM + 0.1;
            pawn.placement = Some(Placement {
                x: dragger.x - back.cos() * behind,
                y: dragger.y - back.sin() * behind,
                ..dragger
            });
        }
        let colour = pawn_colour(game, pawn.id, pawn.side);
        spawn_pawn(commands, assets, size, &pawn, colour);
        // § Panoply Cards: a Farol lights its bearer's surroundings at night.
        if let Some(place) = pawn
            .placement
            .filter(|_| night && game.carries_light(pawn.id))
        {
            commands.spawn((
                Name::new("Farol light"),
                TablePieces,
                DespawnOnExit(SCREEN),
                PointLight {
                    color: Color::srgb(1.0, 0.75, 0.45),
                    intensity: 2.0e6,
                    range: LUMINARY_LIGHT_RADIUS_CM * 1.5,
                    shadow_maps_enabled: false,
                    ..default()
                },
                Transform::from_translation(table_to_world(
                    size,
                    place.x,
                    place.y,
                    place.level + 5.0,
                )),
            ));
        }
    }
    for luminary in game.luminaries() {
        let at = table_to_world(size, luminary.x, luminary.y, 0.0);
        commands.spawn((
            Name::new("Luminary"),
            TablePieces,
            DespawnOnExit(SCREEN),
            Mesh3d(assets.meshes.add(Cylinder::new(0.6, 4.0))),
            MeshMaterial3d(assets.glow(Color::srgb(1.0, 0.7, 0.3))),
            Transform::from_translation(at + Vec3::Y * 2.0),
        ));
        commands.spawn((
            Name::new("Luminary light"),
            TablePieces,
            DespawnOnExit(SCREEN),
            PointLight {
                color: Color::srgb(1.0, 0.75, 0.45),
                intensity: 4.0e6,
                range: LUMINARY_LIGHT_RADIUS_CM * 1.5,
                shadow_maps_enabled: false,
                ..default()
            },
            Transform::from_translation(at + Vec3::Y * 6.0),
        ));
    }
    for bomb in game.bombs() {
        if let BombStage::Placed { at, level } = bomb.stage {
            commands.spawn((
                Name::new("Bomb"),
                TablePieces,
                DespawnOnExit(SCREEN),
                Mesh3d(assets.meshes.add(Sphere::new(1.4))),
                MeshMaterial3d(assets.matte(Color::srgb(0.12, 0.1, 0.1))),
                Transform::from_translation(
                    table_to_world(size, at.x, at.y, level) + Vec3::Y * 1.4,
                ),
            ));
        }
    }
    let smoke = game.smoke_markers();
    for quadrant in Quadrant::ALL {
        let count = smoke.get(quadrant.index()).copied().unwrap_or(0);
        let (qx, qy) = quadrant.centre(size);
        for index in 0..count {
            let spread = index as f32 * 4.0;
            let at = table_to_world(size, qx + spread, qy, 0.0);
            commands.spawn((
                Name::new("Smoke marker"),
                TablePieces,
                DespawnOnExit(SCREEN),
                Mesh3d(assets.meshes.add(Sphere::new(1.6))),
                MeshMaterial3d(assets.glass(Color::srgba(0.8, 0.8, 0.8, 0.6))),
                Transform::from_translation(at + Vec3::Y * 1.6),
            ));
        }
    }
}

fn spawn_pawn(
    commands: &mut Commands,
    assets: &mut Palette,
    size: TableSize,
    pawn: &PawnView,
    band: bevy_egui::egui::Color32,
) {
    let Some(placement) = pawn.placement else {
        return;
    };
    let band = Color::srgb_u8(band.r(), band.g(), band.b());
    let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
    let at = table_to_world(size, placement.x, placement.y, placement.level);
    let facing = Quat::from_rotation_y(placement.facing_degrees.to_radians());
    let escaping = pawn.nerve == Nerve::Escaping;
    let body_colour = if escaping {
        band.mix(&Color::srgb(0.5, 0.5, 0.5), 0.6)
    } else {
        band
    };
    let root = commands
        .spawn((
            Name::new(format!("Pawn {} ({})", pawn.id, pawn.card.name)),
            TablePieces,
            DespawnOnExit(SCREEN),
            Transform::from_translation(at).with_rotation(facing),
            Visibility::default(),
        ))
        .id();
    let body_height = MINIATURE_HEIGHT_CM - 0.9;
    let parts = [
        (
            assets.meshes.add(Cylinder::new(radius, BASE_THICKNESS_CM)),
            assets.matte(Color::srgb(0.16, 0.13, 0.1)),
            Vec3::Y * (BASE_THICKNESS_CM / 2.0),
        ),
        (
            assets.meshes.add(Capsule3d::new(0.42, body_height - 0.84)),
            assets.matte(body_colour),
            Vec3::Y * (BASE_THICKNESS_CM + body_height / 2.0),
        ),
        (
            assets.meshes.add(Sphere::new(0.36)),
            assets.matte(Color::srgb(0.85, 0.68, 0.55)),
            Vec3::Y * (BASE_THICKNESS_CM + body_height + 0.3),
        ),
        // The facing marker: a bright wedge on the base's front edge (its Approach).
        (
            assets.meshes.add(Cuboid::new(0.5, 0.12, 0.9)),
            assets.glow(Color::srgb(0.95, 0.9, 0.6)),
            Vec3::new(radius - 0.35, BASE_THICKNESS_CM + 0.06, 0.0),
        ),
        // A band-coloured rim so bands read apart from above.
        (
            assets.meshes.add(Annulus::new(radius - 0.25, radius)),
            assets.matte(band),
            Vec3::Y * (BASE_THICKNESS_CM + 0.02),
        ),
    ];
    for (index, (mesh, material, offset)) in parts.into_iter().enumerate() {
        let mut transform = Transform::from_translation(offset);
        if index == 4 {
            // The annulus is built in the XY plane: lay it flat.
            transform.rotate_x(-std::f32::consts::FRAC_PI_2);
        }
        let part = commands
            .spawn((Mesh3d(mesh), MeshMaterial3d(material), transform))
            .id();
        commands.entity(root).add_child(part);
    }
    if pawn
        .card
        .weapons
        .iter()
        .any(|weapon| weapon.discharge.is_some())
    {
        let gun = commands
            .spawn((
                Mesh3d(assets.meshes.add(Cuboid::new(2.0, 0.18, 0.18))),
                MeshMaterial3d(assets.matte(Color::srgb(0.3, 0.22, 0.15))),
                Transform::from_xyz(0.7, BASE_THICKNESS_CM + body_height * 0.65, 0.35),
            ))
            .id();
        commands.entity(root).add_child(gun);
    }
}
