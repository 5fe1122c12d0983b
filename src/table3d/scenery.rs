//! A layout's piece as the table shows it: buildings (plastered walls with their openings
//! framed, timber floors, a tiled roof, a line at each storey), hills, water, mud, and the
//! obstacles by their look (trees, bushes, rocks, masonry, carts, barrels, crates, wells,
//! stalls), each inside the footprint and height the rules use, so what a player sees is what
//! blocks, hides and is climbed.

use super::batch::Batch;
use super::looks::Look;
use super::textures::Surface;
use super::{Painter, Shape, table_to_world};
use bevy::prelude::*;
use ysbilia_core::table::layout::{
    Footprint, OpeningKind, Piece, PieceKind, STOREY_HEIGHT_CM, TableSize, WALL_THICKNESS_CM,
};
use ysbilia_core::table::scenery::building_boxes;

/// The least height an obstacle or hill is drawn with: a draft's piece without a height (a
/// problem the designer lists) still shows, flat, as the rules measure it.
const MIN_DRAWN_HEIGHT: f32 = 0.1;
/// The timber band that marks a storey on the outside of a building.
const STOREY_LINE_HEIGHT: f32 = 0.35;
/// The timber round an opening.
const FRAME: f32 = 0.3;

/// Where a piece stands, to place its parts in its own frame (x along its width, y along its
/// depth, z up from the table).
struct Frame {
    centre: Vec3,
    rotation: Quat,
    size: TableSize,
}

impl Frame {
    fn of(size: TableSize, piece: &Piece) -> Self {
        Self {
            centre: table_to_world(size, piece.x, piece.y, 0.0),
            rotation: Quat::from_rotation_y(piece.rotation_degrees.to_radians()),
            size,
        }
    }

    /// A part centred at (x, y, z) of the piece's frame, turned `turn` more.
    fn at(&self, x: f32, y: f32, z: f32, turn: Quat) -> Transform {
        Transform::from_translation(self.centre + self.rotation * Vec3::new(x, z, -y))
            .with_rotation(self.rotation * turn)
    }
}

/// Spawns `pieces` with `tag`: their parts gathered by material into one mesh each, so the whole
/// scenery is a dozen or so meshes to draw (software rendering pays per mesh).
pub fn spawn_scenery<'p, B: Bundle + Clone>(
    commands: &mut Commands,
    painter: &mut Painter,
    size: TableSize,
    pieces: impl IntoIterator<Item = &'p Piece>,
    tag: &B,
) {
    let mut merged = Batch::default();
    for piece in pieces {
        add_piece(&mut merged, painter, size, piece);
    }
    merged.spawn(commands, painter, Name::new("Scenery"), tag);
}

/// Adds `piece`'s parts to `merged`.
fn add_piece(merged: &mut Batch, painter: &mut Painter, size: TableSize, piece: &Piece) {
    let frame = Frame::of(size, piece);
    let (width, depth) = extent(piece.shape);
    // The top the rules use (`Piece::top`): what blocks and is climbed is what is drawn.
    let height = piece.top().max(MIN_DRAWN_HEIGHT);
    let mut parts = Parts {
        merged,
        frame: &frame,
    };
    match &piece.kind {
        PieceKind::Building { storeys, .. } => building(&mut parts, painter, piece, *storeys),
        PieceKind::Level => {
            let earth = painter.surface(Surface::Earth, width, height);
            parts.solid(piece.shape, height, 0.0, earth);
            let grass = painter.surface(Surface::Grass, width, depth);
            parts.solid(piece.shape, 0.12, height - 0.1, grass);
        }
        PieceKind::Water => {
            let water = painter.surface(Surface::Water, width, depth);
            parts.solid(piece.shape, 0.12, 0.0, water);
        }
        PieceKind::Rough => {
            let mud = painter.surface(Surface::Mud, width, depth);
            parts.solid(piece.shape, 0.1, 0.0, mud);
            scatter_stones(&mut parts, painter, piece, 0.35);
        }
        PieceKind::Impassable => {
            let pit = painter.matte(Color::srgb(0.08, 0.07, 0.06));
            parts.solid(piece.shape, 0.06, 0.0, pit);
            scatter_stones(&mut parts, painter, piece, 1.2);
        }
        PieceKind::LargeObstacle | PieceKind::SmallObstacle => {
            let large = matches!(piece.kind, PieceKind::LargeObstacle);
            let look = painter.looks.rules.look(&piece.id, large);
            obstacle(&mut parts, painter, piece, look, height);
        }
    }
}

