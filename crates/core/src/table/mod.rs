//! The 1650 table in centimetres: bases and their arcs, scenery colliders, line of sight,
//! movement, light and smoke. Every answer can say why, so the log and the 3D view can show it.
//!
//! Axes: `x` runs along the table's width, `y` along its depth, `z` is height; the table's corner
//! is the origin. Facing is measured in degrees counter-clockwise from `+x`.

pub mod base;
pub mod design;
pub mod design_shape;
pub mod edit;
mod grid;
pub mod layout;
pub mod layout_files;
pub mod light;
pub mod movement;
pub mod outline;
pub mod path;
pub mod places;
pub mod print;
pub mod scenery;
pub mod sight;
mod sight_kept;
pub mod sight_map;
