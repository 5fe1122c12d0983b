//! The table's textures, painted once at start from seeded noise (no image files to ship or
//! load): grass, earth, cobbles, plaster, roof tiles, stone, timber, mud and water. Each repeats,
//! so a material scales it to the piece it covers.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Texels a side: enough for a 10 cm tile seen from the default camera.
const SIZE: u32 = 128;

/// The surfaces the table's pieces are painted with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Surface {
    Grass,
    Earth,
    Cobbles,
    Plaster,
    RoofTiles,
    Stone,
    Timber,
    Mud,
    Water,
    Foliage,
}

impl Surface {
    pub const ALL: [Surface; 10] = [
        Surface::Grass,
        Surface::Earth,
        Surface::Cobbles,
        Surface::Plaster,
        Surface::RoofTiles,
        Surface::Stone,
        Surface::Timber,
        Surface::Mud,
        Surface::Water,
        Surface::Foliage,
    ];

    /// Centimetres of table one repeat of the texture covers.
    pub fn tile_cm(self) -> f32 {
        match self {
            Surface::Grass => 20.0,
            Surface::Earth | Surface::Mud | Surface::Foliage => 12.0,
            Surface::Cobbles => 8.0,
            Surface::Plaster | Surface::Stone | Surface::Water => 10.0,
            Surface::RoofTiles | Surface::Timber => 6.0,
        }
    }

    /// The texture's colour at texel (x, y).
    fn texel(self, x: u32, y: u32) -> [u8; 4] {
        let fine = noise(x, y, 4, 11);
        let broad = noise(x, y, 32, 29);
        match self {
            Surface::Grass => {
                // Little broad shading: a tile repeats every few centimetres, and strong
                // blotches would show the repeat as a chequer.
                let blade = hash(x, y, 3) > 0.82;
                let shade = 0.85 + 0.12 * broad + if blade { 0.16 } else { 0.0 } - 0.1 * fine;
                rgb(0.33 * shade, 0.45 * shade, 0.2 * shade)
            }
            Surface::Earth => {
                let shade = 0.8 + 0.25 * broad + 0.15 * fine;
                rgb(0.47 * shade, 0.38 * shade, 0.26 * shade)
            }
            Surface::Mud => {
                let puddle = broad > 0.72;
                let shade = 0.7 + 0.2 * fine;
                if puddle {
                    rgb(0.28 * shade, 0.24 * shade, 0.18 * shade)
                } else {
                    rgb(0.4 * shade, 0.31 * shade, 0.2 * shade)
                }
            }
            Surface::Foliage => {
                let leaf = noise(x, y, 8, 41);
                let shade = 0.55 + 0.5 * leaf + 0.1 * fine;
                rgb(0.2 * shade, 0.36 * shade, 0.15 * shade)
            }
            Surface::Cobbles => stones(x, y, 16, 0.58, 0.55, 0.5),
            Surface::Stone => blocks(x, y, 32, 16, [0.6, 0.57, 0.52], [0.36, 0.34, 0.31]),
            Surface::Plaster => {
                let shade = 0.9 + 0.08 * broad + 0.05 * fine;
                rgb(0.88 * shade, 0.82 * shade, 0.7 * shade)
            }
            Surface::RoofTiles => {
                // Rows of rounded tiles, each row's joints offset by half a tile.
                let row = y / 16;
                let across = (x + if row.is_multiple_of(2) { 0 } else { 8 }) % 16;
                let curve = 1.0 - ((across as f32 - 8.0) / 8.0).powi(2);
                let lip = (y % 16) as f32 / 16.0;
                let shade = 0.55 + 0.35 * curve + 0.15 * lip + 0.1 * fine;
                rgb(0.66 * shade, 0.3 * shade, 0.2 * shade)
            }
            Surface::Timber => {
                let grain = (((x as f32) * 0.35 + 6.0 * broad).sin() * 0.5 + 0.5) * 0.25;
                let plank = if y.is_multiple_of(32) { 0.6 } else { 1.0 };
                let shade = (0.75 + grain + 0.1 * fine) * plank;
                rgb(0.45 * shade, 0.31 * shade, 0.19 * shade)
            }
            Surface::Water => {
                let ripple = ((y as f32 * 0.3 + 5.0 * broad).sin() * 0.5 + 0.5) * 0.25;
                let shade = 0.8 + ripple;
                [
                    channel(0.2 * shade),
                    channel(0.38 * shade),
                    channel(0.58 * shade),
                    210,
                ]
            }
        }
    }