/// A piece's width and depth (a circle's diameter both ways).
fn extent(shape: Footprint) -> (f32, f32) {
    match shape {
        Footprint::Rect { width, depth } => (width, depth),
        Footprint::Circle { radius } => (radius * 2.0, radius * 2.0),
    }
}

/// A repeatable number in 0..1 for the `index`th part of the piece named `name`, so a piece
/// looks the same every time it is drawn.
fn jitter(name: &str, index: u32) -> f32 {
    let mut value: u32 = 0x811c_9dc5;
    for byte in name.bytes().chain(index.to_le_bytes()) {
        value = (value ^ u32::from(byte)).wrapping_mul(0x0100_0193);
    }
    (value % 10_000) as f32 / 10_000.0
}

struct Parts<'a> {
    merged: &'a mut Batch,
    frame: &'a Frame,
}

impl Parts<'_> {
    fn spawn(&mut self, shape: Shape, material: Handle<StandardMaterial>, transform: Transform) {
        self.merged.add(shape, material, transform);
    }

    /// A box `width` × `depth` × `height` with its bottom at `bottom`, centred at (x, y).
    fn cuboid(
        &mut self,
        (x, y): (f32, f32),
        (width, depth, height): (f32, f32, f32),
        bottom: f32,
        turn: Quat,
        material: Handle<StandardMaterial>,
    ) {
        let mesh = Shape::cuboid(width, height, depth);
        let transform = self.frame.at(x, y, bottom + height / 2.0, turn);
        self.spawn(mesh, material, transform);
    }

    /// The piece's own footprint, `height` tall from `bottom`.
    fn solid(
        &mut self,
        shape: Footprint,
        height: f32,
        bottom: f32,
        material: Handle<StandardMaterial>,
    ) {
        let mesh = match shape {
            Footprint::Rect { width, depth } => Shape::cuboid(width, height, depth),
            Footprint::Circle { radius } => Shape::cylinder(radius, height),
        };
        let transform = self
            .frame
            .at(0.0, 0.0, bottom + height / 2.0, Quat::IDENTITY);
        self.spawn(mesh, material, transform);
    }

    /// An ellipsoid with half-extents `radii` (x, y across, z up), its centre at (x, y, z).
    fn blob(
        &mut self,
        (x, y, z): (f32, f32, f32),
        radii: Vec3,
        material: Handle<StandardMaterial>,
    ) {
        let mesh = Shape::Blob;
        let transform = self
            .frame
            .at(x, y, z, Quat::IDENTITY)
            .with_scale(Vec3::new(radii.x, radii.z, radii.y));
        self.spawn(mesh, material, transform);
    }

    /// An upright cylinder of `radius`, `height` tall from `bottom`, at (x, y).
    fn post(
        &mut self,
        (x, y): (f32, f32),
        radius: f32,
        (bottom, height): (f32, f32),
        material: Handle<StandardMaterial>,
    ) {
        let mesh = Shape::cylinder(radius, height);
        let transform = self.frame.at(x, y, bottom + height / 2.0, Quat::IDENTITY);
        self.spawn(mesh, material, transform);
    }
}

