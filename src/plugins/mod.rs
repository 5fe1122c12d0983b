//! Our own set-up of other crates' plugins (egui, the camera), one file each.

pub mod camera;
pub mod egui;