    /// The texture, repeating in both directions.
    pub fn image(self) -> Image {
        let mut data = Vec::with_capacity((SIZE * SIZE * 4) as usize);
        for y in 0..SIZE {
            for x in 0..SIZE {
                data.extend_from_slice(&self.texel(x, y));
            }
        }
        let mut image = Image::new(
            Extent3d {
                width: SIZE,
                height: SIZE,
                depth_or_array_layers: 1,
            },
            TextureDimension::D2,
            data,
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD,
        );
        let mut sampler = ImageSamplerDescriptor::linear();
        sampler.set_address_mode(ImageAddressMode::Repeat);
        image.sampler = ImageSampler::Descriptor(sampler);
        image
    }
}

fn channel(value: f32) -> u8 {
    (value.clamp(0.0, 1.0) * 255.0).round() as u8
}

fn rgb(red: f32, green: f32, blue: f32) -> [u8; 4] {
    [channel(red), channel(green), channel(blue), 255]
}

/// A repeatable pseudo-random value in 0..1 for a texel (wrapping at the texture's edge).
fn hash(x: u32, y: u32, seed: u32) -> f32 {
    let mut value = (x % SIZE)
        .wrapping_mul(0x27d4_eb2d)
        .wrapping_add((y % SIZE).wrapping_mul(0x1656_67b1))
        .wrapping_add(seed.wrapping_mul(0x9e37_79b9));
    value ^= value >> 15;
    value = value.wrapping_mul(0x85eb_ca6b);
    value ^= value >> 13;
    (value & 0xffff) as f32 / 65_535.0
}

/// Smooth noise with features `cell` texels apart, tiling with the texture.
fn noise(x: u32, y: u32, cell: u32, seed: u32) -> f32 {
    let (cell_x, cell_y) = (x / cell, y / cell);
    let (fx, fy) = (
        (x % cell) as f32 / cell as f32,
        (y % cell) as f32 / cell as f32,
    );
    let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
    let corner = |dx: u32, dy: u32| hash((cell_x + dx) * cell, (cell_y + dy) * cell, seed);
    let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * smooth(fx);
    let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * smooth(fx);
    top + (bottom - top) * smooth(fy)
}

/// Rounded stones `cell` texels across with dark joints between them.
fn stones(x: u32, y: u32, cell: u32, red: f32, green: f32, blue: f32) -> [u8; 4] {
    let row = y / cell;
    let shifted = x + if row.is_multiple_of(2) { 0 } else { cell / 2 };
    let (u, v) = (
        (shifted % cell) as f32 / cell as f32 - 0.5,
        (y % cell) as f32 / cell as f32 - 0.5,
    );
    let edge = (u * u + v * v).sqrt() * 2.0;
    let stone = hash(shifted / cell, row, 7);
    let shade = if edge > 0.92 {
        0.35
    } else {
        0.7 + 0.3 * stone - 0.25 * edge * edge
    };
    rgb(red * shade, green * shade, blue * shade)
}

/// Ashlar blocks `width` by `height` texels with mortar joints.
fn blocks(x: u32, y: u32, width: u32, height: u32, block: [f32; 3], mortar: [f32; 3]) -> [u8; 4] {
    let row = y / height;
    let shifted = x + if row.is_multiple_of(2) { 0 } else { width / 2 };
    if y % height < 2 || shifted % width < 2 {
        return rgb(mortar[0], mortar[1], mortar[2]);
    }
    let shade = 0.8 + 0.3 * hash(shifted / width, row, 5) + 0.08 * noise(x, y, 4, 13);
    rgb(block[0] * shade, block[1] * shade, block[2] * shade)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_texture_repeats_without_a_seam() {
        for surface in Surface::ALL {
            // The noise wraps: the texel past the edge is the texel at the start.
            assert_eq!(hash(SIZE, 3, 1), hash(0, 3, 1));
            let image = surface.image();
            assert_eq!(image.width(), SIZE, "{surface:?}");
            assert!(surface.tile_cm() > 0.0);
        }
    }
}