/// Cells of about `cell` cm filling the footprint: their centres and size.
fn cells(piece: &Piece, cell: f32) -> (Vec<(f32, f32)>, f32, f32) {
    let (width, depth) = extent(piece.shape);
    let across = ((width / cell).round() as usize).clamp(1, 8);
    let down = ((depth / cell).round() as usize).clamp(1, 8);
    let (cell_width, cell_depth) = (width / across as f32, depth / down as f32);
    let mut centres = Vec::new();
    for row in 0..down {
        for column in 0..across {
            let x = -width / 2.0 + cell_width * (column as f32 + 0.5);
            let y = -depth / 2.0 + cell_depth * (row as f32 + 0.5);
            // A circle's corner cells would stand outside it.
            if let Footprint::Circle { radius } = piece.shape
                && (x * x + y * y).sqrt() > radius - cell_width.min(cell_depth) / 2.0 + 0.01
                && across * down > 1
            {
                continue;
            }
            centres.push((x, y));
        }
    }
    if centres.is_empty() {
        centres.push((0.0, 0.0));
    }
    (centres, cell_width, cell_depth)
}

fn obstacle(parts: &mut Parts, painter: &mut Painter, piece: &Piece, look: Look, height: f32) {
    match look {
        Look::Masonry => masonry(parts, painter, piece, height),
        Look::Rocks => rocks(parts, painter, piece, height),
        Look::Trees => trees(parts, painter, piece, height),
        Look::Bushes => bushes(parts, painter, piece, height),
        Look::Cart => cart(parts, painter, piece, height),
        Look::Barrels => barrels(parts, painter, piece, height),
        Look::Crates => crates(parts, painter, piece, height),
        Look::Well => well(parts, painter, piece, height),
        Look::Stall => stall(parts, painter, piece, height),
    }
}

/// A wall: stone, with a lighter cap.
fn masonry(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let (width, depth) = extent(piece.shape);
    let stone = painter.surface(Surface::Stone, width.max(depth), height);
    parts.solid(piece.shape, (height - 0.3).max(0.1), 0.0, stone);
    let cap = painter.surface_tinted(Surface::Stone, width, depth, Color::srgb(0.8, 0.78, 0.74));
    parts.solid(piece.shape, 0.3, (height - 0.3).max(0.0), cap);
}

/// Rocks: a boulder per cell, each its own size and shade.
fn rocks(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let name = piece.id.as_str();
    let (centres, cell_width, cell_depth) = cells(piece, 5.0);
    for (index, (x, y)) in centres.into_iter().enumerate() {
        let grain = jitter(name, index as u32);
        let stone = painter.surface_tinted(
            Surface::Stone,
            4.0,
            4.0,
            Color::srgb(0.62 + 0.2 * grain, 0.6 + 0.2 * grain, 0.58 + 0.18 * grain),
        );
        let tall = height * (0.7 + 0.3 * grain);
        let radii = Vec3::new(
            cell_width / 2.0 * (0.8 + 0.2 * grain),
            cell_depth / 2.0 * (0.85 + 0.15 * (1.0 - grain)),
            tall / 2.0,
        );
        parts.blob((x, y, tall / 2.0), radii, stone);
    }
}

/// Trees in a row along the footprint, trunk and crown each.
fn trees(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let (width, depth) = extent(piece.shape);
    let name = piece.id.as_str();
    let long = width.max(depth);
    let short = width.min(depth).max(0.5);
    let count = ((long / short).round() as usize).clamp(1, 6);
    let bark = painter.surface_tinted(Surface::Timber, 1.0, 3.0, Color::srgb(0.6, 0.5, 0.45));
    for index in 0..count {
        let along = -long / 2.0 + long * (index as f32 + 0.5) / count as f32;
        let (x, y) = if width >= depth {
            (along, 0.0)
        } else {
            (0.0, along)
        };
        let grain = jitter(name, index as u32);
        let leaves = painter.surface_tinted(
            Surface::Foliage,
            short,
            short,
            Color::srgb(0.85 + 0.15 * grain, 0.9 + 0.1 * grain, 0.8),
        );
        let trunk = (short / 10.0).clamp(0.25, 0.8);
        parts.post((x, y), trunk, (0.0, height * 0.5), bark.clone());
        // Crowns side by side, each inside its share of the footprint.
        let across = short.min(long / count as f32) / 2.0;
        let crown = Vec3::new(across, across, height * 0.33);
        parts.blob((x, y, height * 0.67), crown, leaves);
    }
}

