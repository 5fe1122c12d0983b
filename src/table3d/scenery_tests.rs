//! Every shipped piece drawn inside the footprint and height the rules use.

use super::super::{LookRules, Looks, Painter};
use super::*;
use bevy::ecs::system::RunSystemOnce;
use std::collections::HashMap;
use ysbilia_core::table::layout::Layout;

#[derive(Component, Clone)]
struct Drawn;

/// The vertices of every part drawn for `piece`, in the piece's own frame (x along its
/// width, y along its depth, z up).
fn drawn_corners(world: &mut World, layout: &Layout, piece: &Piece) -> Vec<Vec3> {
    let (size, drawn) = (layout.table, piece.clone());
    let spawned = world.run_system_once(
        move |mut commands: Commands,
              mut meshes: ResMut<Assets<Mesh>>,
              mut materials: ResMut<Assets<StandardMaterial>>,
              mut looks: ResMut<Looks>| {
            let mut painter = Painter {
                meshes: &mut meshes,
                materials: &mut materials,
                looks: &mut looks,
            };
            spawn_scenery(&mut commands, &mut painter, size, [&drawn], &Drawn);
        },
    );
    assert!(spawned.is_ok(), "{spawned:?}");
    let frame = Frame::of(size, piece);
    let mut corners = Vec::new();
    let mut parts = world.query_filtered::<(Entity, &Mesh3d, &Transform), With<Drawn>>();
    let found: Vec<(Entity, Handle<Mesh>, Transform)> = parts
        .iter(world)
        .map(|(entity, mesh, transform)| (entity, mesh.0.clone(), *transform))
        .collect();
    assert!(!found.is_empty(), "{} is drawn", piece.id);
    for (entity, mesh, transform) in found {
        // Every vertex, not a box round the mesh: a batch is in table coordinates, and a box
        // round a turned piece's parts would stand outside the piece.
        let positions = world
            .resource::<Assets<Mesh>>()
            .get(&mesh)
            .and_then(|mesh| mesh.attribute(Mesh::ATTRIBUTE_POSITION))
            .and_then(|values| values.as_float3())
            .map(<[[f32; 3]]>::to_vec);
        let Some(positions) = positions else {
            panic!("a part of {} has a mesh with positions", piece.id);
        };
        for position in positions {
            let on_table = transform.transform_point(Vec3::from(position));
            let local = frame.rotation.inverse() * (on_table - frame.centre);
            corners.push(Vec3::new(local.x, -local.z, local.y));
        }
        world.despawn(entity);
    }
    corners
}

#[test]
fn every_shipped_piece_is_drawn_inside_the_footprint_and_height_the_rules_use() {
    let mut world = World::new();
    world.insert_resource(Assets::<Mesh>::default());
    world.insert_resource(Assets::<StandardMaterial>::default());
    let rules =
        LookRules::read(&crate::paths::project_root().join(super::super::looks::LOOKS_FILE));
    assert!(rules.is_ok(), "{rules:?}");
    world.insert_resource(Looks::new(HashMap::new(), rules.unwrap_or_default()));
    let (layouts, _) = ysbilia_core::table::layout_files::read_layouts(
        &crate::paths::project_root().join("scenarios/layouts"),
    );
    assert!(layouts.len() >= 5);
    // Timber bands and frames stand a few millimetres proud of a wall.
    let tolerance = 0.4;
    for layout in &layouts {
        for piece in &layout.pieces {
            let (width, depth) = extent(piece.shape);
            let top = piece.top();
            for corner in drawn_corners(&mut world, layout, piece) {
                let inside = corner.x.abs() <= width / 2.0 + tolerance
                    && corner.y.abs() <= depth / 2.0 + tolerance
                    && corner.z >= -tolerance
                    && corner.z <= top + tolerance;
                assert!(
                    inside,
                    "{} in {}: a part reaches {corner:?}, outside {width} x {depth} x {top}",
                    piece.id, layout.name
                );
            }
        }
    }
}
