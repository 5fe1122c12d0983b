//! The colours that carry meaning (bands, Vigour boxes, legal and illegal marks), chosen to stay
//! apart for players with protanopia or deuteranopia, and the simulation that checks it
//! (Viénot, Brettel and Mollon 1999, compared in CIELAB). The Okabe-Ito colours where the old
//! ones ran together; HEBS faction colours live in their RON files and are checked the same way.

/// An sRGB colour, 8 bits a channel.
pub type Rgb = [u8; 3];

/// Bands on the 1650 table and in the panels: Old Purple, Sevillian ochre and (§ Slaughter's
/// third band) Guadalquivir green; then the Antagonists' russet.
pub const BANDS: [Rgb; 3] = [[0x9B, 0x5C, 0xC8], [0xD8, 0x9A, 0x38], [0x3E, 0xA8, 0x8E]];
pub const ANTAGONISTS: Rgb = [0xA0, 0x6A, 0x4A];
/// Vigour boxes: Bruises, Bleeding, Dying (Okabe-Ito bluish green, yellow, vermillion).
pub const VIGOUR: [Rgb; 3] = [[0x00, 0x9E, 0x73], [0xF0, 0xE4, 0x42], [0xD5, 0x5E, 0x00]];
/// A place or move core allows, and one it refuses (with ✓ and ✗ beside them in words).
pub const LEGAL: Rgb = [0x00, 0x9E, 0x73];
pub const ILLEGAL: Rgb = [0xD5, 0x5E, 0x00];
/// Colours that must be told apart differ by at least this much (CIELAB ΔE*76) under normal
/// sight, protanopia and deuteranopia.
pub const MIN_DISTANCE: f32 = 20.0;

fn linear(channel: u8) -> f32 {
    let c = f32::from(channel) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn lab(rgb: [f32; 3]) -> [f32; 3] {
    let [r, g, b] = rgb.map(|c| c.max(0.0));
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
    let f = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The colour as seen with normal sight, protanopia and deuteranopia (linear RGB).
fn seen(colour: Rgb) -> [[f32; 3]; 3] {
    let [r, g, b] = colour.map(linear);
    let protan = [
        0.112_38 * r + 0.887_62 * g,
        0.112_38 * r + 0.887_62 * g,
        0.004_01 * r - 0.004_01 * g + b,
    ];
    let deutan = [
        0.292_75 * r + 0.707_25 * g,
        0.292_75 * r + 0.707_25 * g,
        -0.022_34 * r + 0.022_34 * g + b,
    ];
    [[r, g, b], protan, deutan]
}

/// How far apart two colours look to the eye that tells them apart least (ΔE*76).
pub fn least_distance(a: Rgb, b: Rgb) -> f32 {
    let (a, b) = (seen(a), seen(b));
    (0..3)
        .map(|sight| {
            let (p, q) = (lab(a[sight]), lab(b[sight]));
            ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
        })
        .fold(f32::INFINITY, f32::min)
}

/// The pairs of `colours` (by name) closer than `MIN_DISTANCE` to some eye.
pub fn too_close<'a>(colours: &[(&'a str, Rgb)]) -> Vec<(&'a str, &'a str, f32)> {
    let mut close = Vec::new();
    for (index, (a, first)) in colours.iter().enumerate() {
        for (b, second) in &colours[index + 1..] {
            let distance = least_distance(*first, *second);
            if distance < MIN_DISTANCE {
                close.push((*a, *b, distance));
            }
        }
    }
    close
}

/// The egui colour of an `Rgb`.
pub fn egui(colour: Rgb) -> bevy_egui::egui::Color32 {
    bevy_egui::egui::Color32::from_rgb(colour[0], colour[1], colour[2])
}