/// Bushes: a mound of leaves per cell.
fn bushes(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let name = piece.id.as_str();
    let (centres, cell_width, cell_depth) = cells(piece, 4.0);
    for (index, (x, y)) in centres.into_iter().enumerate() {
        let grain = jitter(name, index as u32);
        let leaves = painter.surface_tinted(
            Surface::Foliage,
            4.0,
            4.0,
            Color::srgb(0.8 + 0.2 * grain, 0.85 + 0.15 * grain, 0.75),
        );
        let tall = height * (0.75 + 0.25 * grain);
        let radii = Vec3::new(cell_width * 0.5, cell_depth * 0.5, tall / 2.0);
        parts.blob((x, y, tall / 2.0), radii, leaves);
    }
}

/// Barrels: a hooped cask per cell.
fn barrels(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let name = piece.id.as_str();
    let (centres, cell_width, cell_depth) = cells(piece, 2.6);
    let radius = cell_width.min(cell_depth) / 2.0 * 0.9;
    for (index, (x, y)) in centres.into_iter().enumerate() {
        let wood = painter.surface_tinted(
            Surface::Timber,
            radius * 6.0,
            height,
            Color::srgb(0.9 + 0.1 * jitter(name, index as u32), 0.85, 0.8),
        );
        parts.post((x, y), radius, (0.0, height), wood);
        let hoop = painter.metal(Color::srgb(0.25, 0.24, 0.22));
        for at in [0.2, 0.8] {
            parts.post(
                (x, y),
                radius * 1.04,
                (height * at - 0.08, 0.16),
                hoop.clone(),
            );
        }
    }
}

/// Crates: a box per cell, some taller, each turned a little.
fn crates(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let name = piece.id.as_str();
    let (centres, cell_width, cell_depth) = cells(piece, 3.0);
    for (index, (x, y)) in centres.into_iter().enumerate() {
        let grain = jitter(name, index as u32);
        let tall = if grain > 0.5 { height } else { height * 0.65 };
        let wood = painter.surface(Surface::Timber, cell_width, tall);
        let turn = Quat::from_rotation_y((grain - 0.5) * 0.3);
        parts.cuboid(
            (x, y),
            (cell_width * 0.92, cell_depth * 0.92, tall),
            0.0,
            turn,
            wood,
        );
    }
}

/// A well: a stone ring round its water.
fn well(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let (width, depth) = extent(piece.shape);
    let stone = painter.surface(Surface::Stone, width * 3.0, height);
    parts.solid(piece.shape, height, 0.0, stone);
    let water = painter.surface(Surface::Water, width, depth);
    let inner = match piece.shape {
        Footprint::Rect { width, depth } => Footprint::Rect {
            width: (width - 1.2).max(0.2),
            depth: (depth - 1.2).max(0.2),
        },
        Footprint::Circle { radius } => Footprint::Circle {
            radius: (radius - 0.6).max(0.1),
        },
    };
    parts.solid(inner, 0.05, height + 0.005, water);
}

/// A market stall: four posts, a counter and a canvas roof.
fn stall(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let (width, depth) = extent(piece.shape);
    let wood = painter.surface(Surface::Timber, 1.0, height);
    let inset = 0.3;
    for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        let at = (sx * (width / 2.0 - inset), sy * (depth / 2.0 - inset));
        parts.post(at, 0.2, (0.0, height), wood.clone());
    }
    let counter = painter.surface(Surface::Timber, width, depth);
    parts.cuboid(
        (0.0, 0.0),
        (width, depth * 0.7, 0.3),
        height * 0.4,
        Quat::IDENTITY,
        counter,
    );
    let canvas = painter.matte(Color::srgb(0.7, 0.22, 0.16));
    parts.cuboid(
        (0.0, 0.0),
        (width, depth, 0.15),
        height - 0.15,
        Quat::IDENTITY,
        canvas,
    );
}

