//! Drawing many small parts as few meshes: parts that share a material are merged into one mesh
//! in table coordinates.

use super::{Painter, Shape};
use bevy::prelude::*;

/// Parts gathered by material: each is one mesh, its parts' vertices placed on the table
/// (positions, normals and texture coordinates; 32-bit indices). Software rendering pays per
/// mesh drawn: a table of thirty pieces and fifteen miniatures is some three hundred parts and
/// a score of batches.
#[derive(Default)]
pub(super) struct Batch {
    batches: Vec<(Handle<StandardMaterial>, Mesh)>,
}

impl Batch {
    pub(super) fn add(
        &mut self,
        shape: Shape,
        material: Handle<StandardMaterial>,
        transform: Transform,
    ) {
        let Ok(part) = standard(shape.mesh()).try_transformed_by(transform) else {
            return;
        };
        match self
            .batches
            .iter_mut()
            .find(|(paint, _)| *paint == material)
        {
            Some((_, mesh)) => {
                if let Err(problem) = mesh.merge(&part) {
                    warn!("a scenery part is not drawn: {problem}");
                }
            }
            None => self.batches.push((material, part)),
        }
    }

    pub(super) fn spawn<B: Bundle + Clone>(
        self,
        commands: &mut Commands,
        painter: &mut Painter,
        name: Name,
        tag: &B,
    ) {
        for (material, mesh) in self.batches {
            commands.spawn((
                name.clone(),
                tag.clone(),
                Mesh3d(painter.meshes.add(mesh)),
                MeshMaterial3d(material),
                Transform::IDENTITY,
            ));
        }
    }
}

/// `mesh` with exactly the attributes every batch has, and 32-bit indices, so any two merge.
fn standard(mut mesh: Mesh) -> Mesh {
    let count = mesh.count_vertices();
    let keep = [
        Mesh::ATTRIBUTE_POSITION.id,
        Mesh::ATTRIBUTE_NORMAL.id,
        Mesh::ATTRIBUTE_UV_0.id,
    ];
    let others: Vec<_> = mesh
        .attributes()
        .map(|(attribute, _)| attribute.id)
        .filter(|id| !keep.contains(id))
        .collect();
    for id in others {
        mesh.remove_attribute(id);
    }
    if mesh.attribute(Mesh::ATTRIBUTE_UV_0).is_none() {
        mesh.insert_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0f32, 0.0]; count]);
    }
    let indices: Vec<u32> = match mesh.indices() {
        Some(indices) => indices.iter().map(|index| index as u32).collect(),
        None => (0..count as u32).collect(),
    };
    mesh.insert_indices(bevy::mesh::Indices::U32(indices));
    mesh
}