fn cart(parts: &mut Parts, painter: &mut Painter, piece: &Piece, height: f32) {
    let (width, depth) = extent(piece.shape);
    // Along the longer side; wheels on the two long edges.
    let (long, short, turn) = if width >= depth {
        (width, depth, Quat::IDENTITY)
    } else {
        (
            depth,
            width,
            Quat::from_rotation_y(std::f32::consts::FRAC_PI_2),
        )
    };
    let wheel = (height * 0.3).min(long / 4.0).max(0.4);
    let wood = painter.surface(Surface::Timber, long, short);
    parts.cuboid(
        (0.0, 0.0),
        (width * 0.9, depth * 0.9, height * 0.12),
        wheel,
        Quat::IDENTITY,
        wood,
    );
    let load = painter.surface_tinted(Surface::Grass, long, short, Color::srgb(1.6, 1.3, 0.5));
    let load_bottom = wheel + height * 0.12;
    parts.cuboid(
        (0.0, 0.0),
        (width * 0.8, depth * 0.8, (height - load_bottom).max(0.2)),
        load_bottom,
        Quat::IDENTITY,
        load,
    );
    let rim = painter.surface(Surface::Timber, 2.0, 2.0);
    let mesh = Shape::cylinder(wheel, 0.25);
    for side in [-1.0, 1.0] {
        let across = side * (short / 2.0 - 0.15);
        let (x, y) = if width >= depth {
            (0.0, across)
        } else {
            (across, 0.0)
        };
        // The wheel's axle runs across the cart: the cylinder lies on its side.
        let stand = turn * Quat::from_rotation_x(std::f32::consts::FRAC_PI_2);
        let transform = parts.frame.at(x, y, wheel, stand);
        parts.spawn(mesh, rim.clone(), transform);
    }
}

/// A few stones on mud or round a pit, `size` cm at most.
fn scatter_stones(parts: &mut Parts, painter: &mut Painter, piece: &Piece, size: f32) {
    let (width, depth) = extent(piece.shape);
    let stone = painter.surface_tinted(Surface::Stone, 2.0, 2.0, Color::srgb(0.7, 0.68, 0.64));
    let count = ((width * depth / 30.0) as u32).clamp(2, 12);
    for index in 0..count {
        let (u, v) = (
            jitter(&piece.id, index * 2),
            jitter(&piece.id, index * 2 + 1),
        );
        let (x, y) = ((u - 0.5) * (width - size), (v - 0.5) * (depth - size));
        if let Footprint::Circle { radius } = piece.shape
            && (x * x + y * y).sqrt() > radius - size
        {
            continue;
        }
        let radius = size * (0.4 + 0.6 * u);
        parts.blob(
            (x, y, radius * 0.3),
            Vec3::new(radius, radius * 0.8, radius * 0.5),
            stone.clone(),
        );
    }
}

fn building(parts: &mut Parts, painter: &mut Painter, piece: &Piece, storeys: u8) {
    let PieceKind::Building { openings, .. } = &piece.kind else {
        return;
    };
    let (width, depth) = extent(piece.shape);
    let top = f32::from(storeys) * STOREY_HEIGHT_CM;
    for (min, max) in building_boxes(piece, storeys, openings) {
        let extent = max - min;
        let middle = (min + max) / 2.0;
        let is_slab = extent.z < 1.0 && max.z > 0.9;
        let material = if !is_slab {
            painter.surface(Surface::Plaster, extent.x.max(extent.y), extent.z)
        } else if (max.z - top).abs() < 0.01 {
            // The roof: tiles, see-through enough to show who stands under it.
            painter.surface_tinted(
                Surface::RoofTiles,
                extent.x,
                extent.y,
                Color::srgba(1.0, 1.0, 1.0, 0.72),
            )
        } else {
            painter.surface_tinted(
                Surface::Timber,
                extent.x,
                extent.y,
                Color::srgba(1.0, 1.0, 1.0, 0.55),
            )
        };
        let mesh = Shape::cuboid(extent.x, extent.z, extent.y);
        let transform = parts.frame.at(middle.x, middle.y, middle.z, Quat::IDENTITY);
        parts.spawn(mesh, material, transform);
    }
    // A dark timber band where each storey's floor meets the walls, and under the roof.
    let timber = painter.surface_tinted(Surface::Timber, width, 1.0, Color::srgb(0.55, 0.45, 0.4));
    let outside = WALL_THICKNESS_CM + 0.16;
    for storey in 1..=storeys {
        let bottom = f32::from(storey) * STOREY_HEIGHT_CM - STOREY_LINE_HEIGHT;
        let bands = [
            (
                (0.0, -depth / 2.0 + WALL_THICKNESS_CM / 2.0),
                (width + 0.16, outside),
            ),
            (
                (0.0, depth / 2.0 - WALL_THICKNESS_CM / 2.0),
                (width + 0.16, outside),
            ),
            (
                (-width / 2.0 + WALL_THICKNESS_CM / 2.0, 0.0),
                (outside, depth + 0.16),
            ),
            (
                (width / 2.0 - WALL_THICKNESS_CM / 2.0, 0.0),
                (outside, depth + 0.16),
            ),
        ];
        for (at, (band_width, band_depth)) in bands {
            parts.cuboid(
                at,
                (band_width, band_depth, STOREY_LINE_HEIGHT),
                bottom,
                Quat::IDENTITY,
                timber.clone(),
            );
        }
    }
    // Frames round the openings: posts at their sides, a lintel, and a sill under windows.
    let frame_wood = painter.surface_tinted(Surface::Timber, 1.0, 1.0, Color::srgb(0.5, 0.4, 0.35));
    let size = parts.frame.size;
    for (opening, from, to) in piece.openings_on_table() {
        let along = to - from;
        let angle = along.y.atan2(along.x);
        let turn = Quat::from_rotation_y(angle);
        // On the wall's middle, not its outer face.
        let centre = Vec2::new(piece.x, piece.y);
        let mut inward = Vec2::new(-along.y, along.x).normalize_or_zero();
        let outer_middle = (from + to) / 2.0;
        if inward.dot(centre - outer_middle) < 0.0 {
            inward = -inward;
        }
        let shift = inward * WALL_THICKNESS_CM / 2.0;
        let (from, to) = (from + shift, to + shift);
        let middle = (from + to) / 2.0;
        let span = along.length() + FRAME * 2.0;
        let depth_across = WALL_THICKNESS_CM + 0.2;
        let spawn_box =
            |parts: &mut Parts, centre: Vec2, (length, tall): (f32, f32), bottom: f32| {
                let mesh = Shape::cuboid(length, tall, depth_across);
                let at = table_to_world(size, centre.x, centre.y, bottom + tall / 2.0);
                parts.spawn(
                    mesh,
                    frame_wood.clone(),
                    Transform::from_translation(at).with_rotation(turn),
                );
            };
        let lintel_at = opening.bottom + opening.height;
        spawn_box(parts, middle, (span, FRAME), lintel_at);
        for end in [from, to] {
            let outward = (end - middle).normalize_or_zero() * FRAME / 2.0;
            spawn_box(
                parts,
                end + outward,
                (FRAME, opening.height),
                opening.bottom,
            );
        }
        if opening.kind == OpeningKind::Window {
            spawn_box(
                parts,
                middle,
                (span, FRAME),
                (opening.bottom - FRAME).max(0.0),
            );
        }
    }
}

#[cfg(test)]
#[path = "scenery_tests.rs"]
mod tests;
